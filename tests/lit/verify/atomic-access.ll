; LLVM's verifier on loads, stores and atomic instructions, the checks the
; reader leaves to it (Verifier::visitLoadInst, visitStoreInst,
; visitAtomicCmpXchgInst and visitAtomicRMWInst): a load or store, with
; an alignment, of a type without a size (ir.sized-access); an atomic
; load or store of other than an integer, pointer or floating-point type
; or a vector of them, a cmpxchg of other than an integer or pointer
; (ir.atomic-type); an atomic access of fewer than eight bits or of a
; number of bits that is not a power of two (checkAtomicMemAccessSize,
; ir.atomic-size), after which LLVM goes on to the instruction's other
; checks (the !range of %w).  converge accepted all of these.
; --format=llvm is opt 22's text.
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM --match-full-lines --strict-whitespace

%O = type opaque

define void @valid(ptr %p, ptr %q, <2 x float> %v) {
  %a = atomicrmw xchg ptr %p, ptr %q seq_cst, align 8
  %b = atomicrmw fadd ptr %p, <2 x float> %v seq_cst, align 8
  %c = atomicrmw fmax ptr %p, <2 x float> %v monotonic, align 8
  %d = atomicrmw add ptr %p, i128 1 seq_cst, align 16
  %e = atomicrmw fadd ptr %p, bfloat 0xR3F80 seq_cst, align 2
  %f = atomicrmw volatile umax ptr %p, i32 1 syncscope("agent") acq_rel, align 4
  %g = atomicrmw xchg ptr %p, double 1.0 seq_cst, align 8
  %h = atomicrmw fminimum ptr %p, <4 x half> zeroinitializer seq_cst, align 8
  %i = load atomic <2 x i32>, ptr %p acquire, align 8
  %j = load atomic volatile ptr, ptr %p syncscope("singlethread") seq_cst, align 8
  %k = load atomic <vscale x 2 x i32>, ptr %p seq_cst, align 8
  %l = load atomic fp128, ptr %p monotonic, align 16
  store atomic <2 x ptr> zeroinitializer, ptr %p release, align 16
  store atomic i8 0, ptr %p unordered, align 1
  %m = cmpxchg weak volatile ptr %p, ptr null, ptr %q syncscope("agent") acq_rel monotonic, align 8
  %n = cmpxchg ptr %p, i64 0, i64 1 seq_cst seq_cst, align 8
  %o = load i1, ptr %p, align 1
  store { i1, [3 x i7] } zeroinitializer, ptr %p, align 1
  ret void
}

define void @invalid(ptr %p, i1 %b) {
  %a = load atomic i1, ptr %p seq_cst, align 1
  %c = cmpxchg ptr %p, i1 %b, i1 %b seq_cst seq_cst
  %r = atomicrmw add ptr %p, i1 %b seq_cst
  store atomic i24 0, ptr %p seq_cst, align 4
  load atomic <2 x i1>, ptr %p seq_cst, align 1
  %s = load atomic { i32 }, ptr %p seq_cst, align 4
  store atomic [2 x i32] zeroinitializer, ptr %p seq_cst, align 4
  %v = load atomic <3 x float>, ptr %p seq_cst, align 16
  %f = cmpxchg ptr %p, float 0.0, float 1.0 seq_cst seq_cst
  %t = cmpxchg ptr %p, <2 x i32> zeroinitializer, <2 x i32> zeroinitializer seq_cst seq_cst, align 8
  %x = atomicrmw xchg ptr %p, i9 0 seq_cst
  %u = load { %O }, ptr %p, align 4
  store token none, ptr %p, align 1
  %w = load atomic i9, ptr %p seq_cst, align 2, !range !0
  ret void
}

!0 = !{i32 0, i32 1}

