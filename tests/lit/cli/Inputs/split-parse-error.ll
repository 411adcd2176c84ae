define i32 @a(i32 %x) {
  ret i32 %x
}

define i32 @b(i32 %x) {
  %y = add i64 %x, 1
  ret i32 %x
}

define i32 @c(i32 %x) {
  ret i32 %x
}
