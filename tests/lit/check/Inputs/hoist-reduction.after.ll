; The reductions hoisted above the divergent branch and merged into one:
; forbidden, the sum is over every thread instead of each side's.
target triple = "amdgcn-amd-amdhsa"
define i32 @f() convergent {
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %delta = sub i32 %tid, 3
  %sum = call i32 @subgroupAdd(i32 %delta) [ "convergencectrl"(token %entry) ]
  %cc = icmp sgt i32 %delta, 0
  br i1 %cc, label %then, label %else

then:
  br label %end

else:
  br label %end

end:
  %total = phi i32 [ %sum, %then ], [ %sum, %else ]
  ret i32 %total
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent
declare token @llvm.experimental.convergence.entry()
