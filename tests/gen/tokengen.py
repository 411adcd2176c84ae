#!/usr/bin/env python3
"""tokengen.py - convergence control tokens on cfggen's CFGs: valid
placements from the specification's token-inference procedure, and
mutations that break each static rule.

    tokengen.py [--seed N] [--functions K] [--blocks N] [--shape SHAPE]
                [--valid PERCENT] [--no-markers] [-o FILE]

Writes one module of K functions, deterministic for the same arguments
(cfggen's splitmix64 generator, never Python's `random`).

Each function is a CFG from cfggen.py (structured, irreducible or random
shape) decorated as ConvergentOperations' "Inferring Tokens" procedure
does it, on the reducible part of the graph:

  1. an entry token at the start of the entry block (convergent functions;
     other functions start with an anchor);
  2. a loop heart at the start of every natural-loop header, whose operand
     is the heart of the parent loop, or the function's token for an
     outermost loop;
  3. convergent calls in random blocks, each using the token of its sibling
     definition: the heart of its innermost loop, or the function's token
     outside loops.

Where the graph is irreducible there is no header to put a heart in: a
placement is kept only if a small oracle of the closed-path rules accepts
it (the use lies on no closed path avoiding the definition; a heart
dominates every closed path through it that avoids its token's
definition; no closed path holds two hearts without a definition), and
falls back to an anchor right before the call otherwise.  Some functions
keep their convergent calls uncontrolled (no tokens at all), some get
i32 phis at join blocks.

Then, with probability 100 - PERCENT (--valid, default 35), one or two
mutations, each aimed at one rule (MUTATIONS below): the entry in a
non-convergent function, outside the entry block, twice, after a
convergent call; operands on entry and anchor, none on a loop; a loop
after a convergent call; two bundles, two tokens, a token that is not a
convergence token; a token used inside a cycle without its definition, a
heart moved off its header or given an outer token, two hearts in one
cycle; badly nested regions; a token that does not dominate its use;
mixed controlled and uncontrolled calls; a bundle on a non-convergent
call; and the IR rules: phis of tokens, phis with missing, extra or wrong
entries, phis below other instructions, uses not dominated by their
definition, self-references, branches to the entry block, token
arguments.  A comment above each function names what was done.

With markers (the default), every function is followed by a declaration
`declare token @marker.N()`, which the verifier of LLVM and of converge
both reject with "Function returns a token but isn't an intrinsic" and
`ptr @marker.N`: the verifier reports functions in module order, so the
markers split its output into per-function parts
(tests/conformance/verify-compare.sh).
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cfggen  # noqa: E402

ENTRY = "llvm.experimental.convergence.entry"
ANCHOR = "llvm.experimental.convergence.anchor"
LOOP = "llvm.experimental.convergence.loop"


class Op:
    """A call (or another instruction) placed by the generator."""

    def __init__(self, kind, name=None, token=None, callee=None):
        self.kind = kind      # entry, anchor, loop, conv, conv32, plain, raw
        self.name = name      # result name without '%', or None
        self.token = token    # token operand without '%', or None
        self.callee = callee
        self.bundles = None   # explicit bundle list (strings) overriding token
        self.attrs = ""
        self.text = None      # kind raw: the instruction itself

    def render(self):
        if self.kind == "raw":
            return self.text
        if self.bundles is not None:
            b = " [ %s ]" % ", ".join(self.bundles) if self.bundles else ""
        elif self.token is not None:
            b = ' [ "convergencectrl"(token %%%s) ]' % self.token
        else:
            b = ""
        if self.kind in ("entry", "anchor", "loop"):
            fn = {"entry": ENTRY, "anchor": ANCHOR, "loop": LOOP}[self.kind]
            return "%%%s = call token @%s()%s" % (self.name, fn, b)
        if self.kind == "conv32":
            return "%%%s = call i32 @conv.i32(i32 %%n)%s%s" % (
                self.name, self.attrs, b)
        if self.kind == "maketoken":
            return "%%%s = call token @make.token()" % self.name
        callee = {"conv": "@conv", "plain": "@plain"}[self.kind]
        return "call void %s()%s%s" % (callee, self.attrs, b)


class Placement:
    """A function's CFG with its analyses and the generator's decorations."""

    def __init__(self, rng, fn):
        self.rng = rng
        self.fn = fn
        self.blocks = fn.blocks
        n = len(self.blocks)
        self.n = n
        self.succs = [list(b.succs) for b in self.blocks]
        self.preds = [[] for _ in range(n)]
        for b in range(n):
            for s in self.succs[b]:
                self.preds[s].append(b)
        self.ops = [[] for _ in range(n)]      # Op lists, after phis
        self.phis = [[] for _ in range(n)]     # phi lines
        self.late = [[] for _ in range(n)]     # lines after cfggen's insts
        self.token_block = {}                  # token name -> block
        self.hearts = {}                       # header -> Op
        self.counter = 0
        self.convergent = True
        self.params = ""
        self.notes = []
        self.analyse()

    def fresh(self, stem):
        self.counter += 1
        return "%s.%d" % (stem, self.counter)

    # -- analyses -----------------------------------------------------------

    def analyse(self):
        n = self.n
        seen, stack = set(), [0]
        while stack:
            v = stack.pop()
            if v in seen:
                continue
            seen.add(v)
            stack.extend(self.succs[v])
        self.reach = seen
        full = (1 << n) - 1
        dom = [full] * n
        dom[0] = 1
        changed = True
        order = sorted(seen)
        while changed:
            changed = False
            for b in order:
                if b == 0:
                    continue
                d = full
                for p in self.preds[b]:
                    if p in seen:
                        d &= dom[p]
                d |= 1 << b
                if d != dom[b]:
                    dom[b] = d
                    changed = True
        self.dom = dom
        # natural loops: back edges t -> h with h dominating t
        loops = {}
        for t in order:
            for h in self.succs[t]:
                if self.dominates(h, t):
                    body = loops.setdefault(h, {h})
                    work = [t]
                    while work:
                        x = work.pop()
                        if x in body:
                            continue
                        body.add(x)
                        work.extend(p for p in self.preds[x] if p in seen)
        self.loops = loops

    def dominates(self, a, b):
        return b in self.reach and (self.dom[b] >> a) & 1 == 1

    def depth(self, b):
        return bin(self.dom[b]).count("1")

    def innermost_loop(self, b):
        best = None
        for h, body in self.loops.items():
            if b in body and (best is None or
                              len(body) < len(self.loops[best])):
                best = h
        return best

    def parent_loop(self, h):
        best = None
        for h2, body in self.loops.items():
            if h2 != h and h in body and (
                    best is None or len(body) < len(self.loops[best])):
                best = h2
        return best

    def scc_avoiding(self, b, avoid):
        """Blocks on closed paths through b that avoid the blocks `avoid`
        (reachable blocks only)."""
        if b in avoid:
            return set()

        def walk(start, edges):
            seen, stack = set(), [start]
            while stack:
                v = stack.pop()
                for w in edges[v]:
                    if w in self.reach and w not in avoid and w not in seen:
                        seen.add(w)
                        stack.append(w)
            return seen
        fwd = walk(b, self.succs)
        if b not in fwd:
            return set()
        return fwd & walk(b, self.preds)

    # -- the oracle of the closed-path rules ----------------------------------

    def use_ok(self, b, token):
        """Rule 1 for a use (not by a loop intrinsic) in block b."""
        db = self.token_block[token]
        if b not in self.reach:
            return True
        if not self.dominates(db, b):
            return False
        return db == b or not self.scc_avoiding(b, {db})

    def heart_ok(self, h, token):
        """Rules 4, 2 and 3 for a heart in header h using token."""
        db = self.token_block[token]
        if not self.dominates(db, h) or db == h:
            return False
        s = self.scc_avoiding(h, {db})
        if not s or any(not self.dominates(h, x) for x in s):
            return False
        for h2, op in self.hearts.items():
            db2 = self.token_block[op.token]
            if h2 in self.scc_avoiding(h, {db, db2}):
                return False
        return True

    # -- the inference procedure ------------------------------------------------

    def place(self, controlled, density):
        rng = self.rng
        self.convergent = controlled != "anchor" or rng.chance(20)
        if controlled == "none":
            self.top = None
        elif controlled == "entry":
            self.top = "entry"
            self.ops[0].append(Op("entry", "entry"))
            self.token_block["entry"] = 0
        else:
            self.top = "top"
            self.ops[0].append(Op("anchor", "top"))
            self.token_block["top"] = 0
        if self.top:
            for h in sorted(self.loops, key=self.depth):
                parent = self.parent_loop(h)
                while parent is not None and parent not in self.hearts:
                    parent = self.parent_loop(parent)
                tok = self.hearts[parent].name if parent is not None \
                    else self.top
                if not self.heart_ok(h, tok):
                    continue
                op = Op("loop", self.fresh("h"), tok)
                self.hearts[h] = op
                self.token_block[op.name] = h
                self.ops[h].insert(0, op)
        for b in range(self.n):
            if not rng.chance(density if b in self.reach else 25):
                continue
            for _ in range(1 + rng.below(2)):
                self.add_call(b, controlled != "none")

    def sibling_token(self, b):
        """The token of b's sibling definition, if the rules allow it."""
        h = self.innermost_loop(b)
        while h is not None and h not in self.hearts:
            h = self.parent_loop(h)
        tok = self.hearts[h].name if h is not None else self.top
        if tok is not None and self.use_ok(b, tok):
            return tok
        return None

    def add_call(self, b, controlled):
        rng = self.rng
        kind = "conv32" if rng.chance(25) else "conv"
        name = self.fresh("v") if kind == "conv32" else None
        # call-site attributes: opt numbers their groups differently in
        # the messages of its two verifiers
        attrs = " " + rng.choice(["nounwind", "cold", "minsize", "noinline",
                                   "cold nounwind"]) if rng.chance(15) else ""
        if not controlled:
            op = Op(kind, name)
            op.attrs = attrs
            self.ops[b].append(op)
            return
        tok = self.sibling_token(b)
        if tok is None:
            tok = self.fresh("a")
            self.ops[b].append(Op("anchor", tok))
            self.token_block[tok] = b
        op = Op(kind, name, tok)
        op.attrs = attrs
        self.ops[b].append(op)

    def add_phis(self):
        """i32 phis at join blocks: one entry per predecessor edge, the same
        value for repeated edges."""
        rng = self.rng
        for b in range(1, self.n):
            if len(self.preds[b]) < 2 or not rng.chance(30):
                continue
            vals = {}
            entries = []
            for p in self.preds[b]:
                if p not in vals:
                    vals[p] = rng.choice(["%n", "0", "7", "undef"])
                entries.append("[ %s, %s ]" % (vals[p], self.label(p)))
            self.phis[b].append("%%%s = phi i32 %s" % (
                self.fresh("phi"), ", ".join(entries)))

    # -- labels -------------------------------------------------------------------

    def compute_labels(self):
        slot = 0
        self.labels = {}
        for b in self.blocks:
            if b.name is None:
                self.labels[b.index] = "%%%d" % slot
                slot += 1
            else:
                self.labels[b.index] = "%" + b.name

    def label(self, b):
        return self.labels[b]

    # -- helpers for mutations -----------------------------------------------------

    def all_ops(self, pred=lambda b, op: True):
        return [(b, op) for b in range(self.n) for op in self.ops[b]
                if pred(b, op)]

    def controlled_calls(self):
        return self.all_ops(lambda b, op: op.kind in ("conv", "conv32") and
                            op.token is not None)

    def reachable_blocks(self):
        return sorted(self.reach)

    def pick(self, items):
        return self.rng.choice(items) if items else None


