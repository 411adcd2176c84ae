#!/usr/bin/env bash
# gpu-check.sh CONVERGE [OUTDIR] - the executable semantics against a real
# NVIDIA GPU, on the runs of runs.txt:
#  - warp.cu: a shuffle reduction, a ballot, and a ballot after a loop
#    whose exit is divergent (each lane leaves after (tid & 3) + 1 rounds;
#    maximal convergence puts the lanes together again after it);
#  - tests/kernels' compact.cu (ballot, popcount, stores and activemask
#    in a divergent branch) and shfl_reduce.cu (shfl.sync.down, shared
#    memory, a barrier), each at -O0 and -O2, launched as
#    tests/kernels/run.py launches them;
#  - tests/kernels' OpenCL C vadd.cl, reduce.cl and scan.cl (the last
#    two: __local memory and work-group barriers), linked with libclc's
#    builtins, each at -O0 and -O2, launched as run.py launches them.
#
# The .ll and .ptx files are what clang 22 made of the sources (REGEN=1
# makes them again, with clang-22, and for the .cl ones llvm-link and llc
# of LLVM 22 and libclc-22's bitcode):
#   warp: clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_90
#     -nocudainc -nocudalib -O2 -fno-discard-value-names -S [-emit-llvm]
#   kernels/K.OPT: run.py's flags for .cu, from the repository's root:
#     clang-22 -x cuda --cuda-gpu-arch=sm_80 --cuda-device-only -nocudainc
#     -nocudalib -Wno-unknown-cuda-version -fdiscard-value-names
#     -I tests/kernels/include -OPT -S [-emit-llvm] tests/kernels/K.cu
#   kernels/C.OPT (C vadd, reduce or scan): run.py's "nvptx+libclc" .ll,
#     from the repository's root:
#     clang-22 -x cl -cl-std=CL2.0 -Xclang -finclude-default-header
#     -fdiscard-value-names -emit-llvm -S -target nvptx64-nvidia-nvcl -OPT
#     tests/kernels/C.cl, then llvm-link --only-needed with libclc's
#     nvptx64--nvidiacl.bc (-S): C.OPT.ll, the one module both sides run;
#     C.OPT.ptx is llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 of it
#     (the kernel a ptx_kernel, a PTX .entry)
# `converge run` executes each FILE.ll (OUTDIR/NAME.json; OUTDIR:
# build/gpu).  Where libcuda.so.1 and a GPU exist, device-run.sh runs the
# .ptx files there (OUTDIR/gpu.txt); elsewhere the reference is h200.txt,
# what device-run.sh printed on an NVIDIA H200 (driver's PTX JIT, sm_90)
# on 2026-11-28, and the script says loudly that no GPU ran.  Checked:
#  - warp, as since 2026-11-26: the sum after the last butterfly step and
#    the two ballots from converge's operations, i by the kernel's rule,
#    as lines per lane (OUTDIR/converge.txt), equal to the GPU's;
#  - every buffer of every run, word for word (compare.py): converge
#    run's "buffers" equal to the GPU's.
set -euo pipefail
converge=${1:?usage: gpu-check.sh CONVERGE [OUTDIR]}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${2:-$root/build/gpu}
mkdir -p "$out"
out=$(cd "$out" && pwd)
# kf: run.py's compile_cmd for "cu", at -$1 (O0 or O2), from the root
kernel_flags() {
	kf=(-x cuda --cuda-gpu-arch=sm_80 --cuda-device-only -nocudainc
	    -nocudalib -Wno-unknown-cuda-version -fdiscard-value-names
	    -I tests/kernels/include "-$1")
}
kernels=(compact shfl_reduce)
# cl_flags: run.py's compile_cmd for "cl" on "nvptx+libclc", at -$1
cl_flags() {
	cf=(-x cl -cl-std=CL2.0 -Xclang -finclude-default-header
	    -fdiscard-value-names -emit-llvm -S -target nvptx64-nvidia-nvcl "-$1")
}
cl_kernels=(vadd reduce scan)
llvm_bin=${LLVM_BIN:-/usr/lib/llvm-22/bin}
libclc=${LIBCLC_NVPTX:-/usr/lib/clc/nvptx64--nvidiacl.bc}
# cl_linked K OPT OUT: run.py's linked module of tests/kernels/K.cl at -OPT
# (clang-22, then llvm-link --only-needed with libclc; it warns that
# libclc's triple is nvptx64-unknown-nvidiacl), written to OUT (absolute,
# or a path from the root); the unlinked .ll beside it is removed
cl_linked() {
	local st=0
	cl_flags "$2"
	(cd "$root" &&
	 clang-22 "${cf[@]}" "tests/kernels/$1.cl" -o "$3.unlinked.ll" &&
	 "$llvm_bin/llvm-link" --only-needed "$3.unlinked.ll" "$libclc" -S \
		-o "$3") || st=$?
	(cd "$root" && rm -f "$3.unlinked.ll")
	return $st
}
if [ "${REGEN:-0}" = 1 ]; then
	flags=(-x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -nocudainc
	       -nocudalib -O2 -fno-discard-value-names -Wno-unknown-cuda-version)
	clang-22 "${flags[@]}" -S -emit-llvm "$here/warp.cu" -o "$here/warp.ll"
	clang-22 "${flags[@]}" -S "$here/warp.cu" -o "$here/warp.ptx"
	for k in "${kernels[@]}"; do
		for o in O0 O2; do
			kernel_flags $o
			(cd "$root" &&
			 clang-22 "${kf[@]}" -S -emit-llvm "tests/kernels/$k.cu" \
				-o "tests/gpu/kernels/$k.$o.ll" &&
			 clang-22 "${kf[@]}" -S "tests/kernels/$k.cu" \
				-o "tests/gpu/kernels/$k.$o.ptx")
		done
	done
	for k in "${cl_kernels[@]}"; do
		for o in O0 O2; do
			cl_linked "$k" "$o" "tests/gpu/kernels/$k.$o.ll"
			(cd "$root" &&
			 "$llvm_bin/llc" -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 \
				"tests/gpu/kernels/$k.$o.ll" -o "tests/gpu/kernels/$k.$o.ptx")
		done
	done
