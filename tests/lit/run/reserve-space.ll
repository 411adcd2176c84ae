; reserveSpaceInBuffer from ConvergentOperations.rst ("Opportunistic
; convergent operations"), run as written on several waves under every
; anchor policy: the ballot and the broadcast use the anchor's token, so
; they see the same threads, whatever the anchor groups; the offsets
; returned are a permutation of 0..N-1 and the counter ends at N.  (The
; `undef` of the phi behaves as poison: the first thread of each group, the
; one the broadcast reads, always took %then.)
; RUN: %converge run %s --threads 10 --wave 4 | FileCheck %s --check-prefix=MAXIMAL --match-full-lines --strict-whitespace
; RUN: %converge run %s --threads 10 --wave 4 --anchor=singleton | FileCheck %s --check-prefix=SINGLETON --match-full-lines --strict-whitespace
; RUN: %converge run %s --threads 10 --wave 4 --anchor=random:5 | FileCheck %s --check-prefix=RANDOM --match-full-lines --strict-whitespace
; RUN: %converge run %s --threads 100 --wave 32 --anchor=random:11 | grep -E "^(returns|globals)" | FileCheck %s --check-prefix=MANY --match-full-lines --strict-whitespace
; RUN: %converge run %s --threads 100 --wave 64 | grep -E "^(returns|globals)" | FileCheck %s --check-prefix=MANY64 --match-full-lines --strict-whitespace
; RUN: %converge run %s --threads 7 --wave 4 --anchor=random:2 --format=json | FileCheck %s --check-prefix=JSON --match-full-lines --strict-whitespace

@bufferAllocationCount = global i32 0

define i32 @reserveSpaceInBuffer() {    ; NOTE: _not_ a convergent function!
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()

  %ballot = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %anchor) ]
  %numThreads.p = call i64 @llvm.ctpop.i64(i64 %ballot)
  %numThreads = trunc i64 %numThreads.p to i32

  %absoluteThreadIdx = call i32 @getSubgroupLocalInvocationId()
  %absoluteThreadIdx.ext = zext i32 %absoluteThreadIdx to i64
  %mask.p = shl i64 1, %absoluteThreadIdx.ext
  %mask = sub i64 %mask.p, 1

  %maskedBallot = and i64 %ballot, %mask
  %relativeThreadIdx.p = call i64 @llvm.ctpop.i64(i64 %maskedBallot)
  %relativeThreadIdx = trunc i64 %relativeThreadIdx.p to i32

  %isFirstThread = icmp eq i32 %relativeThreadIdx, 0
  br i1 %isFirstThread, label %then, label %end

then:
  %baseOffset.1 = atomicrmw add ptr @bufferAllocationCount, i32 %numThreads monotonic
  br label %end

end:
  %baseOffset.2 = phi i32 [ undef, %entry ], [ %baseOffset.1, %then ]
  %baseOffset = call i32 @subgroupBroadcastFirst(i32 %baseOffset.2) [ "convergencectrl"(token %anchor) ]
  %offset = add i32 %baseOffset, %relativeThreadIdx
  ret i32 %offset
}

declare token @llvm.experimental.convergence.anchor()
declare i64 @subgroupBallot(i1) convergent
declare i64 @llvm.ctpop.i64(i64)
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupBroadcastFirst(i32) convergent

; MAXIMAL:run @reserveSpaceInBuffer: 10 threads in 3 waves of 4; anchors: maximal; 166 thread-instructions
; MAXIMAL-EMPTY:
; MAXIMAL-NEXT:convergent operations, one line per dynamic instance: the threads that executed it together
; MAXIMAL-NEXT:wave 0:
; MAXIMAL-NEXT:  line 19  %anchor = anchor  threads 0-3  -> token3 (all)
; MAXIMAL-NEXT:  line 21  %ballot = @subgroupBallot  threads 0-3  args true (all)  -> 15 (all)
; MAXIMAL-NEXT:  line 43  %baseOffset = @subgroupBroadcastFirst  threads 0-3  args 0:0 1:poison 2:poison 3:poison  -> 0 (all)
; MAXIMAL-NEXT:wave 1:
; MAXIMAL-NEXT:  line 19  %anchor = anchor  threads 4-7  -> token4 (all)
; MAXIMAL-NEXT:  line 21  %ballot = @subgroupBallot  threads 4-7  args true (all)  -> 15 (all)
; MAXIMAL-NEXT:  line 43  %baseOffset = @subgroupBroadcastFirst  threads 4-7  args 4:4 5:poison 6:poison 7:poison  -> 4 (all)
; MAXIMAL-NEXT:wave 2:
; MAXIMAL-NEXT:  line 19  %anchor = anchor  threads 8 9  -> token5 (all)
; MAXIMAL-NEXT:  line 21  %ballot = @subgroupBallot  threads 8 9  args true (all)  -> 3 (all)
; MAXIMAL-NEXT:  line 43  %baseOffset = @subgroupBroadcastFirst  threads 8 9  args 8:8 9:poison  -> 8 (all)
; MAXIMAL-EMPTY:
; MAXIMAL-NEXT:returns: 0:0 1:1 2:2 3:3 4:4 5:5 6:6 7:7 8:8 9:9
; MAXIMAL-EMPTY:
; MAXIMAL-NEXT:globals: @bufferAllocationCount = 10

