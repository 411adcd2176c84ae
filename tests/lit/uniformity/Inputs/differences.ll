; Where the specification and LLVM 22 disagree (docs/DIFFERENCES.md,
; "Uniformity"): converge follows the text by default, LLVM 22 with
; --llvm-compat (implied by --format=llvm).
target triple = "amdgcn-amd-amdhsa"

; 4.2 controlled convergence: %early is in the convergence region of the
; heart, a token defined in the loop, so temporal divergence does not apply
define amdgpu_kernel void @controlled(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %heart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  %inc = add i32 %i, 1
  %done = icmp sge i32 %inc, %tid
  br i1 %done, label %exit, label %loop
exit:
  %early = add i32 %inc, %n
  %b = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %early) [ "convergencectrl"(token %heart) ]
  %late = add i32 %inc, %b
  ret void
}

; 4.3 controlled m-converged: the anchor is in a cycle assumed divergent,
; so its convergence region is not m-converged
define amdgpu_kernel void @region(i32 %a, i32 %b) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %div = icmp slt i32 %tid, 0
  %uni = icmp slt i32 %a, 0
  br i1 %div, label %R, label %P
P:
  br label %R
R:
  %tok = call token @llvm.experimental.convergence.anchor()
  br i1 %uni, label %exit, label %P
exit:
  %in.region = add i32 %b, 1
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %in.region) [ "convergencectrl"(token %tok) ]
  %after = add i32 %b, 2
  ret void
}

; 4.4 an invoke's result is a value like any other
define amdgpu_kernel void @invoke() personality ptr @opaque {
entry:
  %v = invoke i32 @opaque() to label %ok unwind label %lp
ok:
  %use = add i32 %v, 1
  ret void
lp:
  %pad = landingpad { ptr, i32 } cleanup
  ret void
}

; 4.5 a nodivergencesource callee with a divergent argument
define amdgpu_kernel void @nds() {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @quiet(i32 %tid)
  ret void
}

; 4.6 a return is not a branch
define i32 @ret_divergent(i32 %x) {
  ret i32 %x
}

; 4.8 a phi that takes one value on every edge the diverged paths take
define amdgpu_kernel void @same_value(i32 %a) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %uni = icmp slt i32 %a, 0
  %div = icmp slt i32 %tid, 0
  br i1 %uni, label %branch, label %merge
branch:
  br i1 %div, label %left, label %right
left:
  br label %merge
right:
  br label %merge
merge:
  %same = phi i32 [ 0, %entry ], [ 1, %left ], [ 1, %right ]
  %different = phi i32 [ 0, %entry ], [ 1, %left ], [ 2, %right ]
  ret void
}

declare i32 @opaque()
declare i32 @quiet(i32) #0
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

attributes #0 = { nodivergencesource }
