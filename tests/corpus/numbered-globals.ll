; Covers: unnamed (numbered) globals and functions with gaps, mixed with
; named ones, numbered attribute/metadata references from them, and uses
; of numbered globals in bodies and initializers.
@0 = private unnamed_addr constant [3 x i8] c"ab\00"
@2 = internal global ptr @0
@named = global ptr @5
@5 = global i32 5

define i32 @8() {
  %v = load i32, ptr @5
  ret i32 %v
}

define void @user() {
  %r = call i32 @8()
  %p = load ptr, ptr @2
  call void @9(ptr %p)
  ret void
}

declare void @9(ptr)
