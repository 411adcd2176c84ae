; LLVM's checks of global variables (Verifier::visitGlobalVariable): an
; initializer of a sized type; a common global initialized to zero, not
; constant and in no comdat; llvm.global_ctors and llvm.global_dtors
; arrays of { i32, ptr, ptr } (the function pointer in the program address
; space; the old two-field form is refused). LLVM stops at the first
; failure of each global. --format=llvm is opt 22's text line for line.
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM --match-full-lines

%O = type opaque
$c = comdat any

@unsized = global [0 x %O] zeroinitializer
@nonzero = common global i32 1
@negzero = common global float -0.0
@const = common constant i32 0
@comdat = common global i32 0, comdat($c)
@both = common constant [0 x %O] zeroinitializer
@llvm.global_ctors = appending global [1 x { i32, ptr }] [{ i32, ptr } { i32 65535, ptr @f }]
@llvm.global_dtors = appending global [1 x { i64, ptr, ptr }] [{ i64, ptr, ptr } { i64 65535, ptr @f, ptr null }]

define void @f() {
  ret void
}

; LLVM:Global variable initializer must be sized
; LLVM-NEXT:ptr @unsized
; LLVM-NEXT:'common' global must have a zero initializer!
; LLVM-NEXT:ptr @nonzero
; LLVM-NEXT:'common' global must have a zero initializer!
; LLVM-NEXT:ptr @negzero
; LLVM-NEXT:'common' global may not be marked constant!
; LLVM-NEXT:ptr @const
; LLVM-NEXT:'common' global may not be in a Comdat!
; LLVM-NEXT:ptr @comdat
; LLVM-NEXT:Global variable initializer must be sized
; LLVM-NEXT:ptr @both
; LLVM-NEXT:the third field of the element type is mandatory, specify ptr null to migrate from the obsoleted 2-field form
; LLVM-NEXT:wrong type for intrinsic global variable
; LLVM-NEXT:ptr @llvm.global_dtors
; LLVM-NEXT:converge: {{.*}}: error: input module is broken!

; Each failure, and on @both both (converge's own reading goes on where
; LLVM stops):
; CHECK: :13:1: error: the initializer of @unsized has a type without a size
; CHECK: note: rule ir.global-initializer:
; CHECK: :14:1: error: @nonzero has common linkage and an initializer that is not zero
; CHECK: note: rule ir.common-linkage:
; CHECK: :15:1: error: @negzero has common linkage and an initializer that is not zero
; CHECK: :16:1: error: @const has common linkage and is constant
; CHECK: :17:1: error: @comdat has common linkage and a comdat
; CHECK: :18:1: error: the initializer of @both has a type without a size
; CHECK: :18:1: error: @both has common linkage and is constant
; CHECK: :19:1: error: the elements of @llvm.global_ctors have two fields, not three: add ptr null
; CHECK: note: rule ir.intrinsic-global:
; CHECK: :20:1: error: @llvm.global_dtors is not an array of { i32, ptr, ptr }
