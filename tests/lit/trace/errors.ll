; Bad paths and operations are errors with exit code 2.
; RUN: not %converge trace %s --path "H L Exit" 2>&1 | FileCheck %s --check-prefix=NOT-ENTRY --match-full-lines --strict-whitespace
; RUN: not %converge trace %s --path "Entry H Exit" 2>&1 | FileCheck %s --check-prefix=NO-EDGE --match-full-lines --strict-whitespace
; RUN: not %converge trace %s --path "Entry Nowhere" 2>&1 | FileCheck %s --check-prefix=NO-BLOCK --match-full-lines --strict-whitespace
; RUN: not %converge trace %s --path "Entry H L Exit" --op %nosuch 2>&1 | FileCheck %s --check-prefix=NO-OP --match-full-lines --strict-whitespace
; RUN: not %converge trace %s 2>&1 | FileCheck %s --check-prefix=NO-PATH --match-full-lines --strict-whitespace
; RUN: not %converge trace %s --path "Entry" --format=xml 2>&1 | FileCheck %s --check-prefix=FORMAT --match-full-lines --strict-whitespace
; RUN: not %converge trace %s --path "Entry" --anchor=some 2>&1 | FileCheck %s --check-prefix=ANCHOR --match-full-lines --strict-whitespace
; RUN: not %converge trace %s --path "Entry" --function nosuch 2>&1 | FileCheck %s --check-prefix=FUNCTION --match-full-lines --strict-whitespace
; RUN: %converge trace --help | FileCheck %s --check-prefix=HELP --match-full-lines --strict-whitespace

define void @f(i1 %c) {
Entry:
  br label %H

H:
  br label %L

L:
  br i1 %c, label %H, label %Exit

Exit:
  ret void
}

; NOT-ENTRY:{{.*}}: error: path of thread 0: must start at the entry block %Entry

; NO-EDGE:{{.*}}: error: path of thread 0: no edge from %H to %Exit (position 2)

; NO-BLOCK:{{.*}}: error: path of thread 0: no block 'Nowhere' in the function

; NO-OP:{{.*}}: error: no instruction '%nosuch' in the function

; NO-PATH:converge: trace needs at least one --path

; FORMAT:converge: unknown format 'xml' (text or json)

; ANCHOR:converge: unknown anchor policy 'some' (maximal, singleton or random:SEED)

; FUNCTION:converge: no function @nosuch in the module

; HELP:usage: converge trace [--function NAME] --path "B0 B1 ..." [--path ...]
; HELP-NEXT:                      [--op OP] [--anchor=POLICY] [--oracle]
; HELP-NEXT:                      [--format=text|json] [-o OUT] [FILE|-]
