; The IR well-formedness the analyses rely on: phis at the top of their
; block with one entry per predecessor edge, definitions dominating their
; uses (a phi's on its incoming edge), an entry block without
; predecessors.
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM

define i32 @phi_below_instruction(i1 %c) {
A:
  br i1 %c, label %B, label %C
B:
  br label %C
C:
  %x = add i32 1, 2
  %p = phi i32 [ 0, %A ], [ 1, %B ]
  ret i32 %p
}

define i32 @phi_missing_entry(i1 %c) {
A:
  br i1 %c, label %B, label %C
B:
  br label %C
C:
  %p = phi i32 [ 0, %A ]
  ret i32 %p
}

define i32 @phi_extra_entry(i1 %c) {
A:
  br label %B
B:
  %p = phi i32 [ 0, %A ], [ 1, %A ]
  ret i32 %p
}

define i32 @phi_different_values(i1 %c) {
A:
  br i1 %c, label %B, label %B
B:
  %p = phi i32 [ 0, %A ], [ 1, %A ]
  ret i32 %p
}

define i32 @phi_wrong_block(i1 %c) {
A:
  br label %B
B:
  %p = phi i32 [ 0, %C ]
  ret i32 %p
C:
  br label %D
D:
  ret i32 1
}

define i32 @use_not_dominated(i1 %c) {
A:
  br i1 %c, label %B, label %C
B:
  %x = add i32 1, 2
  br label %C
C:
  %y = add i32 %x, 1
  ret i32 %y
}

define i32 @phi_use_not_dominated(i1 %c) {
A:
  br i1 %c, label %B, label %C
B:
  %x = add i32 1, 2
  br label %C
C:
  %p = phi i32 [ %x, %A ], [ %x, %B ]
  ret i32 %p
}

define i32 @self_reference() {
A:
  %x = add i32 %x, 1
  ret i32 %x
}

define void @entry_with_predecessor(i1 %c) {
A:
  br i1 %c, label %A, label %B
B:
  ret void
}

; CHECK: {{.*}}ir.ll:15:3: error: phi '%p' is not at the top of %C
; CHECK-NEXT:   %p = phi i32 [ 0, %A ], [ 1, %B ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}ir.ll:14:3: note: the first instruction of the block that is not a phi
; CHECK-NEXT:   %x = add i32 1, 2
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule ir.phi-placement: LangRef, 'phi' instruction: phi nodes must be first in a basic block, grouped together
; CHECK-NEXT: {{.*}}ir.ll:25:3: error: phi '%p' has 1 incoming entry, but its block %C has 2 predecessor edges
; CHECK-NEXT:   %p = phi i32 [ 0, %A ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule ir.phi-predecessors: LangRef, 'phi' instruction: one incoming entry for each predecessor edge of the block
; CHECK-NEXT: {{.*}}ir.ll:33:3: error: phi '%p' has 2 incoming entries, but its block %B has 1 predecessor edge
; CHECK-NEXT:   %p = phi i32 [ 0, %A ], [ 1, %A ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule ir.phi-predecessors: LangRef, 'phi' instruction: one incoming entry for each predecessor edge of the block
; CHECK-NEXT: {{.*}}ir.ll:41:3: error: phi '%p' has entries for %A with different values, i32 1 and i32 0
; CHECK-NEXT:   %p = phi i32 [ 0, %A ], [ 1, %A ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule ir.phi-predecessors: LangRef, 'phi' instruction: entries for the same predecessor block must have the same value
; CHECK-NEXT: {{.*}}ir.ll:49:3: error: phi '%p' has an entry for %C, which is not a predecessor of %B
; CHECK-NEXT:   %p = phi i32 [ 0, %C ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule ir.phi-predecessors: LangRef, 'phi' instruction: one incoming entry for each predecessor edge of the block
; CHECK-NEXT: {{.*}}ir.ll:64:3: error: '%x' does not dominate this use
; CHECK-NEXT:   %y = add i32 %x, 1
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}ir.ll:61:3: note: '%x' is defined here, in %B
; CHECK-NEXT:   %x = add i32 1, 2
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule ir.dominance: LangRef, SSA form: every use of a value is dominated by its definition (a phi's use is on its incoming edge)
; CHECK-NEXT: {{.*}}ir.ll:75:3: error: '%x' does not dominate this use on the edge from %A
; CHECK-NEXT:   %p = phi i32 [ %x, %A ], [ %x, %B ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}ir.ll:72:3: note: '%x' is defined here, in %B
; CHECK-NEXT:   %x = add i32 1, 2
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule ir.dominance: LangRef, SSA form: every use of a value is dominated by its definition (a phi's use is on its incoming edge)
; CHECK-NEXT: {{.*}}ir.ll:81:3: error: '%x' uses its own value; only a phi may
; CHECK-NEXT:   %x = add i32 %x, 1
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule ir.dominance: LangRef, SSA form: every use of a value is dominated by its definition
; CHECK-NEXT: {{.*}}ir.ll:86:1: error: the entry block %A of @entry_with_predecessor has predecessors
; CHECK-NEXT: A:
; CHECK-NEXT: ^
; CHECK-NEXT: {{.*}}ir.ll:87:3: note: %A branches to the entry block here
; CHECK-NEXT:   br i1 %c, label %A, label %B
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule ir.entry-block: LangRef, Functions: the first basic block of a function may not have predecessors
; CHECK-NEXT: {{.*}}ir.ll: 9 violations in 9 functions

; LLVM: PHI nodes not grouped at top of basic block!
; LLVM-NEXT:   %p = phi i32 [ 0, %A ], [ 1, %B ]
; LLVM-NEXT: label %C
; LLVM-NEXT: PHINode should have one entry for each predecessor of its parent basic block!
; LLVM-NEXT:   %p = phi i32 [ 0, %A ]
; LLVM-NEXT: PHINode should have one entry for each predecessor of its parent basic block!
; LLVM-NEXT:   %p = phi i32 [ 0, %A ], [ 1, %A ]
; LLVM-NEXT: PHI node has multiple entries for the same basic block with different incoming values!
; LLVM-NEXT:   %p = phi i32 [ 0, %A ], [ 1, %A ]
; LLVM-NEXT: label %A
; LLVM-NEXT: i32 0
; LLVM-NEXT: i32 1
; LLVM-NEXT: PHI node entries do not match predecessors!
; LLVM-NEXT:   %p = phi i32 [ 0, %C ]
; LLVM-NEXT: label %C
; LLVM-NEXT: label %A
; LLVM-NEXT: Instruction does not dominate all uses!
; LLVM-NEXT:   %x = add i32 1, 2
; LLVM-NEXT:   %y = add i32 %x, 1
; LLVM-NEXT: Instruction does not dominate all uses!
; LLVM-NEXT:   %x = add i32 1, 2
; LLVM-NEXT:   %p = phi i32 [ %x, %A ], [ %x, %B ]
; LLVM-NEXT: Only PHI nodes may reference their own value!
; LLVM-NEXT:   %x = add i32 %x, 1
; LLVM-NEXT: Entry block to function must not have predecessors!
; LLVM-NEXT: label %A
; LLVM-NEXT: {{.*}}error: input module is broken!
