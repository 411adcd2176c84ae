; The results of icmp and shufflevector, whose types no text names, come
; from a small table of vector types by element and length
; (type_vector): a scalable and a fixed vector of one length and element
; stay two types, used one after the other.
; RUN: %converge print %s | FileCheck %s
; RUN: %converge verify %s

; CHECK:      %u = select <vscale x 4 x i1> %x, <vscale x 4 x i32> %a, <vscale x 4 x i32> %a
; CHECK-NEXT: %v = select <4 x i1> %y, <4 x i32> %b, <4 x i32> %b
; CHECK-NEXT: %w = add <vscale x 4 x i8> %s, %s
; CHECK-NEXT: %z = add <4 x i8> %t, %t

define void @f(<vscale x 4 x i32> %a, <4 x i32> %b, <4 x i8> %c, <vscale x 4 x i8> %d) {
  %x = icmp eq <vscale x 4 x i32> %a, %a
  %y = icmp eq <4 x i32> %b, %b
  %s = shufflevector <vscale x 4 x i8> %d, <vscale x 4 x i8> %d, <vscale x 4 x i32> zeroinitializer
  %t = shufflevector <4 x i8> %c, <4 x i8> %c, <4 x i32> zeroinitializer
  %u = select <vscale x 4 x i1> %x, <vscale x 4 x i32> %a, <vscale x 4 x i32> %a
  %v = select <4 x i1> %y, <4 x i32> %b, <4 x i32> %b
  %w = add <vscale x 4 x i8> %s, %s
  %z = add <4 x i8> %t, %t
  ret void
}
