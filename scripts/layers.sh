#!/usr/bin/env bash
# layers.sh [--self-test] [ROOT [OBJDIR]] - the layering rule of the
# library (README "Architecture"): the stages of src/ form one order,
#
#   ir < read < cfg < print < analysis < exec < check < infer
#
# and a file may take only from its own folder and the folders below its
# own.  The tool (tools/converge) uses the library through
# include/converge.h only.  Two checks:
#
#   includes  every `#include "..."` of src/ names its folder
#             ("read/lex.h"), and that folder is the file's own or lower;
#             tools/converge includes only "converge.h" and its own headers
#   symbols   (when OBJDIR holds the objects, build/obj by default) no
#             object calls or reads a symbol defined by an object of a
#             higher folder, and the tool's objects take from the library
#             only the cv_ API
#
# The symbol check catches what the include check cannot: a function
# declared in a low header but defined in a higher folder.  A folder of
# src/ missing from LAYERS is an error too: a new stage takes its place in
# the order before it lands.  Prints each violation as FILE: ... and ends
# with "layers: N violations"; exit 1 if N > 0.
#
# --self-test runs the check on copies with a violation put in on
# purpose (an upward include, a sideways include, an unqualified include,
# an upward call, a call of a library-internal function from the tool)
# and fails unless each is caught.
set -uo pipefail

LAYERS=(ir read cfg print analysis exec check infer)

declare -A RANK
for i in "${!LAYERS[@]}"; do
	RANK[${LAYERS[$i]}]=$i
done

# rank NAME VAR: the place of layer NAME in LAYERS into VAR, -1 if none
rank() {
	printf -v "$2" '%s' "${RANK[$1]:--1}"
}

