; Definitions kept as written (optnone), and weak or linkonce definitions,
; which count by their body for their callers too, as in LLVM's
; function-attrs (the module is analysed as it is linked).
; RUN: %converge noconvergent %s | FileCheck %s
; RUN: %converge noconvergent --report %s | FileCheck %s --check-prefix=REPORT

; CHECK-LABEL: define weak void @weak_leaf() {
define weak void @weak_leaf() convergent {
  ret void
}

; CHECK-LABEL: define void @calls_weak() {
; CHECK-NEXT:    call void @weak_leaf(){{$}}
define void @calls_weak() convergent {
  call void @weak_leaf() convergent
  ret void
}

; CHECK-LABEL: define void @calls_weak2() {
define void @calls_weak2() convergent {
  call void @weak_leaf()
  ret void
}

; CHECK-LABEL: define linkonce_odr void @odr_leaf() {
define linkonce_odr void @odr_leaf() convergent {
  ret void
}
; CHECK-LABEL: define void @calls_odr() {
define void @calls_odr() convergent {
  call void @odr_leaf()
  ret void
}

; CHECK-LABEL: define void @noopt() #0 {
define void @noopt() convergent noinline optnone {
  ret void
}
; CHECK-LABEL: define void @calls_noopt() #1 {
define void @calls_noopt() convergent {
  call void @noopt()
  ret void
}

; CHECK: attributes #0 = { convergent noinline optnone }
; CHECK: attributes #1 = { convergent }

; REPORT:      ; converge noconvergent: {{.*}}linkage.ll
; REPORT-NEXT: @weak_leaf (line 8): convergent removed: no convergent operation is reachable
; REPORT-NEXT: @calls_weak (line 14): convergent removed: no convergent operation is reachable
; REPORT-NEXT:   call to @weak_leaf (line 15): convergent removed: @weak_leaf is not convergent
; REPORT-NEXT: @calls_weak2 (line 20): convergent removed: no convergent operation is reachable
; REPORT-NEXT: @odr_leaf (line 26): convergent removed: no convergent operation is reachable
; REPORT-NEXT: @calls_odr (line 30): convergent removed: no convergent operation is reachable
; REPORT-NEXT: @noopt (line 36): keeps convergent: @noopt: optnone, naked or presplitcoroutine, marked convergent: kept as written
; REPORT-NEXT: @calls_noopt (line 40): keeps convergent: @calls_noopt -> @noopt (line 41): optnone, naked or presplitcoroutine, marked convergent: kept as written
; REPORT-NEXT: ; 7 definitions, 7 marked convergent, 5 un-marked, 2 keep it; call sites: 1 convergent removed, 0 convergencectrl removed
