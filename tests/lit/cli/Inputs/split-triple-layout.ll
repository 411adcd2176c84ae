; A triple without a datalayout: the summary reads the module first
; without a layout, where addrspace("A") is 0 and the store's pointer
; type does not match, and fails; read by batches with the triple's
; layout taken at once, it would pass.  Not read by batches.
target triple = "amdgcn-amd-amdhsa"
define void @f() {
  %a = alloca i32, addrspace("A")
  store i32 0, ptr addrspace(5) %a
  ret void
}
define void @c() {
  ret void
}
define void @d() {
  ret void
}
define void @e() {
  ret void
}
