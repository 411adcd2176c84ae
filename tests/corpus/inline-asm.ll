; Covers: inline asm calls: sideeffect, alignstack, inteldialect, unwind,
; constraint strings with escapes, outputs as aggregates, indirect operands
; with elementtype, and asm strings with quotes, backslashes and newlines.
define i32 @asm(i32 %x, ptr %p) {
  call void asm sideeffect "nop", ""()
  %a = call i32 asm "mov $1, $0", "=r,r"(i32 %x)
  %b = call i32 asm sideeffect alignstack "lea ($1), $0", "=r,r,~{memory},~{dirflag}"(ptr %p)
  %c = call i32 asm inteldialect "mov $0, $1", "=r,r"(i32 %a)
  %d = call { i32, i32 } asm "", "=r,=r,0,1"(i32 %b, i32 %c)
  call void asm sideeffect "movl $$0, $0", "=*m"(ptr elementtype(i32) %p)
  call void asm "# \22quoted\22 \5C back\0A\09tab", "~{cc}"()
  %e = call i32 asm sideeffect alignstack inteldialect "", "=r"()
  %f = extractvalue { i32, i32 } %d, 0
  %g = tail call i32 asm "", "=r,r"(i32 %f) #0
  ret i32 %g
}

declare i32 @__gxx_personality_v0(...)

define void @unwinds() personality ptr @__gxx_personality_v0 {
  invoke void asm sideeffect unwind "call thrower", "~{dirflag},~{fpsr},~{flags}"()
          to label %ok unwind label %lp

ok:
  ret void

lp:
  %l = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %l
}

attributes #0 = { nounwind memory(none) }
