/*
 * cfg.c - reverse post-order, dominator and post-dominator trees of a
 * function, with LLVM 22's choices so that printed trees match
 * `opt -passes='print<domtree>'` / `print<postdomtree>`.
 *
 * Algorithm: Semi-NCA, from L. Georgiadis, R. E. Tarjan and R. F. Werneck,
 * "Finding Dominators in Practice", JGAA 10(1), 2006 (semidominators as in
 * T. Lengauer and R. E. Tarjan, "A Fast Algorithm for Finding Dominators in
 * a Flowgraph", TOPLAS 1(1), 1979, with path compression; immediate
 * dominators as nearest common ancestors of the semidominator and the DFS
 * parent).  The trees themselves are unique; what is LLVM's is
 *   - the DFS order, which fixes the order of children: a node's children
 *     are listed in the order the DFS discovered them.  Dominators walk
 *     successors first to last; post-dominators walk predecessors last to
 *     first (LLVM pushes them all on a stack);
 *   - the post-dominator roots (LLVM's FindRoots): blocks without
 *     successors in function order, then for each block (function order)
 *     that cannot reach an exit and is not yet covered, the last block found
 *     by a DFS over successors taken in reverse function order, whose
 *     reverse-reachable region it then covers; finally roots that reach a
 *     later such root are dropped, the last root taking the place of each.
 * Queries use pre/post numbers of a walk over the tree, so dominates() is
 * O(1).  All of it is linear in blocks + edges, except that the search for
 * infinite-loop roots may re-walk a region, as LLVM's does.
 */
#include <stdlib.h>
#include <string.h>

#include "cfg/cfg.h"

#define NEW(a, T, n) ((T *)arena_alloc((a), ((size_t)(n) + 1) * sizeof(T)))

static uint32_t *new_filled(arena *a, uint32_t n, uint32_t v)
{
	uint32_t *p = NEW(a, uint32_t, n), i;
	for (i = 0; i < n; i++)
		p[i] = v;
	return p;
}

/* ---- the graph ------------------------------------------------------------ */

void cfg_graph_build(cfg_graph *g, const function *f, arena *a)
{
	uint32_t n = f->nblocks, i, ns = 0, np = 0;
	for (i = 0; i < n; i++) {
		ns += f->blocks[i].nsuccs;
		np += f->blocks[i].npreds;
	}
	g->n = n;
	g->succ_off = NEW(a, uint32_t, n + 1);
	g->pred_off = NEW(a, uint32_t, n + 1);
	g->succ = NEW(a, uint32_t, ns);
	g->pred = NEW(a, uint32_t, np);
	ns = np = 0;
	for (i = 0; i < n; i++) {
		const block *b = &f->blocks[i];
		uint32_t k;
		g->succ_off[i] = ns;
		g->pred_off[i] = np;
		/* a loop, not memcpy: most lists have one or two entries */
		for (k = 0; k < b->nsuccs; k++)
			g->succ[ns++] = b->succs[k];
		for (k = 0; k < b->npreds; k++)
			g->pred[np++] = b->preds[k];
	}
	g->succ_off[n] = ns;
	g->pred_off[n] = np;
}

void cfg_graph_rotated(cfg_graph *out, const cfg_graph *g, uint64_t seed,
		       arena *a)
{
	uint32_t n = g->n, b, k, ns = g->succ_off[n];
	*out = *g;
	out->succ = NEW(a, uint32_t, ns + 1);
	for (b = 0; b < n; b++) {
		uint32_t d = CFG_NSUCC(g, b), r;
		uint64_t x = (seed + b + 1) * 0x9e3779b97f4a7c15ull;
		x ^= x >> 31;
		x *= 0xbf58476d1ce4e5b9ull;
		x ^= x >> 29;
		r = d ? (uint32_t)(x % d) : 0;
		for (k = 0; k < d; k++)
			out->succ[g->succ_off[b] + k] = CFG_SUCCS(g, b)[(k + r) % d];
	}
}

/* ---- reverse post-order ------------------------------------------------ */

