; Unrolled by 2 with a tail: allowed when every convergent operation
; refers to an anchor inside the loop (the groups may change, but the
; guarantees are the same).
target triple = "amdgcn-amd-amdhsa"
define i32 @f() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c0 = and i32 %tid, 3
  br label %loop

loop:
  %counter = phi i32 [ %c0, %entry ], [ %counter.next, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %body ]
  %two = icmp sge i32 %counter, 2
  br i1 %two, label %body, label %tail

body:
  %tok = call token @llvm.experimental.convergence.anchor()
  %s = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
  %acc.1 = add i32 %acc, %s
  %tok2 = call token @llvm.experimental.convergence.anchor()
  %s2 = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok2) ]
  %acc.next = add i32 %acc.1, %s2
  %counter.next = sub i32 %counter, 2
  br label %loop

tail:
  %rest = icmp sgt i32 %counter, 0
  br i1 %rest, label %tailbody, label %exit

tailbody:
  %tok3 = call token @llvm.experimental.convergence.anchor()
  %s3 = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok3) ]
  %acc.t = add i32 %acc, %s3
  br label %exit

exit:
  %r = phi i32 [ %acc, %tail ], [ %acc.t, %tailbody ]
  ret i32 %r
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.anchor()
declare i32 @subgroupAdd(i32) convergent
