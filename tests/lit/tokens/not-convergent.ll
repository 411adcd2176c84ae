; A function that is not convergent may not have convergence.entry
; (ConvergentOperations: "It is an error if this intrinsic appears in a
; non-convergent function"): it gets an anchor, and a comment says so.
; --make-convergent gives a function that no instruction names (a kernel)
; the attribute and the entry token instead; @helper, called by @kernel,
; keeps its anchor (making it convergent would make that call convergent).
;
; RUN: %converge tokens %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: %converge verify %t.ll
; RUN: %converge tokens --make-convergent %s -o %t.mc.ll
; RUN: FileCheck %s --check-prefix=MC < %t.mc.ll
; RUN: %converge verify %t.mc.ll
; RUN: %converge check --budget 4 --function kernel %s %t.mc.ll | FileCheck %s --check-prefix=HOLDS
; HOLDS: @kernel: holds on 4 launches
;
; CHECK:      ; converge tokens: @helper is not convergent, where convergence.entry is an error: an anchor stands for it
; CHECK-NEXT: define i64 @helper(i1 %c) {
; CHECK-NEXT:   %conv.anchor = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT:   %b = call i64 @llvm.amdgcn.ballot.i64(i1 %c) [ "convergencectrl"(token %conv.anchor) ]
; CHECK:      ; converge tokens: @kernel is not convergent, where convergence.entry is an error: an anchor stands for it
; CHECK-NEXT: define amdgpu_kernel void @kernel(ptr addrspace(1) %out) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %conv.anchor = call token @llvm.experimental.convergence.anchor()
;
; MC:         ; converge tokens: @helper is not convergent
; MC:         ; Function Attrs: convergent
; MC-NEXT:    define amdgpu_kernel void @kernel(ptr addrspace(1) %out) #[[C:[0-9]+]] {
; MC-NEXT:    entry:
; MC-NEXT:      %conv.entry = call token @llvm.experimental.convergence.entry()
; MC:           %b = call i64 @llvm.amdgcn.ballot.i64(i1 %c) [ "convergencectrl"(token %conv.entry) ]
; MC:         attributes #[[C]] = { convergent }
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1) convergent

define i64 @helper(i1 %c) {
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %c)
  ret i64 %b
}

define amdgpu_kernel void @kernel(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %tid, 5
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %c)
  %h = call i64 @helper(i1 %c)
  %s = add i64 %b, %h
  %p = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %s, ptr addrspace(1) %p
  ret void
}
