; Covers: a module with debug info but without the "Debug Info Version"
; module flag: the reader drops all debug metadata (!dbg attachments,
; #dbg_ records, llvm.dbg.cu) and keeps the rest.
define void @h(i32 %x) !dbg !5 {
  %y = add i32 %x, 1, !dbg !11
    #dbg_value(i32 %y, !9, !DIExpression(), !11)
  ret void, !dbg !11
}

!llvm.dbg.cu = !{!0}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "h.c", directory: "/d")
!5 = distinct !DISubprogram(name: "h", scope: !1, file: !1, line: 1, type: !6, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocalVariable(name: "y", scope: !5, file: !1, line: 1, type: !8)
!11 = !DILocation(line: 1, column: 1, scope: !5)
!13 = !{!"kept"}
