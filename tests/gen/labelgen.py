#!/usr/bin/env python3
"""labelgen.py - a module whose printed text puts block labels at every
offset of the printer's output buffer.

    labelgen.py [-o FILE]

One function of 6,000 blocks in a chain; the labels have 2 to 47
characters (some quoted, with escapes) and each block a few instructions
of varying length, so that over the ~1 MB of `opt -S` output some label
lines straddle each 64 KiB flush of the output buffer: the padding before
`; preds = ...` must count the columns written before the flush.
Deterministic.
"""
import argparse
import sys


def label(i):
    n = 1 + (i * 7) % 47
    base = "b%d" % i
    base += "x" * max(0, n - len(base))
    if i % 11 == 0:
        return '"%s\\22q"' % base  # a quoted name with an escape
    return base


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-o", dest="out")
    a = ap.parse_args()
    out = open(a.out, "w") if a.out else sys.stdout
    nb = 6000
    w = out.write
    w("define i32 @labels(i32 %%x) {\nentry:\n  br label %%%s\n" % label(0))
    for i in range(nb):
        w("%s:\n" % label(i))
        for k in range(i % 4):
            w("  %%v%d_%d = add i32 %%x, %d\n" % (i, k, i * 13 + k))
        nxt = "%" + label(i + 1) if i + 1 < nb else "%exit"
        if i % 5 == 0 and i + 2 < nb:
            w("  %%c%d = icmp eq i32 %%x, %d\n" % (i, i))
            w("  br i1 %%c%d, label %s, label %%%s\n" % (i, nxt, label(i + 2)))
        else:
            w("  br label %s\n" % nxt)
    w("exit:\n  ret i32 %x\n}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
