; amdgcn.icmp(tid, 3, ult): the lanes below 3 among those executing it.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  %cond = icmp ult i32 %tid, 5
  br i1 %cond, label %then, label %end

then:
  %m = call i64 @llvm.amdgcn.icmp.i64.i32(i32 %tid, i32 3, i32 36)
  store i64 %m, ptr addrspace(1) %slot, align 8
  br label %end

end:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32 immarg)
