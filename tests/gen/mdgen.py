#!/usr/bin/env python3
"""mdgen.py - small modules whose metadata graphs exercise uniquing.

    mdgen.py --seed N [-o FILE]

One function whose return carries 1-4 attachments, and 2-12 numbered
metadata tuples defined in a shuffled order, so that references are
forward (temporaries, replaced when the node is read) and backward; the
operands are node references, strings, integers and inline tuples, with
some nodes distinct.  Equal nodes, nodes that become equal once their
temporaries are replaced, self references and cycles come up often:
`converge print` must number, unique and mark them distinct exactly as
`opt -S` does.  Deterministic for a seed.
"""
import argparse
import random
import sys


def module(seed):
    r = random.Random(seed)
    n = r.randint(2, 12)
    order = list(range(n))
    r.shuffle(order)
    lines = []
    for i in order:
        ops = []
        for _ in range(r.randint(0, 3)):
            c = r.random()
            if c < 0.6:
                ops.append("!%d" % r.randint(0, n - 1))
            elif c < 0.8:
                ops.append('!"%s"' % r.choice("ab"))
            elif c < 0.9:
                ops.append("i32 %d" % r.randint(0, 1))
            else:
                ops.append("!{!%d}" % r.randint(0, n - 1))
        distinct = "distinct " if r.random() < 0.15 else ""
        lines.append("!%d = %s!{%s}" % (i, distinct, ", ".join(ops)))
    att = ", ".join("!m%d !%d" % (j, r.randint(0, n - 1))
                    for j in range(r.randint(1, 4)))
    return ("; mdgen.py --seed %d\ndefine void @f() {\n  ret void, %s\n}\n%s\n"
            % (seed, att, "\n".join(lines)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int)
    ap.add_argument("--seeds", type=int, metavar="N",
                    help="seeds 1..N, each into DIR/md-SEED.ll (one process "
                         "for all: print-compare makes 300)")
    ap.add_argument("--dir")
    ap.add_argument("-o", dest="out")
    a = ap.parse_args()
    if a.seeds:
        if not a.dir:
            ap.error("--seeds needs --dir")
        for seed in range(1, a.seeds + 1):
            with open("%s/md-%d.ll" % (a.dir, seed), "w") as f:
                f.write(module(seed))
        return
    if a.seed is None:
        ap.error("give --seed N, or --seeds N --dir DIR")
    text = module(a.seed)
    if a.out:
        with open(a.out, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
