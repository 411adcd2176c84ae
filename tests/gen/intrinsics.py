#!/usr/bin/env python3
"""intrinsics.py - an execution test for every intrinsic of the target
tables of the uniformity analysis (src/analysis/target.c): the AMDGPU
sources of divergence and always-uniform intrinsics, the NVPTX intrinsics
that read the thread's index, the SPIR-V sources and always-uniform wave
operations.  Run by tests/conformance/intrinsics.sh; the audit's result is
docs/intrinsics.md.

    intrinsics.py plan TARGET_C DECLS OUT   write OUT/{amdgcn,nvptx,spirv}.ll
                                            and OUT/runs.txt (the converge
                                            command lines, one per line:
                                            ID, then its arguments)
    intrinsics.py check TARGET_C DECLS OUT  read OUT/res/ID.{out,err,rc} and
                                            judge every intrinsic
    intrinsics.py doc TARGET_C DECLS        the generated part of
                                            docs/intrinsics.md
    intrinsics.py decls TARGET_C            DECLS again, from llvm-tblgen's
                                            records (LLVM 22's include dir)

The names come from target.c itself: an entry of a table without a test
here, or a test of a name no table lists, fails the check.  Each test is
one or more functions that call the intrinsic (%r is its result); every
function is run with `converge run --check-uniformity --format=json` on a
few launches (thread counts, wave sizes, some calls inside a branch that
only some threads take), and the module goes through `converge uniformity
--format=json` (and --llvm-compat for AMDGPU and NVPTX, whose tables are
LLVM 22's).  What is checked:

  always uniform   the analysis calls %r uniform although its operands are
                   divergent; every run has no violation, the threads that
                   ran the call together got one result, and that result is
                   the one the intrinsic's definition gives (an oracle
                   below, written from the ISA / SPIR-V / PTX text);
  source           the analysis calls %r divergent because of the target
                   (reason `source`); every run has no violation and gives
                   the definition's results; and in at least one launch two
                   threads that ran the call together got different
                   results from uniform operands -- so the entry of the
                   table is needed (a few intrinsics can only differ with
                   divergent operands or not in the simulator at all: they
                   say why, in `proof`);
  not modelled     the analysis's classification as above, and the run
                   stops at the call with `FILE:LINE:COL: error: @NAME is
                   not modelled by the simulator`, never a made-up value.

The declarations of the intrinsics that are not modelled (DECLS: the table
name, a tab, the declaration) were made from LLVM 22's intrinsic records
(`decls`), and every generated module passes `opt -passes=verify` when
opt 22 is installed (intrinsics.sh).
"""
import json
import os
import re
import subprocess
import sys

# ---- the tables of target.c ------------------------------------------------


def tables(target_c):
    text = open(target_c).read()

    def arr(name):
        m = re.search(r'static const char \*const ' + name +
                      r'\[\] = \{(.*?)\};', text, re.S)
        if not m:
            sys.exit('intrinsics.py: no table %s in %s' % (name, target_c))
        return re.findall(r'"([^"]+)"', m.group(1))
    return {
        ('amdgcn', 'source'): ['llvm.amdgcn.' + n
                               for n in arr('amdgpu_source_intrinsics')],
        ('amdgcn', 'uniform'): ['llvm.amdgcn.' + n
                                for n in arr('amdgpu_uniform_intrinsics')],
        ('nvptx', 'source'): arr('nvptx_thread_intrinsics'),
        ('spirv', 'source'): arr('spirv_source_intrinsics'),
        ('spirv', 'uniform'): arr('spirv_uniform_intrinsics'),
    }


def read_decls(path):
    out = {}
    for line in open(path):
        if not line.strip() or line.startswith('#'):
            continue
        name, decl = line.rstrip('\n').split('\t')
        m = re.match(r'declare (.*?) @([\w.]+)\((.*)\)$', decl)
        params = [p.strip() for p in split_params(m.group(3))]
        out[name] = (m.group(1), m.group(2), params)
    return out


def split_params(s):
    out, depth, cur = [], 0, ''
    for ch in s:
        if ch in '<{(':
            depth += 1
        elif ch in '>})':
            depth -= 1
        if ch == ',' and depth == 0:
            out.append(cur)
            cur = ''
        else:
            cur += ch
    if cur.strip():
        out.append(cur)
    return out


# ---- launches and the oracles' helpers ---------------------------------------

ALL = None                       # every thread reaches the call
BRANCH = 'branch'                # threads with t % 3 != 0 do (kernel shape)


def active_of(shape):
    if shape == BRANCH:
        return lambda t: t % 3 != 0
    return lambda t: True


