; Covers: fence with each ordering and syncscope; cmpxchg strong/weak,
; volatile, success/failure ordering pairs, syncscope, align, pointer and
; vector-free operand types, and extractvalue of the result pair.
define i32 @f(ptr %p, i32 %cmp, i32 %new, ptr %q) {
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  fence syncscope("agent") acquire
  %a = cmpxchg ptr %p, i32 %cmp, i32 %new monotonic monotonic
  %b = cmpxchg weak ptr %p, i32 %cmp, i32 %new acquire monotonic
  %c = cmpxchg volatile ptr %p, i32 %cmp, i32 %new release monotonic, align 4
  %d = cmpxchg weak volatile ptr %p, i32 %cmp, i32 %new acq_rel acquire, align 8
  %e = cmpxchg ptr %p, i32 %cmp, i32 %new seq_cst seq_cst
  %f = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("singlethread") seq_cst acquire
  %g = cmpxchg ptr %p, ptr null, ptr %q acq_rel monotonic, align 8
  %h = cmpxchg ptr %p, i64 0, i64 1 seq_cst monotonic, align 16
  %v = extractvalue { i32, i1 } %a, 0
  %ok = extractvalue { i32, i1 } %d, 1
  %r = select i1 %ok, i32 %v, i32 0
  ret i32 %r
}
