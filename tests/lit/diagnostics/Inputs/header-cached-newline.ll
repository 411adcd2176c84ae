define void @f(i32 %x,
 i32 %y) {
  ret void
}
define void @g(i32 %x,
 i32 %y) {
  ret i32 0
}
