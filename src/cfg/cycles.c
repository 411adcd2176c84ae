/*
 * cycles.c - the cycle forest of a function, as LLVM 22's GenericCycleInfo
 * computes it (CycleTerminology.rst; P. Havlak, "Nesting of Reducible and
 * Irreducible Loops", TOPLAS 19(4), 1997, in the form of LLVM's
 * GenericCycleImpl.h).
 *
 * A depth-first search from the entry takes successors from the last to
 * the first (LLVM pushes them all on a stack).  Blocks are then taken in
 * reverse pre-order; a block with a predecessor among its DFS descendants
 * heads a new cycle, which grows backwards from those predecessors through
 * the block's DFS subtree:
 *   - a block not yet in a cycle joins the new cycle, and becomes one of
 *     its entries if it has a reachable predecessor outside the subtree;
 *   - a block already in a cycle brings in that cycle's outermost ancestor,
 *     which becomes a child (LLVM removes it from the top-level list by
 *     moving the last top-level cycle into its place), and the entries of
 *     that child are examined like new blocks.
 * The new cycle's blocks are listed as found: the header, then each own
 * block or, where a child was brought in, the child's whole list.  That
 * order is kept here as a list of items per cycle (a block or a child) and
 * flattened at the end, so each cycle's blocks are one slice of a single
 * array; LLVM copies every child's list into its parent instead.
 *
 * Time: linear in blocks + edges (up to the inverse Ackermann factor of
 * finding a block's outermost cycle with path compression), plus the size
 * of the entry lists.  No recursion: nesting depth is unbounded.
 */
#include <string.h>

#include "cfg/cfg.h"

#define NEW(a, T, n) ((T *)arena_alloc((a), ((size_t)(n) + 1) * sizeof(T)))

/* Working state: cycles numbered in creation order. */
typedef struct builder {
	const cfg_graph *g;
	arena *tmp;
	uint32_t *start, *end;  /* DFS pre-order number (0: unreachable) and
				 * the last number in the block's subtree */
	uint32_t *innermost;    /* block -> cycle (creation order) */
	uint32_t current;       /* the cycle being built */
	uint32_t hstart, hspan; /* its header's DFS subtree: numbers hstart ..
				 * hstart + hspan */
	/* per cycle */
	uint32_t *parent, *outer, *first_child, *last_child, *next_sibling;
	uint32_t *item0, *nitems, *entry0, *nentries, *top_pos;
	uint32_t ncycles;
	/* the top-level cycles, in LLVM's order */
	uint32_t *top, ntop;
	/* items: a block b, or nblocks + c for the child cycle c */
	uint32_t *items, nitem_total;
	uint32_t *entries, nentry_total, cap_entries;
	uint32_t *work, nwork, cap_work;
} builder;

static void grow(arena *a, uint32_t **p, uint32_t *cap, uint32_t len)
{
	uint32_t ncap = *cap * 2 + 16;
	uint32_t *q = NEW(a, uint32_t, ncap);
	if (len)
		memcpy(q, *p, (size_t)len * 4);
	*p = q;
	*cap = ncap;
}

static void push_work(builder *s, uint32_t b)
{
	if (s->nwork == s->cap_work)
		grow(s->tmp, &s->work, &s->cap_work, s->nwork);
	s->work[s->nwork++] = b;
}

/* The header's DFS subtree contains the block b: subtrees are ranges of
 * pre-order numbers (and unreachable blocks have none). */
static int in_subtree(const builder *s, uint32_t b)
{
	return s->start[b] - s->hstart <= s->hspan;
}

/* The outermost cycle around cycle c (path halving). */
static uint32_t outermost(builder *s, uint32_t c)
{
	while (s->outer[c] != c) {
		s->outer[c] = s->outer[s->outer[c]];
		c = s->outer[c];
	}
	return c;
}

/* Queues the predecessors of b inside the header's subtree; b is an entry
 * of the current cycle if a reachable predecessor lies outside. */
static void visit_predecessors(builder *s, uint32_t b)
{
	const uint32_t *preds = CFG_PREDS(s->g, b);
	uint32_t k, np = CFG_NPRED(s->g, b);
	int is_entry = 0;
	for (k = 0; k < np; k++) {
		uint32_t p = preds[k];
		if (in_subtree(s, p))
			push_work(s, p);
		else if (s->start[p] != 0)
			is_entry = 1;
	}
	if (is_entry) {
		if (s->nentry_total == s->cap_entries)
			grow(s->tmp, &s->entries, &s->cap_entries,
			     s->nentry_total);
		s->entries[s->nentry_total++] = b;
		s->nentries[s->current]++;
	}
}

