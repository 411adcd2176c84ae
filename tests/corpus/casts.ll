; Covers: every cast: trunc (nuw, nsw, both), zext (nneg), sext, fptrunc,
; fpext, fptoui, fptosi, uitofp (nneg), sitofp, ptrtoint, inttoptr, bitcast,
; addrspacecast, ptrtoaddr, on scalars and vectors.
define void @casts(i64 %x, i32 %y, double %d, ptr %p, ptr addrspace(3) %lp) {
  %t = trunc i64 %x to i32
  %tnuw = trunc nuw i64 %x to i16
  %tnsw = trunc nsw i64 %x to i8
  %tboth = trunc nuw nsw i64 %x to i1
  %z = zext i32 %y to i64
  %zn = zext nneg i32 %y to i128
  %s = sext i32 %y to i64
  %ft = fptrunc double %d to float
  %fe = fpext float %ft to fp128
  %fu = fptoui double %d to i32
  %fs = fptosi double %d to i8
  %uf = uitofp i32 %y to double
  %ufn = uitofp nneg i32 %y to half
  %sf = sitofp i64 %x to bfloat
  %pi = ptrtoint ptr %p to i64
  %pa = ptrtoaddr ptr %p to i64
  %ip = inttoptr i64 %x to ptr
  %ip1 = inttoptr i32 %y to ptr addrspace(1)
  %bc = bitcast double %d to i64
  %bcv = bitcast i64 %x to <2 x i32>
  %bcp = bitcast ptr %p to ptr
  %asc = addrspacecast ptr %p to ptr addrspace(1)
  %asc2 = addrspacecast ptr addrspace(3) %lp to ptr
  ret void
}

define <4 x i32> @vcasts(<4 x i64> %v, <4 x ptr> %vp, <4 x float> %vf) {
  %1 = trunc nsw <4 x i64> %v to <4 x i32>
  %2 = ptrtoint <4 x ptr> %vp to <4 x i64>
  %3 = inttoptr <4 x i64> %2 to <4 x ptr addrspace(2)>
  %4 = fptosi <4 x float> %vf to <4 x i32>
  %5 = sitofp <4 x i32> %4 to <4 x double>
  %6 = zext nneg <4 x i32> %1 to <4 x i64>
  %7 = bitcast <4 x i32> %4 to <2 x i64>
  %8 = bitcast <2 x i64> %7 to i128
  ret <4 x i32> %1
}
