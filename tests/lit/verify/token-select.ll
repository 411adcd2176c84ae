; A select of tokens.  The reader rejects it as LLVM's does ("select values
; cannot have token type", at the condition's type), so no other rule is
; reported: exit 2, the same position as opt.
; RUN: %converge verify %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err
; RUN: %converge verify --format=llvm %s > %t.out 2> %t.err; test $? -eq 2
; RUN: FileCheck %s -DFILE=%s --input-file=%t.err

define void @select_of_tokens(i1 %c) {
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call token @llvm.experimental.convergence.anchor()
  %t = select i1 %c, token %a, token %b
  call void @f() [ "convergencectrl"(token %t) ]
  ret void
}

declare void @f() convergent
declare token @llvm.experimental.convergence.anchor()

; CHECK: {{^}}[[FILE]]:12:15: error: select values cannot have token type{{$}}
; CHECK-NEXT: {{^}}  %t = select i1 %c, token %a, token %b{{$}}
; CHECK-NEXT: {{^}}              ^{{$}}
; CHECK-NOT: error:
