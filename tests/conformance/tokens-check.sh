#!/usr/bin/env bash
# tokens-check.sh - `converge tokens` on generated token-less functions:
# every output is accepted by opt 22's verifier and by `converge verify`
# (no violation the input did not have), `opt -S` prints it back unchanged
# (a fixpoint, but for the ModuleID line, the anchor comments and the data
# layout opt gives a module with a triple and none), `converge check INPUT
# OUTPUT` agrees in every changed function, and the groups of every
# convergent operation under `converge run` are those of the input under
# LLVM's cycle hierarchy (tests/conformance/tokens-groups.py, stricter
# than check, which also accepts other hierarchies of the input).
#
#   tokens-check.sh CONVERGE N [BUDGET]
#
# N functions from each of five generators: tests/gen/soundgen.py on
# amdgcn, nvptx and spirv (loops with divergent exits, irreducible cycles,
# wave operations; the functions that already have tokens are left as
# they are) and tests/gen/unigen.py, irreducible and mixed shapes, on
# amdgcn.  --skip-unmodelled: a function whose irreducible cycle is
# entered by an indirectbr (unigen makes them) is left as it is, counted.  Modules of 50 functions, each seed its own.  The behaviour
# check runs on the output of --make-convergent (the kernels are not
# convergent: with an anchor for the entry token, a singleton split of the
# anchor is a behaviour the input cannot have, docs/tokens.md); the
# default output (anchors) is verified the same way.  BUDGET: launches per
# function for check (default 4).
#
# Only the functions `tokens` changed are checked.  The generators'
# external functions (@conv.i32, @ext) are modelled as `--extern NAME=tid`
# on both sides, so that launches reach their calls instead of stopping.
# A counterexample or a difference in the groups is a failure; those in
# functions where step 1 made an irreducible cycle reducible are counted
# apart.  Prints the counts: functions, changed, with step 1, blocks
# before and after step 1, hearts and bundles, check results (and how
# many functions had a convergent operation compared: a launch on which
# the input stops checks nothing), the groups' results.
set -uo pipefail

conv=${1:?usage: tokens-check.sh CONVERGE N [BUDGET]}
n=${2:-400}
budget=${3:-4}
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
opt=${OPT:-/usr/lib/llvm-22/bin/opt}
out=${TOKENS_CHECK_DIR:-$repo/build/tokens-check}
rm -rf "$out"
mkdir -p "$out"

per=$(( n < 50 ? n : 50 ))
fail=0
nmod=0
declare -A tot
for k in functions changed controlled irreducible before after guards \
	 splits hearts bundles unmodelled holds cx cx_step1 notrun compared \
	 glaunch gskip gdiff gdiff_step1 gfn gfn_step1 step1fns; do
	tot[$k]=0
done

# stats line of `tokens --stats` -> totals
add_stats() {
	local s=$1
	set -- $(echo "$s" | sed -E 's/[^0-9]+/ /g')
	# functions changed anchors made controlled irreducible before after
	# guards splits hearts bundles (the numbers in order; "step 1" gives 1)
	tot[functions]=$((tot[functions] + $1))
	tot[changed]=$((tot[changed] + $2))
	tot[controlled]=$((tot[controlled] + $5))
	tot[irreducible]=$((tot[irreducible] + $7))
	tot[before]=$((tot[before] + $8))
	tot[after]=$((tot[after] + $9))
	tot[guards]=$((tot[guards] + ${10}))
	tot[splits]=$((tot[splits] + ${11}))
	tot[hearts]=$((tot[hearts] + ${12}))
	tot[bundles]=$((tot[bundles] + ${13}))
	tot[unmodelled]=$((tot[unmodelled] + ${14}))
}

