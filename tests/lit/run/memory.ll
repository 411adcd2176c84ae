; Memory and values: initialized globals (arrays, structs, scalars),
; struct and array GEPs, vectors (insertelement, add, shufflevector,
; extractelement), private allocas with memset and memcpy from a constant
; string, atomicrmw and cmpxchg on shared globals (thread 0 wins the
; exchange), sadd.with.overflow, select, switch, half and double
; arithmetic, ptrtoint/inttoptr.  Thread 0 by hand: 10 + 5 + 12 + 3 + 101
; + 1 + 0 + 200 + 1000 + 3 + 10 = 1345.  Scalar globals are printed at the
; end.
; RUN: %converge run %s --threads 4 --arg tid=tid | FileCheck %s --check-prefix=TEXT --match-full-lines --strict-whitespace
; RUN: %converge run %s --threads 4 --arg tid=tid --format=json | FileCheck %s --check-prefix=JSON --match-full-lines --strict-whitespace

%pair = type { i32, double }

@table = global [4 x i16] [i16 10, i16 20, i16 30, i16 40]
@p = global %pair { i32 7, double 2.5 }
@counter = global i64 0
@flag = global i8 0
@f = global float 1.5
@msg = constant [6 x i8] c"hello\00"

define i32 @kernel(i32 %tid) {
entry:
  ; arrays and structs in globals
  %idx = and i32 %tid, 3
  %slot = getelementptr [4 x i16], ptr @table, i32 0, i32 %idx
  %t = load i16, ptr %slot
  %t32 = zext i16 %t to i32
  %dp = getelementptr %pair, ptr @p, i32 0, i32 1
  %d = load double, ptr %dp
  %d2 = fmul double %d, 2.0
  %di = fptosi double %d2 to i32
  ; vectors
  %v0 = insertelement <4 x i32> zeroinitializer, i32 %tid, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %t32, i32 1
  %v2 = add <4 x i32> %v1, <i32 1, i32 2, i32 3, i32 4>
  %v3 = shufflevector <4 x i32> %v2, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %e0 = extractelement <4 x i32> %v3, i32 0
  %e3 = extractelement <4 x i32> %v3, i32 3
  ; private memory, memset/memcpy
  %buf = alloca [8 x i8]
  call void @llvm.memset.p0.i64(ptr %buf, i8 0, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %buf, ptr @msg, i64 5, i1 false)
  %c1p = getelementptr i8, ptr %buf, i32 1
  %c1 = load i8, ptr %c1p
  %c1z = zext i8 %c1 to i32
  ; atomics
  %old = atomicrmw add ptr @counter, i64 1 seq_cst
  %cx = cmpxchg ptr @flag, i8 0, i8 1 seq_cst seq_cst
  %won = extractvalue { i8, i1 } %cx, 1
  %wonz = zext i1 %won to i32
  ; overflow intrinsics, select, switch
  %ov = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %tid, i32 2147483647)
  %ovb = extractvalue { i32, i1 } %ov, 1
  %ovz = zext i1 %ovb to i32
  %s = select i1 %ovb, i32 100, i32 200
  switch i32 %idx, label %other [ i32 0, label %zero
                                  i32 2, label %two ]
zero:
  br label %done
two:
  br label %done
other:
  br label %done
done:
  %sw = phi i32 [ 1000, %zero ], [ 2000, %two ], [ 3000, %other ]
  ; floats and halves
  %fl = load float, ptr @f
  %h = fptrunc float %fl to half
  %h2 = fadd half %h, %h
  %hf = fpext half %h2 to float
  %hi = fptosi float %hf to i32
  %pi = ptrtoint ptr %slot to i64
  %pj = inttoptr i64 %pi to ptr
  %t2 = load i16, ptr %pj
  %t2z = zext i16 %t2 to i32
  %a1 = add i32 %t32, %di
  %a2 = add i32 %a1, %e0
  %a3 = add i32 %a2, %e3
  %a4 = add i32 %a3, %c1z
  %a5 = add i32 %a4, %wonz
  %a6 = add i32 %a5, %ovz
  %a7 = add i32 %a6, %s
  %a8 = add i32 %a7, %sw
  %a9 = add i32 %a8, %hi
  %a10 = add i32 %a9, %t2z
  ret i32 %a10
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)

; TEXT:run @kernel: 4 threads in 1 wave of 64; anchors: maximal; 200 thread-instructions
; TEXT-EMPTY:
; TEXT-NEXT:returns: 0:1345 1:3275 2:2305 3:3335
; TEXT-EMPTY:
; TEXT-NEXT:globals: @counter = 4  @flag = 1  @f = 1.500000e+00

; JSON:{"function": "kernel", "threads": 4, "wave": 64, "grid": [1, 1, 1], "workgroup": [4, 1, 1], "anchor": "maximal", "steps": 200,
; JSON-NEXT: "ops": [],
; JSON-NEXT: "returns": [1345, 3275, 2305, 3335],
; JSON-NEXT: "globals": {"counter": 4, "flag": 1, "f": 1.5},
; JSON-NEXT: "buffers": {}}
