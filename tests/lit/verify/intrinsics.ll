; Placement and operands of the convergence control intrinsics
; (ConvergentOperations, Convergence Control Intrinsics): one invalid
; function per rule.
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM

define void @entry_not_convergent() {
  %tok = call token @llvm.experimental.convergence.entry()
  call void @f() [ "convergencectrl"(token %tok) ]
  ret void
}

define void @entry_not_in_entry_block() convergent {
A:
  br label %B
B:
  %tok = call token @llvm.experimental.convergence.entry()
  call void @f() [ "convergencectrl"(token %tok) ]
  ret void
}

define void @entry_after_convergent() convergent {
  %a = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %a) ]
  %tok = call token @llvm.experimental.convergence.entry()
  ret void
}

define void @entry_twice() convergent {
  %tok1 = call token @llvm.experimental.convergence.entry()
  %tok2 = call token @llvm.experimental.convergence.entry()
  call void @f() [ "convergencectrl"(token %tok2) ]
  ret void
}

define void @entry_with_operand() convergent {
  %tok = call token @llvm.experimental.convergence.entry()
  %tok2 = call token @llvm.experimental.convergence.entry() [ "convergencectrl"(token %tok) ]
  ret void
}

define void @anchor_with_operand() {
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call token @llvm.experimental.convergence.anchor() [ "convergencectrl"(token %a) ]
  call void @f() [ "convergencectrl"(token %b) ]
  ret void
}

define void @loop_without_operand(i1 %c) {
A:
  br label %B
B:
  %h = call token @llvm.experimental.convergence.loop()
  call void @f() [ "convergencectrl"(token %h) ]
  br i1 %c, label %B, label %C
C:
  ret void
}

define void @loop_after_convergent(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %B
B:
  %x = call token @llvm.experimental.convergence.anchor()
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  call void @f() [ "convergencectrl"(token %h) ]
  br i1 %c, label %B, label %C
C:
  ret void
}

declare void @f() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

