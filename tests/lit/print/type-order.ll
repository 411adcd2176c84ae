; Type definitions are printed as opt prints them: the struct types a walk
; of the module meets (LLVM's TypeFinder: globals, then each function's
; type, attributes, instructions and metadata), in the order met; a type
; nothing uses is not printed.  Types met only in attributes (byval, sret),
; GEP source types, metadata constants and other types' bodies count.
; RUN: %converge print %s | FileCheck %s --match-full-lines

; CHECK: %nested = type { %inner }
; CHECK-NEXT: %inner = type { float }
; CHECK-NEXT: %byv = type { i64 }
; CHECK-NEXT: %"q t" = type { i32 }
; CHECK-NEXT: %gep = type { i8, i16 }
; CHECK-NEXT: %md = type { i32, i32 }
; CHECK-EMPTY:
; CHECK-NOT: %unused
%"q t" = type { i32 }
%byv = type { i64 }
%gep = type { i8, i16 }
%md = type { i32, i32 }
%unused = type { i8 }
%nested = type { %inner }
%inner = type { float }
@g = global %nested zeroinitializer
declare void @f(ptr byval(%byv) %p, ptr sret(%"q t") %q)
define void @h(ptr %p) {
  %a = getelementptr %gep, ptr %p, i32 0, i32 1
  call void @f(ptr byval(%byv) %p, ptr sret(%"q t") %p), !foo !0
  ret void
}
!0 = !{%md zeroinitializer}
