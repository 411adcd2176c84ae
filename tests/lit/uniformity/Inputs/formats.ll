; A kernel with a divergent branch and its join, a loop with a divergent
; exit (temporal divergence), and an irreducible cycle assumed divergent.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @formats(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %then, label %join

then:
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  br label %join

join:
  %r = phi i32 [ %first, %then ], [ 0, %entry ]
  br label %loop

loop:
  %i = phi i32 [ 0, %join ], [ %inc, %loop ]
  %inc = add i32 %i, 1
  %done = icmp sge i32 %inc, %tid
  br i1 %done, label %exit, label %loop

exit:
  %after = add i32 %inc, %r
  store i32 %after, ptr addrspace(1) %out
  ret void
}

define void @"device fn"(i32 %x, i32 inreg %y) {
  %a = add i32 %x, %y
  %b = add i32 %y, 1
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
