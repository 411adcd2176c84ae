; NVPTX warp operations: activemask (in the branch of the even threads:
; 0b0101 = 5 of a warp of 4), match.any.sync (the lanes holding the same
; t / 2: 0b0011 = 3 or 0b1100 = 12), match.all.sync (t / 4: one value in
; the warp, so the mask -1 and true; t: not, so 0 and false) and
; redux.sync (add of t over the warp: 6; umax: 3).
; RUN: %converge run %s --function ops --threads 4 --wave 4 --format=json | FileCheck %s
; CHECK: "returns": [103606006, 3606006, 112606006, 12606006]

target triple = "nvptx64-nvidia-cuda"

; the sum of: match.any * 10^6, 600000 if match.all of t / 4 gave the
; member mask, 50000 if match.all of t said true (no), its mask * 7 (0),
; add * 1000, umax * 2, and in the branch activemask * 2 * 10^7
define i32 @ops() {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %h = lshr i32 %t, 1
  %any = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %h)
  %q = lshr i32 %t, 2
  %a1 = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %q)
  %a1m = extractvalue { i32, i1 } %a1, 0
  %a2 = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %t)
  %a2m = extractvalue { i32, i1 } %a2, 0
  %a2p = extractvalue { i32, i1 } %a2, 1
  %add = call i32 @llvm.nvvm.redux.sync.add(i32 %t, i32 -1)
  %umax = call i32 @llvm.nvvm.redux.sync.umax(i32 %t, i32 -1)
  %x1 = mul i32 %any, 1000000
  %ok1 = icmp eq i32 %a1m, -1
  %ok1z = zext i1 %ok1 to i32
  %x2 = mul i32 %ok1z, 600000
  %a2pz = zext i1 %a2p to i32
  %x3 = mul i32 %a2pz, 50000
  %x4 = mul i32 %a2m, 7
  %x5 = mul i32 %add, 1000
  %x6 = mul i32 %umax, 2
  %s1 = add i32 %x1, %x2
  %s2 = add i32 %s1, %x3
  %s3 = add i32 %s2, %x4
  %s4 = add i32 %s3, %x5
  %s5 = add i32 %s4, %x6
  %odd = and i32 %t, 1
  %even = icmp eq i32 %odd, 0
  br i1 %even, label %br, label %done

br:
  %m = call i32 @llvm.nvvm.activemask()
  %bm = mul i32 %m, 20000000
  %s6 = add i32 %s5, %bm
  br label %done

done:
  %r = phi i32 [ %s6, %br ], [ %s5, %entry ]
  ret i32 %r
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32)
declare i32 @llvm.nvvm.activemask()
