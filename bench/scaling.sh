#!/usr/bin/env bash
# bench/scaling.sh - how the analyses scale with the size of the CFG: time
# per block of `converge cycles --format=summary` and of `converge
# uniformity --format=summary` on generated CFGs of 1k, 10k, 100k and 1M
# blocks, with opt's `require<cycles>` and `require<uniformity>` side by
# side.  (bench/run.sh compares the commands on two large modules.)
#
# Inputs (generated once into build/bench/, then cached):
#   cycles-N.ll      `tests/gen/cfggen.py --shape bench --blocks N --seed 1`:
#                    one function, a chain of chunks of 8-64 blocks with
#                    loops, irreducible cycles, switches and early exits;
#   uniformity-N.ll  the same CFG made an NVPTX kernel by
#                    bench/tid-kernel.awk: the entry reads the thread id and
#                    a third of the branches depend on it (the others on
#                    uniform arguments), so join blocks and cycle exits
#                    become divergent.  tests/gen/unigen.py has no bench
#                    shape and computes dominators by testing every pair of
#                    blocks (100 s for 16k blocks), so it cannot make these.
#
# cycles: for each size, each command runs RUNS times (more for small sizes)
# and the median wall time is kept:
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
#
# uniformity: the same measurements on uniformity-N.ll with
#   converge uniformity --format=summary --mtriple=nvptx64-nvidia-cuda FILE
#   opt -mtriple=nvptx64-nvidia-cuda -passes='require<uniformity>' ...
# against `converge parse` and `opt -passes=no-op-module` (same triple).
#
# opt's CycleInfo is quadratic on some CFGs (it rescans its block map for
# every child cycle it nests), and so is its uniformity analysis, which
# builds on it: opt runs once when a run takes more than 30 s, and gives up
# after BENCH_OPT_TIMEOUT seconds (default 900).  Timing is never asserted.
# Prints markdown tables, also written to build/bench/scaling.md.
#
# Environment: CONVERGE (default build/converge), BENCH_SIZES (default
# "1000 10000 100000 1000000"), BENCH_RUNS (default 3), BENCH_OPT_TIMEOUT,
# BENCH_SCALING (the analyses, default "cycles uniformity"), LLVM_BIN
# (default /usr/lib/llvm-22/bin).
set -euo pipefail

cd "$(dirname "$0")/.."
sizes=${BENCH_SIZES:-"1000 10000 100000 1000000"}
runs=${BENCH_RUNS:-3}
opt_timeout=${BENCH_OPT_TIMEOUT:-900}
analyses=${BENCH_SCALING:-"cycles uniformity"}
llvm_bin=${LLVM_BIN:-/usr/lib/llvm-22/bin}
opt=$llvm_bin/opt
converge=${CONVERGE:-build/converge}
out=build/bench
triple=nvptx64-nvidia-cuda

for a in $analyses; do
	case $a in
	cycles | uniformity) ;;
	*)
		echo "scaling: BENCH_SCALING: unknown analysis '$a' (cycles, uniformity)" >&2
		exit 2
		;;
	esac
done
if [ ! -x "$converge" ]; then
	echo "scaling: $converge not found; run make first" >&2
	exit 2
fi
have_opt=1
if [ ! -x "$opt" ]; then
	echo "scaling: $opt not found: opt columns left empty" >&2
	have_opt=0
fi
mkdir -p "$out"
tmp=$out/scaling.$$
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
	local n=$1 t
	shift
	: > "$tmp.runs"
	for _ in $(seq 1 "$n"); do
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
	awk -v s="$1" -v b="$2" 'BEGIN{ if (s == "fail" || s == "" || s == "n/a") print "n/a"; else printf "%.0f\n", s*1e9/b }'
}

# diff_or_na A B: A - B, or n/a when either failed or the difference is not
# positive (`converge parse` runs the IR verifier, with its dominator tree,
# so it can take as long as `converge cycles --format=summary`).
diff_or_na() {
	awk -v a="$1" -v b="$2" 'BEGIN{ if (a == "fail" || b == "fail" || a == "n/a" || b == "n/a") print "n/a"; else { d = a - b; if (d <= 0) print "n/a"; else printf "%.6f", d } }'
}

# ratio A B: A/B as "12x", or "n/a".
ratio() {
	awk -v a="$1" -v b="$2" 'BEGIN{ if (a == "n/a" || a == "fail" || b == "n/a" || b == "fail") print "n/a"; else if (b <= 0) print "inf"; else printf "%.0fx", a/b }'
}

