; `...` in a call's arguments forwards the caller's variable arguments:
; opt allows it only in a musttail call, in a varargs function, and says
; which rule is broken at the `...`.  So does converge (exit code 2).
; RUN: %converge print %s | FileCheck %s
; RUN: sed 's/musttail call void (...) @g(...)/call void (...) @g(...)/' %s > %t.plain.ll
; RUN: not %converge print %t.plain.ll 2>&1 | FileCheck %s --check-prefix=PLAIN
; RUN: sed 's/define void @f(...)/define void @f()/' %s > %t.fixed.ll
; RUN: not %converge print %t.fixed.ll 2>&1 | FileCheck %s --check-prefix=FIXED

; CHECK: musttail call void (...) @g(...)
; PLAIN: .plain.ll:17:22: error: unexpected ellipsis in argument list for non-musttail call{{$}}
; FIXED: .fixed.ll:17:31: error: unexpected ellipsis in argument list for musttail call in non-varargs function{{$}}

declare void @g(...)

define void @f(...) {
  musttail call void (...) @g(...)
  ret void
}
