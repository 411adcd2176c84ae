; A loop heart outside any cycle (as loop peeling leaves one: the peeled
; iteration's copy), first in its block as the static rules require; the
; block's only predecessor ends in a convergent call.
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %x, i1 %c) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  br i1 %c, label %pre, label %exit

pre:
  %a = call i32 @conv(i32 %x) [ "convergencectrl"(token %tok) ]
  br label %next

next:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %b = call i32 @conv(i32 %a) [ "convergencectrl"(token %h) ]
  br label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %b, %next ]
  ret i32 %r
}

declare i32 @conv(i32) convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
