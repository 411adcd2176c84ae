#!/usr/bin/env bash
# soundness.sh - hunts soundness bugs of the uniformity analysis by
# execution: programs from tests/gen/soundgen.py (terminating loops with
# divergent exits that leave one or several cycles, exits into loop
# headers, phis of constants and arguments at joins and cycle exits,
# values defined in cycles and used after them, header self-loops, latches
# that may leave, irreducible cycles, switches, readfirstlane / ballot /
# readlane / amdgcn.icmp results and SPIR-V wave reductions / all / any /
# countbits / readlane flowing out of cycles, with and without
# convergence tokens), each run by `converge run --check-uniformity`.
#
#   soundness.sh CONVERGE [FUNCTIONS]      (default 5000 functions)
#
# Every module must pass `converge verify`.  The modules' targets take
# turns by seed: nvptx, spirv, amdgcn for seed % 3 = 0, 1, 2 (a seed's
# amdgcn and nvptx programs are those it gave before spirv joined; spirv
# is spirv-unknown-vulkan1.3-compute under converge's own SPIR-V model).
# Every function is run SOUNDNESS_RUNS times (default 3) with a thread
# count and wave size from CONFIGS and n, k in 0..4 and c (the same in
# every thread, as a launch gives them): arguments of a kernel or
# function; an HLSL shader has no arguments and reads them from its
# constant buffer, so it runs a copy of the module with the buffer's
# values defined (MODULE.nN-kK-cC.ll, kept beside a kept module or
# reproducer for its command line).  Every value the analysis calls
# uniform must be equal across each group of converged dynamic instances,
# and every branch it calls uniform must not split one.  For each
# violating run the module is kept under $SOUNDNESS_OUT (default
# build/soundness/; earlier results there are removed) and the command
# line and the violations are printed (VIOLATION:).  Then a delta
# reduction minimises up to $SOUNDNESS_MINIMISE (default 6) violating
# functions, one per set of shapes first (the comment above each
# function), the simplest first: it deletes instructions, makes branches
# unconditional, replaces values by constants or operands and bypasses
# blocks while the module still verifies and the run still shows the
# violation (same kind, same value), then tries a smaller launch; the
# reproducer is NAME-min.ll next to the module (MINIMISED:, with the
# command line; equal shapes are named).
#
# Knobs: SOUNDNESS_JOBS (parallel runs, default 2), SOUNDNESS_SEED (first
# module seed, default 1; the same seeds give the same programs and runs),
# SOUNDNESS_WITHOUT (shapes left out, comma-separated, see soundgen.py
# --without: which shape a violation needs), SOUNDNESS_ANCHOR (maximal,
# singleton or random: --anchor for every run; by default the runs take
# the three in turn, since an anchor's groups are the implementation's
# choice), SOUNDNESS_MINIMISE_TRIES
# (candidates tried per reduction, default 1500).
#
# The last two lines are
#   soundness: by target: amdgcn F functions, R runs, V violations; ...
#   soundness: F functions, R runs, G groups checked, V violations
# and the exit code is 1 if V > 0, if a module fails to verify, or if a run
# fails other than by a benign stop of the program (OK_STOPS, as in
# sim-check.sh); else 0.  5,000 functions take 1-3 minutes on two cores
# (plus a few seconds per reduction); the long tier is
#   SOUNDNESS_RUNS=2 soundness.sh CONVERGE 100000     (about 30 minutes)
set -euo pipefail

