; anchor-unroll-tail.before.ll with a heart: the loop's operation %s
; refers to an anchor inside the loop, %v to the loop's heart (on an
; anchor outside it); thread t runs t & 3 iterations.
target triple = "amdgcn-amd-amdhsa"
define i32 @f() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c0 = and i32 %tid, 3
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %loop

loop:
  %counter = phi i32 [ %c0, %entry ], [ %counter.next, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %body ]
  %heart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %more = icmp sgt i32 %counter, 0
  br i1 %more, label %body, label %exit

body:
  %tok = call token @llvm.experimental.convergence.anchor()
  %s = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
  %v = call i32 @subgroupMax(i32 %tid) [ "convergencectrl"(token %heart) ]
  %acc.s = add i32 %acc, %s
  %acc.next = add i32 %acc.s, %v
  %counter.next = sub i32 %counter, 1
  br label %loop

exit:
  ret i32 %acc
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare i32 @subgroupAdd(i32) convergent
declare i32 @subgroupMax(i32) convergent
