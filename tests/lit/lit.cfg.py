# lit configuration for converge's golden CLI tests.
#
#   lit-22 -sv tests/lit                               uses build/converge
#   lit-22 -sv --param converge=PATH tests/lit         another binary
#   CONVERGE=PATH lit-22 -sv tests/lit                 the same, by environment
#
# Substitutions: %converge is the binary's absolute path.  FileCheck and not
# come from LLVM 22 (Debian package llvm-22-tools), put first on PATH.
import os

import lit.formats

config.name = "converge"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".ll", ".test"]
config.excludes = ["Inputs", "lit.cfg.py"]

config.test_source_root = os.path.dirname(os.path.abspath(__file__))
repo = os.path.dirname(os.path.dirname(config.test_source_root))
config.test_exec_root = os.path.join(repo, "build", "lit")

converge = (lit_config.params.get("converge")
            or os.environ.get("CONVERGE")
            or os.path.join(repo, "build", "converge"))
converge = os.path.abspath(converge)
if not os.access(converge, os.X_OK):
    lit_config.fatal("converge binary not found or not executable: %s "
                     "(run make first)" % converge)
lit_config.note("using converge: %s" % converge)
config.substitutions.append(("%converge", converge))

llvm_bin = lit_config.params.get("llvm_bin", "/usr/lib/llvm-22/bin")
for tool in ("FileCheck", "not", "split-file"):
    if not os.access(os.path.join(llvm_bin, tool), os.X_OK):
        lit_config.fatal("%s not found in %s (install llvm-22-tools)"
                         % (tool, llvm_bin))
config.environment["PATH"] = os.pathsep.join(
    [llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))])

# %opt: LLVM 22's opt, for the tests of `converge check` that run a pass
# (REQUIRES: opt).  Without it those tests are UNSUPPORTED, and said here.
opt = os.path.join(llvm_bin, "opt")
if os.access(opt, os.X_OK):
    config.available_features.add("opt")
    config.substitutions.append(("%opt", opt))
else:
    lit_config.warning("opt not found in %s: the tests that run opt are "
                       "UNSUPPORTED (install llvm-22)" % llvm_bin)

# "sanitizer": the binary under test is a sanitizer build (build/asan,
# build/tsan), where a test of the release binary's own memory set-up,
# or of a module of megabytes, says UNSUPPORTED.
if os.sep + "asan" + os.sep in converge or os.sep + "tsan" + os.sep in converge:
    config.available_features.add("sanitizer")

# Sanitizer settings reach the binary under test (asan and tsan tiers).
# By default every report aborts, so `not` sees a crash rather than an
# ordinary exit 1.  CONVERGE_THREADS too (the reader's threads).
sanitizer_defaults = {
    "ASAN_OPTIONS": "abort_on_error=1:detect_leaks=1",
    "UBSAN_OPTIONS": "print_stacktrace=1:abort_on_error=1",
    "TSAN_OPTIONS": "abort_on_error=1:halt_on_error=1",
}
for var in ("ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS",
            "ASAN_SYMBOLIZER_PATH", "CONVERGE_THREADS"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
    elif var in sanitizer_defaults:
        config.environment[var] = sanitizer_defaults[var]
