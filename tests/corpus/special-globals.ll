; Covers: the special globals llvm.global_ctors/dtors, llvm.used and
; llvm.compiler.used (appending linkage, section "llvm.metadata"), and an
; @llvm.global.annotations-style array of structs with constant expressions.
@x = internal global i32 0
@str = private unnamed_addr constant [4 x i8] c"ann\00", section "llvm.metadata"
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @ctor, ptr null }, { i32, ptr, ptr } { i32 101, ptr @ctor, ptr @x }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @dtor, ptr null }]
@llvm.used = appending global [2 x ptr] [ptr @x, ptr @ctor], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x ptr] [ptr @dtor], section "llvm.metadata"
@llvm.global.annotations = appending global [1 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr @x, ptr @str, ptr @str, i32 7, ptr null }], section "llvm.metadata"

define internal void @ctor() {
  store i32 1, ptr @x
  ret void
}

define internal void @dtor() {
  store i32 0, ptr @x
  ret void
}
