; The anchor gone: %a executed in two arms of a divergent branch, so the
; threads below 2 and the others execute it apart.  One of the ways
; BEFORE's anchor may group the threads.
target triple = "amdgcn-amd-amdhsa"

define i32 @f() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %low = icmp ult i32 %tid, 2
  br i1 %low, label %then, label %else

then:
  %a1 = call i32 @subgroupAdd(i32 %tid)
  br label %end

else:
  %a2 = call i32 @subgroupAdd(i32 %tid)
  br label %end

end:
  %a = phi i32 [ %a1, %then ], [ %a2, %else ]
  ret i32 %a
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent
