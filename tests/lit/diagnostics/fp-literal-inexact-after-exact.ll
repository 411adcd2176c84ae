; A literal read first as a double, where it is exact, then as a float,
; where it is not: the second is an error as in opt 22 (the reader's
; cache of literals by text is also by type).
; RUN: %converge print %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err

; CHECK: {{^}}[[FILE]]:13:15: error: floating point constant invalid for type{{$}}
; CHECK-NEXT: {{^}}  store float 0x3FB999999999999A, ptr %p{{$}}
; CHECK-NEXT: {{^}}              ^{{$}}

define void @f(ptr %p) {
  store double 0x3FB999999999999A, ptr %p
  store float 0x3FB999999999999A, ptr %p
  ret void
}
