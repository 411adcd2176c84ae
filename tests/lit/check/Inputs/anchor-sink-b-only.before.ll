; "Hoisting and sinking" (ConvergentOperations): two pure convergent
; operations on one anchor, used only under a divergent branch.
target triple = "amdgcn-amd-amdhsa"

define i32 @f() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %tok = call token @llvm.experimental.convergence.anchor()
  %a = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %tok) ]
  %b = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
  %condition = icmp ult i32 %tid, 5
  br i1 %condition, label %then, label %end

then:
  %use = add i32 %a, %b
  br label %end

end:
  %r = phi i32 [ %use, %then ], [ 0, %entry ]
  ret i32 %r
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.anchor()
declare i32 @subgroupAdd(i32) convergent
