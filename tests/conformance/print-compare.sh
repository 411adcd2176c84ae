#!/usr/bin/env bash
# print-compare.sh [-v] [CONVERGE_BINARY] - the reader and printer against
# `opt -S` of LLVM 22.
#
# Inputs: every .ll under ../shared/llvm-tests/test (beside the repo) and
# `llvm-stress -size 3000 -seed N` for N = 1..20 (build/conformance/), and
# tests/gen/labelgen.py's block labels across the printer's buffer flushes.
# For each file:
#   - opt rejects it with FILE:LINE:COL: error: ...  -> `converge print` must
#     exit 2 and its first `error:` line must name the same line;
#   - opt rejects it without a position (the IR verifier) -> converge must
#     exit 1 or 2;
#   - opt accepts it -> converge must exit 0, and the function bodies (from a
#     line starting with `define ` through the next line that is exactly `}`)
#     must be byte-identical.
# Then tests/gen/mdgen.py's modules (seeds 1..MD_SEEDS, default 300) of
# metadata graphs that exercise uniquing, compared whole: the printed
# module must be byte-identical to opt -S.
# A crash, a timeout (30 s) or a sanitizer report fails the file.
#
# Prints one line per failing file (-v adds the first 30 differing lines),
# then `print-compare: N passed, M failed`.  Exits 1 if N is below the count
# in tests/conformance/expected-pass-count, which only goes up.
#
# opt's results are cached in build/conformance/opt/, keyed by the file's
# path and mtime.  CONVERGE (environment) names the binary when no argument
# does; LLVM_BIN the LLVM 22 tools (default /usr/lib/llvm-22/bin).
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
cd "$repo" || exit 2

verbose=0
binary=
for arg in "$@"; do
	case $arg in
	-v) verbose=1 ;;
	-h|--help) sed -n '2,/^set /{/^set /d;s/^# \{0,1\}//;p}' "$0"; exit 0 ;;
	-*) echo "print-compare: unknown option $arg" >&2; exit 2 ;;
	*) binary=$arg ;;
	esac
done
converge=${binary:-${CONVERGE:-$repo/build/converge}}
llvm_bin=${LLVM_BIN:-/usr/lib/llvm-22/bin}
opt=$llvm_bin/opt
stress=$llvm_bin/llvm-stress
expected_file=tests/conformance/expected-pass-count
# With a sanitizer build every report aborts: counted as a crash.
export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:abort_on_error=1}
out=build/conformance
corpus=../shared/llvm-tests/test

loud() {
	echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
	echo "!! print-compare: $*"
	echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
}

if [ ! -x "$converge" ]; then
	echo "print-compare: converge binary not found: $converge (run make)" >&2
	exit 2
fi
if [ ! -x "$opt" ]; then
	echo "print-compare: $opt not found (install llvm-22: scripts/deps.sh)" >&2
	exit 2
fi
mkdir -p "$out/opt" "$out/tmp"
echo "print-compare: converge = $converge"

files=()
if [ -d "$corpus" ]; then
	mapfile -t files < <(find "$corpus" -name '*.ll' -type f | LC_ALL=C sort)
else
	loud "SKIPPED the LLVM corpus: $repo/$corpus is absent"
fi
# the project's own corpus of every construct (tests/corpus)
if [ -d tests/corpus ]; then
	mapfile -t -O "${#files[@]}" files < <(find tests/corpus -name '*.ll' -type f | LC_ALL=C sort)
fi
if [ -x "$stress" ]; then
	for n in $(seq 1 20); do
		f=$out/stress-3000-$n.ll
		if [ ! -s "$f" ]; then
			"$stress" -size 3000 -seed "$n" -o "$f.tmp" && mv -f "$f.tmp" "$f"
		fi
		files+=("$f")
	done
else
	loud "SKIPPED the llvm-stress files: $stress not found"
fi
# labels at every offset of the printer's 64 KiB output buffer
f=$out/labels.ll
if [ ! -s "$f" ] || [ tests/gen/labelgen.py -nt "$f" ]; then
	python3 tests/gen/labelgen.py -o "$f.tmp" && mv -f "$f.tmp" "$f"
fi
files+=("$f")
cmp_name=conformance
. "$(dirname "$0")/sample.sh"
sample_inputs

# Function bodies: each line from `define ...` through the next line `}`.
bodies() {
	awk '/^define /{p=1} p{print} p && $0 == "}" {p=0}'
}

# The line number of the first `FILE:LINE:COL: error:` line, or empty.
error_line() {
	sed -n -E '/error:/{s/.*:([0-9]+):[0-9]+: error:.*/\1/p;q}'
}

# The first 30 differing lines of a unified diff, with their context.
short_diff() {
	diff -u --label opt --label converge "$1" "$2" |
		awk '/^[-+][^-+]|^[-+]$/ {n++} n > 30 {print "[...]"; exit} {print}'
}

