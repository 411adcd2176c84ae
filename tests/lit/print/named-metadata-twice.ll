; A named metadata defined twice is one list: the second definition adds
; its nodes (converge printed two lists of the same name, and read only
; the first as the module flags).
; RUN: %converge print %s | FileCheck %s --match-full-lines

; CHECK: !llvm.module.flags = !{!0, !1}
; CHECK-NEXT: !foo = !{!2, !3}
; CHECK-NOT: !llvm.module.flags
; CHECK: !0 = !{i32 8, !"PIC Level", i32 2}
; CHECK-NEXT: !1 = !{i32 2, !"Debug Info Version", i32 3}
; CHECK-NEXT: !2 = !{}
; CHECK-NEXT: !3 = !{i32 7, !"PIC Level", i32 2}
!llvm.module.flags = !{!0}
!foo = !{!2}
!llvm.module.flags = !{!1}
!foo = !{!0}
!0 = !{i32 7, !"PIC Level", i32 2}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{}
