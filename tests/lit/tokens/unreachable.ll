; Convergent operations in unreachable blocks: no token reaches them and
; `converge verify` applies the closed-path rules to unreachable cycles
; too, so each such block gets an anchor of its own (LLVM 22's verifier
; ignores unreachable code and accepts either).
;
; RUN: %converge tokens %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: %converge verify %t.ll
; RUN: %converge tokens --explain %s | FileCheck %s --check-prefix=WHY
;
; CHECK:      dead:
; CHECK-NEXT:   %conv.anchor = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT:   call void @op() [ "convergencectrl"(token %conv.anchor) ]
; CHECK-NEXT:   br label %dead2
; CHECK:      dead2:
; CHECK-NEXT:   %conv.anchor1 = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT:   call void @op() [ "convergencectrl"(token %conv.anchor1) ]
; CHECK-NEXT:   br label %dead
; WHY: %conv.anchor: step 4: an anchor for the convergent operations of an unreachable block, which no token reaches (the closed-path rules hold in unreachable cycles too)

declare void @op() convergent

define void @k() convergent {
entry:
  call void @op()
  ret void

dead:
  call void @op()
  br label %dead2

dead2:
  call void @op()
  br label %dead
}
