; amdgcn.icmp of two constants (3 != 0: true in every thread) next to a
; readfirstlane, both on the entry token.
target triple = "amdgcn-amd-amdhsa"

define i64 @f(i32 %x) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %m = call i64 @llvm.amdgcn.icmp.i64.i32(i32 3, i32 0, i32 33) [ "convergencectrl"(token %tok) ]
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x) [ "convergencectrl"(token %tok) ]
  %r64 = zext i32 %r to i64
  %s = add i64 %m, %r64
  ret i64 %s
}

declare token @llvm.experimental.convergence.entry()
declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32 immarg)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
