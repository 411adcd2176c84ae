; The specification's jump-threading example (ConvergentOperations,
; "Unstructured control flow"): the original.  The barrier is uncontrolled.
target triple = "amdgcn-amd-amdhsa"

define void @example(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cond1 = icmp ult i32 %tid, 4
  br i1 %cond1, label %then1, label %mid

then1:
  %bit = and i32 %tid, 1
  %cond2 = icmp eq i32 %bit, 0
  br label %mid

mid:
  %flag = phi i1 [ true, %entry ], [ %cond2, %then1 ]
  br i1 %flag, label %then2, label %end

then2:
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %p = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %b, ptr addrspace(1) %p
  br label %end

end:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1) convergent
