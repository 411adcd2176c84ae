; !nvvm.annotations are read as LLVM 22 reads them: "kernel" as the
; ptx_kernel calling convention; maxntid/reqntid/cluster_dim components
; as "nvvm.*" vector attributes (missing components 1, merged with an
; attribute already there); maxclusterrank, minctasm and maxnreg as
; "nvvm.*" attributes; grid_constant as a parameter attribute (1-based);
; align as alignstack of the return value (index 0) or a parameter.  The
; pairs read go; an entry keeps the pairs not read; an entry left empty,
; or whose first operand is not a global, goes.
; RUN: %converge print %s | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK: define alignstack(8) i32 @e(i32 alignstack(16) %a, ptr alignstack(4) %b) #0 {
define i32 @e(i32 %a, ptr %b) #0 { ret i32 0 }
; CHECK: define void @f() #1 {
define void @f() "nvvm.maxntid"="4,4" { ret void }
; CHECK: define void @g(i32 "nvvm.grid_constant" %a, i32 "nvvm.grid_constant" %b) {
define void @g(i32 %a, i32 %b) { ret void }
; CHECK: define ptx_kernel void @k() #2 {
define void @k() { ret void }
; CHECK: define void @other() {
define void @other() { ret void }

; CHECK: attributes #0 = { nounwind "nvvm.maxntid"="64" "zzz"="1" }
; CHECK: attributes #1 = { "nvvm.maxntid"="4,4,9" }
; CHECK: attributes #2 = { "nvvm.cluster_dim"="2" "nvvm.maxclusterrank"="5" "nvvm.maxnreg"="32" "nvvm.minctasm"="2" "nvvm.reqntid"="1,3" }
attributes #0 = { nounwind "zzz"="1" }

; CHECK: !nvvm.annotations = !{!0, !1}
; CHECK: !0 = !{ptr @k, !"whatever", i32 8}
; CHECK-NEXT: !1 = !{ptr @other, !"whatever", i32 8}
!nvvm.annotations = !{!0, !1, !2, !3, !5, !6, !7, !0}
!0 = !{ptr @e, !"align", i32 8, !"align", i32 65552, !"align", i32 131076}
!1 = !{ptr @f, !"maxntidz", i32 9}
!2 = !{ptr @g, !"grid_constant", !4, !"kernel", i32 0}
!3 = !{ptr @e, !"maxntidx", i32 64}
!4 = !{i32 1, i32 2}
!5 = !{ptr @k, !"kernel", i32 1, !"reqntidy", i32 3, !"minctasm", i32 2, !"maxnreg", i32 32}
!6 = !{ptr @k, !"maxclusterrank", i32 5, !"cluster_dim_x", i32 2, !"whatever", i32 8}
!7 = !{ptr @other, !"whatever", i32 8}
