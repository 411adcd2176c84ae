#!/usr/bin/env bash
# install-test.sh - `make install` as a C library user meets it (make
# install-check; a tier of make check).  Run from the repository root
# after `make all shared`.
#
#  1. make install PREFIX=<temporary prefix>; and with DESTDIR, the same
#     files under DESTDIR with the prefix written into converge.pc;
#  2. libconverge.so.0: its soname, and it exports exactly the functions
#     of converge.h;
#  3. the examples built with `pkg-config --cflags --libs converge`,
#     linked shared (libconverge.so.0 NEEDED) and static (no dynamic
#     section), each run with the argument lines of tests/install/NAME.runs
#     (an empty line: no argument): every run must print NAME.expected;
#  4. the man page renders and holds every line of `converge --help` and
#     of each command's --help;
#  5. converge-opt: without $CONVERGE it runs the converge beside it and
#     prints what `converge uniformity --format=llvm` prints; LLVM's
#     uniformity tests under lit with an `opt` that is the installed
#     converge-opt.
set -uo pipefail
repo=$(pwd)
MAKE=${MAKE:-make}
LIT=${LIT:-$(command -v lit-22 2>/dev/null || echo /usr/lib/llvm-22/bin/lit)}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/converge-install.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
fail=0
ok() { echo "install-check: ok: $*"; }
bad() { echo "install-check: FAIL: $*" >&2; fail=1; }

command -v pkg-config >/dev/null || { bad "pkg-config is not installed"; exit 1; }

# 1. install
prefix=$tmp/prefix
if "$MAKE" -s install PREFIX="$prefix" >"$tmp/install.log" 2>&1; then
	ok "make install PREFIX=$prefix"
else
	cat "$tmp/install.log" >&2
	bad "make install"
	exit 1
fi
for f in bin/converge bin/converge-opt lib/libconverge.a lib/libconverge.so \
	lib/libconverge.so.0 lib/pkgconfig/converge.pc include/converge.h \
	share/man/man1/converge.1; do
	[ -e "$prefix/$f" ] || bad "not installed: $f"
done
"$MAKE" -s install PREFIX=/opt/cv DESTDIR="$tmp/stage" >"$tmp/stage.log" 2>&1 ||
	bad "make install DESTDIR=$tmp/stage"
if [ -e "$tmp/stage/opt/cv/lib/libconverge.so.0" ] &&
	grep -qx 'prefix=/opt/cv' "$tmp/stage/opt/cv/lib/pkgconfig/converge.pc"; then
	ok "DESTDIR staging keeps PREFIX in converge.pc"
else
	bad "DESTDIR staging"
fi

# 2. the shared library's soname and exports
so=$prefix/lib/libconverge.so.0
soname=$(readelf -d "$so" | sed -n 's/.*Library soname: \[\(.*\)\]/\1/p')
[ "$soname" = libconverge.so.0 ] && ok "soname $soname" || bad "soname '$soname'"
bash scripts/exports.sh include/converge.h > "$tmp/want.syms"
nm -D --defined-only "$so" | awk '$2 ~ /^[TDBRW]$/ {print $3}' |
	sed 's/@.*//' | sort -u > "$tmp/have.syms"
if diff "$tmp/want.syms" "$tmp/have.syms" > "$tmp/syms.diff"; then
	ok "exports: the $(wc -l < "$tmp/want.syms") functions of converge.h, nothing else"
else
	bad "exports differ from converge.h (< header only, > library only):"
	head -20 "$tmp/syms.diff" >&2
fi

# 3. the examples, through pkg-config, shared and static
# runs NAME shared|static EXPECTED: each line of NAME.runs as arguments
runs() {
	local n=0 line
	while IFS= read -r line || [ -n "$line" ]; do
		n=$((n + 1))
		# shellcheck disable=SC2086
		if "$tmp/$1-$2" $line > "$tmp/$1.$2.$n.out" 2>&1 &&
			diff -u "$3" "$tmp/$1.$2.$n.out"; then
			ok "$1, linked $2, run with '${line}': output as expected"
		else
			bad "$1, linked $2, run with '${line}': output differs"
		fi
	done < "tests/install/$1.runs"
}
export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
cflags=$(pkg-config --cflags converge) && libs=$(pkg-config --libs converge) &&
	static_libs=$(pkg-config --static --libs converge) || bad "pkg-config converge"
