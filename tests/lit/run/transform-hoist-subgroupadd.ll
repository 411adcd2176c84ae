; "Reductions inside divergent control flow" (ConvergentOperations.rst):
; hoisting and merging the two subgroupAdd calls above the branch on a
; divergent condition is forbidden.  delta = thread id - 3.  @before: the
; gains add up over the threads with delta > 0 (1+2+3+4 = 10) and the
; losses over the others (-3-2-1+0 = -6); @after (hoisted): one sum over
; all eight threads (4), a different communicating set.
; RUN: %converge run %s --function before --threads 8 --wave 8 | FileCheck %s --check-prefix=BEFORE --match-full-lines --strict-whitespace
; RUN: %converge run %s --function after --threads 8 --wave 8 | FileCheck %s --check-prefix=AFTER --match-full-lines --strict-whitespace

define i32 @before() convergent {
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %delta = sub i32 %tid, 3
  %cc = icmp sgt i32 %delta, 0
  br i1 %cc, label %then, label %else

then:
  %total_gains = call i32 @subgroupAdd(i32 %delta) [ "convergencectrl"(token %entry) ]
  br label %end

else:
  %total_losses = call i32 @subgroupAdd(i32 %delta) [ "convergencectrl"(token %entry) ]
  br label %end

end:
  %total = phi i32 [ %total_gains, %then ], [ %total_losses, %else ]
  ret i32 %total
}

define i32 @after() convergent {
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %delta = sub i32 %tid, 3
  %sum = call i32 @subgroupAdd(i32 %delta) [ "convergencectrl"(token %entry) ]
  %cc = icmp sgt i32 %delta, 0
  br i1 %cc, label %then, label %else

then:
  br label %end

else:
  br label %end

end:
  %total = phi i32 [ %sum, %then ], [ %sum, %else ]
  ret i32 %total
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent

; BEFORE:run @before: 8 threads in 1 wave of 8; anchors: maximal; 64 thread-instructions
; BEFORE-EMPTY:
; BEFORE-NEXT:convergent operations, one line per dynamic instance: the threads that executed it together
; BEFORE-NEXT:wave 0:
; BEFORE-NEXT:  line 11  %entry = entry  threads 0-7  -> token0 (all)
; BEFORE-NEXT:  line 22  %total_losses = @subgroupAdd  threads 0-3  args 0:-3 1:-2 2:-1 3:0  -> -6 (all)
; BEFORE-NEXT:  line 18  %total_gains = @subgroupAdd  threads 4-7  args 4:1 5:2 6:3 7:4  -> 10 (all)
; BEFORE-EMPTY:
; BEFORE-NEXT:returns: 0:-6 1:-6 2:-6 3:-6 4:10 5:10 6:10 7:10

; AFTER:run @after: 8 threads in 1 wave of 8; anchors: maximal; 64 thread-instructions
; AFTER-EMPTY:
; AFTER-NEXT:convergent operations, one line per dynamic instance: the threads that executed it together
; AFTER-NEXT:wave 0:
; AFTER-NEXT:  line 31  %entry = entry  threads 0-7  -> token0 (all)
; AFTER-NEXT:  line 34  %sum = @subgroupAdd  threads 0-7  args 0:-3 1:-2 2:-1 3:0 4:1 5:2 6:3 7:4  -> 4 (all)
; AFTER-EMPTY:
; AFTER-NEXT:returns: 0:4 1:4 2:4 3:4 4:4 5:4 6:4 7:4
