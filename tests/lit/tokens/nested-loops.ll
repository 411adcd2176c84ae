; Nested natural loops, the outer one with two latches (%latch1 and
; %latch2 both branch back to %outer): a heart in each header, the inner
; one from the outer one's; each ballot gets the heart of its innermost
; cycle, the one after the loops the entry token.
;
; RUN: %converge tokens %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: %converge verify %t.ll
; RUN: %converge check --budget 4 %s %t.ll | FileCheck %s --check-prefix=HOLDS
; HOLDS: @k: holds on 4 launches
; CHECK-LABEL: define void @k(i32 %n, ptr addrspace(1) %out) #{{[0-9]+}} {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %conv.entry = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT:   %tid = call i32 @llvm.amdgcn.workitem.id.x()
; CHECK-NEXT:   br label %outer
; CHECK-EMPTY:
; CHECK-NEXT: outer:
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i1, %latch1 ], [ %i1, %latch2 ]
; CHECK-NEXT:   %conv.loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %conv.entry) ]
; CHECK-NEXT:   %c0 = icmp ult i32 %tid, %i
; CHECK-NEXT:   %b0 = call i64 @llvm.amdgcn.ballot.i64(i1 %c0) [ "convergencectrl"(token %conv.loop) ]
; CHECK-NEXT:   br label %inner
; CHECK-EMPTY:
; CHECK-NEXT: inner:
; CHECK-NEXT:   %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
; CHECK-NEXT:   %conv.loop1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %conv.loop) ]
; CHECK-NEXT:   %c1 = icmp eq i32 %tid, %j
; CHECK-NEXT:   %b1 = call i64 @llvm.amdgcn.ballot.i64(i1 %c1) [ "convergencectrl"(token %conv.loop1) ]
; CHECK-NEXT:   %j1 = add i32 %j, 1
; CHECK-NEXT:   %cj = icmp ult i32 %j1, 3
; CHECK-NEXT:   br i1 %cj, label %inner, label %after
; CHECK-EMPTY:
; CHECK-NEXT: after:
; CHECK-NEXT:   %i1 = add i32 %i, 1
; CHECK-NEXT:   %odd = and i32 %tid, 1
; CHECK-NEXT:   %isodd = icmp eq i32 %odd, 1
; CHECK-NEXT:   br i1 %isodd, label %latch1, label %latch2
; CHECK-EMPTY:
; CHECK-NEXT: latch1:
; CHECK-NEXT:   %d1 = icmp ult i32 %i1, %n
; CHECK-NEXT:   br i1 %d1, label %outer, label %exit
; CHECK-EMPTY:
; CHECK-NEXT: latch2:
; CHECK-NEXT:   %d2 = icmp ult i32 %i1, 4
; CHECK-NEXT:   br i1 %d2, label %outer, label %exit
; CHECK-EMPTY:
; CHECK-NEXT: exit:
; CHECK-NEXT:   %b2 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %conv.entry) ]
; CHECK-NEXT:   %p = getelementptr i64, ptr addrspace(1) %out, i32 %tid
; CHECK-NEXT:   %s = add i64 %b0, %b1
; CHECK-NEXT:   %s2 = add i64 %s, %b2
; CHECK-NEXT:   store i64 %s2, ptr addrspace(1) %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1) convergent

define void @k(i32 %n, ptr addrspace(1) %out) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch1 ], [ %i1, %latch2 ]
  %c0 = icmp ult i32 %tid, %i
  %b0 = call i64 @llvm.amdgcn.ballot.i64(i1 %c0)
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %c1 = icmp eq i32 %tid, %j
  %b1 = call i64 @llvm.amdgcn.ballot.i64(i1 %c1)
  %j1 = add i32 %j, 1
  %cj = icmp ult i32 %j1, 3
  br i1 %cj, label %inner, label %after

after:
  %i1 = add i32 %i, 1
  %odd = and i32 %tid, 1
  %isodd = icmp eq i32 %odd, 1
  br i1 %isodd, label %latch1, label %latch2

latch1:
  %d1 = icmp ult i32 %i1, %n
  br i1 %d1, label %outer, label %exit

latch2:
  %d2 = icmp ult i32 %i1, 4
  br i1 %d2, label %outer, label %exit

exit:
  %b2 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %p = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  %s = add i64 %b0, %b1
  %s2 = add i64 %s, %b2
  store i64 %s2, ptr addrspace(1) %p
  ret void
}
