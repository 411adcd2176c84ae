; A convergencectrl bundle with one token from a convergence intrinsic, on
; calls that are convergent through the callee or the call site, next to
; other bundles.  LLVM 22 also accepts a bundle on a non-convergent call,
; which the text does not: --llvm-compat accepts it.
; RUN: %converge verify %s --function=valid | count 0
; RUN: %converge verify --format=llvm %s | count 0
; RUN: %converge verify --llvm-compat %s | count 0
; RUN: not %converge verify %s | FileCheck %s

define void @valid() {
  %a = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %a) ]
  call void @g() convergent [ "convergencectrl"(token %a) ]
  %x = call i32 @h(i32 1) [ "convergencectrl"(token %a), "deopt"(i32 0) ]
  ret void
}

define void @llvm_only() {
  %a = call token @llvm.experimental.convergence.anchor()
  call void @g() [ "convergencectrl"(token %a) ]
  ret void
}

declare void @f() convergent
declare void @g()
declare i32 @h(i32) convergent
declare token @llvm.experimental.convergence.anchor()

; CHECK: {{.*}}bundle-valid.ll:20:3: error: convergencectrl bundle on the call to @g, which is not convergent (@g is not declared convergent)
; CHECK-NEXT:   call void @g() [ "convergencectrl"(token %a) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule bundle.convergent-call: ConvergentOperations, Dynamic Instances and Convergence Tokens: convergent operations may have a convergencectrl operand bundle (controlled convergent operations are convergent operations with the bundle)
; CHECK-NEXT: note: LLVM 22 accepts this (docs/DIFFERENCES.md)
; CHECK-NEXT: {{.*}}bundle-valid.ll: 1 violation in 1 function
