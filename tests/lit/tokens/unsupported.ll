; Step 1 redirects only edges of br, switch and an invoke's normal
; destination: an irreducible cycle entered by an indirectbr is an error
; naming the construct, exit 2, no output.
;
; RUN: not %converge tokens %s -o %t.ll 2>&1 | FileCheck %s
; CHECK: unsupported.ll:{{[0-9]+}}:3: error: tokens: @k: an irreducible cycle entered by an edge of this terminator (only br, switch and an invoke's normal edge are redirected) (not modelled)
; CHECK-NEXT: indirectbr ptr %addr, [label %A, label %B]
;
; --skip-unmodelled leaves the function as it is, with a warning:
; RUN: %converge tokens --skip-unmodelled --stats %s -o %t.skip.ll 2>&1 | FileCheck %s --check-prefix=SKIP
; RUN: FileCheck %s --check-prefix=SAME < %t.skip.ll
; SKIP: warning: tokens: @k: an irreducible cycle entered by an edge of this terminator {{.*}} (not modelled); the function is left as it is
; SKIP: 0 changed {{.*}}; 1 not modelled
; SAME: call void @op(){{$}}

declare void @op() convergent

define void @k(ptr %addr, i1 %c) convergent {
entry:
  indirectbr ptr %addr, [label %A, label %B]
A:
  call void @op()
  br i1 %c, label %B, label %exit
B:
  br i1 %c, label %A, label %exit
exit:
  ret void
}
