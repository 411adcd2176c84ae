; "Reductions inside divergent control flow" (ConvergentOperations): the
; two subgroupAdd calls under a divergent branch.
target triple = "amdgcn-amd-amdhsa"
define i32 @f() convergent {
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %delta = sub i32 %tid, 3
  %cc = icmp sgt i32 %delta, 0
  br i1 %cc, label %then, label %else

then:
  %total_gains = call i32 @subgroupAdd(i32 %delta) [ "convergencectrl"(token %entry) ]
  br label %end

else:
  %total_losses = call i32 @subgroupAdd(i32 %delta) [ "convergencectrl"(token %entry) ]
  br label %end

end:
  %total = phi i32 [ %total_gains, %then ], [ %total_losses, %else ]
  ret i32 %total
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent
declare token @llvm.experimental.convergence.entry()
