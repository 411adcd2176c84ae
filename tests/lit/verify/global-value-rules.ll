; LLVM's visitGlobalValue on comdats and DLL storage classes, for global
; variables (after their own checks) and functions (first of theirs): a
; declaration or available_externally global is in no comdat; dllexport
; is not hidden; dllimport has default visibility and is an external
; declaration or available_externally.  --format=llvm is opt 22's text.
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM --match-full-lines

$c = comdat any
define dllimport void @f1() {
  ret void
}
define available_externally void @f2() comdat($c) {
  ret void
}
define void @f3() comdat($c) {
  ret void
}
declare hidden dllimport void @f4()
define hidden dllexport void @f5() {
  ret void
}
declare dllimport void @f6()
declare extern_weak dllimport void @f7()
@g = available_externally dllimport global i32 0
@d1 = external global i32, comdat($c)
@d2 = available_externally global i32 0, comdat($c)
declare void @fd() comdat($c)
@e1 = hidden dllexport global i32 0
@e2 = external hidden dllimport global i32
@e4 = dllimport global i32 0

; LLVM:Global is marked as dllimport, but not external
; LLVM-NEXT:ptr @f1
; LLVM-NEXT:Declaration may not be in a Comdat!
; LLVM-NEXT:ptr @f2
; LLVM-NEXT:dllimport GlobalValue must have default visibility
; LLVM-NEXT:ptr @f4
; LLVM-NEXT:dllexport GlobalValue must have default or protected visibility
; LLVM-NEXT:ptr @f5
; LLVM-NEXT:Declaration may not be in a Comdat!
; LLVM-NEXT:ptr @fd
; LLVM-NEXT:Declaration may not be in a Comdat!
; LLVM-NEXT:ptr @d1
; LLVM-NEXT:Declaration may not be in a Comdat!
; LLVM-NEXT:ptr @d2
; LLVM-NEXT:dllexport GlobalValue must have default or protected visibility
; LLVM-NEXT:ptr @e1
; LLVM-NEXT:dllimport GlobalValue must have default visibility
; LLVM-NEXT:ptr @e2
; LLVM-NEXT:Global is marked as dllimport, but not external
; LLVM-NEXT:ptr @e4
; LLVM-NEXT:converge: {{.*}}: error: input module is broken!

; CHECK: :10:1: error: @f1 is dllimport but not an external declaration
; CHECK: :13:1: error: @f2 is a declaration in a comdat
; CHECK: :19:1: error: @f4 is dllimport without default visibility
; CHECK: :20:1: error: @f5 is dllexport and hidden
; CHECK: :28:1: error: @fd is a declaration in a comdat
; CHECK: :26:1: error: @d1 is a declaration in a comdat
; CHECK: :27:1: error: @d2 is a declaration in a comdat
; CHECK: :29:1: error: @e1 is dllexport and hidden
; CHECK: :30:1: error: @e2 is dllimport without default visibility
; CHECK: :31:1: error: @e4 is dllimport but not an external declaration
; CHECK: note: rule ir.global-value:
