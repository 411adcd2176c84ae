; --format=json of cycles and dom: one object per function, names as LLVM
; prints them (quoted ones escaped for JSON), cycles in forest order (blocks
; in LLVM's order, as print<cycles> lists them) with
; the index of their parent, every block's immediate (post-)dominator.
; RUN: %converge cycles --format=json %s | FileCheck %s --check-prefix=CYCLES --match-full-lines --strict-whitespace
; RUN: %converge dom --format=json %s | FileCheck %s --check-prefix=DOM --match-full-lines --strict-whitespace
; RUN: %converge dom --post --format=json %s | FileCheck %s --check-prefix=POST --match-full-lines --strict-whitespace
; RUN: %converge cycles --format=json %s | python3 -c "import json,sys; d=json.load(sys.stdin); print(len(d['functions']), d['functions'][0]['cycles'][1]['parent'])" | FileCheck %s --check-prefix=PARSED
define void @"a b"(i1 %c) {
entry:
  br label %"h 1"
"h 1":
  br label %inner
inner:
  br i1 %c, label %inner, label %latch
latch:
  br i1 %c, label %"h 1", label %x
x:
  ret void
}

define void @g() {
  ret void
}

; CYCLES:{"functions": [
; CYCLES-NEXT:{"function": "@\"a b\"", "line": 9, "cycles": [
; CYCLES-NEXT:  {"header": "%\"h 1\"", "line": 12, "depth": 1, "parent": null, "reducible": true, "entries": ["%\"h 1\""], "blocks": ["%\"h 1\"", "%latch", "%inner"], "exits": ["%x"]},
; CYCLES-NEXT:  {"header": "%inner", "line": 14, "depth": 2, "parent": 0, "reducible": true, "entries": ["%inner"], "blocks": ["%inner"], "exits": ["%latch"]}]}
; CYCLES-NEXT:,
; CYCLES-NEXT:{"function": "@g", "line": 22, "cycles": []}
; CYCLES-NEXT:]}

; DOM:{"function": "@\"a b\"", "line": 9, "post": false, "roots": ["%entry"], "blocks": [
; DOM-NEXT:  {"block": "%entry", "idom": null, "level": 0},
; DOM-NEXT:  {"block": "%\"h 1\"", "idom": "%entry", "level": 1},
; DOM-NEXT:  {"block": "%inner", "idom": "%\"h 1\"", "level": 2},
; DOM-NEXT:  {"block": "%latch", "idom": "%inner", "level": 3},
; DOM-NEXT:  {"block": "%x", "idom": "%latch", "level": 4}]}

; POST:{"function": "@\"a b\"", "line": 9, "post": true, "roots": ["%x"], "blocks": [
; POST-NEXT:  {"block": "%entry", "idom": "%\"h 1\"", "level": 5},

; PARSED:2 0
