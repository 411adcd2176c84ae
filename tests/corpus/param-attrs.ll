; Covers: parameter and return attributes on declarations, definitions and
; call sites: integer (align, dereferenceable, dereferenceable_or_null,
; alignstack), typed (byval, sret, byref, preallocated, inalloca,
; elementtype), range, nofpclass, captures, initializes, and the flags.
%S = type { i32, i64 }

declare noundef nonnull align 8 dereferenceable(16) ptr @ret_attrs(ptr noalias nocapture readonly %p)
declare zeroext i8 @z(i8 signext, i16 zeroext, i32 inreg, i64 noundef)
declare void @typed(ptr byval(%S) align 8, ptr sret(%S), ptr byref(i32), ptr inalloca(i8))
declare ptr @flags(ptr nest, ptr returned, ptr swiftself, ptr swifterror, ptr swiftasync, ptr nofree, ptr writeonly, ptr readnone, ptr dead_on_unwind, ptr dead_on_return, ptr writable, i64 allocalign, ptr allocptr)
declare range(i32 0, 10) i32 @ranged(i32 range(i32 -1, 5) %x, <2 x i8> range(i8 1, 0) %v)
declare nofpclass(nan inf) float @fpc(float nofpclass(zero sub norm) %x, double nofpclass(snan qnan ninf pinf nzero pzero nsub psub nnorm pnorm))
declare void @caps(ptr captures(none), ptr captures(address), ptr captures(address_is_null, read_provenance), ptr captures(ret: address, provenance), ptr captures(provenance))
declare void @init(ptr initializes((0, 4), (8, 12)) %p, ptr dereferenceable_or_null(32) %q, ptr align 4 %r)
declare void @stack(i32 alignstack(16))
declare token @llvm.call.preallocated.setup(i32)
declare ptr @llvm.call.preallocated.arg(token, i32)
declare void @prealloc(ptr preallocated(i64))
declare void @noext(i32 noext)

define i32 @caller(ptr %p, i32 %x) {
  %1 = call noundef ptr @ret_attrs(ptr noalias nonnull %p)
  %2 = call signext i8 @z(i8 signext 1, i16 zeroext 2, i32 inreg %x, i64 noundef 4)
  call void @typed(ptr byval(%S) align 8 %p, ptr sret(%S) %p, ptr byref(i32) %p, ptr inalloca(i8) %p)
  %t = call token @llvm.call.preallocated.setup(i32 1)
  %a = call ptr @llvm.call.preallocated.arg(token %t, i32 0) preallocated(i64)
  call void @prealloc(ptr preallocated(i64) %a) [ "preallocated"(token %t) ]
  %3 = call range(i32 1, 3) i32 @ranged(i32 %x, <2 x i8> zeroinitializer)
  %4 = call nofpclass(nan) float @fpc(float nofpclass(inf) 1.0, double 2.0)
  call void @caps(ptr captures(none) %p, ptr %p, ptr %p, ptr %p, ptr %p)
  call void @init(ptr initializes((0, 1)) %p, ptr null, ptr %p)
  ret i32 %3
}

define void @def_attrs(ptr noalias nocapture sret(%S) align 4 %out, i32 signext %a, ptr nonnull dereferenceable(8) %b) {
  ret void
}
