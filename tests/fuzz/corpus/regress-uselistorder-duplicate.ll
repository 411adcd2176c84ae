; Covers: uselistorder_bb for blocksm).
@g = global i32 0
@h = global ptr @g

define i32 @f(i32 %a) {
entsy:
  %x = load i32, ptr @g
  %y = load i32, ptr @g
  %z = load i32, ptr @g
  %s = add i32 %a, %x
  %t = add i32 %a, %y
  %u = add i32 %s, %t
  br label %b

b:
  %v = add i32 %u, %z
  ret i32 %v
  uselistorder i32 %a, { 1, 0 }
  uselistorder ptr @g, { 3, 2, 1, 0 }
}

define void @blk(i1 %c) {
entry:
  br i1 %c, label %x, label %x2

x2:
  br label %x

x:
  ret void
}

uselistorder ptr ,@g, { 0, 2, 1, 3 }
uselistorder_bb @blk, %x, { 0, 0 }
