define i32 @f(i32 %x) {
  %"a\00" = add i32 %x, 1.0
  ret i32 %x
}
