#!/usr/bin/env bash
# sim-check.sh - the simulator against the uniformity analysis, on
# programs from the project's generator (tests/gen/unigen.py: reducible and
# irreducible CFGs, divergent and uniform conditions, phis, switches,
# convergent calls, with and without convergence tokens).
#
#   sim-check.sh CONVERGE [FUNCTIONS]      (default 1200 functions)
#
# Every generated function is run by `converge run --check-uniformity` on
# a random number of threads and wave size, with random arguments (the
# same in every thread, as a launch gives them), on AMDGPU and NVPTX.  Every value the analysis
# calls uniform must be equal across each group of converged dynamic
# instances and every branch it calls uniform must not split one: any
# violation fails the tier.  Generated loops often never end; a run that
# reaches the step limit (or executes `unreachable`, branches on poison,
# or another undefined behaviour of the generated program) is still
# checked up to that point.  A crash, an unsupported
# instruction or any other error fails the tier.  Deterministic: the same
# FUNCTIONS give the same programs and runs.
set -euo pipefail

converge=${1:?usage: sim-check.sh CONVERGE [FUNCTIONS]}
total=${2:-1200}
here=$(cd "$(dirname "$0")" && pwd)
gen="$here/../gen/unigen.py"
work=$(mktemp -d "${TMPDIR:-/tmp}/sim-check.XXXXXX")
trap 'rm -rf "$work"' EXIT

python3 - "$converge" "$gen" "$work" "$total" <<'EOF'
import re
import subprocess
import sys

converge, gen, work, total = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
PER_MODULE = 10
TRIPLES = {"amdgcn": "amdgcn-amd-amdhsa", "nvptx": "nvptx64-nvidia-cuda"}
OK_STOPS = ("step limit reached", "unreachable executed", "branch on poison",
            "switch on poison", "division by", "out-of-bounds",
            "signed division overflow", "through a null pointer",
            "through a poison pointer", "indirectbr to an address")

state = 0x5EED


def rnd(n):
    """splitmix64, like the generator: the same runs everywhere."""
    global state
    state = (state + 0x9E3779B97F4A7C15) & (2**64 - 1)
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & (2**64 - 1)
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & (2**64 - 1)
    return (z ^ (z >> 31)) % n


functions = runs = checked = violations = stopped = 0
failures = []
seed = 0
while functions < total:
    seed += 1
    target = "amdgcn" if seed % 3 else "nvptx"
    path = "%s/m%d.ll" % (work, seed)
    subprocess.run(["python3", gen, "--seed", str(seed), "--functions",
                    str(PER_MODULE), "--target", target, "-o", path],
                   check=True)
    text = open(path).read()
    for m in re.finditer(r"^define [^@]*@(\S+)\((.*)\)", text, re.M):
        if functions >= total:
            break
        name, params = m.group(1), m.group(2)
        functions += 1
        threads = 1 + rnd(96)
        wave = [64, 32, 16, 8, 4][rnd(5)]
        cmd = [converge, "run", path, "--function", name,
               "--threads", str(threads), "--wave", str(wave),
               "--mtriple=" + TRIPLES[target], "--check-uniformity",
               "--max-steps", "3000", "--format=summary",
               # the generator's external functions, modelled explicitly
               "--extern", "conv.i32=tid", "--extern", "ext=tid"]
        for p in params.split(","):
            p = p.strip()
            pm = re.match(r"(i1|i32|i64)\b.*%(\S+)$", p)
            if not pm:
                continue
            ty, arg = pm.group(1), pm.group(2)
            # the same in every thread: the analysis may call arguments
            # uniform (kernel arguments, inreg ones)
            if ty == "i1":
                val = "true" if rnd(2) else "false"
            else:
                val = str(rnd(24) - 4)
            cmd += ["--arg", "%s=%s" % (arg, val)]
        p = subprocess.run(cmd, capture_output=True, text=True)
        runs += 1
        out = p.stdout.strip()
        sm = re.search(r"checked (\d+) violations (\d+)", out)
        if p.returncode not in (0, 1, 2) or not sm:
            failures.append("%s @%s: exit %d: %s%s" % (
                path, name, p.returncode, out, p.stderr.strip()))
            continue
        checked += int(sm.group(1))
        if int(sm.group(2)):
            violations += int(sm.group(2))
            detail = subprocess.run(cmd[:-1], capture_output=True, text=True)
            failures.append("%s @%s: %s\n%s" % (
                path, name, " ".join(cmd),
                "\n".join(l for l in detail.stdout.splitlines()
                          if "violation" in l)[:4000]))
            continue
        if "stopped-by-error" in out:
            stopped += 1
            if not any(s in p.stderr for s in OK_STOPS):
                failures.append("%s @%s: %s" % (path, name, p.stderr.strip()))

print("sim-check: %d functions, %d runs (%d stopped early by the program), "
      "%d groups of converged dynamic instances checked, %d violations"
      % (functions, runs, stopped, checked, violations))
for f in failures[:20]:
    print("FAIL:", f)
if failures:
    # keep the failing modules for a look
    print("(%d failures)" % len(failures))
    sys.exit(1)
EOF
