/*
 * uniformity.c - which values and branches of a function are uniform (the
 * same for all threads that execute them together) and which are
 * divergent: the static uniformity analysis of ConvergenceAndUniformity
 * ("Uniformity", "Static Uniformity Analysis"), with the controlled
 * convergence of ConvergentOperations ("Controlled Maximal Convergence",
 * "Temporal Divergence at Cycle Exit").
 *
 * Theory, following the sections of the specification:
 *
 *  - Uniformity.  An output is divergent if the target says so (a source of
 *    divergence: thread ids, per-thread memory, calls), or if its static
 *    instance is not m-converged, or if an input is divergent; a phi is
 *    also divergent when converged threads can reach it along different
 *    incoming edges.  Values the target declares always uniform stay
 *    uniform.  Divergence is propagated from definitions to uses until a
 *    fixed point (a worklist, as in [DivergenceSPMD]).
 *
 *  - Divergent branches and join blocks (sync dependence).  Threads part at
 *    a divergent branch B; a *join node* of B is a node reachable from B
 *    along two disjoint paths, and its phis are divergent.  The join nodes
 *    are found as LLVM's GenericSyncDependenceAnalysis finds them: a
 *    reaching-definitions propagation of one label per successor of B over
 *    a "modified post-order" of the CFG in which each cycle is a DAG with
 *    its header last; a block reached by two different labels is a join
 *    (labels of a reducible cycle's header flow to the cycle's exits).
 *    A phi there stays uniform when every edge the diverged paths can take
 *    carries one value (rule 3.1: the threads choose the same, converged,
 *    instance); LLVM 22 only knows phis whose incoming values are all one.
 *
 *  - Divergent cycle exits and temporal divergence.  A diverged path from B
 *    that leaves a cycle containing B is a divergent exit of the outermost
 *    such cycle C.  Threads leave C on different iterations, so a value V
 *    defined in C and used outside C is temporally divergent there even
 *    when V is uniform inside C: the uses (and the phis of C's exits that
 *    take a value from C) are divergent.  Controlled convergence: a use
 *    inside the convergence region of a token defined in C sees converged
 *    instances of V, so temporal divergence does not apply to it
 *    (ConvergentOperations, "Temporal Divergence at Cycle Exit").  LLVM 22
 *    ignores tokens here; --llvm-compat does too.
 *
 *  - Irreducible cycles: m-converged nodes.  Convergence inside an
 *    irreducible cycle depends on the header the DFS chose, so only
 *    m-converged nodes (same maximal converged-with relation in every cycle
 *    hierarchy) are trusted.  A join J of B in an irreducible cycle breaks
 *    the diverged entry criterion unless B or the header of the smallest
 *    common cycle (or of an inner one) strictly dominates J; diverged paths
 *    from a branch outside an irreducible cycle that join inside it break
 *    the second criterion.  Either way the cycle is "assumed divergent" and
 *    every value defined in it is divergent (reducible cycles trivially
 *    satisfy both criteria).  Controlled m-converged: a node in the
 *    convergence region of a token definition D is m-converged only if D
 *    is, so those regions are divergent too (default mode).
 *
 * The algorithm is LLVM 22's (GenericUniformityImpl.h) so that
 * --format=llvm equals `opt -passes='print<uniformity>'`; where LLVM 22
 * departs from the text the default follows the text and llvm_compat
 * follows LLVM 22 (docs/DIFFERENCES.md, "Uniformity").  Time: linear in the
 * function for the propagation, plus, per divergent branch, the part of
 * the CFG between the branch and the point where its paths meet again.
 *
 * [DivergenceSPMD] J. Rosemann, S. Moll, S. Hack.  An Abstract
 * Interpretation for SPMD Divergence on Reducible Control Flow Graphs.
 * POPL 2021.
 */
#include <stdlib.h>
#include <string.h>

#include "ir/thread.h"
#include "analysis/uniformity.h"

#define NONE CFG_NONE

/* ---- state of one run --------------------------------------------------- */

typedef struct token_region {
	uint32_t def;          /* the token's definition */
	uint8_t *live_in, *live_out; /* per block */
	uint32_t *last_use;    /* per block: last instruction using the token
				* (NONE if none) */
} token_region;

typedef struct state {
	cv_uniformity *u;
	const cv_module *m;
	const function *f;
	const cfg_graph *g;
	const cycle_info *ci;
	const domtree *dom;
	arena *tmp;
	uint8_t spec;          /* follow the specification, not LLVM 22 */
	/* worklist */
	uint32_t *work;
	uint32_t nwork;
	uint8_t *analyzed;     /* per block: control divergence analysed */
	uint8_t *users_pushed; /* per instruction (spec mode terminators) */
	uint8_t *settled;      /* per instruction: its users are all divergent
				  or always uniform (cycle_exit_divergence) */
	/* modified post-order */
	uint32_t *po, npo, *po_index;
	uint8_t *red_header;
	/* propagator scratch */
	uint32_t *labels, *touched, ntouched;
	uint64_t *fresh;
	uint32_t nfresh, fresh_top;
	/* the shortcut of propagate(): live fresh blocks (not dead ends) per
	 * label, the labels they carry, those of them inside an irreducible
	 * cycle; fresh dead ends; the lowest index that can pass a label to
	 * one of them; the lowest index done; per block: dead end, closed
	 * (closed_region()), counted as a dead end while fresh, inside an
	 * irreducible cycle, done in the walk (== stamp_gen), walk_floor()
	 * (wfloor_ok: computed; wfloor: without the blocks it dominates,
	 * wfloor_all: with them) */
	uint32_t *lcount, nlabels, nfresh_irr;
	uint32_t nfresh_dead, dead_floor, min_done, *done_stamp;
	uint8_t *is_dead, *closed, *fresh_dead, *in_irr, *wfloor_ok;
	uint32_t *wfloor, *wfloor_all;
	uint32_t branch;       /* the block whose branch is being walked */
	uint8_t cut;           /* the last walk stopped at the shortcut */
	uni_walk_check *check; /* compare every walk with the full one */
	int counted;           /* temporal uses counted, not listed */
	uint32_t phi_from;     /* no_phi_to_taint: the blocks before, done */
	uint8_t order_ok;      /* the order has the shortcut's properties */
	uint8_t prepared;      /* control_prepare() has made what follows */
	uint32_t *joins, njoins, *exits, nexits;
	uint32_t *stamp, *stamp2, stamp_gen; /* joins and exits of a branch */
	uint32_t *xstamp, xgen;  /* exits_of */
	uint32_t *dstamp, dgen;  /* dominating_exit_blocks */
	uint32_t *ipos;          /* per instruction: its block's place in the
				  * cycle order (cycle_info.block_pos), and */
	uint8_t *is_term;        /* whether it is a terminator (dense:
				  * instructions are visited at random) */
	uint8_t *lane_only;      /* spec mode, SPIR-V: a wave.readlane, whose
				  * lane alone decides (NULL if none) */
	/* cycle exit blocks, computed on demand */
	uint32_t **cyc_exits, *cyc_nexits;
	/* tokens (spec mode) */
	token_region *regions;
	uint32_t nregions, capregions;
	uint8_t *token_tainted;
	uint32_t *tokens, ntokens; /* the token definitions, in order */
	uint32_t *region_work;     /* region_compute's worklist */
	/* blocks reachable from a branch (spec mode phis), computed once per
	 * branch: reach_stamp[b] == reach_gen */
	uint32_t *reach_stamp, reach_gen, reach_branch, *reach_work;
	/* iter_skips(): blocks visited (== pgen), its worklist */
	uint32_t *pstamp, pgen, *pwork;
} state;

int uni_is_terminator(const inst *in)
{
	return opcode_is_terminator(in->op);
}

static int is_token_def(const inst *in)
{
	return in->op == OP_CALL && in->ext &&
	       (in->ext->intrinsic == INTR_CONV_ENTRY ||
		in->ext->intrinsic == INTR_CONV_ANCHOR ||
		in->ext->intrinsic == INTR_CONV_LOOP);
}

/* n words of fill (every use fills with 0 or NONE, whose bytes are all
 * alike: memset, where the loop was 1% of libclc's summary) */
static uint32_t *alloc_u32(arena *a, size_t n, uint32_t fill)
{
	uint32_t *p = arena_alloc(a, (n ? n : 1) * sizeof *p);
	size_t i;
	if (fill == 0 || fill == UINT32_MAX) {
		memset(p, (int)(fill & 0xff), n * sizeof *p);
		return p;
	}
	for (i = 0; i < n; i++)
		p[i] = fill;
	return p;
}

/* ---- cycles --------------------------------------------------------------- */

static uint32_t cyc_parent(const cycle_info *ci, uint32_t c)
{
	return ci->cycles[c].parent;
}

/* cycles_contains_block, here where the hot loops can inline it */
static inline int contains_pos(const cycle_info *ci, uint32_t c, uint32_t pos)
{
	const cycle *cy = &ci->cycles[c];
	return pos != CFG_NONE && pos - cy->block0 < cy->nblocks;
}

static inline int contains_block(const cycle_info *ci, uint32_t c, uint32_t b)
{
	return contains_pos(ci, c, ci->block_pos[b]);
}

static int contains_cycle(const cycle_info *ci, uint32_t outer, uint32_t inner)
{
	return cycles_contains_cycle(ci, outer, inner);
}

/* Exit blocks of cycle c in LLVM's getExitBlocks order (blocks in cycle
 * order, successors in order, first occurrence), in time linear in the
 * cycle's edges. */
static const uint32_t *exits_of(state *s, uint32_t c, uint32_t *n)
{
	const cycle_info *ci = s->ci;
	const cycle *cy = &ci->cycles[c];
	uint32_t i, k, cnt = 0, *out;
	if (s->cyc_exits[c]) {
		*n = s->cyc_nexits[c];
		return s->cyc_exits[c];
	}
	s->xgen++;
	for (i = 0; i < cy->nblocks; i++) {
		uint32_t b = ci->blocks[cy->block0 + i];
		for (k = 0; k < CFG_NSUCC(s->g, b); k++) {
			uint32_t x = CFG_SUCCS(s->g, b)[k];
			if (!contains_block(ci, c, x) && s->xstamp[x] != s->xgen) {
				s->xstamp[x] = s->xgen;
				cnt++;
			}
		}
	}
	out = arena_alloc(&s->u->arena, (cnt ? cnt : 1) * sizeof *out);
	s->xgen++;
	cnt = 0;
	for (i = 0; i < cy->nblocks; i++) {
		uint32_t b = ci->blocks[cy->block0 + i];
		for (k = 0; k < CFG_NSUCC(s->g, b); k++) {
			uint32_t x = CFG_SUCCS(s->g, b)[k];
			if (!contains_block(ci, c, x) && s->xstamp[x] != s->xgen) {
				s->xstamp[x] = s->xgen;
				out[cnt++] = x;
			}
		}
	}
	s->cyc_exits[c] = out;
	s->cyc_nexits[c] = cnt;
	*n = cnt;
	return out;
}

/* ---- the modified post-order (GenericUniformityImpl's ModifiedPostOrder):
 * a post-order in which every cycle is a DAG with its header as the only
 * leaf, and the blocks of a cycle form an interval starting at its header.
 * Depth-first with an explicit stack; one frame per cycle being laid out.
 */

typedef struct po_frame {
	uint32_t base, cycle;
} po_frame;

/* A growable array in an arena (out of memory jumps; nothing to free). */
typedef struct avec {
	void *data;
	size_t len, cap, elem;
} avec;

static void *avec_push(avec *v, arena *a)
{
	if (v->len == v->cap) {
		size_t ncap = v->cap ? v->cap * 2 : 64;
		void *nd = arena_alloc(a, ncap * v->elem);
		if (v->len)
			memcpy(nd, v->data, v->len * v->elem);
		v->data = nd;
		v->cap = ncap;
	}
	return (char *)v->data + v->len++ * v->elem;
}

