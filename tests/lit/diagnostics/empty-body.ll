; A function definition without any basic block.
; converge reports it as opt does: exit code 2, then file:line:col: error:
; with opt's message, the source line and a caret under the column.
; RUN: %converge print %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err
; RUN: %converge parse %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err

; CHECK: {{^}}[[FILE]]:15:1: error: function body requires at least one basic block{{$}}
; CHECK-NEXT: {{^}}}{{$}}
; CHECK-NEXT: {{^}}^{{$}}
; CHECK-NOT: error:

define void @f() {
}
