; Covers: old-style debug intrinsic calls (llvm.dbg.value, llvm.dbg.declare,
; llvm.dbg.label) which the reader turns into #dbg_ records, and !dbg
; attachments on calls.
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.label(metadata)

define void @g(i32 %x) !dbg !5 {
entry:
  %a = alloca i32, align 4
  call void @llvm.dbg.declare(metadata ptr %a, metadata !9, metadata !DIExpression()), !dbg !11
  call void @llvm.dbg.value(metadata i32 %x, metadata !9, metadata !DIExpression()), !dbg !11
  call void @llvm.dbg.value(metadata !DIArgList(i32 %x, i32 1), metadata !9, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !11
  call void @llvm.dbg.label(metadata !12), !dbg !11
  call void @llvm.dbg.value(metadata i32 undef, metadata !9, metadata !DIExpression()), !dbg !11
  ret void, !dbg !11
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "g.c", directory: "/d")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 1, type: !6, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocalVariable(name: "x", scope: !5, file: !1, line: 1, type: !8)
!11 = !DILocation(line: 1, column: 1, scope: !5)
!12 = !DILabel(scope: !5, name: "l", file: !1, line: 2)
