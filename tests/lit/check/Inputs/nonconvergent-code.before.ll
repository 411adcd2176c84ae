; A shuffle and a vote around non-convergent arithmetic, loads and stores.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %old = load i32, ptr addrspace(1) %slot, align 4
  %times3 = mul i32 %tid, 3
  %v = add i32 %times3, %n
  %extra = xor i32 %old, 255
  %s = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 1, i32 31)
  %low = icmp ult i32 %tid, 6
  %any = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %low)
  br i1 %low, label %then, label %end

then:
  %sum = add i32 %s, %extra
  store i32 %sum, ptr addrspace(1) %slot, align 4
  br label %end

end:
  %flag = zext i1 %any to i32
  %next = getelementptr i32, ptr addrspace(1) %slot, i32 64
  store i32 %flag, ptr addrspace(1) %next, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
