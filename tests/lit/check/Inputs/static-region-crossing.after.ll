; The second anchor hoisted next to the first (as a pass that moves
; convergent calls without their operands up would): the region of %t2,
; from its definition to its use, now contains the use of %t1, a token
; defined outside it.  Regions must nest.
target triple = "amdgcn-amd-amdhsa"

define i32 @f() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t1 = call token @llvm.experimental.convergence.anchor()
  %t2 = call token @llvm.experimental.convergence.anchor()
  %a = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %t1) ]
  %b = call i32 @subgroupAdd(i32 %a) [ "convergencectrl"(token %t2) ]
  ret i32 %b
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.anchor()
declare i32 @subgroupAdd(i32) convergent
