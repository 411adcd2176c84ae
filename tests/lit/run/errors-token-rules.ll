; A token used against the static rules (an anchor's token in a loop
; without a heart: the same dynamic instance would run twice).  Like opt,
; `run` refuses the module, whose verifier rejects it (exit 1); with
; --no-verify the simulator runs it and stops at the second execution of
; the one dynamic instance (exit 2, FILE:LINE:COL).
;
; RUN: not %converge run %s --threads 2 2>&1 | FileCheck %s --check-prefix=REFUSED --match-full-lines --strict-whitespace
; RUN: not %converge run %s --threads 2 --no-verify --extern op=zero 2>&1 | FileCheck %s --check-prefix=RULES --match-full-lines --strict-whitespace

define void @anchor_in_loop() {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %n, %loop ]
  call void @op() [ "convergencectrl"(token %anchor) ]
  %n = add i32 %i, 1
  %c = icmp slt i32 %n, 2
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

declare token @llvm.experimental.convergence.anchor()
declare void @op() convergent

; REFUSED:Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.
; REFUSED-NEXT:  call void @op() [ "convergencectrl"(token %anchor) ]
; REFUSED-NEXT:depth=1: entries(loop)
; REFUSED-NEXT:converge: {{.*}}errors-token-rules.ll: error: input module is broken!
; REFUSED-NOT:{{.}}

; RULES:run @anchor_in_loop: 2 threads in 1 wave of 64; anchors: maximal; 14 thread-instructions
; RULES-EMPTY:
; RULES-NEXT:convergent operations, one line per dynamic instance: the threads that executed it together
; RULES-NEXT:wave 0:
; RULES-NEXT:  line 12  %anchor = anchor  threads 0 1  -> token1 (all)
; RULES-NEXT:  line 17  @op  threads 0 1
; RULES-NEXT:{{.*}}:17:3: error: the convergence token makes threads 0.. execute this one dynamic instance a second time: the program breaks the static rules of convergence control (see converge verify)
