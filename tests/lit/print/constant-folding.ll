; Constants are folded as LLVM's reader folds them, so that `converge print`
; matches `opt -S`: an aggregate of undef and poison mixed is not undef (it
; was folded to undef, which is wrong: poison is not undef); a cast of a
; null value is the null of its type, vectors included; a bitcast of a
; scalar to a vector is a bitcast of the scalar's one-element splat,
; folded further when the target is that vector or has one element.
; RUN: %converge print %s | FileCheck %s --match-full-lines

; CHECK: @a = global [2 x i32] [i32 undef, i32 poison]
; CHECK-NEXT: @b = global { i32, i8 } { i32 undef, i8 poison }
; CHECK-NEXT: @c = global <2 x i32> <i32 poison, i32 undef>
; CHECK-NEXT: @d = global [2 x i32] undef
; CHECK-NEXT: @e = global <2 x i32> poison
@a = global [2 x i32] [i32 undef, i32 poison]
@b = global {i32, i8} {i32 undef, i8 poison}
@c = global <2 x i32> <i32 poison, i32 undef>
@d = global [2 x i32] [i32 undef, i32 undef]
@e = global <2 x i32> <i32 poison, i32 poison>

; CHECK-NEXT: @n1 = global <2 x i32> zeroinitializer
; CHECK-NEXT: @n2 = global <2 x ptr> zeroinitializer
; CHECK-NEXT: @n3 = global <2 x i32> zeroinitializer
; CHECK-NEXT: @n4 = global ptr addrspace(1) addrspacecast (ptr null to ptr addrspace(1))
@n1 = global <2 x i32> bitcast (i64 0 to <2 x i32>)
@n2 = global <2 x ptr> inttoptr (<2 x i64> zeroinitializer to <2 x ptr>)
@n3 = global <2 x i32> bitcast (<2 x float> zeroinitializer to <2 x i32>)
@n4 = global ptr addrspace(1) addrspacecast (ptr null to ptr addrspace(1))

; CHECK-NEXT: @s1 = global <2 x i32> bitcast (<1 x i64> splat (i64 1) to <2 x i32>)
; CHECK-NEXT: @s2 = global <4 x i8> bitcast (<1 x float> splat (float 1.000000e+00) to <4 x i8>)
; CHECK-NEXT: @s3 = global <1 x i64> splat (i64 5)
; CHECK-NEXT: @s4 = global <1 x double> splat (double 1.482200e-323)
; CHECK-NEXT: @s5 = global i64 bitcast (<2 x i32> <i32 1, i32 2> to i64)
@s1 = global <2 x i32> bitcast (i64 1 to <2 x i32>)
@s2 = global <4 x i8> bitcast (float 1.0 to <4 x i8>)
@s3 = global <1 x i64> bitcast (i64 5 to <1 x i64>)
@s4 = global <1 x double> bitcast (i64 3 to <1 x double>)
@s5 = global i64 bitcast (<2 x i32> <i32 1, i32 2> to i64)
