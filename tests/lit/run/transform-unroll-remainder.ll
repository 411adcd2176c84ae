; "Loop unrolling examples" of ConvergentOperations.rst: unrolling a loop
; whose convergent operation uses a loop heart with a token from outside,
; by 2 with a remainder, is forbidden.  Two threads run 3 and 4 iterations
; (the counter is 3 + thread id).  @before: the first three executions of
; the operation are converged for both threads (args 3/4, 2/3, 1/2), the
; fourth thread 1 runs alone.  @after: the third iteration of the original
; loop is now executed by thread 1 in the unrolled body (line 48, arg 2)
; and by thread 0 in the remainder (line 60, arg 1), apart.
; RUN: %converge run %s --function before --threads 2 --wave 2 --extern convergent.operation=zero | FileCheck %s --check-prefix=BEFORE --match-full-lines --strict-whitespace
; RUN: %converge run %s --function after --threads 2 --wave 2 --extern convergent.operation=zero | FileCheck %s --check-prefix=AFTER --match-full-lines --strict-whitespace

define void @before() {
A:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %counter0 = add i32 3, %tid
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %loop

loop:
  %counter = phi i32 [ %counter0, %A ], [ %counter.next, %B ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %more = icmp sgt i32 %counter, 0
  br i1 %more, label %B, label %C

B:
  call void @convergent.operation(i32 %counter) [ "convergencectrl"(token %inner) ]
  %counter.next = sub i32 %counter, 1
  br label %loop

C:
  ret void
}

define void @after() {
A:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %counter0 = add i32 3, %tid
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %loop

loop:
  %counter = phi i32 [ %counter0, %A ], [ %counter.next, %B ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %two = icmp sge i32 %counter, 2
  br i1 %two, label %B, label %C

B:
  call void @convergent.operation(i32 %counter) [ "convergencectrl"(token %inner) ]
  %counter.1 = sub i32 %counter, 1
  call void @convergent.operation(i32 %counter.1) [ "convergencectrl"(token %inner) ]
  %counter.next = sub i32 %counter, 2
  br label %loop

C:
  %rest = icmp sgt i32 %counter, 0
  br i1 %rest, label %D, label %E

D:
  %remainder = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  call void @convergent.operation(i32 %counter) [ "convergencectrl"(token %remainder) ]
  br label %E

E:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @convergent.operation(i32) convergent

; BEFORE:run @before: 2 threads in 1 wave of 2; anchors: maximal; 58 thread-instructions
; BEFORE-EMPTY:
; BEFORE-NEXT:convergent operations, one line per dynamic instance: the threads that executed it together
; BEFORE-NEXT:wave 0:
; BEFORE-NEXT:  line 16  %outer = anchor  threads 0 1  -> token1 (all)
; BEFORE-NEXT:  line 21  %inner = loop  threads 0 1  args token1 (all)  -> token2 (all)
; BEFORE-NEXT:  line 26  @convergent.operation  threads 0 1  args 0:3 1:4
; BEFORE-NEXT:  line 21  %inner = loop  threads 0 1  args token1 (all)  -> token3 (all)
; BEFORE-NEXT:  line 26  @convergent.operation  threads 0 1  args 0:2 1:3
; BEFORE-NEXT:  line 21  %inner = loop  threads 0 1  args token1 (all)  -> token4 (all)
; BEFORE-NEXT:  line 26  @convergent.operation  threads 0 1  args 0:1 1:2
; BEFORE-NEXT:  line 21  %inner = loop  threads 0 1  args token1 (all)  -> token5 (all)
; BEFORE-NEXT:  line 26  @convergent.operation  threads 1  args 1
; BEFORE-NEXT:  line 21  %inner = loop  threads 1  args token1  -> token6

; AFTER:run @after: 2 threads in 1 wave of 2; anchors: maximal; 47 thread-instructions
; AFTER-EMPTY:
; AFTER-NEXT:convergent operations, one line per dynamic instance: the threads that executed it together
; AFTER-NEXT:wave 0:
; AFTER-NEXT:  line 38  %outer = anchor  threads 0 1  -> token1 (all)
; AFTER-NEXT:  line 43  %inner = loop  threads 0 1  args token1 (all)  -> token2 (all)
; AFTER-NEXT:  line 48  @convergent.operation  threads 0 1  args 0:3 1:4
; AFTER-NEXT:  line 50  @convergent.operation  threads 0 1  args 0:2 1:3
; AFTER-NEXT:  line 43  %inner = loop  threads 0 1  args token1 (all)  -> token3 (all)
; AFTER-NEXT:  line 48  @convergent.operation  threads 1  args 2
; AFTER-NEXT:  line 50  @convergent.operation  threads 1  args 1
; AFTER-NEXT:  line 43  %inner = loop  threads 1  args token1  -> token4
; AFTER-NEXT:  line 59  %remainder = loop  threads 0  args token1  -> token5
; AFTER-NEXT:  line 60  @convergent.operation  threads 0  args 1
