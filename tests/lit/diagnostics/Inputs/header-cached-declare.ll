define internal i32 @a(i32 %0) {
  ret i32 %0
}

declare internal i32 @b(i32 %0)