static void push_u32(avec *v, arena *a, uint32_t x)
{
	*(uint32_t *)avec_push(v, a) = x;
}

static void append_po(state *s, uint32_t b, int reducible_header)
{
	s->po_index[b] = s->npo;
	s->po[s->npo++] = b;
	s->red_header[b] = (uint8_t)reducible_header;
}

static void modified_po(state *s)
{
	const cycle_info *ci = s->ci;
	const cfg_graph *g = s->g;
	uint8_t *fin = arena_zalloc(s->tmp, g->n);
	avec stack = {NULL, 0, 0, sizeof(uint32_t)};
	avec frames = {NULL, 0, 0, sizeof(po_frame)};
	po_frame top = {0, NONE};
	uint32_t k;
	*(po_frame *)avec_push(&frames, s->tmp) = top;
	push_u32(&stack, s->tmp, 0);
	while (frames.len) {
		po_frame fr = ((po_frame *)frames.data)[frames.len - 1];
		uint32_t b, nested;
		int pushed = 0;
		if (stack.len <= fr.base) {
			frames.len--;
			continue;
		}
		b = ((uint32_t *)stack.data)[stack.len - 1];
		if (fin[b]) {
			stack.len--;
			continue;
		}
		nested = ci->block_cycle[b];
		if (nested != fr.cycle && nested != NONE &&
		    (fr.cycle == NONE || contains_cycle(ci, fr.cycle, nested))) {
			uint32_t ne, h;
			const uint32_t *ex;
			while (cyc_parent(ci, nested) != fr.cycle)
				nested = cyc_parent(ci, nested);
			ex = exits_of(s, nested, &ne);
			for (k = 0; k < ne; k++) {
				if (fr.cycle != NONE && !contains_block(ci, fr.cycle, ex[k]))
					continue;
				if (fin[ex[k]])
					continue;
				pushed = 1;
				push_u32(&stack, s->tmp, ex[k]);
			}
			if (pushed)
				continue;
			/* every exit laid out: lay out the nested cycle */
			stack.len--;
			h = cycles_header(ci, nested);
			fin[h] = 1;
			append_po(s, h, cycles_is_reducible(ci, nested));
			fr.base = (uint32_t)stack.len;
			fr.cycle = nested;
			*(po_frame *)avec_push(&frames, s->tmp) = fr;
			for (k = 0; k < CFG_NSUCC(g, h); k++) {
				uint32_t x = CFG_SUCCS(g, h)[k];
				if (!contains_block(ci, nested, x) || x == h || fin[x])
					continue;
				push_u32(&stack, s->tmp, x);
			}
			continue;
		}
		for (k = 0; k < CFG_NSUCC(g, b); k++) {
			uint32_t x = CFG_SUCCS(g, b)[k];
			if (fr.cycle != NONE && !contains_block(ci, fr.cycle, x))
				continue;
			if (fin[x])
				continue;
			pushed = 1;
			push_u32(&stack, s->tmp, x);
		}
		if (!pushed) {
			stack.len--;
			fin[b] = 1;
			append_po(s, b, 0);
		}
	}
}

/* ---- join blocks of a divergent branch (DivergencePropagator) ----------- */

/* A block that passes a label to nothing: no successors and not the
 * header of a reducible cycle (whose label goes to the cycle's exits), or
 * the header of a reducible cycle without exits (an endless loop). */
static int dead_end(state *s, uint32_t b)
{
	uint32_t ne;
	if (!s->red_header[b])
		return CFG_NSUCC(s->g, b) == 0;
	exits_of(s, s->ci->block_cycle[b], &ne);
	return ne == 0;
}

/* The lowest index of a block whose turn in the walk for the branch in
 * `br` can pass a label to b: b's predecessors, and the headers of the
 * reducible cycles b is an exit of (they pass their labels to their
 * exits).  The blocks b dominates do not count when the walk can reach
 * them only through b's turn: when b heads a reducible cycle the branch
 * is outside of (the walk does not enter the cycle; they are the cycle's
 * blocks), or when b's region is closed and the branch is outside it. */
static uint32_t walk_floor(state *s, uint32_t b, uint32_t br)
{
	const cycle_info *ci = s->ci;
	const uint32_t *pr = CFG_PREDS(s->g, b);
	uint32_t k, c, lo = NONE, lo_own = NONE;
	if (!s->wfloor_ok[b]) {
		for (k = 0; k < CFG_NPRED(s->g, b); k++) {
			uint32_t p = pr[k], plo = s->po_index[p];
			for (c = ci->block_cycle[p];
			     c != NONE && !contains_block(ci, c, b);
			     c = cyc_parent(ci, c))
				if (cycles_is_reducible(ci, c) &&
				    s->po_index[cycles_header(ci, c)] < plo)
					plo = s->po_index[cycles_header(ci, c)];
			if (cfg_dominates(s->dom, b, p)) {
				if (plo < lo_own)
					lo_own = plo;
			} else if (plo < lo) {
				lo = plo;
			}
		}
		s->wfloor_ok[b] = 1;
		s->wfloor[b] = lo;
		s->wfloor_all[b] = lo_own < lo ? lo_own : lo;
	}
	if (s->red_header[b] ? contains_block(ci, ci->block_cycle[b], br)
			     : !s->closed[b] || cfg_dominates(s->dom, b, br))
		return s->wfloor_all[b];
	return s->wfloor[b];
}

static void label_in(state *s, uint32_t label)
{
	if (!s->lcount[label]++)
		s->nlabels++;
}

static void label_out(state *s, uint32_t label)
{
	if (!--s->lcount[label])
		s->nlabels--;
}

static int is_fresh(const state *s, uint32_t i)
{
	return (int)((s->fresh[i / 64] >> (i % 64)) & 1);
}

/* Per block: whether the blocks it dominates have no edge to a block it
 * does not dominate (b included: edges back to b are fine).  A label that
 * comes into such a region from outside comes through b's turn (no other
 * edge enters it, and a reducible cycle whose header is outside cannot
 * have blocks inside: its header would be reachable from b, so dominated
 * by b and dominating it).  Linear: the lowest and highest dominator-tree
 * number of an edge's target, gathered up the tree. */
static void closed_regions(state *s)
{
	const domtree *t = s->dom;
	const cfg_graph *g = s->g;
	uint32_t nb = s->f->nblocks, b, k, i;
	uint32_t *lo = alloc_u32(s->tmp, nb, NONE), *hi = alloc_u32(s->tmp, nb, 0);
	uint32_t *by_in = alloc_u32(s->tmp, (size_t)2 * nb + 2, NONE);
	for (b = 0; b < nb; b++) {
		if (!cfg_in_tree(t, b))
			continue;
		by_in[t->dfs_in[b]] = b;
		for (k = 0; k < CFG_NSUCC(g, b); k++) {
			uint32_t in = t->dfs_in[CFG_SUCCS(g, b)[k]];
			lo[b] = in < lo[b] ? in : lo[b];
			hi[b] = in > hi[b] ? in : hi[b];
		}
	}
	/* decreasing dfs_in: children before their parents */
	for (i = 2 * nb + 2; i-- > 0;) {
		uint32_t p;
		b = by_in[i];
		if (b == NONE)
			continue;
		s->closed[b] = (uint8_t)(lo[b] >= t->dfs_in[b] &&
					 hi[b] < t->dfs_out[b]);
		p = t->idom[b];
		if (p == NONE)
			continue;
		lo[p] = lo[b] < lo[p] ? lo[b] : lo[p];
		hi[p] = hi[b] > hi[p] ? hi[b] : hi[p];
	}
}

/* Whether block b, about to become fresh, can be counted as a dead end:
 * it is one, or its region is closed, the branch outside it, and its turn
 * has not come yet in this walk, so nothing in the region has a label:
 * its turn then passes one label into the region and finds nothing.  (Its
 * turn cannot come twice outside irreducible cycles: the check of the
 * turn is a guard.) */
static int counts_as_dead(state *s, uint32_t b)
{
	if (s->is_dead[b])
		return 1;
	return s->closed[b] && s->done_stamp[b] != s->stamp_gen &&
	       !s->in_irr[b] && !cfg_dominates(s->dom, b, s->branch);
}

/* Marks index i fresh (not yet: the caller labels it and counts it). */
static void fresh_set(state *s, uint32_t i)
{
	uint32_t w = i / 64, b = s->po[i];
	s->fresh[w] |= (uint64_t)1 << (i % 64);
	s->nfresh++;
	if (w > s->fresh_top || s->fresh_top == NONE)
		s->fresh_top = w;
	s->fresh_dead[b] = (uint8_t)counts_as_dead(s, b);
	if (s->fresh_dead[b]) {
		uint32_t lo = walk_floor(s, b, s->branch);
		s->nfresh_dead++;
		if (lo < s->dead_floor)
			s->dead_floor = lo;
	} else {
		s->nfresh_irr += s->in_irr[b];
	}
}

static void fresh_reset(state *s, uint32_t i)
{
	uint32_t w = i / 64, b = s->po[i];
	uint64_t bit = (uint64_t)1 << (i % 64);
	if (!(s->fresh[w] & bit))
		return;
	s->fresh[w] &= ~bit;
	s->nfresh--;
	if (s->fresh_dead[b]) {
		s->nfresh_dead--;
	} else {
		s->nfresh_irr -= s->in_irr[b];
		label_out(s, s->labels[b]);
	}
}

/* Forgets every fresh block (each has a label: it is among the blocks
 * labelled in this walk). */
static void fresh_clear(state *s)
{
	uint32_t k;
	for (k = 0; k < s->ntouched && s->nfresh; k++)
		fresh_reset(s, s->po_index[s->touched[k]]);
}

/* Whether the modified post-order has the properties the shortcuts of
 * propagate() need: the two ends of every edge to an equal or higher
 * index are in a common cycle, an irreducible one unless the edge leaves
 * a reducible cycle's header; a reducible header's exits come before it;
 * every cycle's blocks are an interval of indices.  Then the walk reaches
 * nothing after a block outside every irreducible cycle: the first edge
 * upwards on the way would put the block inside the interval of a common
 * cycle of that edge's ends, an irreducible one, and edges the walk
 * follows from reducible headers go to the exits.  Checked, not
 * assumed. */
static int order_has_properties(state *s)
{
	const cfg_graph *g = s->g;
	const cycle_info *ci = s->ci;
	uint32_t b, k, c;
	for (b = 0; b < s->f->nblocks; b++) {
		uint32_t pb = s->po_index[b];
		if (pb == NONE)
			continue;
		for (k = 0; k < CFG_NSUCC(g, b); k++) {
			uint32_t v = CFG_SUCCS(g, b)[k], cv;
			if (s->po_index[v] < pb)
				continue;
			/* u and v in a common cycle: v's innermost cycle or
			 * one around it contains b */
			cv = ci->block_cycle[v];
			while (cv != NONE && !contains_block(ci, cv, b))
				cv = cyc_parent(ci, cv);
			if (cv == NONE)
				return 0;
			/* and, unless b is a reducible header (whose label
			 * skips its cycle), in a common irreducible cycle */
			if (s->red_header[b])
				continue;
			while (cv != NONE && cycles_is_reducible(ci, cv))
				cv = cyc_parent(ci, cv);
			if (cv == NONE)
				return 0;
		}
		if (s->red_header[b]) {
			uint32_t ne;
			const uint32_t *ex = exits_of(s, ci->block_cycle[b], &ne);
			for (k = 0; k < ne; k++)
				if (s->po_index[ex[k]] >= pb)
					return 0;
		}
	}
	for (c = 0; c < ci->ncycles; c++) {
		const cycle *cy = &ci->cycles[c];
		uint32_t lo = NONE, hi = 0;
		for (k = 0; k < cy->nblocks; k++) {
			uint32_t i = s->po_index[ci->blocks[cy->block0 + k]];
			if (i == NONE)
				return 0;
			lo = i < lo ? i : lo;
			hi = i > hi ? i : hi;
		}
		if (cy->nblocks && hi - lo + 1 != cy->nblocks)
			return 0;
	}
	return 1;
}

