; Anchors with --op: the threads converged at the anchor (maximal), each
; thread alone (singleton), or a seeded random split; the operation that
; uses the anchor's token follows it.  A non-convergent instruction in the
; anchor's convergence region follows the controlled maximal converged-with
; relation.
; RUN: %converge trace %s --op %anchor --path "entry then end" --path "entry end" --path "entry then end" --path "entry end" | FileCheck %s --check-prefix=MAXIMAL --match-full-lines --strict-whitespace
; RUN: %converge trace %s --op %b --anchor=singleton --path "entry then end" --path "entry end" --path "entry then end" --path "entry end" | FileCheck %s --check-prefix=SINGLETON --match-full-lines --strict-whitespace
; RUN: %converge trace %s --op %b --anchor=random:3 --format=json --path "entry then end" --path "entry end" --path "entry then end" --path "entry end" | FileCheck %s --check-prefix=RANDOM --match-full-lines --strict-whitespace
; RUN: %converge trace %s --op %next --anchor=singleton --format=json --path "entry then end" --path "entry end" --path "entry then end" --path "entry end" | FileCheck %s --check-prefix=REGION --match-full-lines --strict-whitespace

define i32 @f(i1 %c, i32 %x) {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %then, label %end

then:
  br label %end

end:
  %b = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %anchor) ]
  %next = add i32 %b, 1
  %c2 = call i32 @subgroupAdd(i32 %next) [ "convergencectrl"(token %anchor) ]
  ret i32 %c2
}

declare token @llvm.experimental.convergence.anchor()
declare i32 @subgroupAdd(i32) convergent

; MAXIMAL:@f: 4 threads; no cycles
; MAXIMAL-NEXT:dynamic instances of the instruction at line 13 (%anchor), anchor: the threads converged there; a cell is the block instance executing it
; MAXIMAL-NEXT:          1
; MAXIMAL-NEXT:thread 0  entry1
; MAXIMAL-NEXT:thread 1  entry2
; MAXIMAL-NEXT:thread 2  entry3
; MAXIMAL-NEXT:thread 3  entry4

; SINGLETON:@f: 4 threads; no cycles
; SINGLETON-NEXT:dynamic instances of the instruction at line 20 (%b), controlled by its token; a cell is the block instance executing it
; SINGLETON-NEXT:          1     2     3     4
; SINGLETON-NEXT:thread 0  end1
; SINGLETON-NEXT:thread 1        end2
; SINGLETON-NEXT:thread 2              end3
; SINGLETON-NEXT:thread 3                    end4

; RANDOM:{"groups": {{\[\[}}[0, 2], [3, 1]], {{\[\[}}1, 1], [2, 2]]]}

; REGION:{"groups": {{\[\[}}[0, 2]], {{\[\[}}1, 1]], {{\[\[}}2, 2]], {{\[\[}}3, 1]]]}
