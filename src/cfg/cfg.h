/*
 * cfg.h - control-flow analyses of one function: the internal table of
 * contents of cfg.c and cycles.c.
 *
 *   cfg.c     reverse post-order, dominator tree, post-dominator tree
 *             (LLVM's DominatorTree / PostDominatorTree, same child order,
 *             same roots for infinite loops), O(1) dominance queries
 *   cycles.c  the cycle forest (LLVM 22's GenericCycleInfo: same DFS, same
 *             headers, entries, block order and sibling order)
 *
 * Blocks are the function's block indices (0 is the entry).  Results are
 * side arrays keyed by block index, allocated in a caller's arena; every
 * computation also takes a scratch arena, which it may fill and the caller
 * frees.  Both arenas must have their `oom` jump buffer set.  Nothing here
 * keeps global state or prints on its own.
 */
#ifndef CV_CFG_H
#define CV_CFG_H

#include "ir/ir.h"

#define CFG_NONE UINT32_MAX

/* ---- cfg.c: the graph ------------------------------------------------- */

/* A function's control-flow graph in compressed form: the successors of
 * block b are succ[succ_off[b] .. succ_off[b + 1]) in LLVM's successor
 * order, its predecessors likewise in LLVM's predecessor (use-list) order,
 * repeated edges kept.  Block 0 is the entry.  The analyses read only this,
 * so any graph can be analysed, not just a parsed function. */
typedef struct cfg_graph {
	uint32_t n;
	uint32_t *succ_off, *succ;
	uint32_t *pred_off, *pred;
} cfg_graph;

#define CFG_NSUCC(g, b) ((g)->succ_off[(b) + 1] - (g)->succ_off[b])
#define CFG_SUCCS(g, b) ((g)->succ + (g)->succ_off[b])
#define CFG_NPRED(g, b) ((g)->pred_off[(b) + 1] - (g)->pred_off[b])
#define CFG_PREDS(g, b) ((g)->pred + (g)->pred_off[b])

/* Copies the edges of f into g (arrays from a). */
void cfg_graph_build(cfg_graph *g, const function *f, arena *a);

/* *out: g with each block's successor list rotated by an amount drawn from
 * seed and the block (the predecessor lists shared with g).  The cycle
 * forest of out is that of another depth-first search: an irreducible
 * cycle may get another of its entries as header, which the
 * specification allows (every such choice is a valid cycle hierarchy). */
void cfg_graph_rotated(cfg_graph *out, const cfg_graph *g, uint64_t seed,
		       arena *a);

/* ---- cfg.c: order and dominance -------------------------------------- */

/* LLVM's ReversePostOrderTraversal from the entry: a depth-first search
 * that takes successors in successor order. */
typedef struct cfg_order {
	uint32_t *rpo;       /* reachable blocks in reverse post-order */
	uint32_t nrpo;
	uint32_t *rpo_index; /* block -> position in rpo; CFG_NONE if unreachable */
} cfg_order;

/* A dominator or post-dominator tree.  Nodes are blocks; a post-dominator
 * tree has one more node, the virtual exit (node nblocks), its root. */
typedef struct domtree {
	uint32_t nblocks, nnodes;
	uint32_t root;          /* entry block, or the virtual exit */
	uint8_t post;
	uint32_t *idom;         /* immediate (post-)dominator; CFG_NONE at the
				 * root and for blocks not in the tree */
	uint32_t *first_child;  /* children in LLVM's order (creation order) */
	uint32_t *next_sibling;
	uint32_t *level;        /* root 0; CFG_NONE when not in the tree */
	uint32_t *dfs_in, *dfs_out; /* tree numbering for O(1) queries */
	uint32_t *roots;        /* post: LLVM's Roots (exits, then one block per
				 * infinite-loop region), in LLVM's order */
	uint32_t nroots;
} domtree;

/* The reverse post-order (empty when the graph has no blocks). */
void cfg_order_compute(cfg_order *o, const cfg_graph *g, arena *res,
		       arena *tmp);

/* Dominator tree by Semi-NCA over LLVM's DFS order. */
void cfg_domtree_compute(domtree *t, const cfg_graph *g, arena *res,
			 arena *tmp);

/* Post-dominator tree with LLVM's virtual exit and its choice of roots. */
void cfg_postdomtree_compute(domtree *t, const cfg_graph *g, arena *res,
			     arena *tmp);

/* Node n is in the tree (reachable, for a dominator tree). */
int cfg_in_tree(const domtree *t, uint32_t n);

