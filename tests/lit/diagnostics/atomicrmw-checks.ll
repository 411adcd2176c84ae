; atomicrmw is read whole (operation, address, value, ordering, alignment)
; and then checked as opt checks it (LLParser::parseAtomicRMW), in opt's
; order and at opt's positions: an unordered ordering, at the token after
; what was read (the next line's, or an attachment's); an address that is
; not a pointer; a scalable value (a scalable vector, an aggregate holding
; one, a target type laid out as one); a value of a type the operation
; does not take (xchg: an integer, floating-point or pointer scalar; fadd:
; floating point or a vector of it; add: an integer); then a store size
; that is not a power-of-two number of bytes.  A comma after the ordering
; is followed by an alignment or an attachment.  Each case replaces the
; first instruction; converge accepted all of them.  The valid atomicrmws
; of @f are read as opt reads them and verify.
; RUN: %converge verify %s
; RUN: %converge print %s | FileCheck %s --check-prefix=PRINT
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw xchg ptr %%p, <2 x i32> %%v seq_cst, align 8/' %s > %t.1.ll
; RUN: %converge verify %t.1.ll 2> %t.1.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=XCHGVEC --match-full-lines --strict-whitespace --input-file=%t.1.err
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw xchg ptr %%p, { i32 } zeroinitializer seq_cst/' %s > %t.2.ll
; RUN: %converge verify %t.2.ll 2> %t.2.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=XCHGSTRUCT --match-full-lines --strict-whitespace --input-file=%t.2.err
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw add ptr %%p, float %%x seq_cst/' %s > %t.3.ll
; RUN: %converge verify %t.3.ll 2> %t.3.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=ADDFLOAT --match-full-lines --strict-whitespace --input-file=%t.3.err
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw fadd ptr %%p, i32 %%i seq_cst/' %s > %t.4.ll
; RUN: %converge verify %t.4.ll 2> %t.4.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=FADDINT --match-full-lines --strict-whitespace --input-file=%t.4.err
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw add ptr %%p, i24 %%j seq_cst/' %s > %t.5.ll
; RUN: %converge verify %t.5.ll 2> %t.5.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=I24 --match-full-lines --strict-whitespace --input-file=%t.5.err
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw fadd ptr %%p, x86_fp80 %%e seq_cst/' %s > %t.6.ll
; RUN: %converge verify %t.6.ll 2> %t.6.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=FP80 --match-full-lines --strict-whitespace --input-file=%t.6.err
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw xchg ptr %%p, i24 %%j seq_cst/' %s > %t.7.ll
; RUN: %converge verify %t.7.ll 2> %t.7.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=XCHGI24 --match-full-lines --strict-whitespace --input-file=%t.7.err
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw fadd ptr %%p, <3 x float> zeroinitializer seq_cst/' %s > %t.8.ll
; RUN: %converge verify %t.8.ll 2> %t.8.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=VEC3 --match-full-lines --strict-whitespace --input-file=%t.8.err
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw add ptr %%p, i32 %%i unordered, align 4/' %s > %t.9.ll
; RUN: %converge verify %t.9.ll 2> %t.9.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=UNORDERED --match-full-lines --strict-whitespace --input-file=%t.9.err
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw add ptr %%p, i32 %%i unordered, align 4, !foo !0/' %s > %t.10.ll
; RUN: %converge verify %t.10.ll 2> %t.10.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=UNORDEREDMD --match-full-lines --strict-whitespace --input-file=%t.10.err
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw add i32 %%i, i32 %%i seq_cst/' %s > %t.11.ll
; RUN: %converge verify %t.11.ll 2> %t.11.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=NOTPTR --match-full-lines --strict-whitespace --input-file=%t.11.err
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw add ptr %%p, <vscale x 2 x i32> %%s seq_cst/' %s > %t.12.ll
; RUN: %converge verify %t.12.ll 2> %t.12.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=SCALABLE --match-full-lines --strict-whitespace --input-file=%t.12.err
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw xchg ptr %%p, { i32, [2 x <vscale x 2 x i32>] } zeroinitializer seq_cst/' %s > %t.13.ll
; RUN: %converge verify %t.13.ll 2> %t.13.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=SCALABLEAGG --match-full-lines --strict-whitespace --input-file=%t.13.err
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw xchg ptr %%p, target("aarch64.svcount") zeroinitializer seq_cst/' %s > %t.14.ll
; RUN: %converge verify %t.14.ll 2> %t.14.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=SVCOUNT --match-full-lines --strict-whitespace --input-file=%t.14.err
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw fadd i32 %%i, <vscale x 2 x i32> %%s unordered/' %s > %t.15.ll
; RUN: %converge verify %t.15.ll 2> %t.15.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=FIRSTORDER --match-full-lines --strict-whitespace --input-file=%t.15.err
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw fadd i32 %%i, <vscale x 2 x i32> %%s seq_cst/' %s > %t.16.ll
; RUN: %converge verify %t.16.ll 2> %t.16.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=THENPTR --match-full-lines --strict-whitespace --input-file=%t.16.err
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw fadd ptr %%p, <vscale x 2 x i32> %%s seq_cst/' %s > %t.17.ll
; RUN: %converge verify %t.17.ll 2> %t.17.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=THENSCALABLE --match-full-lines --strict-whitespace --input-file=%t.17.err
; RUN: sed 's/^  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst$/  %%r = atomicrmw add ptr %%p, i32 %%i seq_cst, volatile/' %s > %t.18.ll
; RUN: %converge verify %t.18.ll 2> %t.18.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=NOTALIGN --match-full-lines --strict-whitespace --input-file=%t.18.err