# -- mutations: each returns a note, or None when it does not apply ------------

def m_entry_nonconvergent(p):
    if p.top != "entry":
        return None
    p.convergent = False
    return "entry in a non-convergent function"


def m_entry_moved(p):
    if p.top != "entry" or p.n < 2:
        return None
    if not p.ops[0] or p.ops[0][0].kind != "entry":
        return None
    b = p.pick([x for x in p.reachable_blocks() if x != 0] or [None])
    if b is None:
        return None
    op = p.ops[0].pop(0)
    p.ops[b].insert(0, op)
    p.token_block["entry"] = b
    return "entry moved to block %d" % b


def m_entry_twice(p):
    if p.top != "entry":
        return None
    p.ops[0].insert(1, Op("entry", p.fresh("entry")))
    return "a second entry"


def m_entry_after_call(p):
    if p.top != "entry":
        return None
    if p.rng.chance(50):
        p.ops[0].insert(0, Op("conv"))
        return "an uncontrolled call before the entry"
    a = p.fresh("a")
    p.ops[0][0:0] = [Op("anchor", a), Op("conv", None, a)]
    p.token_block[a] = 0
    return "an anchor and a controlled call before the entry"


def m_operand_on_entry_or_anchor(p):
    cands = p.all_ops(lambda b, op: op.kind in ("anchor", "entry"))
    if not cands:
        return None
    b, op = p.pick(cands)
    if p.rng.chance(40) or op.kind == "entry":
        t = p.fresh("a")
        i = p.ops[b].index(op)
        p.ops[b].insert(i, Op("anchor", t))
        p.token_block[t] = b
        op.token = t
    else:
        op.token = p.top if p.top and op.name != p.top else None
        if op.token is None:
            op.bundles = ['"convergencectrl"(token none)']
    return "a convergencectrl operand on %%%s" % op.name


