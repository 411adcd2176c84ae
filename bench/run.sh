#!/usr/bin/env bash
# bench/run.sh - converge's reader and printer against opt on a large module.
#
# Input: build/bench/stress-SIZE-SEED.ll from `llvm-stress -size 200000
# -seed 7` (generated once, then cached).  Commands, run alternately RUNS
# times each (default 5):
#   opt -passes=verify -disable-output FILE     (LLVM 22: parse + verify)
#   converge parse FILE                         (parse only)
#   converge print FILE -o /dev/null            (parse + print)
# Wall time is measured around each run (nanosecond clock); peak RSS comes
# from /usr/bin/time -f '%e %M'.  Prints a markdown table of medians, also
# written to build/bench/results.md.  A converge command that fails (not
# implemented yet, say) shows n/a.
#
# Environment: CONVERGE (binary, default build/converge), BENCH_RUNS,
# BENCH_SIZE, BENCH_SEED, LLVM_BIN (default /usr/lib/llvm-22/bin).
set -euo pipefail

cd "$(dirname "$0")/.."
runs=${BENCH_RUNS:-5}
size=${BENCH_SIZE:-200000}
seed=${BENCH_SEED:-7}
llvm_bin=${LLVM_BIN:-/usr/lib/llvm-22/bin}
opt=$llvm_bin/opt
converge=${CONVERGE:-build/converge}
out=build/bench
file=$out/stress-$size-$seed.ll

# /usr/bin/time (package time) and LLVM 22.
bash scripts/deps.sh bench >&2
if [ ! -x "$converge" ]; then
	echo "bench: $converge not found; run make first" >&2
	exit 2
fi
mkdir -p "$out"
if [ ! -s "$file" ]; then
	echo "bench: generating $file" >&2
	"$llvm_bin/llvm-stress" -size "$size" -seed "$seed" -o "$file.tmp"
	mv -f "$file.tmp" "$file"
fi
bytes=$(stat -c %s "$file")

names=("opt verify" "converge parse" "converge print")
cmds=(
	"$opt -passes=verify -disable-output $file"
	"$converge parse $file"
	"$converge print $file -o /dev/null"
)

tmp=$out/tmp.$$
trap 'rm -f "$tmp".*' EXIT

# measure INDEX: run command INDEX once; append "seconds kib" to its log.
measure() {
	local t0 t1 rc
	t0=$(date +%s%N)
	rc=0
	# shellcheck disable=SC2086
	/usr/bin/time -f '%e %M' -o "$tmp.time" ${cmds[$1]} > /dev/null 2> "$tmp.err" || rc=$?
	t1=$(date +%s%N)
	if [ $rc -ne 0 ]; then
		return $rc
	fi
	printf '%s %s\n' "$(awk -v a="$t0" -v b="$t1" 'BEGIN{printf "%.4f", (b-a)/1e9}')" \
		"$(awk 'END{print $2}' "$tmp.time")" >> "$tmp.log$1"
}

# A command that fails once is reported n/a and not run again.
declare -a usable
for i in "${!cmds[@]}"; do
	: > "$tmp.log$i"
	if measure "$i"; then
		usable[$i]=1
		: > "$tmp.log$i" # the first run only warms the cache
	else
		usable[$i]=0
		echo "bench: '${cmds[$i]}' failed: $(head -n1 "$tmp.err")" >&2
	fi
done

for r in $(seq 1 "$runs"); do
	for i in "${!cmds[@]}"; do
		[ "${usable[$i]}" = 1 ] || continue
		measure "$i" || { echo "bench: '${cmds[$i]}' failed in run $r" >&2; exit 1; }
	done
done

# median COLUMN LOGFILE
median() {
	cut -d' ' -f"$1" "$2" | sort -n |
		awk '{v[NR]=$1} END{ if (NR%2) print v[(NR+1)/2]; else print (v[NR/2]+v[NR/2+1])/2 }'
}

for i in "${!cmds[@]}"; do
	if [ "${usable[$i]}" = 1 ]; then
		sec[$i]=$(median 1 "$tmp.log$i")
		kib[$i]=$(median 2 "$tmp.log$i")
	else
		sec[$i]=
		kib[$i]=
	fi
done

fmt() { awk -v x="$1" "BEGIN{printf \"$2\", x}"; }

{
	echo "## bench: $(basename "$file") ($(awk -v b="$bytes" 'BEGIN{printf "%.1f", b/1048576}') MiB), median of $runs runs"
	echo
	echo "$($opt --version | grep -m1 -i 'llvm version' | sed 's/^ *//'); $(nproc) cores; $(date -u +%Y-%m-%d)"
	echo
	echo "| command | wall (s) | peak RSS (MiB) | MB/s | opt/this time | opt/this memory |"
	echo "| --- | ---: | ---: | ---: | ---: | ---: |"
	for i in "${!cmds[@]}"; do
		if [ -z "${sec[$i]}" ]; then
			echo "| \`${names[$i]}\` | n/a | n/a | n/a | n/a | n/a |"
			continue
		fi
		s=${sec[$i]}
		k=${kib[$i]}
		mbs=$(awk -v b="$bytes" -v s="$s" 'BEGIN{ if (s > 0) printf "%.1f", b/1e6/s; else print "inf" }')
		if [ -n "${sec[0]}" ]; then
			rt=$(awk -v o="${sec[0]}" -v s="$s" 'BEGIN{ if (s > 0) printf "%.2fx", o/s; else print "inf" }')
			rm=$(awk -v o="${kib[0]}" -v k="$k" 'BEGIN{ if (k > 0) printf "%.2fx", o/k; else print "inf" }')
		else
			rt=n/a
			rm=n/a
		fi
		echo "| \`${names[$i]}\` | $(fmt "$s" '%.3f') | $(awk -v k="$k" 'BEGIN{printf "%.1f", k/1024}') | $mbs | $rt | $rm |"
	done
} | tee "$out/results.md"
