#!/usr/bin/env bash
# bench/run.sh - converge against opt 22, side by side, on two large modules.
#
# Inputs (generated once into build/bench/, then cached):
#   stress  `llvm-stress -size 200000 -seed 7` (14.4 MiB): one huge function
#           of random scalar and vector code, no target, no tokens;
#   unigen  `tests/gen/unigen.py --seed 7 --functions 1600 --blocks 40
#           --target amdgcn` (10.9 MiB): 1600 AMDGPU kernels (1115) and
#           functions with thread-id sources, 69k blocks, 13k cycles in loop
#           nests up to 14 deep (1.8k irreducible), switches, phis,
#           convergent calls, readfirstlane and ballot; 493 functions carry
#           convergence control tokens (907 anchors, 2973 loop hearts, 9.3k
#           convergencectrl bundles).  opt -passes=verify must accept it
#           before it is cached.
#
# Pairs, FILE being the input and TRIPLE nvptx64-nvidia-cuda for stress,
# amdgcn-amd-amdhsa for unigen:
#   verify      opt -passes=verify -disable-output FILE
#               converge verify FILE  (unigen: verify --llvm-compat, since
#               its unreachable cycles use tokens in ways the specification
#               forbids and LLVM 22 accepts; docs/DIFFERENCES.md)
#   cycles      opt -passes='require<cycles>' -disable-output FILE
#               converge cycles --format=summary FILE
#   uniformity  opt -mtriple=TRIPLE -passes='require<uniformity>' -disable-output FILE
#               converge uniformity --format=summary --mtriple=TRIPLE FILE
#   listing     opt -mtriple=TRIPLE -passes='print<uniformity>' -disable-output FILE
#               converge uniformity --format=llvm --mtriple=TRIPLE FILE
#               (opt prints to stderr, which goes to /dev/null here; opt is
#               stopped after BENCH_LISTING_TIMEOUT seconds, run only once
#               then, and reported as "> N s (stopped)")
#   parse       opt -disable-verify -disable-auto-upgrade-debug-info
#                   -passes=no-op-module -disable-output FILE  (reading only)
#               converge parse FILE
#   print       opt -S FILE -o /dev/null
#               converge print FILE -o /dev/null
# Standard output of every command goes to /dev/null.
#
# Method: each command runs once to warm the page cache (and to find out
# whether it works: a command that fails shows n/a); then BENCH_RUNS rounds
# (default 5), each running every pair, opt and converge alternately (opt
# first in odd rounds, converge first in even ones).  A command whose warm-up
# run takes more than 30 s is not run again: that run is its only sample,
# marked "(1 run)".  Each run is timed by bench/timeit.c (built here): wall
# time from its fork to its wait4 (monotonic clock), peak RSS from wait4's
# rusage, the same for both tools, without the process starts of `date`
# and /usr/bin/time around it (a few ms a run); the table gives the medians,
# the ratios opt/converge (above 1: converge is faster or smaller) and the
# input's megabytes (10^6 bytes) per second of the converge command.  Timing
# is never asserted.  Prints one markdown table per input, also written to
# build/bench/results.md.  The scaling with CFG size is bench/scaling.sh.
#
# Environment:
#   BENCH_RUNS              rounds (default 5)
#   BENCH_ONLY              words selecting inputs (stress unigen) and pairs
#                           (verify cycles uniformity listing parse print);
#                           e.g. BENCH_ONLY="unigen cycles listing".  No
#                           input named: all inputs; no pair named: all pairs
#   BENCH_LISTING_TIMEOUT   seconds before opt's listing is stopped (120)
#   BENCH_SIZE, BENCH_SEED  llvm-stress -size and -seed (200000, 7)
#   BENCH_UNIGEN_FUNCTIONS, BENCH_UNIGEN_BLOCKS, BENCH_UNIGEN_SEED,
#   BENCH_UNIGEN_TARGET     unigen.py's --functions, --blocks, --seed and
#                           --target (1600, 40, 7, amdgcn)
#   LLVM_BIN                LLVM 22's bin directory (/usr/lib/llvm-22/bin)
#   CONVERGE                the binary (build/converge)
set -euo pipefail

