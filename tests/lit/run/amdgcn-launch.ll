; The launch in memory on AMDGPU: llvm.amdgcn.dispatch.ptr points to the
; HSA kernel dispatch packet (workgroup_size_x, a u16 at byte 4;
; grid_size_x, a u32 at byte 12), implicitarg.ptr to the implicit kernel
; arguments of code object v5 (hidden_block_count_x, a u32 at 0;
; hidden_group_size_x, a u16 at 12).  6 threads, one work group:
; 6, 6, 1, 6 packed as 6 * 1000 + 6 * 100 + 1 * 10 + 6 = 6616.
; ds.bpermute: each lane reads the lane its byte address / 4 names; here
; lane (l + 1) % 4 of the wave of 4, so thread t gets the next one's
; t * 10 + 1;
; lane 1 of wave 1 (thread 5) names lane 2, which has no thread: 0.
; RUN: %converge run %s --function launch --threads 6 --wave 4 --format=json | FileCheck %s --check-prefix=LAUNCH
; LAUNCH: "returns": [6616, 6616, 6616, 6616, 6616, 6616]
; RUN: %converge run %s --function rotate --threads 6 --wave 4 --format=json | FileCheck %s --check-prefix=ROTATE
; ROTATE: "returns": [11, 21, 31, 1, 51, 0]

target triple = "amdgcn-amd-amdhsa"

define i32 @launch() {
  %d = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %wp = getelementptr i8, ptr addrspace(4) %d, i64 4
  %w16 = load i16, ptr addrspace(4) %wp
  %w = zext i16 %w16 to i32
  %gp = getelementptr i8, ptr addrspace(4) %d, i64 12
  %g = load i32, ptr addrspace(4) %gp
  %i = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %b = load i32, ptr addrspace(4) %i
  %sp = getelementptr i8, ptr addrspace(4) %i, i64 12
  %s16 = load i16, ptr addrspace(4) %sp
  %s = zext i16 %s16 to i32
  %a0 = mul i32 %w, 1000
  %a1 = mul i32 %g, 100
  %a2 = mul i32 %b, 10
  %r0 = add i32 %a0, %a1
  %r1 = add i32 %r0, %a2
  %r = add i32 %r1, %s
  ret i32 %r
}

define i32 @rotate() {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %v10 = mul i32 %t, 10
  %v = add i32 %v10, 1
  %lane = and i32 %t, 3
  %next = add i32 %lane, 1
  %n4 = and i32 %next, 3
  %addr = shl i32 %n4, 2
  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %v)
  ret i32 %r
}

declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
