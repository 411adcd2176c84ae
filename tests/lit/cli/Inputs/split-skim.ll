target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"
$s4 = comdat any
define void @pad3(ptr %p, i32 %x) #0 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 37
  store { ptr, ptr } { ptr @agg, ptr @ro }, ptr %p
  %r.1 = call i32 @ro(i32 %d)
  %r.2 = select i1 %c, ptr @sel, ptr @s11
  store i64 ptrtoint (ptr getelementptr (i8, ptr @ce, i64 4) to i64), ptr %p
  store ptr dso_local_equivalent @dle, ptr %p
  %a = add i32 %x, 54
  %b = fadd double 1.5, 0x3FF8000000000000
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define void @pad15(ptr %p, i32 %x) #1 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 91
  call void @s5()
  %r.1 = call i32 @cv(i32 %d)
  call void @"a b"(i32 %d)
  store <2 x ptr> <ptr @vecp, ptr @cv>, ptr %p
  %a = add i32 %x, 75
  %b = fadd double 1.5, 1.5
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define void @pad14(ptr %p, i32 %x) #0 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 4
  call void @s12()
  store ptr dso_local_equivalent @dle, ptr %p
  store ptr no_cfi @nocfi, ptr %p
  call void @al(i32 %d)
  %a = add i32 %x, 39
  %b = fadd double 1.5, 1.0e+300
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define void @pad22(ptr %p, i32 %x) #4 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 4
  store { ptr, ptr } { ptr @agg, ptr @ro }, ptr %p
  %r.1 = call i32 @cv(i32 %d)
  %a = add i32 %x, 25
  %b = fadd double 1.5, 1.0e+300
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define void @pad21(ptr %p, i32 %x) #1 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 40
  call void @"a b"(i32 %d)
  call void @al(i32 %d)
  %r.3 = call { i32, <2 x half> } @ret(<vscale x 2 x i32> zeroinitializer)
  %a = add i32 %x, 46
  %b = fadd double 1.5, 1.5
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define void @dle() {
entry:
  ret void
}
define i32 @pers(...) {
entry:
  ret i32 0
}
define void @nocfi() {
entry:
  ret void
}
define i32 @ro(i32 %x) memory(none) nounwind willreturn {
entry:
  ret i32 %x
}
define void @pad5(ptr %p, i32 %x) #1 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 111
  store ptr dso_local_equivalent @dle, ptr %p
  call void @s5()
  call void @inv()
  %a = add i32 %x, 66
  %b = fadd double 1.5, -0.0
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define void @s12() !foo !0 {
entry:
  ret void
}
define void @nvk(ptr %p) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %v = phi i32 [0, %entry], [1, %a]
  store i32 %v, ptr %p
  ret void
}
define void @s2v() {
entry:
  ret void
}
define void @pad4(ptr %p, i32 %x) #4 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 120
  call void @w()
  call void @s5()
  call void @"a b"(i32 %d)
  call void @s3(ptr %p)
  call void @s12()
  %a = add i32 %x, 103
  %b = fadd double 1.5, 1.5
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define i32 @cvg(i32 %x) #0 {
entry:
  ret i32 %x
}
define void @pad0(ptr %p, i32 %x) #1 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 33
  call void @al(i32 %d)
  store i64 ptrtoint (ptr getelementptr (i8, ptr @ce, i64 4) to i64), ptr %p
  call void @w()
  call void @s4()
  %a = add i32 %x, 66
  %b = fadd double 1.5, 2.0
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define void @s11() #3 {
entry:
  ret void
}
define void @pad7(ptr %p, i32 %x) #4 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 40
  call void @s12()
  call void @arg(ptr @s2)
  call void @s13()
  %r.3 = select i1 %c, ptr @sel, ptr @s11
  %a = add i32 %x, 2
  %b = fadd double 1.5, -0.0
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define dso_local i32 @s2(i32 noundef %x) unnamed_addr addrspace(0) #1 align 16 {
entry:
  ret i32 %x
}
define void @agg(ptr %p) #1 {
entry:
  ret void
}
define linkonce_odr hidden void @s3(ptr align 8 dereferenceable(16) %p) local_unnamed_addr #0 section ".text.s3" {
entry:
  ret void
}
define void @tbl() {
entry:
  ret void
}
define void @pad11(ptr %p, i32 %x) #1 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 45
  call void @"a b"(i32 %d)
  call void @w()
  %r.3 = call { i32, <2 x half> } @ret(<vscale x 2 x i32> zeroinitializer)
  %a = add i32 %x, 86
  %b = fadd double 1.5, 2.0
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define void @pad18(ptr %p, i32 %x) #0 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 75
  call void @"a b"(i32 %d)
  call void @al(i32 %d)
  %a = add i32 %x, 7
  %b = fadd double 1.5, -0.0
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define void @pad12(ptr %p, i32 %x) #4 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 58
  call void @s11()
  %r.1 = call i32 @ro(i32 %d)
  %a = add i32 %x, 38
  %b = fadd double 1.5, 2.0
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define void @alt(i32 %x) {
entry:
  ret void
}
define void @md() {
entry:
  ret void
}
define void @pad9(ptr %p, i32 %x) #4 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 33
  call void @"a b"(i32 %d)
  call void @arg(ptr @s2)
  %r.2 = call i32 @s2(i32 %d)
  %r.3 = call i32 @ro(i32 %d)
  store ptr dso_local_equivalent @dle, ptr %p
  store ptr no_cfi @nocfi, ptr %p
  %a = add i32 %x, 38
  %b = fadd double 1.5, 2.0
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define void @arg(ptr %f) {
entry:
  ret void
}
define void @pad20(ptr %p, i32 %x) #1 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 64
  %r.0 = call i32 @cv(i32 %d)
  store <2 x ptr> <ptr @vecp, ptr @cv>, ptr %p
  %r.2 = call i32 @cvg(i32 %d)
  call void @s13()
  %a = add i32 %x, 28
  %b = fadd double 1.5, 0x3FF8000000000000
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define weak void @w() {
entry:
  ret void
}
define internal void @"a b"(i32 %x) #0 {
entry:
  ret void
}
define void @pad16(ptr %p, i32 %x) #4 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 89
  call void @s4()
  call void @arg(ptr @s2)
  %r.2 = call i32 @s2(i32 %d)
  call void @s3(ptr %p)
  %a = add i32 %x, 12
  %b = fadd double 1.5, -0.0
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define void @pad13(ptr %p, i32 %x) #4 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 106
  call void @"a b"(i32 %d)
  call void @arg(ptr @s2)
  %a = add i32 %x, 28
  %b = fadd double 1.5, 2.0
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define void @s4() comdat {
entry:
  ret void
}
define range(i32 0, 10) i32 @s10(i32 range(i32 0, 5) %x) #2 {
entry:
  ret i32 %x
}
define void @s5() prefix i32 1 {
entry:
  ret void
}
define void @pad6(ptr %p, i32 %x) #4 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 83
  %r.0 = select i1 %c, ptr @sel, ptr @s11
  call void @s5()
  call void @s11()
  %r.3 = call i32 @s2(i32 %d)
  store { ptr, ptr } { ptr @agg, ptr @ro }, ptr %p
  %a = add i32 %x, 27
  %b = fadd double 1.5, 2.0
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define void @pad23(ptr %p, i32 %x) #0 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 40
  call void @"llvm x"()
  call void @al(i32 %d)
  call void @s4()
  %r.3 = select i1 %c, ptr @sel, ptr @s11
  %r.4 = call i32 @cv(i32 %d)
  %a = add i32 %x, 103
  %b = fadd double 1.5, 1.0e+300
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define void @pad8(ptr %p, i32 %x) #4 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 44
  %r.0 = call i32 @s2(i32 %d)
  call void @s5()
  call void @al(i32 %d)
  call void @arg(ptr @s2)
  %r.4 = select i1 %c, ptr @sel, ptr @s11
  call void @w()
  %a = add i32 %x, 75
  %b = fadd double 1.5, 1.5
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define { i32, <2 x half> } @ret(<vscale x 2 x i32> %v) {
entry:
  ret { i32, <2 x half> } zeroinitializer
}
define void @inv() personality ptr @pers {
entry:
  invoke void @s2v() to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
define amdgpu_kernel void @kern(ptr addrspace(1) %p) #0 {
entry:
  ret void
}
define i32 @cv(i32 %x) convergent {
entry:
  ret i32 %x
}
define void @s13() gc "statepoint-example" {
entry:
  ret void
}
define void @"llvm x"() {
entry:
  ret void
}
define void @s9(<4 x float> %v, { i32, [2 x i8] } %s, ...) {
entry:
  ret void
}
define void @pad17(ptr %p, i32 %x) #1 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 44
  store i64 ptrtoint (ptr getelementptr (i8, ptr @ce, i64 4) to i64), ptr %p
  %a = add i32 %x, 81
  %b = fadd double 1.5, 2.0
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define void @pad1(ptr %p, i32 %x) #0 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 25
  store i64 ptrtoint (ptr getelementptr (i8, ptr @ce, i64 4) to i64), ptr %p
  store ptr no_cfi @nocfi, ptr %p
  %a = add i32 %x, 0
  %b = fadd double 1.5, -0.0
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define void @sel() {
entry:
  ret void
}
define void @pad19(ptr %p, i32 %x) #4 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 118
  call void @s11()
  %r.1 = call i32 @cvg(i32 %d)
  store ptr dso_local_equivalent @dle, ptr %p
  call void @"a b"(i32 %d)
  %a = add i32 %x, 91
  %b = fadd double 1.5, -0.0
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define void @pad2(ptr %p, i32 %x) #1 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 69
  call void @"llvm x"()
  %a = add i32 %x, 43
  %b = fadd double 1.5, 1.0e+300
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
define void @ce() {
entry:
  ret void
}
define void @vecp() {
entry:
  ret void
}
define void @pad10(ptr %p, i32 %x) #0 {
entry:
  %d = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %d, 103
  call void @s5()
  store { ptr, ptr } { ptr @agg, ptr @ro }, ptr %p
  %a = add i32 %x, 31
  %b = fadd double 1.5, 2.0
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 7)
  %z = zext i32 %a to i128
  %w = add i128 %z, 170141183460469231731687303715884105727
  %u = fadd <2 x float> <float 1.0, float 2.5>, splat (float 1.0)
  br i1 %c, label %t, label %e
t:
  store <4 x i32> %v, ptr %p
  store double %b, ptr %p
  store i128 %w, ptr %p
  store <2 x float> %u, ptr %p
  br label %e
e:
  %m = phi i32 [ 1, %entry ], [ 99, %t ]
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
@tbl.v = global [3 x ptr] [ptr @tbl, ptr @"a b", ptr @s10]
@al = alias void (i32), ptr @alt
@if = ifunc void (), ptr @res
define ptr @res() personality ptr @pers {
entry:
  ret ptr @w
}
attributes #0 = { convergent nounwind }
attributes #1 = { nounwind "x"="y" }
attributes #2 = { memory(none) }
attributes #3 = { noinline "target-features"="+x" }
attributes #4 = { nounwind }
!0 = !{}
!nvvm.annotations = !{!1}
!1 = !{ptr @kern, !"kernel", i32 1}
!named = !{!2}
!2 = !{ptr @md, ptr @s11}
