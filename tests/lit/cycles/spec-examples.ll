; The three examples of CycleTerminology ("Examples of Cycles"), with
; branches ordered so that LLVM's DFS (last successor first) finds the
; hierarchies the document shows.  The llvm format is what
; `opt -passes='print<cycles>' -disable-output` of LLVM 22 prints.
; RUN: %converge cycles --format=llvm %s | FileCheck %s --check-prefix=LLVM --match-full-lines --strict-whitespace
; RUN: %converge cycles %s | FileCheck %s --check-prefix=TEXT --match-full-lines --strict-whitespace
; RUN: %converge cycles --format=summary %s | FileCheck %s --check-prefix=SUMMARY

; LLVM:CycleInfo for function: enclosing_natural_loops
; LLVM-NEXT:    depth=1: entries(A B) C
; LLVM-NEXT:        depth=2: entries(C B)
; LLVM-NEXT:            depth=3: entries(B)
; LLVM-NEXT:CycleInfo for function: union_of_natural_loops
; LLVM-NEXT:    depth=1: entries(A B) D C
; LLVM-NEXT:        depth=2: entries(B) D
; LLVM-NEXT:CycleInfo for function: no_natural_loops
; LLVM-NEXT:    depth=1: entries(A B) C D
; LLVM-NEXT:        depth=2: entries(D B)
; LLVM-NOT:{{.}}

; TEXT:@enclosing_natural_loops ({{.*}}spec-examples.ll:47): 3 cycles, 2 irreducible, maximum depth 3; 5 of 5 blocks reachable
; TEXT-NEXT:  +- cycle %A, line 50, depth 1, irreducible: entries %A %B
; TEXT-NEXT:       blocks: %A %C %B
; TEXT-NEXT:       exits: %Exit
; TEXT-NEXT:     +- cycle %C, line 54, depth 2, irreducible: entries %C %B
; TEXT-NEXT:          blocks: %C %B
; TEXT-NEXT:          exits: %Exit %A
; TEXT-NEXT:        +- cycle %B, line 52, depth 3, reducible
; TEXT-NEXT:             blocks: %B
; TEXT-NEXT:             exits: %C
; TEXT-NEXT:  outside cycles: %Entry %Exit
; TEXT-NEXT:@union_of_natural_loops ({{.*}}spec-examples.ll:62): 2 cycles, 1 irreducible, maximum depth 2; 6 of 6 blocks reachable
; TEXT-NEXT:  +- cycle %A, line 65, depth 1, irreducible: entries %A %B
; TEXT-NEXT:       blocks: %A %B %D %C
; TEXT-NEXT:       exits: %Exit
; TEXT-NEXT:     +- cycle %B, line 67, depth 2, reducible
; TEXT-NEXT:          blocks: %B %D
; TEXT-NEXT:          exits: %A %Exit
; TEXT-NEXT:  outside cycles: %Entry %Exit

; SUMMARY: @enclosing_natural_loops blocks=5 reachable=5 cycles=3 irreducible=2 depth=3 cycle-blocks=3
; SUMMARY: total functions=3 blocks=17 reachable=17 cycles=7 irreducible=5 depth=3 cycle-blocks=11

; Example 1: an irreducible cycle enclosing natural loops.  Entry branches
; to B and A; LLVM's DFS takes the last successor first, so it visits A, C,
; B: the hierarchy CycleTerminology gives.
define void @enclosing_natural_loops(i1 %c) {
Entry:
  br i1 %c, label %B, label %A
A:
  br i1 %c, label %A, label %C
B:
  br i1 %c, label %C, label %B
C:
  switch i32 0, label %Exit [ i32 1, label %A
                              i32 2, label %B ]
Exit:
  ret void
}

; Example 2: an irreducible union of two natural loops {A, C} and {B, D}.
define void @union_of_natural_loops(i1 %c) {
Entry:
  br i1 %c, label %B, label %A
A:
  br i1 %c, label %C, label %B
B:
  br i1 %c, label %D, label %A
C:
  br i1 %c, label %Exit, label %A
D:
  br i1 %c, label %Exit, label %B
Exit:
  ret void
}

; Example 3: an irreducible cycle without natural loops.
define void @no_natural_loops(i1 %c) {
Entry:
  br i1 %c, label %B, label %A
A:
  br i1 %c, label %D, label %C
B:
  br i1 %c, label %D, label %C
C:
  br i1 %c, label %Exit, label %A
D:
  br i1 %c, label %Exit, label %B
Exit:
  ret void
}
