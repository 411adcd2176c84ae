; A declaration of an intrinsic under the wrong suffix is renamed to the
; right one at the end of the text: a body before it that names the right
; one has named an undeclared, unknown intrinsic.  Read by batches, after
; the renaming, the body would find the declaration.  Not read by batches.
define void @f(ptr %p) {
  store ptr @llvm.fabs.f32, ptr %p
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
declare float @llvm.fabs.f64(float)
