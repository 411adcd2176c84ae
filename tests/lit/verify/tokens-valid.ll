; Token values where tokens may be used: results of intrinsics, operands of
; convergencectrl bundles and of intrinsic calls; phis and selects of other
; types.
; RUN: %converge verify %s | count 0
; RUN: %converge verify --format=llvm %s | count 0

define i32 @tokens_in_bundles(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  %x = call i32 @f() [ "convergencectrl"(token %a) ]
  br i1 %c, label %B, label %C
B:
  %y = call i32 @f() [ "convergencectrl"(token %a) ]
  br label %C
C:
  %p = phi i32 [ %x, %A ], [ %y, %B ]
  %s = select i1 %c, i32 %p, i32 0
  ret i32 %s
}

declare i32 @f() convergent
declare token @llvm.experimental.convergence.anchor()
