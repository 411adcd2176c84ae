#!/usr/bin/env bash
# intrinsics.sh CONVERGE - an execution test for every intrinsic of the
# target tables (src/analysis/target.c): tests/gen/intrinsics.py reads the
# tables, writes one module per target (amdgcn, nvptx, spirv) with the
# functions that call each intrinsic, and the converge command lines; this
# script runs them (INTRINSICS_JOBS at a time, default 2) and the
# generator judges the outputs: the analysis's classification, the
# simulator's values against each intrinsic's definition, no
# --check-uniformity violation, a launch where a source differs between
# threads that ran it together, and an error (never a value) where the
# simulator does not model the intrinsic.  A table entry without a test
# fails.  The generated part of docs/intrinsics.md must be what
# `intrinsics.py doc` prints (the audit's table stays in step with the
# tests).  With opt of LLVM 22 installed every generated module must pass
# its verifier (the calls have valid signatures).
#
# Prints `intrinsics: N table entries (...), M modelled, K not modelled;
# C checks, F failed` and exits 1 if F > 0.  A few seconds.
set -uo pipefail

converge=${1:?usage: intrinsics.sh CONVERGE}
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
gen="$repo/tests/gen/intrinsics.py"
target_c="$repo/src/analysis/target.c"
decls="$repo/tests/gen/intrinsics_decls.tsv"
OPT=${OPT:-/usr/lib/llvm-22/bin/opt}
jobs=${INTRINSICS_JOBS:-2}

work=$(mktemp -d "${TMPDIR:-/tmp}/intrinsics.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/res"

status=0
python3 "$gen" plan "$target_c" "$decls" "$work" || status=1

if [ -x "$OPT" ]; then
	for m in "$work"/*.ll; do
		if ! "$OPT" -passes=verify -disable-output "$m" 2>"$work/opt.err"; then
			echo "intrinsics: FAIL: opt rejects $(basename "$m"):"
			head -5 "$work/opt.err"
			status=1
		fi
	done
else
	echo "intrinsics: note: $OPT is not installed; the signatures are not verified"
fi

# one converge command per line: ID, module, arguments; INTRINSICS_JOBS
# loops over every INTRINSICS_JOBS-th line
run_part() {
	local part=$1 i=0 id module args
	while IFS=$'\t' read -r id module args; do
		i=$((i + 1))
		[ $((i % jobs)) -eq "$part" ] || continue
		# shellcheck disable=SC2086
		"$converge" $args "$module" >"$work/res/$id.out" 2>"$work/res/$id.err"
		echo $? >"$work/res/$id.rc"
	done <"$work/runs.txt"
}
for ((p = 0; p < jobs; p++)); do
	run_part "$p" &
done
wait

python3 "$gen" check "$target_c" "$decls" "$work" || status=1

# the audit's table in docs/intrinsics.md
doc="$repo/docs/intrinsics.md"
python3 "$gen" doc "$target_c" "$decls" >"$work/doc.md"
sed -n '/^<!-- generated: begin -->$/,/^<!-- generated: end -->$/p' "$doc" |
	sed '1d;$d' >"$work/doc.have"
if ! cmp -s "$work/doc.md" "$work/doc.have"; then
	echo "intrinsics: FAIL: docs/intrinsics.md is not the table the tests give" \
		"(between the 'generated' markers: python3 tests/gen/intrinsics.py doc" \
		"src/analysis/target.c tests/gen/intrinsics_decls.tsv):"
	diff "$work/doc.have" "$work/doc.md" | head -20
	status=1
fi
exit $status
