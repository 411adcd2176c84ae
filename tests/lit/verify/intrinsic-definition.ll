; A definition whose name begins with "llvm." is LLVM's verifier's
; "llvm intrinsics cannot be defined!", checked before the entry block's
; predecessors; converge accepted it.  A declaration of one is fine, and
; so is a definition named like an intrinsic without the dot.
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM

declare i32 @llvm.ctpop.i32(i32)

define i32 @llvm.ctlz.i32(i32 %x, i1 %z) {
  ret i32 %x
}

define void @llvm.my.own() {
entry:
  br label %entry
}

define void @llvmfoo() {
  ret void
}

; its mangled suffix not its type's, and its type not one of ctpop's:
; LLVM keeps the name (the reader renamed it @llvm.ctpop.i64, as it
; renames such declarations)
define i64 @llvm.ctpop.i16(i32 %x) {
  ret i64 0
}

; CHECK: intrinsic-definition.ll:10:1: error: @llvm.ctlz.i32 is defined, but names beginning with 'llvm.' are intrinsics, which may only be declared
; CHECK: note: rule ir.intrinsic-definition:
; CHECK: intrinsic-definition.ll:14:1: error: @llvm.my.own is defined
; CHECK: error: the entry block %entry of @llvm.my.own has predecessors
; CHECK-NOT: @llvmfoo
; CHECK: intrinsic-definition.ll:26:1: error: @llvm.ctpop.i16 is defined
; CHECK: 4 violations in 3 functions
; LLVM's verifier stops at the first of a function's (the name):
; LLVM: llvm intrinsics cannot be defined!
; LLVM-NEXT: ptr @llvm.ctlz.i32
; LLVM-NEXT: llvm intrinsics cannot be defined!
; LLVM-NEXT: ptr @llvm.my.own
; LLVM-NOT: Entry block
; LLVM: llvm intrinsics cannot be defined!
; LLVM-NEXT: ptr @llvm.ctpop.i16
