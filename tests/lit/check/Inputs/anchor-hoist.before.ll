; "Hoisting and sinking": each arm of a divergent branch has its own
; anchor and convergent operation.
target triple = "amdgcn-amd-amdhsa"
define i32 @f() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %condition = icmp ult i32 %tid, 5
  br i1 %condition, label %then, label %else
then:
  %tok1 = call token @llvm.experimental.convergence.anchor()
  %a = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %tok1) ]
  br label %end
else:
  %tok2 = call token @llvm.experimental.convergence.anchor()
  %b = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %tok2) ]
  br label %end
end:
  %r = phi i32 [ %a, %then ], [ %b, %else ]
  ret i32 %r
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.anchor()
declare i32 @subgroupAdd(i32) convergent
