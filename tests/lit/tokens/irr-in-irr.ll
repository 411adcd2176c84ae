; An irreducible cycle (%C, %D) inside another (%A, %B, %C, %D): step 1
; makes the outer one a natural loop first (header %B, LLVM's), then finds
; the inner one in the new forest and gives it a guard of its own with
; the header LLVM's hierarchy of the input gives it (%D); two hearts,
; nested.  Each guard has its edge to itself for the edges from outside
; to its header.
;
; RUN: %converge tokens %s -o %t.ll --stats 2> %t.stats
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=STATS < %t.stats
; RUN: %converge verify %t.ll
; RUN: %converge cycles %t.ll | FileCheck %s --check-prefix=CYCLES
;
; The groups are those of the input under LLVM's hierarchy: from %A the
; odd threads enter the inner cycle at %C, before any pass through its
; header %D, and ballot alone; the even threads enter at %D, and all meet
; at %C after one pass through %D.  With one pass through the guard for
; every entry (the routing before the guard's edge to itself) the first
; ballot had all four threads and the second the odd ones alone.
; RUN: %converge run --threads 4 --wave 4 --arg n=2 --arg a=true %s | FileCheck %s --check-prefix=GROUPS
; RUN: %converge run --threads 4 --wave 4 --arg n=2 --arg a=true %t.ll | FileCheck %s --check-prefix=GROUPS
; GROUPS:     wave 0:
; GROUPS-NOT: %b =
; GROUPS:     %b = @llvm.amdgcn.ballot.i64  threads 1 3  args
; GROUPS-NOT: %b =
; GROUPS:     %b = @llvm.amdgcn.ballot.i64  threads 0-3  args
; GROUPS-NOT: %b =
; STATS: 2 irreducible cycles
; CYCLES: 3 cycles, 0 irreducible, maximum depth 3
; CHECK-LABEL: define void @k(i1 %a, i32 %n, ptr addrspace(1) %out) #{{[0-9]+}} {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %conv.entry = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT:   %tid = call i32 @llvm.amdgcn.workitem.id.x()
; CHECK-NEXT:   br i1 %a, label %irr.split, label %irr.split1
; CHECK-EMPTY:
; CHECK-NEXT: A:
; CHECK-NEXT:   %i = phi i32 [ %bi, %B ], [ %i2, %D ], [ %i.irr, %irr.guard ]
; CHECK-NEXT:   %conv.loop6 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %conv.loop) ]
; CHECK-NEXT:   %i1 = add i32 %i, 1
; CHECK-NEXT:   %odd = and i32 %tid, 1
; CHECK-NEXT:   %co = icmp eq i32 %odd, 1
; CHECK-NEXT:   br i1 %co, label %irr.split3, label %irr.split4
; CHECK-EMPTY:
; CHECK-NEXT: B:
; CHECK-NEXT:   %bi = phi i32 [ %bi.irr, %irr.guard ]
; CHECK-NEXT:   %c = icmp ult i32 %bi, %n
; CHECK-NEXT:   br i1 %c, label %A, label %exit
; CHECK-EMPTY:
; CHECK-NEXT: C:
; CHECK-NEXT:   %u = phi i32 [ %v1, %D ], [ %u.irr, %irr.guard2 ]
; CHECK-NEXT:   %cc = icmp ult i32 %tid, %u
; CHECK-NEXT:   %b = call i64 @llvm.amdgcn.ballot.i64(i1 %cc) [ "convergencectrl"(token %conv.loop7) ]
; CHECK-NEXT:   %u1 = add i32 %u, 1
; CHECK-NEXT:   %cu = icmp ult i32 %u1, 3
; CHECK-NEXT:   br i1 %cu, label %irr.guard2, label %irr.guard
; CHECK-EMPTY:
; CHECK-NEXT: D:
; CHECK-NEXT:   %v = phi i32 [ %v.irr, %irr.guard2 ]
; CHECK-NEXT:   %v1 = add i32 %v, 1
; CHECK-NEXT:   %i2 = add i32 %v1, 2
; CHECK-NEXT:   %cv = icmp ult i32 %v1, 3
; CHECK-NEXT:   br i1 %cv, label %C, label %A
; CHECK-EMPTY:
; CHECK-NEXT: exit:
; CHECK-NEXT:   %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
; CHECK-NEXT:   store i32 %bi, ptr addrspace(1) %p, align 4
; CHECK-NEXT:   ret void
; CHECK-EMPTY:
; CHECK-NEXT: irr.guard:
; CHECK-NEXT:   %irr.sel = phi i32 [ 1, %irr.split ], [ 2, %irr.split1 ], [ 0, %C ], [ 0, %irr.guard ]
; CHECK-NEXT:   %bi.irr = phi i32 [ poison, %irr.split ], [ 1, %irr.split1 ], [ %u1, %C ], [ %bi.irr, %irr.guard ]
; CHECK-NEXT:   %i.irr = phi i32 [ 0, %irr.split ], [ poison, %irr.split1 ], [ poison, %C ], [ poison, %irr.guard ]
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
; CHECK-EMPTY:
; CHECK-NEXT: irr.guard2:
; CHECK-NEXT:   %irr.sel5 = phi i32 [ 1, %irr.split3 ], [ 2, %irr.split4 ], [ 0, %C ], [ 0, %irr.guard2 ]
; CHECK-NEXT:   %v.irr = phi i32 [ poison, %irr.split3 ], [ 1, %irr.split4 ], [ %u1, %C ], [ %v.irr, %irr.guard2 ]
; CHECK-NEXT:   %u.irr = phi i32 [ 0, %irr.split3 ], [ poison, %irr.split4 ], [ poison, %C ], [ poison, %irr.guard2 ]
; CHECK-NEXT:   %conv.loop7 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %conv.loop6) ]
; CHECK-NEXT:   switch i32 %irr.sel5, label %D [
; CHECK-NEXT:     i32 1, label %C
; CHECK-NEXT:     i32 2, label %irr.guard2
; CHECK-NEXT:   ]
; CHECK-EMPTY:
; CHECK-NEXT: irr.split3:
; CHECK-NEXT:   br label %irr.guard2
; CHECK-EMPTY:
; CHECK-NEXT: irr.split4:
; CHECK-NEXT:   br label %irr.guard2
; CHECK-NEXT: }
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1) convergent

define void @k(i1 %a, i32 %n, ptr addrspace(1) %out) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br i1 %a, label %A, label %B

A:
  %i = phi i32 [ 0, %entry ], [ %bi, %B ], [ %i2, %D ]
  %i1 = add i32 %i, 1
  %odd = and i32 %tid, 1
  %co = icmp eq i32 %odd, 1
  br i1 %co, label %C, label %D

B:
  %bi = phi i32 [ 1, %entry ], [ %u1, %C ]
  %c = icmp ult i32 %bi, %n
  br i1 %c, label %A, label %exit

C:
  %u = phi i32 [ 0, %A ], [ %v1, %D ]
  %cc = icmp ult i32 %tid, %u
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %cc)
  %u1 = add i32 %u, 1
  %cu = icmp ult i32 %u1, 3
  br i1 %cu, label %D, label %B

D:
  %v = phi i32 [ 1, %A ], [ %u1, %C ]
  %v1 = add i32 %v, 1
  %i2 = add i32 %v1, 2
  %cv = icmp ult i32 %v1, 3
  br i1 %cv, label %C, label %A

exit:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %bi, ptr addrspace(1) %p
  ret void
}
