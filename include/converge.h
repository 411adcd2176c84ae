/*
 * converge.h - public API of libconverge.
 *
 * converge reads LLVM textual IR into a compact SSA model and implements the
 * semantics of convergent operations on it (see docs/ and the README).
 *
 * Every call takes a context or an object created from one.  The library
 * keeps no global mutable state, never prints and never exits: problems are
 * returned as diagnostics, which the caller reads from the context.
 */
#ifndef CONVERGE_H
#define CONVERGE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CV_VERSION_STRING "0.1.0"

/* A pluggable allocator.  realloc(user, NULL, 0, n) allocates,
 * realloc(user, p, old, 0) frees and returns NULL.  Returning NULL for a
 * non-zero size means out of memory; the library then fails cleanly. */
typedef struct cv_allocator {
	void *(*realloc)(void *user, void *ptr, size_t old_size, size_t new_size);
	void *user;
} cv_allocator;

typedef struct cv_context cv_context;
typedef struct cv_module cv_module;

typedef enum cv_severity {
	CV_NOTE = 0,
	CV_WARNING = 1,
	CV_ERROR = 2
} cv_severity;

/* One diagnostic.  Strings are owned by the context and stay valid until
 * cv_diag_clear() or cv_context_free(). */
typedef struct cv_diag {
	cv_severity severity;
	const char *file;        /* name given to cv_parse */
	unsigned line, col;      /* 1-based; 0 when not tied to a position */
	const char *message;
	const char *source_line; /* the text of that line, without newline, or NULL */
} cv_diag;

/* Where printers write.  write() returns 0 on success. */
typedef struct cv_writer {
	int (*write)(void *user, const char *data, size_t size);
	void *user;
} cv_writer;

/* Limits that keep hostile input bounded.  Zero fields take the default. */
typedef struct cv_limits {
	unsigned max_nesting;    /* types, constants, metadata: default 512 */
	unsigned max_int_bits;   /* iN: default 1 << 23, LLVM's own limit */
	size_t max_input_bytes;  /* default 1 GiB */
} cv_limits;

const char *cv_version(void);

/* Create a context; alloc may be NULL for the C library's allocator. */
cv_context *cv_context_new(const cv_allocator *alloc);
void cv_context_free(cv_context *ctx);
void cv_context_set_limits(cv_context *ctx, const cv_limits *limits);

/* Reading progress: while cv_parse reads, fn(user, offset) is called about
 * every 256 KiB with the number of input bytes read so far.  The reader
 * keeps nothing of the input before that offset except to quote lines in
 * its diagnostics, so a caller that mapped a large file may give those
 * pages back (they must stay readable until cv_parse returns).  fn NULL:
 * no calls. */
void cv_context_set_progress(cv_context *ctx,
			     void (*fn)(void *user, size_t offset), void *user);

/* Threads the library may use.  0 (the default): when the process may
 * run on two CPUs, a large function body (256 KiB and more) is read with
 * a second thread that lexes ahead and numbers the local names, and the
 * uniformity analysis of a large function (64Ki instructions and more)
 * computes its dominator tree and cycles on a second thread while it
 * builds its use lists; 1: the calling thread only; 2: a second thread
 * for every function (slower on small ones; for testing); 3: as 2, but
 * the reader takes the lexing back from its helper at the first wait (for
 * testing: it does so after 1 ms otherwise, when the helper does not run
 * beside it because the CPUs are busy).  The results, diagnostics
 * included, are the same in every case.  A second thread is used only
 * with the default allocator, which it calls from its thread. */
void cv_context_set_threads(cv_context *ctx, unsigned n);
/* The threads setting (cv_context_set_threads; 0 unless set). */
unsigned cv_context_threads(const cv_context *ctx);
/* Read only part of a module's function bodies: cv_parse then reads the
 * body of a definition only when its `define` keyword starts at a byte
 * offset in [begin, end) of the text; every other definition keeps its
 * header (name, type, attributes, linkage), its body is skipped (braces
 * counted outside strings and comments), and it is not a definition for
 * cv_module_function_is_definition nor for cv_verify.  Two contexts with
 * complementary ranges, each parsing the same text on its own thread,
 * read a module of many functions in about half the time; a caller that
 * wants the whole module's answer must combine them (the CLI does so for
 * `verify` and `uniformity --format=summary` and, when either part finds
 * anything to report, reads the module whole instead).  The default,
 * [0, SIZE_MAX), reads every body. */
void cv_context_set_bodies(cv_context *ctx, size_t begin, size_t end);
/* As cv_context_set_bodies, but the bodies read are those whose `define`
 * starts at a byte offset o with (o / chunk) % n == i: n contexts with
 * i = 0 .. n-1 read complementary parts that advance through the text
 * together, so that a mapped input's pages can be given back behind
 * them all (cv_context_set_progress) where a cut in the middle keeps the
 * text between the two parts mapped.  chunk 0 or n < 2: every body. */
void cv_context_set_bodies_interleaved(cv_context *ctx, size_t chunk,
				       unsigned n, unsigned i);
/* As cv_context_set_bodies_interleaved, but with the chunks taken while
 * the bodies are read rather than fixed before, for contexts reading the
 * same text by batches (cv_context_set_body_batches) on threads of
 * different speeds: cv_parse reads every definition's header, with every
 * body skipped, and then calls claim(user) for the index k of a chunk to
 * read and reads the bodies whose '{' lies in bytes [k * chunk,
 * (k + 1) * chunk) of the text as one batch, until claim gives a chunk
 * after the last body's: the first such index ends the reading, so the
 * indexes are to come in increasing order (a counter), as the batches
 * then do.  Contexts whose claim functions share one counter (each k
 * given to one of them) read complementary parts, however fast each
 * goes.  A body no chunk of this context's holds is skipped, as with
 * cv_context_set_bodies.  Without batches every body is read.  chunk 0
 * or claim NULL: every body (as cv_context_set_bodies(ctx, 0, SIZE_MAX)). */
typedef size_t (*cv_claim_fn)(void *user);
void cv_context_set_bodies_claimed(cv_context *ctx, size_t chunk,
				   cv_claim_fn claim, void *user);
/* Where the skipped bodies of a module's text lie, for contexts that read
 * the same text in parts one after another: a context given an empty map
 * notes in it every body it skips (cv_context_set_bodies and
 * _interleaved), and the map is complete when that cv_parse succeeds; a
 * context given a complete map then skips those bodies without reading
 * them again (each part of a module read in six skips five sixths of
 * it).  The map belongs to the text of its first cv_parse (its address
 * and size) and is ignored for any other.  One context at a time may
 * note into a map, and it must not be used meanwhile; any number may use
 * a complete map at once.  NULL (the default): no map. */
typedef struct cv_body_map cv_body_map;
cv_body_map *cv_body_map_new(const cv_allocator *alloc);
void cv_body_map_free(cv_body_map *map);
void cv_context_set_body_map(cv_context *ctx, cv_body_map *map);

