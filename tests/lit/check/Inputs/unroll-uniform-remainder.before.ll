; A loop with a uniform trip count (%n & 7, %n a kernel argument) and an
; uncontrolled ballot per iteration.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %trip = and i32 %n, 7
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %body ]
  %more = icmp ult i32 %i, %trip
  br i1 %more, label %body, label %exit

body:
  %bit = lshr i32 %tid, %i
  %p = trunc i32 %bit to i1
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %p)
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
