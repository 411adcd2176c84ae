#!/usr/bin/env python3
"""unigen.py - programs for the uniformity analysis: cfggen's CFGs with
data flow whose uniformity is at stake.

    unigen.py [--seed N] [--functions K] [--blocks N] [--shape SHAPE]
              [--target amdgcn|nvptx|mixed] [-o FILE]

Writes one module of K functions, deterministic for the same arguments
(cfggen's splitmix64 generator, never Python's `random`).  Each function is
a CFG from cfggen.py (structured, irreducible or random shape; switches,
unreachable parts, infinite loops) decorated with values:

  - the entry block defines the sources: the work-item id
    (llvm.amdgcn.workitem.id.x, or llvm.nvvm.read.ptx.sreg.tid.x), uniform
    kernel arguments, `readfirstlane` of the id (always uniform), the
    work-group id, loads from global (uniform) and flat (divergent) memory,
    a call of an unknown function (divergent);
  - every block computes a few values from what is available there (values
    of dominating blocks and its own): arithmetic, compares, selects,
    `readfirstlane`, `ballot`, calls of convergent functions;
  - blocks with several predecessors get phis, whose incoming values come
    from what is available at the end of each predecessor;
  - every conditional branch and switch reads a value chosen among the
    available ones, so conditions are divergent or uniform at random, and
    values defined in cycles are used after them (temporal divergence);
  - some functions are kernels (uniform arguments), some not (divergent
    arguments, `inreg` ones uniform on AMDGPU); some carry convergence
    control tokens placed by tokengen.py's inference procedure, with the
    convergent calls and readfirstlanes using them.

Every function is valid IR (the generator keeps SSA dominance), so `opt`
accepts it; tests/conformance/uniformity-compare.sh compares converge's
`uniformity --format=llvm` with `opt -passes='print<uniformity>'`.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cfggen  # noqa: E402
import tokengen  # noqa: E402


class CondGen(cfggen.Gen):
    """cfggen's builder whose branch conditions are filled in later, once
    dominance is known: each condition is a fresh name defined at the end
    of its block."""

    def condition(self, b):
        self.ncond += 1
        name = "%%cond.%d" % self.ncond
        b.pending_cond = name
        return name


class Values:
    """The values of a function: per block, the names defined there with
    their types ("i32" or "i1"), in order."""

    def __init__(self, p, rng, target, kernel, controlled, shape):
        self.p = p
        # LLVM 22 decides whether an always-uniform value (readfirstlane,
        # ballot) defined in a cycle inside an irreducible cycle assumed
        # divergent is temporally divergent after the cycle by the order
        # in which its worklist meets two branches, an order of pointer
        # values: where the CFG may be irreducible, those stay out of
        # cycles (docs/DIFFERENCES.md, "Uniformity").
        self.uniform_in_cycles = shape == "structured"
        self.in_cycle = [bool(p.scc_avoiding(b, set())) for b in range(p.n)]
        self.rng = rng
        self.target = target
        self.kernel = kernel
        self.controlled = controlled
        self.defs = [[] for _ in range(p.n)]   # (name, type)
        self.lines = [[] for _ in range(p.n)]  # instructions after phis
        self.count = 0
        # dominator tree parents for availability
        self.idom = [None] * p.n
        for b in range(p.n):
            if b not in p.reach or b == 0:
                continue
            best = None
            for d in range(p.n):
                if d != b and p.dominates(d, b):
                    if best is None or p.depth(d) > p.depth(best):
                        best = d
            self.idom[b] = best

    def fresh(self, stem):
        self.count += 1
        return "%%%s.%d" % (stem, self.count)

    def available(self, b, ty):
        """Values of type ty usable at the end of block b so far."""
        out = [n for n, t in self.defs[b] if t == ty]
        if b in self.p.reach:
            d = self.idom[b]
            while d is not None:
                out += [n for n, t in self.defs[d] if t == ty]
                d = self.idom[d]
        else:
            out += [n for n, t in self.defs[0] if t == ty]
        return out

    def pick(self, b, ty):
        vals = self.available(b, ty)
        return self.rng.choice(vals) if vals else (
            "0" if ty == "i32" else "false")

    def define(self, b, ty, text, stem="v"):
        name = self.fresh(stem)
        self.lines[b].append("%s = %s" % (name, text))
        self.defs[b].append((name, ty))
        return name

    def token_for(self, b):
        """A token a convergent call in b may use, or None."""
        if not self.controlled:
            return None
        tok = self.p.sibling_token(b)
        if tok is None:
            tok = self.p.fresh("a")
            self.lines[b].append(
                "%%%s = call token @%s()" % (tok, tokengen.ANCHOR))
            self.p.token_block[tok] = b
        return tok

    def bundle(self, b):
        tok = self.token_for(b)
        return ' [ "convergencectrl"(token %%%s) ]' % tok if tok else ""

    # -- the entry block: sources --------------------------------------------

    def entry(self):
        rng = self.rng
        if self.target == "nvptx":
            tid = self.define(0, "i32",
                              "call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
                              "tid")
        else:
            tid = self.define(0, "i32",
                              "call i32 @llvm.amdgcn.workitem.id.x()", "tid")
        self.define(0, "i32", "add i32 %n, 1", "uni")
        if self.target == "amdgcn":
            if rng.chance(70):
                self.define(0, "i32", "call i32 @llvm.amdgcn.readfirstlane."
                            "i32(i32 %s)%s" % (tid, self.bundle(0)), "rfl")
            if rng.chance(40):
                self.define(0, "i32", "call i32 @llvm.amdgcn.workgroup.id.x()",
                            "wg")
            if rng.chance(40):
                self.define(0, "i32", "load i32, ptr addrspace(1) %g", "gld")
        if rng.chance(40):
            self.define(0, "i32", "load i32, ptr %p", "fld")
        if rng.chance(20):
            self.define(0, "i32", "call i32 @ext(i32 %n)", "ext")
        self.define(0, "i32", "add i32 %s, %%m" % tid, "div")

    # -- other blocks ---------------------------------------------------------------

    def compute(self, b, k):
        rng = self.rng
        for _ in range(k):
            r = rng.below(12)
            if r < 4:
                op = rng.choice(["add", "mul", "xor", "sub", "and", "or"])
                self.define(b, "i32", "%s i32 %s, %s" % (
                    op, self.pick(b, "i32"), rng.choice(
                        [self.pick(b, "i32"), str(rng.below(9))])))
            elif r < 6:
                self.define(b, "i1", "icmp %s i32 %s, %s" % (
                    rng.choice(["slt", "eq", "ne", "ugt"]),
                    self.pick(b, "i32"),
                    rng.choice([self.pick(b, "i32"), str(rng.below(9))])))
            elif r == 6:
                self.define(b, "i32", "select i1 %s, i32 %s, i32 %s" % (
                    self.pick(b, "i1"), self.pick(b, "i32"),
                    self.pick(b, "i32")))
            elif r == 7 and self.target == "amdgcn" and self.uniform_ok(b):
                self.define(b, "i32", "call i32 @llvm.amdgcn.readfirstlane."
                            "i32(i32 %s)%s" % (self.pick(b, "i32"),
                                               self.bundle(b)), "rfl")
            elif r == 8 and self.target == "amdgcn":
                self.define(b, "i32", "zext i1 %s to i32" % self.pick(b, "i1"))
            elif r == 9:
                self.define(b, "i32", "call i32 @conv.i32(i32 %s)%s" % (
                    self.pick(b, "i32"), self.bundle(b)), "cv")
            elif r == 10 and self.target == "amdgcn" and self.uniform_ok(b):
                bal = self.define(b, "i32", "call i32 @llvm.amdgcn.ballot."
                                  "i32(i1 %s)%s" % (self.pick(b, "i1"),
                                                    self.bundle(b)), "bal")
                self.defs[b][-1] = (bal, "i32")
            else:
                self.define(b, "i32", "zext i1 %s to i32" % self.pick(b, "i1"))

    def uniform_ok(self, b):
        return self.uniform_in_cycles or not self.in_cycle[b]

    def phis(self, b):
        """Phis at a block with several predecessors."""
        p = self.p
        rng = self.rng
        preds = p.preds[b]
        if len(preds) < 2 and not (len(preds) == 1 and rng.chance(5)):
            return []
        out = []
        for _ in range(1 + rng.below(2)):
            ty = "i32" if rng.chance(80) else "i1"
            vals, entries = {}, []
            for q in preds:
                if q not in vals:
                    if rng.chance(15):
                        vals[q] = rng.choice(["undef", "poison"]) \
                            if ty == "i32" else "undef"
                    elif rng.chance(20):
                        vals[q] = str(rng.below(3)) if ty == "i32" else \
                            rng.choice(["true", "false"])
                    else:
                        vals[q] = self.pick(q, ty)
                entries.append("[ %s, %s ]" % (vals[q], p.label(q)))
            name = self.fresh("phi")
            out.append("%s = phi %s %s" % (name, ty, ", ".join(entries)))
            self.defs[b].append((name, ty))
        return out


def order_blocks(p):
    """Blocks so that each comes after its immediate dominator (values are
    defined in dominator-tree order)."""
    seen, order, stack = set(), [], [0]
    children = {}
    for b in range(p.n):
        if b in p.reach and b != 0:
            best = None
            for d in range(p.n):
                if d != b and p.dominates(d, b):
                    if best is None or p.depth(d) > p.depth(best):
                        best = d
            children.setdefault(best, []).append(b)
    while stack:
        v = stack.pop()
        if v in seen:
            continue
        seen.add(v)
        order.append(v)
        stack.extend(reversed(children.get(v, [])))
    order += [b for b in range(p.n) if b not in seen]
    return order


def generate(rng, i, shape, budget, target):
    fn = cfggen.Function(cfggen.function_name(rng, i))
    g = CondGen(rng, fn, budget, shape, "mixed")
    g.build()
    p = tokengen.Placement(rng, fn)
    p.compute_labels()
    kernel = rng.chance(70)
    controlled = rng.chance(30)
    if controlled:
        p.top = "top"
        p.convergent = False
        p.ops[0].append(tokengen.Op("anchor", "top"))
        p.token_block["top"] = 0
        for h in sorted(p.loops, key=p.depth):
            parent = p.parent_loop(h)
            while parent is not None and parent not in p.hearts:
                parent = p.parent_loop(parent)
            tok = p.hearts[parent].name if parent is not None else p.top
            if not p.heart_ok(h, tok):
                continue
            op = tokengen.Op("loop", p.fresh("h"), tok)
            p.hearts[h] = op
            p.token_block[op.name] = h
            p.ops[h].insert(0, op)
    else:
        p.top = None
    v = Values(p, rng, target, kernel, controlled, shape)
    v.entry()
    phis = [[] for _ in range(p.n)]
    for b in order_blocks(p):
        blk = p.blocks[b]
        if b != 0:
            phis[b] = v.phis(b)
            v.compute(b, rng.below(4))
        if getattr(blk, "pending_cond", None):
            src = v.pick(b, "i1") if rng.chance(40) else None
            if src is None:
                blk.insts_cond = "%s = icmp %s i32 %s, %d" % (
                    blk.pending_cond, rng.choice(["slt", "eq", "ugt"]),
                    v.pick(b, "i32"), rng.below(8))
            else:
                blk.insts_cond = "%s = and i1 %s, true" % (
                    blk.pending_cond, src)
        if blk.kind == cfggen.SWITCH:
            blk.cond = v.pick(b, "i32")
    # assemble: phis, token ops, computed values, the condition
    for b in range(p.n):
        blk = p.blocks[b]
        ops = [op.render() for op in p.ops[b]]
        cond = [blk.insts_cond] if getattr(blk, "insts_cond", None) else []
        blk.insts = phis[b] + ops + v.lines[b] + cond
    out = []
    cfggen.emit(fn, out)
    head = out[0]
    if target == "nvptx":
        cc = "ptx_kernel " if kernel else ""
        args = "i32 %n, i1 %c, ptr %p, i32 %m, ptr addrspace(1) %g"
    else:
        cc = "amdgpu_kernel " if kernel else ""
        inreg = "" if kernel or rng.chance(50) else "inreg "
        args = "i32 %n, i1 %c, ptr %p, i32 " + inreg + "%m, " \
            "ptr addrspace(1) %g"
    out[0] = head.replace("define void ", "define %svoid " % cc).replace(
        "(i32 %n, i1 %c, ptr %p)", "(%s)" % args)
    note = "; %s: %s, %s%s" % (fn.name, shape,
                               "kernel" if kernel else "function",
                               ", tokens" if controlled else "")
    return [note] + out


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--functions", type=int, default=1)
    ap.add_argument("--blocks", type=int, default=0,
                    help="target blocks per function (default: random 2-30)")
    ap.add_argument("--shape", default="mixed",
                    choices=["mixed", "structured", "irreducible", "random"])
    ap.add_argument("--target", default="amdgcn",
                    choices=["amdgcn", "nvptx"])
    ap.add_argument("-o", dest="output", default="-")
    args = ap.parse_args(argv)
    rng = cfggen.Rng(cfggen.Rng(args.seed).next() ^ 0x0D1F)
    out = ["; generated by tests/gen/unigen.py " + " ".join(argv), ""]
    for i in range(args.functions):
        frng = rng.fork()
        shape = args.shape
        if shape == "mixed":
            shape = frng.choice(["structured", "structured", "irreducible",
                                 "irreducible", "random"])
        budget = args.blocks or 2 + frng.below(29)
        out += generate(frng, i, shape, budget, args.target)
    out.append("declare i32 @conv.i32(i32) convergent")
    out.append("declare i32 @ext(i32)")
    out.append("declare token @%s()" % tokengen.ANCHOR)
    out.append("declare token @%s()" % tokengen.LOOP)
    if args.target == "nvptx":
        out.append("declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()")
    else:
        out.append("declare i32 @llvm.amdgcn.workitem.id.x()")
        out.append("declare i32 @llvm.amdgcn.workgroup.id.x()")
        out.append("declare i32 @llvm.amdgcn.readfirstlane.i32(i32)")
        out.append("declare i32 @llvm.amdgcn.ballot.i32(i1)")
    out.append("")
    text = "\n".join(out)
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w") as f:
            f.write(text)


if __name__ == "__main__":
    sys.setrecursionlimit(100000)
    main(sys.argv[1:])
