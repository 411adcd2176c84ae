#!/usr/bin/env bash
# fnlen.sh [N] [FILES...]     the N longest functions (default 10) of the
#                             library and the tool, "lines file:line name"
# fnlen.sh --max M [FILES...] every function over M lines; exit 1 if any
#
# A function starts at a line that opens with its name at column 0 and
# whose body opens with a "{" at column 0; it ends at the next "}" at
# column 0 (the house style of every source file here).  A function whose
# comment ends with a line holding "fnlen: exempt" (the interpreter's
# dispatch loop, which STYLE.md allows to be long) is listed with
# "(exempt)" and does not fail --max.
set -euo pipefail
cd "$(dirname "$0")/.."
max=0
if [ "${1:-}" = --max ]; then
	max=${2:?--max needs a number}
	shift 2
	n=1000000
else
	n=${1:-10}
	shift || true
fi
[ $# -gt 0 ] || set -- src/*/*.c tools/converge/*.c
list=$(awk '
FNR == 1 { start = 0; cand = ""; prev = "" }
/^[A-Za-z_][A-Za-z0-9_ \t\*]*[ \t\*]([A-Za-z_][A-Za-z0-9_]*)\(/ {
	cand = $0; sub(/\(.*/, "", cand); sub(/.*[ \t\*]/, "", cand); cline = FNR
	cex = prev ~ /fnlen: exempt/
}
/^{/ { if (cand != "") { start = cline; name = cand; ex = cex; cand = "" } }
/^}/ {
	if (start) {
		printf "%d %s:%d %s%s\n", FNR - start + 1, FILENAME, start, name,
			ex ? " (exempt)" : ""
		start = 0
	}
}
{ prev = $0 }
' "$@" | sort -rn)
if [ "$max" -gt 0 ]; then
	over=$(echo "$list" | awk -v m="$max" '$1 > m')
	[ -n "$over" ] && echo "$over"
	bad=$(echo "$over" | grep -cv '(exempt)$\|^$' || true)
	echo "fnlen: $bad functions over $max lines (not exempt)"
	[ "$bad" -eq 0 ]
else
	echo "$list" | head -n "$n"
fi
