; No invented values: a call to an external function the simulator does
; not model is an error when reached, with the source line and a caret,
; exit 2 (what ran before is printed); --extern NAME=VALUE|zero|tid|lane
; models a simple one: a number, zero (null for pointers, nothing for
; void), the thread id or the lane.  A call never reached is no error.
; RUN: not %converge run %s --function f --threads 2 2>&1 | FileCheck %s --check-prefix=ERR --match-full-lines --strict-whitespace
; RUN: %converge run %s --function f --threads 3 --wave 2 --extern ext=tid --extern @flag=zero --extern sink=zero | FileCheck %s --check-prefix=TID --match-full-lines --strict-whitespace
; RUN: %converge run %s --function f --threads 3 --wave 2 --extern ext=lane --extern flag=1 --extern sink=zero | FileCheck %s --check-prefix=LANE --match-full-lines --strict-whitespace
; RUN: %converge run %s --function f --threads 2 --extern ext=-5 --extern flag=zero --extern sink=zero | FileCheck %s --check-prefix=CONST --match-full-lines --strict-whitespace
; RUN: %converge run %s --function fp --extern half=0.5 --extern where=null | FileCheck %s --check-prefix=FP --match-full-lines --strict-whitespace
; RUN: not %converge run %s --function fp --extern half=tid 2>&1 | FileCheck %s --check-prefix=BADKIND --match-full-lines --strict-whitespace
; RUN: not %converge run %s --function f --extern ext=many 2>&1 | FileCheck %s --check-prefix=BADVALUE --match-full-lines --strict-whitespace
; RUN: not %converge run %s --function f --extern ext 2>&1 | FileCheck %s --check-prefix=USAGE --match-full-lines --strict-whitespace
; RUN: %converge run %s --function never --threads 2 | FileCheck %s --check-prefix=NEVER --match-full-lines --strict-whitespace
; RUN: not %converge run %s --function external 2>&1 | FileCheck %s --check-prefix=EXTERNAL --match-full-lines --strict-whitespace

define i32 @f() {
  %x = call i32 @ext(i32 7)
  %c = call i1 @flag()
  br i1 %c, label %a, label %b

a:
  call void @sink(i32 %x)
  ret i32 %x

b:
  %y = add i32 %x, 100
  ret i32 %y
}

define float @fp() {
  %h = call float @half()
  %p = call ptr @where()
  ret float %h
}

define i32 @never(i1 %c) {
  br i1 %c, label %a, label %b

a:
  %x = call i32 @ext(i32 1)
  ret i32 %x

b:
  ret i32 0
}

@outside = external global i32

define i32 @external() {
  %v = load i32, ptr @outside
  ret i32 %v
}

declare i32 @ext(i32)
declare i1 @flag()
declare void @sink(i32)
declare float @half()
declare ptr @where()

; ERR:run @f: 2 threads in 1 wave of 64; anchors: maximal; 2 thread-instructions
; ERR-EMPTY:
; ERR-NEXT:returns: 0:- 1:-
; ERR-NEXT:{{.*}}unmodelled.ll:18:3: error: call to unmodelled function '@ext'
; ERR-NEXT:  %x = call i32 @ext(i32 7)
; ERR-NEXT:  ^

; TID:run @f: 3 threads in 2 waves of 2; anchors: maximal; 15 thread-instructions
; TID-EMPTY:
; TID-NEXT:returns: 0:100 1:101 2:102

; LANE:run @f: 3 threads in 2 waves of 2; anchors: maximal; 15 thread-instructions
; LANE-EMPTY:
; LANE-NEXT:returns: 0:0 1:1 2:0

; CONST:run @f: 2 threads in 1 wave of 64; anchors: maximal; 10 thread-instructions
; CONST-EMPTY:
; CONST-NEXT:returns: 0:95 1:95

; FP:run @fp: 1 thread in 1 wave of 64; anchors: maximal; 3 thread-instructions
; FP-EMPTY:
; FP-NEXT:returns: 0:5.000000e-01

; BADKIND:run @fp: 1 thread in 1 wave of 64; anchors: maximal; 1 thread-instructions
; BADKIND-EMPTY:
; BADKIND-NEXT:returns: 0:-
; BADKIND-NEXT:{{.*}}unmodelled.ll:32:3: error: --extern half=tid: the function does not return an integer
; BADKIND-NEXT:  %h = call float @half()
; BADKIND-NEXT:  ^

; BADVALUE:run @f: 1 thread in 1 wave of 64; anchors: maximal; 1 thread-instructions
; BADVALUE-EMPTY:
; BADVALUE-NEXT:returns: 0:-
; BADVALUE-NEXT:{{.*}}unmodelled.ll:18:3: error: --extern ext=many: not a value of the function's result (a number, zero, tid or lane)
; BADVALUE-NEXT:  %x = call i32 @ext(i32 7)
; BADVALUE-NEXT:  ^

; USAGE:converge: --extern needs NAME=VALUE|zero|tid|lane

; NEVER:run @never: 2 threads in 1 wave of 64; anchors: maximal; 4 thread-instructions
; NEVER-EMPTY:
; NEVER-NEXT:returns: 0:0 1:0

; EXTERNAL:run @external: 1 thread in 1 wave of 64; anchors: maximal; 1 thread-instructions
; EXTERNAL-EMPTY:
; EXTERNAL-NEXT:returns: 0:-
; EXTERNAL-NEXT:{{.*}}unmodelled.ll:51:3: error: load of an external global, or of one whose initializer the simulator does not model (thread 0)
; EXTERNAL-NEXT:  %v = load i32, ptr @outside
; EXTERNAL-NEXT:  ^

