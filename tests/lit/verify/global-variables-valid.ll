; Global variables that opt 22 accepts: common globals initialized to
; zero (zeroinitializer, 0.0, null), ctors through a named struct type,
; dtors declared with an element whose third field is a pointer in
; another address space; `token zeroinitializer` is `token none`.
; RUN: %converge verify %s 2>&1 | FileCheck %s --check-prefix=OK --allow-empty
; RUN: %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=OK --allow-empty
; RUN: %converge print %s | FileCheck %s

%T = type { i32, ptr, ptr }

@zero = common global { i32, i8 } zeroinitializer
@posz = common global float 0.0
@null = common global ptr null
@llvm.global_ctors = appending global [1 x %T] [%T { i32 1, ptr @f, ptr null }]
@llvm.global_dtors = external global [1 x { i32, ptr, ptr addrspace(3) }]


define void @f() {
  call void @llvm.g(token zeroinitializer)
  ret void
}

declare void @llvm.g(token)

; Nothing is reported:
; OK-NOT: {{.}}
; CHECK: @zero = common global { i32, i8 } zeroinitializer
; CHECK: @posz = common global float 0.000000e+00
; CHECK: @llvm.global_ctors = appending global [1 x %T] [%T { i32 1, ptr @f, ptr null }]
; CHECK: call void @llvm.g(token none)
