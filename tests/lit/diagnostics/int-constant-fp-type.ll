; An integer literal where a floating-point value is expected: opt says
; "integer constant must have integer type" at the literal (a
; floating-point constant is written 1.0).
; RUN: not %converge print %s 2>&1 | FileCheck %s -DFILE=%s

; CHECK: {{^}}[[FILE]]:9:23: error: integer constant must have integer type{{$}}

define float @f(float %x) {
  %y = fadd float %x, 1
  ret float %y
}
