; Numbered values with gaps, near and far: the reader keeps the numbers a
; function writes densely in a table and a number far past them in a map
; (parse_inst.c, num_put); a value forward referenced by a far number, a
; phi reached back through it, a redefinition in either and an undefined
; far number are read and reported as opt 22 does.  Printed renumbered.
; RUN: %converge print %s | FileCheck %s
; RUN: sed 's/^  %5000001 = icmp/  %5000000 = icmp/' %s > %t.redef-far.ll
; RUN: not %converge print %t.redef-far.ll 2>&1 | FileCheck %s --check-prefix=FAR
; RUN: sed 's/^  %20 = add i32 %19, 3/  %19 = add i32 %19, 3/' %s > %t.redef-near.ll
; RUN: not %converge print %t.redef-near.ll 2>&1 | FileCheck %s --check-prefix=NEAR
; RUN: sed 's/\[ %5000000, %4000000 \]/[ %7000000, %4000000 ]/' %s > %t.undef.ll
; RUN: not %converge print %t.undef.ll 2>&1 | FileCheck %s --check-prefix=UNDEF

; FAR: {{.*}}.ll:[[#@LINE+26]]:3: error: instruction expected to be numbered '%5000001' or greater
; NEAR: {{.*}}.ll:[[#@LINE+40]]:3: error: instruction expected to be numbered '%20' or greater
; UNDEF: error: use of undefined value '%7000000'

; CHECK-LABEL: define i32 @f(i32 %0) {
; CHECK-NEXT:    %2 = add i32 %0, 1
; CHECK-NEXT:    br label %3
; CHECK:       3:
; CHECK-NEXT:    %4 = phi i32 [ %2, %1 ], [ %7, %6 ]
; CHECK-NEXT:    %5 = add i32 %4, 1
; CHECK-NEXT:    br label %6
; CHECK:       6:
; CHECK-NEXT:    %7 = add i32 %5, 2
; CHECK-NEXT:    %8 = icmp eq i32 %7, 7
; CHECK-NEXT:    br i1 %8, label %3, label %9
; CHECK:       9:
; CHECK-NEXT:    ret i32 %7
define i32 @f(i32 %0) {
  %2 = add i32 %0, 1
  br label %3000
3000:
  %3001 = phi i32 [ %2, %1 ], [ %5000000, %4000000 ]
  %3002 = add i32 %3001, 1
  br label %4000000
4000000:
  %5000000 = add i32 %3002, 2
  %5000001 = icmp eq i32 %5000000, 7
  br i1 %5000001, label %3000, label %6000000
6000000:
  ret i32 %5000000
}

; The next function starts its numbers again: nothing of @f's is left.
; CHECK-LABEL: define i32 @g(i32 %0) {
; CHECK-NEXT:    %2 = add i32 %0, 1
; CHECK-NEXT:    %3 = add i32 %2, 2
; CHECK-NEXT:    %4 = add i32 %3, 3
; CHECK-NEXT:    ret i32 %3
define i32 @g(i32 %0) {
  %2 = add i32 %0, 1
  %19 = add i32 %2, 2
  %20 = add i32 %19, 3
  ret i32 %19
}