fi
# Whether kernels/ is still what clang 22 makes of tests/kernels: a loud
# notice (not a failure: the recording goes with the committed files)
if command -v clang-22 > /dev/null; then
	mkdir -p "$out/fresh"
	for k in "${kernels[@]}"; do
		for o in O0 O2; do
			kernel_flags $o
			if ! (cd "$root" && clang-22 "${kf[@]}" -S -emit-llvm \
				"tests/kernels/$k.cu" -o "$out/fresh/$k.$o.ll" 2> /dev/null) ||
			   ! cmp -s "$out/fresh/$k.$o.ll" "$here/kernels/$k.$o.ll"; then
				echo "!! gpu-check: tests/gpu/kernels/$k.$o.ll is not what clang-22"
				echo "!! makes of tests/kernels/$k.cu today: REGEN=1, then record"
				echo "!! h200.txt again on a GPU (tests/gpu/README.md)"
			fi
		done
	done
	if [ -x "$llvm_bin/llvm-link" ] && [ -f "$libclc" ]; then
		for k in "${cl_kernels[@]}"; do
			for o in O0 O2; do
				if ! cl_linked "$k" "$o" "$out/fresh/$k.$o.ll" 2> /dev/null ||
				   ! cmp -s "$out/fresh/$k.$o.ll" "$here/kernels/$k.$o.ll"; then
					echo "!! gpu-check: tests/gpu/kernels/$k.$o.ll is not what clang-22"
					echo "!! and libclc make of tests/kernels/$k.cl today: REGEN=1,"
					echo "!! then record h200.txt again on a GPU (tests/gpu/README.md)"
				fi
			done
		done
	else
		echo "!! gpu-check: no $llvm_bin/llvm-link or $libclc: not checked"
		echo "!! whether tests/gpu/kernels' vadd, reduce, scan are what they make today"
	fi
fi
# warp in the per-lane words of 2026-11-26: the sum after the last
# butterfly step, the two ballots, and i as the loop leaves it ((tid & 3)
# + 1 for n = 8: the kernel's own rule, not the simulator's; the buffer
# comparison below has the simulator's)
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
# every run under converge run: FILE.ll, the GPU's warp and launch, each
# PARAM by its name where the IR keeps it (warp), else by its number
# (-fdiscard-value-names: %0, %1, ...)
while read -r name file kernel grid block params; do
	case $name in '#'* | '') continue ;; esac
	def=$(grep -m 1 "^define .*@$kernel(" "$here/$file.ll")
	args=()
	k=0
	for p in $params; do
		case $def in
		*"%${p%%=*},"* | *"%${p%%=*})"*) args+=(--arg "$p") ;;
		*) args+=(--arg "$k=${p#*=}") ;;
		esac
		k=$((k + 1))
	done
	"$converge" run "$here/$file.ll" --function "$kernel" --format=json \
		--wave 32 --grid "$grid" --workgroup "$block" "${args[@]}" \
		> "$out/$name.json"
done < "$here/runs.txt"
ref="$here/h200.txt"
if bash "$here/device-run.sh" "$out/gpu.txt" > /dev/null 2> "$out/gpu.err"; then
	ref="$out/gpu.txt"
	echo "gpu-check: ran on the GPU here: $(sed -n 's/^# GPU[^:]*: //p' "$ref")"
else
	echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
	echo "!! gpu-check: no GPU here ($(head -n 1 "$out/gpu.err" 2>/dev/null));"
	echo "!! comparing with the recorded H200 output (tests/gpu/h200.txt)"
	echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
fi
status=0
if python3 "$here/compare.py" --lanes "$ref" > "$out/gpu-lanes.txt" &&
	diff -u "$out/gpu-lanes.txt" "$out/converge.txt"; then
	echo "gpu-check: warp's 32 lanes equal: converge run and $(basename "$ref")"
else
	echo "gpu-check: warp's lanes: converge run differs from $(basename "$ref")"
	status=1
fi
python3 "$here/compare.py" "$here/runs.txt" "$ref" "$out" || status=1
if [ $status != 0 ]; then
	echo "gpu-check: FAILED: converge run differs from $(basename "$ref")"
fi
exit $status
