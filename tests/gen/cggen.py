#!/usr/bin/env python3
"""cggen.py - random call graphs for `converge noconvergent`.

Each module has N definitions @f0..@fN-1 calling each other (back edges
make strongly connected components, self-recursion included), convergent
and plain declarations, intrinsics that LLVM's table makes convergent or
not, indirect calls through an argument (with and without a call site
`convergent`), call-site `convergent` on direct calls, functions with
convergence tokens (an entry, controlled calls of convergent callees),
weak, linkonce_odr and internal linkage and optnone definitions.

Marking follows what a frontend emits: every function from which a
convergent operation may be reached is marked `convergent` (under
LangRef's rules), and so are most others; a few "clean" functions that
reach none are left unmarked.  The module is valid for opt 22's verifier.

    cggen.py --seed S --functions N [--count K] [--out DIR]

writes K modules DIR/cg-S-I.ll (I = 0..K-1); without --out, one module
to standard output.

    cggen.py --chain N [--ring]

one deep call chain @c0 -> @c1 -> ... -> @cN-1, all marked convergent:
the last waits at a barrier (every function keeps `convergent`), or with
--ring calls @c0 instead (one component of N functions, none keeps it).
For the iterative component search: no native stack limit.
"""
import argparse
import os
import random

DECLS = """declare void @ext_conv() convergent
declare void @ext_plain()
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.smax.i32(i32, i32)
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
"""

# (call text template, convergent under LangRef's rules)
LEAF_CALLS = [
    ("call void @ext_conv()", True),
    ("call void @ext_plain()", False),
    ("call void @ext_plain() convergent", True),
    ("call void @llvm.amdgcn.s.barrier()", True),
    ("%{v} = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)", True),
    ("%{v} = call i32 @llvm.smax.i32(i32 %x, i32 1)", False),
    ("call void %fp(ptr %fp, i32 %x)", False),
    ("call void %fp(ptr %fp, i32 %x) convergent", True),
]


def module(rng, n):
    # clean functions: call only clean functions (lower index) and
    # non-convergent leaves; never marked convergent wrongly
    clean = [rng.random() < 0.25 for _ in range(n)]
    tokens = [not clean[i] and rng.random() < 0.15 for i in range(n)]
    optnone = [not tokens[i] and not clean[i] and rng.random() < 0.04
               for i in range(n)]
    linkage = []
    for i in range(n):
        r = rng.random()
        linkage.append("weak " if r < 0.05 else
                       "linkonce_odr " if r < 0.12 else
                       "internal " if r < 0.2 else "")
    bodies = []
    calls_of = [[] for _ in range(n)]   # (kind, target/leaf index, site conv)
    for i in range(n):
        for _ in range(rng.randrange(0, 5)):
            r = rng.random()
            if clean[i]:
                if r < 0.5 and i > 0:
                    j = rng.randrange(0, i)
                    if clean[j]:
                        calls_of[i].append(("fn", j, False))
                        continue
                k = rng.choice([1, 5, 6])
                calls_of[i].append(("leaf", k, False))
            elif r < 0.6:
                j = rng.randrange(0, n)
                calls_of[i].append(("fn", j, rng.random() < 0.2))
            else:
                calls_of[i].append(("leaf", rng.randrange(len(LEAF_CALLS)),
                                    False))
    # LangRef effect, to mark every function that needs it
    eff = [False] * n
    for i in range(n):
        if tokens[i]:
            eff[i] = True
        for kind, t, site in calls_of[i]:
            if kind == "leaf" and LEAF_CALLS[t][1]:
                eff[i] = True
    changed = True
    while changed:
        changed = False
        for i in range(n):
            if eff[i]:
                continue
            for kind, t, site in calls_of[i]:
                if kind == "fn" and (eff[t] or site):
                    eff[i] = True
                    changed = True
                    break
    marked = [eff[i] or (not clean[i] and rng.random() < 0.9) or
              (clean[i] and rng.random() < 0.3) or optnone[i]
              for i in range(n)]
    for i in range(n):
        assert not (clean[i] and eff[i])
    out = [DECLS]
    for i in range(n):
        attrs = []
        if marked[i]:
            attrs.append("convergent")
        if optnone[i]:
            attrs += ["noinline", "optnone"]
        lines = ["define %svoid @f%d(ptr %%fp, i32 %%x) %s{" %
                 (linkage[i], i, " ".join(attrs) + " " if attrs else "")]
        v = 0
        if tokens[i]:
            lines.append("  %%t = call token @llvm.experimental.convergence.%s()"
                         % ("entry" if rng.random() < 0.7 else "anchor"))
        for kind, t, site in calls_of[i]:
            if kind == "fn":
                # a controlled call needs a convergent call
                conv_call = site or marked[t]
                text = "call void @f%d(ptr %%fp, i32 %%x)%s" % (
                    t, " convergent" if site else "")
                if tokens[i] and conv_call:
                    text += ' [ "convergencectrl"(token %t) ]'
            else:
                text, conv = LEAF_CALLS[t]
                text = text.replace("{v}", "v%d" % v)
                v += 1
                if tokens[i] and conv:
                    text += ' [ "convergencectrl"(token %t) ]'
            lines.append("  " + text)
        lines.append("  ret void")
        lines.append("}")
        out.append("\n".join(lines) + "\n")
    # keep internal functions alive: an external caller of every one
    out.append("define void @root(ptr %fp, i32 %x) convergent {\n" +
               "".join("  call void @f%d(ptr %%fp, i32 %%x)\n" % i
                       for i in range(n) if linkage[i] == "internal ") +
               "  ret void\n}\n")
    return "\n".join(out)


def chain(n, ring):
    out = ["declare void @llvm.amdgcn.s.barrier()\n"]
    for i in range(n - 1):
        out.append("define void @c%d() convergent {\n  call void @c%d()\n"
                   "  ret void\n}\n" % (i, i + 1))
    last = "call void @c0()" if ring else "call void @llvm.amdgcn.s.barrier()"
    out.append("define void @c%d() convergent {\n  %s\n  ret void\n}\n"
               % (n - 1, last))
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--functions", type=int, default=30)
    ap.add_argument("--count", type=int, default=1)
    ap.add_argument("--out")
    ap.add_argument("--chain", type=int, default=0)
    ap.add_argument("--ring", action="store_true")
    a = ap.parse_args()
    if a.chain:
        print(chain(a.chain, a.ring), end="")
        return
    for k in range(a.count):
        rng = random.Random(a.seed * 100003 + k)
        n = max(1, rng.randrange(a.functions // 2, a.functions + 1))
        text = module(rng, n)
        if a.out:
            with open(os.path.join(a.out, "cg-%d-%d.ll" % (a.seed, k)),
                      "w") as f:
                f.write(text)
        else:
            print(text, end="")


if __name__ == "__main__":
    main()