; SINGLETON:run @reserveSpaceInBuffer: 10 threads in 3 waves of 4; anchors: singleton; 180 thread-instructions
; SINGLETON-EMPTY:
; SINGLETON-NEXT:convergent operations, one line per dynamic instance: the threads that executed it together
; SINGLETON-NEXT:wave 0:
; SINGLETON-NEXT:  line 19  %anchor = anchor  threads 0  -> token3
; SINGLETON-NEXT:  line 19  %anchor = anchor  threads 1  -> token4
; SINGLETON-NEXT:  line 19  %anchor = anchor  threads 2  -> token5
; SINGLETON-NEXT:  line 19  %anchor = anchor  threads 3  -> token6
; SINGLETON-NEXT:  line 21  %ballot = @subgroupBallot  threads 0  args true  -> 1
; SINGLETON-NEXT:  line 21  %ballot = @subgroupBallot  threads 1  args true  -> 2
; SINGLETON-NEXT:  line 21  %ballot = @subgroupBallot  threads 2  args true  -> 4
; SINGLETON-NEXT:  line 21  %ballot = @subgroupBallot  threads 3  args true  -> 8
; SINGLETON-NEXT:  line 43  %baseOffset = @subgroupBroadcastFirst  threads 0  args 0  -> 0
; SINGLETON-NEXT:  line 43  %baseOffset = @subgroupBroadcastFirst  threads 1  args 1  -> 1
; SINGLETON-NEXT:  line 43  %baseOffset = @subgroupBroadcastFirst  threads 2  args 2  -> 2
; SINGLETON-NEXT:  line 43  %baseOffset = @subgroupBroadcastFirst  threads 3  args 3  -> 3
; SINGLETON-NEXT:wave 1:
; SINGLETON-NEXT:  line 19  %anchor = anchor  threads 4  -> token7
; SINGLETON-NEXT:  line 19  %anchor = anchor  threads 5  -> token8
; SINGLETON-NEXT:  line 19  %anchor = anchor  threads 6  -> token9
; SINGLETON-NEXT:  line 19  %anchor = anchor  threads 7  -> token10
; SINGLETON-NEXT:  line 21  %ballot = @subgroupBallot  threads 4  args true  -> 1
; SINGLETON-NEXT:  line 21  %ballot = @subgroupBallot  threads 5  args true  -> 2
; SINGLETON-NEXT:  line 21  %ballot = @subgroupBallot  threads 6  args true  -> 4
; SINGLETON-NEXT:  line 21  %ballot = @subgroupBallot  threads 7  args true  -> 8
; SINGLETON-NEXT:  line 43  %baseOffset = @subgroupBroadcastFirst  threads 4  args 4  -> 4
; SINGLETON-NEXT:  line 43  %baseOffset = @subgroupBroadcastFirst  threads 5  args 5  -> 5
; SINGLETON-NEXT:  line 43  %baseOffset = @subgroupBroadcastFirst  threads 6  args 6  -> 6
; SINGLETON-NEXT:  line 43  %baseOffset = @subgroupBroadcastFirst  threads 7  args 7  -> 7
; SINGLETON-NEXT:wave 2:
; SINGLETON-NEXT:  line 19  %anchor = anchor  threads 8  -> token11
; SINGLETON-NEXT:  line 19  %anchor = anchor  threads 9  -> token12
; SINGLETON-NEXT:  line 21  %ballot = @subgroupBallot  threads 8  args true  -> 1
; SINGLETON-NEXT:  line 21  %ballot = @subgroupBallot  threads 9  args true  -> 2
; SINGLETON-NEXT:  line 43  %baseOffset = @subgroupBroadcastFirst  threads 8  args 8  -> 8
; SINGLETON-NEXT:  line 43  %baseOffset = @subgroupBroadcastFirst  threads 9  args 9  -> 9
; SINGLETON-EMPTY:
; SINGLETON-NEXT:returns: 0:0 1:1 2:2 3:3 4:4 5:5 6:6 7:7 8:8 9:9
; SINGLETON-EMPTY:
; SINGLETON-NEXT:globals: @bufferAllocationCount = 10

