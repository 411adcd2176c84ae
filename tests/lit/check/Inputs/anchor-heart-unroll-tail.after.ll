; Unrolled by 2 with a tail, as anchor-unroll-tail.after.ll, but %v's
; heart makes it illegal: in the tail the threads with an odd trip count
; run %v together, in different iterations of the original loop.
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
  %two = icmp sge i32 %counter, 2
  br i1 %two, label %body, label %tail

body:
  %tok = call token @llvm.experimental.convergence.anchor()
  %s = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
  %v = call i32 @subgroupMax(i32 %tid) [ "convergencectrl"(token %heart) ]
  %acc.1 = add i32 %acc, %s
  %acc.1v = add i32 %acc.1, %v
  %tok2 = call token @llvm.experimental.convergence.anchor()
  %s2 = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok2) ]
  %v2 = call i32 @subgroupMax(i32 %tid) [ "convergencectrl"(token %heart) ]
  %acc.2 = add i32 %acc.1v, %s2
  %acc.next = add i32 %acc.2, %v2
  %counter.next = sub i32 %counter, 2
  br label %loop

tail:
  %rest = icmp sgt i32 %counter, 0
  br i1 %rest, label %tailbody, label %exit

tailbody:
  %theart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %tok3 = call token @llvm.experimental.convergence.anchor()
  %s3 = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok3) ]
  %v3 = call i32 @subgroupMax(i32 %tid) [ "convergencectrl"(token %theart) ]
  %acc.t = add i32 %acc, %s3
  %acc.tv = add i32 %acc.t, %v3
  br label %exit

exit:
  %r = phi i32 [ %acc, %tail ], [ %acc.tv, %tailbody ]
  ret i32 %r
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare i32 @subgroupAdd(i32) convergent
declare i32 @subgroupMax(i32) convergent