/* LLVM's DominatorTree::dominates on blocks: a dominates itself; a block
 * not in the tree is dominated by everything and dominates nothing. */
int cfg_dominates(const domtree *t, uint32_t a, uint32_t b);
int cfg_properly_dominates(const domtree *t, uint32_t a, uint32_t b);

/* The nearest common (post-)dominator of two nodes in the tree, or
 * CFG_NONE if either is not in the tree. */
uint32_t cfg_nearest_common_dominator(const domtree *t, uint32_t a,
				      uint32_t b);

/* ---- cycles.c: the cycle forest --------------------------------------- */

/* Cycles are numbered in the order `print<cycles>` lists them: each
 * top-level cycle followed by its descendants in pre-order, so the
 * descendants of c are exactly the cycles c+1 .. end-1. */
typedef struct cycle {
	uint32_t parent;        /* CFG_NONE for a top-level cycle */
	uint32_t depth;         /* 1 for a top-level cycle */
	uint32_t end;           /* one past the last descendant */
	uint32_t first_child, next_sibling; /* LLVM's order; CFG_NONE ends */
	uint32_t entry0, nentries; /* slice of cycle_info.entries; the first
				    * entry is the header */
	uint32_t block0, nblocks;  /* slice of cycle_info.blocks, in LLVM's
				    * order (header first; a child's blocks
				    * form one run inside the parent's) */
} cycle;

typedef struct cycle_info {
	cycle *cycles;
	uint32_t ncycles;
	uint32_t first_top;     /* first top-level cycle (0) or CFG_NONE */
	uint32_t *entries;
	uint32_t nentries;
	uint32_t *blocks;       /* each block in a cycle appears once */
	uint32_t nblocks;       /* blocks in any cycle */
	uint32_t *block_cycle;  /* block -> innermost cycle or CFG_NONE */
	uint32_t *block_pos;    /* block -> index in blocks or CFG_NONE */
	uint32_t nreachable;    /* blocks reachable from the entry */
	uint32_t *dfs_start;    /* block -> LLVM's cycle-DFS pre-order number
				 * (from 1; 0 when unreachable) */
	uint32_t *dfs_end;      /* block -> last number in its DFS subtree */
} cycle_info;

/* Computes the cycle forest exactly as LLVM 22's GenericCycleInfo. */
void cycles_compute(cycle_info *ci, const cfg_graph *g, arena *res,
		    arena *tmp);

uint32_t cycles_header(const cycle_info *ci, uint32_t c);
int cycles_is_reducible(const cycle_info *ci, uint32_t c);
int cycles_contains_block(const cycle_info *ci, uint32_t c, uint32_t b);
int cycles_contains_cycle(const cycle_info *ci, uint32_t outer,
			  uint32_t inner);
int cycles_is_entry(const cycle_info *ci, uint32_t c, uint32_t b);
/* Depth of the innermost cycle of b, 0 outside cycles. */
uint32_t cycles_block_depth(const cycle_info *ci, uint32_t b);
/* Smallest cycle containing both blocks, or CFG_NONE. */
uint32_t cycles_common(const cycle_info *ci, uint32_t a, uint32_t b);

/* Exit blocks (successors outside the cycle, LLVM's getExitBlocks order)
 * and exiting blocks (blocks with such a successor).  Writes at most cap
 * and returns the count, exact when cap >= g->n.  Time: the cycle's
 * edges times its exits, as LLVM's. */
uint32_t cycles_exit_blocks(const cycle_info *ci, const cfg_graph *g,
			    uint32_t c, uint32_t *out, uint32_t cap);
uint32_t cycles_exiting_blocks(const cycle_info *ci, const cfg_graph *g,
			       uint32_t c, uint32_t *out, uint32_t cap);

/* An edge u -> v is a back edge of the cycle forest: v is the header of a
 * cycle that contains u. */
int cycles_is_back_edge(const cycle_info *ci, uint32_t u, uint32_t v);

/* ---- the public handle (cfg.c) and the printers (cfg_print.c) -------- */

struct cv_cfg {
	const cv_module *m;
	const function *f;
	uint32_t global;        /* index of the function in m->globals */
	unsigned what;          /* CV_CFG_* computed */
	arena arena;            /* every result array */
	arena scratch;          /* while computing */
	cfg_graph graph;
	cfg_order order;
	domtree dom, postdom;
	cycle_info cycles;
};

#endif
