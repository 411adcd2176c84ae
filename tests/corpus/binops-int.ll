; Covers: every integer binary operator with its poison flags: add/sub/mul/shl
; with nuw, nsw and both (in both spellings), udiv/sdiv/lshr/ashr exact,
; or disjoint, and/xor/urem/srem, vector operands and constant operands.
define i32 @arith(i32 %a, i32 %b) {
entry:
  %add = add i32 %a, %b
  %add.nuw = add nuw i32 %a, %b
  %add.nsw = add nsw i32 %a, %b
  %add.both = add nuw nsw i32 %a, %b
  %add.rev = add nsw nuw i32 %a, %b
  %sub = sub nuw nsw i32 %a, 7
  %mul = mul nsw i32 %a, -1
  %shl = shl nuw i32 %a, 3
  %udiv = udiv exact i32 %a, %b
  %sdiv = sdiv i32 %a, %b
  %sdiv.x = sdiv exact i32 %a, 4
  %lshr = lshr exact i32 %a, 1
  %ashr = ashr exact i32 %a, 31
  %ashr2 = ashr i32 %a, %b
  %urem = urem i32 %a, %b
  %srem = srem i32 %a, 3
  %and = and i32 %a, 255
  %or = or i32 %a, %b
  %or.d = or disjoint i32 %a, 256
  %xor = xor i32 %a, -1
  %s1 = add i32 %add, %add.nuw
  %s2 = add i32 %s1, %add.nsw
  %s3 = add i32 %s2, %add.both
  %s4 = add i32 %s3, %add.rev
  %s5 = add i32 %s4, %sub
  %s6 = add i32 %s5, %mul
  %s7 = add i32 %s6, %shl
  %s8 = add i32 %s7, %udiv
  %s9 = add i32 %s8, %sdiv
  %s10 = add i32 %s9, %sdiv.x
  %s11 = add i32 %s10, %lshr
  %s12 = add i32 %s11, %ashr
  %s13 = add i32 %s12, %ashr2
  %s14 = add i32 %s13, %urem
  %s15 = add i32 %s14, %srem
  %s16 = add i32 %s15, %and
  %s17 = add i32 %s16, %or
  %s18 = add i32 %s17, %or.d
  %s19 = add i32 %s18, %xor
  ret i32 %s19
}

define <4 x i16> @vec(<4 x i16> %a, <4 x i16> %b) {
  %1 = add nuw <4 x i16> %a, <i16 1, i16 2, i16 3, i16 4>
  %2 = shl nsw <4 x i16> %1, splat (i16 2)
  %3 = lshr exact <4 x i16> %2, %b
  %4 = or disjoint <4 x i16> %3, zeroinitializer
  %5 = mul <4 x i16> %4, <i16 -1, i16 poison, i16 undef, i16 0>
  ret <4 x i16> %5
}

define i1 @odd_widths(i1 %x, i7 %y, i129 %z) {
  %a = xor i1 %x, true
  %b = add nuw i7 %y, -1
  %c = ashr exact i129 %z, 128
  %d = trunc i129 %c to i1
  %e = and i1 %a, %d
  %f = icmp eq i7 %b, 63
  %g = or i1 %e, %f
  ret i1 %g
}