/* Makes the top-level cycle `child` a child of the current cycle. */
static void adopt(builder *s, uint32_t child)
{
	uint32_t c = s->current, pos = s->top_pos[child], j;
	uint32_t last = s->top[--s->ntop];
	s->top[pos] = last;
	s->top_pos[last] = pos;
	s->parent[child] = c;
	s->outer[child] = c;
	if (s->last_child[c] == CFG_NONE)
		s->first_child[c] = child;
	else
		s->next_sibling[s->last_child[c]] = child;
	s->last_child[c] = child;
	s->items[s->nitem_total++] = s->g->n + child;
	s->nitems[c]++;
	for (j = 0; j < s->nentries[child]; j++)
		visit_predecessors(s, s->entries[s->entry0[child] + j]);
}

/* Grows a new cycle headed by h from the queued predecessors. */
static void grow_cycle(builder *s, uint32_t h)
{
	uint32_t c = s->ncycles++;
	s->current = c;
	s->parent[c] = CFG_NONE;
	s->outer[c] = c;
	s->first_child[c] = s->last_child[c] = s->next_sibling[c] = CFG_NONE;
	s->entry0[c] = s->nentry_total;
	if (s->nentry_total == s->cap_entries)
		grow(s->tmp, &s->entries, &s->cap_entries, s->nentry_total);
	s->entries[s->nentry_total++] = h;
	s->nentries[c] = 1;
	s->item0[c] = s->nitem_total;
	s->items[s->nitem_total++] = h;
	s->nitems[c] = 1;
	s->innermost[h] = c;
	while (s->nwork) {
		uint32_t b = s->work[--s->nwork];
		if (b == h)
			continue;
		if (s->innermost[b] != CFG_NONE) {
			uint32_t t = outermost(s, s->innermost[b]);
			if (t != c)
				adopt(s, t);
		} else {
			s->innermost[b] = c;
			s->items[s->nitem_total++] = b;
			s->nitems[c]++;
			visit_predecessors(s, b);
		}
	}
	s->top_pos[c] = s->ntop;
	s->top[s->ntop++] = c;
}

/* The DFS: pre-order numbers, subtree ends, and the pre-order itself. */
static uint32_t dfs(builder *s, uint32_t *preorder)
{
	const cfg_graph *g = s->g;
	uint32_t n = g->n, sp = 0, counter = 0;
	uint32_t *stack = NEW(s->tmp, uint32_t, n);
	uint32_t *next = NEW(s->tmp, uint32_t, n);
	s->start[0] = ++counter;
	preorder[0] = 0;
	stack[sp] = 0;
	next[sp++] = CFG_NSUCC(g, 0);
	while (sp) {
		uint32_t v = stack[sp - 1];
		if (next[sp - 1] > 0) {
			uint32_t w = CFG_SUCCS(g, v)[--next[sp - 1]];
			if (!s->start[w]) {
				preorder[counter] = w;
				s->start[w] = ++counter;
				stack[sp] = w;
				next[sp++] = CFG_NSUCC(g, w);
			}
		} else {
			s->end[v] = counter;
			sp--;
		}
	}
	return counter;
}

