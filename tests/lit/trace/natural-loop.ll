; The natural-loop example of convergence-and-uniformity.rst ("Threads and
; Dynamic Instances", then "Maximal Convergence"): two threads; H1~H2,
; L1~L2, H3~H4, L3~L4 are converged; B1, B2, B3, H5, L5 are not.  The
; literal definition (--oracle) gives the same table; json lists the
; classes with 0-based thread and position.
; RUN: %converge trace %s --path "Entry H B L H L Exit" --path "Entry H L H B L H B L Exit" | FileCheck %s --check-prefix=TABLE --match-full-lines --strict-whitespace
; RUN: %converge trace --oracle %s --path "Entry H B L H L Exit" --path "Entry H L H B L H B L Exit" | FileCheck %s --check-prefix=TABLE --match-full-lines --strict-whitespace
; RUN: %converge trace --format=json %s --path Entry,H,B,L,H,L,Exit --path "Entry->H->L->H->B->L->H->B->L->Exit" | FileCheck %s --check-prefix=JSON --match-full-lines --strict-whitespace

define void @natural_loop(i1 %c) {
Entry:
  br label %H

H:
  br i1 %c, label %B, label %L

B:
  br label %L

L:
  br i1 %c, label %H, label %Exit

Exit:
  ret void
}

; TABLE:@natural_loop: 2 threads; cycles: {%H %L %B} header %H
; TABLE-NEXT:          1       2   3   4   5   6   7   8   9   10  11
; TABLE-NEXT:thread 0  Entry1  H1  B1  L1  H3      L3              Exit1
; TABLE-NEXT:thread 1  Entry2  H2      L2  H4  B2  L4  H5  B3  L5  Exit2

; JSON:{"groups": {{\[\[}}[0, 0], [1, 0]], {{\[\[}}0, 1], [1, 1]], {{\[\[}}0, 2]], {{\[\[}}0, 3], [1, 2]], {{\[\[}}0, 4], [1, 3]], {{\[\[}}1, 4]], {{\[\[}}0, 5], [1, 5]], {{\[\[}}1, 6]], {{\[\[}}1, 7]], {{\[\[}}1, 8]], {{\[\[}}0, 6], [1, 9]]]}
