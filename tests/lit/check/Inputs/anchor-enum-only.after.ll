; %a and %c deleted (unused, no effect); %b moved into the arms of a
; divergent branch, each on an anchor of its own: threads 0 and 1 apart
; from the others, as BEFORE's second anchor may group them.
target triple = "amdgcn-amd-amdhsa"

define i32 @f() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %low = icmp ult i32 %tid, 2
  br i1 %low, label %then, label %else

then:
  %t1 = call token @llvm.experimental.convergence.anchor()
  %b1 = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %t1) ]
  br label %end

else:
  %t2 = call token @llvm.experimental.convergence.anchor()
  %b2 = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %t2) ]
  br label %end

end:
  %b = phi i32 [ %b1, %then ], [ %b2, %else ]
  ret i32 %b
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.anchor()
declare i32 @subgroupAdd(i32) convergent