void cycles_compute(cycle_info *ci, const cfg_graph *g, arena *res,
		    arena *tmp)
{
	builder s;
	uint32_t n = g->n, nreach, i, k, id, pos, sp;
	uint32_t *preorder, *newid, *stack, *next;
	memset(ci, 0, sizeof *ci);
	if (n == 1 && CFG_NPRED(g, 0) == 0) {
		/* one block with no edge back to itself (most functions of a
		 * library): no cycle, as the search below would find, without
		 * its fifteen arrays */
		ci->dfs_start = arena_zalloc(res, 2 * 4);
		ci->dfs_end = arena_zalloc(res, 2 * 4);
		ci->dfs_start[0] = ci->dfs_end[0] = 1;
		ci->nreachable = 1;
		ci->cycles = NEW(res, cycle, 0);
		ci->first_top = CFG_NONE;
		ci->entries = NEW(res, uint32_t, 0);
		ci->blocks = NEW(res, uint32_t, 1);
		ci->block_pos = NEW(res, uint32_t, 1);
		ci->block_cycle = NEW(res, uint32_t, 1);
		ci->block_pos[0] = ci->block_cycle[0] = CFG_NONE;
		return;
	}
	memset(&s, 0, sizeof s);
	s.g = g;
	s.tmp = tmp;
	s.start = ci->dfs_start = arena_zalloc(res, ((size_t)n + 1) * 4);
	s.end = ci->dfs_end = arena_zalloc(res, ((size_t)n + 1) * 4);
	s.innermost = NEW(tmp, uint32_t, n);
	for (i = 0; i < n; i++)
		s.innermost[i] = CFG_NONE;
	preorder = NEW(tmp, uint32_t, n);
	nreach = n ? dfs(&s, preorder) : 0;
	ci->nreachable = nreach;

	/* at most one cycle per reachable block (its header) */
	s.parent = NEW(tmp, uint32_t, nreach);
	s.outer = NEW(tmp, uint32_t, nreach);
	s.first_child = NEW(tmp, uint32_t, nreach);
	s.last_child = NEW(tmp, uint32_t, nreach);
	s.next_sibling = NEW(tmp, uint32_t, nreach);
	s.item0 = NEW(tmp, uint32_t, nreach);
	s.nitems = NEW(tmp, uint32_t, nreach);
	s.entry0 = NEW(tmp, uint32_t, nreach);
	s.nentries = NEW(tmp, uint32_t, nreach);
	s.top_pos = NEW(tmp, uint32_t, nreach);
	s.top = NEW(tmp, uint32_t, nreach);
	s.items = NEW(tmp, uint32_t, 2 * (size_t)nreach);
	s.cap_entries = nreach + 16;
	s.entries = NEW(tmp, uint32_t, s.cap_entries);
	s.cap_work = 64 + g->pred_off[n];
	s.work = NEW(tmp, uint32_t, s.cap_work);

	for (k = nreach; k-- > 0;) {
		uint32_t h = preorder[k], j, np = CFG_NPRED(g, h);
		const uint32_t *preds = CFG_PREDS(g, h);
		s.hstart = s.start[h];
		s.hspan = s.end[h] - s.start[h];
		for (j = 0; j < np; j++)
			if (in_subtree(&s, preds[j]))
				push_work(&s, preds[j]);
		if (s.nwork)
			grow_cycle(&s, h);
	}

	/* Number the cycles in printing order: each top-level cycle, then its
	 * descendants in pre-order. */
	ci->ncycles = s.ncycles;
	ci->cycles = NEW(res, cycle, s.ncycles);
	newid = NEW(tmp, uint32_t, s.ncycles);
	stack = NEW(tmp, uint32_t, s.ncycles);
	next = NEW(tmp, uint32_t, s.ncycles);
	id = 0;
	for (i = 0; i < s.ntop; i++) {
		sp = 0;
		stack[sp] = s.top[i];
		next[sp++] = s.first_child[s.top[i]];
		newid[s.top[i]] = id++;
		while (sp) {
			uint32_t c = next[sp - 1];
			if (c != CFG_NONE) {
				next[sp - 1] = s.next_sibling[c];
				newid[c] = id++;
				stack[sp] = c;
				next[sp++] = s.first_child[c];
			} else
				ci->cycles[newid[stack[--sp]]].end = id;
		}
	}
	for (i = 0; i < s.ncycles; i++) {
		cycle *c = &ci->cycles[newid[i]];
		c->parent = s.parent[i] == CFG_NONE ? CFG_NONE : newid[s.parent[i]];
		c->first_child = s.first_child[i] == CFG_NONE
					 ? CFG_NONE : newid[s.first_child[i]];
		c->next_sibling = s.next_sibling[i] == CFG_NONE
					  ? CFG_NONE : newid[s.next_sibling[i]];
		c->nentries = s.nentries[i];
	}
	for (i = 0; i + 1 < s.ntop; i++)
		ci->cycles[newid[s.top[i]]].next_sibling = newid[s.top[i + 1]];
	if (s.ntop)
		ci->cycles[newid[s.top[s.ntop - 1]]].next_sibling = CFG_NONE;
	ci->first_top = s.ntop ? 0 : CFG_NONE;

	/* depths, and entries in the new numbering */
	ci->nentries = s.nentry_total;
	ci->entries = NEW(res, uint32_t, s.nentry_total);
	pos = 0;
	for (i = 0; i < s.ncycles; i++) {
		cycle *c = &ci->cycles[i];
		c->depth = c->parent == CFG_NONE ? 1 : ci->cycles[c->parent].depth + 1;
		c->entry0 = pos;
		pos += c->nentries;
	}
	for (i = 0; i < s.ncycles; i++)
		memcpy(ci->entries + ci->cycles[newid[i]].entry0,
		       s.entries + s.entry0[i], (size_t)s.nentries[i] * 4);

	/* Flatten the item lists: a child's blocks take its place. */
	ci->blocks = NEW(res, uint32_t, nreach);
	ci->block_pos = NEW(res, uint32_t, n);
	ci->block_cycle = NEW(res, uint32_t, n);
	for (i = 0; i < n; i++) {
		ci->block_pos[i] = CFG_NONE;
		ci->block_cycle[i] = s.innermost[i] == CFG_NONE
					     ? CFG_NONE : newid[s.innermost[i]];
	}
	pos = 0;
	for (i = 0; i < s.ntop; i++) {
		sp = 0;
		stack[sp] = s.top[i];
		next[sp++] = 0;
		ci->cycles[newid[s.top[i]]].block0 = pos;
		while (sp) {
			uint32_t c = stack[sp - 1];
			if (next[sp - 1] < s.nitems[c]) {
				uint32_t it = s.items[s.item0[c] + next[sp - 1]++];
				if (it < n) {
					ci->block_pos[it] = pos;
					ci->blocks[pos++] = it;
				} else {
					it -= n;
					ci->cycles[newid[it]].block0 = pos;
					stack[sp] = it;
					next[sp++] = 0;
				}
			} else {
				cycle *cc = &ci->cycles[newid[c]];
				cc->nblocks = pos - cc->block0;
				sp--;
			}
		}
	}
	ci->nblocks = pos;
}