def m_loop_without_operand(p):
    cands = p.all_ops(lambda b, op: op.kind == "loop")
    if not cands:
        return None
    b, op = p.pick(cands)
    op.token = None
    return "no operand on heart %%%s" % op.name


def m_loop_after_convergent(p):
    if not p.hearts:
        return None
    h = p.pick(sorted(p.hearts))
    heart = p.hearts[h]
    if p.rng.chance(50):
        a = p.fresh("a")
        p.ops[h].insert(0, Op("anchor", a))
        p.token_block[a] = h
    else:
        p.ops[h].insert(0, Op("conv", None, heart.token))
    return "a convergent operation before heart %%%s" % heart.name


def m_two_bundles(p):
    b, op = p.pick(p.controlled_calls()) or (None, None)
    if op is None:
        return None
    tok = op.token
    other = p.pick(sorted(p.token_block)) if p.rng.chance(50) else tok
    op.bundles = ['"convergencectrl"(token %%%s)' % tok,
                  '"convergencectrl"(token %%%s)' % other]
    return "two convergencectrl bundles"


def m_two_tokens(p):
    b, op = p.pick(p.controlled_calls()) or (None, None)
    if op is None:
        return None
    r = p.rng.below(3)
    if r == 0:
        op.bundles = ['"convergencectrl"(token %%%s, token %%%s)' % (
            op.token, op.token)]
    elif r == 1:
        op.bundles = ['"convergencectrl"(i32 0)']
    else:
        op.bundles = ['"convergencectrl"()']
    return "a bundle without exactly one token"