static uint32_t fresh_last(state *s)
{
	uint64_t x;
	uint32_t i = 63;
	if (!s->nfresh)
		return NONE;
	while (!s->fresh[s->fresh_top])
		s->fresh_top--;
	x = s->fresh[s->fresh_top];
#if defined(__GNUC__)
	i = 63 - (uint32_t)__builtin_clzll(x);
#else
	while (!(x >> i))
		i--;
#endif
	return s->fresh_top * 64 + i;
}

static void add_join(state *s, uint32_t b)
{
	if (s->stamp[b] != s->stamp_gen) {
		s->stamp[b] = s->stamp_gen;
		s->joins[s->njoins++] = b;
	}
}

static void add_exit(state *s, uint32_t b)
{
	if (s->stamp2[b] != s->stamp_gen) {
		s->stamp2[b] = s->stamp_gen;
		s->exits[s->nexits++] = b;
	}
}

/* computeJoin: push `label` to `b`; 1 if b becomes a join.  (A join
 * already, b keeps its label and stays as fresh as it was.) */
static int compute_join(state *s, uint32_t b, uint32_t label)
{
	uint32_t old = s->labels[b], i;
	int live;
	if (old == label)
		return 0;
	if (old == b)
		return 1;
	i = s->po_index[b];
	if (!is_fresh(s, i)) {
		fresh_set(s, i);
		live = !s->fresh_dead[b];
	} else {
		live = !s->fresh_dead[b];
		if (live)
			label_out(s, old);
	}
	if (old == NONE) {
		s->touched[s->ntouched++] = b;
		s->labels[b] = label;
	} else {
		s->labels[b] = b;
	}
	if (live)
		label_in(s, s->labels[b]);
	return old != NONE;
}

static void visit_edge(state *s, uint32_t b, uint32_t label)
{
	if (compute_join(s, b, label))
		add_join(s, b);
}

/* An exit of a cycle around the branch, reached by a cycle header's
 * label.  LLVM 22 records a collision there as a divergent exit only.
 * The specification (default mode) makes it a join as well: two disjoint
 * paths from the branch meet at the exit block, one leaving the cycle at
 * once and one through the header and a later iteration; the threads on
 * them are converged there, and a phi choosing different values on those edges
 * differs between them, constants included (tests/lit/uniformity/
 * soundness.test; LLVM fixed it after 22, in its pull request 216296). */
static void visit_exit_edge(state *s, uint32_t b, uint32_t label)
{
	if (compute_join(s, b, label)) {
		add_exit(s, b);
		if (s->spec)
			add_join(s, b);
	}
}

/* Whether, with the walk at index idx, every exit of an irreducible cycle
 * around the branch that comes after idx either has a label or cannot be
 * given one by the rest of the walk (the check after the walk reads
 * them). */
static int irr_exits_settled(state *s, uint32_t br, uint32_t idx)
{
	const cycle_info *ci = s->ci;
	uint32_t c, k, ne;
	for (c = ci->block_cycle[br]; c != NONE; c = cyc_parent(ci, c)) {
		const uint32_t *ex;
		if (cycles_is_reducible(ci, c))
			continue;
		ex = exits_of(s, c, &ne);
		for (k = 0; k < ne; k++)
			if (s->po_index[ex[k]] <= idx && s->labels[ex[k]] == NONE &&
			    walk_floor(s, ex[k], br) <= idx)
				return 0;
	}
	return 1;
}

/* The join blocks (s->joins) and divergent cycle exits (s->exits) of the
 * divergent branch ending block `br`, in LLVM's order of discovery. */
static void propagate(state *s, uint32_t br)
{
	const cycle_info *ci = s->ci;
	const cfg_graph *g = s->g;
	uint32_t term_idx = s->po_index[br], term_cycle = ci->block_cycle[br];
	uint32_t irr = NONE, k, c;
	int irr_around = 0;
	s->stamp_gen++;
	s->branch = br;
	s->cut = 0;
	s->fresh_top = NONE;
	s->njoins = s->nexits = 0;
	s->ntouched = 0;
	s->nfresh_dead = 0;
	s->dead_floor = s->min_done = NONE;
	for (c = term_cycle; c != NONE; c = cyc_parent(ci, c))
		if (!cycles_is_reducible(ci, c))
			irr_around = 1;
	if (term_cycle != NONE && !cycles_is_reducible(ci, term_cycle)) {
		/* the largest irreducible ancestor without a reducible one */
		irr = term_cycle;
		while (cyc_parent(ci, irr) != NONE &&
		       !cycles_is_reducible(ci, cyc_parent(ci, irr)))
			irr = cyc_parent(ci, irr);
	}
	for (k = 0; k < CFG_NSUCC(g, br); k++) {
		uint32_t x = CFG_SUCCS(g, br)[k];
		if (term_cycle != NONE && !contains_block(ci, term_cycle, x))
			add_exit(s, x);
		visit_edge(s, x, x);
	}
	for (;;) {
		uint32_t idx = fresh_last(s), b, label;
		if (idx == NONE)
			break;
		b = s->po[idx];
		if (s->nfresh == 1 && (irr == NONE || !contains_block(ci, irr, b))) {
			fresh_reset(s, idx);
			break;
		}
		/* LLVM walks on while two blocks are fresh: to the end of the
		 * function when a label went into an early return, an endless
		 * loop or a region left early, and so quadratic in the size of
		 * a function made of many such pieces.  The rest of the walk
		 * is skipped when it can find nothing: the live fresh blocks
		 * all carry the same label and none is in an irreducible
		 * cycle; the blocks counted as dead ends (counts_as_dead())
		 * and every block done so far cannot be reached from them.
		 * Then the rest of the walk only gives that label to blocks
		 * without one, and the dead ends' turns give theirs to blocks
		 * nothing else reaches: no join, no exit.  (The order's
		 * properties, checked, make everything a live block reaches
		 * come after it, so min_done > idx follows from the rest and
		 * is a guard; what reaches a dead end is walk_floor().)  An
		 * irreducible cycle around the branch looks at labels after
		 * the walk: its header comes before idx, and the exits that
		 * would get a label must already have one.  tests/walkcheck
		 * compares every walk with the full one. */
		if (s->order_ok && s->nlabels <= 1 && !s->nfresh_irr &&
		    s->min_done > idx &&
		    (!s->nfresh_dead || s->dead_floor > idx) &&
		    (!irr_around ||
		     (term_idx > idx && irr_exits_settled(s, br, idx)))) {
			s->cut = 1;
			fresh_clear(s);
			break;
		}
		fresh_reset(s, idx);
		s->done_stamp[b] = s->stamp_gen;
		if (idx < s->min_done)
			s->min_done = idx;
		if (idx == term_idx)
			continue;
		label = s->labels[b];
		if (s->red_header[b]) {
			/* a reducible cycle's header: its label goes to the exits */
			uint32_t bc = ci->block_cycle[b], ne;
			const uint32_t *ex = exits_of(s, bc, &ne);
			int inside = contains_block(ci, bc, br);
			for (k = 0; k < ne; k++) {
				if (inside)
					visit_exit_edge(s, ex[k], label);
				else
					visit_edge(s, ex[k], label);
			}
		} else {
			for (k = 0; k < CFG_NSUCC(g, b); k++)
				visit_edge(s, CFG_SUCCS(g, b)[k], label);
		}
	}
	/* an irreducible cycle around the branch: an exit whose label differs
	 * from the header's is a divergent exit */
	for (c = term_cycle; c != NONE; c = cyc_parent(ci, c)) {
		uint32_t ne, hl;
		const uint32_t *ex;
		if (cycles_is_reducible(ci, c))
			continue;
		hl = s->labels[cycles_header(ci, c)];
		ex = exits_of(s, c, &ne);
		for (k = 0; k < ne; k++)
			if (s->labels[ex[k]] != hl)
				add_exit(s, ex[k]);
	}
	for (k = 0; k < s->ntouched; k++)
		s->labels[s->touched[k]] = NONE;
}

/* propagate(), and the same walk without the shortcut to compare with:
 * the joins and exits must be the same, in the same order. */
static void propagate_checked(state *s, uint32_t br)
{
	uint32_t *joins, *exits, njoins, nexits;
	uint8_t ok = s->order_ok;
	s->order_ok = 0;
	propagate(s, br);
	s->order_ok = ok;
	njoins = s->njoins;
	nexits = s->nexits;
	joins = arena_dup(s->tmp, s->joins, (njoins + 1) * sizeof *joins);
	exits = arena_dup(s->tmp, s->exits, (nexits + 1) * sizeof *exits);
	propagate(s, br);
	s->check->walks++;
	s->check->cut += s->cut;
	if (njoins != s->njoins || nexits != s->nexits ||
	    memcmp(joins, s->joins, njoins * sizeof *joins) ||
	    memcmp(exits, s->exits, nexits * sizeof *exits)) {
		if (!s->check->differ)
			s->check->first_block = br;
		s->check->differ++;
	}
}

/* ---- marking ---------------------------------------------------------- */

static uni_why_rec why(int kind, int detail, uint32_t cause, uint32_t aux)
{
	uni_why_rec w;
	w.kind = (uint8_t)kind;
	w.detail = (uint8_t)detail;
	w.cause = cause;
	w.aux = aux;
	return w;
}

/* A branch in the specification's sense: two or more successor edges. */
static int is_branch(const state *s, uint32_t b)
{
	return CFG_NSUCC(s->g, b) >= 2;
}

/* mark() for an instruction not marked before */
static void mark_new(state *s, uint32_t ii, uni_why_rec w)
{
	cv_uniformity *u = s->u;
	const inst *in = &s->f->insts[ii];
	if (s->is_term[ii]) {
		int news = 0;
		if (!s->spec || is_branch(s, in->block)) {
			if (!u->div_term[in->block]) {
				u->div_term[in->block] = 1;
				if (u->why_term)
					u->why_term[in->block] = w;
				news = 1;
			}
		}
		/* the specification: an invoke's (callbr's) result is a value
		 * like any other; LLVM 22 marks only its branch */
		if (s->spec && in->type != s->m->t_void && !u->div_inst[ii]) {
			u->div_inst[ii] = 1;
			if (u->why_inst)
				u->why_inst[ii] = w;
			news = 1;
		}
		if (news)
			s->work[s->nwork++] = ii;
		return;
	}
	if (!u->div_inst[ii]) {
		u->div_inst[ii] = 1;
		if (u->why_inst)
			u->why_inst[ii] = w;
		s->work[s->nwork++] = ii;
	}
}

/* markDivergent: the value of instruction ii (a terminator: its branch)
 * becomes divergent; pushed on the worklist when that is news.  Most
 * calls find it marked before (one mark sets all a terminator gets), and
 * return here, inline, without reading its record. */
static inline void mark(state *s, uint32_t ii, uni_why_rec w)
{
	if (!s->u->div_inst[ii] && !s->u->always_uniform[ii])
		mark_new(s, ii, w);
}

/* pushUsers: the users of value v (an instruction or argument ref), in
 * LLVM's use-list order (the most recent use first). */
static void push_users(state *s, ref v)
{
	cv_uniformity *u = s->u;
	uint32_t id = REF_KIND(v) == REF_INST ? REF_IDX(v)
					       : s->f->ninsts + REF_IDX(v);
	uint32_t k;
	for (k = u->use_off[id + 1]; k > u->use_off[id]; k--) {
		uint32_t user = u->use_user[k - 1];
		/* OpGroupNonUniformShuffle: every thread reads the lane it
		 * names; with one lane for all, all read the same value */
		if (s->lane_only && s->lane_only[user] &&
		    INST_OPS(s->f, &s->f->insts[user])[1] != v)
			continue;
		mark(s, user, why(UW_OPERAND, 0, v, 0));
	}
}

