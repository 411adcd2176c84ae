; A workgroup barrier before a divergent branch: every thread of the
; block waits at the same barrier.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  call void @llvm.nvvm.barrier0()
  %cond = icmp ult i32 %tid, 5
  br i1 %cond, label %then, label %else

then:
  store i32 1, ptr addrspace(1) %slot, align 4
  br label %end

else:
  store i32 2, ptr addrspace(1) %slot, align 4
  br label %end

end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
