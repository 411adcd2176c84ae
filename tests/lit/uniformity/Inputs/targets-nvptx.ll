; NVPTX's facts, as LLVM 22 has them: arguments of kernels only are
; uniform, loads from generic and local memory are divergent, every
; atomic (stores and fences too) and every call is a source, except
; nodivergencesource callees; nvvm.annotations kernels are kernels.
target triple = "nvptx64-nvidia-cuda"

define void @device(i32 %a) {
  ret void
}

define ptx_kernel void @kernel(i32 %a, ptr %p0, ptr addrspace(1) %p1, ptr addrspace(3) %p3, ptr addrspace(4) %p4, ptr addrspace(5) %p5) {
  %l0 = load i32, ptr %p0
  %l1 = load i32, ptr addrspace(1) %p1
  %l3 = load i32, ptr addrspace(3) %p3
  %l4 = load i32, ptr addrspace(4) %p4
  %l5 = load i32, ptr addrspace(5) %p5
  %la = load atomic i32, ptr addrspace(1) %p1 seq_cst, align 4
  store atomic i32 1, ptr addrspace(1) %p1 seq_cst, align 4
  fence seq_cst
  %rmw = atomicrmw add ptr addrspace(3) %p3, i32 1 seq_cst
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %smax = call i32 @llvm.smax.i32(i32 %a, i32 0)
  %quiet = call i32 @quiet()
  %asm = call i32 asm "mov.u32 $0, 0;", "=r"()
  ret void
}

define void @annotated(i32 %a) {
  %b = add i32 %a, 1
  ret void
}

declare i32 @quiet() #0
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.smax.i32(i32, i32)

attributes #0 = { nodivergencesource }

!nvvm.annotations = !{!0}
!0 = !{ptr @annotated, !"kernel", i32 1}
