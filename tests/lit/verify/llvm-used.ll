; LLVM's checks of llvm.used and llvm.compiler.used (visitGlobalVariable)
; and of appending linkage (visitGlobalValue), which run after every
; function: appending linkage; members that are, through casts, named
; global variables, functions or aliases; appending linkage only on
; arrays.  The text's reading reports every bad member, opt the first.
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM

@llvm.used = global [1 x ptr] [ptr @f]
@llvm.compiler.used = appending global [3 x ptr] [ptr @named, ptr addrspacecast (ptr addrspace(1) @as1 to ptr), ptr @0]
@0 = global i32 0
@named = global i32 0
@as1 = addrspace(1) global i32 0
@not_array = appending global i32 0

define void @f() {
  ret void
}

; CHECK: :9:1: error: @llvm.used must have appending linkage
; CHECK: note: rule ir.llvm-used:
; CHECK: :10:1: error: element 2 of @llvm.compiler.used is an unnamed global
; CHECK: :14:1: error: @not_array has appending linkage but is not an array
; CHECK: note: rule ir.appending-linkage:
; CHECK-NOT: error:

; LLVM: invalid linkage for intrinsic global variable
; LLVM-NEXT: ptr @llvm.used
; LLVM-NEXT: members of llvm.compiler.used must be named
; LLVM-NEXT: ptr @0
; LLVM-NEXT: Only global arrays can have appending linkage!
; LLVM-NEXT: ptr @not_array
