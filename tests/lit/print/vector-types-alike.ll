; Vector types are looked up by their text (the reader's table of them):
; types whose texts have one length and the same first and last eight
; bytes, told apart only by the bytes between (<vscale x 4 x float>,
; <vscale x 8 x float>), or sharing their first eight (<vscale x 4 x
; i32>, <vscale x 4 x i64>; <128 x i8>, <128 x i1>, under 16 bytes),
; each keep their own type, used after one another.
; RUN: %converge print %s | FileCheck %s
; RUN: %converge verify %s

; CHECK:      %a = fadd <vscale x 4 x float> %x, %x
; CHECK-NEXT: %b = fadd <vscale x 8 x float> %y, %y
; CHECK-NEXT: %c = add <vscale x 4 x i32> %z, %z
; CHECK-NEXT: %d = add <vscale x 4 x i64> %w, %w
; CHECK-NEXT: %e = fadd <vscale x 8 x float> %b, %b
; CHECK-NEXT: %f = fadd <vscale x 4 x float> %a, %a
; CHECK-NEXT: %g = add <vscale x 4 x i64> %d, %d
; CHECK-NEXT: %h = add <vscale x 4 x i32> %c, %c
; CHECK-NEXT: %i = add <128 x i8> %u, %u
; CHECK-NEXT: %j = add <128 x i1> %v, %v
; CHECK-NEXT: %k = add <128 x i8> %i, %i
; CHECK-NEXT: ret void

define void @f(<vscale x 4 x float> %x, <vscale x 8 x float> %y, <vscale x 4 x i32> %z, <vscale x 4 x i64> %w, <128 x i8> %u, <128 x i1> %v) {
  %a = fadd <vscale x 4 x float> %x, %x
  %b = fadd <vscale x 8 x float> %y, %y
  %c = add <vscale x 4 x i32> %z, %z
  %d = add <vscale x 4 x i64> %w, %w
  %e = fadd <vscale x 8 x float> %b, %b
  %f = fadd <vscale x 4 x float> %a, %a
  %g = add <vscale x 4 x i64> %d, %d
  %h = add <vscale x 4 x i32> %c, %c
  %i = add <128 x i8> %u, %u
  %j = add <128 x i1> %v, %v
  %k = add <128 x i8> %i, %i
  ret void
}
