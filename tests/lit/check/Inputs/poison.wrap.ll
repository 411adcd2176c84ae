; x + 2147483647 without nsw: wraps, never poison.
target triple = "amdgcn-amd-amdhsa"

define i32 @f(i32 %x) {
  %y = add i32 %x, 2147483647
  ret i32 %y
}
