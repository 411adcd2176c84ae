; The anchor sunk into the branch: allowed (the threads that communicate
; were already a subset of those for which the condition holds).
target triple = "amdgcn-amd-amdhsa"
define i32 @f() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %condition = icmp ult i32 %tid, 5
  br i1 %condition, label %then, label %end
then:
  %tok = call token @llvm.experimental.convergence.anchor()
  %a = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %tok) ]
  br label %end
end:
  %r = phi i32 [ %a, %then ], [ 0, %entry ]
  ret i32 %r
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.anchor()
declare i32 @subgroupAdd(i32) convergent
