#!/usr/bin/env python3
"""tokens-groups.py - are the groups of `converge tokens`' output those of
its input under LLVM's cycle hierarchy, launch by launch?

    tokens-groups.py CONVERGE IN OUT [--launches N] [--function NAME]...
                     [--extern NAME=VALUE|zero|tid|lane]... [--max-steps N]
                     [--compared FILE]

`converge check` accepts AFTER when some cycle hierarchy of BEFORE (some
depth-first order) gives its behaviour, and compares only what threads
observe where an operation is not m-converged on both sides.  This is the
stricter test step 1 is meant to pass (docs/tokens.md, "Step 1 and the
groups of irreducible cycles"): for each function and launch, `converge
run` on IN (LLVM's hierarchy, the one `converge cycles` prints) and on OUT
must record the same dynamic instances of the input's convergent
operations: the same multiset of (operation, threads together, arguments,
results), the token intrinsics aside.  A launch on which IN stops
(undefined behaviour, --max-steps, an unmodelled call) is skipped; OUT
gets four times the steps, as in `converge check`.

Prints one line per function that differs and a summary:
  tokens-groups: F functions (C with a launch compared), L launches
  compared, S skipped, D differ
Exit 0 when none differs.
"""
import argparse
import random
import re
import subprocess
import sys

DEF = re.compile(r'^define\b[^@]*@("?)([^("]+)\1\((.*)\)[^{]*\{')
PARAM = re.compile(r'^(.*?)\s+(%[-\w.$]+)$')
LINE = re.compile(r'^\s+line \d+\s+(.*)$')
TOKEN_OPS = (' = entry ', ' = loop ', ' = anchor ')


def params(sig):
    out, depth, cur = [], 0, ''
    for ch in sig:
        if ch in '([{<':
            depth += 1
        elif ch in ')]}>':
            depth -= 1
        if ch == ',' and depth == 0:
            out.append(cur.strip())
            cur = ''
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    res = []
    for p in out:
        m = PARAM.match(p)
        if not m:
            return None  # an unnamed parameter: not launched here
        res.append((m.group(1).split()[0], m.group(2)[1:]))
    return res


def launch_args(ps, rng):
    args = []
    for ty, name in ps:
        if ty == 'i1':
            v = rng.choice(['true', 'false'])
        elif ty.startswith('i'):
            v = str(rng.choice([0, 1, 2, 3, 4, 5, 7, 16, 33]))
        elif ty in ('float', 'double', 'half'):
            v = str(rng.randrange(0, 8) * 0.5)
        elif ty.startswith('ptr'):
            v = 'buffer:4096:random:%d' % rng.randrange(1 << 20)
        else:
            return None
        args += ['--arg', '%s=%s' % (name, v)]
    return args


def records(conv, path, fn, opts):
    try:
        p = subprocess.run([conv, 'run', '--function', fn] + opts + [path],
                           capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return None, 'timed out'
    if p.returncode != 0:
        return None, p.stdout + p.stderr
    recs, wave = [], None
    for line in p.stdout.splitlines():
        if line.startswith('wave '):
            wave = line
            continue
        m = LINE.match(line)
        if m and not any(t in m.group(1) for t in TOKEN_OPS):
            recs.append((wave, m.group(1)))
    return sorted(recs), None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('conv')
    ap.add_argument('inp')
    ap.add_argument('out')
    ap.add_argument('--launches', type=int, default=4)
    ap.add_argument('--function', action='append', default=[])
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--max-steps', type=int, default=100000,
                    help='converge run --max-steps (IN stops: skipped)')
    ap.add_argument('--compared', metavar='FILE',
                    help='write the functions with a launch compared, '
                    'one @NAME a line')
    ap.add_argument('--extern', action='append', default=[],
                    help='NAME=VALUE|zero|tid|lane, as converge run')
    a = ap.parse_args()
    sigs = {}
    with open(a.inp) as f:
        for line in f:
            m = DEF.match(line)
            if m:
                sigs[m.group(2)] = params(m.group(3))
    fns = [f.lstrip('@') for f in a.function] or sorted(sigs)
    shapes = [(64, 64), (128, 64), (37, 32), (2, 32)]
    nf = nl = ns = nd = nc = 0
    listed = []
    for fn in fns:
        ps = sigs.get(fn)
        if ps is None:
            continue
        nf += 1
        rng = random.Random('%d:%s' % (a.seed, fn))
        compared = 0
        for k in range(a.launches):
            args = launch_args(ps, rng)
            if args is None:
                ns += 1
                continue
            th, wv = shapes[k % len(shapes)]
            opts = ['--threads', str(th), '--wave', str(wv),
                    '--max-steps', str(a.max_steps)] + args
            for e in a.extern:
                opts += ['--extern', e]
            rb, err = records(a.conv, a.inp, fn, opts)
            if rb is None:
                ns += 1
                continue
            # OUT may take more steps (the guards): 4 times, as check
            oa = opts[:]
            oa[oa.index('--max-steps') + 1] = str(4 * a.max_steps)
            ra, err = records(a.conv, a.out, fn, oa)
            nl += 1
            compared = 1
            if ra != rb:
                nd += 1
                print('@%s: differs: converge run --function %s %s' %
                      (fn, fn, ' '.join(opts)))
                if ra is None:
                    print('  OUT stops: ' + err.strip().splitlines()[0])
                else:
                    only_b = [r for r in rb if r not in ra][:2]
                    only_a = [r for r in ra if r not in rb][:2]
                    for r in only_b:
                        print('  IN only:  %s' % r[1])
                    for r in only_a:
                        print('  OUT only: %s' % r[1])
                break
        nc += compared
        if compared:
            listed.append('@' + fn)
    if a.compared:
        with open(a.compared, 'w') as f:
            f.write(''.join(x + '\n' for x in listed))
    print('tokens-groups: %d functions (%d with a launch compared), %d '
          'launches compared, %d skipped, %d differ' % (nf, nc, nl, ns, nd))
    return 1 if nd else 0


if __name__ == '__main__':
    sys.exit(main())
