; Covers: the AMDGPU datalayout and triple, whose alloca address space 5,
; program address space and pointer sizes change default alignments and
; alloca printing; amdgpu_kernel with address-space pointers.
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [64 x i32] poison, align 4
@cst = addrspace(4) constant i64 7

define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(4) %in, i32 %n) {
entry:
  %a = alloca i32, addrspace(5)
  %b = alloca i64, addrspace(5)
  %c = alloca <3 x i32>, addrspace(5)
  %d = alloca ptr addrspace(7), addrspace(5)
  %e = alloca ptr, addrspace(5)
  %f = alloca double, i32 %n, addrspace(5)
  %g = alloca <16 x i8>, addrspace(5)
  %v = load i64, ptr addrspace(4) %in
  store i64 %v, ptr addrspace(1) %out
  %l = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %n
  %lv = load i32, ptr addrspace(3) %l
  store i32 %lv, ptr addrspace(5) %a
  %w = load <3 x i32>, ptr addrspace(5) %c
  %x = load i128, ptr addrspace(1) %out
  %y = load ptr addrspace(8), ptr addrspace(1) %out
  %z = load <2 x half>, ptr addrspace(1) %out
  %fl = addrspacecast ptr addrspace(5) %a to ptr
  store i32 1, ptr %fl
  %cv = load i64, ptr addrspace(4) @cst
  %rmw = atomicrmw add ptr addrspace(1) %out, i32 1 syncscope("agent") monotonic
  %gcx = cmpxchg ptr addrspace(3) %l, i32 0, i32 1 syncscope("workgroup") seq_cst seq_cst
  ret void
}

define void @callee(ptr addrspace(5) byval(i32) %p) {
  %v = load i32, ptr addrspace(5) %p
  ret void
}
