; ModuleID = 'tests/kernels/compact.cu'
source_filename = "tests/kernels/compact.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @compact(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i8, align 1
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %17, ptr %9, align 4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  store i32 %18, ptr %10, align 4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = load i32, ptr %10, align 4
  %21 = mul i32 %19, %20
  %22 = load i32, ptr %9, align 4
  %23 = add i32 %21, %22
  store i32 %23, ptr %11, align 4
  %24 = load ptr, ptr %5, align 8
  %25 = load i32, ptr %11, align 4
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds nuw i32, ptr %24, i64 %26
  %28 = load i32, ptr %27, align 4
  store i32 %28, ptr %12, align 4
  %29 = load i32, ptr %12, align 4
  %30 = and i32 %29, 1
  %31 = icmp ne i32 %30, 0
  %32 = zext i1 %31 to i8
  store i8 %32, ptr %13, align 1
  %33 = load i8, ptr %13, align 1
  %34 = trunc i8 %33 to i1
  %35 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %34)
  store i32 %35, ptr %14, align 4
  %36 = load i32, ptr %14, align 4
  %37 = call noundef i32 @_ZL11lanemask_ltv() #5
  %38 = and i32 %36, %37
  %39 = call i32 @llvm.ctpop.i32(i32 %38)
  store i32 %39, ptr %15, align 4
  %40 = load i32, ptr %11, align 4
  %41 = call noundef i32 @_ZL6laneidv() #5
  %42 = sub i32 %40, %41
  store i32 %42, ptr %16, align 4
  %43 = load i8, ptr %13, align 1
  %44 = trunc i8 %43 to i1
  br i1 %44, label %45, label %58

45:                                               ; preds = %4
  %46 = load i32, ptr %12, align 4
  %47 = load ptr, ptr %6, align 8
  %48 = load i32, ptr %16, align 4
  %49 = load i32, ptr %15, align 4
  %50 = add i32 %48, %49
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds nuw i32, ptr %47, i64 %51
  store i32 %46, ptr %52, align 4
  %53 = call noundef i32 @_ZL10activemaskv() #5
  %54 = load ptr, ptr %8, align 8
  %55 = load i32, ptr %11, align 4
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds nuw i32, ptr %54, i64 %56
  store i32 %53, ptr %57, align 4
  br label %58

58:                                               ; preds = %45, %4
  %59 = call noundef i32 @_ZL6laneidv() #5
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %61, label %69

61:                                               ; preds = %58
  %62 = load i32, ptr %14, align 4
  %63 = call i32 @llvm.ctpop.i32(i32 %62)
  %64 = load ptr, ptr %7, align 8
  %65 = load i32, ptr %11, align 4
  %66 = udiv i32 %65, 32
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds nuw i32, ptr %64, i64 %67
  store i32 %63, ptr %68, align 4
  br label %69

69:                                               ; preds = %61, %58
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL11lanemask_ltv() #3 {
  %1 = alloca i32, align 4
  %2 = call i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #6, !srcloc !4
  store i32 %2, ptr %1, align 4
  %3 = load i32, ptr %1, align 4
  ret i32 %3
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL6laneidv() #3 {
  %1 = alloca i32, align 4
  %2 = call i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !5
  store i32 %2, ptr %1, align 4
  %3 = load i32, ptr %1, align 4
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL10activemaskv() #3 {
  %1 = alloca i32, align 4
  %2 = call i32 asm sideeffect "activemask.b32 $0;", "=r"() #5, !srcloc !6
  store i32 %2, ptr %1, align 4
  %3 = load i32, ptr %1, align 4
  ret i32 %3
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }
attributes #6 = { convergent nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{i64 36637}
!5 = !{i64 36516}
!6 = !{i64 36403}
