; One function per kind of reason `converge explain` gives (explain-*.ll).
target triple = "amdgcn-amd-amdhsa"

; a source: an intrinsic; then operands
define amdgpu_kernel void @source_intrinsic(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %x = add i32 %tid, %n
  %y = mul i32 %x, 3
  ret void
}

; sources: an argument of a function that is not a kernel, a load from
; flat memory, a call, inline asm writing a vector register, an atomic
define void @sources(i32 %a, ptr %p) {
entry:
  %arg = add i32 %a, 1
  %load = load i32, ptr %p
  %call = call i32 @opaque(i32 0)
  %asm = call i32 asm "v_mov_b32 $0, 0", "=v"()
  %rmw = atomicrmw add ptr %p, i32 1 seq_cst
  ret void
}

; a join: two disjoint paths from the divergent branch meet at %end
define amdgpu_kernel void @join(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %then, label %end
then:
  br label %mid
mid:
  br label %end
end:
  %r = phi i32 [ 1, %mid ], [ 0, %entry ]
  ret void
}

; temporal divergence, and a phi at the exit of a cycle with a divergent
; exit
define amdgpu_kernel void @temporal(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %inc = add i32 %i, 1
  %done = icmp sge i32 %inc, %tid
  br i1 %done, label %exit, label %loop
exit:
  %last = phi i32 [ %inc, %loop ]
  %after = add i32 %inc, %n
  ret void
}

; an irreducible cycle assumed divergent: the diverged entry criterion
define amdgpu_kernel void @diverged_entry(i32 %a, i32 %b) {
entry:
  %uni = icmp slt i32 %a, 0
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %div = icmp slt i32 %tid, 0
  br i1 %uni, label %P, label %R
P:
  br label %Q
Q:
  br i1 %div, label %S, label %R
R:
  br label %S
S:
  %ss = add i32 %b, 1
  br i1 %uni, label %exit, label %P
exit:
  ret void
}

; an irreducible cycle assumed divergent: diverged paths reaching it
define amdgpu_kernel void @diverged_outside(i32 %a, i32 %b) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %div = icmp slt i32 %tid, 0
  %uni = icmp slt i32 %a, 0
  br i1 %div, label %R, label %P
P:
  %pp = add i32 %b, 1
  br label %R
R:
  br i1 %uni, label %exit, label %P
exit:
  ret void
}

; a token defined in a cycle that is not m-converged makes its
; convergence region divergent (controlled m-converged)
define amdgpu_kernel void @token_region(i32 %a, i32 %b) {
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
  ret void
}

; uniform values: an always-uniform intrinsic, a kernel argument, the
; controlled convergence exemption from temporal divergence
define amdgpu_kernel void @uniform(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %anchor = call token @llvm.experimental.convergence.anchor()
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %anchor) ]
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
  ret void
}

declare i32 @opaque(i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
