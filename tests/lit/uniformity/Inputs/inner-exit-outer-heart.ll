; From tests/gen/soundgen.py --seed 108189 --functions 10 --target nvptx, function f108189_1.
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @f108189_1(i32 %n, i32 %k, i1 %c, ptr addrspace(1) %out) {
entry:
  %tok.top = call token @llvm.experimental.convergence.anchor()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p.tid = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  br label %loop.4

loop.4:
  %iv.3 = phi i32 [ %k, %entry ], [ %iv.next.11, %latch.5 ]
  %phi.29 = phi i32 [ 0, %entry ], [ 0, %latch.5 ]
  %phi.30 = phi i32 [ 2, %entry ], [ %v.51, %latch.5 ]
  %phi.31 = phi i32 [ %tid, %entry ], [ undef, %latch.5 ]
  %heart.32 = call token @llvm.experimental.convergence.loop()  [ "convergencectrl"(token %tok.top) ]
  %t.6 = icmp uge i32 %iv.3, %n
  %t.7 = icmp uge i32 %iv.3, 8
  %t.8 = or i1 %t.6, %t.7
  %v.33 = add i32 %n, %phi.30
  br i1 %t.8, label %loop.2, label %body.9

body.9:
  %v.34 = and i32 %iv.3, 63
  %p.35 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %v.34
  %ld.36 = load i32, ptr addrspace(1) %p.35
  %v.37 = zext i1 %t.7 to i32
  %cv.38 = call i32 @conv.i32(i32 %ld.36) [ "convergencectrl"(token %heart.32) ]
  %v.39 = icmp ne i32 %phi.29, %v.37
  %v.40 = or i32 %v.34, %ld.36
  %tm.41 = and i32 %tid, 3
  %im.42 = and i32 %iv.3, 3
  %d.43 = icmp eq i32 %tm.41, %im.42
  br i1 %d.43, label %loop.2, label %cont.10

cont.10:
  %v.44 = add i32 %cv.38, %tm.41
  %v.45 = mul i32 %v.34, %v.34
  %v.46 = shl i32 %v.44, 0
  %v.47 = zext i1 %d.43 to i32
  br label %latch.5

latch.5:
  %iv.next.11 = add i32 %iv.3, 1
  %v.48 = mul i32 %v.45, %v.44
  %v.49 = and i32 %iv.next.11, %k
  %v.50 = icmp ult i32 %iv.next.11, %v.49
  %v.51 = add i32 %v.48, %v.40
  %v.52 = mul i32 %iv.3, 3
  %tm.53 = and i32 %tid, 7
  %d.54 = icmp ult i32 %v.37, 0
  br i1 %d.54, label %loop.4, label %loop.2

loop.2:
  %iv.12 = phi i32 [ 0, %loop.4 ], [ 0, %latch.5 ], [ 0, %body.9 ], [ %iv.next.28, %latch.14 ]
  %phi.55 = phi i32 [ %v.33, %loop.4 ], [ %v.48, %latch.5 ], [ %ld.36, %body.9 ], [ %cv.80, %latch.14 ]
  %phi.56 = phi i32 [ 1, %loop.4 ], [ 0, %latch.5 ], [ %v.40, %body.9 ], [ %k, %latch.14 ]
  %phi.57 = phi i32 [ %v.33, %loop.4 ], [ %v.37, %latch.5 ], [ 1, %body.9 ], [ %v.73, %latch.14 ]
  %heart.58 = call token @llvm.experimental.convergence.loop()  [ "convergencectrl"(token %tok.top) ]
  %t.15 = icmp uge i32 %iv.12, %n
  %t.16 = icmp uge i32 %iv.12, 8
  %t.17 = or i1 %t.15, %t.16
  %v.59 = icmp ne i32 %phi.30, %v.33
  %cv.60 = call i32 @conv.i32(i32 %n) [ "convergencectrl"(token %heart.58) ]
  %v.61 = and i32 %phi.56, %phi.57
  br i1 %t.17, label %exit.13, label %body.18

body.18:
  %v.62 = and i32 %phi.55, %phi.55
  %v.63 = add i32 %k, %n
  br label %loop.20

loop.20:
  %iv.19 = phi i32 [ %iv.12, %body.18 ], [ %iv.next.24, %latch.22 ]
  %phi.64 = phi i32 [ %cv.60, %body.18 ], [ %cv.71, %latch.22 ]
  %phi.65 = phi i1 [ %t.16, %body.18 ], [ %v.59, %latch.22 ]
  %heart.66 = call token @llvm.experimental.convergence.loop()  [ "convergencectrl"(token %heart.58) ]
  %v.67 = add i32 %v.63, %iv.19
  %tm.68 = and i32 %tid, 7
  %im.69 = and i32 %iv.19, 7
  %d.70 = icmp eq i32 %tm.68, %im.69
  br i1 %d.70, label %cont.23, label %exit.13

cont.23:
  %cv.71 = call i32 @conv.i32(i32 %k) [ "convergencectrl"(token %heart.66) ]
  %cv.72 = call i32 @conv.i32(i32 %k) [ "convergencectrl"(token %heart.66) ]
  br label %latch.22

latch.22:
  %iv.next.24 = add i32 %iv.19, 1
  %t.25 = icmp ult i32 %iv.next.24, %n
  %t.26 = icmp ult i32 %iv.next.24, 8
  %t.27 = and i1 %t.25, %t.26
  %v.73 = add i32 %v.67, %n
  br i1 %t.27, label %loop.20, label %exit.21

exit.21:
  %cv.74 = call i32 @conv.i32(i32 %cv.72) [ "convergencectrl"(token %heart.66) ]
  %cv.75 = call i32 @conv.i32(i32 %iv.next.24) [ "convergencectrl"(token %heart.66) ]
  %v.76 = add i32 %v.73, %tm.68
  %v.77 = shl i32 3, 3
  %v.78 = mul i32 %iv.12, 3
  br label %latch.14

latch.14:
  %phi.79 = phi i32 [ %n, %exit.21 ]
  %iv.next.28 = add i32 %iv.12, 1
  %cv.80 = call i32 @conv.i32(i32 %iv.next.24) [ "convergencectrl"(token %heart.58) ]
  %cv.81 = call i32 @conv.i32(i32 %v.63) [ "convergencectrl"(token %heart.58) ]
  %v.82 = icmp ne i32 %phi.30, %n
  br label %loop.2

exit.13:
  %phi.83 = phi i32 [ undef, %loop.2 ], [ %iv.19, %loop.20 ]
  %cv.84 = call i32 @conv.i32(i32 %iv.12) [ "convergencectrl"(token %heart.58) ]
  %cv.85 = call i32 @conv.i32(i32 %v.33) [ "convergencectrl"(token %heart.58) ]
  store i32 %iv.12, ptr addrspace(1) %p.tid
  ret void
}
declare i32 @conv.i32(i32) convergent
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
