; Metadata numbers in the verifier's messages: the Verifier's own messages
; print with one slot tracker that numbers every function's metadata (the
; numbers of opt -S); the convergence verifier prints each instruction
; with a fresh tracker, which numbers the module's part and then only the
; instruction's function (as print<uniformity> does).  Expected: opt 22.
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --match-full-lines --strict-whitespace

; CHECK:Range types must match instruction type!
; CHECK-NEXT:  %v = load i32, ptr addrspace(1) %q, align 4, !tbaa !10, !range !12, !amdgpu.noclobber !4
; CHECK-NEXT:Convergence region is not well-nested.
; CHECK-NEXT:  %bad2 = call token @llvm.experimental.convergence.anchor(), !tbaa !3
; CHECK-NEXT:  call void @cf() [ "convergencectrl"(token %bad2) ], !tbaa !12

target triple = "amdgcn-amd-amdhsa"

@g = addrspace(1) global i32 0, !type !0

define amdgpu_kernel void @first(ptr addrspace(1) %p) !kernel_arg_addr_space !1 {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x(), !range !2, !noundef !3
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %id
  %v = load i32, ptr addrspace(1) %q, align 4, !tbaa !4
  store i32 %v, ptr addrspace(1) %p, align 4, !tbaa !4
  ret void
}

define amdgpu_kernel void @second(ptr addrspace(1) %p, i32 %n) !kernel_arg_addr_space !9 {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ %id, %entry ], [ %next, %loop ]
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %i
  %v = load i32, ptr addrspace(1) %q, align 4, !tbaa !10, !amdgpu.noclobber !3, !range !19
  call void @llvm.experimental.noalias.scope.decl(metadata !13)
  store i32 %v, ptr addrspace(1) %q, align 4, !tbaa !4, !alias.scope !13
  %next = add i32 %i, 64
  %bad = call token @llvm.experimental.convergence.anchor(), !tbaa !10
  %bad2 = call token @llvm.experimental.convergence.anchor(), !tbaa !10
  call void @cf() [ "convergencectrl"(token %bad) ], !tbaa !4
  call void @cf() [ "convergencectrl"(token %bad2) ], !tbaa !4
  call void @cf() [ "convergencectrl"(token %bad) ], !tbaa !4
  %c = icmp slt i32 %next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !16

exit:
  ret void
}

declare void @cf() convergent
declare token @llvm.experimental.convergence.anchor() convergent
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.experimental.noalias.scope.decl(metadata)

!llvm.module.flags = !{!18}

!0 = !{i64 0, !"g"}
!1 = !{i32 1}
!2 = !{i32 0, i32 1024}
!3 = !{}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!9 = !{i32 1, i32 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !6, i64 0}
!13 = !{!14}
!14 = distinct !{!14, !15, !"scope"}
!15 = distinct !{!15, !"domain"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i64 0, i64 5}
