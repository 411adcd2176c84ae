; `converge noconvergent`: leaf and non-leaf functions, declarations,
; intrinsics (by LLVM's table), indirect calls and call-site attributes.
; RUN: %converge noconvergent %s | FileCheck %s
; RUN: %converge noconvergent --report %s | FileCheck %s --check-prefix=REPORT

; CHECK-LABEL: define i32 @nonleaf() {
; CHECK-NEXT:    %a = call i32 @leaf(){{$}}
define i32 @nonleaf() convergent {
  %a = call i32 @leaf() convergent
  ret i32 %a
}

; CHECK-LABEL: define i32 @leaf() {
define i32 @leaf() convergent {
  ret i32 0
}

declare i32 @k() convergent
declare i32 @plain()

; CHECK:      ; Function Attrs: convergent
; CHECK-NEXT: declare i32 @k() #0
; CHECK:      ; Function Attrs: convergent
; CHECK-NEXT: define i32 @uses_k() #0 {
define i32 @uses_k() convergent {
  %a = call i32 @k()
  ret i32 %a
}

; a call site marked convergent of a declaration that is not
; CHECK-LABEL: define i32 @site_marked() #0 {
; CHECK-NEXT:    %a = call i32 @plain() #0
define i32 @site_marked() convergent {
  %a = call i32 @plain() convergent
  ret i32 %a
}

; CHECK-LABEL: define i32 @plain_call() {
define i32 @plain_call() convergent {
  %a = call i32 @plain()
  ret i32 %a
}

; CHECK-LABEL: define i32 @indirect_marked(ptr %f) #0 {
define i32 @indirect_marked(ptr %f) convergent {
  %a = call i32 %f() convergent
  ret i32 %a
}

; LangRef: an indirect call not marked convergent is not convergent
; CHECK-LABEL: define i32 @indirect_plain(ptr %f) {
define i32 @indirect_plain(ptr %f) convergent {
  %a = call i32 %f()
  ret i32 %a
}

; intrinsics: by LLVM's table, whatever the declaration says
; CHECK-LABEL: define i32 @barrier() #0 {
define i32 @barrier() convergent {
  call void @llvm.amdgcn.s.barrier()
  ret i32 0
}

; CHECK-LABEL: define i32 @smax(i32 %x) {
define i32 @smax(i32 %x) convergent {
  %m = call i32 @llvm.smax.i32(i32 %x, i32 0)
  ret i32 %m
}

; a function not marked convergent stays so, and is said in the report
; CHECK-LABEL: define void @unmarked() {
define void @unmarked() {
  call void @llvm.amdgcn.s.barrier()
  ret void
}

; CHECK-LABEL: define void @calls_unmarked() #0 {
define void @calls_unmarked() convergent {
  call void @unmarked()
  ret void
}

declare void @llvm.amdgcn.s.barrier() nounwind
declare i32 @llvm.smax.i32(i32, i32) convergent

; CHECK: attributes #0 = { convergent }
; CHECK-NEXT: attributes #1 = { convergent nocallback nofree nounwind willreturn }
; CHECK-NEXT: attributes #2 = { nocallback nocreateundeforpoison {{.*}} }
; CHECK-NOT: attributes

; REPORT:      ; converge noconvergent: {{.*}}basic.ll
; REPORT-NEXT: @nonleaf (line 8): convergent removed: no convergent operation is reachable
; REPORT-NEXT:   call to @leaf (line 9): convergent removed: @leaf is not convergent
; REPORT-NEXT: @leaf (line 14): convergent removed: no convergent operation is reachable
; REPORT-NEXT: @uses_k (line 25): keeps convergent: @uses_k -> call to @k (line 26): a declaration marked convergent
; REPORT-NEXT: @site_marked (line 33): keeps convergent: @site_marked -> call to @plain (line 34): the call site is marked convergent
; REPORT-NEXT: @plain_call (line 39): convergent removed: no convergent operation is reachable
; REPORT-NEXT: @indirect_marked (line 45): keeps convergent: @indirect_marked -> indirect call (line 46): the call site is marked convergent
; REPORT-NEXT: @indirect_plain (line 52): convergent removed: no convergent operation is reachable
; REPORT-NEXT: @barrier (line 59): keeps convergent: @barrier -> call to @llvm.amdgcn.s.barrier (line 60): an intrinsic that LLVM's table makes convergent
; REPORT-NEXT: @smax (line 65): convergent removed: no convergent operation is reachable
; REPORT-NEXT: @unmarked (line 72): not marked convergent, but a convergent operation is reachable: @unmarked -> call to @llvm.amdgcn.s.barrier (line 73): an intrinsic that LLVM's table makes convergent
; REPORT-NEXT: @calls_unmarked (line 78): keeps convergent: @calls_unmarked -> @unmarked (line 79) -> call to @llvm.amdgcn.s.barrier (line 73): an intrinsic that LLVM's table makes convergent
; REPORT-NEXT: ; 11 definitions, 10 marked convergent, 5 un-marked, 5 keep it; call sites: 1 convergent removed, 0 convergencectrl removed
