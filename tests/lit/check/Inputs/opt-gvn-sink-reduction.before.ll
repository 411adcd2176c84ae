; "Reductions inside divergent control flow" (ConvergentOperations), with
; a different scaling in each arm: the subgroupAdd in %then sums over the
; threads with positive delta, the one in %else over the others.  Both use
; the entry token.
target triple = "amdgcn-amd-amdhsa"

define i32 @f() convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %delta = sub i32 %tid, 3
  %cc = icmp sgt i32 %delta, 0
  br i1 %cc, label %then, label %else

then:
  %gain = mul i32 %delta, 2
  %total_gains = call i32 @subgroupAdd(i32 %gain) [ "convergencectrl"(token %tok) ]
  br label %end

else:
  %loss = mul i32 %delta, 3
  %total_losses = call i32 @subgroupAdd(i32 %loss) [ "convergencectrl"(token %tok) ]
  br label %end

end:
  %total = phi i32 [ %total_gains, %then ], [ %total_losses, %else ]
  ret i32 %total
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.entry()
declare i32 @subgroupAdd(i32) convergent
