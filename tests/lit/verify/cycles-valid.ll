; Tokens and cycles the closed-path rules allow: hearts of nested natural
; loops, a heart's token used after the loop, a loop intrinsic whose token
; is defined in its own cycle, an anchor inside an irreducible cycle used
; there, a natural loop with a heart inside an irreducible cycle.
; RUN: %converge verify %s | count 0
; RUN: %converge verify --format=llvm %s | count 0

define void @nested_hearts(i1 %c) convergent {
A:
  %e = call token @llvm.experimental.convergence.entry()
  br label %B
B:
  %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br label %C
C:
  %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %h1) ]
  call void @f() [ "convergencectrl"(token %h2) ]
  br i1 %c, label %C, label %D
D:
  call void @f() [ "convergencectrl"(token %h1) ]
  br i1 %c, label %B, label %E
E:
  call void @f() [ "convergencectrl"(token %h1) ]
  call void @f() [ "convergencectrl"(token %e) ]
  ret void
}

define void @loop_token_inside_cycle(i1 %c) {
A:
  br label %B
B:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %C
C:
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  call void @f() [ "convergencectrl"(token %l) ]
  br i1 %c, label %B, label %D
D:
  ret void
}

define void @anchor_in_irreducible_cycle(i1 %c) {
A:
  br i1 %c, label %B, label %C
B:
  %a = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %a) ]
  br i1 %c, label %C, label %D
C:
  %b = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %b) ]
  br i1 %c, label %B, label %D
D:
  ret void
}

; The irreducible cycle {B, C, L} contains the natural loop {L}; its heart
; takes a token defined in the irreducible cycle, outside the loop.
define void @natural_loop_in_irreducible_cycle(i1 %c) {
A:
  br i1 %c, label %B, label %C
B:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %L
L:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  call void @f() [ "convergencectrl"(token %h) ]
  br i1 %c, label %L, label %C
C:
  br i1 %c, label %B, label %D
D:
  ret void
}

declare void @f() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
