; Temporal divergence lists: nested cycles with divergent exits (each use
; listed once, with the innermost cycle it leaves), a user that reads the
; value twice, several values in program order, and (in the specification's
; reading) a use in the region of the inner loop's heart token, left out
; for the inner cycle and for the outer one.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @nested(i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %outer

outer:
  %j = phi i32 [ 0, %entry ], [ %j.next, %latch ]
  %oheart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  %a = add i32 %j, 7
  br label %inner

inner:
  %i = phi i32 [ 0, %outer ], [ %i.next, %inner ]
  %iheart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %oheart) ]
  %i.next = add i32 %i, 1
  %v = mul i32 %i.next, %a
  %w = xor i32 %v, %j
  %idone = icmp sge i32 %i.next, %tid
  br i1 %idone, label %latch, label %inner

latch:
  %use.in.outer = add i32 %v, %v
  %j.next = add i32 %j, 1
  %odone = icmp sge i32 %j.next, %tid
  br i1 %odone, label %exit, label %outer

exit:
  %s1 = add i32 %w, %n
  %s2 = add i32 %v, %a
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i.next) [ "convergencectrl"(token %iheart) ]
  %s3 = mul i32 %w, %w
  %s4 = add i32 %use.in.outer, %j.next
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare token @llvm.experimental.convergence.anchor() convergent
declare token @llvm.experimental.convergence.loop() convergent
