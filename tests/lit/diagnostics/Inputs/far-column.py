#!/usr/bin/env python3
"""An instruction that starts at column 70001 and breaks a convergence rule
(the entry intrinsic outside the entry block)."""
import sys

sys.stdout.write(
    "define void @f() convergent {\n"
    "entry:\n"
    "  br label %next\n"
    "next:\n"
    + " " * 70000
    + "%t = call token @llvm.experimental.convergence.entry()\n"
    "  ret void\n"
    "}\n"
    "declare token @llvm.experimental.convergence.entry() convergent\n")
