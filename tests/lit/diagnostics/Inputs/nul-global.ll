@"g\00" = global i32 0
