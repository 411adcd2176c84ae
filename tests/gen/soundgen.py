#!/usr/bin/env python3
"""soundgen.py - GPU kernels that hunt soundness bugs of the uniformity
analysis: terminating loops with divergent exits, checked by execution
(tests/conformance/soundness.sh runs them with `converge run
--check-uniformity`).

    soundgen.py [--seed N] [--functions K] [--target amdgcn|nvptx|spirv]
                [--without SHAPE]... [-o FILE]

Writes one module of K functions, deterministic for the same arguments
(splitmix64, never Python's `random`).  On amdgcn and nvptx each function
is a kernel (amdgpu_kernel / ptx_kernel; sometimes a plain function with
`inreg` arguments) `(i32 %n, i32 %k, i1 %c, ptr addrspace(1) %out)`.  On
spirv (triple spirv-unknown-vulkan1.3-compute, converge's own SPIR-V
model, docs/DIFFERENCES.md 4.7) it is mostly an HLSL compute shader as
clang 22 emits one: `define void @f() convergent "hlsl.shader"="compute"`
without arguments, n, k and c loaded from the constant buffer (globals
@n, @k, @c in address space 12, uniform; c an i32 truncated to i1; loops
sometimes load n again where they test it), the output the storage
buffer @out (address space 11), the thread id WaveGetLaneIndex
(spv.subgroup.local.invocation.id) or SV_GroupThreadID / SV_GroupIndex
(spv.thread.id.in.group, spv.flattened.thread.id.in.group, which the
simulator runs as unknown functions: a value of each thread's own, still
divergent), mostly with an entry token, as HLSL always has, sometimes an
anchor or no token; else a spir_kernel with the kernel's
arguments (uniform) or a spir_func (arguments divergent by the target's
rules).  soundness.sh runs a shader on a copy of the module with the
buffer's values defined (cbuffer_values).  Each is built from a random
statement tree, lowered to a CFG, then decorated with values:

  - loops whose trip count is the uniform %n (an argument, or a shader's
    constant buffer) with a hard bound of 8 iterations, tested in the header or in the latch; headers that
    branch to themselves on a divergent condition (with a bound), latches
    that may loop or leave;
  - `break` and `continue` statements on divergent conditions (tid == k,
    (tid & m) == c, tid < iv, (tid & m) == (iv & m), ...) that leave one or
    several nested cycles at once, several exit edges into one block
    (switch cases included), loops whose exit block is the header of the
    next loop;
  - irreducible cycles (two blocks entered from one branch, each with its
    own bounded counter) with bodies of their own;
  - phis at every join, cycle header and cycle exit, whose incoming values
    are often constants or arguments (`phi i32 [1, %body], [0, %loop]`),
    sometimes undef (never flowing into a branch);
  - values computed in cycles (iv, iv*3, arg-derived, readfirstlane,
    ballot, readlane, amdgcn.icmp, loads of %out at a uniform index; on
    spirv the wave operations the analysis calls uniform whatever their
    operands: wave.reduce.sum/max/min/umax/umin, wave.all, wave.any,
    wave.active.countbits, wave.readlane at lane 0, 1 or k) and used
    after them; uniform conditions from those operations (a reduction of
    the thread id, any/all/countbits of a divergent condition) and, on
    spirv, the divergence source wave.is.first.lane (wave.ballot, a
    `<4 x i32>`, is left out: the simulator does not run it);
  - with and without convergence tokens: an entry token (convergent
    function) or an anchor at the top, a heart in every natural loop that
    can have one (its operand the parent heart, the function's token, or
    an anchor in the preheader), an anchor right before the call in other
    cycles, and convergent calls after a loop that use the loop's heart
    (the uses there are in its convergence region).

Every loop counts with a counter incremented on each back edge and is
bounded, so every run terminates; every function passes `converge verify`.
The amdgcn and nvptx programs of a seed are the same as before spirv
existed (spirv's draws are taken only for spirv).
A comment above each function lists the shapes it holds; --without
SHAPE leaves one out (SHAPES below: header-self-loop, irreducible, tokens,
exit-heads-loop, exit-several-cycles, switch, latch-may-leave), to tell
which shape a violation needs.
"""
import argparse
import sys

MASK = (1 << 64) - 1


class Rng:
    """splitmix64."""

    def __init__(self, seed):
        self.state = seed & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n):
        return self.next() % n

    def chance(self, pct):
        return self.below(100) < pct

    def choice(self, xs):
        return xs[self.below(len(xs))]

    def fork(self):
        return Rng(self.next())


# shapes left out (--without): the random draws stay the same, so the
# other shapes of a seed do not change
SHAPES = ("header-self-loop", "irreducible", "tokens", "exit-heads-loop",
          "exit-several-cycles", "switch", "latch-may-leave")
WITHOUT = set()


# -- statements ---------------------------------------------------------------

class S:
    def __init__(self, kind, **kw):
        self.kind = kind
        self.__dict__.update(kw)


def gen_body(rng, open_, size, top=False):
    """A list of statements; open_ lists the enclosing constructs ('loop' or
    'irr'), outermost first."""
    out = []
    n = 1 + rng.below(3)
    if top:
        n = 1 + rng.below(3)
    for _ in range(n):
        if size[0] <= 0:
            break
        out.append(gen_stmt(rng, open_, size, top))
        if out[-1].kind == "loop" and out[-1].chain and rng.chance(70):
            # the next loop's header is this loop's exit block
            out.append(gen_loop(rng, open_, size))
    if top and not any(s.kind in ("loop", "irr") for s in out):
        out.append(gen_loop(rng, open_, size))
    return out


def cond_kind(rng, div=60):
    r = rng.below(100)
    return "div" if r < div else "uni" if r < div + 25 else "any"


def gen_stmt(rng, open_, size, top=False):
    size[0] -= 1
    depth = len(open_)
    r = rng.below(100)
    if open_ and r < 22:
        return gen_exit(rng, open_)
    if r < 30:
        return S("block")
    if r < 34:
        return S("store")
    if r < 50 and depth < 4:
        return S("if", cond=cond_kind(rng),
                 then=gen_body(rng, open_, size),
                 else_=gen_body(rng, open_, size) if rng.chance(50) else [])
    if r < 58 and depth < 4 and "switch" not in WITHOUT:
        ncase = 1 + rng.below(3)
        cases = []
        vals = [0, 1, 2, 3]
        for i in range(ncase):
            body = [gen_exit(rng, open_, cond=False)] if open_ and \
                rng.chance(35) else gen_body(rng, open_, size)
            nv = 2 if rng.chance(25) else 1
            cases.append(([vals.pop(rng.below(len(vals)))
                           for _ in range(min(nv, len(vals)))], body))
            if not vals:
                break
        default = [gen_exit(rng, open_, cond=False)] if open_ and \
            rng.chance(25) else gen_body(rng, open_, size) \
            if rng.chance(50) else []
        return S("switch", val=cond_kind(rng), cases=cases, default=default)
    if r < 72 and depth < 4 and not (top and rng.chance(30)) and \
            "irreducible" not in WITHOUT:
        return gen_irr(rng, open_, size)
    if depth < 4:
        return gen_loop(rng, open_, size)
    return S("block")


