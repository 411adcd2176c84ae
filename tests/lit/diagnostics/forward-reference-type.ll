; A value used (in a phi) with one type before it is defined with another.
; converge reports it as opt does: exit code 2, then file:line:col: error:
; with opt's message, the source line and a caret under the column.
; RUN: %converge print %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err
; RUN: %converge parse %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err

; CHECK: {{^}}[[FILE]]:19:3: error: instruction forward referenced with type 'i32'{{$}}
; CHECK-NEXT: {{^}}  %q = add i64 1, 1{{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NOT: error:

define i32 @f(i1 %c) {
entry:
  br label %b
b:
  %p = phi i32 [ 0, %entry ], [ %q, %b ]
  %q = add i64 1, 1
  br label %b
}
