define void @first() {
  ret void
}

define void @second(i1 %c) {
entry:
  br label %loop
loop:
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

declare void @declared()
