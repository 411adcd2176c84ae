; LLVM's checks of !range metadata (Verifier::visitInstruction and
; verifyRangeLikeMetadata): only on loads, calls and invokes; pairs of
; integer constants of the result's scalar type; no empty or full range;
; the ranges disjoint, not adjacent and in signed order (the last and the
; first compared too).  opt visits an invoke twice and reports it twice.
; converge accepted all of these.
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM

define i8 @none(ptr %x) {
  %y = load i8, ptr %x, !range !1
  ret i8 %y
}
define i8 @odd(ptr %x) {
  %y = load i8, ptr %x, !range !2
  ret i8 %y
}
define i8 @low_not_int(ptr %x) {
  %y = load i8, ptr %x, !range !3
  ret i8 %y
}
define i8 @high_not_int(ptr %x) {
  %y = load i8, ptr %x, !range !4
  ret i8 %y
}
define i8 @pair_types(ptr %x) {
  %y = load i8, ptr %x, !range !5
  ret i8 %y
}
define i8 @result_type(ptr %x) {
  %y = load i8, ptr %x, !range !6
  ret i8 %y
}
define i8 @same(ptr %x) {
  %y = load i8, ptr %x, !range !7
  ret i8 %y
}
define i8 @empty(ptr %x) {
  %y = load i8, ptr %x, !range !8
  ret i8 %y
}
define i8 @full(ptr %x) {
  %y = load i8, ptr %x, !range !9
  ret i8 %y
}
define i8 @overlap(ptr %x) {
  %y = load i8, ptr %x, !range !10
  ret i8 %y
}
define i8 @order(ptr %x) {
  %y = load i8, ptr %x, !range !11
  ret i8 %y
}
define i8 @contiguous(ptr %x) {
  %y = load i8, ptr %x, !range !12
  ret i8 %y
}
define i8 @wrap_contiguous(ptr %x) {
  %y = load i8, ptr %x, !range !13
  ret i8 %y
}
define void @store(ptr %x) {
  store i8 0, ptr %x, !range !0
  ret void
}
declare i32 @g()
define i32 @call() {
  %y = call i32 @g(), !range !0
  ret i32 %y
}
declare i32 @__gxx_personality_v0(...)
define <2 x i32> @invoke(ptr %x) personality ptr @__gxx_personality_v0 {
  %y = invoke <2 x i32> %x() to label %ok unwind label %lp, !range !0
ok:
  ret <2 x i32> %y
lp:
  %l = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %l
}

!0 = !{i8 0, i8 1}
!1 = !{}
!2 = !{i8 0}
!3 = !{double 0.0, i8 0}
!4 = !{i8 0, !"one"}
!5 = !{i32 0, i8 1}
!6 = !{i32 0, i32 1}
!7 = !{i8 5, i8 5}
!8 = !{i8 0, i8 0}
!9 = !{i8 -1, i8 -1}
!10 = !{i8 0, i8 2, i8 1, i8 3}
!11 = !{i8 3, i8 5, i8 0, i8 1}
!12 = !{i8 0, i8 2, i8 2, i8 3}
!13 = !{i8 1, i8 2, i8 4, i8 5, i8 7, i8 1}

; CHECK: :11:3: error: the !range metadata of this load: no ranges
; CHECK: note: the range node is defined here
; CHECK-NEXT: !1 = !{}
; CHECK: note: rule ir.range-metadata: LangRef, '!range' Metadata:
; CHECK: error: the !range metadata of this load: an odd number of operands (bounds come in pairs)
; CHECK: error: the !range metadata of this load: a lower bound is not an integer constant
; CHECK: error: the !range metadata of this load: an upper bound is not an integer constant
; CHECK: error: the !range metadata of this load: the bounds of a range differ in type
; CHECK: error: the !range metadata of this load: the bounds are not of the result's (scalar) type
; CHECK: error: the !range metadata of this load: a range whose bounds are equal
; CHECK: error: the !range metadata of this load: an empty or full range
; CHECK: error: the !range metadata of this load: an empty or full range
; CHECK: error: the !range metadata of this load: overlapping ranges
; CHECK: error: the !range metadata of this load: ranges out of signed order
; CHECK: error: the !range metadata of this load: adjacent ranges (write them as one)
; CHECK: error: the !range metadata of this load: the last range is adjacent to the first (write them as one)
; CHECK: error: the !range metadata of this store: range metadata belongs on loads, calls and invokes only
; CHECK: error: the !range metadata of this call: the bounds are not of the result's (scalar) type
; CHECK: error: the !range metadata of this invoke: the bounds are not of the result's (scalar) type
; CHECK-NOT: error:
; CHECK: 16 violations in 16 functions

; LLVM: It should have at least one range!
; LLVM-NEXT: !0 = !{}
; LLVM-NEXT: Unfinished range!
; LLVM-NEXT: !1 = !{i8 0}
; LLVM-NEXT: The lower limit must be an integer!
; LLVM-NEXT: The upper limit must be an integer!
; LLVM-NEXT: Range pair types must match!
; LLVM-NEXT:   %y = load i8, ptr %x, align 1, !range !4
; LLVM-NEXT: Range types must match instruction type!
; LLVM-NEXT:   %y = load i8, ptr %x, align 1, !range !5
; LLVM-NEXT: The upper and lower limits cannot be the same value
; LLVM-NEXT:   %y = load i8, ptr %x, align 1, !range !6
; LLVM-NEXT: Range must not be empty!
; LLVM-NEXT: !7 = !{i8 0, i8 0}
; LLVM-NEXT: Range must not be empty!
; LLVM-NEXT: !8 = !{i8 -1, i8 -1}
; LLVM-NEXT: Intervals are overlapping
; LLVM-NEXT: !9 = !{i8 0, i8 2, i8 1, i8 3}
; LLVM-NEXT: Intervals are not in order
; LLVM-NEXT: !10 = !{i8 3, i8 5, i8 0, i8 1}
; LLVM-NEXT: Intervals are contiguous
; LLVM-NEXT: !11 = !{i8 0, i8 2, i8 2, i8 3}
; LLVM-NEXT: Intervals are contiguous
; LLVM-NEXT: !12 = !{i8 1, i8 2, i8 4, i8 5, i8 7, i8 1}
; LLVM-NEXT: Ranges are only for loads, calls and invokes!
; LLVM-NEXT:   store i8 0, ptr %x, align 1, !range !13
; LLVM-NEXT: Range types must match instruction type!
; LLVM-NEXT:   %y = call i32 @g(), !range !13
; LLVM-NEXT: Range types must match instruction type!
; LLVM-NEXT:   %y = invoke <2 x i32> %x()
; LLVM-NEXT:           to label %ok unwind label %lp, !range !13
; LLVM-NEXT: Range types must match instruction type!
; LLVM-NEXT:   %y = invoke <2 x i32> %x()
; LLVM-NEXT:           to label %ok unwind label %lp, !range !13
