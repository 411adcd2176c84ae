; Data layout strings are checked as LLVM checks them; a specification with
; more parts than any valid one (found by the fuzzer) is an error, never an
; out-of-bounds read.
; RUN: %converge parse %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err

; CHECK: {{^}}[[FILE]]:10:21: error: size must be a non-zero 24-bit integer{{$}}
; CHECK-NOT: error:

target datalayout = "e-n8:n 32:64:1:2:3:4:5:6:7:8:9:10:11:12:13:14:15:16:17:18:19:20:21:22:23:24:25:26:27:28:29:30:31:32:33:34:35:36:37:38:39:40:41:42:43:44:45:46:47:48:49:50:51:52:53:54:55:56:57:58:59:60:61:62:63:64:65:66"
