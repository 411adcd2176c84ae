; amdgcn.icmp of two constants (3 != 0: true in every thread): the mask
; of the threads executing it, under a divergent branch (tid < 5); @k32
; the same as an i32 on a wave32 target (gfx1100), @kf an fcmp.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  %cond = icmp ult i32 %tid, 5
  br i1 %cond, label %then, label %end

then:
  %m = call i64 @llvm.amdgcn.icmp.i64.i32(i32 3, i32 0, i32 33)
  store i64 %m, ptr addrspace(1) %slot, align 8
  br label %end

end:
  ret void
}

define amdgpu_kernel void @k32(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %cond = icmp ugt i32 %tid, 9
  br i1 %cond, label %then, label %end

then:
  %m = call i32 @llvm.amdgcn.icmp.i32.i32(i32 3, i32 0, i32 33)
  store i32 %m, ptr addrspace(1) %slot, align 4
  br label %end

end:
  ret void
}

define amdgpu_kernel void @kf(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  %cond = icmp ult i32 %tid, 5
  br i1 %cond, label %then, label %end

then:
  %m = call i64 @llvm.amdgcn.fcmp.i64.f32(float 1.0, float 0.0, i32 2)
  store i64 %m, ptr addrspace(1) %slot, align 8
  br label %end

end:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32 immarg)
declare i32 @llvm.amdgcn.icmp.i32.i32(i32, i32, i32 immarg)
declare i64 @llvm.amdgcn.fcmp.i64.f32(float, float, i32 immarg)

attributes #0 = { "target-cpu"="gfx1100" }
