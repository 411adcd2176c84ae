; Two different constants for one predecessor (phi-equal-constants.ll).
define double @f(i1 %c) {
entry:
  br i1 %c, label %j, label %j
j:
  %p = phi double [ 1.0, %entry ], [ 2.0, %entry ]
  ret double %p
}
