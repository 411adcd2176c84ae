; A natural loop (%L) inside an irreducible cycle (%A, %B, %L): the outer
; cycle becomes a natural loop with the guard as header; the inner loop's
; heart takes the guard's heart.
;
; RUN: %converge tokens %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: %converge verify %t.ll
; RUN: %converge check --budget 4 %s %t.ll | FileCheck %s --check-prefix=HOLDS
; HOLDS: @k: holds on 4 launches
; CHECK-LABEL: define void @k(i1 %a, i32 %n, ptr addrspace(1) %out) #{{[0-9]+}} {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %conv.entry = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT:   %tid = call i32 @llvm.amdgcn.workitem.id.x()
; CHECK-NEXT:   br i1 %a, label %irr.split, label %irr.split1
; CHECK-EMPTY:
; CHECK-NEXT: A:
; CHECK-NEXT:   %k = phi i32 [ %k2, %B ], [ %k.irr, %irr.guard ]
; CHECK-NEXT:   %k1 = add i32 %k, 1
; CHECK-NEXT:   br label %L
; CHECK-EMPTY:
; CHECK-NEXT: L:
; CHECK-NEXT:   %j = phi i32 [ 0, %A ], [ %j1, %L ]
; CHECK-NEXT:   %conv.loop2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %conv.loop) ]
; CHECK-NEXT:   %cl = icmp eq i32 %tid, %j
; CHECK-NEXT:   %b = call i64 @llvm.amdgcn.ballot.i64(i1 %cl) [ "convergencectrl"(token %conv.loop2) ]
; CHECK-NEXT:   %j1 = add i32 %j, 1
; CHECK-NEXT:   %cj = icmp ult i32 %j1, 2
; CHECK-NEXT:   br i1 %cj, label %L, label %irr.guard
; CHECK-EMPTY:
; CHECK-NEXT: B:
; CHECK-NEXT:   %m = phi i32 [ %m.irr, %irr.guard ]
; CHECK-NEXT:   %k2 = add i32 %m, 1
; CHECK-NEXT:   %cb = icmp ult i32 %k2, %n
; CHECK-NEXT:   br i1 %cb, label %A, label %exit
; CHECK-EMPTY:
; CHECK-NEXT: exit:
; CHECK-NEXT:   %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
; CHECK-NEXT:   store i32 %k2, ptr addrspace(1) %p, align 4
; CHECK-NEXT:   ret void
; CHECK-EMPTY:
; CHECK-NEXT: irr.guard:
; CHECK-NEXT:   %irr.sel = phi i32 [ 1, %irr.split ], [ 2, %irr.split1 ], [ 0, %L ], [ 0, %irr.guard ]
; CHECK-NEXT:   %m.irr = phi i32 [ poison, %irr.split ], [ 3, %irr.split1 ], [ %k1, %L ], [ %m.irr, %irr.guard ]
; CHECK-NEXT:   %k.irr = phi i32 [ 0, %irr.split ], [ poison, %irr.split1 ], [ poison, %L ], [ poison, %irr.guard ]
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
  %k = phi i32 [ 0, %entry ], [ %k2, %B ]
  %k1 = add i32 %k, 1
  br label %L

L:
  %j = phi i32 [ 0, %A ], [ %j1, %L ]
  %cl = icmp eq i32 %tid, %j
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %cl)
  %j1 = add i32 %j, 1
  %cj = icmp ult i32 %j1, 2
  br i1 %cj, label %L, label %B

B:
  %m = phi i32 [ 3, %entry ], [ %k1, %L ]
  %k2 = add i32 %m, 1
  %cb = icmp ult i32 %k2, %n
  br i1 %cb, label %A, label %exit

exit:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %k2, ptr addrspace(1) %p
  ret void
}
