; A function whose result type is not a valid return type.
; converge reports it as opt does: exit code 2, then file:line:col: error:
; with opt's message, the source line and a caret under the column.
; RUN: %converge print %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err
; RUN: %converge parse %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err

; CHECK: {{^}}[[FILE]]:14:9: error: invalid function return type{{$}}
; CHECK-NEXT: {{^}}declare label @f(i32){{$}}
; CHECK-NEXT: {{^}}        ^{{$}}
; CHECK-NOT: error:

declare label @f(i32)
