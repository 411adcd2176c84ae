; Token-using functions.  A function that calls convergence.entry (or any
; convergence control intrinsic) keeps `convergent`; a controlled call of a
; definition that is not convergent loses its convergencectrl bundle (the
; specification allows it: the call always calls a non-convergent
; function); the token intrinsics themselves stay, without users.
; RUN: %converge noconvergent %s | FileCheck %s
; RUN: %converge noconvergent %s | %converge verify -
; RUN: %converge noconvergent --report %s | FileCheck %s --check-prefix=REPORT

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)

; CHECK-LABEL: define i32 @leaf(i32 %x) {
define i32 @leaf(i32 %x) convergent {
  ret i32 %x
}

; CHECK: define i32 @entry_user(i32 %x) #[[CONV:[0-9]+]] {
; CHECK-NEXT:    %t = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT:    %a = call i32 @leaf(i32 %x){{$}}
; CHECK-NEXT:    %b = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %a) [ "convergencectrl"(token %t) ]
define i32 @entry_user(i32 %x) convergent {
  %t = call token @llvm.experimental.convergence.entry()
  %a = call i32 @leaf(i32 %x) [ "convergencectrl"(token %t) ]
  %b = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %a) [ "convergencectrl"(token %t) ]
  ret i32 %b
}

; only controlled calls of @leaf: the bundles go, the entry stays and
; keeps the function convergent
; CHECK: define i32 @entry_only(i32 %x) #[[CONV]] {
; CHECK-NEXT:    %t = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT:    %a = call i32 @leaf(i32 %x){{$}}
define i32 @entry_only(i32 %x) convergent {
  %t = call token @llvm.experimental.convergence.entry()
  %a = call i32 @leaf(i32 %x) [ "convergencectrl"(token %t) ]
  ret i32 %a
}

; an anchor and a loop heart around a call of @leaf
; CHECK: define i32 @anchor_loop(i32 %n) #[[CONV]] {
; CHECK:         %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
; CHECK-NEXT:    %v = call i32 @leaf(i32 %i){{$}}
define i32 @anchor_loop(i32 %n) convergent {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  %v = call i32 @leaf(i32 %i) [ "convergencectrl"(token %h) ]
  %i1 = add i32 %i, %v
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %i1
}

; a controlled call of a function that stays convergent keeps its bundle
; CHECK: define i32 @calls_entry_user(i32 %x) #[[CONV]] {
; CHECK-NEXT:    %t = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT:    %a = call i32 @entry_user(i32 %x) [ "convergencectrl"(token %t) ]
define i32 @calls_entry_user(i32 %x) convergent {
  %t = call token @llvm.experimental.convergence.entry()
  %a = call i32 @entry_user(i32 %x) [ "convergencectrl"(token %t) ]
  ret i32 %a
}

; CHECK: attributes #[[CONV]] = { convergent }

; REPORT:      ; converge noconvergent: {{.*}}tokens.ll
; REPORT-NEXT: @leaf (line 16): convergent removed: no convergent operation is reachable
; REPORT-NEXT: @entry_user (line 24): keeps convergent: @entry_user -> call to @llvm.experimental.convergence.entry (line 25): a convergence control intrinsic
; REPORT-NEXT:   call to @leaf (line 26): convergencectrl removed: @leaf is not convergent
; REPORT-NEXT: @entry_only (line 36): keeps convergent: @entry_only -> call to @llvm.experimental.convergence.entry (line 37): a convergence control intrinsic
; REPORT-NEXT:   call to @leaf (line 38): convergencectrl removed: @leaf is not convergent
; REPORT-NEXT: @anchor_loop (line 46): keeps convergent: @anchor_loop -> call to @llvm.experimental.convergence.anchor (line 48): a convergence control intrinsic
; REPORT-NEXT:   call to @leaf (line 53): convergencectrl removed: @leaf is not convergent
; REPORT-NEXT: @calls_entry_user (line 65): keeps convergent: @calls_entry_user -> call to @llvm.experimental.convergence.entry (line 66): a convergence control intrinsic
; REPORT-NEXT: ; 5 definitions, 5 marked convergent, 1 un-marked, 4 keep it; call sites: 0 convergent removed, 3 convergencectrl removed
