; The barrier deleted: a thread may read its neighbour's slot before the
; neighbour (in a later wave) wrote it.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %buf, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %buf, i32 %tid
  store i32 %tid, ptr addrspace(1) %slot, align 4

  %next = add i32 %tid, 1
  %nslot = getelementptr i32, ptr addrspace(1) %buf, i32 %next
  %v = load i32, ptr addrspace(1) %nslot, align 4
  %oslot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %oslot, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() convergent