/* Read the bodies a batch at a time, each looked at and freed before the
 * next, so that a module of many functions is held a batch at a time:
 * cv_parse first reads the whole text with every body skipped (their
 * places noted), then the bodies of the definitions it is to read
 * (cv_context_set_bodies and _interleaved choose them), in the order of
 * the text, about `bytes` of text a batch.  After each batch it calls
 * fn(ctx, module, user) with the module holding that batch's bodies only
 * (every other definition's body skipped, as
 * cv_module_function_body_skipped says), then frees them.  cv_parse
 * returns the module with no body read (or NULL).  fn returning nonzero
 * stops the reading: cv_parse then returns NULL with an error.  A body
 * that needs the module read in one piece (one that names a global or a
 * metadata node the text does not define, a blockaddress, a module with
 * uselistorder directives or with intrinsic calls LLVM redirects to
 * other declarations) makes cv_parse return NULL with an error saying so:
 * read such a module without batches.  With batches, a definition whose
 * body is not read (cv_context_set_bodies and _interleaved) keeps only
 * its name, unless the text the reading reads names it (a body, an
 * initializer, metadata): its header is then read where it is named.
 * Such a header is checked, and its errors reported, by the context that
 * reads its body.  The arguments a function gets are
 * the module and context of the cv_parse running; the module must not be
 * kept.  A progress function (cv_context_set_progress) sees the offsets
 * start again for the bodies.  bytes 0 or fn NULL: no batches (the
 * default). */
typedef int (*cv_batch_fn)(cv_context *ctx, const cv_module *m,
			   void *user);
void cv_context_set_body_batches(cv_context *ctx, size_t bytes,
				 cv_batch_fn fn, void *user);
/* Where the bodies read by batches come from: with fn set, the reader
 * does not read them from the text given to cv_parse (which it read once
 * for the headers) but has fn(user, offset, size, buf) copy the text's
 * bytes [offset, offset + size) into buf, a few megabytes at a time, and
 * reads the copy.  A caller that maps its input can so read the bodies
 * with pread(2) while the mapped pages stay given back (on a virtual
 * machine, mapping a page again costs more than copying it).  fn returns
 * 0, or nonzero to stop the reading (cv_parse then returns NULL with an
 * error).  The bytes must be those of the text.  NULL (the default):
 * the bodies are read in place. */
typedef int (*cv_text_fn)(void *user, size_t offset, size_t size,
			  char *buf);
void cv_context_set_body_text(cv_context *ctx, cv_text_fn fn, void *user);

size_t cv_diag_count(const cv_context *ctx);
const cv_diag *cv_diag_get(const cv_context *ctx, size_t index);
void cv_diag_clear(cv_context *ctx);

/* Parse LLVM textual IR.  `filename` is used in diagnostics only.  Returns
 * NULL when the input is not valid IR; the reasons are in the context's
 * diagnostics (with file:line:col).  The text need not be NUL-terminated.
 * LLVM bitcode (by its magic number) is an error without a position. */
cv_module *cv_parse(cv_context *ctx, const char *filename, const char *text,
		    size_t size);
/* Parse as `opt -mtriple=triple` reads a module: without a `target
 * datalayout` of its own it gets the target's default layout (see
 * cv_module_default_layout), so implicit alignments follow it.  triple NULL
 * or "": the module's own `target triple`. */
cv_module *cv_parse_for_target(cv_context *ctx, const char *filename,
			       const char *text, size_t size,
			       const char *triple);
void cv_module_free(cv_module *mod);

/* Print the module as `opt -S` of LLVM 22 prints it.  Returns 0, or -1 if
 * the writer failed. */
int cv_print_module(const cv_module *mod, const cv_writer *out);

/* Number of functions (definitions and declarations), and their names. */
size_t cv_module_function_count(const cv_module *mod);
const char *cv_module_function_name(const cv_module *mod, size_t index);
int cv_module_function_is_definition(const cv_module *mod, size_t index);
/* The index of the first definition at or after index `from`
 * (cv_module_function_is_definition), or cv_module_function_count if
 * none: for (i = cv_module_next_definition(m, 0); i < n;
 * i = cv_module_next_definition(m, i + 1)).  In a module read by batches
 * (cv_context_set_body_batches), during a batch's function, the batch's
 * functions are found without a look at the others: a walk over a batch
 * costs the batch, not the module. */
size_t cv_module_next_definition(const cv_module *mod, size_t from);
/* Whether the function is a definition whose body was skipped
 * (cv_context_set_bodies): with the definitions, the functions the text
 * defines, in the same order in every part read of it (upgrades of old
 * intrinsics add and drop declarations, so indexes may differ). */
int cv_module_function_body_skipped(const cv_module *mod, size_t index);

/* ---- control flow: dominance and cycles -------------------------------
 *
 * A cv_cfg holds analyses of one function definition: the reverse
 * post-order, the dominator and post-dominator trees (LLVM's DominatorTree
 * and PostDominatorTree: a virtual exit above every return, `unreachable`
 * and infinite loop) and the cycle forest (LLVM's CycleInfo, with LLVM 22's
 * depth-first search, so the same headers, entries and orders).  Blocks are
 * numbered 0..n-1 in the order of the function (0 is the entry); cycles
 * 0..k-1 in the order `opt -passes='print<cycles>'` lists them, so the
 * descendants of cycle c are c+1 .. up to the next cycle of c's depth or
 * less.  Queries are O(1) unless noted.  CV_NONE stands for "no block" or
 * "no cycle". */

#define CV_NONE UINT32_MAX

typedef struct cv_cfg cv_cfg;

enum {
	CV_CFG_DOM = 1,     /* dominator tree (and reverse post-order) */
	CV_CFG_POSTDOM = 2, /* post-dominator tree */
	CV_CFG_CYCLES = 4,  /* cycle forest */
	CV_CFG_ALL = 7
};

/* Computes the analyses in `what` for function `index` (numbered as for
 * cv_module_function_name).  NULL if it is a declaration or out of range
 * (with a diagnostic), or if memory runs out.  The module must outlive the
 * result. */
cv_cfg *cv_cfg_new(const cv_module *mod, size_t index, unsigned what);
void cv_cfg_free(cv_cfg *cfg);

uint32_t cv_cfg_block_count(const cv_cfg *cfg);
/* Reachable blocks in reverse post-order (LLVM's ReversePostOrderTraversal:
 * successors in order).  Requires CV_CFG_DOM. */
const uint32_t *cv_cfg_rpo(const cv_cfg *cfg, size_t *count);
/* Reachable from the entry; requires CV_CFG_DOM or CV_CFG_CYCLES. */
int cv_cfg_is_reachable(const cv_cfg *cfg, uint32_t block);

