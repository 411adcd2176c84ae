; The heart sunk to its only user's block (as the sink pass would): it no
; longer dominates the cycle, so the heart is not in the header of a
; natural loop.
target triple = "amdgcn-amd-amdhsa"

define void @f(i32 %n, ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %trip = and i32 %n, 7
  %low = icmp ult i32 %tid, 5
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %more = icmp ult i32 %i, %trip
  br i1 %more, label %body, label %exit

body:
  br i1 %low, label %then, label %latch

then:
  %heart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %s = call i32 @subgroupAdd(i32 %i) [ "convergencectrl"(token %heart) ]
  store i32 %s, ptr %out, align 4
  br label %latch

latch:
  %i.next = add i32 %i, 1
  br label %header

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare i32 @subgroupAdd(i32) convergent
