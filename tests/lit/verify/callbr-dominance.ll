; A callbr's result is defined like any other instruction's, at the end of
; its block: LLVM 22 lets its indirect destinations (and blocks they lead
; to) use it, unlike an invoke's, which only its normal destination's side
; may use. converge treated a callbr as an invoke and refused the first
; four functions, which opt accepts. --format=llvm is opt 22's text.
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM --match-full-lines

define i32 @ind(i32 %x) {
bb0:
  %y1 = callbr i32 asm "", "=r,!i"() to label %bb1 [label %bb2]
bb1:
  ret i32 0
bb2:
  ret i32 %y1
}
define i32 @join(i32 %x) {
bb0:
  %y1 = callbr i32 asm "", "=r,!i"() to label %bb1 [label %bb2]
bb1:
  br label %bb3
bb2:
  br label %bb3
bb3:
  ret i32 %y1
}
define i32 @phi_ind(i32 %x) {
bb0:
  %y1 = callbr i32 asm "", "=r,!i"() to label %bb1 [label %bb2]
bb1:
  ret i32 0
bb2:
  %p = phi i32 [ %y1, %bb0 ]
  ret i32 %p
}
define i32 @same(i32 %x) {
bb0:
  %y1 = callbr i32 asm "", "=r,!i"() to label %bb1 [label %bb1]
bb1:
  ret i32 %y1
}
define i32 @notdom(i1 %c) {
bb0:
  br i1 %c, label %a, label %bb2
a:
  %y1 = callbr i32 asm "", "=r,!i"() to label %bb1 [label %bb2]
bb1:
  ret i32 0
bb2:
  ret i32 %y1
}
define i32 @inv(i32 %x) personality ptr null {
bb0:
  %y1 = invoke i32 @g() to label %bb1 unwind label %bb2
bb1:
  ret i32 0
bb2:
  %l = landingpad i32 cleanup
  ret i32 %y1
}
declare i32 @g()

; LLVM:Instruction does not dominate all uses!
; LLVM-NEXT:  %y1 = callbr i32 asm "", "=r,!i"()
; LLVM-NEXT:          to label %bb1 [label %bb2]
; LLVM-NEXT:  ret i32 %y1
; LLVM-NEXT:Instruction does not dominate all uses!
; LLVM-NEXT:  %y1 = invoke i32 @g()
; LLVM-NEXT:          to label %bb1 unwind label %bb2
; LLVM-NEXT:  ret i32 %y1
; LLVM-NEXT:converge: {{.*}}: error: input module is broken!

; Only @notdom (the callbr's block does not dominate %bb2) and @inv:
; CHECK: :50:3: error: '%y1' does not dominate this use
; CHECK: :59:3: error: '%y1' does not dominate this use
; CHECK: callbr-dominance.ll: 2 violations in 2 functions
