; Definitions after a call of an old intrinsic that the reader upgrades
; (masked.load/store with an alignment argument): a part that reads the
; call drops the old declarations, a part that skips it keeps them, so
; function indexes differ between parts (split.test).
declare <2 x i32> @llvm.masked.load.v2i32.p0(ptr, i32, <2 x i1>, <2 x i32>)
declare void @llvm.masked.store.v2i32.p0(<2 x i32>, ptr, i32, <2 x i1>)
define void @f0(ptr %p, <2 x i1> %m) {
  %v = call <2 x i32> @llvm.masked.load.v2i32.p0(ptr %p, i32 4, <2 x i1> %m, <2 x i32> poison)
  call void @llvm.masked.store.v2i32.p0(<2 x i32> %v, ptr %p, i32 4, <2 x i1> %m)
  ret void
}
define i32 @f1(i32 %x) {
  %a = add i32 %x, 1
  ret i32 %a
}
define i32 @f2(i32 %x) {
  %a = add i32 %x, 2
  ret i32 %a
}
define i32 @f3(i32 %x) {
  %a = add i32 %x, 3
  ret i32 %a
}
define i32 @f4(i32 %x) {
  %a = add i32 %x, 4
  ret i32 %a
}
define i32 @f5(i32 %x) {
  %a = add i32 %x, 5
  ret i32 %a
}
define i32 @f6(i32 %x) {
  %a = add i32 %x, 6
  ret i32 %a
}
define i32 @f7(i32 %x) {
  %a = add i32 %x, 7
  ret i32 %a
}
define i32 @f8(i32 %x) {
  %a = add i32 %x, 8
  ret i32 %a
}
define i32 @f9(i32 %x) {
  %a = add i32 %x, 9
  ret i32 %a
}
define i32 @f10(i32 %x) {
  %a = add i32 %x, 10
  ret i32 %a
}
define i32 @f11(i32 %x) {
  %a = add i32 %x, 11
  ret i32 %a
}
define i32 @f12(i32 %x) {
  %a = add i32 %x, 12
  ret i32 %a
}
define i32 @f13(i32 %x) {
  %a = add i32 %x, 13
  ret i32 %a
}
define i32 @f14(i32 %x) {
  %a = add i32 %x, 14
  ret i32 %a
}
define i32 @f15(i32 %x) {
  %a = add i32 %x, 15
  ret i32 %a
}
define i32 @f16(i32 %x) {
  %a = add i32 %x, 16
  ret i32 %a
}
define i32 @f17(i32 %x) {
  %a = add i32 %x, 17
  ret i32 %a
}
define i32 @f18(i32 %x) {
  %a = add i32 %x, 18
  ret i32 %a
}
define i32 @f19(i32 %x) {
  %a = add i32 %x, 19
  ret i32 %a
}
define i32 @f20(i32 %x) {
  %a = add i32 %x, 20
  ret i32 %a
}
define i32 @f21(i32 %x) {
  %a = add i32 %x, 21
  ret i32 %a
}
define i32 @f22(i32 %x) {
  %a = add i32 %x, 22
  ret i32 %a
}
define i32 @f23(i32 %x) {
  %a = add i32 %x, 23
  ret i32 %a
}
define i32 @f24(i32 %x) {
  %a = add i32 %x, 24
  ret i32 %a
}
define i32 @f25(i32 %x) {
  %a = add i32 %x, 25
  ret i32 %a
}
define i32 @f26(i32 %x) {
  %a = add i32 %x, 26
  ret i32 %a
}
define i32 @f27(i32 %x) {
  %a = add i32 %x, 27
  ret i32 %a
}
define i32 @f28(i32 %x) {
  %a = add i32 %x, 28
  ret i32 %a
}
define i32 @f29(i32 %x) {
  %a = add i32 %x, 29
  ret i32 %a
}
define i32 @f30(i32 %x) {
  %a = add i32 %x, 30
  ret i32 %a
}
define i32 @f31(i32 %x) {
  %a = add i32 %x, 31
  ret i32 %a
}
define i32 @f32(i32 %x) {
  %a = add i32 %x, 32
  ret i32 %a
}
define i32 @f33(i32 %x) {
  %a = add i32 %x, 33
  ret i32 %a
}
define i32 @f34(i32 %x) {
  %a = add i32 %x, 34
  ret i32 %a
}
define i32 @f35(i32 %x) {
  %a = add i32 %x, 35
  ret i32 %a
}
define i32 @f36(i32 %x) {
  %a = add i32 %x, 36
  ret i32 %a
}
define i32 @f37(i32 %x) {
  %a = add i32 %x, 37
  ret i32 %a
}
define i32 @f38(i32 %x) {
  %a = add i32 %x, 38
  ret i32 %a
}
define i32 @f39(i32 %x) {
  %a = add i32 %x, 39
  ret i32 %a
}
define i32 @f40(i32 %x) {
  %a = add i32 %x, 40
  ret i32 %a
}
define i32 @f41(i32 %x) {
  %a = add i32 %x, 41
  ret i32 %a
}
define i32 @f42(i32 %x) {
  %a = add i32 %x, 42
  ret i32 %a
}
define i32 @f43(i32 %x) {
  %a = add i32 %x, 43
  ret i32 %a
}
define i32 @f44(i32 %x) {
  %a = add i32 %x, 44
  ret i32 %a
}
define i32 @f45(i32 %x) {
  %a = add i32 %x, 45
  ret i32 %a
}
define i32 @f46(i32 %x) {
  %a = add i32 %x, 46
  ret i32 %a
}
define i32 @f47(i32 %x) {
  %a = add i32 %x, 47
  ret i32 %a
}
define i32 @f48(i32 %x) {
  %a = add i32 %x, 48
  ret i32 %a
}
define i32 @f49(i32 %x) {
  %a = add i32 %x, 49
  ret i32 %a
}
define i32 @f50(i32 %x) {
  %a = add i32 %x, 50
  ret i32 %a
}
define i32 @f51(i32 %x) {
  %a = add i32 %x, 51
  ret i32 %a
}
define i32 @f52(i32 %x) {
  %a = add i32 %x, 52
  ret i32 %a
}
define i32 @f53(i32 %x) {
  %a = add i32 %x, 53
  ret i32 %a
}
define i32 @f54(i32 %x) {
  %a = add i32 %x, 54
  ret i32 %a
}
define i32 @f55(i32 %x) {
  %a = add i32 %x, 55
  ret i32 %a
}
define i32 @f56(i32 %x) {
  %a = add i32 %x, 56
  ret i32 %a
}
define i32 @f57(i32 %x) {
  %a = add i32 %x, 57
  ret i32 %a
}
define i32 @f58(i32 %x) {
  %a = add i32 %x, 58
  ret i32 %a
}
define i32 @f59(i32 %x) {
  %a = add i32 %x, 59
  ret i32 %a
}
