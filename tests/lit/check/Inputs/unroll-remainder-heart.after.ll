; Unrolled by 2 with a remainder (forbidden when a heart is used): the
; third iteration of the original loop runs in the unrolled body for the
; threads with 4 iterations and in the remainder for those with 3, apart.
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
  %two = icmp sge i32 %counter, 2
  br i1 %two, label %B, label %C

B:
  %r = call i32 @subgroupAdd(i32 %counter) [ "convergencectrl"(token %inner) ]
  %counter.1 = sub i32 %counter, 1
  %r.1 = call i32 @subgroupAdd(i32 %counter.1) [ "convergencectrl"(token %inner) ]
  %counter.next = sub i32 %counter, 2
  br label %loop

C:
  %rest = icmp sgt i32 %counter, 0
  br i1 %rest, label %D, label %E

D:
  %remainder = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %r.rem = call i32 @subgroupAdd(i32 %counter) [ "convergencectrl"(token %remainder) ]
  br label %E

E:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare i32 @subgroupAdd(i32) convergent