; CHECK: :40:3: error: atomic load of i1, 1 bit: an atomic access is at least a byte
; CHECK: note: rule ir.atomic-size:
; CHECK: :41:3: error: cmpxchg of i1, 1 bit: an atomic access is at least a byte
; CHECK: note: rule ir.atomic-size:
; CHECK: :42:3: error: atomicrmw of i1, 1 bit: an atomic access is at least a byte
; CHECK: note: rule ir.atomic-size:
; CHECK: :43:3: error: atomic store of i24, 24 bits: the size of an atomic access is a power of two
; CHECK: note: rule ir.atomic-size:
; CHECK: :44:3: error: atomic load of <2 x i1>, 2 bits: an atomic access is at least a byte
; CHECK: note: rule ir.atomic-size:
; CHECK: :45:3: error: atomic load of { i32 }: an atomic load or store is of an integer, pointer or floating-point type, or a vector of them
; CHECK: note: rule ir.atomic-type:
; CHECK: :46:3: error: atomic store of [2 x i32]: an atomic load or store is of an integer, pointer or floating-point type, or a vector of them
; CHECK: note: rule ir.atomic-type:
; CHECK: :47:3: error: atomic load of <3 x float>, 96 bits: the size of an atomic access is a power of two
; CHECK: note: rule ir.atomic-size:
; CHECK: :48:3: error: cmpxchg of float: cmpxchg compares integers or pointers only
; CHECK: note: rule ir.atomic-type:
; CHECK: :49:3: error: cmpxchg of <2 x i32>: cmpxchg compares integers or pointers only
; CHECK: note: rule ir.atomic-type:
; CHECK: :50:3: error: atomicrmw of i9, 9 bits: the size of an atomic access is a power of two
; CHECK: note: rule ir.atomic-size:
; CHECK: :51:3: error: load of { %O }, a type without a size
; CHECK: note: rule ir.sized-access:
; CHECK: :52:3: error: store of token, a type without a size
; CHECK: note: rule ir.sized-access:
; CHECK: :53:3: error: atomic load of i9, 9 bits: the size of an atomic access is a power of two
; CHECK: note: rule ir.atomic-size:
; CHECK: :53:3: error: the !range metadata of this load: the bounds are not of the result's (scalar) type
; CHECK: note: rule ir.range-metadata:
; CHECK: atomic-access.ll: 15 violations in 1 function

; LLVM:atomic memory access' size must be byte-sized
; LLVM-NEXT: i1  %a = load atomic i1, ptr %p seq_cst, align 1
; LLVM-NEXT:atomic memory access' size must be byte-sized
; LLVM-NEXT: i1  %c = cmpxchg ptr %p, i1 %b, i1 %b seq_cst seq_cst, align 1
; LLVM-NEXT:atomic memory access' size must be byte-sized
; LLVM-NEXT: i1  %r = atomicrmw add ptr %p, i1 %b seq_cst, align 1
; LLVM-NEXT:atomic memory access' operand must have a power-of-two size
; LLVM-NEXT: i24  store atomic i24 0, ptr %p seq_cst, align 4
; LLVM-NEXT:atomic memory access' size must be byte-sized
; LLVM-NEXT: <2 x i1>  %1 = load atomic <2 x i1>, ptr %p seq_cst, align 1
; LLVM-NEXT:atomic load operand must have integer, pointer, floating point, or vector type!
; LLVM-NEXT: { i32 }  %s = load atomic { i32 }, ptr %p seq_cst, align 4
; LLVM-NEXT:atomic store operand must have integer, pointer, floating point, or vector type!
; LLVM-NEXT: [2 x i32]  store atomic [2 x i32] zeroinitializer, ptr %p seq_cst, align 4
; LLVM-NEXT:atomic memory access' operand must have a power-of-two size
; LLVM-NEXT: <3 x float>  %v = load atomic <3 x float>, ptr %p seq_cst, align 16
; LLVM-NEXT:cmpxchg operand must have integer or pointer type
; LLVM-NEXT: float  %f = cmpxchg ptr %p, float 0.000000e+00, float 1.000000e+00 seq_cst seq_cst, align 4
; LLVM-NEXT:cmpxchg operand must have integer or pointer type
; LLVM-NEXT: <2 x i32>  %t = cmpxchg ptr %p, <2 x i32> zeroinitializer, <2 x i32> zeroinitializer seq_cst seq_cst, align 8
; LLVM-NEXT:atomic memory access' operand must have a power-of-two size
; LLVM-NEXT: i9  %x = atomicrmw xchg ptr %p, i9 0 seq_cst, align 2
; LLVM-NEXT:loading unsized types is not allowed
; LLVM-NEXT:  %u = load { %O }, ptr %p, align 4
; LLVM-NEXT:storing unsized types is not allowed
; LLVM-NEXT:  store token none, ptr %p, align 1
; LLVM-NEXT:atomic memory access' operand must have a power-of-two size
; LLVM-NEXT: i9  %w = load atomic i9, ptr %p seq_cst, align 2, !range !0
; LLVM-NEXT:Range types must match instruction type!
; LLVM-NEXT:  %w = load atomic i9, ptr %p seq_cst, align 2, !range !0
; LLVM-NEXT:converge: {{.*}}atomic-access.ll: error: input module is broken!
