; WRONG: the icmp folded into read_register(exec) although its compare is
; not true in every lane (threads 3 and 4 execute it too).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  %cond = icmp ult i32 %tid, 5
  br i1 %cond, label %then, label %end

then:
  %m = call i64 @llvm.read_register.i64(metadata !0) #0
  store i64 %m, ptr addrspace(1) %slot, align 8
  br label %end

end:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.read_register.i64(metadata)

attributes #0 = { convergent }

!0 = !{!"exec"}