/* Same value in LLVM: the same instruction or argument, or equal
 * constants (LLVM's constants are unique). */
static int same_const(const cv_module *m, ref a, ref b, int depth)
{
	const constant *x, *y;
	uint32_t i;
	if (a == b)
		return 1;
	if (REF_KIND(a) != REF_CONST || REF_KIND(b) != REF_CONST || depth > 8)
		return 0;
	x = &m->consts[REF_IDX(a)];
	y = &m->consts[REF_IDX(b)];
	if (x->type != y->type)
		return 0;
	if (x->kind != y->kind) {
		/* zeroinitializer, null and 0 are one value */
		int xz = x->kind == C_ZERO || x->kind == C_NULL ||
			 (x->kind == C_INT && m->types[x->type].n <= 64 && x->v.u == 0);
		int yz = y->kind == C_ZERO || y->kind == C_NULL ||
			 (y->kind == C_INT && m->types[y->type].n <= 64 && y->v.u == 0);
		return xz && yz;
	}
	switch (x->kind) {
	case C_INT:
		if (m->types[x->type].n <= 64)
			return x->v.u == y->v.u;
		return memcmp(x->v.words, y->v.words,
			      ((m->types[x->type].n + 63) / 64) * 8) == 0;
	case C_FP:
		return x->v.words[0] == y->v.words[0] &&
		       x->v.words[1] == y->v.words[1];
	case C_NULL: case C_NONE: case C_UNDEF: case C_POISON: case C_ZERO:
		return 1;
	case C_ARRAY: case C_VECTOR: case C_STRUCT: case C_SPLAT: case C_EXPR:
		if (x->n != y->n || x->op != y->op || x->flags != y->flags ||
		    x->pred != y->pred)
			return 0;
		for (i = 0; i < x->n; i++)
			if (!same_const(m, x->v.ops[i], y->v.ops[i], depth + 1))
				return 0;
		return 1;
	case C_DATA:
		return x->n == y->n && memcmp(x->v.bytes, y->v.bytes, x->n) == 0;
	default:
		return 0;
	}
}

static int is_undef(const cv_module *m, ref r)
{
	return REF_KIND(r) == REF_CONST &&
	       (m->consts[REF_IDX(r)].kind == C_UNDEF ||
		m->consts[REF_IDX(r)].kind == C_POISON);
}

/* PHINode::hasConstantOrUndefValue: every incoming value other than the
 * phi itself and undef is one and the same value. */
static int phi_constant_or_undef(const state *s, uint32_t ii)
{
	const inst *in = &s->f->insts[ii];
	const ref *o = INST_OPS(s->f, in);
	ref seen = REF_NULL;
	uint32_t k, c;
	int self = 0;
	for (k = 0; k + 1 < in->nops; k += 2) {
		ref v = o[k];
		if (v == REF(REF_INST, ii)) {
			self = 1;
			continue;
		}
		if (is_undef(s->m, v))
			continue;
		if (seen != REF_NULL && !same_const(s->m, seen, v, 0))
			return 0;
		seen = v;
	}
	/* The specification: a thread that comes along the phi's own edge
	 * keeps the value it had, an instance of `seen` from an earlier
	 * iteration when `seen` is defined in a cycle around the phi; others
	 * bring this iteration's.  LLVM 22 ignores the phi's own edge
	 * (hasConstantOrUndefValue).  Found by the soundness tier. */
	if (s->spec && self && REF_KIND(seen) == REF_INST) {
		const cycle_info *ci = s->ci;
		c = ci->block_cycle[s->f->insts[REF_IDX(seen)].block];
		for (; c != NONE; c = cyc_parent(ci, c))
			if (contains_block(ci, c, in->block))
				return 0;
	}
	return 1;
}

/* Marks the blocks reachable from branch block br (br itself when on a
 * cycle), once per branch. */
static void reach_from(state *s, uint32_t br)
{
	uint32_t nw = 0, k;
	if (s->reach_branch == br && s->reach_gen)
		return;
	s->reach_gen++;
	s->reach_branch = br;
	for (k = 0; k < CFG_NSUCC(s->g, br); k++)
		s->reach_work[nw++] = CFG_SUCCS(s->g, br)[k];
	while (nw) {
		uint32_t b = s->reach_work[--nw];
		if (s->reach_stamp[b] == s->reach_gen)
			continue;
		s->reach_stamp[b] = s->reach_gen;
		for (k = 0; k < CFG_NSUCC(s->g, b); k++) {
			uint32_t x = CFG_SUCCS(s->g, b)[k];
			if (s->reach_stamp[x] != s->reach_gen)
				s->reach_work[nw++] = x;
		}
	}
}

/* The specification (Uniformity, 3.1): a phi at a join is divergent only
 * if converged threads can choose different values.  Threads parted at br
 * arrive on edges from blocks reachable from br; if every such edge
 * carries the same value (or undef), they choose the same one: it is
 * defined before the branch (it dominates predecessors on disjoint paths),
 * so its instances are converged.  The phi itself counts as a value here
 * (its previous value), unlike in LLVM's test above.  When the join heads
 * a cycle that the threads enter from a branch outside it (the join does
 * not dominate the branch), an edge from a block the join dominates (a
 * back edge of that cycle) is not one of the diverged paths: threads come
 * back along it after they met at the join.  From a branch inside the
 * cycle, the back edges are the diverged paths. */
static int phi_same_on_diverged_edges(state *s, uint32_t ii, uint32_t br)
{
	const function *f = s->f;
	const inst *in = &f->insts[ii];
	const ref *o = INST_OPS(f, in);
	uint32_t join = in->block;
	int inside = cfg_dominates(s->dom, join, br);
	ref seen = REF_NULL;
	uint32_t k;
	reach_from(s, br);
	for (k = 0; k + 1 < in->nops; k += 2) {
		uint32_t p = REF_IDX(o[k + 1]);
		if (p != br && s->reach_stamp[p] != s->reach_gen)
			continue;
		if (p != br && !inside && cfg_dominates(s->dom, join, p))
			continue;
		if (is_undef(s->m, o[k]))
			continue;
		if (seen != REF_NULL && !same_const(s->m, seen, o[k], 0))
			return 0;
		seen = o[k];
	}
	return 1;
}

static void taint_phis(state *s, uint32_t join, uint32_t br)
{
	const block *b = &s->f->blocks[join];
	uint32_t ii;
	for (ii = b->first; ii < b->first + b->n; ii++) {
		if (s->f->insts[ii].op != OP_PHI)
			break;
		if (s->u->div_inst[ii] || phi_constant_or_undef(s, ii))
			continue;
		if (s->spec && phi_same_on_diverged_edges(s, ii, br))
			continue;
		mark(s, ii, why(UW_SYNC, 0, br, join));
	}
}

static void taint_all_defs(state *s, uint32_t bb, uint32_t cy)
{
	const block *b = &s->f->blocks[bb];
	uint32_t ii;
	for (ii = b->first; ii < b->first + b->n; ii++) {
		const inst *in = &s->f->insts[ii];
		if (uni_is_terminator(in)) {
			/* the specification: an invoke's result is defined in
			 * the cycle too (LLVM 22 stops at the terminator) */
			if (s->spec && in->type != s->m->t_void &&
			    !s->u->always_uniform[ii] && !s->u->div_inst[ii]) {
				s->u->div_inst[ii] = 1;
				if (s->u->why_inst)
					s->u->why_inst[ii] = why(UW_CYCLE, 0, NONE, cy);
				s->work[s->nwork++] = ii;
			}
			break;
		}
		mark(s, ii, why(UW_CYCLE, 0, NONE, cy));
	}
}

/* ---- convergence regions of tokens (default mode) ------------------------ */

/* The convergence region of the token defined by instruction d: program
 * points dominated by d from which a use of the token can be reached
 * (ConvergentOperations, "Convergence Regions"). */
static void region_compute(const cv_uniformity *u, uint32_t d, token_region *r,
			   uint32_t *work)
{
	const function *f = u->f;
	const cfg_graph *g = &u->cfg->graph;
	uint32_t db = f->insts[d].block, nw = 0, k, n = f->nblocks;
	memset(r->live_in, 0, n);
	memset(r->live_out, 0, n);
	for (k = 0; k < n; k++)
		r->last_use[k] = NONE;
	r->def = d;
	for (k = u->use_off[d]; k < u->use_off[d + 1]; k++) {
		uint32_t user = u->use_user[k], ub = f->insts[user].block;
		if (r->last_use[ub] == NONE || user > r->last_use[ub])
			r->last_use[ub] = user;
		if (ub != db && !r->live_in[ub]) {
			r->live_in[ub] = 1;
			work[nw++] = ub;
		}
	}
	while (nw) {
		uint32_t b = work[--nw];
		for (k = 0; k < CFG_NPRED(g, b); k++) {
			uint32_t p = CFG_PREDS(g, b)[k];
			r->live_out[p] = 1;
			if (p != db && !r->live_in[p]) {
				r->live_in[p] = 1;
				work[nw++] = p;
			}
		}
	}
}

static int region_has(const cv_uniformity *u, const token_region *r,
		      uint32_t ii)
{
	const inst *in = &u->f->insts[ii];
	uint32_t b = in->block;
	if (b == u->f->insts[r->def].block) {
		if (ii <= r->def)
			return 0;
	} else if (!r->live_in[b]) {
		return 0;
	}
	return r->live_out[b] || (r->last_use[b] != NONE && ii <= r->last_use[b]);
}

int uni_in_token_region(const cv_uniformity *u, uint32_t d, uint32_t ii)
{
	const cv_allocator *al = &u->m->ctx->alloc;
	uint32_t n = u->f->nblocks;
	token_region r;
	uint32_t *work;
	int in;
	r.live_in = cv_mem_realloc(al, NULL, 0, n);
	r.live_out = cv_mem_realloc(al, NULL, 0, n);
	r.last_use = cv_mem_realloc(al, NULL, 0, (size_t)n * 4);
	work = cv_mem_realloc(al, NULL, 0, (size_t)n * 4 + 4);
	in = 0;
	if (r.live_in && r.live_out && r.last_use && work) {
		region_compute(u, d, &r, work);
		in = region_has(u, &r, ii);
	}
	if (r.live_in)
		cv_mem_realloc(al, r.live_in, n, 0);
	if (r.live_out)
		cv_mem_realloc(al, r.live_out, n, 0);
	if (r.last_use)
		cv_mem_realloc(al, r.last_use, (size_t)n * 4, 0);
	if (work)
		cv_mem_realloc(al, work, (size_t)n * 4 + 4, 0);
	return in;
}

/* The region of token definition d, computed once per run. */
static const token_region *region_of(state *s, uint32_t d)
{
	uint32_t i, n = s->f->nblocks;
	token_region *r;
	for (i = 0; i < s->nregions; i++)
		if (s->regions[i].def == d)
			return &s->regions[i];
	if (s->nregions == s->capregions) {
		uint32_t ncap = s->capregions ? s->capregions * 2 : 8;
		token_region *nr = arena_alloc(s->tmp, ncap * sizeof *nr);
		if (s->nregions)
			memcpy(nr, s->regions, s->nregions * sizeof *nr);
		s->regions = nr;
		s->capregions = ncap;
	}
	r = &s->regions[s->nregions++];
	r->live_in = arena_alloc(s->tmp, n ? n : 1);
	r->live_out = arena_alloc(s->tmp, n ? n : 1);
	r->last_use = arena_alloc(s->tmp, (n ? n : 1) * 4);
	if (!s->region_work) /* (made with the first region) */
		s->region_work = alloc_u32(s->tmp, (size_t)n + 1, 0);
	region_compute(s->u, d, r, s->region_work);
	return r;
}