def m_wrong_source(p):
    b, op = p.pick(p.controlled_calls() +
                   p.all_ops(lambda b, op: op.kind == "loop")) or (None, None)
    if op is None:
        return None
    r = p.rng.below(3)
    if r == 0:
        op.bundles = ['"convergencectrl"(token none)']
    elif r == 1:
        op.bundles = ['"convergencectrl"(token poison)']
    else:
        t = p.fresh("mk")
        p.ops[b].insert(p.ops[b].index(op), Op("maketoken", t))
        op.token = t
    return "a token not produced by a convergence intrinsic"


def m_outside_use(p):
    """A call inside a loop uses the token of an enclosing scope."""
    cands = [(b, op) for b, op in p.controlled_calls()
             if p.innermost_loop(b) is not None and b in p.reach]
    b, op = p.pick(cands) or (None, None)
    if op is None:
        return None
    outer = [t for t, tb in sorted(p.token_block.items())
             if tb != b and p.dominates(tb, b) and t != op.token]
    t = p.pick(outer)
    if t is None:
        return None
    op.token = t
    return "call in a loop uses outer token %%%s" % t


def m_heart_moved(p):
    if not p.hearts:
        return None
    h = p.pick(sorted(p.hearts))
    body = sorted(x for x in p.loops[h] if x != h)
    if not body:
        return None
    dest = p.pick(body)
    heart = p.hearts.pop(h)
    p.ops[h].remove(heart)
    p.ops[dest].insert(0, heart)
    p.token_block[heart.name] = dest
    return "heart %%%s moved off its header" % heart.name


