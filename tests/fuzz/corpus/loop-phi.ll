; a counted loop with a phi, unnamed values and a switch
define i32 @sum(i32 %n, ptr %p) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %body ]
  %done = icmp sge i32 %i, %n
  br i1 %done, label %exit, label %body

body:
  %q = getelementptr inbounds i32, ptr %p, i32 %i
  %v = load i32, ptr %q, align 4
  %acc.next = add i32 %acc, %v
  %i.next = add nuw nsw i32 %i, 1
  br label %loop

exit:
  %0 = add i32 %acc, 1
  switch i32 %0, label %out [
    i32 0, label %zero
    i32 7, label %out
  ]

zero:
  br label %out

out:
  %r = phi i32 [ %0, %exit ], [ %0, %exit ], [ 0, %zero ]
  ret i32 %r
}
