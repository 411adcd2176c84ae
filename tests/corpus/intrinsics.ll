; Covers: intrinsic declarations whose attributes opt adds from its tables
; (so the printed attribute groups differ from the input), overloaded names,
; memcpy/memset with immarg, lifetime, assume, vector reductions,
; masked loads, and the `; Function Attrs:` comments.
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
declare i32 @llvm.smax.i32(i32, i32)
declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr, i32, <4 x i1>, <4 x i32>)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare float @llvm.fma.f32(float, float, float)
declare ptr @llvm.stacksave.p0()
declare void @llvm.trap()

define i32 @use(ptr %d, ptr %s, <4 x i1> %m) {
  %a = alloca [16 x i8]
  call void @llvm.lifetime.start.p0(ptr %a)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 16, i1 false)
  call void @llvm.memset.p0.i32(ptr %a, i8 0, i32 16, i1 true)
  call void @llvm.lifetime.end.p0(ptr %a)
  %x = call i32 @llvm.smax.i32(i32 1, i32 2)
  %v = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %d, i32 4, <4 x i1> %m, <4 x i32> poison)
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  %o = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %x, i32 %r)
  %f = call fast float @llvm.fma.f32(float 1.0, float 2.0, float 3.0)
  %sp = call ptr @llvm.stacksave.p0()
  %u = call i32 @llvm.umin.i32(i32 %x, i32 3)
  ret i32 %r
}
