; A swifterror alloca allocates one pointer (Verifier::visitAllocaInst):
; of another type it is "swifterror alloca must have pointer type", with
; a count other than the constant 1 (of any integer type) "must not be
; array allocation"; either ends the alloca's checks, before the AMDGPU
; address space.  converge accepted both.  --format=llvm is opt 22's text.
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM --match-full-lines --strict-whitespace

; CHECK-NOT: @valid
define void @valid(i64 %n) {
  %a = alloca swifterror ptr
  %b = alloca swifterror ptr, i64 1
  %c = alloca swifterror ptr, i128 1, align 4
  %d = alloca ptr, i64 %n
  ret void
}

; CHECK: swifterror-alloca.ll:[[@LINE+2]]:3: error: swifterror alloca of i128: a swifterror slot holds a pointer
define void @not_pointer() {
  %a = alloca swifterror i128
  ret void
}

; CHECK: swifterror-alloca.ll:[[@LINE+2]]:3: error: swifterror alloca '%a' allocates an array; a swifterror slot is one pointer
define void @array(i64 %n) {
  %a = alloca swifterror ptr, i64 2
  %b = alloca swifterror ptr, i64 %n
  ret void
}
; CHECK: swifterror-alloca.ll:[[@LINE-3]]:3: error: swifterror alloca '%b' allocates an array; a swifterror slot is one pointer
; CHECK: note: rule ir.swifterror-alloca:

; CHECK: swifterror-alloca.ll:[[@LINE+2]]:3: error: swifterror alloca of i32: a swifterror slot holds a pointer
define void @both() {
  %a = alloca swifterror i32, i128 2
  ret void
}
; CHECK: 4 violations in 3 functions

; LLVM:swifterror alloca must have pointer type
; LLVM-NEXT:  %a = alloca swifterror i128, align 8
; LLVM-NEXT:swifterror alloca must not be array allocation
; LLVM-NEXT:  %a = alloca swifterror ptr, i64 2, align 8
; LLVM-NEXT:swifterror alloca must not be array allocation
; LLVM-NEXT:  %b = alloca swifterror ptr, i64 %n, align 8
; LLVM-NEXT:swifterror alloca must have pointer type
; LLVM-NEXT:  %a = alloca swifterror i32, i128 2, align 4
; LLVM-NEXT:converge: {{.*}}swifterror-alloca.ll: error: input module is broken!
