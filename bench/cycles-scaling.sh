#!/usr/bin/env bash
# bench/cycles-scaling.sh - how the cycle forest scales: time per block of
# `converge cycles --format=summary` on generated CFGs of 1k, 10k, 100k and
# 1M blocks, with opt's `require<cycles>` side by side.
#
# Inputs: build/bench/cycles-N.ll from `tests/gen/cfggen.py --shape bench
# --blocks N --seed 1` (one function: a chain of chunks of 8-64 blocks with
# loops, irreducible cycles, switches and early exits; generated once, then
# cached).  For each size, each command runs RUNS times (more for small
# sizes) and the median wall time is kept:
#   converge parse FILE                         reading only
#   converge cycles --format=summary FILE       reading + cycle forest
#   opt -passes=no-op-module -disable-output    reading + verifying
#   opt -passes='require<cycles>' ...           the same + CycleInfo
# "analysis" is the difference of the two.  A run on a one-block function
# gives the fixed cost of a process (start-up, exit), which the "marginal"
# column subtracts before dividing by the number of blocks.
# bench/cycles_bench.c (built here against build/libconverge.a) also times
# the analyses in-process, on memory already touched: the cycle forest,
# the dominator and the post-dominator tree, each repeated for at least
# half a second, median nanoseconds per block.  The last lines give the
# spread (max/min) of the time per block across sizes.
# opt's CycleInfo is quadratic on some CFGs (it rescans its block map for
# every child cycle it nests), so opt runs once when a run takes more than
# 30 s, and gives up after BENCH_OPT_TIMEOUT seconds (default 900).
# Prints a markdown table, also written to build/bench/cycles-scaling.md.
#
# Environment: CONVERGE (default build/converge), BENCH_SIZES (default
# "1000 10000 100000 1000000"), BENCH_RUNS (default 3), BENCH_OPT_TIMEOUT,
# LLVM_BIN (default /usr/lib/llvm-22/bin).  Timing is never asserted.
set -euo pipefail

cd "$(dirname "$0")/.."
sizes=${BENCH_SIZES:-"1000 10000 100000 1000000"}
runs=${BENCH_RUNS:-3}
opt_timeout=${BENCH_OPT_TIMEOUT:-900}
llvm_bin=${LLVM_BIN:-/usr/lib/llvm-22/bin}
opt=$llvm_bin/opt
converge=${CONVERGE:-build/converge}
out=build/bench

if [ ! -x "$converge" ]; then
	echo "cycles-scaling: $converge not found; run make first" >&2
	exit 2
fi
have_opt=1
if [ ! -x "$opt" ]; then
	echo "cycles-scaling: $opt not found: opt columns left empty" >&2
	have_opt=0
fi
mkdir -p "$out"
bench_bin=$out/cycles_bench
if [ ! -x "$bench_bin" ] || [ bench/cycles_bench.c -nt "$bench_bin" ] ||
	[ build/libconverge.a -nt "$bench_bin" ]; then
	${CC:-cc} -std=c11 -O2 -Iinclude -o "$bench_bin" bench/cycles_bench.c \
		build/libconverge.a -lm
fi
tmp=$out/cycles-scaling.$$
trap 'rm -f "$tmp".*' EXIT

# seconds COMMAND...: wall time of one run, or "fail".
seconds() {
	local t0 t1
	t0=$(date +%s%N)
	if ! "$@" > /dev/null 2> "$tmp.err"; then
		echo fail
		return
	fi
	t1=$(date +%s%N)
	awk -v a="$t0" -v b="$t1" 'BEGIN{printf "%.6f\n", (b-a)/1e9}'
}

# median N COMMAND...: the median of N runs (one run if it takes > 30 s).
median() {
	local n=$1 i t
	shift
	: > "$tmp.runs"
	for i in $(seq 1 "$n"); do
		t=$(seconds "$@")
		if [ "$t" = fail ]; then
			echo fail
			return
		fi
		echo "$t" >> "$tmp.runs"
		if awk -v t="$t" 'BEGIN{exit !(t > 30)}'; then
			break
		fi
	done
	sort -n "$tmp.runs" | awk '{v[NR]=$1} END{ if (NR%2) print v[(NR+1)/2]; else print (v[NR/2]+v[NR/2+1])/2 }'
}

# per_block SECONDS BLOCKS: nanoseconds per block, or "n/a".
per_block() {
	awk -v s="$1" -v b="$2" 'BEGIN{ if (s == "fail" || s == "" || s == "n/a") print "n/a"; else printf "%.0f", s*1e9/b }'
}

diff_or_na() {
	awk -v a="$1" -v b="$2" 'BEGIN{ if (a == "fail" || b == "fail" || a == "n/a" || b == "n/a") print "n/a"; else { d = a - b; if (d < 0) d = 0; printf "%.6f", d } }'
}

