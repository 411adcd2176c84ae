#!/usr/bin/env bash
# error-lines.sh [options] [CONVERGE_BINARY] - a deterministic mutation tester
# for the reader's diagnostics, against `opt -S` of LLVM 22.
#
# Inputs: every .ll in tests/corpus and under ../shared/llvm-tests/test
# (beside the repo), or the files and directories given with -i.  From each
# input, N mutants (default 20) are derived with a fixed seed, each by one
# mutation: delete a token, duplicate a token, replace a type by another,
# swap two lines, delete a line, truncate the file, insert a random byte,
# change a number to a huge (or odd) one, replace a name by another name of
# the file, replace a punctuation character.  Comments are left alone.
# For each mutant (opt -S MUTANT -o /dev/null, both with a 10 s timeout):
#   - opt reports FILE:LINE:COL: error: -> `converge print` must exit 2 and
#     its first `error:` line must name the same LINE;
#   - opt rejects it without a position (the IR verifier) -> converge must
#     exit 1 or 2;
#   - opt accepts it -> converge must exit 0 (with -b, the function bodies
#     must also be byte-identical to opt's);
#   - a converge crash, timeout, sanitizer report or exit code other than
#     0, 1 or 2 always fails.
# Mutants on which opt itself crashes or needs more than 10 s are skipped.
#
# Prints one line per failing mutant, then counts by failure category and
#   error-lines: N passed, M failed
# Failing mutants are kept in build/error-lines/fail/ (emptied at each run)
# with a .txt beside each giving the mutation, opt's and converge's first
# error lines; reproduce with
#   opt -S build/error-lines/fail/X.ll -o /dev/null; build/converge print build/error-lines/fail/X.ll
#
# Options:
#   -n N        mutants per input file (default 20)
#   -s SEED     the seed (default 1); the same seed gives the same mutants
#   -j JOBS     parallel jobs (default: the number of CPUs)
#   -i PATH     an input file or directory instead of the defaults (repeatable)
#   -b          also compare function bodies when opt accepts a mutant
#   -v          print opt's and converge's error lines for each failure
#   --min-pass K  exit 1 if fewer than K mutants pass (default 0)
# Exits 0 unless --min-pass is not reached or the tools are missing (2).
# CONVERGE (environment) names the binary when no argument does; LLVM_BIN the
# LLVM 22 tools (default /usr/lib/llvm-22/bin).  opt's results are cached in
# build/error-lines/cache/, keyed by the mutant's content.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
cd "$repo" || exit 2

case " $* " in
*" -h "*|*" --help "*) sed -n '2,/^set /{/^set /d;s/^# \{0,1\}//;p}' "$0"; exit 0 ;;
esac

export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:abort_on_error=1}

exec python3 - "$repo" "$@" <<'PY'
import concurrent.futures
import hashlib
import json
import os
import random
import re
import shutil
import subprocess
import sys

repo = sys.argv[1]
args = sys.argv[2:]

nmut, seed, jobs, bodies, verbose, min_pass = 20, "1", os.cpu_count() or 1, False, False, 0
inputs, binary = [], None
i = 0
while i < len(args):
    a = args[i]
    def value():
        global i
        i += 1
        if i >= len(args):
            sys.exit("error-lines: %s needs a value" % a)
        return args[i]
    if a == "-n":
        nmut = int(value())
    elif a == "-s":
        seed = value()
    elif a == "-j":
        jobs = max(1, int(value()))
    elif a == "-i":
        inputs.append(value())
    elif a == "-b":
        bodies = True
    elif a == "-v":
        verbose = True
    elif a == "--min-pass":
        min_pass = int(value())
    elif a.startswith("-"):
        print("error-lines: unknown option %s" % a, file=sys.stderr)
        sys.exit(2)
    else:
        binary = a
    i += 1

converge = os.path.abspath(binary or os.environ.get("CONVERGE") or
                           os.path.join(repo, "build", "converge"))
llvm_bin = os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin")
opt = os.path.join(llvm_bin, "opt")
if not os.access(converge, os.X_OK):
    print("error-lines: converge binary not found: %s (run make)" % converge,
          file=sys.stderr)
    sys.exit(2)
if not os.access(opt, os.X_OK):
    print("error-lines: %s not found (install llvm-22: scripts/deps.sh)" % opt,
          file=sys.stderr)
    sys.exit(2)

