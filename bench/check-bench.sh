#!/usr/bin/env bash
# check-bench.sh - the time of `converge check` on a function of about 200
# blocks (50 divergent diamonds with a ballot on one side, in loops with
# uniform trip counts, results stored per thread), 64 threads in a wave of
# 64 and 32 launches: the function against itself, and against opt 22's
# -O2 of it when opt is installed (a real transform to validate).
#
#   check-bench.sh CONVERGE [RUNS]     (default 5 runs; prints the medians
#   of wall and CPU time: on a shared host the CPU time is the figure)
set -euo pipefail
converge=${1:?usage: check-bench.sh CONVERGE [RUNS]}
runs=${2:-5}
opt=${OPT:-/usr/lib/llvm-22/bin/opt}
work=$(mktemp -d "${TMPDIR:-/tmp}/check-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

python3 - "$work/f.ll" <<'PY'
import sys
out = ['target triple = "amdgcn-amd-amdhsa"', '',
       'define amdgpu_kernel void @f(i32 %n, ptr addrspace(1) %out) {',
       'entry:', '  %tid = call i32 @llvm.amdgcn.workitem.id.x()',
       '  br label %L0']
acc = '0'
blocks = 1
for loop in range(5):
    out += ['L%d:' % loop,
            '  %%i%d = phi i32 [ 0, %%%s ], [ %%i%d.next, %%E%d ]'
            % (loop, 'entry' if loop == 0 else 'E%d' % (loop - 1), loop, loop),
            '  %%acc%d = phi i32 [ %s, %%%s ], [ %%a%d_9, %%E%d ]'
            % (loop, acc, 'entry' if loop == 0 else 'E%d' % (loop - 1), loop, loop),
            '  br label %%D%d_0' % loop]
    blocks += 1
    prev = '%%acc%d' % loop
    for d in range(10):
        k = loop * 10 + d
        nxt = 'D%d_%d' % (loop, d + 1) if d < 9 else 'E%d' % loop
        out += ['D%d_%d:' % (loop, d),
                '  %%m%d = urem i32 %%tid, %d' % (k, 2 + k % 5),
                '  %%c%d = icmp eq i32 %%m%d, 0' % (k, k),
                '  br i1 %%c%d, label %%T%d, label %%F%d' % (k, k, k),
                'T%d:' % k,
                '  %%b%d = call i64 @llvm.amdgcn.ballot.i64(i1 true)' % k,
                '  %%t%d = trunc i64 %%b%d to i32' % (k, k),
                '  br label %%J%d' % k,
                'F%d:' % k,
                '  %%x%d = add i32 %%tid, %d' % (k, k),
                '  br label %%J%d' % k,
                'J%d:' % k,
                '  %%p%d = phi i32 [ %%t%d, %%T%d ], [ %%x%d, %%F%d ]' % (k, k, k, k, k),
                '  %%a%d_%d = add i32 %s, %%p%d' % (loop, d, prev, k),
                '  br label %%%s' % nxt]
        prev = '%%a%d_%d' % (loop, d)
        blocks += 4
    out += ['E%d:' % loop,
            '  %%i%d.next = add i32 %%i%d, 1' % (loop, loop),
            '  %%more%d = icmp ult i32 %%i%d.next, %%n' % (loop, loop),
            '  br i1 %%more%d, label %%L%d, label %%%s'
            % (loop, loop, 'L%d' % (loop + 1) if loop < 4 else 'done')]
    blocks += 1
    acc = '%%a%d_9' % loop
out += ['done:',
        '  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid',
        '  store i32 %s, ptr addrspace(1) %%q' % acc,
        '  ret void', '}', '',
        'declare i32 @llvm.amdgcn.workitem.id.x()',
        'declare i64 @llvm.amdgcn.ballot.i64(i1) convergent']
blocks += 1
open(sys.argv[1], 'w').write('\n'.join(out) + '\n')
print('check-bench: @f has %d blocks' % blocks, file=sys.stderr)
PY
pairs=("$work/f.ll $work/f.ll")
if [ -x "$opt" ]; then
	"$opt" -S -O2 -mtriple=amdgcn-amd-amdhsa "$work/f.ll" -o "$work/o2.ll"
	pairs+=("$work/f.ll $work/o2.ll")
else
	echo "check-bench: SKIPPED the -O2 pair: no opt at $opt" >&2
fi
TIMEFORMAT='%R %U %S'
for pair in "${pairs[@]}"; do
	: > "$work/times"
	for r in $(seq "$runs"); do
		# shellcheck disable=SC2086
		{ time "$converge" check $pair --threads 64 --wave 64 --budget 32 \
			> "$work/out" || true; } 2>> "$work/times"
	done
	# medians of wall and of CPU (user + system) seconds
	wall=$(awk '{print $1}' "$work/times" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
	cpu=$(awk '{print $2 + $3}' "$work/times" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
	echo "check-bench: $(basename "${pair##* }") against f.ll: median wall ${wall} s, CPU ${cpu} s ($runs runs)"
	echo "  $(tail -1 "$work/out")"
done