def m_heart_outer_token(p):
    cands = [(h, op) for h, op in sorted(p.hearts.items())
             if op.token != p.top and p.top]
    if not cands:
        return None
    h, op = p.pick(cands)
    op.token = p.top
    return "nested heart %%%s uses the function's token" % op.name


def m_two_hearts(p):
    if not p.hearts:
        return None
    h = p.pick(sorted(p.hearts))
    heart = p.hearts[h]
    tok = heart.token if p.rng.chance(50) or not p.top else p.top
    op = Op("loop", p.fresh("h"), tok)
    p.ops[h].insert(1 if p.rng.chance(50) else 0, op)
    p.token_block[op.name] = h
    return "a second heart in the header of %%%s" % heart.name


def m_region(p):
    """Two anchors whose uses cross."""
    b = p.pick([x for x in p.reachable_blocks()])
    t1, t2 = p.fresh("r"), p.fresh("r")
    ops = [Op("anchor", t1), Op("anchor", t2)]
    succ = [s for s in p.succs[b] if s in p.reach and s != b and
            p.dominates(b, s) and not p.scc_avoiding(s, {b})]
    if succ and p.rng.chance(50):
        s = p.pick(succ)
        p.ops[b].extend(ops + [Op("conv", None, t1)])
        p.ops[s].insert(0, Op("conv", None, t2))
        p.token_block[t1] = p.token_block[t2] = b
        return "regions of %%%s and %%%s cross blocks" % (t1, t2)
    p.ops[b].extend(ops + [Op("conv", None, t1), Op("conv", None, t2)])
    p.token_block[t1] = p.token_block[t2] = b
    return "regions of %%%s and %%%s cross" % (t1, t2)


def m_token_not_dominating(p):
    cands = [(t, tb) for t, tb in sorted(p.token_block.items())]
    if not cands:
        return None
    t, tb = p.pick(cands)
    others = [x for x in p.reachable_blocks() if not p.dominates(tb, x)]
    b = p.pick(others)
    if b is None:
        return None
    p.ops[b].append(Op("conv", None, t))
    return "%%%s used where it does not dominate" % t


def m_mixed(p):
    if p.top is None:
        return None
    if p.rng.chance(50):
        b = p.pick(p.reachable_blocks())
        p.ops[b].append(Op("conv"))
        return "an uncontrolled call among controlled ones"
    b, op = p.pick(p.controlled_calls()) or (None, None)
    if op is None:
        return None
    op.token = None
    return "one call loses its bundle"


def m_random_tokens(p):
    """Some controlled calls take any token defined in the function."""
    calls = p.controlled_calls()
    toks = sorted(p.token_block)
    if not calls or not toks:
        return None
    for _ in range(1 + p.rng.below(3)):
        b, op = p.pick(calls)
        op.token = p.pick(toks)
    return "calls with random tokens"


def m_heart_anywhere(p):
    """A loop intrinsic with an outer token in any block on a cycle."""
    if not p.top:
        return None
    cyclic = [b for b in p.reachable_blocks() if p.scc_avoiding(b, set())]
    b = p.pick(cyclic)
    if b is None:
        return None
    tok = p.pick([t for t, tb in sorted(p.token_block.items())
                  if tb != b and p.dominates(tb, b)] or [p.top])
    op = Op("loop", p.fresh("h"), tok)
    p.ops[b].insert(0, op)
    p.token_block[op.name] = b
    if p.rng.chance(50):
        p.ops[b].append(Op("conv", None, op.name))
    return "a loop intrinsic in block %d of a cycle" % b


