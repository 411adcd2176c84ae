; Unrolled by 2 with a remainder: with a uniform trip count every thread
; takes the same path, so the same threads vote in each original
; iteration.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %trip = and i32 %n, 7
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %body ]
  %i.2 = add i32 %i, 2
  %two = icmp ule i32 %i.2, %trip
  br i1 %two, label %body, label %rem

body:
  %bit = lshr i32 %tid, %i
  %p = trunc i32 %bit to i1
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %p)
  %acc.1 = add i64 %acc, %b
  %i.1 = add i32 %i, 1
  %bit.1 = lshr i32 %tid, %i.1
  %p.1 = trunc i32 %bit.1 to i1
  %b.1 = call i64 @llvm.amdgcn.ballot.i64(i1 %p.1)
  %acc.next = add i64 %acc.1, %b.1
  %i.next = add i32 %i, 2
  br label %header

rem:
  %left = icmp ult i32 %i, %trip
  br i1 %left, label %rem.body, label %exit

rem.body:
  %bit.r = lshr i32 %tid, %i
  %p.r = trunc i32 %bit.r to i1
  %b.r = call i64 @llvm.amdgcn.ballot.i64(i1 %p.r)
  %acc.r = add i64 %acc, %b.r
  br label %exit

exit:
  %acc.out = phi i64 [ %acc, %rem ], [ %acc.r, %rem.body ]
  %slot = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %acc.out, ptr addrspace(1) %slot, align 8
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1)
