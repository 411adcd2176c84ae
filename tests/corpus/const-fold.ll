; Covers: constant expressions that LLVM folds while reading: integer
; arithmetic on plain integers, casts of constants, GEPs on null with zero
; offsets, ptrtoint of null, bitcasts between same-size types, xor of
; constants, extract/insert of vector elements of constant vectors.
@g = global i32 0
@f1 = global i64 add (i64 1, i64 2)
@f2 = global i32 trunc (i64 4294967297 to i32)
@f3 = global ptr getelementptr (i8, ptr null, i64 0)
@f4 = global i64 ptrtoint (ptr null to i64)
@f5 = global float bitcast (i32 1065353216 to float)
@f6 = global i8 xor (i8 15, i8 -1)
@f7 = global i64 sub (i64 ptrtoint (ptr @g to i64), i64 ptrtoint (ptr @g to i64))
@f8 = global ptr getelementptr (i32, ptr @g, i64 0)
@f9 = global ptr addrspacecast (ptr addrspace(1) null to ptr)
@f10 = global <2 x i32> bitcast (i64 0 to <2 x i32>)
@f11 = global ptr inttoptr (i64 0 to ptr)

define i64 @in_body2(ptr %p) {
  %x = load i64, ptr %p
  %a = add i64 %x, add (i64 3, i64 4)
  %b = add i64 %a, ptrtoint (ptr getelementptr (i8, ptr null, i64 8) to i64)
  %c = xor i64 %b, xor (i64 1, i64 3)
  %d = trunc i64 %c to i32
  %e = add i32 %d, trunc (i64 8589934594 to i32)
  %f = icmp eq ptr getelementptr inbounds (i8, ptr @g, i64 0), %p
  %h = load i32, ptr getelementptr ([4 x i32], ptr @g, i64 0, i64 0)
  %i = add i64 %c, sub (i64 10, i64 3)
  %j = add i32 trunc (i64 ptrtoint (ptr @g to i64) to i32), 1
  store float bitcast (i32 0 to float), ptr %p
  ret i64 %i
}
