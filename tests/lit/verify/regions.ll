; Convergence regions nest (ConvergentOperations, Static Rules,
; Convergence Regions), and a token dominates its uses.
; RUN: not %converge verify %s | FileCheck %s
; RUN: not %converge verify --format=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %converge verify --llvm-compat --function=token_does_not_dominate %s | FileCheck %s --check-prefix=COMPAT

; The region of %t2 (from its definition to its use) contains a use of %t1,
; whose definition is outside it.
define void @crossing() {
  %t1 = call token @llvm.experimental.convergence.anchor()
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %t1) ]
  call void @f() [ "convergencectrl"(token %t2) ]
  ret void
}

; The same across blocks: %t1 is used on one path to the use of %t2.
define void @crossing_blocks(i1 %c) {
A:
  %t1 = call token @llvm.experimental.convergence.anchor()
  %t2 = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %B, label %C
B:
  call void @f() [ "convergencectrl"(token %t1) ]
  br label %C
C:
  call void @f() [ "convergencectrl"(token %t2) ]
  ret void
}

; The heart of the loop uses the entry token inside the region of %t.
define void @heart_inside_region(i1 %c) convergent {
A:
  %e = call token @llvm.experimental.convergence.entry()
  %t = call token @llvm.experimental.convergence.anchor()
  br label %L
L:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br i1 %c, label %L, label %X
X:
  call void @f() [ "convergencectrl"(token %t) ]
  ret void
}

define void @token_does_not_dominate(i1 %c) {
A:
  br i1 %c, label %B, label %C
B:
  %t = call token @llvm.experimental.convergence.anchor()
  br label %C
C:
  call void @f() [ "convergencectrl"(token %t) ]
  ret void
}

declare void @f() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

; CHECK: {{.*}}regions.ll:13:3: error: convergence region of '%t2' is not well-nested: it contains a use of a token defined outside it
; CHECK-NEXT:   call void @f() [ "convergencectrl"(token %t2) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}regions.ll:11:3: note: '%t2' is defined here
; CHECK-NEXT:   %t2 = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}regions.ll:12:3: note: between them, the call to @f uses '%t1', whose definition (line 10) is outside the region of '%t2'
; CHECK-NEXT:   call void @f() [ "convergencectrl"(token %t1) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule region.nesting: ConvergentOperations, Static Rules, Convergence Regions: if a convergence region R for a token T1 contains a use of a convergence token T2, then R must also contain the definition of T2
; CHECK-NEXT: {{.*}}regions.ll:27:3: error: convergence region of '%t2' is not well-nested: it contains a use of a token defined outside it
; CHECK-NEXT:   call void @f() [ "convergencectrl"(token %t2) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}regions.ll:21:3: note: '%t2' is defined here
; CHECK-NEXT:   %t2 = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}regions.ll:24:3: note: between them, the call to @f uses '%t1', whose definition (line 20) is outside the region of '%t2'
; CHECK-NEXT:   call void @f() [ "convergencectrl"(token %t1) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule region.nesting: ConvergentOperations, Static Rules, Convergence Regions: if a convergence region R for a token T1 contains a use of a convergence token T2, then R must also contain the definition of T2
; CHECK-NEXT: {{.*}}regions.ll:41:3: error: convergence region of '%t' is not well-nested: it contains a use of a token defined outside it
; CHECK-NEXT:   call void @f() [ "convergencectrl"(token %t) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}regions.ll:35:3: note: '%t' is defined here
; CHECK-NEXT:   %t = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}regions.ll:38:3: note: between them, '%h' uses '%e', whose definition (line 34) is outside the region of '%t'
; CHECK-NEXT:   %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule region.nesting: ConvergentOperations, Static Rules, Convergence Regions: if a convergence region R for a token T1 contains a use of a convergence token T2, then R must also contain the definition of T2
; CHECK-NEXT: {{.*}}regions.ll:52:3: error: convergence token '%t' does not dominate this use
; CHECK-NEXT:   call void @f() [ "convergencectrl"(token %t) ]
; CHECK-NEXT:   ^
; CHECK-NEXT: {{.*}}regions.ll:49:3: note: '%t' is defined here, in %B
; CHECK-NEXT:   %t = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT:   ^
; CHECK-NEXT: note: rule token.dominance: ConvergentOperations, Static Rules: the convergence region of a token is the set of program points dominated by its definition from which a use can be reached; every use of a token is dominated by its definition
; CHECK-NEXT: {{.*}}regions.ll: 4 violations in 4 functions

; LLVM: Convergence region is not well-nested.
; LLVM-NEXT:   %t2 = call token @llvm.experimental.convergence.anchor()
; LLVM-NEXT:   call void @f() [ "convergencectrl"(token %t2) ]
; LLVM-NEXT: Convergence region is not well-nested.
; LLVM-NEXT:   %t2 = call token @llvm.experimental.convergence.anchor()
; LLVM-NEXT:   call void @f() [ "convergencectrl"(token %t2) ]
; LLVM-NEXT: Convergence region is not well-nested.
; LLVM-NEXT:   %t = call token @llvm.experimental.convergence.anchor()
; LLVM-NEXT:   call void @f() [ "convergencectrl"(token %t) ]
; LLVM-NEXT: Instruction does not dominate all uses!
; LLVM-NEXT:   %t = call token @llvm.experimental.convergence.anchor()
; LLVM-NEXT:   call void @f() [ "convergencectrl"(token %t) ]
; LLVM-NEXT: Convergence control token must dominate all its uses.
; LLVM-NEXT:   %t = call token @llvm.experimental.convergence.anchor()
; LLVM-NEXT:   call void @f() [ "convergencectrl"(token %t) ]
; LLVM-NEXT: {{.*}}error: input module is broken!

; COMPAT: {{.*}}regions.ll:52:3: error: '%t' does not dominate this use
; COMPAT-NEXT:   call void @f() [ "convergencectrl"(token %t) ]
; COMPAT-NEXT:   ^
; COMPAT-NEXT: {{.*}}regions.ll:49:3: note: '%t' is defined here, in %B
; COMPAT-NEXT:   %t = call token @llvm.experimental.convergence.anchor()
; COMPAT-NEXT:   ^
; COMPAT-NEXT: note: rule ir.dominance: LangRef, SSA form: every use of a value is dominated by its definition (a phi's use is on its incoming edge)
; COMPAT-NEXT: {{.*}}regions.ll:52:3: error: convergence token '%t' does not dominate this use
; COMPAT-NEXT:   call void @f() [ "convergencectrl"(token %t) ]
; COMPAT-NEXT:   ^
; COMPAT-NEXT: {{.*}}regions.ll:49:3: note: '%t' is defined here, in a block that does not dominate the use
; COMPAT-NEXT:   %t = call token @llvm.experimental.convergence.anchor()
; COMPAT-NEXT:   ^
; COMPAT-NEXT: note: rule token.dominance: ConvergentOperations, Static Rules: the convergence region of a token is the set of program points dominated by its definition from which a use can be reached; every use of a token is dominated by its definition
; COMPAT-NEXT: {{.*}}regions.ll: 2 violations in 1 function
