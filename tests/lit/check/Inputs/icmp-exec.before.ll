; amdgcn.icmp of two constants (3 != 0: true in every thread): the mask
; of the threads executing it, under a divergent branch (tid < 5).
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

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32 immarg)
