; ModuleID = '/work/main/tests/gpu/warp.cu'
source_filename = "/work/main/tests/gpu/warp.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @k(ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %0, i32 16, i32 31)
  %add = add i32 %1, %0
  %2 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %add, i32 8, i32 31)
  %add.1 = add i32 %2, %add
  %3 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %add.1, i32 4, i32 31)
  %add.2 = add i32 %3, %add.1
  %4 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %add.2, i32 2, i32 31)
  %add.3 = add i32 %4, %add.2
  %5 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %add.3, i32 1, i32 31)
  %and = and i32 %0, 1
  %tobool = icmp ne i32 %and, 0
  %6 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %tobool)
  %and2 = and i32 %0, 3
  %umin = tail call i32 @llvm.umin.i32(i32 %n, i32 %and2)
  %7 = add nuw nsw i32 %umin, 1
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %while.body ]
  %exitcond.not = icmp eq i32 %i.0, %n
  br i1 %exitcond.not, label %while.end, label %while.body

while.body:                                       ; preds = %while.cond
  %inc = add nuw nsw i32 %i.0, 1
  %exitcond37.not = icmp eq i32 %i.0, %and2
  br i1 %exitcond37.not, label %while.end, label %while.cond, !llvm.loop !8

while.end:                                        ; preds = %while.body, %while.cond
  %i.1 = phi i32 [ %7, %while.body ], [ %umin, %while.cond ]
  %add.4 = add i32 %5, %add.3
  %cmp4 = icmp eq i32 %i.1, 2
  %8 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp4)
  %mul = shl nuw nsw i32 %0, 2
  %idxprom = zext nneg i32 %mul to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %out, i64 %idxprom
  store i32 %add.4, ptr %arrayidx, align 4, !tbaa !4
  %arrayidx9 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4
  store i32 %6, ptr %arrayidx9, align 4, !tbaa !4
  %arrayidx13 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  store i32 %i.1, ptr %arrayidx13, align 4, !tbaa !4
  %arrayidx17 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 12
  store i32 %8, ptr %arrayidx17, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
