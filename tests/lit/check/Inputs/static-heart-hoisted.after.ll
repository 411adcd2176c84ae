; The heart hoisted out of the header into a preheader, as LICM would
; hoist an invariant call: the loop now uses a token defined outside it
; without a heart (a static rule the original keeps).
target triple = "amdgcn-amd-amdhsa"

define i32 @f(i32 %n) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %trip = and i32 %n, 7
  br label %preheader

preheader:
  %heart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  br label %header

header:
  %i = phi i32 [ 0, %preheader ], [ %i.next, %body ]
  %acc = phi i32 [ 0, %preheader ], [ %acc.next, %body ]
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
