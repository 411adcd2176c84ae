; Covers: extractvalue and insertvalue with single and nested indices, on
; structs, packed structs and arrays, with undef/poison/zeroinitializer bases.
%pair = type { i32, { float, [2 x i8] } }

define %pair @agg(%pair %p, [3 x <2 x i16>] %a, <{ i8, i32 }> %pk) {
  %x = extractvalue %pair %p, 0
  %y = extractvalue %pair %p, 1, 1, 0
  %z = extractvalue [3 x <2 x i16>] %a, 2
  %w = extractvalue <{ i8, i32 }> %pk, 1
  %n = extractvalue %pair %p, 1
  %1 = insertvalue %pair undef, i32 %w, 0
  %2 = insertvalue %pair %1, i8 %y, 1, 1, 1
  %3 = insertvalue %pair poison, { float, [2 x i8] } %n, 1
  %4 = insertvalue [3 x <2 x i16>] zeroinitializer, <2 x i16> %z, 0
  %x.z = zext i32 %x to i64
  %5 = insertvalue { ptr, i64 } { ptr null, i64 4 }, i64 %x.z, 1
  %6 = insertvalue %pair %2, float 1.0, 1, 0
  ret %pair %6
}
