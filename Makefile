# Makefile for converge: libconverge.a, the converge tool, and the test tiers.
#
#   make            build build/libconverge.a and build/converge (with a
#                   profile of converge on real GPU code: PGO, below)
#   make demo       build, then run `build/converge tour`
#   make check      every test tier (see scripts/check.sh); CI runs this
#   make unit | lit | conformance | cycles-compare | verify-compare | asan
#   make fuzz
#   make bench          opt vs converge on two large modules (bench/run.sh),
#                       on libclc and 1,000 small files (bench-modules),
#                       then bench-scaling; results in build/bench/*.md
#   make bench-modules  libclc amdgcn and nvptx, 1,000 small files: verify and
#                       uniformity against opt (bench/modules.sh)
#   make bench-scaling  cycles and uniformity from 1k to 1M blocks (bench/scaling.sh)
#   make bench-cycles   the cycles part of bench-scaling only
#   make layers     the layering rule (scripts/layers.sh, and its self-test)
#                   and no function over 250 lines (scripts/fnlen.sh)
#   make sim-check      simulator vs uniformity on generated programs
#   make gpu-check      converge run against a real GPU, or its recording
#   make intrinsics     every intrinsic of the target tables run against its
#                       definition (tests/conformance/intrinsics.sh,
#                       docs/intrinsics.md)
#   make check-kernels  real kernels (OpenCL C, HIP, CUDA, HLSL; tests/kernels)
#                       compiled by clang 22 at -O0 and -O2, run and compared
#                       with a Python reference (tests/kernels/run.py)
#   make soundness      the uniformity analysis against execution on
#                       SOUNDNESS_FUNCTIONS (100000) generated kernels
#                       (tests/conformance/soundness.sh); make check runs 5000
#   make check-opt      opt 22's passes on CHECK_OPT_PROGRAMS (200) generated
#                       kernels, each result against its input by
#                       converge check (tests/conformance/check-opt.sh;
#                       counterexamples kept in build/check-opt/);
#                       make check runs 20
#   make check-tokens   converge tokens on TOKENS_FUNCTIONS (400) functions of
#                       each of five generators: opt 22's verifier, converge
#                       verify, the opt -S fixpoint, converge check and the
#                       groups under LLVM's hierarchy (tokens-groups.py)
#                       (tests/conformance/tokens-check.sh); make check
#                       runs 10 of each
#   make uniformity-compare   uniformity vs opt (LLVM's tests, generated)
#   make check-realworld  print, verify, cycles, dom and uniformity vs opt 22,
#                       function by function, on kernels clang 22 compiles
#                       from tests/realworld (OpenCL C, HIP, CUDA, HLSL) and
#                       on all of libclc in llvm-extract chunks
#                       (tests/realworld/realworld.sh); make check runs
#                       the kernels and one chunk of each libclc target
#                       (REALWORLD_QUICK=1)
#   make walk-check     the uniformity join walk's shortcut vs the full walk
#   make bench-sim      converge run vs lli -force-interpreter (bench/sim-bench.sh)
#   make check-mutants  the check tests against deliberately broken checkers
#                       (tests/conformance/check-mutants.sh, about 7 minutes)
#   make check-noconvergent  converge noconvergent against opt's function-attrs
#                       and a soundness checker of its own on NC_MODULES (300)
#                       generated call graphs and two deep ones
#                       (tests/conformance/noconvergent-compare.sh);
#                       make check runs 12
#   make bench-noconvergent  converge noconvergent vs opt -passes=function-attrs
#                       on libclc (bench/noconvergent-bench.sh)
#   make bench-tokens   converge tokens vs opt on libclc, and step 1 on 1k-8k
#                       irreducible cycles (bench/tokens-bench.sh)
#   make bench-check    converge check on a 200-block function, 64 threads,
#                       32 launches (bench/check-bench.sh)
#   make install PREFIX=/usr/local [DESTDIR=...]   the tool, converge-opt
#                       (LLVM's opt command lines run with converge), the
#                       static and the shared library (libconverge.so.0),
#                       the header, converge.pc and the man page converge.1
#   make shared         build/libconverge.so (objects built with -fPIC in
#                       build/pic; exports only the functions of converge.h)
#   make builder-check  cv_builder against the reader on BUILDER_FUNCTIONS
#                       (600) generated functions (tests/builder)
#   make python-check   pip install ./python into a fresh virtual
#                       environment, then its pytest suite
#   make install-check  install into a temporary prefix, build the examples
#                       with pkg-config (static and shared), run them; the
#                       exports, the man page and converge-opt under lit
#
# PGO=0 builds the release objects without a profile (once, not twice:
# for quick rebuilds while editing; see PGO below).
#
# WERROR=1 adds -Werror (make check and CI set it).  Objects are rebuilt when
# the compiler or the flags change (build/*.flags), so `make` followed by
# `make check` never reuses objects compiled without -Werror.

