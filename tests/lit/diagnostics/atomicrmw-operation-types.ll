; The operand type each atomicrmw operation takes, as opt checks it when
; it reads the instruction (atomicrmw-checks.ll has the order and the
; positions): fsub, fmax, fmin, fmaximum and fminimum take floating point
; or a vector of it, the integer operations an integer; opt's message
; names the operation.  Each case replaces the instruction of @f; converge
; accepted all of them.
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw sub ptr %%p, <2 x i32> %%v seq_cst/' %s > %t.1.ll
; RUN: not %converge verify %t.1.ll 2>&1 | FileCheck %s --check-prefix=SUBVEC
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw and ptr %%p, ptr %%q seq_cst/' %s > %t.2.ll
; RUN: not %converge verify %t.2.ll 2>&1 | FileCheck %s --check-prefix=ANDPTR
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw nand ptr %%p, float %%x seq_cst/' %s > %t.3.ll
; RUN: not %converge verify %t.3.ll 2>&1 | FileCheck %s --check-prefix=NAND
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw or ptr %%p, float %%x seq_cst/' %s > %t.4.ll
; RUN: not %converge verify %t.4.ll 2>&1 | FileCheck %s --check-prefix=OR
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw xor ptr %%p, float %%x seq_cst/' %s > %t.5.ll
; RUN: not %converge verify %t.5.ll 2>&1 | FileCheck %s --check-prefix=XOR
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw max ptr %%p, float %%x seq_cst/' %s > %t.6.ll
; RUN: not %converge verify %t.6.ll 2>&1 | FileCheck %s --check-prefix=MAX
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw min ptr %%p, float %%x seq_cst/' %s > %t.7.ll
; RUN: not %converge verify %t.7.ll 2>&1 | FileCheck %s --check-prefix=MIN
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw umax ptr %%p, float %%x seq_cst/' %s > %t.8.ll
; RUN: not %converge verify %t.8.ll 2>&1 | FileCheck %s --check-prefix=UMAX
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw umin ptr %%p, float %%x seq_cst/' %s > %t.9.ll
; RUN: not %converge verify %t.9.ll 2>&1 | FileCheck %s --check-prefix=UMIN
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw uinc_wrap ptr %%p, float %%x seq_cst/' %s > %t.10.ll
; RUN: not %converge verify %t.10.ll 2>&1 | FileCheck %s --check-prefix=UINCWRAP
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw udec_wrap ptr %%p, float %%x seq_cst/' %s > %t.11.ll
; RUN: not %converge verify %t.11.ll 2>&1 | FileCheck %s --check-prefix=UDECWRAP
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw usub_cond ptr %%p, float %%x seq_cst/' %s > %t.12.ll
; RUN: not %converge verify %t.12.ll 2>&1 | FileCheck %s --check-prefix=USUBCOND
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw usub_sat ptr %%p, float %%x seq_cst/' %s > %t.13.ll
; RUN: not %converge verify %t.13.ll 2>&1 | FileCheck %s --check-prefix=USUBSAT
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw fsub ptr %%p, <2 x i32> %%v seq_cst/' %s > %t.14.ll
; RUN: not %converge verify %t.14.ll 2>&1 | FileCheck %s --check-prefix=FSUB
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw fmax ptr %%p, ptr %%q seq_cst/' %s > %t.15.ll
; RUN: not %converge verify %t.15.ll 2>&1 | FileCheck %s --check-prefix=FMAX
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw fmin ptr %%p, i32 %%i seq_cst/' %s > %t.16.ll
; RUN: not %converge verify %t.16.ll 2>&1 | FileCheck %s --check-prefix=FMIN
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw fmaximum ptr %%p, i32 %%i seq_cst/' %s > %t.17.ll
; RUN: not %converge verify %t.17.ll 2>&1 | FileCheck %s --check-prefix=FMAXIMUM
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw fminimum ptr %%p, i32 %%i seq_cst/' %s > %t.18.ll
; RUN: not %converge verify %t.18.ll 2>&1 | FileCheck %s --check-prefix=FMINIMUM

define void @f(ptr %p, ptr %q, i32 %i, float %x, <2 x i32> %v) {
  %r = atomicrmw add ptr %p, i32 %i seq_cst
  ret void
}

; SUBVEC: .1.ll:45:30: error: atomicrmw sub operand must be an integer{{$}}
; ANDPTR: .2.ll:45:30: error: atomicrmw and operand must be an integer{{$}}
; NAND: .3.ll:45:31: error: atomicrmw nand operand must be an integer{{$}}
; OR: .4.ll:45:29: error: atomicrmw or operand must be an integer{{$}}
; XOR: .5.ll:45:30: error: atomicrmw xor operand must be an integer{{$}}
; MAX: .6.ll:45:30: error: atomicrmw max operand must be an integer{{$}}
; MIN: .7.ll:45:30: error: atomicrmw min operand must be an integer{{$}}
; UMAX: .8.ll:45:31: error: atomicrmw umax operand must be an integer{{$}}
; UMIN: .9.ll:45:31: error: atomicrmw umin operand must be an integer{{$}}
; UINCWRAP: .10.ll:45:36: error: atomicrmw uinc_wrap operand must be an integer{{$}}
; UDECWRAP: .11.ll:45:36: error: atomicrmw udec_wrap operand must be an integer{{$}}
; USUBCOND: .12.ll:45:36: error: atomicrmw usub_cond operand must be an integer{{$}}
; USUBSAT: .13.ll:45:35: error: atomicrmw usub_sat operand must be an integer{{$}}
; FSUB: .14.ll:45:31: error: atomicrmw fsub operand must be a floating point type{{$}}
; FMAX: .15.ll:45:31: error: atomicrmw fmax operand must be a floating point type{{$}}
; FMIN: .16.ll:45:31: error: atomicrmw fmin operand must be a floating point type{{$}}
; FMAXIMUM: .17.ll:45:35: error: atomicrmw fmaximum operand must be a floating point type{{$}}
; FMINIMUM: .18.ll:45:35: error: atomicrmw fminimum operand must be a floating point type{{$}}
