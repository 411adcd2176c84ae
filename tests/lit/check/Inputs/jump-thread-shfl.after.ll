; Jump threading through %merge (its branch is known in each predecessor)
; duplicates the block and its convergent shuffle into %a and %b: the two
; thread sets shuffle apart, and lanes 0-3 (in %a) no longer reach lanes
; 4-7 (in %b).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %cond = icmp ult i32 %tid, 5
  br i1 %cond, label %a, label %b

a:
  store i32 1, ptr addrspace(1) %slot, align 4
  %v.a = mul i32 %tid, 10
  %s.a = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v.a, i32 4, i32 31)
  br label %t

b:
  %v.b = mul i32 %tid, 10
  %s.b = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v.b, i32 4, i32 31)
  br label %e

t:
  %t1 = add i32 %s.a, 1
  store i32 %t1, ptr addrspace(1) %slot, align 4
  br label %end

e:
  %e1 = add i32 %s.b, 2
  store i32 %e1, ptr addrspace(1) %slot, align 4
  br label %end

end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
