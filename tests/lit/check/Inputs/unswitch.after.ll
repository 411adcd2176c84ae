; The loop unswitched on the divergent %odd: one copy for the odd threads,
; one for the even ones, each with its own reduction, so each reduction
; sums over half of the wave.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %bit = and i32 %tid, 1
  %odd = icmp ne i32 %bit, 0
  %trip = and i32 %n, 7
  br i1 %odd, label %header.odd, label %header.even

header.odd:
  %i.o = phi i32 [ 0, %entry ], [ %i.o.next, %body.odd ]
  %more.o = icmp ult i32 %i.o, %trip
  br i1 %more.o, label %body.odd, label %exit

body.odd:
  %sum.o = call i32 @llvm.amdgcn.wave.reduce.add.i32(i32 %tid, i32 0)
  store i32 %sum.o, ptr addrspace(1) %slot, align 4
  %i.o.next = add i32 %i.o, 1
  br label %header.odd

header.even:
  %i.e = phi i32 [ 0, %entry ], [ %i.e.next, %body.even ]
  %more.e = icmp ult i32 %i.e, %trip
  br i1 %more.e, label %body.even, label %exit

body.even:
  %sum.e = call i32 @llvm.amdgcn.wave.reduce.add.i32(i32 %tid, i32 0)
  %i.e.next = add i32 %i.e, 1
  br label %header.even

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.add.i32(i32, i32 immarg)
