#!/usr/bin/env bash
# html-check.sh CONVERGE - the pages of --format=html in a real browser.
# Each page (uniformity with graphviz's CFG and with the page's own
# layout, verify, run) gets tests/html/click.js appended with what to
# check; headless Chromium loads it, the script clicks a marked line, and
# the panel that appears must hold the explanation, the violation or the
# table of dynamic instances.  A screenshot of each page is kept in
# build/html/.  Without chromium the tier says SKIPPED (scripts/deps.sh
# installs it).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
converge=${1:-$repo/build/converge}
out=$repo/build/html
mkdir -p "$out"
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
	echo "!! html-check: SKIPPED: chromium is not installed (scripts/deps.sh installs it)"
	exit 0
fi
jt=$repo/tests/lit/check/Inputs/jump-threading.after.ll
passed=0
failed=0

# page NAME CHECK-JSON CONVERGE-ARGS...: make the page, check it in the
# browser, keep a screenshot.
page() {
	local name=$1 check=$2
	shift 2
	if ! "$@" > "$out/$name.html" 2> "$out/$name.err"; then
		[ $? -le 1 ] || { echo "FAIL $name: converge: $(head -3 "$out/$name.err")"; failed=$((failed + 1)); return; }
	fi
	{
		cat "$out/$name.html"
		printf '<script>window.CHECK = %s;\n' "$check"
		cat "$here/click.js"
		printf '</script>\n'
	} > "$out/$name.test.html"
	local flags=(--headless --no-sandbox --disable-gpu --no-first-run
		--user-data-dir="$out/profile" --window-size=1300,800)
	timeout 120 "$browser" "${flags[@]}" --dump-dom "file://$out/$name.test.html" \
		> "$out/$name.dom" 2> "$out/$name.browser.err"
	timeout 120 "$browser" "${flags[@]}" --screenshot="$out/$name.png" \
		"file://$out/$name.test.html" > /dev/null 2>&1
	local verdict
	verdict=$(grep -o 'data-check="[^"]*"' "$out/$name.dom" | head -1)
	case $verdict in
	'data-check="PASS'*) echo "ok   $name: ${verdict#data-check=}"; passed=$((passed + 1)) ;;
	*) echo "FAIL $name: ${verdict:-no verdict: the check did not run, see $out/$name.browser.err}"
	   failed=$((failed + 1)) ;;
	esac
}

# %p (line 19) is divergent through its operand %out, an argument of a
# function that is not a kernel; 7 lines carry a divergent value (the store among them), 2 a
# divergent branch, 2 are join blocks; the CFG is graphviz's SVG (4
# blocks and the 4 nodes of its legend).
page uniformity '{"name": "uniformity", "line": 19, "panel": "explain-example",
  "contains": ["Why the value on line 19 is divergent", "its operand %out is divergent",
               "argument ptr addrspace(1) %out (line 6)", "a source of divergence"],
  "selectors": [[".ln.dv, .ln.src", 7], [".ln.db", 2], [".ln.jn", 2], [".cfg svg g.node", 8]]}' \
	"$converge" uniformity --format=html "$jt"
# the same without graphviz: the page lays the CFG out itself (4 blocks,
# 5 edges)
page uniformity-nodot '{"name": "uniformity without dot", "line": 10, "panel": "explain-example",
  "contains": ["Why the branch on line 10 is divergent", "%cond1"],
  "selectors": [[".cfg svg rect", 4], [".cfg svg path", 5]]}' \
	env PATH=/nonexistent "$converge" uniformity --format=html "$jt"
# a phi of tokens: the violation's message and rule in the panel
page verify '{"name": "verify", "line": 15, "panel": "explain-verify",
  "contains": ["token.phi", "a token cannot flow through a phi", "PHI nodes cannot have token type"],
  "selectors": []}' \
	"$converge" verify --format=html "$repo/tests/lit/verify/tokens.ll"
# the ballot on 8 threads: one instance of threads 0, 2 and 4-7 (the ones
# that reach %then2), a table of 6 thread rows under a header row
page run '{"name": "run", "line": 18, "panel": "explain-run",
  "contains": ["line 18: %b = @llvm.amdgcn.ballot.i64"],
  "selectors": [["#explain-run tr", 7], ["#explain-run td.g", 6]]}' \
	"$converge" run --format=html --threads 8 --wave 8 "$jt"

# --format=dot of a module of several functions is one graph: graphviz
# draws it as one SVG
if command -v dot >/dev/null; then
	n=$("$converge" uniformity --format=dot "$repo/tests/lit/uniformity/Inputs/formats.ll" |
		dot -Tsvg | grep -c '<svg')
	if [ "$n" = 1 ]; then
		echo "ok   dot: a module of two functions is one SVG"
		passed=$((passed + 1))
	else
		echo "FAIL dot: a module of two functions gave $n SVG documents"
		failed=$((failed + 1))
	fi
fi

rm -rf "$out/profile"
echo "html-check: $passed passed, $failed failed (screenshots in build/html/)"
[ "$failed" -eq 0 ]
