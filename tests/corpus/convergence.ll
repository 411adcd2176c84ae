; Covers: convergence control tokens: entry, anchor and loop intrinsics,
; convergencectrl bundles on calls, in a loop, and on convergent functions.
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare i32 @op(i32) convergent

define i32 @f(i32 %n) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %a = call i32 @op(i32 %n) [ "convergencectrl"(token %tok) ]
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %lt = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %b = call i32 @op(i32 %i) [ "convergencectrl"(token %lt) ]
  %inc = add i32 %i, 1
  %c = icmp slt i32 %inc, %n
  br i1 %c, label %loop, label %exit

exit:
  %anc = call token @llvm.experimental.convergence.anchor()
  %r = call i32 @op(i32 %a) [ "convergencectrl"(token %anc) ]
  ret i32 %r
}
