; x << 2 where x * 2 was meant: a wrong return value, nothing convergent.
target triple = "amdgcn-amd-amdhsa"

define i32 @f(i32 %x) {
  %y = shl i32 %x, 2
  ret i32 %y
}
