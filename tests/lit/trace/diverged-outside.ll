; "Diverged Paths reaching a Cycle" of convergence-and-uniformity.rst: the
; divergent branch is in Entry; thread 0 enters the closed path
; P -> Q -> R -> S at P, thread 1 at R.  When P is the header, the threads
; converge from P onwards (P1~P2, Q1~Q2, S1 with thread 1's second S, ...);
; when R is the header, from R onwards (R1~R2, S1~S2, thread 0's second P
; with P2, ...).
; RUN: %converge trace %s --function header_p --path "Entry P Q R S P Q S Exit" --path "Entry R S P Q S P Q R S Exit" | FileCheck %s --check-prefix=HEADER-P --match-full-lines --strict-whitespace
; RUN: %converge trace %s --oracle --function header_p --path "Entry P Q R S P Q S Exit" --path "Entry R S P Q S P Q R S Exit" | FileCheck %s --check-prefix=HEADER-P --match-full-lines --strict-whitespace
; RUN: %converge trace %s --function header_r --path "Entry P Q R S P Q S Exit" --path "Entry R S P Q S P Q R S Exit" | FileCheck %s --check-prefix=HEADER-R --match-full-lines --strict-whitespace
; RUN: %converge trace %s --oracle --function header_r --path "Entry P Q R S P Q S Exit" --path "Entry R S P Q S P Q R S Exit" | FileCheck %s --check-prefix=HEADER-R --match-full-lines --strict-whitespace

define void @header_p(i1 %c) {
Entry:
  br i1 %c, label %R, label %P

P:
  br label %Q

Q:
  br i1 %c, label %R, label %S

R:
  br label %S

S:
  br i1 %c, label %P, label %Exit

Exit:
  ret void
}

define void @header_r(i1 %c) {
Entry:
  br i1 %c, label %P, label %R

P:
  br label %Q

Q:
  br i1 %c, label %R, label %S

R:
  br label %S

S:
  br i1 %c, label %P, label %Exit

Exit:
  ret void
}

; HEADER-P:@header_p: 2 threads; cycles: {%P %S %Q %R} header %P
; HEADER-P-NEXT:          1       2   3   4   5   6   7   8   9   10  11  12
; HEADER-P-NEXT:thread 0  Entry1          P1  Q1  R2  S2  P3  Q3      S4  Exit1
; HEADER-P-NEXT:thread 1  Entry2  R1  S1  P2  Q2      S3  P4  Q4  R3  S5  Exit2

; HEADER-R:@header_r: 2 threads; cycles: {%R %S %Q %P} header %R >{%S %Q %P} header %S
; HEADER-R-NEXT:          1       2   3   4   5   6   7   8   9   10  11  12  13
; HEADER-R-NEXT:thread 0  Entry1  P1  Q1  R1  S1  P2  Q2  S3                  Exit1
; HEADER-R-NEXT:thread 1  Entry2          R2  S2  P3  Q3  S4  P4  Q4  R3  S5  Exit2
