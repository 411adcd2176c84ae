; Without a "Debug Info Version" 3 module flag, LLVM's reader drops debug
; information: here debug records with no !dbg attachment anywhere in the
; module (the strip skips its pass over the instructions only when neither
; is present).
; RUN: %converge print %s | FileCheck %s

; CHECK: define void @f(i32 %x) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-NOT: #dbg_value
define void @f(i32 %x) {
entry:
    #dbg_value(i32 %x, !2, !DIExpression(), !3)
  ret void
}
!llvm.module.flags = !{!0}
!0 = !{i32 7, !"Dwarf Version", i32 5}
!1 = distinct !DISubprogram(name: "f")
!2 = !DILocalVariable(name: "x", scope: !1)
!3 = !DILocation(line: 1, scope: !1)