; CHECK: {{.*}}intrinsics.ll:8:3: error: llvm.experimental.convergence.entry in @entry_not_convergent, which is not convergent
; CHECK-NEXT:   %tok = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule entry.convergent-function: ConvergentOperations, Convergence Control Intrinsics: it is an error if llvm.experimental.convergence.entry appears in a non-convergent function
; CHECK-NEXT: {{.*}}intrinsics.ll:17:3: error: llvm.experimental.convergence.entry in %B, which is not the entry block of @entry_not_in_entry_block
; CHECK-NEXT:   %tok = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule entry.entry-block: ConvergentOperations, Convergence Control Intrinsics: llvm.experimental.convergence.entry can occur at most once in a function, and only in the entry block of the function
; CHECK-NEXT: {{.*}}intrinsics.ll:25:3: error: llvm.experimental.convergence.entry is preceded by a convergent operation in its block
; CHECK-NEXT:   %tok = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}intrinsics.ll:23:3: note: preceded by this convergent operation
; CHECK-NEXT:   %a = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule entry.first: ConvergentOperations, Convergence Control Intrinsics: if llvm.experimental.convergence.entry occurs in a basic block, then it must precede any other convergent operation in the same basic block
; CHECK-NEXT: {{.*}}intrinsics.ll:31:3: error: second llvm.experimental.convergence.entry in @entry_twice
; CHECK-NEXT:   %tok2 = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}intrinsics.ll:30:3: note: the first one is here
; CHECK-NEXT:   %tok1 = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule entry.once: ConvergentOperations, Convergence Control Intrinsics: llvm.experimental.convergence.entry can occur at most once in a function, and only in the entry block of the function
; CHECK-NEXT: {{.*}}intrinsics.ll:38:3: error: second llvm.experimental.convergence.entry in @entry_with_operand
; CHECK-NEXT:   %tok2 = call token @llvm.experimental.convergence.entry() [ "convergencectrl"(token %tok) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}intrinsics.ll:37:3: note: the first one is here
; CHECK-NEXT:   %tok = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule entry.once: ConvergentOperations, Convergence Control Intrinsics: llvm.experimental.convergence.entry can occur at most once in a function, and only in the entry block of the function
; CHECK-NEXT: {{.*}}intrinsics.ll:38:3: error: @llvm.experimental.convergence.entry cannot take a convergencectrl operand; it starts a new token
; CHECK-NEXT:   %tok2 = call token @llvm.experimental.convergence.entry() [ "convergencectrl"(token %tok) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule intrinsic.no-operand: ConvergentOperations, Convergence Control Intrinsics: it is an error to specify a convergencectrl operand bundle at a call to llvm.experimental.convergence.entry or llvm.experimental.convergence.anchor
; CHECK-NEXT: {{.*}}intrinsics.ll:44:3: error: @llvm.experimental.convergence.anchor cannot take a convergencectrl operand; it starts a new token
; CHECK-NEXT:   %b = call token @llvm.experimental.convergence.anchor() [ "convergencectrl"(token %a) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule intrinsic.no-operand: ConvergentOperations, Convergence Control Intrinsics: it is an error to specify a convergencectrl operand bundle at a call to llvm.experimental.convergence.entry or llvm.experimental.convergence.anchor
; CHECK-NEXT: {{.*}}intrinsics.ll:53:3: error: llvm.experimental.convergence.loop without a convergencectrl operand: it needs the token of the enclosing scope
; CHECK-NEXT:   %h = call token @llvm.experimental.convergence.loop()
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule loop.operand: ConvergentOperations, Convergence Control Intrinsics: it is an error to omit the convergencectrl operand bundle on a call to llvm.experimental.convergence.loop
; CHECK-NEXT: {{.*}}intrinsics.ll:66:3: error: llvm.experimental.convergence.loop is preceded by a convergent operation in its block
; CHECK-NEXT:   %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}intrinsics.ll:65:3: note: preceded by this convergent operation
; CHECK-NEXT:   %x = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule loop.first: ConvergentOperations, Convergence Control Intrinsics: if llvm.experimental.convergence.loop occurs in a basic block, then it must precede any other convergent operation in the same basic block
; CHECK-NEXT: {{.*}}intrinsics.ll: 9 violations in 8 functions

; LLVM: Entry intrinsic can occur only in a convergent function.
; LLVM-NEXT:   %tok = call token @llvm.experimental.convergence.entry()
; LLVM-NEXT: Entry intrinsic can occur only in the entry block.
; LLVM-NEXT:   %tok = call token @llvm.experimental.convergence.entry()
; LLVM-NEXT: Entry intrinsic cannot be preceded by a convergent operation in the same basic block.
; LLVM-NEXT:   %tok = call token @llvm.experimental.convergence.entry()
; LLVM-NEXT: Entry intrinsic cannot be preceded by a convergent operation in the same basic block.
; LLVM-NEXT:   %tok2 = call token @llvm.experimental.convergence.entry()
; LLVM-NEXT: Entry intrinsic cannot be preceded by a convergent operation in the same basic block.
; LLVM-NEXT:   %tok2 = call token @llvm.experimental.convergence.entry() [ "convergencectrl"(token %tok) ]
; LLVM-NEXT: Entry or anchor intrinsic cannot have a convergencectrl token operand.
; LLVM-NEXT:   %b = call token @llvm.experimental.convergence.anchor() [ "convergencectrl"(token %a) ]
; LLVM-NEXT: Loop intrinsic must have a convergencectrl token operand.
; LLVM-NEXT:   %h = call token @llvm.experimental.convergence.loop()
; LLVM-NEXT: Loop intrinsic cannot be preceded by a convergent operation in the same basic block.
; LLVM-NEXT:   %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
; LLVM-NEXT: {{.*}}error: input module is broken!
