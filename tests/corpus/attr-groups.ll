; Covers: attribute groups defined before and after use, unused groups,
; groups shared by a function and a call, inline attributes mixed with
; groups, identical attribute sets from different sources merged into one
; group, string attributes (with and without value, escapes), and parameter
; attributes that are not allowed in groups kept inline.
attributes #5 = { nounwind "k"="v" }

declare void @a() #5
declare void @b() #7
declare void @c() nounwind "k"="v"
declare void @d() #9
declare void @e() #5 noinline

define void @caller() #7 {
  call void @a() #5
  call void @b() #7
  call void @c() nounwind "k"="v"
  call void @d() #11
  call void @e() #9 cold
  call void @a() "only-call" "esc"="a\22b"
  ret void
}

define void @nogroup() {
  call void @a() #5
  ret void
}

attributes #7 = { noinline optnone }
attributes #9 = { "str" "s2"="" }
attributes #11 = { nounwind }
attributes #99 = { cold }
