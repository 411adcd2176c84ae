; A loop with a heart whose token is used after the loop (in the exit
; block, within the heart's convergence region), and an exit on the
; loop-invariant %c.
target triple = "amdgcn-amd-amdhsa"

define i32 @f(i1 %c) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %heart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  br i1 %c, label %exit, label %latch

latch:
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 4
  br i1 %more, label %loop, label %exit

exit:
  %r = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %heart) ]
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare i32 @subgroupAdd(i32) convergent
