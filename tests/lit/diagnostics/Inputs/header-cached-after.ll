define dso_local void @g1(i32 noundef %0) {
  ret void
}
define dso_local void @g2(i32 noundef %0) nounwind bogus {
  ret void
}
