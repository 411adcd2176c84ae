; Only controlled, or only uncontrolled, convergent operations.
; RUN: %converge verify %s | count 0
; RUN: %converge verify --format=llvm %s | count 0

define void @all_controlled() {
  %a = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %a) ]
  call void @g()
  call void @f() [ "convergencectrl"(token %a) ]
  ret void
}

define void @all_uncontrolled() convergent {
  call void @f()
  call void @g()
  call void @f()
  ret void
}

declare void @f() convergent
declare void @g()
declare token @llvm.experimental.convergence.anchor()
