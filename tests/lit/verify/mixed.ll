; Controlled and uncontrolled convergent operations in one function
; (ConvergentOperations, Uncontrolled Convergent Operations).  The text
; forbids an uncontrolled operation once the function has a controlled
; one; LLVM 22 also counts calls of the convergence intrinsics as
; controlled (docs/DIFFERENCES.md).
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM

define void @controlled_then_uncontrolled() {
  %a = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %a) ]
  call void @g()
  call void @f()
  ret void
}

define void @uncontrolled_then_controlled() {
  call void @f()
  %a = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %a) ]
  ret void
}

; Only an anchor that nothing uses: no controlled operation, so the text
; allows the uncontrolled call; LLVM 22 does not.
define void @unused_anchor() {
  %a = call token @llvm.experimental.convergence.anchor()
  call void @f()
  ret void
}

declare void @f() convergent
declare void @g()
declare token @llvm.experimental.convergence.anchor()

; CHECK: {{.*}}mixed.ll:13:3: error: the call to @f is an uncontrolled convergent operation, in a function with controlled convergent operations
; CHECK-NEXT:   call void @f()
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}mixed.ll:11:3: note: a controlled convergent operation
; CHECK-NEXT:   call void @f() [ "convergencectrl"(token %a) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule mix.controlled-uncontrolled: ConvergentOperations, Uncontrolled Convergent Operations: if a function contains a controlled convergent operation, then all convergent operations in that function must either be controlled operations or calls to the convergence control intrinsics
; CHECK-NEXT: {{.*}}mixed.ll:18:3: error: the call to @f is an uncontrolled convergent operation, in a function with controlled convergent operations
; CHECK-NEXT:   call void @f()
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}mixed.ll:20:3: note: a controlled convergent operation
; CHECK-NEXT:   call void @f() [ "convergencectrl"(token %a) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule mix.controlled-uncontrolled: ConvergentOperations, Uncontrolled Convergent Operations: if a function contains a controlled convergent operation, then all convergent operations in that function must either be controlled operations or calls to the convergence control intrinsics
; CHECK-NEXT: {{.*}}mixed.ll: 2 violations in 2 functions

; LLVM: Cannot mix controlled and uncontrolled convergence in the same function.
; LLVM-NEXT:   call void @f()
; LLVM-NEXT: Cannot mix controlled and uncontrolled convergence in the same function.
; LLVM-NEXT:   %a = call token @llvm.experimental.convergence.anchor()
; LLVM-NEXT: Cannot mix controlled and uncontrolled convergence in the same function.
; LLVM-NEXT:   call void @f() [ "convergencectrl"(token %a) ]
; LLVM-NEXT: Cannot mix controlled and uncontrolled convergence in the same function.
; LLVM-NEXT:   call void @f()
; LLVM-NEXT: {{.*}}error: input module is broken!
