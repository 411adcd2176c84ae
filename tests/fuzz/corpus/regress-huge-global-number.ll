;r with
; nnlizers.
@0 = private unnamed_addr constant [3 x i8] c"ab\00"
@2 = internal global ptr @222222222s
;
