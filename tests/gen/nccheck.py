#!/usr/bin/env python3
"""nccheck.py - is `converge noconvergent` sound, and does it remove at
least what opt's function-attrs removes?

    nccheck.py INPUT CONVERGE_OUT [OPT_OUT] [--mutate] [--quiet]

INPUT is the module as `opt -S` prints it (attribute groups resolved and
intrinsic declarations given LLVM's attributes), CONVERGE_OUT what
`converge noconvergent` printed for it, OPT_OUT what
`opt -passes=function-attrs -S` printed for it.  Independently of
converge's analysis (a reachability walk backwards from the convergent
operations, not components), it checks:

  - every definition that lost `convergent` reaches no convergent
    operation through direct calls of definitions (LangRef's rules: a
    convergence control intrinsic; a call site marked convergent, a
    convergencectrl bundle or a callee marked convergent, for any callee
    but a definition);
  - every call that lost `convergent` or its bundle calls such a
    definition, and no call or function gained `convergent`;
  - with OPT_OUT: every definition opt un-marks, converge un-marks too.

--mutate first strips `convergent` from one definition of CONVERGE_OUT
that reaches a convergent operation (a broken analysis's output): the
check must then fail.  Prints one line of counts; exit 1 on a failure.
"""
import re
import sys

NAME = r'(?:"[^"]*"|[-\w.$]+)'
CALL_RE = re.compile(r'\b(?:call|invoke|callbr)\b')
CALLEE_RE = re.compile(r'([@%]' + NAME + r')\(')


def split_attrs(text):
    return re.findall(r'"[^"]*"(?:="[^"]*")?|[^\s"]+(?:\([^)]*\))?', text)


class Fn:
    def __init__(self, name, define, linkage, group):
        self.name, self.define, self.linkage = name, define, linkage
        self.group = group
        self.calls = []  # (callee or None, site attrs, has bundle, asm)


def matching_paren(s, i):
    depth = 0
    for k in range(i, len(s)):
        if s[k] == '(':
            depth += 1
        elif s[k] == ')':
            depth -= 1
            if depth == 0:
                return k
    return len(s) - 1


def parse(text):
    groups, fns, cur = {}, {}, None
    for line in text.splitlines():
        m = re.match(r'attributes #(\d+) = \{ (.*) \}$', line)
        if m:
            groups[m.group(1)] = set(split_attrs(m.group(2)))
            continue
        m = re.match(r'(define|declare) (.*?)@(' + NAME + r')\(', line)
        if m:
            pre = m.group(2).split()
            linkage = next((w for w in pre if w in (
                "internal", "private", "weak", "linkonce", "linkonce_odr",
                "weak_odr", "available_externally", "extern_weak")), "")
            close = matching_paren(line, m.end() - 1)
            g = re.findall(r'#(\d+)', line[close:])
            f = Fn(m.group(3), m.group(1) == "define", linkage,
                   g[-1] if g else None)
            fns[f.name] = f
            cur = f if f.define else None
            continue
        if line.startswith('}'):
            cur = None
            continue
        if cur is None or not CALL_RE.search(line):
            continue
        k = CALL_RE.search(line).end()
        asm = re.match(r'[^(]*\basm\b', line[k:]) is not None
        m = CALLEE_RE.search(line, k)
        if asm or not m:
            cur.calls.append((None, set(), '"convergencectrl"' in line,
                              True))
            continue
        close = matching_paren(line, m.end() - 1)
        rest = line[close + 1:]
        site = set()
        for g in re.findall(r'#(\d+)', rest.split('[')[0].split(', !')[0]):
            site |= {('#', g)}
        bundle = '"convergencectrl"' in rest
        callee = m.group(1)
        cur.calls.append((callee[1:] if callee[0] == '@' else None, site,
                          bundle, False))
    return groups, fns


def attrs(groups, ref):
    return groups.get(ref, set()) if ref else set()


def site_attrs(groups, site):
    out = set()
    for _, g in site:
        out |= groups.get(g, set())
    return out


def exact(f):
    """Callers go by the body of every definition, weak ones included (as
    LLVM's function-attrs does: the module is checked as it is linked)."""
    return f is not None and f.define