converge=${1:?usage: soundness.sh CONVERGE [FUNCTIONS]}
total=${2:-5000}
here=$(cd "$(dirname "$0")" && pwd)
gen="$here/../gen/soundgen.py"
out=${SOUNDNESS_OUT:-$here/../../build/soundness}
mkdir -p "$out"
out=$(cd "$out" && pwd)
# the modules and reproducers of an earlier run
rm -f "$out"/s[0-9]*.ll "$out"/*-min.ll "$out"/*-min.ll.*.ll
work=$(mktemp -d "${TMPDIR:-/tmp}/soundness.XXXXXX")
trap 'rm -rf "$work"' EXIT

python3 - "$converge" "$gen" "$work" "$total" "$out" <<'EOF'
import concurrent.futures
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import time

converge, gen, work, total, outdir = sys.argv[1:6]
total = int(total)
PER_MODULE = 10
RUNS = int(os.environ.get("SOUNDNESS_RUNS", "3"))
JOBS = int(os.environ.get("SOUNDNESS_JOBS", "2"))
MINIMISE = int(os.environ.get("SOUNDNESS_MINIMISE", "6"))
SEED0 = int(os.environ.get("SOUNDNESS_SEED", "1"))
ANCHOR = os.environ.get("SOUNDNESS_ANCHOR", "")
WITHOUT = [w for w in os.environ.get("SOUNDNESS_WITHOUT", "").split(",")
           if w]
TRIPLES = {"amdgcn": "amdgcn-amd-amdhsa", "nvptx": "nvptx64-nvidia-cuda",
           "spirv": "spirv-unknown-vulkan1.3-compute"}
# threads, wave: several waves per run where possible (every wave sees
# other thread ids), full and partial waves
CONFIGS = [(4, 4), (8, 4), (8, 8), (32, 4), (32, 8), (32, 32), (64, 4),
           (64, 8), (64, 16), (64, 32), (64, 64), (64, 4), (64, 8),
           (48, 32), (40, 16)]
OK_STOPS = ("step limit reached", "unreachable executed", "branch on poison",
            "switch on poison", "division by", "out-of-bounds",
            "signed division overflow", "through a null pointer",
            "through a poison pointer", "indirectbr to an address")
MAX_STEPS = "200000"
LIMIT = int(os.environ.get("SOUNDNESS_MINIMISE_TRIES", "1500"))

spec = importlib.util.spec_from_file_location("soundgen", gen)
soundgen = importlib.util.module_from_spec(spec)
spec.loader.exec_module(soundgen)


def sh(cmd):
    # converge may be rebuilt while this runs: wait for it to come back
    for wait in range(60):
        try:
            p = subprocess.run(cmd, capture_output=True, text=True)
        except OSError:
            time.sleep(2)
            continue
        if p.returncode in (126, 127) or (p.returncode < 0 and wait < 3):
            time.sleep(2)
            continue
        return p.returncode, p.stdout, p.stderr
    sys.exit("soundness: cannot run %s" % cmd[0])


def run_cmd(path, name, target, cfg):
    """The command of one run.  A function with arguments gets n, k and c
    as arguments; a SPIR-V shader (no arguments) reads them from its
    constant buffer, so it runs a copy of the module with the buffer's
    values defined, PATH.nN-kK-cC.ll next to it."""
    threads, wave, n, k, c = cfg
    with open(path) as f:
        text = f.read()
    args = ["--arg", "n=%d" % n, "--arg", "k=%d" % k,
            "--arg", "c=%s" % ("true" if c else "false")]
    if re.search(r"^define [^@]*@%s\(\)" % re.escape(name), text, re.M):
        args = []
    if "addrspace(12) @n" in text or "addrspace(12) @k" in text or \
            "addrspace(12) @c" in text:
        copy = "%s.n%d-k%d-c%d.ll" % (path, n, k, c)
        with open(copy, "w") as f:
            f.write(soundgen.cbuffer_values(text, n, k, c))
        path = copy
    return [converge, "run", path, "--function", name,
            "--threads", str(threads), "--wave", str(wave),
            "--mtriple=" + TRIPLES[target], "--check-uniformity",
            "--max-steps", MAX_STEPS,
            # the generator's external function, modelled explicitly
            "--extern", "conv.i32=tid"] + args + [
            "--anchor=" + anchor_policy(cfg)]


def sh_run(cmd, path):
    """sh(cmd) for a command of run_cmd(path, ...); removes the copy with
    the constant buffer's values afterwards."""
    try:
        return sh(cmd)
    finally:
        if cmd[2] != path:
            os.unlink(cmd[2])


def anchor_policy(cfg):
    """SOUNDNESS_ANCHOR, or by default one of the three in turn: an
    anchor's groups are the implementation's choice, and the analysis must
    hold for every choice."""
    threads, wave, n, k, c = cfg
    pol = ANCHOR or ("maximal", "singleton", "random")[
        (threads // 4 + wave + n + k + c) % 3]
    if pol == "random":
        return "random:%d" % (threads * 31 + n * 7 + k)
    return pol


def module_job(seed):
    """Generate, verify and run one module; the results in order."""
    # the three targets in turn; a seed's amdgcn and nvptx programs are
    # the ones it gave before SPIR-V joined (seed % 3 == 1 was amdgcn)
    target = ("nvptx", "spirv", "amdgcn")[seed % 3]
    nfun = min(PER_MODULE, total - (seed - SEED0) * PER_MODULE)
    path = "%s/s%d.ll" % (work, seed)
    text = soundgen.generate(seed, nfun, target, WITHOUT)
    with open(path, "w") as f:
        f.write(text)
    rc, so, se = sh([converge, "verify", path])
    res = {"seed": seed, "path": path, "target": target, "verify": rc,
           "verify_out": (so + se)[-3000:], "fns": [], "runs": []}
    names = re.findall(r"^define [^@]*@(\S+)\(", text, re.M)
    res["fns"] = names
    if rc != 0:
        return res
    rng = soundgen.Rng(soundgen.Rng(seed).next() ^ 0xC0F1)
    for name in names:
        seen = set()
        for _ in range(RUNS):
            t, w = CONFIGS[rng.below(len(CONFIGS))]
            cfg = (t, w, rng.below(5), rng.below(5), rng.below(2))
            if cfg in seen:
                continue
            seen.add(cfg)
            cmd = run_cmd(path, name, target, cfg)
            rc, so, se = sh_run(cmd + ["--format=summary"], path)
            res["runs"].append((name, cfg, cmd, rc, so.strip(), se.strip()))
    return res


def violations_of(path, name, target, cfg):
    """(kind, value) of each violation of one run, or None on error."""
    rc, so, se = sh_run(run_cmd(path, name, target, cfg) +
                        ["--format=json"], path)
    if rc not in (0, 1):
        return None
    try:
        js = json.loads(so)
    except ValueError:
        return None
    return set((v["kind"], v["value"]) for v in js["check"]["violations"])


# -- minimisation ---------------------------------------------------------------

NAME_END = r"(?![\w.$-])"


def split_module(text, name):
    """(function lines, declarations) of one function of a module."""
    lines = text.split("\n")
    fn, decls, inside = [], [], False
    for ln in lines:
        if ln.startswith("define ") and ("@%s(" % name) in ln:
            inside = True
        if inside:
            fn.append(ln)
            if ln == "}":
                inside = False
        elif ln.startswith("declare ") or ln.startswith("@"):
            decls.append(ln)
        elif ln.startswith("target triple"):
            decls.insert(0, ln)
    return fn, decls


def parse_fn(fn):
    """header line, [[label, [instructions]]] (terminator last)."""
    blocks = []
    for ln in fn[1:-1]:
        s = ln.strip()
        if not s or s.startswith(";"):
            continue
        if not ln.startswith(" ") and s.endswith(":"):
            blocks.append([s[:-1], []])
        else:
            blocks[-1][1].append(s)
    return fn[0], blocks


def render(head, blocks, decls):
    # the target and the globals the function still uses (a shader's
    # constant buffer and output)
    out = [d for d in decls if d.startswith("target ") or
           (d.startswith("@") and any(
               re.search(re.escape(d.split(" ")[0]) + NAME_END, s)
               for _, ins in blocks for s in ins))] + [head]
    for i, (label, insts) in enumerate(blocks):
        if i:
            out.append("")
        out.append(label + ":")
        out += ["  " + s for s in insts]
    out.append("}")
    out.append("")
    used = [d for d in decls if d.startswith("declare ") and
            any(("@" + re.match(r"declare [^@]*@([\w.$-]+)\(", d).group(1)
                    + "(") in s for _, ins in blocks for s in ins)]
    return "\n".join(out + used + [""])


def targets(term):
    return re.findall(r"label %([\w.$-]+)", term)


PHI_ENTRY = re.compile(r"\[\s*([^\[\]]+?),\s*%([\w.$-]+)\s*\]")


def fix_phis(blocks):
    """Make every phi list exactly one entry per predecessor edge: drop
    entries of blocks that are no longer predecessors, and extra
    duplicates."""
    edges = {}
    for label, ins in blocks:
        for t in targets(ins[-1]):
            edges[(label, t)] = edges.get((label, t), 0) + 1
    for label, ins in blocks:
        for i, s in enumerate(ins):
            m = re.match(r"(%[\w.$-]+ = phi [^\[]+?) (\[.*)$", s)
            if not m:
                continue
            entries = PHI_ENTRY.findall(m.group(2))
            kept, count = [], {}
            for v, p in entries:
                count[p] = count.get(p, 0) + 1
                if count[p] <= edges.get((p, label), 0):
                    kept.append("[ %s, %%%s ]" % (v.strip(), p))
            ins[i] = m.group(1) + " " + ", ".join(kept)


def prune(blocks):
    """Remove blocks unreachable from the entry."""
    by = {label: ins for label, ins in blocks}
    seen, stack = set(), [blocks[0][0]]
    while stack:
        b = stack.pop()
        if b in seen:
            continue
        seen.add(b)
        stack += targets(by[b][-1])
    blocks[:] = [b for b in blocks if b[0] in seen]
    fix_phis(blocks)


def def_type(s):
    m = re.match(r"%[\w.$-]+ = (\w+) ", s)
    if not m:
        return None
    op = m.group(1)
    if op == "icmp":
        return "i1"
    if op == "select":
        m = re.match(r".*? = select i1 [^,]+, (\w+) ", s)
    elif op in ("zext", "trunc", "sext"):
        m = re.match(r".* to (\w+)$", s)
    elif op == "call":
        m = re.match(r".*? = call (\w+) ", s)
    elif op == "load":
        m = re.match(r".*? = load (\w+),", s)
    else:
        m = re.match(r".*? = \w+ (?:nuw |nsw |exact )*(\w+) ", s)
    t = m.group(1) if m else None
    return t if t in ("i1", "i32", "i64") else None


def deletable(s, keep):
    m = re.match(r"(%[\w.$-]+) = ", s)
    return not (m and m.group(1) in keep)


def candidates(blocks, keep):
    """Smaller versions of the function, each with a key that names it
    across edits, most promising first."""
    for label, ins in blocks:
        ts = targets(ins[-1])
        if len(ts) > 1:
            for t in dict.fromkeys(ts):
                yield ("branch", label, t)
    for label, ins in blocks:
        body = [s for s in ins[:-1] if deletable(s, keep)]
        if len(body) > 1:
            yield ("block", label)
    for label, ins in blocks:
        for s in ins[:-1]:
            if deletable(s, keep):
                yield ("inst", label, s)
    for label, ins in blocks:
        for s in ins[:-1]:
            m = re.match(r"(%[\w.$-]+) = (?!phi )(.*)$", s)
            if m and deletable(s, keep) and "@llvm.experimental" not in s:
                for op in dict.fromkeys(re.findall(r"%[\w.$-]+", m.group(2))):
                    yield ("fwd", label, s, op)
    for label, ins in blocks:
        for s in ins:
            if " = phi " in s:
                for v, p in PHI_ENTRY.findall(s):
                    if v.strip().startswith("%"):
                        yield ("phiop", label, s, p)
                yield ("phiself", label, s)
    for label, ins in blocks[1:]:
        yield ("bypass", label)


def delete_inst(blocks, label, s, keep):
    """Delete one instruction, replacing its uses by a constant; False if
    it cannot be."""
    m = re.match(r"(%[\w.$-]+) = ", s)
    for b in blocks:
        if b[0] == label:
            if s not in b[1]:
                return False
            b[1].remove(s)
    if not m:
        return True
    name = m.group(1)
    if name in keep:
        return False
    const = {"i1": "false", "i32": "0", "i64": "0"}.get(def_type(s))
    pat = re.compile(re.escape(name) + NAME_END)
    for b in blocks:
        if const is None:
            if any(pat.search(x) for x in b[1]):
                return False
        else:
            b[1] = [pat.sub(const, x) for x in b[1]]
    return True


def apply(blocks, cand, keep):
    blocks = [[label, list(ins)] for label, ins in blocks]
    by = {b[0]: b[1] for b in blocks}
    kind, label = cand[0], cand[1]
    if label not in by:
        return None
    ins = by[label]
    if kind == "branch":
        if cand[2] not in targets(ins[-1]) or len(targets(ins[-1])) < 2:
            return None
        ins[-1] = "br label %" + cand[2]
        prune(blocks)
        return blocks
    if kind == "block":
        for s in [s for s in ins[:-1] if deletable(s, keep)]:
            if not delete_inst(blocks, label, s, keep):
                return None
        return blocks
    if kind == "inst":
        return blocks if delete_inst(blocks, label, cand[2], keep) else None
    if kind == "fwd":
        # the instruction replaced by one of its operands
        s = cand[2]
        if s not in ins:
            return None
        ins.remove(s)
        pat = re.compile(re.escape(s.split(" = ")[0]) + NAME_END)
        for b in blocks:
            b[1] = [pat.sub(cand[3], x) for x in b[1]]
        return blocks
    if kind in ("phiop", "phiself"):
        s = cand[2]
        if s not in ins:
            return None
        ii = ins.index(s)
        name = s.split(" = ")[0]
        ty = s.split(" = phi ")[1].split()[0]
        const = {"i1": "false", "i32": "0", "i64": "0"}.get(ty)
        if kind == "phiop":
            if const is None:
                return None
            ins[ii] = re.sub(r"\[\s*([^\[\]]+?),\s*%" + re.escape(cand[3]) +
                             r"\s*\]", "[ %s, %%%s ]" % (const, cand[3]), s)
            return blocks
        if name in keep:
            return None
        vals = [v.strip() for v, p in PHI_ENTRY.findall(s)]
        v = next((v for v in vals if not v.startswith("%")), None)
        if v is None:
            return None
        del ins[ii]
        pat = re.compile(re.escape(name) + NAME_END)
        for b in blocks:
            b[1] = [pat.sub(v, x) for x in b[1]]
        return blocks
    if kind == "bypass":
        # a block that only branches on: its predecessors jump to the
        # successor directly (or it is merged into its only predecessor)
        if len(ins) != 1 or not ins[0].startswith("br label"):
            return merge(blocks, label)
        succ = targets(ins[0])[0]
        if succ == label:
            return None
        preds = [b for b in blocks
                 if label in targets(b[1][-1])]
        if any(succ in targets(b[1][-1]) for b in preds):
            return None
        lab = re.compile(r"%" + re.escape(label) + NAME_END)
        for b in preds:
            b[1][-1] = lab.sub("%" + succ, b[1][-1])
        for i, x in enumerate(by[succ]):
            if " = phi " in x:
                m = re.match(r"(%[\w.$-]+ = phi [^\[]+?) (\[.*)$", x)
                ents = []
                for v, p in PHI_ENTRY.findall(m.group(2)):
                    ps = [q[0] for q in preds] if p == label else [p]
                    ents += ["[ %s, %%%s ]" % (v.strip(), q) for q in ps]
                by[succ][i] = m.group(1) + " " + ", ".join(ents)
        blocks[:] = [b for b in blocks if b[0] != label]
        fix_phis(blocks)
        return blocks
    return None


def merge(blocks, label):
    """Merge a block into its only predecessor, when that ends with an
    unconditional branch to it."""
    by = {b[0]: b[1] for b in blocks}
    preds = [b for b in blocks if label in targets(b[1][-1])]
    if len(preds) != 1 or preds[0][0] == label or \
            preds[0][1][-1] != "br label %" + label or \
            any(" = phi " in x for x in by[label]):
        return None
    p = preds[0]
    p[1] = p[1][:-1] + by[label]
    lab = re.compile(r"%" + re.escape(label) + NAME_END)
    for b in blocks:
        b[1] = [lab.sub("%" + p[0], x) if " = phi " in x else x
                for x in b[1]]
    blocks[:] = [b for b in blocks if b[0] != label]
    return blocks


def minimise(path, name, target, cfg, key, dest):
    text = open(path).read()
    fn, decls = split_module(text, name)
    head, blocks = parse_fn(fn)
    keep = {key[1]} if key[0] == "value" else set()
    tmp = dest + ".try.ll"
    tries = [0]

    def still(bl, cfg=cfg):
        tries[0] += 1
        with open(tmp, "w") as f:
            f.write(render(head, bl, decls))
        rc, so, se = sh([converge, "verify", tmp])
        if rc != 0:
            return False
        rc, so, se = sh_run(run_cmd(tmp, name, target, cfg) +
                            ["--format=json"], tmp)
        if rc not in (0, 1) or "error" in se:
            return False
        try:
            js = json.loads(so)
        except ValueError:
            return False
        return any((v["kind"], v["value"]) == key
                   for v in js["check"]["violations"])

    if not still(blocks):
        os.unlink(tmp)
        return None, cfg
    failed, fresh = set(), False
    while tries[0] < LIMIT:
        progress = False
        for cand in list(candidates(blocks, keep)):
            if cand in failed or tries[0] >= LIMIT:
                continue
            nb = apply(blocks, cand, keep)
            if nb is None or nb == blocks:
                failed.add(cand)
                continue
            if still(nb):
                blocks = nb
                progress = True
            else:
                failed.add(cand)
        if progress:
            fresh = False
        elif fresh:
            break
        else:
            # once more from scratch: earlier failures may pass now
            failed, fresh = set(), True
    # a smaller launch, if it still shows the violation
    threads, wave, n, k, c = cfg
    for t2, w2 in ((4, 4), (8, 8), (8, 4), (16, 16), (32, 32)):
        if t2 >= threads:
            break
        if still(blocks, (t2, w2, n, k, c)):
            cfg = (t2, w2, n, k, c)
            break
    with open(dest, "w") as f:
        f.write(render(head, blocks, decls))
    os.unlink(tmp)
    return dest, cfg


# -- the run ----------------------------------------------------------------------

def canonical(path):
    """The text of a reproducer with names numbered by appearance and its
    name and comments removed: equal for equal shapes."""
    text = "\n".join(ln for ln in open(path).read().split("\n")
                     if not ln.startswith(";"))
    text = re.sub(r"@f\d+_\d+\(", "@f(", text)
    names = {}

    def sub(m):
        return names.setdefault(m.group(0), "%%x%d" % len(names))
    text = re.sub(r"%[\w.$-]*\.\d+" + NAME_END, sub, text)
    return re.sub(r"(?<![\w.%@])\d+(?![\w.])", "N", text)


def plain(notes):
    return set("tokens" if n.startswith("tokens") else n for n in notes)


def features(path):
    """The generator's shapes a reproducer still has, as far as its text
    tells."""
    text = open(path).read()
    out = set()
    for m in re.finditer(r"^([\w.$-]+):\n((?:  .*\n)*)", text, re.M):
        term = m.group(2).rstrip("\n").split("\n")[-1]
        if re.search(r"label %" + re.escape(m.group(1)) + NAME_END, term):
            out.add("header-self-loop")
        if term.strip().startswith("switch"):
            out.add("switch")
    if "convergencectrl" in text:
        out.add("tokens")
    for h in re.findall(r"(%heart\.\d+) = ", text):
        uses = re.findall(r"^.*\(token " + re.escape(h) + r"\).*$", text,
                          re.M)
        if any("convergence.loop" not in u for u in uses):
            out.add("heart-token-after-loop")
    return out


def notes_of(path, name):
    for ln in open(path):
        if ln.startswith("; %s: " % name):
            return frozenset(x.strip() for x in ln.split(":", 1)[1]
                             .split(",")[1:])
    return frozenset()


start = time.time()
functions = runs = checked = violations = stopped = 0
failures, found, stops = [], [], {}
# per target: [functions, runs, violations]
per = {t: [0, 0, 0] for t in TRIPLES}
nmods = (total + PER_MODULE - 1) // PER_MODULE
seeds = list(range(SEED0, SEED0 + nmods))
with concurrent.futures.ThreadPoolExecutor(JOBS) as ex:
    for res in ex.map(module_job, seeds):
        functions += len(res["fns"])
        per[res["target"]][0] += len(res["fns"])
        if res["verify"] != 0:
            kept = os.path.join(outdir, os.path.basename(res["path"]))
            shutil.copy(res["path"], kept)
            failures.append("%s: converge verify failed:\n%s" % (
                kept, res["verify_out"]))
            continue
        for name, cfg, cmd, rc, so, se in res["runs"]:
            runs += 1
            per[res["target"]][1] += 1
            sm = re.search(r"checked (\d+) violations (\d+)", so)
            if rc not in (0, 1, 2) or not sm:
                failures.append("%s @%s: exit %d: %s %s\n  %s" % (
                    res["path"], name, rc, so, se[-2000:], " ".join(cmd)))
                continue
            checked += int(sm.group(1))
            if "stopped-by-error" in so:
                stopped += 1
                why = re.sub(r"^.*?error: ", "", se.strip().split("\n")[0])
                stops[re.sub(r"'[^']*'|\d+", "_", why)[:80]] = \
                    stops.get(re.sub(r"'[^']*'|\d+", "_", why)[:80], 0) + 1
                if not any(s in se for s in OK_STOPS):
                    failures.append("%s @%s: %s\n  %s" % (
                        res["path"], name, se[-2000:], " ".join(cmd)))
            if int(sm.group(2)):
                violations += int(sm.group(2))
                per[res["target"]][2] += int(sm.group(2))
                kept = os.path.join(outdir, os.path.basename(res["path"]))
                if not os.path.exists(kept):
                    shutil.copy(res["path"], kept)
                # the command again on the kept module (for a shader,
                # with its own copy of the constant buffer's values)
                cmd2 = run_cmd(kept, name, res["target"], cfg)
                rc, so, se = sh(cmd2)
                lines = [l.strip() for l in so.splitlines()
                         if l.strip().startswith("violation")]
                text = "\n".join("  " + l for l in lines[:4])
                if len(lines) > 4:
                    text += "\n  ... %d more" % (len(lines) - 4)
                print("VIOLATION: %s @%s\n  %s\n%s" % (
                    kept, name, " ".join(cmd2), text), flush=True)
                found.append({"kept": kept, "name": name, "cfg": cfg,
                              "target": res["target"], "cmd": cmd2,
                              "notes": notes_of(kept, name)})
        try:
            os.unlink(res["path"])
        except OSError:
            pass
    ran = time.time() - start

    # minimise a few: first functions that no reproducer so far can
    # explain (their shapes lack one the reproducer has), then one per
    # set of shapes; the simplest first
    byfn = {}
    for f in found:
        byfn.setdefault(f["name"], f)
    todo = sorted(byfn.values(), key=lambda f: (len(f["notes"]),
                                                os.path.getsize(f["kept"])))
    shapes, feats, sets, kinds = {}, [], set(), {}
    tried = 0
    while todo and tried < MINIMISE:
        fresh = [f for f in todo
                 if not any(fs <= plain(f["notes"]) for fs in feats)]
        newset = [f for f in todo if f["notes"] not in sets]
        f = (fresh or newset or todo)[0]
        todo.remove(f)
        sets.add(f["notes"])
        tried += 1
        keys = violations_of(f["kept"], f["name"], f["target"], f["cfg"])
        if not keys:
            continue
        key = sorted(keys)[0]
        dest = os.path.join(outdir, "%s-min.ll" % f["name"])
        got, cfg = minimise(f["kept"], f["name"], f["target"], f["cfg"], key,
                            dest)
        if not got:
            continue
        feats.append(features(got))
        kinds.setdefault(", ".join(sorted(feats[-1])) or "plain", []).append(
            os.path.basename(got))
        cmd = run_cmd(got, f["name"], f["target"], cfg)
        canon = canonical(got)
        same = shapes.get(canon)
        shapes.setdefault(canon, got)
        print("MINIMISED (%s %s; shapes of the function: %s; of the "
              "reproducer: %s): %s\n  %s%s" % (
                  key[0], key[1], ", ".join(sorted(f["notes"])) or "-",
                  ", ".join(sorted(feats[-1])) or "-", got, " ".join(cmd),
                  "\n  (the same as %s)" % same if same else ""),
              flush=True)
    minimised = time.time() - start - ran

print("soundness: results in %s; runs %.0f s, minimising %.0f s; %d runs "
      "stopped early by the program" % (outdir, ran, minimised, stopped))
for k, v in sorted(kinds.items()):
    print("  reproducers with shapes %s: %s" % (k, " ".join(v)))
for why, count in sorted(stops.items(), key=lambda x: -x[1]):
    print("  stopped %d times: %s" % (count, why))
for f in failures[:20]:
    print("FAIL:", f)
if failures:
    print("(%d failures)" % len(failures))
print("soundness: by target: %s" % "; ".join(
    "%s %d functions, %d runs, %d violations" % ((t,) + tuple(per[t]))
    for t in sorted(per)))
print("soundness: %d functions, %d runs, %d groups checked, %d violations"
      % (functions, runs, checked, violations))
sys.exit(1 if violations or failures else 0)
EOF
