; LLVM's rule that llvm.used, llvm.compiler.used, llvm.global_ctors and
; llvm.global_dtors have no uses (visitGlobalVariable: "invalid uses of
; intrinsic global variable"), and that an initialized llvm.global_ctors
; or llvm.global_dtors has appending linkage.  A use is an initializer,
; an instruction's operand or a constant expression that names the
; variable; metadata that names it is not one.  converge accepted them.
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM

@x = global i32 0
@llvm.used = appending global [1 x ptr] [ptr @x], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x ptr] [ptr @x], section "llvm.metadata"
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @c, ptr null }]
@llvm.global_dtors = internal global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @c, ptr null }]
@p = global ptr @llvm.global_ctors

define void @c() {
  ret void
}

define ptr @f() {
  ret ptr getelementptr (i8, ptr @llvm.used, i64 8)
}

!named = !{!0}
!0 = !{ptr @llvm.compiler.used}

; CHECK: :11:1: error: @llvm.used is used; nothing may use it
; CHECK: note: rule ir.intrinsic-global:
; CHECK: :13:1: error: @llvm.global_ctors is used; nothing may use it
; CHECK: :14:1: error: @llvm.global_dtors must have appending linkage
; CHECK-NOT: error:

; LLVM: invalid uses of intrinsic global variable
; LLVM-NEXT: ptr @llvm.used
; LLVM-NEXT: invalid uses of intrinsic global variable
; LLVM-NEXT: ptr @llvm.global_ctors
; LLVM-NEXT: invalid linkage for intrinsic global variable
; LLVM-NEXT: ptr @llvm.global_dtors
; LLVM-NEXT: {{.*}}error: input module is broken!