/* Is instruction ii in the convergence region of a token defined inside
 * cycle cy?  (Controlled convergence: then it is not temporally divergent
 * with respect to cy.) */
static int in_region_of_cycle_token(state *s, uint32_t cy, uint32_t ii)
{
	uint32_t i;
	if (!s->ntokens)
		return 0;
	for (i = 0; i < s->ntokens; i++) {
		uint32_t d = s->tokens[i];
		if (contains_block(s->ci, cy, s->f->insts[d].block) &&
		    region_has(s->u, region_of(s, d), ii))
			return 1;
	}
	return 0;
}

/* A phi at an exit of cycle cy, using values defined in cy, is exempt from
 * temporal divergence when it lies in the region of a token that tells
 * apart the iterations of every cycle its operand comes from: a token
 * defined inside the innermost cycle around each such operand.  A heart of
 * an outer cycle does not tell apart the iterations of an inner one
 * (tests/lit/uniformity/soundness.test, @inner_exit_outer_heart). */
static int token_exempts_phi(state *s, uint32_t cy, uint32_t ii)
{
	const function *f = s->f;
	const inst *in = &f->insts[ii];
	const ref *o = INST_OPS(f, in);
	uint32_t k;
	for (k = 0; k < in->nops; k++) {
		uint32_t db;
		if (REF_KIND(o[k]) != REF_INST)
			continue;
		db = f->insts[REF_IDX(o[k])].block;
		if (!contains_block(s->ci, cy, db))
			continue;
		if (!in_region_of_cycle_token(s, s->ci->block_cycle[db], ii))
			return 0;
	}
	return 1;
}

/* Controlled m-converged: every node in the convergence region of a token
 * definition that is not m-converged is not m-converged either. */
static void taint_token_regions(state *s, uint32_t cy)
{
	const cycle_info *ci = s->ci;
	const cycle *c = &ci->cycles[cy];
	const function *f = s->f;
	uint32_t i, k, *defs, ndefs = 0, cap = 16;
	defs = arena_alloc(s->tmp, cap * sizeof *defs);
	for (i = 0; i < c->nblocks; i++) {
		const block *b = &f->blocks[ci->blocks[c->block0 + i]];
		for (k = b->first; k < b->first + b->n; k++)
			if (is_token_def(&f->insts[k]) && !s->token_tainted[k]) {
				if (ndefs == cap) {
					uint32_t *nd = arena_alloc(s->tmp, cap * 2 * sizeof *nd);
					memcpy(nd, defs, cap * sizeof *nd);
					defs = nd;
					cap *= 2;
				}
				s->token_tainted[k] = 1;
				defs[ndefs++] = k;
			}
	}
	while (ndefs) {
		uint32_t d = defs[--ndefs];
		const token_region *r = region_of(s, d);
		for (k = 0; k < f->ninsts; k++) {
			if (uni_is_terminator(&f->insts[k]) || !region_has(s->u, r, k))
				continue;
			mark(s, k, why(UW_TOKEN, 0, d, 0));
			if (is_token_def(&f->insts[k]) && !s->token_tainted[k]) {
				if (ndefs == cap) {
					uint32_t *nd = arena_alloc(s->tmp, cap * 2 * sizeof *nd);
					memcpy(nd, defs, cap * sizeof *nd);
					defs = nd;
					cap *= 2;
				}
				s->token_tainted[k] = 1;
				defs[ndefs++] = k;
			}
		}
	}
}

/* ---- anchor groups ------------------------------------------------------- */

/* The anchor at the root of token definition d's chain of parents (a loop
 * heart takes its parent's groups), or NONE when the chain ends at an
 * entry (whose groups are the function's converged threads). */
static uint32_t anchor_root(const function *f, uint32_t d)
{
	uint32_t depth;
	for (depth = 0; depth <= f->ninsts; depth++) {
		const inst *in = &f->insts[d];
		ref t;
		if (in->ext->intrinsic == INTR_CONV_ANCHOR)
			return d;
		if (in->ext->intrinsic != INTR_CONV_LOOP)
			return NONE;
		t = in->ext->conv_token;
		if (REF_KIND(t) != REF_INST || !is_token_def(&f->insts[REF_IDX(t)]))
			return NONE;
		d = REF_IDX(t);
	}
	return NONE;
}

/* The specification: an anchor's groups are the implementation's choice.
 * An always-uniform convergent operation controlled by a token whose chain
 * starts at an anchor is uniform within one group, and so is every value
 * computed from it; where threads of different groups meet -- outside the
 * anchor's convergence region -- such a value is divergent, and a branch
 * on it is divergent anywhere (its joins may lie outside the region; the
 * spec's rules do not bound them).  rel[i] is the anchor whose groups
 * instruction i's value is relative to, NONE, or GROUP_MANY for several.
 * LLVM 22 does not look at tokens here: spec mode only. */
#define GROUP_MANY (NONE - 1)
static void anchor_groups(state *s)
{
	cv_uniformity *u = s->u;
	const function *f = s->f;
	uint32_t i, k, nw = 0, *rel, *src, *work;
	int any = 0;
	for (i = 0; i < s->ntokens; i++)
		if (f->insts[s->tokens[i]].ext->intrinsic == INTR_CONV_ANCHOR)
			any = 1;
	if (!any)
		return;
	rel = alloc_u32(s->tmp, f->ninsts, NONE);
	src = alloc_u32(s->tmp, f->ninsts, NONE);
	work = alloc_u32(s->tmp, f->ninsts, 0);
	for (i = 0; i < f->ninsts; i++) {
		const inst *in = &f->insts[i];
		ref t;
		uint32_t a;
		if (!u->always_uniform[i] || !in->ext)
			continue;
		t = in->ext->conv_token;
		if (REF_KIND(t) != REF_INST || !is_token_def(&f->insts[REF_IDX(t)]))
			continue;
		a = anchor_root(f, REF_IDX(t));
		if (a == NONE)
			continue;
		rel[i] = a;
		src[i] = i;
		work[nw++] = i;
	}
	while (nw) {
		uint32_t d = work[--nw];
		for (k = u->use_off[d]; k < u->use_off[d + 1]; k++) {
			uint32_t j = u->use_user[k], r;
			if (u->always_uniform[j] || rel[j] == GROUP_MANY)
				continue;
			r = rel[j] == NONE || rel[j] == rel[d] ? rel[d] : GROUP_MANY;
			if (r == rel[j])
				continue;
			rel[j] = r;
			src[j] = src[d];
			if (!s->is_term[j])
				work[nw++] = j;
		}
	}
	for (i = 0; i < f->ninsts; i++) {
		uint32_t a = rel[i];
		if (a == NONE || u->always_uniform[i])
			continue;
		if (a != GROUP_MANY && !s->is_term[i] &&
		    region_has(u, region_of(s, a), i))
			continue;
		mark(s, i, why(UW_ANCHOR, 0, src[i], rel[src[i]]));
	}
}

/* ---- divergent cycles ------------------------------------------------------ */

/* getExtDivCycle: the outermost irreducible cycle around `join` that the
 * paths from the branch outside it enter (NONE if reducible). */
static uint32_t ext_div_cycle(state *s, uint32_t cy, uint32_t br)
{
	const cycle_info *ci = s->ci;
	if (contains_block(ci, cy, br))
		return NONE;
	while (cyc_parent(ci, cy) != NONE &&
	       !contains_block(ci, cyc_parent(ci, cy), br))
		cy = cyc_parent(ci, cy);
	return cycles_is_reducible(ci, cy) ? NONE : cy;
}

/* getIntDivCycle: the diverged entry criterion, simplified as the text
 * does: neither the branch nor a header strictly dominates the join. */
static uint32_t int_div_cycle(state *s, uint32_t cy, uint32_t br,
			      uint32_t join)
{
	const cycle_info *ci = s->ci;
	uint32_t p;
	if (cfg_properly_dominates(s->dom, br, join))
		return NONE;
	while (cy != NONE && !contains_block(ci, cy, br))
		cy = cyc_parent(ci, cy);
	if (cy == NONE || cycles_is_reducible(ci, cy))
		return NONE;
	if (cfg_properly_dominates(s->dom, cycles_header(ci, cy), join))
		return NONE;
	p = cyc_parent(ci, cy);
	while (p != NONE &&
	       !cfg_properly_dominates(s->dom, cycles_header(ci, p), join)) {
		cy = p;
		p = cyc_parent(ci, p);
	}
	return cy;
}

/* Adds cy to the assumed-divergent list unless a listed cycle contains
 * it (LLVM's insertIfNotContained). */
static int insert_assumed(state *s, uint32_t cy)
{
	uint32_t c;
	/* already assumed, or inside an assumed cycle */
	for (c = cy; c != NONE; c = cyc_parent(s->ci, c))
		if (s->u->assumed[c])
			return 0;
	s->u->assumed[cy] = 1;
	return 1;
}

/* Marks, in stamp2 with the current generation, the blocks of cycle cy
 * that dominate one of its exits: walking up the dominator tree from an
 * exit, the blocks of cy form one run just above it. */
static void dominating_exit_blocks(state *s, uint32_t cy)
{
	uint32_t ne, k;
	const uint32_t *ex = exits_of(s, cy, &ne);
	s->dgen++;
	for (k = 0; k < ne; k++) {
		uint32_t b = s->dom->idom[ex[k]];
		while (b != NONE && contains_block(s->ci, cy, b) &&
		       s->dstamp[b] != s->dgen) {
			s->dstamp[b] = s->dgen;
			b = s->dom->idom[b];
		}
	}
}

static int uses_value_from(const state *s, uint32_t ii, uint32_t cy, ref *which)
{
	const inst *in = &s->f->insts[ii];
	const ref *o = INST_OPS(s->f, in);
	uint32_t k;
	for (k = 0; k < in->nops; k++)
		if (REF_KIND(o[k]) == REF_INST &&
		    contains_block(s->ci, cy, s->f->insts[REF_IDX(o[k])].block)) {
			*which = o[k];
			return 1;
		}
	return 0;
}

/* analyzeCycleExitDivergence: uses outside cycle cy of values defined in
 * it are temporally divergent (phis of its exits included). */
static void cycle_exit_divergence(state *s, uint32_t cy)
{
	const function *f = s->f;
	const cycle *c = &s->ci->cycles[cy];
	uint32_t ne, k, i, ii, gen;
	const uint32_t *ex = exits_of(s, cy, &ne);
	for (k = 0; k < ne; k++) {
		const block *b = &f->blocks[ex[k]];
		for (ii = b->first; ii < b->first + b->n; ii++) {
			ref v;
			if (f->insts[ii].op != OP_PHI)
				break;
			if (s->u->always_uniform[ii] || !uses_value_from(s, ii, cy, &v))
				continue;
			if (s->spec && token_exempts_phi(s, cy, ii))
				continue;
			mark(s, ii, why(UW_EXIT_PHI, 0, v, cy));
		}
	}
	dominating_exit_blocks(s, cy);
	gen = s->dgen;
	for (i = 0; i < c->nblocks; i++) {
		uint32_t bb = s->ci->blocks[c->block0 + i];
		const block *b = &f->blocks[bb];
		if (s->dstamp[bb] != gen)
			continue;
		for (ii = b->first; ii < b->first + b->n; ii++) {
			const uint32_t *users = s->u->use_user;
			uint32_t k0 = s->u->use_off[ii];
			int open = 0;
			if (s->settled[ii])
				continue;
			/* users in use-list order: the most recent first.  A
			 * user marked before is passed over first: its mark
			 * would do nothing, and the test reads two byte arrays
			 * where the cycle test reads two larger ones */
			for (k = s->u->use_off[ii + 1]; k > k0; k--) {
				uint32_t user = users[k - 1];
				if (s->u->div_inst[user] || s->u->always_uniform[user])
					continue;
				/* a terminator's mark is its branch's */
				open |= s->is_term[user];
				if (contains_pos(s->ci, cy, s->ipos[user]) ||
				    (s->spec && !s->is_term[user] &&
				     in_region_of_cycle_token(
						s, s->ci->block_cycle[b - f->blocks], user))) {
					open = 1;
					continue;
				}
				mark(s, user, why(UW_TEMPORAL, 0, REF(REF_INST, ii), cy));
			}
			/* every user divergent or uniform for good: no later
			 * cycle's scan can mark anything through ii (in nested
			 * cycles with divergent exits, the same values were
			 * scanned once per cycle) */
			if (!open)
				s->settled[ii] = 1;
		}
	}
}

