; An operand whose type differs from the one written before it.
; converge reports it as opt does: exit code 2, then file:line:col: error:
; with opt's message, the source line and a caret under the column.
; RUN: %converge print %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err
; RUN: %converge parse %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err

; CHECK: {{^}}[[FILE]]:15:16: error: '%x' defined with type 'i32' but expected 'i64'{{$}}
; CHECK-NEXT: {{^}}  %y = add i64 %x, 1{{$}}
; CHECK-NEXT: {{^}}               ^{{$}}
; CHECK-NOT: error:

define i64 @f(i32 %x) {
  %y = add i64 %x, 1
  ret i64 %y
}
