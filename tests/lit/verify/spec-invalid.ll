; The specification's invalid examples (ConvergentOperations, Rationales
; for Static rules about cycles), each with converge's diagnostic and
; opt's.
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM

; "This code is forbidden by the first static rule about cycles": an anchor
; used inside a loop.
define void @anchor_in_loop(i1 %exit) {
A:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %B

B:
  call void @convergent.op() [ "convergencectrl"(token %anchor) ]
  br i1 %exit, label %C, label %B

C:
  ret void
}

; Two operations in a loop using the anchor defined before it.
define void @anchor_in_loop_2(i1 %condition1, i1 %condition2, i1 %exit) {
A:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %B

B:
  br i1 %condition1, label %C, label %D

C:
  call void @convergent.op.1() [ "convergencectrl"(token %anchor) ]
  br label %D

D:
  br i1 %condition2, label %E, label %F

E:
  call void @convergent.op.2() [ "convergencectrl"(token %anchor) ]
  br label %F

F:
  br i1 %exit, label %G, label %B

G:
  ret void
}

; Nested loops whose hearts both refer to %anchor: a closed path through
; both hearts avoids the anchor.
define void @two_hearts_one_anchor(i1 %condition1, i1 %condition2, i1 %c) {
A:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %B

B:
  br i1 %condition1, label %L1, label %D

L1:
  %loop1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  br i1 %c, label %L1, label %D

D:
  br i1 %condition2, label %L2, label %F

L2:
  %loop2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  br i1 %c, label %L2, label %F

F:
  br label %B
}

