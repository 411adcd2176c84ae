; Covers: quoted global, local, block and argument names with spaces,
; escapes (\22, \5C, \0A, high bytes), names that need quoting in output vs
; names that do not, names starting with digits, and numeric-looking names.
@"global with space" = global i32 0
@"quote\22in" = global i32 1
@"back\5Cslash" = global i32 2
@"needs.no.quotes" = global i32 3
@"$dollar_ok" = global i32 4
@"-dash" = global i32 5
@"1starts" = global i32 6
@"\01mangled" = global i32 7
@"\E2\82\AC" = global i32 8

define i32 @"fn name"(i32 %"arg one", i32 %"2") {
"entry block":
  %"a b" = add i32 %"arg one", %"2"
  %"c\0Ad" = add i32 %"a b", 1
  %"plain" = add i32 %"c\0Ad", 2
  %"x.y_z$1" = add i32 %plain, 3
  %"9" = add i32 %"x.y_z$1", 4
  %"-neg" = load i32, ptr @"global with space"
  %v2 = load i32, ptr @"quote\22in"
  %v3 = load i32, ptr @"back\5Cslash"
  %v4 = load i32, ptr @needs.no.quotes
  %v5 = load i32, ptr @"\01mangled"
  %v6 = load i32, ptr @"\E2\82\AC"
  br label %"next\09block"

"next\09block":
  %r = add i32 %"9", %"-neg"
  ret i32 %r
}

define void @"\22"() {
  call i32 @"fn name"(i32 1, i32 2)
  ret void
}
