; A loop with a uniform trip count %n (at most 8 iterations); each
; iteration reduces over the whole wave (wave.reduce.add), then stores on
; a loop-invariant but divergent condition (tid & 1).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %bit = and i32 %tid, 1
  %odd = icmp ne i32 %bit, 0
  %trip = and i32 %n, 7
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %more = icmp ult i32 %i, %trip
  br i1 %more, label %body, label %exit

body:
  %sum = call i32 @llvm.amdgcn.wave.reduce.add.i32(i32 %tid, i32 0)
  br i1 %odd, label %store, label %latch

store:
  store i32 %sum, ptr addrspace(1) %slot, align 4
  br label %latch

latch:
  %i.next = add i32 %i, 1
  br label %header

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.add.i32(i32, i32 immarg)
