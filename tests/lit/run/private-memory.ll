; Private memory as the targets define it: an alloca's pointer is the same
; value in every thread that made the same allocas (private#k: the k-th
; live alloca of the thread using it), each thread with its own memory.
; So -O0 code (clang 22 from OpenCL C, below) passes --check-uniformity
; with no violation, each thread reads back what it stored, and a
; pointer to an alloca that is gone is an error.  A private global
; (address space 5; SPIR-V's Private is 10) is one per thread too, and
; not among the globals printed.
; RUN: %converge run %s --function k --threads 8 --check-uniformity --arg 0=buffer:32 | FileCheck %s --check-prefix=O0 --match-full-lines --strict-whitespace
; RUN: %converge run %s --function own --threads 4 | FileCheck %s --check-prefix=OWN --match-full-lines --strict-whitespace
; RUN: not %converge run %s --function dangling --threads 2 2>&1 | FileCheck %s --check-prefix=DANGLING --match-full-lines --strict-whitespace
; RUN: %converge run %s --function private_global --threads 3 | FileCheck %s --check-prefix=GLOBAL --match-full-lines --strict-whitespace
;
; kernel void k(global int *out) {
;   int i = __builtin_amdgcn_workitem_id_x();
;   int s = 0;
;   for (int j = 0; j < i; j++) s += j;
;   out[i] = s;
; }
; (clang-22 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O0)

target triple = "amdgcn-amd-amdhsa"

@priv = addrspace(5) global i32 7

define protected amdgpu_kernel void @k(ptr addrspace(1) noundef align 4 %0) {
  %2 = alloca ptr addrspace(1), align 8, addrspace(5)
  %3 = addrspacecast ptr addrspace(5) %2 to ptr
  store ptr addrspace(1) %0, ptr %3, align 8
  %4 = load ptr addrspace(1), ptr %3, align 8
  call void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 4 %4)
  ret void
}

define protected void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 4 %0) {
  %2 = alloca ptr addrspace(1), align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %2 to ptr
  store ptr addrspace(1) %0, ptr %6, align 8
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %7, ptr addrspace(5) %3, align 4
  store i32 0, ptr addrspace(5) %4, align 4
  store i32 0, ptr addrspace(5) %5, align 4
  br label %8

8:
  %9 = load i32, ptr addrspace(5) %5, align 4
  %10 = load i32, ptr addrspace(5) %3, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %19

12:
  %13 = load i32, ptr addrspace(5) %5, align 4
  %14 = load i32, ptr addrspace(5) %4, align 4
  %15 = add nsw i32 %14, %13
  store i32 %15, ptr addrspace(5) %4, align 4
  br label %16

16:
  %17 = load i32, ptr addrspace(5) %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr addrspace(5) %5, align 4
  br label %8

19:
  %20 = load i32, ptr addrspace(5) %4, align 4
  %21 = load ptr addrspace(1), ptr %6, align 8
  %22 = load i32, ptr addrspace(5) %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %23
  store i32 %20, ptr addrspace(1) %24, align 4
  ret void
}

define i32 @own() {
  %p = alloca i32, addrspace(5)
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = mul i32 %t, 3
  store i32 %t3, ptr addrspace(5) %p
  call void @show(ptr addrspace(5) %p)
  %v = load i32, ptr addrspace(5) %p
  ret i32 %v
}

define void @show(ptr addrspace(5) %p) convergent {
  ret void
}

define ptr addrspace(5) @make() {
  %p = alloca i32, addrspace(5)
  ret ptr addrspace(5) %p
}

define i32 @dangling() {
  %p = call ptr addrspace(5) @make()
  %v = load i32, ptr addrspace(5) %p
  ret i32 %v
}

define i32 @private_global() {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %v = load i32, ptr addrspace(5) @priv
  %s = add i32 %v, %t
  store i32 %s, ptr addrspace(5) @priv
  %w = load i32, ptr addrspace(5) @priv
  ret i32 %w
}

declare i32 @llvm.amdgcn.workitem.id.x()

; O0:run @k: 8 threads in 1 wave of 64; anchors: maximal; 588 thread-instructions
; O0-EMPTY:
; O0-NEXT:check-uniformity: 23 groups of converged dynamic instances checked, 0 violations

; OWN:run @own: 4 threads in 1 wave of 64; anchors: maximal; 32 thread-instructions
; OWN-EMPTY:
; OWN-NEXT:convergent operations, one line per dynamic instance: the threads that executed it together
; OWN-NEXT:wave 0:
; OWN-NEXT:  line 82  @show  threads 0-3  args private#0 (all)
; OWN-EMPTY:
; OWN-NEXT:returns: 0:0 1:3 2:6 3:9

; DANGLING:run @dangling: 2 threads in 1 wave of 64; anchors: maximal; 8 thread-instructions
; DANGLING-EMPTY:
; DANGLING-NEXT:returns: 0:- 1:-
; DANGLING-NEXT:{{.*}}private-memory.ll:98:3: error: load through a private pointer to an alloca that is no longer live (thread 0)

; GLOBAL:run @private_global: 3 threads in 1 wave of 64; anchors: maximal; 18 thread-instructions
; GLOBAL-EMPTY:
; GLOBAL-NEXT:returns: 0:7 1:8 2:9

