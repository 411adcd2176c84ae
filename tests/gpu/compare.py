#!/usr/bin/env python3
"""compare.py RUNS GPU DIR - every buffer of every run of RUNS (runs.txt),
word for word: what the GPU printed (GPU: device-run.sh's output, live or
the recording h200.txt) against `converge run --format=json`'s "buffers"
(DIR/NAME.json, hex little-endian, keyed by the parameter's name or
number).

Prints one line per buffer (its words equal, or each word that differs)
and a last line with the totals; exit status 1 if a word differs or a run
or buffer is missing.  The input buffers are compared too: they check that
cuda_launch's random:SEED is converge's.

    compare.py --lanes GPU   prints warp's out buffer of GPU as the lines
                             gpu-check.sh makes of converge's operations
"""
import json
import sys

# (run, buffer): why the GPU may legitimately write other words there, so
# that the buffer is printed but not compared.  Empty: every buffer of
# every run is fixed by the kernel's semantics on a 32-wide warp.
FREE = {}


def runs(path):
    """[(name, [(param number, buffer name)])] of runs.txt, buffers only."""
    out = []
    for line in open(path):
        f = line.split()
        if not f or f[0].startswith("#"):
            continue
        bufs = [(k, p.split("=", 1)[0]) for k, p in enumerate(f[5:])
                if p.split("=", 1)[1].startswith("buffer:")]
        out.append((f[0], bufs))
    return out


def gpu_output(path):
    """{run: {buffer: [words]}} of device-run.sh's output."""
    out, cur = {}, None
    for line in open(path):
        f = line.split()
        if not f or f[0].startswith("#"):
            continue
        if f[0] == "==":
            cur = out.setdefault(f[1], {})
        elif cur is not None:
            cur[f[0]] = [int(w, 16) for w in f[1:]]
    return out


def hex_words(h):
    b = bytes.fromhex(h)
    return [int.from_bytes(b[i:i + 4], "little") for i in range(0, len(b) - 3, 4)]


def lanes(path):
    w = gpu_output(path).get("warp", {}).get("out", [])
    if len(w) != 128:
        print("compare.py: no 128 words of warp's out in %s" % path, file=sys.stderr)
        return 1
    for t in range(32):
        print("lane %d: sum %d odd-ballot 0x%08x i %d after-ballot 0x%08x"
              % ((t,) + tuple(w[4 * t:4 * t + 4])))
    return 0


def main():
    if sys.argv[1:2] == ["--lanes"]:
        return lanes(sys.argv[2])
    runs_path, gpu_path, outdir = sys.argv[1:4]
    gpu = gpu_output(gpu_path)
    bad = equal = free = 0
    for name, bufs in runs(runs_path):
        if name not in gpu:
            print("MISSING %s: no run of that name in %s" % (name, gpu_path))
            bad += 1
            continue
        conv = json.load(open("%s/%s.json" % (outdir, name)))["buffers"]
        for k, buf in bufs:
            what = "%s %s" % (name, buf)
            key = buf if buf in conv else str(k)  # by name, else by number
            if buf not in gpu[name] or key not in conv:
                print("MISSING %s: %s" % (what, "not on the GPU" if buf not in
                                          gpu[name] else "not in converge run's"))
                bad += 1
                continue
            g, c = gpu[name][buf], hex_words(conv[key])
            if (name, buf) in FREE:
                free += len(g)
                print("free %s: %d words not compared (%s)"
                      % (what, len(g), FREE[name, buf]))
                continue
            if len(g) != len(c):
                print("DIFFERS %s: %d words on the GPU, %d from converge run"
                      % (what, len(g), len(c)))
                bad += 1
                continue
            diff = [i for i in range(len(g)) if g[i] != c[i]]
            if diff:
                bad += 1
                print("DIFFERS %s: %d of %d words:" % (what, len(diff), len(g)))
                for i in diff:
                    print("  %s[%d]: GPU 0x%08x, converge 0x%08x" % (buf, i, g[i], c[i]))
            else:
                equal += len(g)
                print("ok   %s: %d words equal" % (what, len(g)))
    print("gpu-check: %d words equal, %d not compared; %d buffers differ or missing"
          % (equal, free, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
