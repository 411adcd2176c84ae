; An integer type wider than the largest allowed width.
; converge reports it as opt does: exit code 2, then file:line:col: error:
; with opt's message, the source line and a caret under the column.
; RUN: %converge print %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err
; RUN: %converge parse %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err

; CHECK: {{^}}[[FILE]]:14:13: error: bitwidth for integer type out of range{{$}}
; CHECK-NEXT: {{^}}@g = global i16777216 0{{$}}
; CHECK-NEXT: {{^}}            ^{{$}}
; CHECK-NOT: error:

@g = global i16777216 0
