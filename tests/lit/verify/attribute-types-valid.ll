; Parameter and return attributes that fit their types, on declarations
; and at call sites (variadic arguments included): zeroext and signext on
; integers, range on integers and their vectors, nonnull, noalias,
; dereferenceable and align on pointers, align on vectors of pointers,
; nofpclass on floating point and its vectors.
; RUN: %converge verify %s | count 0
; RUN: %converge verify --format=llvm %s | count 0

declare signext i8 @s(i16 zeroext, ptr nonnull noalias dereferenceable(8) align 4, <2 x ptr> align 8, <2 x float> nofpclass(nan), i32 range(i32 0, 10))
declare void @v(...)

define void @calls(ptr %p, <2 x ptr> %vp, <2 x float> %f) {
  %r = call signext i8 @s(i16 zeroext 1, ptr nonnull noalias dereferenceable(8) align 4 %p, <2 x ptr> align 8 %vp, <2 x float> nofpclass(nan) %f, i32 range(i32 0, 10) 3)
  call void (...) @v(i32 signext 1, ptr nonnull %p, double nofpclass(inf) 1.0)
  %z = call noundef range(i8 0, 4) i8 @s(i16 2, ptr %p, <2 x ptr> %vp, <2 x float> %f, i32 0)
  ret void
}

; A callbr is not checked: LLVM's visitCallBrInst does not go through
; visitCallBase, and opt accepts this one (converge rejected it).
define void @asm_goto() {
entry:
  callbr void asm "", "r,!i"(float signext 0.0)
          to label %a [label %b]
a:
  ret void
b:
  ret void
}
