; An unreadable module: exit code 2 and a diagnostic at the same line and
; column as opt's, followed by the source line and a caret.
; RUN: %converge print %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err
; RUN: %converge parse %s > %t.out 2> %t.err; test $? -eq 2

; CHECK: [[FILE]]:13:20: error:
; CHECK-NEXT: {{^}}  %y = add i32 %x, %nope{{$}}
; CHECK-NEXT: {{^}}                   ^{{$}}

define i32 @bad(i32 %x) {
entry:
  %y = add i32 %x, %nope
  ret i32 %y
}
