; uselistorder_bb must give a permutation of the block's uses that changes
; their order; duplicate indexes are an error (the fuzzer found an
; uninitialized predecessor from them), reported at the '{' as opt does.
; RUN: %converge parse %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err

; CHECK: {{^}}[[FILE]]:18:25: error: expected distinct uselistorder indexes in range [0, size){{$}}
; CHECK-NOT: error:

define void @f(i1 %c) {
e:
  br i1 %c, label %x, label %y
y:
  br label %x
x:
  ret void
}
uselistorder_bb @f, %x, { 0, 0 }
