; Covers: legacy attributes upgraded by the reader: readnone, readonly,
; writeonly, argmemonly, inaccessiblememonly, inaccessiblemem_or_argmemonly
; on functions and calls; nocapture on parameters (to captures(none));
; combinations with memory attributes.
declare void @rn() readnone
declare void @ro() readonly
declare void @wo() writeonly
declare void @am() argmemonly
declare void @im() inaccessiblememonly
declare void @iam() inaccessiblemem_or_argmemonly
declare void @amro() argmemonly readonly
declare void @imwo() inaccessiblememonly writeonly
declare void @nc(ptr nocapture, ptr nocapture readonly, ptr readnone nocapture)
declare void @grp() #0
declare void @grp1() #1

define void @f(ptr nocapture %p, ptr readonly %q) readonly {
  call void @rn() readnone
  call void @ro() readonly
  call void @am() argmemonly readonly
  call void @nc(ptr nocapture %p, ptr %q, ptr %p)
  ret void
}

attributes #0 = { readnone nounwind }
attributes #1 = { argmemonly writeonly }
