; A metadata number used but never defined is reported at the end of the
; module: the smallest such number, at its digits (after the '!'), as opt
; does.  converge named the node's internal index and pointed at the '!'.
; RUN: not %converge print %s 2>&1 | FileCheck %s

; CHECK: undefined-metadata.ll:[[@LINE+4]]:16: error: use of undefined metadata '!3'
define void @f() {
  ret void, !foo !5
}
!5 = !{!{!12, !3}}
