#!/usr/bin/env bash
# check.sh - every test tier, in order; run by `make check` (and so by CI).
#
# Tiers: deps, build (-Werror), layers (the layering rule and function
# lengths, README "Architecture"), unit (cmocka), lit (golden CLI tests),
# install-check (make install into a temporary prefix: the examples built
# with pkg-config, static and shared; exports, man page, converge-opt),
# python-check (pip install ./python in a fresh venv, then its pytest),
# builder-check (500 generated functions described again through
# cv_builder: both analyses must agree),
# conformance (print vs opt -S), cycles-compare (cycles and dominator trees
# vs opt on generated CFGs), verify-compare (the convergence verifier vs opt
# on generated functions, and LLVM's verifier tests), uniformity-compare
# (LLVM's uniformity tests through the opt shim, and the analysis vs opt
# function by function on them and on generated functions), realworld
# (print, verify, cycles, dom and uniformity vs opt on kernels clang 22
# compiles from tests/realworld and on one chunk of each libclc target;
# `make check-realworld` takes all of libclc), kernels (the real kernels of
# tests/kernels, each on its first target, against a Python reference;
# `make check-kernels` runs every target), walk-check
# (the uniformity analysis's shortened join walks against the full ones,
# on generated programs), sim-check (the
# simulator against the uniformity analysis on generated programs),
# soundness (2,500 kernels built to break the analysis, each run three
# times with --check-uniformity; `make soundness` runs 100,000),
# check-opt (20 generated kernels through opt 22's single passes and
# default<O2>, each output against its input by converge check; `make
# check-opt` runs 200), tokens (`converge tokens` on 50 generated
# functions: opt's verifier, converge verify, the opt -S fixpoint and
# converge check; `make check-tokens` runs 2,000), noconvergent
# (converge noconvergent on 12 generated call graphs against opt's
# function-attrs and a soundness checker; `make check-noconvergent` runs
# 300),
# gpu-check (converge run against a real GPU, or its recording),
# html-check (the --format=html pages in headless Chromium: a script
# clicks a marked line and checks the panel),
# intrinsics (every intrinsic of the target tables run against its
# definition, docs/intrinsics.md), asan
# build, lit, conformance, cycles-compare, verify-compare,
# uniformity-compare and sim-check on
# the asan binary with every function body read by the reader's two
# threads (and conformance again with the reader taking over from its
# helper at its first wait), tsan build and lit on it both ways, fuzz
# (FUZZ_SECONDS, default 60; each input read by one thread, by two, and
# with the take-over, the results compared).  Tiers that are one serial
# process each run two at a time where they share no files (tier_bg).
# A failing tier does
# not stop the ones after it; a tier that cannot run says SKIPPED and why.
# The last line is `check: N passed, M failed` and the exit status is 1 if
# M > 0.  A skipped tier is neither; deps installs what every tier needs, so
# a skip means an earlier tier failed.
set -uo pipefail

cd "$(dirname "$0")/.."
repo=$(pwd)
MAKE=${MAKE:-make}
FUZZ_SECONDS=${FUZZ_SECONDS:-60}

# Let sub-makes build in parallel unless a jobserver is already passed down.
jobs=()
case " ${MAKEFLAGS:-} " in
*jobserver*|*" -j"*) ;;
*) jobs=(-j"$(nproc 2>/dev/null || echo 2)") ;;
esac

passed=0
failed=0
failed_names=()
skipped_names=()
declare -A result

header() {
	echo
	echo "================================================================"
	echo "== check: $1"
	echo "================================================================"
}

# tier NAME COMMAND...: run one tier and record its result.
tier() {
	local name=$1
	shift
	header "$name"
	local start=$SECONDS
	if "$@"; then
		echo "== $name: PASSED ($((SECONDS - start)) s)"
		passed=$((passed + 1))
		result[$name]=pass
	else
		echo "== $name: FAILED ($((SECONDS - start)) s)"
		failed=$((failed + 1))
		failed_names+=("$name")
		result[$name]=fail
	fi
}

# skip NAME REASON: say loudly that a tier did not run.
skip() {
	header "$1"
	echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
	echo "!! $1: SKIPPED: $2"
	echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
	skipped_names+=("$1")
	result[$1]=skip
}

ok() { [ "${result[$1]:-}" = pass ]; }

# Tiers that are one serial process each (most compare with opt, one input
# at a time) run two at a time: tier_bg starts one with its output kept in
# a log, tier_join waits for them and prints each log whole, in order.
# Only tiers that share no files run side by side.
logdir=$(mktemp -d "${TMPDIR:-/tmp}/check.XXXXXX")
trap 'rm -rf "$logdir"' EXIT
pending=()

# tier_bg NAME COMMAND...: start a tier in the background.
tier_bg() {
	local name=$1
	shift
	(
		start=$SECONDS
		if "$@" >"$logdir/$name.log" 2>&1; then
			echo pass >"$logdir/$name.rc"
		else
			echo fail >"$logdir/$name.rc"
		fi
		echo $((SECONDS - start)) >"$logdir/$name.time"
	) &
	pending+=("$name")
}