/* Immediate dominator; CV_NONE for the entry and unreachable blocks.
 * cv_cfg_dominates follows LLVM: a block dominates itself, an unreachable
 * block is dominated by every block and dominates none but itself. */
uint32_t cv_cfg_idom(const cv_cfg *cfg, uint32_t block);
int cv_cfg_dominates(const cv_cfg *cfg, uint32_t a, uint32_t b);
/* Immediate post-dominator; CV_NONE when it is the virtual exit.  Every
 * block is in the post-dominator tree. */
uint32_t cv_cfg_ipostdom(const cv_cfg *cfg, uint32_t block);
int cv_cfg_postdominates(const cv_cfg *cfg, uint32_t a, uint32_t b);
/* LLVM's post-dominator roots, the blocks the virtual exit is placed
 * after: blocks without successors (function order), then one block per
 * region that cannot reach them (an infinite loop), chosen as LLVM does. */
const uint32_t *cv_cfg_postdom_roots(const cv_cfg *cfg, size_t *count);

/* Cycles (require CV_CFG_CYCLES). */
uint32_t cv_cycle_count(const cv_cfg *cfg);
uint32_t cv_cycle_of_block(const cv_cfg *cfg, uint32_t block); /* innermost */
uint32_t cv_cycle_parent(const cv_cfg *cfg, uint32_t cycle);
uint32_t cv_cycle_depth(const cv_cfg *cfg, uint32_t cycle); /* top level: 1 */
uint32_t cv_cycle_header(const cv_cfg *cfg, uint32_t cycle);
int cv_cycle_is_reducible(const cv_cfg *cfg, uint32_t cycle);
int cv_cycle_contains(const cv_cfg *cfg, uint32_t cycle, uint32_t block);
/* Entries (the header first) and blocks (the header first, LLVM's order);
 * the arrays belong to cfg. */
const uint32_t *cv_cycle_entries(const cv_cfg *cfg, uint32_t cycle,
				 size_t *count);
const uint32_t *cv_cycle_blocks(const cv_cfg *cfg, uint32_t cycle,
				size_t *count);
/* Exit blocks (successors outside the cycle, in LLVM's getExitBlocks
 * order).  `out` must have room for cv_cfg_block_count() entries; returns
 * the count.  Time: the cycle's edges times its exits. */
size_t cv_cycle_exit_blocks(const cv_cfg *cfg, uint32_t cycle, uint32_t *out);

/* Printing the analyses.  CV_FORMAT_LLVM is byte-identical to opt 22's
 * `print<cycles>` / `print<domtree>` / `print<postdomtree>` (which opt
 * writes to stderr); CV_FORMAT_TEXT is for people (nesting, source lines);
 * CV_FORMAT_DOT is graphviz.  Return 0, or -1 if the writer failed or
 * memory ran out. */
typedef enum cv_format {
	CV_FORMAT_TEXT = 0,
	CV_FORMAT_LLVM = 1,
	CV_FORMAT_DOT = 2,
	CV_FORMAT_JSON = 3  /* one object per function: docs/cfg-json.md */
} cv_format;

int cv_cfg_print_cycles(const cv_cfg *cfg, cv_format format,
			const cv_writer *out);
/* post = 0: dominator tree (requires CV_CFG_DOM); 1: post-dominator tree
 * (requires CV_CFG_POSTDOM). */
int cv_cfg_print_domtree(const cv_cfg *cfg, int post, cv_format format,
			 const cv_writer *out);

/* ---- the convergence verifier -------------------------------------------
 *
 * cv_verify checks every function of a module: the IR well-formedness the
 * analyses rely on (a terminator ending each block, phis grouped at the top
 * with one entry per predecessor edge, definitions dominating their uses,
 * an entry block without predecessors, token values only where tokens may
 * be used) and every static rule of convergence control (ConvergentOperations:
 * placement of the entry, loop and anchor intrinsics, the convergencectrl
 * bundle, the closed-path rules, nesting of convergence regions, no mixing
 * of controlled and uncontrolled operations), then some of LLVM's rules on
 * the module's globals and named metadata (llvm.used, appending linkage,
 * ifunc resolvers, llvm.ident).  It keeps going after the
 * first violation and reports each one tied to its instruction and to the
 * rule of the specification it breaks.
 *
 * By default the rules are the specification's text.  With CV_VERIFY_LLVM
 * they are LLVM 22's where the two differ (docs/DIFFERENCES.md), and the
 * violations are exactly those `opt -passes=verify` reports for these
 * rules, in opt's order.  Each violation is also recorded in the context as
 * an error diagnostic ("message [rule]") followed by its notes. */

enum {
	CV_VERIFY_LLVM = 1 /* LLVM 22's verdicts, messages and order */
};

typedef struct cv_verify_note {
	unsigned line, col;  /* 1-based; 0 when not tied to a position */
	const char *message; /* "'%tok' is defined here", "the cycle: ..." */
} cv_verify_note;

typedef struct cv_violation {
	const char *rule;     /* stable id: "cycle.heart-dominates", ... */
	const char *spec;     /* the rule as the specification states it */
	const char *function; /* the function's name without '@'; "" when
			       * it is numbered.  For a rule on a global
			       * (llvm.used, an ifunc), the global's name;
			       * "" for named metadata */
	unsigned line, col;   /* the instruction, block or function */
	const char *message;  /* converge's message, for people */
	const char *llvm;     /* what opt prints for it: its message line and
			       * the values it dumps, each line ending in
			       * '\n'; NULL when LLVM 22 accepts the code */
	const cv_verify_note *notes; /* the other places involved */
	size_t nnotes;
} cv_violation;

typedef struct cv_verify_result cv_verify_result;

/* Verifies mod.  Returns NULL only when memory runs out (with a
 * diagnostic).  The module must outlive the result.  A module read by
 * batches (cv_context_set_body_batches) is verified in pieces: during a
 * batch's function, cv_verify checks the batch's functions only; the
 * declarations, the global variables and the rest of the module's own
 * level are checked by cv_verify of the module cv_parse returns. */
cv_verify_result *cv_verify(cv_context *ctx, const cv_module *mod,
			    unsigned flags);
size_t cv_verify_count(const cv_verify_result *r);
const cv_violation *cv_verify_get(const cv_verify_result *r, size_t index);
void cv_verify_free(cv_verify_result *r);

/* ---- executable semantics: trace and run -------------------------------
 *
 * `trace` computes the converged-with relation over dynamic instances from
 * one path of blocks per thread (convergence-and-uniformity.rst: maximal
 * convergence for the cycle hierarchy of cv_cfg; ConvergentOperations.rst:
 * token semantics for one instruction).  `run` executes a function on
 * simulated threads grouped in waves and records which threads executed
 * each convergent operation together.  Threads and positions are 0-based. */

