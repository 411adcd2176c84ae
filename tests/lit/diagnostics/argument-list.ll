; A missing comma between two parameters.
; converge reports it as opt does: exit code 2, then file:line:col: error:
; with opt's message, the source line and a caret under the column.
; RUN: %converge print %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err
; RUN: %converge parse %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err

; CHECK: {{^}}[[FILE]]:14:23: error: expected ')' at end of argument list{{$}}
; CHECK-NEXT: {{^}}define void @f(i32 %a i32 %b) {{{$}}
; CHECK-NEXT: {{^}}                      ^{{$}}
; CHECK-NOT: error:

define void @f(i32 %a i32 %b) {
  ret void
}
