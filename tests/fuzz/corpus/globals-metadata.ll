source_filename = "g.c"
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"

%struct.pair = type { i32, [4 x float] }

@g = internal global %struct.pair zeroinitializer, align 16
@msg = private unnamed_addr constant [6 x i8] c"hello\00", align 1

declare i32 @puts(ptr nocapture readonly)

define float @first(ptr %p, <4 x float> %v) {
  %f = getelementptr inbounds %struct.pair, ptr %p, i64 0, i32 1, i64 2
  %x = load float, ptr %f, align 4, !tbaa !5
  %e = extractelement <4 x float> %v, i32 0
  %m = fmul fast float %x, %e
  %c = call i32 @puts(ptr @msg)
  %s = select i1 true, float %m, float 0x7FF8000000000000
  ret float %s
}

!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{!"float", !6, i64 0}
!6 = !{!"tbaa root"}