# tier_join: wait for the background tiers and record their results.
tier_join() {
	local name rc
	wait
	for name in "${pending[@]}"; do
		header "$name (run beside another tier)"
		cat "$logdir/$name.log"
		rc=$(cat "$logdir/$name.rc" 2>/dev/null || echo fail)
		if [ "$rc" = pass ]; then
			echo "== $name: PASSED ($(cat "$logdir/$name.time") s)"
			passed=$((passed + 1))
			result[$name]=pass
		else
			echo "== $name: FAILED ($(cat "$logdir/$name.time" 2>/dev/null) s)"
			failed=$((failed + 1))
			failed_names+=("$name")
			result[$name]=fail
		fi
	done
	pending=()
}

tier deps bash scripts/deps.sh

tier build "$MAKE" "${jobs[@]}" WERROR=1 all

if ok build; then
	tier layers "$MAKE" WERROR=1 layers
	tier unit "$MAKE" "${jobs[@]}" WERROR=1 unit
	tier lit "$MAKE" WERROR=1 lit CONVERGE="$repo/build/converge"
	tier install-check "$MAKE" "${jobs[@]}" WERROR=1 install-check
	tier python-check "$MAKE" "${jobs[@]}" WERROR=1 python-check
	tier builder-check "$MAKE" "${jobs[@]}" WERROR=1 builder-check \
		BUILDER_FUNCTIONS=500
	tier_bg conformance "$MAKE" WERROR=1 conformance \
		CONVERGE="$repo/build/converge"
	if [ -x "${LLVM_BIN:-/usr/lib/llvm-22/bin}/opt" ]; then
		tier_bg cycles-compare "$MAKE" WERROR=1 cycles-compare \
			CONVERGE="$repo/build/converge"
		tier_join
		tier_bg verify-compare "$MAKE" WERROR=1 verify-compare \
			CONVERGE="$repo/build/converge"
		tier_bg uniformity-compare "$MAKE" WERROR=1 uniformity-compare \
			CONVERGE="$repo/build/converge"
		tier_join
	else
		tier_join
		skip cycles-compare "opt of LLVM 22 is not installed (scripts/deps.sh installs llvm-22)"
		skip verify-compare "opt of LLVM 22 is not installed (scripts/deps.sh installs llvm-22)"
		skip uniformity-compare "opt of LLVM 22 is not installed (scripts/deps.sh installs llvm-22)"
	fi
	if [ ! -x "${LLVM_BIN:-/usr/lib/llvm-22/bin}/opt" ]; then
		skip realworld "opt of LLVM 22 is not installed (scripts/deps.sh installs llvm-22)"
	elif ! command -v clang-22 >/dev/null && [ ! -f /usr/lib/clc/amdgcn-amd-amdhsa.bc ]; then
		skip realworld "neither clang-22 nor libclc-22 is installed (scripts/deps.sh installs them)"
	else
		tier realworld "$MAKE" WERROR=1 check-realworld REALWORLD_QUICK=1 \
			CONVERGE="$repo/build/converge"
	fi
	if ! command -v clang-22 >/dev/null && [ ! -x "${LLVM_BIN:-/usr/lib/llvm-22/bin}/clang" ]; then
		skip kernels "clang 22 is not installed (scripts/deps.sh installs clang-22)"
	else
		tier kernels "$MAKE" WERROR=1 check-kernels KERNELS_QUICK=1 \
			CONVERGE="$repo/build/converge"
	fi
	tier_bg walk-check "$MAKE" WERROR=1 walk-check WALK_CHECK_SEEDS=16
	tier_bg sim-check "$MAKE" WERROR=1 sim-check CONVERGE="$repo/build/converge"
	tier_join
	tier soundness env SOUNDNESS_RUNS=3 "$MAKE" WERROR=1 soundness \
		CONVERGE="$repo/build/converge" SOUNDNESS_FUNCTIONS=2500
	if [ -x "${LLVM_BIN:-/usr/lib/llvm-22/bin}/opt" ]; then
		tier check-opt "$MAKE" WERROR=1 check-opt \
			CONVERGE="$repo/build/converge" CHECK_OPT_PROGRAMS=20
		tier tokens "$MAKE" WERROR=1 check-tokens \
			CONVERGE="$repo/build/converge" TOKENS_FUNCTIONS=10
		tier noconvergent env NC_MODULES=12 NC_CHAIN=20000 "$MAKE" \
			WERROR=1 check-noconvergent CONVERGE="$repo/build/converge"
	else
		skip check-opt "opt of LLVM 22 is not installed (scripts/deps.sh installs llvm-22)"
		skip tokens "opt of LLVM 22 is not installed (scripts/deps.sh installs llvm-22)"
		skip noconvergent "opt of LLVM 22 is not installed (scripts/deps.sh installs llvm-22)"
	fi
	tier gpu-check "$MAKE" WERROR=1 gpu-check CONVERGE="$repo/build/converge"
	if command -v chromium >/dev/null; then
		tier html-check "$MAKE" WERROR=1 html-check CONVERGE="$repo/build/converge"
	else
		skip html-check "chromium is not installed (scripts/deps.sh installs it)"
	fi
	tier intrinsics "$MAKE" WERROR=1 intrinsics CONVERGE="$repo/build/converge"
