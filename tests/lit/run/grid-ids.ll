; The id builtins of SPIR-V (HLSL's SV_DispatchThreadID, SV_GroupThreadID,
; SV_GroupIndex, SV_GroupID) and NVPTX (%tid, %ctaid, %ntid, %nctaid) on
; a 2 x 2 grid of 2 x 1 workgroups: each is a function of the launch,
; computed here by hand.  Threads 0-7 are (group x, group y, local x):
; (0,0,0) (0,0,1) (1,0,0) (1,0,1) (0,1,0) (0,1,1) (1,1,0) (1,1,1).
; spv: 1000 * global x + 100 * group y + 10 * local x + flat.
; RUN: %converge run %s --function spv --grid 2,2 --workgroup 2 --format=json | FileCheck %s --check-prefix=SPV
; SPV: "returns": [0, 1011, 2000, 3011, 100, 1111, 2100, 3111],
; nvptx: 1000 * ctaid.y + 100 * ctaid.x + 10 * nctaid.y + ntid.x * nctaid.x.
; RUN: %converge run %s --function ptx --grid 2,2 --workgroup 2 --format=json | FileCheck %s --check-prefix=PTX
; PTX: "returns": [24, 24, 124, 124, 1024, 1024, 1124, 1124],
; RUN: not %converge run %s --function baddim 2>&1 | FileCheck %s --check-prefix=BADDIM
; BADDIM: error: @llvm.spv.group.id.i32: dimension 3 is not 0, 1 or 2

define i32 @spv() {
  %gx = call i32 @llvm.spv.thread.id.i32(i32 0)
  %gy = call i32 @llvm.spv.group.id.i32(i32 1)
  %lx = call i32 @llvm.spv.thread.id.in.group.i32(i32 0)
  %f = call i32 @llvm.spv.flattened.thread.id.in.group()
  %a = mul i32 %gx, 1000
  %b = mul i32 %gy, 100
  %c = mul i32 %lx, 10
  %ab = add i32 %a, %b
  %abc = add i32 %ab, %c
  %r = add i32 %abc, %f
  ret i32 %r
}

define i32 @ptx() {
  %cy = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %a = mul i32 %cy, 1000
  %b = mul i32 %cx, 100
  %c = mul i32 %ny, 10
  %d = mul i32 %tx, %nx
  %ab = add i32 %a, %b
  %abc = add i32 %ab, %c
  %r = add i32 %abc, %d
  ret i32 %r
}

define i32 @baddim() {
  %g = call i32 @llvm.spv.group.id.i32(i32 3)
  ret i32 %g
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare i32 @llvm.spv.group.id.i32(i32)
declare i32 @llvm.spv.thread.id.in.group.i32(i32)
declare i32 @llvm.spv.flattened.thread.id.in.group()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