void cfg_order_compute(cfg_order *o, const cfg_graph *g, arena *res,
		       arena *tmp)
{
	uint32_t n = g->n, sp = 0, npost = 0, i;
	uint32_t *stack, *next, *post;
	uint8_t *seen;
	if (n == 1) {
		/* one block (most functions of a library): the order is it,
		 * without the search's four arrays */
		o->rpo_index = NEW(res, uint32_t, 1);
		o->rpo_index[0] = 0;
		o->rpo = NEW(res, uint32_t, 1);
		o->rpo[0] = 0;
		o->nrpo = 1;
		return;
	}
	stack = NEW(tmp, uint32_t, n);
	next = NEW(tmp, uint32_t, n);
	post = NEW(tmp, uint32_t, n);
	seen = arena_zalloc(tmp, n + 1);
	o->rpo_index = new_filled(res, n, CFG_NONE);
	if (n == 0) {
		o->nrpo = 0;
		o->rpo = NEW(res, uint32_t, 0);
		return;
	}
	stack[sp] = 0;
	next[sp++] = 0;
	seen[0] = 1;
	while (sp) {
		uint32_t v = stack[sp - 1];
		if (next[sp - 1] < CFG_NSUCC(g, v)) {
			uint32_t s = CFG_SUCCS(g, v)[next[sp - 1]++];
			if (!seen[s]) {
				seen[s] = 1;
				stack[sp] = s;
				next[sp++] = 0;
			}
		} else
			post[npost++] = stack[--sp];
	}
	o->nrpo = npost;
	o->rpo = NEW(res, uint32_t, npost);
	for (i = 0; i < npost; i++) {
		o->rpo[i] = post[npost - 1 - i];
		o->rpo_index[o->rpo[i]] = i;
	}
}

/* ---- Semi-NCA ------------------------------------------------------------
 *
 * The DFS numbers the nodes 1..count (num[node], 0 = not visited) and
 * records each node's DFS parent number.  The in-edges of a node in the
 * searched graph are its predecessors (dominators) or its successors
 * (post-dominators); the virtual exit only ever leads to roots, whose DFS
 * parent it is, so its edges need no list. */

typedef struct dfs_numbering {
	uint32_t count;
	uint32_t *node;   /* number -> node */
	uint32_t *parent; /* number -> parent number (0 for the root) */
	uint32_t *num;    /* node -> number, 0 if not visited */
} dfs_numbering;

/* The node with the smallest semidominator on the path from v up to, not
 * including, the root of its tree in the forest of linked nodes (numbers
 * >= last); compresses the path. */
static uint32_t eval(uint32_t v, uint32_t last, uint32_t *anc,
		     uint32_t *label, const uint32_t *semi, uint32_t *stack)
{
	uint32_t sp = 0, x = v, p;
	if (anc[v] < last)
		return label[v];
	do {
		stack[sp++] = x;
		x = anc[x];
	} while (anc[x] >= last);
	p = x;
	while (sp) {
		uint32_t y = stack[--sp];
		anc[y] = anc[p];
		if (semi[label[p]] < semi[label[y]])
			label[y] = label[p];
		p = y;
	}
	return label[v];
}

/* Immediate dominators, as numbers: idom[i] for i in 2..count. */
static uint32_t *semi_nca(const dfs_numbering *d, const cfg_graph *g, int post,
			  arena *tmp)
{
	uint32_t n = d->count, i;
	uint32_t *semi = NEW(tmp, uint32_t, n + 1);
	uint32_t *label = NEW(tmp, uint32_t, n + 1);
	uint32_t *anc = NEW(tmp, uint32_t, n + 1);
	uint32_t *idom = NEW(tmp, uint32_t, n + 1);
	uint32_t *stack = NEW(tmp, uint32_t, n + 1);
	for (i = 1; i <= n; i++) {
		semi[i] = label[i] = i;
		anc[i] = idom[i] = d->parent[i];
	}
	for (i = n; i >= 2; i--) {
		uint32_t w = d->node[i], k, nin;
		const uint32_t *in;
		semi[i] = d->parent[i];
		if (w >= g->n)
			continue;
		in = post ? CFG_SUCCS(g, w) : CFG_PREDS(g, w);
		nin = post ? CFG_NSUCC(g, w) : CFG_NPRED(g, w);
		for (k = 0; k < nin; k++) {
			uint32_t v = d->num[in[k]], s;
			if (v == 0)
				continue; /* unreachable predecessor */
			s = semi[eval(v, i + 1, anc, label, semi, stack)];
			if (s < semi[i])
				semi[i] = s;
		}
	}
	for (i = 2; i <= n; i++) {
		uint32_t c = idom[i];
		while (c > semi[i])
			c = idom[c];
		idom[i] = c;
	}
	return idom;
}

