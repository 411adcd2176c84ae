; Covers: types other than first-class values: token, label, metadata
; operands, x86_amx, target extension types with type and integer
; parameters, void, opaque struct pointers, function types in calls, and
; very wide vectors and nested arrays.
%opaque = type opaque

declare x86_amx @llvm.x86.cast.vector.to.tile.v256i32(<256 x i32>)
declare void @takes_target(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))
declare target("aarch64.svcount") @svc()
declare %opaque.ptr.holder @holder()
declare void @takes_tt(target("tt"), target("tt", i8, 5, 7))

define void @types(<256 x i32> %v, ptr %p) {
  %amx = call x86_amx @llvm.x86.cast.vector.to.tile.v256i32(<256 x i32> %v)
  %s = call target("aarch64.svcount") @svc()
  call void @takes_tt(target("tt") poison, target("tt", i8, 5, 7) poison)
  %big = alloca <1024 x i1>
  %nest = alloca [2 x [3 x [4 x i8]]]
  %fnp = alloca ptr
  %x = call %opaque.ptr.holder @holder()
  ret void
}

%opaque.ptr.holder = type { ptr }
