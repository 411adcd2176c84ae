; NVPTX intrinsics: tid, laneid, ntid, vote (all, any, ballot) and shfl
; (bfly, down, idx) over the converged threads of a warp of 4 (the last one
; partial); barrier0 (read as LLVM 22 upgrades it); a shuffle in divergent
; code sees only the threads that took the branch.
; RUN: %converge run %s --threads 6 --wave 4 --arg n=3 | FileCheck %s --check-prefix=TEXT --match-full-lines --strict-whitespace

target triple = "nvptx64-nvidia-cuda"

define i32 @kernel(i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %lt = icmp slt i32 %tid, %n
  %all = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %lt)
  %any = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %lt)
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %lt)
  %x = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %tid, i32 1, i32 31)
  %d = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %tid, i32 2, i32 31)
  call void @llvm.nvvm.barrier0()
  br i1 %lt, label %small, label %big

small:
  %s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %lane, i32 2, i32 31)
  ret i32 %s

big:
  %r = add i32 %x, %ntid
  ret i32 %r
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i1 @llvm.nvvm.vote.all.sync(i32, i1)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

; TEXT:run @kernel: 6 threads in 2 waves of 4; anchors: maximal; 78 thread-instructions
; TEXT-EMPTY:
; TEXT-NEXT:convergent operations, one line per dynamic instance: the threads that executed it together
; TEXT-NEXT:wave 0:
; TEXT-NEXT:  line 15  %all = @llvm.nvvm.vote.all.sync  threads 0-3  args 0:(-1, true) 1:(-1, true) 2:(-1, true) 3:(-1, false)  -> false (all)
; TEXT-NEXT:  line 16  %any = @llvm.nvvm.vote.any.sync  threads 0-3  args 0:(-1, true) 1:(-1, true) 2:(-1, true) 3:(-1, false)  -> true (all)
; TEXT-NEXT:  line 17  %b = @llvm.nvvm.vote.ballot.sync  threads 0-3  args 0:(-1, true) 1:(-1, true) 2:(-1, true) 3:(-1, false)  -> 7 (all)
; TEXT-NEXT:  line 18  %x = @llvm.nvvm.shfl.sync.bfly.i32  threads 0-3  args 0:(-1, 0, 1, 31) 1:(-1, 1, 1, 31) 2:(-1, 2, 1, 31) 3:(-1, 3, 1, 31)  -> 0:1 1:0 2:3 3:2
; TEXT-NEXT:  line 19  %d = @llvm.nvvm.shfl.sync.down.i32  threads 0-3  args 0:(-1, 0, 2, 31) 1:(-1, 1, 2, 31) 2:(-1, 2, 2, 31) 3:(-1, 3, 2, 31)  -> 0:2 1:3 2:2 3:3
; TEXT-NEXT:  line 20  @llvm.nvvm.barrier.cta.sync.aligned.all  threads 0-3  args 0 (all)
; TEXT-NEXT:wave 1:
; TEXT-NEXT:  line 15  %all = @llvm.nvvm.vote.all.sync  threads 4 5  args (-1, false) (all)  -> false (all)
; TEXT-NEXT:  line 16  %any = @llvm.nvvm.vote.any.sync  threads 4 5  args (-1, false) (all)  -> false (all)
; TEXT-NEXT:  line 17  %b = @llvm.nvvm.vote.ballot.sync  threads 4 5  args (-1, false) (all)  -> 0 (all)
; TEXT-NEXT:  line 18  %x = @llvm.nvvm.shfl.sync.bfly.i32  threads 4 5  args 4:(-1, 4, 1, 31) 5:(-1, 5, 1, 31)  -> 4:5 5:4
; TEXT-NEXT:  line 19  %d = @llvm.nvvm.shfl.sync.down.i32  threads 4 5  args 4:(-1, 4, 2, 31) 5:(-1, 5, 2, 31)  -> poison (all)
; TEXT-NEXT:  line 20  @llvm.nvvm.barrier.cta.sync.aligned.all  threads 4 5  args 0 (all)
; TEXT-NEXT:wave 0:
; TEXT-NEXT:  line 24  %s = @llvm.nvvm.shfl.sync.idx.i32  threads 0-2  args 0:(-1, 0, 2, 31) 1:(-1, 1, 2, 31) 2:(-1, 2, 2, 31)  -> 2 (all)
; TEXT-EMPTY:
; TEXT-NEXT:returns: 0:2 1:2 2:2 3:8 4:11 5:10
