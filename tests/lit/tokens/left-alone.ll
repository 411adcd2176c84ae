; What the procedure leaves: a function with tokens already (@controlled),
; a function without convergent operations
; (@plain, whose loop gets no heart), a declaration; and with --function
; only the functions named change.
;
; RUN: %converge tokens %s --stats -o %t.ll 2> %t.stats
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=STATS < %t.stats
; RUN: %converge tokens --function @second %s | FileCheck %s --check-prefix=ONE
; RUN: not %converge tokens --function nosuch %s 2>&1 | FileCheck %s --check-prefix=NOSUCH
;
; STATS: tokens: 4 functions, 2 changed (0 with an anchor, 0 made convergent), 1 already controlled
; CHECK-LABEL: define void @controlled() #{{[0-9]+}} {
; CHECK-NEXT:    %t = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT:    call void @op() [ "convergencectrl"(token %t) ]
; CHECK-LABEL: define void @plain(i32 %n) {
; CHECK-NOT:     convergence
; CHECK-LABEL: define void @first() #{{[0-9]+}} {
; CHECK-NEXT:    %conv.entry = call token @llvm.experimental.convergence.entry()
; CHECK-LABEL: define void @second() #{{[0-9]+}} {
; CHECK-NEXT:    %conv.entry = call token @llvm.experimental.convergence.entry()
;
; ONE-LABEL: define void @first() #{{[0-9]+}} {
; ONE-NEXT:    call void @op()
; ONE-LABEL: define void @second() #{{[0-9]+}} {
; ONE-NEXT:    %conv.entry = call token @llvm.experimental.convergence.entry()
; ONE-NEXT:    call void @op() [ "convergencectrl"(token %conv.entry) ]
;
; NOSUCH: nosuch

declare void @op() convergent

define void @controlled() convergent {
  %t = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t) ]
  ret void
}

define void @plain(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @first() convergent {
  call void @op()
  ret void
}

define void @second() convergent {
  call void @op()
  ret void
}
