; Well-formed llvm.used and llvm.compiler.used (named globals, functions
; and aliases, through casts), ifuncs whose resolvers are defined here
; (directly, through an alias, in another address space), appending
; arrays, !llvm.ident and !llvm.commandline of one string each.
; RUN: %converge verify %s | count 0
; RUN: %converge verify --format=llvm %s | count 0

@llvm.used = appending global [3 x ptr] [ptr @f, ptr @g, ptr addrspacecast (ptr addrspace(1) @h to ptr)], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x ptr] [ptr @a], section "llvm.metadata"
@list = appending global [2 x i32] [i32 1, i32 2]
@g = global i32 0
@h = addrspace(1) global i32 0
@a = alias i32, ptr @g
@i = ifunc void (), ptr @resolver
@j = weak_odr ifunc void (), ptr @resolver_alias
@k = internal ifunc void (), ptr addrspace(1) @resolver_as1
@resolver_alias = weak alias ptr (), ptr @resolver

define void @f() {
  ret void
}
define ptr @resolver() {
  ret ptr null
}
define ptr @resolver_as1() addrspace(1) {
  ret ptr null
}

!llvm.ident = !{!0, !1}
!llvm.commandline = !{!2}

!0 = !{!"clang version 22"}
!1 = !{!"another producer"}
!2 = !{!"-O2 -g"}
