; Numbered values and blocks in trace: --op %3 is the value %3 (as
; explain --value %3), a bare --op 3 is refused (a line or a value?),
; and a cell of a numbered block separates the block from the instance
; with '#' (2#1, not 21).  The entry block is %0; the input skips %1.
; RUN: %converge trace %s --path "0 2 2 4" --path "0 2 4" | FileCheck %s --check-prefix=BLOCKS --match-full-lines --strict-whitespace
; RUN: %converge trace %s --path "0 2 2 4" --path "0 2 4" --op %3 | FileCheck %s --check-prefix=OP --match-full-lines --strict-whitespace
; RUN: %converge trace %s --path "0 2 2 4" --path "0 2 4" --op line:17 | FileCheck %s --check-prefix=OP --match-full-lines --strict-whitespace
; RUN: not %converge trace %s --path "0 2 4" --op 3 2>&1 | FileCheck %s --check-prefix=BARE --match-full-lines --strict-whitespace
; RUN: not %converge trace %s --path "0 2 4" --op %2 2>&1 | FileCheck %s --check-prefix=BLOCK --match-full-lines --strict-whitespace
; RUN: not %converge trace %s --path "0 2 4" --op %c 2>&1 | FileCheck %s --check-prefix=ARG --match-full-lines --strict-whitespace
; RUN: not %converge trace %s --path "0 2 4" --op %9 2>&1 | FileCheck %s --check-prefix=NONE --match-full-lines --strict-whitespace

define void @f(i1 %c) {
  br label %2

2:
  %3 = call i32 @op() convergent
  br i1 %c, label %2, label %4

4:
  ret void
}

declare i32 @op() convergent

; BLOCKS:@f: 2 threads; cycles: {%2} header %2
; BLOCKS-NEXT:          1    2    3    4
; BLOCKS-NEXT:thread 0  0#1  2#1  2#3  4#1
; BLOCKS-NEXT:thread 1  0#2  2#2       4#2

; OP:@f: 2 threads; cycles: {%2} header %2
; OP-NEXT:dynamic instances of the instruction at line 17, uncontrolled: maximal convergence; a cell is the block instance executing it
; OP-NEXT:          1    2
; OP-NEXT:thread 0  2#1  2#3
; OP-NEXT:thread 1  2#2

; BARE:{{.*}}numbered.ll: error: '3' could be a line or a value: give line:3 or %3
; BLOCK:{{.*}}numbered.ll: error: '%2' is a block, not an instruction
; ARG:{{.*}}numbered.ll: error: '%c' is an argument, not an instruction
; NONE:{{.*}}numbered.ll: error: no instruction '%9' in the function
