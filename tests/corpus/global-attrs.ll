; Covers: global variable properties: thread_local models, unnamed_addr and
; local_unnamed_addr, addrspace, externally_initialized, constant vs global,
; section, partition, comdat, align, code_model, sanitizer attributes,
; attribute groups on globals, and !dbg/other metadata attachments.
$grp = comdat any
$lo = comdat largest
$cdself = comdat nodeduplicate
@tl = thread_local global i32 0
@tl_gd = thread_local(localdynamic) global i32 0
@tl_ie = thread_local(initialexec) global i32 0
@tl_le = thread_local(localexec) global i32 0
@ua = unnamed_addr constant i32 1
@lua = local_unnamed_addr global i32 2
@as = addrspace(3) global i32 3
@as1 = internal addrspace(1) constant [2 x i8] c"hi"
@ei = externally_initialized global i32 4
@sec = global i32 5, section ".mydata"
@part = global i32 6, partition "part1"
@cd = global i32 7, comdat($grp)
@cdself = global i32 8, comdat
@al = global i32 9, align 16
@cm = global i32 10, code_model "large"
@san = global i32 11, no_sanitize_address, no_sanitize_hwaddress, sanitize_memtag, sanitize_address_dyninit
@all = internal thread_local(initialexec) unnamed_addr addrspace(1) externally_initialized global i32 12, section "s", comdat($lo), align 4
@withattrs = global i32 13 #0
@md = global i32 14, !foo !0, !bar !1
@ext_al = external global i8, align 1

define void @f() section ".text.hot" comdat($grp) align 16 {
  %a = load i32, ptr @tl
  %p = call ptr @llvm.threadlocal.address.p0(ptr @tl)
  %b = load i32, ptr addrspace(3) @as
  store i32 %b, ptr @all.flat
  ret void
}

@all.flat = global i32 0

declare ptr @llvm.threadlocal.address.p0(ptr)

attributes #0 = { "bss-section"="mybss" }

!0 = !{i32 1}
!1 = !{!"x"}
