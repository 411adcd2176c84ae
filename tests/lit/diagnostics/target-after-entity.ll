; LLVM 22 reads target triple, target datalayout and source_filename only
; before every other entity of a module (in any order among themselves):
; after one, each is "expected top-level entity".
; RUN: %converge print %s | FileCheck %s
; RUN: sed 's/^@first = global i32 0$/%%T = type { i8 }/' %s > %t.type.ll
; RUN: %converge print %t.type.ll | FileCheck %s --check-prefix=TYPE
; RUN: printf '@late = global i32 1\ntarget triple = "x86_64-unknown-linux-gnu"\n' > %t.triple.ll
; RUN: not %converge print %t.triple.ll 2>&1 | FileCheck %s --check-prefix=TRIPLE
; RUN: printf '%%%%S = type { i8 }\ntarget datalayout = "e"\n' > %t.layout.ll
; RUN: not %converge print %t.layout.ll 2>&1 | FileCheck %s --check-prefix=LAYOUT
; RUN: printf 'declare void @f()\nsource_filename = "x"\n' > %t.source.ll
; RUN: not %converge print %t.source.ll 2>&1 | FileCheck %s --check-prefix=SOURCE

; CHECK: source_filename = "second"
; CHECK-NEXT: target datalayout = "e"
; CHECK-NEXT: target triple = "x86_64-unknown-linux-gnu"
; (a type definition is an entity too; unused, it is not printed, as opt)
; TYPE: target triple = "x86_64-unknown-linux-gnu"
; TYPE-NOT: %T = type
; TRIPLE: .triple.ll:2:1: error: expected top-level entity{{$}}
; LAYOUT: .layout.ll:2:1: error: expected top-level entity{{$}}
; SOURCE: .source.ll:2:1: error: expected top-level entity{{$}}

source_filename = "first"
target datalayout = "e"
source_filename = "second"
target triple = "x86_64-unknown-linux-gnu"
@first = global i32 0
