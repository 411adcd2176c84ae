#!/usr/bin/env python3
"""compare.py [-v] RESULTS MODULES - the comparison of realworld.sh.

RESULTS holds one folder per module (opt.rc, opt.err, opt.ll and, per
output, cv.OUTPUT, cv.OUTPUT.err, cv.OUTPUT.rc); MODULES the modules
(NAME.ll).  Compares function by function and prints the failures and the
counts (see realworld.sh).  Exit 1 if anything differs."""
import difflib
import os
import re
import sys

OUTPUTS = ['print', 'verify', 'cycles', 'domtree', 'postdomtree',
           'uniformity']
HEADERS = {
    'cycles': re.compile(r'^CycleInfo for function: (.*)$'),
    'domtree': re.compile(r'^DominatorTree for function: (.*)$'),
    'postdomtree': re.compile(r'^PostDominatorTree for function: (.*)$'),
    'uniformity': re.compile(r"^UniformityInfo for function '(.*)':$"),
}
ANY_HEADER = re.compile('|'.join(h.pattern for h in HEADERS.values()))


def read(path):
    try:
        with open(path, encoding='utf-8', errors='replace') as f:
            return f.read()
    except OSError:
        return None


def defines(text):
    """The function bodies of a printed module: from a line starting with
    `define ` through the next line that is exactly `}`."""
    out, cur = [], None
    for line in text.split('\n'):
        if cur is None and line.startswith('define '):
            cur = [line]
        elif cur is not None:
            cur.append(line)
            if line == '}':
                out.append(cur)
                cur = None
    return out


def sections(text, kind):
    """The sections of one print<...> kind, in order: (name, lines)."""
    out, cur = [], None
    for line in text.split('\n'):
        m = ANY_HEADER.match(line)
        if m:
            cur = None
            h = HEADERS[kind].match(line)
            if h:
                cur = [line]
                out.append((h.group(1), cur))
            continue
        if cur is not None:
            cur.append(line)
    for _, lines in out:
        while lines and lines[-1] == '':
            lines.pop()
    return out


# uniformity: the orders opt takes from pointer values are not compared
# (as tests/conformance/uniformity-compare.sh does)
def parse_cycle(line):
    m = re.match(r'\s*depth=(\d+): (.*)$', line)
    toks = m.group(2).replace('entries(', '').replace(')', ' ').split()
    return int(m.group(1)), toks


def outermost(group):
    cyc = [parse_cycle(l) for l in group]
    keep = []
    for i, (d, t) in enumerate(cyc):
        inside = any(j != i and d2 < d and
                     all(t2.count(x) >= t.count(x) for x in set(t))
                     for j, (d2, t2) in enumerate(cyc))
        if not inside:
            keep.append(group[i])
    return keep


def normalize_uniformity(lines):
    out, i = [], 0
    while i < len(lines):
        l = lines[i]
        if l in ('DIVERGENT ARGUMENTS:', 'CYCLES ASSUMED DIVERGENT:',
                 'CYCLES WITH DIVERGENT EXIT:'):
            out.append(l)
            i += 1
            group = []
            while i < len(lines) and lines[i].startswith('  '):
                group.append(lines[i])
                i += 1
            if l == 'CYCLES ASSUMED DIVERGENT:':
                group = outermost(group)
            out.extend(sorted(group))
            continue
        if l == 'TEMPORAL DIVERGENCE LIST:':
            while out and out[-1] == '':
                out.pop()
            i += 1
            while i < len(lines) and not lines[i].startswith('BLOCK '):
                i += 1
            out.append('')
            continue
        out.append(l)
        i += 1
    while out and out[-1] == '':
        out.pop()
    return out


class Tally:
    def __init__(self, verbose):
        self.verbose = verbose
        self.same = {o: 0 for o in OUTPUTS + ['module']}
        self.diff = {o: 0 for o in OUTPUTS + ['module']}
        self.opt_timeouts = []

    def ok(self, output, n=1):
        self.same[output] += n

    def fail(self, output, module, what, a=None, b=None, n=1):
        self.diff[output] += n
        first = ''
        if a is not None and b is not None:
            for x, y in zip(a + ['<end>'], b + ['<end>']):
                if x != y:
                    first = '\n    opt:      %s\n    converge: %s' % (x, y)
                    break
        print('FAIL: %s: %s: %s%s' % (module, output, what, first))
        if self.verbose and a is not None and b is not None:
            for l in list(difflib.unified_diff(a, b, 'opt', 'converge',
                                               lineterm='', n=2))[:40]:
                print('    ' + l)


def converge_trouble(res, output):
    rc = read(os.path.join(res, 'cv.%s.rc' % output))
    rc = int(rc) if rc and rc.strip().lstrip('-').isdigit() else -1
    err = read(os.path.join(res, 'cv.%s.err' % output)) or ''
    if rc == 124:
        return rc, 'timed out'
    if rc < 0 or rc >= 128:
        return rc, 'crashed (exit %d)' % rc
    if re.search(r'ERROR: (Address|Leak|Undefined)Sanitizer|runtime error:',
                 err):
        return rc, 'sanitizer report'
    return rc, None