; RANDOM:run @reserveSpaceInBuffer: 10 threads in 3 waves of 4; anchors: random; 170 thread-instructions
; RANDOM-EMPTY:
; RANDOM-NEXT:convergent operations, one line per dynamic instance: the threads that executed it together
; RANDOM-NEXT:wave 0:
; RANDOM-NEXT:  line 19  %anchor = anchor  threads 0-3  -> token3 (all)
; RANDOM-NEXT:  line 21  %ballot = @subgroupBallot  threads 0-3  args true (all)  -> 15 (all)
; RANDOM-NEXT:  line 43  %baseOffset = @subgroupBroadcastFirst  threads 0-3  args 0:0 1:poison 2:poison 3:poison  -> 0 (all)
; RANDOM-NEXT:wave 1:
; RANDOM-NEXT:  line 19  %anchor = anchor  threads 4  -> token4
; RANDOM-NEXT:  line 19  %anchor = anchor  threads 5 7  -> token5 (all)
; RANDOM-NEXT:  line 19  %anchor = anchor  threads 6  -> token6
; RANDOM-NEXT:  line 21  %ballot = @subgroupBallot  threads 4  args true  -> 1
; RANDOM-NEXT:  line 21  %ballot = @subgroupBallot  threads 5 7  args true (all)  -> 10 (all)
; RANDOM-NEXT:  line 21  %ballot = @subgroupBallot  threads 6  args true  -> 4
; RANDOM-NEXT:  line 43  %baseOffset = @subgroupBroadcastFirst  threads 4  args 4  -> 4
; RANDOM-NEXT:  line 43  %baseOffset = @subgroupBroadcastFirst  threads 5 7  args 5:5 7:poison  -> 5 (all)
; RANDOM-NEXT:  line 43  %baseOffset = @subgroupBroadcastFirst  threads 6  args 7  -> 7
; RANDOM-NEXT:wave 2:
; RANDOM-NEXT:  line 19  %anchor = anchor  threads 8 9  -> token7 (all)
; RANDOM-NEXT:  line 21  %ballot = @subgroupBallot  threads 8 9  args true (all)  -> 3 (all)
; RANDOM-NEXT:  line 43  %baseOffset = @subgroupBroadcastFirst  threads 8 9  args 8:8 9:poison  -> 8 (all)
; RANDOM-EMPTY:
; RANDOM-NEXT:returns: 0:0 1:1 2:2 3:3 4:4 5:5 6:7 7:6 8:8 9:9
; RANDOM-EMPTY:
; RANDOM-NEXT:globals: @bufferAllocationCount = 10

; MANY:returns: 0:0 1:3 2:4 3:7 4:8 5:11 6:15 7:17 8:20 9:1 10:12 11:22 12:24 13:25 14:18 15:5 16:2 17:27 18:23 19:21 20:28 21:13 22:9 23:29 24:6 25:16 26:10 27:14 28:26 29:30 30:31 31:19 32:32 33:35 34:36 35:39 36:42 37:44 38:45 39:48 40:33 41:50 42:52 43:51 44:55 45:40 46:37 47:56 48:57 49:53 50:49 51:59 52:60 53:62 54:54 55:34 56:58 57:63 58:43 59:46 60:41 61:61 62:38 63:47 64:64 65:67 66:65 67:68 68:69 69:70 70:71 71:72 72:77 73:73 74:74 75:75 76:78 77:79 78:81 79:82 80:85 81:66 82:80 83:83 84:76 85:86 86:87 87:88 88:89 89:90 90:84 91:92 92:93 93:91 94:94 95:95 96:96 97:97 98:98 99:99
; MANY-NEXT:globals: @bufferAllocationCount = 100

