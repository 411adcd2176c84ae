#!/usr/bin/env bash
# uniformity-compare.sh CONVERGE [FUNCTIONS]
#
# `converge uniformity --format=llvm` against `opt -passes='print<uniformity>'`
# of LLVM 22, function by function, on
#   1. every print<uniformity> RUN line of the uniformity tests in
#      ../shared/llvm-tests (same -mtriple and -mcpu; inputs opt rejects are
#      left out: they are the reader's and the verifier's business), and
#   2. FUNCTIONS (default 2500) functions of tests/gen/unigen.py: reducible
#      and irreducible CFGs, divergent and uniform conditions, phis,
#      switches, readfirstlane, ballot, convergent calls, with and without
#      convergence tokens; four fifths for amdgcn, one fifth for nvptx.
#
# opt runs under `setarch -R` (its output depends on pointer values).  The
# comparison is exact except where LLVM 22 itself depends on pointer order
# (docs/DIFFERENCES.md, "Uniformity"): the DIVERGENT ARGUMENTS and the two
# cycle lists are compared as sets, the temporal divergence list is left
# out (converge prints the complete list, opt a pointer-dependent part of
# it), and of the cycles assumed divergent only the outermost are compared
# (whether opt also lists a cycle inside a listed one depends on the order
# its worklist meets the branches).  Everything else -- every DIVERGENT
# marker of every value and terminator, every printed instruction, the
# cycles with divergent exits -- must be equal.
#
# Prints `uniformity-compare: N passed, M failed` (N, M: functions) and the
# differences; exit status 1 if M > 0.  Without opt 22 it says SKIPPED and
# exits 0.
set -uo pipefail

CONVERGE=${1:?usage: uniformity-compare.sh CONVERGE [FUNCTIONS]}
FUNCTIONS=${2:-2500}
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
corpus=$(cd "$repo/.." && pwd)/shared/llvm-tests/test/Analysis/UniformityAnalysis
OPT=${OPT:-/usr/lib/llvm-22/bin/opt}
PER_MODULE=50

if [ ! -x "$OPT" ]; then
	echo "uniformity-compare: SKIPPED: $OPT is not installed (Debian package llvm-22)"
	exit 0
fi
SETARCH=()
if setarch -R true 2>/dev/null; then
	SETARCH=(setarch -R)
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# compare.py OURS THEIRS LABEL: per-function comparison; prints "P F" and
# the differences (to stderr).
cat > "$work/compare.py" <<'EOF'
import difflib, re, sys

def parse_cycle(line):
    m = re.match(r'\s*depth=(\d+): (.*)$', line)
    toks = m.group(2).replace('entries(', '').replace(')', ' ').split()
    return int(m.group(1)), toks

def outermost(group):
    cyc = [parse_cycle(l) for l in group]
    keep = []
    for i, (d, t) in enumerate(cyc):
        inside = any(j != i and d2 < d and
                     all(t2.count(x) >= t.count(x) for x in set(t))
                     for j, (d2, t2) in enumerate(cyc))
        if not inside:
            keep.append(group[i])
    return keep

def normalize(lines):
    out, i = [], 0
    while i < len(lines):
        l = lines[i]
        if l in ('DIVERGENT ARGUMENTS:', 'CYCLES ASSUMED DIVERGENT:',
                 'CYCLES WITH DIVERGENT EXIT:'):
            out.append(l)
            i += 1
            group = []
            while i < len(lines) and lines[i].startswith('  '):
                group.append(lines[i])
                i += 1
            if l == 'CYCLES ASSUMED DIVERGENT:':
                group = outermost(group)
            out.extend(sorted(group))
            continue
        if l == 'TEMPORAL DIVERGENCE LIST:':
            while out and out[-1] == '':
                out.pop()
            i += 1
            while i < len(lines) and not lines[i].startswith('BLOCK '):
                i += 1
            out.append('')
            continue
        out.append(l)
        i += 1
    return out

def functions(text):
    parts, cur = {}, None
    order = []
    for l in text.split('\n'):
        if l.startswith("UniformityInfo for function '"):
            cur = l
            order.append(cur)
            parts[cur] = []
        if cur is not None:
            parts[cur].append(l)
    return order, parts

ours = open(sys.argv[1]).read()
theirs = open(sys.argv[2]).read()
label = sys.argv[3]
oo, op = functions(ours)
to, tp = functions(theirs)
passed = failed = 0
for name in to:
    a = normalize(tp[name])
    b = normalize(op.get(name, ['(missing)']))
    while a and a[-1] == '':
        a.pop()
    while b and b[-1] == '':
        b.pop()
    if a == b:
        passed += 1
    else:
        failed += 1
        sys.stderr.write('--- %s: %s\n' % (label, name))
        sys.stderr.writelines(l + '\n' for l in list(
            difflib.unified_diff(a, b, 'opt', 'converge', lineterm='', n=2))[:40])