typedef enum cv_anchor_policy {
	CV_ANCHOR_MAXIMAL = 0,   /* all threads converged at the anchor */
	CV_ANCHOR_SINGLETON = 1, /* every thread alone */
	CV_ANCHOR_RANDOM = 2,    /* a random split (seeded) */
	CV_ANCHOR_GUIDED = 3,    /* as cv_run_options.anchor_guide says (for
				  * converge check: the groups another run
				  * made) */
	CV_ANCHOR_CHOICES = 4,   /* as cv_run_options.anchor_choices says:
				  * every partition of the threads at every
				  * anchor execution has one choice list */
	CV_ANCHOR_RENDEZVOUS = 5 /* as anchor_guide says, its parts groups
				  * of the whole run: threads of one part
				  * wait for each other at the operations
				  * the anchor controls, across iterations
				  * of cycles whose heart does not control
				  * it (for converge check) */
} cv_anchor_policy;

typedef struct cv_trace cv_trace;

typedef struct cv_trace_options {
	const char *const *paths; /* per thread: block names ("Entry H B",
				   * separated by spaces, commas or ->) */
	size_t npaths;
	const char *op;           /* NULL: block instances; else one
				   * instruction: "%name", "@callee" (its only
				   * call) or "line:N" */
	int oracle;               /* 1: the literal definition (slow) */
	cv_anchor_policy anchor;
	uint64_t seed;            /* for CV_ANCHOR_RANDOM */
} cv_trace_options;

/* Computes the relation for function `index`.  NULL, with diagnostics, when
 * a path does not follow the CFG from the entry, the instruction is not
 * found, or tokens are used against the rules. */
cv_trace *cv_trace_new(const cv_module *mod, size_t index,
		       const cv_trace_options *opts);
void cv_trace_free(cv_trace *t);
/* Number of converged classes (of blocks, or of the instruction). */
size_t cv_trace_group_count(const cv_trace *t);
/* 1 if instance p1 of thread t1 and p2 of t2 are converged (for the
 * instruction: the block instances executing it), 0 if not, -1 if there
 * is no such instance. */
int cv_trace_converged(const cv_trace *t, unsigned t1, unsigned p1,
		       unsigned t2, unsigned p2);
/* A table like the specification's (json = 0), or
 * {"groups": [[[thread, position], ...], ...]} (json = 1). */
int cv_trace_print(const cv_trace *t, int json, const cv_writer *out);

/* What the uniformity analysis says, for `run --check-uniformity`: each
 * callback returns 1 when the analysis calls the value (instruction
 * `inst`, argument `arg`, in function `index`) or the terminator of block
 * `block` uniform.  Instructions and blocks are numbered in function
 * order. */
typedef struct cv_uniformity_oracle {
	void *user;
	int (*inst_uniform)(void *user, size_t index, uint32_t inst);
	int (*arg_uniform)(void *user, size_t index, uint32_t arg);
	int (*branch_uniform)(void *user, size_t index, uint32_t block);
} cv_uniformity_oracle;

typedef struct cv_run_arg {
	const char *name;  /* argument name, with or without '%' */
	const char *value; /* integer or float literal, true/false, null,
			    * buffer:SIZE (a fresh shared zeroed buffer),
			    * tid (the thread id), lane (index in the wave) */
} cv_run_arg;

/* Where threads that diverged at a branch execute together again. */
typedef enum cv_reconvergence {
	CV_RECONVERGE_MAXIMAL = 0, /* the specification's maximal convergence:
				    * wherever they reach the same point in
				    * the same iterations of its cycles */
	CV_RECONVERGE_IPDOM = 1    /* at the branch's immediate post-dominator
				    * (the stack-based model of many SIMT
				    * GPUs); at the return if it has none */
} cv_reconvergence;

typedef struct cv_run_options {
	unsigned threads;          /* one workgroup of this many threads
				    * (default 1), when workgroup is not
				    * given: a line, or the first threads of
				    * the shape the kernel requires
				    * (reqd_work_group_size, hlsl.numthreads,
				    * nvvm.reqntid) */
	unsigned workgroup[3];     /* threads per workgroup in x, y, z (0:
				    * 1; all 0: as `threads` says); threads
				    * must then be 0 or the total */
	unsigned grid[3];          /* workgroups in x, y, z (0: 1) */
	unsigned wave;             /* 1..64; default 64; each workgroup's
				    * threads run in waves of this many */
	const cv_run_arg *args;
	size_t nargs;
	cv_anchor_policy anchor;
	uint64_t seed;             /* for CV_ANCHOR_RANDOM */
	uint64_t max_steps;        /* instructions per thread; 0: 10^7 */
	const cv_uniformity_oracle *check; /* NULL: no check */
	int keep_ops;              /* record every convergent operation's
				    * instance (for printing); 0: counts only */
	int partial;               /* on a runtime error, still return the
				    * run so far (cv_run_error says why) */
	cv_reconvergence reconvergence; /* for uncontrolled divergence */
	/* external functions the user models: name (with or without '@')
	 * and value: an integer or float literal, zero (also null and
	 * nothing for void), tid (the thread id) or lane (the index in the
	 * wave).  A call to any other external function the simulator does
	 * not model is an error when reached. */
	const cv_run_arg *externs;
	size_t nexterns;
	/* CV_ANCHOR_GUIDED: thread t's n-th anchor execution joins the part
	 * anchor_guide[anchor_guide_off[t] + n] (threads executing it
	 * together with equal parts share the instance); executions past a
	 * thread's list, and threads >= anchor_guide_threads, share one part.
	 * CV_ANCHOR_RENDEZVOUS: the same lists; a part is one group of the
	 * whole run (its executions of one static anchor share a token, in
	 * whatever dynamic instances they happen), so a part's number must
	 * not be reused for another group */
	const uint32_t *anchor_guide_off, *anchor_guide;
	uint32_t anchor_guide_threads;
	/* CV_ANCHOR_CHOICES: at each anchor execution, the threads executing
	 * it together are placed one by one in lane order, each after the
	 * first taking the next choice of the list: k < n joins the k-th of
	 * the n parts made so far (in order of their lowest lane), n starts
	 * a new part.  Choices past the list are 0 (all threads together),
	 * one past the largest is clamped. */
	const uint8_t *anchor_choices;
	size_t nanchor_choices;
	/* 0: LLVM's cycle hierarchy (the forest `converge cycles` prints);
	 * k > 0: that of a depth-first search that takes each block's
	 * successors in a k-seeded rotation.  Only irreducible cycles can
	 * differ: another entry may become the header, a choice the
	 * specification leaves to the implementation. */
	uint32_t hierarchy;
} cv_run_options;

typedef struct cv_run cv_run;

/* sizeof(cv_run_options) as the library was built: bindings that mirror
 * the struct (python/) check theirs against it. */
size_t cv_run_options_size(void);

