; Covers: callbr with inline asm, no indirect targets, one and several
; indirect targets, a result value, and attributes on the call.
define i32 @f(i32 %x) {
entry:
  %r = callbr i32 asm "jmp ${1:l}", "=r,!i,r"(i32 %x)
          to label %fallthrough [label %indirect]

fallthrough:
  callbr void asm sideeffect "nop", ""()
          to label %next []

next:
  callbr void asm "", "r,!i,!i"(i32 %r) #0
          to label %indirect [label %indirect, label %other]

indirect:
  ret i32 1

other:
  ret i32 %r
}

attributes #0 = { nounwind }
