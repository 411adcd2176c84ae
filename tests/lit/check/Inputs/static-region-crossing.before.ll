; Two anchors, each used by the reduction right after it: the convergence
; regions of %t1 and %t2 follow one another.
target triple = "amdgcn-amd-amdhsa"

define i32 @f() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t1 = call token @llvm.experimental.convergence.anchor()
  %a = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %t1) ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  %b = call i32 @subgroupAdd(i32 %a) [ "convergencectrl"(token %t2) ]
  ret i32 %b
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.anchor()
declare i32 @subgroupAdd(i32) convergent
