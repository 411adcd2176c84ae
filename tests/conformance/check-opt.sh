#!/usr/bin/env bash
# check-opt.sh - opt 22 against `converge check`: generated GPU kernels
# (tests/gen/soundgen.py: terminating loops with divergent exits,
# irreducible cycles, readfirstlane / readlane / ballot / amdgcn.icmp /
# convergent calls, with and without convergence tokens), each optimised
# by opt 22 with single passes and with default<O2>, each result checked
# against its input by `converge check`.
#
#   check-opt.sh CONVERGE [PROGRAMS]        (default 200 programs)
#
# Program i (seed CHECK_OPT_SEED + i, default seed 1) is one function
# for amdgcn-amd-amdhsa (odd seed) or nvptx64-nvidia-cuda (even seed):
# `CHECK_OPT_SEED=S check-opt.sh CONVERGE 1` runs program sS alone.  Its
# input is soundgen's module after `opt -passes=dce`: soundgen leaves many
# convergent calls without side effects unused (readfirstlane(0), ...);
# every pass deletes them (check allows that since it matches pure
# operations by threads, tests/lit/check/legal-dead-readfirstlane.test;
# the inputs stay smaller).  It must pass
# `converge verify`.  Then, with -mtriple of its target, each of PASSES
# below; an output equal to the input is not checked (unchanged).  For
# each counterexample the input, the output and the report are kept under
# $CHECK_OPT_OUT (default build/check-opt/, emptied first) as
# sSEED-TARGET-PASS.{before,after}.ll and .txt, and one line is printed:
#
#   COUNTEREXAMPLE [KIND] sSEED TARGET PASS: <the two operations>
#
# KIND sorts them for triage, from the first difference check reports:
#   group     the same callee on both sides with other threads: the
#             transform changed who communicates (the bug class check is
#             for; known: gvn-sink merges the calls of divergent arms)
#   value     the same callee and threads, another result: a rewrite of
#             the operation's input (legal-readfirstlane-fold.test is
#             one check accepts) or a real change
#   sequence  an operation left out, added, or another callee at that
#             position: e.g. another overload of the same intrinsic
#             (readfirstlane.i32 of a trunc becomes readfirstlane.i64,
#             legal-readfirstlane-widen.test, which check accepts), else
#             a real change (amdgcn.icmp of a true compare folded to
#             read_register(exec) is one operation for check,
#             legal-icmp-exec.test)
#   anchor    group or value with anchors in the function: possibly a
#             grouping check's search does not make (it makes those of
#             legal-anchor-unroll-tail.test and legal-anchor-cse.test)
#   irreducible  group, value, sequence or anchor, for an operation of
#             BEFORE inside an irreducible cycle: which entry heads the
#             cycle (and so the groups of maximal convergence) is not fixed
#             by the program, and a pass that only swaps a branch's
#             successors changes it (legal-irreducible-swap.test)
#   memory    a return value, a buffer or a global differs, or AFTER stops
#   static    AFTER breaks a static rule of convergence control
#   broken    opt's own verifier rejects its output (opt aborts with
#             "Broken module found"); the output is made again with
#             -disable-verify and check must reject it (known: gvn and
#             simplifycfg merge a block that starts with a loop heart into
#             a predecessor ending in a convergent call, e.g. after loop
#             peeling in default<O2>, tests/lit/check/opt-merge-heart.test;
#             simple-loop-unswitch hoists an exit past a heart whose token
#             the exit uses, opt-unswitch-heart-use.test; instcombine
#             folds amdgcn.icmp to read_register(exec) without its
#             convergencectrl bundle, opt-icmp-exec-token.test)
# instcombine's "did not reach a fixpoint" error is not a wrong output: the
# pass is run again as instcombine<no-verify-fixpoint>.
#
# Knobs: CHECK_OPT_JOBS (parallel programs, default 2), CHECK_OPT_SEED,
# CHECK_OPT_PASSES (comma-separated, instead of the list below; `;` and
# `<>` are fine), CHECK_OPT_BUDGET (check's --budget, default 8).
#
# The last lines are one per kind and
#   check-opt: P programs, S passes, C checks (U unchanged), X
#   counterexamples, E errors; T ms per check
# Exit 1 on an error (a module soundgen makes that fails to verify, opt
# failing on it otherwise, check failing to run: exit 2, a crash; check
# accepting an output opt's verifier rejects) or on a counterexample of
# kind group or memory from a pass not in CHECK_OPT_KNOWN (default
# gvn-sink: opt 22's GVNSink merges convergent calls,
# tests/lit/check/opt-gvn-sink.test); the other kinds are counted and kept
# for triage, they do not fail the run (static: e.g. simplifycfg threading
# an edge into a loop with an uncontrolled convergent call, which makes it
# irreducible, opt-simplifycfg-loop-thread.test).
# 200 programs take about 11 minutes on two busy cores; `make check-opt`
# runs them, scripts/check.sh 20 (under 2 minutes).
set -euo pipefail

