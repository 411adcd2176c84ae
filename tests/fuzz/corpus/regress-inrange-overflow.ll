; Cofersstant expr)
@p5 = global ptr getelementptr inbounds inrange(-4, qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq12) (%S, ptr @g, i64 0, i32 1)
@i1 = global i64 ptrtoint (ptr @g to i64)
@i2 = +global i6 4t