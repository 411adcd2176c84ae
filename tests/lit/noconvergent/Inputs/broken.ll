define void @g() convergent {
entry:
  %t = call token @llvm.experimental.convergence.anchor()
  br label %next
next:
  %p = phi token [ %t, %entry ]
  ret void
}
declare token @llvm.experimental.convergence.anchor()
