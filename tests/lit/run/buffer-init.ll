; buffer:SIZE:INIT fills an argument's buffer: zero, iota (32-bit words
; 0, 1, 2, ...), random:SEED (word i: the high 32 bits of
; splitmix64(SEED + i)), hex:BYTES or file:PATH.  @f returns word 2.  For
; seed 7 the expected word, 2930725630 (-1364241666 as i32), is computed
; independently:
;   python3 -c "M=2**64-1; x=(7+2+0x9e3779b97f4a7c15)&M;
;     x=((x^(x>>30))*0xbf58476d1ce4e5b9)&M; x=((x^(x>>27))*0x94d049bb133111eb)&M;
;     print((x^(x>>31))>>32)"
; RUN: %converge run %s --arg p=buffer:16:iota --format=json | FileCheck %s --check-prefix=IOTA
; IOTA: "returns": [2]
; RUN: %converge run %s --arg p=buffer:16:zero --format=json | FileCheck %s --check-prefix=ZERO
; ZERO: "returns": [0]
; RUN: %converge run %s --arg p=buffer:16:random:7 --format=json | FileCheck %s --check-prefix=RANDOM
; RANDOM: "returns": [-1364241666]
; RUN: not %converge run %s --arg p=buffer:16:bogus 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: error: argument %p: cannot read 'buffer:16:bogus' as a pointer (null, buffer:SIZE[:zero|iota|random:SEED|hex:BYTES] or @global)

; hex:BYTES: the first bytes, the rest zero; an odd digit, a non-digit or
; more bytes than SIZE is an error.  Word 2 is bytes 8..11: 0x0d0c0b0a.
; RUN: %converge run %s --arg p=buffer:16:hex:00000000000000000a0b0c0d --format=json | FileCheck %s --check-prefix=HEX
; HEX: "returns": [218893066]
; RUN: not %converge run %s --arg p=buffer:2:hex:000000 2>&1 | FileCheck %s --check-prefix=HEXLONG
; HEXLONG: error: argument %p: cannot read 'buffer:2:hex:000000' as a pointer
; RUN: not %converge run %s --arg p=buffer:4:hex:0g 2>&1 | FileCheck %s --check-prefix=HEXLONG-DIGIT
; HEXLONG-DIGIT: error: argument %p: cannot read 'buffer:4:hex:0g' as a pointer

; file:PATH: the file's bytes (the command line reads the file).
; RUN: printf 'abcdefghijkl' > %t.in
; RUN: %converge run %s --arg p=buffer:16:file:%t.in --format=json | FileCheck %s --check-prefix=FILE
; FILE: "returns": [1818978921]
; FILE: "buffers": {"p": "6162636465666768696a6b6c01000000"}}
; RUN: not %converge run %s --arg p=buffer:4:file:%t.in 2>&1 | FileCheck %s --check-prefix=FILE-LONG
; FILE-LONG: converge: --arg p: '{{.*}}.in' has 12 bytes, more than the buffer's 4
; RUN: not %converge run %s --arg p=buffer:4:file:%t.nosuch 2>&1 | FileCheck %s --check-prefix=FILE-MISSING
; FILE-MISSING: converge: --arg p: cannot read '{{.*}}.nosuch': No such file or directory

; The buffers' final contents: JSON hex, a hexdump in text (rows equal to
; the one above as "*", all-zero buffers in one line, long ones elided),
; and --dump NAME=FILE writes the bytes (@f stores 1 at word 3).
; RUN: %converge run %s --arg p=buffer:40:iota | FileCheck %s --check-prefix=TEXT --match-full-lines --strict-whitespace
; TEXT:buffers:
; TEXT-NEXT:  %p: 40 bytes
; TEXT-NEXT:    00000000  00 00 00 00 01 00 00 00  02 00 00 00 01 00 00 00
; TEXT-NEXT:    00000010  04 00 00 00 05 00 00 00  06 00 00 00 07 00 00 00
; TEXT-NEXT:    00000020  08 00 00 00 09 00 00 00
; TEXT-EMPTY:
; RUN: %converge run %s --arg p=buffer:1000:hex:ff | FileCheck %s --check-prefix=LONG --match-full-lines --strict-whitespace
; LONG:  %p: 1000 bytes
; LONG-NEXT:    00000000  ff 00 00 00 00 00 00 00  00 00 00 00 01 00 00 00
; LONG-NEXT:    00000010  00 00 00 00 00 00 00 00  00 00 00 00 00 00 00 00
; LONG-NEXT:    *
; LONG-NEXT:    ... 800 bytes not shown (converge run --dump NAME=FILE writes them all)
; LONG-NEXT:    000003a0  00 00 00 00 00 00 00 00  00 00 00 00 00 00 00 00
; LONG-NEXT:    *
; LONG-NEXT:    000003e0  00 00 00 00 00 00 00 00
; RUN: %converge run %s --function g | FileCheck %s --check-prefix=ZEROS --match-full-lines --strict-whitespace
; ZEROS:  %q: 4096 bytes, all zero
; RUN: %converge run %s --arg p=buffer:16:iota --dump p=%t.bin --dump %%p=%t2.bin
; RUN: od -An -tx1 %t.bin | FileCheck %s --check-prefix=DUMP
; RUN: cmp %t.bin %t2.bin
; DUMP: 00 00 00 00 01 00 00 00 02 00 00 00 01 00 00 00
; RUN: not %converge run %s --arg p=buffer:16 --dump nosuch=%t.bin 2>&1 | FileCheck %s --check-prefix=DUMP-BAD
; DUMP-BAD: converge: --dump: no buffer 'nosuch'; the buffers: p
; RUN: not %converge run %s --dump p 2>&1 | FileCheck %s --check-prefix=DUMP-SYNTAX
; DUMP-SYNTAX: converge: --dump needs NAME=FILE

define i32 @f(ptr %p) {
  %q = getelementptr i32, ptr %p, i32 2
  %v = load i32, ptr %q
  %r = getelementptr i32, ptr %p, i32 3
  store i32 1, ptr %r
  ret i32 %v
}

define void @g(ptr %q) {
  ret void
}
