; Covers: named struct types: plain, packed, opaque, recursive through ptr,
; numbered (%0, %1), quoted names with spaces and escapes, types defined
; after use, identical structures kept distinct, literal struct types in
; bodies, and type names with dots and digits.
%struct.A = type { i32, ptr }
%packed = type <{ i8, i32, i16 }>
%opaque = type opaque
%list = type { %list.node, i64 }
%list.node = type { ptr, ptr }
%0 = type { i8 }
%1 = type { i8 }
%"quoted type" = type { float }
%"esc\22type" = type { i1 }
%empty = type {}
%usesLater = type { %definedLater }
%definedLater = type { [2 x i16] }
%"123abc" = type { double }
%vec = type { <4 x float>, <vscale x 2 x i64> }
%arr = type [4 x %struct.A]

@ga = global %struct.A zeroinitializer
@gop = external global %opaque
@gpk = global %packed <{ i8 1, i32 2, i16 3 }>

define void @types(ptr %p) {
  %a = alloca %struct.A
  %b = alloca %packed
  %c = alloca %list
  %d = alloca %0
  %e = alloca %1
  %f = alloca %"quoted type"
  %g = alloca %"esc\22type"
  %h = alloca %empty
  %i = alloca %usesLater
  %j = alloca %"123abc"
  %k = alloca { i32, { i8, ptr } }
  %l = alloca <{ i32, i8 }>
  %m = getelementptr %list, ptr %c, i64 0, i32 0, i32 1
  %n = load %0, ptr %d
  %o = insertvalue %1 undef, i8 1, 0
  %q = alloca %arr
  ret void
}
