#!/usr/bin/env bash
# deps.sh [bench] - make sure the Debian packages the tests and the bench
# need are installed (the same for both).
#
# Each package and why:
#   make, gcc           build the library and the tool
#   python3             the test generators (tests/gen) and the opt shim
#   llvm-22             opt (conformance reference), llvm-stress (generated IR)
#   llvm-22-tools       lit, FileCheck, not (golden CLI tests)
#   libcmocka-dev       unit tests
#   pkg-config          install-check builds the examples with it
#   man-db, groff-base  install-check renders the man page
#   python3-venv, python3-pytest  python-check (the Python package)
#   clang-14            libFuzzer harness (-fsanitize=fuzzer)
#   libclang-rt-14-dev  libFuzzer and sanitizer runtimes for clang-14
#   clang-22            compiles the kernels of the realworld tier and of
#                       the real-kernel tier (make check-kernels)
#   libclc-22           libclc's bitcode, the realworld tier's library, linked
#                       with the OpenCL kernels of check-kernels
#   chromium            html-check: the --format=html pages in a real browser
#   graphviz            dot draws the CFG of the uniformity page (html-check
#                       tests the page with it and without it)
#
# Missing packages are installed when running as root; otherwise the exact
# apt-get command is printed and the script exits 1.
set -euo pipefail

pkgs=(make gcc python3 python3-venv python3-pytest llvm-22 llvm-22-tools
	libcmocka-dev pkg-config man-db groff-base clang-14 libclang-rt-14-dev clang-22 libclc-22
	chromium graphviz)

installed() {
	dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'
}

missing=()
for p in "${pkgs[@]}"; do
	installed "$p" || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
	echo "deps: all present (${pkgs[*]})"
	exit 0
fi

cmd="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing[*]}"
echo "################################################################" >&2
echo "deps: MISSING Debian packages: ${missing[*]}" >&2
if [ "$(id -u)" -ne 0 ]; then
	echo "deps: not root; run this as root:" >&2
	echo "$cmd" >&2
	echo "################################################################" >&2
	exit 1
fi
echo "deps: installing: $cmd" >&2
echo "################################################################" >&2
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"

still=()
for p in "${missing[@]}"; do
	installed "$p" || still+=("$p")
done
if [ ${#still[@]} -ne 0 ]; then
	echo "deps: FAILED to install: ${still[*]}" >&2
	exit 1
fi
echo "deps: installed ${missing[*]}"
