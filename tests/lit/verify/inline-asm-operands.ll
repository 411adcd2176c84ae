; LLVM's checks of the arguments of a call of inline asm against its
; constraints (Verifier::verifyInlineAsmCall, at the end of visitCallBase
; and for a callbr): the operand of an indirect ('*') constraint is a
; pointer with elementtype, no other operand has elementtype, and a
; callbr's asm has one label constraint per indirect destination (others
; none).  The first failure ends the check of a call.  --format=llvm is
; opt 22's text line for line.
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM --match-full-lines

define void @okay(ptr %p, i32 %x) {
  call void asm "addl $1, $0", "=*rm,r"(ptr elementtype(i32) %p, i32 %x)
  ret void
}

define void @not_pointer_arg(i32 %p, i32 %x) {
  call void asm "addl $1, $0", "=*rm,r"(i32 %p, i32 %x)
  ret void
}

define void @not_indirect(ptr %p, ptr %x) {
  call void asm "addl $1, $0", "=*rm,r"(ptr elementtype(i32) %p, ptr elementtype(i32) %x)
  ret void
}

define void @missing_elementtype(ptr %p, i32 %x) {
  call void asm "addl $1, $0", "=*rm,r"(ptr %p, i32 %x)
  ret void
}

define void @not_pointer_arg_invoke(i32 %p, i32 %x) personality ptr null {
  invoke void asm "addl $1, $0", "=*rm,r"(i32 %p, i32 %x)
      to label %cont unwind label %lpad

lpad:
  %lp = landingpad i32
      cleanup
  ret void

cont:
  ret void
}

define void @not_pointer_arg_callbr(i32 %p, i32 %x) {
  callbr void asm "addl $1, $0", "=*rm,r"(i32 %p, i32 %x)
      to label %cont []

cont:
  ret void
}

define void @too_few_label_constraints() {
  callbr void asm sideeffect "#too_few", "!i"()
  to label %1 [label %2, label %3]
1:
  ret void
2:
  ret void
3:
  ret void
}

define void @correct_label_constraints() {
  callbr void asm sideeffect "${0:l} ${1:l}", "!i,!i"()
  to label %1 [label %2, label %3]
1:
  ret void
2:
  ret void
3:
  ret void
}

define void @label_constraint_without_callbr() {
  call void asm sideeffect "#label_constraint_without_callbr", "!i"()
  ret void
}

define void @callbr_without_label_constraint() {
  callbr void asm sideeffect "#callbr_without", ""()
  to label %1 [label %2]
1:
  ret void
2:
  ret void
}

define void @two_faults(i32 %p, ptr %q) {
  call void asm "", "=*m,=*m,!i"(i32 %p, ptr %q)
  ret void
}

define void @vector_of_ptr(<2 x ptr> %p) {
  call void asm "", "*m"(<2 x ptr> %p)
  ret void
}

define void @clobbers_and_direct(ptr %p, i32 %x) {
  call void asm "", "r,*m,~{memory}"(i32 %x, ptr elementtype(i8) %p)
  ret void
}

define i32 @output_direct(ptr %p) {
  %r = call i32 asm "", "=r,*m"(ptr elementtype(i64) %p)
  ret i32 %r
}

; CHECK: :17:3: error: the call to inline asm: the operand of an indirect constraint is not a pointer
; CHECK-NEXT: call void asm "addl $1, $0", "=*rm,r"(i32 %p, i32 %x)
; CHECK: note: rule ir.inline-asm-operand:
; CHECK: :22:3: error: the call to inline asm: elementtype on the operand of a constraint that is not indirect
; CHECK: :27:3: error: the call to inline asm: the operand of an indirect constraint has no elementtype
; CHECK: :32:3: error: the call to inline asm: the operand of an indirect constraint is not a pointer
; CHECK-NEXT: invoke void asm
; CHECK: :45:3: error: the call to inline asm: the operand of an indirect constraint is not a pointer
; CHECK-NEXT: callbr void asm
; CHECK: :53:3: error: the call to inline asm: its label constraints are not one for each indirect destination
; CHECK: note: rule ir.inline-asm-labels:
; CHECK: :75:3: error: the call to inline asm: label constraints outside a callbr
; CHECK: :80:3: error: the call to inline asm: its label constraints are not one for each indirect destination
; CHECK: :89:3: error: the call to inline asm: the operand of an indirect constraint is not a pointer
; CHECK: :94:3: error: the call to inline asm: the operand of an indirect constraint is not a pointer
; CHECK-NEXT: call void asm "", "*m"(<2 x ptr> %p)
; CHECK: inline-asm-operands.ll: 10 violations in 10 functions

; LLVM:Operand for indirect constraint must have pointer type
; LLVM-NEXT:  call void asm "addl $1, $0", "=*rm,r"(i32 %p, i32 %x)
; LLVM-NEXT:Elementtype attribute can only be applied for indirect constraints
; LLVM-NEXT:  call void asm "addl $1, $0", "=*rm,r"(ptr elementtype(i32) %p, ptr elementtype(i32) %x)
; LLVM-NEXT:Operand for indirect constraint must have elementtype attribute
; LLVM-NEXT:  call void asm "addl $1, $0", "=*rm,r"(ptr %p, i32 %x)
; LLVM-NEXT:Operand for indirect constraint must have pointer type
; LLVM-NEXT:  invoke void asm "addl $1, $0", "=*rm,r"(i32 %p, i32 %x)
; LLVM-NEXT:          to label %cont unwind label %lpad
; LLVM-NEXT:Operand for indirect constraint must have pointer type
; LLVM-NEXT:  callbr void asm "addl $1, $0", "=*rm,r"(i32 %p, i32 %x)
; LLVM-NEXT:          to label %cont []
; LLVM-NEXT:Number of label constraints does not match number of callbr dests
; LLVM-NEXT:  callbr void asm sideeffect "#too_few", "!i"()
; LLVM-NEXT:          to label %1 [label %2, label %3]
; LLVM-NEXT:Label constraints can only be used with callbr
; LLVM-NEXT:  call void asm sideeffect "#label_constraint_without_callbr", "!i"()
; LLVM-NEXT:Number of label constraints does not match number of callbr dests
; LLVM-NEXT:  callbr void asm sideeffect "#callbr_without", ""()
; LLVM-NEXT:          to label %1 [label %2]
; LLVM-NEXT:Operand for indirect constraint must have pointer type
; LLVM-NEXT:  call void asm "", "=*m,=*m,!i"(i32 %p, ptr %q)
; LLVM-NEXT:Operand for indirect constraint must have pointer type
; LLVM-NEXT:  call void asm "", "*m"(<2 x ptr> %p)
; LLVM-NEXT:converge: {{.*}}inline-asm-operands.ll: error: input module is broken!
