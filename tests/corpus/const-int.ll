; Covers: integer constants of odd and large widths (i1, i2, i3, i7, i17,
; i33, i63, i64, i65, i127, i128, i129, i256, i1000), boundary values,
; negative and hex-ish (u0x/s0x) literals, true/false.
@i1t = global i1 true
@i1f = global i1 false
@i2 = global i2 -1
@i3 = global i3 3
@i7 = global i7 -64
@i17 = global i17 65535
@i33 = global i33 4294967296
@i63 = global i63 -4611686018427387904
@i64max = global i64 9223372036854775807
@i64min = global i64 -9223372036854775808
@i64u = global i64 18446744073709551615
@i65 = global i65 18446744073709551616
@i127 = global i127 -1
@i128 = global i128 170141183460469231731687303715884105727
@i128min = global i128 -170141183460469231731687303715884105728
@i129 = global i129 340282366920938463463374607431768211456
@i256 = global i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968
@i1000 = global i1000 123456789012345678901234567890123456789012345678901234567890
@hexu = global i32 u0xFFFFFFFF
@hexs = global i16 s0x8000
@hexbig = global i128 u0x123456789ABCDEF0123456789ABCDEF0
@ones = global <2 x i1> <i1 true, i1 false>

define i8 @f(i8 %x) {
  %a = add i8 %x, 255
  %b = add i8 %a, -128
  %c = add i8 %b, 127
  %d = icmp ult i8 %c, u0x80
  %e = select i1 %d, i8 0, i8 s0x7F
  %w = zext i8 %e to i99
  %y = mul i99 %w, 316912650057057350374175801343
  %z = trunc i99 %y to i8
  ret i8 %z
}

define void @in_body(ptr %p) {
  store i1 true, ptr %p
  store i2 -2, ptr %p
  store i7 -64, ptr %p
  store i33 4294967296, ptr %p
  store i64 -9223372036854775808, ptr %p
  store i64 18446744073709551615, ptr %p
  store i65 18446744073709551616, ptr %p
  store i128 -170141183460469231731687303715884105728, ptr %p
  store i129 340282366920938463463374607431768211456, ptr %p
  store i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968, ptr %p
  store i1000 123456789012345678901234567890123456789012345678901234567890, ptr %p
  store i32 u0xFFFFFFFF, ptr %p
  store i16 s0x8000, ptr %p
  store <3 x i5> <i5 15, i5 -16, i5 31>, ptr %p
  ret void
}
