#!/usr/bin/env bash
# realworld.sh [-v] [--quick] [CONVERGE_BINARY] - converge against opt 22 on
# the IR clang 22 really emits and on libclc, function by function.
#
# Inputs:
#   - the kernels of this folder, compiled by clang 22 (../shared/FRONTENDS.md
#     has the command lines) at -O0 and -O2: OpenCL C (opencl/*.cl) for
#     amdgcn-amd-amdhsa (gfx90a) and nvptx64-nvidia-nvcl, HIP (hip/*.hip)
#     for amdgcn, CUDA (cuda/*.cu) for nvptx64 (sm_80), HLSL (hlsl/*.hlsl)
#     for SPIR-V with convergence control tokens (-O0 -disable-llvm-passes
#     and -O3, named O0 and O3); the OpenCL C for amdgcn and the CUDA
#     also at -O2 -g (debug records and locations); no GPU headers are
#     needed, the sources declare what they use;
#   - libclc (Debian package libclc-22): amdgcn-amd-amdhsa.bc,
#     nvptx64--nvidiacl.bc and gfx1030-amdgcn-mesa-mesa3d.bc, cut by
#     llvm-extract into chunks of CHUNK functions (default 500; opt's
#     print<uniformity> on a whole libclc module takes more than 15 minutes,
#     each printed instruction numbers the whole module again).
#     --quick (make check) takes one chunk of 150 functions of each.
# For each module, one run of
#     opt -passes='print<cycles>,print<domtree>,print<postdomtree>' -S
# gives the printed module on stdout and the analyses (or, for a module
# it refuses, the verifier's messages) on stderr, and one of
#     opt -passes='print<uniformity>' -disable-output
# (under setarch -R: it lists some things in pointer order) the
# uniformity; converge gives them with
# `print`, `verify --format=llvm`, `cycles --format=llvm`, `dom
# --format=llvm`, `dom --post --format=llvm` and `uniformity
# --format=llvm`.  Compared per function: print (from `define` to `}`;
# the whole printed module is compared too, and counted per module),
# cycles, domtree, postdomtree and uniformity (normalized as
# tests/conformance/uniformity-compare.sh does: argument and cycle lists as
# sets, the outermost assumed-divergent cycles, no temporal divergence
# list); verify per module (each of its functions counts).  A crash or a
# timeout (120 s) fails every function of the module.  opt's
# print<uniformity> is quadratic in a function's size: on a module it does
# not finish in OPT_TIMEOUT seconds (default 1800) the uniformity is not
# compared, said loudly in the summary.
#
# Prints one line per failing function (-v adds a diff), then per output
#   realworld: OUTPUT: N functions compared, I identical, D different
#   realworld: print, whole modules: N compared, I identical, D different
# and `realworld: N passed, M failed` (functions, all outputs).  Exit 1 if
# anything differs.  Without opt 22 it says SKIPPED loudly and exits 0;
# without clang-22 (libclc-22) the kernels (libclc) are SKIPPED loudly,
# and with neither it exits 0.
#
# Work and opt's results (keyed by path and content) are in build/realworld/
# (--quick: build/realworld-quick/).
# CONVERGE (environment) names the binary when no argument does; LLVM_BIN
# the LLVM 22 tools; CLANG the compiler (default clang-22); CLC the libclc
# folder (default /usr/lib/clc).
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
cd "$repo" || exit 2

verbose=0
quick=0
binary=
for arg in "$@"; do
	case $arg in
	-v) verbose=1 ;;
	--quick) quick=1 ;;
	-h|--help) sed -n '2,/^set /{/^set /d;s/^# \{0,1\}//;p}' "$0"; exit 0 ;;
	-*) echo "realworld: unknown option $arg" >&2; exit 2 ;;
	*) binary=$arg ;;
	esac
done
converge=${binary:-${CONVERGE:-$repo/build/converge}}
llvm_bin=${LLVM_BIN:-/usr/lib/llvm-22/bin}
opt=$llvm_bin/opt
clang=${CLANG:-$(command -v clang-22 || echo "$llvm_bin/clang")}
clc=${CLC:-/usr/lib/clc}
if [ "$quick" = 1 ]; then
	chunk=${CHUNK:-150}
	chunks_per_module=1
