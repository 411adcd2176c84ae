define i32 @f(i32 %"q\00z") {
  ret i32 %"q\00z"
}
