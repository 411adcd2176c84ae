; The input of the install test (tests/install/install-test.sh): the
; example programs built against the installed library must print
; divergence.expected for it.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @reduce(i32 %n, ptr addrspace(1) %out) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %0 = icmp slt i32 %tid, %n
  br i1 %0, label %then, label %join
then:
  %1 = mul i32 %tid, 3
  br label %join
join:
  %v = phi i32 [ %1, %then ], [ 0, %entry ]
  %sum = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v) [ "convergencectrl"(token %t) ]
  br label %loop
loop:
  %i = phi i32 [ 0, %join ], [ %inc, %loop ]
  %inc = add i32 %i, 1
  %done = icmp sge i32 %inc, %tid
  br i1 %done, label %exit, label %loop
exit:
  %last = add i32 %inc, %sum
  store i32 %last, ptr addrspace(1) %out
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
