; Covers: getelementptr plain, inbounds, nusw, nuw, inbounds nuw, nusw nuw,
; struct and array indices of several widths, vector GEPs (vector base,
; vector index, splat scalar), scalable vector indices, and named types.
%struct.T = type { i32, [4 x { i8, double }], ptr }

define void @geps(ptr %p, i64 %i, i32 %j, <4 x ptr> %vp, <4 x i64> %vi) {
  %1 = getelementptr i8, ptr %p, i64 %i
  %2 = getelementptr inbounds i32, ptr %p, i64 1
  %3 = getelementptr nusw i32, ptr %p, i32 %j
  %4 = getelementptr nuw i32, ptr %p, i64 %i
  %5 = getelementptr inbounds nuw %struct.T, ptr %p, i64 0, i32 1, i64 2, i32 1
  %6 = getelementptr nusw nuw [10 x i32], ptr %p, i64 0, i64 %i
  %7 = getelementptr %struct.T, ptr %p, i32 0, i32 2
  %8 = getelementptr [2 x [3 x i16]], ptr %p, i16 1, i8 2, i128 1
  %9 = getelementptr i32, <4 x ptr> %vp, <4 x i64> %vi
  %10 = getelementptr i32, ptr %p, <4 x i64> %vi
  %11 = getelementptr inbounds i32, <4 x ptr> %vp, i64 3
  %12 = getelementptr %struct.T, <4 x ptr> %vp, <4 x i64> zeroinitializer, <4 x i32> splat (i32 2)
  %13 = getelementptr i8, ptr addrspace(1) null, i64 %i
  %14 = getelementptr <vscale x 4 x i32>, ptr %p, i64 1
  %15 = getelementptr {}, ptr %p, i64 %i
  %16 = getelementptr inbounds i8, ptr %p
  ret void
}
