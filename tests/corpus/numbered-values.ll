; Covers: numbered (unnamed) values and blocks: implicit numbering of the
; entry block, explicit numbers with gaps, numbered arguments, mixed named
; and unnamed values, unnamed instructions without a number, and forward
; references to numbered blocks.
define i32 @seq(i32, i32) {
  %3 = add i32 %0, %1
  br label %4

4:
  %5 = mul i32 %3, 2
  ret i32 %5
}

define i32 @gaps(i32 %0, i32 %5) {
  %7 = add i32 %0, %5
  br label %10

10:
  %named = sub i32 %7, 1
  %20 = mul i32 %named, %7
  br label %30

30:
  %31 = phi i32 [ %20, %10 ]
  ret i32 %31
}

define void @mixed(ptr %p) {
entry:
  %0 = load i32, ptr %p
  store i32 %0, ptr %p
  br label %1

1:
  %x = add i32 %0, 1
  %2 = add i32 %x, 1
  br i1 true, label %3, label %bb

3:
  br label %bb

bb:
  %4 = phi i32 [ %2, %3 ], [ 0, %1 ]
  ret void
}

define void @unnamed_entry(i1 %c) {
  br i1 %c, label %1, label %2

1:
  br label %2

2:
  ret void
}
