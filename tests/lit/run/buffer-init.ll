; buffer:SIZE:INIT fills an argument's buffer: zero, iota (32-bit words
; 0, 1, 2, ...) or random:SEED (word i: the high 32 bits of
; splitmix64(SEED + i)).  @f returns word 2.  For seed 7 the expected
; word, 2930725630 (-1364241666 as i32), is computed independently:
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
; BAD: error: argument %p: cannot read 'buffer:16:bogus' as a pointer (null, buffer:SIZE[:zero|iota|random:SEED] or @global)
define i32 @f(ptr %p) {
  %q = getelementptr i32, ptr %p, i32 2
  %v = load i32, ptr %q
  ret i32 %v
}
