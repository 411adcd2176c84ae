; A type defined after the bodies that use it: where @a's body is read in
; the text's order, %S has no body yet (a phi of it is not first class).
; Read by batches, after the headers, %S would be known: such a module is
; not read by batches.
define void @a() {
e:
  br label %b
b:
  %x = phi %S [ zeroinitializer, %e ]
  ret void
}
define void @c() {
  ret void
}
define void @d() {
  ret void
}
define void @f() {
  ret void
}
%S = type { i32 }
