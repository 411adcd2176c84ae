; A loop with a divergent trip count (1 + (tid & 3)) and an uncontrolled
; convergent operation (ballot) per iteration: in the n-th iteration the
; threads with at least n iterations vote together.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %low = and i32 %tid, 3
  %trip = add i32 %low, 1
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %body ]
  %more = icmp ult i32 %i, %trip
  br i1 %more, label %body, label %exit

body:
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %acc.next = add i64 %acc, %b
  %i.next = add i32 %i, 1
  br label %header

exit:
  %slot = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %acc, ptr addrspace(1) %slot, align 8
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1)
