; Covers: default alignments with no datalayout at all: loads, stores and
; allocas of every scalar, vector and aggregate type get the defaults of
; LLVM's default datalayout (i64, f80, i128, vectors, aggregates).
define void @defaults(ptr %p) {
  %a1 = alloca i1
  %a8 = alloca i8
  %a16 = alloca i16
  %a24 = alloca i24
  %a32 = alloca i32
  %a48 = alloca i48
  %a64 = alloca i64
  %a128 = alloca i128
  %a256 = alloca i256
  %ah = alloca half
  %abf = alloca bfloat
  %af = alloca float
  %ad = alloca double
  %ax = alloca x86_fp80
  %aq = alloca fp128
  %ap = alloca ppc_fp128
  %ptr = alloca ptr
  %ptr1 = alloca ptr addrspace(1)
  %v2i8 = alloca <2 x i8>
  %v3i32 = alloca <3 x i32>
  %v4f = alloca <4 x float>
  %v8d = alloca <8 x double>
  %v1i1 = alloca <1 x i1>
  %v16i1 = alloca <16 x i1>
  %sv = alloca <vscale x 4 x i32>
  %arr = alloca [3 x i64]
  %st = alloca { i8, i64 }
  %pst = alloca <{ i8, i64 }>
  %l1 = load i1, ptr %p
  %l64 = load i64, ptr %p
  %l128 = load i128, ptr %p
  %lx = load x86_fp80, ptr %p
  %lq = load fp128, ptr %p
  %lv = load <3 x float>, ptr %p
  %ls = load { i32, double }, ptr %p
  %la = load [2 x i16], ptr %p
  %lvs = load <vscale x 2 x i64>, ptr %p
  store i24 0, ptr %p
  store <5 x i8> zeroinitializer, ptr %p
  %c = cmpxchg ptr %p, i64 0, i64 1 monotonic monotonic
  %r = atomicrmw add ptr %p, i128 1 monotonic
  %r2 = atomicrmw fadd ptr %p, double 1.0 monotonic
  ret void
}
