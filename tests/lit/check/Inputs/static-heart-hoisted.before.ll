; A loop whose heart (in the header) refers to the function's entry
; token; the reduction in the body uses the heart.
target triple = "amdgcn-amd-amdhsa"

define i32 @f(i32 %n) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %trip = and i32 %n, 7
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %body ]
  %heart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %more = icmp ult i32 %i, %trip
  br i1 %more, label %body, label %exit

body:
  %s = call i32 @subgroupAdd(i32 %i) [ "convergencectrl"(token %heart) ]
  %acc.next = add i32 %acc, %s
  %i.next = add i32 %i, 1
  br label %header

exit:
  ret i32 %acc
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare i32 @subgroupAdd(i32) convergent
