; ModuleID = 'tests/kernels/shfl_reduce.cu'
source_filename = "tests/kernels/shfl_reduce.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11shfl_reduceE4part = internal addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @shfl_reduce(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %14, ptr %7, align 4
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  store i32 %15, ptr %8, align 4
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = load i32, ptr %8, align 4
  %18 = mul i32 %16, %17
  %19 = load i32, ptr %7, align 4
  %20 = add i32 %18, %19
  store i32 %20, ptr %9, align 4
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %9, align 4
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds nuw i32, ptr %21, i64 %23
  %25 = load i32, ptr %24, align 4
  store i32 %25, ptr %10, align 4
  store i32 16, ptr %11, align 4
  br label %26

26:                                               ; preds = %35, %3
  %27 = load i32, ptr %11, align 4
  %28 = icmp sgt i32 %27, 0
  br i1 %28, label %29, label %38

29:                                               ; preds = %26
  %30 = load i32, ptr %10, align 4
  %31 = load i32, ptr %11, align 4
  %32 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %30, i32 %31, i32 31)
  %33 = load i32, ptr %10, align 4
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr %10, align 4
  br label %35

35:                                               ; preds = %29
  %36 = load i32, ptr %11, align 4
  %37 = sdiv i32 %36, 2
  store i32 %37, ptr %11, align 4
  br label %26, !llvm.loop !4

38:                                               ; preds = %26
  %39 = load i32, ptr %10, align 4
  %40 = load ptr, ptr %6, align 8
  %41 = load i32, ptr %9, align 4
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds nuw i32, ptr %40, i64 %42
  store i32 %39, ptr %43, align 4
  %44 = call noundef i32 @_ZL6laneidv() #5
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %46, label %52

46:                                               ; preds = %38
  %47 = load i32, ptr %10, align 4
  %48 = load i32, ptr %7, align 4
  %49 = udiv i32 %48, 32
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds nuw [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11shfl_reduceE4part to ptr), i64 0, i64 %50
  store i32 %47, ptr %51, align 4
  br label %52

52:                                               ; preds = %46, %38
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %53 = load i32, ptr %7, align 4
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %55, label %78

55:                                               ; preds = %52
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %56

56:                                               ; preds = %69, %55
  %57 = load i32, ptr %13, align 4
  %58 = load i32, ptr %8, align 4
  %59 = add i32 %58, 31
  %60 = udiv i32 %59, 32
  %61 = icmp ult i32 %57, %60
  br i1 %61, label %62, label %72

62:                                               ; preds = %56
  %63 = load i32, ptr %13, align 4
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds nuw [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11shfl_reduceE4part to ptr), i64 0, i64 %64
  %66 = load i32, ptr %65, align 4
  %67 = load i32, ptr %12, align 4
  %68 = add nsw i32 %67, %66
  store i32 %68, ptr %12, align 4
  br label %69

69:                                               ; preds = %62
  %70 = load i32, ptr %13, align 4
  %71 = add i32 %70, 1
  store i32 %71, ptr %13, align 4
  br label %56, !llvm.loop !6

72:                                               ; preds = %56
  %73 = load i32, ptr %12, align 4
  %74 = load ptr, ptr %5, align 8
  %75 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr %74, i64 %76
  store i32 %73, ptr %77, align 4
  br label %78

78:                                               ; preds = %72, %52
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL6laneidv() #3 {
  %1 = alloca i32, align 4
  %2 = call i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !7
  store i32 %2, ptr %1, align 4
  %3 = load i32, ptr %1, align 4
  ret i32 %3
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { convergent nounwind }
attributes #6 = { convergent nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = !{i64 36573}