# the output is verified by opt and converge and is a fixpoint of opt -S
verify_out() {
	local in=$1 o=$2 base=$3
	if ! "$opt" -passes=verify -disable-output "$o" 2> "$base.opt.err"; then
		echo "FAIL $o: opt's verifier rejects it"; head -5 "$base.opt.err"
		return 1
	fi
	local vi vo
	vi=$("$conv" verify "$in" 2>/dev/null | tail -1 | grep -oE '^[^:]+: [0-9]+ violation' | grep -oE '[0-9]+ violation' || echo "0 violation")
	vo=$("$conv" verify "$o" 2>/dev/null | tail -1 | grep -oE '^[^:]+: [0-9]+ violation' | grep -oE '[0-9]+ violation' || echo "0 violation")
	if [ "$vi" != "$vo" ]; then
		echo "FAIL $o: converge verify: $vo, the input $vi"
		"$conv" verify "$o" | head -5
		return 1
	fi
	"$opt" -S "$o" -o "$base.opt.ll" 2>/dev/null
	if ! diff <(grep -v -e '^; ModuleID' -e '^; converge tokens:' "$o") \
		  <(grep -v -e '^; ModuleID' -e '^target datalayout' "$base.opt.ll") \
		  > "$base.fix.diff"; then
		echo "FAIL $o: opt -S prints it differently"; head -10 "$base.fix.diff"
		return 1
	fi
	return 0
}

