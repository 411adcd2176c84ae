; Before jump threading: %merge is reached from %a (threads 0-4) and %b
; (the others); all threads run its shuffle together (maximal convergence
; reconverges them at %merge), then branch on the phi.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %cond = icmp ult i32 %tid, 5
  br i1 %cond, label %a, label %b

a:
  store i32 1, ptr addrspace(1) %slot, align 4
  br label %merge

b:
  br label %merge

merge:
  %x = phi i1 [ true, %a ], [ false, %b ]
  %v = mul i32 %tid, 10
  %s = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 4, i32 31)
  br i1 %x, label %t, label %e

t:
  %t1 = add i32 %s, 1
  store i32 %t1, ptr addrspace(1) %slot, align 4
  br label %end

e:
  %e1 = add i32 %s, 2
  store i32 %e1, ptr addrspace(1) %slot, align 4
  br label %end

end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
