; The closed-path rules, checked through the cycle forest (ConvergentOperations,
; Static Rules, Closed Paths): a token used in a cycle without its
; definition only by a heart (1), one heart per cycle (2, 3), the heart
; dominating the cycle (4); in reducible and irreducible cycles.
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM

; (1) in an irreducible cycle with entries %B and %C
define void @outside_use_irreducible(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %B, label %C
B:
  call void @f() [ "convergencectrl"(token %a) ]
  br i1 %c, label %C, label %D
C:
  br i1 %c, label %B, label %D
D:
  ret void
}

; (1) the token of an outer loop's heart used in an inner loop
define void @outside_use_nested(i1 %c) convergent {
A:
  %e = call token @llvm.experimental.convergence.entry()
  br label %B
B:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br label %C
C:
  call void @f() [ "convergencectrl"(token %h) ]
  br i1 %c, label %C, label %D
D:
  br i1 %c, label %B, label %E
E:
  ret void
}

; (4) a heart in a block of the loop that is not its header
define void @heart_not_header(i1 %c) convergent {
A:
  %e = call token @llvm.experimental.convergence.entry()
  br label %B
B:
  br label %C
C:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br i1 %c, label %B, label %D
D:
  ret void
}

; (4) an irreducible cycle has no header that dominates it
define void @heart_irreducible(i1 %c) convergent {
A:
  %e = call token @llvm.experimental.convergence.entry()
  br i1 %c, label %B, label %C
B:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br i1 %c, label %C, label %D
C:
  br i1 %c, label %B, label %D
D:
  ret void
}

; (4) a nested heart given the outer token skips a cycle
define void @heart_skips_a_level(i1 %c) convergent {
A:
  %e = call token @llvm.experimental.convergence.entry()
  br label %B
B:
  %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br label %C
C:
  %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br i1 %c, label %C, label %D
D:
  br i1 %c, label %B, label %E
E:
  ret void
}

; (2) two hearts using one token, (3) two hearts using two tokens
define void @two_hearts_one_token(i1 %c) convergent {
A:
  %e = call token @llvm.experimental.convergence.entry()
  br label %B
B:
  %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br i1 %c, label %B, label %C
C:
  ret void
}

define void @two_hearts_two_tokens(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call token @llvm.experimental.convergence.anchor()
  br label %B
B:
  %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %b) ]
  br i1 %c, label %B, label %C
C:
  ret void
}

; (1) in an unreachable cycle: the text forbids it, LLVM 22 checks only
; reachable code (docs/DIFFERENCES.md)
define void @unreachable_cycle(i1 %c) {
A:
  ret void
B:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %C
C:
  call void @f() [ "convergencectrl"(token %a) ]
  br i1 %c, label %C, label %D
D:
  ret void
}

declare void @f() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

