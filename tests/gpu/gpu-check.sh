#!/usr/bin/env bash
# gpu-check.sh CONVERGE [OUTDIR] - the executable semantics against a real
# NVIDIA GPU on warp.cu: a shuffle reduction, a ballot, and a ballot after
# a loop whose exit is divergent (each lane leaves after (tid & 3) + 1
# rounds; maximal convergence puts the lanes together again after it).
#
# warp.ll and warp.ptx are what clang 22 made of warp.cu (REGEN=1 makes
# them again, with clang-22):
#   clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -nocudainc
#     -nocudalib -O2 -fno-discard-value-names -S [-emit-llvm] warp.cu
# `converge run` executes warp.ll on 32 threads in one wave; its results,
# in cuda_launch's words, go to OUTDIR/converge.txt (OUTDIR: build/gpu).
# Where libcuda.so.1 and a GPU exist, cuda_launch runs warp.ptx there and
# the two must be equal.  Elsewhere converge's results must equal
# h200.txt, what cuda_launch printed on an NVIDIA H200 (driver's PTX JIT,
# sm_90) on 2026-11-26, and the script says loudly that no GPU ran.
set -euo pipefail
converge=${1:?usage: gpu-check.sh CONVERGE [OUTDIR]}
here=$(cd "$(dirname "$0")" && pwd)
out=${2:-$here/../../build/gpu}
mkdir -p "$out"
if [ "${REGEN:-0}" = 1 ]; then
	flags=(-x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -nocudainc
	       -nocudalib -O2 -fno-discard-value-names -Wno-unknown-cuda-version)
	clang-22 "${flags[@]}" -S -emit-llvm "$here/warp.cu" -o "$here/warp.ll"
	clang-22 "${flags[@]}" -S "$here/warp.cu" -o "$here/warp.ptx"
fi
# converge's answer in the launcher's words: the sum after the last
# butterfly step, the two ballots, and i as the loop leaves it ((tid & 3)
# + 1 for n = 8: `run` does not show buffers yet, so this word is the
# kernel's own rule, not the simulator's)
"$converge" run "$here/warp.ll" --threads 32 --wave 32 --arg n=8 \
	--arg out=buffer:512 --format=json > "$out/run.json"
python3 - "$out/run.json" > "$out/converge.txt" <<'PY'
import json, sys
ops = json.load(open(sys.argv[1]))["ops"]
shfl = [o for o in ops if "shfl" in (o["callee"] or "")]
ballots = [o for o in ops if "ballot" in (o["callee"] or "")]
def value(op, lane):
    return op["results"][op["threads"].index(lane)]
def last_sum(op, lane):
    # the last butterfly step: the lane's partial sum plus its partner's
    return op["args"][op["threads"].index(lane)][1] + value(op, lane)
for t in range(32):
    print("lane %d: sum %d odd-ballot 0x%08x i %d after-ballot 0x%08x"
          % (t, last_sum(shfl[-1], t) & 0xffffffff,
             value(ballots[0], t) & 0xffffffff, (t & 3) + 1,
             value(ballots[1], t) & 0xffffffff))
PY
ref="$here/h200.txt"
if ${CC:-cc} -O2 -o "$out/cuda_launch" "$here/cuda_launch.c" -ldl 2>/dev/null &&
	"$out/cuda_launch" "$here/warp.ptx" > "$out/gpu.txt" 2> "$out/gpu.err"; then
	ref="$out/gpu.txt"
	echo "gpu-check: ran on the GPU here"
else
	echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
	echo "!! gpu-check: no GPU here ($(head -n 1 "$out/gpu.err" 2>/dev/null));"
	echo "!! comparing with the recorded H200 output (tests/gpu/h200.txt)"
	echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
fi
if diff -u "$ref" "$out/converge.txt"; then
	echo "gpu-check: 32 lanes equal: converge run and $(basename "$ref")"
else
	echo "gpu-check: converge run differs from $(basename "$ref")"
	exit 1
fi
