#!/usr/bin/env bash
# noconvergent-bench.sh - `converge noconvergent` against opt 22's
# function-attrs (the LLVM pass that removes `convergent`) on libclc, the
# Debian package libclc-22: its largest module (amdgcn-amd-amdhsa, 50 MB
# of text) and the NVPTX one, the module with the most convergent
# functions.  Each is disassembled with llvm-dis, then per round:
#   opt -passes=function-attrs -S IN -o OUT
#   converge noconvergent IN -o OUT
#   opt -S IN -o OUT             (opt's reading and printing alone)
# alternating which runs first.  Prints the medians of wall and CPU time
# (user + system: on a shared host the CPU time is the figure), the
# ratios opt/converge, and the counts: definitions marked convergent, how
# many each tool un-marks (tests/gen/nccheck.py, which also checks that
# converge's removals are sound).
#
# Then chains and rings of 50,000 to 200,000 functions (tests/gen/cggen.py):
# the CPU time against the number of functions.
#
#   noconvergent-bench.sh CONVERGE [RUNS]      (default 3 runs)
set -euo pipefail
converge=$(cd "$(dirname "${1:?usage: noconvergent-bench.sh CONVERGE [RUNS]}")" && pwd)/$(basename "$1")
runs=${2:-3}
here=$(cd "$(dirname "$0")" && pwd)
llvm_bin=${LLVM_BIN:-/usr/lib/llvm-22/bin}
opt=$llvm_bin/opt
clc=${LIBCLC:-/usr/lib/clc}
work=${WORK:-$here/../build/bench/noconvergent}
mkdir -p "$work"
for need in "$opt" "$llvm_bin/llvm-dis" "$clc/amdgcn-amd-amdhsa.bc"; do
	if [ ! -e "$need" ]; then
		echo "noconvergent-bench: SKIPPED: $need not found (llvm-22, libclc-22)" >&2
		exit 0
	fi
done

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
TIMEFORMAT='%R %U %S'
timed() { # FILE CMD...: appends "wall cpu" of one run
	local file=$1 t
	shift
	t=$( { time "$@" > /dev/null 2>&1; } 2>&1 )
	echo "$t" | awk '{ printf "%s %.3f\n", $1, $2 + $3 }' >> "$file"
}

echo "| module | MB | opt function-attrs wall / CPU (s) | converge noconvergent wall / CPU (s) | CPU opt/converge | opt -S alone CPU (s) | marked convergent | opt un-marks | converge un-marks |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
for m in amdgcn-amd-amdhsa nvptx64--nvidiacl; do
	in=$work/$m.ll
	[ -s "$in" ] || "$llvm_bin/llvm-dis" "$clc/$m.bc" -o "$in"
	: > "$work/opt.t"; : > "$work/cv.t"; : > "$work/print.t"
	for r in $(seq "$runs"); do
		if [ $((r % 2)) = 1 ]; then
			timed "$work/opt.t" "$opt" -passes=function-attrs -S "$in" -o "$work/$m.opt.ll"
			timed "$work/cv.t" "$converge" noconvergent "$in" -o "$work/$m.cv.ll"
		else
			timed "$work/cv.t" "$converge" noconvergent "$in" -o "$work/$m.cv.ll"
			timed "$work/opt.t" "$opt" -passes=function-attrs -S "$in" -o "$work/$m.opt.ll"
		fi
		timed "$work/print.t" "$opt" -S "$in" -o "$work/$m.in.ll"
	done
	ow=$(cut -d' ' -f1 "$work/opt.t" | median); oc=$(cut -d' ' -f2 "$work/opt.t" | median)
	cw=$(cut -d' ' -f1 "$work/cv.t" | median); cc=$(cut -d' ' -f2 "$work/cv.t" | median)
	pc=$(cut -d' ' -f2 "$work/print.t" | median)
	counts=$(python3 "$here/../tests/gen/nccheck.py" "$work/$m.in.ll" "$work/$m.cv.ll" "$work/$m.opt.ll") || {
		echo "noconvergent-bench: nccheck failed on $m:" >&2
		echo "$counts" >&2
		exit 1
	}
	set -- $(echo "$counts" | sed -E 's/.*: ([0-9]+) definitions marked convergent, converge un-marks ([0-9]+) \(([0-9]+) calls\), opt ([0-9]+).*/\1 \2 \4/')
	mb=$(awk -v b="$(stat -c %s "$in")" 'BEGIN { printf "%.1f", b / 1e6 }')
	ratio=$(awk -v a="$oc" -v b="$cc" 'BEGIN { printf "%.1fx", a / (b > 0 ? b : 0.001) }')
	echo "| $m | $mb | $ow / $oc | $cw / $cc | $ratio | $pc | $1 | $3 | $2 |"
done

# linear in the module: a chain of N calls ending at a barrier (every
# definition keeps convergent) and a ring of N (every one loses it),
# tests/gen/cggen.py; CPU medians as above
echo
echo "| call graph | functions | MB | opt function-attrs CPU (s) | converge noconvergent CPU (s) | converge per 100k functions (s) |"
echo "| --- | ---: | ---: | ---: | ---: | ---: |"
for kind in chain ring; do
	for n in 50000 100000 200000; do
		in=$work/$kind-$n.ll
		python3 "$here/../tests/gen/cggen.py" --chain "$n" $([ $kind = ring ] && echo --ring) > "$in"
		: > "$work/opt.t"; : > "$work/cv.t"
		for r in $(seq "$runs"); do
			if [ $((r % 2)) = 1 ]; then
				timed "$work/opt.t" "$opt" -passes=function-attrs -S "$in" -o "$work/$kind.opt.ll"
				timed "$work/cv.t" "$converge" noconvergent "$in" -o "$work/$kind.cv.ll"
			else
				timed "$work/cv.t" "$converge" noconvergent "$in" -o "$work/$kind.cv.ll"
				timed "$work/opt.t" "$opt" -passes=function-attrs -S "$in" -o "$work/$kind.opt.ll"
			fi
		done
		oc=$(cut -d' ' -f2 "$work/opt.t" | median); cc=$(cut -d' ' -f2 "$work/cv.t" | median)
		mb=$(awk -v b="$(stat -c %s "$in")" 'BEGIN { printf "%.1f", b / 1e6 }')
		per=$(awk -v c="$cc" -v n="$n" 'BEGIN { printf "%.3f", c * 100000 / n }')
		echo "| $kind | $n | $mb | $oc | $cc | $per |"
	done
done