def gen_exit(rng, open_, cond=True):
    loops = [i for i, k in enumerate(reversed(open_)) if k == "loop"]
    c = cond_kind(rng, 80) if cond else None
    if loops and rng.chance(25):
        lv = rng.choice(loops)
        if lv == 0 or "exit-several-cycles" not in WITHOUT:
            return S("continue", level=lv, cond=c)
    # mostly the innermost construct, often an outer one
    lv = 0 if rng.chance(50) else rng.below(len(open_))
    if "exit-several-cycles" in WITHOUT:
        lv = 0
    return S("break", level=lv, cond=c)


def gen_loop(rng, open_, size):
    inner = open_ + ["loop"]
    body = gen_body(rng, inner, size)
    if rng.chance(20):
        # the header (or the block after its test) branches to the latch,
        # which may loop or leave
        body.insert(0, S("continue", level=0, cond=cond_kind(rng, 80)))
    s = S("loop",
          selfloop=rng.chance(20),
          test_at_header=rng.chance(65),
          latch_cond=cond_kind(rng, 70) if rng.chance(40) else None,
          latch_outer=rng.chance(25),
          init=rng.choice(["0", "0", "0", "%k", "outer"]),
          chain=rng.chance(30),
          heart_use=rng.chance(50),
          body=body)
    if "header-self-loop" in WITHOUT:
        s.selfloop = False
    if "exit-heads-loop" in WITHOUT:
        s.chain = False
    if "exit-several-cycles" in WITHOUT:
        s.latch_outer = False
    if "latch-may-leave" in WITHOUT:
        s.latch_cond = None
    return s


def gen_irr(rng, open_, size):
    inner = open_ + ["irr"]
    return S("irr", cond=cond_kind(rng, 50),
             cond_a=cond_kind(rng, 60) if rng.chance(60) else None,
             cond_b=cond_kind(rng, 60) if rng.chance(60) else None,
             use_n=rng.chance(50),
             body_a=gen_body(rng, inner, size),
             body_b=gen_body(rng, inner, size) if rng.chance(70) else [])


# -- the CFG ------------------------------------------------------------------

class Block:
    def __init__(self, name, constructs):
        self.name = name
        self.constructs = constructs   # enclosing constructs, outermost first
        self.fixed_phis = []           # [name, ty, default, {pred: value}]
        self.fixed = []                # (text, name, ty)
        self.term = None
        self.ctr = None                # the innermost counter
        self.store = False
        self.heart_of = None           # the loop whose header this is
        self.exit_of = None            # the loop whose own exit this is
        self.pre_of = []               # loops this block enters


class Construct:
    def __init__(self, kind, parent):
        self.kind = kind
        self.parent = parent
        self.exit = None
        self.latch = None
        self.header = None
        self.pre = None          # the single block entering the header
        self.heart = None        # name of the heart token, once placed
        self.heart_use = False


