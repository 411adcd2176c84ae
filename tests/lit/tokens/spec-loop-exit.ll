; The specification's loop with a divergent exit ("Dynamic Instances and
; Convergence Tokens"), without tokens: the call in %C is outside the
; cycle (%for, %B, %D), so step 4 gives it the entry token, which is how
; the uncontrolled call behaves (threads leaving on different iterations
; meet in %C).  The cycle has no convergent operation: no heart, unless
; --every-cycle asks for one in every cycle, as the text's step 3 says.
;
; RUN: %converge tokens %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: %converge verify %t.ll
; RUN: %converge check --budget 4 %s %t.ll | FileCheck %s --check-prefix=HOLDS
; RUN: %converge tokens --every-cycle %s -o %t.every.ll
; RUN: FileCheck %s --check-prefix=EVERY < %t.every.ll
; RUN: %converge verify %t.every.ll
; RUN: %converge check --budget 4 %s %t.every.ll | FileCheck %s --check-prefix=HOLDS
;
; CHECK-LABEL: define void @example(i32 %n) #{{[0-9]+}} {
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %conv.entry = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT:    %tid = call i32 @llvm.amdgcn.workitem.id.x()
; CHECK-NEXT:    br label %for
; CHECK:       for:
; CHECK-NEXT:    %i = phi i32 [ 0, %entry ], [ %i1, %D ]
; CHECK-NEXT:    %for.cond = icmp ult i32 %i, %n
; CHECK:       C:
; CHECK-NEXT:    %b = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %conv.entry) ]
; CHECK:       declare token @llvm.experimental.convergence.entry() #[[A:[0-9]+]]
; CHECK-NOT:   convergence.loop
; CHECK:       attributes #[[A]] = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
;
; EVERY:       for:
; EVERY-NEXT:    %i = phi i32 [ 0, %entry ], [ %i1, %D ]
; EVERY-NEXT:    %conv.loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %conv.entry) ]
; EVERY:       C:
; EVERY-NEXT:    %b = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %conv.entry) ]
;
; HOLDS: @example: holds on 4 launches
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1) convergent

define void @example(i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %for

for:
  %i = phi i32 [ 0, %entry ], [ %i1, %D ]
  %for.cond = icmp ult i32 %i, %n
  br i1 %for.cond, label %B, label %E

B:
  %condition = icmp eq i32 %tid, %i
  br i1 %condition, label %C, label %D

C:
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  br label %E

D:
  %i1 = add i32 %i, 1
  br label %for

E:
  %r = phi i64 [ 0, %for ], [ %b, %C ]
  ret void
}
