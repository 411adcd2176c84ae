; The ballot speculated into the entry block, above the divergent branch:
; every thread votes.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %cond = icmp ult i32 %tid, 5
  br i1 %cond, label %then, label %end

then:
  store i64 %b, ptr addrspace(1) %slot, align 8
  br label %end

end:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1)
