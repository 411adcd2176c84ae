; The fixed inline asm strings of CUDA's headers: activemask.b32 (the
; threads running it together: in the branch taken by threads 0 and 2,
; 0b0101 = 5), %laneid and %lanemask_lt; any other asm string is an
; error when reached, never a made-up value.
; RUN: %converge run %s --function masks --threads 4 --wave 4 --format=json | FileCheck %s --check-prefix=MASKS
; MASKS: "returns": [5000, 1, 5023, 7]
; RUN: not %converge run %s --function other --threads 4 2>&1 | FileCheck %s --check-prefix=OTHER
; OTHER: nvptx-asm.ll:{{[0-9]+}}:3: error: inline asm "mov.u32 $0, %clock;" is not modelled by the simulator (docs/intrinsics.md)

target triple = "nvptx64-nvidia-cuda"

; even threads: activemask * 1000 + laneid * 10 + lanemask_lt's bits;
; odd threads: lanemask_lt
define i32 @masks() {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  %lt = call i32 asm "mov.u32 $0, %lanemask_lt;", "=r"()
  %odd = and i32 %t, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %even, label %done

even:
  %m = call i32 asm sideeffect "activemask.b32 $0;", "=r"() #0
  %a = mul i32 %m, 1000
  %b = mul i32 %lane, 10
  %s = add i32 %a, %b
  %e = add i32 %s, %lt
  br label %done

done:
  %r = phi i32 [ %e, %even ], [ %lt, %entry ]
  ret i32 %r
}

define i32 @other() {
  %c = call i32 asm sideeffect "mov.u32 $0, %clock;", "=r"()
  ret i32 %c
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { convergent }
