define i32 @f(i32 %"q\01z") {
  ret i32 %"q\01z"
}