class Builder:
    def __init__(self, rng):
        self.rng = rng
        self.blocks = []
        self.count = 0
        self.npred = {}
        self.notes = set()
        # a SPIR-V shader reads n from its constant buffer: loops may load
        # it again where they test it, as clang emits HLSL
        self.reload_n = False

    def fresh(self, stem):
        self.count += 1
        return "%%%s.%d" % (stem, self.count)

    def new_block(self, stem, ctx, ctr):
        self.count += 1
        b = Block("%s.%d" % (stem, self.count), tuple(ctx))
        b.ctr = ctr
        self.blocks.append(b)
        self.npred[b] = 0
        return b

    def set_term(self, b, term):
        assert b.term is None
        b.term = term
        for t in succs(term):
            self.npred[t] += 1

    def remove(self, b):
        self.blocks.remove(b)

    def fix(self, b, text, ty, stem):
        name = self.fresh(stem)
        b.fixed.append((name, text, ty))
        return name

    def nval(self, b):
        """%n, or (a shader, sometimes) n loaded again from the constant
        buffer in block b."""
        if self.reload_n and self.rng.chance(50):
            self.notes.add("cbuffer-load-in-cycle")
            return self.fix(b, "load i32, ptr addrspace(12) @n, align 4",
                            "i32", "n")
        return "%n"

    # statements
    def seq(self, stmts, cur, ctx, ctr):
        i = 0
        while i < len(stmts) and cur is not None:
            s = stmts[i]
            if s.kind == "loop" and s.chain and i + 1 < len(stmts) and \
                    stmts[i + 1].kind == "loop":
                h2 = self.new_block("loop", ctx, ctr)
                ex = self.loop(s, cur, ctx, ctr, exit_=h2)
                if ex is None:
                    self.remove(h2)
                    return None
                self.notes.add("exit-heads-loop")
                cur = self.loop(stmts[i + 1], None, ctx, ctr, header=h2)
                i += 2
                continue
            cur = self.stmt(s, cur, ctx, ctr)
            i += 1
        return cur

    def stmt(self, s, cur, ctx, ctr):
        k = s.kind
        if k == "block":
            b = self.new_block("bb", ctx, ctr)
            self.set_term(cur, ("br", b))
            return b
        if k == "store":
            cur.store = True
            return cur
        if k == "if":
            join = self.new_block("join", ctx, ctr)
            arms, tgts = [], []
            for body in (s.then, s.else_):
                t = self.direct(body, ctx)
                if t is None:
                    t = self.new_block("if", ctx, ctr) if body else join
                    if body:
                        arms.append((body, t))
                tgts.append(t)
            self.set_term(cur, ("cbr", s.cond, tgts[0], tgts[1]))
            for body, t in arms:
                end = self.seq(body, t, ctx, ctr)
                if end is not None:
                    self.set_term(end, ("br", join))
            return self.close(join)
        if k == "switch":
            join = self.new_block("join", ctx, ctr)
            cases, todo = [], []
            for vals, body in s.cases:
                t = self.direct(body, ctx)
                if t is None:
                    t = self.new_block("case", ctx, ctr) if body else join
                    if body:
                        todo.append((body, t))
                for v in vals:
                    cases.append((v, t))
            d = self.direct(s.default, ctx)
            if d is None:
                d = self.new_block("default", ctx, ctr) if s.default \
                    else join
                if s.default:
                    todo.append((s.default, d))
            self.set_term(cur, ("switch", s.val, d, cases))
            if len(set(id(t) for _, t in cases) | {id(d)}) < \
                    len(cases) + 1:
                self.notes.add("switch-multi-edge")
            for body, t in todo:
                end = self.seq(body, t, ctx, ctr)
                if end is not None:
                    self.set_term(end, ("br", join))
            return self.close(join)
        if k == "loop":
            return self.loop(s, cur, ctx, ctr)
        if k == "irr":
            return self.irr(s, cur, ctx, ctr)
        if k in ("break", "continue"):
            t = self.target(s, ctx)
            if s.level > 0:
                self.notes.add("exit-several-cycles")
            if s.cond is None:
                self.set_term(cur, ("br", t))
                return None
            nxt = self.new_block("cont", ctx, ctr)
            if self.rng.chance(50):
                self.set_term(cur, ("cbr", s.cond, t, nxt))
            else:
                self.set_term(cur, ("cbr", s.cond, nxt, t))
            return nxt
        raise AssertionError(k)

    def target(self, s, ctx):
        c = ctx[-1 - s.level]
        if s.kind == "continue":
            return c.latch
        return c.exit

    def direct(self, body, ctx):
        """The target of an arm that is one unconditional break/continue."""
        if len(body) == 1 and body[0].kind in ("break", "continue") and \
                body[0].cond is None:
            if body[0].level > 0:
                self.notes.add("exit-several-cycles")
            return self.target(body[0], ctx)
        return None

    def close(self, join):
        if self.npred[join] == 0:
            self.remove(join)
            return None
        return join

    def loop(self, s, cur, ctx, ctr, header=None, exit_=None):
        parent = ctx[-1] if ctx else None
        lp = Construct("loop", parent)
        lp.heart_use = s.heart_use
        inner = list(ctx) + [lp]
        iv = self.fresh("iv")
        H = header
        if H is None:
            H = self.new_block("loop", inner, iv)
            self.set_term(cur, ("br", H))
            lp.pre = cur
            cur.pre_of.append(lp)
        else:
            H.constructs = tuple(inner)
            H.ctr = iv
        lp.header = H
        H.heart_of = lp
        X = exit_ if exit_ is not None else self.new_block("exit", ctx, ctr)
        if exit_ is None:
            X.exit_of = lp
        L = self.new_block("latch", inner, iv)
        lp.exit, lp.latch = X, L
        init = s.init
        if init == "outer":
            init = ctr or "%n"
        phi = [iv, "i32", init, {}]
        H.fixed_phis.append(phi)
        body = H
        if s.selfloop:
            ivs = self.fix(H, "add i32 %s, 1" % iv, "i32", "iv.s")
            phi[3][H] = ivs
            g = self.fix(H, "icmp ult i32 %s, 8" % ivs, "i1", "g")
            body = self.new_block("loop.b", inner, iv)
            self.set_term(H, ("cbr", ("guard", "div", g), H, body))
            self.notes.add("header-self-loop")
        if s.test_at_header:
            c1 = self.fix(body, "icmp uge i32 %s, %s" % (
                iv, self.nval(body)), "i1", "t")
            c2 = self.fix(body, "icmp uge i32 %s, 8" % iv, "i1", "t")
            c = self.fix(body, "or i1 %s, %s" % (c1, c2), "i1", "t")
            b2 = self.new_block("body", inner, iv)
            self.set_term(body, ("cbr", ("fixed", c), X, b2))
            body = b2
        end = self.seq(s.body, body, inner, iv)
        if end is not None:
            self.set_term(end, ("br", L))
        if self.npred[L] == 0:
            self.remove(L)
        else:
            ivn = self.fix(L, "add i32 %s, 1" % iv, "i32", "iv.next")
            phi[3][L] = ivn
            tgt = X
            if s.latch_outer and ctx and self.rng.chance(50):
                c = self.rng.choice(list(ctx))
                tgt = c.exit if c.kind == "irr" or self.rng.chance(60) \
                    else c.latch
                self.notes.add("exit-several-cycles")
            if s.test_at_header:
                if s.latch_cond:
                    self.notes.add("latch-may-leave")
                    if self.rng.chance(50):
                        self.set_term(L, ("cbr", s.latch_cond, H, tgt))
                    else:
                        self.set_term(L, ("cbr", ("not", s.latch_cond),
                                          tgt, H))
                else:
                    self.set_term(L, ("br", H))
            else:
                a = self.fix(L, "icmp ult i32 %s, %s" % (
                    ivn, self.nval(L)), "i1", "t")
                b = self.fix(L, "icmp ult i32 %s, 8" % ivn, "i1", "t")
                ok = self.fix(L, "and i1 %s, %s" % (a, b), "i1", "t")
                if s.latch_cond:
                    self.notes.add("latch-may-leave")
                    self.set_term(L, ("cbr", ("guard", s.latch_cond, ok),
                                      H, tgt))
                else:
                    self.set_term(L, ("cbr", ("fixed", ok), H, X))
        if self.npred[X] == 0:
            if exit_ is None:
                self.remove(X)
            return None
        return X

    def irr(self, s, cur, ctx, ctr):
        parent = ctx[-1] if ctx else None
        ir = Construct("irr", parent)
        inner = list(ctx) + [ir]
        ca, cb = self.fresh("ca"), self.fresh("cb")
        A = self.new_block("irr.a", inner, ca)
        B = self.new_block("irr.b", inner, cb)
        X = self.new_block("irr.exit", ctx, ctr)
        ir.exit = X
        self.set_term(cur, ("cbr", s.cond, A, B))
        pa = [ca, "i32", "0", {}]
        pb = [cb, "i32", "0", {}]
        A.fixed_phis.append(pa)
        B.fixed_phis.append(pb)
        ends = []
        for blk, body, c, other, cond in ((A, s.body_a, ca, B, s.cond_a),
                                          (B, s.body_b, cb, A, s.cond_b)):
            end = self.seq(body, blk, inner, c)
            if end is None:
                continue
            cn = self.fix(end, "add i32 %s, 1" % c, "i32", "cn")
            ok = self.fix(end, "icmp ult i32 %s, 8" % cn, "i1", "t")
            if s.use_n:
                ok2 = self.fix(end, "icmp ule i32 %s, %s" % (
                    cn, self.nval(end)), "i1", "t")
                ok = self.fix(end, "and i1 %s, %s" % (ok, ok2), "i1", "t")
            cond = ("guard", cond, ok) if cond else ("fixed", ok)
            self.set_term(end, ("cbr", cond, other, X))
            (pb if other is B else pa)[3][end] = cn
        self.notes.add("irreducible")
        return self.close(X)