/* The specification (default mode): the convergence region of a token
 * defined in cycle cy (a loop heart used after the cycle) may reach past
 * its exits.  Values defined there, outside cy, are computed by threads
 * grouped by their iteration of cy, and are exempt from temporal
 * divergence inside the region (above).  Where the region ends, threads
 * that left cy on different iterations are converged again, so a use
 * outside the region of a value defined in it sees different values: it
 * is divergent, even when the value is one a wave operation made uniform
 * among the threads of its own iteration (tests/lit/uniformity/
 * soundness.test, @heart_after_loop).  A branch on such a value is
 * divergent even inside the region: its joins may lie past the region's
 * end, where the threads of different iterations meet
 * (@branch_in_heart_region; also in cycle_exit_divergence). */
static void region_exit_divergence(state *s, uint32_t cy)
{
	const function *f = s->f;
	uint32_t ii, k;
	for (ii = 0; ii < f->ninsts; ii++) {
		if (contains_block(s->ci, cy, f->insts[ii].block) ||
		    s->u->use_off[ii] == s->u->use_off[ii + 1] ||
		    !in_region_of_cycle_token(s, cy, ii))
			continue;
		for (k = s->u->use_off[ii]; k < s->u->use_off[ii + 1]; k++) {
			uint32_t user = s->u->use_user[k];
			if (s->u->div_inst[user] || s->u->always_uniform[user] ||
			    contains_pos(s->ci, cy, s->ipos[user]) ||
			    (!s->is_term[user] && in_region_of_cycle_token(s, cy, user)))
				continue;
			mark(s, user, why(UW_TEMPORAL, 0, REF(REF_INST, ii), cy));
		}
	}
}

/* propagateCycleExitDivergence: `exit` is a divergent exit of the branch
 * in block br; the outermost cycle around br that exit leaves has a
 * divergent exit. */
static void cycle_exit(state *s, uint32_t exit, uint32_t br)
{
	const cycle_info *ci = s->ci;
	uint32_t c = ci->block_cycle[br], outer = c, i;
	uint32_t depth = ci->block_cycle[exit] == NONE
				 ? 0 : ci->cycles[ci->block_cycle[exit]].depth;
	if (s->spec) {
		/* the outermost cycle around br that does not contain the
		 * exit.  LLVM 22 compares depths, and stops too early when
		 * the exit block lies in a cycle of its own as deep as one
		 * the edge leaves: the outer cycle left at the same time is
		 * not given its divergent exit. */
		outer = NONE;
		for (; c != NONE && !contains_block(ci, c, exit);
		     c = cyc_parent(ci, c))
			outer = c;
		if (outer == NONE)
			return;
	} else {
		while (c != NONE && ci->cycles[c].depth > depth) {
			outer = c;
			c = cyc_parent(ci, c);
		}
	}
	if (s->u->exit_div[outer])
		return;
	s->u->exit_div[outer] = 1;
	s->u->why_exit[outer].branch = br;
	s->u->why_exit[outer].block = exit;
	/* LLVM 22 skips a cycle inside one already assumed divergent (whose
	 * values are divergent anyway, except always-uniform ones, whose uses
	 * outside then stay uniform).  Whether the assumption comes first
	 * depends, across branches, on the order of LLVM's worklist, which
	 * depends on pointer values; it always does for the branch that made
	 * the assumption itself, and only then does converge skip. */
	if (!s->spec)
		for (i = outer; i != NONE; i = cyc_parent(ci, i))
			if (s->u->assumed[i] && s->u->why_assumed[i].branch == br)
				return;
	cycle_exit_divergence(s, outer);
	if (s->spec && s->ntokens)
		region_exit_divergence(s, outer);
}

/* Whether some thread of an iteration of reducible cycle cy that leaves
 * block br can go round again (back to the header) without passing block
 * x: a walk from br's successors inside cy that stops at the header, at
 * edges out of cy (a thread that leaves does not come back) and at x. */
static int iter_skips(state *s, uint32_t cy, uint32_t br, uint32_t x)
{
	const cycle_info *ci = s->ci;
	uint32_t h = cycles_header(ci, cy), nw = 0, k;
	s->pgen++;
	s->pwork[nw++] = br;
	s->pstamp[br] = s->pgen;
	while (nw) {
		uint32_t b = s->pwork[--nw];
		for (k = 0; k < CFG_NSUCC(s->g, b); k++) {
			uint32_t y = CFG_SUCCS(s->g, b)[k];
			if (y == h)
				return 1;
			if (y == x || !contains_block(ci, cy, y) ||
			    s->pstamp[y] == s->pgen)
				continue;
			s->pstamp[y] = s->pgen;
			s->pwork[nw++] = y;
		}
	}
	return 0;
}

/* The specification (default mode): threads parted by the divergent
 * branch of block br inside a reducible cycle leave it on different
 * iterations when a block with an exit edge lies on some of their paths
 * through the iteration but not on all.  Those that pass it may leave;
 * the others go round again and leave later, through it or another exit,
 * and values defined in the cycle differ between them after it.  LLVM 22
 * lists a divergent exit only where the branch itself leaves the cycle or
 * an exit is reached by two labels, and misses this (tests/lit/
 * uniformity/soundness.test).  For each cycle around br, each block of it
 * reachable from br in the same iteration with an edge out of the cycle
 * that a path from br back to the header avoids gives the cycles that
 * edge leaves a divergent exit. */
static void iteration_exits(state *s, uint32_t br)
{
	const cycle_info *ci = s->ci;
	uint32_t cy, k, j;
	for (cy = ci->block_cycle[br]; cy != NONE; cy = cyc_parent(ci, cy)) {
		uint32_t ne, h = cycles_header(ci, cy), nr = 0, nx = 0, *xs;
		if (!cycles_is_reducible(ci, cy) || s->u->exit_div[cy])
			continue;
		(void)exits_of(s, cy, &ne);
		if (!ne)
			continue;
		/* the blocks of the iteration reachable from br: pwork[0..nr)
		 * as a list, then the exiting ones among them in xs */
		s->pgen++;
		s->pstamp[br] = s->pgen;
		s->pwork[nr++] = br;
		for (k = 0; k < nr; k++) {
			uint32_t b = s->pwork[k];
			for (j = 0; j < CFG_NSUCC(s->g, b); j++) {
				uint32_t y = CFG_SUCCS(s->g, b)[j];
				if (y == h || !contains_block(ci, cy, y) ||
				    s->pstamp[y] == s->pgen)
					continue;
				s->pstamp[y] = s->pgen;
				s->pwork[nr++] = y;
			}
		}
		xs = arena_alloc(s->tmp, (nr + 1) * sizeof *xs);
		for (k = 0; k < nr; k++) {
			uint32_t b = s->pwork[k];
			if (b == br)
				continue;
			for (j = 0; j < CFG_NSUCC(s->g, b); j++)
				if (!contains_block(ci, cy, CFG_SUCCS(s->g, b)[j])) {
					xs[nx++] = b;
					break;
				}
		}
		for (k = 0; k < nx; k++) {
			if (!iter_skips(s, cy, br, xs[k]))
				continue;
			for (j = 0; j < CFG_NSUCC(s->g, xs[k]); j++) {
				uint32_t y = CFG_SUCCS(s->g, xs[k])[j];
				if (!contains_block(ci, cy, y))
					cycle_exit(s, y, br);
			}
			if (s->u->exit_div[cy])
				break;
		}
	}
}

typedef struct div_cycle {
	uint32_t cycle, join;
	uint8_t external;
} div_cycle;

/* What the walks of control divergence need (the post-order, the
 * propagator's scratch, the cycles' exits, ...), made at the first
 * divergent branch: most functions have none (libclc's one-block
 * functions, 89% of nvptx's), and made for each they were most of a small
 * function's analysis. */
static size_t g_nedges(const cfg_graph *g)
{
	return g->succ_off[g->n];
}

static void control_prepare(state *s)
{
	const function *f = s->f;
	const cycle_info *ci = s->ci;
	arena *tmp = s->tmp;
	uint32_t nb = f->nblocks, ncy = ci->ncycles, i, b, c;
	size_t nedges = g_nedges(s->g);
	if (s->prepared)
		return;
	s->prepared = 1;
	s->settled = arena_zalloc(tmp, (size_t)f->ninsts + 1);
	s->po = alloc_u32(tmp, nb, NONE);
	s->po_index = alloc_u32(tmp, nb, NONE);
	s->red_header = arena_zalloc(tmp, nb + 1);
	s->labels = alloc_u32(tmp, nb, NONE);
	s->touched = alloc_u32(tmp, (size_t)nb + 1, 0);
	s->fresh = arena_zalloc(tmp, ((nb + 63) / 64 + 1) * sizeof(uint64_t));
	s->fresh_top = 0;
	s->joins = alloc_u32(tmp, (size_t)nb + 1, 0);
	s->exits = alloc_u32(tmp, (size_t)nb + 1, 0);
	s->stamp = alloc_u32(tmp, nb, 0);
	s->stamp2 = alloc_u32(tmp, nb, 0);
	s->xstamp = alloc_u32(tmp, nb, 0);
	s->dstamp = alloc_u32(tmp, nb, 0);
	s->ipos = alloc_u32(tmp, (size_t)f->ninsts + 1, 0);
	for (i = 0; i < f->ninsts; i++)
		s->ipos[i] = ci->block_pos[f->insts[i].block];
	s->cyc_exits = arena_zalloc(tmp, (ncy + 1) * sizeof *s->cyc_exits);
	s->cyc_nexits = alloc_u32(tmp, ncy + 1, 0);
	s->token_tainted = arena_zalloc(tmp, (size_t)f->ninsts + 1);
	s->reach_stamp = alloc_u32(tmp, nb, 0);
	s->reach_work = alloc_u32(tmp, nedges + nb + 1, 0);
	s->pstamp = alloc_u32(tmp, nb, 0);
	s->pwork = alloc_u32(tmp, nedges + nb + 1, 0);
	s->lcount = alloc_u32(tmp, nb, 0);
	s->in_irr = arena_zalloc(tmp, nb + 1);
	s->is_dead = arena_zalloc(tmp, nb + 1);
	s->closed = arena_zalloc(tmp, nb + 1);
	s->done_stamp = alloc_u32(tmp, nb, 0);
	s->fresh_dead = arena_zalloc(tmp, nb + 1);
	s->wfloor_ok = arena_zalloc(tmp, nb + 1);
	s->wfloor = alloc_u32(tmp, nb, NONE);
	s->wfloor_all = alloc_u32(tmp, nb, NONE);
	modified_po(s);
	for (b = 0; b < nb; b++) {
		s->is_dead[b] = (uint8_t)dead_end(s, b);
		for (c = ci->block_cycle[b]; c != NONE; c = cyc_parent(ci, c))
			if (!cycles_is_reducible(ci, c))
				s->in_irr[b] = 1;
	}
	closed_regions(s);
	s->order_ok = (uint8_t)order_has_properties(s);
}

/* analyzeControlDivergence: the branch of block br is divergent. */
/* Whether no phi of the function is left that a join could make
 * divergent (each is divergent already, or takes one value on every
 * edge: taint_phis passes over both).  Such a phi stays such, so the
 * blocks before the one that had the first other are not looked at
 * again (phi_from). */
