; An irreducible cycle {a, b} entered at a by even threads, at b by odd
; ones; the ballot at b after the loop is stored.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @g(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = and i32 %tid, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %a, label %b

a:
  %i = phi i32 [ 0, %entry ], [ %j.next, %b ]
  %ba = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %i.next = add i32 %i, 1
  br label %b

b:
  %j = phi i32 [ 0, %entry ], [ %i.next, %a ]
  %bb = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %j.next = add i32 %j, 1
  %more = icmp ult i32 %j.next, %n
  br i1 %more, label %a, label %done

done:
  %t = trunc i64 %bb to i32
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %t, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1) convergent
