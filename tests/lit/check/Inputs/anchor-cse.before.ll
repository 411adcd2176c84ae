; Two anchors in one block, after an operation on the entry token (from
; check-opt's program s110, reduced): EarlyCSE (in default<O2>) merges
; them, so %z takes %a1's token.
target triple = "nvptx64-nvidia-cuda"
define i32 @f() convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %e) ]
  %a1 = call token @llvm.experimental.convergence.anchor()
  %y = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %a1) ]
  %a2 = call token @llvm.experimental.convergence.anchor()
  %z = call i32 @subgroupAdd(i32 100) [ "convergencectrl"(token %a2) ]
  %xy = add i32 %x, %y
  %r = add i32 %xy, %z
  ret i32 %r
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare i32 @subgroupAdd(i32) convergent
