; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

@reduce.tmp = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local ptx_kernel void @reduce(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %5 = load ptr addrspace(1), ptr %3, align 8
  %6 = load ptr addrspace(1), ptr %4, align 8
  call void @__clang_ocl_kern_imp_reduce(ptr addrspace(1) noundef align 4 %5, ptr addrspace(1) noundef align 4 %6) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local void @__clang_ocl_kern_imp_reduce(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %8 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  store i64 %8, ptr %5, align 8
  %9 = call i64 @_Z14get_local_sizej(i32 noundef 0) #7
  store i64 %9, ptr %6, align 8
  %10 = load ptr addrspace(1), ptr %3, align 8
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %10, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4
  %14 = load i64, ptr %5, align 8
  %15 = getelementptr inbounds nuw [256 x i32], ptr addrspace(3) @reduce.tmp, i64 0, i64 %14
  store i32 %13, ptr addrspace(3) %15, align 4
  call void @_Z7barrierj(i32 noundef 1) #6
  %16 = load i64, ptr %6, align 8
  %17 = udiv i64 %16, 2
  store i64 %17, ptr %7, align 8
  br label %18

18:                                               ; preds = %36, %2
  %19 = load i64, ptr %7, align 8
  %20 = icmp ugt i64 %19, 0
  br i1 %20, label %21, label %39

21:                                               ; preds = %18
  %22 = load i64, ptr %5, align 8
  %23 = load i64, ptr %7, align 8
  %24 = icmp ult i64 %22, %23
  br i1 %24, label %25, label %35

25:                                               ; preds = %21
  %26 = load i64, ptr %5, align 8
  %27 = load i64, ptr %7, align 8
  %28 = add i64 %26, %27
  %29 = getelementptr inbounds nuw [256 x i32], ptr addrspace(3) @reduce.tmp, i64 0, i64 %28
  %30 = load i32, ptr addrspace(3) %29, align 4
  %31 = load i64, ptr %5, align 8
  %32 = getelementptr inbounds nuw [256 x i32], ptr addrspace(3) @reduce.tmp, i64 0, i64 %31
  %33 = load i32, ptr addrspace(3) %32, align 4
  %34 = add nsw i32 %33, %30
  store i32 %34, ptr addrspace(3) %32, align 4
  br label %35

35:                                               ; preds = %25, %21
  call void @_Z7barrierj(i32 noundef 1) #6
  br label %36

36:                                               ; preds = %35
  %37 = load i64, ptr %7, align 8
  %38 = udiv i64 %37, 2
  store i64 %38, ptr %7, align 8
  br label %18

39:                                               ; preds = %18
  %40 = load i64, ptr %5, align 8
  %41 = icmp eq i64 %40, 0
  br i1 %41, label %42, label %47

42:                                               ; preds = %39
  %43 = load i32, ptr addrspace(3) @reduce.tmp, align 4
  %44 = load ptr addrspace(1), ptr %4, align 8
  %45 = call i64 @_Z12get_group_idj(i32 noundef 0) #7
  %46 = getelementptr inbounds nuw i32, ptr addrspace(1) %44, i64 %45
  store i32 %43, ptr addrspace(1) %46, align 4
  br label %47

47:                                               ; preds = %42, %39
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local void @_Z7barrierj(i32 noundef %0) #2 {
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i64 0, 2199023254528) i64 @_Z13get_global_idj(i32 noundef %0) #4 {
  switch i32 %0, label %_Z18__clc_get_group_idj.exit.i [
    i32 0, label %2
    i32 1, label %4
    i32 2, label %6
  ]

2:                                                ; preds = %1
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br label %_Z18__clc_get_group_idj.exit.i

4:                                                ; preds = %1
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  br label %_Z18__clc_get_group_idj.exit.i

6:                                                ; preds = %1
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  br label %_Z18__clc_get_group_idj.exit.i

_Z18__clc_get_group_idj.exit.i:                   ; preds = %6, %4, %2, %1
  %8 = phi i32 [ %7, %6 ], [ %3, %2 ], [ %5, %4 ], [ 0, %1 ]
  switch i32 %0, label %_Z20__clc_get_local_sizej.exit.i [
    i32 0, label %9
    i32 1, label %11
    i32 2, label %13
  ]

9:                                                ; preds = %_Z18__clc_get_group_idj.exit.i
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %_Z20__clc_get_local_sizej.exit.i

11:                                               ; preds = %_Z18__clc_get_group_idj.exit.i
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  br label %_Z20__clc_get_local_sizej.exit.i

13:                                               ; preds = %_Z18__clc_get_group_idj.exit.i
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  br label %_Z20__clc_get_local_sizej.exit.i

_Z20__clc_get_local_sizej.exit.i:                 ; preds = %13, %11, %9, %_Z18__clc_get_group_idj.exit.i
  %15 = phi i32 [ %14, %13 ], [ %10, %9 ], [ %12, %11 ], [ 1, %_Z18__clc_get_group_idj.exit.i ]
  switch i32 %0, label %_Z19__clc_get_global_idj.exit [
    i32 0, label %16
    i32 1, label %18
    i32 2, label %20
  ]

16:                                               ; preds = %_Z20__clc_get_local_sizej.exit.i
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %_Z19__clc_get_global_idj.exit

18:                                               ; preds = %_Z20__clc_get_local_sizej.exit.i
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  br label %_Z19__clc_get_global_idj.exit

20:                                               ; preds = %_Z20__clc_get_local_sizej.exit.i
  %21 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  br label %_Z19__clc_get_global_idj.exit

_Z19__clc_get_global_idj.exit:                    ; preds = %_Z20__clc_get_local_sizej.exit.i, %16, %18, %20
  %22 = phi i32 [ %21, %20 ], [ %17, %16 ], [ %19, %18 ], [ 0, %_Z20__clc_get_local_sizej.exit.i ]
  %23 = zext nneg i32 %15 to i64
  %24 = zext nneg i32 %8 to i64
  %25 = mul nuw nsw i64 %23, %24
  %26 = zext nneg i32 %22 to i64
  %27 = add nuw nsw i64 %25, %26
  ret i64 %27
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i64 0, 2147483647) i64 @_Z12get_group_idj(i32 noundef %0) #4 {
  switch i32 %0, label %_Z18__clc_get_group_idj.exit [
    i32 0, label %2
    i32 1, label %4
    i32 2, label %6
  ]