define void @f(ptr %p, ptr %q, i32 %i, float %x, <2 x i32> %v, i24 %j, x86_fp80 %e, <vscale x 2 x i32> %s, <2 x float> %fv) {
  %r = atomicrmw add ptr %p, i32 %i seq_cst
  %a = atomicrmw xchg ptr %p, ptr %q seq_cst, align 8
  %b = atomicrmw fadd ptr %p, <2 x float> %fv seq_cst
  %c = atomicrmw fmax ptr %p, <2 x float> %fv monotonic
  %d = atomicrmw add ptr %p, i128 1 seq_cst
  %h = atomicrmw fadd ptr %p, bfloat 0xR3F80 seq_cst
  %k = atomicrmw volatile umax ptr %p, i32 %i syncscope("agent") acq_rel, align 4, !foo !0
  %l = atomicrmw xchg ptr %p, double 1.0 seq_cst
  %m = atomicrmw fminimum ptr %p, <4 x half> zeroinitializer seq_cst
  %n = atomicrmw usub_sat ptr addrspace(1) null, i8 1 monotonic
  %o = atomicrmw xchg ptr %p, ptr addrspace(3) null release
  %t = atomicrmw fsub ptr %p, fp128 0xL00000000000000000000000000000001 seq_cst
  ret void
}

!0 = !{}

