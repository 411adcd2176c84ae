; Functions without cycles whose divergent branches join: for
; summary-joins.test.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()

; the phi is divergent through the branch's join only
define amdgpu_kernel void @join_taints(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %p = phi i32 [ 1, %a ], [ 2, %b ]
  store i32 %p, ptr addrspace(1) %out
  ret void
}

; the phi is divergent through its operands already
define amdgpu_kernel void @operands(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %a, label %b
a:
  %x = add i32 %tid, 1
  br label %j
b:
  %y = add i32 %tid, 2
  br label %j
j:
  %p = phi i32 [ %x, %a ], [ %y, %b ]
  store i32 %p, ptr addrspace(1) %out
  ret void
}

; one value on both edges: the join leaves the phi uniform
define amdgpu_kernel void @one_value(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %p = phi i32 [ 7, %a ], [ 7, %b ]
  store i32 %p, ptr addrspace(1) %out
  ret void
}

; two branches: the first's join has a phi divergent through its
; operands, the second's a phi of one value and after it a phi that only
; its join makes divergent (the first branch is analysed while that phi
; is still uniform)
define amdgpu_kernel void @two_joins(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %a, label %b
a:
  %x = add i32 %tid, 1
  br label %j
b:
  br label %j
j:
  %p = phi i32 [ %x, %a ], [ %tid, %b ]
  %d = icmp sgt i32 %p, 5
  br i1 %d, label %e, label %f
e:
  br label %k
f:
  br label %k
k:
  %r = phi i32 [ 4, %e ], [ 4, %f ]
  %q = phi i32 [ %n, %e ], [ 3, %f ]
  store i32 %q, ptr addrspace(1) %out
  store i32 %r, ptr addrspace(1) %out
  ret void
}

; a uniform branch, then a divergent one whose join holds a uniform phi
; of the first's values
define amdgpu_kernel void @uniform_first(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = icmp eq i32 %n, 0
  br i1 %u, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %p = phi i32 [ 10, %a ], [ 20, %b ]
  %c = icmp eq i32 %tid, %p
  br i1 %c, label %e, label %f
e:
  br label %k
f:
  br label %k
k:
  %q = phi i32 [ %p, %e ], [ 0, %f ]
  store i32 %q, ptr addrspace(1) %out
  ret void
}

; two branches in a row on the thread id, each join with a phi that only
; that join makes divergent: whichever branch is analysed first, the other
; still has a phi to taint
define amdgpu_kernel void @two_sync_joins(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %p = phi i32 [ 1, %a ], [ 2, %b ]
  %d = icmp sgt i32 %tid, 5
  br i1 %d, label %e, label %f
e:
  br label %k
f:
  br label %k
k:
  %q = phi i32 [ 3, %e ], [ 4, %f ]
  store i32 %p, ptr addrspace(1) %out
  store i32 %q, ptr addrspace(1) %out
  ret void
}
