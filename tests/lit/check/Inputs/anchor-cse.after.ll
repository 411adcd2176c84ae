; anchor-cse.before.ll after opt -passes=early-cse: %a2 merged into %a1.
target triple = "nvptx64-nvidia-cuda"
define i32 @f() convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %e) ]
  %a1 = call token @llvm.experimental.convergence.anchor()
  %y = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %a1) ]
  %z = call i32 @subgroupAdd(i32 100) [ "convergencectrl"(token %a1) ]
  %xy = add i32 %x, %y
  %r = add i32 %xy, %z
  ret i32 %r
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare i32 @subgroupAdd(i32) convergent
