; inrange bounds of a getelementptr constant expression are 32-bit signed
; integers; a bound that is not a number is an error (the fuzzer found an
; overflow here).
; RUN: %converge parse %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err

; CHECK: {{^}}[[FILE]]:12:52: error: expected integer{{$}}
; CHECK-NOT: error:

%S = type { i32, i32 }
@g = global %S zeroinitializer
@p = global ptr getelementptr inbounds inrange(-4, x) (%S, ptr @g, i64 0, i32 1)
