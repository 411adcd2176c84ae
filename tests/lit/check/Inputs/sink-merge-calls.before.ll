; Two readfirstlane calls under the two arms of a divergent branch
; (tid < 5): each arm's threads read the first lane among themselves.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %cond = icmp ult i32 %tid, 5
  br i1 %cond, label %then, label %else

then:
  %a = add i32 %tid, 100
  %x = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %a)
  br label %end

else:
  %b = add i32 %tid, 200
  %y = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %b)
  br label %end

end:
  %r = phi i32 [ %x, %then ], [ %y, %else ]
  store i32 %r, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