static int no_phi_to_taint(state *s)
{
	const function *f = s->f;
	uint32_t b, ii;
	for (b = s->phi_from; b < f->nblocks; b++) {
		const block *bk = &f->blocks[b];
		for (ii = bk->first;
		     ii < bk->first + bk->n && f->insts[ii].op == OP_PHI; ii++)
			if (!s->u->div_inst[ii] && !phi_constant_or_undef(s, ii)) {
				s->phi_from = b;
				return 0;
			}
	}
	s->phi_from = f->nblocks;
	return 1;
}

static void control_divergence(state *s, uint32_t br)
{
	const cycle_info *ci = s->ci;
	cv_uniformity *u = s->u;
	div_cycle *dc;
	uint32_t ndc = 0, k, j, *joins, njoins, *exits, nexits;
	if (!cfg_in_tree(s->dom, br) || CFG_NSUCC(s->g, br) <= 1)
		return;
	/* In a summary (counts only: no join is shown) of a function without
	 * cycles, a branch's joins can only make phis divergent (there is no
	 * cycle to assume divergent, no exit, no iteration): once none is
	 * left to taint, its sync dependence changes nothing (libclc's
	 * branches, on divergent arguments, are most often there). */
	if (s->counted && !s->check && ci->ncycles == 0 && no_phi_to_taint(s))
		return;
	control_prepare(s);
	if (s->check)
		propagate_checked(s, br);
	else
		propagate(s, br);
	/* keep the lists: marking below may reuse the scratch */
	njoins = s->njoins;
	nexits = s->nexits;
	joins = arena_dup(s->tmp, s->joins, (njoins + 1) * sizeof *joins);
	exits = arena_dup(s->tmp, s->exits, (nexits + 1) * sizeof *exits);
	dc = arena_alloc(s->tmp, (njoins + 1) * sizeof *dc);
	for (k = 0; k < njoins; k++) {
		uint32_t jb = joins[k], cy = ci->block_cycle[jb], ext, in;
		if (u->join_branch[jb] == NONE)
			u->join_branch[jb] = br;
		if (cy != NONE) {
			ext = ext_div_cycle(s, cy, br);
			in = int_div_cycle(s, cy, br, jb);
			if (in != NONE || ext != NONE) {
				dc[ndc].cycle = in != NONE ? in : ext;
				dc[ndc].join = jb;
				dc[ndc].external = in == NONE;
				ndc++;
				continue;
			}
		}
		taint_phis(s, jb, br);
	}
	/* deepest first (stable), so inner cycles are listed before outer */
	for (k = 1; k < ndc; k++) {
		div_cycle x = dc[k];
		for (j = k; j > 0 && ci->cycles[dc[j - 1].cycle].depth <
				     ci->cycles[x.cycle].depth; j--)
			dc[j] = dc[j - 1];
		dc[j] = x;
	}
	for (k = 0; k < ndc; k++) {
		uint32_t cy = dc[k].cycle, i;
		const cycle *c = &ci->cycles[cy];
		if (!insert_assumed(s, cy))
			continue;
		u->why_assumed[cy].branch = br;
		u->why_assumed[cy].block = dc[k].join;
		u->why_assumed[cy].external = dc[k].external;
		for (i = 0; i < c->nblocks; i++)
			taint_all_defs(s, ci->blocks[c->block0 + i], cy);
		if (s->spec)
			taint_token_regions(s, cy);
	}
	for (k = 0; k < nexits; k++)
		cycle_exit(s, exits[k], br);
	if (s->spec)
		iteration_exits(s, br);
}

/* ---- the fixed point ------------------------------------------------------- */

static void build_uses(cv_uniformity *u)
{
	const function *f = u->f;
	uint32_t nv = f->ninsts + f->nargs, i, k, total = 0;
	uint32_t *cnt = alloc_u32(&u->arena, (size_t)nv + 1, 0);
	for (i = 0; i < f->ninsts; i++) {
		const inst *in = &f->insts[i];
		const ref *o = INST_OPS(f, in);
		for (k = 0; k < in->nops; k++) {
			if (REF_KIND(o[k]) == REF_INST)
				cnt[REF_IDX(o[k])]++;
			else if (REF_KIND(o[k]) == REF_ARG)
				cnt[f->ninsts + REF_IDX(o[k])]++;
			else
				continue;
			total++;
		}
	}
	u->use_off = alloc_u32(&u->arena, (size_t)nv + 1, 0);
	for (i = 0; i < nv; i++)
		u->use_off[i + 1] = u->use_off[i] + cnt[i];
	u->use_user = alloc_u32(&u->arena, total, 0);
	memset(cnt, 0, ((size_t)nv + 1) * sizeof *cnt);
	for (i = 0; i < f->ninsts; i++) {
		const inst *in = &f->insts[i];
		const ref *o = INST_OPS(f, in);
		for (k = 0; k < in->nops; k++) {
			uint32_t id;
			if (REF_KIND(o[k]) == REF_INST)
				id = REF_IDX(o[k]);
			else if (REF_KIND(o[k]) == REF_ARG)
				id = f->ninsts + REF_IDX(o[k]);
			else
				continue;
			u->use_user[u->use_off[id] + cnt[id]++] = i;
		}
	}
}

static void fixpoint(state *s)
{
	cv_uniformity *u = s->u;
	const function *f = s->f;
	uint32_t i;
	int reason;
	/* initialize(): sources and always-uniform instructions, arguments */
	for (i = 0; i < f->ninsts; i++) {
		int c = target_classify_inst(&u->target, &u->tf, s->m, f, i,
					     &reason);
		if (c == TC_SOURCE)
			mark(s, i, why(UW_SOURCE, reason, NONE, 0));
		else if (c == TC_UNIFORM) {
			u->always_uniform[i] = 1;
			if (u->why_inst)
				u->why_inst[i] = why(UW_UNIFORM, reason, NONE, 0);
		}
	}
	for (i = 0; i < f->nargs; i++)
		if (target_classify_arg(&u->target, &u->tf, s->m, f, i, &reason) ==
		    TC_SOURCE) {
			u->div_arg[i] = 1;
			if (u->why_arg)
				u->why_arg[i] = why(UW_SOURCE, reason, NONE, 0);
		}
	if (s->spec)
		anchor_groups(s);
	/* compute(): the users of every divergent value, then the worklist */
	for (i = 0; i < f->nargs; i++)
		if (u->div_arg[i])
			push_users(s, REF(REF_ARG, i));
	for (i = 0; i < f->ninsts; i++)
		if (u->div_inst[i] && !s->is_term[i])
			push_users(s, REF(REF_INST, i));
	while (s->nwork) {
		uint32_t ii = s->work[--s->nwork];
		if (s->is_term[ii]) {
			const inst *in = &f->insts[ii];
			if (u->div_term[in->block] && !s->analyzed[in->block]) {
				s->analyzed[in->block] = 1;
				control_divergence(s, in->block);
			}
			if (s->spec && u->div_inst[ii] && !s->users_pushed[ii]) {
				s->users_pushed[ii] = 1;
				push_users(s, REF(REF_INST, ii));
			}
			continue;
		}
		push_users(s, REF(REF_INST, ii));
	}
}

/* ---- the temporal divergence list --------------------------------------- */

/* Every use outside a cycle with a divergent exit of a value defined in a
 * block of the cycle that dominates one of its exits, once per (value,
 * user) with the innermost such cycle, in program order.
 *
 * First the cycles are visited innermost first (reverse pre-order): the
 * first cycle that lists a value is its innermost one, and every user
 * outside an enclosing cycle is outside that one too, so the value is done
 * there (list_cycle).  A value is not done when a user was left out
 * because it is in the region of the cycle's token (spec mode): such a
 * value keeps every cycle that lists it (the rare `multi` records).  Then
 * the values in program order give their users in use order, counted
 * first so that the list is allocated once, at its size. */
typedef struct temporal_rec {
	uint32_t def, cycle;
} temporal_rec;

static int cmp_temporal_rec(const void *a, const void *b)
{
	const temporal_rec *x = a, *y = b;
	if (x->def != y->def)
		return x->def < y->def ? -1 : 1;
	return x->cycle > y->cycle ? -1 : x->cycle < y->cycle; /* inner first */
}

/* The pairs of value ii, written to out (when not NULL); returns how many. */
static uint32_t temporal_of(state *s, uint32_t ii, uint32_t cyc,
			    const temporal_rec *recs, uint32_t nrecs,
			    uni_temporal *out)
{
	const cv_uniformity *u = s->u;
	const function *f = s->f;
	const cycle_info *ci = s->ci;
	uint32_t k, j, n = 0, prev = NONE;
	for (k = u->use_off[ii]; k < u->use_off[ii + 1]; k++) {
		uint32_t user = u->use_user[k], c = NONE;
		if (user == prev)
			continue; /* x op x: one pair */
		if (cyc != NONE) {
			if (!contains_pos(ci, cyc, s->ipos[user]))
				c = cyc;
		} else {
			for (j = 0; j < nrecs && c == NONE; j++)
				if (!contains_block(ci, recs[j].cycle,
						    f->insts[user].block) &&
				    !in_region_of_cycle_token(s, recs[j].cycle, user))
					c = recs[j].cycle;
		}
		if (c == NONE)
			continue;
		prev = user;
		if (out) {
			out[n].def = ii;
			out[n].user = user;
			out[n].cycle = c;
		}
		n++;
	}
	return n;
}

static void temporal_list(state *s)
{
	cv_uniformity *u = s->u;
	const function *f = s->f;
	const cycle_info *ci = s->ci;
	uint32_t *list_cycle;
	uint8_t *flags;
	avec multi = {NULL, 0, 0, sizeof(temporal_rec)};
	uint32_t c, i, ii, k, n, total = 0, r;
	enum { DONE = 1, MULTI = 2 };
	for (c = 0; c < ci->ncycles && !u->exit_div[c]; c++)
		;
	if (c == ci->ncycles)
		return; /* no cycle with a divergent exit: none (most functions) */
	/* innermost cycle listing each value (NONE: none, or multi) */
	list_cycle = alloc_u32(s->tmp, f->ninsts, NONE);
	flags = arena_zalloc(s->tmp, (size_t)f->ninsts + 1);
	for (c = ci->ncycles; c-- > 0;) {
		const cycle *cy = &ci->cycles[c];
		uint32_t gen;
		if (!u->exit_div[c])
			continue;
		control_prepare(s); /* (made with the divergence of the exit) */
		dominating_exit_blocks(s, c);
		gen = s->dgen;
		for (i = 0; i < cy->nblocks; i++) {
			uint32_t bb = ci->blocks[cy->block0 + i];
			const block *b = &f->blocks[bb];
			if (s->dstamp[bb] != gen)
				continue;
			for (ii = b->first; ii < b->first + b->n; ii++) {
				int partial = 0, listed = 0;
				if (flags[ii] & DONE)
					continue;
				for (k = u->use_off[ii]; k < u->use_off[ii + 1]; k++) {
					uint32_t user = u->use_user[k];
					if (contains_pos(ci, c, s->ipos[user]))
						continue;
					if (s->spec && in_region_of_cycle_token(s, c, user))
						partial = 1;
					else
						listed = 1;
				}
				if (listed) {
					if (partial || (flags[ii] & MULTI)) {
						temporal_rec *t = avec_push(&multi, s->tmp);
						t->def = ii;
						t->cycle = c;
						flags[ii] |= MULTI;
					} else {
						list_cycle[ii] = c;
					}
				}
				if (!partial)
					flags[ii] |= DONE;
			}
		}
	}
	if (multi.len)
		qsort(multi.data, multi.len, sizeof(temporal_rec),
		      cmp_temporal_rec);
	/* count, allocate, fill: values in program order */
	for (n = 0; n < (s->counted ? 1u : 2u); n++) {
		uni_temporal *out = n ? u->temporal : NULL;
		const temporal_rec *rec = multi.data;
		uint32_t at = 0;
		r = 0;
		for (ii = 0; ii < f->ninsts; ii++) {
			uint32_t nr = 0;
			while (r < multi.len && rec[r].def < ii)
				r++;
			while (r + nr < multi.len && rec[r + nr].def == ii)
				nr++;
			if (list_cycle[ii] == NONE && !nr)
				continue;
			at += temporal_of(s, ii, nr ? NONE : list_cycle[ii],
					  rec + r, nr, out ? out + at : NULL);
		}
		if (!n) {
			total = at;
			if (!total || s->counted)
				break;
			u->temporal = arena_alloc(&u->arena,
						  total * sizeof(uni_temporal));
		}
	}
	u->ntemporal = total;
}

