; The oracle's convergence regions are exact: the region of a token ends
; at its last use and does not go round a cycle through the definition
; again (the same regions as the uniformity analysis).  %exit, after the
; inner loop, can reach the use of the inner heart %hi (the ballot) only
; through %hi's definition, so it is outside %hi's region and threads that
; left the inner loop on different iterations meet there: %acc, which
; LLVM 22 calls uniform, differs (thread 0 leaves through %body with 1,
; the others through %loop with 0).  An oracle that put %exit inside %hi's
; region would split the threads by iteration and hide this.
;
; RUN: not %converge run --check-uniformity --llvm-compat --mtriple=amdgcn-amd-amdhsa --threads 4 --wave 4 --arg n=3 %s | FileCheck %s --check-prefix=COMPAT
; COMPAT: violation: line {{[0-9]+}}: %acc is called uniform but differs among converged threads (wave 0): 0:1 1:0 2:0 3:0
; RUN: %converge run --check-uniformity --mtriple=amdgcn-amd-amdhsa --threads 4 --wave 4 --arg n=3 --format=summary %s | FileCheck %s --check-prefix=SPEC
; SPEC: violations 0
define amdgpu_kernel void @nested(i32 %n, ptr addrspace(1) %out) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %outer

outer:
  %o = phi i32 [ 0, %entry ], [ %o.next, %exit ]
  %ho = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br label %loop

loop:
  %iv = phi i32 [ 0, %outer ], [ %iv.next, %body ]
  %hi = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %ho) ]
  %bal = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %hi) ]
  %exit.cond = icmp uge i32 %iv, %n
  br i1 %exit.cond, label %exit, label %body

body:
  %div.cond = icmp eq i32 %tid, 0
  %iv.next = add i32 %iv, 1
  br i1 %div.cond, label %exit, label %loop

exit:
  %acc = phi i32 [ 1, %body ], [ 0, %loop ]
  %o.next = add i32 %o, 1
  %again = icmp ult i32 %o.next, 2
  br i1 %again, label %outer, label %done

done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ballot.i32(i1) convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
