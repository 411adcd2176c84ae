#!/usr/bin/env bash
# fnlen.sh [N] [FILES...] - the N longest functions (default 10) of the
# library and the CLI, as "lines file:line name".  A function starts at a
# line that opens with its name at column 0 and whose body opens with a
# "{" at column 0; it ends at the next "}" at column 0 (the house style of
# every source file here).
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-10}
shift || true
[ $# -gt 0 ] || set -- src/*/*.c tools/converge/*.c
awk '
FNR == 1 { start = 0; cand = "" }
/^[A-Za-z_][A-Za-z0-9_ \t\*]*[ \t\*]([A-Za-z_][A-Za-z0-9_]*)\(/ {
	cand = $0; sub(/\(.*/, "", cand); sub(/.*[ \t\*]/, "", cand); cline = FNR
}
/^{/ { if (cand != "") { start = cline; name = cand; cand = "" } }
/^}/ { if (start) { printf "%d %s:%d %s\n", FNR - start + 1, FILENAME, start, name; start = 0 } }
' "$@" | sort -rn | head -n "$n"
