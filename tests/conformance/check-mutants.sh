#!/usr/bin/env bash
# check-mutants.sh - the tests of `converge check` must catch a broken
# checker.  Each mutant below breaks one part of src/check/check.c (thread
# groups ignored, results ignored, anchors not searched, memory not
# compared, poison taken the wrong way round, the static layers off,
# ipdom ignored, ...); the script builds converge with it in a copy of
# the tree and runs tests/lit/check.  A mutant that passes every test
# there is a hole in the tests.
#
#   check-mutants.sh [REPO]          (default: the checkout this is in)
#
# Prints one line per mutant (how many tests failed) and
#   check-mutants: M mutants, K killed
# exit 1 if a mutant survives, 2 if one does not apply or build.
set -uo pipefail
repo=$(cd "${1:-$(dirname "$0")/../..}" && pwd)
lit=${LIT:-$(command -v lit-22 || echo /usr/lib/llvm-22/bin/lit)}
work=$(mktemp -d "${TMPDIR:-/tmp}/check-mutants.XXXXXX")
trap 'rm -rf "$work"' EXIT
(cd "$repo" && git ls-files -z | tar --null -T - -cf -) | (cd "$work" && tar xf -)
cp "$work/src/check/check.c" "$work/check.c.orig"
make -C "$work" -j2 build/converge > "$work/build.log" 2>&1 || {
	echo "check-mutants: the unmutated tree does not build" >&2
	exit 2
}

# The mutants: (name, text of check.c, what replaces it); the text must
# occur once.
cat > "$work/mutants.py" <<'PY'
MUTANTS = [
    ("thread groups ignored",
     "vb.wave != va.wave || vb.mask != va.mask || vb.nres != va.nres",
     "vb.nres != va.nres"),
    ("results never compared",
     "\tif (!results && !has_effect(b, &vb))", "\tif (1)"),
    ("anchors not searched",
     "\t\tnpol = 2 + (c->o.anchor_splits ? c->o.anchor_splits : 4);",
     "\t\tnpol = 1;"),
    ("memory not compared",
     "!compare_returns(b, a, l->threads, d) && !compare_memory(b, a, l, d)",
     "!compare_returns(b, a, l->threads, d)"),
    ("returns not compared",
     "!compare_returns(b, a, l->threads, d) && !compare_memory(b, a, l, d)",
     "!compare_memory(b, a, l, d)"),
    ("poison the wrong way",
     "if (!pb[k] && (pa[k] || va[k] != vb[k]))",
     "if (!pa[k] && (pb[k] || va[k] != vb[k]))"),
    ("static layer off",
     "\tnstatic = static_layer(c, name, vb, va);", "\tnstatic = 0;"),
    ("m-converged layer off",
     "\tnstatic += m_converged_layer(c, name, ib, ia, nstatic);",
     "\tnstatic += 0;"),
    ("ipdom ignored",
     "\to.reconvergence = c->o.reconvergence;",
     "\to.reconvergence = CV_RECONVERGE_MAXIMAL;"),
    ("every operation droppable",
     "\treturn !has_effect(sd, &v);", "\treturn 1;"),
    ("AFTER stopping accepted",
     "\t\tif (sa == 0)\n\t\t\tmatched = br->npol > 1",
     "\t\tmatched = sa != 0;\n\t\tif (sa == 0)\n\t\t\tmatched = br->npol > 1"),
    ("AFTER's anchor groupings not enumerated",
     "} else if (!ka.done && ea < br->limit) {",
     "} else if (!ka.done && ea < 1) {"),
    ("BEFORE guided by callee off",
     "guided_match(c, bg, a, l, PT_BY_CALLEE, &br->b[0], compared) ||",
     "0 ||"),
    ("BEFORE guided by the users of anchors off",
     "guided_match(c, bg, a, l, PT_BY_USER, &br->b[0], compared) ||",
     "0 ||"),
    ("BEFORE waiting across iterations off",
     "\t    guided_match(c, bg, a, l, PT_RENDEZVOUS, NULL, compared))",
     "\t    0)"),
    ("lane-mask operations not one operation",
     "\treturn lane_mask_op(x, nx) && lane_mask_op(y, ny);", "\treturn 0;"),
    ("BEFORE's anchor groupings not enumerated",
     "for (i = 0; (st = before_enum(c, br, l, i)) != -3; i++)\n"
     "\t\tif (st == 0 &&",
     "for (i = 0; 0 && (st = before_enum(c, br, l, i)) != -3; i++)\n"
     "\t\tif (st == 0 &&"),
    ("cycle hierarchies: only the 4 fixed orders",
     "\tfor (k = 0; k < HIER_SEEDS; k++) {\n\t\tconst cycle_info *cp",
     "\tfor (k = 0; k < 4; k++) {\n\t\tconst cycle_info *cp"),
]
if __name__ == "__main__":
    import sys
    if sys.argv[1] == "count":
        print(len(MUTANTS))
    elif sys.argv[1] == "name":
        print(MUTANTS[int(sys.argv[2])][0])
    else:
        i, src, dst = int(sys.argv[2]), sys.argv[3], sys.argv[4]
        s = open(src).read()
        if s.count(MUTANTS[i][1]) != 1:
            sys.exit(1)
        open(dst, "w").write(s.replace(MUTANTS[i][1], MUTANTS[i][2]))
PY
total=0 killed=0 bad=0
n=$(python3 "$work/mutants.py" count)
for i in $(seq 0 $((n - 1))); do
	name=$(python3 "$work/mutants.py" name "$i")
	total=$((total + 1))
	if ! python3 "$work/mutants.py" apply "$i" "$work/check.c.orig" \
		"$work/src/check/check.c"; then
		echo "check-mutants: $name: does not apply (check.c changed?)"
		bad=1
		continue
	fi
	if ! make -C "$work" -j2 build/converge > "$work/build.log" 2>&1; then
		echo "check-mutants: $name: does not build"
		bad=1
		continue
	fi
	failed=$("$lit" -q --param converge="$work/build/converge" \
		"$work/tests/lit/check" 2>&1 | grep -c '^FAIL:\|^XPASS:')
	if [ "$failed" -gt 0 ]; then
		killed=$((killed + 1))
		echo "check-mutants: $name: killed ($failed tests fail)"
	else
		echo "check-mutants: $name: SURVIVES (every test passes)"
	fi
done
cp "$work/check.c.orig" "$work/src/check/check.c"
echo "check-mutants: $total mutants, $killed killed"
[ "$bad" = 0 ] || exit 2
[ "$killed" = "$total" ] || exit 1
exit 0
