; --convergent-by-default, the 2021 RFC's view: every call is convergent
; unless proven otherwise.  "noconvergent" is a string attribute (LLVM 22
; has no keyword for it); calls of definitions proven not convergent get it.
; RUN: %converge noconvergent --convergent-by-default %s | FileCheck %s
; RUN: %converge noconvergent --convergent-by-default --report %s | FileCheck %s --check-prefix=REPORT
; The default view on the same input: an unmarked declaration is not
; convergent there.
; RUN: %converge noconvergent %s | FileCheck %s --check-prefix=LANGREF

declare void @external()
declare void @external_nc() "noconvergent"
declare i32 @llvm.smax.i32(i32, i32)

; CHECK-LABEL: define i32 @leaf(i32 %x) {
define i32 @leaf(i32 %x) convergent {
  %m = call i32 @llvm.smax.i32(i32 %x, i32 0)
  ret i32 %m
}

; CHECK-LABEL: define i32 @caller(i32 %x) {
; CHECK-NEXT:    %a = call i32 @leaf(i32 %x) #[[NC:[0-9]+]]
; CHECK-NEXT:    call void @external_nc()
; CHECK-NEXT:    call void @indirect_target() #[[NC]]
define i32 @caller(i32 %x) convergent {
  %a = call i32 @leaf(i32 %x)
  call void @external_nc()
  call void @indirect_target()
  ret i32 %a
}

define void @indirect_target() {
  ret void
}

; a declaration without "noconvergent": convergent by default
; CHECK: define void @calls_external() #[[CONV:[0-9]+]] {
; LANGREF-LABEL: define void @calls_external() {
define void @calls_external() convergent {
  call void @external()
  ret void
}

; an indirect call: convergent unless the call site says otherwise
; CHECK: define void @indirect(ptr %f) #[[CONV]] {
; LANGREF-LABEL: define void @indirect(ptr %f) {
define void @indirect(ptr %f) convergent {
  call void %f()
  ret void
}
; CHECK-LABEL: define void @indirect_nc(ptr %f) {
; CHECK-NEXT:    call void %f() #[[NC]]
define void @indirect_nc(ptr %f) convergent {
  call void %f() "noconvergent"
  ret void
}

; CHECK-DAG: attributes #[[CONV]] = { convergent }
; CHECK-DAG: attributes #[[NC]] = { "noconvergent" }

; REPORT:      ; converge noconvergent --convergent-by-default: {{.*}}by-default.ll
; REPORT-NEXT: @leaf (line 15): convergent removed: no convergent operation is reachable
; REPORT-NEXT: @caller (line 24): convergent removed: no convergent operation is reachable
; REPORT-NEXT:   call to @leaf (line 25): "noconvergent" added: @leaf is not convergent
; REPORT-NEXT:   call to @indirect_target (line 27): "noconvergent" added: @indirect_target is not convergent
; REPORT-NEXT: @indirect_target (line 31): not convergent
; REPORT-NEXT: @calls_external (line 38): keeps convergent: @calls_external -> call to @external (line 39): convergent by default: nothing says "noconvergent"
; REPORT-NEXT: @indirect (line 46): keeps convergent: @indirect -> indirect call (line 47): convergent by default: nothing says "noconvergent"
; REPORT-NEXT: @indirect_nc (line 52): convergent removed: no convergent operation is reachable
; REPORT-NEXT: ; 6 definitions, 5 marked convergent, 3 un-marked, 2 keep it; call sites: 0 convergent removed, 0 convergencectrl removed, 2 marked "noconvergent"
