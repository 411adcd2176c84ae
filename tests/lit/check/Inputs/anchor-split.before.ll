; One anchor, two operations on its token: whatever threads the anchor
; groups, %a and %b see the same ones.
target triple = "amdgcn-amd-amdhsa"

define i32 @f() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %tok = call token @llvm.experimental.convergence.anchor()
  %a = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %tok) ]
  %b = call i32 @subgroupMax(i32 %tid) [ "convergencectrl"(token %tok) ]
  %r = add i32 %a, %b
  ret i32 %r
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.anchor()
declare i32 @subgroupAdd(i32) convergent
declare i32 @subgroupMax(i32) convergent