else
	chunk=${CHUNK:-500}
	chunks_per_module=${CHUNKS:-0} # 0: all
fi
# opt's print<uniformity> is quadratic in a function's size (libclc has
# functions of 10,000 instructions): a module it does not finish in time
# is not compared for uniformity, and the summary says so loudly
opt_timeout=${OPT_TIMEOUT:-1800}
export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:abort_on_error=1}

loud() {
	echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
	echo "!! realworld: $*"
	echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
}

if [ ! -x "$opt" ] || ! "$opt" --version 2>/dev/null | grep -q 'LLVM version 22'; then
	loud "SKIPPED: opt of LLVM 22 not found at $opt (scripts/deps.sh installs llvm-22)"
	exit 0
fi
if [ ! -x "$converge" ]; then
	echo "realworld: converge binary not found: $converge (run make)" >&2
	exit 2
fi
if ! command -v python3 >/dev/null; then
	echo "realworld: python3 is needed for the comparison" >&2
	exit 2
fi
have_clang=0
if [ -x "$clang" ] && "$clang" --version 2>/dev/null | grep -q 'clang version 22'; then
	have_clang=1
else
	loud "SKIPPED: the compiled kernels: clang 22 not found (scripts/deps.sh installs clang-22)"
fi
have_clc=0
if [ -f "$clc/amdgcn-amd-amdhsa.bc" ]; then
	have_clc=1
else
	loud "SKIPPED: libclc: $clc/amdgcn-amd-amdhsa.bc not found (scripts/deps.sh installs libclc-22)"
fi
if [ $have_clang = 0 ] && [ $have_clc = 0 ]; then
	exit 0
fi
SETARCH=()
if setarch -R true 2>/dev/null; then
	SETARCH=(setarch -R)
fi

out=build/realworld
[ "$quick" = 1 ] && out=build/realworld-quick
mods=$out/modules
rm -rf "$mods" "$out/results"
mkdir -p "$mods" "$out/opt" "$out/results"
echo "realworld: converge = $converge"