def m_bundle_on_plain_call(p):
    cands = sorted(p.token_block.items())
    t, tb = p.pick(cands) or (None, None)
    if t is None:
        return None
    i = 1 + max((k for k, op in enumerate(p.ops[tb]) if op.name == t),
                default=-1)
    p.ops[tb].insert(i, Op("plain", None, t))
    return "a bundle on a non-convergent call"


def m_phi_token(p):
    joins = [b for b in p.reachable_blocks() if len(p.preds[b]) >= 1 and b]
    b = p.pick(joins)
    if b is None:
        return None
    entries = ", ".join("[ none, %s ]" % p.label(x) for x in p.preds[b])
    p.phis[b].append("%%%s = phi token %s" % (p.fresh("pt"), entries))
    return "a phi of tokens"


def m_phi_count(p):
    joins = [b for b in range(1, p.n) if p.preds[b]]
    b = p.pick(joins)
    if b is None:
        return None
    entries = ["[ 0, %s ]" % p.label(x) for x in p.preds[b]]
    if p.rng.chance(50) and len(entries) > 1:
        entries.pop(p.rng.below(len(entries)))
    else:
        entries.append("[ 1, %s ]" % p.label(p.preds[b][0]))
    p.phis[b].append("%%%s = phi i32 %s" % (p.fresh("pc"), ", ".join(entries)))
    return "a phi without one entry per predecessor edge"


def m_phi_wrong_block(p):
    singles = [b for b in range(1, p.n) if len(p.preds[b]) == 1]
    b = p.pick(singles)
    if b is None:
        return None
    wrong = p.pick([x for x in range(p.n) if x != p.preds[b][0]])
    if wrong is None:
        return None
    p.phis[b].append("%%%s = phi i32 [ 0, %s ]" % (p.fresh("pw"),
                                                   p.label(wrong)))
    return "a phi entry for a block that is not a predecessor"


def m_phi_below(p):
    joins = [b for b in range(1, p.n) if p.preds[b]]
    b = p.pick(joins)
    if b is None:
        return None
    entries = ", ".join("[ 0, %s ]" % p.label(x) for x in p.preds[b])
    op = Op("raw")
    op.text = "%%%s = phi i32 %s" % (p.fresh("pb"), entries)
    p.ops[b].append(op)
    p.ops[b].insert(len(p.ops[b]) - 1, Op("plain"))
    return "a phi below another instruction"


def m_value_not_dominating(p):
    r = p.reachable_blocks()
    pairs = [(a, b) for a in r for b in r if a != b and
             not p.dominates(a, b)]
    a, b = p.pick(pairs) or (None, None)
    if a is None:
        return None
    x = p.fresh("x")
    p.late[a].append("%%%s = add i32 %%n, 1" % x)
    p.late[b].append("%%%s = add i32 %%%s, 2" % (p.fresh("y"), x))
    return "%%%s used where it does not dominate" % x


def m_self_reference(p):
    b = p.pick(p.reachable_blocks())
    x = p.fresh("s")
    p.late[b].append("%%%s = add i32 %%%s, 1" % (x, x))
    return "an instruction using itself"


def m_entry_predecessor(p):
    cands = [b for b in range(p.n) if p.blocks[b].succs]
    b = p.pick(cands)
    if b is None:
        return None
    blk = p.blocks[b]
    k = p.rng.below(len(blk.succs))
    blk.succs[k] = 0
    return "a branch to the entry block"


def m_token_argument(p):
    p.params = ", token %tk"
    p.token_block["tk"] = 0
    b, op = p.pick(p.controlled_calls()) or (None, None)
    if op is not None:
        op.token = "tk"
    return "a token argument"


