; A summary names unnamed functions by the numbers LLVM prints: the
; global variable takes @0, so the text's @0 is @1 (opt -S prints
; `define void @1(i32 %x)`).  The numbers are made only when an unnamed
; function is named; read whole and split in batches alike.
; RUN: %converge uniformity --format=summary %s | FileCheck %s --match-full-lines
; RUN: env CONVERGE_THREADS=2 %converge uniformity --format=summary %s | FileCheck %s --match-full-lines
; RUN: env CONVERGE_THREADS=3 %converge uniformity --format=summary %s | FileCheck %s --match-full-lines

; CHECK:@1 values=3 divergent-values=3 branches=0 divergent-branches=0 cycles=0 assumed-divergent=0 divergent-exit=0 temporal=0
; CHECK-NEXT:@2 values=0 divergent-values=0 branches=0 divergent-branches=0 cycles=0 assumed-divergent=0 divergent-exit=0 temporal=0
; CHECK-NEXT:@named values=0 divergent-values=0 branches=0 divergent-branches=0 cycles=0 assumed-divergent=0 divergent-exit=0 temporal=0
; CHECK-NEXT:total functions=3 values=3 divergent-values=3 branches=0 divergent-branches=0 cycles=0 assumed-divergent=0 divergent-exit=0 temporal=0

target triple = "amdgcn-amd-amdhsa"

define void @0(i32 %x) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %a = add i32 %t, %x
  ret void
}

@1 = global i32 0

define void @2() {
  ret void
}

define void @named() {
  call void @0(i32 1)
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
