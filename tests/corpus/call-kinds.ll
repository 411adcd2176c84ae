; Covers: call with tail, musttail, notail; fast-math flags on calls; calls
; through a pointer; explicit callee function types incl. varargs; calls
; returning aggregates; call of a function with a different callee type.
declare i32 @callee(i32)
declare i32 @vararg(i32, ...)
declare float @fcallee(float)
declare { i32, i1 } @pair()

define i32 @tails(i32 %x, ptr %fp) {
  %a = call i32 @callee(i32 %x)
  %b = tail call i32 @callee(i32 %a)
  %c = notail call i32 @callee(i32 %b)
  %d = call i32 (i32, ...) @vararg(i32 1, i32 %c, double 2.0, ptr null)
  %e = tail call i32 (i32, ...) @vararg(i32 0)
  %f = call i32 %fp(i32 %d)
  %g = call i32 (i32, ...) %fp(i32 %e, i8 1)
  %h = call { i32, i1 } @pair()
  %i = call i64 @callee(i64 7)
  call void @callee(i32 0)
  %r = musttail call i32 @tails(i32 %f, ptr %fp)
  ret i32 %r
}

define float @fmf(float %x) {
  %a = call fast float @fcallee(float %x)
  %b = call nnan ninf float @fcallee(float %a)
  %c = tail call reassoc nsz arcp contract afn float @fcallee(float %b)
  ret float %c
}

define i32 @mt(i32 %x, ...) {
  %r = musttail call i32 (i32, ...) @mt(i32 %x, ...)
  ret i32 %r
}