run_module() {
	local gen=$1 seed=$2 base=$out/$3
	local in=$base.ll
	if [ "$gen" = soundgen ]; then
		python3 "$repo/tests/gen/soundgen.py" --seed "$seed" --functions "$per" \
			--target "$4" -o "$in" || return 1
	else
		python3 "$repo/tests/gen/unigen.py" --seed "$seed" --functions "$per" \
			--shape "$4" -o "$in" || return 1
	fi
	nmod=$((nmod + 1))
	# default: anchors where a function is not convergent
	if ! "$conv" tokens --skip-unmodelled "$in" -o "$base.anchor.ll" 2> "$base.err"; then
		echo "FAIL $in: converge tokens failed"; head -5 "$base.err"
		return 1
	fi
	verify_out "$in" "$base.anchor.ll" "$base.anchor" || return 1
	# --make-convergent: entry tokens, checked by execution
	if ! "$conv" tokens --skip-unmodelled --make-convergent --stats "$in" -o "$base.mc.ll" \
		2> "$base.stats"; then
		echo "FAIL $in: converge tokens --make-convergent failed"; head -5 "$base.stats"
		return 1
	fi
	add_stats "$(tail -1 "$base.stats")"
	verify_out "$in" "$base.mc.ll" "$base.mc" || return 1
	"$conv" tokens --skip-unmodelled --make-convergent --explain "$in" -o /dev/null \
		> "$base.explain" 2>/dev/null
	awk '/^@/{f=$0; sub(/:$/, "", f)} /step 1/{print f}' "$base.explain" |
		sort -u > "$base.step1"
	# the functions changed: check runs only them (an unchanged one is the
	# same on both sides)
	local fns=() f
	while read -r f; do
		fns+=(--function "${f%:}")
	done < <(grep -E '^@' "$base.explain")
	[ ${#fns[@]} -eq 0 ] && return 0
	"$conv" check --budget "$budget" "${ext[@]}" "${fns[@]}" "$in" "$base.mc.ll" \
		> "$base.check" 2>&1
	local h nr c s=
	h=$(grep -c ': holds on' "$base.check")
	nr=$(grep -c ': not run' "$base.check")
	c=$(grep ': holds on' "$base.check" | grep -vc ', 0 convergent operation instances compared')
	tot[holds]=$((tot[holds] + h))
	tot[notrun]=$((tot[notrun] + nr))
	tot[compared]=$((tot[compared] + c))
	while read -r f; do
		if grep -qxF "$f" "$base.step1"; then
			tot[cx_step1]=$((tot[cx_step1] + 1))
		else
			tot[cx]=$((tot[cx] + 1))
		fi
		echo "FAIL $in: $f: converge check finds a counterexample"
		grep -A6 "^$f: COUNTEREXAMPLE" "$base.check" | head -8
		cp "$in" "$out/keep-${in##*/}"
		s=1
	done < <(sed -n 's/^\(@.*\): COUNTEREXAMPLE$/\1/p' "$base.check")
	# the groups under LLVM's hierarchy, launch by launch
	python3 "$here/tokens-groups.py" "$conv" "$in" "$base.mc.ll" "${ext[@]}" \
		--compared "$base.gcompared" "${fns[@]}" > "$base.groups" 2>&1
	set -- $(tail -1 "$base.groups" | sed -E 's/[^0-9]+/ /g')
	if [ $# -ne 5 ]; then
		echo "FAIL $in: tokens-groups.py failed"; tail -3 "$base.groups"
		return 1
	fi
	tot[gfn]=$((tot[gfn] + $2))
	tot[glaunch]=$((tot[glaunch] + $3))
	tot[gskip]=$((tot[gskip] + $4))
	# the functions with step 1 that had a launch compared
	tot[step1fns]=$((tot[step1fns] + $(wc -l < "$base.step1")))
	while read -r f; do
		grep -qxF "$f" "$base.gcompared" 2> /dev/null &&
			tot[gfn_step1]=$((tot[gfn_step1] + 1))
	done < "$base.step1"
	while read -r f; do
		if grep -qxF "$f" "$base.step1"; then
			tot[gdiff_step1]=$((tot[gdiff_step1] + 1))
		else
			tot[gdiff]=$((tot[gdiff] + 1))
		fi
		echo "FAIL $in: $f: the groups differ from the input's"
		grep -A4 "^$f: differs" "$base.groups" | head -5
		s=1
	done < <(sed -n 's/^\(@.*\): differs: .*/\1/p' "$base.groups")
	[ -z "${s:-}" ]
}

ext=(--extern conv.i32=tid --extern ext=tid)
mods=$(( (n + per - 1) / per ))
for ((i = 0; i < mods; i++)); do
	for t in amdgcn nvptx spirv; do
		run_module soundgen $((1000 + i)) "sound-$t-$i" "$t" || fail=$((fail + 1))
	done
	for shape in irreducible mixed; do
		run_module unigen $((2000 + i)) "uni-$shape-$i" "$shape" || fail=$((fail + 1))
	done
done

echo "tokens-check: $nmod modules, ${tot[functions]} functions, ${tot[changed]} changed, ${tot[controlled]} already controlled, ${tot[unmodelled]} left as they are (a construct step 1 does not model)"
echo "tokens-check: step 1: ${tot[irreducible]} irreducible cycles made reducible, blocks ${tot[before]} -> ${tot[after]} (${tot[guards]} guards, ${tot[splits]} edge blocks); ${tot[hearts]} hearts, ${tot[bundles]} bundles"
echo "tokens-check: opt verify, converge verify and the opt -S fixpoint: $((nmod * 2 - fail)) of $((nmod * 2)) outputs"
echo "tokens-check: converge check (--budget $budget): ${tot[holds]} functions hold (${tot[compared]} with a convergent operation compared), ${tot[cx_step1]} counterexamples where step 1 changed irreducible cycles, ${tot[cx]} elsewhere, ${tot[notrun]} not run"
echo "tokens-check: groups under LLVM's hierarchy (tokens-groups.py): ${tot[glaunch]} launches compared, ${tot[gskip]} skipped (the input stops); ${tot[gfn]} functions with a launch compared (${tot[gfn_step1]} of the ${tot[step1fns]} where step 1 changed irreducible cycles); functions that differ: ${tot[gdiff_step1]} where step 1 changed irreducible cycles, ${tot[gdiff]} elsewhere"
if [ "$fail" -ne 0 ]; then
	echo "tokens-check: $fail modules FAILED (files in $out)"
	exit 1
fi
echo "tokens-check: ok"
