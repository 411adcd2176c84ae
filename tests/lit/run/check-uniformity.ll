; --check-uniformity: the values and branches the uniformity analysis
; calls uniform are equal in every group of converged dynamic instances,
; so there is no violation (exit 0): %n is a kernel argument, %rfl comes
; from readfirstlane; the loop exit is divergent, so %i's use after the
; loop is not called uniform (temporal divergence).  Without a target the
; analysis sees no divergence and nothing is checked.
; RUN: %converge run %s --threads 16 --wave 8 --arg n=5 --check-uniformity | grep -v "^  line" | FileCheck %s --check-prefix=TEXT --match-full-lines --strict-whitespace
; RUN: %converge run %s --threads 16 --wave 8 --arg n=5 --check-uniformity --format=json | tail -1 | FileCheck %s --check-prefix=JSON --match-full-lines --strict-whitespace
; RUN: %converge run %s --threads 16 --wave 8 --arg n=5 --check-uniformity --format=summary | FileCheck %s --check-prefix=SUMMARY --match-full-lines --strict-whitespace
; RUN: %converge run %s --threads 4 --check-uniformity --mtriple=x86_64-unknown-linux-gnu --format=summary 2>&1 | FileCheck %s --check-prefix=NOTARGET --match-full-lines --strict-whitespace

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @kernel(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %rfl = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %limit = and i32 %tid, 3
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %u = add i32 %i, %n
  %i.next = add i32 %i, 1
  %again = icmp ult i32 %i, %limit
  br i1 %again, label %loop, label %exit

exit:
  %after = add i32 %i, %rfl
  %uni = mul i32 %n, %rfl
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %after, ptr addrspace(1) %slot
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)

; TEXT:run @kernel: 16 threads in 2 waves of 8; anchors: maximal; 304 thread-instructions
; TEXT-EMPTY:
; TEXT-NEXT:convergent operations, one line per dynamic instance: the threads that executed it together
; TEXT-NEXT:wave 0:
; TEXT-NEXT:wave 1:
; TEXT-EMPTY:
; TEXT-NEXT:check-uniformity: 34 groups of converged dynamic instances checked, 0 violations

; JSON: "check": {"groups_checked": 34, "violations": []}}

; SUMMARY:threads 16 waves 2 steps 304 ops 2 checked 34 violations 0

; NOTARGET:converge: note: the uniformity analysis finds no divergence for this target (give one with --mtriple, e.g. amdgcn-amd-amdhsa); its functions were not checked
; NOTARGET-NEXT:threads 4 waves 1 steps 76 ops 1 checked 0 violations 0
