; Covers: atomicrmw with every operation, volatile, syncscope, orderings,
; align, float and pointer operand types, and vector floats.
define void @rmw(ptr %p, i32 %v, float %f, ptr %q, <2 x half> %vh) {
  %1 = atomicrmw xchg ptr %p, i32 %v monotonic
  %2 = atomicrmw add ptr %p, i32 %v acquire
  %3 = atomicrmw sub ptr %p, i32 %v release
  %4 = atomicrmw and ptr %p, i32 %v acq_rel
  %5 = atomicrmw nand ptr %p, i32 %v seq_cst
  %6 = atomicrmw or ptr %p, i32 %v monotonic, align 4
  %7 = atomicrmw xor ptr %p, i32 %v monotonic, align 8
  %8 = atomicrmw max ptr %p, i32 %v monotonic
  %9 = atomicrmw min ptr %p, i32 %v monotonic
  %10 = atomicrmw umax ptr %p, i32 %v monotonic
  %11 = atomicrmw umin ptr %p, i32 %v monotonic
  %12 = atomicrmw fadd ptr %p, float %f monotonic
  %13 = atomicrmw fsub ptr %p, float %f monotonic
  %14 = atomicrmw fmax ptr %p, float %f monotonic
  %15 = atomicrmw fmin ptr %p, float %f monotonic
  %16 = atomicrmw fmaximum ptr %p, float %f monotonic
  %17 = atomicrmw fminimum ptr %p, float %f monotonic
  %18 = atomicrmw uinc_wrap ptr %p, i32 %v monotonic
  %19 = atomicrmw udec_wrap ptr %p, i32 %v monotonic
  %20 = atomicrmw usub_cond ptr %p, i32 %v monotonic
  %21 = atomicrmw usub_sat ptr %p, i32 %v monotonic
  %22 = atomicrmw volatile xchg ptr %p, ptr %q syncscope("singlethread") seq_cst, align 8
  %23 = atomicrmw volatile add ptr %p, i64 1 syncscope("agent") acq_rel, align 16
  %24 = atomicrmw fadd ptr %p, <2 x half> %vh seq_cst
  %25 = atomicrmw xchg ptr %p, float %f acquire
  %26 = atomicrmw add ptr %p, i8 1 monotonic
  ret void
}
