; The anchor hoisted out of the loop: "Hoisting the anchor would make the
; program invalid according to the static validity rules" (the token is
; used inside a cycle that does not contain its definition).
target triple = "amdgcn-amd-amdhsa"

define i32 @f(i32 %n) {
entry:
  %trip = and i32 %n, 7
  %tok = call token @llvm.experimental.convergence.anchor()
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %body ]
  %more = icmp ult i32 %i, %trip
  br i1 %more, label %body, label %exit

body:
  %s = call i32 @subgroupAdd(i32 %i) [ "convergencectrl"(token %tok) ]
  %acc.next = add i32 %acc, %s
  %i.next = add i32 %i, 1
  br label %header

exit:
  ret i32 %acc
}

declare token @llvm.experimental.convergence.anchor()
declare i32 @subgroupAdd(i32) convergent
