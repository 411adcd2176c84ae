; icmp applied to floating-point operands.
; converge reports it as opt does: exit code 2, then file:line:col: error:
; with opt's message, the source line and a caret under the column.
; RUN: %converge print %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err
; RUN: %converge parse %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err

; CHECK: {{^}}[[FILE]]:15:16: error: icmp requires integer operands{{$}}
; CHECK-NEXT: {{^}}  %c = icmp eq float %x, %x{{$}}
; CHECK-NEXT: {{^}}               ^{{$}}
; CHECK-NOT: error:

define i1 @f(float %x) {
  %c = icmp eq float %x, %x
  ret i1 %c
}
