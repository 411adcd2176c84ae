; Only non-convergent code changed: values renamed, tid * 3 strength-
; reduced to (tid << 1) + tid, the xor and the load sunk into the only
; block that uses them, the final store's address computed first.  Each
; convergent call keeps its place, its threads and its inputs.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %buf, i32 %count) {
start:
  %id = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %buf, i32 %id
  %q = getelementptr i32, ptr addrspace(1) %p, i32 64
  %twice = shl i32 %id, 1
  %thrice = add i32 %twice, %id
  %val = add i32 %count, %thrice
  %shuffled = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %val, i32 1, i32 31)
  %c = icmp ugt i32 6, %id
  %vote = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %c)
  br i1 %c, label %store, label %done

store:
  %loaded = load i32, ptr addrspace(1) %p, align 4
  %flipped = xor i32 %loaded, 255
  %total = add i32 %flipped, %shuffled
  store i32 %total, ptr addrspace(1) %p, align 4
  br label %done

done:
  %f = select i1 %vote, i32 1, i32 0
  store i32 %f, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
