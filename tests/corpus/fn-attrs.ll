; Covers: function attributes written inline and in groups: memory(...) in
; all forms, uwtable(sync/async), allockind, allocsize, vscale_range,
; frame-pointer strings, string attributes with and without values,
; denormal-fp-math, nofree/nosync/willreturn, and groups numbered out of order.
declare void @m0() memory(none)
declare void @m1() memory(read)
declare void @m2() memory(write)
declare void @m3() memory(argmem: read)
declare void @m4() memory(read, argmem: readwrite)
declare void @m5() memory(none, inaccessiblemem: write)
declare void @m6() memory(readwrite, argmem: none, inaccessiblemem: read)
declare void @m7() memory(errnomem: write)
declare void @m8() memory(target_mem0: read)
declare void @u1() uwtable
declare void @u2() uwtable(sync)
declare ptr @alloc(i64, i64) allockind("alloc,zeroed") allocsize(0, 1) "alloc-family"="malloc"
declare ptr @alloc1(i64) allocsize(0)
declare void @vs() vscale_range(1, 16)
declare void @vs2() vscale_range(2)
declare void @str() "frame-pointer"="all" "no-value" "target-cpu"="x86-64" "empty"=""
declare void @grp() #2
declare void @grp2() #1
declare void @mixed() nounwind #0 readonly
declare void @all() nofree nosync willreturn mustprogress norecurse noinline cold hot naked noreturn nocallback nomerge nobuiltin noduplicate convergent speculatable returns_twice sanitize_address sanitize_memory sanitize_thread sanitize_hwaddress ssp sspreq sspstrong safestack shadowcallstack strictfp nocf_check optnone fn_ret_thunk_extern disable_sanitizer_instrumentation null_pointer_is_valid mustprogress presplitcoroutine
declare void @fpenv() "denormal-fp-math"="preserve-sign,preserve-sign"

define void @body() #1 {
  call void @grp() #3
  call void @str() "callsite"="yes" nounwind
  call void @m0() #0
  ret void
}

attributes #3 = { builtin nounwind }
attributes #0 = { nounwind "a"="b" }
attributes #2 = { noinline optnone "x" }
attributes #1 = { nounwind uwtable "frame-pointer"="non-leaf" "target-features"="+sse,+avx" }