cd "$(dirname "$0")/.."
runs=${BENCH_RUNS:-5}
only=${BENCH_ONLY:-}
listing_timeout=${BENCH_LISTING_TIMEOUT:-120}
size=${BENCH_SIZE:-200000}
seed=${BENCH_SEED:-7}
ug_functions=${BENCH_UNIGEN_FUNCTIONS:-1600}
ug_blocks=${BENCH_UNIGEN_BLOCKS:-40}
ug_seed=${BENCH_UNIGEN_SEED:-7}
ug_target=${BENCH_UNIGEN_TARGET:-amdgcn}
llvm_bin=${LLVM_BIN:-/usr/lib/llvm-22/bin}
opt=$llvm_bin/opt
converge=${CONVERGE:-build/converge}
out=build/bench
long=30 # seconds: a warm-up run longer than this is the only run

all_inputs="stress unigen"
all_pairs="verify cycles uniformity listing parse print"

# --- options
sel_inputs=
sel_pairs=
for w in ${only//,/ }; do
	case " $all_inputs " in *" $w "*) sel_inputs="$sel_inputs $w"; continue ;; esac
	case " $all_pairs " in *" $w "*) sel_pairs="$sel_pairs $w"; continue ;; esac
	echo "bench: BENCH_ONLY: unknown word '$w' (inputs: $all_inputs; pairs: $all_pairs)" >&2
	exit 2
done
[ -n "$sel_inputs" ] || sel_inputs=$all_inputs
[ -n "$sel_pairs" ] || sel_pairs=$all_pairs
case $ug_target in
amdgcn) ug_triple=amdgcn-amd-amdhsa ;;
nvptx) ug_triple=nvptx64-nvidia-cuda ;;
*)
	echo "bench: BENCH_UNIGEN_TARGET must be amdgcn or nvptx" >&2
	exit 2
	;;
esac
if ! [ "$runs" -ge 1 ] 2>/dev/null; then
	echo "bench: BENCH_RUNS must be a positive integer" >&2
	exit 2
fi

# LLVM 22 and a C compiler.
bash scripts/deps.sh bench >&2
if [ ! -x "$converge" ]; then
	echo "bench: $converge not found; run make first" >&2
	exit 2
fi
if [ ! -x "$opt" ]; then
	echo "bench: $opt not found (LLVM_BIN=$llvm_bin)" >&2
	exit 2
fi
mkdir -p "$out"
tmp=$out/tmp.$$
trap 'rm -f "$tmp".*' EXIT
# the timer of every run (bench/timeit.c)
timeit=$out/timeit
if [ ! -x "$timeit" ] || [ bench/timeit.c -nt "$timeit" ]; then
	${CC:-cc} -std=c11 -O2 -Wall -Wextra -o "$timeit" bench/timeit.c
fi

# --- inputs

# input_file NAME: generate the input if it is not cached; prints its path.
input_file() {
	local f
	case $1 in
	stress)
		f=$out/stress-$size-$seed.ll
		if [ ! -s "$f" ]; then
			echo "bench: generating $f" >&2
			"$llvm_bin/llvm-stress" -size "$size" -seed "$seed" -o "$f.tmp"
			mv -f "$f.tmp" "$f"
		fi
		;;
	unigen)
		f=$out/unigen-$ug_target-$ug_functions-$ug_blocks-$ug_seed.ll
		if [ ! -s "$f" ]; then
			echo "bench: generating $f" >&2
			python3 tests/gen/unigen.py --seed "$ug_seed" \
				--functions "$ug_functions" --blocks "$ug_blocks" \
				--target "$ug_target" > "$f.tmp"
			if ! "$opt" -passes=verify -disable-output "$f.tmp" 2> "$tmp.err"; then
				echo "bench: opt rejects the generated $f.tmp:" >&2
				head -n 5 "$tmp.err" >&2
				exit 1
			fi
			mv -f "$f.tmp" "$f"
		fi
		;;
	esac
	echo "$f"
}

