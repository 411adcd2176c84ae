; Covers: source_filename, target datalayout and triple, module asm (several
; lines, with escapes), a declaration and a trivial definition.
source_filename = "module-header.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

module asm ".globl helper"
module asm "helper:"
module asm "\09ret \22quoted\22"

declare void @ext()

define void @f() {
  call void @ext()
  ret void
}
