; readfirstlane of a loop-invariant value inside a loop whose trip count
; is divergent (3 - (tid & 3)): in each iteration only the threads still
; in the loop take part.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %low = and i32 %tid, 3
  %trip = sub i32 3, %low
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %body ]
  %more = icmp ult i32 %i, %trip
  br i1 %more, label %body, label %exit

body:
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %acc.next = add i32 %acc, %first
  %i.next = add i32 %i, 1
  br label %header

exit:
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %acc, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
