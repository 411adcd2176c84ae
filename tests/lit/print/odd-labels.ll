; Labels opt's lexer reads that look like other tokens at first: a minus
; sign and digits (`-9:`, `-9abc:`), dots (`...:`, `..._:`).  Printed as
; opt -S prints them.
; RUN: %converge print %s | FileCheck %s

; CHECK:      entry:
; CHECK-NEXT:   br label %-9
; CHECK-EMPTY:
; CHECK-NEXT: -9:                                               ; preds = %entry
; CHECK-NEXT:   br label %..._
; CHECK-EMPTY:
; CHECK-NEXT: ..._:                                             ; preds = %-9
; CHECK-NEXT:   br label %...
; CHECK-EMPTY:
; CHECK-NEXT: ...:                                              ; preds = %..._
; CHECK-NEXT:   br label %-9abc
; CHECK-EMPTY:
; CHECK-NEXT: -9abc:                                            ; preds = %...
; CHECK-NEXT:   %a = add i32 -9, 1
; CHECK-NEXT:   ret void

define void @f() {
entry:
  br label %-9
-9:
  br label %..._
..._:
  br label %...
...:
  br label %-9abc
-9abc:
  %a = add i32 -9, 1
  ret void
}
