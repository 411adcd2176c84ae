; An irreducible cycle entered at %a by the odd threads and at %b by the
; even ones; a ballot in %a.  Each thread makes 3 trips through the cycle.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  %bit = and i32 %tid, 1
  %odd = icmp eq i32 %bit, 1
  br i1 %odd, label %a, label %b

a:
  %ia = phi i32 [ 0, %entry ], [ %ib.next, %b ]
  %acc.a = phi i64 [ 0, %entry ], [ %acc.b, %b ]
  %v = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %acc.a.next = add i64 %acc.a, %v
  %ia.next = add i32 %ia, 1
  %more.a = icmp ult i32 %ia.next, 3
  br i1 %more.a, label %b, label %exit

b:
  %ib = phi i32 [ 0, %entry ], [ %ia.next, %a ]
  %acc.b = phi i64 [ 0, %entry ], [ %acc.a.next, %a ]
  %ib.next = add i32 %ib, 1
  %more.b = icmp ult i32 %ib.next, 3
  br i1 %more.b, label %a, label %exit

exit:
  %r = phi i64 [ %acc.a.next, %a ], [ %acc.b, %b ]
  store i64 %r, ptr addrspace(1) %slot, align 8
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1)