if set(oo) - set(to):
    failed += len(set(oo) - set(to))
    sys.stderr.write('--- %s: functions only converge printed: %s\n'
                     % (label, sorted(set(oo) - set(to))))
print(passed, failed)
EOF

passed=0
failed=0
corpus_passed=0
corpus_failed=0
gen_passed=0
gen_failed=0

compare() { # OURS THEIRS LABEL -> adds to the counters of $1 (corpus|gen)
	local kind=$1
	shift
	local r p f
	r=$(python3 "$work/compare.py" "$@")
	p=${r% *}
	f=${r#* }
	if [ "$kind" = corpus ]; then
		corpus_passed=$((corpus_passed + p))
		corpus_failed=$((corpus_failed + f))
	else
		gen_passed=$((gen_passed + p))
		gen_failed=$((gen_failed + f))
	fi
}

# opt's output is kept in build/uniformity-compare/ by its input (the
# sanitized run of the tier finds it there): opt_uniformity OUT ARGS...
# runs `opt ARGS` (print<uniformity>, the input last) into OUT, 0 or 1.
cache=$repo/build/uniformity-compare
mkdir -p "$cache"
opt_uniformity() {
	local out=$1 key
	shift
	key=$( { echo "$OPT $*"; cat "${@: -1}"; } | md5sum | cut -c1-32)
	if [ ! -f "$cache/$key.rc" ]; then
		"${SETARCH[@]}" "$OPT" "$@" 2> "$cache/$key.err" > /dev/null
		echo $? > "$cache/$key.rc"
	fi
	cp "$cache/$key.err" "$out"
	[ "$(cat "$cache/$key.rc")" = 0 ]
}

# 1. LLVM's tests
n=0
if [ -d "$corpus" ]; then
	while IFS= read -r file; do
		grep -h "RUN:" "$file" | grep "print<uniformity>" | while IFS= read -r run; do
			t=$(printf '%s\n' "$run" | grep -oE -- '-mtriple[= ][^ ]+' | sed -E 's/-mtriple[= ]//')
			c=$(printf '%s\n' "$run" | grep -oE -- '-mcpu[= ][^ ]+' | sed -E 's/-mcpu[= ]//')
			printf '%s\t%s\t%s\n' "$file" "$t" "$c"
		done
	done < <(find "$corpus" -name '*.ll' | sort) > "$work/runs.txt"
	while IFS=$'\t' read -r file t c; do
		n=$((n + 1))
		if ! opt_uniformity "$work/theirs.txt" ${t:+-mtriple=$t} ${c:+-mcpu=$c} \
			-passes='print<uniformity>' -disable-output "$file"; then
			continue # opt rejects the input
		fi
		"$CONVERGE" uniformity --format=llvm ${t:+--mtriple=$t} \
			${c:+--mcpu=$c} "$file" > "$work/ours.txt" 2>&1
		compare corpus "$work/ours.txt" "$work/theirs.txt" \
			"${file#"$corpus"/} ${t} ${c}"
	done < "$work/runs.txt"
fi

# 2. generated functions
gen_stamp=$(md5sum < "$repo/tests/gen/unigen.py" | cut -c1-12)
modules=$(( (FUNCTIONS + PER_MODULE - 1) / PER_MODULE ))
for ((k = 0; k < modules; k++)); do
	target=amdgcn
	triple=amdgcn--
	if [ $((k % 5)) = 4 ]; then
		target=nvptx
		triple=nvptx64-nvidia-cuda
	fi
	seed=$((k + 1))
	# the generated module too is kept, by the generator's version
	g=$cache/unigen-$gen_stamp-$seed-$PER_MODULE-$target.ll
	if [ ! -s "$g" ]; then
		python3 "$repo/tests/gen/unigen.py" --seed "$seed" \
			--functions "$PER_MODULE" --target "$target" -o "$g.tmp" &&
			mv -f "$g.tmp" "$g"
	fi
	cp "$g" "$work/g.ll"
	if ! opt_uniformity "$work/theirs.txt" -mtriple=$triple -passes='print<uniformity>' \
		-disable-output "$work/g.ll"; then
		echo "uniformity-compare: opt rejected unigen.py --seed $seed --target $target:"
		head -3 "$work/theirs.txt"
		gen_failed=$((gen_failed + PER_MODULE))
		continue
	fi
	"$CONVERGE" uniformity --format=llvm --mtriple=$triple "$work/g.ll" \
		> "$work/ours.txt" 2>&1
	compare gen "$work/ours.txt" "$work/theirs.txt" \
		"unigen.py --seed $seed --functions $PER_MODULE --target $target"
done

passed=$((corpus_passed + gen_passed))
failed=$((corpus_failed + gen_failed))
echo "uniformity-compare: LLVM tests: $corpus_passed functions equal, $corpus_failed different"
echo "uniformity-compare: generated: $gen_passed functions equal, $gen_failed different"
echo "uniformity-compare: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
