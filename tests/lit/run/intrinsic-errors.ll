; A target intrinsic the simulator does not model stops the run at the
; call (never a made-up value; docs/intrinsics.md lists them), and so does
; a call of a modelled one with fewer arguments than it reads (which no
; verifier of intrinsic signatures has refused): exit code 2 and
; FILE:LINE:COL.
; RUN: not %converge run %s --function image --threads 4 2>&1 | FileCheck %s --check-prefix=IMAGE
; RUN: not %converge run %s --function short --threads 4 2>&1 | FileCheck %s --check-prefix=SHORT

target triple = "amdgcn-amd-amdhsa"

define i32 @image() {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @llvm.amdgcn.image.atomic.add.1d.i32.i32(i32 1, i32 %t, <8 x i32> zeroinitializer, i32 0, i32 0)
  ret i32 %r
}

define i32 @short() {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %t)
  ret i32 %r
}

; IMAGE: intrinsic-errors.ll:13:3: error: @llvm.amdgcn.image.atomic.add.1d.i32.i32.v8i32 is not modelled by the simulator (docs/intrinsics.md)
; SHORT: intrinsic-errors.ll:19:3: error: @llvm.amdgcn.mov.dpp.i32 takes 5 arguments, the call gives 1
