; Well-formed !range metadata: one range, several in signed order, a range
; that wraps, vectors (the bounds have the element type), calls and
; invokes, i1 and i128 bounds.
; RUN: %converge verify %s | count 0
; RUN: %converge verify --format=llvm %s | count 0

define i8 @one(ptr %x) {
  %y = load i8, ptr %x, !range !0
  ret i8 %y
}
define i8 @sorted(ptr %x) {
  %y = load i8, ptr %x, !range !1
  ret i8 %y
}
define i8 @wraps(ptr %x) {
  %y = load i8, ptr %x, !range !2
  ret i8 %y
}
define <4 x i8> @vector(ptr %x) {
  %y = load <4 x i8>, ptr %x, !range !0
  ret <4 x i8> %y
}
declare i32 @g()
define i32 @call() {
  %y = call i32 @g(), !range !3
  ret i32 %y
}
declare i32 @__gxx_personality_v0(...)
define i32 @invoke() personality ptr @__gxx_personality_v0 {
  %y = invoke i32 @g() to label %ok unwind label %lp, !range !3
ok:
  ret i32 %y
lp:
  %l = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %l
}
define i1 @bool(ptr %x) {
  %y = load i1, ptr %x, !range !4
  ret i1 %y
}
define i128 @wide(ptr %x) {
  %y = load i128, ptr %x, !range !5
  ret i128 %y
}

!0 = !{i8 0, i8 2}
!1 = !{i8 -100, i8 -50, i8 0, i8 1, i8 5, i8 10, i8 20, i8 30}
!2 = !{i8 -3, i8 2, i8 10, i8 20}
!3 = !{i32 1, i32 -1}
!4 = !{i1 false, i1 true}
!5 = !{i128 0, i128 100000000000000000000}