/* Executes function `index` on opts->threads threads in waves.  NULL, with
 * a diagnostic (file:line:col of the instruction), on a runtime error: the
 * step limit, out-of-bounds memory, division by zero, use of poison where
 * it is undefined behaviour, an unsupported instruction. */
cv_run *cv_run_new(const cv_module *mod, size_t index,
		   const cv_run_options *opts);
void cv_run_free(cv_run *r);
/* Per convergent operation instance: the threads, their inputs and
 * results; per-thread return values; final values of scalar globals; the
 * check.  json = 0: a table for people. */
int cv_run_print(const cv_run *r, int json, const cv_writer *out);
/* With opts->partial: the runtime error that stopped the run, or NULL. */
const char *cv_run_error(const cv_run *r);
/* Thread-instructions executed, convergent operation instances, groups
 * of converged dynamic instances checked, and uniformity violations found
 * (0 without a check). */
uint64_t cv_run_groups_checked(const cv_run *r);
uint64_t cv_run_steps(const cv_run *r);
size_t cv_run_op_count(const cv_run *r);
size_t cv_run_violation_count(const cv_run *r);
/* Threads and waves of the run (the launch's totals). */
unsigned cv_run_thread_count(const cv_run *r);
unsigned cv_run_wave_count(const cv_run *r);
/* The return value of thread t as a signed integer (0 for void). */
int64_t cv_run_return_value(const cv_run *r, unsigned thread);
/* The buffers of the run: one per pointer argument given as
 * buffer:SIZE[:INIT] (or left out: 4096 zero bytes), and one per HLSL
 * resource bound by name, in the order they were made.  Buffer i's name
 * (the argument's, without '%', or the resource's) and its contents at
 * the end of the run (for a workgroup buffer, OpenCL's __local: the last
 * workgroup's).  Returns 0, or -1 when i >= cv_run_buffer_count(r). */
size_t cv_run_buffer_count(const cv_run *r);
int cv_run_buffer(const cv_run *r, size_t i, const char **name,
		  const uint8_t **data, size_t *size);

/* ---- check: is AFTER a correct transformation of BEFORE? ---------------
 *
 * Translation validation under the specification's semantics ("the set of
 * communicating threads in the transformed program must have been possible
 * in the original program").  For each function defined in BEFORE (or
 * each of opts->functions) and in AFTER: the verifier's rules that AFTER
 * breaks and BEFORE does not; then, on a bounded set of launches made
 * from a seed, runs of both on the simulator, where every thread's
 * sequence of convergent operations (callee, the threads executing each
 * instance together, its results), return value and the final buffers and
 * globals of AFTER must be those of a run of BEFORE (poison in BEFORE
 * matches anything; a launch on which BEFORE stops constrains nothing;
 * anchors: a bounded search over BEFORE's groupings).  The result says
 * what was checked and the first counterexample of each function. */

typedef struct cv_check_options {
	const char *const *functions; /* NULL: every definition of BEFORE */
	size_t nfunctions;
	const unsigned *threads;      /* thread counts of the launches, used in
				       * turn; NULL: wave, 2 waves, a partial
				       * wave, 1 thread, ... */
	size_t nthreads;
	unsigned wave;                /* 0: the target's (AMDGPU's wavefront
				       * size, else 32) */
	uint64_t seed;                /* of argument values and buffers */
	unsigned budget;              /* launches per function; 0: 16 */
	uint64_t max_steps;           /* per thread and run; 0: 10^6 */
	unsigned anchor_splits;       /* random anchor splits tried besides
				       * maximal and singleton; 0: 4 */
	unsigned anchor_runs;         /* runs of each side per launch that
				       * enumerate its anchor groupings;
				       * 0: 64 */
	cv_reconvergence reconvergence; /* the model both sides run under */
	const cv_run_arg *externs;    /* external functions modelled, as
				       * cv_run_options.externs (both sides) */
	size_t nexterns;
	unsigned hierarchies;         /* distinct cycle hierarchies of an
				       * irreducible function run, a side
				       * (at most 64); 0: 8 */
} cv_check_options;

typedef struct cv_check cv_check;

/* Checks; NULL only when memory runs out.  Both modules must outlive the
 * result. */
cv_check *cv_check_new(cv_context *ctx, const cv_module *before,
		       const cv_module *after, const cv_check_options *opts);
/* 0: everything checked holds; 1: a counterexample or a rule AFTER breaks
 * that BEFORE does not. */
int cv_check_result(const cv_check *c);
/* The report: per function what was checked and its counterexample, then
 * a summary line (json = 0), or one JSON object. */
int cv_check_print(const cv_check *c, int json, const cv_writer *out);
void cv_check_free(cv_check *c);

/* ---- uniformity -------------------------------------------------------
 *
 * Which values and branches of a function are uniform (the same in every
 * thread that executes them together) and which are divergent, as the
 * specification's static uniformity analysis defines it
 * (ConvergenceAndUniformity, with ConvergentOperations' controlled
 * convergence), with the target's facts: sources of divergence,
 * always-uniform values, argument rules (AMDGPU `amdgcn`, NVPTX, SPIR-V;
 * other targets have no divergence).  Instructions, arguments and blocks
 * are numbered in function order from 0; cycles as for cv_cycle_*. */

typedef struct cv_uniformity cv_uniformity;

/* The data layout opt gives this module when it reads it for `triple`
 * (NULL: the module's own triple): LLVM 22's default for the target when
 * the module has no `target datalayout`; NULL if it has one or the target
 * is unknown.  Implicit alignments follow it, so a module read again with
 * this layout prints its instructions as `opt -mtriple=T` does. */
const char *cv_module_default_layout(const cv_module *mod, const char *triple);

typedef struct cv_uniformity_options {
	const char *triple; /* NULL or "": the module's target triple */
	const char *cpu;    /* NULL: the target's default CPU */
	int llvm_compat;    /* follow LLVM 22 where it departs from the text
			     * (docs/DIFFERENCES.md, "Uniformity") */
} cv_uniformity_options;

/* Analyses function `index` (numbered as for cv_module_function_name).
 * NULL if it is a declaration or memory runs out (with a diagnostic).
 * opts may be NULL.  The module must outlive the result. */
cv_uniformity *cv_uniformity_new(const cv_module *mod, size_t index,
				 const cv_uniformity_options *opts);
void cv_uniformity_free(cv_uniformity *u);

/* 1 if the target lets threads diverge in this function at all. */
int cv_uniformity_target_diverges(const cv_uniformity *u);
/* The value of instruction `inst` / argument `arg` is divergent; the
 * terminator of `block` is a divergent branch. */
int cv_uniformity_is_divergent(const cv_uniformity *u, uint32_t inst);
int cv_uniformity_arg_is_divergent(const cv_uniformity *u, uint32_t arg);
int cv_uniformity_branch_is_divergent(const cv_uniformity *u, uint32_t block);
/* The instruction is always uniform by the target's rules. */
int cv_uniformity_is_always_uniform(const cv_uniformity *u, uint32_t inst);

