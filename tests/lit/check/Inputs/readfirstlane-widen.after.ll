; What AMDGPU's instcombine makes of it: the readfirstlane moved above the
; trunc, on the whole 64-bit value (the .i64 overload): the same threads,
; the same low half in every thread.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  %x = load i64, ptr addrspace(1) %p, align 8
  %r64 = call i64 @llvm.amdgcn.readfirstlane.i64(i64 %x)
  %r = trunc i64 %r64 to i32
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.readfirstlane.i64(i64)
