; LLVM's verifier rules on function types that converge accepted: a
; kernel calling convention (amdgpu_kernel, spir_kernel, amdgpu_cs_chain,
; amdgpu_cs_chain_preserve) requires a void return; only intrinsics take
; or return x86_amx; an indirect call cannot return x86_amx (a direct call
; whose function type differs from its callee's is indirect, as LLVM has it;
; a token returned that way is reported too).
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM

define amdgpu_kernel i32 @kern() {
  ret i32 0
}

declare x86_amx @amx_ret()
declare void @amx_arg(x86_amx)
declare i32 @returns_i32()

define void @calls(ptr %p) {
  %a = call x86_amx %p()
  %t = call token @returns_i32()
  ret void
}

; CHECK-DAG: error: kernel @kern returns a value; its calling convention requires void
; CHECK-DAG: note: rule ir.kernel-return:
; CHECK-DAG: error: function @amx_ret returns x86_amx; only intrinsics may
; CHECK-DAG: error: function @amx_arg takes an x86_amx argument
; CHECK-DAG: error: indirect call returning x86_amx
; CHECK-DAG: error: indirect call returning a token

; LLVM: Calling convention requires void return type
; LLVM-NEXT: ptr @kern
; LLVM: Function returns a x86_amx but isn't an intrinsic
; LLVM-NEXT: ptr @amx_ret
; LLVM: Function takes x86_amx but isn't an intrinsic
; LLVM: Return type cannot be x86_amx for indirect call!
