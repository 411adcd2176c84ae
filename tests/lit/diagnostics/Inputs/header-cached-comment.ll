define void @f(i32 /* ) */ %x) {
  ret void
}
define void @g(i32 /* ) */ %x) {
  ret i32 0
}
