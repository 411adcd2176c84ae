; `converge dom`: the dominator tree drawn for people (source lines,
; unreachable blocks apart), the post-dominator tree with its roots and why
; each is one (a return, an `unreachable`, an infinite loop — reachable or
; not), graphviz, and the llvm format (opt 22's print<postdomtree> output).
; RUN: %converge dom %s | FileCheck %s --check-prefix=DOM --match-full-lines --strict-whitespace
; RUN: %converge dom --post %s | FileCheck %s --check-prefix=POST --match-full-lines --strict-whitespace
; RUN: %converge dom --post --format=llvm %s | FileCheck %s --check-prefix=LLVM --match-full-lines --strict-whitespace
; RUN: %converge dom --format=dot %s | FileCheck %s --check-prefix=DOT

; DOM:dominator tree of @f ({{.*}}dom-formats.ll:58): 7 of 8 blocks reachable
; DOM-NEXT:  %entry (line 59)
; DOM-NEXT:  +- %a (line 61)
; DOM-NEXT:  |  +- %cc (line 66)
; DOM-NEXT:  |  |  +- %ret (line 70)
; DOM-NEXT:  |  |  +- %trap (line 72)
; DOM-NEXT:  |  +- %d (line 68)
; DOM-NEXT:  +- %b (line 64)
; DOM-NEXT:  not in the tree (unreachable): %dead

; POST:post-dominator tree of @f ({{.*}}dom-formats.ll:58): roots %ret (ret), %trap (unreachable), %b (infinite loop), %dead (infinite loop)
; POST-NEXT:  <virtual exit>
; POST-NEXT:  +- %ret (line 70)
; POST-NEXT:  +- %cc (line 66)
; POST-NEXT:  |  +- %a (line 61)
; POST-NEXT:  |     +- %d (line 68)
; POST-NEXT:  +- %entry (line 59)
; POST-NEXT:  +- %trap (line 72)
; POST-NEXT:  +- %b (line 64)
; POST-NEXT:  +- %dead (line 74)

; LLVM:PostDominatorTree for function: f
; LLVM-NEXT:=============================--------------------------------
; LLVM-NEXT:Inorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.
; LLVM-NEXT:  [1]  <<exit node>> {4294967295,4294967295} [0]
; LLVM-NEXT:    [2] %ret {4294967295,4294967295} [1]
; LLVM-NEXT:    [2] %cc {4294967295,4294967295} [1]
; LLVM-NEXT:      [3] %a {4294967295,4294967295} [2]
; LLVM-NEXT:        [4] %d {4294967295,4294967295} [3]
; LLVM-NEXT:    [2] %entry {4294967295,4294967295} [1]
; LLVM-NEXT:    [2] %trap {4294967295,4294967295} [1]
; LLVM-NEXT:    [2] %b {4294967295,4294967295} [1]
; LLVM-NEXT:    [2] %dead {4294967295,4294967295} [1]
; LLVM-NEXT:Roots: %ret %trap %b %dead{{ }}

; DOT:      digraph "dominator tree of @f" {
; DOT:        b7 [label="%dead", style=dashed, color=gray, fontcolor=gray];
; DOT-NOT:    -> b7;
; DOT:        b0 -> b1;
; DOT-NEXT:   b0 -> b2;
; DOT-NEXT:   b1 -> b3;
; DOT-NEXT:   b1 -> b4;
; DOT-NEXT:   b3 -> b5;
; DOT-NEXT:   b3 -> b6;
; DOT-NEXT:   b0 -> b1 [style=dotted, color=gray60, constraint=false];
; DOT:        b7 -> b7 [style=dotted, color=gray60, constraint=false];
; DOT-NEXT: }

define void @f(i1 %c, i32 %x) {
entry:
  br i1 %c, label %a, label %b
a:
  switch i32 %x, label %cc [ i32 1, label %d
                             i32 2, label %d ]
b:
  br label %b
cc:
  br i1 %c, label %ret, label %trap
d:
  br label %a
ret:
  ret void
trap:
  unreachable
dead:
  br label %dead
}
