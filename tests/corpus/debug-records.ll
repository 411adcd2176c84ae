; Covers: debug info: DICompileUnit, DIFile, DISubprogram, DIBasicType,
; DISubroutineType, DILocalVariable, DILocation (with inlinedAt), DILabel,
; DIExpression with operations, DIArgList, and the debug records
; #dbg_value, #dbg_declare, #dbg_assign and #dbg_label, plus !DIAssignID.
define i32 @f(i32 %x, ptr %p) !dbg !10 {
entry:
  %a = alloca i32, align 4, !DIAssignID !30
    #dbg_declare(ptr %a, !20, !DIExpression(), !25)
    #dbg_assign(i32 %x, !20, !DIExpression(), !30, ptr %a, !DIExpression(), !25)
  store i32 %x, ptr %a, align 4, !dbg !25
    #dbg_value(i32 %x, !21, !DIExpression(), !25)
  %y = add i32 %x, 1, !dbg !26
    #dbg_value(i32 %y, !21, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !26)
    #dbg_value(!DIArgList(i32 %x, i32 %y), !21, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !26)
    #dbg_value(i32 poison, !21, !DIExpression(), !26)
    #dbg_value(ptr %p, !21, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 16), !27)
  br label %exit, !dbg !26

exit:
    #dbg_label(!40, !26)
  ret i32 %y, !dbg !27
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "f.c", directory: "/tmp")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"clang version 22"}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!20, !21}
!20 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!21 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 2, type: !13)
!25 = !DILocation(line: 1, column: 5, scope: !10)
!26 = !DILocation(line: 2, column: 7, scope: !10, inlinedAt: !28)
!27 = !DILocation(line: 3, scope: !10, isImplicitCode: true)
!28 = distinct !DILocation(line: 9, column: 1, scope: !10)
!30 = distinct !DIAssignID()
!40 = !DILabel(scope: !10, name: "exit", file: !1, line: 3)
