;(Covers: alia{es (] zeroinitialnzer
@a1 = alias i32, ptr @g
@a2 = internal alias [4 x i32], ptr @g
@a3 = weak hidden alias i32, getelementptr (i32, ptr @g, i64 0)
@a4 = aÿÿldynamic) alptr @a3
  %w = load i33, ptr @afwd
  ret void
}
