; "Diverged Entry Criterion" of convergence-and-uniformity.rst: the closed
; path P -> Q -> R -> S with entries P and R, a divergent branch at Q and
; its join S.  The same two paths in both cycle hierarchies: with R as the
; header (LLVM's depth-first search takes the last successor first, so
; @header_r reaches R first) S2 is not converged with S1 because of R1;
; with P as the header (@header_p) the threads reconverge at S in every
; iteration.
; RUN: %converge trace %s --function header_r --path "Entry P Q R S P Q R S Exit" --path "Entry P Q S P Q R S Exit" | FileCheck %s --check-prefix=HEADER-R --match-full-lines --strict-whitespace
; RUN: %converge trace %s --oracle --function header_r --path "Entry P Q R S P Q R S Exit" --path "Entry P Q S P Q R S Exit" | FileCheck %s --check-prefix=HEADER-R --match-full-lines --strict-whitespace
; RUN: %converge trace %s --function header_p --path "Entry P Q R S P Q R S Exit" --path "Entry P Q S P Q R S Exit" | FileCheck %s --check-prefix=HEADER-P --match-full-lines --strict-whitespace
; RUN: %converge trace %s --oracle --function header_p --path "Entry P Q R S P Q R S Exit" --path "Entry P Q S P Q R S Exit" | FileCheck %s --check-prefix=HEADER-P --match-full-lines --strict-whitespace

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

; HEADER-R:@header_r: 2 threads; cycles: {%R %S %Q %P} header %R >{%S %Q %P} header %S
; HEADER-R-NEXT:          1       2   3   4   5   6   7   8   9   10  11  12  13
; HEADER-R-NEXT:thread 0  Entry1  P1  Q1              R1  S2  P4  Q4  R3  S4  Exit1
; HEADER-R-NEXT:thread 1  Entry2  P2  Q2  S1  P3  Q3  R2  S3                  Exit2

; HEADER-P:@header_p: 2 threads; cycles: {%P %S %Q %R} header %P
; HEADER-P-NEXT:          1       2   3   4   5   6   7   8   9   10
; HEADER-P-NEXT:thread 0  Entry1  P1  Q1  R1  S1  P3  Q3  R2  S3  Exit1
; HEADER-P-NEXT:thread 1  Entry2  P2  Q2      S2  P4  Q4  R3  S4  Exit2