; PRINT: %r = atomicrmw add ptr %p, i32 %i seq_cst, align 4
; PRINT-NEXT: %a = atomicrmw xchg ptr %p, ptr %q seq_cst, align 8
; PRINT-NEXT: %b = atomicrmw fadd ptr %p, <2 x float> %fv seq_cst, align 8
; PRINT-NEXT: %c = atomicrmw fmax ptr %p, <2 x float> %fv monotonic, align 8
; PRINT-NEXT: %d = atomicrmw add ptr %p, i128 1 seq_cst, align 16
; PRINT-NEXT: %h = atomicrmw fadd ptr %p, bfloat 0xR3F80 seq_cst, align 2
; PRINT-NEXT: %k = atomicrmw volatile umax ptr %p, i32 %i syncscope("agent") acq_rel, align 4, !foo !0
; PRINT-NEXT: %l = atomicrmw xchg ptr %p, double 1.000000e+00 seq_cst, align 8
; PRINT-NEXT: %m = atomicrmw fminimum ptr %p, <4 x half> zeroinitializer seq_cst, align 8
; PRINT-NEXT: %n = atomicrmw usub_sat ptr addrspace(1) null, i8 1 monotonic, align 1
; PRINT-NEXT: %o = atomicrmw xchg ptr %p, ptr addrspace(3) null release, align 8
; PRINT-NEXT: %t = atomicrmw fsub ptr %p, fp128 0xL00000000000000000000000000000001 seq_cst, align 16
; XCHGVEC:{{.*}}.1.ll:71:31: error: atomicrmw xchg operand must be an integer, floating point, or pointer type
; XCHGVEC-NEXT:  %r = atomicrmw xchg ptr %p, <2 x i32> %v seq_cst, align 8
; XCHGVEC-NEXT:                              ^
; XCHGSTRUCT:{{.*}}.2.ll:71:31: error: atomicrmw xchg operand must be an integer, floating point, or pointer type
; XCHGSTRUCT-NEXT:  %r = atomicrmw xchg ptr %p, { i32 } zeroinitializer seq_cst
; XCHGSTRUCT-NEXT:                              ^
; ADDFLOAT:{{.*}}.3.ll:71:30: error: atomicrmw add operand must be an integer
; ADDFLOAT-NEXT:  %r = atomicrmw add ptr %p, float %x seq_cst
; ADDFLOAT-NEXT:                             ^
; FADDINT:{{.*}}.4.ll:71:31: error: atomicrmw fadd operand must be a floating point type
; FADDINT-NEXT:  %r = atomicrmw fadd ptr %p, i32 %i seq_cst
; FADDINT-NEXT:                              ^
; I24:{{.*}}.5.ll:71:30: error: atomicrmw operand must be power-of-two byte-sized integer
; I24-NEXT:  %r = atomicrmw add ptr %p, i24 %j seq_cst
; I24-NEXT:                             ^
; FP80:{{.*}}.6.ll:71:31: error: atomicrmw operand must be power-of-two byte-sized integer
; FP80-NEXT:  %r = atomicrmw fadd ptr %p, x86_fp80 %e seq_cst
; FP80-NEXT:                              ^
; XCHGI24:{{.*}}.7.ll:71:31: error: atomicrmw operand must be power-of-two byte-sized integer
; XCHGI24-NEXT:  %r = atomicrmw xchg ptr %p, i24 %j seq_cst
; XCHGI24-NEXT:                              ^
; VEC3:{{.*}}.8.ll:71:31: error: atomicrmw operand must be power-of-two byte-sized integer
; VEC3-NEXT:  %r = atomicrmw fadd ptr %p, <3 x float> zeroinitializer seq_cst
; VEC3-NEXT:                              ^
; UNORDERED:{{.*}}.9.ll:72:3: error: atomicrmw cannot be unordered
; UNORDERED-NEXT:  %a = atomicrmw xchg ptr %p, ptr %q seq_cst, align 8
; UNORDERED-NEXT:  ^
; UNORDEREDMD:{{.*}}.10.ll:71:57: error: atomicrmw cannot be unordered
; UNORDEREDMD-NEXT:  %r = atomicrmw add ptr %p, i32 %i unordered, align 4, !foo !0
; UNORDEREDMD-NEXT:                                                        ^
; NOTPTR:{{.*}}.11.ll:71:22: error: atomicrmw operand must be a pointer
; NOTPTR-NEXT:  %r = atomicrmw add i32 %i, i32 %i seq_cst
; NOTPTR-NEXT:                     ^
; SCALABLE:{{.*}}.12.ll:71:30: error: atomicrmw operand may not be scalable
; SCALABLE-NEXT:  %r = atomicrmw add ptr %p, <vscale x 2 x i32> %s seq_cst
; SCALABLE-NEXT:                             ^
; SCALABLEAGG:{{.*}}.13.ll:71:31: error: atomicrmw operand may not be scalable
; SCALABLEAGG-NEXT:  %r = atomicrmw xchg ptr %p, { i32, [2 x <vscale x 2 x i32>] } zeroinitializer seq_cst
; SCALABLEAGG-NEXT:                              ^
; SVCOUNT:{{.*}}.14.ll:71:31: error: atomicrmw operand may not be scalable
; SVCOUNT-NEXT:  %r = atomicrmw xchg ptr %p, target("aarch64.svcount") zeroinitializer seq_cst
; SVCOUNT-NEXT:                              ^
; FIRSTORDER:{{.*}}.15.ll:72:3: error: atomicrmw cannot be unordered
; FIRSTORDER-NEXT:  %a = atomicrmw xchg ptr %p, ptr %q seq_cst, align 8
; FIRSTORDER-NEXT:  ^
; THENPTR:{{.*}}.16.ll:71:23: error: atomicrmw operand must be a pointer
; THENPTR-NEXT:  %r = atomicrmw fadd i32 %i, <vscale x 2 x i32> %s seq_cst
; THENPTR-NEXT:                      ^
; THENSCALABLE:{{.*}}.17.ll:71:31: error: atomicrmw operand may not be scalable
; THENSCALABLE-NEXT:  %r = atomicrmw fadd ptr %p, <vscale x 2 x i32> %s seq_cst
; THENSCALABLE-NEXT:                              ^
; NOTALIGN:{{.*}}.18.ll:71:46: error: expected metadata or 'align'
; NOTALIGN-NEXT:  %r = atomicrmw add ptr %p, i32 %i seq_cst, volatile
; NOTALIGN-NEXT:                                             ^
