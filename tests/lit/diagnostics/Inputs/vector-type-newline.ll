define void @f(<4 x
 i32> %v) {
  ret void
}
define void @g(<4 x
 i32> %v) {
  ret i32 0
}
