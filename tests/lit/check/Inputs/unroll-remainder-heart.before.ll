; "Loop unrolling examples" (ConvergentOperations): the convergent
; operation uses a loop heart whose token comes from an anchor outside the
; loop.  Thread t runs 3 + (t & 1) iterations; in the n-th iteration all
; threads that are still in the loop execute the operation together.
target triple = "amdgcn-amd-amdhsa"

define void @f() {
A:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = and i32 %tid, 1
  %counter0 = add i32 3, %odd
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %loop

loop:
  %counter = phi i32 [ %counter0, %A ], [ %counter.next, %B ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %more = icmp sgt i32 %counter, 0
  br i1 %more, label %B, label %C

B:
  %r = call i32 @subgroupAdd(i32 %counter) [ "convergencectrl"(token %inner) ]
  %counter.next = sub i32 %counter, 1
  br label %loop

C:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare i32 @subgroupAdd(i32) convergent
