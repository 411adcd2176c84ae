@g = global i32 0, comdat(@g)
