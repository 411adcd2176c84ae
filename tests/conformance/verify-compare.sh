#!/usr/bin/env bash
# verify-compare.sh [-v] [CONVERGE_BINARY] - the convergence verifier
# against opt of LLVM 22, function by function.
#
# Inputs:
#   - modules from the generator tests/gen/tokengen.py (deterministic by
#     seed): 50 mixed modules of 50 functions (structured, irreducible and
#     random CFGs of 2-24 blocks with convergence tokens placed by the
#     specification's inference procedure, about two thirds of them
#     mutated to break a rule) and 4 modules of 25 larger functions (60
#     blocks; irreducible, structured, random, and all-valid): 2,600
#     functions.  Each function is followed by a marker declaration that
#     both verifiers reject with a known message, which splits their
#     output into per-function parts;
#   - every .ll under ../shared/llvm-tests/test (beside the repo) that opt
#     can read, compared as a whole.
# For each input, `opt -passes=verify -disable-output` (its stderr, less
# the final "input module is broken!") is compared with `converge verify
# --format=llvm`.  A function passes when its verdict (any message or
# none) and its messages (the lines opt prints, as a multiset) are the
# same; the order of the lines is compared too and reported.  A crash, a
# timeout (60 s) or a sanitizer report fails every function of the file.
#
# Prints one line per failing function (-v adds a diff), counts of valid
# and invalid functions and of each message of opt, then
#   verify-compare: N passed, M failed
# Exits 1 if anything failed or fewer than 2,000 generated functions were
# compared; with opt 22 absent it says SKIPPED loudly and exits 0.
#
# opt's results are cached in build/verify-compare/opt/, keyed by content.
# CONVERGE (environment) names the binary when no argument does; LLVM_BIN
# the LLVM 22 tools (default /usr/lib/llvm-22/bin).
set -uo pipefail

. "$(dirname "$0")/common.sh" verify-compare "$@"
gen=tests/gen/tokengen.py
out=build/verify-compare
mkdir -p "$out/opt" "$out/gen" "$out/tmp"
echo "verify-compare: converge = $converge"

# --- the inputs: NAME|GENERATOR ARGUMENTS
generated=()
for s in $(seq 1 50); do
	generated+=("mixed-$s|--seed $s --functions 50")
done
generated+=("irreducible60|--seed 101 --functions 25 --shape irreducible --blocks 60")
generated+=("structured60|--seed 102 --functions 25 --shape structured --blocks 60")
generated+=("random60|--seed 103 --functions 25 --shape random --blocks 60")
generated+=("valid60|--seed 104 --functions 25 --blocks 60 --valid 100")