; MANY64:returns: 0:0 1:1 2:2 3:3 4:4 5:5 6:6 7:7 8:8 9:9 10:10 11:11 12:12 13:13 14:14 15:15 16:16 17:17 18:18 19:19 20:20 21:21 22:22 23:23 24:24 25:25 26:26 27:27 28:28 29:29 30:30 31:31 32:32 33:33 34:34 35:35 36:36 37:37 38:38 39:39 40:40 41:41 42:42 43:43 44:44 45:45 46:46 47:47 48:48 49:49 50:50 51:51 52:52 53:53 54:54 55:55 56:56 57:57 58:58 59:59 60:60 61:61 62:62 63:63 64:64 65:65 66:66 67:67 68:68 69:69 70:70 71:71 72:72 73:73 74:74 75:75 76:76 77:77 78:78 79:79 80:80 81:81 82:82 83:83 84:84 85:85 86:86 87:87 88:88 89:89 90:90 91:91 92:92 93:93 94:94 95:95 96:96 97:97 98:98 99:99
; MANY64-NEXT:globals: @bufferAllocationCount = 100

; JSON:{"function": "reserveSpaceInBuffer", "threads": 7, "wave": 4, "grid": [1, 1, 1], "workgroup": [7, 1, 1], "anchor": "random", "steps": 120,
; JSON-NEXT: "ops": [
; JSON-NEXT:  {"function": "reserveSpaceInBuffer", "line": 19, "op": "%anchor", "callee": "llvm.experimental.convergence.anchor", "wave": 0, "threads": [0], "args": {{\[\[}}]], "results": ["token2"]},
; JSON-NEXT:  {"function": "reserveSpaceInBuffer", "line": 19, "op": "%anchor", "callee": "llvm.experimental.convergence.anchor", "wave": 0, "threads": [1, 2, 3], "args": {{\[\[}}], [], []], "results": ["token3", "token3", "token3"]},
; JSON-NEXT:  {"function": "reserveSpaceInBuffer", "line": 21, "op": "%ballot", "callee": "subgroupBallot", "wave": 0, "threads": [0], "args": {{\[\[}}true]], "results": [1]},
; JSON-NEXT:  {"function": "reserveSpaceInBuffer", "line": 21, "op": "%ballot", "callee": "subgroupBallot", "wave": 0, "threads": [1, 2, 3], "args": {{\[\[}}true], [true], [true]], "results": [14, 14, 14]},
; JSON-NEXT:  {"function": "reserveSpaceInBuffer", "line": 43, "op": "%baseOffset", "callee": "subgroupBroadcastFirst", "wave": 0, "threads": [0], "args": {{\[\[}}0]], "results": [0]},
; JSON-NEXT:  {"function": "reserveSpaceInBuffer", "line": 43, "op": "%baseOffset", "callee": "subgroupBroadcastFirst", "wave": 0, "threads": [1, 2, 3], "args": {{\[\[}}1], [null], [null]], "results": [1, 1, 1]},
; JSON-NEXT:  {"function": "reserveSpaceInBuffer", "line": 19, "op": "%anchor", "callee": "llvm.experimental.convergence.anchor", "wave": 1, "threads": [4], "args": {{\[\[}}]], "results": ["token4"]},
; JSON-NEXT:  {"function": "reserveSpaceInBuffer", "line": 19, "op": "%anchor", "callee": "llvm.experimental.convergence.anchor", "wave": 1, "threads": [5, 6], "args": {{\[\[}}], []], "results": ["token5", "token5"]},
; JSON-NEXT:  {"function": "reserveSpaceInBuffer", "line": 21, "op": "%ballot", "callee": "subgroupBallot", "wave": 1, "threads": [4], "args": {{\[\[}}true]], "results": [1]},
; JSON-NEXT:  {"function": "reserveSpaceInBuffer", "line": 21, "op": "%ballot", "callee": "subgroupBallot", "wave": 1, "threads": [5, 6], "args": {{\[\[}}true], [true]], "results": [6, 6]},
; JSON-NEXT:  {"function": "reserveSpaceInBuffer", "line": 43, "op": "%baseOffset", "callee": "subgroupBroadcastFirst", "wave": 1, "threads": [4], "args": {{\[\[}}4]], "results": [4]},
; JSON-NEXT:  {"function": "reserveSpaceInBuffer", "line": 43, "op": "%baseOffset", "callee": "subgroupBroadcastFirst", "wave": 1, "threads": [5, 6], "args": {{\[\[}}5], [null]], "results": [5, 5]}],
; JSON-NEXT: "returns": [0, 1, 2, 3, 4, 5, 6],
; JSON-NEXT: "globals": {"bufferAllocationCount": 7},
; JSON-NEXT: "buffers": {}}
