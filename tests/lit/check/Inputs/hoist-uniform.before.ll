; Two wave reductions under the two arms of a branch on a kernel argument
; (%n, the same in every thread: a uniform branch).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %big = icmp sgt i32 %n, 3
  br i1 %big, label %then, label %else

then:
  %hi = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  %hi.1 = add i32 %hi, 1
  br label %end

else:
  %lo = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  %lo.2 = add i32 %lo, 2
  br label %end

end:
  %r = phi i32 [ %hi.1, %then ], [ %lo.2, %else ]
  store i32 %r, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg)
