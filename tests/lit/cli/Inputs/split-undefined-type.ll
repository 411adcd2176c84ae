; A named type used first, and only, in a body and defined nowhere: the
; end of the text reports it; read by batches, after the headers, the
; body alone would not.  Not read by batches.
define void @f(ptr %fp) {
  %r = call %T %fp()
  ret void
}
define void @c() {
  ret void
}
define void @d() {
  ret void
}
define void @e() {
  ret void
}
