#!/usr/bin/env bash
# bench/modules.sh - converge against opt 22 on real modules of many small
# functions and on a corpus of many small files, side by side in one run.
#
# Inputs (made once into build/bench/, then cached):
#   clc-amdgcn  libclc-22's amdgcn-amd-amdhsa.bc through llvm-dis (50 MB,
#               12,449 definitions), triple amdgcn-amd-amdhsa
#   clc-nvptx   libclc-22's nvptx64--nvidiacl.bc through llvm-dis (25 MB,
#               9,768 definitions), triple nvptx64-nvidia-cuda
#   files       BENCH_FILES (1000) files of one AMDGPU function each, the
#               functions of `tests/gen/unigen.py --seed 11 --functions
#               BENCH_FILES --target amdgcn`, each with the declarations it
#               needs; opt -passes=verify must accept every file
#
# Pairs (standard output and error to /dev/null):
#   verify      opt -passes=verify -disable-output FILE
#               converge verify FILE
#   uniformity  opt -mtriple=T -passes='require<uniformity>' -disable-output FILE
#               converge uniformity --format=summary --mtriple=T FILE
#   files: loop a shell loop over the files, one process per file:
#               opt -passes=verify -disable-output F    against
#               converge verify --llvm-compat F
#   files: one  the same loop of opt against one converge process for all
#               the files: converge verify --llvm-compat F1 ... FN
#   (--llvm-compat: unigen's unreachable cycles use tokens in ways the
#   specification forbids and LLVM 22 accepts; docs/DIFFERENCES.md)
#
# Method: a warm-up run of each command, then BENCH_RUNS (5) rounds, opt
# first in odd rounds and converge first in even ones, each run timed by
# bench/timeit.c (wall time fork to wait4, peak resident memory); medians
# and the ratios opt/converge.  Before the rounds, the answers of converge
# with one thread (CONVERGE_THREADS=1) and with its default threads must
# be the same (the summaries' bytes, verify's exit codes).  Timing is never
# asserted.  Writes build/bench/modules.md.  Skipped, loudly, without
# opt 22, llvm-dis 22 or libclc-22.
set -euo pipefail

cd "$(dirname "$0")/.."
runs=${BENCH_RUNS:-5}
nfiles=${BENCH_FILES:-1000}
llvm_bin=${LLVM_BIN:-/usr/lib/llvm-22/bin}
opt=$llvm_bin/opt
converge=${CONVERGE:-build/converge}
clc=${LIBCLC_DIR:-/usr/lib/clc}
out=build/bench
mkdir -p "$out"
tmp=$out/modules.$$
trap 'rm -rf "$tmp".*' EXIT

for tool in "$opt" "$llvm_bin/llvm-dis"; do
	if [ ! -x "$tool" ]; then
		echo "bench: SKIPPED: $tool not found (LLVM 22 is needed)" >&2
		exit 0
	fi
done
if [ ! -f "$clc/amdgcn-amd-amdhsa.bc" ] || [ ! -f "$clc/nvptx64--nvidiacl.bc" ]; then
	echo "bench: SKIPPED: libclc-22 is not installed ($clc)" >&2
	exit 0
fi
timeit=$out/timeit
if [ ! -x "$timeit" ] || [ bench/timeit.c -nt "$timeit" ]; then
	${CC:-cc} -std=c11 -O2 -Wall -Wextra -o "$timeit" bench/timeit.c
fi

