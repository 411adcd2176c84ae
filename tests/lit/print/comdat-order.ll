; opt prints the comdats that functions and global variables use: those
; of functions first, then those of variables, each once, in module order,
; with a blank line between them; a comdat nothing uses is not printed.
; RUN: %converge print %s | FileCheck %s --match-full-lines

; CHECK: source_filename = "{{.*}}"
; CHECK-EMPTY:
; CHECK-NEXT: $fb = comdat exactmatch
; CHECK-EMPTY:
; CHECK-NEXT: $fa = comdat any
; CHECK-EMPTY:
; CHECK-NEXT: $h = comdat nodeduplicate
; CHECK-EMPTY:
; CHECK-NEXT: $shared = comdat any
; CHECK-EMPTY:
; CHECK-NEXT: $gb = comdat largest
; CHECK-EMPTY:
; CHECK-NEXT: $ga = comdat any
; CHECK-EMPTY:
; CHECK-NEXT: @b = global i32 0, comdat($gb)
; CHECK-NEXT: @a = global i32 0, comdat($ga)
; CHECK-NEXT: @s = global i32 0, comdat($shared)
; CHECK-NOT: $unused

$unused = comdat any
$ga = comdat any
$gb = comdat largest
$fa = comdat any
$fb = comdat exactmatch
$shared = comdat any
$h = comdat nodeduplicate
@b = global i32 0, comdat($gb)
@a = global i32 0, comdat($ga)
@s = global i32 0, comdat($shared)
define void @g() comdat($fb) {
  ret void
}
define void @f() comdat($fa) {
  ret void
}
define void @h() comdat {
  ret void
}
define void @k() comdat($shared) {
  ret void
}
