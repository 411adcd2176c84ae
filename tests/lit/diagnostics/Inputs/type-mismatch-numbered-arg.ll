define i64 @f(i32 %0) {
  %2 = add i64 %0, 1
  ret i64 %2
}
