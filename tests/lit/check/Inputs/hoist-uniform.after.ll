; The two reductions hoisted above the uniform branch and merged: every
; thread takes the same arm, so the same threads reduce together.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %m = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  %big = icmp sgt i32 %n, 3
  br i1 %big, label %then, label %else

then:
  %hi.1 = add i32 %m, 1
  br label %end

else:
  %lo.2 = add i32 %m, 2
  br label %end

end:
  %r = phi i32 [ %hi.1, %then ], [ %lo.2, %else ]
  store i32 %r, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg)
