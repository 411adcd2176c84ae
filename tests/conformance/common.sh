# common.sh - the shared start of the generator comparisons
# (cycles-compare.sh, verify-compare.sh): options, the binaries, and the
# checks that LLVM 22's opt, converge and python3 are there.
#
# Usage, after `set -uo pipefail`:  . "$(dirname "$0")/common.sh" NAME "$@"
# Sets: here, repo (the working directory), verbose, converge, llvm_bin,
# opt, corpus; defines loud().  Exits 0 (SKIPPED, loudly) without opt 22.

cmp_name=$1
shift
here=$(cd "$(dirname "${BASH_SOURCE[1]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
cd "$repo" || exit 2

verbose=0
binary=
for arg in "$@"; do
	case $arg in
	-v) verbose=1 ;;
	-h|--help) sed -n '2,/^set /{/^set /d;s/^# \{0,1\}//;p}' "${BASH_SOURCE[1]}"; exit 0 ;;
	-*) echo "$cmp_name: unknown option $arg" >&2; exit 2 ;;
	*) binary=$arg ;;
	esac
done
converge=${binary:-${CONVERGE:-$repo/build/converge}}
llvm_bin=${LLVM_BIN:-/usr/lib/llvm-22/bin}
opt=$llvm_bin/opt
corpus=../shared/llvm-tests/test
export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:abort_on_error=1}

loud() {
	echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
	echo "!! $cmp_name: $*"
	echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
}

if [ ! -x "$opt" ] || ! "$opt" --version 2>/dev/null | grep -q 'LLVM version 22'; then
	loud "SKIPPED: opt of LLVM 22 not found at $opt (scripts/deps.sh installs llvm-22)"
	exit 0
fi
if [ ! -x "$converge" ]; then
	echo "$cmp_name: converge binary not found: $converge (run make)" >&2
	exit 2
fi
if ! command -v python3 >/dev/null; then
	echo "$cmp_name: python3 is needed for the generator" >&2
	exit 2
fi

. "$here/sample.sh"
