#!/usr/bin/env bash
# device-run.sh [FILE] - on a machine with an NVIDIA GPU and its driver
# (libcuda.so.1): builds cuda_launch.c with cc and runs every run of
# runs.txt (each FILE.ptx on the GPU), writing what cuda_launch prints to
# FILE (default: $OUT/gpu.txt, the device tool's folder): comment lines
# (#) naming the date and the GPU, then for each run a line "== NAME" and
# one line per buffer, "NAME WORD...".  gpu-check.sh runs it first
# (where it fails it compares with h200.txt, what it wrote on an H200);
# by hand on a GPU machine: bash tests/gpu/device-run.sh.  Exit status 0
# when every run ran; else 1, the reason on stderr.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
file=${1:-${OUT:?usage: device-run.sh FILE, or OUT set}/gpu.txt}
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
${CC:-cc} -std=c11 -O2 -Wall -Wextra -o "$bin/cuda_launch" \
	"$here/cuda_launch.c" -ldl
{
	echo "# tests/gpu/device-run.sh, $(date -u +%Y-%m-%d)"
	gpu=$(nvidia-smi --query-gpu=name,driver_version,compute_cap \
		--format=csv,noheader 2>/dev/null | head -n 1) || gpu=
	echo "# GPU (name, driver, compute capability): ${gpu:-unknown, no nvidia-smi}"
	runs=0
	while read -r name ptx kernel grid block params; do
		case $name in '#'* | '') continue ;; esac
		echo "== $name"
		# shellcheck disable=SC2086 # the PARAMs are words
		if ! "$bin/cuda_launch" "$here/$ptx.ptx" "$kernel" "$grid" "$block" \
			$params; then
			echo "device-run: $name: cuda_launch failed" >&2
			exit 1
		fi
		runs=$((runs + 1))
	done < "$here/runs.txt"
	echo "# $runs runs"
} > "$file"
echo "device-run: $(tail -n 1 "$file" | cut -c3-) written to $file"
