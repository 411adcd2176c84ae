; "Hoisting and sinking": an anchor whose token is used only inside a
; divergent branch.
target triple = "amdgcn-amd-amdhsa"
define i32 @f() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %tok = call token @llvm.experimental.convergence.anchor()
  %condition = icmp ult i32 %tid, 5
  br i1 %condition, label %then, label %end
then:
  %a = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %tok) ]
  br label %end
end:
  %r = phi i32 [ %a, %then ], [ 0, %entry ]
  ret i32 %r
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.anchor()
declare i32 @subgroupAdd(i32) convergent
