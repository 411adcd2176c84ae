; The example of "Dependence on Cycles Headers" (convergence-and-uniformity
; .rst): two nested irreducible cycles with headers R and S; Entry and Q
; branch divergently.  P2/P3 and Q2/Q3 are not converged because of S1,
; S1/S3 because of R2, S1/S4 because of R3; all threads converge at the
; first execution of R, the outer header.
; RUN: %converge trace %s --path "Entry P Q S P Q R S Exit" --path "Entry P Q R S Exit" --path "Entry R S Exit" | FileCheck %s --check-prefix=TABLE --match-full-lines --strict-whitespace
; RUN: %converge trace %s --oracle --path "Entry P Q S P Q R S Exit" --path "Entry P Q R S Exit" --path "Entry R S Exit" | FileCheck %s --check-prefix=TABLE --match-full-lines --strict-whitespace
; RUN: %converge trace %s --format=json --path "Entry P Q S P Q R S Exit" --path "Entry P Q R S Exit" --path "Entry R S Exit" | FileCheck %s --check-prefix=JSON --match-full-lines --strict-whitespace

define void @nested(i1 %c) {
Entry:
  br i1 %c, label %P, label %R

P:
  br label %Q

Q:
  br i1 %c, label %S, label %R

R:
  br label %S

S:
  br i1 %c, label %P, label %Exit

Exit:
  ret void
}

; TABLE:@nested: 3 threads; cycles: {%R %S %Q %P} header %R >{%S %Q %P} header %S
; TABLE-NEXT:          1       2   3   4   5   6   7   8   9
; TABLE-NEXT:thread 0  Entry1  P1  Q1  S1  P3  Q3  R1  S2  Exit1
; TABLE-NEXT:thread 1  Entry2  P2  Q2              R2  S3  Exit2
; TABLE-NEXT:thread 2  Entry3                      R3  S4  Exit3

; JSON:{"groups": {{\[\[}}[0, 0], [1, 0], [2, 0]], {{\[\[}}0, 1], [1, 1]], {{\[\[}}0, 2], [1, 2]], {{\[\[}}0, 3]], {{\[\[}}0, 4]], {{\[\[}}0, 5]], {{\[\[}}0, 6], [1, 3], [2, 1]], {{\[\[}}0, 7], [1, 4], [2, 2]], {{\[\[}}0, 8], [1, 5], [2, 3]]]}
