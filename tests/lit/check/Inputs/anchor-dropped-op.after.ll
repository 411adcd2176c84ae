; %a deleted (its result is unused and it has no effect); %b executed in
; the two arms of a divergent branch, threads 0 and 1 apart from the
; others: one of the groupings of BEFORE's second anchor.
target triple = "amdgcn-amd-amdhsa"

define i32 @f() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %low = icmp ult i32 %tid, 2
  br i1 %low, label %then, label %else

then:
  %b1 = call i32 @subgroupAdd(i32 %tid)
  br label %end

else:
  %b2 = call i32 @subgroupAdd(i32 %tid)
  br label %end

end:
  %b = phi i32 [ %b1, %then ], [ %b2, %else ]
  ret i32 %b
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent
