; SPIR-V: LLVM 22 has no branch divergence for it (all uniform, as
; --llvm-compat shows); converge's own model by default: thread ids,
; arguments of functions that are not kernels, calls, atomics.
target triple = "spirv64-unknown-unknown"

define spir_kernel void @kernel(i32 %n, ptr addrspace(1) %p) {
entry:
  %tid = call i32 @llvm.spv.thread.id(i32 0)
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %then, label %end
then:
  %rmw = atomicrmw add ptr addrspace(1) %p, i32 1 seq_cst
  br label %end
end:
  %r = phi i32 [ 1, %then ], [ 0, %entry ]
  ret void
}

define spir_func void @helper(i32 %x) {
  %y = add i32 %x, 1
  ret void
}

declare i32 @llvm.spv.thread.id(i32)