enum {
	CV_UNIFORMITY_CYCLE_ASSUMED_DIVERGENT = 1, /* irreducible, not
						    * m-converged */
	CV_UNIFORMITY_CYCLE_DIVERGENT_EXIT = 2
};
unsigned cv_uniformity_cycle_flags(const cv_uniformity *u, uint32_t cycle);
/* A join block of some divergent branch: that branch's block, else
 * CV_NONE. */
uint32_t cv_uniformity_join_of(const cv_uniformity *u, uint32_t block);

/* Temporally divergent uses, in program order: instruction `def`, defined
 * in `cycle` (which has a divergent exit), used by instruction `user`
 * outside it. */
size_t cv_uniformity_temporal_count(const cv_uniformity *u);
void cv_uniformity_temporal_get(const cv_uniformity *u, size_t i,
				uint32_t *def, uint32_t *user,
				uint32_t *cycle);

typedef struct cv_uniformity_counts {
	unsigned long values, divergent_values;     /* arguments and results */
	unsigned long branches, divergent_branches; /* 2+ successors */
	unsigned long cycles, assumed_divergent, divergent_exit;
	unsigned long temporal;                     /* temporally divergent uses */
} cv_uniformity_counts;
void cv_uniformity_get_counts(const cv_uniformity *u,
			      cv_uniformity_counts *counts);

typedef enum cv_uniformity_format {
	CV_UNIFORMITY_TEXT = 0,   /* for people: the IR, marked, with lines */
	CV_UNIFORMITY_LLVM = 1,   /* opt 22's print<uniformity> (which opt
				   * writes to stderr) */
	CV_UNIFORMITY_JSON = 2,   /* one object; schema in
				   * docs/uniformity-json.md */
	CV_UNIFORMITY_DOT = 3,    /* graphviz CFG, divergence coloured */
	CV_UNIFORMITY_SUMMARY = 4 /* one line of counts */
} cv_uniformity_format;

enum {
	CV_UNIFORMITY_EXPLAIN = 1 /* text: the first step of the reason next
				   * to every divergent value */
};

/* Returns 0, or -1 if the writer failed or memory ran out. */
int cv_uniformity_print(const cv_uniformity *u, cv_uniformity_format format,
			unsigned flags, const cv_writer *out);

/* Analyses and prints every function definition of the module (only the
 * one named `function`, with or without '@', when not NULL), in module
 * order: JSON wraps them as {"file": ..., "functions": [...]}, SUMMARY
 * ends with a line of totals.  Returns 0, or -1 if the writer failed or
 * memory ran out. */
int cv_uniformity_print_module(const cv_module *mod,
			       const cv_uniformity_options *opts,
			       cv_uniformity_format format, unsigned flags,
			       const char *function, const cv_writer *out);

/* What `explain` is asked about. */
typedef enum cv_uniformity_subject {
	CV_SUBJECT_INSTRUCTION, /* an instruction's value */
	CV_SUBJECT_ARGUMENT,
	CV_SUBJECT_BRANCH       /* a block's terminator */
} cv_uniformity_subject;

/* Finds a value by name ("%x", "x", "%3": an argument, an instruction, or
 * a block's name for its branch) or, when name is NULL, the instruction on
 * source line `line` (a block label line means its branch).  Returns 0, or
 * -1 if there is none. */
int cv_uniformity_find(const cv_uniformity *u, const char *name,
		       unsigned line, cv_uniformity_subject *kind,
		       uint32_t *index);

/* Why the subject is divergent: the chain of reasons back to a source of
 * divergence (through data uses, join blocks of divergent branches with
 * the two disjoint paths, divergent cycle exits, irreducible cycles), one
 * step per line with source lines; or why it is uniform.  format: TEXT or
 * JSON.  Returns 0, or -1 if the writer failed or memory ran out. */
int cv_uniformity_explain(const cv_uniformity *u, cv_uniformity_subject kind,
			  uint32_t index, cv_uniformity_format format,
			  const cv_writer *out);

/* ---- inferring non-convergence ----------------------------------------
 *
 * ConvergentOperations, "Inferring non-convergence", as a call-graph
 * analysis over the whole module (strongly connected components of the
 * direct calls, callees first): a definition is convergent when a
 * convergent operation can be reached from it: a convergence control
 * intrinsic, a convergent call of a declaration, an intrinsic (LLVM's
 * table), an indirect call or inline asm, or a call of a definition that
 * is itself convergent.  The module is then rewritten in place:
 * `convergent` leaves every definition that is not convergent, and
 * `convergent` and the convergencectrl bundle leave every call of such a
 * definition (definitions marked optnone, naked or presplitcoroutine are
 * kept as written).  Print the result with cv_print_module.  The rules in
 * detail: docs/noconvergent.md. */

enum {
	/* The 2021 RFC's view: every call is convergent unless something says
	 * "noconvergent" (the call site or the callee, as a string attribute)
	 * or it calls an intrinsic that is not convergent or a definition
	 * proven not convergent; such calls of definitions get
	 * "noconvergent". */
	CV_NOCONV_BY_DEFAULT = 1
};

typedef struct cv_noconvergent cv_noconvergent;

typedef struct cv_noconvergent_counts {
	unsigned long definitions;
	unsigned long convergent_before;   /* definitions marked convergent */
	unsigned long removed;             /* of them, un-marked */
	unsigned long convergent_after;    /* definitions still marked */
	unsigned long inferred_convergent; /* definitions inferred convergent */
	unsigned long call_sites;          /* calls that lost `convergent` */
	unsigned long bundles;             /* convergencectrl bundles removed */
	unsigned long marked_noconvergent; /* calls given "noconvergent" */
} cv_noconvergent_counts;

/* Analyses and rewrites mod.  NULL only when memory runs out (with a
 * diagnostic; mod is then partly rewritten). */
cv_noconvergent *cv_noconvergent_new(cv_context *ctx, cv_module *mod,
				     unsigned flags);
void cv_noconvergent_free(cv_noconvergent *r);
void cv_noconvergent_get_counts(const cv_noconvergent *r,
				cv_noconvergent_counts *counts);
/* 1 if function `index` is inferred convergent, 0 if not, -1 if it is a
 * declaration or out of range. */
int cv_noconvergent_is_convergent(const cv_noconvergent *r, size_t index);
/* Each decision with its reason: every definition marked convergent
 * (un-marked, or kept with the path through the call graph to the
 * convergent operation), definitions not marked convergent from which one
 * is reachable, and each call changed; then a line of counts.  Returns 0,
 * or -1 if the writer failed or memory ran out. */
int cv_noconvergent_print_report(const cv_noconvergent *r,
				 const cv_writer *out);