/* ---- the public handle ---------------------------------------------------- */

static void count(cv_uniformity *u)
{
	const function *f = u->f;
	uint32_t i;
	for (i = 0; i < f->ninsts; i++) {
		const inst *in = &f->insts[i];
		if (!uni_is_terminator(in) || in->type != u->m->t_void) {
			u->nvalues += in->type != u->m->t_void;
			u->ndiv_values += u->div_inst[i] && in->type != u->m->t_void;
		}
	}
	for (i = 0; i < f->nargs; i++) {
		u->nvalues++;
		u->ndiv_values += u->div_arg[i];
	}
	for (i = 0; i < f->nblocks; i++) {
		if (u->cfg->graph.succ_off[i + 1] - u->cfg->graph.succ_off[i] >= 2)
			u->nbranches++;
		u->ndiv_branches += u->div_term[i] &&
				    CFG_NSUCC(&u->cfg->graph, i) >= 2;
	}
}

static void analyse(cv_uniformity *u, arena *tmp, uni_walk_check *check,
		    int counted)
{
	const function *f = u->f;
	const cycle_info *ci = &u->cfg->cycles;
	state s;
	uint32_t nb = f->nblocks;
	memset(&s, 0, sizeof s);
	s.u = u;
	s.m = u->m;
	s.f = f;
	s.g = &u->cfg->graph;
	s.ci = ci;
	s.dom = &u->cfg->dom;
	s.tmp = tmp;
	s.spec = !u->llvm_compat;
	s.check = check;
	s.counted = counted;
	s.work = alloc_u32(tmp, (size_t)f->ninsts * 2 + nb + 1, 0);
	s.analyzed = arena_zalloc(tmp, nb + 1);
	s.users_pushed = arena_zalloc(tmp, (size_t)f->ninsts + 1);
	{
		uint32_t i;
		s.is_term = arena_zalloc(tmp, (size_t)f->ninsts + 1);
		for (i = 0; i < f->ninsts; i++)
			s.is_term[i] = (uint8_t)uni_is_terminator(&f->insts[i]);
	}
	if (s.spec && u->target.arch == TARGET_SPIRV) {
		uint32_t i;
		for (i = 0; i < f->ninsts; i++) {
			const inst *in = &f->insts[i];
			ref cal;
			if (in->op != OP_CALL || in->nops < 3)
				continue;
			cal = target_callee(f, in);
			if (REF_KIND(cal) != REF_GLOBAL ||
			    strncmp(SYM_STR(&s.m->strs, s.m->globals[REF_IDX(cal)].name),
				    "llvm.spv.wave.readlane", 22) != 0)
				continue;
			if (!s.lane_only)
				s.lane_only = arena_zalloc(tmp, (size_t)f->ninsts + 1);
			s.lane_only[i] = 1;
		}
	}
	{
		uint32_t i, n = 0;
		for (i = 0; i < f->ninsts; i++)
			n += is_token_def(&f->insts[i]);
		s.tokens = alloc_u32(tmp, n, 0);
		for (i = 0; i < f->ninsts; i++)
			if (is_token_def(&f->insts[i]))
				s.tokens[s.ntokens++] = i;
	}
	fixpoint(&s);
	temporal_list(&s);
}

/* The dominator tree and cycles of a function, on a thread of its own
 * (thread_beside) while the caller builds the use lists; then the clearing
 * of the analysis's per-value arrays (their page faults with it). */
struct cfg_job {
	const cv_module *m;
	size_t index;
	cv_cfg *cfg;
	struct {
		void *p;
		size_t n;
	} zero[7];
};

static void *cfg_job_run(void *arg)
{
	struct cfg_job *j = arg;
	size_t k;
	j->cfg = cv_cfg_new(j->m, j->index, CV_CFG_DOM | CV_CFG_CYCLES);
	for (k = 0; k < sizeof j->zero / sizeof j->zero[0]; k++)
		if (j->zero[k].n)
			memset(j->zero[k].p, 0, j->zero[k].n);
	return NULL;
}

/* A large function's use lists (64Ki instructions and more) are built
 * while a second thread computes its dominator tree and cycles. */
#define UNI_BESIDE_INSTS 65536

/* Memory that comes with the handle, half for the results and half for
 * the analysis's scratch: a small function (libclc's have 40
 * instructions on average) takes no chunk from the C library (as
 * cv_cfg_new's CFG_OWN_BYTES). */
#define UNI_OWN_BYTES ((size_t)8 << 10)

static cv_uniformity *uniformity_new(const cv_module *mod, size_t index,
				     const cv_uniformity_options *opt,
				     uni_walk_check *check, int counted)
{
	cv_context *ctx = mod->ctx;
	cv_uniformity *u;
	cv_cfg *volatile cfg = NULL;
	struct cfg_job *volatile job = NULL; /* on the heap: the thread writes it */
	void *volatile beside = NULL;
	const global *g = index < mod->nfuncs ? &mod->globals[mod->funcs[index]]
					      : NULL;
	/* (volatile: read after the longjmp of running out of memory) */
	volatile int two = g && !g->is_decl && g->fn && g->fn->nblocks &&
			   thread_ok(ctx, g->fn->ninsts, UNI_BESIDE_INSTS);
	arena tmp;
	jmp_buf oom;
	uint32_t nb, ni, na, ncy;
	size_t k;
	if (!two) {
		cfg = cv_cfg_new(mod, index, CV_CFG_DOM | CV_CFG_CYCLES);
		if (!cfg)
			return NULL;
		g = &mod->globals[cfg->global];
	}
	u = cv_mem_realloc(&ctx->alloc, NULL, 0, sizeof *u + UNI_OWN_BYTES);
	if (u)
		job = cv_mem_realloc(&ctx->alloc, NULL, 0, sizeof *job);
	if (!u || !job) {
		if (u)
			cv_mem_realloc(&ctx->alloc, u, sizeof *u + UNI_OWN_BYTES, 0);
		cv_cfg_free(cfg);
		diag_add(ctx, CV_ERROR, mod->filename, 0, 0, NULL, 0,
			 "out of memory");
		return NULL;
	}
	memset(u, 0, sizeof *u);
	u->m = mod;
	u->f = g->fn;
	u->global = mod->funcs[index];
	u->index = index;
	u->llvm_compat = opt && opt->llvm_compat;
	target_select(&u->target, mod, opt ? opt->triple : NULL,
		      opt ? opt->cpu : NULL, u->llvm_compat);
	target_function(&u->target, mod, &mod->globals[u->global], &u->tf);
	arena_init_in(&u->arena, &ctx->alloc, u + 1, UNI_OWN_BYTES / 2);
	arena_init_in(&tmp, &ctx->alloc, (char *)(u + 1) + UNI_OWN_BYTES / 2,
		      UNI_OWN_BYTES / 2);
	u->arena.oom = tmp.oom = &oom;
	if (setjmp(oom)) {
		if (beside) {
			thread_beside_wait(&ctx->alloc, beside);
			cfg = job->cfg;
		}
		arena_free(&tmp);
		arena_free(&u->arena);
		cv_cfg_free(cfg);
		cv_mem_realloc(&ctx->alloc, job, sizeof *job, 0);
		cv_mem_realloc(&ctx->alloc, u, sizeof *u + UNI_OWN_BYTES, 0);
		diag_add(ctx, CV_ERROR, mod->filename, 0, 0, NULL, 0,
			 "out of memory");
		return NULL;
	}
	nb = u->f->nblocks;
	ni = u->f->ninsts;
	na = u->f->nargs;
	memset(job, 0, sizeof *job);
	job->zero[0].n = ni + 1;
	job->zero[1].n = na + 1;
	job->zero[2].n = nb + 1;
	job->zero[3].n = ni + 1;
	/* the reasons are for explanations, which a summary has not */
	if (!counted) {
		job->zero[4].n = (ni + 1) * sizeof(uni_why_rec);
		job->zero[5].n = (na + 1) * sizeof(uni_why_rec);
		job->zero[6].n = (nb + 1) * sizeof(uni_why_rec);
	}
	for (k = 0; k < sizeof job->zero / sizeof job->zero[0]; k++)
		if (job->zero[k].n)
			job->zero[k].p = two ? arena_alloc(&u->arena, job->zero[k].n)
					     : arena_zalloc(&u->arena, job->zero[k].n);
	u->div_inst = job->zero[0].p;
	u->div_arg = job->zero[1].p;
	u->div_term = job->zero[2].p;
	u->always_uniform = job->zero[3].p;
	u->why_inst = job->zero[4].p;
	u->why_arg = job->zero[5].p;
	u->why_term = job->zero[6].p;
	if (two) {
		job->m = mod;
		job->index = index;
		beside = thread_beside(&ctx->alloc, cfg_job_run, job);
		if (!beside) /* no thread: the same work here */
			cfg_job_run(job);
	}
	build_uses(u);
	if (two) {
		thread_beside_wait(&ctx->alloc, beside);
		beside = NULL;
		cfg = job->cfg;
	}
	cv_mem_realloc(&ctx->alloc, job, sizeof *job, 0);
	job = NULL;
	if (!cfg) { /* its reason is in the diagnostics */
		arena_free(&tmp);
		arena_free(&u->arena);
		cv_mem_realloc(&ctx->alloc, u, sizeof *u + UNI_OWN_BYTES, 0);
		return NULL;
	}
	u->cfg = cfg;
	ncy = cfg->cycles.ncycles;
	u->assumed = arena_zalloc(&u->arena, ncy + 1);
	u->exit_div = arena_zalloc(&u->arena, ncy + 1);
	u->why_assumed = arena_zalloc(&u->arena, (ncy + 1) * sizeof(uni_cycle_why));
	u->why_exit = arena_zalloc(&u->arena, (ncy + 1) * sizeof(uni_cycle_why));
	u->join_branch = alloc_u32(&u->arena, nb, NONE);
	if (u->tf.divergent)
		analyse(u, &tmp, check, counted);
	count(u);
	arena_free(&tmp);
	u->arena.oom = NULL;
	return u;
}

cv_uniformity *cv_uniformity_new(const cv_module *mod, size_t index,
				 const cv_uniformity_options *opt)
{
	return uniformity_new(mod, index, opt, NULL, 0);
}

cv_uniformity *uni_new_counted(const cv_module *mod, size_t index,
			       const cv_uniformity_options *opt)
{
	return uniformity_new(mod, index, opt, NULL, 1);
}

int uni_check_walks(const cv_module *mod, size_t index,
		    const cv_uniformity_options *opt, uni_walk_check *check)
{
	cv_uniformity *u = uniformity_new(mod, index, opt, check, 0);
	if (!u)
		return -1;
	cv_uniformity_free(u);
	return 0;
}

void cv_uniformity_free(cv_uniformity *u)
{
	cv_allocator al;
	if (!u)
		return;
	al = u->m->ctx->alloc;
	cv_cfg_free(u->cfg);
	arena_free(&u->arena);
	cv_mem_realloc(&al, u, sizeof *u + UNI_OWN_BYTES, 0);
}