# --- inputs
for t in amdgcn-amd-amdhsa:clc-amdgcn nvptx64--nvidiacl:clc-nvptx; do
	f=$out/${t#*:}.ll
	if [ ! -s "$f" ]; then
		echo "bench: llvm-dis $clc/${t%%:*}.bc" >&2
		"$llvm_bin/llvm-dis" "$clc/${t%%:*}.bc" -o "$f.tmp"
		mv -f "$f.tmp" "$f"
	fi
done
fdir=$out/files-$nfiles
if [ ! -s "$fdir/list" ]; then
	echo "bench: making $nfiles files in $fdir" >&2
	rm -rf "$fdir"
	mkdir -p "$fdir"
	python3 tests/gen/unigen.py --seed 11 --functions "$nfiles" \
		--target amdgcn > "$tmp.gen.ll"
	# one file per definition, with every line outside the definitions
	# (declarations, attributes): the functions call no other definition
	awk -v dir="$fdir" '
		/^define / { body = 1; n++; text = $0 "\n"; next }
		body { text = text $0 "\n"; if ($0 == "}") { fn[n] = text; body = 0 }; next }
		{ common = common $0 "\n" }
		END {
			for (i = 1; i <= n; i++) {
				f = sprintf("%s/k%04d.ll", dir, i)
				printf "%s%s", fn[i], common > f
				close(f)
				print f > (dir "/list.tmp")
			}
		}' "$tmp.gen.ll"
	while read -r f; do
		if ! "$opt" -passes=verify -disable-output "$f" 2> "$tmp.err"; then
			echo "bench: opt rejects $f:" >&2
			head -n 3 "$tmp.err" >&2
			exit 1
		fi
	done < "$fdir/list.tmp"
	mv -f "$fdir/list.tmp" "$fdir/list"
fi
mapfile -t files < "$fdir/list"
printf '%s\n' 'set -e' 'while read -r f; do "$@" "$f"; done < "$LIST"' > "$tmp.loop.sh"

# --- the answers with one thread and two must be the same
same() {
	local a b
	a=$(CONVERGE_THREADS=1 "$@" 2>&1; echo "exit $?")
	b=$("$@" 2>&1; echo "exit $?")
	if [ "$a" != "$b" ]; then
		echo "bench: one thread and two differ: $*" >&2
		exit 1
	fi
}
for x in amdgcn-amd-amdhsa:clc-amdgcn nvptx64-nvidia-cuda:clc-nvptx; do
	same "$converge" verify "$out/${x#*:}.ll"
	same "$converge" uniformity --format=summary --mtriple="${x%%:*}" "$out/${x#*:}.ll"
done
same "$converge" verify --llvm-compat "${files[@]}"
echo "bench: one thread and two give the same answers" >&2

# --- the pairs: label, opt command, converge command (argument vectors
# joined by \x1f)
us=$'\x1f'
labels=() opts=() cvs=()
pair() {
	labels+=("$1")
	opts+=("$2")
	cvs+=("$3")
}
j() { local IFS=$us; echo "$*"; }
for x in amdgcn-amd-amdhsa:clc-amdgcn nvptx64-nvidia-cuda:clc-nvptx; do
	f=$out/${x#*:}.ll
	pair "${x#*:} verify" "$(j "$opt" -passes=verify -disable-output "$f")" \
		"$(j "$converge" verify "$f")"
	pair "${x#*:} uniformity" \
		"$(j "$opt" -mtriple="${x%%:*}" '-passes=require<uniformity>' -disable-output "$f")" \
		"$(j "$converge" uniformity --format=summary --mtriple="${x%%:*}" "$f")"
done
oloop=$(j env LIST="$fdir/list" bash "$tmp.loop.sh" "$opt" -passes=verify -disable-output)
pair "$nfiles files: a process each" "$oloop" \
	"$(j env LIST="$fdir/list" bash "$tmp.loop.sh" "$converge" verify --llvm-compat)"
# the same opt loop: its runs are the pair above's
pair "$nfiles files: one converge" "=" \
	"$(j "$converge" verify --llvm-compat "${files[@]}")"

# run ARGV-JOINED LOG: one timed run, appended to LOG
run() {
	local -a argv
	IFS=$us read -r -a argv <<< "$1"
	"$timeit" "$tmp.time" 0 "${argv[@]}" > /dev/null 2>&1 || {
		echo "bench: failed: ${argv[*]}" >&2
		exit 1
	}
	cat "$tmp.time" >> "$2"
}
n=${#labels[@]}
for ((i = 0; i < n; i++)); do
	echo "bench: warm-up: ${labels[$i]}" >&2
	[ "${opts[$i]}" = "=" ] || run "${opts[$i]}" /dev/null
	run "${cvs[$i]}" /dev/null
	: > "$tmp.o$i"
	: > "$tmp.c$i"
done
for ((r = 1; r <= runs; r++)); do
	echo "bench: round $r of $runs" >&2
	for ((i = 0; i < n; i++)); do
		if [ "${opts[$i]}" = "=" ]; then
			run "${cvs[$i]}" "$tmp.c$i"
			cp "$tmp.o$((i - 1))" "$tmp.o$i"
		elif ((r % 2)); then
			run "${opts[$i]}" "$tmp.o$i"
			run "${cvs[$i]}" "$tmp.c$i"
		else
			run "${cvs[$i]}" "$tmp.c$i"
			run "${opts[$i]}" "$tmp.o$i"
		fi
	done
done

median() {
	cut -d' ' -f"$1" "$2" | sort -n |
		awk '{v[NR]=$1} END{if (NR%2) print v[(NR+1)/2]; else print (v[NR/2]+v[NR/2+1])/2}'
}
{
	echo "| pair | opt (s) | converge (s) | time opt/converge | opt peak (MiB) | converge peak (MiB) | memory opt/converge |"
	echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"
	for ((i = 0; i < n; i++)); do
		awk -v l="${labels[$i]}" -v ot="$(median 1 "$tmp.o$i")" \
			-v ct="$(median 1 "$tmp.c$i")" -v om="$(median 2 "$tmp.o$i")" \
			-v cm="$(median 2 "$tmp.c$i")" 'BEGIN{
			printf "| %s | %.3f | %.3f | %.2fx | %.1f | %.1f | %.2fx |\n",
				l, ot, ct, ot / ct, om / 1024, cm / 1024, om / cm }'
	done
	echo
	echo "Medians of $runs alternating rounds, $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg) at the end."
} | tee "$out/modules.md"
