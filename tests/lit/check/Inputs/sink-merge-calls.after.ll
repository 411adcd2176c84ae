; The two calls sunk into the join as one (GVNSink, SimplifyCFG's
; sink-common-insts) on a phi of their operands: all threads read lane 0.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %cond = icmp ult i32 %tid, 5
  br i1 %cond, label %then, label %else

then:
  %a = add i32 %tid, 100
  br label %end

else:
  %b = add i32 %tid, 200
  br label %end

end:
  %v = phi i32 [ %a, %then ], [ %b, %else ]
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)
  store i32 %r, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
