; After a barrier, threads 5.. (%skip) go straight to %loop.header and
; threads 0-4 through %pre.then; in the loop, %loop.header branches on the
; same %skip, and every iteration ends in a ballot in %loop.latch.  All
; threads run each iteration's ballot together: three iterations, counted
; in private memory (no phi in the header).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %ctr = alloca i32, align 4, addrspace(5)
  store i32 0, ptr addrspace(5) %ctr, align 4
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %skip = icmp uge i32 %tid, 5
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br label %pre

pre:
  call void @llvm.amdgcn.s.barrier()
  br i1 %skip, label %loop.header, label %pre.then

pre.then:
  store i32 1, ptr addrspace(1) %slot, align 4
  br label %loop.header

loop.header:
  br i1 %skip, label %loop.latch, label %loop.body

loop.body:
  store i32 2, ptr addrspace(1) %slot, align 4
  br label %loop.latch

loop.latch:
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %lo = trunc i64 %b to i32
  %old = load i32, ptr addrspace(1) %slot, align 4
  %new = add i32 %old, %lo
  store i32 %new, ptr addrspace(1) %slot, align 4
  %i = load i32, ptr addrspace(5) %ctr, align 4
  %i.next = add i32 %i, 1
  store i32 %i.next, ptr addrspace(5) %ctr, align 4
  %again = icmp ult i32 %i.next, 3
  br i1 %again, label %loop.header, label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare i64 @llvm.amdgcn.ballot.i64(i1)
