#!/usr/bin/env bash
# tokens-bench.sh - `converge tokens` against opt 22 on libclc (Debian
# package libclc-22, disassembled with llvm-dis: amdgcn-amd-amdhsa, 50 MB,
# and nvptx64--nvidiacl, the module with the most functions to change),
# then on functions with 1,000 to 8,000 irreducible cycles in a chain
# (tests/lit/tokens/Inputs/irreducible-chain.py), where step 1 does all
# the work.  opt has no pass that infers tokens; the rows beside it:
#   opt -S IN                          reading and printing
#   opt -passes=function-attrs -S IN   the pass that removes `convergent`
#   opt -passes=fix-irreducible -S IN  LLVM's step 1 (the chain only)
#   converge print IN                  converge's reading and printing
#   converge tokens IN                 reads, changes, prints, reads the
#                                      text back and prints it
# Each RUNS times (default 3), alternating which tool runs first; medians
# of the CPU time (user + system: on a shared host the CPU time is the
# figure) and of the peak memory (/usr/bin/time).
#
#   tokens-bench.sh CONVERGE [RUNS]
set -euo pipefail
converge=$(cd "$(dirname "${1:?usage: tokens-bench.sh CONVERGE [RUNS]}")" && pwd)/$(basename "$1")
runs=${2:-3}
here=$(cd "$(dirname "$0")" && pwd)
llvm_bin=${LLVM_BIN:-/usr/lib/llvm-22/bin}
opt=$llvm_bin/opt
clc=${LIBCLC:-/usr/lib/clc}
work=${WORK:-$here/../build/bench/tokens}
mkdir -p "$work"
for need in "$opt" "$llvm_bin/llvm-dis" "$clc/amdgcn-amd-amdhsa.bc" /usr/bin/time; do
	if [ ! -e "$need" ]; then
		echo "tokens-bench: SKIPPED: $need not found (llvm-22, libclc-22, time)" >&2
		exit 0
	fi
done

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
timed() { # FILE CMD...: appends "cpu peak-MiB" of one run
	local file=$1
	shift
	/usr/bin/time -f '%U %S %M' -o "$work/t.one" "$@" > /dev/null 2>&1
	awk '{ printf "%.3f %.0f\n", $1 + $2, $3 / 1024 }' "$work/t.one" >> "$file"
}
cpu() { cut -d' ' -f1 "$1" | median; }
mem() { cut -d' ' -f2 "$1" | median; }

# rows: NAME:COMMAND pairs, run in turn, the order rotated each round
bench() { # IN ROW...
	local in=$1 r i n k
	shift
	local rows=("$@")
	n=${#rows[@]}
	for i in $(seq 0 $((n - 1))); do : > "$work/row$i.t"; done
	for r in $(seq "$runs"); do
		for k in $(seq 0 $((n - 1))); do
			i=$(( (k + r) % n ))
			eval "timed \"$work/row$i.t\" ${rows[$i]#*:}"
		done
	done
}

echo "libclc 22, medians of $runs runs: CPU seconds (user + system) / peak MiB"
echo
echo "| module | opt -S | opt function-attrs -S | converge print | converge tokens | CPU function-attrs / tokens | functions changed |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"
for m in amdgcn-amd-amdhsa nvptx64--nvidiacl; do
	in=$work/$m.ll
	[ -s "$in" ] || "$llvm_bin/llvm-dis" "$clc/$m.bc" -o "$in"
	bench "$in" \
		"opt:\"$opt\" -S \"$in\" -o /dev/null" \
		"fa:\"$opt\" -passes=function-attrs -S \"$in\" -o /dev/null" \
		"print:\"$converge\" print \"$in\" -o /dev/null" \
		"tokens:\"$converge\" tokens \"$in\" -o /dev/null"
	changed=$("$converge" tokens --stats "$in" -o /dev/null 2>&1 | tail -1 |
		sed -E 's/.* ([0-9]+) changed.*/\1/')
	ratio=$(awk -v a="$(cpu "$work/row1.t")" -v b="$(cpu "$work/row3.t")" \
		'BEGIN { printf "%.2fx", a / (b > 0 ? b : 0.001) }')
	mb=$(awk -v b="$(stat -c %s "$in")" 'BEGIN { printf "%.1f", b / 1e6 }')
	echo "| $m ($mb MB) | $(cpu "$work/row0.t") / $(mem "$work/row0.t") | $(cpu "$work/row1.t") / $(mem "$work/row1.t") | $(cpu "$work/row2.t") / $(mem "$work/row2.t") | $(cpu "$work/row3.t") / $(mem "$work/row3.t") | $ratio | $changed |"
done

echo
echo "Step 1 alone: one function, K irreducible cycles in a chain, each with a ballot"
echo
echo "| K | blocks | opt fix-irreducible -S | converge tokens | tokens per 1,000 cycles |"
echo "| ---: | ---: | ---: | ---: | ---: |"
for k in 1000 2000 4000 8000; do
	in=$work/chain-$k.ll
	python3 "$here/../tests/lit/tokens/Inputs/irreducible-chain.py" "$k" > "$in"
	bench "$in" \
		"fix:timeout 300 \"$opt\" -passes=fix-irreducible -S \"$in\" -o /dev/null" \
		"tokens:\"$converge\" tokens \"$in\" -o /dev/null"
	per=$(awk -v a="$(cpu "$work/row1.t")" -v k="$k" 'BEGIN { printf "%.3f", a * 1000 / k }')
	echo "| $k | $((3 * k + 2)) | $(cpu "$work/row0.t") / $(mem "$work/row0.t") | $(cpu "$work/row1.t") / $(mem "$work/row1.t") | $per |"
done
