; Metadata is uniqued the way LLVM's reader does it, as it reads: a
; reference to a node not yet read is a temporary until the node is read;
; a non-distinct node equal to one already made is that node; a node whose
; temporary operand is replaced is looked up again and may merge; a node
; that comes to refer to itself becomes distinct; a cycle through
; temporaries stays non-distinct.  (converge made every node on a cycle
; distinct, and did not merge nodes equal only once their temporaries
; were replaced.)  tests/gen/mdgen.py's modules check this against opt -S
; in the print-compare tier.
; RUN: %converge print %s | FileCheck %s --match-full-lines

; CHECK: ret void, !a !0, !b !2, !c !3, !d !5, !e !7
; CHECK: !0 = !{!1}
; CHECK-NEXT: !1 = distinct !{!0, !1}
; CHECK-NEXT: !2 = !{!0}
; CHECK-NEXT: !3 = !{!4}
; CHECK-NEXT: !4 = !{!3}
; CHECK-NEXT: !5 = !{!6}
; CHECK-NEXT: !6 = !{!5}
; CHECK-NEXT: !7 = !{!"x"}
; CHECK-NOT: !8
define void @f() {
  ret void, !a !3, !b !6, !c !10, !d !12, !e !1
}
; !4 refers to itself: distinct.  !3 is on a cycle with it: not distinct.
!3 = !{!4}
!4 = !{!3, !4}
; !7 is equal to !3 once made: !6 is !{!3}
!6 = !{!7}
!7 = !{!4}
!1 = !{!"x"}
; two equal cycles stay two
!10 = !{!11}
!11 = !{!10}
!12 = !{!13}
!13 = !{!12}
