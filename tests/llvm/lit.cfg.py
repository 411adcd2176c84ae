# lit configuration: LLVM's own tests for these analyses
# (../shared/llvm-tests/test, Apache-2.0 WITH LLVM-exception) run unmodified
# with converge standing in for opt and llvm-as (tests/tools/).
#
# Only the tests LLVM 22 itself passes (PASS in opt22-baseline.txt) are run
# by default; `lit --param all=1` runs every test, the newer-LLVM ones too.
import os
import lit.formats

here = os.path.dirname(os.path.abspath(__file__))
repo = os.path.abspath(os.path.join(here, "..", ".."))
corpus = os.path.abspath(os.path.join(repo, "..", "shared", "llvm-tests"))

config.name = "llvm-conformance"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll"]
config.test_source_root = os.path.join(corpus, "test")
config.test_exec_root = os.path.join(repo, "build", "llvm-lit")

llvm_bin = lit_config.params.get("llvm_bin", "/usr/lib/llvm-22/bin")
# tools=DIR: the opt stand-in from DIR (the install test puts an `opt`
# there that runs the installed converge-opt)
tools = lit_config.params.get("tools", os.path.join(repo, "tests", "tools"))
config.environment["PATH"] = os.pathsep.join(
    [os.path.abspath(tools), llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))])
converge = lit_config.params.get("converge", os.environ.get("CONVERGE", os.path.join(repo, "build", "converge")))
config.environment["CONVERGE"] = os.path.abspath(converge)
# extra flags for `converge uniformity` (e.g. to measure the default mode)
if "CONVERGE_UNIFORMITY_FLAGS" in os.environ:
    config.environment["CONVERGE_UNIFORMITY_FLAGS"] = os.environ["CONVERGE_UNIFORMITY_FLAGS"]

# The tiers this project covers: analyses and the verifier, not LLVM's
# transforms or code generators.
covered = ("Analysis/", "Verifier/")
selected = set()
baseline = os.path.join(corpus, "opt22-baseline.txt")
run_all = lit_config.params.get("all", "0") == "1"
with open(baseline) as f:
    for line in f:
        status, _, path = line.strip().partition(": ")
        if not path.startswith("test/"):
            continue
        rel = path[len("test/"):]
        if rel.startswith(covered) and (run_all or status == "PASS"):
            selected.add(rel)

excludes = []
for root, dirs, files in os.walk(config.test_source_root):
    for name in files:
        rel = os.path.relpath(os.path.join(root, name), config.test_source_root)
        if name.endswith(".ll") and rel not in selected:
            excludes.append(name)
# lit excludes by file name; names are unique enough here, but a name that
# is both selected and not must stay included
selected_names = {os.path.basename(s) for s in selected}
config.excludes = sorted(set(e for e in excludes if e not in selected_names))
