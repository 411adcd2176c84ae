; The same program with the switch's cases in another order: LLVM's
; depth-first search now makes %a the header, which no search of
; BEFORE with seed --hierarchy 0 to 3 does (4 first does).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @t(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %m = urem i32 %tid, 3
  switch i32 %m, label %b [
    i32 2, label %c
    i32 0, label %a
  ]

a:
  %ia = phi i32 [ 0, %entry ], [ %ic.next, %c ]
  %ba = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %ia.next = add i32 %ia, 1
  br label %b

b:
  %ib = phi i32 [ 0, %entry ], [ %ia.next, %a ]
  %bb = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %ib.next = add i32 %ib, 1
  br label %c

c:
  %ic = phi i32 [ 0, %entry ], [ %ib.next, %b ]
  %bc = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %ic.next = add i32 %ic, 1
  %more = icmp ult i32 %ic.next, %n
  br i1 %more, label %a, label %done

done:
  %t = trunc i64 %bc to i32
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %t, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1) convergent