/* Builds the tree from the numbering and the immediate dominators:
 * children in DFS order, levels, and the pre/post numbers for queries. */
static void build_tree(domtree *t, const dfs_numbering *d,
		       const uint32_t *idom_num, arena *res, arena *tmp)
{
	uint32_t nn = t->nnodes, i, *last_child, counter = 0, sp = 0;
	uint32_t *stack, *next;
	t->idom = new_filled(res, nn, CFG_NONE);
	t->first_child = new_filled(res, nn, CFG_NONE);
	t->next_sibling = new_filled(res, nn, CFG_NONE);
	t->level = new_filled(res, nn, CFG_NONE);
	t->dfs_in = new_filled(res, nn, CFG_NONE);
	t->dfs_out = new_filled(res, nn, CFG_NONE);
	last_child = new_filled(tmp, nn, CFG_NONE);
	t->level[t->root] = 0;
	for (i = 2; i <= d->count; i++) {
		uint32_t w = d->node[i], p = d->node[idom_num[i]];
		t->idom[w] = p;
		t->level[w] = t->level[p] + 1;
		if (last_child[p] == CFG_NONE)
			t->first_child[p] = w;
		else
			t->next_sibling[last_child[p]] = w;
		last_child[p] = w;
	}
	/* pre/post numbers of a walk over the tree */
	stack = NEW(tmp, uint32_t, nn);
	next = NEW(tmp, uint32_t, nn);
	stack[sp] = t->root;
	next[sp++] = t->first_child[t->root];
	t->dfs_in[t->root] = counter++;
	while (sp) {
		uint32_t c = next[sp - 1];
		if (c != CFG_NONE) {
			next[sp - 1] = t->next_sibling[c];
			t->dfs_in[c] = counter++;
			stack[sp] = c;
			next[sp++] = t->first_child[c];
		} else
			t->dfs_out[stack[--sp]] = counter++;
	}
}

int cfg_in_tree(const domtree *t, uint32_t n)
{
	return n < t->nnodes && t->dfs_in[n] != CFG_NONE;
}

int cfg_dominates(const domtree *t, uint32_t a, uint32_t b)
{
	if (a == b)
		return 1;
	if (!cfg_in_tree(t, b))
		return 1;
	if (!cfg_in_tree(t, a))
		return 0;
	return t->dfs_in[a] <= t->dfs_in[b] && t->dfs_out[b] <= t->dfs_out[a];
}

int cfg_properly_dominates(const domtree *t, uint32_t a, uint32_t b)
{
	return a != b && cfg_dominates(t, a, b);
}

uint32_t cfg_nearest_common_dominator(const domtree *t, uint32_t a,
				      uint32_t b)
{
	if (!cfg_in_tree(t, a) || !cfg_in_tree(t, b))
		return CFG_NONE;
	while (t->level[a] > t->level[b])
		a = t->idom[a];
	while (t->level[b] > t->level[a])
		b = t->idom[b];
	while (a != b) {
		a = t->idom[a];
		b = t->idom[b];
	}
	return a;
}

/* ---- dominator tree ----------------------------------------------------- */

