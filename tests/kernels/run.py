#!/usr/bin/env python3
"""The real-kernel tier (make check-kernels): kernels written in OpenCL C,
HIP, CUDA and HLSL, compiled by clang 22 at -O0 and -O2 for amdgcn, nvptx
and spirv, run by `converge run --check-uniformity` on fixed inputs; each
output buffer is compared with a reference computed here, independently of
the simulator, and the -O0 and -O2 results with each other.

    run.py CONVERGE OUTDIR [--quick] [--only NAME] [--bench]

Each kernel names its inputs as buffer:SIZE:INIT (iota: 32-bit words 0, 1,
2, ...; random:SEED: word i the high 32 bits of splitmix64(SEED + i)), the
launch and the buffers it checks.  A toolchain piece that is missing (clang
22, libclc's bitcode, llvm-link) is reported loudly and only what needs it
is skipped.  The last line is `kernels: N runs passed, M failed, K skipped;
T thread-instructions in S s (R per second)`; the exit status is 1 if M > 0.
The time is the wall time of the `converge run` processes (start, reading,
the uniformity analysis and the run); with --bench each run is done three
times without --check-uniformity and the best time counted.
"""
import json
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
LLVM_BIN = os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin")
M32 = 0xFFFFFFFF


def find_clang():
    for c in (os.path.join(LLVM_BIN, "clang"), shutil.which("clang-22")):
        if c and os.access(c, os.X_OK):
            return c
    return None


def libclc_bitcode(name):
    """The path of libclc's bitcode for a target (dpkg -L libclc-22)."""
    try:
        out = subprocess.run(["dpkg", "-L", "libclc-22"], capture_output=True,
                             text=True).stdout
    except OSError:
        return None
    for line in out.splitlines():
        if line.endswith("/" + name):
            return line
    return None


# ---- inputs and references -------------------------------------------------------

def words(init, n):
    """The n 32-bit words of buffer:...:INIT."""
    if init == "zero":
        return [0] * n
    if init == "iota":
        return list(range(n))
    assert init.startswith("random:")
    seed = int(init[7:], 0)
    m = (1 << 64) - 1
    out = []
    for i in range(n):
        x = (seed + i + 0x9E3779B97F4A7C15) & m
        x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & m
        x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & m
        out.append((x ^ (x >> 31)) >> 32)
    return out


def s32(v):
    v &= M32
    return v - (1 << 32) if v >> 31 else v


def waves(n, w):
    return [list(range(i, min(i + w, n))) for i in range(0, n, w)]


def ref_vadd(x, n, g):
    a, b = x["a"], x["b"]
    return {"c": [(a[i] + 3 * b[i]) & M32 for i in range(n)]}


