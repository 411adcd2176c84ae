/*
 * uniformity.h - the uniformity (divergence) analysis of one function and
 * its presentation: the internal table of contents of uniformity.c (the
 * analysis) and explain.c (derivations, and the llvm / text / json / dot /
 * summary printers).
 *
 * Values are instructions (index in the function) and arguments; every
 * result is a side array keyed by instruction, argument, block or cycle
 * index, allocated in the result's arena.
 */
#ifndef CV_UNIFORMITY_H
#define CV_UNIFORMITY_H

#include "cfg/cfg.h"
#include "analysis/target.h"

/* Why a value (or a block's terminator) is divergent: the first reason
 * found, which is the last step of a derivation (explain.c follows the
 * chain back to a source). */
enum uni_why {
	UW_UNIFORM,   /* not divergent */
	UW_SOURCE,    /* the target says so; detail: enum target_reason */
	UW_OPERAND,   /* operand `cause` (a ref) is divergent */
	UW_SYNC,      /* phi in join block `aux` of the divergent branch of
		       * block `cause` (disjoint paths meet) */
	UW_EXIT_PHI,  /* phi in an exit of cycle `aux` (divergent exit) that
		       * takes `cause` (a ref) from inside the cycle */
	UW_TEMPORAL,  /* uses `cause` (an instruction ref) defined in cycle
		       * `aux`, which has a divergent exit, from outside it */
	UW_CYCLE,     /* defined in cycle `aux`, assumed divergent
		       * (irreducible: its convergence depends on the DFS) */
	UW_TOKEN,     /* in the convergence region of the token defined by
		       * instruction `cause`, which is not m-converged */
	UW_ANCHOR     /* depends on `cause` (an instruction), uniform only
		       * within a group of the anchor `aux` (an instruction),
		       * and is outside the anchor's region or a branch */
};

typedef struct uni_why_rec {
	uint8_t kind;   /* enum uni_why */
	uint8_t detail; /* UW_SOURCE: enum target_reason */
	uint32_t cause; /* see enum uni_why */
	uint32_t aux;
} uni_why_rec;

/* Why a cycle is listed: the branch (block) and the join or exit block. */
typedef struct uni_cycle_why {
	uint32_t branch;  /* block of the divergent branch */
	uint32_t block;   /* assumed: the join; divergent exit: the exit */
	uint8_t external; /* assumed: the branch is outside the cycle */
} uni_cycle_why;

/* One temporally divergent use: value `def` (an instruction) defined in
 * cycle `cycle` used by instruction `user` outside it. */
typedef struct uni_temporal {
	uint32_t def, user, cycle;
} uni_temporal;

struct cv_uniformity {
	const cv_module *m;
	const function *f;
	uint32_t global;
	size_t index;           /* function index (cv_module_function_name) */
	target_info target;
	target_fn tf;
	uint8_t llvm_compat;
	cv_cfg *cfg;            /* dominators and cycles (owned) */
	arena arena;
	/* results */
	uint8_t *div_inst;      /* per instruction: its value is divergent */
	uint8_t *div_arg;       /* per argument */
	uint8_t *div_term;      /* per block: divergent terminator */
	uint8_t *always_uniform;/* per instruction: target override */
	uni_why_rec *why_inst, *why_arg, *why_term; /* NULL when counted */
	uint8_t *assumed;       /* per cycle: assumed divergent (listed) */
	uint8_t *exit_div;      /* per cycle: has a divergent exit (listed) */
	uni_cycle_why *why_assumed, *why_exit;
	uint32_t *join_branch;  /* per block: a divergent branch (block) it
				 * joins, CFG_NONE if none */
	uni_temporal *temporal; /* program order of (def, user); NULL when
				 * only counted (uni_new_counted) */
	uint32_t ntemporal;
	uint32_t ndiv_values, ndiv_branches, nbranches, nvalues;
	/* uses: the users of instruction i are use_user[use_off[i] ..
	 * use_off[i + 1]), of argument a at ninsts + a; one entry per operand */
	uint32_t *use_off, *use_user;
};

/* uniformity.c */
int uni_is_terminator(const inst *in);

/* cv_uniformity_new for a summary: the temporally divergent uses are
 * counted and not listed (u->temporal is NULL), which on a function with
 * hundreds of thousands of them saves a pass over them and their array. */
cv_uniformity *uni_new_counted(const cv_module *mod, size_t index,
			       const cv_uniformity_options *opt);

/* For tests: the analysis of function `index`, with every walk of the
 * join propagation done twice, with and without the shortcut that stops
 * it early, and compared (joins and exits, and their order).  Adds to
 * *check; -1 if the analysis failed (diagnostics in the context). */
typedef struct uni_walk_check {
	unsigned long walks;   /* walks compared */
	unsigned long cut;     /* of them, stopped early by the shortcut */
	unsigned long differ;  /* of them, with a different result */
	uint32_t first_block;  /* the branch's block of the first difference */
} uni_walk_check;
int uni_check_walks(const cv_module *mod, size_t index,
		    const cv_uniformity_options *opt, uni_walk_check *check);
/* Is instruction ii inside the convergence region of token definition d? */
int uni_in_token_region(const cv_uniformity *u, uint32_t d, uint32_t ii);

/* explain.c: printing a cycle as LLVM does ("depth=1: entries(H) B"). */
struct pctx;
void uni_print_cycle(struct pctx *c, const cv_uniformity *u, uint32_t cy);

#endif