/* ---- introspection: functions, blocks, instructions by name ------------
 *
 * What a program embedding converge needs to name what the analyses
 * return: a function by name, its arguments, blocks and instructions with
 * the names `opt -S` prints for them (numbers for unnamed ones), their
 * source lines and columns, opcodes, operands, convergent calls and the
 * tokens they use.  Instructions, blocks and arguments are numbered as
 * for cv_uniformity_* and cv_cfg_* (function order from 0). */

/* Reads the file at `path` and parses it as cv_parse does (the path is
 * the name in diagnostics).  NULL, with a diagnostic, when the file cannot
 * be read or is not valid IR. */
cv_module *cv_parse_file(cv_context *ctx, const char *path);

#define CV_NO_FUNCTION ((size_t)-1)
/* The index of the function named `name` (with or without '@'; "@3" or
 * "3" for a numbered one), or CV_NO_FUNCTION. */
size_t cv_module_find_function(const cv_module *mod, const char *name);

typedef struct cv_func cv_func;

/* The names and structure of function `index` (a definition or a
 * declaration).  NULL if out of range or memory runs out.  The module
 * must outlive the result; strings it returns belong to it. */
cv_func *cv_func_new(const cv_module *mod, size_t index);
void cv_func_free(cv_func *f);

const char *cv_func_name(const cv_func *f); /* "@name" as printed */
unsigned cv_func_line(const cv_func *f);    /* the `define` line */
int cv_func_is_definition(const cv_func *f);
int cv_func_is_convergent(const cv_func *f); /* has `convergent` */

uint32_t cv_func_arg_count(const cv_func *f);
const char *cv_func_arg_name(const cv_func *f, uint32_t arg); /* "%x", "%0" */

uint32_t cv_func_block_count(const cv_func *f);
/* "%entry", "%3": the block as an operand prints it */
const char *cv_func_block_name(const cv_func *f, uint32_t block);
/* The first source line of the block: its label's, else its first
 * instruction's. */
unsigned cv_func_block_line(const cv_func *f, uint32_t block);
/* Its instructions are first .. first + count - 1. */
uint32_t cv_func_block_first(const cv_func *f, uint32_t block);
uint32_t cv_func_block_size(const cv_func *f, uint32_t block);
/* Successors (the terminator's order) and predecessors (LLVM's use-list
 * order); the arrays belong to f. */
const uint32_t *cv_func_block_succs(const cv_func *f, uint32_t block,
				    size_t *count);
const uint32_t *cv_func_block_preds(const cv_func *f, uint32_t block,
				    size_t *count);

uint32_t cv_func_inst_count(const cv_func *f);

/* What an operand refers to. */
typedef enum cv_value_kind {
	CV_VALUE_NONE = 0,
	CV_VALUE_INST = 1,   /* index: an instruction of the function */
	CV_VALUE_ARG = 2,    /* index: an argument */
	CV_VALUE_BLOCK = 3,  /* index: a block (branch targets, phi edges) */
	CV_VALUE_CONST = 4,  /* index: a constant of the module (equal
			      * constants have equal indices) */
	CV_VALUE_GLOBAL = 5, /* index: a global (a callee, a variable) */
	CV_VALUE_OTHER = 6   /* metadata, inline asm */
} cv_value_kind;

typedef struct cv_value {
	cv_value_kind kind;
	uint32_t index;
} cv_value;

/* The convergence control intrinsics. */
typedef enum cv_token_kind {
	CV_TOKEN_NONE = 0,
	CV_TOKEN_ENTRY = 1,  /* llvm.experimental.convergence.entry */
	CV_TOKEN_ANCHOR = 2, /* llvm.experimental.convergence.anchor */
	CV_TOKEN_LOOP = 3    /* llvm.experimental.convergence.loop */
} cv_token_kind;

typedef struct cv_inst_info {
	const char *opcode;  /* "add", "call", "phi", "br", ... */
	const char *name;    /* "%9", "%x"; NULL when it has no value */
	const char *callee;  /* "@f" for a direct call, else NULL */
	unsigned line, col;  /* 1-based */
	uint32_t block;
	uint32_t noperands;  /* see cv_func_inst_operand */
	int convergent;      /* a convergent call (callee or call site) */
	int terminator;
	cv_token_kind token_kind; /* a convergence control intrinsic */
	cv_value token;      /* the convergencectrl operand: an instruction,
			      * or kind CV_VALUE_NONE */
} cv_inst_info;

/* Fills *out for instruction `inst`; returns 0, or -1 if out of range. */
int cv_func_inst(const cv_func *f, uint32_t inst, cv_inst_info *out);
/* Operand k, in the order of the instruction's text: a phi's are value,
 * block, value, block, ...; a call's are the arguments, the operands of
 * its bundles, then the callee; a conditional br's the condition, then
 * the targets. */
cv_value cv_func_inst_operand(const cv_func *f, uint32_t inst, uint32_t k);
/* Any value as an operand prints it ("%x", "7", "@g", "%bb"); the string
 * stays valid until the next call on f.  NULL for kind CV_VALUE_NONE. */
const char *cv_func_value_text(cv_func *f, cv_value v);

/* The target classifies instruction `inst` as a source of divergence
 * (cv_uniformity_explain says why). */
int cv_uniformity_is_source(const cv_uniformity *u, uint32_t inst);
/* The first step of cv_uniformity_explain's chain, in one line without a
 * newline: "operand %tid is divergent (line 28)", "join: phi of %end,
 * where paths from the divergent branch in %entry (line 30) meet", ...;
 * "uniform" when the subject is not divergent.  Returns 0, or -1 if the
 * writer failed, memory ran out or the index is out of range. */
int cv_uniformity_reason(const cv_uniformity *u, cv_uniformity_subject kind,
			 uint32_t index, const cv_writer *out);

/* ---- Inferring Tokens (src/infer/tokens.c) ---------------------------
 *
 * ConvergentOperations, "Inferring Tokens": every function with
 * uncontrolled convergent operations (and no controlled one, no
 * convergence intrinsic) gets explicit convergence control: (1) each
 * irreducible cycle that contains a convergent operation becomes a
 * natural loop (a guard block with a phi selecting the entry, LLVM's
 * FixIrreducible shape, outer ones first); (2)
 * llvm.experimental.convergence.entry at the start of the entry block (an
 * anchor in a function that is not convergent, where entry is an error);
 * (3) llvm.experimental.convergence.loop at the header of each cycle that
 * contains a convergent operation, with its parent's token; (4) a
 * convergencectrl bundle on each uncontrolled convergent operation with
 * the token of its sibling definition.  docs/tokens.md says why. */

typedef struct cv_tokens_options {
	const char *const *functions; /* NULL: every definition */
	size_t nfunctions;
	int every_cycle;     /* a heart in every cycle, every irreducible cycle
			      * made reducible (the text's letter), not only
			      * cycles with a convergent operation */
	int make_convergent; /* a function that is not convergent and that no
			      * instruction of the module names gets
			      * `convergent` and convergence.entry instead of
			      * an anchor */
	int skip_unmodelled; /* a function with a construct step 1 does not
			      * model is left as it is, with a warning,
			      * instead of failing */
} cv_tokens_options;

