; The anchor duplicated: %a and %b on anchors of their own, whose groups
; the implementation chooses independently.
target triple = "amdgcn-amd-amdhsa"

define i32 @f() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %tok = call token @llvm.experimental.convergence.anchor()
  %a = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %tok) ]
  %tok2 = call token @llvm.experimental.convergence.anchor()
  %b = call i32 @subgroupMax(i32 %tid) [ "convergencectrl"(token %tok2) ]
  %r = add i32 %a, %b
  ret i32 %r
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.anchor()
declare i32 @subgroupAdd(i32) convergent
declare i32 @subgroupMax(i32) convergent
