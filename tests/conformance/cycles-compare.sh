#!/usr/bin/env bash
# cycles-compare.sh [-v] [CONVERGE_BINARY] - the cycle forest, dominator
# and post-dominator trees against opt of LLVM 22, function by function.
#
# Inputs:
#   - modules from the generator tests/gen/cfggen.py (deterministic by
#     seed): 44 mixed modules of 50 functions (structured, irreducible and
#     random CFGs of 2-60 blocks) and 4 modules of 10 larger functions
#     (random 200 blocks, irreducible 300, structured 500 with named blocks,
#     random 30 with numbered blocks): 2,240 functions;
#   - every .ll under ../shared/llvm-tests/test (beside the repo) that opt
#     accepts.
# For each input and each of print<cycles>, print<domtree> and
# print<postdomtree>, opt's stderr is split into functions and compared
# byte for byte with `converge cycles --format=llvm` / `converge dom
# --format=llvm` / `converge dom --post --format=llvm`.  A function passes
# when its text is identical; a crash, a timeout (60 s) or a sanitizer
# report fails every function of the file.
#
# Prints one line per failing function (-v adds a diff), then
#   cycles-compare: N passed, M failed        (generated + corpus)
#   domtree-compare: N passed, M failed
#   postdomtree-compare: N passed, M failed
# Exits 1 if anything failed or fewer than 2,000 generated functions were
# compared; with opt 22 absent it says SKIPPED loudly and exits 0.
#
# opt's results are cached in build/cycles-compare/opt/, keyed by content.
# CONVERGE (environment) names the binary when no argument does; LLVM_BIN
# the LLVM 22 tools (default /usr/lib/llvm-22/bin).
set -uo pipefail

. "$(dirname "$0")/common.sh" cycles-compare "$@"
gen=tests/gen/cfggen.py
out=build/cycles-compare
mkdir -p "$out/opt" "$out/gen" "$out/tmp"
echo "cycles-compare: converge = $converge"

# --- the inputs: NAME|GENERATOR ARGUMENTS, or a corpus path
generated=()
for s in $(seq 1 44); do
	generated+=("mixed-$s|--seed $s --functions 50")
done
generated+=("random200|--seed 101 --functions 10 --shape random --blocks 200")
generated+=("irreducible300|--seed 102 --functions 10 --shape irreducible --blocks 300")
generated+=("structured500|--seed 103 --functions 10 --shape structured --blocks 500 --names named")
generated+=("numbered30|--seed 104 --functions 10 --shape random --blocks 30 --names numbered")

