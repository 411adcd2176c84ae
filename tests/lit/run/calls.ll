; Calls to defined functions.  @sum_of is convergent: its entry token
; converges exactly the threads that executed the call site together (the
; two calls in the branches are separate; the one after the join has all
; threads).  @who is not convergent but is called with a token, its
; uncontrolled ballot converges maximally inside that call.  @fact recurses.
; RUN: %converge run %s --function kernel --threads 6 --wave 6 | FileCheck %s --check-prefix=TEXT --match-full-lines --strict-whitespace
; RUN: %converge run %s --function kernel --threads 6 --wave 6 --format=json | FileCheck %s --check-prefix=JSON --match-full-lines --strict-whitespace

target triple = "amdgcn-amd-amdhsa"

define i32 @sum_of(i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %s = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %e) ]
  ret i32 %s
}

define i64 @who(i1 %c) {
  %b = call i64 @subgroupBallot(i1 %c)
  ret i64 %b
}

define i32 @fact(i32 %n) {
entry:
  %z = icmp sle i32 %n, 1
  br i1 %z, label %base, label %rec

base:
  ret i32 1

rec:
  %n1 = sub i32 %n, 1
  %f = call i32 @fact(i32 %n1)
  %r = mul i32 %n, %f
  ret i32 %r
}

define i32 @kernel() convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %a, label %b

a:
  %sa = call i32 @sum_of(i32 %tid) [ "convergencectrl"(token %e) ]
  br label %join

b:
  %sb = call i32 @sum_of(i32 %tid) [ "convergencectrl"(token %e) ]
  br label %join

join:
  %s = phi i32 [ %sa, %a ], [ %sb, %b ]
  %all = call i32 @sum_of(i32 %s) [ "convergencectrl"(token %e) ]
  %small = icmp ult i32 %tid, 3
  %w = call i64 @who(i1 %small) [ "convergencectrl"(token %e) ]
  %n = urem i32 %tid, 5
  %f = call i32 @fact(i32 %n)
  %r = add i32 %all, %f
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry()
declare i32 @subgroupAdd(i32) convergent
declare i64 @subgroupBallot(i1) convergent
declare i32 @llvm.amdgcn.workitem.id.x()

; TEXT:run @kernel: 6 threads in 1 wave of 6; anchors: maximal; 186 thread-instructions
; TEXT-EMPTY:
; TEXT-NEXT:convergent operations, one line per dynamic instance: the threads that executed it together
; TEXT-NEXT:wave 0:
; TEXT-NEXT:  line 40  %e = entry  threads 0-5  -> token0 (all)
; TEXT-NEXT:  line 51  %sb = @sum_of  threads 0 2 4  args 0:0 2:2 4:4
; TEXT-NEXT:  line 13  %e = entry  threads 0 2 4  -> token1 (all)
; TEXT-NEXT:  line 14  %s = @subgroupAdd  threads 0 2 4  args 0:0 2:2 4:4  -> 6 (all)
; TEXT-NEXT:  line 47  %sa = @sum_of  threads 1 3 5  args 1:1 3:3 5:5
; TEXT-NEXT:  line 13  %e = entry  threads 1 3 5  -> token2 (all)
; TEXT-NEXT:  line 14  %s = @subgroupAdd  threads 1 3 5  args 1:1 3:3 5:5  -> 9 (all)
; TEXT-NEXT:  line 56  %all = @sum_of  threads 0-5  args 0:6 1:9 2:6 3:9 4:6 5:9
; TEXT-NEXT:  line 13  %e = entry  threads 0-5  -> token3 (all)
; TEXT-NEXT:  line 14  %s = @subgroupAdd  threads 0-5  args 0:6 1:9 2:6 3:9 4:6 5:9  -> 45 (all)
; TEXT-NEXT:  line 58  %w = @who  threads 0-5  args 0:true 1:true 2:true 3:false 4:false 5:false
; TEXT-NEXT:  line 19  %b = @subgroupBallot  threads 0-5  args 0:true 1:true 2:true 3:false 4:false 5:false  -> 7 (all)
; TEXT-EMPTY:
; TEXT-NEXT:returns: 0:46 1:46 2:47 3:51 4:69 5:46