# check ROOT OBJDIR: prints violations, returns their count (capped).
check() {
	local root=$1 objdir=$2 bad=0 f dir r inc idir ir
	for dir in "$root"/src/*/; do
		dir=$(basename "$dir")
		rank "$dir" r
		if [ "$r" -lt 0 ]; then
			echo "src/$dir: folder not in the layer order (LAYERS in scripts/layers.sh)"
			bad=$((bad + 1))
		fi
	done
	for f in "$root"/src/*/*.[ch]; do
		[ -e "$f" ] || continue
		dir=$(basename "$(dirname "$f")")
		rank "$dir" r
		while IFS= read -r inc; do
			case $inc in
			converge.h) continue ;;
			*/*) idir=${inc%%/*} ;;
			*)
				echo "${f#"$root"/}: #include \"$inc\" does not name its folder"
				bad=$((bad + 1))
				continue ;;
			esac
			rank "$idir" ir
			if [ "$ir" -lt 0 ]; then
				echo "${f#"$root"/}: #include \"$inc\": no such layer"
				bad=$((bad + 1))
			elif [ "$ir" -gt "$r" ]; then
				echo "${f#"$root"/}: #include \"$inc\" points up ($dir -> $idir)"
				bad=$((bad + 1))
			fi
		done < <(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f")
	done
	for f in "$root"/tools/converge/*.[ch]; do
		[ -e "$f" ] || continue
		while IFS= read -r inc; do
			case $inc in
			converge.h) ;;
			*/*) echo "${f#"$root"/}: #include \"$inc\": the tool uses include/converge.h only"
				bad=$((bad + 1)) ;;
			*) [ -e "$root/tools/converge/$inc" ] || {
				echo "${f#"$root"/}: #include \"$inc\": not a header of the tool"
				bad=$((bad + 1)); } ;;
			esac
		done < <(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f")
	done
	if [ -d "$objdir" ] && ls "$objdir"/*/*.o >/dev/null 2>&1; then
		local defs uses
		defs=$(mktemp) uses=$(mktemp)
		for f in "$objdir"/*/*.o; do
			dir=$(basename "$(dirname "$f")")
			# objects of the stages and the tool; test programs
			# built beside them (walkcheck) are not in the rule
			rank "$dir" r
			[ "$dir" = tools ] || [ "$r" -ge 0 ] || continue
			nm --defined-only -g "$f" 2>/dev/null |
				awk -v d="$dir" -v o="$(basename "$f")" \
					'NF == 3 { print $3, d, o }'
		done | sort -k1,1 > "$defs"
		for f in "$objdir"/*/*.o; do
			dir=$(basename "$(dirname "$f")")
			rank "$dir" r
			[ "$dir" = tools ] || [ "$r" -ge 0 ] || continue
			nm -u "$f" 2>/dev/null |
				awk -v d="$dir" -v o="$(basename "$f")" \
					'{ print $NF, d, o }'
		done | sort -k1,1 > "$uses"
		local order
		order=$(printf '%s ' "${LAYERS[@]}")
		while IFS= read -r line; do
			echo "$line"
			bad=$((bad + 1))
		done < <(join "$uses" "$defs" | awk -v order="$order" '
			BEGIN { n = split(order, L, " "); for (i = 1; i <= n; i++) R[L[i]] = i }
			# sym user_dir user_obj def_dir def_obj
			$2 == "tools" {
				if ($4 != "tools" && $1 !~ /^cv_/)
					printf "tools/%s uses %s of %s/%s: the tool uses the cv_ API only\n", $3, $1, $4, $5
				next
			}
			$4 == "tools" { printf "%s/%s uses %s of the tool\n", $2, $3, $1; next }
			R[$4] > R[$2] { printf "%s/%s uses %s of %s/%s: points up\n", $2, $3, $1, $4, $5 }')
		rm -f "$defs" "$uses"
	fi
	return $((bad > 250 ? 250 : bad))
}

if [ "${1:-}" = --self-test ]; then
	here=$(cd "$(dirname "$0")/.." && pwd)
	t=$(mktemp -d)
	trap 'rm -rf "$t"' EXIT
	fails=0
	# expect NAME SETUP: a copy of the tree with SETUP applied must fail
	expect() {
		local name=$1 setup=$2 out
		rm -rf "$t/tree"
		mkdir -p "$t/tree"
		cp -r "$here/src" "$here/tools" "$t/tree/"
		(cd "$t/tree" && eval "$setup")
		out=$(check "$t/tree" "$t/tree/obj")
		if [ $? -eq 0 ]; then
			echo "self-test: NOT caught: $name"
			fails=$((fails + 1))
		else
			echo "self-test: caught: $name: $(echo "$out" | head -n 1)"
		fi
	}
	out=$(check "$here" /nonexistent)
	if [ $? -ne 0 ]; then
		echo "self-test: the tree itself fails the include check:"
		echo "$out"
		exit 1
	fi
	expect "upward include" \
		'printf "#include \"analysis/verify.h\"\n" >> src/ir/arena.c'
	expect "sideways include (exec from analysis is up)" \
		'printf "#include \"exec/sim.h\"\n" >> src/analysis/uniformity.c'
	expect "include without its folder" \
		'printf "#include \"ir.h\"\n" >> src/cfg/cycles.c'
	expect "tool including a library header" \
		'printf "#include \"ir/ir.h\"\n" >> tools/converge/main.c'
	expect "folder outside the order" \
		'mkdir src/extra && touch src/extra/x.c'
	cc=${CC:-cc}
	expect "upward call (symbols)" \
		"mkdir -p obj/ir obj/analysis obj/tools &&
		 printf 'int up(void);\nint low(void) { return up(); }\n' > obj/l.c &&
		 printf 'int up(void) { return 1; }\n' > obj/h.c &&
		 $cc -c obj/l.c -o obj/ir/l.o && $cc -c obj/h.c -o obj/analysis/h.o"
	expect "tool calling an internal function (symbols)" \
		"mkdir -p obj/ir obj/tools &&
		 printf 'int arena_x(void) { return 1; }\n' > obj/a.c &&
		 printf 'int arena_x(void);\nint main(void) { return arena_x(); }\n' > obj/m.c &&
		 $cc -c obj/a.c -o obj/ir/a.o && $cc -c obj/m.c -o obj/tools/m.o"
	[ "$fails" -eq 0 ] && echo "self-test: every violation caught"
	exit $((fails > 0))
fi

root=$(cd "${1:-$(dirname "$0")/..}" && pwd)
objdir=${2:-$root/build/obj}
out=$(check "$root" "$objdir")
n=$?
[ -n "$out" ] && echo "$out"
if [ -d "$objdir" ]; then
	echo "layers: includes and symbols ($objdir): $n violations"
else
	echo "layers: includes only (no objects in $objdir): $n violations"
fi
[ "$n" -eq 0 ]
