; A warp vote (vote.ballot.sync over the full warp) computed by every
; thread, used only under a divergent branch (tid even).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %pred = icmp ult i32 %tid, %n
  %votes = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %pred)
  %odd = and i32 %tid, 1
  %cond = icmp eq i32 %odd, 0
  br i1 %cond, label %then, label %end

then:
  store i32 %votes, ptr addrspace(1) %slot, align 4
  br label %end

end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
