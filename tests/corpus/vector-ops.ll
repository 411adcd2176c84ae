; Covers: extractelement/insertelement with constant, variable, and odd-width
; indices; shufflevector masks: constant list, zeroinitializer, poison,
; undef elements, mixed poison/undef, changing length; scalable vectors.
define <4 x i32> @v(<4 x i32> %a, <4 x i32> %b, i32 %x, i64 %idx) {
  %e0 = extractelement <4 x i32> %a, i32 0
  %e1 = extractelement <4 x i32> %a, i64 %idx
  %e2 = extractelement <4 x i32> %a, i8 3
  %i0 = insertelement <4 x i32> %a, i32 %x, i32 1
  %i1 = insertelement <4 x i32> poison, i32 %e1, i64 0
  %e2.t = trunc i32 %e0 to i16
  %i2 = insertelement <4 x i32> undef, i32 7, i16 %e2.t
  %s0 = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %s1 = shufflevector <4 x i32> %i1, <4 x i32> poison, <4 x i32> zeroinitializer
  %s2 = shufflevector <4 x i32> %a, <4 x i32> undef, <4 x i32> <i32 3, i32 undef, i32 poison, i32 0>
  %s3 = shufflevector <4 x i32> %a, <4 x i32> %b, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %s4 = shufflevector <4 x i32> %a, <4 x i32> %b, <2 x i32> <i32 7, i32 0>
  %s5 = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> poison
  %s6 = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> undef
  %s7 = shufflevector <4 x i32> %s2, <4 x i32> %s0, <1 x i32> <i32 2>
  %r = add <4 x i32> %s0, %i0
  ret <4 x i32> %r
}

define <vscale x 4 x float> @scalable(float %f, <vscale x 4 x float> %v) {
  %ins = insertelement <vscale x 4 x float> poison, float %f, i64 0
  %splat = shufflevector <vscale x 4 x float> %ins, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %e = extractelement <vscale x 4 x float> %v, i32 5
  %r = fadd <vscale x 4 x float> %splat, %v
  %z = shufflevector <vscale x 4 x float> %v, <vscale x 4 x float> %r, <vscale x 4 x i32> poison
  ret <vscale x 4 x float> %r
}
