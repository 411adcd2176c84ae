#!/usr/bin/env bash
# bench/cycles-scaling.sh - the cycle forest part of bench/scaling.sh (time
# per block of `converge cycles --format=summary` and opt's
# `require<cycles>` on generated CFGs of 1k to 1M blocks, and the in-process
# timings of bench/cycles_bench.c); kept for `make bench-cycles` and older
# references.  Same environment as bench/scaling.sh; writes
# build/bench/scaling.md.
set -euo pipefail
BENCH_SCALING=cycles exec bash "$(dirname "$0")/scaling.sh" "$@"
