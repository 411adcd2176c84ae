define amdgpu_kernel void @exit_phi(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %iv = phi i32 [ 0, %entry ], [ %iv.next, %body ]
  %exit.cond = icmp uge i32 %iv, %n
  br i1 %exit.cond, label %exit, label %body
body:
  %div.cond = icmp eq i32 %tid, 0
  %iv.next = add i32 %iv, 1
  br i1 %div.cond, label %exit, label %loop
exit:
  %acc = phi i32 [ 1, %body ], [ 0, %loop ]
  ret void
}

define amdgpu_kernel void @iteration_exit(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %h
h:
  %iv = phi i32 [ 0, %entry ], [ %iv.next, %j ]
  %iv.next = add i32 %iv, 1
  %d = icmp ult i32 %tid, %iv
  br i1 %d, label %a, label %b
a:
  %u = icmp uge i32 %iv.next, %n
  br i1 %u, label %e, label %j
b:
  br label %j
j:
  %big = icmp ult i32 %iv.next, 6
  br i1 %big, label %h, label %e
e:
  %x = phi i32 [ %iv, %a ], [ %iv, %j ]
  %y = add i32 %iv, 100
  ret void
}

define amdgpu_kernel void @two_loops_own_cycle(i32 %n, i32 %m) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %i.next = add i32 %i, 1
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner.latch ]
  %j.next = add i32 %j, 1
  %d = icmp eq i32 %tid, %i
  br i1 %d, label %other, label %inner.latch
inner.latch:
  %c = icmp ult i32 %j.next, %m
  br i1 %c, label %inner, label %outer.latch
outer.latch:
  %c2 = icmp ult i32 %i.next, %n
  br i1 %c2, label %outer, label %done
other:
  %k = phi i32 [ 0, %inner ], [ %k.next, %other ]
  %v = phi i32 [ %i, %inner ], [ %v, %other ]
  %k.next = add i32 %k, 1
  %c3 = icmp ult i32 %k.next, 2
  br i1 %c3, label %other, label %done
done:
  ret void
}

define amdgpu_kernel void @header_join(i32 %n, i32 %k, i1 %c, ptr addrspace(1) %out) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop.3

loop.3:
  %iv.2 = phi i32 [ 0, %entry ], [ %iv.s.6, %loop.3 ], [ %iv.next.16, %latch.5 ]
  %phi.23 = phi i32 [ 0, %entry ], [ %n, %loop.3 ], [ 0, %latch.5 ]
  %iv.s.6 = add i32 %iv.2, 1
  %g.7 = icmp ult i32 %iv.s.6, 8
  %d.32 = icmp eq i32 %tid, 1
  %g.33 = and i1 %d.32, %g.7
  br i1 %g.33, label %loop.3, label %loop.b.8

loop.b.8:
  %t.10 = icmp uge i32 %iv.2, 8
  br i1 %t.10, label %exit.4, label %latch.5

latch.5:
  %iv.next.16 = add i32 %iv.2, 1
  br label %loop.3

exit.4:
  ret void
}

define amdgpu_kernel void @heart_after_loop(i32 %n, i32 %k, i1 %c, ptr addrspace(1) %out) convergent {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop.3

loop.3:
  %iv.2 = phi i32 [ 0, %entry ], [ %iv.next.16, %latch.5 ]
  %heart.76 = call token @llvm.experimental.convergence.loop()  [ "convergencectrl"(token %tok.entry) ]
  %t.6 = icmp uge i32 %iv.2, %n
  br i1 %t.6, label %exit.4, label %body.9

body.9:
  %d.94 = icmp eq i32 %tid, 0
  br i1 %d.94, label %latch.5, label %exit.4

latch.5:
  %iv.next.16 = add i32 %iv.2, 1
  br label %loop.3

exit.4:
  %bal.123 = call i32 @llvm.amdgcn.ballot.i32(i1 %t.6) [ "convergencectrl"(token %heart.76) ]
  br label %loop.18

loop.18:
  %v.129 = icmp ult i32 0, %bal.123
  ret void
}

define amdgpu_kernel void @anchor_group(i32 %n, ptr addrspace(1) %out) {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %a) ]
  %in = add i32 %first, 1
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %a) ]
  %after = add i32 %in, %n
  %c = icmp eq i32 %b, 15
  br i1 %c, label %yes, label %no

yes:
  br label %join

no:
  br label %join

join:
  %j = phi i32 [ 1, %yes ], [ 2, %no ]
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %after, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @self_phi(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %h

h:
  %iv = phi i32 [ 0, %entry ], [ %iv.s, %h ], [ %iv.n, %latch ]
  %x = phi i32 [ undef, %entry ], [ %x, %h ], [ %ld, %latch ]
  %iv.s = add i32 %iv, 1
  %t = and i32 %tid, 1
  %im = and i32 %iv, 1
  %d = icmp eq i32 %t, %im
  %g = icmp ult i32 %iv.s, 6
  %stay = and i1 %d, %g
  br i1 %stay, label %h, label %latch

latch:
  %old = load i32, ptr addrspace(1) %out
  %new = add i32 %old, 1
  store i32 %new, ptr addrspace(1) %out
  %ld = load i32, ptr addrspace(1) %out
  %iv.n = add i32 %iv, 1
  %more = icmp ult i32 %iv.n, %n
  br i1 %more, label %h, label %exit

exit:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %x, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @branch_in_heart_region(i32 %n, ptr addrspace(1) %out) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %iv = phi i32 [ 0, %entry ], [ %iv.next, %latch ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %t = icmp uge i32 %iv, %n
  br i1 %t, label %after, label %body

body:
  %d = icmp eq i32 %tid, 0
  br i1 %d, label %latch, label %after

latch:
  %iv.next = add i32 %iv, 1
  br label %loop

after:
  %big = icmp ugt i32 %iv, 1
  br i1 %big, label %x, label %y

x:
  %bx = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %h) ]
  br label %join

y:
  %by = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %h) ]
  br label %join

join:
  %p = phi i32 [ 1, %x ], [ 2, %y ]
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %p, ptr addrspace(1) %slot
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ballot.i32(i1) convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare token @llvm.experimental.convergence.anchor()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
