#!/usr/bin/env bash
# noconvergent-compare.sh [-v] [CONVERGE_BINARY] - `converge noconvergent`
# against opt 22's function-attrs, and its soundness, on generated call
# graphs.
#
# Inputs: NC_MODULES (default 300) modules from tests/gen/cggen.py
# (deterministic by seed; 15-40 functions each: components of mutual
# recursion, convergent and plain declarations, intrinsics, indirect
# calls, call-site `convergent`, convergence tokens, weak, linkonce_odr,
# internal and optnone definitions), and two deep call graphs of
# NC_CHAIN (default 100000) functions, a chain and a ring.  For each
# module:
#   - converge's output must pass `opt -passes=verify` and `converge
#     verify`;
#   - tests/gen/nccheck.py: no definition or call loses `convergent`
#     while a convergent operation is reachable from it (a reachability
#     walk of its own), nothing gains it, and every definition opt's
#     function-attrs un-marks converge un-marks too;
#   - on every fifth module, nccheck.py --mutate strips `convergent` from
#     a definition that needs it: the check must fail (it can catch an
#     unsound removal).
# The chain must keep every `convergent`, the ring must lose every one.
#
# Prints failures, then the totals: definitions marked convergent, how
# many converge and opt un-mark, calls changed, and
#   noconvergent-compare: N passed, M failed
# Exits 1 if anything failed; with opt 22 absent it says SKIPPED loudly
# and exits 0.
set -uo pipefail
. "$(dirname "$0")/common.sh" noconvergent-compare "$@"

modules=${NC_MODULES:-300}
chain=${NC_CHAIN:-100000}
work=$repo/build/noconvergent-compare
rm -rf "$work"
mkdir -p "$work/gen"
python3 tests/gen/cggen.py --seed 23 --functions 40 --count "$modules" \
	--out "$work/gen" || exit 2

pass=0 fail=0 mutants=0 killed=0
before=0 ours=0 theirs=0 calls=0
for f in "$work"/gen/cg-*.ll; do
	b=${f%.ll}
	ok=1
	"$opt" -S "$f" -o "$b.in" 2> "$b.err" || { echo "opt cannot read $f"; ok=0; }
	"$opt" -passes=function-attrs -S "$f" -o "$b.opt" 2>> "$b.err" || ok=0
	if ! timeout 60 "$converge" noconvergent "$f" -o "$b.out" 2>> "$b.err"; then
		echo "$f: converge noconvergent failed"; cat "$b.err"; ok=0
	elif ! "$opt" -passes=verify -disable-output "$b.out" 2>> "$b.err"; then
		echo "$f: opt rejects converge's output"; ok=0
	elif ! "$converge" verify "$b.out" > "$b.verify" 2>&1; then
		echo "$f: converge verify rejects the output"; ok=0
	elif ! line=$(python3 tests/gen/nccheck.py "$b.in" "$b.out" "$b.opt"); then
		echo "$line"; ok=0
	else
		set -- $(echo "$line" | sed -E 's/.*: ([0-9]+) definitions marked convergent, converge un-marks ([0-9]+) \(([0-9]+) calls\), opt ([0-9]+).*/\1 \2 \3 \4/')
		before=$((before + $1)) ours=$((ours + $2)) calls=$((calls + $3))
		theirs=$((theirs + $4))
		[ $verbose = 1 ] && echo "$line"
	fi
	n=${b##*-}
	if [ $ok = 1 ] && [ $((n % 5)) = 0 ]; then
		m=$(python3 tests/gen/nccheck.py "$b.in" "$b.out" --mutate)
		rc=$?
		case $m in
		*"nothing to mutate"*) ;;
		*) mutants=$((mutants + 1))
		   if [ $rc = 0 ]; then
			echo "$f: the checker misses a stripped convergent: $m"; ok=0
		   else
			killed=$((killed + 1))
		   fi ;;
		esac
	fi
	if [ $ok = 1 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
done

# deep graphs: no native stack limit, linear time
for kind in chain ring; do
	python3 tests/gen/cggen.py --chain "$chain" $([ $kind = ring ] && echo --ring) \
		> "$work/$kind.ll"
	if ! timeout 120 "$converge" noconvergent "$work/$kind.ll" -o "$work/$kind.out"; then
		echo "$kind of $chain: converge noconvergent failed"; fail=$((fail + 1))
		continue
	fi
	left=$(grep -c '^define .* #' "$work/$kind.out")
	want=$([ $kind = chain ] && echo "$chain" || echo 0)
	if [ "$left" != "$want" ]; then
		echo "$kind of $chain: $left definitions keep convergent, expected $want"
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
done

echo "noconvergent-compare: $before definitions marked convergent; converge un-marks $ours, opt function-attrs $theirs; $calls calls lose convergent or their bundle; checker mutants: $killed of $mutants caught"
[ "$killed" = "$mutants" ] || fail=$((fail + 1))
echo "noconvergent-compare: $pass passed, $fail failed"
[ "$fail" = 0 ]
