; Covers: phi with many predecessors (including a switch with repeated
; destinations, a self loop and forward references), phi of pointers,
; vectors and structs; select with scalar and vector conditions.
define i32 @phis(i32 %x, i1 %c) {
entry:
  switch i32 %x, label %d [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %a
    i32 3, label %c3
  ]

a:
  br label %join

b:
  br label %join

c3:
  br i1 %c, label %join, label %loop

loop:
  %i = phi i32 [ 0, %c3 ], [ %inc, %loop ]
  %inc = add i32 %i, 1
  %done = icmp eq i32 %inc, 10
  br i1 %done, label %join, label %loop

d:
  br label %join

join:
  %r = phi i32 [ 1, %a ], [ 2, %b ], [ 3, %c3 ], [ %inc, %loop ], [ %x, %d ]
  %p = phi ptr [ null, %a ], [ null, %b ], [ null, %c3 ], [ null, %loop ], [ @phis, %d ]
  %v = phi <2 x i8> [ zeroinitializer, %a ], [ <i8 1, i8 2>, %b ], [ undef, %c3 ], [ poison, %loop ], [ splat (i8 9), %d ]
  %s = phi { i32, i1 } [ zeroinitializer, %a ], [ { i32 1, i1 true }, %b ], [ undef, %c3 ], [ undef, %loop ], [ undef, %d ]
  ret i32 %r
}

define <4 x i32> @selects(i1 %c, <4 x i1> %vc, <4 x i32> %a, <4 x i32> %b, ptr %p) {
  %1 = select i1 %c, <4 x i32> %a, <4 x i32> %b
  %2 = select <4 x i1> %vc, <4 x i32> %1, <4 x i32> zeroinitializer
  %3 = select i1 %c, ptr %p, ptr null
  %4 = select i1 true, i32 1, i32 2
  %5 = select <4 x i1> <i1 true, i1 false, i1 undef, i1 poison>, <4 x i32> %a, <4 x i32> %2
  %6 = select i1 %c, { i32, float } zeroinitializer, { i32, float } undef
  ret <4 x i32> %5
}