out = os.path.join(repo, "build", "error-lines")
work = os.path.join(out, "work")
faildir = os.path.join(out, "fail")
cache = os.path.join(out, "cache")
shutil.rmtree(faildir, ignore_errors=True)
shutil.rmtree(work, ignore_errors=True)
for d in (work, faildir, cache):
    os.makedirs(d, exist_ok=True)

# ---- inputs ---------------------------------------------------------------
def collect(path):
    if os.path.isdir(path):
        found = []
        for root, _, names in os.walk(path):
            found += [os.path.join(root, n) for n in names if n.endswith(".ll")]
        return sorted(found)
    return [path] if os.path.isfile(path) else []

files = []
if inputs:
    for p in inputs:
        files += collect(p)
else:
    files += collect(os.path.join(repo, "tests", "corpus"))
    shared = os.path.join(repo, "..", "shared", "llvm-tests", "test")
    if os.path.isdir(shared):
        files += collect(shared)
    else:
        print("error-lines: SKIPPED the LLVM corpus: %s is absent" % shared)
if not files:
    print("error-lines: no input files", file=sys.stderr)
    sys.exit(2)

# ---- mutations ------------------------------------------------------------
# Texts are handled as latin-1 so that characters and bytes coincide.
TOKEN = re.compile(r'c?"[^"\n]*"|[%@!$#]?[-A-Za-z0-9_.$\\]+|[^\s]')
TYPES = ["i1", "i8", "i16", "i32", "i64", "i128", "i7", "half", "bfloat",
         "float", "double", "x86_fp80", "fp128", "ppc_fp128", "ptr",
         "ptr addrspace(1)", "void", "label", "metadata", "token",
         "<4 x i32>", "<vscale x 2 x i64>", "[2 x i8]", "{ i32, ptr }",
         "i32*", "x86_amx"]
TYPE_RE = re.compile(r'(?<![-\w.$%@!#"])(i\d+|half|bfloat|float|double|x86_fp80|'
                     r'fp128|ppc_fp128|ptr|void|label|metadata|token)(?![-\w.$"])')
NUMBER_RE = re.compile(r'(?<![-\w.$%@!#"])-?\d+(?![\w.$"])')
HUGE = ["4294967296", "18446744073709551616", "-9223372036854775809",
        "340282366920938463463374607431768211456", "99999999999999999999999",
        "2147483648", "16777216", "65536", "0", "-1", "1e400"]
NAME_RE = re.compile(r'[%@!#][-A-Za-z0-9_.$]+|[%@]"[^"\n]*"')
PUNCT = "(){}[]<>,=*:!"

def code_spans(text):
    """(start, end) of each line's code part, comments excluded."""
    spans, pos = [], 0
    for line in text.split("\n"):
        cut, inq = len(line), False
        for k, ch in enumerate(line):
            if ch == '"':
                inq = not inq
            elif ch == ";" and not inq:
                cut = k
                break
        spans.append((pos, pos + cut))
        pos += len(line) + 1
    return spans

def matches(text, spans, regex):
    """(start, end, text) of each match of regex inside the code spans."""
    found = []
    for s, e in spans:
        if s < e:
            found += [(m.start(), m.end(), m.group())
                      for m in regex.finditer(text, s, e)]
    return found

