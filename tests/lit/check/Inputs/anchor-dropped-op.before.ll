; Two anchors: %a (unused) on the first, %b on the second.
target triple = "amdgcn-amd-amdhsa"

define i32 @f() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %tok1 = call token @llvm.experimental.convergence.anchor()
  %a = call i32 @subgroupMax(i32 %tid) [ "convergencectrl"(token %tok1) ]
  %tok2 = call token @llvm.experimental.convergence.anchor()
  %b = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %tok2) ]
  ret i32 %b
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.anchor()
declare i32 @subgroupAdd(i32) convergent
declare i32 @subgroupMax(i32) convergent
