; The convergencectrl bundle: at most one, with exactly one token operand,
; produced by a convergence control intrinsic; on convergent calls only
; (the text; LLVM 22 accepts it on any call, see docs/DIFFERENCES.md).
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM

define void @two_bundles() {
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %a), "convergencectrl"(token %b) ]
  ret void
}

define void @two_tokens() {
  %a = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %a, token %a) ]
  ret void
}

define void @not_a_token() {
  %a = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(i32 0) ]
  call void @f() [ "convergencectrl"(token %a) ]
  ret void
}

define void @token_from_a_call() {
  %t = call token @make.token()
  call void @f() [ "convergencectrl"(token %t) ]
  ret void
}

define void @token_constant() {
  call void @f() [ "convergencectrl"(token none) ]
  ret void
}

define void @loop_with_bad_token(i1 %c) {
A:
  br label %B
B:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token poison) ]
  br i1 %c, label %B, label %C
C:
  ret void
}

define void @bundle_on_non_convergent_call() {
  %a = call token @llvm.experimental.convergence.anchor()
  call void @g() [ "convergencectrl"(token %a) ]
  ret void
}

declare void @f() convergent
declare void @g()
declare token @make.token()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

; CHECK: {{.*}}bundle.ll:10:3: error: the call to @f has 2 convergencectrl bundles; at most one is allowed
; CHECK-NEXT:   call void @f() [ "convergencectrl"(token %a), "convergencectrl"(token %b) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule bundle.once: ConvergentOperations, Dynamic Instances and Convergence Tokens: a convergent operation may have one convergencectrl operand bundle with a convergence token operand
; CHECK-NEXT: {{.*}}bundle.ll:16:3: error: the convergencectrl bundle of the call to @f has 2 operands; it takes exactly one token
; CHECK-NEXT:   call void @f() [ "convergencectrl"(token %a, token %a) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule bundle.one-token: ConvergentOperations, Dynamic Instances and Convergence Tokens: a convergent operation may have one convergencectrl operand bundle with a convergence token operand
; CHECK-NEXT: {{.*}}bundle.ll:22:3: error: the convergencectrl bundle of the call to @f has an operand that is not a token
; CHECK-NEXT:   call void @f() [ "convergencectrl"(i32 0) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule bundle.one-token: ConvergentOperations, Dynamic Instances and Convergence Tokens: a convergent operation may have one convergencectrl operand bundle with a convergence token operand
; CHECK-NEXT: {{.*}}bundle.ll:29:3: error: convergencectrl operand '%t' is not produced by a convergence control intrinsic
; CHECK-NEXT:   call void @f() [ "convergencectrl"(token %t) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}bundle.ll:28:3: note: '%t' is defined here by a call to @make.token
; CHECK-NEXT:   %t = call token @make.token()
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule bundle.token-source: ConvergentOperations, Convergence Control Intrinsics: convergence tokens are produced by the convergence control intrinsics (entry, anchor, loop)
; CHECK-NEXT: {{.*}}bundle.ll:34:3: error: convergencectrl operand 'token none' is not produced by a convergence control intrinsic (it is a constant)
; CHECK-NEXT:   call void @f() [ "convergencectrl"(token none) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule bundle.token-source: ConvergentOperations, Convergence Control Intrinsics: convergence tokens are produced by the convergence control intrinsics (entry, anchor, loop)
; CHECK-NEXT: {{.*}}bundle.ll:42:3: error: convergencectrl operand 'token poison' is not produced by a convergence control intrinsic (it is a constant)
; CHECK-NEXT:   %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token poison) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule bundle.token-source: ConvergentOperations, Convergence Control Intrinsics: convergence tokens are produced by the convergence control intrinsics (entry, anchor, loop)
; CHECK-NEXT: {{.*}}bundle.ll:50:3: error: convergencectrl bundle on the call to @g, which is not convergent (@g is not declared convergent)
; CHECK-NEXT:   call void @g() [ "convergencectrl"(token %a) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule bundle.convergent-call: ConvergentOperations, Dynamic Instances and Convergence Tokens: convergent operations may have a convergencectrl operand bundle (controlled convergent operations are convergent operations with the bundle)
; CHECK-NEXT: note: LLVM 22 accepts this (docs/DIFFERENCES.md)
; CHECK-NEXT: {{.*}}bundle.ll:56:1: error: function @make.token returns a token; only intrinsics may return tokens
; CHECK-NEXT: declare token @make.token()
; CHECK-NEXT: ^
; CHECK-NEXT: note: rule token.function-type: LangRef, Token Type: tokens cannot be arguments or results of functions other than intrinsics
; CHECK-NEXT: {{.*}}bundle.ll: 8 violations in 8 functions

; LLVM: The 'convergencectrl' bundle can occur at most once on a call
; LLVM-NEXT:   call void @f() [ "convergencectrl"(token %a), "convergencectrl"(token %b) ]
; LLVM-NEXT: Cannot mix controlled and uncontrolled convergence in the same function.
; LLVM-NEXT:   call void @f() [ "convergencectrl"(token %a), "convergencectrl"(token %b) ]
; LLVM-NEXT: The 'convergencectrl' bundle requires exactly one token use.
; LLVM-NEXT:   call void @f() [ "convergencectrl"(token %a, token %a) ]
; LLVM-NEXT: Cannot mix controlled and uncontrolled convergence in the same function.
; LLVM-NEXT:   call void @f() [ "convergencectrl"(token %a, token %a) ]
; LLVM-NEXT: The 'convergencectrl' bundle requires exactly one token use.
; LLVM-NEXT:   call void @f() [ "convergencectrl"(i32 0) ]
; LLVM-NEXT: Cannot mix controlled and uncontrolled convergence in the same function.
; LLVM-NEXT:   call void @f() [ "convergencectrl"(i32 0) ]
; LLVM-NEXT: Convergence control tokens can only be produced by calls to the convergence control intrinsics.
; LLVM-NEXT:   %t = call token @make.token()
; LLVM-NEXT:   call void @f() [ "convergencectrl"(token %t) ]
; LLVM-NEXT: Convergence control tokens can only be produced by calls to the convergence control intrinsics.
; LLVM-NEXT: token none
; LLVM-NEXT:   call void @f() [ "convergencectrl"(token none) ]
; LLVM-NEXT: Convergence control tokens can only be produced by calls to the convergence control intrinsics.
; LLVM-NEXT: token poison
; LLVM-NEXT:   %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token poison) ]
; LLVM-NEXT: Loop intrinsic must have a convergencectrl token operand.
; LLVM-NEXT:   %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token poison) ]
; LLVM-NEXT: Function returns a token but isn't an intrinsic
; LLVM-NEXT: ptr @make.token
; LLVM-NEXT: {{.*}}error: input module is broken!