; JSON:{"function": "kernel", "threads": 6, "wave": 6, "grid": [1, 1, 1], "workgroup": [6, 1, 1], "anchor": "maximal", "steps": 186,
; JSON-NEXT: "ops": [
; JSON-NEXT:  {"function": "kernel", "line": 40, "op": "%e", "callee": "llvm.experimental.convergence.entry", "wave": 0, "threads": [0, 1, 2, 3, 4, 5], "args": {{\[\[}}], [], [], [], [], []], "results": ["token0", "token0", "token0", "token0", "token0", "token0"]},
; JSON-NEXT:  {"function": "kernel", "line": 51, "op": "%sb", "callee": "sum_of", "wave": 0, "threads": [0, 2, 4], "args": {{\[\[}}0], [2], [4]], "results": {{\[\[}}], [], []]},
; JSON-NEXT:  {"function": "sum_of", "line": 13, "op": "%e", "callee": "llvm.experimental.convergence.entry", "wave": 0, "threads": [0, 2, 4], "args": {{\[\[}}], [], []], "results": ["token1", "token1", "token1"]},
; JSON-NEXT:  {"function": "sum_of", "line": 14, "op": "%s", "callee": "subgroupAdd", "wave": 0, "threads": [0, 2, 4], "args": {{\[\[}}0], [2], [4]], "results": [6, 6, 6]},
; JSON-NEXT:  {"function": "kernel", "line": 47, "op": "%sa", "callee": "sum_of", "wave": 0, "threads": [1, 3, 5], "args": {{\[\[}}1], [3], [5]], "results": {{\[\[}}], [], []]},
; JSON-NEXT:  {"function": "sum_of", "line": 13, "op": "%e", "callee": "llvm.experimental.convergence.entry", "wave": 0, "threads": [1, 3, 5], "args": {{\[\[}}], [], []], "results": ["token2", "token2", "token2"]},
; JSON-NEXT:  {"function": "sum_of", "line": 14, "op": "%s", "callee": "subgroupAdd", "wave": 0, "threads": [1, 3, 5], "args": {{\[\[}}1], [3], [5]], "results": [9, 9, 9]},
; JSON-NEXT:  {"function": "kernel", "line": 56, "op": "%all", "callee": "sum_of", "wave": 0, "threads": [0, 1, 2, 3, 4, 5], "args": {{\[\[}}6], [9], [6], [9], [6], [9]], "results": {{\[\[}}], [], [], [], [], []]},
; JSON-NEXT:  {"function": "sum_of", "line": 13, "op": "%e", "callee": "llvm.experimental.convergence.entry", "wave": 0, "threads": [0, 1, 2, 3, 4, 5], "args": {{\[\[}}], [], [], [], [], []], "results": ["token3", "token3", "token3", "token3", "token3", "token3"]},
; JSON-NEXT:  {"function": "sum_of", "line": 14, "op": "%s", "callee": "subgroupAdd", "wave": 0, "threads": [0, 1, 2, 3, 4, 5], "args": {{\[\[}}6], [9], [6], [9], [6], [9]], "results": [45, 45, 45, 45, 45, 45]},
; JSON-NEXT:  {"function": "kernel", "line": 58, "op": "%w", "callee": "who", "wave": 0, "threads": [0, 1, 2, 3, 4, 5], "args": {{\[\[}}true], [true], [true], [false], [false], [false]], "results": {{\[\[}}], [], [], [], [], []]},
; JSON-NEXT:  {"function": "who", "line": 19, "op": "%b", "callee": "subgroupBallot", "wave": 0, "threads": [0, 1, 2, 3, 4, 5], "args": {{\[\[}}true], [true], [true], [false], [false], [false]], "results": [7, 7, 7, 7, 7, 7]}],
; JSON-NEXT: "returns": [46, 46, 47, 51, 69, 46],
; JSON-NEXT: "globals": {},
; JSON-NEXT: "buffers": {}}
