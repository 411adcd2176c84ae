; SPIR-V wave intrinsics as clang emits HLSL's Wave* functions, each run
; on the threads converged at the call and held against the uniformity
; analysis's claim for it: WaveIsFirstLane is true in the first active
; lane only, so it is divergent (and the loop that waits for it ends);
; the reductions, WaveActiveAllTrue/AnyTrue, WaveActiveCountBits and
; WaveActiveBallot give one value to every thread that runs them
; together, so they are uniform even of a divergent operand.
; WaveReadLaneAt (llvm.spv.wave.readlane, OpGroupNonUniformShuffle) is
; divergent when its lane is (%swap: each reads its neighbour's lane id),
; uniform when its lane is, whatever the value (%at reads lane 2).
; RUN: %converge uniformity %s | FileCheck %s --check-prefix=UNI
; RUN: %converge run %s --threads 8 --wave 4 --check-uniformity | FileCheck %s --check-prefix=EXEC

target triple = "spirv-unknown-vulkan1.3-compute"

define void @main() convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @llvm.spv.subgroup.local.invocation.id()
  br label %wait
wait:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
  %first = call i1 @llvm.spv.wave.is.first.lane() [ "convergencectrl"(token %h) ]
  br i1 %first, label %done, label %wait
done:
  %n = call i32 @llvm.spv.wave.get.lane.count() [ "convergencectrl"(token %t) ]
  %sum = call i32 @llvm.spv.wave.reduce.sum.i32(i32 %lane) [ "convergencectrl"(token %t) ]
  %max = call i32 @llvm.spv.wave.reduce.umax.i32(i32 %lane) [ "convergencectrl"(token %t) ]
  %min = call i32 @llvm.spv.wave.reduce.min.i32(i32 %lane) [ "convergencectrl"(token %t) ]
  %at = call i32 @llvm.spv.wave.readlane.i32(i32 %lane, i32 2) [ "convergencectrl"(token %t) ]
  %odd = trunc i32 %lane to i1
  %all = call i1 @llvm.spv.wave.all(i1 %odd) [ "convergencectrl"(token %t) ]
  %any = call i1 @llvm.spv.wave.any(i1 %odd) [ "convergencectrl"(token %t) ]
  %cnt = call i32 @llvm.spv.wave.active.countbits(i1 %odd) [ "convergencectrl"(token %t) ]
  %bal = call <4 x i32> @llvm.spv.wave.ballot(i1 %odd) [ "convergencectrl"(token %t) ]
  %next = xor i32 %lane, 1
  %swap = call i32 @llvm.spv.wave.readlane.i32(i32 %lane, i32 %next) [ "convergencectrl"(token %t) ]
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare i32 @llvm.spv.subgroup.local.invocation.id()
declare i1 @llvm.spv.wave.is.first.lane()
declare i32 @llvm.spv.wave.get.lane.count()
declare i32 @llvm.spv.wave.reduce.sum.i32(i32)
declare i32 @llvm.spv.wave.reduce.umax.i32(i32)
declare i32 @llvm.spv.wave.reduce.min.i32(i32)
declare i32 @llvm.spv.wave.readlane.i32(i32, i32)
declare i1 @llvm.spv.wave.all(i1)
declare i1 @llvm.spv.wave.any(i1)
declare i32 @llvm.spv.wave.active.countbits(i1)
declare <4 x i32> @llvm.spv.wave.ballot(i1)

; UNI: %first = call i1 @llvm.spv.wave.is.first.lane() [ "convergencectrl"(token %h) ] ; DIVERGENT
; UNI-NEXT: br i1 %first, label %done, label %wait ; DIVERGENT BRANCH
; UNI: %sum = call i32 @llvm.spv.wave.reduce.sum.i32(i32 %lane) [ "convergencectrl"(token %t) ]{{$}}
; UNI-NEXT: %max = call i32 @llvm.spv.wave.reduce.umax.i32(i32 %lane) [ "convergencectrl"(token %t) ]{{$}}
; UNI-NEXT: %min = call i32 @llvm.spv.wave.reduce.min.i32(i32 %lane) [ "convergencectrl"(token %t) ]{{$}}
; UNI-NEXT: %at = call i32 @llvm.spv.wave.readlane.i32(i32 %lane, i32 2) [ "convergencectrl"(token %t) ]{{$}}
; UNI: %all = call i1 @llvm.spv.wave.all(i1 %odd) [ "convergencectrl"(token %t) ]{{$}}
; UNI-NEXT: %any = call i1 @llvm.spv.wave.any(i1 %odd) [ "convergencectrl"(token %t) ]{{$}}
; UNI-NEXT: %cnt = call i32 @llvm.spv.wave.active.countbits(i1 %odd) [ "convergencectrl"(token %t) ]{{$}}
; UNI-NEXT: %bal = call <4 x i32> @llvm.spv.wave.ballot(i1 %odd) [ "convergencectrl"(token %t) ]{{$}}
; UNI-NEXT: %next = xor i32 %lane, 1 ; DIVERGENT
; UNI-NEXT: %swap = call i32 @llvm.spv.wave.readlane.i32(i32 %lane, i32 %next) [ "convergencectrl"(token %t) ] ; DIVERGENT

; EXEC: wave 0:
; EXEC: line 23  %first = @llvm.spv.wave.is.first.lane  threads 0-3  -> 0:true 1:false 2:false 3:false
; EXEC: line 23  %first = @llvm.spv.wave.is.first.lane  threads 1-3  -> 1:true 2:false 3:false
; EXEC: line 23  %first = @llvm.spv.wave.is.first.lane  threads 2 3  -> 2:true 3:false
; EXEC: line 23  %first = @llvm.spv.wave.is.first.lane  threads 3  -> true
; EXEC: line 26  %n = @llvm.spv.wave.get.lane.count  threads 0-3  -> 4 (all)
; EXEC: line 27  %sum = @llvm.spv.wave.reduce.sum.i32  threads 0-3  args 0:0 1:1 2:2 3:3  -> 6 (all)
; EXEC: line 28  %max = @llvm.spv.wave.reduce.umax.i32  threads 0-3  args 0:0 1:1 2:2 3:3  -> 3 (all)
; EXEC: line 29  %min = @llvm.spv.wave.reduce.min.i32  threads 0-3  args 0:0 1:1 2:2 3:3  -> 0 (all)
; EXEC: line 30  %at = @llvm.spv.wave.readlane.i32  threads 0-3  args 0:(0, 2) 1:(1, 2) 2:(2, 2) 3:(3, 2)  -> 2 (all)
; EXEC: line 32  %all = @llvm.spv.wave.all  threads 0-3  args 0:false 1:true 2:false 3:true  -> false (all)
; EXEC: line 33  %any = @llvm.spv.wave.any  threads 0-3  args 0:false 1:true 2:false 3:true  -> true (all)
; EXEC: line 34  %cnt = @llvm.spv.wave.active.countbits  threads 0-3  args 0:false 1:true 2:false 3:true  -> 2 (all)
; EXEC: line 35  %bal = @llvm.spv.wave.ballot  threads 0-3  args 0:false 1:true 2:false 3:true  -> (10, 0, 0, 0) (all)
; EXEC: line 37  %swap = @llvm.spv.wave.readlane.i32  threads 0-3  args 0:(0, 1) 1:(1, 0) 2:(2, 3) 3:(3, 2)  -> 0:1 1:0 2:3 3:2
; EXEC: check-uniformity: 20 groups of converged dynamic instances checked, 0 violations
