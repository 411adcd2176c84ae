define void @good() {
  %a = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %a) ]
  ret void
}

define void @bad() {
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call token @llvm.experimental.convergence.anchor() [ "convergencectrl"(token %a) ]
  ret void
}

declare void @f() convergent
declare token @llvm.experimental.convergence.anchor()
