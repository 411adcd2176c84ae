; readfirstlane of the low half of a 64-bit value loaded per thread.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  %x = load i64, ptr addrspace(1) %p, align 8
  %t = trunc i64 %x to i32
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %t)
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
