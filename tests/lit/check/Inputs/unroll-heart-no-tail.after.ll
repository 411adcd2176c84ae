; Unrolled by 2 without a tail (the trip count is known to be even), the
; heart not duplicated: allowed.  The threads that run original
; iterations 2k+1 and 2k+2 are the same, so the groups do not change.
target triple = "amdgcn-amd-amdhsa"

define i32 @f() {
A:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %low = and i32 %tid, 3
  %counter0 = shl i32 %low, 1
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %loop

loop:
  %counter = phi i32 [ %counter0, %A ], [ %counter.next, %B ]
  %acc = phi i32 [ 0, %A ], [ %acc.next, %B ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %more = icmp sgt i32 %counter, 0
  br i1 %more, label %B, label %C

B:
  %r = call i32 @subgroupAdd(i32 %counter) [ "convergencectrl"(token %inner) ]
  %acc.1 = add i32 %acc, %r
  %counter.1 = sub i32 %counter, 1
  %r.1 = call i32 @subgroupAdd(i32 %counter.1) [ "convergencectrl"(token %inner) ]
  %acc.next = add i32 %acc.1, %r.1
  %counter.next = sub i32 %counter, 2
  br label %loop

C:
  ret i32 %acc
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare i32 @subgroupAdd(i32) convergent