; The heart in %C with a free-standing anchor in %E ("unnatural counting of
; loop iterations"): the text describes its semantics, but the static rules
; forbid it, since %C is not the header of the loop.
define void @rationale_free_anchor(i1 %condition1, i1 %condition2, i1 %exit) {
A:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %B

B:
  br i1 %condition1, label %C, label %D

C:
  %loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  call void @convergent.op.1() [ "convergencectrl"(token %loop) ]
  br label %D

D:
  br i1 %condition2, label %E, label %F

E:
  %free = call token @llvm.experimental.convergence.anchor()
  call void @convergent.op.2() [ "convergencectrl"(token %free) ]
  br label %F

F:
  br i1 %exit, label %G, label %B

G:
  ret void
}

declare void @convergent.op() convergent
declare void @convergent.op.1() convergent
declare void @convergent.op.2() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

; CHECK: {{.*}}spec-invalid.ll:15:3: error: convergence token '%anchor' is used inside a cycle that does not contain its definition; only llvm.experimental.convergence.loop (the cycle's heart) may use it there
; CHECK-NEXT:   call void @convergent.op() [ "convergencectrl"(token %anchor) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}spec-invalid.ll:11:3: note: '%anchor' is defined here, outside the cycle
; CHECK-NEXT:   %anchor = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}spec-invalid.ll:14:1: note: the use is in the cycle with header %B; blocks %B
; CHECK-NEXT: B:
; CHECK-NEXT: ^
; CHECK-NEXT: note: rule cycle.outside-use: ConvergentOperations, Static Rules, Closed Paths: (1) every closed path in the CFG that contains a use of a convergence token T other than a use by llvm.experimental.convergence.loop must also contain the definition of T
; CHECK-NEXT: {{.*}}spec-invalid.ll:32:3: error: convergence token '%anchor' is used inside a cycle that does not contain its definition; only llvm.experimental.convergence.loop (the cycle's heart) may use it there
; CHECK-NEXT:   call void @convergent.op.1() [ "convergencectrl"(token %anchor) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}spec-invalid.ll:25:3: note: '%anchor' is defined here, outside the cycle
; CHECK-NEXT:   %anchor = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}spec-invalid.ll:28:1: note: the use is in the cycle with header %B; blocks %B %F %D %C %E
; CHECK-NEXT: B:
; CHECK-NEXT: ^
; CHECK-NEXT: note: rule cycle.outside-use: ConvergentOperations, Static Rules, Closed Paths: (1) every closed path in the CFG that contains a use of a convergence token T other than a use by llvm.experimental.convergence.loop must also contain the definition of T
; CHECK-NEXT: {{.*}}spec-invalid.ll:39:3: error: convergence token '%anchor' is used inside a cycle that does not contain its definition; only llvm.experimental.convergence.loop (the cycle's heart) may use it there
; CHECK-NEXT:   call void @convergent.op.2() [ "convergencectrl"(token %anchor) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}spec-invalid.ll:25:3: note: '%anchor' is defined here, outside the cycle
; CHECK-NEXT:   %anchor = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}spec-invalid.ll:28:1: note: the use is in the cycle with header %B; blocks %B %F %D %C %E
; CHECK-NEXT: B:
; CHECK-NEXT: ^
; CHECK-NEXT: note: rule cycle.outside-use: ConvergentOperations, Static Rules, Closed Paths: (1) every closed path in the CFG that contains a use of a convergence token T other than a use by llvm.experimental.convergence.loop must also contain the definition of T
; CHECK-NEXT: {{.*}}spec-invalid.ll:60:3: error: loop heart '%loop1' does not dominate its cycle: %B can be reached without passing %L1; a heart must be in the header of a natural loop
; CHECK-NEXT:   %loop1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}spec-invalid.ll:56:1: note: the heart's token comes from outside this cycle with header %B; blocks %B %F %D %L1 %L2
; CHECK-NEXT: B:
; CHECK-NEXT: ^
; CHECK-NEXT: {{.*}}spec-invalid.ll:53:3: note: '%anchor' is defined here
; CHECK-NEXT:   %anchor = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule cycle.heart-dominates: ConvergentOperations, Static Rules, Closed Paths: (4) in every closed path that contains a use U of a token T but not the definition of T, U must dominate all nodes in the closed path; so a heart can occur only in the header of a natural loop
; CHECK-NEXT: {{.*}}spec-invalid.ll:67:3: error: loop heart '%loop2' does not dominate its cycle: %B can be reached without passing %L2; a heart must be in the header of a natural loop
; CHECK-NEXT:   %loop2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}spec-invalid.ll:56:1: note: the heart's token comes from outside this cycle with header %B; blocks %B %F %D %L1 %L2
; CHECK-NEXT: B:
; CHECK-NEXT: ^
; CHECK-NEXT: {{.*}}spec-invalid.ll:53:3: note: '%anchor' is defined here
; CHECK-NEXT:   %anchor = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule cycle.heart-dominates: ConvergentOperations, Static Rules, Closed Paths: (4) in every closed path that contains a use U of a token T but not the definition of T, U must dominate all nodes in the closed path; so a heart can occur only in the header of a natural loop
; CHECK-NEXT: {{.*}}spec-invalid.ll:86:3: error: loop heart '%loop' does not dominate its cycle: %B can be reached without passing %C; a heart must be in the header of a natural loop
; CHECK-NEXT:   %loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}spec-invalid.ll:82:1: note: the heart's token comes from outside this cycle with header %B; blocks %B %F %D %C %E
; CHECK-NEXT: B:
; CHECK-NEXT: ^
; CHECK-NEXT: {{.*}}spec-invalid.ll:79:3: note: '%anchor' is defined here
; CHECK-NEXT:   %anchor = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule cycle.heart-dominates: ConvergentOperations, Static Rules, Closed Paths: (4) in every closed path that contains a use U of a token T but not the definition of T, U must dominate all nodes in the closed path; so a heart can occur only in the header of a natural loop
; CHECK-NEXT: {{.*}}spec-invalid.ll: 6 violations in 4 functions

; LLVM: Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.
; LLVM-NEXT:   call void @convergent.op() [ "convergencectrl"(token %anchor) ]
; LLVM-NEXT: depth=1: entries(B)
; LLVM-NEXT: Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.
; LLVM-NEXT:   call void @convergent.op.1() [ "convergencectrl"(token %anchor) ]
; LLVM-NEXT: depth=1: entries(B) F D C E
; LLVM-NEXT: Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.
; LLVM-NEXT:   call void @convergent.op.2() [ "convergencectrl"(token %anchor) ]
; LLVM-NEXT: depth=1: entries(B) F D C E
; LLVM-NEXT: Cycle heart must dominate all blocks in the cycle.
; LLVM-NEXT:   %loop1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
; LLVM-NEXT: label %L1
; LLVM-NEXT: depth=1: entries(B) F D L1 L2
; LLVM-NEXT: Cycle heart must dominate all blocks in the cycle.
; LLVM-NEXT:   %loop2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
; LLVM-NEXT: label %L2
; LLVM-NEXT: depth=1: entries(B) F D L1 L2
; LLVM-NEXT: Cycle heart must dominate all blocks in the cycle.
; LLVM-NEXT:   %loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
; LLVM-NEXT: label %C
; LLVM-NEXT: depth=1: entries(B) F D C E
; LLVM-NEXT: {{.*}}error: input module is broken!
