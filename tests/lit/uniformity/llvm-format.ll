; `--format=llvm` is opt 22's print<uniformity>: names as opt prints them
; (numbered values and blocks, quoted names, a numbered function), call
; sites with attribute groups, multi-line terminators, switches, the lists
; of cycles and the temporal divergence list.  converge lists arguments in
; argument order, cycles in the order of the cycle forest and the complete
; temporal divergence list in program order (opt's orders follow pointer
; values); the rest is opt's output byte for byte.
; RUN: %converge uniformity --format=llvm --mtriple=amdgcn-- %s | FileCheck %s --match-full-lines --strict-whitespace

; CHECK:UniformityInfo for function 'names':
; CHECK-NEXT:DIVERGENT ARGUMENTS:
; CHECK-NEXT:  DIVERGENT: i32 %0
; CHECK-NEXT:  DIVERGENT: i32 %"b c"
; CHECK-NEXT:  DIVERGENT: ptr %1
; CHECK-NEXT:CYCLES WITH DIVERGENT EXIT:
; CHECK-NEXT:  depth=1: entries(loop head)
; CHECK-EMPTY:
; CHECK-NEXT:TEMPORAL DIVERGENCE LIST:
; CHECK-NEXT:Value         :  %3 = add i32 %0, 1
; CHECK-NEXT:Used by       :  %4 = phi i32 [ %3, %"loop head" ]
; CHECK-NEXT:Outside cycle :depth=1: entries(loop head)
; CHECK-EMPTY:
; CHECK-NEXT:Value         :  %3 = add i32 %0, 1
; CHECK-NEXT:Used by       :  %5 = add i32 %3, %4
; CHECK-NEXT:Outside cycle :depth=1: entries(loop head)
; CHECK-EMPTY:
; CHECK-EMPTY:
; CHECK-NEXT:BLOCK 2
; CHECK-NEXT:DEFINITIONS
; CHECK-NEXT:  DIVERGENT:   %x = call i32 @ext(i32 %0) #0
; CHECK-NEXT:TERMINATORS
; CHECK-NEXT:  DIVERGENT:   switch i32 %x, label %"loop head" [
; CHECK-NEXT:    i32 0, label %"loop head"
; CHECK-NEXT:    i32 1, label %"x\22y"
; CHECK-NEXT:  ]
; CHECK-NEXT:END BLOCK
; CHECK-EMPTY:
; CHECK-NEXT:BLOCK x"y
; CHECK-NEXT:DEFINITIONS
; CHECK-NEXT:TERMINATORS
; CHECK-NEXT:               br label %"loop head"
; CHECK-NEXT:END BLOCK
; CHECK-EMPTY:
; CHECK-NEXT:BLOCK loop head
; CHECK-NEXT:DEFINITIONS
; CHECK-NEXT:  DIVERGENT:   %3 = add i32 %0, 1
; CHECK-NEXT:  DIVERGENT:   %c = icmp eq i32 %3, %"b c"
; CHECK-NEXT:TERMINATORS
; CHECK-NEXT:  DIVERGENT:   br i1 %c, label %exit, label %"loop head"
; CHECK-NEXT:END BLOCK
; CHECK-EMPTY:
; CHECK-NEXT:BLOCK exit
; CHECK-NEXT:DEFINITIONS
; CHECK-NEXT:  DIVERGENT:   %4 = phi i32 [ %3, %"loop head" ]
; CHECK-NEXT:  DIVERGENT:   %5 = add i32 %3, %4
; CHECK-NEXT:TERMINATORS
; CHECK-NEXT:  DIVERGENT:   ret i32 %5
; CHECK-NEXT:END BLOCK
; CHECK-NEXT:UniformityInfo for function '':
; CHECK-NEXT:ALL VALUES UNIFORM
; CHECK-NEXT:UniformityInfo for function 'invoke':
; CHECK-EMPTY:
; CHECK-NEXT:BLOCK entry
; CHECK-NEXT:DEFINITIONS
; CHECK-NEXT:TERMINATORS
; CHECK-NEXT:  DIVERGENT:   %v = invoke i32 @ext(i32 1)
; CHECK-NEXT:          to label %ok unwind label %lp
; CHECK-NEXT:END BLOCK
; CHECK-EMPTY:
; CHECK-NEXT:BLOCK ok
; CHECK-NEXT:DEFINITIONS
; CHECK-NEXT:  DIVERGENT:   %p = phi i32 [ %v, %entry ], [ 0, %lp ]
; CHECK-NEXT:TERMINATORS
; CHECK-NEXT:               ret void
; CHECK-NEXT:END BLOCK
; CHECK-EMPTY:
; CHECK-NEXT:BLOCK lp
; CHECK-NEXT:DEFINITIONS
; CHECK-NEXT:               %pad = landingpad { ptr, i32 }
; CHECK-NEXT:          cleanup
; CHECK-NEXT:TERMINATORS
; CHECK-NEXT:               br label %ok
; CHECK-NEXT:END BLOCK
; CHECK-NOT:{{.}}

define i32 @names(i32, i32 %"b c", ptr) {
  %x = call i32 @ext(i32 %0) #0
  switch i32 %x, label %"loop head" [ i32 0, label %"loop head"
                                      i32 1, label %"x\22y" ]
"x\22y":
  br label %"loop head"
"loop head":
  %3 = add i32 %0, 1
  %c = icmp eq i32 %3, %"b c"
  br i1 %c, label %exit, label %"loop head"
exit:
  %4 = phi i32 [ %3, %"loop head" ]
  %5 = add i32 %3, %4
  ret i32 %5
}

define amdgpu_kernel void @0(i32 %k) {
  %a = add i32 %k, 1
  ret void
}

define amdgpu_kernel void @invoke() personality ptr @ext {
entry:
  %v = invoke i32 @ext(i32 1) to label %ok unwind label %lp
ok:
  %p = phi i32 [ %v, %entry ], [ 0, %lp ]
  ret void
lp:
  %pad = landingpad { ptr, i32 } cleanup
  br label %ok
}

declare i32 @ext(i32)

attributes #0 = { nounwind }