def convergent_ops(groups, fns):
    """Per definition: does it contain a convergent operation itself, and
    the definitions it calls directly (edges of the walk)."""
    own, edges = {}, {}
    for f in fns.values():
        if not f.define:
            continue
        own[f.name], edges[f.name] = False, []
        for callee, site, bundle, asm in f.calls:
            g = fns.get(callee) if callee else None
            if callee and callee.startswith('llvm.experimental.convergence.'):
                own[f.name] = True
            elif exact(g):
                edges[f.name].append(callee)
            elif ('convergent' in site_attrs(groups, site) or bundle or
                  (g is not None and 'convergent' in attrs(groups, g.group))):
                own[f.name] = True
    return own, edges


def reaching(own, edges):
    callers = {n: [] for n in own}
    for n, es in edges.items():
        for c in es:
            callers[c].append(n)
    reach = {n: own[n] for n in own}
    work = [n for n in own if own[n]]
    while work:
        n = work.pop()
        for c in callers[n]:
            if not reach[c]:
                reach[c] = True
                work.append(c)
    return reach


def marked(groups, f):
    return 'convergent' in attrs(groups, f.group)


def mutate(text, groups, fns, reach):
    """Strip convergent from the first definition that reaches an
    operation and is still marked (a new group without it)."""
    for f in fns.values():
        if f.define and reach.get(f.name) and marked(groups, f):
            new = sorted(attrs(groups, f.group) - {'convergent'})
            gid = str(max([int(g) for g in groups] + [0]) + 1)
            out = []
            for line in text.splitlines():
                if re.match(r'define .*@' + re.escape(f.name) + r'\(', line):
                    line = re.sub(r'#' + f.group + r'\b', '#' + gid, line)
                out.append(line)
            out.append('attributes #%s = { %s }' % (gid, ' '.join(new)))
            return '\n'.join(out) + '\n', f.name
    return None, None


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    flags = [a for a in sys.argv[1:] if a.startswith('--')]
    src = open(args[0]).read()
    conv_text = open(args[1]).read()
    gi, fi = parse(src)
    own, edges = convergent_ops(gi, fi)
    reach = reaching(own, edges)
    if '--mutate' in flags:
        go, fo0 = parse(conv_text)
        conv_text, victim = mutate(conv_text, go, fo0, reach)
        if conv_text is None:
            print('nccheck: nothing to mutate in %s' % args[0])
            return 0
    go, fo = parse(conv_text)
    errors = []
    before = removed = sites = 0
    for name, f in fi.items():
        g = fo.get(name)
        if g is None or g.define != f.define:
            errors.append('@%s: missing or changed in the output' % name)
            continue
        if not f.define:
            continue
        was, now = marked(gi, f), marked(go, g)
        before += was
        if now and not was:
            errors.append('@%s: gained convergent' % name)
        if was and not now:
            removed += 1
            if reach[name]:
                errors.append('@%s: convergent removed, but a convergent '
                              'operation is reachable' % name)
        if len(f.calls) != len(g.calls):
            errors.append('@%s: calls changed' % name)
            continue
        for (c, s1, b1, _), (_, s2, b2, _) in zip(f.calls, g.calls):
            conv1 = 'convergent' in site_attrs(gi, s1)
            conv2 = 'convergent' in site_attrs(go, s2)
            if conv2 and not conv1 or b2 and not b1:
                errors.append('@%s: a call gained convergent' % name)
            if conv1 and not conv2 or b1 and not b2:
                sites += 1
                if not exact(fi.get(c) if c else None) or reach[c]:
                    errors.append('@%s: call of %s lost convergent, but '
                                  'it may reach a convergent operation'
                                  % (name, '@' + c if c else 'a pointer'))
    line = ('%s: %d definitions marked convergent, converge un-marks %d '
            '(%d calls)' % (args[0], before, removed, sites))
    if len(args) > 2:
        gp, fp = parse(open(args[2]).read())
        opt_removed = [n for n, f in fi.items() if f.define and
                       marked(gi, f) and n in fp and not marked(gp, fp[n])]
        missed = [n for n in opt_removed if marked(go, fo[n])]
        line += ', opt %d' % len(opt_removed)
        for n in missed:
            errors.append('@%s: opt removes convergent, converge does not' % n)
    if '--mutate' in flags:
        line += ' [mutant: @%s stripped]' % victim
    if '--quiet' not in flags or errors:
        print(line)
    for e in errors[:20]:
        print('  ' + e)
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
