define i32 @bad(i32 %x) {
entry:
  %y = add i32 %x, %nope
  ret i32 %y
}
