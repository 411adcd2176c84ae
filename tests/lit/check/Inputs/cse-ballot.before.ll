; Two identical ballots in one block: the same threads execute both, with
; the same inputs.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %low = icmp ult i32 %tid, 5
  %b1 = call i64 @llvm.amdgcn.ballot.i64(i1 %low)
  %b2 = call i64 @llvm.amdgcn.ballot.i64(i1 %low)
  %s = add i64 %b1, %b2
  %slot = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %s, ptr addrspace(1) %slot, align 8
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1)
