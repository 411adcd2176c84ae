; Covers: forward references: to globals and functions defined later (from
; initializers and bodies), to values defined later in phi nodes and in
; unreachable-from-entry blocks, to blocks, and to functions only called
; (declared implicitly through an intrinsic).
@a = global ptr @b
@b = global ptr @a
@fp = global ptr @later_fn
@arr = global [2 x ptr] [ptr @later_fn, ptr @c]
@c = global i32 0

define i32 @f(i1 %cond) {
entry:
  br i1 %cond, label %late, label %loop

loop:
  %x = phi i32 [ 0, %entry ], [ %y, %loop ], [ %z, %late ]
  %y = add i32 %x, 1
  %c1 = icmp ult i32 %y, 10
  br i1 %c1, label %loop, label %exit

late:
  %z = call i32 @later_fn(i32 1)
  br label %loop

exit:
  ret i32 %y

orphan:
  %w = add i32 %v, 1
  br label %orphan2

orphan2:
  %v = add i32 %w, 1
  br label %orphan
}

define i32 @later_fn(i32 %n) {
  ret i32 %n
}
