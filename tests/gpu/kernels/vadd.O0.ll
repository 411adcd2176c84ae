; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local ptx_kernel void @vadd(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store ptr addrspace(1) %2, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %4, align 8
  %8 = load ptr addrspace(1), ptr %5, align 8
  %9 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_vadd(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8, ptr addrspace(1) noundef align 4 %9) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local void @__clang_ocl_kern_imp_vadd(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store ptr addrspace(1) %2, ptr %6, align 8
  %8 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  store i64 %8, ptr %7, align 8
  %9 = load ptr addrspace(1), ptr %4, align 8
  %10 = load i64, ptr %7, align 8
  %11 = getelementptr inbounds nuw i32, ptr addrspace(1) %9, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4
  %13 = load ptr addrspace(1), ptr %5, align 8
  %14 = load i64, ptr %7, align 8
  %15 = getelementptr inbounds nuw i32, ptr addrspace(1) %13, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4
  %17 = mul nsw i32 3, %16
  %18 = add nsw i32 %12, %17
  %19 = load ptr addrspace(1), ptr %6, align 8
  %20 = load i64, ptr %7, align 8
  %21 = getelementptr inbounds nuw i32, ptr addrspace(1) %19, i64 %20
  store i32 %18, ptr addrspace(1) %21, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i64 0, 2199023254528) i64 @_Z13get_global_idj(i32 noundef %0) #2 {
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
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }
attributes #5 = { convergent nounwind willreturn memory(none) }

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
!9 = !{i32 1, i32 1, i32 1}
!10 = !{!"none", !"none", !"none"}
!11 = !{!"int*", !"int*", !"int*"}
!12 = !{!"const", !"const", !""}