2:                                                ; preds = %1
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br label %_Z18__clc_get_group_idj.exit

4:                                                ; preds = %1
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  br label %_Z18__clc_get_group_idj.exit

6:                                                ; preds = %1
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  br label %_Z18__clc_get_group_idj.exit

_Z18__clc_get_group_idj.exit:                     ; preds = %1, %2, %4, %6
  %8 = phi i32 [ %7, %6 ], [ %3, %2 ], [ %5, %4 ], [ 0, %1 ]
  %9 = zext nneg i32 %8 to i64
  ret i64 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i64 0, 1024) i64 @_Z12get_local_idj(i32 noundef %0) #4 {
  switch i32 %0, label %_Z18__clc_get_local_idj.exit [
    i32 0, label %2
    i32 1, label %4
    i32 2, label %6
  ]

2:                                                ; preds = %1
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %_Z18__clc_get_local_idj.exit

4:                                                ; preds = %1
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  br label %_Z18__clc_get_local_idj.exit

6:                                                ; preds = %1
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  br label %_Z18__clc_get_local_idj.exit

_Z18__clc_get_local_idj.exit:                     ; preds = %1, %2, %4, %6
  %8 = phi i32 [ %7, %6 ], [ %3, %2 ], [ %5, %4 ], [ 0, %1 ]
  %9 = zext nneg i32 %8 to i64
  ret i64 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i64 1, 1025) i64 @_Z14get_local_sizej(i32 noundef %0) #4 {
  switch i32 %0, label %_Z20__clc_get_local_sizej.exit [
    i32 0, label %2
    i32 1, label %4
    i32 2, label %6
  ]

2:                                                ; preds = %1
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %_Z20__clc_get_local_sizej.exit

4:                                                ; preds = %1
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  br label %_Z20__clc_get_local_sizej.exit

6:                                                ; preds = %1
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  br label %_Z20__clc_get_local_sizej.exit

_Z20__clc_get_local_sizej.exit:                   ; preds = %1, %2, %4, %6
  %8 = phi i32 [ %7, %6 ], [ %3, %2 ], [ %5, %4 ], [ 1, %1 ]
  %9 = zext nneg i32 %8 to i64
  ret i64 %9
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind }
attributes #7 = { convergent nounwind willreturn memory(none) }

!opencl.ocl.version = !{!0, !1}
!llvm.ident = !{!2}
!llvm.module.flags = !{!3, !4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 2, i32 0}
!1 = !{i32 3, i32 0}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i32 1, i32 1}
!10 = !{!"none", !"none"}
!11 = !{!"int*", !"int*"}
!12 = !{!"const", !""}
