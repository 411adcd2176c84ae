; What AMDGPU's instcombine makes of it: readfirstlane(tid + 100) becomes
; readfirstlane(tid) + 100 (the addend is uniform).  Same threads, same
; stored values; only the value the intrinsic itself returns differs.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %cond = icmp ult i32 %tid, 5
  br i1 %cond, label %then, label %end

then:
  %x0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %x = add i32 %x0, 100
  store i32 %x, ptr addrspace(1) %slot, align 4
  br label %end

end:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