/* ---- queries ------------------------------------------------------------ */

uint32_t cycles_header(const cycle_info *ci, uint32_t c)
{
	return ci->entries[ci->cycles[c].entry0];
}

int cycles_is_reducible(const cycle_info *ci, uint32_t c)
{
	return ci->cycles[c].nentries == 1;
}

int cycles_contains_block(const cycle_info *ci, uint32_t c, uint32_t b)
{
	uint32_t pos = ci->block_pos[b];
	const cycle *cy = &ci->cycles[c];
	return pos != CFG_NONE && pos >= cy->block0 &&
	       pos - cy->block0 < cy->nblocks;
}

int cycles_contains_cycle(const cycle_info *ci, uint32_t outer,
			  uint32_t inner)
{
	return inner != CFG_NONE && outer <= inner &&
	       inner < ci->cycles[outer].end;
}

int cycles_is_entry(const cycle_info *ci, uint32_t c, uint32_t b)
{
	const cycle *cy = &ci->cycles[c];
	uint32_t i;
	for (i = 0; i < cy->nentries; i++)
		if (ci->entries[cy->entry0 + i] == b)
			return 1;
	return 0;
}

uint32_t cycles_block_depth(const cycle_info *ci, uint32_t b)
{
	uint32_t c = ci->block_cycle[b];
	return c == CFG_NONE ? 0 : ci->cycles[c].depth;
}

uint32_t cycles_common(const cycle_info *ci, uint32_t a, uint32_t b)
{
	uint32_t x = ci->block_cycle[a], y = ci->block_cycle[b];
	if (x == CFG_NONE || y == CFG_NONE)
		return CFG_NONE;
	while (x != CFG_NONE && !cycles_contains_cycle(ci, x, y))
		x = ci->cycles[x].parent;
	return x;
}