; CHECK: {{.*}}cycles.ll:14:3: error: convergence token '%a' is used inside a cycle that does not contain its definition; only llvm.experimental.convergence.loop (the cycle's heart) may use it there
; CHECK-NEXT:   call void @f() [ "convergencectrl"(token %a) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}cycles.ll:11:3: note: '%a' is defined here, outside the cycle
; CHECK-NEXT:   %a = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}cycles.ll:16:1: note: the use is in the irreducible cycle with entries %C %B; blocks %C %B
; CHECK-NEXT: C:
; CHECK-NEXT: ^
; CHECK-NEXT: note: rule cycle.outside-use: ConvergentOperations, Static Rules, Closed Paths: (1) every closed path in the CFG that contains a use of a convergence token T other than a use by llvm.experimental.convergence.loop must also contain the definition of T
; CHECK-NEXT: {{.*}}cycles.ll:31:3: error: convergence token '%h' is used inside a cycle that does not contain its definition; only llvm.experimental.convergence.loop (the cycle's heart) may use it there
; CHECK-NEXT:   call void @f() [ "convergencectrl"(token %h) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}cycles.ll:28:3: note: '%h' is defined here, outside the cycle
; CHECK-NEXT:   %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}cycles.ll:30:1: note: the use is in the cycle with header %C; blocks %C
; CHECK-NEXT: C:
; CHECK-NEXT: ^
; CHECK-NEXT: note: rule cycle.outside-use: ConvergentOperations, Static Rules, Closed Paths: (1) every closed path in the CFG that contains a use of a convergence token T other than a use by llvm.experimental.convergence.loop must also contain the definition of T
; CHECK-NEXT: {{.*}}cycles.ll:47:3: error: loop heart '%h' does not dominate its cycle: %B can be reached without passing %C; a heart must be in the header of a natural loop
; CHECK-NEXT:   %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}cycles.ll:44:1: note: the heart's token comes from outside this cycle with header %B; blocks %B %C
; CHECK-NEXT: B:
; CHECK-NEXT: ^
; CHECK-NEXT: {{.*}}cycles.ll:42:3: note: '%e' is defined here
; CHECK-NEXT:   %e = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule cycle.heart-dominates: ConvergentOperations, Static Rules, Closed Paths: (4) in every closed path that contains a use U of a token T but not the definition of T, U must dominate all nodes in the closed path; so a heart can occur only in the header of a natural loop
; CHECK-NEXT: {{.*}}cycles.ll:59:3: error: loop heart '%h' does not dominate its cycle: %C can be reached without passing %B; a heart must be in the header of a natural loop
; CHECK-NEXT:   %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}cycles.ll:61:1: note: the heart's token comes from outside this irreducible cycle with entries %C %B; blocks %C %B
; CHECK-NEXT: C:
; CHECK-NEXT: ^
; CHECK-NEXT: {{.*}}cycles.ll:56:3: note: '%e' is defined here
; CHECK-NEXT:   %e = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule cycle.heart-dominates: ConvergentOperations, Static Rules, Closed Paths: (4) in every closed path that contains a use U of a token T but not the definition of T, U must dominate all nodes in the closed path; so a heart can occur only in the header of a natural loop
; CHECK-NEXT: {{.*}}cycles.ll:76:3: error: loop heart '%h2' does not dominate its cycle: %B can be reached without passing %C; a heart must be in the header of a natural loop
; CHECK-NEXT:   %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}cycles.ll:72:1: note: the heart's token comes from outside this cycle with header %B; blocks %B %D %C
; CHECK-NEXT: B:
; CHECK-NEXT: ^
; CHECK-NEXT: {{.*}}cycles.ll:70:3: note: '%e' is defined here
; CHECK-NEXT:   %e = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule cycle.heart-dominates: ConvergentOperations, Static Rules, Closed Paths: (4) in every closed path that contains a use U of a token T but not the definition of T, U must dominate all nodes in the closed path; so a heart can occur only in the header of a natural loop
; CHECK-NEXT: {{.*}}cycles.ll:91:3: error: llvm.experimental.convergence.loop is preceded by a convergent operation in its block
; CHECK-NEXT:   %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}cycles.ll:90:3: note: preceded by this convergent operation
; CHECK-NEXT:   %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule loop.first: ConvergentOperations, Convergence Control Intrinsics: if llvm.experimental.convergence.loop occurs in a basic block, then it must precede any other convergent operation in the same basic block
; CHECK-NEXT: {{.*}}cycles.ll:91:3: error: second heart in one cycle: '%h2' and '%h1' both use tokens defined outside the cycle
; CHECK-NEXT:   %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}cycles.ll:90:3: note: the other heart
; CHECK-NEXT:   %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}cycles.ll:89:1: note: the cycle with header %B; blocks %B
; CHECK-NEXT: B:
; CHECK-NEXT: ^
; CHECK-NEXT: note: rule cycle.one-heart: ConvergentOperations, Static Rules, Closed Paths: (2) every closed path that contains two different uses of a convergence token T must also contain the definition of T; (3) every closed path that contains uses of two different convergence tokens T1 and T2 must also contain the definition of at least one of them
; CHECK-NEXT: {{.*}}cycles.ll:104:3: error: llvm.experimental.convergence.loop is preceded by a convergent operation in its block
; CHECK-NEXT:   %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %b) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}cycles.ll:103:3: note: preceded by this convergent operation
; CHECK-NEXT:   %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule loop.first: ConvergentOperations, Convergence Control Intrinsics: if llvm.experimental.convergence.loop occurs in a basic block, then it must precede any other convergent operation in the same basic block
; CHECK-NEXT: {{.*}}cycles.ll:104:3: error: convergence region of '%b' is not well-nested: it contains a use of a token defined outside it
; CHECK-NEXT:   %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %b) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}cycles.ll:100:3: note: '%b' is defined here
; CHECK-NEXT:   %b = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}cycles.ll:103:3: note: between them, '%h1' uses '%a', whose definition (line 99) is outside the region of '%b'
; CHECK-NEXT:   %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule region.nesting: ConvergentOperations, Static Rules, Convergence Regions: if a convergence region R for a token T1 contains a use of a convergence token T2, then R must also contain the definition of T2
; CHECK-NEXT: {{.*}}cycles.ll:104:3: error: second heart in one cycle: '%h2' and '%h1' both use tokens defined outside the cycle
; CHECK-NEXT:   %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %b) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}cycles.ll:103:3: note: the other heart
; CHECK-NEXT:   %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}cycles.ll:102:1: note: the cycle with header %B; blocks %B
; CHECK-NEXT: B:
; CHECK-NEXT: ^
; CHECK-NEXT: note: rule cycle.one-heart: ConvergentOperations, Static Rules, Closed Paths: (2) every closed path that contains two different uses of a convergence token T must also contain the definition of T; (3) every closed path that contains uses of two different convergence tokens T1 and T2 must also contain the definition of at least one of them
; CHECK-NEXT: {{.*}}cycles.ll:119:3: error: convergence token '%a' is used in an unreachable cycle that does not contain its definition; only llvm.experimental.convergence.loop may use it there
; CHECK-NEXT:   call void @f() [ "convergencectrl"(token %a) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}cycles.ll:116:3: note: '%a' is defined here, outside the cycle
; CHECK-NEXT:   %a = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule cycle.outside-use: ConvergentOperations, Static Rules, Closed Paths: (1) every closed path in the CFG that contains a use of a convergence token T other than a use by llvm.experimental.convergence.loop must also contain the definition of T
; CHECK-NEXT: note: LLVM 22 accepts this (docs/DIFFERENCES.md)
; CHECK-NEXT: {{.*}}cycles.ll: 11 violations in 8 functions

