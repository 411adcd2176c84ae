#!/usr/bin/env bash
# sim-bench.sh - speed of `converge run` against LLVM's interpreter.
#
#   bench/sim-bench.sh [CONVERGE] [ITERATIONS]
#
# One kernel (a hash loop with a divergent branch in every iteration, so
# the scheduler splits and merges the wave each time) is executed for 64
# threads in one wave of 64 by `converge run`, and by `lli
# -force-interpreter` (LLVM 22) once per thread: 64 processes, each
# calling the kernel with its thread id.  Both execute the same
# instructions; the count is converge's (thread-instructions).  Reported:
# wall time, thread-instructions per second, and the ratio.  The results
# are compared too: each lli process exits with the low byte of its
# thread's result, which must equal converge's return value.  Timing is
# the best of 3 for converge, one pass for lli.  Never asserted in tests.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
converge=${1:-$here/build/converge}
iterations=${2:-100000}
lli=${LLI:-/usr/lib/llvm-22/bin/lli}
threads=64
work=$(mktemp -d "${TMPDIR:-/tmp}/sim-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

cat > "$work/kernel.ll" <<EOF
define i32 @work(i32 %tid) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %h = phi i32 [ %tid, %entry ], [ %h3, %latch ]
  %h1 = mul i32 %h, 1103515245
  %h2 = add i32 %h1, 12345
  %bit = and i32 %h2, 65536
  %odd = icmp ne i32 %bit, 0
  br i1 %odd, label %a, label %b

a:
  %x = xor i32 %h2, %i
  br label %latch

b:
  %y = lshr i32 %h2, 3
  br label %latch

latch:
  %h3 = phi i32 [ %x, %a ], [ %y, %b ]
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, $iterations
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %h3
}
EOF

now() { date +%s%N; }

# converge: the best of three
best=0
for _ in 1 2 3; do
	t0=$(now)
	"$converge" run "$work/kernel.ll" --threads $threads --wave 64 \
		--arg tid=tid --max-steps 1000000000 --format=json -o "$work/run.json"
	t1=$(now)
	ns=$((t1 - t0))
	if [ "$best" -eq 0 ] || [ "$ns" -lt "$best" ]; then best=$ns; fi
done
steps=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["steps"])' "$work/run.json")

if [ ! -x "$lli" ]; then
	echo "sim-bench: $lli not found; converge alone:"
	python3 -c 'import sys; s,n=int(sys.argv[1]),int(sys.argv[2]); print("converge run: %d thread-instructions in %.3f s: %.1f M/s" % (s, n/1e9, s/(n/1e9)/1e6))' "$steps" "$best"
	exit 0
fi

# lli: one process per thread
t0=$(now)
for ((t = 0; t < threads; t++)); do
	{
		cat "$work/kernel.ll"
		printf 'define i32 @main() {\n  %%r = call i32 @work(i32 %d)\n  ret i32 %%r\n}\n' "$t"
	} > "$work/main$t.ll"
done
t_gen=$(now)
for ((t = 0; t < threads; t++)); do
	set +e
	"$lli" -force-interpreter "$work/main$t.ll"
	echo $? >> "$work/lli.codes"
	set -e
done
t1=$(now)
lli_ns=$((t1 - t_gen))

python3 - "$work/run.json" "$work/lli.codes" "$steps" "$best" "$lli_ns" <<'EOF'
import json, sys
run = json.load(open(sys.argv[1]))
codes = [int(x) for x in open(sys.argv[2]).read().split()]
steps, conv_ns, lli_ns = int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
mismatch = [t for t, (r, c) in enumerate(zip(run["returns"], codes))
            if (r & 255) != c]
cs, ls = conv_ns / 1e9, lli_ns / 1e9
print("kernel: 64 threads, %d thread-instructions (converge's count)" % steps)
print("converge run (one wave of 64):  %8.3f s  %10.1f M thread-instructions/s"
      % (cs, steps / cs / 1e6))
print("lli -force-interpreter (x64):   %8.3f s  %10.1f M thread-instructions/s"
      % (ls, steps / ls / 1e6))
print("ratio: %.1fx" % (ls / cs))
if mismatch:
    print("RESULTS DIFFER for threads", mismatch[:10])
    sys.exit(1)
print("results: the same in all %d threads" % len(codes))
EOF
