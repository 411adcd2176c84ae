; A global variable defined twice; the error names the second one.
; converge reports it as opt does: exit code 2, then file:line:col: error:
; with opt's message, the source line and a caret under the column.
; RUN: %converge print %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err
; RUN: %converge parse %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err

; CHECK: {{^}}[[FILE]]:15:1: error: redefinition of global '@g'{{$}}
; CHECK-NEXT: {{^}}@g = global i32 1{{$}}
; CHECK-NEXT: {{^}}^{{$}}
; CHECK-NOT: error:

@g = global i32 0
@g = global i32 1