converge=${1:?usage: check-opt.sh CONVERGE [PROGRAMS]}
case $converge in /*) ;; *) converge=$(pwd)/$converge ;; esac
total=${2:-200}
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
gen="$here/../gen/soundgen.py"
llvm_bin=${LLVM_BIN:-/usr/lib/llvm-22/bin}
opt=$llvm_bin/opt
out=${CHECK_OPT_OUT:-$repo/build/check-opt}

if [ ! -x "$opt" ] || ! "$opt" --version 2>/dev/null | grep -q 'LLVM version 22'; then
	echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
	echo "!! check-opt: SKIPPED: opt of LLVM 22 not found at $opt"
	echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
	exit 0
fi
mkdir -p "$out"
out=$(cd "$out" && pwd)
rm -f "$out"/s[0-9]*
work=$(mktemp -d "${TMPDIR:-/tmp}/check-opt.XXXXXX")
trap 'rm -rf "$work"' EXIT

python3 - "$converge" "$opt" "$gen" "$work" "$out" "$total" <<'EOF'
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import time

converge, opt, gen, work, outdir, total = sys.argv[1:7]
total = int(total)
JOBS = int(os.environ.get("CHECK_OPT_JOBS", "2"))
SEED0 = int(os.environ.get("CHECK_OPT_SEED", "1"))
BUDGET = os.environ.get("CHECK_OPT_BUDGET", "8")
KNOWN = [p for p in os.environ.get("CHECK_OPT_KNOWN", "gvn-sink").split(",")
         if p]
TRIPLES = {"amdgcn": "amdgcn-amd-amdhsa", "nvptx": "nvptx64-nvidia-cuda"}
# (name, opt arguments)
PASSES = [
    ("simplifycfg", ["-passes=simplifycfg"]),
    ("simplifycfg-late", ["-passes=simplifycfg<no-keep-loops;"
                          "hoist-common-insts;sink-common-insts>"]),
    ("jump-threading", ["-passes=jump-threading"]),
    ("licm", ["-passes=licm"]),
    ("loop-unroll-full", ["-passes=loop(loop-unroll-full)"]),
    ("loop-unroll-runtime", ["-passes=loop-unroll", "-unroll-runtime",
                             "-unroll-count=2", "-unroll-allow-remainder"]),
    ("gvn-sink", ["-passes=gvn-sink"]),
    ("gvn-hoist", ["-passes=gvn-hoist"]),
    ("instcombine", ["-passes=instcombine"]),
    ("simple-loop-unswitch", ["-passes=simple-loop-unswitch<nontrivial>"]),
    ("sink", ["-passes=sink"]),
    ("indvars", ["-passes=indvars"]),
    ("O2", ["-passes=default<O2>"]),
]
if os.environ.get("CHECK_OPT_PASSES"):
    PASSES = [(re.sub(r"[^A-Za-z0-9.-]+", "_", p), ["-passes=" + p])
              for p in os.environ["CHECK_OPT_PASSES"].split(",") if p]


def sh(cmd):
    # converge may be rebuilt while this runs: wait for it to come back
    for wait in range(60):
        try:
            p = subprocess.run(cmd, capture_output=True, text=True)
        except OSError:
            time.sleep(2)
            continue
        if cmd[0] == converge and (p.returncode in (126, 127) or
                                   (p.returncode < 0 and wait < 3)):
            time.sleep(2)
            continue
        return p.returncode, p.stdout, p.stderr
    sys.exit("check-opt: cannot run %s" % cmd[0])


def body(text):
    """The definitions of a module as opt prints them (what a pass may
    change)."""
    return "\n".join(re.findall(r"^define .*?^}", text, re.M | re.S))


def kind_of(report, has_anchor):
    """The triage kind of check's text report (the first difference)."""
    if "STATIC:" in report:
        return "static"
    m = re.search(r"^\s+BEFORE (.*)\n\s+AFTER  (.*)$", report, re.M)
    if not m:
        return "memory"
    b, a = m.group(1), m.group(2)
    rb = re.match(r"line \d+: (?:%\S+ = )?(@[^,]+), threads ([^;]*)(.*)", b)
    ra = re.match(r"line \d+: (?:%\S+ = )?(@[^,]+), threads ([^;]*)(.*)", a)
    if not rb or not ra or rb.group(1) != ra.group(1):
        return "sequence"
    k = "group" if rb.group(2) != ra.group(2) else "value"
    return "anchor" if has_anchor else k


def in_irreducible(path, report, side="BEFORE"):
    """Is the operation of the report on that side (its line) in an
    irreducible cycle of the module at path?  Its groups then depend on
    which entry heads the cycle, which the program does not fix
    (xfail-irreducible-swap.test)."""
    m = re.search(r"^\s+%s +line (\d+):" % side, report, re.M)
    if not m:
        return False
    line, block = int(m.group(1)), None
    with open(path) as f:
        for i, text in enumerate(f, 1):
            b = re.match(r"^([-\w.$]+):", text)
            if b:
                block = b.group(1)
            if i == line:
                break
    if block is None:
        return False
    rc, so, se = sh([converge, "cycles", path])
    irr = False
    for text in so.splitlines():
        if "+- cycle" in text:
            irr = "irreducible" in text
        elif irr and text.lstrip(" |").startswith("blocks:") and \
                ("%" + block) in text.split():
            return True
    return False


def ops_of(report):
    if "STATIC:" in report:
        m = re.search(r"STATIC:.*\n\s+\S+?:(\d+:\d+: .*)", report)
        if m:
            return "AFTER line " + m.group(1)
    m = re.search(r"^\s+BEFORE (.*)\n\s+AFTER  (.*)$", report, re.M)
    if m:
        return "BEFORE %s | AFTER %s" % (m.group(1), m.group(2))
    lines = [l.strip() for l in report.splitlines()
             if l.startswith("  ") and not l.strip().startswith("launch:")]
    return lines[0] if lines else report.strip().splitlines()[0]


def program(i):
    seed = SEED0 + i
    target = ("nvptx", "amdgcn")[seed % 2]
    triple = TRIPLES[target]
    res = {"seed": seed, "target": target, "checks": [], "errors": [],
           "unchanged": 0}
    raw = "%s/s%d-%s.gen.ll" % (work, seed, target)
    before = "%s/s%d-%s.before.ll" % (work, seed, target)
    rc, so, se = sh([sys.executable, gen, "--seed", str(seed),
                     "--functions", "1", "--target", target, "-o", raw])
    if rc != 0:
        res["errors"].append("soundgen failed: " + se[-500:])
        return res
    rc, so, se = sh([opt, "-S", "-mtriple=" + triple, "-passes=dce", raw,
                     "-o", before])
    if rc != 0:
        res["errors"].append("opt -passes=dce failed: " + se[-500:])
        return res
    rc, so, se = sh([converge, "verify", before])
    if rc != 0:
        res["errors"].append("converge verify fails on the input: " +
                             (so + se)[-500:])
        return res
    with open(before) as f:
        btext = f.read()
    bbody = body(btext)
    has_anchor = "convergence.anchor" in bbody
    for name, args in PASSES:
        after = "%s/s%d-%s-%s.after.ll" % (work, seed, target, name)
        cmd = [opt, "-S", "-mtriple=" + triple] + args + [before, "-o", after]
        rc, so, se = sh(cmd)
        broken = None
        if rc != 0 and "did not reach a fixpoint" in se:
            # instcombine's own fixpoint check, not a wrong output
            cmd = [a.replace("instcombine", "instcombine<no-verify-fixpoint>")
                   if a.startswith("-passes=") else a for a in cmd]
            rc, so, se = sh(cmd)
        if rc != 0 and "Broken module found" in se:
            # opt made IR its own verifier rejects: check it all the same
            broken = se.split("\n")[0][:200]
            rc, so, se = sh(cmd + ["-disable-verify"])
        if rc != 0:
            res["errors"].append("%s: opt failed: %s" % (name, se[-500:]))
            continue
        with open(after) as f:
            if body(f.read()) == bbody:
                res["unchanged"] += 1
                os.unlink(after)
                continue
        t0 = time.time()
        # the generator's external function, modelled explicitly
        rc, so, se = sh([converge, "check", "--budget", BUDGET,
                         "--extern", "conv.i32=tid", before, after])
        dt = time.time() - t0
        entry = {"pass": name, "rc": rc, "time": dt, "broken": broken}
        if broken and rc != 1:
            res["errors"].append("%s: opt's verifier rejects its output "
                                 "(%s), converge check does not" % (
                                     name, broken))
        if rc == 1:
            entry["kind"] = "broken" if broken else kind_of(so, has_anchor)
            if entry["kind"] in ("group", "value", "sequence", "anchor") and \
                    (in_irreducible(before, so) or
                     in_irreducible(after, so, "AFTER")):
                entry["kind"] = "irreducible"
            entry["ops"] = ops_of(so)
            stem = "%s/s%d-%s-%s" % (outdir, seed, target, name)
            shutil.copy(before, stem + ".before.ll")
            shutil.copy(after, stem + ".after.ll")
            with open(stem + ".txt", "w") as f:
                f.write("# %s\n# %s check --budget %s %s %s\n" % (
                    " ".join(cmd), converge, BUDGET,
                    os.path.basename(stem) + ".before.ll",
                    os.path.basename(stem) + ".after.ll"))
                if broken:
                    f.write("# opt's verifier: %s\n" % broken)
                f.write(so)
        elif rc != 0:
            res["errors"].append("%s: converge check exit %d: %s" % (
                name, rc, (so + se)[-800:]))
        os.unlink(after)
        res["checks"].append(entry)
    return res


t_start = time.time()
nchecks = nunchanged = 0
check_time = 0.0
kinds = {}
errors = []
failing = 0
with concurrent.futures.ThreadPoolExecutor(max_workers=JOBS) as ex:
    for res in ex.map(program, range(total)):
        nunchanged += res["unchanged"]
        for e in res["errors"]:
            errors.append(e)
            print("ERROR s%d %s: %s" % (res["seed"], res["target"], e))
        for c in res["checks"]:
            nchecks += 1
            check_time += c["time"]
            if "kind" not in c:
                continue
            k = c["kind"]
            kinds.setdefault(k, []).append((res["seed"], res["target"],
                                             c["pass"]))
            fails = k in ("group", "memory") and c["pass"] not in KNOWN
            failing += fails
            print("COUNTEREXAMPLE [%s] s%d %s %s: %s%s" % (
                k, res["seed"], res["target"], c["pass"], c["ops"],
                "" if fails or k not in ("group", "memory")
                else " (known)"))
        sys.stdout.flush()

ncx = sum(len(v) for v in kinds.values())
for k in ("group", "value", "sequence", "anchor", "irreducible", "memory",
          "static", "broken"):
    v = kinds.get(k, [])
    by_pass = {}
    for _, _, p in v:
        by_pass[p] = by_pass.get(p, 0) + 1
    print("check-opt: %-11s %d%s" % (k, len(v), "" if not v else "  (" +
          ", ".join("%s %d" % kv for kv in sorted(by_pass.items())) + ")"))
print("check-opt: %d programs, %d passes, %d checks (%d unchanged), %d "
      "counterexamples, %d errors; %.0f ms per check; %.0f s; kept in %s" % (
          total, len(PASSES), nchecks, nunchanged, ncx, len(errors),
          1000 * check_time / max(nchecks, 1), time.time() - t_start, outdir))
sys.exit(1 if errors or failing else 0)
EOF
