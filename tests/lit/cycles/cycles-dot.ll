; `converge cycles --format=dot`: blocks in nested clusters, one per cycle
; (irreducible ones orange); headers bold; the other entries of an
; irreducible cycle orange, and the edges entering them dashed orange; back
; edges (to the header of a cycle containing the source) red; unreachable
; blocks dashed grey.  Example 3 of CycleTerminology.
; RUN: %converge cycles --format=dot %s | FileCheck %s

; CHECK:      digraph "cycles of @no_natural_loops" {
; CHECK:        subgraph cluster_0 {
; CHECK-NEXT:     label="cycle %A, depth 1, irreducible";
; CHECK-NEXT:     style="rounded,filled"; color=darkorange; fillcolor="#ff8c0018";
; CHECK-NEXT:     b1 [label="%A", style=bold];
; CHECK-NEXT:     b3 [label="%C"];
; CHECK-NEXT:     subgraph cluster_1 {
; CHECK-NEXT:       label="cycle %D, depth 2, irreducible";
; CHECK-NEXT:       style="rounded,filled"; color=darkorange; fillcolor="#ff8c0018";
; CHECK-NEXT:       b2 [label="%B", style=bold, color=darkorange];
; CHECK-NEXT:       b4 [label="%D", style=bold];
; CHECK-NEXT:     }
; CHECK-NEXT:   }
; CHECK-NEXT:   b0 [label="%Entry"];
; CHECK-NEXT:   b5 [label="%Exit"];
; CHECK-NEXT:   b6 [label="%\"dead block\"", style=dashed, color=gray, fontcolor=gray];
; CHECK-NEXT:   b0 -> b2 [color=darkorange, style=dashed];
; CHECK-NEXT:   b0 -> b1;
; CHECK-NEXT:   b1 -> b4;
; CHECK-NEXT:   b1 -> b3;
; CHECK-NEXT:   b2 -> b4 [color=red, penwidth=2];
; CHECK-NEXT:   b2 -> b3;
; CHECK-NEXT:   b3 -> b5;
; CHECK-NEXT:   b3 -> b1 [color=red, penwidth=2];
; CHECK-NEXT:   b4 -> b5;
; CHECK-NEXT:   b4 -> b2;
; CHECK-NEXT:   b6 -> b4 [color=gray];
; CHECK-NEXT: }

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
"dead block":
  br label %D
}
