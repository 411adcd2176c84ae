; The barrier sunk into both arms of the divergent branch (as sinking
; into the successors would): threads 0-4 and the others now wait at two
; different barriers.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %cond = icmp ult i32 %tid, 5
  br i1 %cond, label %then, label %else

then:
  call void @llvm.nvvm.barrier0()
  store i32 1, ptr addrspace(1) %slot, align 4
  br label %end

else:
  call void @llvm.nvvm.barrier0()
  store i32 2, ptr addrspace(1) %slot, align 4
  br label %end

end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
