define void @g() convergent {
entry:
  call void @f(
  ret void
}
