$"c\00" = comdat any