def mutate(text, rng):
    """One mutation of text, or None when it cannot apply: (new, description)."""
    spans = code_spans(text)
    kind = rng.choice(["delete-token", "duplicate-token", "replace-type",
                       "swap-lines", "delete-line", "truncate", "insert-byte",
                       "huge-number", "replace-name", "replace-punct"])
    lines = text.split("\n")
    def lineno(pos):
        return text.count("\n", 0, pos) + 1
    if kind in ("delete-token", "duplicate-token"):
        toks = matches(text, spans, TOKEN)
        if not toks:
            return None
        s, e, t = rng.choice(toks)
        if kind == "delete-token":
            return text[:s] + text[e:], "%s %r at line %d" % (kind, t, lineno(s))
        return text[:e] + " " + t + text[e:], "%s %r at line %d" % (kind, t, lineno(s))
    if kind == "replace-type":
        toks = matches(text, spans, TYPE_RE)
        if not toks:
            return None
        s, e, t = rng.choice(toks)
        new = rng.choice([x for x in TYPES if x != t])
        return text[:s] + new + text[e:], "%s %r -> %r at line %d" % (kind, t, new, lineno(s))
    if kind == "huge-number":
        toks = matches(text, spans, NUMBER_RE)
        if not toks:
            return None
        s, e, t = rng.choice(toks)
        new = rng.choice([x for x in HUGE if x != t])
        return text[:s] + new + text[e:], "%s %r -> %r at line %d" % (kind, t, new, lineno(s))
    if kind == "replace-name":
        toks = matches(text, spans, NAME_RE)
        names = sorted(set(t for _, _, t in toks))
        if len(names) < 2:
            return None
        s, e, t = rng.choice(toks)
        same = [n for n in names if n[0] == t[0] and n != t] or \
               [n for n in names if n != t]
        new = rng.choice(same)
        return text[:s] + new + text[e:], "%s %r -> %r at line %d" % (kind, t, new, lineno(s))
    if kind == "replace-punct":
        toks = [x for x in matches(text, spans, TOKEN) if x[2] in PUNCT]
        if not toks:
            return None
        s, e, t = rng.choice(toks)
        new = rng.choice([c for c in PUNCT if c != t])
        return text[:s] + new + text[e:], "%s %r -> %r at line %d" % (kind, t, new, lineno(s))
    if kind == "swap-lines":
        code = [k for k, l in enumerate(lines) if l.strip() and not l.lstrip().startswith(";")]
        if len(code) < 2:
            return None
        a = rng.choice(code)
        near = [k for k in code if k != a and abs(k - a) <= 6 and lines[k] != lines[a]]
        if not near:
            return None
        b = rng.choice(near)
        lines[a], lines[b] = lines[b], lines[a]
        return "\n".join(lines), "%s %d and %d" % (kind, a + 1, b + 1)
    if kind == "delete-line":
        code = [k for k, l in enumerate(lines) if l.strip() and not l.lstrip().startswith(";")]
        if not code:
            return None
        a = rng.choice(code)
        del lines[a]
        return "\n".join(lines), "%s %d" % (kind, a + 1)
    if kind == "truncate":
        if len(text) < 2:
            return None
        first = next((s for s, e in spans if s < e and text[s:e].strip()
                      and not text[s:e].lstrip().startswith(";")), 0)
        at = rng.randrange(max(1, first), len(text))
        return text[:at], "%s at byte %d (line %d)" % (kind, at, lineno(at))
    if kind == "insert-byte":
        code = [(s, e) for s, e in spans if s < e]
        if not code:
            return None
        s, e = rng.choice(code)
        at = rng.randrange(s, e + 1)
        byte = chr(rng.choice(list(range(0, 256)) + [ord(c) for c in '%@!#"\\$(){}<>,=*']))
        return text[:at] + byte + text[at:], "%s 0x%02X at line %d" % (kind, ord(byte), lineno(at))
    return None

def make_mutants(path):
    with open(path, "rb") as f:
        text = f.read().decode("latin-1")
    rel = os.path.relpath(os.path.abspath(path), repo)
    stem = re.sub(r"^(\.\./)+", "", rel).replace("/", "__")
    stem = re.sub(r"[^A-Za-z0-9_.-]+", "_", stem)
    if stem.endswith(".ll"):
        stem = stem[:-3]
    result, seen = [], {text}
    for k in range(nmut):
        rng = random.Random("%s:%s:%d" % (seed, rel, k))
        for _ in range(20):
            m = mutate(text, rng)
            if m and m[0] not in seen:
                seen.add(m[0])
                result.append(("%s.m%02d" % (stem, k), m[0], m[1], rel))
                break
    return result

# ---- running --------------------------------------------------------------
POS_RE = re.compile(r":(\d+):(\d+): error:")

def first_error(err):
    """(line, col) of the first `error:` line, ('', '') without a position,
    None without any error line."""
    for l in err.splitlines():
        if "error:" in l:
            m = POS_RE.search(l)
            return (m.group(1), m.group(2), l) if m else ("", "", l)
    return None

def body_lines(text):
    res, inside = [], False
    for l in text.split("\n"):
        if l.startswith("define "):
            inside = True
        if inside:
            res.append(l)
            if l == "}":
                inside = False
    return res

def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout)
        return p.returncode, p.stdout.decode("latin-1"), p.stderr.decode("latin-1")
    except subprocess.TimeoutExpired:
        return None, "", ""

def run_opt(path, content):
    key = hashlib.md5((opt + "\0" + ("b" if bodies else "") + "\0").encode() +
                      content.encode("latin-1")).hexdigest()
    cfile = os.path.join(cache, key + ".json")
    try:
        with open(cfile) as f:
            return json.load(f)
    except (OSError, ValueError):
        pass
    target = "-" if bodies else "/dev/null"
    rc, so, se = run([opt, "-S", path, "-o", target], 10)
    res = {"rc": rc, "err": se[:4000], "fn": body_lines(so) if bodies and rc == 0 else []}
    tmp = cfile + ".%d.tmp" % os.getpid()
    with open(tmp, "w") as f:
        json.dump(res, f)
    os.replace(tmp, cfile)
    return res

