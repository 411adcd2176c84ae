; A '!' at the top level followed by neither a name nor a number: opt
; expects the number of a node definition.
; RUN: not %converge print %s 2>&1 | FileCheck %s

; CHECK: metadata-bang.ll:[[@LINE+1]]:2: error: expected integer
!"q" = !{}
