; `converge print` prints a module as `opt -S` of LLVM 22 does: canonical
; spacing, blank lines between blocks, `; preds =` comments, slot numbers for
; unnamed blocks, comments dropped.  Reads a file, stdin, and writes to -o.
; RUN: %converge print %s | FileCheck %s --check-prefixes=CHECK,FILE
; RUN: %converge print < %s | FileCheck %s --check-prefixes=CHECK,STDIN
; RUN: %converge print - < %s | FileCheck %s --check-prefixes=CHECK,STDIN
; RUN: %converge print %s -o %t.out && FileCheck %s --check-prefixes=CHECK,FILE --input-file=%t.out

; FILE: ; ModuleID = '{{.*}}basic.ll'
; STDIN: ; ModuleID = '<stdin>'
; STDIN-NEXT: source_filename = "<stdin>"

; CHECK-LABEL: define i32 @f(i1 %c, i32 %x) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %then, label %join
; CHECK-EMPTY:
; CHECK-NEXT: then:                                             ; preds = %entry
; CHECK-NEXT:   %0 = add nsw i32 %x, 1
; CHECK-NEXT:   br label %join
; CHECK-EMPTY:
; CHECK-NEXT: join:                                             ; preds = %then, %entry
; CHECK-NEXT:   %r = phi i32 [ %x, %entry ], [ %0, %then ]
; CHECK-NEXT:   ret i32 %r
; CHECK-NEXT: }
define   i32 @f(i1 %c,i32 %x)   {
entry:
  br i1 %c, label %then, label %join      ; a comment
then:
  %0 = add nsw i32 %x, 1
  br label %join
join:
  %r = phi i32 [%x, %entry], [%0, %then]
  ret i32 %r
}

; CHECK-LABEL: define void @g() {
; CHECK-NEXT:   br label %1
; CHECK-EMPTY:
; CHECK-NEXT: 1:                                                ; preds = %0
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
define void @g() {
  br label %1
  ret void
}
