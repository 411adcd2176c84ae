@0 = global i32 0, comdat
