#!/usr/bin/env bash
# fuzz.sh FUZZER - run the reader's libFuzzer harness for FUZZ_SECONDS
# (default 60) on a fresh working corpus: the seeds in tests/fuzz/corpus,
# every .ll under tests/, and every .ll of ../shared/llvm-tests/test.
# Exits non-zero on any crash, leak, timeout or sanitizer report; the input
# that caused it is left in build/fuzz/artifacts/.
set -euo pipefail

cd "$(dirname "$0")/.."
fuzzer=${1:-build/fuzz/fuzz_reader}
seconds=${FUZZ_SECONDS:-60}
work=build/fuzz/corpus
artifacts=build/fuzz/artifacts

rm -rf "$work"
mkdir -p "$work" "$artifacts"

# Flatten each seed's path into a unique file name.
add_seeds() {
	local dir=$1 f
	[ -d "$dir" ] || return 0
	while IFS= read -r -d '' f; do
		cp "$f" "$work/$(printf '%s' "${f#./}" | tr '/' '_')"
	done < <(find "$dir" -type f \( -name '*.ll' -o -path '*/fuzz/corpus/*' \) -print0)
}
add_seeds tests
shared=../shared/llvm-tests/test
if [ -d "$shared" ]; then
	add_seeds "$shared"
else
	echo "!! fuzz: $shared is absent: seeding from tests/ only"
fi
echo "fuzz: $(find "$work" -type f | wc -l) seed files, ${seconds} s"

"$fuzzer" -max_total_time="$seconds" -max_len=65536 -timeout=10 \
	-artifact_prefix="$artifacts/" -print_final_stats=1 "$work"