uint32_t cycles_exit_blocks(const cycle_info *ci, const cfg_graph *g,
			    uint32_t c, uint32_t *out, uint32_t cap)
{
	const cycle *cy = &ci->cycles[c];
	uint32_t i, j, k, n = 0;
	for (i = 0; i < cy->nblocks; i++) {
		uint32_t b = ci->blocks[cy->block0 + i], ns = CFG_NSUCC(g, b);
		const uint32_t *succs = CFG_SUCCS(g, b);
		for (j = 0; j < ns; j++) {
			uint32_t s = succs[j];
			if (cycles_contains_block(ci, c, s))
				continue;
			for (k = 0; k < n && k < cap; k++)
				if (out[k] == s)
					break;
			if (k < n && k < cap)
				continue;
			if (n < cap)
				out[n] = s;
			n++;
		}
	}
	return n;
}

uint32_t cycles_exiting_blocks(const cycle_info *ci, const cfg_graph *g,
			       uint32_t c, uint32_t *out, uint32_t cap)
{
	const cycle *cy = &ci->cycles[c];
	uint32_t i, j, n = 0;
	for (i = 0; i < cy->nblocks; i++) {
		uint32_t bi = ci->blocks[cy->block0 + i], ns = CFG_NSUCC(g, bi);
		const uint32_t *succs = CFG_SUCCS(g, bi);
		for (j = 0; j < ns; j++)
			if (!cycles_contains_block(ci, c, succs[j])) {
				if (n < cap)
					out[n] = bi;
				n++;
				break;
			}
	}
	return n;
}

int cycles_is_back_edge(const cycle_info *ci, uint32_t u, uint32_t v)
{
	uint32_t c = ci->block_cycle[v];
	return c != CFG_NONE && cycles_header(ci, c) == v &&
	       cycles_contains_block(ci, c, u);
}

/* ---- the public API ----------------------------------------------------- */

static int has_cycles(const cv_cfg *cfg)
{
	return (cfg->what & CV_CFG_CYCLES) != 0;
}

static int valid_cycle(const cv_cfg *cfg, uint32_t c)
{
	return has_cycles(cfg) && c < cfg->cycles.ncycles;
}

uint32_t cv_cycle_count(const cv_cfg *cfg)
{
	return has_cycles(cfg) ? cfg->cycles.ncycles : 0;
}

uint32_t cv_cycle_of_block(const cv_cfg *cfg, uint32_t b)
{
	if (!has_cycles(cfg) || b >= cfg->f->nblocks)
		return CV_NONE;
	return cfg->cycles.block_cycle[b];
}

uint32_t cv_cycle_parent(const cv_cfg *cfg, uint32_t c)
{
	return valid_cycle(cfg, c) ? cfg->cycles.cycles[c].parent : CV_NONE;
}

uint32_t cv_cycle_depth(const cv_cfg *cfg, uint32_t c)
{
	return valid_cycle(cfg, c) ? cfg->cycles.cycles[c].depth : 0;
}

uint32_t cv_cycle_header(const cv_cfg *cfg, uint32_t c)
{
	return valid_cycle(cfg, c) ? cycles_header(&cfg->cycles, c) : CV_NONE;
}

int cv_cycle_is_reducible(const cv_cfg *cfg, uint32_t c)
{
	return valid_cycle(cfg, c) && cycles_is_reducible(&cfg->cycles, c);
}

int cv_cycle_contains(const cv_cfg *cfg, uint32_t c, uint32_t b)
{
	return valid_cycle(cfg, c) && b < cfg->f->nblocks &&
	       cycles_contains_block(&cfg->cycles, c, b);
}

const uint32_t *cv_cycle_entries(const cv_cfg *cfg, uint32_t c,
				 size_t *count)
{
	const cycle *cy;
	if (!valid_cycle(cfg, c)) {
		*count = 0;
		return NULL;
	}
	cy = &cfg->cycles.cycles[c];
	*count = cy->nentries;
	return cfg->cycles.entries + cy->entry0;
}

const uint32_t *cv_cycle_blocks(const cv_cfg *cfg, uint32_t c, size_t *count)
{
	const cycle *cy;
	if (!valid_cycle(cfg, c)) {
		*count = 0;
		return NULL;
	}
	cy = &cfg->cycles.cycles[c];
	*count = cy->nblocks;
	return cfg->cycles.blocks + cy->block0;
}

size_t cv_cycle_exit_blocks(const cv_cfg *cfg, uint32_t c, uint32_t *out)
{
	if (!valid_cycle(cfg, c))
		return 0;
	return cycles_exit_blocks(&cfg->cycles, &cfg->graph, c, out,
				  cfg->graph.n);
}
