"""Checks that `converge uniformity --format=summary` (which counts the
temporally divergent uses without listing them) gives, for every function,
the counts of the full analysis: the JSON output's counts and the length
of its list of temporal pairs.  Usage: summary_matches.py SUMMARY JSON"""
import json
import re
import sys

summary, listing = sys.argv[1], sys.argv[2]
got = {}
for line in open(summary):
    if line.startswith("total "):
        continue
    name, rest = line.split(" values=", 1)  # a quoted name has blanks
    rest = "values=" + rest
    got[name] = dict((k.replace("-", "_"), int(v))
                     for k, v in re.findall(r"([a-z-]+)=(\d+)", rest))
functions = json.load(open(listing))["functions"]
bad = 0
pairs = 0
for f in functions:
    s = got.pop(f["function"], None)
    c = f["counts"]
    want = {"values": c["values"], "divergent_values": c["divergent_values"],
            "branches": c["branches"],
            "divergent_branches": c["divergent_branches"],
            "cycles": c["cycles"],
            "assumed_divergent": c["assumed_divergent_cycles"],
            "divergent_exit": c["divergent_exit_cycles"],
            "temporal": len(f["temporal"])}
    pairs += len(f["temporal"])
    if s != want:
        print("%s: summary %s, listing %s" % (f["function"], s, want))
        bad += 1
if got:
    print("only in the summary: %s" % sorted(got))
    bad += 1
print("%d functions, %d temporal pairs, %d differences"
      % (len(functions), pairs, bad))
sys.exit(1 if bad else 0)
