; Covers: array, vector, struct, packed struct and nested aggregate constants;
; c"..." strings with escapes (\00, \0A, \22, \5C, high bytes); arrays that
; opt prints as strings; mixed undef/poison elements; empty aggregates.
%T = type { i8, [2 x i16], <2 x float> }
%P = type <{ i8, i32 }>

@s1 = constant [6 x i8] c"hello\00"
@s2 = constant [8 x i8] c"a\0Ab\22c\5Cd\FF"
@s3 = constant [3 x i8] [i8 104, i8 105, i8 0]
@s4 = constant [0 x i8] zeroinitializer
@s5 = constant [4 x i8] c"\00\00\00\00"
@s6 = constant [5 x i8] c"tab\09 "
@a1 = global [3 x i32] [i32 1, i32 2, i32 3]
@a2 = global [2 x [2 x i16]] [[2 x i16] [i16 1, i16 2], [2 x i16] zeroinitializer]
@a3 = global [2 x i32] [i32 undef, i32 poison]
@st = global %T { i8 1, [2 x i16] [i16 3, i16 4], <2 x float> <float 1.0, float 2.0> }
@pk = global %P <{ i8 1, i32 2 }>
@anon = global { i32, { ptr, [1 x i8] } } { i32 5, { ptr, [1 x i8] } { ptr @anon, [1 x i8] c"x" } }
@anonpk = global <{ i1, i64 }> <{ i1 true, i64 -1 }>
@empty = global {} {}
@emptya = global [0 x %T] []
@nested = global [2 x %T] [%T zeroinitializer, %T { i8 2, [2 x i16] undef, <2 x float> poison }]
@i16s = global [3 x i16] [i16 97, i16 98, i16 0]
@vec = global <4 x i8> <i8 1, i8 undef, i8 poison, i8 4>

define void @in_body(ptr %p) {
  store [6 x i8] c"hello\00", ptr %p
  store [3 x i8] [i8 104, i8 105, i8 0], ptr %p
  store [2 x [2 x i16]] [[2 x i16] [i16 1, i16 2], [2 x i16] zeroinitializer], ptr %p
  store %T { i8 1, [2 x i16] [i16 3, i16 4], <2 x float> <float 1.0, float 2.0> }, ptr %p
  store %P <{ i8 1, i32 2 }>, ptr %p
  store { i32, { ptr, [1 x i8] } } { i32 5, { ptr, [1 x i8] } { ptr @anon, [1 x i8] c"x" } }, ptr %p
  store {} {}, ptr %p
  store [0 x i32] [], ptr %p
  store [2 x i8] c"\5C\22", ptr %p
  store [2 x ptr] [ptr @s1, ptr null], ptr %p
  store <2 x ptr> <ptr @s1, ptr @s2>, ptr %p
  store [2 x double] [double 1.0, double undef], ptr %p
  store [2 x i1] [i1 true, i1 false], ptr %p
  ret void
}