rows=()
printf 'define void @f() {\n  ret void\n}\n' > "$tmp.tiny.ll"
fixed=$(median $((runs * 5)) "$converge" cycles --format=summary "$tmp.tiny.ll")
: > "$tmp.spread"
: > "$tmp.marginal"
: > "$tmp.cold"
for n in $sizes; do
	f=$out/cycles-$n.ll
	if [ ! -s "$f" ]; then
		echo "cycles-scaling: generating $f" >&2
		python3 tests/gen/cfggen.py --seed 1 --shape bench --blocks "$n" -o "$f.tmp"
		mv -f "$f.tmp" "$f"
	fi
	summary=$("$converge" cycles --format=summary "$f" | tail -n 1)
	blocks=$(echo "$summary" | sed -n 's/.* blocks=\([0-9]*\).*/\1/p')
	cycles=$(echo "$summary" | sed -n 's/.* cycles=\([0-9]*\).*/\1/p')
	irreducible=$(echo "$summary" | sed -n 's/.* irreducible=\([0-9]*\).*/\1/p')
	# small inputs finish in a millisecond: more runs steady the median
	r=$runs
	[ "$n" -le 10000 ] && r=$((runs * 5))
	echo "cycles-scaling: $n blocks, $r runs" >&2
	cv_parse=$(median "$r" "$converge" parse "$f")
	cv_cycles=$(median "$r" "$converge" cycles --format=summary "$f")
	if [ $have_opt = 1 ]; then
		opt_base=$(median "$r" "$opt" -passes=no-op-module -disable-output "$f")
		opt_cycles=$(median "$r" timeout "$opt_timeout" "$opt" -passes='require<cycles>' -disable-output "$f")
	else
		opt_base=n/a
		opt_cycles=n/a
	fi
	inproc=$("$bench_bin" "$f" 0.5)
	ip_cycles=$(echo "$inproc" | sed -n 's/.* cycles=\([0-9.]*\).*/\1/p')
	ip_dom=$(echo "$inproc" | sed -n 's/.* dom=\([0-9.]*\).*/\1/p')
	ip_post=$(echo "$inproc" | sed -n 's/.* postdom=\([0-9.]*\).*/\1/p')
	echo "$ip_cycles" >> "$tmp.spread"
	cv_analysis=$(diff_or_na "$cv_cycles" "$cv_parse")
	marginal=$(per_block "$(diff_or_na "$cv_cycles" "$fixed")" "$blocks")
	echo "$marginal" >> "$tmp.marginal"
	echo "$(per_block "$cv_analysis" "$blocks")" >> "$tmp.cold"
	opt_analysis=$(diff_or_na "$opt_cycles" "$opt_base")
	speedup=$(awk -v a="$opt_analysis" -v b="$cv_analysis" 'BEGIN{ if (a == "n/a" || b == "n/a") print "n/a"; else if (b <= 0) print "inf"; else printf "%.0fx", a/b }')
	optshow=$opt_cycles
	[ "$opt_cycles" = fail ] && optshow=">${opt_timeout}"
	rows+=("| $blocks | $cycles ($irreducible irr.) | $cv_cycles | $marginal | $(per_block "$cv_analysis" "$blocks") | $ip_cycles | $ip_dom | $ip_post | $optshow | $(per_block "$opt_cycles" "$blocks") | $(per_block "$opt_analysis" "$blocks") | $speedup |")
done

{
	echo "## cycles-scaling: \`converge cycles --format=summary\` vs \`opt -passes='require<cycles>'\`"
	echo
	if [ $have_opt = 1 ]; then
		echo "$("$opt" --version | grep -m1 -i 'llvm version' | sed 's/^ *//'); $(nproc) cores; $(date -u +%Y-%m-%d)"
	fi
	echo
	echo "Whole runs: median wall time, reading the file included.  marginal: (run - run on a one-block function, $fixed s) / blocks.  analysis: (run - run that only reads: converge parse, opt no-op-module) / blocks.  in-process: bench/cycles_bench.c, median ns per block of one computation on warm memory."
	echo
	echo "| blocks | cycles | converge run (s) | marginal ns/block | analysis ns/block | in-process cycles ns/block | in-process dom | in-process postdom | opt run (s) | ns/block | analysis ns/block | analysis speed-up |"
	echo "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
	for row in "${rows[@]}"; do
		echo "$row"
	done
	echo
	sort -n "$tmp.marginal" | awk 'NR==1{lo=$1} {hi=$1} END{ if (lo > 0) printf "converge cycles --format=summary, marginal: %d to %d ns per block across sizes (max/min %.2f)\n", lo, hi, hi/lo }'
	echo
	sort -n "$tmp.cold" | awk 'NR==1{lo=$1} {hi=$1} END{ if (lo > 0) printf "cycle forest alone, whole runs (fresh memory): %d to %d ns per block across sizes (max/min %.2f)\n", lo, hi, hi/lo }'
	echo
	sort -n "$tmp.spread" | awk 'NR==1{lo=$1} {hi=$1} END{ if (lo > 0) printf "cycle forest alone, in-process (warm memory): %.1f to %.1f ns per block across sizes (max/min %.2f)\n", lo, hi, hi/lo }'
} | tee "$out/cycles-scaling.md"
