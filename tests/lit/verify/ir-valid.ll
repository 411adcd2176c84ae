; Well-formed IR: phis with one entry per predecessor edge (a repeated edge
; repeats its value), phi uses on back edges, uses in unreachable blocks.
; RUN: %converge verify %s | count 0
; RUN: %converge verify --format=llvm %s | count 0

define i32 @phis(i32 %n, i1 %c) {
A:
  switch i32 %n, label %B [ i32 0, label %C
                            i32 1, label %C ]
B:
  br label %C
C:
  %p = phi i32 [ 1, %A ], [ 1, %A ], [ 2, %B ]
  %q = phi i32 [ %n, %A ], [ %n, %A ], [ 0, %B ]
  br label %L
L:
  %i = phi i32 [ 0, %C ], [ %i.next, %L ]
  %i.next = add i32 %i, %p
  br i1 %c, label %L, label %X
X:
  ret i32 %i.next
D:
  %d = add i32 %d, 1
  %e = add i32 %i.next, %d
  br label %X
}
