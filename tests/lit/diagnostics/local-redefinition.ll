; A local value defined twice in one function.
; converge reports it as opt does: exit code 2, then file:line:col: error:
; with opt's message, the source line and a caret under the column.
; RUN: %converge print %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err
; RUN: %converge parse %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err

; CHECK: {{^}}[[FILE]]:16:3: error: multiple definition of local value named 'x'{{$}}
; CHECK-NEXT: {{^}}  %x = add i32 %a, 2{{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NOT: error:

define i32 @f(i32 %a) {
  %x = add i32 %a, 1
  %x = add i32 %a, 2
  ret i32 %x
}
