; LLVM's checks of !llvm.ident and !llvm.commandline (visitModuleIdents,
; visitModuleCommandLines): each operand is a node holding one string.
; opt reports the first bad node of each; the text's reading all of them.
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM

!llvm.ident = !{!0, !1, !2}
!llvm.commandline = !{!3, !4, !5}

!0 = !{!"clang"}
!1 = !{!"two", !"strings"}
!2 = !{i32 1}
!3 = !{!"-O2"}
!4 = !{!6}
!5 = !{}
!6 = !{!"nested"}

; CHECK: :11:1: error: node 1 of !llvm.ident has 2 operands; each must hold exactly one string
; CHECK: note: rule ir.ident-metadata:
; CHECK: :12:1: error: node 2 of !llvm.ident does not hold a string; each must hold exactly one string
; CHECK: :14:1: error: node 1 of !llvm.commandline does not hold a string; each must hold exactly one string
; CHECK: :15:1: error: node 2 of !llvm.commandline has 0 operands; each must hold exactly one string
; CHECK-NOT: error:

; LLVM: incorrect number of operands in llvm.ident metadata
; LLVM-NEXT: !1 = !{!"two", !"strings"}
; LLVM-NEXT: invalid value for llvm.commandline metadata entry operand(the operand should be a string)
; LLVM-NEXT: !5 = !{!"nested"}
