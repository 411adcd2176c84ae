; Covers: dso_local_equivalent and no_cfi constants in globals, instruction
; operands and call callees; for functions, aliases and ifuncs.
declare void @ext()
declare hidden void @hid()
@al = alias void (), ptr @def
@if = ifunc void (), ptr @resolver

define void @def() {
  ret void
}

define ptr @resolver() {
  ret ptr @def
}

@g1 = global ptr dso_local_equivalent @ext
@g2 = global ptr no_cfi @ext
@g3 = global i64 sub (i64 ptrtoint (ptr dso_local_equivalent @ext to i64), i64 ptrtoint (ptr @g3 to i64))

define void @uses(ptr %p) {
  store ptr dso_local_equivalent @hid, ptr %p
  store ptr dso_local_equivalent @al, ptr %p
  store ptr dso_local_equivalent @if, ptr %p
  store ptr no_cfi @def, ptr %p
  call void dso_local_equivalent @ext()
  call void no_cfi @ext()
  ret void
}
