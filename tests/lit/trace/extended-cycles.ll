; "Extended Cycles: Divergent Exit from a Loop" (ConvergentOperations.rst).
; Thread 0 leaves the loop in its first iteration, threads 1 and 2 in the
; second.  With the loop token (@example), the call in C is converged only
; among threads that left in the same iteration: {1, 2} apart from {0}.
; Without tokens (@example_uncontrolled) the call is uncontrolled and all
; threads converge at C, as the block itself does in both.
; RUN: %converge trace %s --function example --op @convergent_op --path "A for B C E" --path "A for B D for B C E" --path "A for B D for B C E" | FileCheck %s --check-prefix=TOKEN --match-full-lines --strict-whitespace
; RUN: %converge trace %s --function example --op @convergent_op --format=json --path "A for B C E" --path "A for B D for B C E" --path "A for B D for B C E" | FileCheck %s --check-prefix=TOKEN-JSON --match-full-lines --strict-whitespace
; RUN: %converge trace %s --function example --op %inner --path "A for B C E" --path "A for B D for B C E" --path "A for B D for B C E" | FileCheck %s --check-prefix=HEART --match-full-lines --strict-whitespace
; RUN: %converge trace %s --function example_uncontrolled --op @convergent_op --path "A for B C E" --path "A for B D for B C E" --path "A for B D for B C E" | FileCheck %s --check-prefix=NO-TOKEN --match-full-lines --strict-whitespace
; RUN: %converge trace %s --function example --path "A for B C E" --path "A for B D for B C E" --path "A for B D for B C E" | FileCheck %s --check-prefix=BLOCKS --match-full-lines --strict-whitespace

define void @example(i1 %for.cond, i1 %condition) convergent {
A:
  %entry = call token @llvm.experimental.convergence.entry()
  br label %for

for:
  %inner = call token @llvm.experimental.convergence.loop() ["convergencectrl"(token %entry)]
  br i1 %for.cond, label %B, label %E

B:
  br i1 %condition, label %C, label %D

C:
  call void @convergent_op() ["convergencectrl"(token %inner)]
  br label %E

D:
  br label %for

E:
  ret void
}

define void @example_uncontrolled(i1 %for.cond, i1 %condition) {
A:
  br label %for

for:
  br i1 %for.cond, label %B, label %E

B:
  br i1 %condition, label %C, label %D

C:
  call void @convergent_op()
  br label %E

D:
  br label %for

E:
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare void @convergent_op() convergent

; TOKEN:@example: 3 threads; cycles: {%for %D %B} header %for
; TOKEN-NEXT:dynamic instances of the instruction at line 26, controlled by its token; a cell is the block instance executing it
; TOKEN-NEXT:          1   2
; TOKEN-NEXT:thread 0  C1
; TOKEN-NEXT:thread 1      C2
; TOKEN-NEXT:thread 2      C3

; TOKEN-JSON:{"groups": {{\[\[}}[0, 3]], {{\[\[}}1, 6], [2, 6]]]}

; HEART:@example: 3 threads; cycles: {%for %D %B} header %for
; HEART-NEXT:dynamic instances of the instruction at line 19 (%inner), loop: the n-th execution with a token from converged instances; a cell is the block instance executing it
; HEART-NEXT:          1     2
; HEART-NEXT:thread 0  for1
; HEART-NEXT:thread 1  for2  for4
; HEART-NEXT:thread 2  for3  for5

; NO-TOKEN:@example_uncontrolled: 3 threads; cycles: {%for %D %B} header %for
; NO-TOKEN-NEXT:dynamic instances of the instruction at line 47, uncontrolled: maximal convergence; a cell is the block instance executing it
; NO-TOKEN-NEXT:          1
; NO-TOKEN-NEXT:thread 0  C1
; NO-TOKEN-NEXT:thread 1  C2
; NO-TOKEN-NEXT:thread 2  C3

; BLOCKS:@example: 3 threads; cycles: {%for %D %B} header %for
; BLOCKS-NEXT:          1   2     3   4   5     6   7   8
; BLOCKS-NEXT:thread 0  A1  for1  B1                C1  E1
; BLOCKS-NEXT:thread 1  A2  for2  B2  D1  for4  B4  C2  E2
; BLOCKS-NEXT:thread 2  A3  for3  B3  D2  for5  B5  C3  E3