typedef struct cv_tokens_stats {
	unsigned long functions;       /* definitions looked at */
	unsigned long changed;         /* given tokens */
	unsigned long controlled;      /* left: already controlled */
	unsigned long anchored;        /* an anchor for the entry */
	unsigned long made_convergent; /* make_convergent applied */
	unsigned long irreducible;     /* irreducible cycles made reducible */
	unsigned long blocks_before, blocks_after; /* of the changed ones */
	unsigned long guards, splits;  /* blocks step 1 added */
	unsigned long loops, bundles;  /* hearts and bundles added */
	unsigned long unmodelled;      /* left by skip_unmodelled */
} cv_tokens_stats;

typedef struct cv_tokens cv_tokens;

/* Runs the procedure on mod (which gains interned names and constants
 * but prints as before).  NULL on failure, with the reason in the
 * context's diagnostics (a construct it does not model: an irreducible
 * cycle entered by an indirectbr, a callbr or an exception edge, a heart
 * needed in a catchswitch block).  mod must outlive the result. */
cv_tokens *cv_tokens_new(cv_context *ctx, cv_module *mod,
			 const cv_tokens_options *opts);
/* The module with tokens, as read back from its text. */
const cv_module *cv_tokens_result(const cv_tokens *t);
void cv_tokens_get_stats(const cv_tokens *t, cv_tokens_stats *stats);
/* Prints the result as `opt -S` does (a comment before each function
 * that got an anchor) to out, and when explain is not NULL, per inserted
 * intrinsic, bundle and block the step that put it there and why, with
 * its line in out's text.  Either writer may be NULL.  Returns 0, or -1
 * if a writer failed or memory ran out. */
int cv_tokens_print(const cv_tokens *t, const cv_writer *out,
		    const cv_writer *explain);
void cv_tokens_free(cv_tokens *t);

/* ---- the builder: functions from compilers that do not use LLVM ----------
 *
 * A compiler with its own IR describes a function to converge: blocks and
 * the edges between them, values with their operands, which values are
 * sources of divergence or always uniform, which operations are
 * convergent and which convergence token each uses, and phis.  The result
 * is a cv_module holding the function (its index comes back from
 * cv_builder_finish) and the declarations it calls, on which every
 * analysis of this header runs:
 * cv_cfg_new (cycles, dominators), cv_verify (the static rules of
 * convergence tokens), cv_uniformity_new with cv_uniformity_reason and
 * cv_uniformity_explain, and cv_func_new to name things.
 *
 * The builder writes the function as LLVM IR for the target
 * "converge-builder" (every value an i32 call of converge.value,
 * converge.source, converge.uniform or their converge.convergent.*
 * forms; branches are switches; arguments with `inreg` are uniform, the
 * others sources) and reads it with cv_parse; cv_print_module shows it.
 * Source lines given to the builder replace the lines of that text in
 * every analysis's output.
 *
 * Every value has an id (uint32_t, from 0, in the order of the calls
 * that make arguments, constants and values).  Errors in the
 * description (an id out of range, a token where a value is needed, an
 * edge from a block without a condition) are diagnostics of the context
 * when cv_builder_finish is called, which then returns NULL. */

typedef struct cv_builder cv_builder;

typedef enum cv_value_class {
	CV_CLASS_NORMAL = 0,  /* divergent when an operand is, or by control */
	CV_CLASS_SOURCE = 1,  /* always divergent (a thread id, a load of
			       * per-thread memory, ...) */
	CV_CLASS_UNIFORM = 2  /* always uniform (readfirstlane, a scalar
			       * register, ...) */
} cv_value_class;

/* name: the function's name (without '@'); convergent: the function has
 * the `convergent` attribute (needed for convergence.entry). */
cv_builder *cv_builder_new(cv_context *ctx, const char *name, int convergent);
void cv_builder_free(cv_builder *b);

/* An argument: CV_CLASS_SOURCE (divergent) or CV_CLASS_UNIFORM.  name may
 * be NULL for every call that takes one (a name is then made up). */
uint32_t cv_builder_arg(cv_builder *b, const char *name, cv_value_class cls);
/* A constant (uniform); equal values are the same constant. */
uint32_t cv_builder_const(cv_builder *b, int64_t value);
/* A block; the first is the entry.  line 0: the text's own line. */
uint32_t cv_builder_block(cv_builder *b, const char *name, unsigned line);
/* An edge from -> to; a block's successors are its edges in order.  A
 * block with two or more branches on `cond` (a value id); line: the
 * branch's source line (0: the text's; also for blocks without a
 * condition, with cond CV_NONE). */
void cv_builder_edge(cv_builder *b, uint32_t from, uint32_t to);
void cv_builder_branch_on(cv_builder *b, uint32_t block, uint32_t cond,
			  unsigned line);
/* A value computed in `block` from ops[0..nops) (values, arguments or
 * constants), appended to the block. */
uint32_t cv_builder_value(cv_builder *b, uint32_t block, const char *name,
			  cv_value_class cls, const uint32_t *ops,
			  size_t nops, unsigned line);
/* A convergent operation; token: the value id of the convergence token
 * it uses (cv_builder_token), or CV_NONE for an uncontrolled one. */
uint32_t cv_builder_convergent(cv_builder *b, uint32_t block,
			       const char *name, cv_value_class cls,
			       const uint32_t *ops, size_t nops,
			       uint32_t token, unsigned line);
/* A convergence control intrinsic: CV_TOKEN_ENTRY, CV_TOKEN_ANCHOR or
 * CV_TOKEN_LOOP (with parent: the token it uses; CV_NONE otherwise). */
uint32_t cv_builder_token(cv_builder *b, uint32_t block, const char *name,
			  cv_token_kind kind, uint32_t parent, unsigned line);
/* A phi of block (phis come first in their block, in the order made),
 * then its incoming values: `value` when control comes from block `pred`
 * (the value may be made after the phi, as on a back edge). */
uint32_t cv_builder_phi(cv_builder *b, uint32_t block, const char *name,
			unsigned line);
void cv_builder_incoming(cv_builder *b, uint32_t phi, uint32_t value,
			 uint32_t pred);
/* The module, or NULL with diagnostics in the context.  *index gets the
 * function's index.  The builder may be freed afterwards; the module
 * belongs to the caller (cv_module_free). */
cv_module *cv_builder_finish(cv_builder *b, size_t *index);
/* Where value `id` is in the finished module: its instruction or argument
 * (kind CV_VALUE_INST / CV_VALUE_ARG; CV_VALUE_CONST for constants). */
cv_value cv_builder_value_of(const cv_builder *b, uint32_t id);

#ifdef __cplusplus
}
#endif
#endif
