; A convergencectrl bundle whose token is poison: LLVM's verifier rejects
; it ("Convergence control tokens can only be produced by calls to the
; convergence control intrinsics."), so opt refuses the module.
define void @f(i32 %x) convergent {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @g() [ "convergencectrl"(token poison) ]
  br label %b
b:
  ret void
}

declare void @g() convergent
