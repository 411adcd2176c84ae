; An irreducible cycle entered from a divergent branch (modeled on the
; specification's nested irreducible example, ConvergenceAndUniformity):
; examples/builder.c builds the same function by hand with cv_builder and
; must print the same report for both (tests/install/builder.expected).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @irreducible(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp slt i32 %tid, %n
  br i1 %d, label %R, label %S
R:
  %r = phi i32 [ 0, %entry ], [ %s1, %S ]
  %r1 = add i32 %r, 1
  br label %Q
Q:
  %q = icmp slt i32 %r1, %n
  br i1 %q, label %S, label %exit
S:
  %s = phi i32 [ 0, %entry ], [ %r1, %Q ]
  %s1 = add i32 %s, %n
  %u = icmp slt i32 %s1, 100
  br i1 %u, label %R, label %exit
exit:
  %x = phi i32 [ %r1, %Q ], [ %s1, %S ]
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
