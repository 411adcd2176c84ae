; Covers: a datalayout with unusual alignments (32-bit i386: i64 aligned to
; 4, f64 to 4), big-endian mips, and a non-zero program address space (P1):
; functions then live in addrspace(1) and calls print accordingly.
target datalayout = "E-m:e-p:32:32-i64:32-f64:32-f80:32-n8:16:32-S32-P1-A3-G2"

@g = global i64 0
@d = global double 0.0

define void @f(ptr %p) addrspace(1) {
  %a = alloca i64, addrspace(3)
  %b = alloca double, addrspace(3)
  %c = alloca x86_fp80, addrspace(3)
  %v = load i64, ptr %p
  %w = load double, ptr %p
  %x = load <2 x i64>, ptr %p
  call addrspace(1) void @f(ptr %p)
  call void @f(ptr %p)
  %fp = bitcast ptr addrspace(1) @f to ptr addrspace(1)
  call addrspace(1) void %fp(ptr null)
  ret void
}

declare void @ext() addrspace(1)
declare void @ext0() addrspace(0)
