; load and store are read whole (type, operands, ordering, alignment) and
; then checked, in opt's order and at opt's positions: the pointer operand
; (a first-class type to load), an atomic one's alignment and ordering,
; and a type without a size (with no alignment given to stand for it).
; RUN: %converge print %s | FileCheck %s
; RUN: sed 's/^  %%v = load i32, ptr %%p$/  %%v = load i32, i32 %%x/' %s > %t.1.ll
; RUN: not %converge print %t.1.ll 2>&1 | FileCheck %s --check-prefix=NOTPTR
; RUN: sed 's/^  %%v = load i32, ptr %%p$/  %%v = load %%O, ptr %%p/' %s > %t.2.ll
; RUN: not %converge print %t.2.ll 2>&1 | FileCheck %s --check-prefix=OPAQUE
; RUN: sed 's/^  %%v = load i32, ptr %%p$/  %%v = load token, ptr %%p/' %s > %t.3.ll
; RUN: not %converge print %t.3.ll 2>&1 | FileCheck %s --check-prefix=UNSIZED
; RUN: sed 's/^  %%v = load i32, ptr %%p$/  %%v = load atomic i32, ptr %%p acq_rel, align 4/' %s > %t.4.ll
; RUN: not %converge print %t.4.ll 2>&1 | FileCheck %s --check-prefix=RELEASE
; RUN: sed 's/^  %%v = load i32, ptr %%p$/  %%v = load atomic i32, ptr %%p seq_cst/' %s > %t.5.ll
; RUN: not %converge print %t.5.ll 2>&1 | FileCheck %s --check-prefix=NOALIGN
; RUN: sed 's/^  store i32 %%v, ptr %%p$/  store i32 %%v, i32 %%x/' %s > %t.6.ll
; RUN: not %converge print %t.6.ll 2>&1 | FileCheck %s --check-prefix=SNOTPTR
; RUN: sed 's/^  store i32 %%v, ptr %%p$/  store atomic i32 %%v, ptr %%p acquire, align 4/' %s > %t.7.ll
; RUN: not %converge print %t.7.ll 2>&1 | FileCheck %s --check-prefix=ACQUIRE
; RUN: sed 's/^  store i32 %%v, ptr %%p$/  store {%%O} zeroinitializer, ptr %%p/' %s > %t.8.ll
; RUN: not %converge print %t.8.ll 2>&1 | FileCheck %s --check-prefix=SUNSIZED
; RUN: sed 's/^  store i32 %%v, ptr %%p$/  store %%O zeroinitializer, ptr %%p/' %s > %t.9.ll
; RUN: not %converge print %t.9.ll 2>&1 | FileCheck %s --check-prefix=NULLTY

; CHECK: %v = load i32, ptr %p, align 4
; NOTPTR: .1.ll:39:18: error: load operand must be a pointer to a first class type{{$}}
; OPAQUE: .2.ll:39:17: error: load operand must be a pointer to a first class type{{$}}
; UNSIZED: .3.ll:39:13: error: loading unsized types is not allowed{{$}}
; RELEASE: .4.ll:39:25: error: atomic load cannot use Release ordering{{$}}
; NOALIGN: .5.ll:39:25: error: atomic load must have explicit non-zero alignment{{$}}
; SNOTPTR: .6.ll:40:17: error: store operand must be a pointer{{$}}
; ACQUIRE: .7.ll:40:16: error: atomic store cannot use Acquire ordering{{$}}
; SUNSIZED: .8.ll:40:9: error: storing unsized types is not allowed{{$}}
; NULLTY: .9.ll:40:12: error: invalid type for null constant{{$}}

%O = type opaque

define void @f(i32 %x, ptr %p) {
  %v = load i32, ptr %p
  store i32 %v, ptr %p
  ret void
}
