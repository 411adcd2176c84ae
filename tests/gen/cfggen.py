#!/usr/bin/env python3
"""cfggen.py - converge's deterministic random CFG generator (LLVM IR).

    cfggen.py [--seed N] [--functions K] [--blocks N] [--shape SHAPE]
              [--names MODE] [--layout creation|dfs] [-o FILE]

Writes one module of K functions.  The same arguments give the same bytes
on every machine and Python 3 version: randomness comes from a splitmix64
generator of its own, never from Python's `random`.

Shapes (--shape):
  structured   nested regions: sequences, if/else, while and do-while loops
               with breaks and continues, switches with repeated successors,
               self-loops, early returns, `unreachable`, infinite loops
  irreducible  structured, plus multi-entry cycles (jumps into loop bodies,
               mutually recursive pairs) and random extra edges
  random       blocks with 0-3 random successors (any graph: irreducible
               tangles, unreachable islands, infinite loops)
  mixed        (default) each function takes one of the three above
  bench        for the scaling benchmark: a chain of independent chunks of
               8-64 blocks (structured and irreducible, rarely an infinite
               loop), so that cycles grow with --blocks and nesting does not;
               blocks laid out depth-first, as a compiler would

Terminators: br, conditional br (sometimes with both successors the same),
switch (cases repeating successors), indirectbr, ret, unreachable.

Every function also gets, at random, unreachable blocks and unreachable
cycles (some branching into reachable code), and blocks named in every way
LLVM prints differently: named, quoted, and unnamed (numbered) blocks
(--names named|numbered|mixed).

Built to be extended: a function is a list of Block objects (instructions,
terminator kind, successors) built by the shape builders and only then
written out; later issues add phis, divergent conditions
(llvm.amdgcn.workitem.id.x) and convergence tokens by decorating the blocks
before `emit`.  Conditions come from Gen.condition(), the one place that
decides what a branch depends on.
"""
import argparse
import sys

MASK = (1 << 64) - 1


class Rng:
    """splitmix64: small, fast, identical everywhere."""

    def __init__(self, seed):
        # the seed goes through the mixer once, so that nearby seeds give
        # unrelated sequences (seed+1 is not seed shifted by one step)
        z = (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        self.state = z ^ (z >> 31)

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n):
        """Uniform integer in [0, n)."""
        return self.next() % n if n > 0 else 0

    def chance(self, percent):
        return self.below(100) < percent

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def fork(self):
        """An independent generator derived from this one."""
        return Rng(self.next())


# Terminator kinds.
RET, UNREACHABLE, BR, CONDBR, SWITCH, INDIRECTBR = (
    "ret", "unreachable", "br", "condbr", "switch", "indirectbr")


class Block:
    def __init__(self, index):
        self.index = index
        self.name = None      # None: unnamed (numbered) block
        self.insts = []       # instruction lines (without indentation)
        self.kind = None      # terminator kind
        self.succs = []       # successor block indices, in operand order
        self.cases = []       # switch: case values, parallel to succs[1:]
        self.cond = None      # the value a conditional terminator reads


class Function:
    def __init__(self, name):
        self.name = name
        self.blocks = []

    def new_block(self):
        b = Block(len(self.blocks))
        self.blocks.append(b)
        return b