def succs(term):
    if term is None:
        return []
    if term[0] == "br":
        return [term[1]]
    if term[0] == "cbr":
        return [term[2], term[3]]
    if term[0] == "switch":
        return [term[2]] + [t for _, t in term[3]]
    return []


# -- values ---------------------------------------------------------------------

class Fn:
    def __init__(self, rng, name, target):
        self.rng = rng
        self.name = name
        self.target = target
        self.amd = target == "amdgcn"
        self.spv = target == "spirv"
        self.kernel = rng.chance(88)
        r = rng.below(100)
        self.controlled = "entry" if r < 25 else "anchor" if r < 40 \
            else None
        # SPIR-V: mostly an HLSL compute shader (no arguments; n, k, c
        # from the constant buffer, the output a storage buffer), else an
        # OpenCL-style spir_kernel or a spir_func (whose arguments the
        # analysis calls divergent); HLSL always uses tokens, so most
        # functions are controlled
        self.shader = False
        if self.spv:
            self.shader = rng.chance(65)
            self.controlled = "entry" if r < 75 else "anchor" if r < 87 \
                else None
        if "tokens" in WITHOUT:
            self.controlled = None
        # the output buffer: a storage-buffer global for a shader, else
        # the argument %out
        self.outp = "ptr addrspace(11) @out" if self.shader else \
            "ptr addrspace(1) %out"
        self.optr = self.outp.rsplit(" ", 1)[0]
        self.decls = set()

    def fresh(self, stem):
        return self.b.fresh(stem)

    def build(self):
        rng = self.rng
        b = Builder(rng)
        b.reload_n = self.shader
        self.b = b
        size = [4 + rng.below(14)]
        stmts = gen_body(rng, [], size, top=True)
        entry = b.new_block("entry", (), None)
        entry.name = "entry"
        self.entry = entry
        end = b.seq(stmts, entry, [], None)
        if end is not None:
            end.store = True
            b.set_term(end, ("ret",))
        # blocks that became unreachable (a loop whose exit lost its
        # predecessors after a block was made)
        self.prune()
        self.cfg()
        self.values()

    def prune(self):
        blocks = self.b.blocks
        while True:
            reach, stack = set(), [blocks[0]]
            while stack:
                x = stack.pop()
                if id(x) in reach:
                    continue
                reach.add(id(x))
                stack.extend(succs(x.term))
            dead = [x for x in blocks if id(x) not in reach]
            if not dead:
                break
            for x in dead:
                blocks.remove(x)
        for x in blocks:
            if x.term is None:
                x.term = ("ret",)
            x.store = x.store or x.term == ("ret",)

    def cfg(self):
        blocks = self.b.blocks
        self.preds = {id(x): [] for x in blocks}
        for x in blocks:
            for t in succs(x.term):
                self.preds[id(t)].append(x)
        # reverse post-order and dominators (Cooper, Harvey, Kennedy)
        order, seen = [], set()
        stack = [(blocks[0], iter(succs(blocks[0].term)))]
        seen.add(id(blocks[0]))
        while stack:
            x, it = stack[-1]
            for t in it:
                if id(t) not in seen:
                    seen.add(id(t))
                    stack.append((t, iter(succs(t.term))))
                    break
            else:
                stack.pop()
                order.append(x)
        order.reverse()
        self.rpo = order
        num = {id(x): i for i, x in enumerate(order)}
        idom = {id(order[0]): order[0]}
        changed = True
        while changed:
            changed = False
            for x in order[1:]:
                new = None
                for p in self.preds[id(x)]:
                    if id(p) not in idom:
                        continue
                    if new is None:
                        new = p
                        continue
                    a, c = p, new
                    while a is not c:
                        while num[id(a)] > num[id(c)]:
                            a = idom[id(a)]
                        while num[id(c)] > num[id(a)]:
                            c = idom[id(c)]
                    new = a
                if idom.get(id(x)) is not new:
                    idom[id(x)] = new
                    changed = True
        self.idom = idom
        kids = {}
        for x in order[1:]:
            kids.setdefault(id(idom[id(x)]), []).append(x)
        self.domorder, stack = [], [order[0]]
        while stack:
            x = stack.pop()
            self.domorder.append(x)
            stack.extend(reversed(kids.get(id(x), [])))

    def dominators(self, x):
        out = [x]
        while x is not self.rpo[0]:
            x = self.idom[id(x)]
            out.append(x)
        return out

    # -- availability
    def avail(self, x, ty, clean=False):
        out = []
        for d in self.dominators(x):
            out += [n for n, t, taint in self.defs[id(d)]
                    if t == ty and not (clean and taint)]
        return out

    def define(self, x, lines, text, ty, stem="v", taint=False):
        name = self.fresh(stem)
        lines.append("%s = %s" % (name, text))
        self.defs[id(x)].append((name, ty, taint))
        return name

    def tainted(self, names):
        t = set()
        for lst in self.defs.values():
            t.update(n for n, _, taint in lst if taint)
        return any(n in t for n in names)

    def pick(self, x, ty, clean=True):
        rng = self.rng
        r = rng.below(100)
        if ty == "i32":
            if r < 12:
                return rng.choice(["%n", "%k"])
            if r < 24:
                return str(rng.below(4))
        else:
            if r < 8:
                return "%c"
            if r < 12:
                return rng.choice(["true", "false"])
        vals = self.avail(x, ty, clean)
        if vals:
            # favour recent values
            if rng.chance(50):
                return vals[rng.below(min(len(vals), 4))]
            return rng.choice(vals)
        return "0" if ty == "i32" else "false"

    def token(self, x, lines):
        if not self.controlled:
            return ""
        c = x.constructs[-1] if x.constructs else None
        if c is None:
            tok = self.ftoken
        elif c.kind == "loop" and c.heart:
            tok = c.heart
        else:
            tok = self.fresh("anchor")
            lines.append("%s = call token "
                         "@llvm.experimental.convergence.anchor()" % tok)
            self.b.notes.add("anchor-in-cycle")
        return ' [ "convergencectrl"(token %s) ]' % tok

    def bundle(self, tok):
        return ' [ "convergencectrl"(token %s) ]' % tok if tok else ""

    def call(self, x, lines, ret, callee, args, stem, tok=None,
             taint=False):
        if tok is None:
            b = self.token(x, lines)
        else:
            b = self.bundle(tok)
        self.decls.add(callee)
        return self.define(x, lines, "call %s @%s(%s)%s" % (
            ret, callee, args, b), ret, stem, taint)

    def compute(self, x, lines, tok=None):
        """One value computed in block x."""
        rng = self.rng
        r = rng.below(22)
        ctr = x.ctr
        if r < 5:
            a, b = self.pick(x, "i32", False), self.pick(x, "i32", False)
            op = rng.choice(["add", "sub", "mul", "xor", "and", "or"])
            self.define(x, lines, "%s i32 %s, %s" % (op, a, b), "i32",
                        taint=self.tainted([a, b]))
        elif r < 7 and ctr:
            self.define(x, lines, "mul i32 %s, 3" % ctr, "i32")
        elif r < 8 and ctr:
            self.define(x, lines, "add i32 %s, %s" % (
                ctr, rng.choice(["%n", "%k"])), "i32")
        elif r < 10:
            a, b = self.pick(x, "i32"), self.pick(x, "i32")
            self.define(x, lines, "icmp %s i32 %s, %s" % (
                rng.choice(["eq", "ne", "ult", "sgt"]), a, b), "i1")
        elif r < 11:
            c = self.pick(x, "i1")
            a, b = self.pick(x, "i32", False), self.pick(x, "i32", False)
            self.define(x, lines, "select i1 %s, i32 %s, i32 %s" % (c, a, b),
                        "i32", taint=self.tainted([a, b]))
        elif r < 12:
            self.define(x, lines, "zext i1 %s to i32" % self.pick(x, "i1"),
                        "i32")
        elif r < 14 and self.amd:
            a = self.pick(x, "i32", False)
            self.call(x, lines, "i32", "llvm.amdgcn.readfirstlane.i32", "i32 "
                      + a, "rfl", tok, self.tainted([a]))
        elif r < 14 and self.spv:
            # WaveActiveSum / Max / Min: one value for the threads there
            a = self.pick(x, "i32", False)
            self.call(x, lines, "i32", "llvm.spv.wave.reduce.%s.i32" %
                      rng.choice(["sum", "umax", "umin", "max", "min"]),
                      "i32 " + a, "red", tok, self.tainted([a]))
        elif r < 15 and self.amd:
            c = self.pick(x, "i1")
            if rng.chance(50):
                self.call(x, lines, "i32", "llvm.amdgcn.ballot.i32",
                          "i1 " + c, "bal", tok)
            else:
                v = self.call(x, lines, "i64", "llvm.amdgcn.ballot.i64",
                              "i1 " + c, "bal", tok)
                if rng.chance(50):
                    self.define(x, lines, "trunc i64 %s to i32" % v, "i32")
                else:
                    self.define(x, lines, "icmp ne i64 %s, 0" % v, "i1")
        elif r < 15 and self.spv:
            # WaveActiveCountBits / AllTrue / AnyTrue
            c = self.pick(x, "i1")
            w = rng.below(3)
            if w == 0:
                self.call(x, lines, "i32", "llvm.spv.wave.active.countbits",
                          "i1 " + c, "cnt", tok)
            else:
                v = self.call(x, lines, "i1", "llvm.spv.wave.all" if w == 1
                              else "llvm.spv.wave.any", "i1 " + c, "wv", tok)
                if rng.chance(50):
                    self.define(x, lines, "zext i1 %s to i32" % v, "i32")
        elif r < 16 and self.amd:
            if rng.chance(50):
                a = self.pick(x, "i32")
                # poison where lane 0 is not among the threads: tainted
                self.call(x, lines, "i32", "llvm.amdgcn.readlane.i32",
                          "i32 %s, i32 0" % a, "rl", tok, True)
            else:
                a, b = self.pick(x, "i32"), self.pick(x, "i32")
                v = self.call(x, lines, "i64", "llvm.amdgcn.icmp.i64.i32",
                              "i32 %s, i32 %s, i32 %d" % (
                                  a, b, rng.choice([32, 33, 36])), "icb",
                              tok)
                self.define(x, lines, "trunc i64 %s to i32" % v, "i32")
        elif r < 16 and self.spv:
            # WaveReadLaneAt with a uniform lane: poison where that lane
            # is not among the threads, so tainted
            a = self.pick(x, "i32")
            self.call(x, lines, "i32", "llvm.spv.wave.readlane.i32",
                      "i32 %s, i32 %s" % (a, rng.choice(["0", "1", "%k"])),
                      "rl", tok, True)
        elif r < 17:
            a = self.pick(x, "i32", False)
            self.call(x, lines, "i32", "conv.i32", "i32 " + a, "cv", tok,
                      self.tainted([a]))
        elif r < 18 and self.target == "nvptx":
            c = self.pick(x, "i1")
            self.call(x, lines, "i32", "llvm.nvvm.vote.ballot.sync",
                      "i32 -1, i1 " + c, "vb", tok)
        elif r < 19:
            a = self.pick(x, "i32")
            i = self.define(x, lines, "and i32 %s, 63" % a, "i32")
            p = self.define(x, lines, "getelementptr inbounds i32, %s, "
                            "i32 %s" % (self.outp, i), "ptr", "p")
            self.define(x, lines, "load i32, %s %s" % (self.optr, p), "i32",
                        "ld")
        elif r < 20:
            a = self.pick(x, "i32", False)
            self.define(x, lines, "%s i32 %s, %d" % (
                rng.choice(["shl", "lshr"]), a, rng.below(4)), "i32",
                taint=self.tainted([a]))
        else:
            a, b = self.pick(x, "i32", False), self.pick(x, "i32", False)
            self.define(x, lines, "add i32 %s, %s" % (a, b), "i32",
                        taint=self.tainted([a, b]))

    # -- conditions
    def cond(self, x, lines, kind):
        rng = self.rng
        ctr = x.ctr
        if kind == "any":
            vals = self.avail(x, "i1", True)
            if vals and rng.chance(60):
                return rng.choice(vals)
            kind = rng.choice(["div", "uni"])
        if kind == "div":
            if self.spv and rng.chance(15):
                return self.call(x, lines, "i1", "llvm.spv.wave.is.first.lane",
                                 "", "first")
            r = rng.below(9)
            tid = "%tid"
            if r == 0:
                return self.define(x, lines, "icmp eq i32 %%tid, %s" % (
                    rng.choice(["0", "1", "%k"])), "i1", "d")
            m = rng.choice([1, 3, 7, 15])
            t = self.define(x, lines, "and i32 %s, %d" % (tid, m), "i32",
                            "tm")
            if r <= 2:
                return self.define(x, lines, "icmp eq i32 %s, %d" % (
                    t, rng.below(m + 1)), "i1", "d")
            if r <= 4 and ctr:
                im = self.define(x, lines, "and i32 %s, %d" % (ctr, m),
                                 "i32", "im")
                return self.define(x, lines, "icmp eq i32 %s, %s" % (t, im),
                                   "i1", "d")
            if r <= 6 and ctr:
                return self.define(x, lines, "icmp %s i32 %s, %s" % (
                    rng.choice(["ult", "ugt", "ule"]),
                    rng.choice([t, tid]), ctr), "i1", "d")
            if r == 7:
                return self.define(x, lines, "icmp ult i32 %s, %s" % (
                    t, rng.choice(["%n", "%k"])), "i1", "d")
            vals = [v for v in self.avail(x, "i32", True)]
            v = rng.choice(vals) if vals else t
            return self.define(x, lines, "icmp %s i32 %s, %d" % (
                rng.choice(["eq", "ult", "ne"]), v, rng.below(4)), "i1", "d")
        # uniform (as far as the generator knows)
        r = rng.below(7)
        if r == 0:
            return "%c"
        if r <= 2 and ctr:
            im = self.define(x, lines, "and i32 %s, 1" % ctr, "i32", "im")
            return self.define(x, lines, "icmp eq i32 %s, 0" % im, "i1", "u")
        if r == 3 and self.amd:
            rf = self.call(x, lines, "i32", "llvm.amdgcn.readfirstlane.i32",
                           "i32 %tid", "rfl")
            return self.define(x, lines, "icmp ult i32 %s, %d" % (
                rf, rng.below(8)), "i1", "u")
        if r == 4 and self.amd:
            c = self.cond(x, lines, "div")
            bal = self.call(x, lines, "i64", "llvm.amdgcn.ballot.i64",
                            "i1 " + c, "bal")
            return self.define(x, lines, "icmp eq i64 %s, 0" % bal, "i1",
                               "u")
        if r == 3 and self.spv:
            red = self.call(x, lines, "i32", "llvm.spv.wave.reduce.%s.i32" %
                            rng.choice(["umax", "umin", "sum"]), "i32 %tid",
                            "red")
            return self.define(x, lines, "icmp ult i32 %s, %d" % (
                red, rng.below(8)), "i1", "u")
        if r == 4 and self.spv:
            c = self.cond(x, lines, "div")
            w = rng.below(3)
            if w == 0:
                cnt = self.call(x, lines, "i32",
                                "llvm.spv.wave.active.countbits", "i1 " + c,
                                "cnt")
                return self.define(x, lines, "icmp ult i32 %s, %d" % (
                    cnt, 1 + rng.below(4)), "i1", "u")
            return self.call(x, lines, "i1", "llvm.spv.wave.all" if w == 1
                             else "llvm.spv.wave.any", "i1 " + c, "wv")
        a = rng.choice(["%n", "%k"] + ([ctr] if ctr else []))
        return self.define(x, lines, "icmp %s i32 %s, %d" % (
            rng.choice(["eq", "ult", "ugt"]), a, rng.below(4)), "i1", "u")

    def values(self):
        rng = self.rng
        self.defs = {id(x): [] for x in self.b.blocks}
        text = {}
        phis = {}
        entry = self.rpo[0]
        for x in self.domorder:
            head, lines, tail = [], [], []
            text[id(x)] = (head, lines, tail)
            if x is entry:
                if self.controlled == "entry":
                    self.ftoken = "%tok.entry"
                    head.append("%tok.entry = call token "
                                "@llvm.experimental.convergence.entry()")
                elif self.controlled:
                    self.ftoken = "%tok.top"
                    head.append("%tok.top = call token "
                                "@llvm.experimental.convergence.anchor()")
                if self.spv:
                    self.spirv_entry(x, head)
                else:
                    tidf = "llvm.amdgcn.workitem.id.x" if self.amd else \
                        "llvm.nvvm.read.ptx.sreg.tid.x"
                    self.decls.add(tidf)
                    head.append("%%tid = call i32 @%s()" % tidf)
                    head.append("%p.tid = getelementptr inbounds i32, ptr "
                                "addrspace(1) %out, i32 %tid")
                self.defs[id(x)].append(("%tid", "i32", False))
            # phis: the counters, then random ones
            preds = self.preds[id(x)]
            plist = []
            for name, ty, default, over in x.fixed_phis:
                plist.append((name, ty, ("fixed", default, over)))
                self.defs[id(x)].append((name, ty, False))
            distinct = len(set(id(p) for p in preds))
            if distinct >= 2 or (x.heart_of and distinct) or \
                    (distinct == 1 and rng.chance(10)):
                for _ in range(1 + rng.below(3 if distinct >= 2 else 1)):
                    ty = "i32" if rng.chance(85) else "i1"
                    taint = ty == "i32" and rng.chance(8)
                    name = self.fresh("phi")
                    plist.append((name, ty, ("rand", taint)))
                    self.defs[id(x)].append((name, ty, taint))
            phis[id(x)] = plist
            # the heart
            lp = x.heart_of
            if self.controlled and lp and any(
                    p is x or lp in p.constructs for p in preds):
                parent = lp.parent
                op = None
                if parent is None:
                    op = self.ftoken
                elif parent.kind == "loop" and parent.heart:
                    op = parent.heart
                elif lp.pre is not None:
                    op = self.fresh("pre")
                    text[id(lp.pre)][2].append(
                        "%s = call token "
                        "@llvm.experimental.convergence.anchor()" % op)
                if op:
                    lp.heart = self.fresh("heart")
                    head.append("%s = call token @llvm.experimental."
                                "convergence.loop() %s" % (lp.heart,
                                                           self.bundle(op)))
            for name, t, ty in x.fixed:
                lines.append("%s = %s" % (name, t))
                self.defs[id(x)].append((name, ty, False))
            # after a loop: uses of its heart's token first
            ex = x.exit_of
            if self.controlled and ex and ex.heart and ex.heart_use and \
                    all(ex in p.constructs for p in preds):
                self.b.notes.add("heart-token-after-loop")
                for _ in range(rng.below(2)):
                    self.compute(x, lines, ex.heart)
                for _ in range(1 + rng.below(2)):
                    self.compute_conv(x, lines, ex.heart)
            k = rng.below(5) + (1 if x.ctr else 0)
            for _ in range(k):
                self.compute(x, lines)
            if x.store:
                v = self.pick(x, "i32")
                lines.append("store i32 %s, %s %%p.tid" % (v, self.optr))
            # the terminator's condition
            x.cond_name = None
            t = x.term
            if t[0] == "cbr":
                x.cond_name = self.branch_cond(x, lines, t[1])
            elif t[0] == "switch":
                x.cond_name = self.switch_val(x, lines, t[1])
        # phi operands, now that every block has its values
        for x in self.b.blocks:
            out = []
            preds = self.preds[id(x)]
            for name, ty, spec in phis[id(x)]:
                ins, chosen = [], {}
                if spec[0] == "fixed":
                    _, default, over = spec
                    for p in preds:
                        ins.append("[ %s, %%%s ]" % (over.get(p, default),
                                                     p.name))
                else:
                    taint = spec[1]
                    base = self.phi_in(None, x, ty) \
                        if rng.chance(40) else None
                    und = rng.below(len(preds)) if taint else -1
                    for i, p in enumerate(preds):
                        if id(p) not in chosen:
                            if i == und:
                                v = "undef"
                            elif base is not None and rng.chance(70):
                                v = base
                            else:
                                v = self.phi_in(p, x, ty, taint)
                            chosen[id(p)] = v
                        ins.append("[ %s, %%%s ]" % (chosen[id(p)], p.name))
                out.append("%s = phi %s %s" % (name, ty, ", ".join(ins)))
            phis[id(x)] = out
        self.text = text
        self.phitext = phis

    def spirv_entry(self, x, head):
        """The entry of a SPIR-V function: a shader loads n, k and c from
        its constant buffer (address space 12, uniform); the thread id is
        the lane (WaveGetLaneIndex) or SV_GroupThreadID /
        SV_GroupIndex."""
        rng = self.rng
        if self.shader:
            head.append("%n = load i32, ptr addrspace(12) @n, align 4")
            head.append("%k = load i32, ptr addrspace(12) @k, align 4")
            head.append("%c.raw = load i32, ptr addrspace(12) @c, align 4")
            head.append("%c = trunc nuw i32 %c.raw to i1")
        lane = "llvm.spv.subgroup.local.invocation.id"
        self.decls.add(lane)
        r = rng.below(100)
        if r < 60:
            head.append("%%tid = call i32 @%s()" % lane)
            idx = "%tid"
        else:
            f = "llvm.spv.thread.id.in.group.i32" if r < 85 else \
                "llvm.spv.flattened.thread.id.in.group"
            self.decls.add(f)
            head.append("%%tid = call i32 @%s(%s)" % (
                f, "i32 0" if f.endswith(".i32") else ""))
            head.append("%%lane = call i32 @%s()" % lane)
            idx = "%lane"
        head.append("%%p.tid = getelementptr inbounds i32, %s, i32 %s" % (
            self.outp, idx))

    def compute_conv(self, x, lines, tok):
        rng = self.rng
        if self.amd and rng.chance(70):
            if rng.chance(60):
                self.call(x, lines, "i32", "llvm.amdgcn.readfirstlane.i32",
                          "i32 " + self.pick(x, "i32"), "rfl", tok)
            else:
                self.call(x, lines, "i32", "llvm.amdgcn.ballot.i32",
                          "i1 " + self.pick(x, "i1"), "bal", tok)
        elif self.spv and rng.chance(70):
            if rng.chance(60):
                self.call(x, lines, "i32", "llvm.spv.wave.reduce.%s.i32" %
                          rng.choice(["sum", "umax", "min"]),
                          "i32 " + self.pick(x, "i32"), "red", tok)
            else:
                self.call(x, lines, "i32", "llvm.spv.wave.active.countbits",
                          "i1 " + self.pick(x, "i1"), "cnt", tok)
        else:
            self.call(x, lines, "i32", "conv.i32",
                      "i32 " + self.pick(x, "i32"), "cv", tok)

    def phi_in(self, p, x, ty, taint=False):
        """An incoming value from predecessor p (None: a constant or an
        argument)."""
        rng = self.rng
        r = rng.below(100)
        if p is None or r < 40:
            if ty == "i1":
                return rng.choice(["true", "false", "true", "false", "%c"])
            return rng.choice(["0", "1", "0", "1", "2", "%n", "%k"])
        vals = self.avail(p, ty, not taint)
        if not vals:
            return "0" if ty == "i32" else "false"
        # favour values of the predecessor's own cycle
        if rng.chance(50):
            return vals[rng.below(min(len(vals), 5))]
        return rng.choice(vals)

    def branch_cond(self, x, lines, spec):
        if spec[0] == "fixed":
            return spec[1]
        if spec[0] == "guard":
            if spec[1] is None:
                return spec[2]
            c = self.cond(x, lines, spec[1])
            return self.define(x, lines, "and i1 %s, %s" % (c, spec[2]),
                               "i1", "g")
        if spec[0] == "not":
            c = self.cond(x, lines, spec[1])
            return self.define(x, lines, "xor i1 %s, true" % c, "i1", "n")
        return self.cond(x, lines, spec)

    def switch_val(self, x, lines, kind):
        rng = self.rng
        if kind == "div":
            return self.define(x, lines, "and i32 %%tid, %d" % rng.choice(
                [3, 7]), "i32", "sw")
        if kind == "uni" or not x.ctr:
            a = rng.choice(["%n", "%k"] + ([x.ctr] if x.ctr else []))
            return self.define(x, lines, "and i32 %s, 3" % a, "i32", "sw")
        vals = self.avail(x, "i32", True)
        return self.define(x, lines, "and i32 %s, 3" % rng.choice(vals),
                           "i32", "sw")

    def emit(self, out):
        amd = self.amd
        attrs = " convergent" if self.controlled == "entry" else ""
        kind = "kernel" if self.kernel else "function"
        if self.shader:
            # as clang emits an HLSL compute shader's entry point
            cc, args, kind = "", "", "shader"
            attrs = ' convergent "hlsl.shader"="compute" ' \
                '"hlsl.numthreads"="64,1,1"'
        elif self.kernel:
            cc = "amdgpu_kernel " if amd else "spir_kernel " if self.spv \
                else "ptx_kernel "
            args = "i32 %n, i32 %k, i1 %c, ptr addrspace(1) %out"
        else:
            cc = "spir_func " if self.spv else ""
            ir = "inreg " if amd and self.rng.chance(70) else ""
            args = "i32 %sn, i32 %sk, i1 %sc, ptr addrspace(1) %sout" % (
                (ir + "%",) * 4)
        notes = sorted(self.b.notes) + (["tokens:" + self.controlled]
                                        if self.controlled else [])
        out.append("; %s: %s%s" % (self.name, kind,
                                   ", " + ", ".join(notes) if notes else ""))
        out.append("define %svoid @%s(%s)%s {" % (cc, self.name, args, attrs))
        for i, x in enumerate(self.rpo):
            if i:
                out.append("")
            out.append("%s:" % x.name)
            head, lines, tail = self.text[id(x)]
            for ln in self.phitext[id(x)] + head + lines + tail:
                out.append("  " + ln)
            t = x.term
            if t[0] == "ret":
                out.append("  ret void")
            elif t[0] == "br":
                out.append("  br label %%%s" % t[1].name)
            elif t[0] == "cbr":
                out.append("  br i1 %s, label %%%s, label %%%s" % (
                    x.cond_name, t[2].name, t[3].name))
            else:
                cases = " ".join("i32 %d, label %%%s" % (v, b.name)
                                 for v, b in t[3])
                out.append("  switch i32 %s, label %%%s [ %s ]" % (
                    x.cond_name, t[2].name, cases))
        out.append("}")
        out.append("")