def compare_module(t, res, module_text, name):
    nfun = len(defines(module_text))
    opt_rc = int((read(os.path.join(res, 'opt.rc')) or '1').strip())
    opt_err = read(os.path.join(res, 'opt.err')) or ''
    if opt_rc in (124, 137):
        # not compared: said loudly, counted apart
        t.opt_timeouts.append((name, nfun))
        print('OPT TIMED OUT: %s (%d functions not compared)' % (name, nfun))
        return
    if opt_rc != 0:
        # opt refuses the module: the verifier's messages are compared
        # (the last line is opt's "input module is broken!")
        lines = opt_err.rstrip('\n').split('\n')
        if not lines or not lines[-1].endswith('input module is broken!'):
            t.fail('verify', name, 'opt failed: ' + lines[-1], n=nfun)
            return
        want = lines[:-1]
        rc, why = converge_trouble(res, 'verify')
        # the messages on stderr, as opt's, then converge's "broken" line;
        # nothing on stdout
        got = (read(os.path.join(res, 'cv.verify.err')) or '').rstrip('\n')
        got = got.split('\n') if got else []
        if got and got[-1].endswith('input module is broken!'):
            got = got[:-1]
        if read(os.path.join(res, 'cv.verify')):
            why = why or 'verify --format=llvm wrote to stdout'
        if why or rc != 1 or want != got:
            t.fail('verify', name, why or 'messages (exit %d)' % rc,
                   want, got, n=nfun)
        else:
            t.ok('verify', nfun)
        return
    # print
    rc, why = converge_trouble(res, 'print')
    opt_ll = read(os.path.join(res, 'opt.ll')) or ''
    cv_ll = read(os.path.join(res, 'cv.print')) or ''
    want = defines(opt_ll)
    got = defines(cv_ll)
    if why or rc != 0:
        t.fail('print', name, why or 'exit %d' % rc, n=len(want))
        t.fail('module', name, why or 'exit %d' % rc)
    else:
        if opt_ll == cv_ll:
            t.ok('module')
        else:
            t.fail('module', name, 'the whole module', opt_ll.split('\n'),
                   cv_ll.split('\n'))
        for i, w in enumerate(want):
            g = got[i] if i < len(got) else ['(missing)']
            if w == g:
                t.ok('print')
            else:
                t.fail('print', name, w[0], w, g)
        if len(got) > len(want):
            t.fail('print', name, 'more functions', n=len(got) - len(want))
    # verify: nothing to say
    rc, why = converge_trouble(res, 'verify')
    got = read(os.path.join(res, 'cv.verify')) or ''
    if why or rc != 0 or got:
        t.fail('verify', name, why or 'exit %d' % rc, [],
               got.rstrip('\n').split('\n'), n=nfun)
    else:
        t.ok('verify', nfun)
    # the analyses (print<uniformity> from its own run where there is one)
    uni_rc = read(os.path.join(res, 'opt.uni.rc'))
    uni_text = read(os.path.join(res, 'opt.uni'))
    for output in ('cycles', 'domtree', 'postdomtree', 'uniformity'):
        source = opt_err
        if output == 'uniformity' and uni_rc is not None:
            if int(uni_rc.strip()) in (124, 137):
                t.opt_timeouts.append((name, nfun))
                print('OPT TIMED OUT: %s: uniformity (%d functions not '
                      'compared)' % (name, nfun))
                continue
            if int(uni_rc.strip()) != 0:
                t.fail(output, name, 'opt failed', n=nfun)
                continue
            source = uni_text or ''
        want = sections(source, output)
        rc, why = converge_trouble(res, output)
        got = sections(read(os.path.join(res, 'cv.' + output)) or '', output)
        if why or rc != 0:
            t.fail(output, name, why or 'exit %d' % rc, n=len(want))
            continue
        for i, (fname, w) in enumerate(want):
            g = got[i][1] if i < len(got) else ['(missing)']
            if output == 'uniformity':
                w, g = normalize_uniformity(w), normalize_uniformity(g)
            if w == g:
                t.ok(output)
            else:
                t.fail(output, name, '@' + fname, w, g)
        if len(got) > len(want):
            t.fail(output, name, 'more functions', n=len(got) - len(want))


def main():
    args = sys.argv[1:]
    verbose = '-v' in args
    args = [a for a in args if a != '-v']
    results, modules = args
    t = Tally(verbose)
    names = sorted(os.listdir(results))
    for name in names:
        text = read(os.path.join(modules, name + '.ll')) or ''
        compare_module(t, os.path.join(results, name), text, name)
    passed = failed = 0
    print('realworld: %d modules' % len(names))
    for o in OUTPUTS:
        n = t.same[o] + t.diff[o]
        print('realworld: %s: %d functions compared, %d identical, %d different'
              % (o, n, t.same[o], t.diff[o]))
        passed += t.same[o]
        failed += t.diff[o]
    print('realworld: print, whole modules: %d compared, %d identical, '
          '%d different' % (t.same['module'] + t.diff['module'],
                            t.same['module'], t.diff['module']))
    failed_modules = t.diff['module']
    if t.opt_timeouts:
        print('!' * 64)
        print('!! realworld: opt timed out on %d modules (%d functions not '
              'compared; OPT_TIMEOUT): %s'
              % (len(t.opt_timeouts), sum(n for _, n in t.opt_timeouts),
                 ' '.join(n for n, _ in t.opt_timeouts)))
        print('!' * 64)
    print('realworld: %d passed, %d failed' % (passed, failed))
    return 1 if failed or failed_modules else 0


if __name__ == '__main__':
    sys.exit(main())