# describe NAME FILE: one line on the input.
describe() {
	local bytes summary gen tokens
	bytes=$(stat -c %s "$2")
	summary=$("$converge" cycles --format=summary "$2" 2> /dev/null | tail -n 1) || summary=
	case $1 in
	stress) gen="\`llvm-stress -size $size -seed $seed\`" ;;
	unigen)
		gen="\`tests/gen/unigen.py --seed $ug_seed --functions $ug_functions --blocks $ug_blocks --target $ug_target\`"
		tokens=$(grep -c 'convergence\.\(anchor\|entry\|loop\)()' "$2" || true)
		gen="$gen, $tokens convergence tokens"
		;;
	esac
	printf '%s, %s MiB, %s lines' "$gen" \
		"$(awk -v b="$bytes" 'BEGIN{printf "%.1f", b/1048576}')" \
		"$(wc -l < "$2")"
	if [ -n "$summary" ]; then
		printf '; %s' "$(echo "$summary" | sed 's/^total //; s/=/ /g' |
			awk '{printf "%s %s, %s blocks, %s cycles (%s irreducible, depth %s)", $2, $1, $4, $8, $10, $12}')"
	fi
	echo
}

# --- commands: argument vectors joined by \x1f, per id
us=$'\x1f'
declare -a cmd_argv cmd_err cmd_limit cmd_state
ncmd=0

# add [-t SECONDS] [-e] ARG...: register a command; its id in $last.
# -t: stop it after SECONDS; -e: its stderr is its output (to /dev/null).
add() {
	local limit='' err=0 joined
	while :; do
		case $1 in
		-t) limit=$2; shift 2 ;;
		-e) err=1; shift ;;
		*) break ;;
		esac
	done
	joined=$(printf "%s$us" "$@")
	cmd_argv[ncmd]=${joined%"$us"}
	cmd_err[ncmd]=$err
	cmd_limit[ncmd]=$limit
	cmd_state[ncmd]=ok
	: > "$tmp.log$ncmd"
	last=$ncmd
	ncmd=$((ncmd + 1))
}

# show ID: the command line, arguments with < or > in single quotes.
show() {
	local -a argv
	local a line=''
	IFS=$us read -r -a argv <<< "${cmd_argv[$1]}"
	for a in "${argv[@]}"; do
		case $a in *[\<\>]*) a="'$a'" ;; esac
		line="$line${line:+ }$a"
	done
	echo "$line"
}

# run_once ID: one run; sets run_sec, run_kib; returns the exit status.
run_once() {
	local -a argv
	local errto=$tmp.err t0 t1 rc=0
	IFS=$us read -r -a argv <<< "${cmd_argv[$1]}"
	[ "${cmd_err[$1]}" = 1 ] && errto=/dev/null
	: > "$tmp.err"
	"$timeit" "$tmp.time" "${cmd_limit[$1]:-0}" "${argv[@]}" \
		> /dev/null 2> "$errto" || rc=$?
	run_sec=$(awk 'END{print $1}' "$tmp.time")
	run_kib=$(awk 'END{print $2}' "$tmp.time")
	return $rc
}

# warm ID: the warm-up run, which decides the command's state:
# ok, once (one long run, kept), stopped (timed out) or failed.
warm() {
	local rc=0
	echo "bench: warm-up: $(show "$1")" >&2
	run_once "$1" || rc=$?
	if [ $rc -eq 0 ]; then
		if awk -v t="$run_sec" -v l="$long" 'BEGIN{exit !(t > l)}'; then
			cmd_state[$1]=once
			echo "$run_sec $run_kib" >> "$tmp.log$1"
		fi
	elif [ $rc -eq 124 ] && [ -n "${cmd_limit[$1]}" ]; then
		cmd_state[$1]=stopped
		echo "bench: stopped after ${cmd_limit[$1]} s: $(show "$1")" >&2
	else
		cmd_state[$1]=failed
		echo "bench: failed (exit $rc): $(show "$1"): $(head -n 1 "$tmp.err")" >&2
	fi
}

