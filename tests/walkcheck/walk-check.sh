#!/usr/bin/env bash
# walk-check.sh - the shortcut of the uniformity analysis's join walk
# against the full walk (LLVM's DivergencePropagator runs every walk to its
# end; converge stops one when the rest of it can find nothing).  Every
# walk of the analysis runs both ways and the joins and divergent exits,
# in order, must be the same (tests/walkcheck/walk_check.c).  Inputs:
#   - cfggen.py CFGs of every shape (structured, irreducible, random,
#     mixed, and bench: chains of chunks with early returns and endless
#     loops, the shape that makes the full walk quadratic), made NVPTX
#     kernels with divergent branches by bench/tid-kernel.awk;
#   - unigen.py functions (data flow, phis, tokens; AMDGPU and NVPTX);
# each in the specification's mode and with --llvm-compat.
# Fails if a walk differs, or if the shortcut fired in fewer than a tenth
# of the walks (then the check would no longer be checking it).
#
#   walk-check.sh WALK_CHECK_BINARY [SEEDS]      (default 40 seeds a shape)
set -euo pipefail

bin=${1:?usage: walk-check.sh WALK_CHECK_BINARY [SEEDS]}
seeds=${2:-40}
here=$(cd "$(dirname "$0")" && pwd)
gen=$here/../gen
awk_kernel=$here/../../bench/tid-kernel.awk
work=$(mktemp -d "${TMPDIR:-/tmp}/walk-check.XXXXXX")
trap 'rm -rf "$work"' EXIT

for shape in structured irreducible random mixed bench; do
	for seed in $(seq 1 "$seeds"); do
		python3 "$gen/cfggen.py" --shape "$shape" --seed "$seed" \
			--functions 3 --blocks $((20 + seed * 13)) |
			awk -f "$awk_kernel" > "$work/cfg-$shape-$seed.ll"
	done
done
python3 "$gen/cfggen.py" --shape bench --seed 3 --blocks 20000 |
	awk -f "$awk_kernel" > "$work/cfg-bench-large.ll"
for seed in $(seq 1 "$seeds"); do
	target=amdgcn
	[ $((seed % 2)) = 0 ] && target=nvptx
	python3 "$gen/unigen.py" --seed "$seed" --functions 10 \
		--target $target -o "$work/uni-$target-$seed.ll"
done

status=0
total_walks=0
total_cut=0
run() {
	local what=$1 out
	shift
	if ! out=$("$bin" "$@"); then
		echo "walk-check: $what: FAILED"
		status=1
	fi
	echo "walk-check: $what: $out"
	set -- $out
	total_walks=$((total_walks + ${1#walks=}))
	total_cut=$((total_cut + ${2#cut=}))
}
for mode in "" --llvm-compat; do
	run "cfggen kernels ${mode:-(specification)}" $mode \
		--mtriple=nvptx64-nvidia-cuda "$work"/cfg-*.ll
	run "unigen functions, AMDGPU ${mode:-(specification)}" $mode \
		--mtriple=amdgcn-amd-amdhsa "$work"/uni-amdgcn-*.ll
	run "unigen functions, NVPTX ${mode:-(specification)}" $mode \
		--mtriple=nvptx64-nvidia-cuda "$work"/uni-nvptx-*.ll
done
echo "walk-check: $total_walks walks compared, $total_cut stopped early"
if [ "$total_cut" -lt $((total_walks / 10)) ]; then
	echo "walk-check: the shortcut fired in fewer than a tenth of the walks"
	status=1
fi
exit $status
