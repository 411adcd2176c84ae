; A decimal constant that a float cannot represent exactly.
; converge reports it as opt does: exit code 2, then file:line:col: error:
; with opt's message, the source line and a caret under the column.
; RUN: %converge print %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err
; RUN: %converge parse %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err

; CHECK: {{^}}[[FILE]]:15:13: error: floating point constant invalid for type{{$}}
; CHECK-NEXT: {{^}}  ret float 0.1{{$}}
; CHECK-NEXT: {{^}}            ^{{$}}
; CHECK-NOT: error:

define float @f() {
  ret float 0.1
}
