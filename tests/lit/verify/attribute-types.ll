; LLVM's verifier checks that a function's parameter and return
; attributes fit their types (AttributeFuncs::typeIncompatible): zeroext
; and signext on integers, range on integers and their vectors, noalias,
; nonnull, byval, dereferenceable... on pointers, align on pointers and
; their vectors, nofpclass on floating point.  The first attribute of a
; position that does not fit is reported; converge accepted them all.
; Intrinsic declarations get their attributes from converge's table and
; are not checked.
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM

declare void @a(x86_fp80 signext)
declare void @b(i32 nonnull)
declare void @d(i32 align 4)
declare void @e(float noalias signext)
declare signext float @f()
declare void @g(i32 range(i32 0, 4) %x, <2 x i32> range(i32 0, 4) %y, <2 x ptr> align 8 %z, half nofpclass(nan) %w)
declare void @h(i32 nofpclass(nan))
declare void @k(i32 byval(i32))

; CHECK: error: attribute 'signext' of function @a does not apply to a value of type x86_fp80
; CHECK: note: rule ir.attribute-type:
; CHECK: error: attribute 'nonnull' of function @b does not apply to a value of type i32
; CHECK: error: attribute 'align 4' of function @d does not apply to a value of type i32
; CHECK: error: attribute 'noalias' of function @e does not apply to a value of type float
; CHECK: error: attribute 'signext' of function @f does not apply to a value of type float
; CHECK: error: attribute 'nofpclass(nan)' of function @h does not apply to a value of type i32
; CHECK: error: attribute 'byval(i32)' of function @k does not apply to a value of type i32
; CHECK-NOT: @g

; LLVM: Attribute 'signext' applied to incompatible type!
; LLVM-NEXT: ptr @a
; LLVM-NEXT: Attribute 'nonnull' applied to incompatible type!
; LLVM-NEXT: ptr @b
; LLVM-NEXT: Attribute 'align 4' applied to incompatible type!
; LLVM-NEXT: ptr @d
; LLVM-NEXT: Attribute 'noalias' applied to incompatible type!
; LLVM-NEXT: ptr @e
; LLVM-NEXT: Attribute 'signext' applied to incompatible type!
; LLVM-NEXT: ptr @f
; LLVM-NEXT: Attribute 'nofpclass(nan)' applied to incompatible type!
; LLVM-NEXT: ptr @h
; LLVM-NEXT: Attribute 'byval(i32)' applied to incompatible type!
; LLVM-NEXT: ptr @k
