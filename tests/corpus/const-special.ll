; Covers: null, none (token), undef, poison, zeroinitializer on every kind
; of type, target extension types with zeroinitializer/poison, label and
; metadata operands, and splat() constants of each element kind.
%S = type { i32, ptr }

declare void @use(...)
declare void @llvm.coro.end(ptr, i1, token)

define void @specials(ptr %p) {
  call void (...) @use(ptr null, ptr addrspace(1) null, i32 undef, i32 poison)
  call void (...) @use(i32 zeroinitializer, float zeroinitializer, ptr zeroinitializer)
  call void (...) @use(<4 x i32> zeroinitializer, [2 x i8] zeroinitializer, %S zeroinitializer)
  call void (...) @use(<4 x i32> undef, [2 x i8] poison, %S undef, { i1 } poison)
  call void (...) @use(<2 x ptr> zeroinitializer, <2 x ptr> <ptr null, ptr null>)
  call void (...) @use(<4 x i32> splat (i32 1), <2 x float> splat (float 2.0), <2 x ptr> splat (ptr null))
  call void (...) @use(<vscale x 2 x i64> splat (i64 -1), <vscale x 2 x i64> zeroinitializer, <vscale x 2 x i64> poison)
  call void (...) @use(<4 x i32> <i32 7, i32 7, i32 7, i32 7>, <3 x i8> <i8 0, i8 0, i8 0>)
  call void (...) @use(target("spirv.Event") zeroinitializer, target("x", i32, 1) poison)
  call void (...) @use(<2 x i1> <i1 true, i1 true>, <1 x i64> <i64 0>, <2 x double> <double 0.0, double 0.0>)
  call void @llvm.coro.end(ptr null, i1 false, token none)
  call void (...) @use([0 x i32] zeroinitializer, {} zeroinitializer, [0 x i32] undef, [2 x {}] zeroinitializer)
  ret void
}
