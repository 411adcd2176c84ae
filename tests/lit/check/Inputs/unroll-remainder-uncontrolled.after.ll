; Unrolled by 2 with a remainder: the threads with an odd trip count run
; their last iteration in the remainder, apart from the threads that run
; the same iteration in the unrolled body.
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
  %i.2 = add i32 %i, 2
  %two = icmp ule i32 %i.2, %trip
  br i1 %two, label %body, label %rem

body:
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %acc.1 = add i64 %acc, %b
  %b.1 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %acc.next = add i64 %acc.1, %b.1
  %i.next = add i32 %i, 2
  br label %header

rem:
  %left = icmp ult i32 %i, %trip
  br i1 %left, label %rem.body, label %exit

rem.body:
  %b.rem = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %acc.rem = add i64 %acc, %b.rem
  br label %exit

exit:
  %acc.out = phi i64 [ %acc, %rem ], [ %acc.rem, %rem.body ]
  %slot = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %acc.out, ptr addrspace(1) %slot, align 8
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1)
