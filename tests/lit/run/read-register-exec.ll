; llvm.read_register of AMDGPU's exec mask (what instcombine folds an
; amdgcn.icmp that is true in every lane into): the lanes of the wave that
; run the call together, as for a ballot of true.  exec_lo and exec_hi are
; its halves; an i32 read of exec its low 32 bits.  Any other register is
; an error that names it.  The threads 0-4 take %then: exec is 0x1f there,
; 0xffffffe0 on the other side (threads 5-31 of 32), and in a wave of 64
; with 40 threads exec_hi is 0xff for threads 32-39.
; RUN: %converge run %s --function k --threads 8 | FileCheck %s --check-prefix=K
; RUN: %converge run %s --function halves --threads 40 --wave 64 --arg out=buffer:64:zero | FileCheck %s --check-prefix=HALVES
; RUN: not %converge run %s --function other --threads 2 2>&1 | FileCheck %s --check-prefix=OTHER
; RUN: %converge run %s --function k --threads 32 --check-uniformity | FileCheck %s --check-prefix=UNI
; RUN: %converge run %s --function k --threads 32 --check-uniformity --llvm-compat | FileCheck %s --check-prefix=UNI
target triple = "amdgcn-amd-amdhsa"

; K:      line [[#@LINE+17]]  %e = @llvm.read_register.i64  threads 5-7  -> 224 (all)
; K-NEXT: line [[#@LINE+12]]  %m = @llvm.read_register.i64  threads 0-4  -> 31 (all)
; K:      returns: 0:31 1:31 2:31 3:31 4:31 5:224 6:224 7:224
; The analysis calls both reads uniform (as LLVM 22 does: exec is a
; scalar register), and so they are in every group of threads.
; UNI: check-uniformity: 4 groups of converged dynamic instances checked, 0 violations
define i64 @k() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cond = icmp ult i32 %tid, 5
  br i1 %cond, label %then, label %else

then:
  %m = call i64 @llvm.read_register.i64(metadata !0) #0
  br label %end

else:
  %e = call i64 @llvm.read_register.i64(metadata !0) #0
  br label %end

end:
  %r = phi i64 [ %m, %then ], [ %e, %else ]
  ret i64 %r
}

; HALVES:      %lo = @llvm.read_register.i32  threads 0-39  -> -1 (all)
; HALVES-NEXT: %hi = @llvm.read_register.i32  threads 0-39  -> 255 (all)
; HALVES-NEXT: %x32 = @llvm.read_register.i32  threads 0-39  -> -1 (all)
define amdgpu_kernel void @halves(ptr addrspace(1) %out) {
  %lo = call i32 @llvm.read_register.i32(metadata !1) #0
  %hi = call i32 @llvm.read_register.i32(metadata !2) #0
  %x32 = call i32 @llvm.read_register.i32(metadata !0) #0
  ret void
}

; OTHER: error: @llvm.read_register.i32(metadata !"m0") of a register other than exec, exec_lo, exec_hi is not modelled by the simulator
define i32 @other() {
  %v = call i32 @llvm.read_register.i32(metadata !3)
  ret i32 %v
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.read_register.i64(metadata)
declare i32 @llvm.read_register.i32(metadata)

attributes #0 = { convergent }

!0 = !{!"exec"}
!1 = !{!"exec_lo"}
!2 = !{!"exec_hi"}
!3 = !{!"m0"}
