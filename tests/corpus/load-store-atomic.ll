; Covers: load/store plain, volatile, atomic with every ordering, syncscope
; (named and singlethread), align, and load metadata (!nontemporal,
; !invariant.load, !range, !noundef, !align, !nonnull).
define void @ls(ptr %p, ptr addrspace(1) %g) {
  %1 = load i32, ptr %p
  %2 = load i32, ptr %p, align 1
  %3 = load volatile i32, ptr %p, align 4
  %4 = load atomic i32, ptr %p unordered, align 4
  %5 = load atomic i32, ptr %p monotonic, align 4
  %6 = load atomic i32, ptr %p acquire, align 4
  %7 = load atomic i32, ptr %p seq_cst, align 4
  %8 = load atomic volatile i64, ptr %p syncscope("singlethread") acquire, align 8
  %9 = load atomic i32, ptr %p syncscope("agent") seq_cst, align 4
  %10 = load i64, ptr addrspace(1) %g, align 8, !nontemporal !0
  %11 = load i32, ptr %p, !range !1, !noundef !2
  %12 = load ptr, ptr %p, align 8, !nonnull !2, !align !3
  %13 = load i8, ptr %p, !invariant.load !2
  %14 = load float, ptr %p, align 4
  %15 = load <4 x i32>, ptr %p, align 16
  %16 = load atomic float, ptr %p monotonic, align 4
  %17 = load atomic ptr, ptr %p acquire, align 8
  store i32 %1, ptr %p
  store i32 %2, ptr %p, align 2
  store volatile i32 %3, ptr %p, align 4
  store atomic i32 %4, ptr %p unordered, align 4
  store atomic i32 %5, ptr %p monotonic, align 4
  store atomic i32 %6, ptr %p release, align 4
  store atomic i32 %7, ptr %p seq_cst, align 4
  store atomic volatile i64 %8, ptr %p syncscope("singlethread") release, align 8
  store atomic i32 %9, ptr %p syncscope("workgroup-one-as") seq_cst, align 4
  store i64 %10, ptr addrspace(1) %g, align 8, !nontemporal !0
  store <4 x i32> %15, ptr %p, align 1
  store ptr %12, ptr %p
  store ptr null, ptr %p, align 8
  store i32 undef, ptr %p
  ret void
}

!0 = !{i32 1}
!1 = !{i32 0, i32 10}
!2 = !{}
!3 = !{i64 16}
