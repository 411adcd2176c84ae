; Block and function names as opt prints them: CycleInfo prints block names
; bare and unnamed blocks by slot number (no %); the dominator trees print
; operands (%"a b", %2).  Unnamed and odd function names; a declaration
; (skipped); a function without cycles; a switch with a repeated successor;
; an unreachable cycle with an edge into reachable code (not an entry).
; Non-sequential block numbers are renumbered, as opt does.
; Every expected line is the output of opt 22 for this file.
; RUN: %converge cycles --format=llvm %s | FileCheck %s --check-prefix=CYCLES --match-full-lines --strict-whitespace
; RUN: %converge dom --format=llvm %s | FileCheck %s --check-prefix=DOM --match-full-lines --strict-whitespace
; RUN: %converge dom --post --format=llvm %s | FileCheck %s --check-prefix=POST --match-full-lines --strict-whitespace

define void @"odd name"(i1 %c) {
  br label %1

1:
  br i1 %c, label %"a b", label %3

"a b":
  br i1 %c, label %1, label %"q\22x"

3:
  br label %3

"q\22x":
  ret void
}

define void @0(i32 %n) {
entry:
  switch i32 %n, label %exit [ i32 0, label %loop
                               i32 1, label %loop ]
loop:
  br i1 true, label %loop, label %exit
exit:
  ret void
dead:
  br label %dead2
dead2:
  br i1 true, label %dead, label %loop
}

declare void @declared()

define void @straight() {
  ret void
}

; CYCLES:CycleInfo for function: odd name
; CYCLES-NEXT:    depth=1: entries(2)
; CYCLES-NEXT:    depth=1: entries(1) a b
; CYCLES-NEXT:CycleInfo for function:{{ }}
; CYCLES-NEXT:    depth=1: entries(loop)
; CYCLES-NEXT:CycleInfo for function: straight
; CYCLES-NOT:{{.}}

; DOM:DominatorTree for function: odd name
; DOM-NEXT:=============================--------------------------------
; DOM-NEXT:Inorder Dominator Tree: DFSNumbers invalid: 0 slow queries.
; DOM-NEXT:  [1] %0 {4294967295,4294967295} [0]
; DOM-NEXT:    [2] %1 {4294967295,4294967295} [1]
; DOM-NEXT:      [3] %"a b" {4294967295,4294967295} [2]
; DOM-NEXT:        [4] %"q\22x" {4294967295,4294967295} [3]
; DOM-NEXT:      [3] %2 {4294967295,4294967295} [2]
; DOM-NEXT:Roots: %0{{ }}
; DOM-NEXT:DominatorTree for function:{{ }}
; DOM-NEXT:=============================--------------------------------
; DOM-NEXT:Inorder Dominator Tree: DFSNumbers invalid: 0 slow queries.
; DOM-NEXT:  [1] %entry {4294967295,4294967295} [0]
; DOM-NEXT:    [2] %exit {4294967295,4294967295} [1]
; DOM-NEXT:    [2] %loop {4294967295,4294967295} [1]
; DOM-NEXT:Roots: %entry{{ }}
; DOM-NEXT:DominatorTree for function: straight
; DOM-NEXT:=============================--------------------------------
; DOM-NEXT:Inorder Dominator Tree: DFSNumbers invalid: 0 slow queries.
; DOM-NEXT:  [1] %0 {4294967295,4294967295} [0]
; DOM-NEXT:Roots: %0{{ }}
; DOM-NOT:{{.}}

; POST:PostDominatorTree for function: odd name
; POST-NEXT:=============================--------------------------------
; POST-NEXT:Inorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.
; POST-NEXT:  [1]  <<exit node>> {4294967295,4294967295} [0]
; POST-NEXT:    [2] %"q\22x" {4294967295,4294967295} [1]
; POST-NEXT:    [2] %"a b" {4294967295,4294967295} [1]
; POST-NEXT:    [2] %1 {4294967295,4294967295} [1]
; POST-NEXT:      [3] %0 {4294967295,4294967295} [2]
; POST-NEXT:    [2] %2 {4294967295,4294967295} [1]
; POST-NEXT:Roots: %"q\22x" %2{{ }}
; POST-NEXT:PostDominatorTree for function:{{ }}
; POST-NEXT:=============================--------------------------------
; POST-NEXT:Inorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.
; POST-NEXT:  [1]  <<exit node>> {4294967295,4294967295} [0]
; POST-NEXT:    [2] %exit {4294967295,4294967295} [1]
; POST-NEXT:      [3] %entry {4294967295,4294967295} [2]
; POST-NEXT:      [3] %loop {4294967295,4294967295} [2]
; POST-NEXT:        [4] %dead2 {4294967295,4294967295} [3]
; POST-NEXT:          [5] %dead {4294967295,4294967295} [4]
; POST-NEXT:Roots: %exit{{ }}
; POST-NEXT:PostDominatorTree for function: straight
; POST-NEXT:=============================--------------------------------
; POST-NEXT:Inorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.
; POST-NEXT:  [1]  <<exit node>> {4294967295,4294967295} [0]
; POST-NEXT:    [2] %0 {4294967295,4294967295} [1]
; POST-NEXT:Roots: %0{{ }}
; POST-NOT:{{.}}
