; The numbers opt gives call-site attribute groups in its messages: the
; Verifier's own messages share one slot tracker, which numbers a
; function's call groups when a printed value first asks it for a slot;
; the convergence verifier prints each value with a fresh tracker (the
; module's groups, then the function's).
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s

; Named values only: nothing asks the tracker, @a's groups get no numbers.
define void @a(i1 %c) {
A:
  call void @f() nounwind
  br i1 %c, label %B, label %C
B:
  %x = add i32 1, 2
  br label %C
C:
  %y = add i32 %x, 1
  ret void
}

; The shared tracker, after the module's #0 (convergent) and #1 (the
; anchor's): minsize #2, noinline #3, cold #4.
define void @b(i1 %c) {
A:
  call void @f() minsize
  br i1 %c, label %B, label %C
B:
  %x = add i32 1, 2
  br label %C
C:
  call void @g(i32 %x) noinline
  call void @g(i32 %x) cold
  ret void
}

; The convergence verifier: a fresh tracker per value, so noinline is #2
; and optsize #3 again.
define void @c() {
  %t = call token @llvm.experimental.convergence.anchor()
  call void @f() noinline [ "convergencectrl"(token %t) ]
  call void @f() optsize
  ret void
}

declare void @f() convergent
declare void @g(i32)
declare token @llvm.experimental.convergence.anchor()

; CHECK:      Instruction does not dominate all uses!
; CHECK-NEXT:   %x = add i32 1, 2
; CHECK-NEXT:   %y = add i32 %x, 1
; CHECK-NEXT: Instruction does not dominate all uses!
; CHECK-NEXT:   %x = add i32 1, 2
; CHECK-NEXT:   call void @g(i32 %x) #3
; CHECK-NEXT: Instruction does not dominate all uses!
; CHECK-NEXT:   %x = add i32 1, 2
; CHECK-NEXT:   call void @g(i32 %x) #4
; CHECK-NEXT: Cannot mix controlled and uncontrolled convergence in the same function.
; CHECK-NEXT:   call void @f() #3
; CHECK-NEXT: {{.*}}error: input module is broken!