else
	for t in layers unit lit conformance cycles-compare verify-compare \
		uniformity-compare realworld kernels walk-check sim-check soundness check-opt \
		tokens noconvergent gpu-check html-check; do
		skip "$t" "the build failed"
	done
	skip intrinsics "the build failed"
fi

tier asan "$MAKE" "${jobs[@]}" WERROR=1 asan
if ok asan; then
	# Every sanitizer report (leaks included) aborts, so `not` in a lit
	# test and print-compare see a crash, not an ordinary exit 1.
	export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1}
	export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:abort_on_error=1}
	# The sanitized tiers read every function body with the reader's
	# second thread (the release tiers read the small bodies of the tests
	# with one): both readers must give every answer and message alike.
	export CONVERGE_THREADS=2
	tier asan-lit "$MAKE" WERROR=1 lit CONVERGE="$repo/build/asan/converge"
	# The comparisons under ASan take a third of their inputs (the
	# release tiers above take all): memory errors, not answers, are
	# what they add; `COMPARE_SAMPLE=1 make check` compares every input.
	export COMPARE_SAMPLE=${COMPARE_SAMPLE:-3}
	tier_bg asan-conformance env MD_SEEDS=100 "$MAKE" WERROR=1 conformance \
		CONVERGE="$repo/build/asan/converge"
	if [ -x "${LLVM_BIN:-/usr/lib/llvm-22/bin}/opt" ]; then
		tier_bg asan-cycles-compare "$MAKE" WERROR=1 cycles-compare \
			CONVERGE="$repo/build/asan/converge"
		tier_join
		tier_bg asan-verify-compare "$MAKE" WERROR=1 verify-compare \
			CONVERGE="$repo/build/asan/converge"
		tier_bg asan-uniformity-compare "$MAKE" WERROR=1 uniformity-compare \
			CONVERGE="$repo/build/asan/converge" UNIFORMITY_FUNCTIONS=500
		tier_join
	else
		tier_join
		skip asan-cycles-compare "opt of LLVM 22 is not installed"
		skip asan-verify-compare "opt of LLVM 22 is not installed"
		skip asan-uniformity-compare "opt of LLVM 22 is not installed"
	fi
	tier_bg asan-sim-check "$MAKE" WERROR=1 sim-check \
		CONVERGE="$repo/build/asan/converge" SIM_CHECK_FUNCTIONS=200
	# the reader's take-over from its helper (CONVERGE_THREADS=3)
	tier_bg asan-conformance-takeover env CONVERGE_THREADS=3 MD_SEEDS=100 \
		"$MAKE" WERROR=1 conformance CONVERGE="$repo/build/asan/converge"
	tier_join
	unset COMPARE_SAMPLE
else
	skip asan-lit "the asan build failed"
	skip asan-conformance "the asan build failed"
	skip asan-cycles-compare "the asan build failed"
	skip asan-verify-compare "the asan build failed"
	skip asan-uniformity-compare "the asan build failed"
	skip asan-sim-check "the asan build failed"
	skip asan-conformance-takeover "the asan build failed"
fi

unset CONVERGE_THREADS

# The library's two threads under ThreadSanitizer: every lit test, each
# function body read by both threads (CONVERGE_THREADS=2), then the
# reader's tests (print, diagnostics, verify, cycles, cli: the simulator
# and check run one thread) with the reader taking the lexing back from
# its helper at its first wait (3); any data race aborts.
tier tsan "$MAKE" "${jobs[@]}" WERROR=1 tsan
if ok tsan; then
	tier tsan-lit env CONVERGE_THREADS=2 \
		TSAN_OPTIONS="${TSAN_OPTIONS:-abort_on_error=1:halt_on_error=1}" \
		"$MAKE" WERROR=1 lit CONVERGE="$repo/build/tsan/converge"
	tier tsan-lit-takeover env CONVERGE_THREADS=3 \
		LIT_FILTER='converge :: (print|diagnostics|verify|cycles|cli)/' \
		TSAN_OPTIONS="${TSAN_OPTIONS:-abort_on_error=1:halt_on_error=1}" \
		"$MAKE" WERROR=1 lit CONVERGE="$repo/build/tsan/converge"
else
	skip tsan-lit "the tsan build failed"
	skip tsan-lit-takeover "the tsan build failed"
fi

if command -v "${FUZZ_CC:-clang-14}" >/dev/null 2>&1; then
	tier fuzz "$MAKE" "${jobs[@]}" WERROR=1 fuzz FUZZ_SECONDS="$FUZZ_SECONDS"
else
	skip fuzz "${FUZZ_CC:-clang-14} is not installed (scripts/deps.sh installs it)"
fi

echo
echo "================================================================"
[ ${#failed_names[@]} -eq 0 ] || echo "check: FAILED tiers: ${failed_names[*]}"
[ ${#skipped_names[@]} -eq 0 ] || echo "check: SKIPPED tiers: ${skipped_names[*]}"
echo "check: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
