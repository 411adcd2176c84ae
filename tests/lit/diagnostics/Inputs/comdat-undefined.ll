@i = global i32 0, comdat($zz)
@h = global i32 0, comdat($aa)
@j = global i32 0, comdat($aa)
@k = global i32 0, comdat
