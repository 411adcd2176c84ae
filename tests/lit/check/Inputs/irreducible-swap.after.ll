; The same with the entry branch written the other way round, as
; instcombine canonicalises it: icmp eq 0 and the successors swapped.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  %bit = and i32 %tid, 1
  %even = icmp eq i32 %bit, 0
  br i1 %even, label %b, label %a

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
