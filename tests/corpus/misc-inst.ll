; Covers: va_arg (with va_start/va_end intrinsics), freeze of scalars,
; vectors, pointers and aggregates, and unreachable.
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)

define i32 @sum(i32 %n, ...) {
  %ap = alloca ptr, align 8
  call void @llvm.va_start.p0(ptr %ap)
  %a = va_arg ptr %ap, i32
  %b = va_arg ptr %ap, double
  %c = va_arg ptr %ap, ptr
  %d = va_arg ptr %ap, { i32, i32 }
  call void @llvm.va_end.p0(ptr %ap)
  %f = freeze i32 %a
  %g = freeze <2 x float> <float 1.0, float undef>
  %h = freeze ptr %c
  %i = freeze { i32, i32 } %d
  %j = freeze i32 poison
  ret i32 %f
}

define void @dead() {
  unreachable
}
