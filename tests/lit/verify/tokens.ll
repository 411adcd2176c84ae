; Token values only where tokens may be used: no phi or select of tokens
; (ConvergentOperations, Dynamic Instances and Convergence Tokens), no
; token arguments or results outside intrinsics (LangRef, Token Type).
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM

define void @phi_of_tokens(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %B, label %C
B:
  %b = call token @llvm.experimental.convergence.anchor()
  br label %C
C:
  %t = phi token [ %a, %A ], [ %b, %B ]
  call void @f() [ "convergencectrl"(token %t) ]
  ret void
}

define void @token_argument(token %t) {
  call void @f() [ "convergencectrl"(token %t) ]
  ret void
}

define void @token_parameter() {
  %a = call token @llvm.experimental.convergence.anchor()
  call void @takes.token(token %a)
  ret void
}

declare void @f() convergent
declare token @returns.token()
declare void @takes.token(token)
declare token @llvm.experimental.convergence.anchor()

; CHECK: {{.*}}tokens.ll:15:3: error: phi '%t' has token type; a token cannot flow through a phi
; CHECK-NEXT:   %t = phi token [ %a, %A ], [ %b, %B ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule token.phi: ConvergentOperations, Dynamic Instances and Convergence Tokens: convergence tokens are values of token type, i.e. they cannot be used in phi or select instructions
; CHECK-NEXT: {{.*}}tokens.ll:16:3: error: convergencectrl operand '%t' is not produced by a convergence control intrinsic
; CHECK-NEXT:   call void @f() [ "convergencectrl"(token %t) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}tokens.ll:15:3: note: '%t' is defined here
; CHECK-NEXT:   %t = phi token [ %a, %A ], [ %b, %B ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule bundle.token-source: ConvergentOperations, Convergence Control Intrinsics: convergence tokens are produced by the convergence control intrinsics (entry, anchor, loop)
; CHECK-NEXT: {{.*}}tokens.ll:20:1: error: function @token_argument takes a token argument '%t'; only intrinsics may take tokens
; CHECK-NEXT: define void @token_argument(token %t) {
; CHECK-NEXT: ^
; CHECK-NEXT: note: rule token.function-type: LangRef, Token Type: tokens cannot be arguments or results of functions other than intrinsics
; CHECK-NEXT: {{.*}}tokens.ll:21:3: error: convergencectrl operand '%t' is not produced by a convergence control intrinsic (it is an argument of the function)
; CHECK-NEXT:   call void @f() [ "convergencectrl"(token %t) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule bundle.token-source: ConvergentOperations, Convergence Control Intrinsics: convergence tokens are produced by the convergence control intrinsics (entry, anchor, loop)
; CHECK-NEXT: {{.*}}tokens.ll:27:3: error: the call to @takes.token passes a token to a function that is not an intrinsic
; CHECK-NEXT:   call void @takes.token(token %a)
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule token.function-type: LangRef, Token Type: tokens cannot be arguments or results of functions other than intrinsics
; CHECK-NEXT: {{.*}}tokens.ll:32:1: error: function @returns.token returns a token; only intrinsics may return tokens
; CHECK-NEXT: declare token @returns.token()
; CHECK-NEXT: ^
; CHECK-NEXT: note: rule token.function-type: LangRef, Token Type: tokens cannot be arguments or results of functions other than intrinsics
; CHECK-NEXT: {{.*}}tokens.ll:33:1: error: function @takes.token takes a token argument '%0'; only intrinsics may take tokens
; CHECK-NEXT: declare void @takes.token(token)
; CHECK-NEXT: ^
; CHECK-NEXT: note: rule token.function-type: LangRef, Token Type: tokens cannot be arguments or results of functions other than intrinsics
; CHECK-NEXT: {{.*}}tokens.ll: 7 violations in 5 functions

; LLVM: PHI nodes cannot have token type!
; LLVM-NEXT: Convergence control tokens can only be produced by calls to the convergence control intrinsics.
; LLVM-NEXT:   %t = phi token [ %a, %A ], [ %b, %B ]
; LLVM-NEXT:   call void @f() [ "convergencectrl"(token %t) ]
; LLVM-NEXT: Cannot mix controlled and uncontrolled convergence in the same function.
; LLVM-NEXT:   call void @f() [ "convergencectrl"(token %t) ]
; LLVM-NEXT: Function takes token but isn't an intrinsic
; LLVM-NEXT: token %t
; LLVM-NEXT: ptr @token_argument
; LLVM-NEXT: Convergence control tokens can only be produced by calls to the convergence control intrinsics.
; LLVM-NEXT: token %t
; LLVM-NEXT:   call void @f() [ "convergencectrl"(token %t) ]
; LLVM-NEXT: Function has token parameter but isn't an intrinsic
; LLVM-NEXT:   call void @takes.token(token %a)
; LLVM-NEXT: Function returns a token but isn't an intrinsic
; LLVM-NEXT: ptr @returns.token
; LLVM-NEXT: Function takes token but isn't an intrinsic
; LLVM-NEXT: token %0
; LLVM-NEXT: ptr @takes.token
; LLVM-NEXT: {{.*}}error: input module is broken!
