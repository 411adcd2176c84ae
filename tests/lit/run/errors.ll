; Runtime errors stop the run with exit code 2 and FILE:LINE:COL of the
; instruction (what ran before is still printed): division by zero, an
; out-of-bounds store, the step limit, a branch on poison, an unsupported
; instruction reached, `unreachable`; and bad arguments.  A token used
; against the static rules is in errors-token-rules.ll: the verifier
; rejects that module, and every command but verify refuses it, as opt
; does.
; RUN: not %converge run %s --function div --threads 4 2>&1 | FileCheck %s --check-prefix=DIV --match-full-lines --strict-whitespace
; RUN: not %converge run %s --function oob --threads 2 2>&1 | FileCheck %s --check-prefix=OOB --match-full-lines --strict-whitespace
; RUN: not %converge run %s --function forever --max-steps 100 2>&1 | FileCheck %s --check-prefix=STEPS --match-full-lines --strict-whitespace
; RUN: not %converge run %s --function poison 2>&1 | FileCheck %s --check-prefix=POISON --match-full-lines --strict-whitespace
; RUN: not %converge run %s --function vaarg 2>&1 | FileCheck %s --check-prefix=NOT-SUPPORTED --match-full-lines --strict-whitespace
; RUN: not %converge run %s --function unreach --threads 3 2>&1 | FileCheck %s --check-prefix=UNREACHABLE --match-full-lines --strict-whitespace
; RUN: not %converge run %s --function div --arg nosuch=1 2>&1 | FileCheck %s --check-prefix=NOARG --match-full-lines --strict-whitespace
; RUN: not %converge run %s --function oob --arg n=1.5 2>&1 | FileCheck %s --check-prefix=BADARG --match-full-lines --strict-whitespace

define i32 @div() {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %r = sub i32 2, %t
  %d = sdiv i32 7, %r
  ret i32 %d
}

define void @oob(i32 %n) {
  %p = alloca [2 x i32]
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %i = add i32 %t, 1
  %q = getelementptr [2 x i32], ptr %p, i32 0, i32 %i
  store i32 1, ptr %q
  ret void
}

define void @forever() {
entry:
  br label %loop

loop:
  br label %loop
}

define void @poison() {
  %x = add i32 poison, 1
  %c = icmp eq i32 %x, 2
  br i1 %c, label %a, label %b

a:
  ret void

b:
  ret void
}

define void @vaarg(ptr %ap) {
  %x = va_arg ptr %ap, i32
  ret void
}

define void @unreach() {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %t, 2
  br i1 %c, label %bad, label %ok

ok:
  ret void

bad:
  unreachable
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.anchor()
declare void @op() convergent

; DIV:run @div: 4 threads in 1 wave of 64; anchors: maximal; 12 thread-instructions
; DIV-EMPTY:
; DIV-NEXT:returns: 0:- 1:- 2:- 3:-
; DIV-NEXT:{{.*}}:20:3: error: division by zero (thread 2)

; OOB:run @oob: 2 threads in 1 wave of 64; anchors: maximal; 10 thread-instructions
; OOB-NEXT:{{.*}}:29:3: error: out-of-bounds store: 4 bytes at offset 8 of a 8-byte alloca (thread 1)

; STEPS:run @forever: 1 thread in 1 wave of 64; anchors: maximal; 100 thread-instructions
; STEPS-NEXT:{{.*}}:38:3: error: step limit reached: thread 0 executed more than 100 instructions (--max-steps)

; POISON:run @poison: 1 thread in 1 wave of 64; anchors: maximal; 3 thread-instructions
; POISON-NEXT:{{.*}}:44:3: error: branch on poison (thread 0)

; NOT-SUPPORTED:run @vaarg: 1 thread in 1 wave of 64; anchors: maximal; 1 thread-instructions
; NOT-SUPPORTED-EMPTY:
; NOT-SUPPORTED-NEXT:buffers:
; NOT-SUPPORTED-NEXT:  %ap: 4096 bytes, all zero
; NOT-SUPPORTED-NEXT:{{.*}}:54:3: error: unsupported instruction 'va_arg' reached (thread 0)

; UNREACHABLE:run @unreach: 3 threads in 1 wave of 64; anchors: maximal; 12 thread-instructions
; UNREACHABLE-NEXT:{{.*}}:67:3: error: unreachable executed (thread 2)

; NOARG:{{.*}}:17:1: error: @div has no argument %nosuch

; BADARG:{{.*}}:24:1: error: argument %n: cannot read '1.5' as an integer (or true, false, tid, lane)
