; An irreducible cycle (%A and %B both entered from %entry) with phis in
; both entries: step 1 adds the guard %irr.guard, which takes the edges
; from %entry (through two edge blocks: %entry branches to both entries)
; and the edge to the header %B (LLVM's header); %irr.sel says which
; entry; the entries' phis move into the guard (poison on the other
; entry's edges).  The edge from outside to the header comes back to the
; guard once more (%irr.sel 2, the switch's edge to %irr.guard, %y.irr
; kept), so that the heart counts passes through %B.  The guard is the
; header of a natural loop and gets the heart.
;
; RUN: %converge tokens %s -o %t.ll --stats 2> %t.stats
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=STATS < %t.stats
; RUN: %converge verify %t.ll
; RUN: %converge cycles %t.ll | FileCheck %s --check-prefix=CYCLES
; RUN: %converge check --budget 4 %s %t.ll | FileCheck %s --check-prefix=HOLDS
; HOLDS: @k: holds on 4 launches
; STATS: 1 irreducible cycles, blocks 4 -> 7 (1 guards, 2 edge blocks); 1 hearts, 1 bundles
; CYCLES: 1 cycle, 0 irreducible
; CYCLES: cycle %irr.guard, line {{[0-9]+}}, depth 1, reducible
; CHECK-LABEL: define void @k(i1 %a, i32 %n, ptr addrspace(1) %out) #{{[0-9]+}} {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %conv.entry = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT:   %tid = call i32 @llvm.amdgcn.workitem.id.x()
; CHECK-NEXT:   br i1 %a, label %irr.split, label %irr.split1
; CHECK-EMPTY:
; CHECK-NEXT: A:
; CHECK-NEXT:   %x = phi i32 [ %y1, %B ], [ %x.irr, %irr.guard ]
; CHECK-NEXT:   %ca = icmp ult i32 %tid, %x
; CHECK-NEXT:   %b = call i64 @llvm.amdgcn.ballot.i64(i1 %ca) [ "convergencectrl"(token %conv.loop) ]
; CHECK-NEXT:   %x1 = add i32 %x, 1
; CHECK-NEXT:   %c = icmp ult i32 %x1, %n
; CHECK-NEXT:   br i1 %c, label %irr.guard, label %exit
; CHECK-EMPTY:
; CHECK-NEXT: B:
; CHECK-NEXT:   %y = phi i32 [ %y.irr, %irr.guard ]
; CHECK-NEXT:   %y1 = add i32 %y, 2
; CHECK-NEXT:   %cb = icmp ult i32 %y1, %tid
; CHECK-NEXT:   br i1 %cb, label %A, label %exit
; CHECK-EMPTY:
; CHECK-NEXT: exit:
; CHECK-NEXT:   %r = phi i32 [ %x1, %A ], [ %y1, %B ]
; CHECK-NEXT:   %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
; CHECK-NEXT:   store i32 %r, ptr addrspace(1) %p, align 4
; CHECK-NEXT:   ret void
; CHECK-EMPTY:
; CHECK-NEXT: irr.guard:
; CHECK-NEXT:   %irr.sel = phi i32 [ 1, %irr.split ], [ 2, %irr.split1 ], [ 0, %A ], [ 0, %irr.guard ]
; CHECK-NEXT:   %y.irr = phi i32 [ poison, %irr.split ], [ 5, %irr.split1 ], [ %x1, %A ], [ %y.irr, %irr.guard ]
; CHECK-NEXT:   %x.irr = phi i32 [ 0, %irr.split ], [ poison, %irr.split1 ], [ poison, %A ], [ poison, %irr.guard ]
; CHECK-NEXT:   %conv.loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %conv.entry) ]
; CHECK-NEXT:   switch i32 %irr.sel, label %B [
; CHECK-NEXT:     i32 1, label %A
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

define void @k(i1 %a, i32 %n, ptr addrspace(1) %out) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br i1 %a, label %A, label %B

A:
  %x = phi i32 [ 0, %entry ], [ %y1, %B ]
  %ca = icmp ult i32 %tid, %x
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %ca)
  %x1 = add i32 %x, 1
  %c = icmp ult i32 %x1, %n
  br i1 %c, label %B, label %exit

B:
  %y = phi i32 [ 5, %entry ], [ %x1, %A ]
  %y1 = add i32 %y, 2
  %cb = icmp ult i32 %y1, %tid
  br i1 %cb, label %A, label %exit

exit:
  %r = phi i32 [ %x1, %A ], [ %y1, %B ]
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
