; ModuleID = 'tests/kernels/shfl_reduce.cu'
source_filename = "tests/kernels/shfl_reduce.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11shfl_reduceE4part = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @shfl_reduce(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = mul i32 %6, %5
  %8 = add i32 %7, %4
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !4
  %12 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %11, i32 16, i32 31)
  %13 = add nsw i32 %12, %11
  %14 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %13, i32 8, i32 31)
  %15 = add nsw i32 %14, %13
  %16 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %15, i32 4, i32 31)
  %17 = add nsw i32 %16, %15
  %18 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %17, i32 2, i32 31)
  %19 = add nsw i32 %18, %17
  %20 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %19, i32 1, i32 31)
  %21 = add nsw i32 %20, %19
  %22 = getelementptr inbounds nuw i32, ptr %2, i64 %9
  store i32 %21, ptr %22, align 4, !tbaa !4
  %23 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !8
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %29

25:                                               ; preds = %3
  %26 = lshr i32 %4, 5
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11shfl_reduceE4part to ptr), i64 %27
  store i32 %21, ptr %28, align 4, !tbaa !4
  br label %29

29:                                               ; preds = %25, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %30 = icmp eq i32 %4, 0
  br i1 %30, label %31, label %86

31:                                               ; preds = %29
  %32 = add nuw nsw i32 %5, 31
  %33 = lshr i32 %32, 5
  %34 = add nsw i32 %33, -1
  %35 = and i32 %33, 3
  %36 = icmp ult i32 %34, 3
  br i1 %36, label %41, label %37

37:                                               ; preds = %31
  %38 = and i32 %33, 124
  br label %60

39:                                               ; preds = %60
  %40 = icmp eq i32 %35, 0
  br i1 %40, label %56, label %41

41:                                               ; preds = %39, %31
  %42 = phi i32 [ 0, %31 ], [ %83, %39 ]
  %43 = phi i32 [ 0, %31 ], [ %82, %39 ]
  %44 = icmp ne i32 %35, 0
  tail call void @llvm.assume(i1 %44)
  br label %45

45:                                               ; preds = %45, %41
  %46 = phi i32 [ %53, %45 ], [ %42, %41 ]
  %47 = phi i32 [ %52, %45 ], [ %43, %41 ]
  %48 = phi i32 [ %54, %45 ], [ 0, %41 ]
  %49 = zext nneg i32 %46 to i64
  %50 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11shfl_reduceE4part to ptr), i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !4
  %52 = add nsw i32 %51, %47
  %53 = add nuw nsw i32 %46, 1
  %54 = add i32 %48, 1
  %55 = icmp eq i32 %54, %35
  br i1 %55, label %56, label %45, !llvm.loop !9

56:                                               ; preds = %45, %39
  %57 = phi i32 [ %82, %39 ], [ %52, %45 ]
  %58 = zext nneg i32 %6 to i64
  %59 = getelementptr inbounds nuw i32, ptr %1, i64 %58
  store i32 %57, ptr %59, align 4, !tbaa !4
  br label %86

60:                                               ; preds = %60, %37
  %61 = phi i32 [ 0, %37 ], [ %83, %60 ]
  %62 = phi i32 [ 0, %37 ], [ %82, %60 ]
  %63 = phi i32 [ 0, %37 ], [ %84, %60 ]
  %64 = zext nneg i32 %61 to i64
  %65 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11shfl_reduceE4part to ptr), i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !4
  %67 = add nsw i32 %66, %62
  %68 = zext nneg i32 %61 to i64
  %69 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11shfl_reduceE4part to ptr), i64 %68
  %70 = getelementptr inbounds nuw i8, ptr %69, i64 4
  %71 = load i32, ptr %70, align 4, !tbaa !4
  %72 = add nsw i32 %71, %67
  %73 = zext nneg i32 %61 to i64
  %74 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11shfl_reduceE4part to ptr), i64 %73
  %75 = getelementptr inbounds nuw i8, ptr %74, i64 8
  %76 = load i32, ptr %75, align 4, !tbaa !4
  %77 = add nsw i32 %76, %72
  %78 = zext nneg i32 %61 to i64
  %79 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11shfl_reduceE4part to ptr), i64 %78
  %80 = getelementptr inbounds nuw i8, ptr %79, i64 12
  %81 = load i32, ptr %80, align 4, !tbaa !4
  %82 = add nsw i32 %81, %77
  %83 = add nuw nsw i32 %61, 4
  %84 = add i32 %63, 4
  %85 = icmp eq i32 %84, %38
  br i1 %85, label %39, label %60, !llvm.loop !11

86:                                               ; preds = %56, %29
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { convergent nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{i64 36571}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