CC ?= cc
PREFIX ?= /usr/local
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
MANDIR ?= $(PREFIX)/share/man
DESTDIR ?=
WERROR ?= 0
FUZZ_SECONDS ?= 60

# LLVM 22 tools used by the tests (Debian packages llvm-22, llvm-22-tools).
# /usr/bin/opt may be an older LLVM: always use the versioned directory.
LLVM_BIN ?= /usr/lib/llvm-22/bin
LIT ?= $(shell command -v lit-22 2>/dev/null || echo $(LLVM_BIN)/lit)
FUZZ_CC ?= clang-14

B := build

WARNINGS := -Wall -Wextra -Wpedantic -Wshadow -Wmissing-prototypes \
	-Wstrict-prototypes
CFLAGS ?= -O2 -g
BASE_CFLAGS := -std=c11 $(CFLAGS) $(WARNINGS)
ifeq ($(WERROR),1)
BASE_CFLAGS += -Werror
endif
CPPFLAGS += -Iinclude -Isrc
DEPFLAGS = -MMD -MP
LDFLAGS ?=
LDLIBS ?= -lm -pthread
# The converge tool is linked statically where the C library can be (on
# Debian, libc6-dev ships libc.a): a run then starts without the dynamic
# loader mapping and relocating libc and libm, 0.6 ms of every run
# (`converge --version`: 1.4 -> 0.8 ms), which is 1% of verifying a 14 MB
# module.  STATIC= (empty) links it dynamically.
STATIC_PROBE := $(shell printf 'int main(void){return 0;}\n' | \
	$(CC) -x c -static -o /dev/null - >/dev/null 2>&1 && echo -static)
STATIC ?= $(STATIC_PROBE)

# Profile-guided optimisation of the release build (PGO=0: none).  The
# profile comes from converge reading one of libclc's libraries that the
# bench does not measure (r600: 8,000 functions of real GPU code, through
# llvm-dis 22), a uniformity-heavy generated module (tests/gen/unigen.py)
# and one large llvm-stress function; scripts/pgo-train.sh says why each.
# Without llvm-dis 22, libclc-22 or python3 (scripts/deps.sh installs them)
# the build has no profile, and says so.  gcc only: the counts are .gcda.
PGO ?= 1
PGO_LIBRARY ?= /usr/lib/clc/cedar-r600--.bc
PGO_OK := $(and $(filter 1,$(PGO)),$(wildcard $(PGO_LIBRARY)),$(wildcard $(LLVM_BIN)/llvm-dis),$(wildcard $(LLVM_BIN)/llvm-stress),$(shell command -v python3 2>/dev/null),$(shell $(CC) --version 2>/dev/null | grep -q 'Free Software Foundation' && echo gcc))
ifneq ($(PGO_OK),)
PGO_GEN := -fprofile-generate -fprofile-update=atomic
# -fprofile-partial-training: what the training never ran is optimised as
# without a profile, not for size.  Two of gcc's warnings follow the
# inlining, which follows the profile (another training may inline
# otherwise): they stay warnings here; -Werror holds them in the counted
# compile of the same sources, and in PGO=0, asan and tsan builds.
PGO_USE := -fprofile-use -fprofile-partial-training -Wno-missing-profile \
	-Wno-error=maybe-uninitialized -Wno-error=clobbered