# measure ID ROUND: a timed run of a working command.
measure() {
	local rc=0
	[ "${cmd_state[$1]}" = ok ] || return 0
	run_once "$1" || rc=$?
	if [ $rc -ne 0 ]; then
		cmd_state[$1]=failed
		echo "bench: failed (exit $rc) in round $2: $(show "$1"): $(head -n 1 "$tmp.err")" >&2
		return 0
	fi
	echo "$run_sec $run_kib" >> "$tmp.log$1"
}

# median COLUMN ID
median() {
	cut -d' ' -f"$1" "$tmp.log$2" | sort -n |
		awk '{v[NR]=$1} END{ if (NR == 0) print ""; else if (NR%2) print v[(NR+1)/2]; else print (v[NR/2]+v[NR/2+1])/2 }'
}

# --- one input: its pairs, the runs, its table

# bench_input NAME: appends the input's section to $tmp.md
bench_input() {
	local name=$1 file triple verify_flags bytes p i r o c
	local -a pnames popt pcv plabel
	file=$(input_file "$name")
	bytes=$(stat -c %s "$file")
	verify_flags=()
	case $name in
	stress) triple=nvptx64-nvidia-cuda ;;
	unigen)
		triple=$ug_triple
		verify_flags=(--llvm-compat)
		;;
	esac
	for p in $all_pairs; do
		case " $sel_pairs " in *" $p "*) ;; *) continue ;; esac
		pnames+=("$p")
		case $p in
		verify)
			plabel+=("parse + verify")
			add "$opt" -passes=verify -disable-output "$file"
			popt+=("$last")
			add "$converge" verify "${verify_flags[@]}" "$file"
			pcv+=("$last")
			;;
		cycles)
			plabel+=("cycles")
			add "$opt" '-passes=require<cycles>' -disable-output "$file"
			popt+=("$last")
			add "$converge" cycles --format=summary "$file"
			pcv+=("$last")
			;;
		uniformity)
			plabel+=("uniformity (${triple%%-*})")
			add "$opt" "-mtriple=$triple" '-passes=require<uniformity>' -disable-output "$file"
			popt+=("$last")
			add "$converge" uniformity --format=summary "--mtriple=$triple" "$file"
			pcv+=("$last")
			;;
		listing)
			plabel+=("full listing (${triple%%-*})")
			add -t "$listing_timeout" -e "$opt" "-mtriple=$triple" \
				'-passes=print<uniformity>' -disable-output "$file"
			popt+=("$last")
			add "$converge" uniformity --format=llvm "--mtriple=$triple" "$file"
			pcv+=("$last")
			;;
		parse)
			plabel+=("parse only")
			add "$opt" -disable-verify -disable-auto-upgrade-debug-info \
				-passes=no-op-module -disable-output "$file"
			popt+=("$last")
			add "$converge" parse "$file"
			pcv+=("$last")
			;;
		print)
			plabel+=("parse + print")
			add "$opt" -S "$file" -o /dev/null
			popt+=("$last")
			add "$converge" print "$file" -o /dev/null
			pcv+=("$last")
			;;
		esac
	done

	for i in "${!pnames[@]}"; do
		warm "${popt[$i]}"
		warm "${pcv[$i]}"
	done
	for r in $(seq 1 "$runs"); do
		echo "bench: $name: round $r of $runs" >&2
		for i in "${!pnames[@]}"; do
			o=${popt[$i]}
			c=${pcv[$i]}
			if [ $((r % 2)) = 1 ]; then
				measure "$o" "$r"
				measure "$c" "$r"
			else
				measure "$c" "$r"
				measure "$o" "$r"
			fi
		done
	done

	{
		echo "## $name: $(basename "$file")"
		echo
		describe "$name" "$file"
		echo
		echo "| pair | opt median (s) | converge median (s) | time opt/converge | opt peak (MiB) | converge peak (MiB) | memory opt/converge | MB/s (converge) |"
		echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
		for i in "${!pnames[@]}"; do
			row "${plabel[$i]}" "${popt[$i]}" "${pcv[$i]}" "$bytes"
		done
		echo
		echo "Commands (FILE = $file):"
		echo
		for i in "${!pnames[@]}"; do
			echo "- ${pnames[$i]}: \`$(show "${popt[$i]}" | sed "s|$file|FILE|g")\` / \`$(show "${pcv[$i]}" | sed "s|$file|FILE|g")\`"
		done
		echo
	} >> "$tmp.md"
}

