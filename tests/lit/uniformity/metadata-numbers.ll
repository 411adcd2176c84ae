; Metadata numbers in `--format=llvm`: opt 22's print<uniformity> prints
; each instruction alone (Value::print), with a slot tracker that numbers
; the module's part of the metadata (attachments of global variables, then
; named metadata) and then only the instruction's own function (its
; attachments, then each instruction's attachments in order), so the
; numbers differ from `opt -S`'s whole-module ones.  A call of an
; intrinsic with a metadata node operand is printed with every function's
; metadata numbered (the module's numbers).  Expected text: opt 22.
; RUN: %converge uniformity --format=llvm %s | FileCheck %s --match-full-lines --strict-whitespace
; RUN: %converge print %s | FileCheck %s --check-prefix=MODULE

; CHECK:UniformityInfo for function 'first':
; CHECK-EMPTY:
; CHECK-NEXT:BLOCK entry
; CHECK-NEXT:DEFINITIONS
; CHECK-NEXT:  DIVERGENT:   %id = call i32 @llvm.amdgcn.workitem.id.x(), !range !3, !noundef !4
; CHECK-NEXT:  DIVERGENT:   %q = getelementptr i32, ptr addrspace(1) %p, i32 %id
; CHECK-NEXT:  DIVERGENT:   %v = load i32, ptr addrspace(1) %q, align 4, !tbaa !5
; CHECK-NEXT:  DIVERGENT:   store i32 %v, ptr addrspace(1) %p, align 4, !tbaa !5
; CHECK-NEXT:TERMINATORS
; CHECK-NEXT:               ret void
; CHECK-NEXT:END BLOCK
; CHECK-NEXT:UniformityInfo for function 'second':
; CHECK-NEXT:CYCLES WITH DIVERGENT EXIT:
; CHECK-NEXT:  depth=1: entries(loop)
; CHECK-EMPTY:
; CHECK-NEXT:BLOCK entry
; CHECK-NEXT:DEFINITIONS
; CHECK-NEXT:  DIVERGENT:   %id = call i32 @llvm.amdgcn.workitem.id.x()
; CHECK-NEXT:TERMINATORS
; CHECK-NEXT:               br label %loop
; CHECK-NEXT:END BLOCK
; CHECK-EMPTY:
; CHECK-NEXT:BLOCK loop
; CHECK-NEXT:DEFINITIONS
; CHECK-NEXT:  DIVERGENT:   %i = phi i32 [ %id, %entry ], [ %next, %loop ]
; CHECK-NEXT:  DIVERGENT:   %q = getelementptr i32, ptr addrspace(1) %p, i32 %i
; CHECK-NEXT:  DIVERGENT:   %v = load i32, ptr addrspace(1) %q, align 4, !tbaa !3, !amdgpu.noclobber !7
; CHECK-NEXT:               call void @llvm.experimental.noalias.scope.decl(metadata !12)
; CHECK-NEXT:  DIVERGENT:   store i32 %v, ptr addrspace(1) %q, align 4, !tbaa !11, !alias.scope !8
; CHECK-NEXT:  DIVERGENT:   %next = add i32 %i, 64
; CHECK-NEXT:  DIVERGENT:   %c = icmp slt i32 %next, %n
; CHECK-NEXT:TERMINATORS
; CHECK-NEXT:  DIVERGENT:   br i1 %c, label %loop, label %exit, !llvm.loop !13
; CHECK-NEXT:END BLOCK
; CHECK-EMPTY:
; CHECK-NEXT:BLOCK exit
; CHECK-NEXT:DEFINITIONS
; CHECK-NEXT:TERMINATORS
; CHECK-NEXT:               ret void
; CHECK-NEXT:END BLOCK

; in the whole module, the numbers of opt -S
; MODULE: %v = load i32, ptr addrspace(1) %q, align 4, !tbaa !10, !amdgpu.noclobber !4
; MODULE: call void @llvm.experimental.noalias.scope.decl(metadata !12)
; MODULE: store i32 %v, ptr addrspace(1) %q, align 4, !tbaa !5, !alias.scope !12
; MODULE: br i1 %c, label %loop, label %exit, !llvm.loop !15

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
  %v = load i32, ptr addrspace(1) %q, align 4, !tbaa !10, !amdgpu.noclobber !3
  call void @llvm.experimental.noalias.scope.decl(metadata !13)
  store i32 %v, ptr addrspace(1) %q, align 4, !tbaa !4, !alias.scope !13
  %next = add i32 %i, 64
  %c = icmp slt i32 %next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !16

exit:
  ret void
}

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
