; An irreducible cycle (%P, %Q) inside a natural loop (%loop): the loop
; keeps its header and heart; the inner cycle gets a guard inside the loop
; and a heart whose token is the loop's heart.  The ballot in %loop uses
; the loop's heart, the one in %Q the inner guard's.
;
; The groups at %Q change, and `check` says so: in BEFORE the simulator
; uses LLVM's hierarchy (header %Q), where threads that enter at %P and go
; on to %Q meet the threads that enter at %Q; with the guard as header the
; edge %P -> %Q is an iteration of the new loop and they are apart.  The
; specification makes the groups of an irreducible cycle depend on the
; hierarchy chosen, and says implicit control cannot be translated fully
; (docs/tokens.md, "Step 1 and the groups of irreducible cycles").
;
; RUN: %converge tokens %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: %converge verify %t.ll
;
; Under LLVM's hierarchy alone the threads meet apart; `converge check`
; also runs the input under other depth-first orders, where the other
; entry is the header, and there the input's threads meet as the
; output's do: the transform holds.
; RUN: %converge check --budget 4 %s %t.ll | FileCheck %s --check-prefix=APART
; APART: @k: holds on 4 launches
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
; CHECK-NEXT:   %irr.sel = phi i32 [ 1, %irr.split ], [ 0, %irr.split1 ], [ 0, %P ]
; CHECK-NEXT:   %y0.irr = phi i32 [ poison, %irr.split ], [ 1, %irr.split1 ], [ %x1, %P ]
; CHECK-NEXT:   %x.irr = phi i32 [ 0, %irr.split ], [ poison, %irr.split1 ], [ poison, %P ]
; CHECK-NEXT:   %conv.loop2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %conv.loop) ]
; CHECK-NEXT:   switch i32 %irr.sel, label %Q [
; CHECK-NEXT:     i32 1, label %P
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
