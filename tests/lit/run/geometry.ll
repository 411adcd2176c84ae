; Launch geometry: --grid workgroups of --workgroup threads, numbered x
; fastest, workgroup after workgroup; each workgroup's threads in waves of
; --wave (the last one partial); a barrier waits for the waves of its own
; workgroup; LDS (address space 3) is one per workgroup, so each
; workgroup counts its own 6 threads.  --threads must agree with the grid.
; RUN: %converge run %s --function ids --grid 2 --workgroup 3,2 --wave 4 | FileCheck %s --check-prefix=IDS --match-full-lines --strict-whitespace
; RUN: %converge run %s --function count --grid 2 --workgroup 3,2 --wave 4 | FileCheck %s --check-prefix=COUNT --match-full-lines --strict-whitespace
; RUN: %converge run %s --function count --grid 2 --workgroup 3,2 --format=json | FileCheck %s --check-prefix=JSON --match-full-lines --strict-whitespace
; RUN: %converge run %s --function count --grid 2,1,2 --workgroup 3 --format=summary | FileCheck %s --check-prefix=SUMMARY --match-full-lines --strict-whitespace
; RUN: not %converge run %s --function count --grid 2 --workgroup 3,2 --threads 5 2>&1 | FileCheck %s --check-prefix=THREADS --match-full-lines --strict-whitespace
; RUN: not %converge run %s --function count --grid 2,x 2>&1 | FileCheck %s --check-prefix=BADGRID --match-full-lines --strict-whitespace
; RUN: not %converge run %s --function count --workgroup 1,2,3,4 2>&1 | FileCheck %s --check-prefix=BADWG --match-full-lines --strict-whitespace
; RUN: not %converge run %s --function shaped --workgroup 4 2>&1 | FileCheck %s --check-prefix=SHAPED --match-full-lines --strict-whitespace
; RUN: %converge run %s --function shaped --grid 2 --format=summary | FileCheck %s --check-prefix=SHAPED-GRID --match-full-lines --strict-whitespace

target triple = "amdgcn-amd-amdhsa"

@lds = addrspace(3) global i32 poison

define i32 @ids() {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g100 = mul i32 %g, 100
  %y10 = mul i32 %y, 10
  %a = add i32 %g100, %y10
  %r = add i32 %a, %x
  ret i32 %r
}

define i32 @count() {
  %old = atomicrmw add ptr addrspace(3) @lds, i32 1 seq_cst
  call void @llvm.amdgcn.s.barrier()
  %n = load i32, ptr addrspace(3) @lds
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  ret i32 %n
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
declare i64 @llvm.amdgcn.ballot.i64(i1)

define void @shaped() !reqd_work_group_size !0 {
  ret void
}

!0 = !{i32 2, i32 2, i32 1}

; IDS:run @ids: 12 threads in 2 workgroups (2x1x1) of 3x2x1, 4 waves of 4; anchors: maximal; 96 thread-instructions
; IDS-EMPTY:
; IDS-NEXT:returns: 0:0 1:1 2:2 3:10 4:11 5:12 6:100 7:101 8:102 9:110 10:111 11:112

; COUNT:run @count: 12 threads in 2 workgroups (2x1x1) of 3x2x1, 4 waves of 4; anchors: maximal; 60 thread-instructions
; COUNT-EMPTY:
; COUNT-NEXT:convergent operations, one line per dynamic instance: the threads that executed it together
; COUNT-NEXT:wave 0:
; COUNT-NEXT:  line 33  @llvm.amdgcn.s.barrier  threads 0-3
; COUNT-NEXT:wave 1:
; COUNT-NEXT:  line 33  @llvm.amdgcn.s.barrier  threads 4 5
; COUNT-NEXT:wave 0:
; COUNT-NEXT:  line 35  %b = @llvm.amdgcn.ballot.i64  threads 0-3  args true (all)  -> 15 (all)
; COUNT-NEXT:wave 1:
; COUNT-NEXT:  line 35  %b = @llvm.amdgcn.ballot.i64  threads 4 5  args true (all)  -> 3 (all)
; COUNT-NEXT:wave 2:
; COUNT-NEXT:  line 33  @llvm.amdgcn.s.barrier  threads 6-9
; COUNT-NEXT:wave 3:
; COUNT-NEXT:  line 33  @llvm.amdgcn.s.barrier  threads 10 11
; COUNT-NEXT:wave 2:
; COUNT-NEXT:  line 35  %b = @llvm.amdgcn.ballot.i64  threads 6-9  args true (all)  -> 15 (all)
; COUNT-NEXT:wave 3:
; COUNT-NEXT:  line 35  %b = @llvm.amdgcn.ballot.i64  threads 10 11  args true (all)  -> 3 (all)
; COUNT-EMPTY:
; COUNT-NEXT:returns: 0:6 1:6 2:6 3:6 4:6 5:6 6:6 7:6 8:6 9:6 10:6 11:6
; COUNT-EMPTY:
; COUNT-NEXT:globals: @lds = 6

; JSON:{"function": "count", "threads": 12, "wave": 64, "grid": [2, 1, 1], "workgroup": [3, 2, 1], "anchor": "maximal", "steps": 60,
; JSON-NEXT: "ops": [

; SUMMARY:threads 12 waves 4 steps 60 ops 8

; THREADS:{{.*}}geometry.ll: error: 5 threads, but the grid and workgroup make 12

; BADGRID:converge: --grid needs a number from 1 to 16777216

; BADWG:converge: --workgroup needs X[,Y[,Z]], numbers from 1 to 16777216

; SHAPED:{{.*}}geometry.ll: error: @shaped requires a work group of 2 x 2 x 1 threads; --workgroup gives 4 x 1 x 1

; SHAPED-GRID:threads 8 waves 2 steps 8 ops 0