class Gen:
    """Builds one function of a given shape."""

    def __init__(self, rng, fn, budget, shape, names, max_depth=None,
                 layout="creation"):
        self.rng = rng
        self.fn = fn
        self.budget = budget
        self.shape = shape
        self.names = names
        self.max_depth = max_depth
        self.layout = layout
        self.ncond = 0

    # -- terminators ------------------------------------------------------

    def condition(self, b):
        """Adds to b what its branch condition needs; returns the value."""
        self.ncond += 1
        k = self.rng.below(8)
        if self.rng.chance(20):
            return "%c"
        v = "%%cond.%d" % self.ncond
        b.insts.append("%s = icmp slt i32 %%n, %d" % (v, k))
        return v

    def set_br(self, b, target):
        b.kind, b.succs = BR, [target]

    def set_condbr(self, b, t, f):
        b.kind, b.succs = CONDBR, [t, f]
        b.cond = self.condition(b)

    def set_switch(self, b, default, targets):
        """A switch; targets may repeat (several cases, one successor)."""
        b.kind = SWITCH
        b.succs = [default] + list(targets)
        vals = []
        v = self.rng.below(4)
        for _ in targets:
            vals.append(v)
            v += 1 + self.rng.below(3)
        b.cases = vals
        b.cond = "%n"

    def set_exit(self, b):
        b.kind = UNREACHABLE if self.rng.chance(25) else RET
        b.succs = []

    def set_multi(self, b, targets):
        """Two or more successors: a switch, an indirectbr, or branches."""
        if len(targets) == 1:
            self.set_br(b, targets[0])
        elif len(targets) == 2 and self.rng.chance(70):
            self.set_condbr(b, targets[0], targets[1])
        elif self.rng.chance(15):
            b.kind, b.succs = INDIRECTBR, list(targets)
        else:
            self.set_switch(b, targets[0], targets[1:])

    # -- structured regions -----------------------------------------------
    # region(budget, exit, loops, depth) creates blocks for a region whose
    # normal successor is `exit` and returns its entry block index.  `loops`
    # is the stack of enclosing (header, exit) pairs for break/continue.

    def take(self, n=1):
        self.budget -= n

    def region(self, budget, exit, loops, depth):
        rng = self.rng
        fn = self.fn
        deep = self.max_depth is not None and depth >= self.max_depth
        if budget <= 1 or self.budget <= 0:
            return self.simple(exit, loops)
        r = rng.below(100)
        if r < 30:
            # sequence
            k = 1 + rng.below(budget - 1)
            second = self.region(budget - k, exit, loops, depth)
            return self.region(k, second, loops, depth)
        if r < 45 or deep:
            # if / if-else
            b = fn.new_block()
            self.take()
            if rng.chance(60):
                half = max(1, (budget - 1) // 2)
                t = self.region(half, exit, loops, depth)
                f = self.region(max(1, budget - 1 - half), exit, loops, depth)
            else:
                t = self.region(budget - 1, exit, loops, depth)
                f = exit
            if rng.chance(50):
                t, f = f, t
            self.set_condbr(b, t, f)
            return b.index
        if r < 62:
            # while loop: header tests, body returns to the header
            h = fn.new_block()
            self.take()
            body = self.region(budget - 1, h.index, loops + [(h.index, exit)],
                               depth + 1)
            if self.shape != "bench" and rng.chance(4):
                self.set_br(h, body)  # infinite: no exit
            elif rng.chance(50):
                self.set_condbr(h, body, exit)
            else:
                self.set_condbr(h, exit, body)
            return h.index
        if r < 74:
            # do-while loop: header is the body, a latch branches back
            h = fn.new_block()
            latch = fn.new_block()
            self.take(2)
            body = self.region(max(1, budget - 2), latch.index,
                               loops + [(h.index, exit)], depth + 1)
            self.set_br(h, body)
            if rng.chance(50):
                self.set_condbr(latch, h.index, exit)
            else:
                self.set_condbr(latch, exit, h.index)
            return h.index
        if r < 80:
            # self-loop, maybe with a repeated successor; then the rest
            b = fn.new_block()
            self.take()
            rest = self.region(budget - 1, exit, loops, depth)
            if rng.chance(30):
                self.set_switch(b, rest, [b.index, b.index, rest])
            else:
                self.set_condbr(b, b.index, rest)
            return b.index
        if r < 88:
            # switch to 2-4 regions, cases repeating targets
            b = fn.new_block()
            self.take()
            n = 2 + rng.below(3)
            each = max(1, (budget - 1) // n)
            arms = [self.region(each, exit, loops, depth) for _ in range(n)]
            targets = [rng.choice(arms) for _ in range(n + rng.below(3))]
            self.set_switch(b, rng.choice(arms + [exit]), targets)
            return b.index
        if r < 94 and self.shape in ("irreducible", "bench"):
            return self.irreducible(budget, exit, loops, depth)
        if r < 97 or budget < 3:
            # a block that leaves (return or unreachable) or goes on
            b = fn.new_block()
            e = fn.new_block()
            self.take(2)
            self.set_exit(e)
            rest = self.region(max(1, budget - 2), exit, loops, depth)
            self.set_condbr(b, e.index, rest)
            return b.index
        # an infinite loop entered conditionally
        b = fn.new_block()
        h = fn.new_block()
        self.take(2)
        body = self.region(budget - 2, h.index, loops + [(h.index, exit)],
                           depth + 1)
        self.set_br(h, body)
        self.set_condbr(b, h.index, exit)
        return b.index

    def simple(self, exit, loops):
        """One block: falls through, or breaks/continues/returns."""
        rng = self.rng
        b = self.fn.new_block()
        self.take()
        r = rng.below(100)
        if loops and r < 12:
            header, lexit = rng.choice(loops)
            self.set_condbr(b, exit, header if rng.chance(50) else lexit)
        elif r < 15:
            e = self.fn.new_block()
            self.take()
            self.set_exit(e)
            self.set_condbr(b, exit, e.index)
        elif r < 18:
            self.set_condbr(b, exit, exit)  # both successors the same
        else:
            self.set_br(b, exit)
        return b.index

    def irreducible(self, budget, exit, loops, depth):
        """A cycle with two entries."""
        rng = self.rng
        fn = self.fn
        e = fn.new_block()
        a = fn.new_block()
        b = fn.new_block()
        self.take(3)
        half = max(1, (budget - 3) // 2)
        inner = loops + [(a.index, exit)]
        ra = self.region(half, b.index, inner, depth + 1)
        rb = self.region(max(1, budget - 3 - half), a.index, inner, depth + 1)
        if rng.chance(50):
            # A <-> B with a region on each side
            self.set_condbr(a, ra, exit)
            self.set_condbr(b, rb, exit)
        else:
            # a loop A -> ... -> B -> A entered at A and at B
            self.set_br(a, ra)
            self.set_condbr(b, a.index, exit)
        self.set_multi(e, [a.index, b.index] if rng.chance(50)
                       else [b.index, a.index])
        return e.index

    # -- random graphs ----------------------------------------------------

    def random_graph(self, n):
        rng = self.rng
        fn = self.fn
        first = len(fn.blocks)
        blocks = [fn.new_block() for _ in range(n)]
        self.take(n)
        for i, b in enumerate(blocks):
            k = rng.choice([0, 1, 1, 2, 2, 2, 3]) if i else 1 + rng.below(2)
            targets = []
            for _ in range(k):
                if rng.chance(70):
                    j = i + rng.below(7) - 2
                else:
                    j = rng.below(n)
                j = min(max(j, 1), n - 1) if n > 1 else 0
                targets.append(first + j)
            if not targets or (n == 1):
                self.set_exit(b)
            else:
                self.set_multi(b, targets)
        return first

    # -- unreachable parts --------------------------------------------------

    def unreachable_parts(self):
        rng = self.rng
        fn = self.fn
        reach = [b.index for b in fn.blocks[1:]]
        for _ in range(rng.below(3)):
            r = rng.below(3)
            if r == 0:
                # a dead block, maybe branching into live code
                d = fn.new_block()
                if reach and rng.chance(60):
                    self.set_br(d, rng.choice(reach))
                else:
                    self.set_exit(d)
            elif r == 1:
                # a dead cycle, maybe with an edge into live code
                d1 = fn.new_block()
                d2 = fn.new_block()
                self.set_br(d1, d2.index)
                if reach and rng.chance(50):
                    self.set_condbr(d2, d1.index, rng.choice(reach))
                else:
                    self.set_br(d2, d1.index)
            else:
                d = fn.new_block()
                self.set_condbr(d, d.index, d.index)

    def extra_edges(self, count):
        """Turns some unconditional branches into two-way ones."""
        rng = self.rng
        fn = self.fn
        cands = [b for b in fn.blocks if b.kind == BR]
        for _ in range(count):
            if not cands or len(fn.blocks) < 2:
                return
            b = rng.choice(cands)
            if b.kind != BR:
                continue
            t = 1 + rng.below(len(fn.blocks) - 1)
            self.set_condbr(b, b.succs[0], t) if rng.chance(50) else \
                self.set_condbr(b, t, b.succs[0])

    # -- the whole function -------------------------------------------------

    def build(self):
        fn = self.fn
        entry = fn.new_block()
        self.take()
        shape = self.shape
        if shape == "random":
            first = self.random_graph(max(1, self.budget))
            self.set_br(entry, first)
        elif shape == "bench":
            # a chain of independent chunks of 8-64 blocks, built from the
            # end, so that cycles and their nesting do not grow with size
            final = fn.new_block()
            final.kind = RET
            nxt = final.index
            remaining = self.budget
            while remaining > 0:
                k = min(remaining, 8 + self.rng.below(57))
                self.budget = k
                nxt = self.region(k, nxt, [], 0)
                remaining -= k
            self.set_br(entry, nxt)
        else:
            # -1 stands for the final return block until it exists
            body = self.region(max(1, self.budget), -1, [], 0)
            final = fn.new_block()
            self.set_exit(final)
            final.kind = RET
            for b in fn.blocks:
                b.succs = [final.index if s == -1 else s for s in b.succs]
            self.set_br(entry, body if body != -1 else final.index)
            if shape == "irreducible":
                self.extra_edges(1 + self.rng.below(3))
        if shape != "bench":
            self.unreachable_parts()
        if self.layout == "dfs":
            self.dfs_layout()
        self.name_blocks()

    def dfs_layout(self):
        """Reorders the blocks as a compiler lays code out: depth-first
        from the entry (successors in order), unreachable blocks last."""
        fn = self.fn
        order, seen, stack = [], set(), [0]
        while stack:
            v = stack.pop()
            if v in seen:
                continue
            seen.add(v)
            order.append(v)
            stack.extend(reversed(fn.blocks[v].succs))
        order += [b.index for b in fn.blocks if b.index not in seen]
        new = {old: i for i, old in enumerate(order)}
        blocks = [fn.blocks[old] for old in order]
        for b in blocks:
            b.index = new[b.index]
            b.succs = [new[x] for x in b.succs]
        fn.blocks = blocks

    def name_blocks(self):
        rng = self.rng
        for b in self.fn.blocks:
            if self.names == "numbered":
                b.name = None
            elif self.names == "named" or rng.chance(60):
                r = rng.below(10)
                if r == 0:
                    b.name = '"blk %d"' % b.index
                elif r == 1:
                    b.name = '"q\\22%d"' % b.index
                elif r < 4:
                    b.name = "loop.%d" % b.index
                else:
                    b.name = "bb%d" % b.index
            else:
                b.name = None
        if self.fn.blocks and self.names != "named" and rng.chance(30):
            self.fn.blocks[0].name = None


def emit(fn, out):
    """Writes the function as LLVM IR text."""
    slot = 0
    labels = {}
    for b in fn.blocks:
        if b.name is None:
            labels[b.index] = "%%%d" % slot
            b.label = "%d" % slot
            slot += 1
        else:
            labels[b.index] = "%" + b.name
            b.label = b.name
    out.append("define void %s(i32 %%n, i1 %%c, ptr %%p) {" % fn.name)
    for b in fn.blocks:
        if b.index != 0 or b.name is not None:
            out.append("%s:" % b.label)
        for line in b.insts:
            out.append("  " + line)
        if b.kind == RET:
            out.append("  ret void")
        elif b.kind == UNREACHABLE:
            out.append("  unreachable")
        elif b.kind == BR:
            out.append("  br label %s" % labels[b.succs[0]])
        elif b.kind == CONDBR:
            out.append("  br i1 %s, label %s, label %s" % (
                b.cond, labels[b.succs[0]], labels[b.succs[1]]))
        elif b.kind == SWITCH:
            cases = " ".join("i32 %d, label %s" % (v, labels[s])
                             for v, s in zip(b.cases, b.succs[1:]))
            out.append("  switch i32 %s, label %s [ %s ]" % (
                b.cond, labels[b.succs[0]], cases))
        elif b.kind == INDIRECTBR:
            out.append("  indirectbr ptr %%p, [%s]" % ", ".join(
                "label %s" % labels[s] for s in b.succs))
        else:
            raise AssertionError("block without terminator")
    out.append("}")
    out.append("")


def function_name(rng, i):
    r = rng.below(40)
    if r == 0:
        return '@"fn %d"' % i
    return "@f%d" % i


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--functions", type=int, default=1)
    ap.add_argument("--blocks", type=int, default=0,
                    help="target blocks per function (default: random 2-60)")
    ap.add_argument("--shape", default="mixed",
                    choices=["mixed", "structured", "irreducible", "random",
                             "bench"])
    ap.add_argument("--names", default="mixed",
                    choices=["mixed", "named", "numbered"])
    ap.add_argument("--layout", default=None, choices=["creation", "dfs"],
                    help="block order: as built, or depth-first from the "
                    "entry like a compiler's layout (default: dfs for "
                    "bench, creation otherwise)")
    ap.add_argument("-o", dest="output", default="-")
    args = ap.parse_args(argv)

    rng = Rng(args.seed)
    out = ["; generated by tests/gen/cfggen.py " + " ".join(argv), ""]
    for i in range(args.functions):
        frng = rng.fork()
        shape = args.shape
        if shape == "mixed":
            shape = frng.choice(["structured", "irreducible", "irreducible",
                                 "random"])
        budget = args.blocks or 2 + frng.below(59)
        fn = Function(function_name(frng, i))
        layout = args.layout or ("dfs" if shape == "bench" else "creation")
        g = Gen(frng, fn, budget, shape, args.names,
                max_depth=3 if shape == "bench" else None, layout=layout)
        g.build()
        emit(fn, out)
    text = "\n".join(out)
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w") as f:
            f.write(text)


if __name__ == "__main__":
    sys.setrecursionlimit(100000)
    main(sys.argv[1:])
