; An alias whose aliasee is a typeless constant expression that folds to
; the base pointer (a zero-index getelementptr): the folded aliasee is a
; global, not a constant (the fuzzer found a crash here).
; RUN: %converge print %s | FileCheck %s

; CHECK: @a = weak hidden alias i32, ptr @g
; CHECK: @b = alias i32, getelementptr (i8, ptr @g, i64 4)

@g = global [2 x i32] zeroinitializer
@a = weak hidden alias i32, getelementptr (i32, ptr @g, i64 0)
@b = alias i32, getelementptr (i8, ptr @g, i64 4)