files=()
kinds=()
gen_stamp=$(md5sum < "$gen" | cut -c1-12)
# modules of an older generator are stale
find "$out/gen" -name '*.ll' ! -name "*-$gen_stamp.ll" -delete
for g in "${generated[@]}"; do
	name=${g%%|*}
	args=${g#*|}
	f=$out/gen/$name-$gen_stamp.ll
	if [ ! -s "$f" ]; then
		# shellcheck disable=SC2086
		python3 "$gen" $args -o "$f.tmp" && mv -f "$f.tmp" "$f" || {
			echo "cycles-compare: the generator failed: $args" >&2
			exit 2
		}
	fi
	files+=("$f")
	kinds+=(gen)
done
if [ -d "$corpus" ]; then
	while IFS= read -r f; do
		files+=("$f")
		kinds+=(corpus)
	done < <(find "$corpus" -name '*.ll' -type f | LC_ALL=C sort)
else
	loud "the LLVM corpus is absent ($repo/$corpus): generated inputs only"
fi
sample_inputs

# split FILE DIR: one file per function section of a print<...> output
# (each section starts with a line "... for function: NAME").
split_sections() {
	rm -rf "$2"
	mkdir -p "$2"
	awk -v dir="$2" '
		/^(CycleInfo|DominatorTree|PostDominatorTree) for function: / {
			n++; file = sprintf("%s/%06d", dir, n)
		}
		n { print > file }
	' "$1"
}

tmp=$out/tmp/$$
declare -A passed failed
analyses=(cycles domtree postdomtree)
for a in "${analyses[@]}"; do
	passed[$a]=0
	failed[$a]=0
done
gen_functions=0

for i in "${!files[@]}"; do
	f=${files[$i]}
	kind=${kinds[$i]}
	key=$( { echo "$opt"; cat "$f"; } | md5sum | cut -c1-32)
	cache=$out/opt/$key
	if [ ! -f "$cache.rc" ]; then
		rc=0
		for a in "${analyses[@]}"; do
			"$opt" -passes="print<$a>" -disable-output "$f" \
				> /dev/null 2> "$cache.$a" || rc=1
		done
		echo $rc > "$cache.rc"
	fi
	[ "$(cat "$cache.rc")" = 0 ] || continue # opt rejects it: not our test
	for a in "${analyses[@]}"; do
		case $a in
		cycles) cmd=(cycles --format=llvm) ;;
		domtree) cmd=(dom --format=llvm) ;;
		postdomtree) cmd=(dom --post --format=llvm) ;;
		esac
		timeout 60 "$converge" "${cmd[@]}" "$f" > "$tmp.out" 2> "$tmp.err"
		rc=$?
		nfun=$(grep -c -E '^(CycleInfo|DominatorTree|PostDominatorTree) for function: ' "$cache.$a")
		if [ "$a" = cycles ] && [ "$kind" = gen ]; then
			gen_functions=$((gen_functions + nfun))
		fi
		why=
		if [ $rc -eq 124 ]; then
			why="timed out after 60 s"
		elif [ $rc -ge 128 ]; then
			why="crashed (exit $rc)"
		elif grep -q -E 'ERROR: (Address|Leak|Undefined)Sanitizer|runtime error:' "$tmp.err"; then
			why="sanitizer report: $(grep -m1 -E 'ERROR: |runtime error:' "$tmp.err")"
		elif [ $rc -ne 0 ]; then
			why="converge exits $rc: $(grep -m1 . "$tmp.err")"
		fi
		if [ -n "$why" ]; then
			echo "FAIL: $f: $a: $why (all $nfun functions)"
			failed[$a]=$((failed[$a] + nfun))
			continue
		fi
		# the whole output equal: every function is (most files; the
		# split below only looks for the ones that differ)
		if cmp -s "$cache.$a" "$tmp.out"; then
			passed[$a]=$((passed[$a] + nfun))
			continue
		fi
		split_sections "$cache.$a" "$tmp.opt.d"
		split_sections "$tmp.out" "$tmp.cv.d"
		for s in "$tmp.opt.d"/*; do
			[ -e "$s" ] || continue
			c=$tmp.cv.d/$(basename "$s")
			if [ -f "$c" ] && cmp -s "$s" "$c"; then
				passed[$a]=$((passed[$a] + 1))
			else
				failed[$a]=$((failed[$a] + 1))
				echo "FAIL: $f: $a: $(head -n1 "$s")"
				if [ $verbose -eq 1 ]; then
					diff -u --label opt --label converge "$s" "${c:-/dev/null}" |
						head -n 40 | sed 's/^/    /'
				fi
			fi
		done
		# converge printed more functions than opt
		ncv=$(find "$tmp.cv.d" -type f | wc -l)
		if [ "$ncv" -gt "$nfun" ]; then
			echo "FAIL: $f: $a: converge prints $ncv functions, opt $nfun"
			failed[$a]=$((failed[$a] + ncv - nfun))
		fi
	done
done
rm -rf "$tmp".*

status=0
for a in "${analyses[@]}"; do
	[ "$a" = cycles ] || echo "$a-compare: ${passed[$a]} passed, ${failed[$a]} failed"
	[ "${failed[$a]}" -eq 0 ] || status=1
done
echo "cycles-compare: generated functions compared: $gen_functions"
min_gen=$((2000 / ${COMPARE_SAMPLE:-1}))
if [ "$gen_functions" -lt "$min_gen" ]; then
	loud "only $gen_functions generated functions compared (at least $min_gen expected)"
	status=1
fi
echo "cycles-compare: ${passed[cycles]} passed, ${failed[cycles]} failed"
exit $status
