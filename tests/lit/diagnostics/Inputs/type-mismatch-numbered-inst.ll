define i64 @f(i32 %0) {
  %2 = add i32 %0, 1
  %3 = add i64 %2, 1
  ret i64 %3
}