# row LABEL OPT_ID CV_ID BYTES: one line of the table.
row() {
	local os ok cs ck ocell ccell tr mr omib cmib mbs
	os=$(median 1 "$2")
	ok=$(median 2 "$2")
	cs=$(median 1 "$3")
	ck=$(median 2 "$3")
	case ${cmd_state[$2]} in
	stopped)
		os=
		ok=
		ocell="> ${cmd_limit[$2]} s (stopped)"
		;;
	failed)
		os=
		ok=
		ocell=n/a
		;;
	*) ocell=$(awk -v s="$os" 'BEGIN{printf "%.3f", s}') ;;
	esac
	[ "${cmd_state[$2]}" = once ] && ocell="$ocell (1 run)"
	if [ "${cmd_state[$3]}" = failed ] || [ -z "$cs" ]; then
		cs=
		ck=
		ccell=n/a
	else
		ccell=$(awk -v s="$cs" 'BEGIN{printf "%.3f", s}')
		[ "${cmd_state[$3]}" = once ] && ccell="$ccell (1 run)"
	fi
	tr=$(awk -v o="$os" -v c="$cs" -v stop="${cmd_state[$2]}" -v lim="${cmd_limit[$2]}" 'BEGIN{
		if (c == "" || c <= 0) print "n/a";
		else if (stop == "stopped") printf "> %.0fx", lim / c;
		else if (o == "") print "n/a";
		else printf "%.2fx", o / c }')
	mr=$(awk -v o="$ok" -v c="$ck" 'BEGIN{ if (o == "" || c == "" || c <= 0) print "n/a"; else printf "%.2fx", o / c }')
	omib=$(awk -v k="$ok" 'BEGIN{ if (k == "") print "n/a"; else printf "%.1f", k / 1024 }')
	cmib=$(awk -v k="$ck" 'BEGIN{ if (k == "") print "n/a"; else printf "%.1f", k / 1024 }')
	mbs=$(awk -v b="$4" -v s="$cs" 'BEGIN{ if (s == "" || s <= 0) print "n/a"; else printf "%.1f", b / 1e6 / s }')
	echo "| $1 | $ocell | $ccell | $tr | $omib | $cmib | $mr | $mbs |"
}

# --- the run
cpu=$(lscpu 2> /dev/null | sed -n 's/^Model name: *//p' | head -n 1)
mem=$(awk '/^MemTotal:/ {printf "%.1f GiB", $2/1048576}' /proc/meminfo 2> /dev/null || true)
{
	echo "# bench: opt and converge side by side, median of $runs runs"
	echo
	echo "${cpu:-unknown CPU}, $(nproc) cores, ${mem:-? GiB}; $("$opt" --version | grep -m1 -i 'llvm version' | sed 's/^ *//'); $("$converge" --version 2> /dev/null | head -n 1 || echo converge); $(date -u '+%Y-%m-%d %H:%M UTC'); load average at start $(cut -d' ' -f1-3 /proc/loadavg 2> /dev/null || echo n/a)"
	echo
	echo "Ratios are opt/converge: above 1, converge is faster or smaller. MB/s: input bytes / 10^6 per second of the converge command."
	echo
} > "$tmp.md"
for n in $all_inputs; do
	case " $sel_inputs " in *" $n "*) bench_input "$n" ;; esac
done
tee "$out/results.md" < "$tmp.md"
