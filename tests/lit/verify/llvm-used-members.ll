; llvm.used members that are not global variables, functions or aliases
; (an ifunc, a getelementptr that is not a cast), and an llvm.compiler.used
; that is not an array of pointers.
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM

@llvm.used = appending global [2 x ptr] [ptr @i, ptr getelementptr (i8, ptr @g, i64 1)]
@llvm.compiler.used = appending global [1 x i32] [i32 0]
@g = global i32 0
@i = ifunc void (), ptr @r

define ptr @r() {
  ret ptr null
}

; CHECK: :7:1: error: element 0 of @llvm.used is not a global variable, function or alias
; CHECK: note: rule ir.llvm-used:
; CHECK: :7:1: error: element 1 of @llvm.used is not a global variable, function or alias
; CHECK: :8:1: error: @llvm.compiler.used must be an array of pointers
; CHECK-NOT: error:

; LLVM: invalid llvm.used member
; LLVM-NEXT: ptr @i
; LLVM-NEXT: wrong type for intrinsic global variable
; LLVM-NEXT: ptr @llvm.compiler.used
