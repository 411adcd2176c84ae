; AMDGPU's facts, as LLVM 22 has them (src/target.c): argument rules by
; calling convention and attributes, loads by address space, atomics,
; calls, inline asm register classes, llvm.read_register, always-uniform
; intrinsics, the exec mask of llvm.amdgcn.if, work-item id / wave size,
; nodivergencesource, single-lane work groups.

define void @device(i32 %plain, i32 inreg %ir, ptr addrspace(5) byval(i32) %bv) {
  ret void
}

define amdgpu_ps void @shader(i32 %plain, i32 inreg %ir, ptr addrspace(4) byref(i32) %br) {
  ret void
}

define amdgpu_gfx void @gfx(i32 %plain, ptr addrspace(5) byval(i32) %bv) {
  ret void
}

define amdgpu_kernel void @memory(ptr %p0, ptr addrspace(1) %p1, ptr addrspace(3) %p3, ptr addrspace(4) %p4, ptr addrspace(5) %p5) {
  %l0 = load i32, ptr %p0
  %l1 = load i32, ptr addrspace(1) %p1
  %l3 = load i32, ptr addrspace(3) %p3
  %l4 = load i32, ptr addrspace(4) %p4
  %l5 = load i32, ptr addrspace(5) %p5
  %la = load atomic i32, ptr addrspace(1) %p1 seq_cst, align 4
  %rmw = atomicrmw add ptr addrspace(3) %p3, i32 1 seq_cst
  %cx = cmpxchg ptr addrspace(1) %p1, i32 0, i32 1 seq_cst seq_cst
  ret void
}

define amdgpu_kernel void @calls(i32 %x) {
  %c1 = call i32 @opaque()
  %c2 = call i32 @quiet()
  %c3 = call i32 @opaque() #0
  %s = call i32 asm "s_mov_b32 $0, 0", "=s"()
  %r = call i32 asm "; $0", "=r"()
  %v = call i32 asm "v_mov_b32 $0, 0", "=v"()
  %a = call i32 asm "; $0", "={a0}"()
  %vcc = call i64 asm "; $0", "={vcc}"()
  %pair = call { i32, i32 } asm "; $0 $1", "=s,=v"()
  %pair.s = extractvalue { i32, i32 } %pair, 0
  %pair.v = extractvalue { i32, i32 } %pair, 1
  %exec = call i32 @llvm.read_register.i32(metadata !0)
  %v0 = call i32 @llvm.read_register.i32(metadata !1)
  %unknown = call i32 @llvm.amdgcn.not.an.intrinsic()
  ret void
}

define amdgpu_kernel void @intrinsics(i32 %x) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %lane = call i32 @llvm.amdgcn.readlane.i32(i32 %tid, i32 %x)
  %cmp = icmp eq i32 %tid, 0
  %ballot = call i64 @llvm.amdgcn.ballot.i64(i1 %cmp)
  %mbcnt = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %wl = call i32 @llvm.amdgcn.writelane.i32(i32 %x, i32 0, i32 %x)
  %if = call { i1, i64 } @llvm.amdgcn.if.i64(i1 %cmp)
  %if.bool = extractvalue { i1, i64 } %if, 0
  %if.mask = extractvalue { i1, i64 } %if, 1
  ret void
}

define amdgpu_kernel void @wave_index(i32 %m) !reqd_work_group_size !2 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %shr6 = lshr i32 %tid, 6
  %shr5 = lshr i32 %tid, 5
  %and64 = and i32 %tid, 64
  %mask = shl i32 %m, 6
  %andm = and i32 %mask, %tid
  ret void
}

define amdgpu_kernel void @no_reqd_size() {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %shr6 = lshr i32 %tid, 6
  ret void
}

define amdgpu_kernel void @single_lane() #1 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  ret void
}

define void @scratch_cast() {
  %alloca = alloca i32, align 4, addrspace(5)
  %cast = addrspacecast ptr addrspace(5) %alloca to ptr
  %cast.1 = call ptr @llvm.amdgcn.addrspacecast.nonnull.p0.p5(ptr addrspace(5) %alloca)
  ret void
}

declare ptr @llvm.amdgcn.addrspacecast.nonnull.p0.p5(ptr addrspace(5))
declare i32 @opaque()
declare i32 @quiet() #0
declare i32 @llvm.read_register.i32(metadata)
declare i32 @llvm.amdgcn.not.an.intrinsic()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.writelane.i32(i32, i32, i32)
declare { i1, i64 } @llvm.amdgcn.if.i64(i1)

attributes #0 = { nodivergencesource }
attributes #1 = { "amdgpu-flat-work-group-size"="1,1" }

!0 = !{!"exec_lo"}
!1 = !{!"v0"}
!2 = !{i32 256, i32 1, i32 1}
