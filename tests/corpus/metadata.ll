; Covers: named metadata, unnamed nodes numbered with gaps and out of order,
; distinct nodes, MDString escapes, inline !{} and !"..." operands,
; instruction attachments (!tbaa, !prof, !range, custom kinds), function
; attachments, !llvm.loop with a self reference, metadata call arguments,
; module flags, and nodes with value operands.
declare void @llvm.foo(metadata)
declare void @llvm.donothing()

define void @loop(i32 %n, ptr %p) !fn.md !7 !prof !12 {
entry:
  br label %body

body:
  %i = phi i32 [ 0, %entry ], [ %inc, %body ]
  %v = load i32, ptr %p, align 4, !tbaa !20, !custom.kind !3
  %inc = add i32 %i, 1
  %c = icmp slt i32 %inc, %n
  br i1 %c, label %body, label %exit, !llvm.loop !30, !prof !13

exit:
  call void @llvm.foo(metadata i32 %n)
  call void @llvm.foo(metadata !{})
  call void @llvm.foo(metadata !"inline string")
  call void @llvm.foo(metadata !{i32 1, !"x", null})
  call void @llvm.foo(metadata ptr %p)
  call void @llvm.foo(metadata !3)
  call void @llvm.donothing(), !annotation !{!"inline", !"node"}
  ret void
}

!llvm.module.flags = !{!0, !1}
!named = !{!3, !7, !3}
!empty.named = !{}
!esc\2Dnamed\5C = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!3 = !{!"a\22b\5Cc\0A"}
!5 = distinct !{!5, !3}
!7 = !{i32 -1, i64 9223372036854775807, float 1.5, ptr @loop, ptr null}
!12 = !{!"function_entry_count", i64 100}
!13 = !{!"branch_weights", i32 99, i32 1}
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C/C++ TBAA"}
!30 = distinct !{!30, !31, !32}
!31 = !{!"llvm.loop.mustprogress"}
!32 = !{!"llvm.loop.unroll.count", i32 4}