DECLS = {
    "llvm.amdgcn.workitem.id.x": "declare i32 @llvm.amdgcn.workitem.id.x()",
    "llvm.nvvm.read.ptx.sreg.tid.x":
        "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
    "llvm.amdgcn.readfirstlane.i32":
        "declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent",
    "llvm.amdgcn.readlane.i32":
        "declare i32 @llvm.amdgcn.readlane.i32(i32, i32) convergent",
    "llvm.amdgcn.ballot.i32": "declare i32 @llvm.amdgcn.ballot.i32(i1) "
                              "convergent",
    "llvm.amdgcn.ballot.i64": "declare i64 @llvm.amdgcn.ballot.i64(i1) "
                              "convergent",
    "llvm.amdgcn.icmp.i64.i32":
        "declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32 immarg) "
        "convergent",
    "llvm.nvvm.vote.ballot.sync":
        "declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) convergent",
    "conv.i32": "declare i32 @conv.i32(i32) convergent",
    "llvm.spv.subgroup.local.invocation.id":
        "declare i32 @llvm.spv.subgroup.local.invocation.id()",
    "llvm.spv.thread.id.in.group.i32":
        "declare i32 @llvm.spv.thread.id.in.group.i32(i32)",
    "llvm.spv.flattened.thread.id.in.group":
        "declare i32 @llvm.spv.flattened.thread.id.in.group()",
    "llvm.spv.wave.is.first.lane":
        "declare i1 @llvm.spv.wave.is.first.lane() convergent",
    "llvm.spv.wave.readlane.i32":
        "declare i32 @llvm.spv.wave.readlane.i32(i32, i32) convergent",
    "llvm.spv.wave.active.countbits":
        "declare i32 @llvm.spv.wave.active.countbits(i1) convergent",
    "llvm.spv.wave.all": "declare i1 @llvm.spv.wave.all(i1) convergent",
    "llvm.spv.wave.any": "declare i1 @llvm.spv.wave.any(i1) convergent",
}
for _op in ("sum", "max", "min", "umax", "umin"):
    DECLS["llvm.spv.wave.reduce.%s.i32" % _op] = \
        "declare i32 @llvm.spv.wave.reduce.%s.i32(i32) convergent" % _op

