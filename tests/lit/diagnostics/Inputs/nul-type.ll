%"t\00" = type { i32 }
