#!/usr/bin/env python3
"""A function of about 3 MB whose third line uses an undefined value."""
import sys

out = sys.stdout
out.write("define void @f(ptr %p) {\nentry:\n")
out.write("  %a = load i8, ptr %nowhere, align 1\n")
for i in range(150000):
    out.write("  %%v%d = add i32 %d, 1\n" % (i, i))
out.write("  ret void\n}\n")
