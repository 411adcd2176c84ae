; The reader upgrades two module flags as LLVM's does: "PIC Level" with
; behavior Error (1) or Max (7) becomes Min (8); "PIE Level" with Error
; becomes Max (7).  The flag list gets a new node; the old node stays
; where else it is used.  Named metadata names are printed with LLVM's
; escapes (never quoted: !esc-named\5C, not !"esc\\2Dnamed\\5C").
; RUN: %converge print %s | FileCheck %s --match-full-lines

; CHECK: !llvm.module.flags = !{!0, !1, !2}
; CHECK-NEXT: !other = !{!3}
; CHECK-NEXT: !esc-named\5C = !{}
; CHECK-EMPTY:
; CHECK-NEXT: !0 = !{i32 8, !"PIC Level", i32 2}
; CHECK-NEXT: !1 = !{i32 7, !"PIE Level", i32 2}
; CHECK-NEXT: !2 = !{i32 1, !"other", i32 1}
; CHECK-NEXT: !3 = !{i32 7, !"PIC Level", i32 2}
!llvm.module.flags = !{!0, !1, !2}
!other = !{!0}
!esc\2Dnamed\5C = !{}
!0 = !{i32 7, !"PIC Level", i32 2}
!1 = !{i32 1, !"PIE Level", i32 2}
!2 = !{i32 1, !"other", i32 1}
