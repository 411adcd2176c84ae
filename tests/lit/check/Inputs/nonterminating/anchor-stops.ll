; A loop that ends when its anchor's group has two threads or more: under
; a grouping that leaves a thread alone it never ends.
target triple = "amdgcn-amd-amdhsa"

define i32 @f() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %tok = call token @llvm.experimental.convergence.anchor()
  %n = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
  %i.next = add i32 %i, 1
  %done = icmp sge i32 %n, 2
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %i.next
}

declare token @llvm.experimental.convergence.anchor()
declare i32 @subgroupAdd(i32) convergent
