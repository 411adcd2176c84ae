#!/usr/bin/env bash
# builder-check.sh BUILDER_CHECK [FUNCTIONS] - cv_builder against the
# reader (make builder-check; a tier of make check): FUNCTIONS (default
# 600) functions of tests/gen/unigen.py, AMDGPU and NVPTX, every shape
# (structured, irreducible, random; with and without convergence tokens),
# each described again through cv_builder from the public API and
# analysed both ways (tests/builder/builder_check.c): the divergence of
# every value and branch, joins, cycles and the convergence rules' verdict
# must agree.  Fails if they differ or if fewer than FUNCTIONS are compared.
set -euo pipefail
bin=${1:?usage: builder-check.sh BUILDER_CHECK [FUNCTIONS]}
want=${2:-600}
repo=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/converge-builder.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
per=100
files=()
seed=1
while [ $(( (seed - 1) * per )) -lt $((want + want / 10)) ]; do
	target=amdgcn
	[ $((seed % 3)) -eq 0 ] && target=nvptx
	python3 "$repo/tests/gen/unigen.py" --seed "$seed" --functions "$per" \
		--target "$target" -o "$tmp/u$seed.ll"
	files+=("$tmp/u$seed.ll")
	seed=$((seed + 1))
done
out=$("$bin" "${files[@]}") || { echo "$out"; exit 1; }
echo "$out"
compared=$(printf '%s\n' "$out" | sed -n 's/^builder-check: \([0-9]*\) functions.*/\1/p')
if [ "${compared:-0}" -lt "$want" ]; then
	echo "builder-check: FAIL: only $compared functions compared (want $want)" >&2
	exit 1
fi
