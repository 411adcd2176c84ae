; Covers: aliases (linkages, visibility, thread_local, unnamed_addr,
; addrspace, partition, constant-expression aliasees, alias of alias,
; forward references) and ifuncs (linkages, resolvers, partition).
@g = global [4 x i32] zeroinitializer
@a1 = alias i32, ptr @g
@a2 = internal alias [4 x i32], ptr @g
@a3 = weak hidden alias i32, getelementptr (i32, ptr @g, i64 1)
@a4 = alias i32, ptr @a1
@a5 = linkonce_odr dso_local protected unnamed_addr alias i32, ptr @g
@a6 = private alias i32, ptr @g
@a7 = thread_local(localdynamic) alias i32, ptr @tl
@a8 = alias i32, ptr @g, partition "p"
@a9 = weak_odr local_unnamed_addr alias void (), ptr @fn
@a10 = alias i8, ptr addrspace(1) @gas
@afwd = alias i32, ptr @later

@tl = thread_local global i32 0
@gas = addrspace(1) global i8 0
@later = global i32 0

@i1 = ifunc void (), ptr @resolve
@i2 = internal ifunc i32 (i32), ptr @resolve
@i3 = weak_odr hidden ifunc void (), ptr @resolve, partition "q"
@i4 = dso_local ifunc void (), ptr @resolve

define ptr @resolve() {
  ret ptr @fn
}

define void @fn() {
  call void @i1()
  %r = call i32 @i2(i32 1)
  call void @a9()
  %v = load i32, ptr @a3
  %w = load i32, ptr @afwd
  ret void
}
