; Covers: scalable vectors: vscale types of all element kinds, llvm.vscale,
; splats by insertelement/shufflevector and by splat(), step vectors,
; loads/stores/allocas of scalable types, and vector-of-pointer GEPs.
declare i64 @llvm.vscale.i64()
declare <vscale x 4 x i32> @llvm.stepvector.nxv4i32()

define <vscale x 4 x i32> @sv(<vscale x 4 x i32> %a, ptr %p, i32 %s) {
  %vs = call i64 @llvm.vscale.i64()
  %step = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %ins = insertelement <vscale x 4 x i32> poison, i32 %s, i64 0
  %spl = shufflevector <vscale x 4 x i32> %ins, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %b = add nsw <vscale x 4 x i32> %a, splat (i32 3)
  %c = mul <vscale x 4 x i32> %b, %spl
  %d = add <vscale x 4 x i32> %c, %step
  %l = load <vscale x 4 x i32>, ptr %p
  store <vscale x 4 x i32> %d, ptr %p
  %al = alloca <vscale x 2 x double>
  %bits = alloca <vscale x 16 x i1>
  %ps = getelementptr i8, ptr %p, <vscale x 4 x i32> %d
  %m = icmp slt <vscale x 4 x i32> %l, zeroinitializer
  %sel = select <vscale x 4 x i1> %m, <vscale x 4 x i32> %l, <vscale x 4 x i32> %d
  %f = sitofp <vscale x 4 x i32> %sel to <vscale x 4 x float>
  %h = fptrunc <vscale x 4 x float> %f to <vscale x 4 x half>
  %bf = alloca <vscale x 8 x bfloat>
  %pv = alloca <vscale x 2 x ptr>
  ret <vscale x 4 x i32> %sel
}
