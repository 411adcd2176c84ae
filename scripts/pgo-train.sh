#!/usr/bin/env bash
# pgo-train.sh TOOL OBJ LLVM_BIN LIBRARY - the profile of the release
# build (Makefile, PGO=1).
#
# TOOL is converge built with -fprofile-generate; each run adds its branch
# counts to OBJ/**/*.gcda, beside the release objects (gcc reads
# build/obj/read/lex.gcda when it compiles build/obj/read/lex.o).
#
# What it runs, and why (the work users give converge):
#   LIBRARY      a libclc library (default cedar-r600--.bc, 8,000
#                functions) through llvm-dis: verify and the uniformity
#                summary, read in two parts at once as any large module is.
#                It is real GPU code from clang, and not one of the two
#                libraries the bench measures (amdgcn-amd-amdhsa, nvptx)
#   unigen       a generated module of 300 functions with divergent
#                branches, cycles and tokens: the uniformity analysis's
#                walks, which r600 (no divergence) never takes
#   llvm-stress  one function of 20,000 instructions: the reader's own two
#                threads (the pipe), which a module of small functions
#                never uses
# Code no run reaches (the simulator, check, the printers) is compiled as
# without a profile (-fprofile-partial-training).
set -euo pipefail

tool=$1 obj=$2 llvm_bin=$3 library=$4
here=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
trap 'echo "pgo-train: failed: $BASH_COMMAND" >&2' ERR

find "$obj" -name '*.gcda' -delete

"$llvm_bin/llvm-dis" "$library" -o "$tmp/library.ll"
"$tool" verify "$tmp/library.ll"
# as amdgcn code: r600 has no divergence, and its analysis would stop at
# once; read as amdgcn's, its values are divergent as libclc's are there
# (99% of them, as on amdgcn and nvptx)
"$tool" uniformity --format=summary --mtriple=amdgcn-amd-amdhsa \
	"$tmp/library.ll" > /dev/null

python3 "$here/tests/gen/unigen.py" --seed 1 --functions 300 \
	--target amdgcn -o "$tmp/unigen.ll"
for mode in --llvm-compat --no-verify; do
	"$tool" uniformity --format=summary --mtriple=amdgcn-amd-amdhsa \
		"$mode" "$tmp/unigen.ll" > /dev/null
done

"$llvm_bin/llvm-stress" -size 20000 -seed 3 -o "$tmp/stress.ll"
"$tool" verify "$tmp/stress.ll"
"$tool" uniformity --format=summary "$tmp/stress.ll" > /dev/null

n=$(find "$obj" -name '*.gcda' | wc -l)
if [ "$n" -eq 0 ]; then
	# a profile of nothing would build as if there were none, silently
	echo "pgo-train: the runs wrote no counts beside $obj" >&2
	exit 1
fi
echo "pgo-train: $n profiles from $(basename "$library"), unigen and llvm-stress"
