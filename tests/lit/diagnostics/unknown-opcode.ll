; An unknown instruction name.
; converge reports it as opt does: exit code 2, then file:line:col: error:
; with opt's message, the source line and a caret under the column.
; RUN: %converge print %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err
; RUN: %converge parse %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err

; CHECK: {{^}}[[FILE]]:15:8: error: expected instruction opcode{{$}}
; CHECK-NEXT: {{^}}  %x = frobnicate i32 1, 2{{$}}
; CHECK-NEXT: {{^}}       ^{{$}}
; CHECK-NOT: error:

define void @f() {
  %x = frobnicate i32 1, 2
  ret void
}