/* LLVM's DFS from the entry: successors first to last. */
void cfg_domtree_compute(domtree *t, const cfg_graph *g, arena *res,
			 arena *tmp)
{
	uint32_t n = g->n, sp = 0;
	uint32_t *stack = NEW(tmp, uint32_t, n), *next = NEW(tmp, uint32_t, n);
	dfs_numbering d;
	memset(t, 0, sizeof *t);
	t->nblocks = t->nnodes = n;
	t->root = 0;
	if (n == 0) { /* a declaration: an empty tree */
		t->root = CFG_NONE;
		t->roots = NEW(res, uint32_t, 0);
		return;
	}
	if (n == 1) {
		/* one block (most functions of a library): the root alone,
		 * whatever its edges (they can lead only back to it) */
		t->idom = new_filled(res, 1, CFG_NONE);
		t->first_child = new_filled(res, 1, CFG_NONE);
		t->next_sibling = new_filled(res, 1, CFG_NONE);
		t->level = new_filled(res, 1, 0);
		t->dfs_in = new_filled(res, 1, 0);
		t->dfs_out = new_filled(res, 1, 1);
		t->roots = new_filled(res, 1, 0);
		t->nroots = 1;
		return;
	}
	d.count = 0;
	d.node = NEW(tmp, uint32_t, n + 1);
	d.parent = NEW(tmp, uint32_t, n + 1);
	d.num = arena_zalloc(tmp, (n + 1) * sizeof(uint32_t));
	d.node[++d.count] = 0;
	d.parent[d.count] = 0;
	d.num[0] = d.count;
	stack[sp] = 0;
	next[sp++] = 0;
	while (sp) {
		uint32_t v = stack[sp - 1];
		if (next[sp - 1] < CFG_NSUCC(g, v)) {
			uint32_t s = CFG_SUCCS(g, v)[next[sp - 1]++];
			if (!d.num[s]) {
				d.node[++d.count] = s;
				d.parent[d.count] = d.num[stack[sp - 1]];
				d.num[s] = d.count;
				stack[sp] = s;
				next[sp++] = 0;
			}
		} else
			sp--;
	}
	build_tree(t, &d, semi_nca(&d, g, 0, tmp), res, tmp);
	t->roots = NEW(res, uint32_t, 1);
	t->roots[0] = 0;
	t->nroots = 1;
}

/* ---- post-dominator tree ------------------------------------------------ */

/* Marks (mark[v] = 1) every unmarked block that reaches `from` through
 * unmarked blocks. */
static void mark_reverse(const cfg_graph *g, uint32_t from, uint8_t *mark,
			 uint32_t *stack)
{
	uint32_t sp = 0;
	if (mark[from])
		return;
	mark[from] = 1;
	stack[sp++] = from;
	while (sp) {
		uint32_t v = stack[--sp], k, np = CFG_NPRED(g, v);
		const uint32_t *preds = CFG_PREDS(g, v);
		for (k = 0; k < np; k++)
			if (!mark[preds[k]]) {
				mark[preds[k]] = 1;
				stack[sp++] = preds[k];
			}
	}
}

static int cmp_desc(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	return x < y ? 1 : x > y ? -1 : 0;
}

/* The last block, in pre-order, of a DFS from `start` over unmarked
 * blocks, taking successors from the last in function order to the first
 * (LLVM sorts them by position and pushes them on a stack). */
static uint32_t furthest_away(const cfg_graph *g, uint32_t start,
			      const uint8_t *mark, uint32_t *stamp,
			      uint32_t generation, uint32_t *const *sorted,
			      uint32_t *stack, uint32_t *next)
{
	uint32_t sp = 0, last = start;
	stamp[start] = generation;
	stack[sp] = start;
	next[sp++] = 0;
	while (sp) {
		uint32_t v = stack[sp - 1];
		if (next[sp - 1] < CFG_NSUCC(g, v)) {
			uint32_t s = sorted[v][next[sp - 1]++];
			if (!mark[s] && stamp[s] != generation) {
				stamp[s] = generation;
				last = s;
				stack[sp] = s;
				next[sp++] = 0;
			}
		} else
			sp--;
	}
	return last;
}

