; Options of `run`: the first function by default, --function, -o and
; stdin, the help text, and bad options.
; RUN: %converge run %s --threads 2 --format=summary | FileCheck %s --check-prefix=FIRST --match-full-lines --strict-whitespace
; RUN: %converge run --function=second --threads 3 --format=summary - < %s | FileCheck %s --check-prefix=SECOND --match-full-lines --strict-whitespace
; RUN: %converge run %s --function second --format=json -o %t.json && grep -c returns %t.json | FileCheck %s --check-prefix=OUTPUT --match-full-lines --strict-whitespace
; RUN: %converge run --help | FileCheck %s --check-prefix=HELP --match-full-lines --strict-whitespace
; RUN: not %converge run %s --threads 0 2>&1 | FileCheck %s --check-prefix=THREADS --match-full-lines --strict-whitespace
; RUN: not %converge run %s --wave 65 2>&1 | FileCheck %s --check-prefix=WAVE --match-full-lines --strict-whitespace
; RUN: not %converge run %s --format=xml 2>&1 | FileCheck %s --check-prefix=FORMAT --match-full-lines --strict-whitespace
; RUN: not %converge run %s --anchor=often 2>&1 | FileCheck %s --check-prefix=ANCHOR --match-full-lines --strict-whitespace
; RUN: not %converge run %s --arg novalue 2>&1 | FileCheck %s --check-prefix=ARG --match-full-lines --strict-whitespace
; RUN: not %converge run %s --function nosuch 2>&1 | FileCheck %s --check-prefix=NOSUCH --match-full-lines --strict-whitespace
; RUN: not %converge run %s --function declared 2>&1 | FileCheck %s --check-prefix=DECL --match-full-lines --strict-whitespace
; RUN: not %converge run %s --bogus 2>&1 | FileCheck %s --check-prefix=BOGUS --match-full-lines --strict-whitespace

define i32 @first() {
  ret i32 1
}

define i32 @second() {
  ret i32 2
}

declare void @declared()

; FIRST:threads 2 waves 1 steps 2 ops 0

; SECOND:threads 3 waves 1 steps 3 ops 0

; OUTPUT:1

; HELP:usage: converge run [--function NAME] [--threads N] [--wave W]
; HELP-NEXT:                    [--grid X[,Y[,Z]]] [--workgroup X[,Y[,Z]]]
; HELP-NEXT:                    [--arg NAME=VALUE]... [--anchor=POLICY] [--max-steps N]
; HELP-NEXT:                    [--extern NAME=VALUE|zero|tid|lane]...
; HELP-NEXT:                    [--dump NAME=FILE]...
; HELP-NEXT:                    [--check-uniformity [--llvm-compat]]
; HELP-NEXT:                    [--reconvergence=maximal|ipdom]
; HELP-NEXT:                    [--format=text|json|summary|html] [-o OUT] [FILE|-]

; THREADS:converge: --threads needs a number from 1 to 16777216

; WAVE:converge: --wave needs a number from 1 to 64

; FORMAT:converge: unknown format 'xml' (text, json, summary or html)

; ANCHOR:converge: unknown anchor policy 'often' (maximal, singleton, random:SEED or choices:LIST)

; ARG:converge: --arg needs NAME=VALUE

; NOSUCH:converge: no function @nosuch in the module

; DECL:converge: @declared is a declaration, not a definition

; BOGUS:converge: unknown or incomplete option '--bogus'; see 'converge run --help'
; BOGUS-NOT:usage
