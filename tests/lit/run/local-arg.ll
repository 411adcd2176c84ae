; An OpenCL __local pointer argument (address space 3) given a buffer is
; workgroup memory: each workgroup starts from the buffer's INIT.  Every
; thread adds 1 to lds[0]; after the barrier thread 0 of each workgroup
; stores it to out[group]: 10 + 4 in both workgroups (shared memory
; would give 14 and 18).  The output shows the last workgroup's copy.
; RUN: %converge run %s --grid 2 --workgroup 4 --wave 4 --arg lds=buffer:4:hex:0a000000 --arg out=buffer:8 --format=json | FileCheck %s
; CHECK: "buffers": {"lds": "0e000000", "out": "0e0000000e000000"}}
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(3) %lds, ptr addrspace(1) %out) {
entry:
  %old = atomicrmw add ptr addrspace(3) %lds, i32 1 seq_cst
  call void @llvm.amdgcn.s.barrier()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %store, label %done
store:
  %v = load i32, ptr addrspace(3) %lds
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %g
  store i32 %v, ptr addrspace(1) %slot
  br label %done
done:
  ret void
}

declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