/* LLVM's FindRoots and RemoveRedundantRoots for a post-dominator tree. */
static void find_post_roots(domtree *t, const cfg_graph *g, arena *res,
			    arena *tmp)
{
	uint32_t n = g->n, i, nroots = 0, nplain, ncovered = 0;
	uint8_t *mark = arena_zalloc(tmp, n + 1);
	uint32_t *stack = NEW(tmp, uint32_t, n + 1);
	uint32_t *roots = NEW(tmp, uint32_t, n);
	for (i = 0; i < n; i++)
		if (CFG_NSUCC(g, i) == 0) {
			roots[nroots++] = i;
			mark_reverse(g, i, mark, stack);
		}
	nplain = nroots;
	for (i = 0; i < n; i++)
		ncovered += mark[i];
	if (ncovered < n) {
		uint32_t **sorted = NEW(tmp, uint32_t *, n);
		uint32_t *stamp = arena_zalloc(tmp, (n + 1) * sizeof(uint32_t));
		uint32_t *next = NEW(tmp, uint32_t, n), generation = 0;
		uint8_t *later;
		uint32_t k;
		for (i = 0; i < n; i++) {
			uint32_t ns = CFG_NSUCC(g, i);
			sorted[i] = NULL;
			if (mark[i] || !ns)
				continue;
			sorted[i] = arena_dup(tmp, CFG_SUCCS(g, i), (size_t)ns * 4);
			qsort(sorted[i], ns, 4, cmp_desc);
		}
		for (i = 0; i < n; i++) {
			uint32_t far;
			if (mark[i])
				continue;
			far = furthest_away(g, i, mark, stamp, ++generation,
					    sorted, stack, next);
			roots[nroots++] = far;
			mark_reverse(g, far, mark, stack);
		}
		/* A root that reaches another root is redundant.  A root
		 * reaches only roots found after it (everything reaching an
		 * earlier root was covered before it was found), so sweep
		 * backwards, covering what reaches the later roots. */
		memset(mark, 0, n + 1);
		later = arena_zalloc(tmp, nroots + 1);
		for (k = nroots; k-- > nplain;) {
			later[k] = mark[roots[k]];
			mark_reverse(g, roots[k], mark, stack);
		}
		/* LLVM's removal: the last root takes the removed one's place
		 * and is checked next. */
		for (k = nplain; k < nroots;) {
			if (later[k]) {
				roots[k] = roots[nroots - 1];
				later[k] = later[nroots - 1];
				nroots--;
			} else
				k++;
		}
	}
	t->nroots = nroots;
	t->roots = arena_dup(res, roots, (nroots ? nroots : 1) * 4);
}

void cfg_postdomtree_compute(domtree *t, const cfg_graph *g, arena *res,
			     arena *tmp)
{
	uint32_t n = g->n, r, sp;
	uint32_t *stack = NEW(tmp, uint32_t, n), *next = NEW(tmp, uint32_t, n);
	dfs_numbering d;
	memset(t, 0, sizeof *t);
	t->post = 1;
	t->nblocks = n;
	t->nnodes = n + 1;
	t->root = n; /* the virtual exit */
	find_post_roots(t, g, res, tmp);
	d.count = 0;
	d.node = NEW(tmp, uint32_t, n + 2);
	d.parent = NEW(tmp, uint32_t, n + 2);
	d.num = arena_zalloc(tmp, (n + 2) * sizeof(uint32_t));
	d.node[++d.count] = n;
	d.parent[d.count] = 0;
	d.num[n] = d.count;
	/* predecessors from the last to the first, as LLVM's stack pops them */
	for (r = 0; r < t->nroots; r++) {
		uint32_t root = t->roots[r];
		if (d.num[root])
			continue;
		d.node[++d.count] = root;
		d.parent[d.count] = 1;
		d.num[root] = d.count;
		sp = 0;
		stack[sp] = root;
		next[sp++] = CFG_NPRED(g, root);
		while (sp) {
			uint32_t v = stack[sp - 1];
			if (next[sp - 1] > 0) {
				uint32_t p = CFG_PREDS(g, v)[--next[sp - 1]];
				if (!d.num[p]) {
					d.node[++d.count] = p;
					d.parent[d.count] = d.num[v];
					d.num[p] = d.count;
					stack[sp] = p;
					next[sp++] = CFG_NPRED(g, p);
				}
			} else
				sp--;
		}
	}
	build_tree(t, &d, semi_nca(&d, g, 1, tmp), res, tmp);
}
