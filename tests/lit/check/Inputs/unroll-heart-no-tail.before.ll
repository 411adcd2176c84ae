; "Loop unrolling examples": a loop with a heart whose token comes from an
; anchor outside it; every thread's trip count is even (2 * (tid & 3)),
; but divergent.
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
  %acc.next = add i32 %acc, %r
  %counter.next = sub i32 %counter, 1
  br label %loop

C:
  ret i32 %acc
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare i32 @subgroupAdd(i32) convergent