def ref_reduce(x, n, g):
    sums = [sum(x["in"][k * g:(k + 1) * g]) & M32 for k in range(n // g)]
    return {"out": sums + [0] * (len(x["out"]) - len(sums))}


def ref_scan(x, n, g):
    out = []
    for k in range(n // g):
        acc = 0
        for v in x["in"][k * g:(k + 1) * g]:
            acc = (acc + v) & M32
            out.append(acc)
    return {"out": out}


def ref_subgroup(x, n, g, w):
    v = [s32(a) for a in x["in"]]
    s, sc, vo = [0] * n, [0] * n, [0] * n
    for wv in waves(n, w):
        tot = sum(v[i] for i in wv)
        anyf = any(v[i] == 5 for i in wv)
        allf = all(v[i] >= 0 for i in wv)
        acc, mx = 0, -(1 << 31)
        for k, i in enumerate(wv):
            s[i] = tot & M32
            acc += v[i]
            sc[i] = (acc + 1000 * mx) & M32
            mx = max(mx, v[i])
            vo[i] = (10 * anyf + allf + 100 * k) & M32
    return {"sum": s, "scan": sc, "vote": vo}


def ref_shfl_reduce(x, n, g, w):
    v = x["in"]
    lanes = [0] * n
    if w == 64:  # butterfly: every lane gets the wave's sum
        for wv in waves(n, w):
            tot = sum(v[i] for i in wv) & M32
            for i in wv:
                lanes[i] = tot
    else:  # shfl.down: lane l gets the sum of lanes l, l+1, ... of its
        # tree; lane 0 the warp's sum
        for wv in waves(n, w):
            vals = [v[i] for i in wv]
            for d in (16, 8, 4, 2, 1):
                vals = [(vals[l] + (vals[l + d] if l + d < len(vals) else vals[l]))
                        & M32 for l in range(len(vals))]
            for k, i in enumerate(wv):
                lanes[i] = vals[k]
    out = [sum(v[k * g:(k + 1) * g]) & M32 for k in range(n // g)]
    return {"out": out + [0] * (len(x["out"]) - len(out)), "lanes": lanes}


def ref_compact(x, n, g, w):
    v = x["in"]
    out, count, mask = [0] * n, [0] * len(x["count"]), [0] * n
    for k, wv in enumerate(waves(n, w)):
        odd = [i for i in wv if v[i] & 1]
        for j, i in enumerate(odd):
            out[wv[0] + j] = v[i]
            bits = 0
            for o in odd:
                bits |= 1 << (o - wv[0])
            mask[i] = bits & M32
        count[k] = len(odd)
    res = {"out": out, "count": count}
    if "mask" in x:
        res["mask"] = mask
    return res


def ref_wave(x, n, g, w):
    v = x["In"]
    s, lp, mi = [0] * n, [0] * n, [0] * n
    for wv in waves(n, w):
        tot, mx = sum(v[i] for i in wv), max(v[i] for i in wv)
        anyf = any(v[i] == 7 for i in wv)
        lane3 = v[wv[3]] if len(wv) > 3 else None
        for k, i in enumerate(wv):
            s[i] = (tot + 100000 * mx) & M32
            # iteration j counts the threads with v % 4 > j
            lp[i] = sum(sum(1 for o in wv if v[o] % 4 > j) for j in range(v[i] % 4)) & M32
            mi[i] = (lane3 + (100000 if k == 0 else 0) + (1000 if anyf else 0) +
                     10000 * k) & M32
    return {"Sum": s, "Loop": lp, "Misc": mi}


WAVE = {"amdgcn": 64, "nvptx": 32, "spirv": 32, "amdgcn+libclc": 64,
        "amdgcn-mesa+libclc": 64, "nvptx+libclc": 32}
# OpenCL kernels linked with libclc: clang's target flags and libclc's
# bitcode.  On amdhsa, code object v4: libclc-22's get_global_offset reads
# implicitarg[1..3] (32-bit words at 4, 8, 12, Mesa's layout), which code
# object v4 fills with the zero global offsets but v5 and v6 (clang 22's
# default) with block counts and group sizes (docs/intrinsics.md).
LIBCLC = {"amdgcn+libclc": (["-target", "amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-nogpulib",
                             "-mcode-object-version=4"], "amdgcn-amd-amdhsa.bc"),
          "amdgcn-mesa+libclc": (["-target", "amdgcn-mesa-mesa3d", "-mcpu=gfx90a",
                                  "-nogpulib"], "gfx90a-amdgcn-mesa-mesa3d.bc"),
          "nvptx+libclc": (["-target", "nvptx64-nvidia-nvcl"], "nvptx64--nvidiacl.bc")}
CL_ALL = ("amdgcn", "nvptx", "spirv", "amdgcn+libclc", "amdgcn-mesa+libclc",
          "nvptx+libclc")


# ---- the kernels ----------------------------------------------------------------

N = 128     # threads of a launch
G = 64      # threads of a work group: a grid of N / G work groups where
            # converge run has --grid, else one group of N
SEED = "random:7"

# (name, source, targets, buffers [(name, words, init)], checked, reference
# (inputs, threads, group size[, wave]), entry)
KERNELS = [
    ("vadd", "vadd.cl", CL_ALL,
     [("a", N, SEED), ("b", N, "iota"), ("c", N, "zero")], ["c"], ref_vadd, None),
    ("reduce", "reduce.cl", CL_ALL,
     [("in", N, SEED), ("out", 4, "zero")], ["out"], ref_reduce, None),
    ("scan", "scan.cl", CL_ALL,
     [("in", N, "iota"), ("out", N, "zero")], ["out"], ref_scan, None),
    ("subgroup", "subgroup.cl", ("amdgcn", "spirv", "amdgcn+libclc", "amdgcn-mesa+libclc"),
     [("in", N, "iota"), ("sum", N, "zero"), ("scan", N, "zero"),
      ("vote", N, "zero")], ["sum", "scan", "vote"], ref_subgroup, None),
    ("shfl_reduce.hip", "shfl_reduce.hip", ("amdgcn",),
     [("in", N, SEED), ("out", 4, "zero"), ("lanes", N, "zero")],
     ["out", "lanes"], ref_shfl_reduce, None),
    ("compact.hip", "compact.hip", ("amdgcn",),
     [("in", N, SEED), ("out", N, "zero"), ("count", 4, "zero")],
     ["out", "count"], ref_compact, None),
    ("shfl_reduce.cu", "shfl_reduce.cu", ("nvptx",),
     [("in", N, SEED), ("out", 4, "zero"), ("lanes", N, "zero")],
     ["out", "lanes"], ref_shfl_reduce, None),
    ("compact.cu", "compact.cu", ("nvptx",),
     [("in", N, SEED), ("out", N, "zero"), ("count", 4, "zero"),
      ("mask", N, "zero")], ["out", "count", "mask"], ref_compact, None),
    ("wave.hlsl", "wave.hlsl", ("spirv",),
     [("In", 64, SEED), ("Sum", 64, "zero"), ("Loop", 64, "zero"),
      ("Misc", 64, "zero")], ["Sum", "Loop", "Misc"], ref_wave, "main"),
]

def compile_cmd(clang, src, target, opt, out):
    inc = os.path.join(HERE, "include")
    ext = src.rsplit(".", 1)[1]
    o = ["-O0"] if opt == "O0" else ["-O2"]
    if ext == "cl":
        t = {"amdgcn": ["-target", "amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-nogpulib"],
             "nvptx": ["-target", "nvptx64-nvidia-nvcl"],
             "spirv": ["-target", "spirv64"]}.get(target) or LIBCLC[target][0]
        return [clang, "-x", "cl", "-cl-std=CL2.0", "-Xclang",
                "-finclude-default-header", "-fdiscard-value-names",
                "-emit-llvm", "-S"] + t + o + [src, "-o", out]
    if ext == "hip":
        return [clang, "-x", "hip", "--offload-arch=gfx90a", "--cuda-device-only",
                "-nogpulib", "-nogpuinc", "-fdiscard-value-names", "-I", inc,
                "-emit-llvm", "-S"] + o + [src, "-o", out]
    if ext == "cu":
        return [clang, "-x", "cuda", "--cuda-gpu-arch=sm_80", "--cuda-device-only",
                "-nocudainc", "-nocudalib", "-Wno-unknown-cuda-version",
                "-fdiscard-value-names", "-I", inc, "-emit-llvm", "-S"] + o + [src, "-o", out]
    assert ext == "hlsl"
    o = ["-O0", "-disable-llvm-passes"] if opt == "O0" else ["-O3"]
    return [clang, "-cc1", "-x", "hlsl", "-finclude-default-header", "-I", inc,
            "-triple", "spirv1.6-unknown-vulkan1.3-compute", "-hlsl-entry", "main",
            "-discard-value-names", "-emit-llvm"] + o + [src, "-o", out]


def hex_words(h):
    b = bytes.fromhex(h)
    return [int.from_bytes(b[i:i + 4], "little") for i in range(0, len(b) - 3, 4)]


class Tier:
    def __init__(self, converge, outdir, bench=False):
        self.bench = bench
        h = subprocess.run([converge, "run", "--help"], capture_output=True, text=True)
        self.grid = "--grid" in h.stdout + h.stderr
        self.group = G if self.grid else N
        self.converge = converge
        self.outdir = outdir
        self.passed = self.failed = self.skipped = 0
        self.steps = 0
        self.seconds = 0.0

    def fail(self, what, msg):
        self.failed += 1
        print("FAIL %s: %s" % (what, msg))

    def run(self, what, ll, bufs, entry, wave, positional):
        """Runs ll; returns {buffer name: words} or None after a failure."""
        n = N if entry is None else bufs[0][1]
        cmd = [self.converge, "run", ll, "--format=json", "--wave", str(wave)]
        if self.grid and n > self.group:
            cmd += ["--grid", str(n // self.group), "--workgroup", str(self.group)]
        else:
            cmd += ["--threads", str(n)]
        if not self.bench:
            cmd.append("--check-uniformity")
        if entry:
            cmd += ["--function", entry]
        for k, (name, n, init) in enumerate(bufs):
            cmd += ["--arg", "%s=buffer:%d:%s" % (k if positional else name, 4 * n, init)]
        best = None
        for _ in range(3 if self.bench else 1):
            t0 = time.monotonic()
            p = subprocess.run(cmd, capture_output=True, text=True)
            t = time.monotonic() - t0
            best = t if best is None or t < best else best
        self.seconds += best
        if p.returncode not in (0, 1) or not p.stdout.startswith("{"):
            self.fail(what, "converge run exit %d: %s\n  %s" %
                      (p.returncode, p.stderr.strip()[-600:], " ".join(cmd)))
            return None
        j = json.loads(p.stdout)
        self.steps += j.get("steps", 0)
        viol = j.get("check", {}).get("violations", [])
        if viol:
            self.fail(what, "%d uniformity violations, the first: %s" %
                      (len(viol), json.dumps(viol[0])[:400]))
            return None
        if "buffers" not in j:
            self.fail(what, "converge run --format=json prints no \"buffers\"")
            return None
        got = {}
        for k, (name, n, init) in enumerate(bufs):
            key = str(k) if positional else name
            if key not in j["buffers"]:
                self.fail(what, "no buffer %s in the output" % key)
                return None
            got[name] = hex_words(j["buffers"][key])
        return got


def libclc_ok(tier, target, what):
    """Whether libclc's bitcode and llvm-link are there; a loud skip if not."""
    bc = libclc_bitcode(LIBCLC[target][1])
    link = os.path.join(LLVM_BIN, "llvm-link")
    if bc and os.access(link, os.X_OK):
        return True
    tier.skipped += 1
    print("SKIPPED %s: %s missing (Debian packages libclc-22, llvm-22)" %
          (what, "llvm-link" if bc else "libclc's " + LIBCLC[target][1]))
    return False


def main():
    args = sys.argv[1:]
    if len(args) < 2:
        print(__doc__)
        return 2
    converge, outdir = os.path.abspath(args[0]), args[1]
    only = args[args.index("--only") + 1] if "--only" in args else None
    quick = "--quick" in args
    os.makedirs(outdir, exist_ok=True)
    tier = Tier(converge, outdir, "--bench" in args)
    clang = find_clang()
    if not clang:
        print("SKIPPED: clang 22 not found (%s/clang, clang-22): Debian package "
              "clang-22; every kernel skipped" % LLVM_BIN)
        return 1
    for name, src, targets, bufs, checked, ref, entry in KERNELS:
        if only and name != only:
            continue
        path = os.path.join(HERE, src)
        for target in targets:
            if quick and target != targets[0]:
                continue
            results = {}
            for opt in ("O0", "O2"):
                what = "%s %s -%s" % (name, target, opt)
                ll = os.path.join(outdir, "%s.%s.%s.ll" % (name, target, opt))
                if target in LIBCLC and not libclc_ok(tier, target, what):
                    continue
                p = subprocess.run(compile_cmd(clang, path, target, opt, ll),
                                   capture_output=True, text=True)
                if p.returncode != 0:
                    tier.fail(what, "clang: " + p.stderr.strip()[-600:])
                    continue
                if target in LIBCLC:
                    linked = ll[:-3] + ".linked.ll"
                    p = subprocess.run([os.path.join(LLVM_BIN, "llvm-link"), "--only-needed",
                                        ll, libclc_bitcode(LIBCLC[target][1]), "-S",
                                        "-o", linked], capture_output=True, text=True)
                    if p.returncode != 0:
                        tier.fail(what, "llvm-link: " + p.stderr.strip()[-600:])
                        continue
                    ll = linked
                wave = WAVE[target]
                got = tier.run(what, ll, bufs, entry, wave, entry is None)
                if got is None:
                    continue
                inputs = {b[0]: words(b[2], b[1]) for b in bufs}
                n = N if entry is None else bufs[0][1]
                g = min(n, tier.group)
                try:
                    want = ref(inputs, n, g, wave)
                except TypeError:
                    want = ref(inputs, n, g)
                bad = [b for b in checked if got[b] != want[b]]
                if bad:
                    b = bad[0]
                    i = next(k for k in range(len(want[b])) if got[b][k] != want[b][k])
                    tier.fail(what, "%s[%d] is %d, the reference says %d" %
                              (b, i, got[b][i], want[b][i]))
                    continue
                results[opt] = got
                tier.passed += 1
                print("ok   %s" % what)
            if len(results) == 2 and results["O0"] != results["O2"]:
                tier.fail("%s %s" % (name, target), "-O0 and -O2 differ")
    rate = tier.steps / tier.seconds if tier.seconds else 0
    print("kernels: %d runs passed, %d failed, %d skipped; %d thread-instructions "
          "in %.2f s (%.0f per second)" % (tier.passed, tier.failed, tier.skipped,
                                          tier.steps, tier.seconds, rate))
    return 1 if tier.failed else 0


if __name__ == "__main__":
    sys.exit(main())
