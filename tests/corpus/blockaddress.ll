; Covers: blockaddress of named, numbered and quoted blocks, forward
; references to functions defined later, in globals, in instructions, in
; indirectbr and callbr, and blockaddress in a non-default address space.
@tbl = global [2 x ptr] [ptr blockaddress(@later, %a), ptr blockaddress(@later, %"q b")]
@num = global ptr blockaddress(@nums, %1)

define void @user(ptr %out) {
  store ptr blockaddress(@later, %a), ptr %out
  store ptr blockaddress(@user, %self), ptr %out
  br label %self

self:
  ret void
}

define void @later(i1 %c) {
entry:
  br i1 %c, label %a, label %"q b"

a:
  indirectbr ptr blockaddress(@later, %"q b"), [label %"q b"]

"q b":
  ret void
}

define ptr @nums() {
  br label %1

1:
  ret ptr blockaddress(@nums, %1)
}