# spread FILE TEXT: "TEXT: lo to hi ns per block across sizes (max/min r)".
spread() {
	{ grep -v '^n/a$' "$1" || true; } | sort -n |
		awk -v t="$2" 'NR==1{lo=$1} {hi=$1} END{ if (lo > 0) printf "%s: %d to %d ns per block across sizes (max/min %.2f)\n", t, lo, hi, hi/lo }'
}

# cycles_file N: generate build/bench/cycles-N.ll if needed; prints its path.
cycles_file() {
	local f=$out/cycles-$1.ll
	if [ ! -s "$f" ]; then
		echo "scaling: generating $f" >&2
		python3 tests/gen/cfggen.py --seed 1 --shape bench --blocks "$1" -o "$f.tmp"
		mv -f "$f.tmp" "$f"
	fi
	echo "$f"
}

# uniformity_file N: the kernel made from cycles-N.ll; prints its path.
uniformity_file() {
	local c f=$out/uniformity-$1.ll
	c=$(cycles_file "$1")
	if [ ! -s "$f" ] || [ "$c" -nt "$f" ] || [ bench/tid-kernel.awk -nt "$f" ]; then
		echo "scaling: generating $f" >&2
		awk -f bench/tid-kernel.awk "$c" > "$f.tmp"
		mv -f "$f.tmp" "$f"
	fi
	echo "$f"
}

# field NAME SUMMARY: the value of NAME=... in a summary line.
field() {
	echo "$2" | sed -n "s/.* $1=\([0-9]*\).*/\1/p"
}

# runs_for N: small inputs finish in a millisecond: more runs steady the median
runs_for() {
	if [ "$1" -le 10000 ]; then echo $((runs * 5)); else echo "$runs"; fi
}

cycles_section() {
	local bench_bin=$out/cycles_bench fixed n f summary blocks cycles irreducible r
	local cv_parse cv_cycles opt_base opt_cycles inproc ip_cycles ip_dom ip_post
	local cv_analysis marginal opt_analysis optshow
	local -a rows=()
	if [ ! -x "$bench_bin" ] || [ bench/cycles_bench.c -nt "$bench_bin" ] ||
		[ bench/read_file.h -nt "$bench_bin" ] ||
		[ build/libconverge.a -nt "$bench_bin" ]; then
		${CC:-cc} -std=c11 -O2 -Iinclude -o "$bench_bin" bench/cycles_bench.c \
			build/libconverge.a -lm
	fi
	printf 'define void @f() {\n  ret void\n}\n' > "$tmp.tiny.ll"
	fixed=$(median $((runs * 5)) "$converge" cycles --format=summary "$tmp.tiny.ll")
	: > "$tmp.spread"
	: > "$tmp.marginal"
	: > "$tmp.cold"
	for n in $sizes; do
		f=$(cycles_file "$n")
		summary=$("$converge" cycles --format=summary "$f" | tail -n 1)
		blocks=$(field blocks "$summary")
		cycles=$(field cycles "$summary")
		irreducible=$(field irreducible "$summary")
		r=$(runs_for "$n")
		echo "scaling: cycles, $n blocks, $r runs" >&2
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
		per_block "$cv_analysis" "$blocks" >> "$tmp.cold"
		opt_analysis=$(diff_or_na "$opt_cycles" "$opt_base")
		optshow=$opt_cycles
		[ "$opt_cycles" = fail ] && optshow=">${opt_timeout}"
		rows+=("| $blocks | $cycles ($irreducible irr.) | $cv_cycles | $marginal | $(per_block "$cv_analysis" "$blocks") | $ip_cycles | $ip_dom | $ip_post | $optshow | $(per_block "$opt_cycles" "$blocks") | $(per_block "$opt_analysis" "$blocks") | $(ratio "$opt_analysis" "$cv_analysis") |")
	done

	echo "## cycles: \`converge cycles --format=summary\` vs \`opt -passes='require<cycles>'\`"
	echo
	echo "Inputs: build/bench/cycles-N.ll (\`tests/gen/cfggen.py --seed 1 --shape bench --blocks N\`).  Whole runs: median wall time, reading the file included.  marginal: (run - run on a one-block function, $fixed s) / blocks.  analysis: (run - run that reads: converge parse, which verifies too, opt no-op-module) / blocks, n/a when not positive.  in-process: bench/cycles_bench.c, median ns per block of one computation on warm memory."
	echo
	echo "| blocks | cycles | converge run (s) | marginal ns/block | analysis ns/block | in-process cycles ns/block | in-process dom | in-process postdom | opt run (s) | ns/block | analysis ns/block | analysis speed-up |"
	echo "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
	printf '%s\n' "${rows[@]}"
	echo
	spread "$tmp.marginal" "converge cycles --format=summary, marginal"
	echo
	spread "$tmp.cold" "cycle forest alone, whole runs (fresh memory)"
	echo
	sort -n "$tmp.spread" | awk 'NR==1{lo=$1} {hi=$1} END{ if (lo > 0) printf "cycle forest alone, in-process (warm memory): %.1f to %.1f ns per block across sizes (max/min %.2f)\n", lo, hi, hi/lo }'
	echo
}

