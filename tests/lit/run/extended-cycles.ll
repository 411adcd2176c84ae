; The "Extended Cycles" example of ConvergentOperations.rst, run: thread t
; takes the break in iteration t mod 3.  With the loop token, the ballot in
; C communicates only among the threads that left in the same iteration
; ({0,3,6}, {1,4,7}, {2,5}); without tokens the threads reconverge at C and
; the ballot sees all eight.
; RUN: %converge run %s --function example --threads 8 --wave 8 | FileCheck %s --check-prefix=TOKEN --match-full-lines --strict-whitespace
; RUN: %converge run %s --function example_uncontrolled --threads 8 --wave 8 | FileCheck %s --check-prefix=NO-TOKEN --match-full-lines --strict-whitespace

define void @example() convergent {
A:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %for

for:
  %i = phi i32 [ 0, %A ], [ %i.next, %D ]
  %inner = call token @llvm.experimental.convergence.loop() ["convergencectrl"(token %entry)]
  %for.cond = icmp slt i32 %i, 8
  br i1 %for.cond, label %B, label %E

B:
  %tid.mod = urem i32 %tid, 3
  %condition = icmp eq i32 %tid.mod, %i
  br i1 %condition, label %C, label %D

C:
  %ballot = call i64 @subgroupBallot(i1 true) ["convergencectrl"(token %inner)]
  br label %E

D:
  %i.next = add i32 %i, 1
  br label %for

E:
  ret void
}

define void @example_uncontrolled() {
A:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %for

for:
  %i = phi i32 [ 0, %A ], [ %i.next, %D ]
  %for.cond = icmp slt i32 %i, 8
  br i1 %for.cond, label %B, label %E

B:
  %tid.mod = urem i32 %tid, 3
  %condition = icmp eq i32 %tid.mod, %i
  br i1 %condition, label %C, label %D

C:
  %ballot = call i64 @subgroupBallot(i1 true)
  br label %E

D:
  %i.next = add i32 %i, 1
  br label %for

E:
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @subgroupBallot(i1) convergent

; TOKEN:run @example: 8 threads in 1 wave of 8; anchors: maximal; 152 thread-instructions
; TOKEN-EMPTY:
; TOKEN-NEXT:convergent operations, one line per dynamic instance: the threads that executed it together
; TOKEN-NEXT:wave 0:
; TOKEN-NEXT:  line 11  %entry = entry  threads 0-7  -> token0 (all)
; TOKEN-NEXT:  line 17  %inner = loop  threads 0-7  args token0 (all)  -> token1 (all)
; TOKEN-NEXT:  line 17  %inner = loop  threads 1 2 4 5 7  args token0 (all)  -> token2 (all)
; TOKEN-NEXT:  line 17  %inner = loop  threads 2 5  args token0 (all)  -> token3 (all)
; TOKEN-NEXT:  line 27  %ballot = @subgroupBallot  threads 0 3 6  args true (all)  -> 73 (all)
; TOKEN-NEXT:  line 27  %ballot = @subgroupBallot  threads 1 4 7  args true (all)  -> 146 (all)
; TOKEN-NEXT:  line 27  %ballot = @subgroupBallot  threads 2 5  args true (all)  -> 36 (all)

; NO-TOKEN:run @example_uncontrolled: 8 threads in 1 wave of 8; anchors: maximal; 129 thread-instructions
; NO-TOKEN-EMPTY:
; NO-TOKEN-NEXT:convergent operations, one line per dynamic instance: the threads that executed it together
; NO-TOKEN-NEXT:wave 0:
; NO-TOKEN-NEXT:  line 54  %ballot = @subgroupBallot  threads 0-7  args true (all)  -> 255 (all)
