; LLVM checks the attributes written at a call site against the call's
; function type as it checks a function's (verifyFunctionAttrs from
; visitCallBase): the return, each parameter, then each variadic argument
; against its own type.  The first attribute of a position that does not
; fit is reported, with the call; converge accepted them all.
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM

declare void @a(i32)
declare i32 @b()
declare float @c()
declare void @v(...)
declare i32 @__gxx_personality_v0(...)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define void @calls(i32 %x, ptr %p) personality ptr @__gxx_personality_v0 {
  call void @a(i32 nonnull %x)
  %r = call signext float @c()
  call void @a(i32 noalias signext %x)
  call void (...) @v(i32 1, float nonnull 1.0)
  %q = call align 4 i32 @b()
  call void @llvm.memset.p0.i64(ptr %p, i8 zeroext 0, i64 8, i1 false)
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 8, i1 nofpclass(nan) false)
  invoke void @a(i32 dereferenceable(4) %x) to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %l
}

; CHECK: :17:3: error: attribute 'nonnull' of the call to @a does not apply to a value of type i32
; CHECK: note: rule ir.attribute-type:
; CHECK: :18:3: error: attribute 'signext' of '%r' does not apply to a value of type float
; CHECK: :19:3: error: attribute 'noalias' of the call to @a does not apply to a value of type i32
; CHECK: :20:3: error: attribute 'nonnull' of the call to @v does not apply to a value of type float
; CHECK: :21:3: error: attribute 'align 4' of '%q' does not apply to a value of type i32
; CHECK: :23:3: error: attribute 'nofpclass(nan)' of the call to @llvm.memset.p0.i64 does not apply to a value of type i1
; CHECK: :24:3: error: attribute 'dereferenceable(4)' of the call to @a does not apply to a value of type i32
; CHECK-NOT: error:

; LLVM: Attribute 'nonnull' applied to incompatible type!
; LLVM-NEXT:   call void @a(i32 nonnull %x)
; LLVM-NEXT: Attribute 'signext' applied to incompatible type!
; LLVM-NEXT:   %r = call signext float @c()
; LLVM-NEXT: Attribute 'noalias' applied to incompatible type!
; LLVM-NEXT:   call void @a(i32 noalias signext %x)
; LLVM-NEXT: Attribute 'nonnull' applied to incompatible type!
; LLVM-NEXT:   call void (...) @v(i32 1, float nonnull 1.000000e+00)
; LLVM-NEXT: Attribute 'align 4' applied to incompatible type!
; LLVM-NEXT:   %q = call align 4 i32 @b()
; LLVM-NEXT: Attribute 'nofpclass(nan)' applied to incompatible type!
; LLVM-NEXT:   call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 8, i1 nofpclass(nan) false)
; LLVM-NEXT: Attribute 'dereferenceable(4)' applied to incompatible type!
; LLVM-NEXT:   invoke void @a(i32 dereferenceable(4) %x)
; LLVM-NEXT:           to label %ok unwind label %lp
