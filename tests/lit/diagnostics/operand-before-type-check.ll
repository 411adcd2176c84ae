; In an arithmetic or fneg instruction opt reads the operands before it
; checks that their type suits the instruction: a wrong operand is
; reported first, and the type error points at the type.  Names in
; messages are shown decoded (%"x\79" is %xy), as opt shows them.
; RUN: sed 's/^  %r = .*/  %r = add float %"x\\79", 2.0/' %s > %t.mismatch.ll
; RUN: not %converge print %t.mismatch.ll 2>&1 | FileCheck %s --check-prefix=MISMATCH
; RUN: sed 's/^  %r = .*/  %r = fneg i32 %a/' %s > %t.fneg.ll
; RUN: not %converge print %t.fneg.ll 2>&1 | FileCheck %s --check-prefix=FNEG
; RUN: sed 's/^  %r = .*/  %r = add ptr %q, %q/' %s > %t.ptr.ll
; RUN: not %converge print %t.ptr.ll 2>&1 | FileCheck %s --check-prefix=PTR
; RUN: sed 's/^  %r = .*/  %r = fadd double %"x\\79", %b/' %s > %t.undef.ll
; RUN: not %converge print %t.undef.ll 2>&1 | FileCheck %s --check-prefix=UNDEF
; RUN: sed 's/^  %r = .*/  %"x\\79" = add i32 %a, 2/' %s > %t.redef.ll
; RUN: not %converge print %t.redef.ll 2>&1 | FileCheck %s --check-prefix=REDEF
; RUN: %converge print %s | FileCheck %s

; MISMATCH: .mismatch.ll:26:18: error: '%xy' defined with type 'i32' but expected 'float'{{$}}
; FNEG: .fneg.ll:26:13: error: invalid operand type for instruction{{$}}
; PTR: .ptr.ll:26:12: error: invalid operand type for instruction{{$}}
; UNDEF: .undef.ll:26:20: error: '%xy' defined with type 'i32' but expected 'double'{{$}}
; REDEF: .redef.ll:26:3: error: multiple definition of local value named 'xy'{{$}}
; CHECK: %r = add i32 %xy, 1

define i32 @f(i32 %a, ptr %q) {
  %"x\79" = add i32 %a, 1
  %r = add i32 %xy, 1
  ret i32 %r
}
