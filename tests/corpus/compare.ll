; Covers: icmp with every predicate, icmp samesign, fcmp with every
; predicate including true/false, vector comparisons and pointer compares.
define i1 @icmps(i32 %a, i32 %b, ptr %p, ptr %q) {
  %eq = icmp eq i32 %a, %b
  %ne = icmp ne i32 %a, %b
  %ugt = icmp ugt i32 %a, %b
  %uge = icmp uge i32 %a, %b
  %ult = icmp samesign ult i32 %a, %b
  %ule = icmp samesign ule i32 %a, 10
  %sgt = icmp sgt i32 %a, %b
  %sge = icmp sge i32 %a, -5
  %slt = icmp slt i32 %a, %b
  %sle = icmp sle i32 %a, %b
  %peq = icmp eq ptr %p, null
  %pult = icmp ult ptr %p, %q
  %r1 = and i1 %eq, %ne
  %r2 = and i1 %r1, %ugt
  %r3 = and i1 %r2, %uge
  %r4 = and i1 %r3, %ult
  %r5 = and i1 %r4, %ule
  %r6 = and i1 %r5, %sgt
  %r7 = and i1 %r6, %sge
  %r8 = and i1 %r7, %slt
  %r9 = and i1 %r8, %sle
  %r10 = and i1 %r9, %peq
  %r11 = and i1 %r10, %pult
  ret i1 %r11
}

define i1 @fcmps(double %a, double %b) {
  %f0 = fcmp false double %a, %b
  %f1 = fcmp oeq double %a, %b
  %f2 = fcmp ogt double %a, %b
  %f3 = fcmp oge double %a, %b
  %f4 = fcmp olt double %a, %b
  %f5 = fcmp ole double %a, %b
  %f6 = fcmp one double %a, %b
  %f7 = fcmp ord double %a, %b
  %f8 = fcmp ueq double %a, %b
  %f9 = fcmp ugt double %a, %b
  %f10 = fcmp uge double %a, %b
  %f11 = fcmp ult double %a, %b
  %f12 = fcmp ule double %a, %b
  %f13 = fcmp une double %a, %b
  %f14 = fcmp uno double %a, 0x7FF8000000000000
  %f15 = fcmp true double %a, %b
  %r = or i1 %f0, %f15
  ret i1 %r
}

define <4 x i1> @vcmp(<4 x i32> %a, <4 x float> %b, <2 x ptr> %p) {
  %1 = icmp samesign uge <4 x i32> %a, zeroinitializer
  %2 = fcmp nnan uno <4 x float> %b, %b
  %3 = and <4 x i1> %1, %2
  %4 = icmp ne <2 x ptr> %p, zeroinitializer
  ret <4 x i1> %3
}
