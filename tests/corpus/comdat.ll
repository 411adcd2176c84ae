; Covers: comdat definitions of every selection kind, quoted comdat names,
; comdats on functions and globals (named and implicit), and comdat
; declared after use.
$any = comdat any
$exact = comdat exactmatch
$largest = comdat largest
$nodup = comdat nodeduplicate
$same = comdat samesize
$"quoted name" = comdat any
$f = comdat any

@a = global i32 1, comdat($any)
@b = linkonce_odr global i32 2, comdat($exact)
@c = global i64 3, comdat($largest)
@d = global i32 4, comdat($nodup)
@e = global i32 5, comdat($same)
@q = global i32 6, comdat($"quoted name")
@late = global i32 7, comdat($later)

define linkonce_odr void @f() comdat {
  ret void
}

define void @g() comdat($any) {
  call void @f()
  ret void
}

$later = comdat any
