; A loop of constant trip count 3 whose reduction uses a loop heart.
target triple = "amdgcn-amd-amdhsa"

define i32 @f() convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %header ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %header ]
  %heart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %v = add i32 %tid, %i
  %s = call i32 @subgroupAdd(i32 %v) [ "convergencectrl"(token %heart) ]
  %acc.next = add i32 %acc, %s
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 3
  br i1 %more, label %header, label %exit

exit:
  ret i32 %acc.next
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare i32 @subgroupAdd(i32) convergent
