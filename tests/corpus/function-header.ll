; Covers: every part of a function header: linkage, visibility, DLL storage,
; calling convention, return attributes, unnamed_addr, addrspace, function
; attributes, section, partition, comdat, align, gc, prefix, prologue,
; personality, metadata attachment; varargs; argument names on declarations.
$c = comdat any

declare i32 @pers(...)
declare void @named_args(i32 %a, ptr noundef %b, ...)

define internal zeroext i8 @full(i32 signext %x, ...) unnamed_addr nounwind section ".text.full" partition "p1" comdat($c) align 32 gc "statepoint-example" prefix i32 123 prologue i8 144 personality ptr @pers !attach !0 {
  ret i8 0
}

define void @gc_only() gc "shadow-stack" {
  ret void
}

define void @prefix_only() prefix [2 x i8] c"ab" {
  ret void
}

define void @prologue_only() prologue { i8, i8 } { i8 -21, i8 6 } {
  ret void
}

define hidden void @local_ua() local_unnamed_addr {
  ret void
}

define dso_local noalias ptr @ret_attr() {
  ret ptr null
}

define void @varargs(...) {
  %r = call i8 (i32, ...) @full(i32 1, i32 2)
  ret void
}

define weak_odr protected dllexport cc 10 void @cconly() align 4 {
  ret void
}

!0 = !{!"attached"}
