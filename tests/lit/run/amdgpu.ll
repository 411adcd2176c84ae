; AMDGPU intrinsics: the lane id from mbcnt, workitem.id, ballot,
; readfirstlane, readlane and wave reductions over exactly the threads
; converged at the call; s.barrier waits for every wave, so after it each
; thread reads what a thread of the other wave stored before it.
; RUN: %converge run %s --threads 8 --wave 4 --arg out=buffer:32 | FileCheck %s --check-prefix=TEXT --match-full-lines --strict-whitespace
; RUN: %converge run %s --threads 8 --wave 4 --format=summary | FileCheck %s --check-prefix=SUMMARY --match-full-lines --strict-whitespace

target triple = "amdgcn-amd-amdhsa"

@shared = global [8 x i32] zeroinitializer

define amdgpu_kernel void @kernel(ptr addrspace(1) %out) {
entry:
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  %ballot = call i64 @llvm.amdgcn.ballot.i64(i1 %isodd)
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  br i1 %isodd, label %odd.bb, label %join

odd.bb:
  %rf = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %lane)
  %sum = call i32 @llvm.amdgcn.wave.reduce.add.i32(i32 %tid, i32 0)
  %rl = call i32 @llvm.amdgcn.readlane.i32(i32 %tid, i32 3)
  br label %join

join:
  %p = phi i32 [ %first, %entry ], [ %rf, %odd.bb ]
  %slot = getelementptr [8 x i32], ptr @shared, i32 0, i32 %tid
  store i32 %tid, ptr %slot
  call void @llvm.amdgcn.s.barrier()
  %next = add i32 %tid, 4
  %wrap = urem i32 %next, 8
  %slot2 = getelementptr [8 x i32], ptr @shared, i32 0, i32 %wrap
  %v = load i32, ptr %slot2
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %o
  %max = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %v, i32 0)
  ret void
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.wave.reduce.add.i32(i32, i32)
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32)
declare void @llvm.amdgcn.s.barrier()

; TEXT:run @kernel: 8 threads in 2 waves of 4; anchors: maximal; 168 thread-instructions
; TEXT-EMPTY:
; TEXT-NEXT:convergent operations, one line per dynamic instance: the threads that executed it together
; TEXT-NEXT:wave 0:
; TEXT-NEXT:  line 19  %ballot = @llvm.amdgcn.ballot.i64  threads 0-3  args 0:false 1:true 2:false 3:true  -> 10 (all)
; TEXT-NEXT:  line 20  %first = @llvm.amdgcn.readfirstlane.i32  threads 0-3  args 0:0 1:1 2:2 3:3  -> 0 (all)
; TEXT-NEXT:  line 24  %rf = @llvm.amdgcn.readfirstlane.i32  threads 1 3  args 1:1 3:3  -> 1 (all)
; TEXT-NEXT:  line 25  %sum = @llvm.amdgcn.wave.reduce.add.i32  threads 1 3  args 1:(1, 0) 3:(3, 0)  -> 4 (all)
; TEXT-NEXT:  line 26  %rl = @llvm.amdgcn.readlane.i32  threads 1 3  args 1:(1, 3) 3:(3, 3)  -> 3 (all)
; TEXT-NEXT:  line 33  @llvm.amdgcn.s.barrier  threads 0-3
; TEXT-NEXT:wave 1:
; TEXT-NEXT:  line 19  %ballot = @llvm.amdgcn.ballot.i64  threads 4-7  args 4:false 5:true 6:false 7:true  -> 10 (all)
; TEXT-NEXT:  line 20  %first = @llvm.amdgcn.readfirstlane.i32  threads 4-7  args 4:4 5:5 6:6 7:7  -> 4 (all)
; TEXT-NEXT:  line 24  %rf = @llvm.amdgcn.readfirstlane.i32  threads 5 7  args 5:1 7:3  -> 1 (all)
; TEXT-NEXT:  line 25  %sum = @llvm.amdgcn.wave.reduce.add.i32  threads 5 7  args 5:(5, 0) 7:(7, 0)  -> 12 (all)
; TEXT-NEXT:  line 26  %rl = @llvm.amdgcn.readlane.i32  threads 5 7  args 5:(5, 3) 7:(7, 3)  -> 7 (all)
; TEXT-NEXT:  line 33  @llvm.amdgcn.s.barrier  threads 4-7
; TEXT-NEXT:wave 0:
; TEXT-NEXT:  line 40  %max = @llvm.amdgcn.wave.reduce.umax.i32  threads 0-3  args 0:(4, 0) 1:(5, 0) 2:(6, 0) 3:(7, 0)  -> 7 (all)
; TEXT-NEXT:wave 1:
; TEXT-NEXT:  line 40  %max = @llvm.amdgcn.wave.reduce.umax.i32  threads 4-7  args 4:(0, 0) 5:(1, 0) 6:(2, 0) 7:(3, 0)  -> 3 (all)

; SUMMARY:threads 8 waves 2 steps 168 ops 14
