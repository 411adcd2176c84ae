; OpenCL's work-item and sub-group functions as clang emits them for a
; module not linked with libclc: calls of mangled external declarations,
; answered from the launch.  6 threads in one work group (a line), waves
; of 4: thread t returns a number that packs what it read, so that one
; line of returns checks them all.  Expected, computed by hand:
;   global_id = local_id = t, group_id 0, local_size 6, global_size 6,
;   num_groups 1, work_dim 1, sub_group_size 4 (wave 0) and 2 (wave 1),
;   sub_group_id = wave, sub_group_local_id = lane, num_sub_groups 2,
;   reduce_add of t over the wave: 6 (0+1+2+3) and 9 (4+5),
;   scan_inclusive_add: 0 1 3 6 | 4 9, scan_exclusive_max: INT_MIN 0 1 2 | INT_MIN 4
; RUN: %converge run %s --function ids --threads 6 --wave 4 --format=json | FileCheck %s --check-prefix=IDS
; IDS: "returns": [661102400, 661102401, 661102402, 661102403, 661102210, 661102211]
; RUN: %converge run %s --function sub --threads 6 --wave 4 --format=json | FileCheck %s --check-prefix=SUB
; SUB: "returns": [600, 601, 603, 606, 904, 909]
; RUN: %converge run %s --function excl --threads 6 --wave 4 --format=json | FileCheck %s --check-prefix=EXCL
; EXCL: "returns": [-2147483648, 0, 1, 2, -2147483648, 4]
; RUN: %converge run %s --function votes --threads 6 --wave 4 --format=json | FileCheck %s --check-prefix=VOTES
; VOTES: "returns": [10, 10, 10, 10, 1, 1]
; sub_group_broadcast(t * 7, 1): lane 1's value in each sub group (7, 35),
; after a work_group_barrier and a sub_group_barrier.
; RUN: %converge run %s --function bcast --threads 6 --wave 4 --format=json | FileCheck %s --check-prefix=BCAST
; BCAST: "returns": [7, 7, 7, 7, 35, 35]

target triple = "spirv64"

; the answers packed in decimal digits, one per query:
; local_size global_size num_groups work_dim group_id num_sub_groups
; sub_group_size sub_group_id sub_group_local_id, and global_id - local_id
; (0) added
define i64 @ids() {
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %lid = call i64 @_Z12get_local_idj(i32 0)
  %grp = call i64 @_Z12get_group_idj(i32 0)
  %ls = call i64 @_Z14get_local_sizej(i32 0)
  %gs = call i64 @_Z15get_global_sizej(i32 0)
  %ng = call i64 @_Z14get_num_groupsj(i32 0)
  %wd = call i32 @_Z12get_work_dimv()
  %nsg = call i32 @_Z18get_num_sub_groupsv()
  %sgs = call i32 @_Z18get_sub_group_sizev()
  %sgid = call i32 @_Z16get_sub_group_idv()
  %sglid = call i32 @_Z22get_sub_group_local_idv()
  %wd64 = zext i32 %wd to i64
  %nsg64 = zext i32 %nsg to i64
  %sgs64 = zext i32 %sgs to i64
  %sgid64 = zext i32 %sgid to i64
  %sglid64 = zext i32 %sglid to i64
  %a0 = mul i64 %ls, 10
  %a1 = add i64 %a0, %gs
  %b0 = mul i64 %a1, 10
  %b1 = add i64 %b0, %ng
  %c0 = mul i64 %b1, 10
  %c1 = add i64 %c0, %wd64
  %d0 = mul i64 %c1, 10
  %d1 = add i64 %d0, %grp
  %e0 = mul i64 %d1, 10
  %e1 = add i64 %e0, %nsg64
  %f0 = mul i64 %e1, 10
  %f1 = add i64 %f0, %sgs64
  %g0 = mul i64 %f1, 10
  %g1 = add i64 %g0, %sgid64
  %h0 = mul i64 %g1, 10
  %h1 = add i64 %h0, %sglid64
  %diff = sub i64 %gid, %lid
  %r = add i64 %h1, %diff
  ret i64 %r
}

define i32 @sub() {
  %t = call i64 @_Z13get_global_idj(i32 0)
  %v = trunc i64 %t to i32
  %sum = call i32 @_Z20sub_group_reduce_addi(i32 %v)
  %scan = call i32 @_Z28sub_group_scan_inclusive_addi(i32 %v)
  %a = mul i32 %sum, 100
  %r = add i32 %a, %scan
  ret i32 %r
}

define i32 @excl() {
  %t = call i64 @_Z13get_global_idj(i32 0)
  %v = trunc i64 %t to i32
  %x = call i32 @_Z28sub_group_scan_exclusive_maxi(i32 %v)
  ret i32 %x
}

; sub_group_all(t < 4) * 10 + sub_group_any(t == 5): 10 in wave 0, 1 in
; wave 1
define i32 @votes() {
  %t = call i64 @_Z13get_global_idj(i32 0)
  %lt = icmp ult i64 %t, 4
  %lt32 = zext i1 %lt to i32
  %eq = icmp eq i64 %t, 5
  %eq32 = zext i1 %eq to i32
  %all = call i32 @_Z13sub_group_alli(i32 %lt32)
  %any = call i32 @_Z13sub_group_anyi(i32 %eq32)
  %a = mul i32 %all, 10
  %r = add i32 %a, %any
  call void @_Z7barrierj(i32 1)
  ret i32 %r
}

define i32 @bcast() {
  %t = call i64 @_Z13get_global_idj(i32 0)
  %v = trunc i64 %t to i32
  %v7 = mul i32 %v, 7
  call void @_Z18work_group_barrierj12memory_scope(i32 1, i32 2)
  call void @_Z17sub_group_barrierj(i32 1)
  %b = call i32 @_Z19sub_group_broadcastij(i32 %v7, i32 1)
  ret i32 %b
}

declare void @_Z18work_group_barrierj12memory_scope(i32, i32) convergent
declare void @_Z17sub_group_barrierj(i32) convergent
declare i32 @_Z19sub_group_broadcastij(i32, i32) convergent
declare i64 @_Z13get_global_idj(i32)
declare i64 @_Z12get_local_idj(i32)
declare i64 @_Z12get_group_idj(i32)
declare i64 @_Z14get_local_sizej(i32)
declare i64 @_Z15get_global_sizej(i32)
declare i64 @_Z14get_num_groupsj(i32)
declare i32 @_Z12get_work_dimv()
declare i32 @_Z18get_sub_group_sizev()
declare i32 @_Z16get_sub_group_idv()
declare i32 @_Z22get_sub_group_local_idv()
declare i32 @_Z18get_num_sub_groupsv()
declare i32 @_Z20sub_group_reduce_addi(i32) convergent
declare i32 @_Z28sub_group_scan_inclusive_addi(i32) convergent
declare i32 @_Z28sub_group_scan_exclusive_maxi(i32) convergent
declare i32 @_Z13sub_group_alli(i32) convergent
declare i32 @_Z13sub_group_anyi(i32) convergent
declare void @_Z7barrierj(i32) convergent
