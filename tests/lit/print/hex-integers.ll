; Hexadecimal integer literals (u0x.., s0x..) as opt 22 prints them: a
; word starting with u or s is read as a word, and these told apart after
; its scan; u0x1 as a block label stays a label.
; RUN: %converge print %s | FileCheck %s

; CHECK:      %x = add i32 %a, 16
; CHECK-NEXT: %y = add i32 %x, -1
; CHECK-NEXT: %z = add i8 -128, -1
; CHECK-NEXT: br label %u0x1
; CHECK:      u0x1:
; CHECK-NEXT: ret i32 %y

define i32 @f(i32 %a) {
  %x = add i32 %a, u0x10
  %y = add i32 %x, s0xF
  %z = add i8 s0x80, u0xFF
  br label %u0x1

u0x1:
  ret i32 %y
}
