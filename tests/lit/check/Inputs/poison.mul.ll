; x * 2.
target triple = "amdgcn-amd-amdhsa"

define i32 @f(i32 %x) {
  %y = mul i32 %x, 2
  ret i32 %y
}