MUTATIONS = [
    (m_entry_nonconvergent, 3), (m_entry_moved, 3), (m_entry_twice, 2),
    (m_entry_after_call, 3), (m_operand_on_entry_or_anchor, 3),
    (m_loop_without_operand, 3), (m_loop_after_convergent, 3),
    (m_two_bundles, 2), (m_two_tokens, 3), (m_wrong_source, 3),
    (m_outside_use, 6), (m_heart_moved, 5), (m_heart_outer_token, 4),
    (m_two_hearts, 5), (m_region, 5), (m_token_not_dominating, 4),
    (m_mixed, 4), (m_random_tokens, 6), (m_heart_anywhere, 6),
    (m_bundle_on_plain_call, 2), (m_phi_token, 2),
    (m_phi_count, 2), (m_phi_wrong_block, 2), (m_phi_below, 2),
    (m_value_not_dominating, 3), (m_self_reference, 1),
    (m_entry_predecessor, 2), (m_token_argument, 1),
]


def mutate(p):
    total = sum(w for _, w in MUTATIONS)
    for _ in range(10):
        r = p.rng.below(total)
        for fn, w in MUTATIONS:
            if r < w:
                note = fn(p)
                if note:
                    return note
                break
            r -= w
    return None


def generate(rng, index, shape, budget, valid_percent):
    fn = cfggen.Function(cfggen.function_name(rng, index))
    g = cfggen.Gen(rng, fn, budget, shape, "mixed")
    g.build()
    p = Placement(rng, fn)
    p.compute_labels()
    r = rng.below(100)
    controlled = "none" if r < 10 else "anchor" if r < 30 else "entry"
    p.place(controlled, rng.choice([20, 35, 50]))
    if rng.chance(25):
        p.add_phis()
    notes = []
    if not rng.chance(valid_percent):
        for _ in range(1 + (1 if rng.chance(20) else 0)):
            note = mutate(p)
            if note:
                notes.append(note)
    p.notes = notes
    return p


def emit(p, out):
    for b in range(p.n):
        blk = p.blocks[b]
        blk.insts = p.phis[b] + [op.render() for op in p.ops[b]] + \
            blk.insts + p.late[b]
    out.append("; %s: %s" % (p.fn.name, "; ".join(p.notes) if p.notes
                             else "valid placement"))
    start = len(out)
    cfggen.emit(p.fn, out)
    head = out[start]
    attrs = " convergent" if p.convergent else ""
    out[start] = head.replace("ptr %p) {", "ptr %%p%s)%s {" % (p.params, attrs))


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--functions", type=int, default=1)
    ap.add_argument("--blocks", type=int, default=0,
                    help="target blocks per function (default: random 2-24)")
    ap.add_argument("--shape", default="mixed",
                    choices=["mixed", "structured", "irreducible", "random"])
    ap.add_argument("--valid", type=int, default=35,
                    help="percent of functions left unmutated")
    ap.add_argument("--no-markers", action="store_true")
    ap.add_argument("-o", dest="output", default="-")
    args = ap.parse_args(argv)

    # a scrambled seed: Rng(s) and Rng(s + 1) give the same sequence
    # shifted by one, so nearby seeds would repeat each other's functions
    rng = cfggen.Rng(cfggen.Rng(args.seed).next() ^ 0x70CE)
    out = ["; generated by tests/gen/tokengen.py " + " ".join(argv), ""]
    uses_make_token = False
    for i in range(args.functions):
        frng = rng.fork()
        shape = args.shape
        if shape == "mixed":
            shape = frng.choice(["structured", "structured", "irreducible",
                                 "irreducible", "random"])
        budget = args.blocks or 2 + frng.below(23)
        p = generate(frng, i, shape, budget, args.valid)
        emit(p, out)
        uses_make_token |= any(op.kind == "maketoken"
                               for ops in p.ops for op in ops)
        if not args.no_markers:
            out.append("declare token @marker.%d()" % i)
            out.append("")
    out.append("declare void @conv() convergent")
    out.append("declare i32 @conv.i32(i32) convergent")
    out.append("declare void @plain()")
    if uses_make_token:
        out.append("declare token @make.token()")
    out.append("declare token @%s()" % ENTRY)
    out.append("declare token @%s()" % ANCHOR)
    out.append("declare token @%s()" % LOOP)
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
