; llvm.global_ctors and llvm.global_dtors with the function pointer in the
; wrong address space (the datalayout's program address space is 1) or a
; third field that is not a pointer: "wrong type" as opt 22 says it.
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM --match-full-lines

target datalayout = "P1"

@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr null, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr addrspace(1), i32 }] [{ i32, ptr addrspace(1), i32 } { i32 65535, ptr addrspace(1) null, i32 0 }]

; LLVM:wrong type for intrinsic global variable
; LLVM-NEXT:ptr @llvm.global_ctors
; LLVM-NEXT:wrong type for intrinsic global variable
; LLVM-NEXT:ptr @llvm.global_dtors
; LLVM-NEXT:converge: {{.*}}: error: input module is broken!

; CHECK: :9:1: error: @llvm.global_ctors is not an array of { i32, ptr, ptr }
; CHECK: :10:1: error: @llvm.global_dtors is not an array of { i32, ptr, ptr }
