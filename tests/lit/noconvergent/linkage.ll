; Definitions kept as written (optnone, naked), and weak or linkonce
; definitions, whose body may be replaced when linking: they lose
; `convergent` by their body, but their callers go by what they are marked.
; RUN: %converge noconvergent %s | FileCheck %s
; RUN: %converge noconvergent --report %s | FileCheck %s --check-prefix=REPORT

; CHECK-LABEL: define weak void @weak_leaf() {
define weak void @weak_leaf() convergent {
  ret void
}

; CHECK-LABEL: define void @calls_weak() #0 {
; CHECK-NEXT:    call void @weak_leaf() #0
define void @calls_weak() convergent {
  call void @weak_leaf() convergent
  ret void
}

; CHECK-LABEL: define void @calls_weak2() #0 {
define void @calls_weak2() convergent {
  call void @weak_leaf()
  ret void
}

; linkonce_odr: every definition is equivalent, so this one counts
; CHECK-LABEL: define linkonce_odr void @odr_leaf() {
define linkonce_odr void @odr_leaf() convergent {
  ret void
}
; CHECK-LABEL: define void @calls_odr() {
define void @calls_odr() convergent {
  call void @odr_leaf()
  ret void
}

; CHECK-LABEL: define void @noopt() #1 {
define void @noopt() convergent noinline optnone {
  ret void
}
; CHECK-LABEL: define void @calls_noopt() #0 {
define void @calls_noopt() convergent {
  call void @noopt()
  ret void
}

; CHECK: attributes #0 = { convergent }
; CHECK: attributes #1 = { convergent noinline optnone }

; REPORT:      ; converge noconvergent: {{.*}}linkage.ll
; REPORT-NEXT: @weak_leaf (line 8): convergent removed: no convergent operation is reachable
; REPORT-NEXT: @calls_weak (line 14): keeps convergent: @calls_weak -> call to @weak_leaf (line 15): the call site is marked convergent
; REPORT-NEXT: @calls_weak2 (line 20): keeps convergent: @calls_weak2 -> call to @weak_leaf (line 21): a weak or linkonce definition marked convergent (it may be replaced when linking)
; REPORT-NEXT: @odr_leaf (line 27): convergent removed: no convergent operation is reachable
; REPORT-NEXT: @calls_odr (line 31): convergent removed: no convergent operation is reachable
; REPORT-NEXT: @noopt (line 37): keeps convergent: @noopt: optnone, naked or presplitcoroutine, marked convergent: kept as written
; REPORT-NEXT: @calls_noopt (line 41): keeps convergent: @calls_noopt -> @noopt (line 42): optnone, naked or presplitcoroutine, marked convergent: kept as written
; REPORT-NEXT: ; 7 definitions, 7 marked convergent, 3 un-marked, 4 keep it; call sites: 0 convergent removed, 0 convergencectrl removed
