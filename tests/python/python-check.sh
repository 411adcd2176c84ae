#!/usr/bin/env bash
# python-check.sh - the Python package (python/, ctypes over
# libconverge.so.0) as a user meets it (make python-check; a tier of make
# check).  Run from the repository root after `make shared`.
#
# A fresh virtual environment (with the system's site packages, for
# pytest), `pip install ./python` into it (offline: no build isolation,
# the environment's own setuptools), `import converge` from outside the
# source tree, then the pytest suite python/tests against
# build/libconverge.so.0.  Without python3 -m venv or pytest it says
# SKIPPED loudly and exits 0 (make check's deps installs both).
set -uo pipefail
repo=$(pwd)
# Debian's python3 carries python3-venv and python3-pytest
py=${PYTHON:-}
if [ -z "$py" ]; then
	for cand in /usr/bin/python3 python3; do
		if "$cand" -c 'import venv, pytest' 2>/dev/null; then py=$cand; break; fi
	done
fi
if [ -z "$py" ]; then
	echo "################################################################" >&2
	echo "python-check: SKIPPED: no python3 with venv and pytest" >&2
	echo "(Debian: apt-get install python3-venv python3-pytest)" >&2
	echo "################################################################" >&2
	exit 0
fi
lib=$repo/build/libconverge.so.0
[ -e "$lib" ] || { echo "python-check: $lib missing (make shared)" >&2; exit 1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/converge-python.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
"$py" -m venv --system-site-packages "$tmp/venv" || exit 1
if ! "$tmp/venv/bin/python" -m pip install -q --no-build-isolation --no-index \
	"$repo/python" > "$tmp/pip.log" 2>&1; then
	cat "$tmp/pip.log" >&2
	echo "python-check: FAIL: pip install ./python" >&2
	exit 1
fi
cd "$tmp" || exit 1
export CONVERGE_LIBRARY=$lib
where=$("$tmp/venv/bin/python" -c 'import converge, sys; print(converge.__file__)') || {
	echo "python-check: FAIL: import converge in the virtual environment" >&2
	exit 1
}
case $where in
"$tmp/venv/"*) echo "python-check: ok: pip install ./python; import converge from $where" ;;
*) echo "python-check: FAIL: converge imported from $where, not the venv" >&2; exit 1 ;;
esac
"$tmp/venv/bin/python" -m pytest -q -p no:cacheprovider "$repo/python/tests"
