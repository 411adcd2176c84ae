; A select whose condition is not i1 or a vector of i1.
; converge reports it as opt does: exit code 2, then file:line:col: error:
; with opt's message, the source line and a caret under the column.
; RUN: %converge print %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err
; RUN: %converge parse %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err

; CHECK: {{^}}[[FILE]]:15:15: error: select condition must be i1 or <n x i1>{{$}}
; CHECK-NEXT: {{^}}  %s = select i32 %c, i32 1, i32 2{{$}}
; CHECK-NEXT: {{^}}              ^{{$}}
; CHECK-NOT: error:

define i32 @f(i32 %c) {
  %s = select i32 %c, i32 1, i32 2
  ret i32 %s
}
