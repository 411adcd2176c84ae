; The intrinsics where the specification allows them: the entry first among
; the convergent operations of the entry block of a convergent function
; (other instructions may precede it), anchors anywhere, a loop intrinsic
; first among the convergent operations of its block, also outside any
; cycle.
; RUN: %converge verify %s | count 0
; RUN: %converge verify --format=llvm %s | count 0

define void @entry_after_other_instructions(i32 %x) convergent {
  %y = add i32 %x, 1
  call void @g()
  %tok = call token @llvm.experimental.convergence.entry()
  call void @f() [ "convergencectrl"(token %tok) ]
  ret void
}

define void @anchors_anywhere(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %a) ]
  br i1 %c, label %B, label %C
B:
  %b = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %b) ]
  %b2 = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %b2) ]
  br label %C
C:
  ret void
}

define void @loop_first_in_header(i1 %c) convergent {
A:
  %tok = call token @llvm.experimental.convergence.entry()
  br label %B
B:
  %z = add i32 0, 1
  call void @g()
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  call void @f() [ "convergencectrl"(token %h) ]
  br i1 %c, label %B, label %C
C:
  ret void
}

; Outside any cycle a loop intrinsic is allowed: its token then behaves as
; its operand's (the degenerate case of the heart).
define void @loop_outside_cycles() convergent {
A:
  %tok = call token @llvm.experimental.convergence.entry()
  br label %B
B:
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  call void @f() [ "convergencectrl"(token %l) ]
  ret void
}

declare void @f() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
