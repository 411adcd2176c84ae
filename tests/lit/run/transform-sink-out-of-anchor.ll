; "Hoisting and sinking" of ConvergentOperations.rst: convergent operations
; may be sunk together with their anchor, but sinking only the one that
; produces %b is incorrect: threads for which the condition is false would
; communicate at %a but not at %b.  subgroupAdd stands for the pure
; convergent operation.  Threads 0-4 take the branch.  @before: %b counts
; all eight threads of the anchor.  @sink_all (anchor, %a and %b sunk
; together, allowed): both count the five.  @sink_b_only (forbidden): %a
; still counts eight, %b only five: a combination the original program
; cannot produce.
; RUN: %converge run %s --function before --threads 8 --wave 8 | FileCheck %s --check-prefix=BEFORE --match-full-lines --strict-whitespace
; RUN: %converge run %s --function sink_all --threads 8 --wave 8 | FileCheck %s --check-prefix=SINK-ALL --match-full-lines --strict-whitespace
; RUN: %converge run %s --function sink_b_only --threads 8 --wave 8 | FileCheck %s --check-prefix=SINK-B --match-full-lines --strict-whitespace

define i32 @before() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %tok = call token @llvm.experimental.convergence.anchor()
  %a = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %tok) ]
  %b = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
  %condition = icmp ult i32 %tid, 5
  br i1 %condition, label %then, label %end

then:
  %use = add i32 %a, %b
  br label %end

end:
  %r = phi i32 [ %use, %then ], [ 0, %entry ]
  ret i32 %r
}

define i32 @sink_all() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %condition = icmp ult i32 %tid, 5
  br i1 %condition, label %then, label %end

then:
  %tok = call token @llvm.experimental.convergence.anchor()
  %a = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %tok) ]
  %b = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
  %use = add i32 %a, %b
  br label %end

end:
  %r = phi i32 [ %use, %then ], [ 0, %entry ]
  ret i32 %r
}

define i32 @sink_b_only() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %tok = call token @llvm.experimental.convergence.anchor()
  %a = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %tok) ]
  %condition = icmp ult i32 %tid, 5
  br i1 %condition, label %then, label %end

then:
  %b = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
  %use = add i32 %a, %b
  br label %end

end:
  %r = phi i32 [ %use, %then ], [ 0, %entry ]
  ret i32 %r
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.anchor()
declare i32 @subgroupAdd(i32) convergent

; BEFORE:run @before: 8 threads in 1 wave of 8; anchors: maximal; 66 thread-instructions
; BEFORE-EMPTY:
; BEFORE-NEXT:convergent operations, one line per dynamic instance: the threads that executed it together
; BEFORE-NEXT:wave 0:
; BEFORE-NEXT:  line 17  %tok = anchor  threads 0-7  -> token1 (all)
; BEFORE-NEXT:  line 18  %a = @subgroupAdd  threads 0-7  args 0:0 1:1 2:2 3:3 4:4 5:5 6:6 7:7  -> 28 (all)
; BEFORE-NEXT:  line 19  %b = @subgroupAdd  threads 0-7  args 1 (all)  -> 8 (all)
; BEFORE-EMPTY:
; BEFORE-NEXT:returns: 0:36 1:36 2:36 3:36 4:36 5:0 6:0 7:0

; SINK-ALL:run @sink_all: 8 threads in 1 wave of 8; anchors: maximal; 57 thread-instructions
; SINK-ALL-EMPTY:
; SINK-ALL-NEXT:convergent operations, one line per dynamic instance: the threads that executed it together
; SINK-ALL-NEXT:wave 0:
; SINK-ALL-NEXT:  line 39  %tok = anchor  threads 0-4  -> token1 (all)
; SINK-ALL-NEXT:  line 40  %a = @subgroupAdd  threads 0-4  args 0:0 1:1 2:2 3:3 4:4  -> 10 (all)
; SINK-ALL-NEXT:  line 41  %b = @subgroupAdd  threads 0-4  args 1 (all)  -> 5 (all)
; SINK-ALL-EMPTY:
; SINK-ALL-NEXT:returns: 0:15 1:15 2:15 3:15 4:15 5:0 6:0 7:0

; SINK-B:run @sink_b_only: 8 threads in 1 wave of 8; anchors: maximal; 63 thread-instructions
; SINK-B-EMPTY:
; SINK-B-NEXT:convergent operations, one line per dynamic instance: the threads that executed it together
; SINK-B-NEXT:wave 0:
; SINK-B-NEXT:  line 53  %tok = anchor  threads 0-7  -> token1 (all)
; SINK-B-NEXT:  line 54  %a = @subgroupAdd  threads 0-7  args 0:0 1:1 2:2 3:3 4:4 5:5 6:6 7:7  -> 28 (all)
; SINK-B-NEXT:  line 59  %b = @subgroupAdd  threads 0-4  args 1 (all)  -> 5 (all)
; SINK-B-EMPTY:
; SINK-B-NEXT:returns: 0:33 1:33 2:33 3:33 4:33 5:0 6:0 7:0
