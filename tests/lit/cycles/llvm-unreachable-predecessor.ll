; From LLVM's test/Analysis/CycleInfo/unreachable-predecessor.ll
; (llvm-project commit 1edd2bc4ddd809a99ee6bc7c8b1641a59b200f93; Apache
; License 2.0 with LLVM Exceptions, https://llvm.org/LICENSE.txt), run with
; converge in place of opt; the CHECK line is opt 22's block order (newer
; LLVM: inner.block loop.latch; see docs/DIFFERENCES.md).
; RUN: %converge cycles --format=llvm %s | FileCheck %s
; CHECK-LABEL: CycleInfo for function: unreachable
; CHECK:    depth=1: entries(loop.body) loop.latch inner.block
define void @unreachable(i32 %n, i1 %arg) {
entry:
  br label %loop.body

loop.body:
  br label %inner.block

; This branch should not cause %inner.block to appear as an entry.
unreachable.block:
  br label %inner.block

inner.block:
  br i1 %arg, label %loop.exit, label %loop.latch

loop.latch:
  br label %loop.body

loop.exit:
  ret void
}