def check(mutant):
    name, content, desc, rel = mutant
    path = os.path.join(work, name + ".ll")
    with open(path, "wb") as f:
        f.write(content.encode("latin-1"))
    o = run_opt(path, content)
    if o["rc"] is None or o["rc"] < 0:
        # opt timed out or crashed: no verdict to compare with.
        os.unlink(path)
        return ("skip", name, desc, rel, "", "", "")
    rc, so, se = run([converge, "print", path], 10)
    o_err = first_error(o["err"])
    c_err = first_error(se)
    o_txt = o_err[2].strip() if o_err else ""
    c_txt = c_err[2].strip() if c_err else ""
    why, cat = None, None
    if rc is None:
        why, cat = "converge timed out after 10 s", "timeout"
    elif rc < 0 or rc >= 128:
        why, cat = "converge crashed (exit %d)" % rc, "crash"
    elif re.search(r"ERROR: (Address|Leak|Undefined)Sanitizer|runtime error:", se):
        why, cat = "sanitizer report", "sanitizer"
    elif rc not in (0, 1, 2):
        why, cat = "converge exits %d" % rc, "bad exit code"
    elif o["rc"] != 0 and o_err and o_err[0]:
        if rc != 2:
            why = "opt rejects it at line %s; converge exits %d, not 2" % (o_err[0], rc)
            cat = "opt rejects, converge accepts" if rc == 0 else "opt rejects, converge exits %d" % rc
        elif not c_err or c_err[0] != o_err[0]:
            why = "error at line %s, opt says line %s" % (c_err[0] if c_err and c_err[0] else "?", o_err[0])
            cat = "different error line"
    elif o["rc"] != 0:
        if rc not in (1, 2):
            o_txt = next((l for l in o["err"].splitlines()
                          if l.strip() and "warning:" not in l), "")
            why = "the verifier rejects it (%s); converge exits %d" % (o_txt[:100], rc)
            cat = "verifier rejects, converge accepts"
    elif rc != 0:
        why, cat = "opt accepts it; converge exits %d" % rc, "opt accepts, converge rejects"
    elif bodies and body_lines(so) != o["fn"]:
        why, cat = "function bodies differ from opt -S", "bodies differ"
    if why is None:
        os.unlink(path)
        return ("pass", name, desc, rel, "", "", "")
    kept = os.path.join(faildir, name + ".ll")
    os.replace(path, kept)
    with open(os.path.join(faildir, name + ".txt"), "w") as f:
        f.write("source:   %s\nmutation: %s\nresult:   %s\nopt rc %s: %s\nconverge rc %s: %s\n"
                % (rel, desc, why, o["rc"], o_txt, rc, c_txt))
    return ("fail", name, desc, rel, why, cat, (o_txt, c_txt))

print("error-lines: converge = %s" % converge)
print("error-lines: %d input files, %d mutants each, seed %s" % (len(files), nmut, seed))
mutants = []
for p in files:
    mutants += make_mutants(p)

with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
    results = list(ex.map(check, mutants))
shutil.rmtree(work, ignore_errors=True)

passed = sum(1 for r in results if r[0] == "pass")
failed = [r for r in results if r[0] == "fail"]
skipped = sum(1 for r in results if r[0] == "skip")
cats = {}
for r in failed:
    print("FAIL: build/error-lines/fail/%s.ll: %s [%s; from %s]" % (r[1], r[4], r[2], r[3]))
    if verbose:
        print("    opt:      %s" % r[6][0])
        print("    converge: %s" % r[6][1])
    cats[r[5]] = cats.get(r[5], 0) + 1
if cats:
    print("error-lines: failures by category:")
    for c, n in sorted(cats.items(), key=lambda x: (-x[1], x[0])):
        print("  %5d  %s" % (n, c))
if skipped:
    print("error-lines: %d mutants skipped (opt crashed or timed out)" % skipped)
print("error-lines: %d passed, %d failed" % (passed, len(failed)))
if passed < min_pass:
    print("error-lines: REGRESSION: %d passed, fewer than --min-pass %d" % (passed, min_pass))
    sys.exit(1)
sys.exit(0)
PY