for ex in examples/*.c; do
	name=$(basename "$ex" .c)
	expected=tests/install/$name.expected
	[ -f "$expected" ] || { bad "$ex has no $expected"; continue; }
	# shared
	if cc -std=c11 -Wall -Wextra "$ex" $cflags $libs -Wl,-rpath,"$prefix/lib" \
		-o "$tmp/$name-shared" 2>"$tmp/cc.log"; then
		readelf -d "$tmp/$name-shared" | grep -q 'NEEDED.*libconverge.so.0' ||
			bad "$name-shared does not need libconverge.so.0"
		runs "$name" shared "$expected"
	else
		cat "$tmp/cc.log" >&2
		bad "cc $ex \$(pkg-config --cflags --libs converge)"
	fi
	# static
	if cc -std=c11 -Wall -Wextra -static "$ex" $cflags $static_libs \
		-o "$tmp/$name-static" 2>"$tmp/cc.log"; then
		readelf -d "$tmp/$name-static" 2>/dev/null | grep -q NEEDED &&
			bad "$name-static is linked dynamically"
		runs "$name" static "$expected"
	else
		cat "$tmp/cc.log" >&2
		bad "cc -static $ex \$(pkg-config --static --libs converge)"
	fi
done

# 4. the man page against --help
cv=$prefix/bin/converge
man=$prefix/share/man/man1/converge.1
if LC_ALL=C MANWIDTH=250 man -l "$man" > "$tmp/man.raw" 2>"$tmp/man.err"; then
	col -bx < "$tmp/man.raw" | sed 's/^ *//; s/ *$//' | tr -s ' ' | sort -u > "$tmp/man.lines"
	{
		"$cv" --help
		for c in $("$cv" --help | awk '/^commands:/ {on = 1; next}
			/^[^ ]/ {on = 0} on && /^  [a-z]/ {print $1}'); do
			"$cv" "$c" --help
		done
	} | sed 's/^ *//; s/ *$//' | tr -s ' ' | grep -v '^$' | sort -u > "$tmp/help.lines"
	comm -23 "$tmp/help.lines" "$tmp/man.lines" > "$tmp/man.missing"
	if [ -s "$tmp/man.missing" ]; then
		bad "converge.1 disagrees with --help; lines of the help missing from it:"
		head -10 "$tmp/man.missing" >&2
	else
		ok "man ./converge.1 renders; it has all $(wc -l < "$tmp/help.lines") lines of the help"
	fi
else
	cat "$tmp/man.err" >&2
	bad "man -l converge.1 does not render"
fi

# 5. converge-opt, alone and under lit
input=tests/lit/uniformity/Inputs/temporal.ll
if env -u CONVERGE "$prefix/bin/converge-opt" -mtriple=amdgcn-- \
	-passes='print<uniformity>' -disable-output "$input" > "$tmp/opt.out" 2>&1 &&
	"$cv" uniformity --format=llvm --mtriple=amdgcn-- "$input" > "$tmp/cv.out" 2>&1 &&
	diff -u "$tmp/cv.out" "$tmp/opt.out" > /dev/null; then
	ok "converge-opt runs the converge beside it: print<uniformity> as converge prints it"
else
	bad "converge-opt -passes='print<uniformity>' differs from converge uniformity --format=llvm"
fi
mkdir -p "$tmp/tools"
ln -s "$prefix/bin/converge-opt" "$tmp/tools/opt"
if [ -x "$LIT" ]; then
	if env -u CONVERGE "$LIT" -q --param tools="$tmp/tools" \
		--param converge="$cv" tests/llvm \
		--filter 'UniformityAnalysis/AMDGPU/' > "$tmp/lit.log" 2>&1; then
		ok "LLVM's AMDGPU uniformity tests under lit with the installed converge-opt as opt"
	else
		tail -20 "$tmp/lit.log" >&2
		bad "lit with the installed converge-opt"
	fi
else
	bad "lit not found ($LIT)"
fi

if [ $fail -ne 0 ]; then
	echo "install-check: FAILED" >&2
	exit 1
fi
echo "install-check: all passed"
