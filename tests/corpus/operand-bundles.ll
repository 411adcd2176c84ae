; Covers: operand bundles on calls and invokes: deopt, gc-transition,
; gc-live, funclet, cfguardtarget, kcfi, ptrauth, clang.arc.attachedcall,
; align assumptions, preallocated, several bundles on one call, empty
; bundles, bundles together with attributes.
declare void @g(...)
declare ptr @objc()
declare ptr @llvm.objc.retainAutoreleasedReturnValue(ptr)
declare void @llvm.assume(i1)

define void @bundles(ptr %p, i32 %x, ptr %fp) {
  call void (...) @g() [ "deopt"() ]
  call void (...) @g(i32 %x) [ "deopt"(i32 %x, i64 2, ptr null), "gc-live"(ptr %p) ]
  call void (...) @g() #0 [ "gc-transition"(ptr %p), "unknown"(i32 1, float 2.0) ]
  call void %fp() [ "kcfi"(i32 12345) ]
  call void %fp() [ "cfguardtarget"(ptr %fp) ]
  call void %fp() [ "ptrauth"(i32 0, i64 1234) ]
  %o = call ptr @objc() [ "clang.arc.attachedcall"(ptr @llvm.objc.retainAutoreleasedReturnValue) ]
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 16), "nonnull"(ptr %p) ]
  call void @llvm.assume(i1 true) [ "dereferenceable"(ptr %p, i64 8), "noundef"(ptr %p) ]
  call void @llvm.assume(i1 true) [ "ignore"(ptr undef) ]
  ret void
}

attributes #0 = { nounwind }
