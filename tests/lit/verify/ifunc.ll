; LLVM's checks of ifuncs (visitGlobalIFunc, after visitGlobalValue's
; rule on appending linkage): a valid linkage, a resolver that is, through
; aliases and casts, a function defined in the module and returning a
; pointer.
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM

@decl = ifunc void (), ptr @resolver_decl
@avail = ifunc void (), ptr @resolver_avail
@not_ptr = ifunc void (), ptr @resolver_i32
@not_fn = ifunc void (), ptr @g
@of_ifunc = ifunc void (), ptr @decl
@weak_linkage = extern_weak ifunc void (), ptr @resolver
@appending = appending ifunc void (), ptr @resolver
@g = global i32 0

define ptr @resolver() {
  ret ptr null
}
declare ptr @resolver_decl()
define available_externally ptr @resolver_avail() {
  ret ptr null
}
define i32 @resolver_i32() {
  ret i32 0
}

; CHECK: :8:1: error: the resolver of ifunc @decl is not defined in this module
; CHECK: note: rule ir.ifunc:
; CHECK: :9:1: error: the resolver of ifunc @avail is not defined in this module
; CHECK: :10:1: error: the resolver of ifunc @not_ptr does not return a pointer
; CHECK: :11:1: error: the resolver of ifunc @not_fn is not a function
; CHECK: :12:1: error: the resolver of ifunc @of_ifunc is not a function
; CHECK: :13:1: error: ifunc @weak_linkage has a linkage an ifunc may not have
; CHECK: :14:1: error: @appending has appending linkage, which only global variables may have
; CHECK: note: rule ir.appending-linkage:
; CHECK: :14:1: error: ifunc @appending has a linkage an ifunc may not have
; CHECK-NOT: error:

; LLVM: IFunc resolver must be a definition
; LLVM-NEXT: ptr @decl
; LLVM-NEXT: IFunc resolver must be a definition
; LLVM-NEXT: ptr @avail
; LLVM-NEXT: IFunc resolver must return a pointer
; LLVM-NEXT: ptr @not_ptr
; LLVM-NEXT: IFunc must have a Function resolver
; LLVM-NEXT: ptr @not_fn
; LLVM-NEXT: IFunc must have a Function resolver
; LLVM-NEXT: ptr @of_ifunc
; LLVM-NEXT: IFunc should have private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage!
; LLVM-NEXT: ptr @weak_linkage
; LLVM-NEXT: Only global variables can have appending linkage!
; LLVM-NEXT: ptr @appending
; LLVM-NEXT: IFunc should have private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage!
; LLVM-NEXT: ptr @appending