; LLVM: Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.
; LLVM-NEXT:   call void @f() [ "convergencectrl"(token %a) ]
; LLVM-NEXT: depth=1: entries(C B)
; LLVM-NEXT: Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.
; LLVM-NEXT:   call void @f() [ "convergencectrl"(token %h) ]
; LLVM-NEXT: depth=2: entries(C)
; LLVM-NEXT: Cycle heart must dominate all blocks in the cycle.
; LLVM-NEXT:   %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
; LLVM-NEXT: label %C
; LLVM-NEXT: depth=1: entries(B) C
; LLVM-NEXT: Cycle heart must dominate all blocks in the cycle.
; LLVM-NEXT:   %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
; LLVM-NEXT: label %B
; LLVM-NEXT: depth=1: entries(C B)
; LLVM-NEXT: Cycle heart must dominate all blocks in the cycle.
; LLVM-NEXT:   %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
; LLVM-NEXT: label %C
; LLVM-NEXT: depth=1: entries(B) D C
; LLVM-NEXT: Loop intrinsic cannot be preceded by a convergent operation in the same basic block.
; LLVM-NEXT:   %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
; LLVM-NEXT: Two static convergence token uses in a cycle that does not contain either token's definition.
; LLVM-NEXT:   %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
; LLVM-NEXT:   %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
; LLVM-NEXT: depth=1: entries(B)
; LLVM-NEXT: Loop intrinsic cannot be preceded by a convergent operation in the same basic block.
; LLVM-NEXT:   %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %b) ]
; LLVM-NEXT: Convergence region is not well-nested.
; LLVM-NEXT:   %b = call token @llvm.experimental.convergence.anchor()
; LLVM-NEXT:   %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %b) ]
; LLVM-NEXT: {{.*}}error: input module is broken!
