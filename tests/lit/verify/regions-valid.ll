; Well-nested regions: an inner region ends before the outer token is used
; again; sibling regions; a region that spans a branch; an outer token
; used in a block that an inner region does not reach.
; RUN: %converge verify %s | count 0
; RUN: %converge verify --format=llvm %s | count 0

define void @nested() {
  %t1 = call token @llvm.experimental.convergence.anchor()
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %t2) ]
  call void @f() [ "convergencectrl"(token %t1) ]
  %t3 = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %t3) ]
  call void @f() [ "convergencectrl"(token %t1) ]
  ret void
}

define void @across_a_branch(i1 %c) {
A:
  %t1 = call token @llvm.experimental.convergence.anchor()
  %t2 = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %B, label %C
B:
  call void @f() [ "convergencectrl"(token %t2) ]
  br label %D
C:
  call void @f() [ "convergencectrl"(token %t2) ]
  br label %D
D:
  call void @f() [ "convergencectrl"(token %t1) ]
  ret void
}

define void @disjoint_paths(i1 %c) {
A:
  %t1 = call token @llvm.experimental.convergence.anchor()
  %t2 = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %B, label %C
B:
  call void @f() [ "convergencectrl"(token %t2) ]
  ret void
C:
  call void @f() [ "convergencectrl"(token %t1) ]
  ret void
}

declare void @f() convergent
declare token @llvm.experimental.convergence.anchor()
