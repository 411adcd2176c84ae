; An irreducible cycle (%P, %Q) inside a natural loop (%loop): the loop
; keeps its header and heart; the inner cycle gets a guard inside the loop
; and a heart whose token is the loop's heart.  The ballot in %loop uses
; the loop's heart, the one in %Q the inner guard's.
;
; LLVM's hierarchy makes %Q the header.  The guard takes the edges from
; %loop into both entries and the back edge %P -> %Q; the edge %Q -> %P
; from inside to the other entry stays.  The edge from outside to %Q goes
; through the guard twice (%irr.sel 2: the switch's edge to %irr.guard),
; so that every thread passes the guard once more than it passes %Q: the
; heart counts the iterations of LLVM's hierarchy.
;
; RUN: %converge tokens %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: %converge verify %t.ll
; RUN: %converge check --budget 4 %s %t.ll | FileCheck %s --check-prefix=HOLDS
; HOLDS: @k: holds on 4 launches
;
; `check` also accepts groups of other hierarchies of the input; `run`
; shows that the groups are LLVM's.  The even threads enter at %P and go
; on to %Q, the odd ones enter at %Q: at the ballot in %Q all have passed
; %Q once, and they meet, in the input and in the output.  The guard
; without its edge to itself (one pass for every entry) split them into
; even and odd threads.
; RUN: %converge run --threads 8 --wave 8 --arg n=1 %s | FileCheck %s --check-prefix=GROUPS
; RUN: %converge run --threads 8 --wave 8 --arg n=1 %t.ll | FileCheck %s --check-prefix=GROUPS
; GROUPS:     %b1 = @llvm.amdgcn.ballot.i64  threads 0-7  args
; GROUPS-NOT: %b1 =
; CHECK-LABEL: define void @k(i32 %n, ptr addrspace(1) %out) #{{[0-9]+}} {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %conv.entry = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT:   %tid = call i32 @llvm.amdgcn.workitem.id.x()
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
; CHECK-NEXT:   %conv.loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %conv.entry) ]
; CHECK-NEXT:   %b0 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %conv.loop) ]
; CHECK-NEXT:   %odd = and i32 %tid, 1
; CHECK-NEXT:   %c = icmp eq i32 %odd, 0
; CHECK-NEXT:   br i1 %c, label %irr.split, label %irr.split1
; CHECK-EMPTY:
; CHECK-NEXT: P:
; CHECK-NEXT:   %x = phi i32 [ %y, %Q ], [ %x.irr, %irr.guard ]
; CHECK-NEXT:   %x1 = add i32 %x, 1
; CHECK-NEXT:   %cp = icmp ult i32 %x1, 3
; CHECK-NEXT:   br i1 %cp, label %irr.guard, label %latch
; CHECK-EMPTY:
; CHECK-NEXT: Q:
; CHECK-NEXT:   %y0 = phi i32 [ %y0.irr, %irr.guard ]
; CHECK-NEXT:   %cq0 = icmp ult i32 %tid, %y0
; CHECK-NEXT:   %b1 = call i64 @llvm.amdgcn.ballot.i64(i1 %cq0) [ "convergencectrl"(token %conv.loop2) ]
; CHECK-NEXT:   %y = add i32 %y0, 1
; CHECK-NEXT:   %cq = icmp ult i32 %y, 4
; CHECK-NEXT:   br i1 %cq, label %P, label %latch
; CHECK-EMPTY:
; CHECK-NEXT: latch:
; CHECK-NEXT:   %i1 = add i32 %i, 1
; CHECK-NEXT:   %d = icmp ult i32 %i1, %n
; CHECK-NEXT:   br i1 %d, label %loop, label %exit
; CHECK-EMPTY:
; CHECK-NEXT: exit:
; CHECK-NEXT:   %p = getelementptr i64, ptr addrspace(1) %out, i32 %tid
; CHECK-NEXT:   store i64 %b0, ptr addrspace(1) %p, align 4
; CHECK-NEXT:   ret void
; CHECK-EMPTY:
; CHECK-NEXT: irr.guard:
; CHECK-NEXT:   %irr.sel = phi i32 [ 1, %irr.split ], [ 2, %irr.split1 ], [ 0, %P ], [ 0, %irr.guard ]
; CHECK-NEXT:   %y0.irr = phi i32 [ poison, %irr.split ], [ 1, %irr.split1 ], [ %x1, %P ], [ %y0.irr, %irr.guard ]
; CHECK-NEXT:   %x.irr = phi i32 [ 0, %irr.split ], [ poison, %irr.split1 ], [ poison, %P ], [ poison, %irr.guard ]
; CHECK-NEXT:   %conv.loop2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %conv.loop) ]
; CHECK-NEXT:   switch i32 %irr.sel, label %Q [
; CHECK-NEXT:     i32 1, label %P
; CHECK-NEXT:     i32 2, label %irr.guard
; CHECK-NEXT:   ]
; CHECK-EMPTY:
; CHECK-NEXT: irr.split:
; CHECK-NEXT:   br label %irr.guard
; CHECK-EMPTY:
; CHECK-NEXT: irr.split1:
; CHECK-NEXT:   br label %irr.guard
; CHECK-NEXT: }
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1) convergent

define void @k(i32 %n, ptr addrspace(1) %out) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %b0 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %odd = and i32 %tid, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %P, label %Q

P:
  %x = phi i32 [ 0, %loop ], [ %y, %Q ]
  %x1 = add i32 %x, 1
  %cp = icmp ult i32 %x1, 3
  br i1 %cp, label %Q, label %latch

Q:
  %y0 = phi i32 [ 1, %loop ], [ %x1, %P ]
  %cq0 = icmp ult i32 %tid, %y0
  %b1 = call i64 @llvm.amdgcn.ballot.i64(i1 %cq0)
  %y = add i32 %y0, 1
  %cq = icmp ult i32 %y, 4
  br i1 %cq, label %P, label %latch

latch:
  %i1 = add i32 %i, 1
  %d = icmp ult i32 %i1, %n
  br i1 %d, label %loop, label %exit

exit:
  %p = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %b0, ptr addrspace(1) %p
  ret void
}
