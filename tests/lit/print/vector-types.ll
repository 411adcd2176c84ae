; Vector types written the same are read once and then recognised by their
; text; types that differ only in a digit or a letter, in spacing, or across
; a line break are each their own.  Every value keeps its type, and an error
; right after a recognised type points at the right column.
; RUN: %converge print %s | FileCheck %s
; RUN: sed 's/^  %c1 = add <4 x i32> %b1/  %c1 = add <4 x i32> %nowhere/' %s > %t.bad.ll
; RUN: not %converge print %t.bad.ll 2> %t.err
; RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err

; CHECK:      %a1 = add <4 x i32> %x, %x
; CHECK-NEXT: %a2 = add <4 x i64> %y, %y
; CHECK-NEXT: %a3 = add <4 x i16> %z, %z
; CHECK-NEXT: %a4 = add <8 x i32> %u, %u
; CHECK-NEXT: %a5 = fadd <4 x float> %f, %f
; CHECK-NEXT: %b1 = add <4 x i32> %a1, %x
; CHECK-NEXT: %b2 = add <4 x i64> %a2, %y
; CHECK-NEXT: %b3 = add <4 x i16> %a3, %z
; CHECK-NEXT: %b4 = add <8 x i32> %a4, %u
; CHECK-NEXT: %b5 = fadd <4 x float> %a5, %f
; CHECK-NEXT: %c1 = add <4 x i32> %b1, %b1
; CHECK-NEXT: %c2 = select i1 true, <4 x i32> %c1, <4 x i32> %x
; CHECK-NEXT: %c3 = shufflevector <8 x i32> %b4, <8 x i32> %u, <4 x i32> <i32 0, i32 9, i32 2, i32 poison>
; CHECK-NEXT: ret <4 x i32> %c3

; ERR: {{.*}}.bad.ll:39:23: error: use of undefined value '%nowhere'

define <4 x i32> @f(<4 x i32> %x, <4 x i64> %y, <4 x i16> %z, <8 x i32> %u, <4 x float> %f) {
  %a1 = add <4 x i32> %x, %x
  %a2 = add <4 x i64> %y, %y
  %a3 = add <4 x i16> %z, %z
  %a4 = add <8 x i32> %u, %u
  %a5 = fadd <4 x float> %f, %f
  %b1 = add <4  x  i32> %a1, %x
  %b2 = add <4 x i64> %a2, %y
  %b3 = add <4 x i16> %a3, %z
  %b4 = add <8 x i32> %a4, %u
  %b5 = fadd <4 x
    float> %a5, %f
  %c1 = add <4 x i32> %b1, %b1
  %c2 = select i1 true, <4 x i32> %c1, <4 x i32> %x
  %c3 = shufflevector <8 x i32> %b4, <8 x i32> %u, <4 x i32> <i32 0, i32 9, i32 2, i32 poison>
  ret <4 x i32> %c3
}