files=()
kinds=()
gen_stamp=$( { md5sum < "$gen"; md5sum < tests/gen/cfggen.py; } | md5sum | cut -c1-12)
for g in "${generated[@]}"; do
	name=${g%%|*}
	args=${g#*|}
	f=$out/gen/$name-$gen_stamp.ll
	if [ ! -s "$f" ]; then
		# shellcheck disable=SC2086
		python3 "$gen" $args -o "$f.tmp" && mv -f "$f.tmp" "$f" || {
			echo "verify-compare: the generator failed: $args" >&2
			exit 2
		}
	fi
	files+=("$f")
	kinds+=(gen)
done
if [ -d "$corpus" ]; then
	while IFS= read -r f; do
		files+=("$f")
		kinds+=(corpus)
	done < <(find "$corpus" -name '*.ll' -type f | LC_ALL=C sort)
else
	loud "the LLVM corpus is absent ($repo/$corpus): generated inputs only"
fi
sample_inputs

tmp=$out/tmp/$$
results=$tmp.results
: > "$results"
for i in "${!files[@]}"; do
	f=${files[$i]}
	kind=${kinds[$i]}
	key=$( { echo "$opt"; cat "$f"; } | md5sum | cut -c1-32)
	cache=$out/opt/$key
	if [ ! -f "$cache.rc" ]; then
		"$opt" -passes=verify -disable-output "$f" > /dev/null 2> "$cache.err"
		echo $? > "$cache.rc"
	fi
	# a module opt cannot read is not a verifier test
	if [ "$(cat "$cache.rc")" != 0 ] &&
		! grep -q 'error: input module is broken!' "$cache.err"; then
		continue
	fi
	# the messages on stderr, as opt writes them; stdout stays empty
	timeout 60 "$converge" verify --format=llvm "$f" > "$tmp.stdout" 2> "$tmp.out"
	rc=$?
	cp "$tmp.out" "$tmp.err"
	if [ -s "$tmp.stdout" ] && [ $rc -lt 2 ]; then
		rc=3 # reported below as an exit the tier does not expect
		echo "verify --format=llvm wrote to stdout" >> "$tmp.err"
	fi
	timeout 60 "$converge" verify --format=json "$f" > "$tmp.json" 2>> "$tmp.err"
	jrc=$?
	[ $rc -lt 2 ] && [ $jrc -ge 2 ] && rc=$jrc
	why=
	if [ $rc -eq 124 ]; then
		why="timed out after 60 s"
	elif [ $rc -ge 128 ]; then
		why="crashed (exit $rc)"
	elif grep -q -E 'ERROR: (Address|Leak|Undefined)Sanitizer|runtime error:' "$tmp.err"; then
		why="sanitizer report: $(grep -m1 -E 'ERROR: |runtime error:' "$tmp.err")"
	elif [ $rc -ne 0 ] && [ $rc -ne 1 ]; then
		why="converge exits $rc: $(grep -m1 . "$tmp.err")"
	fi
	python3 - "$kind" "$f" "$cache.err" "$tmp.out" "$why" "$verbose" "$tmp.json" >> "$results" <<'EOF'
import collections, difflib, json, re, sys
kind, path, opt_err, cv_out, why, verbose, cv_json = sys.argv[1:]
marker = "Function returns a token but isn't an intrinsic"

def lines(p):
    with open(p, errors="replace") as f:
        return [l for l in f.read().split("\n")
                if l and "error: input module is broken!" not in l]

def split(ls):
    """Per-function parts, cut at the marker declarations."""
    parts, cur, i = {}, [], 0
    while i < len(ls):
        m = re.match(r"ptr @marker\.(\d+)$", ls[i + 1]) if i + 1 < len(ls) else None
        if ls[i] == marker and m:
            parts[int(m.group(1))] = cur
            cur = []
            i += 2
            continue
        cur.append(ls[i])
        i += 1
    parts["rest"] = cur
    return parts

opt_lines, cv_lines = lines(opt_err), lines(cv_out)
if kind == "gen":
    o, c = split(opt_lines), split(cv_lines)
else:
    o, c = {"file": opt_lines}, {"file": cv_lines}
try:
    with open(cv_json) as f:
        spec = json.load(f)["violations"]
except (OSError, ValueError):
    spec = []

def text_reading(fname, ol):
    """How the text's reading (the default) compares with opt's verdict:
    the same, or different only where docs/DIFFERENCES.md says."""
    vs = [v for v in spec if v["function"] == fname]
    if bool(vs) == bool(ol):
        return "same"
    if vs and all(v["llvm"] is None for v in vs):
        return "text-only:" + ",".join(sorted(set(v["rule"] for v in vs)))
    mix = "Cannot mix controlled and uncontrolled convergence in the same function."
    if not vs and all(l == mix or l.startswith("  ") for l in ol):
        return "llvm-only:mix"
    return "UNEXPLAINED"

fnames = {}
if kind == "gen":
    with open(path) as f:
        k = 0
        for l in f:
            m = re.match(r'define [^@]*(@"[^"]*"|@[-\w.$]+)\(', l)
            if m:
                fnames[k] = m.group(1)
                k += 1
for key in sorted(o, key=lambda k: (isinstance(k, str), str(k).zfill(6))):
    if key == "rest" and not o[key] and not c.get(key):
        continue
    ol, cl = o[key], c.get(key)
    name = "%s %s" % (path, fnames.get(key, key))
    verdict = "invalid" if ol else "valid"
    msgs = [l for l in ol if not l.startswith((" ", "label ", "token ", "ptr ", "depth=", "i32 "))]
    tag = "%s %s %s" % (kind, verdict, "|".join(sorted(set(msgs))))
    if kind == "gen" and key != "rest":
        fname = fnames.get(key, "").lstrip("@").strip('"')
        tag += " " + text_reading(fname, ol).replace(" ", "_")
    if why:
        print("FAIL\t%s\t%s\t%s" % (tag, name, why))
    elif cl is None:
        print("FAIL\t%s\t%s\tconverge printed no part for it" % (tag, name))
    elif cl == ol:
        print("PASS\t%s\t%s\t" % (tag, name))
    elif bool(cl) == bool(ol) and collections.Counter(cl) == collections.Counter(ol):
        print("ORDER\t%s\t%s\tsame messages in another order" % (tag, name))
    else:
        d = ""
        if verbose == "1":
            d = "\\n" + "\\n".join(difflib.unified_diff(ol, cl, "opt", "converge", lineterm="", n=1))
        print("FAIL\t%s\t%s\t%s%s" % (tag, name,
              "verdict differs" if bool(cl) != bool(ol) else "messages differ", d))
for key in c:
    if key not in o:
        print("FAIL\t%s invalid extra\t%s %s\tconverge printed a part opt did not" % (kind, path, key))
EOF
done

python3 - "$results" <<'EOF'
import collections, sys
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1]) if l.strip()]
passed = failed = order = gen = 0
verdicts = collections.Counter()
readings = collections.Counter()
messages = collections.Counter()
for status, tag, name, why in rows:
    parts = tag.split(" ")
    kind, verdict = parts[0], parts[1]
    reading = parts[-1] if kind == "gen" and len(parts) > 3 else "same"
    msgs = " ".join(parts[2:-1] if kind == "gen" and len(parts) > 3 else parts[2:])
    if kind == "gen" and not name.endswith(" rest"):
        readings[reading] += 1
        if reading == "UNEXPLAINED":
            print("FAIL: %s: the text's reading differs from opt's verdict in "
                  "a way docs/DIFFERENCES.md does not explain" % name)
            failed += 1
    if kind == "gen" and not name.endswith(" rest"):
        gen += 1
        verdicts[verdict] += 1
        for m in msgs.split("|"):
            if m:
                messages[m] += 1
    if status == "PASS":
        passed += 1
    elif status == "ORDER":
        passed += 1
        order += 1
        print("ORDER: %s: %s" % (name, why))
    else:
        failed += 1
        print("FAIL: %s: %s" % (name, why.replace("\\n", "\n    ")))
print("verify-compare: generated functions: %d (opt: %d valid, %d invalid)"
      % (gen, verdicts["valid"], verdicts["invalid"]))
for m, n in sorted(messages.items(), key=lambda x: (-x[1], x[0])):
    print("verify-compare: %6d functions with: %s" % (n, m))
if order:
    print("verify-compare: %d passed with the same messages in another order" % order)
for r, n in sorted(readings.items()):
    if r != "same":
        print("verify-compare: %6d functions where the text's reading differs (%s)" % (n, r))
print("verify-compare: %d functions with the same verdict in the text's reading"
      % readings["same"])
print("verify-compare: %d passed, %d failed" % (passed, failed))
with open(sys.argv[1] + ".gen", "w") as f:
    f.write("%d %d\n" % (gen, failed))
EOF
read -r gen_functions nfailed < "$results.gen"
rm -rf "$tmp".*
status=0
[ "$nfailed" -eq 0 ] || status=1
min_gen=$((2000 / ${COMPARE_SAMPLE:-1}))
if [ "$gen_functions" -lt "$min_gen" ]; then
	loud "only $gen_functions generated functions compared (at least $min_gen expected)"
	status=1
fi
exit $status
