; Covers: alloca forms: plain, with count (i32, i64, constant), align,
; inalloca, swifterror, addrspace, arrays, structs, scalable vectors, and
; metadata.  The x86-64 datalayout fixes the default alignments.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S = type { i8, i64, [3 x i16] }

define void @allocas(i32 %n, i64 %m) {
  %a = alloca i32
  %b = alloca i32, align 16
  %c = alloca i32, i32 %n
  %d = alloca i8, i64 %m, align 1
  %e = alloca i64, i32 4
  %f = alloca [4 x i8]
  %g = alloca %struct.S
  %h = alloca inalloca <{ i32, ptr }>
  %i = alloca swifterror ptr, align 8
  %j = alloca i32, align 4, addrspace(5)
  %k = alloca i16, i32 2, align 2, addrspace(1)
  %l = alloca <vscale x 4 x i32>
  %m2 = alloca x86_fp80
  %n2 = alloca fp128
  %o = alloca i128
  %p = alloca { i1, double }, align 4, !annotation !0
  %q = alloca i1, i32 1
  %r = alloca ptr addrspace(3)
  ret void
}

!0 = !{!"note"}
