; Covers: ret (void, value, aggregate), br conditional and not, switch with
; no cases, many cases, wide and negative case values, indirectbr with and
; without destinations, unreachable; block names numeric and quoted.
define { i32, i8 } @agg() {
  ret { i32, i8 } { i32 1, i8 2 }
}

define void @sw(i128 %x, i1 %c) {
entry:
  switch i128 %x, label %def []

def:
  switch i128 %x, label %out [
    i128 -1, label %out
    i128 170141183460469231731687303715884105727, label %one
    i128 0, label %"quoted block"
  ]

one:
  br i1 %c, label %out, label %"quoted block"

"quoted block":
  br label %out

out:
  ret void
}

define i32 @ibr(ptr %addr) {
entry:
  indirectbr ptr %addr, [label %bb1, label %bb2]

bb1:
  ret i32 1

bb2:
  indirectbr ptr blockaddress(@ibr, %bb1), [label %bb1]

dead:
  indirectbr ptr %addr, []
}

define i1 @small(i1 %x) {
  switch i1 %x, label %2 [
    i1 true, label %1
  ]

1:
  ret i1 false

2:
  unreachable
}
