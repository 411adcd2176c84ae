/*
 * trace.h - the converged-with relation over dynamic instances, from one
 * path of blocks per thread: the internal table of contents of trace.c.
 *
 *   keymap        interning of 64-bit keys into dense ids (the keys of
 *                 dynamic instances; also used by the simulator)
 *   trace_maximal the maximal converged-with relation of
 *                 convergence-and-uniformity.rst ("Maximal Convergence"),
 *                 by keys: an instance of X is keyed by X and the class of
 *                 the last header instance, among the cycles containing X,
 *                 that precedes it; linear in the instances
 *   trace_oracle  the same relation from the literal definition, a least
 *                 fixpoint over convergence-before; slow, for tests
 *   trace_op      the classes of the dynamic instances of one instruction:
 *                 token semantics of ConvergentOperations.rst for
 *                 controlled operations (entry, anchor policies, the n-th
 *                 execution rule of loop), maximal convergence for
 *                 uncontrolled ones, controlled maximal converged-with for
 *                 the rest
 *   trace_region  convergence regions of token definitions
 *
 * A dynamic instance of a block is one position in one thread's path.
 * Instances are indexed as the paths' concatenation (thread-major).
 */
#ifndef CV_TRACE_H
#define CV_TRACE_H

#include "cfg/cfg.h"

/* ---- keymap: 64-bit key -> dense id ---------------------------------- */

typedef struct keymap {
	uint64_t *keys;
	uint32_t *vals;
	uint32_t n, cap; /* n: ids handed out */
} keymap;

/* The id of key; a new key gets id n (then n grows).  The table lives in
 * arena a (outgrown tables stay there until it is freed; out of memory
 * jumps to a->oom).  A zeroed keymap is empty. */
uint32_t keymap_intern(keymap *k, arena *a, uint64_t key);
/* 1 and *val if present. */
int keymap_get(const keymap *k, uint64_t key, uint32_t *val);
/* A 64-bit mixing function (splitmix64's finalizer). */
uint64_t trace_mix(uint64_t x);

/* ---- paths and relations ---------------------------------------------- */

typedef struct trace_paths {
	uint32_t nthreads;
	const uint32_t *off;    /* thread t: blocks[off[t] .. off[t + 1]) */
	const uint32_t *blocks; /* block indices */
} trace_paths;

/* A partition of the instances into converged classes: cls[i] is the class
 * of instance i; classes are numbered 0.. in order of first occurrence. */
typedef struct trace_rel {
	uint32_t *cls;
	uint32_t ninst, nclasses;
} trace_rel;

/* The first instance that does not start at the entry block or does not
 * follow an edge from the previous one, or UINT32_MAX. */
uint32_t trace_check_paths(const cfg_graph *g, const trace_paths *p);

/* Maximal converged-with for the cycle hierarchy ci (requires valid
 * paths). */
void trace_maximal(trace_rel *r, const cycle_info *ci, const trace_paths *p,
		   arena *res, arena *tmp);

/* The literal definition: instances X1, X2 of X in different threads are
 * converged iff for every cycle C containing X with header H, every
 * instance of H before X1 is convergence-before X2 and vice versa, without
 * assuming X1 ~ X2; convergence-before is the transitive closure of the
 * three rules.  Computed as the least fixpoint (merging classes whenever
 * the condition holds, until nothing changes).  Returns 0, or -1 when the
 * fixpoint would put two instances of one thread together or make
 * convergence-before cyclic (*conflict gets an instance involved). */
int trace_oracle(trace_rel *r, const cycle_info *ci, const trace_paths *p,
		 uint32_t *conflict, arena *res, arena *tmp);

/* Same partition (class numbering is canonical, so: same arrays). */
int trace_rel_same(const trace_rel *a, const trace_rel *b);

/* Renumbers cls[0..n) in order of first occurrence; returns the count. */
uint32_t trace_renumber(uint32_t *cls, uint32_t n, arena *tmp);

/* Column of each class in a table with one class per column, threads as
 * rows: a topological order of convergence-before that lets the
 * lowest-numbered thread advance first.  col[class]; returns the number
 * of columns, or 0 when convergence-before is cyclic (then col is the
 * order of first occurrence). */
uint32_t trace_columns(uint32_t *col, const trace_rel *r,
		       const trace_paths *p, arena *tmp);

/* ---- convergence regions ---------------------------------------------- */

/* The convergence region of the token defined by instruction d of f (in
 * block bd): the program points reachable from d without passing d again
 * from which a use of the token can be reached without passing d again.
 * live_in[b]: block b (not bd) is entered inside the region; live_out[b]:
 * the region goes on past b's terminator; last_use[b]: the last use of the
 * token in b (TRACE_NONE if none), the end of the region in a block whose
 * region does not go on.  The same computation as the uniformity
 * analysis's, so that the oracle and the analysis agree on what a region
 * is. */
#define TRACE_NONE 0xffffffffu
typedef struct trace_region {
	uint32_t def;      /* instruction */
	uint32_t def_block;
	uint8_t *live_in;  /* per block */
	uint8_t *live_out; /* per block */
	uint32_t *last_use; /* per block */
} trace_region;

/* The regions of every token-producing call of f (calls returning token),
 * in instruction order.  Requires the dominator tree of f. */
uint32_t trace_regions(trace_region **out, const function *f,
		       const cfg_graph *g, const domtree *dom, arena *res,
		       arena *tmp);

/* Instruction i (in block b) is in region r. */
int trace_region_contains(const function *f, const trace_region *r,
			  uint32_t b, uint32_t i);

/* ---- dynamic instances of one instruction ----------------------------- */

/* Anchor policies (see converge.h, cv_anchor_policy). */
enum { TRACE_ANCHOR_MAXIMAL, TRACE_ANCHOR_SINGLETON, TRACE_ANCHOR_RANDOM };

/* The random anchor split: the part (0..) of thread t in a group of
 * threads whose class (or instance) is `group`, of `size` threads. */
uint32_t trace_anchor_part(uint64_t seed, uint64_t group, uint32_t t,
			   uint32_t size);

/* Classes of the dynamic instances of instruction `inst` of f, given the
 * maximal relation over block instances.  out->cls has one entry per
 * instance of the instruction's block, in instance order (inst_pos gets
 * the block instance of each).  Convergent calls with a convergencectrl
 * token follow the token (loop: also the n-th execution with the same
 * token value); entry is converged for all threads (one launch); anchor by
 * policy; other convergent calls by maximal convergence; non-convergent
 * instructions by the controlled maximal converged-with relation (maximal,
 * refined by every token whose region contains the instruction).  Returns
 * 0, or -1 with a message in err. */
int trace_op(trace_rel *out, uint32_t **inst_pos, const function *f,
	     const trace_region *regions, uint32_t nregions,
	     const trace_rel *blocks, const trace_paths *p, uint32_t target,
	     int policy, uint64_t seed, char *err, size_t errcap, arena *res,
	     arena *tmp);

#endif
