; A loop with one entry: the ballot in it is m-converged.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @g(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = and i32 %tid, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %a, label %pre

pre:
  br label %a

a:
  %i = phi i32 [ 0, %entry ], [ 0, %pre ], [ %i.next, %b ]
  %bal = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  br label %b

b:
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %a, label %done

done:
  %t = trunc i64 %bal to i32
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %t, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1) convergent
