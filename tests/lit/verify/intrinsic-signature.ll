; A call of an intrinsic must use the function type the intrinsic is
; declared with (LLVM's verifier: "Intrinsic called with incompatible
; signature"); converge accepted such calls.  Other functions may be
; called with another type (opaque pointers).
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %converge print %s > /dev/null

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @other(i32)

define i64 @f() {
  %tid = call i64 @llvm.amdgcn.workitem.id.x()
  %o = call i32 @other()
  ret i64 %tid
}

; CHECK: {{.*}}intrinsic-signature.ll:13:3: error: '%tid' calls @llvm.amdgcn.workitem.id.x with a function type other than its declaration's
; CHECK-NEXT:   %tid = call i64 @llvm.amdgcn.workitem.id.x()
; CHECK: note: rule ir.intrinsic-signature: LangRef, Intrinsic Functions: an intrinsic is called with the function type it is declared with
; CHECK-NOT: error:
; LLVM: Intrinsic called with incompatible signature
; LLVM-NEXT:   %tid = call i64 @llvm.amdgcn.workitem.id.x()
