; A switch may not list a case value twice (opt: "duplicate case value in
; switch", at the repeated value's type), also when two spellings of a
; wide integer are the same value (i128 -1 and 2^128-1).
; RUN: %converge print %s | FileCheck %s
; RUN: sed 's/^    i32 7, label %b$/    i32 5, label %b/' %s > %t.narrow.ll
; RUN: not %converge print %t.narrow.ll 2>&1 | FileCheck %s --check-prefix=NARROW
; RUN: sed 's/^    i128 5, label %b$/    i128 340282366920938463463374607431768211455, label %b/' %s > %t.wide.ll
; RUN: not %converge print %t.wide.ll 2>&1 | FileCheck %s --check-prefix=WIDE

; CHECK: i32 7, label %b
; NARROW: .narrow.ll:19:5: error: duplicate case value in switch{{$}}
; WIDE: .wide.ll:24:5: error: duplicate case value in switch{{$}}

define void @f(i32 %x, i128 %y) {
entry:
  switch i32 %x, label %a [
    i32 5, label %a
    i32 6, label %b
    i32 7, label %b
  ]
a:
  switch i128 %y, label %b [
    i128 -1, label %a
    i128 5, label %b
  ]
b:
  ret void
}
