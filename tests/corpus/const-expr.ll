; Covers: constant expressions: getelementptr (inbounds, nuw, nusw, inrange,
; vector), trunc, ptrtoint, inttoptr, bitcast, addrspacecast, ptrtoaddr,
; add/sub/xor with nuw/nsw, nested expressions, expressions in initializers,
; in instruction operands, in phi and in call arguments.
%S = type { i32, [4 x i8] }

@g = global %S zeroinitializer
@arr = global [10 x i32] zeroinitializer
@p1 = global ptr getelementptr (i8, ptr @g, i64 4)
@p2 = global ptr getelementptr inbounds (%S, ptr @g, i32 0, i32 1, i64 2)
@p3 = global ptr getelementptr inbounds nuw ([10 x i32], ptr @arr, i64 0, i64 5)
@p4 = global ptr getelementptr nusw (i32, ptr @arr, i64 -1)
@p5 = global ptr getelementptr inbounds inrange(-4, 12) (%S, ptr @g, i64 0, i32 1)
@i1 = global i64 ptrtoint (ptr @g to i64)
@i2 = global i32 trunc (i64 ptrtoint (ptr @arr to i64) to i32)
@i3 = global i64 sub (i64 ptrtoint (ptr @arr to i64), i64 ptrtoint (ptr @g to i64))
@i4 = global i64 add nuw nsw (i64 ptrtoint (ptr @g to i64), i64 8)
@i5 = global i64 xor (i64 ptrtoint (ptr @g to i64), i64 -1)
@i6 = global i64 sub nsw (i64 0, i64 ptrtoint (ptr @arr to i64))
@i7 = global i64 ptrtoaddr (ptr @g to i64)
@q1 = global ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1))
@q2 = global ptr inttoptr (i64 4096 to ptr)
@q3 = global <2 x ptr> getelementptr (i32, <2 x ptr> <ptr @arr, ptr @arr>, <2 x i64> <i64 0, i64 1>)
@q4 = global i32 bitcast (<2 x i16> <i16 1, i16 2> to i32)
@q5 = global [2 x i64] [i64 ptrtoint (ptr @g to i64), i64 add (i64 ptrtoint (ptr @g to i64), i64 1)]

define i64 @uses(i1 %c) {
entry:
  %a = add i64 ptrtoint (ptr @g to i64), 1
  %b = load i32, ptr getelementptr inbounds ([10 x i32], ptr @arr, i64 0, i64 3)
  store i32 %b, ptr getelementptr (%S, ptr @g, i64 0, i32 1)
  %v = extractelement <2 x ptr> getelementptr (i32, <2 x ptr> <ptr @arr, ptr @g>, <2 x i64> splat (i64 2)), i32 0
  br i1 %c, label %x, label %y

x:
  br label %y

y:
  %p = phi i64 [ sub (i64 ptrtoint (ptr @arr to i64), i64 ptrtoint (ptr @g to i64)), %x ], [ %a, %entry ]
  %q = xor i64 %p, xor (i64 ptrtoint (ptr @g to i64), i64 5)
  %r = add i64 %q, ptrtoint (ptr getelementptr (i8, ptr null, i64 1) to i64)
  %s = icmp eq ptr addrspacecast (ptr addrspace(1) null to ptr), %v
  %t = trunc i64 sub nuw (i64 ptrtoint (ptr @arr to i64), i64 1) to i32
  ret i64 %r
}
