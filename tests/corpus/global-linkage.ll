; Covers: global variables with every linkage, dso_local/dso_preemptable,
; visibility, DLL storage, and functions with the same; numbered globals;
; globals referenced from a function body.
@private = private global i32 1
@internal = internal global i32 2
@available = available_externally global i32 3
@linkonce = linkonce global i32 4
@weak = weak global i32 5
@common = common global i32 0
@appending = appending global [1 x ptr] [ptr null]
@extern_weak = extern_weak global i32
@linkonce_odr = linkonce_odr global i32 6
@weak_odr = weak_odr global i32 7
@external = external global i32
@local = dso_local global i32 9
@preempt = dso_preemptable global i32 10
@hidden = hidden global i32 11
@protected = protected global i32 12
@default = default global i32 13
@dllimport = external dllimport global i32
@dllexport = dllexport global i32 14
@combo = weak_odr dso_local protected dllexport global i32 15
@0 = global i32 17
@1 = private constant i32 18

declare extern_weak void @ew()
declare dllimport void @di()
define private void @priv() {
  ret void
}
define internal fastcc void @intern() {
  ret void
}
define linkonce_odr hidden void @lodr() {
  ret void
}
define weak dso_local protected void @wk() {
  ret void
}
define available_externally void @ae() {
  ret void
}
define dllexport void @de() {
  ret void
}

define i32 @uses() {
  %a = load i32, ptr @private
  %b = load i32, ptr @0
  %c = load i32, ptr @1
  call void @priv()
  call fastcc void @intern()
  call void @ew()
  %d = add i32 %a, %b
  %e = add i32 %d, %c
  ret i32 %e
}
