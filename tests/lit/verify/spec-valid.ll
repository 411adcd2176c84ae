; The specification's valid examples (ConvergentOperations): converge
; accepts them, in every format, as opt does.
; RUN: %converge verify %s | count 0
; RUN: %converge verify --format=llvm %s | count 0
; RUN: %converge verify --format=json %s | FileCheck %s --check-prefix=JSON
; JSON: {"file": "{{.*}}spec-valid.ll", "valid": true, "rules": "specification", "violations": []}

; Motivating Examples, unstructured control flow, made explicit with the
; entry token (the block is renamed %start: a block and a value cannot
; share the name %entry).
define void @example_original(i1 %cond1, i1 %c2) convergent {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  br i1 %cond1, label %then1, label %mid

then1:
  %cond2 = and i1 %c2, true
  br label %mid

mid:
  %flag = phi i1 [ true, %start ], [ %cond2, %then1 ]
  br i1 %flag, label %then2, label %end

then2:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %entry) ]
  br label %end

end:
  ret void
}

; Opportunistic convergent operations: an anchor in a function that is not
; convergent.
define i32 @reserveSpaceInBuffer() {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  %ballot = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %anchor) ]
  %numThreads.p = call i64 @llvm.ctpop.i64(i64 %ballot)
  %numThreads = trunc i64 %numThreads.p to i32
  %absoluteThreadIdx = call i32 @getSubgroupLocalInvocationId()
  %absoluteThreadIdx.ext = zext i32 %absoluteThreadIdx to i64
  %mask.p = shl i64 1, %absoluteThreadIdx.ext
  %mask = sub i64 %mask.p, 1
  %maskedBallot = and i64 %ballot, %mask
  %relativeThreadIdx.p = call i64 @llvm.ctpop.i64(i64 %maskedBallot)
  %relativeThreadIdx = trunc i64 %relativeThreadIdx.p to i32
  %isFirstThread = icmp eq i32 %relativeThreadIdx, 0
  br i1 %isFirstThread, label %then, label %end

then:
  %baseOffset.1 = atomicrmw add ptr @bufferAllocationCount, i32 %numThreads monotonic
  br label %end

end:
  %baseOffset.2 = phi i32 [ undef, %entry ], [ %baseOffset.1, %then ]
  %baseOffset = call i32 @subgroupBroadcastFirst(i32 %baseOffset.2) [ "convergencectrl"(token %anchor) ]
  %offset = add i32 %baseOffset, %relativeThreadIdx
  ret i32 %offset
}

; Extended cycles: a divergent exit from a loop; the heart's token is used
; outside the cycle, in the exit block %C.
define void @example(i1 %for.cond, i1 %condition) convergent {
  %entry = call token @llvm.experimental.convergence.entry()
  br label %for

for:
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %entry) ]
  br i1 %for.cond, label %B, label %E

B:
  br i1 %condition, label %C, label %D

C:
  call void @convergent_op() [ "convergencectrl"(token %inner) ]
  br label %E

D:
  br label %for

E:
  ret void
}

; The entry intrinsic and inlining: the callee's operations use the entry
; token; the caller passes the heart of its loop.
define void @callee() convergent {
  %tok = call token @llvm.experimental.convergence.entry()
  call void @convergent_op() [ "convergencectrl"(token %tok) ]
  ret void
}

define void @main(i32 %n) {
entry:
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  call void @callee() [ "convergencectrl"(token %inner) ]
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; Rationales for the static rules about cycles: the loop heart that makes
; the incorrect examples correct.
define void @rationale_heart(i1 %condition1, i1 %condition2, i1 %exit) {
A:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %B

B:
  %loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  br i1 %condition1, label %C, label %D

C:
  call void @convergent.op.1() [ "convergencectrl"(token %loop) ]
  br label %D

D:
  br i1 %condition2, label %E, label %F

E:
  call void @convergent.op.2() [ "convergencectrl"(token %loop) ]
  br label %F

F:
  br i1 %exit, label %G, label %B

G:
  ret void
}

@bufferAllocationCount = global i32 0

declare void @subgroupControlBarrier() convergent
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupBroadcastFirst(i32) convergent
declare i32 @getSubgroupLocalInvocationId()
declare i64 @llvm.ctpop.i64(i64)
declare void @convergent_op() convergent
declare void @convergent.op.1() convergent
declare void @convergent.op.2() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
