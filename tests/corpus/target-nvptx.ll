; Covers: the NVPTX datalayout and triple: 64-bit generic pointers, shared
; (3) pointers of 32 bits, i128 alignment, ptx_kernel and nvvm annotations,
; default alignments of loads, stores, allocas and globals.
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shared = internal addrspace(3) global [32 x float] undef, align 4
@const = addrspace(4) externally_initialized global i32 0

define ptx_kernel void @kern(ptr addrspace(1) %out, i64 %n) {
  %a = alloca i128
  %b = alloca <4 x float>
  %c = alloca ptr addrspace(3)
  %d = alloca i64, align 4, addrspace(5)
  %v = load i128, ptr addrspace(1) %out
  %w = load <2 x double>, ptr addrspace(1) %out
  %x = load ptr addrspace(3), ptr addrspace(1) %out
  %y = load half, ptr addrspace(1) %out
  %z = load bfloat, ptr addrspace(1) %out
  %s = getelementptr [32 x float], ptr addrspace(3) @shared, i32 0, i64 %n
  %sv = load float, ptr addrspace(3) %s
  store float %sv, ptr addrspace(1) %out
  store i128 %v, ptr %a
  %cv = load i32, ptr addrspace(4) @const
  %g = addrspacecast ptr addrspace(3) %s to ptr
  %i = ptrtoint ptr addrspace(3) %s to i32
  ret void
}

define ptx_device float @dev(float %x) {
  %r = fmul float %x, 2.0
  ret float %r
}

!nvvm.annotations = !{!0}
!0 = !{ptr @kern, !"maxntidx", i32 128}