def waves(n, w, active):
    """(wave, [(thread, lane)...]) for the threads that reach the call."""
    for k in range((n + w - 1) // w):
        yield k, [(t, t - k * w) for t in range(k * w, min(n, (k + 1) * w))
                  if active(t)]


def per_lane(fn):
    """An oracle from f(t, lane, lanes, W, N): the threads of a wave
    that run the call together are `lanes` (lane -> thread)."""
    def oracle(n, w, active):
        res = {}
        for _, group in waves(n, w, active):
            lanes = {l: t for t, l in group}
            for t, l in group:
                res[t] = fn(t, l, lanes, w, n)
        return res
    return oracle


def per_thread(fn):
    return per_lane(lambda t, l, lanes, w, n: fn(t))


def in_order(step):
    """Atomics: the waves one after another, the lanes of a wave lowest
    first; step(memory, t) -> (memory', result)."""
    def oracle(n, w, active, init):
        res, mem = {}, dict(init)
        for _, group in waves(n, w, active):
            for t, l in group:
                mem, res[t] = step(mem, t)
        return res
    return oracle


M32 = 0xffffffff
M64 = (1 << 64) - 1


def ballot(lanes, pred):
    b = 0
    for l, t in lanes.items():
        if pred(t):
            b |= 1 << l
    return b


def popcount(x):
    return bin(x).count('1')


def f32(x):
    import struct
    return struct.unpack('<f', struct.pack('<f', x))[0]


# DPP16 (GFX8-12 ISA, DPP_CTRL table): the lane that lane l reads.
def dpp_src(ctrl, l, w):
    row, i, n = l & ~15, l & 15, ctrl & 15
    if ctrl <= 0xff:
        return (l & ~3) + ((ctrl >> (2 * (l & 3))) & 3)
    if 0x101 <= ctrl <= 0x10f:
        return l + n if i + n < 16 else None
    if 0x111 <= ctrl <= 0x11f:
        return l - n if i >= n else None
    if 0x121 <= ctrl <= 0x12f:
        return row + (i - n) % 16
    if 0x150 <= ctrl <= 0x15f:
        return row + n
    if 0x160 <= ctrl <= 0x16f:
        return row + (i ^ n)
    return {0x130: l + 1 if l + 1 < w else None, 0x134: (l + 1) % w,
            0x138: l - 1 if l else None, 0x13c: (l - 1) % w,
            0x140: row + 15 - i, 0x141: (l & ~7) + 7 - (l & 7),
            0x142: row - 1 if row else None,
            0x143: 31 if l >= 32 else None}[ctrl]


# RDNA ISA, "BC and FI behavior": what a lane gets from source lane s.
def fetch(s, lanes, w, fi, bc):
    if s is not None and s < w:
        if s in lanes:
            return 'src'
        return 'undef' if fi else 'zero' if bc else 'old'
    if fi:
        return 'undef' if bc else 'zero'
    return 'zero' if bc else 'old'


def take(how, src, old):
    return {'src': src, 'zero': 0, 'old': old, 'undef': None}[how]


# DS_SWIZZLE_B32 (RDNA ISA pseudocode).
def swizzle_src(off, i):
    if off >= 0xe000:
        mask = off & 31
        j = int('{:05b}'.format(i & 31)[::-1], 2) >> popcount(mask)
        j |= i & mask
    elif off >= 0xc000:
        rot, mask = (off >> 5) & 31, off & 31
        if (off >> 10) & 1:
            rot = -rot
        j = ((i & mask) | ((i + rot) & ~mask)) & 31
    elif off & 0x8000:
        return (i & ~3) + ((off >> (2 * (i & 3))) & 3)
    else:
        j = (((i & 31) & (off & 31)) | ((off >> 5) & 31)) ^ ((off >> 10) & 31)
    return j | (i & 32)


# ---- the tests ----------------------------------------------------------------

TID = {
    'amdgcn': 'call i32 @llvm.amdgcn.workitem.id.x()',
    'nvptx': 'call i32 @llvm.nvvm.read.ptx.sreg.tid.x()',
    'spirv': 'call i32 @llvm.spv.flattened.thread.id.in.group()',
}


class Fn:
    """One function of a test: BODY computes %r (the intrinsic's result)
    and %out (what the function returns, of type RET) from %t, the thread
    id; with shape BRANCH only the threads with t % 3 != 0 run it (the
    others return SENT).  oracle(n, w, active) -> {thread: value} (None:
    poison); launches: (threads, wave); verify: a custom check of the
    returns instead of the oracle."""

    def __init__(self, body, ret='i32', shape=ALL, oracle=None,
                 launches=((12, 4), (16, 8), (64, 64)), attrs='', md='',
                 glob='', sent='-1', verify=None, operand=None,
                 modelled=True, uniform_r=None):
        self.body, self.ret, self.shape = body, ret, shape
        self.oracle, self.launches = oracle, launches
        self.attrs, self.md, self.glob, self.sent = attrs, md, glob, sent
        self.verify, self.operand, self.modelled = verify, operand, modelled
        self.uniform_r = uniform_r


class Spec:
    """The test of one intrinsic: its functions, the simulator's model in
    words, and `proof` when a source cannot be shown to differ from
    uniform operands (why)."""

    def __init__(self, model, fns, proof=None):
        self.model, self.fns, self.proof = model, fns, proof


SPECS = {}


def spec(name, model, fns, proof=None):
    SPECS[name] = Spec(model, fns if isinstance(fns, list) else [fns], proof)


def const_fn(name, value, desc, ret='i32', sig='i32'):
    """An intrinsic without operands whose value is a constant."""
    call = '  %%r = call %s @%s()\n' % (sig, name)
    spec(name, desc, [
        Fn(call + '  %out = add i32 %r, 0\n', oracle=per_thread(lambda t: value)),
        Fn(call + '  %out = add i32 %r, 0\n', shape=BRANCH,
           oracle=per_thread(lambda t: value))])


# -- AMDGPU: always uniform ------------------------------------------------------

def amdgpu_uniform():
    odd = '  %x = and i32 %t, 1\n  %xb = icmp ne i32 %x, 0\n'
    spec('llvm.amdgcn.ballot',
         'the lanes of the threads running it together whose operand is true',
         [Fn(odd + '  %r = call i64 @llvm.amdgcn.ballot.i64(i1 %xb)\n  %out = add i64 %r, 0\n',
             ret='i64', shape=s, operand='%xb',
             oracle=per_lane(lambda t, l, lanes, w, n: ballot(lanes, lambda u: u & 1)))
          for s in (ALL, BRANCH)])
    seven = '  %x = urem i32 %t, 7\n'
    spec('llvm.amdgcn.icmp',
         'the lanes where the integer comparison (predicate operand) holds',
         [Fn(seven + '  %r = call i64 @llvm.amdgcn.icmp.i64.i32(i32 %x, i32 5, i32 40)\n'
             '  %out = add i64 %r, 0\n', ret='i64', shape=s, operand='%x',
             oracle=per_lane(lambda t, l, lanes, w, n: ballot(lanes, lambda u: u % 7 < 5)))
          for s in (ALL, BRANCH)])
    spec('llvm.amdgcn.fcmp',
         'the lanes where the float comparison (predicate operand) holds',
         [Fn(seven + '  %xf = uitofp i32 %x to float\n'
             '  %r = call i64 @llvm.amdgcn.fcmp.i64.f32(float %xf, float 2.5, i32 4)\n'
             '  %out = add i64 %r, 0\n', ret='i64', shape=s, operand='%xf',
             oracle=per_lane(lambda t, l, lanes, w, n: ballot(lanes, lambda u: u % 7 < 2.5)))
          for s in (ALL, BRANCH)])
    spec('llvm.amdgcn.readfirstlane',
         "the operand of the lowest lane among the threads running it together",
         [Fn('  %x = mul i32 %t, 3\n  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)\n'
             '  %out = add i32 %r, 0\n', shape=s, operand='%x',
             oracle=per_lane(lambda t, l, lanes, w, n: 3 * lanes[min(lanes)]))
          for s in (ALL, BRANCH)])

    def rl(t, l, lanes, w, n):
        return 5 * lanes[1] if 1 in lanes else None
    spec('llvm.amdgcn.readlane',
         "the operand of the lane named by the (uniform) lane operand; poison "
         "when that lane is not running it, and in every lane when the lane "
         "operand is not uniform (the definition: undefined)",
         [Fn('  %x = mul i32 %t, 5\n  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %x, i32 1)\n'
             '  %out = add i32 %r, 0\n', shape=s, operand='%x', oracle=per_lane(rl))
          for s in (ALL, BRANCH)] +
         [Fn('  %x = mul i32 %t, 5\n  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %x, i32 %t)\n'
             '  %out = add i32 %r, 0\n', operand='%x',
             oracle=per_thread(lambda t: None))])
    spec('llvm.amdgcn.if.break',
         'the mask operand with the lanes whose condition is true added '
         '(SILowerControlFlow: EXEC & cond | mask)',
         [Fn(odd + '  %r = call i64 @llvm.amdgcn.if.break.i64(i1 %xb, i64 256)\n'
             '  %out = add i64 %r, 0\n', ret='i64', shape=s, operand='%xb',
             oracle=per_lane(lambda t, l, lanes, w, n:
                             256 | ballot(lanes, lambda u: u & 1)))
          for s in (ALL, BRANCH)])

    def clock(returns, n, w, active):
        last = -1
        for k, group in waves(n, w, active):
            vals = {returns[t] for t, _ in group}
            if not group:
                continue
            if len(vals) != 1 or None in vals:
                return 'wave %d: %s' % (k, sorted(map(str, vals)))
            v = vals.pop()
            if v <= last:
                return 'wave %d: %d after %d' % (k, v, last)
            last = v
        return None
    for name in ('llvm.amdgcn.s.memtime', 'llvm.amdgcn.s.memrealtime'):
        call = '  %%r = call i64 @%s()\n' % name
        spec(name, "a counter of the machine's builtin calls (the simulator "
             "has no time; any monotonic counter is a clock)",
             [Fn(call + '  %out = add i64 %r, 0\n', ret='i64', shape=s, verify=clock)
              for s in (ALL, BRANCH)] +
             [Fn(call + '  %%r2 = call i64 @%s()\n  %%out = sub i64 %%r2, %%r\n' % name,
                 ret='i64', oracle=per_thread(lambda t: 1))])
    for d in 'xyz':
        const_fn('llvm.amdgcn.workgroup.id.' + d, 0,
                 'the work group: 0 (a run is one work group)')
    for d in ('id.x', 'id.y', 'id.z', 'flat.id', 'max.id.x', 'max.id.y',
              'max.id.z', 'max.flat.id'):
        const_fn('llvm.amdgcn.cluster.workgroup.' + d, 0,
                 'the work group in its cluster: 0, and the last id 0 (a run '
                 'is one work group, a cluster of one)')


# -- AMDGPU: sources -----------------------------------------------------------

def amdgpu_sources():
    spec('llvm.amdgcn.workitem.id.x', "the thread's x in the work group",
         [Fn('  %r = call i32 @llvm.amdgcn.workitem.id.x()\n  %out = add i32 %r, 0\n',
             oracle=per_thread(lambda t: t)),
          Fn('  %r = call i32 @llvm.amdgcn.workitem.id.x()\n  %out = add i32 %r, 0\n',
             md='!reqd_work_group_size !1', launches=((16, 16), (12, 4)),
             oracle=per_thread(lambda t: t % 4))])
    for d, k in (('y', 1), ('z', 2)):
        f = (lambda t: t // 4 % 2) if d == 'y' else (lambda t: t // 8)
        spec('llvm.amdgcn.workitem.id.' + d,
             "the thread's %s in the work group: the threads in x, y, z order of "
             "the required work-group size (!reqd_work_group_size), 0 in a line" % d,
             [Fn('  %%r = call i32 @llvm.amdgcn.workitem.id.%s()\n  %%out = add i32 %%r, 0\n' % d,
                 md='!reqd_work_group_size !1', launches=((16, 16), (16, 8), (12, 4)),
                 oracle=per_thread(f)),
              Fn('  %%r = call i32 @llvm.amdgcn.workitem.id.%s()\n  %%out = add i32 %%r, 0\n' % d,
                 oracle=per_thread(lambda t: 0))])

    def mbcnt_lo(t, l, lanes, w, n):
        return popcount(0xaaaaaaaa & ((1 << min(l, 32)) - 1))

    def mbcnt_hi(t, l, lanes, w, n):
        return max(l - 32, 0)
    spec('llvm.amdgcn.mbcnt.lo',
         'the operand plus the set bits of the mask below the lane (lanes 0-31)',
         Fn('  %r = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1431655766, i32 0)\n'
            '  %out = add i32 %r, 0\n', launches=((12, 4), (64, 64)),
            oracle=per_lane(mbcnt_lo)))
    spec('llvm.amdgcn.mbcnt.hi',
         'the operand plus the set bits of the mask below the lane (lanes 32-63)',
         Fn('  %r = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 0)\n'
            '  %out = add i32 %r, 0\n', launches=((40, 40), (64, 64)),
            oracle=per_lane(mbcnt_hi)))
    spec('llvm.amdgcn.writelane',
         'the value in the named lane, the old operand in the others; poison '
         'when value or lane is not uniform (the definition: undefined)',
         [Fn('  %r = call i32 @llvm.amdgcn.writelane.i32(i32 77, i32 1, i32 5)\n'
             '  %out = add i32 %r, 0\n', shape=s,
             oracle=per_lane(lambda t, l, lanes, w, n: 77 if l == 1 else 5))
          for s in (ALL, BRANCH)] +
         [Fn('  %x = mul i32 %t, 2\n  %r = call i32 @llvm.amdgcn.writelane.i32(i32 %x, i32 1, i32 %x)\n'
             '  %out = add i32 %r, 0\n', oracle=per_thread(lambda t: None))])
    spec('llvm.amdgcn.inverse.ballot',
         "bit `lane` of the (uniform) mask",
         [Fn('  %r = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 -6148914691236517206)\n'
             '  %out = zext i1 %r to i32\n', shape=s,
             oracle=per_lane(lambda t, l, lanes, w, n: l & 1))
          for s in (ALL, BRANCH)])

    # DPP16: (ctrl, row_mask, bank_mask, bound_ctrl)
    ctrls = [(0xb1, 15, 15, 0), (0x111, 15, 15, 1), (0x103, 15, 15, 0),
             (0x124, 15, 15, 0), (0x140, 15, 15, 0), (0x141, 15, 15, 0),
             (0x142, 0xa, 15, 0), (0x143, 0xc, 15, 1), (0x138, 15, 15, 1),
             (0x134, 15, 15, 0), (0x13c, 15, 15, 0), (0x130, 15, 15, 0),
             (0x155, 15, 15, 0), (0x163, 15, 5, 0)]

    def dpp_oracle(ctrl, rows, banks, bc, old, src):
        def f(t, l, lanes, w, n):
            s = dpp_src(ctrl, l, w)
            how = fetch(s, lanes, w, 0, bc)
            if not (rows >> (l // 16)) & 1 or not (banks >> ((l & 15) // 4)) & 1:
                how = 'old'
            return take(how, None if how != 'src' else src(lanes[s]), old)
        return per_lane(f)
    dpp_launches = ((64, 64), (40, 32), (6, 8))
    fns = [Fn('  %%r = call i32 @llvm.amdgcn.mov.dpp.i32(i32 7, i32 %d, i32 15, i32 15, i1 true)\n'
              '  %%out = add i32 %%r, 0\n' % 0x111, launches=dpp_launches,
              oracle=dpp_oracle(0x111, 15, 15, 1, None, lambda t: 7))]
    for c, rows, banks, bc in ctrls:
        fns.append(Fn('  %%x = add i32 %%t, 100\n'
                      '  %%r = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %%x, i32 %d, i32 %d, i32 %d, i1 %s)\n'
                      '  %%out = add i32 %%r, 0\n' % (c, rows, banks, 'true' if bc else 'false'),
                      launches=dpp_launches,
                      oracle=dpp_oracle(c, rows, banks, bc, None, lambda t: t + 100)))
    spec('llvm.amdgcn.mov.dpp',
         'DPP16 (quad_perm, row_shl/shr/ror, wave_shl/rol/shr/ror, '
         'row_mirror, row_half_mirror, row_bcast, row_share, row_xmask) with '
         'row and bank masks and bound_ctrl; an unwritten lane is poison (no '
         'old value)', fns)
    fns = [Fn('  %%r = call i32 @llvm.amdgcn.update.dpp.i32(i32 5, i32 7, i32 %d, i32 15, i32 15, i1 false)\n'
              '  %%out = add i32 %%r, 0\n' % 0x101, launches=dpp_launches,
              oracle=dpp_oracle(0x101, 15, 15, 0, 5, lambda t: 7))]
    for c, rows, banks, bc in ctrls:
        fns.append(Fn('  %%x = add i32 %%t, 100\n'
                      '  %%r = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %%x, i32 %d, i32 %d, i32 %d, i1 %s)\n'
                      '  %%out = add i32 %%r, 0\n' % (c, rows, banks, 'true' if bc else 'false'),
                      launches=dpp_launches,
                      oracle=dpp_oracle(c, rows, banks, bc, M32, lambda t: t + 100)))
    spec('llvm.amdgcn.update.dpp',
         'as mov.dpp, an unwritten lane keeping the old operand', fns)

    def dpp8(sel, src):
        def f(t, l, lanes, w, n):
            s = (l & ~7) + ((sel >> (3 * (l & 7))) & 7)
            return src(lanes[s]) if s in lanes else 0
        return per_lane(f)
    rev = sum((7 - k) << (3 * k) for k in range(8))
    spec('llvm.amdgcn.mov.dpp8',
         'DPP8: lane i of each 8 reads the lane its 3-bit select names; an '
         'inactive lane reads as 0',
         [Fn('  %%r = call i32 @llvm.amdgcn.mov.dpp8.i32(i32 7, i32 %d)\n'
             '  %%out = add i32 %%r, 0\n' % rev, launches=((6, 8), (16, 8)),
             oracle=dpp8(rev, lambda t: 7)),
          Fn('  %%x = add i32 %%t, 100\n  %%r = call i32 @llvm.amdgcn.mov.dpp8.i32(i32 %%x, i32 %d)\n'
             '  %%out = add i32 %%r, 0\n' % 0o12345670, shape=BRANCH, launches=((6, 8), (16, 8)),
             oracle=dpp8(0o12345670, lambda t: t + 100))])

    def swz(off, src):
        def f(t, l, lanes, w, n):
            s = swizzle_src(off, l)
            return src(lanes[s]) if s in lanes else 0
        return per_lane(f)
    fns = [Fn('  %r = call i32 @llvm.amdgcn.ds.swizzle(i32 7, i32 32795)\n'
              '  %out = add i32 %r, 0\n', launches=((6, 8), (64, 64)),
              oracle=swz(0x801b, lambda t: 7))]
    for off in (0x801b, 0x41f, 0x5c, 0xc060, 0xc440, 0xe000, 0xe003):
        fns.append(Fn('  %%x = add i32 %%t, 100\n  %%r = call i32 @llvm.amdgcn.ds.swizzle(i32 %%x, i32 %d)\n'
                      '  %%out = add i32 %%r, 0\n' % off, launches=((64, 64), (40, 32)),
                      oracle=swz(off, lambda t: t + 100)))
    spec('llvm.amdgcn.ds.swizzle',
         'the quad permute, bit-mask, rotate and FFT modes within 32 lanes; '
         'an inactive lane reads as 0', fns)

    def perm(kind, lo, hi, fi, bc, old, src, varsel=None):
        def f(t, l, lanes, w, n):
            row = (l // 16) ^ (kind & 1)
            k = l & 15
            sel = (varsel(l) & 15) if kind & 2 else (((hi << 32 | lo) >> (4 * k)) & 15)
            s = row * 16 + sel
            how = fetch(s, lanes, w, fi, bc)
            return take(how, src(lanes[s]) if how == 'src' else None, old)
        return per_lane(f)
    pl = ((40, 32), (64, 64), (20, 32))
    for kind, name in ((0, 'permlane16'), (1, 'permlanex16')):
        # every lane reads lane 15 of a row: in a wave of 20 threads lane
        # 31 is not running, and bound_ctrl makes it 0
        fns = [Fn('  %%r = call i32 @llvm.amdgcn.%s.i32(i32 5, i32 7, i32 -1, i32 -1, i1 false, i1 true)\n'
                  '  %%out = add i32 %%r, 0\n' % name, launches=pl,
                  oracle=perm(kind, M32, M32, 0, 1, 5, lambda t: 7))]
        for lo, hi, fi, bc in ((0x87654321, 0x0fedcba9, 0, 0), (0x76543210, 0xfedcba98, 0, 1),
                               (0x01234567, 0x89abcdef, 0, 0)):
            fns.append(Fn('  %%x = add i32 %%t, 100\n'
                          '  %%r = call i32 @llvm.amdgcn.%s.i32(i32 -1, i32 %%x, i32 %d, i32 %d, i1 %s, i1 %s)\n'
                          '  %%out = add i32 %%r, 0\n'
                          % (name, lo - (1 << 32) if lo >= 1 << 31 else lo,
                             hi - (1 << 32) if hi >= 1 << 31 else hi,
                             'true' if fi else 'false', 'true' if bc else 'false'),
                          launches=pl, oracle=perm(kind, lo, hi, fi, bc, M32, lambda t: t + 100)))
        fns.append(Fn('  %%x = add i32 %%t, 100\n'
                      '  %%r = call i32 @llvm.amdgcn.%s.i32(i32 -1, i32 %%x, i32 %%t, i32 0, i1 false, i1 false)\n'
                      '  %%out = add i32 %%r, 0\n' % name, launches=((16, 16),),
                      oracle=per_thread(lambda t: None)))
        spec('llvm.amdgcn.' + name,
             'each lane of a row of 16 reads the lane its 4-bit select names in %s; '
             'fi and bound_ctrl as DPP; poison when the selects are not uniform'
             % ('its own row' if kind == 0 else 'the other row of the pair'), fns)
    def perm_var(kind, bc, old, src, sel):
        def f(t, l, lanes, w, n):
            s = ((l // 16) ^ (kind & 1)) * 16 + (sel(t) & 15)
            how = fetch(s, lanes, w, 0, bc)
            return take(how, src(lanes[s]) if how == 'src' else None, old)
        return per_lane(f)
    for kind, name in ((2, 'permlane16.var'), (3, 'permlanex16.var')):
        spec('llvm.amdgcn.' + name,
             'as %s, each lane naming its own select (the low 4 bits of its '
             'select operand)' % name.split('.')[0],
             [Fn('  %%r = call i32 @llvm.amdgcn.%s(i32 5, i32 7, i32 15, i1 false, i1 true)\n'
                 '  %%out = add i32 %%r, 0\n' % name, launches=pl,
                 oracle=perm_var(kind, 1, 5, lambda t: 7, lambda t: 15)),
              Fn('  %%x = add i32 %%t, 100\n  %%s = mul i32 %%t, 3\n'
                 '  %%r = call i32 @llvm.amdgcn.%s(i32 -1, i32 %%x, i32 %%s, i1 false, i1 false)\n'
                 '  %%out = add i32 %%r, 0\n' % name, launches=pl,
                 oracle=perm_var(kind, 0, M32, lambda u: u + 100, lambda t: t * 3))])

    def swap(d, bc, a, b):
        def f(t, l, lanes, w, n):
            if l % (2 * d) >= d:
                s = l - d
                how = fetch(s, lanes, w, 0, bc)
                vd = take(how, b(lanes[s]) if how == 'src' else None, a(t))
                vs = b(t)
            else:
                s = l + d
                how = fetch(s, lanes, w, 0, bc)
                vd = a(t)
                vs = take(how, a(lanes[s]) if how == 'src' else None, b(t))
            return None if vd is None or vs is None else vd | vs << 32
        return per_lane(f)
    for d in (16, 32):
        name = 'llvm.amdgcn.permlane%d.swap' % d
        body = ('  %%r = call { i32, i32 } @%s(i32 %%A, i32 %%B, i1 false, i1 %%BC)\n'
                '  %%r0 = extractvalue { i32, i32 } %%r, 0\n  %%r1 = extractvalue { i32, i32 } %%r, 1\n'
                '  %%z0 = zext i32 %%r0 to i64\n  %%z1 = zext i32 %%r1 to i64\n'
                '  %%h = shl i64 %%z1, 32\n  %%out = or i64 %%z0, %%h\n' % name)
        per = '  %a = add i32 %t, 1000\n  %b = add i32 %t, 2000\n'
        spec(name,
             'odd rows of the first operand swap with even rows of the second '
             '(16), or the upper half of the first with the lower half of the '
             'second (32) (CDNA4 ISA); a partner lane not running it: bound_ctrl',
             [Fn(body.replace('%BC', 'false').replace('%A', '1000').replace('%B', '2000'),
                 ret='i64', launches=((64, 64), (40, 64)),
                 oracle=swap(d, 0, lambda t: 1000, lambda t: 2000)),
              Fn(per + body.replace('%BC', 'true').replace('%A', '%a').replace('%B', '%b'),
                 ret='i64', launches=((64, 64), (40, 64)),
                 oracle=swap(d, 1, lambda t: t + 1000, lambda t: t + 2000)),
              Fn(per + body.replace('%BC', 'false').replace('%A', '%a').replace('%B', '%b'),
                 ret='i64', launches=((64, 64), (40, 64)),
                 oracle=swap(d, 0, lambda t: t + 1000, lambda t: t + 2000))])

    odd = '  %x = and i32 %t, 1\n  %xb = icmp ne i32 %x, 0\n'
    spec('llvm.amdgcn.if',
         '{the condition, EXEC & ~ballot(condition)}: the threads running it '
         'together stand for EXEC (SILowerControlFlow, the general form); '
         'the mask is uniform (extractvalue 1)',
         [Fn(odd + '  %r = call { i1, i64 } @llvm.amdgcn.if.i64(i1 %xb)\n'
             '  %r0 = extractvalue { i1, i64 } %r, 0\n  %out = zext i1 %r0 to i32\n',
             shape=s, operand='%xb', oracle=per_thread(lambda t: t & 1))
          for s in (ALL, BRANCH)] +
         [Fn(odd + '  %r = call { i1, i64 } @llvm.amdgcn.if.i64(i1 %xb)\n'
             '  %m = extractvalue { i1, i64 } %r, 1\n  %out = add i64 %m, 0\n',
             ret='i64', shape=BRANCH, uniform_r='%m',
             oracle=per_lane(lambda t, l, lanes, w, n:
                             ballot(lanes, lambda u: True) & ~ballot(lanes, lambda u: u & 1)))],
         proof='its i1 result is the condition of each thread: it differs only '
               'when the condition does (LLVM lists it so that the branch it '
               'feeds stays divergent after SIAnnotateControlFlow)')
    spec('llvm.amdgcn.else',
         "{bit `lane` of the mask, EXEC & ~mask}: the threads in the mask "
         "take the else side",
         [Fn('  %r = call { i1, i64 } @llvm.amdgcn.else.i64.i64(i64 10)\n'
             '  %r0 = extractvalue { i1, i64 } %r, 0\n  %out = zext i1 %r0 to i32\n',
             shape=s, oracle=per_lane(lambda t, l, lanes, w, n: (10 >> l) & 1))
          for s in (ALL, BRANCH)] +
         [Fn('  %r = call { i1, i64 } @llvm.amdgcn.else.i64.i64(i64 10)\n'
             '  %m = extractvalue { i1, i64 } %r, 1\n  %out = add i64 %m, 0\n',
             ret='i64', shape=BRANCH, uniform_r='%m',
             oracle=per_lane(lambda t, l, lanes, w, n: ballot(lanes, lambda u: True) & ~10))])
    spec('llvm.amdgcn.loop',
         "bit `lane` of the break mask: the threads in it leave the loop",
         [Fn('  %r = call i1 @llvm.amdgcn.loop.i64(i64 5)\n  %out = zext i1 %r to i32\n',
             shape=s,
             oracle=per_lane(lambda t, l, lanes, w, n: (5 >> l) & 1))
          for s in (ALL, BRANCH)])
    spec('llvm.amdgcn.dead', 'poison (the definition: a dead value)',
         Fn('  %r = call i32 @llvm.amdgcn.dead.i32()\n  %out = add i32 %r, 0\n',
            oracle=per_thread(lambda t: None)),
         proof='poison; the simulator does not enumerate the values poison '
               'may take in each thread')
    for name in ('llvm.amdgcn.live.mask', 'llvm.amdgcn.ps.live'):
        spec(name, 'true: the simulator runs no helper lanes, every thread is live',
             Fn('  %%r = call i1 @%s()\n  %%out = zext i1 %%r to i32\n'
                % name, oracle=per_thread(lambda t: 1)),
             proof='it is false only in the helper lanes of a pixel shader, '
                   'which the simulator does not run')

    # atomics on memory: uniform operands, the old values differ
    for space, ptr, gl in (('flat', 'ptr', '@buf'), ('global', 'ptr addrspace(1)', '@gbuf')):
        for op, v in (('fmin', -1.5), ('fmax', 2.5)):
            name = 'llvm.amdgcn.%s.atomic.%s.num' % (space, op)
            mang = 'p0' if space == 'flat' else 'p1'

            def step(mem, t, op=op, v=v):
                old = mem[0]
                return {0: min(old, v) if op == 'fmin' else max(old, v)}, old
            fn = in_order(step)
            spec(name, 'minimumNumber / maximumNumber of the memory and the '
                 'operand; the old value, the threads one after another',
                 [Fn('  %%r = call float @%s.f32.%s(%s %s, float %r)\n'
                     '  %%out = fadd float %%r, 0.0\n' % (name, mang, ptr, gl, v),
                     ret='float', glob=gl, shape=s,
                     oracle=lambda n, w, a, fn=fn: fn(n, w, a, {0: 0.0}))
                  for s in (ALL, BRANCH)])
    buffer_atomics()


# raw/struct.buffer.atomic.*: (name, type, operand, initial memory, step)
BUFFER_OPS = [
    ('swap', 'i32', 9, 0, lambda o, v: v),
    ('add', 'i32', 3, 0, lambda o, v: o + v),
    ('sub', 'i32', 3, 100, lambda o, v: o - v),
    ('smin', 'i32', -5, 0, lambda o, v: v if sx(v) < sx(o) else o),
    ('umin', 'i32', 7, 100, lambda o, v: min(o, v)),
    ('smax', 'i32', 5, -100, lambda o, v: v if sx(v) > sx(o) else o),
    ('umax', 'i32', 7, 0, lambda o, v: max(o, v)),
    ('and', 'i32', 0xf0, -1, lambda o, v: o & v),
    ('or', 'i32', 0xf0, 0, lambda o, v: o | v),
    ('xor', 'i32', 0xf0, 0, lambda o, v: o ^ v),
    ('inc', 'i32', 2, 0, lambda o, v: 0 if o >= v else o + 1),
    ('dec', 'i32', 2, 0, lambda o, v: v if o == 0 or o > v else o - 1),
    ('cmpswap', 'i32', 9, 0, None),
    ('fadd', 'float', 1.5, 0.0, lambda o, v: o + v),
    ('fmin', 'float', -1.5, 0.0, lambda o, v: min(o, v)),
    ('fmax', 'float', 2.5, 0.0, lambda o, v: max(o, v)),
    ('cond.sub.u32', 'i32', 3, 10, lambda o, v: o - v if o >= v else o),
]


def sx(v):
    v &= M32
    return v - (1 << 32) if v >= 1 << 31 else v


def buffer_atomics():
    rsrc = ('  %%p = ptrtoint ptr addrspace(1) %s to i64\n'
            '  %%lo = trunc i64 %%p to i32\n  %%ph = lshr i64 %%p, 32\n'
            '  %%hi = trunc i64 %%ph to i32\n  %%h16 = and i32 %%hi, 65535\n'
            '  %%d1 = or i32 %%h16, %d\n'
            '  %%v0 = insertelement <4 x i32> poison, i32 %%lo, i32 0\n'
            '  %%v1 = insertelement <4 x i32> %%v0, i32 %%d1, i32 1\n'
            '  %%v2 = insertelement <4 x i32> %%v1, i32 %d, i32 2\n'
            '  %%rs = insertelement <4 x i32> %%v2, i32 0, i32 3\n')
    for op, ty, v, init, fn in BUFFER_OPS:
        for kind in ('raw', 'struct'):
            name = 'llvm.amdgcn.%s.buffer.atomic.%s' % (kind, op)
            mang = name + ('' if op == 'cond.sub.u32' else '.' + ('f32' if ty == 'float' else 'i32'))
            g = '@b_%s_%s' % (kind, op.replace('.', '_'))
            lit = repr(float(v)) if ty == 'float' else str(v)
            data = ('%s %s' % (ty, lit)) + (', i32 0' if op == 'cmpswap' else '')
            # raw: words at offsets 0 and 4 (num_records 8 bytes); struct:
            # stride 4, records 0 and 1 (num_records 2)
            stride, nrec = (0, 8) if kind == 'raw' else (4 << 16, 2)
            ini = (init & M32) if ty == 'i32' else float(init)
            glob = '%s = addrspace(1) global [2 x %s] [%s %s, %s %s]' % (
                g, ty, ty, repr(float(init)) if ty == 'float' else str(init),
                ty, repr(float(init)) if ty == 'float' else str(init))
            fns = []
            for split in (False, True):
                # split: the threads of even and odd ids on two words
                if kind == 'raw':
                    pre = '  %ix = and i32 %t, 1\n  %o = mul i32 %ix, 4\n' if split else ''
                    where = 'i32 %o, i32 0, i32 0' if split else 'i32 0, i32 0, i32 0'
                else:
                    pre = '  %ix = and i32 %t, 1\n' if split else ''
                    where = ('i32 %ix, i32 0, i32 0, i32 0' if split
                             else 'i32 1, i32 0, i32 0, i32 0')

                def step(mem, t, v=v, fn=fn, ty=ty, op=op, split=split, kind=kind):
                    k = t % 2 if split else (0 if kind == 'raw' else 1)
                    old = mem[k]
                    new = (v if old == 0 else old) if op == 'cmpswap' else fn(old, v)
                    m = dict(mem)
                    m[k] = (new & M32) if ty == 'i32' else f32(new)
                    return m, old
                orc = in_order(step)
                body = (rsrc % (g, stride, nrec) + pre +
                        '  %%r = call %s @%s(%s, <4 x i32> %%rs, %s)\n' % (ty, mang, data, where) +
                        ('  %out = fadd float %r, 0.0\n' if ty == 'float' else '  %out = add i32 %r, 0\n'))
                for s in ((ALL, BRANCH) if not split else (ALL,)):
                    fns.append(Fn(body, ret=ty, glob=glob, shape=s,
                                  launches=((12, 4), (16, 8), (6, 8)),
                                  oracle=lambda n, w, a, orc=orc, ini=ini: orc(n, w, a, {0: ini, 1: ini})))
            spec(name,
                 'the read-modify-write at base + %soffset + soffset of the '
                 '<4 x i32> descriptor (base, stride, num_records); the old value, '
                 'the threads one after another; out-of-range, swizzled or '
                 'thread-indexed accesses are errors'
                 % ('index * stride + ' if kind == 'struct' else ''), fns)


# -- NVPTX --------------------------------------------------------------------------

def nvptx():
    spec('llvm.nvvm.read.ptx.sreg.laneid', 'the lane in the warp',
         Fn('  %r = call i32 @llvm.nvvm.read.ptx.sreg.laneid()\n  %out = add i32 %r, 0\n',
            oracle=per_lane(lambda t, l, lanes, w, n: l)))
    shape = 'nvvm.reqntid="4,2,2"'
    for d, f in (('x', lambda t: t % 4), ('y', lambda t: t // 4 % 2), ('z', lambda t: t // 8)):
        spec('llvm.nvvm.read.ptx.sreg.tid.' + d,
             "%%tid.%s: the thread in the CTA, x, y, z order of \"nvvm.reqntid\" "
             "(a line without it)" % d,
             [Fn('  %%r = call i32 @llvm.nvvm.read.ptx.sreg.tid.%s()\n  %%out = add i32 %%r, 0\n' % d,
                 attrs=shape, launches=((16, 16), (16, 8), (12, 4)), oracle=per_thread(f)),
              Fn('  %%r = call i32 @llvm.nvvm.read.ptx.sreg.tid.%s()\n  %%out = add i32 %%r, 0\n' % d,
                 oracle=per_thread((lambda t: t) if d == 'x' else (lambda t: 0)))])


# -- SPIR-V --------------------------------------------------------------------------

def spirv():
    shape = 'hlsl.numthreads="4,2,2"'
    for name in ('llvm.spv.thread.id', 'llvm.spv.thread.id.in.group'):
        fns = []
        for d, f in ((0, lambda t: t % 4), (1, lambda t: t // 4 % 2), (2, lambda t: t // 8)):
            fns.append(Fn('  %%r = call i32 @%s.i32(i32 %d)\n  %%out = add i32 %%r, 0\n' % (name, d),
                          attrs=shape, launches=((16, 16), (16, 8), (12, 4)), oracle=per_thread(f)))
        spec(name, 'the id in dimension 0, 1 or 2 (one work group: global = local), '
             'x, y, z order of "hlsl.numthreads"', fns)
    spec('llvm.spv.flattened.thread.id.in.group', 'the index of the thread in the work group',
         Fn('  %r = call i32 @llvm.spv.flattened.thread.id.in.group()\n  %out = add i32 %r, 0\n',
            attrs=shape, launches=((16, 16), (12, 4)), oracle=per_thread(lambda t: t)))
    spec('llvm.spv.subgroup.local.invocation.id', 'the lane in the wave',
         Fn('  %r = call i32 @llvm.spv.subgroup.local.invocation.id()\n  %out = add i32 %r, 0\n',
            oracle=per_lane(lambda t, l, lanes, w, n: l)))
    spec('llvm.spv.wave.is.first.lane', 'true in the lowest lane running it',
         [Fn('  %r = call i1 @llvm.spv.wave.is.first.lane()\n  %out = zext i1 %r to i32\n',
             shape=s,
             oracle=per_lane(lambda t, l, lanes, w, n: int(l == min(lanes))))
          for s in (ALL, BRANCH)])
    sq = '  %xi = mul i32 %t, %t\n  %x = uitofp i32 %xi to float\n'

    def quad(fn):
        def f(t, l, lanes, w, n):
            q = l & ~3
            if any(q + k not in lanes for k in range(4)) or q + 4 > w:
                return None
            p = [float(lanes[q + k] ** 2) for k in range(4)]
            return f32(fn(p, l & 3))
        return per_lane(f)
    ders = {'ddx': lambda p, i: p[1] - p[0], 'ddy': lambda p, i: p[2] - p[0],
            'ddx.coarse': lambda p, i: p[1] - p[0], 'ddy.coarse': lambda p, i: p[2] - p[0],
            'ddx.fine': lambda p, i: p[1] - p[0] if i < 2 else p[3] - p[2],
            'ddy.fine': lambda p, i: p[2] - p[0] if i % 2 == 0 else p[3] - p[1],
            'fwidth': lambda p, i: abs(p[1] - p[0]) + abs(p[2] - p[0])}
    for d, fn in ders.items():
        spec('llvm.spv.' + d,
             'the %s derivative of each 2x2 quad, lanes 4k..4k+3 = (0,0) (1,0) '
             '(0,1) (1,1)%s; poison where a quad does not run it together'
             % ('fine' if 'fine' in d else 'coarse',
                ', |ddx| + |ddy|' if d == 'fwidth' else
                ' (ddx/ddy: either form, the coarse one here)' if '.' not in d else ''),
             [Fn(sq + '  %%r = call float @llvm.spv.%s.f32(float %%x)\n  %%out = fadd float %%r, 0.0\n' % d,
                 ret='float', shape=s, operand='%x', launches=((16, 8), (12, 4), (14, 8)),
                 oracle=quad(fn)) for s in (ALL, BRANCH)],
             proof='a derivative of a value that is uniform over a quad is 0: '
                   'it differs only with a divergent operand (or an incomplete '
                   'quad, where it is undefined)')
    odd = '  %x = and i32 %t, 1\n  %xb = icmp ne i32 %x, 0\n'
    spec('llvm.spv.wave.active.countbits', 'the number of threads running it whose operand is true',
         [Fn(odd + '  %r = call i32 @llvm.spv.wave.active.countbits(i1 %xb)\n  %out = add i32 %r, 0\n',
             shape=s, operand='%xb',
             oracle=per_lane(lambda t, l, lanes, w, n: popcount(ballot(lanes, lambda u: u & 1))))
          for s in (ALL, BRANCH)])
    for name, fn in (('all', lambda lanes: all(u & 1 for u in lanes.values())),
                     ('any', lambda lanes: any(u & 1 for u in lanes.values()))):
        spec('llvm.spv.wave.' + name,
             'whether the operand is true in %s thread running it' % ('every' if name == 'all' else 'some'),
             [Fn(odd + '  %%r = call i1 @llvm.spv.wave.%s(i1 %%xb)\n  %%out = zext i1 %%r to i32\n'
                 % name, shape=s, operand='%xb',
                 launches=((12, 4), (16, 8), (64, 64), (1, 1)),
                 oracle=per_lane(lambda t, l, lanes, w, n, fn=fn: int(fn(lanes))))
              for s in (ALL, BRANCH)])
    spec('llvm.spv.wave.ballot',
         'the lanes whose operand is true, as <4 x i32> (lanes 32k..32k+31 in element k)',
         [Fn(odd + '  %r = call <4 x i32> @llvm.spv.wave.ballot(i1 %xb)\n'
             '  %e0 = extractelement <4 x i32> %r, i32 0\n  %e1 = extractelement <4 x i32> %r, i32 1\n'
             '  %e2 = extractelement <4 x i32> %r, i32 2\n  %z0 = zext i32 %e0 to i64\n'
             '  %z1 = zext i32 %e1 to i64\n  %h = shl i64 %z1, 32\n  %o = or i64 %z0, %h\n'
             '  %z2 = zext i32 %e2 to i64\n  %out = add i64 %o, %z2\n',
             ret='i64', shape=s, operand='%xb',
             oracle=per_lane(lambda t, l, lanes, w, n: ballot(lanes, lambda u: u & 1)))
          for s in (ALL, BRANCH)])
    reds = {'max': lambda v: max(sx(x) for x in v) & M32, 'min': lambda v: min(sx(x) for x in v) & M32,
            'sum': lambda v: sum(v) & M32, 'umax': max, 'umin': min}
    for name, fn in reds.items():
        spec('llvm.spv.wave.reduce.' + name,
             'the %s of the operand over the threads running it' % name,
             [Fn('  %%x0 = mul i32 %%t, 7\n  %%x = sub i32 %%x0, 20\n'
                 '  %%r = call i32 @llvm.spv.wave.reduce.%s.i32(i32 %%x)\n  %%out = add i32 %%r, 0\n'
                 % name, shape=s, operand='%x',
                 oracle=per_lane(lambda t, l, lanes, w, n, fn=fn:
                                 fn([(7 * u - 20) & M32 for u in lanes.values()])))
              for s in (ALL, BRANCH)])


# Tests of what the audit changed, beyond the tables' entries.
EXTRA = {}


def extras():
    EXTRA['llvm.nvvm.read.ptx.sreg.tid.w'] = (
        'nvptx', 'call',
        'removed from the thread-index list: %tid.w is always 0 (PTX); '
        'divergent only as every NVPTX call is (LLVM 22)', False,
        [Fn('  %r = call i32 @llvm.nvvm.read.ptx.sreg.tid.w()\n  %out = add i32 %r, 0\n',
            oracle=per_thread(lambda t: 0))])
    EXTRA['llvm.spv.wave.readlane'] = (
        'spirv', 'normal',
        'removed from the always-uniform list: OpGroupNonUniformShuffle, '
        'each thread names its lane; divergent iff an operand is', True,
        [Fn('  %x = add i32 %t, 100\n  %l = call i32 @llvm.spv.subgroup.local.invocation.id()\n'
            '  %i = xor i32 %l, 1\n'
            '  %r = call i32 @llvm.spv.wave.readlane.i32(i32 %x, i32 %i)\n  %out = add i32 %r, 0\n',
            oracle=per_lane(lambda t, l, lanes, w, n: lanes[l ^ 1] + 100 if (l ^ 1) in lanes else None)),
         Fn('  %r = call i32 @llvm.spv.wave.readlane.i32(i32 7, i32 1)\n  %out = add i32 %r, 0\n',
            uniform_r='%r', oracle=per_lane(lambda t, l, lanes, w, n: 7 if 1 in lanes else None))])
    # the wave-index rule needs a work group of X x 1 x 1 (LLVM's
    # getMaxWorkitemID): in (65, 2, 1), (64, 0) and (0, 1) share wave 1
    EXTRA['workitem.id.x >> 6'] = (
        'amdgcn', 'wave-index',
        'uniform only with !reqd_work_group_size of X x 1 x 1', True,
        [Fn('  %r = lshr i32 %t, 6\n  %out = add i32 %r, 0\n', md='!reqd_work_group_size !2',
            launches=((130, 64),), oracle=per_thread(lambda t: (t % 65) >> 6)),
         Fn('  %r = lshr i32 %t, 6\n  %out = add i32 %r, 0\n', md='!reqd_work_group_size !3',
            launches=((128, 64),), uniform_r='%r', oracle=per_thread(lambda t: t >> 6))])


def build():
    if SPECS:
        return
    amdgpu_uniform()
    amdgpu_sources()
    nvptx()
    spirv()
    extras()


NOT_MODELLED = [
    (r'image\.atomic\.', 'image atomics: the image descriptor (<8 x i32>: '
     'format, dimensions, tiling per GPU generation) is not modelled'),
    (r'(raw|struct)\.ptr\.buffer\.atomic\.', 'a buffer resource pointer '
     '(address space 8) is a 128-bit descriptor; the simulator\'s pointers '
     'are 64-bit object addresses'),
    (r'(mfma|smfmac|wmma|swmmac)\.', 'matrix multiply-accumulate over the '
     'wave: each lane holds a slice of A, B, C in a layout per shape, type '
     'and GPU generation'),
    (r'(ds\.(load|read)|global\.load)\.tr', 'transpose loads: each lane '
     'gets elements of other lanes\' rows in a layout per shape'),
    (r'interp\.|lds\.param\.load|lds\.direct\.load', 'pixel-shader '
     'interpolation from LDS parameters (M0 layout); lds.direct.load '
     'broadcasts one dword, so it is uniform on the hardware: the entry is '
     'conservative'),
    (r'ds\.ordered\.', 'ordered count in GDS across waves (ordering, wave '
     'release/done bits)'),
    (r'global\.atomic\.ordered\.add\.b64', 'an ordered add whose ordering '
     'protocol across waves is not documented'),
    (r'init\.whole\.wave', 'whole wave mode runs the lanes that were '
     'inactive at the call, which the simulator does not run'),
    (r'permlane\.(bcast|up|down|xor|idx\.gen)', 'gfx1250 lane permutations: '
     'no public ISA text of their lane selection'),
    (r's\.getpc', 'the program counter: the simulator has no code addresses'),
    (r's\.getreg', 'hardware registers (MODE, HW_ID, ...)'),
    (r'spv\.cmpxchg', 'internal to the SPIR-V backend: its i32 result stands '
     'for the {old, success} aggregate of a cmpxchg'),
    (r'spv\.resource\.updatecounter', 'a resource handle\'s hidden counter '
     '(target extension types are not modelled)'),
]


def not_modelled_reason(name):
    for pat, why in NOT_MODELLED:
        if re.search(pat, name):
            return why
    return None


# ---- planning ----------------------------------------------------------------------

TRIPLE = {'amdgcn': 'amdgcn-amd-amdhsa', 'nvptx': 'nvptx64-nvidia-cuda',
          'spirv': 'spirv-unknown-vulkan1.3-compute'}


def all_tests(target_c, decls_path):
    """[(name, target, class, spec-or-None, reason)]; errors."""
    build()
    tabs = tables(target_c)
    decls = read_decls(decls_path)
    out, errors = [], []
    seen = set()
    for (target, klass), names in tabs.items():
        for n in names:
            seen.add(n)
            reason = not_modelled_reason(n)
            if n in SPECS and reason:
                errors.append('%s: both a test and a not-modelled reason' % n)
            elif n in SPECS:
                out.append((n, target, klass, SPECS[n], None))
            elif reason:
                if n not in decls:
                    errors.append('%s: not modelled and no declaration in DECLS' % n)
                    continue
                out.append((n, target, klass, None, reason))
            else:
                errors.append('%s (%s %s): no test' % (n, target, klass))
    for n in SPECS:
        if n not in seen:
            errors.append('%s: a test, but no table lists it' % n)
    return out, decls, errors


def unmodelled_fn(name, decl, klass):
    ret, mangled, params = decl
    args = []
    for p in params:
        ty = p.replace(' immarg', '')
        if ty == '...':
            continue
        if ty.startswith('<') or ty.startswith('{'):
            v = 'zeroinitializer'
        elif ty.startswith('ptr'):
            v = 'null'
        elif ty in ('float', 'double', 'half', 'bfloat'):
            v = '0.0'
        elif ty == 'i1':
            v = 'false'
        else:
            v = '0'
        args.append('%s %s' % (ty, v))
    callee = mangled
    if '...' in params:
        fixed = [p for p in params if p != '...']
        callee = '(%s, ...) @%s' % (', '.join(fixed), mangled)
        sig = '%s %s' % (ret, callee)
    else:
        sig = '%s @%s' % (ret, callee)
    if ret == 'void':
        call = '  call %s(%s)\n' % (sig, ', '.join(args))
    else:
        call = '  %%r = call %s(%s)\n' % (sig, ', '.join(args))
    return call


def plan(target_c, decls_path, outdir):
    tests, decls, errors = all_tests(target_c, decls_path)
    os.makedirs(outdir, exist_ok=True)
    modules = {t: [] for t in TRIPLE}
    globs = {t: [] for t in TRIPLE}
    meta = {}                     # function -> facts for `check`
    runs = []
    fcount = [0]

    def add_fn(target, label, fn, klass, kind):
        fcount[0] += 1
        fname = 'f%d_%s' % (fcount[0], re.sub(r'\W', '_', label))
        gl = GLOBALS.get(fn.glob, fn.glob)
        if gl and gl not in globs[target]:
            globs[target].append(gl)
        attrs = ''
        if fn.attrs:
            k, v = fn.attrs.split('=', 1)
            attrs = ' "%s"=%s' % (k, v)
        lines = ['define %s @%s()%s %s {' % (fn.ret, fname, attrs, fn.md), 'entry:',
                 '  %%t = %s' % TID[target]]
        if fn.shape == BRANCH:
            lines += ['  %m3 = urem i32 %t, 3', '  %c = icmp ne i32 %m3, 0',
                      '  br i1 %c, label %then, label %join', 'then:']
        lines += fn.body.rstrip('\n').split('\n')
        if fn.shape == BRANCH:
            sent = fn.sent if fn.ret != 'float' else '-1.0'
            lines += ['  br label %join', 'join:',
                      '  %%res = phi %s [ %%out, %%then ], [ %s, %%entry ]' % (fn.ret, sent),
                      '  ret %s %%res' % fn.ret]
        else:
            lines += ['  ret %s %%out' % fn.ret]
        lines.append('}')
        modules[target].append((fname, lines))
        meta[fname] = {'label': label, 'klass': klass, 'kind': kind,
                       'globs': [gl] if gl else []}
        return fname

    for name, target, klass, sp, reason in tests:
        if sp is None:
            fname = 'f%d_%s' % (fcount[0] + 1, re.sub(r'\W', '_', name))
            fcount[0] += 1
            body = unmodelled_fn(name, decls[name], klass)
            lines = ['define void @%s() {' % fname, 'entry:', '  %%t = %s' % TID[target]]
            if klass == 'uniform':
                lines += ['  %m3 = urem i32 %t, 3', '  %c = icmp ne i32 %m3, 0',
                          '  br i1 %c, label %then, label %join', 'then:']
                lines += body.rstrip('\n').split('\n') + ['  br label %join', 'join:']
            else:
                lines += body.rstrip('\n').split('\n')
            lines += ['  ret void', '}']
            modules[target].append((fname, lines))
            meta[fname] = {'label': name, 'klass': klass, 'kind': 'unmodelled',
                           'has_r': '%r =' in body}
            continue
        for k, fn in enumerate(sp.fns):
            fname = add_fn(target, name, fn, klass, 'modelled')
            meta[fname].update(k=k)
    for label, (target, klass, desc, differs, fns) in EXTRA.items():
        for k, fn in enumerate(fns):
            fname = add_fn(target, label, fn, klass, 'extra')
            meta[fname].update(k=k)
    # the modules: CHUNK functions each, so that every run reads little
    for target, fns in modules.items():
        for c in range(0, len(fns), CHUNK):
            mod = '%s-%02d' % (target, c // CHUNK)
            part = fns[c:c + CHUNK]
            text = ['target triple = "%s"' % TRIPLE[target], '']
            need = {g for f, _ in part for g in meta[f].get('globs', [])}
            text += [g for g in globs[target] if g in need]
            text.append('')
            for fname, lines in part:
                for i, l in enumerate(lines):
                    if re.match(r'\s*(%r = |call )', l) and 'line' not in meta[fname]:
                        meta[fname]['line'] = len(text) + i + 1
                meta[fname]['module'] = mod
                text += lines + ['']
            text += ['!1 = !{i32 4, i32 2, i32 2}', '!2 = !{i32 65, i32 2, i32 1}',
                     '!3 = !{i32 128, i32 1, i32 1}']
            open(os.path.join(outdir, mod + '.ll'), 'w').write('\n'.join(text) + '\n')
            meta['module:' + mod] = {'target': target, 'functions': [f for f, _ in part]}
            runs.append(('%s.uni' % mod, mod, ['uniformity', '--format=json']))
            if target != 'spirv':
                runs.append(('%s.compat' % mod, mod,
                             ['uniformity', '--format=json', '--llvm-compat']))
    # the launches
    for fname, m in list(meta.items()):
        if fname.startswith('module:'):
            continue
        if m['kind'] == 'unmodelled':
            runs.append(('%s.run' % fname, m['module'],
                         ['run', '--function', fname, '--threads', '4', '--wave', '4',
                          '--format=json']))
            continue
        for n, w in fn_of(m).launches:
            runs.append(('%s.%d.%d' % (fname, n, w), m['module'],
                         ['run', '--function', fname, '--threads', str(n), '--wave', str(w),
                          '--check-uniformity', '--format=json']))
    with open(os.path.join(outdir, 'runs.txt'), 'w') as f:
        for rid, mod, args in runs:
            f.write('%s\t%s\t%s\n' % (rid, os.path.join(outdir, mod + '.ll'), ' '.join(args)))
    json.dump(meta, open(os.path.join(outdir, 'meta.json'), 'w'))
    for e in errors:
        print('intrinsics: ERROR: ' + e)
    return 1 if errors else 0


CHUNK = 24


GLOBALS = {'@buf': '@buf = global [1 x float] zeroinitializer',
           '@gbuf': '@gbuf = addrspace(1) global [1 x float] zeroinitializer'}


def fn_of(m):
    build()
    if m['kind'] == 'extra':
        return EXTRA[m['label']][4][m['k']]
    return SPECS[m['label']].fns[m['k']]


# ---- checking ------------------------------------------------------------------------

def load(outdir, rid):
    base = os.path.join(outdir, 'res', rid)
    try:
        rc = int(open(base + '.rc').read().strip() or '-1')
    except OSError:
        return None, '', -1
    out = open(base + '.out').read()
    err = open(base + '.err').read()
    return out, err, rc


def norm(v, ret):
    if v is None:
        return None
    if ret == 'float':
        return float(v)
    bits = {'i32': 32, 'i64': 64}[ret]
    return int(v) & ((1 << bits) - 1)


def check(target_c, decls_path, outdir):
    tests, decls, errors = all_tests(target_c, decls_path)
    meta = json.load(open(os.path.join(outdir, 'meta.json')))
    fails = list(errors)
    uni = {}
    for key, mm in meta.items():
        if not key.startswith('module:'):
            continue
        mod = key[7:]
        for mode in ('uni', 'compat'):
            out, err, rc = load(outdir, '%s.%s' % (mod, mode))
            if out is None:
                continue
            if rc != 0:
                fails.append('%s %s: converge uniformity exit %d: %s' % (mod, mode, rc, err.strip()))
                continue
            facts = uni.setdefault((mm['target'], mode), {})
            for f in json.loads(out)['functions']:
                facts[f['function'][1:]] = {d['value']: d for d in f['divergent_values']}
    by_label = {}
    for fname, m in meta.items():
        if not fname.startswith('module:'):
            by_label.setdefault(m['label'], []).append(fname)
    stats = {'checks': 0}

    def fail(label, msg):
        fails.append('%s: %s' % (label, msg))

    def classified(label, fname, target, klass, m, fn=None):
        """The analysis's answer for %r, or for the value fn.uniform_r
        (which must be uniform)."""
        if m['kind'] == 'unmodelled' and not m.get('has_r'):
            return
        value = fn.uniform_r if fn is not None and fn.uniform_r else '%r'
        want_div = not (fn is not None and fn.uniform_r) and klass != 'uniform'
        for mode in ('uni', 'compat'):
            facts = uni.get((target, mode))
            if facts is None:
                continue
            stats['checks'] += 1
            d = facts.get(fname, {})
            if not want_div:
                if value in d:
                    fail(label, '%s (%s): %s is divergent: %s'
                         % (fname, mode, value, d[value]['why']))
                if fn is not None and fn.operand and fn.operand not in d:
                    fail(label, '%s (%s): its operand %s is not divergent: '
                         'the test proves nothing' % (fname, mode, fn.operand))
            elif value not in d:
                fail(label, '%s (%s): %s is not divergent' % (fname, mode, value))
            elif klass in ('source', 'call') and d[value]['reason'] != 'source':
                fail(label, '%s (%s): %s is divergent by %s, not as a source'
                     % (fname, mode, value, d[value]['reason']))
            elif klass == 'source' and 'intrinsic' not in d[value]['why']:
                fail(label, '%s (%s): %s: %s' % (fname, mode, value, d[value]['why']))
            elif klass == 'call' and 'result of a call' not in d[value]['why']:
                fail(label, '%s (%s): %s: %s' % (fname, mode, value, d[value]['why']))

    for name, target, klass, sp, reason in tests:
        fnames = by_label.get(name, [])
        if not fnames:
            fail(name, 'no function')
            continue
        if sp is None:
            fname = fnames[0]
            m = meta[fname]
            classified(name, fname, target, klass, m)
            out, err, rc = load(outdir, fname + '.run')
            stats['checks'] += 1
            want = '%s.ll:%d:' % (m['module'], m['line'])
            if rc != 2 or 'is not modelled by the simulator' not in err or want not in err:
                fail(name, 'the run should stop at line %d as not modelled; exit %d: %s'
                     % (m['line'], rc, err.strip()[:300]))
            continue
        check_modelled(name, target, klass, sp.fns, fnames, meta, outdir, sp.proof,
                       fail, stats, classified)
    for label, (target, klass, desc, differs, fns) in EXTRA.items():
        check_modelled(label, target, klass, fns, by_label.get(label, []), meta, outdir,
                       'extra' if differs else 'extra, the same everywhere', fail, stats,
                       classified)
    n = {k: len(v) for k, v in tables(target_c).items()}
    modelled = sum(1 for x in tests if x[3] is not None)
    for f in fails:
        print('intrinsics: FAIL: ' + f)
    print('intrinsics: %d table entries (amdgcn %d sources, %d uniform; nvptx %d sources; '
          'spirv %d sources, %d uniform), %d modelled, %d not modelled; %d checks, %d failed'
          % (sum(n.values()), n[('amdgcn', 'source')], n[('amdgcn', 'uniform')],
             n[('nvptx', 'source')], n[('spirv', 'source')], n[('spirv', 'uniform')],
             modelled, len(tests) - modelled, stats['checks'], len(fails)))
    return 1 if fails else 0


def check_modelled(name, target, klass, fns, fnames, meta, outdir, proof, fail, stats,
                   classified):
    if len(fnames) != len(fns):
        fail(name, 'expected %d functions, found %d' % (len(fns), len(fnames)))
        return
    differed = False
    for fname in fnames:
        m = meta[fname]
        fn = fns[m['k']]
        classified(name, fname, target, klass, m, fn)
        active = active_of(fn.shape)
        for n, w in fn.launches:
            rid = '%s.%d.%d' % (fname, n, w)
            out, err, rc = load(outdir, rid)
            stats['checks'] += 1
            if rc != 0 or out is None:
                fail(name, '%s %d threads, wave %d: exit %d: %s' % (fname, n, w, rc, err.strip()[:300]))
                continue
            res = json.loads(out)
            viol = res.get('check', {}).get('violations')
            if viol:
                fail(name, '%s %d/%d: violations: %s' % (fname, n, w, json.dumps(viol)[:300]))
            rets = [norm(v, fn.ret) for v in res['returns']]
            if fn.verify:
                msg = fn.verify(rets, n, w, active)
                if msg:
                    fail(name, '%s %d/%d: %s' % (fname, n, w, msg))
            else:
                exp = fn.oracle(n, w, active)
                for t in range(n):
                    e = exp.get(t, 'sent')
                    e = norm(-1, fn.ret) if e == 'sent' else norm(e, fn.ret)
                    if e != rets[t]:
                        fail(name, '%s %d threads, wave %d: thread %d returned %s, the '
                             'definition gives %s' % (fname, n, w, t, rets[t], e))
                        break
            # threads that ran the call together: one result (uniform), or
            # two different ones somewhere (a source, from uniform
            # operands: the body does not read the thread id)
            for k, group in waves(n, w, active):
                vals = {rets[t] for t, _ in group} - {None}
                if (klass == 'uniform' or fn.uniform_r) and len(vals) > 1:
                    fail(name, '%s %d/%d: wave %d ran it together and got %s'
                         % (fname, n, w, k, sorted(vals)))
                if len(vals) > 1 and not fn.uniform_r and \
                        ('%t' not in fn.body or proof == 'extra'):
                    differed = True
    if klass != 'uniform' and (not proof or proof == 'extra') and not differed:
        fail(name, 'no launch shows two threads that ran it together with '
             'different results%s' % ('' if proof else ' from uniform operands'))


# ---- the documentation ---------------------------------------------------------------

def doc(target_c, decls_path):
    tests, decls, errors = all_tests(target_c, decls_path)
    for e in errors:
        print('intrinsics: ERROR: ' + e, file=sys.stderr)
    lines = []
    heads = {('amdgcn', 'uniform'): 'AMDGPU, always uniform',
             ('amdgcn', 'source'): 'AMDGPU, sources of divergence',
             ('nvptx', 'source'): 'NVPTX, sources (the thread-index intrinsics)',
             ('spirv', 'uniform'): 'SPIR-V, always uniform',
             ('spirv', 'source'): 'SPIR-V, sources of divergence'}
    for key, head in heads.items():
        group = [x for x in tests if (x[1], x[2]) == key]
        prefix = {'amdgcn': 'llvm.amdgcn.', 'nvptx': 'llvm.nvvm.',
                  'spirv': 'llvm.spv.'}[key[0]]
        lines += ['', '### %s (%d; `%s*`)' % (head, len(group), prefix), '',
                  '| intrinsics | simulator | test |', '| --- | --- | --- |']
        rows = {}
        for name, target, klass, sp, reason in group:
            short = name[len(prefix):]
            if sp is None:
                row = ('not modelled: ' + reason,
                       'the classification; the run stops at the call: "not modelled"')
            else:
                fns = sum(len(f.launches) for f in sp.fns)
                test = '%d function%s, %d runs' % (len(sp.fns), 's' if len(sp.fns) > 1 else '',
                                                   fns)
                if klass == 'source':
                    test += ('; differs from uniform operands' if not sp.proof
                             else '; ' + sp.proof)
                row = (sp.model, test)
            rows.setdefault(row, []).append(short)
        for (model, test), names in rows.items():
            lines.append('| %s | %s | %s |' % (brace(names), cell(model), cell(test)))
    lines += ['', '### Tests of the audit\'s changes', '',
              '| what | finding | test |', '| --- | --- | --- |']
    for label, (target, klass, desc, differs, fns) in EXTRA.items():
        lines.append('| `%s` (%s) | %s | %d function%s |'
                     % (label, target, cell(desc), len(fns), 's' if len(fns) > 1 else ''))
    return '\n'.join(lines) + '\n'


def cell(text):
    return text.replace('|', '\\|')


def common(names):
    """The dotted components all names share (one at least left)."""
    parts = [n.split('.') for n in names]
    k = 0
    while all(len(p) > k + 1 for p in parts) and len({p[k] for p in parts}) == 1:
        k += 1
    return k


def brace(names):
    """`a.b.{c, d}` for names sharing a.b; `a.b.*` (N) for many."""
    if len(names) == 1:
        return '`%s`' % names[0]
    k = common(names)
    head = '.'.join(names[0].split('.')[:k])
    head = head + '.' if head else ''
    if len(names) <= 20:
        return '`%s{%s}`' % (head, ', '.join('.'.join(n.split('.')[k:]) for n in names))
    if k >= 2:
        return '`%s*` (%d)' % (head, len(names))
    groups = {}
    for n in names:
        groups.setdefault(n.split('.')[k], []).append(n)
    out = []
    for v in groups.values():
        j = common(v) if len(v) > 1 else len(v[0].split('.'))
        out.append('`%s.*` (%d)' % ('.'.join(v[0].split('.')[:j]), len(v))
                   if len(v) > 1 else '`%s`' % v[0])
    return '; '.join(out)


# ---- DECLS from llvm-tblgen --------------------------------------------------------

def make_decls(target_c):
    inc = '/usr/lib/llvm-22/include'
    js = json.loads(subprocess.run(
        ['/usr/lib/llvm-22/bin/llvm-tblgen', '--dump-json', '-I', inc,
         inc + '/llvm/IR/Intrinsics.td'], check=True, capture_output=True).stdout)
    names = [n for v in tables(target_c).values() for n in v]
    vts = {'i1': 'i1', 'i8': 'i8', 'i16': 'i16', 'i32': 'i32', 'i64': 'i64',
           'f16': 'half', 'bf16': 'bfloat', 'f32': 'float', 'f64': 'double'}

    def vt_type(vt):
        if vt in vts:
            return vts[vt]
        n, k, b = re.match(r'v(\d+)(i|f|bf)(\d+)$', vt).groups()
        el = {'i': 'i' + b, 'bf': 'bfloat'}.get(k) or {'16': 'half', '32': 'float', '64': 'double'}[b]
        return '<%s x %s>' % (n, el)

    def mangle(t):
        if t.startswith('<'):
            n, el = re.match(r'<(\d+) x (\S+)>', t).groups()
            return 'v' + n + mangle(el)
        m = re.match(r'ptr addrspace\((\d+)\)', t)
        if m:
            return 'p' + m.group(1)
        return {'ptr': 'p0', 'half': 'f16', 'float': 'f32', 'double': 'f64',
                'bfloat': 'bf16'}.get(t, t)
    print('# The target tables\' intrinsics: name, tab, a declaration with valid')
    print('# overload choices (tests/gen/intrinsics.py decls, from LLVM 22\'s records).')
    for n in sorted(names):
        r = js['int_' + n[5:].replace('.', '_')]
        over, res = [], []
        for t in [x['def'] for x in r['RetTypes'] + r['ParamTypes']]:
            rec = js[t]
            sc, vt = rec['!superclasses'], rec['VT']['def'] if rec.get('VT') else None
            if 'LLVMMatchType' in sc:
                res.append(over[rec['Number']])
            elif rec.get('isAny') and 'f8f6f4' in n and vt in ('iAny', 'vAny'):
                # the verifier wants i32 vectors of the format's size
                # (fp8: 8 elements for mfma, 16 for wmma)
                vec = '<8 x i32>' if 'mfma' in n else '<16 x i32>'
                over.append(vec)
                res.append(vec)
            elif rec.get('isAny'):
                ty = {'iAny': 'i32', 'fAny': 'float', 'vAny': '<4 x float>',
                      'pAny': 'ptr' if '.flat.' in n else 'ptr addrspace(1)',
                      'Any': '<8 x i32>' if 'image.atomic' in n else 'i32'}[vt]
                over.append(ty)
                res.append(ty)
            elif 'LLVMQualPointerType' in sc:
                res.append('ptr' if rec['Sig'][1] == 0 else 'ptr addrspace(%d)' % rec['Sig'][1])
            elif t == 'llvm_vararg_ty':
                res.append('...')
            else:
                res.append(vt_type(vt))
        imm = {js[p['def']]['ArgNo'] - 1 for p in r['IntrProperties']
               if 'ImmArg' in js[p['def']]['!superclasses']}
        nret = len(r['RetTypes'])
        rets, params = res[:nret], res[nret:]
        ret = 'void' if not rets else rets[0] if nret == 1 else '{ %s }' % ', '.join(rets)
        print('%s\tdeclare %s @%s(%s)' % (
            n, ret, n + ''.join('.' + mangle(t) for t in over),
            ', '.join(p + (' immarg' if i in imm else '') for i, p in enumerate(params))))
    return 0


def main(argv):
    if len(argv) >= 5 and argv[1] == 'plan':
        return plan(argv[2], argv[3], argv[4])
    if len(argv) >= 5 and argv[1] == 'check':
        return check(argv[2], argv[3], argv[4])
    if len(argv) >= 4 and argv[1] == 'doc':
        sys.stdout.write(doc(argv[2], argv[3]))
        return 0
    if len(argv) >= 3 and argv[1] == 'decls':
        return make_decls(argv[2])
    sys.stderr.write(__doc__)
    return 2


if __name__ == '__main__':
    sys.exit(main(sys.argv))
