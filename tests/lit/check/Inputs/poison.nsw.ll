; x + 2147483647 with nsw: poison when x > 0.
target triple = "amdgcn-amd-amdhsa"

define i32 @f(i32 %x) {
  %y = add nsw i32 %x, 2147483647
  ret i32 %y
}
