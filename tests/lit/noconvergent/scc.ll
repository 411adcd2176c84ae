; Recursive call graphs: a component is decided at once, callees first.
; Mutual recursion alone keeps nothing convergent; one convergent
; operation keeps the whole component, and every caller of it.
; RUN: %converge noconvergent %s | FileCheck %s
; RUN: %converge noconvergent --report %s | FileCheck %s --check-prefix=REPORT

declare void @llvm.amdgcn.s.barrier()

; {@self}: self-recursion
; CHECK-LABEL: define void @self(i32 %n) {
; CHECK:         call void @self(i32 %m){{$}}
define void @self(i32 %n) convergent {
  %c = icmp eq i32 %n, 0
  br i1 %c, label %done, label %more
more:
  %m = sub i32 %n, 1
  call void @self(i32 %m) convergent
  br label %done
done:
  ret void
}

; {@a, @b, @c}: a cycle of three, no convergent operation
; CHECK-LABEL: define void @a() {
; CHECK-LABEL: define void @b() {
; CHECK-LABEL: define void @c() {
define void @a() convergent {
  call void @b()
  ret void
}
define void @b() convergent {
  call void @c()
  call void @self(i32 1)
  ret void
}
define void @c() convergent {
  call void @a()
  ret void
}

; {@p, @q, @r}: @r waits at a barrier, so all three keep convergent
; CHECK: define void @p() #[[CONV:[0-9]+]] {
; CHECK: define void @q() #[[CONV]] {
; CHECK: define void @r() #[[CONV]] {
define void @p() convergent {
  call void @q()
  ret void
}
define void @q() convergent {
  call void @r()
  call void @p()
  ret void
}
define void @r() convergent {
  call void @p()
  call void @llvm.amdgcn.s.barrier()
  ret void
}

; a caller of that component keeps it; a caller of {@a, @b, @c} does not
; CHECK: define void @top() #[[CONV]] {
define void @top() convergent {
  call void @a()
  call void @p()
  ret void
}
; CHECK-LABEL: define void @top2() {
define void @top2() convergent {
  call void @a()
  ret void
}

; REPORT:      @self (line 12): convergent removed
; REPORT-NEXT:   call to @self (line 17): convergent removed: @self is not convergent
; REPORT-NEXT: @a (line 27): convergent removed
; REPORT-NEXT: @b (line 31): convergent removed
; REPORT-NEXT: @c (line 36): convergent removed
; REPORT-NEXT: @p (line 45): keeps convergent: @p -> @q (line 46) -> @r (line 50) -> call to @llvm.amdgcn.s.barrier (line 56): an intrinsic that LLVM's table makes convergent
; REPORT-NEXT: @q (line 49): keeps convergent: @q -> @r (line 50) -> call to @llvm.amdgcn.s.barrier (line 56): an intrinsic
; REPORT-NEXT: @r (line 54): keeps convergent: @r -> call to @llvm.amdgcn.s.barrier (line 56): an intrinsic
; REPORT-NEXT: @top (line 62): keeps convergent: @top -> @p (line 64) -> @q (line 46) -> @r (line 50) -> call to @llvm.amdgcn.s.barrier (line 56)
; REPORT-NEXT: @top2 (line 68): convergent removed
; REPORT-NEXT: ; 9 definitions, 9 marked convergent, 5 un-marked, 4 keep it; call sites: 1 convergent removed
; CHECK: attributes #[[CONV]] = { convergent }
