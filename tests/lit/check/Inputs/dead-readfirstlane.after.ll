; The dead readfirstlane deleted (dce, instcombine: the intrinsic is
; memory(none), so an unused call is trivially dead).  No thread's
; behaviour depends on it.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %low = icmp ult i32 %tid, 5
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %low)
  %slot = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %b, ptr addrspace(1) %slot, align 8
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