uniformity_section() {
	local fixed n f summary blocks branches divergent r
	local cv_parse cv_uni opt_base opt_uni cv_analysis marginal opt_analysis optshow
	local -a rows=()
	printf 'define ptx_kernel void @f() {\n  ret void\n}\n' > "$tmp.tinyk.ll"
	fixed=$(median $((runs * 5)) "$converge" uniformity --format=summary "--mtriple=$triple" "$tmp.tinyk.ll")
	: > "$tmp.umarginal"
	: > "$tmp.ucold"
	: > "$tmp.uopt"
	for n in $sizes; do
		f=$(uniformity_file "$n")
		blocks=$(field blocks "$("$converge" cycles --format=summary "$f" | tail -n 1)")
		summary=$("$converge" uniformity --format=summary "--mtriple=$triple" "$f" | tail -n 1)
		branches=$(field branches "$summary")
		divergent=$(field divergent-branches "$summary")
		r=$(runs_for "$n")
		echo "scaling: uniformity, $n blocks, $r runs" >&2
		cv_parse=$(median "$r" "$converge" parse "$f")
		cv_uni=$(median "$r" "$converge" uniformity --format=summary "--mtriple=$triple" "$f")
		if [ $have_opt = 1 ]; then
			opt_base=$(median "$r" "$opt" "-mtriple=$triple" -passes=no-op-module -disable-output "$f")
			opt_uni=$(median "$r" timeout "$opt_timeout" "$opt" "-mtriple=$triple" -passes='require<uniformity>' -disable-output "$f")
		else
			opt_base=n/a
			opt_uni=n/a
		fi
		cv_analysis=$(diff_or_na "$cv_uni" "$cv_parse")
		marginal=$(per_block "$(diff_or_na "$cv_uni" "$fixed")" "$blocks")
		echo "$marginal" >> "$tmp.umarginal"
		per_block "$cv_analysis" "$blocks" >> "$tmp.ucold"
		opt_analysis=$(diff_or_na "$opt_uni" "$opt_base")
		per_block "$opt_uni" "$blocks" >> "$tmp.uopt"
		optshow=$opt_uni
		[ "$opt_uni" = fail ] && optshow=">${opt_timeout}"
		rows+=("| $blocks | $divergent of $branches | $cv_uni | $marginal | $(per_block "$cv_analysis" "$blocks") | $optshow | $(per_block "$opt_uni" "$blocks") | $(per_block "$opt_analysis" "$blocks") | $(ratio "$opt_uni" "$cv_uni") | $(ratio "$opt_analysis" "$cv_analysis") |")
	done

	echo "## uniformity ($triple): \`converge uniformity --format=summary\` vs \`opt -passes='require<uniformity>'\`"
	echo
	echo "Inputs: build/bench/uniformity-N.ll (cycles-N.ll through bench/tid-kernel.awk: an NVPTX kernel, a third of the branches on the thread id).  Whole runs: median wall time, reading the file included.  marginal: (run - run on an empty kernel, $fixed s) / blocks.  analysis: (run - run that reads: converge parse, which verifies too, opt no-op-module) / blocks, n/a when not positive."
	echo
	echo "| blocks | divergent branches | converge run (s) | marginal ns/block | analysis ns/block | opt run (s) | ns/block | analysis ns/block | run opt/converge | analysis speed-up |"
	echo "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
	printf '%s\n' "${rows[@]}"
	echo
	spread "$tmp.umarginal" "converge uniformity --format=summary, marginal"
	echo
	spread "$tmp.ucold" "uniformity alone, whole runs (fresh memory)"
	echo
	spread "$tmp.uopt" "opt require<uniformity>, whole runs"
	echo
}

{
	echo "# scaling: analyses from $(echo "$sizes" | awk '{print $1}') to $(echo "$sizes" | awk '{print $NF}') blocks"
	echo
	cpu=$(lscpu 2> /dev/null | sed -n 's/^Model name: *//p' | head -n 1)
	line="${cpu:-unknown CPU}, $(nproc) cores"
	if [ $have_opt = 1 ]; then
		line="$line; $("$opt" --version | grep -m1 -i 'llvm version' | sed 's/^ *//')"
	fi
	echo "$line; $(date -u +%Y-%m-%d); median of $runs runs ($((runs * 5)) up to 10k blocks)"
	echo
	for a in $analyses; do
		"${a}_section"
	done
} | tee "$out/scaling.md"