# a shader's constant buffer (n, k, c; HLSL's bool is an i32 there) and
# its output, a storage buffer: soundness.sh gives each run a copy with
# the values defined (cbuffer_values)
SPIRV_GLOBALS = [
    "@n = external hidden local_unnamed_addr addrspace(12) global i32, "
    "align 4",
    "@k = external hidden local_unnamed_addr addrspace(12) global i32, "
    "align 4",
    "@c = external hidden local_unnamed_addr addrspace(12) global i32, "
    "align 4",
    "@out = hidden addrspace(11) global [64 x i32] zeroinitializer, align 4",
]


def cbuffer_values(text, n, k, c):
    """The module with its constant buffer's n, k and c defined."""
    for name, v in (("n", n), ("k", k), ("c", int(c))):
        text = text.replace(
            "@%s = external hidden local_unnamed_addr addrspace(12) global "
            "i32, align 4" % name,
            "@%s = hidden local_unnamed_addr addrspace(12) global i32 %d, "
            "align 4" % (name, v))
    return text


TRIPLES = {"amdgcn": "amdgcn-amd-amdhsa", "nvptx": "nvptx64-nvidia-cuda",
           "spirv": "spirv-unknown-vulkan1.3-compute"}


def generate(seed, functions, target, without=()):
    WITHOUT.clear()
    WITHOUT.update(without)
    rng = Rng(Rng(seed).next() ^ 0x50DD)
    out = ["; generated by tests/gen/soundgen.py --seed %d --functions %d "
           "--target %s%s" % (seed, functions, target,
                              "".join(" --without " + w
                                      for w in sorted(without))),
           'target triple = "%s"' % TRIPLES[target], ""]
    if target == "spirv":
        out += SPIRV_GLOBALS + [""]
    decls = set()
    for i in range(functions):
        f = Fn(rng.fork(), "f%d_%d" % (seed, i), target)
        f.build()
        f.emit(out)
        decls |= f.decls
    for d in sorted(decls):
        out.append(DECLS[d])
    out.append("declare token @llvm.experimental.convergence.entry()")
    out.append("declare token @llvm.experimental.convergence.anchor()")
    out.append("declare token @llvm.experimental.convergence.loop()")
    out.append("")
    return "\n".join(out)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--functions", type=int, default=1)
    ap.add_argument("--target", default="amdgcn", choices=sorted(TRIPLES))
    ap.add_argument("--without", action="append", default=[],
                    choices=SHAPES, help="leave a shape out (repeatable)")
    ap.add_argument("-o", dest="output", default="-")
    args = ap.parse_args(argv)
    text = generate(args.seed, args.functions, args.target, args.without)
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w") as f:
            f.write(text)


if __name__ == "__main__":
    sys.setrecursionlimit(100000)
    main(sys.argv[1:])