# --- the compiled kernels
compile() { # SOURCE TAG LEVEL -> $mods/<name>.<tag>.<level>.ll
	local src=$1 tag=$2 level=$3 base dst
	base=$(basename "$src")
	dst=$mods/${base%.*}.$tag.$level.ll
	local cmd=()
	# O2g: -O2 -g, debug records and locations
	[ "$level" = O2g ] && level="O2 -g"
	case $tag in
	cl-amdgcn)
		cmd=("$clang" -x cl -cl-std=CL2.0 -Xclang -finclude-default-header
			-emit-llvm -S -target amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib
			-$level "$src" -o "$dst") ;;
	cl-nvptx)
		cmd=("$clang" -x cl -cl-std=CL2.0 -Xclang -finclude-default-header
			-emit-llvm -S -target nvptx64-nvidia-nvcl -$level "$src"
			-o "$dst") ;;
	hip)
		cmd=("$clang" -x hip --offload-arch=gfx90a --cuda-device-only
			-nogpulib -nogpuinc -emit-llvm -S -$level "$src" -o "$dst") ;;
	cuda)
		cmd=("$clang" -x cuda --cuda-gpu-arch=sm_80 --cuda-device-only
			-nocudainc -nocudalib -Wno-unknown-cuda-version -emit-llvm -S
			-$level "$src" -o "$dst") ;;
	hlsl)
		local o=(-O3)
		[ "$level" = O0 ] && o=(-O0 -disable-llvm-passes)
		cmd=("$clang" -cc1 -x hlsl -finclude-default-header
			-I "$here/hlsl" -emit-llvm
			-triple spirv1.6-unknown-vulkan1.3-compute -hlsl-entry main
			"${o[@]}" "$src" -o "$dst") ;;
	esac
	if ! "${cmd[@]}" 2> "$dst.err"; then
		echo "realworld: clang failed: ${cmd[*]}"
		sed -n '1,5p' "$dst.err"
		compile_failed=$((compile_failed + 1))
	fi
	rm -f "$dst.err"
}
compile_failed=0
if [ $have_clang = 1 ]; then
	for level in O0 O2; do
		for f in "$here"/opencl/*.cl; do
			compile "$f" cl-amdgcn $level
			compile "$f" cl-nvptx $level
		done
		for f in "$here"/hip/*.hip; do compile "$f" hip $level; done
		for f in "$here"/cuda/*.cu; do compile "$f" cuda $level; done
		for f in "$here"/hlsl/*.hlsl; do
			compile "$f" hlsl "$([ $level = O2 ] && echo O3 || echo O0)"
		done
	done
	for f in "$here"/opencl/*.cl; do compile "$f" cl-amdgcn O2g; done
	for f in "$here"/cuda/*.cu; do compile "$f" cuda O2g; done
fi

# --- libclc, in chunks
if [ $have_clc = 1 ]; then
	for lib in amdgcn-amd-amdhsa nvptx64--nvidiacl gfx1030-amdgcn-mesa-mesa3d; do
		bc=$clc/$lib.bc
		if [ ! -f "$bc" ]; then
			loud "libclc: $bc not found: left out"
			continue
		fi
		"$llvm_bin/llvm-nm" --defined-only "$bc" |
			awk '$2 == "T" || $2 == "t" { print $3 }' > "$out/$lib.names"
		split -l "$chunk" -d -a 3 "$out/$lib.names" "$out/$lib.chunk."
		k=0
		for names in "$out/$lib.chunk."*; do
			if [ "$chunks_per_module" != 0 ] && [ $k -ge "$chunks_per_module" ]; then
				rm -f "$names"
				continue
			fi
			k=$((k + 1))
			args=()
			while IFS= read -r n; do args+=("--func=$n"); done < "$names"
			dst=$mods/libclc.$lib.${names##*.}.ll
			"$llvm_bin/llvm-extract" "${args[@]}" "$bc" -S -o "$dst" ||
				echo "realworld: llvm-extract failed on $names"
			rm -f "$names"
		done
	done
fi

# --- opt and converge on every module
for m in "$mods"/*.ll; do
	[ -e "$m" ] || continue
	name=$(basename "$m" .ll)
	res=$out/results/$name
	mkdir -p "$res"
	key=$( { echo "$opt $m"; cat "$m"; } | md5sum | cut -c1-32) # ModuleID: the path
	cache=$out/opt/$key
	# the printed module and the fast analyses, then print<uniformity>
	# alone: only it can take long (a run that timed out is tried again)
	if [ ! -f "$cache.rc" ] || grep -qxE '124|137' "$cache.rc"; then
		timeout 600 "$opt" -S \
			-passes='print<cycles>,print<domtree>,print<postdomtree>' \
			"$m" -o "$cache.ll" 2> "$cache.err"
		echo $? > "$cache.rc"
	fi
	if [ "$(cat "$cache.rc")" = 0 ] &&
		{ [ ! -f "$cache.uni.rc" ] || grep -qxE '124|137' "$cache.uni.rc"; }; then
		timeout "$opt_timeout" "${SETARCH[@]}" "$opt" \
			-passes='print<uniformity>' -disable-output "$m" \
			2> "$cache.uni"
		echo $? > "$cache.uni.rc"
	fi
	cp "$cache.rc" "$res/opt.rc"
	cp "$cache.err" "$res/opt.err"
	[ -f "$cache.ll" ] && cp "$cache.ll" "$res/opt.ll"
	[ -f "$cache.uni.rc" ] && cp "$cache.uni.rc" "$res/opt.uni.rc"
	[ -f "$cache.uni" ] && cp "$cache.uni" "$res/opt.uni"
	run() { # OUTPUT ARGS...
		local o=$1
		shift
		timeout 120 "$converge" "$@" "$m" > "$res/cv.$o" 2> "$res/cv.$o.err"
		echo $? > "$res/cv.$o.rc"
	}
	run print print
	run verify verify --format=llvm
	run cycles cycles --format=llvm
	run domtree dom --format=llvm
	run postdomtree dom --post --format=llvm
	run uniformity uniformity --format=llvm
done

python3 "$here/compare.py" $([ $verbose = 1 ] && echo -v) "$out/results" "$mods"
status=$?
if [ $compile_failed -ne 0 ]; then
	echo "realworld: $compile_failed compilations failed"
	status=1
fi
exit $status