PGO_PROFILE := $(B)/pgo/profile
else
PGO_GEN :=
PGO_USE :=
PGO_PROFILE :=
# (said by the makes that build; `make check` installs what the profile
# needs before its own build, which then has one)
ifeq ($(PGO)$(filter check clean,$(MAKECMDGOALS)),1)
$(info converge: the release build has no profile (PGO): it needs gcc, python3, $(LLVM_BIN)/llvm-dis, $(LLVM_BIN)/llvm-stress and $(PGO_LIBRARY) (bash scripts/deps.sh))
endif
endif

ASAN_CC ?= $(CC)
ASAN_CFLAGS := -std=c11 -O1 -g -fno-omit-frame-pointer \
	-fsanitize=address,undefined -fno-sanitize-recover=undefined $(WARNINGS)
TSAN_CFLAGS := -std=c11 -O1 -g -fsanitize=thread $(WARNINGS)
FUZZ_CFLAGS := -std=c11 -O1 -g -fsanitize=fuzzer,address,undefined \
	-fno-sanitize-recover=undefined

LIB_SRCS := $(sort $(wildcard src/*/*.c))
TOOL_SRCS := $(sort $(wildcard tools/converge/*.c))
UNIT_SRCS := $(sort $(wildcard tests/unit/test_*.c))

LIB_OBJS := $(LIB_SRCS:src/%.c=$(B)/obj/%.o)
TOOL_OBJS := $(TOOL_SRCS:tools/converge/%.c=$(B)/obj/tools/%.o)
UNIT_BINS := $(UNIT_SRCS:tests/unit/%.c=$(B)/tests/%)

ASAN_LIB_OBJS := $(LIB_SRCS:src/%.c=$(B)/asan/obj/%.o)
ASAN_TOOL_OBJS := $(TOOL_SRCS:tools/converge/%.c=$(B)/asan/obj/tools/%.o)
TSAN_LIB_OBJS := $(LIB_SRCS:src/%.c=$(B)/tsan/obj/%.o)
TSAN_TOOL_OBJS := $(TOOL_SRCS:tools/converge/%.c=$(B)/tsan/obj/tools/%.o)
FUZZ_LIB_OBJS := $(LIB_SRCS:src/%.c=$(B)/fuzz/obj/%.o)
PGO_LIB_OBJS := $(LIB_SRCS:src/%.c=$(B)/pgo/obj/%.o)
PGO_TOOL_OBJS := $(TOOL_SRCS:tools/converge/%.c=$(B)/pgo/obj/tools/%.o)

LIB := $(B)/libconverge.a
VERSION := $(shell sed -n 's/^\#define CV_VERSION_STRING "\(.*\)"/\1/p' include/converge.h)
SO_MAJOR := $(firstword $(subst ., ,$(VERSION)))
SONAME := libconverge.so.$(SO_MAJOR)
SHLIB := $(B)/libconverge.so.$(VERSION)
PIC_LIB_OBJS := $(LIB_SRCS:src/%.c=$(B)/pic/obj/%.o)
TOOL := $(B)/converge
ASAN_TOOL := $(B)/asan/converge
TSAN_TOOL := $(B)/tsan/converge
FUZZER := $(B)/fuzz/fuzz_reader

.PHONY: all demo check unit lit conformance asan tsan fuzz install clean bench \
	shared install-check python-check builder-check \
	cycles-compare verify-compare bench-cycles bench-scaling bench-modules sim-check bench-sim bench-check check-mutants \
	intrinsics check-kernels html-check \
	uniformity-compare check-realworld walk-check layers soundness check-opt check-tokens gpu-check \
	check-noconvergent bench-noconvergent bench-tokens FORCE
.DELETE_ON_ERROR:

all: $(TOOL) $(LIB)

# --- flag stamps: a change of compiler or flags rebuilds what depends on them
# (the temporary file is the shell's own: check.sh runs two makes at once)
define flags_stamp
	@mkdir -p $(dir $@)
	@printf '%s\n' '$(1)' > $@.tmp.$$$$; \
	if cmp -s $@.tmp.$$$$ $@; then rm -f $@.tmp.$$$$; else mv -f $@.tmp.$$$$ $@; fi
endef

$(B)/release.flags: FORCE
	$(call flags_stamp,$(CC) $(CPPFLAGS) $(BASE_CFLAGS) $(PGO_USE) $(LDFLAGS) $(STATIC) $(LDLIBS))
$(B)/pgo/pgo.flags: FORCE
	$(call flags_stamp,$(CC) $(CPPFLAGS) $(BASE_CFLAGS) $(PGO_GEN) $(LDFLAGS) $(STATIC) $(LDLIBS))
$(B)/pic/pic.flags: FORCE
	$(call flags_stamp,$(CC) $(CPPFLAGS) $(BASE_CFLAGS) -fPIC $(LDFLAGS) $(LDLIBS))
$(B)/asan/asan.flags: FORCE
	$(call flags_stamp,$(ASAN_CC) $(CPPFLAGS) $(ASAN_CFLAGS) $(LDFLAGS))
$(B)/tsan/tsan.flags: FORCE
	$(call flags_stamp,$(CC) $(CPPFLAGS) $(TSAN_CFLAGS) $(LDFLAGS))
$(B)/fuzz/fuzz.flags: FORCE
	$(call flags_stamp,$(FUZZ_CC) $(CPPFLAGS) $(FUZZ_CFLAGS))

# --- release build
$(B)/obj/%.o: src/%.c $(B)/release.flags $(PGO_PROFILE)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(BASE_CFLAGS) $(PGO_USE) $(DEPFLAGS) -c $< -o $@

$(B)/obj/tools/%.o: tools/converge/%.c $(B)/release.flags $(PGO_PROFILE)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(BASE_CFLAGS) $(PGO_USE) $(DEPFLAGS) -c $< -o $@

# --- the profile of the release build (PGO=1): the same objects compiled
# to count their branches, and a converge linked from them run on real
# GPU code (scripts/pgo-train.sh); its counts are written beside the
# release objects (-dumpdir: build/obj/read/lex.gcda for build/obj/read/
# lex.o), which gcc then lays out and inlines by them.  (The counted
# object must have the release object's name as well: gcc names a
# static function's counts by it.)
$(B)/pgo/obj/%.o: src/%.c $(B)/pgo/pgo.flags
	@mkdir -p $(@D) $(dir $(B)/obj/$*)
	$(CC) $(CPPFLAGS) $(BASE_CFLAGS) $(PGO_GEN) $(DEPFLAGS) \
		-dumpdir $(dir $(B)/obj/$*) -c $< -o $@

$(B)/pgo/obj/tools/%.o: tools/converge/%.c $(B)/pgo/pgo.flags
	@mkdir -p $(@D) $(B)/obj/tools
	$(CC) $(CPPFLAGS) $(BASE_CFLAGS) $(PGO_GEN) $(DEPFLAGS) \
		-dumpdir $(B)/obj/tools/ -c $< -o $@

$(B)/pgo/converge: $(PGO_TOOL_OBJS) $(PGO_LIB_OBJS)
	$(CC) $(BASE_CFLAGS) $(PGO_GEN) $(LDFLAGS) $(STATIC) -o $@ \
		$(PGO_TOOL_OBJS) $(PGO_LIB_OBJS) $(LDLIBS)

$(B)/pgo/train.flags: FORCE
	$(call flags_stamp,$(LLVM_BIN) $(PGO_LIBRARY))

$(B)/pgo/profile: $(B)/pgo/converge $(B)/pgo/train.flags scripts/pgo-train.sh \
		tests/gen/unigen.py
	bash scripts/pgo-train.sh $(B)/pgo/converge $(B)/obj $(LLVM_BIN) \
		$(PGO_LIBRARY)
	@echo '$(PGO_LIBRARY)' > $@

$(LIB): $(LIB_OBJS)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rcs $@ $^

$(TOOL): $(TOOL_OBJS) $(LIB)
	$(CC) $(BASE_CFLAGS) $(LDFLAGS) $(STATIC) -o $@ $(TOOL_OBJS) $(LIB) $(LDLIBS)

# --- the shared library: its own position-independent objects; only the
# functions of include/converge.h are exported (a version script made
# from the header by scripts/exports.sh)
$(B)/pic/obj/%.o: src/%.c $(B)/pic/pic.flags
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(BASE_CFLAGS) -fPIC $(DEPFLAGS) -c $< -o $@

$(B)/converge.map: include/converge.h scripts/exports.sh
	@mkdir -p $(@D)
	{ echo 'CONVERGE_$(SO_MAJOR) {'; echo '  global:'; \
	  bash scripts/exports.sh include/converge.h $(CC) | sed 's/.*/    &;/'; \
	  echo '  local: *;'; echo '};'; } > $@

$(SHLIB): $(PIC_LIB_OBJS) $(B)/converge.map
	$(CC) $(BASE_CFLAGS) $(LDFLAGS) -shared -Wl,-soname,$(SONAME) \
		-Wl,--version-script=$(B)/converge.map -Wl,--no-undefined \
		-o $@ $(PIC_LIB_OBJS) $(LDLIBS)
	ln -sf $(notdir $(SHLIB)) $(B)/$(SONAME)
	ln -sf $(SONAME) $(B)/libconverge.so

shared: $(SHLIB)

# --- what make install adds to the tool and the libraries
$(B)/converge.1: $(TOOL) scripts/mkman.sh
	bash scripts/mkman.sh $(TOOL) > $@

# converge.pc is written by install itself: it names PREFIX
define converge_pc
prefix=$(PREFIX)
libdir=$(LIBDIR)
includedir=$(INCLUDEDIR)

Name: converge
Description: convergent operations, cycles and uniformity of LLVM IR
Version: $(VERSION)
Libs: -L$${libdir} -lconverge
Libs.private: $(LDLIBS)
Cflags: -I$${includedir}
endef
export converge_pc

demo: all
	$(TOOL) tour

# --- the architecture: includes and symbols only point down the stages of
# src/ (ir < read < cfg < print < analysis < exec < check < infer), the
# tool uses the cv_ API only, and no function is over 250 lines but the
# one exempt
layers: $(TOOL)
	bash scripts/layers.sh . $(B)/obj
	bash scripts/layers.sh --self-test
	bash scripts/fnlen.sh --max 250

# --- unit tests (cmocka); each tests/unit/test_*.c is one program
$(B)/tests/obj/%.o: tests/unit/%.c $(B)/release.flags
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(BASE_CFLAGS) $(DEPFLAGS) -c $< -o $@

$(B)/tests/test_%: $(B)/tests/obj/test_%.o $(LIB)
	$(CC) $(BASE_CFLAGS) $(LDFLAGS) -o $@ $< $(LIB) -lcmocka $(LDLIBS)

# Keep the objects: they carry the -MMD header dependencies.
.SECONDARY: $(UNIT_SRCS:tests/unit/%.c=$(B)/tests/obj/%.o)

unit: $(UNIT_BINS)
	@status=0; \
	for t in $(UNIT_BINS); do \
		echo "--- $$t"; \
		./$$t || status=1; \
	done; \
	exit $$status

# --- golden CLI tests (lit + FileCheck); CONVERGE=path selects the binary
lit: $(TOOL)
	$(LIT) -sv --param converge=$(abspath $(or $(CONVERGE),$(TOOL))) tests/lit

# --- converge run against a real GPU (tests/gpu): on the GPU when there is
# one, else against the recorded output of an NVIDIA H200
gpu-check: $(TOOL)
	bash tests/gpu/gpu-check.sh $(abspath $(or $(CONVERGE),$(TOOL))) $(abspath $(B))/gpu

# --- every intrinsic of the target tables of the uniformity analysis, run
# against its definition (tests/gen/intrinsics.py, docs/intrinsics.md)
intrinsics: $(TOOL)
	bash tests/conformance/intrinsics.sh $(abspath $(or $(CONVERGE),$(TOOL)))

# The real-kernel tier: kernels of tests/kernels compiled by clang 22 and
# run against a Python reference (tests/kernels/run.py).
# KERNELS_QUICK=1 (make check): each kernel on its first target only.
check-kernels: $(TOOL)
	python3 tests/kernels/run.py $(abspath $(or $(CONVERGE),$(TOOL))) $(B)/kernels \
		$(if $(KERNELS_QUICK),--quick)

# --- the uniformity analysis against execution on programs built to break
# it (tests/gen/soundgen.py); 2 runs per function in the long tier
SOUNDNESS_FUNCTIONS ?= 100000
soundness: $(TOOL)
	SOUNDNESS_RUNS=$${SOUNDNESS_RUNS:-2} bash tests/conformance/soundness.sh \
		$(abspath $(or $(CONVERGE),$(TOOL))) $(SOUNDNESS_FUNCTIONS)

# --- opt 22 against converge check: generated kernels through single
# passes and default<O2>, each output checked against its input
CHECK_OPT_PROGRAMS ?= 200
check-opt: $(TOOL)
	bash tests/conformance/check-opt.sh \
		$(abspath $(or $(CONVERGE),$(TOOL))) $(CHECK_OPT_PROGRAMS)

# --- converge tokens on generated token-less functions: opt's verifier,
# converge verify, the opt -S fixpoint and converge check
TOKENS_FUNCTIONS ?= 400
check-tokens: $(TOOL)
	bash tests/conformance/tokens-check.sh \
		$(abspath $(or $(CONVERGE),$(TOOL))) $(TOKENS_FUNCTIONS)

bench-noconvergent: $(TOOL)
	bash bench/noconvergent-bench.sh $(abspath $(or $(CONVERGE),$(TOOL))) \
		$(or $(BENCH_RUNS),3)

bench-tokens: $(TOOL)
	bash bench/tokens-bench.sh $(abspath $(or $(CONVERGE),$(TOOL))) \
		$(or $(BENCH_RUNS),3)

check-noconvergent: $(TOOL)
	bash tests/conformance/noconvergent-compare.sh \
		$(abspath $(or $(CONVERGE),$(TOOL)))

# --- LLVM conformance: converge print vs opt -S
conformance: $(TOOL)
	bash tests/conformance/print-compare.sh $(abspath $(or $(CONVERGE),$(TOOL)))

# --- cycles, dominator and post-dominator trees vs opt on generated CFGs
cycles-compare: $(TOOL)
	bash tests/conformance/cycles-compare.sh $(abspath $(or $(CONVERGE),$(TOOL)))

# --- the convergence verifier vs opt on generated functions, and LLVM's
# verifier tests run through the opt/llvm-as shims (tests/tools)
verify-compare: $(TOOL)
	bash tests/conformance/verify-compare.sh $(abspath $(or $(CONVERGE),$(TOOL)))
	$(LIT) -sv --param converge=$(abspath $(or $(CONVERGE),$(TOOL))) \
		tests/llvm --filter 'Verifier/'

# --- the uniformity analysis vs opt: LLVM's uniformity tests through the
# opt shim (tests/tools), then opt and converge function by function on
# LLVM's tests and on generated functions (tests/gen/unigen.py)
UNIFORMITY_FUNCTIONS ?= 2500
uniformity-compare: $(TOOL)
	$(LIT) -sv --param converge=$(abspath $(or $(CONVERGE),$(TOOL))) \
		tests/llvm --filter 'UniformityAnalysis/'
	bash tests/conformance/uniformity-compare.sh \
		$(abspath $(or $(CONVERGE),$(TOOL))) $(UNIFORMITY_FUNCTIONS)

# --- real-world IR: compiled kernels and libclc against opt 22
check-realworld: $(TOOL)
	bash tests/realworld/realworld.sh $(if $(REALWORLD_QUICK),--quick) \
		$(abspath $(or $(CONVERGE),$(TOOL)))

# --- the join walk's shortcut against the full walk, on generated programs
WALK_CHECK := $(B)/walk_check
WALK_CHECK_SEEDS ?= 40
$(B)/obj/walkcheck/walk_check.o: tests/walkcheck/walk_check.c $(B)/release.flags
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(BASE_CFLAGS) $(DEPFLAGS) -c $< -o $@

$(WALK_CHECK): $(B)/obj/walkcheck/walk_check.o $(LIB)
	$(CC) $(BASE_CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

walk-check: $(WALK_CHECK)
	bash tests/walkcheck/walk-check.sh $(abspath $(WALK_CHECK)) $(WALK_CHECK_SEEDS)

# --- cv_builder against the reader: generated functions described again
# through the builder, both analysed (tests/builder)
BUILDER_CHECK := $(B)/builder_check
BUILDER_FUNCTIONS ?= 600
$(B)/obj/builder/builder_check.o: tests/builder/builder_check.c $(B)/release.flags
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(BASE_CFLAGS) $(DEPFLAGS) -c $< -o $@

$(BUILDER_CHECK): $(B)/obj/builder/builder_check.o $(LIB)
	$(CC) $(BASE_CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

builder-check: $(BUILDER_CHECK)
	bash tests/builder/builder-check.sh $(abspath $(BUILDER_CHECK)) $(BUILDER_FUNCTIONS)

# --- the simulator against the uniformity analysis on generated programs
SIM_CHECK_FUNCTIONS ?= 1200
sim-check: $(TOOL)
	bash tests/conformance/sim-check.sh $(abspath $(or $(CONVERGE),$(TOOL))) \
		$(SIM_CHECK_FUNCTIONS)

# --- sanitizer build
$(B)/asan/obj/%.o: src/%.c $(B)/asan/asan.flags
	@mkdir -p $(@D)
	$(ASAN_CC) $(CPPFLAGS) $(ASAN_CFLAGS) $(DEPFLAGS) -c $< -o $@

$(B)/asan/obj/tools/%.o: tools/converge/%.c $(B)/asan/asan.flags
	@mkdir -p $(@D)
	$(ASAN_CC) $(CPPFLAGS) $(ASAN_CFLAGS) $(DEPFLAGS) -c $< -o $@

$(ASAN_TOOL): $(ASAN_TOOL_OBJS) $(ASAN_LIB_OBJS)
	$(ASAN_CC) $(ASAN_CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

asan: $(ASAN_TOOL)

# --- thread sanitizer build (the reader's second thread, pipe.c)
$(B)/tsan/obj/%.o: src/%.c $(B)/tsan/tsan.flags
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(TSAN_CFLAGS) $(DEPFLAGS) -c $< -o $@

$(B)/tsan/obj/tools/%.o: tools/converge/%.c $(B)/tsan/tsan.flags
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(TSAN_CFLAGS) $(DEPFLAGS) -c $< -o $@

$(TSAN_TOOL): $(TSAN_TOOL_OBJS) $(TSAN_LIB_OBJS)
	$(CC) $(TSAN_CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

tsan: $(TSAN_TOOL)

# --- libFuzzer harness for the reader
$(B)/fuzz/obj/%.o: src/%.c $(B)/fuzz/fuzz.flags
	@mkdir -p $(@D)
	$(FUZZ_CC) $(CPPFLAGS) $(FUZZ_CFLAGS) $(DEPFLAGS) -c $< -o $@

$(B)/fuzz/harness/fuzz_reader.o: tests/fuzz/fuzz_reader.c $(B)/fuzz/fuzz.flags
	@mkdir -p $(@D)
	$(FUZZ_CC) $(CPPFLAGS) $(FUZZ_CFLAGS) $(DEPFLAGS) -c $< -o $@

$(FUZZER): $(B)/fuzz/harness/fuzz_reader.o $(FUZZ_LIB_OBJS)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -o $@ $^ $(LDLIBS)

fuzz: $(FUZZER)
	FUZZ_SECONDS=$(FUZZ_SECONDS) bash scripts/fuzz.sh $(FUZZER)

# --- everything, tier by tier
check:
	@MAKE='$(MAKE)' FUZZ_SECONDS=$(FUZZ_SECONDS) bash scripts/check.sh

# BENCH_RUNS, BENCH_ONLY, BENCH_SIZES, ...: see the headers of the scripts
bench: all
	bash bench/run.sh
	bash bench/modules.sh
	bash bench/scaling.sh

bench-modules: all
	bash bench/modules.sh

bench-scaling: all
	bash bench/scaling.sh

bench-cycles: all
	BENCH_SCALING=cycles bash bench/scaling.sh

bench-sim: all
	bash bench/sim-bench.sh $(abspath $(TOOL))

# --- the pages of --format=html in headless Chromium (tests/html)
html-check: $(TOOL)
	bash tests/html/html-check.sh $(abspath $(or $(CONVERGE),$(TOOL)))

check-mutants: $(TOOL)
	bash tests/conformance/check-mutants.sh

bench-check: all
	bash bench/check-bench.sh $(abspath $(TOOL))

install: all $(SHLIB) $(B)/converge.1 FORCE
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(LIBDIR)/pkgconfig \
		$(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(MANDIR)/man1
	install -m 755 $(TOOL) $(DESTDIR)$(PREFIX)/bin/converge
	install -m 755 tests/tools/opt $(DESTDIR)$(PREFIX)/bin/converge-opt
	install -m 644 $(LIB) $(DESTDIR)$(LIBDIR)/libconverge.a
	install -m 755 $(SHLIB) $(DESTDIR)$(LIBDIR)/$(notdir $(SHLIB))
	ln -sf $(notdir $(SHLIB)) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libconverge.so
	printf '%s\n' "$$converge_pc" > $(DESTDIR)$(LIBDIR)/pkgconfig/converge.pc
	install -m 644 include/converge.h $(DESTDIR)$(INCLUDEDIR)/converge.h
	install -m 644 $(B)/converge.1 $(DESTDIR)$(MANDIR)/man1/converge.1

install-check: all $(SHLIB)
	bash tests/install/install-test.sh

python-check: $(SHLIB)
	bash tests/python/python-check.sh

clean:
	rm -rf $(B)

FORCE:

# The library's objects are one folder deep (build/obj/ir/arena.d), like
# the tool's (build/obj/tools/main.d).
-include $(wildcard $(B)/obj/*/*.d $(B)/tests/obj/*.d $(B)/pic/obj/*/*.d \
	$(B)/pgo/obj/*/*.d $(B)/asan/obj/*/*.d $(B)/tsan/obj/*/*.d $(B)/fuzz/obj/*/*.d \
	$(B)/fuzz/harness/*.d)
