; Entries of a phi for the same predecessor must carry the same value;
; equal constants are the same value, as LLVM uniques them: floating-point
; constants and splats as well as integers (opt 22 accepts this module).
; The reader shares equal constants; when it kept one per use, this was
; reported as "different values".  A different value is still reported.
; RUN: %converge verify %s
; RUN: %converge verify --format=llvm %s
; RUN: not %converge verify %S/Inputs/phi-different-constants.ll 2>&1 | FileCheck %s
; CHECK: phi-different-constants.ll:6:3: error: phi '%p' has entries for %entry with different values, double 1.000000e+00 and double 2.000000e+00

define double @f(i1 %c) {
entry:
  br i1 %c, label %j, label %j

j:
  %p = phi double [ 1.0, %entry ], [ 1.0, %entry ]
  %q = phi <2 x i32> [ splat (i32 7), %entry ], [ splat (i32 7), %entry ]
  %h = phi half [ 0xH3C00, %entry ], [ 0xH3C00, %entry ]
  ret double %p
}