# record FILE: counts FILE as passed if $why is empty, else failed, saying
# why (with -v, how the two texts in $shown differ, when there are two).
record() {
	if [ -z "$why" ]; then
		passed=$((passed + 1))
		return
	fi
	failed=$((failed + 1))
	echo "FAIL: $1: $why"
	if [ $verbose -eq 1 ] && [ ${#shown[@]} -eq 2 ]; then
		short_diff "${shown[0]}" "${shown[1]}" | sed 's/^/    /'
	fi
}

tmp=$out/tmp/$$
passed=0
failed=0
for f in "${files[@]}"; do
	# opt, once per file version.
	key=$(printf '%s\n%s\n%s\n' "$opt" "$(readlink -f "$f")" \
		"$(stat -c '%.9Y %s' "$f")" | md5sum | cut -c1-32)
	cache=$out/opt/$key
	if [ ! -f "$cache.rc" ]; then
		rm -f "$tmp.opt"
		"$opt" -S "$f" -o "$tmp.opt" 2> "$cache.err"
		echo $? > "$cache.rc.tmp"
		if [ -f "$tmp.opt" ]; then
			bodies < "$tmp.opt" > "$cache.fn"
		else
			: > "$cache.fn"
		fi
		error_line < "$cache.err" > "$cache.line"
		mv -f "$cache.rc.tmp" "$cache.rc"
	fi
	opt_rc=$(cat "$cache.rc")

	timeout 30 "$converge" print "$f" > "$tmp.out" 2> "$tmp.err"
	rc=$?

	why=
	shown=()
	if [ $rc -eq 124 ]; then
		why="timed out after 30 s"
	elif [ $rc -ge 128 ]; then
		why="crashed (exit $rc)"
	elif grep -q -E 'ERROR: (Address|Leak|Undefined)Sanitizer|runtime error:' "$tmp.err"; then
		why="sanitizer report: $(grep -m1 -E 'ERROR: |runtime error:' "$tmp.err")"
	elif [ "$opt_rc" -ne 0 ]; then
		opt_line=$(cat "$cache.line")
		cv_line=$(error_line < "$tmp.err")
		if [ -n "$opt_line" ]; then
			if [ $rc -ne 2 ]; then
				why="opt rejects it (line $opt_line); converge exits $rc, not 2"
			elif [ "$cv_line" != "$opt_line" ]; then
				why="error at line ${cv_line:-?}, opt says line $opt_line"
			fi
		elif [ $rc -ne 1 ] && [ $rc -ne 2 ]; then
			why="opt's verifier rejects it; converge exits $rc, not 1 or 2"
		fi
	elif [ $rc -ne 0 ]; then
		why="converge exits $rc: $(grep -m1 . "$tmp.err")"
	else
		bodies < "$tmp.out" > "$tmp.fn"
		if ! cmp -s "$cache.fn" "$tmp.fn"; then
			why="function bodies differ from opt -S"
			shown=("$cache.fn" "$tmp.fn")
		fi
	fi
	record "$f"
done

# Metadata uniquing: whole modules.
md_seeds=${MD_SEEDS:-300}
mkdir -p "$out/md"
# one generator process for every seed (a process each took most of the
# tier's time)
if [ ! -s "$out/md/md-$md_seeds.ll" ] || [ tests/gen/mdgen.py -nt "$out/md/md-1.ll" ]; then
	python3 tests/gen/mdgen.py --seeds "$md_seeds" --dir "$out/md" || exit 2
fi
for seed in $(seq 1 "$md_seeds"); do
	f=$out/md/md-$seed.ll
	# opt's output beside the file, made again when the file is newer
	# (shell tests only: few processes a seed)
	cache=$f.opt
	if [ ! -f "$cache.rc" ] || [ "$f" -nt "$cache.rc" ]; then
		"$opt" -S "$f" -o "$cache.all" 2> /dev/null
		echo $? > "$cache.rc"
	fi
	read -r opt_rc < "$cache.rc"
	[ "$opt_rc" -eq 0 ] || continue # opt rejects it
	timeout 30 "$converge" print "$f" > "$tmp.out" 2> "$tmp.err"
	rc=$?
	why=
	shown=()
	if [ $rc -ne 0 ]; then
		why="converge exits $rc: $(grep -m1 . "$tmp.err")"
	elif ! cmp -s "$cache.all" "$tmp.out"; then
		why="module differs from opt -S"
		shown=("$cache.all" "$tmp.out")
	fi
	record "$f"
done
rm -f "$tmp".*

expected=0
[ -f "$expected_file" ] && expected=$(tr -dc '0-9' < "$expected_file")
expected=${expected:-0}

echo "print-compare: $passed passed, $failed failed"
if [ "${COMPARE_SAMPLE:-1}" -gt 1 ] || [ "$md_seeds" != 300 ]; then
	# a sample: the recorded count is of every input; failures decide
	[ "$failed" -eq 0 ] || exit 1
	exit 0
fi
if [ "$passed" -lt "$expected" ]; then
	loud "REGRESSION: $passed passed, fewer than the $expected recorded in $expected_file"
	exit 1
fi
if [ "$passed" -gt "$expected" ]; then
	echo "print-compare: $passed passes exceed the recorded minimum of $expected;" \
		"raise it with: echo $passed > $expected_file"
fi
exit 0
