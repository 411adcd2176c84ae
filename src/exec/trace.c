/*
 * trace.c - the converged-with relation over dynamic instances of blocks,
 * computed from one path per thread, twice: by keys (fast) and from the
 * literal definition (slow, an oracle for tests); the classes of one
 * instruction's instances under the token semantics; convergence regions;
 * the `converge trace` object and its printers.
 *
 * Sources: convergence-and-uniformity.rst, "Threads and Dynamic
 * Instances", "Convergence", "Maximal Convergence" and "Dependence on
 * Cycles Headers" (the three cases that make the keys below);
 * ConvergentOperations.rst, "Dynamic Instances and Convergence Tokens",
 * the entry, loop and anchor intrinsics, "Convergence Regions" and
 * "Controlled Maximal Convergence".
 *
 * The keys.  For an instance X1 of block X in thread T, let Q1 be the last
 * instance, before X1 in T, of a header of a cycle that contains X (the
 * cycles C1..Ck around X).  The spec's case analysis says X1 ~ X2 iff
 * neither thread executed such a header, or the last ones Q1, Q2 are
 * converged instances of the same header.  So the class of X1 is the pair
 * (X, class of Q1 or "none"), interned: one pass per thread.  A header of
 * a cycle that does not contain X (a sibling loop, an inner loop already
 * left) is irrelevant, and an old instance of an inner header is always
 * superseded by a later outer one, since re-entering a cycle needs a
 * closed path through an outer header.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/text.h"
#include "exec/trace.h"

/* ---- keymap ------------------------------------------------------------ */

uint64_t trace_mix(uint64_t x)
{
	x ^= x >> 30;
	x *= 0xbf58476d1ce4e5b9ull;
	x ^= x >> 27;
	x *= 0x94d049bb133111ebull;
	x ^= x >> 31;
	return x;
}

#define KM_EMPTY UINT32_MAX

static void keymap_grow(keymap *k, arena *a)
{
	uint32_t ncap = k->cap ? k->cap * 2 : 64, i;
	uint64_t *nk = arena_alloc(a, (size_t)ncap * sizeof *nk);
	uint32_t *nv = arena_alloc(a, (size_t)ncap * sizeof *nv);
	memset(nv, 0xff, (size_t)ncap * sizeof *nv);
	for (i = 0; i < k->cap; i++) {
		uint32_t h;
		if (k->vals[i] == KM_EMPTY)
			continue;
		h = (uint32_t)trace_mix(k->keys[i]) & (ncap - 1);
		while (nv[h] != KM_EMPTY)
			h = (h + 1) & (ncap - 1);
		nk[h] = k->keys[i];
		nv[h] = k->vals[i];
	}
	k->keys = nk;
	k->vals = nv;
	k->cap = ncap;
}

uint32_t keymap_intern(keymap *k, arena *a, uint64_t key)
{
	uint32_t h;
	if ((k->n + 1) * 2 > k->cap)
		keymap_grow(k, a);
	h = (uint32_t)trace_mix(key) & (k->cap - 1);
	while (k->vals[h] != KM_EMPTY) {
		if (k->keys[h] == key)
			return k->vals[h];
		h = (h + 1) & (k->cap - 1);
	}
	k->keys[h] = key;
	k->vals[h] = k->n;
	return k->n++;
}

int keymap_get(const keymap *k, uint64_t key, uint32_t *val)
{
	uint32_t h;
	if (!k->cap)
		return 0;
	h = (uint32_t)trace_mix(key) & (k->cap - 1);
	while (k->vals[h] != KM_EMPTY) {
		if (k->keys[h] == key) {
			*val = k->vals[h];
			return 1;
		}
		h = (h + 1) & (k->cap - 1);
	}
	return 0;
}

/* ---- paths and relations ----------------------------------------------- */

static int has_edge(const cfg_graph *g, uint32_t u, uint32_t v)
{
	uint32_t i, n = CFG_NSUCC(g, u);
	const uint32_t *s = CFG_SUCCS(g, u);
	for (i = 0; i < n; i++)
		if (s[i] == v)
			return 1;
	return 0;
}

uint32_t trace_check_paths(const cfg_graph *g, const trace_paths *p)
{
	uint32_t t, i;
	for (t = 0; t < p->nthreads; t++) {
		for (i = p->off[t]; i < p->off[t + 1]; i++) {
			uint32_t b = p->blocks[i];
			if (b >= g->n)
				return i;
			if (i == p->off[t] ? b != 0
					   : !has_edge(g, p->blocks[i - 1], b))
				return i;
		}
	}
	return UINT32_MAX;
}

uint32_t trace_renumber(uint32_t *cls, uint32_t n, arena *tmp)
{
	uint32_t i, max = 0, next = 0, *map;
	for (i = 0; i < n; i++)
		if (cls[i] > max)
			max = cls[i];
	map = arena_alloc(tmp, ((size_t)max + 1) * sizeof *map);
	memset(map, 0xff, ((size_t)max + 1) * sizeof *map);
	for (i = 0; i < n; i++) {
		if (map[cls[i]] == UINT32_MAX)
			map[cls[i]] = next++;
		cls[i] = map[cls[i]];
	}
	return next;
}

int trace_rel_same(const trace_rel *a, const trace_rel *b)
{
	return a->ninst == b->ninst && a->nclasses == b->nclasses &&
	       (a->ninst == 0 ||
		memcmp(a->cls, b->cls, a->ninst * sizeof *a->cls) == 0);
}

#define ROOT_CONTEXT UINT32_MAX

void trace_maximal(trace_rel *r, const cycle_info *ci, const trace_paths *p,
		   arena *res, arena *tmp)
{
	uint32_t n = p->off[p->nthreads], nc = ci->ncycles, t, i;
	uint32_t *last_pos = arena_alloc(tmp, ((size_t)nc + 1) * 4);
	uint32_t *last_cls = arena_alloc(tmp, ((size_t)nc + 1) * 4);
	keymap km;
	memset(&km, 0, sizeof km);
	r->ninst = n;
	r->cls = arena_alloc(res, ((size_t)n + 1) * sizeof *r->cls);
	for (t = 0; t < p->nthreads; t++) {
		memset(last_pos, 0xff, ((size_t)nc + 1) * 4);
		for (i = p->off[t]; i < p->off[t + 1]; i++) {
			uint32_t x = p->blocks[i], c, best = UINT32_MAX;
			uint32_t context = ROOT_CONTEXT, cls;
			for (c = ci->block_cycle[x]; c != CFG_NONE;
			     c = ci->cycles[c].parent)
				if (last_pos[c] != UINT32_MAX &&
				    (best == UINT32_MAX || last_pos[c] > best)) {
					best = last_pos[c];
					context = last_cls[c];
				}
			cls = keymap_intern(&km, tmp,
					    (uint64_t)x << 32 | (uint32_t)(context + 1));
			r->cls[i] = cls;
			c = ci->block_cycle[x];
			if (c != CFG_NONE && cycles_header(ci, c) == x) {
				last_pos[c] = i;
				last_cls[c] = cls;
			}
		}
	}
	r->nclasses = trace_renumber(r->cls, n, tmp);
}

/* ---- the oracle ---------------------------------------------------------- */

static uint32_t uf_find(uint32_t *parent, uint32_t x)
{
	while (parent[x] != x) {
		parent[x] = parent[parent[x]];
		x = parent[x];
	}
	return x;
}

/* Reachability between class representatives along "executed strictly
 * before in one thread" edges (path length >= 1): reach[a] has bit b when
 * class a is convergence-before class b.  Returns 0, or -1 if a class
 * reaches itself (convergence-before is not a strict order). */
static int class_reach(uint64_t *reach, uint32_t words, uint32_t *parent,
		       const trace_paths *p, uint32_t n, uint32_t *stack,
		       uint32_t *adj_off, uint32_t *adj)
{
	uint32_t t, i, k, e = 0;
	memset(adj_off, 0, ((size_t)n + 1) * 4);
	for (t = 0; t < p->nthreads; t++)
		for (i = p->off[t]; i + 1 < p->off[t + 1]; i++)
			adj_off[uf_find(parent, i) + 1]++;
	for (i = 0; i < n; i++)
		adj_off[i + 1] += adj_off[i];
	for (t = 0; t < p->nthreads; t++)
		for (i = p->off[t]; i + 1 < p->off[t + 1]; i++) {
			uint32_t a = uf_find(parent, i);
			/* fill from the back of a's slice */
			adj[adj_off[a + 1] - 1 - stack[a]] = uf_find(parent, i + 1);
			stack[a]++;
			e++;
		}
	(void)e;
	memset(reach, 0, (size_t)n * words * 8);
	for (i = 0; i < n; i++) {
		uint32_t sp = 0;
		uint64_t *ri = reach + (size_t)i * words;
		if (uf_find(parent, i) != i)
			continue;
		for (k = adj_off[i]; k < adj_off[i + 1]; k++)
			stack[sp++] = adj[k];
		while (sp) {
			uint32_t v = stack[--sp];
			if (ri[v / 64] >> (v % 64) & 1)
				continue;
			ri[v / 64] |= 1ull << (v % 64);
			for (k = adj_off[v]; k < adj_off[v + 1]; k++)
				if (!(ri[adj[k] / 64] >> (adj[k] % 64) & 1))
					stack[sp++] = adj[k];
		}
		if (ri[i / 64] >> (i % 64) & 1)
			return -1;
	}
	return 0;
}

/* Every instance of a header of a cycle containing X that precedes
 * instance a in its thread is convergence-before instance b. */
static int headers_before(const cycle_info *ci, const trace_paths *p,
			  const uint32_t *thread_of, uint32_t *parent,
			  const uint64_t *reach, uint32_t words, uint32_t a,
			  uint32_t b)
{
	uint32_t x = p->blocks[a], c, i;
	uint32_t cb = uf_find(parent, b);
	for (c = ci->block_cycle[x]; c != CFG_NONE; c = ci->cycles[c].parent) {
		uint32_t h = cycles_header(ci, c);
		for (i = p->off[thread_of[a]]; i < a; i++) {
			uint32_t ch;
			if (p->blocks[i] != h)
				continue;
			ch = uf_find(parent, i);
			if (!(reach[(size_t)ch * words + cb / 64] >> (cb % 64) & 1))
				return 0;
		}
	}
	return 1;
}

int trace_oracle(trace_rel *r, const cycle_info *ci, const trace_paths *p,
		 uint32_t *conflict, arena *res, arena *tmp)
{
	uint32_t n = p->off[p->nthreads], words = (n + 63) / 64, t, i, j;
	uint32_t *parent = arena_alloc(tmp, ((size_t)n + 1) * 4);
	uint32_t *thread_of = arena_alloc(tmp, ((size_t)n + 1) * 4);
	uint32_t *stack = arena_alloc(tmp, ((size_t)n * 2 + 2) * 4);
	uint32_t *adj_off = arena_alloc(tmp, ((size_t)n + 2) * 4);
	uint32_t *adj = arena_alloc(tmp, ((size_t)n + 1) * 4);
	uint32_t *mark = arena_alloc(tmp, ((size_t)n + 1) * 4);
	uint32_t *pairs = arena_alloc(tmp, ((size_t)n * n + 2) * 4);
	uint64_t *reach = arena_alloc(tmp, ((size_t)n * words + 1) * 8);
	r->ninst = n;
	r->cls = arena_alloc(res, ((size_t)n + 1) * sizeof *r->cls);
	*conflict = UINT32_MAX;
	for (t = 0; t < p->nthreads; t++)
		for (i = p->off[t]; i < p->off[t + 1]; i++)
			thread_of[i] = t;
	for (i = 0; i < n; i++)
		parent[i] = i;
	for (;;) {
		uint32_t npairs = 0;
		memset(stack, 0, ((size_t)n + 1) * 4);
		if (class_reach(reach, words, parent, p, n, stack, adj_off, adj) !=
		    0) {
			*conflict = 0;
			return -1;
		}
		for (i = 0; i < n; i++)
			for (j = i + 1; j < n; j++) {
				if (p->blocks[i] != p->blocks[j] ||
				    thread_of[i] == thread_of[j] ||
				    uf_find(parent, i) == uf_find(parent, j))
					continue;
				if (headers_before(ci, p, thread_of, parent, reach,
						   words, i, j) &&
				    headers_before(ci, p, thread_of, parent, reach,
						   words, j, i)) {
					pairs[2 * npairs] = i;
					pairs[2 * npairs + 1] = j;
					npairs++;
				}
			}
		if (!npairs)
			break;
		for (i = 0; i < npairs; i++) {
			uint32_t a = uf_find(parent, pairs[2 * i]);
			uint32_t b = uf_find(parent, pairs[2 * i + 1]);
			if (a != b)
				parent[a > b ? a : b] = a < b ? a : b;
		}
		/* converged-with relates different threads only */
		memset(mark, 0xff, ((size_t)n + 1) * 4);
		for (t = 0; t < p->nthreads; t++)
			for (i = p->off[t]; i < p->off[t + 1]; i++) {
				uint32_t c = uf_find(parent, i);
				if (mark[c] == t) {
					*conflict = i;
					return -1;
				}
				mark[c] = t;
			}
	}
	for (i = 0; i < n; i++)
		r->cls[i] = uf_find(parent, i);
	r->nclasses = trace_renumber(r->cls, n, tmp);
	return 0;
}

/* ---- table columns ------------------------------------------------------- */

uint32_t trace_columns(uint32_t *col, const trace_rel *r,
		       const trace_paths *p, arena *tmp)
{
	uint32_t nc = r->nclasses, n = r->ninst, t, i, ncol = 0;
	uint32_t *moff = arena_alloc(tmp, ((size_t)nc + 2) * 4);
	uint32_t *mem = arena_alloc(tmp, ((size_t)n + 1) * 4);
	uint32_t *fill = arena_alloc(tmp, ((size_t)nc + 1) * 4);
	uint32_t *next = arena_alloc(tmp, ((size_t)p->nthreads + 1) * 4);
	uint32_t *thread_of = arena_alloc(tmp, ((size_t)n + 1) * 4);
	memset(moff, 0, ((size_t)nc + 2) * 4);
	memset(fill, 0, ((size_t)nc + 1) * 4);
	for (i = 0; i < n; i++)
		moff[r->cls[i] + 1]++;
	for (i = 0; i < nc; i++)
		moff[i + 1] += moff[i];
	for (t = 0; t < p->nthreads; t++) {
		next[t] = p->off[t];
		for (i = p->off[t]; i < p->off[t + 1]; i++) {
			uint32_t c = r->cls[i];
			mem[moff[c] + fill[c]++] = i;
			thread_of[i] = t;
		}
	}
	while (ncol < nc) {
		int placed = 0;
		for (t = 0; t < p->nthreads && !placed; t++) {
			uint32_t c, k, ready = 1;
			if (next[t] >= p->off[t + 1])
				continue;
			c = r->cls[next[t]];
			for (k = moff[c]; k < moff[c + 1]; k++)
				if (next[thread_of[mem[k]]] != mem[k])
					ready = 0;
			if (!ready)
				continue;
			col[c] = ncol++;
			for (k = moff[c]; k < moff[c + 1]; k++)
				next[thread_of[mem[k]]]++;
			placed = 1;
		}
		if (!placed) {
			for (i = 0; i < nc; i++)
				col[i] = i;
			return 0;
		}
	}
	return ncol;
}

/* ---- convergence regions ------------------------------------------------- */

static int is_token_def(const inst *in)
{
	return in->op == OP_CALL && in->ext &&
	       (in->ext->intrinsic == INTR_CONV_ENTRY ||
		in->ext->intrinsic == INTR_CONV_ANCHOR ||
		in->ext->intrinsic == INTR_CONV_LOOP);
}

uint32_t trace_regions(trace_region **out, const function *f,
		       const cfg_graph *g, const domtree *dom, arena *res,
		       arena *tmp)
{
	uint32_t i, n = 0, k = 0, nb = f->nblocks;
	uint32_t *stack = arena_alloc(tmp, ((size_t)nb + 1) * 4);
	trace_region *rs;
	(void)dom;
	for (i = 0; i < f->ninsts; i++)
		if (is_token_def(&f->insts[i]))
			n++;
	rs = arena_alloc(res, ((size_t)n + 1) * sizeof *rs);
	for (i = 0; i < f->ninsts && k < n; i++) {
		const inst *d = &f->insts[i];
		trace_region *r;
		uint32_t u, sp = 0, j, db = d->block;
		if (!is_token_def(d))
			continue;
		r = &rs[k++];
		r->def = i;
		r->def_block = db;
		r->live_in = arena_zalloc(res, (size_t)nb + 1);
		r->live_out = arena_zalloc(res, (size_t)nb + 1);
		r->last_use = arena_alloc(res, ((size_t)nb + 1) * 4);
		for (j = 0; j <= nb; j++)
			r->last_use[j] = TRACE_NONE;
		/* the uses, then backwards from them to the definition */
		for (u = 0; u < f->ninsts; u++) {
			const inst *ui = &f->insts[u];
			const ref *ops = INST_OPS(f, ui);
			uint32_t ub = ui->block;
			for (j = 0; j < ui->nops; j++)
				if (ops[j] == REF(REF_INST, i))
					break;
			if (j == ui->nops)
				continue;
			if (r->last_use[ub] == TRACE_NONE || u > r->last_use[ub])
				r->last_use[ub] = u;
			if (ub != db && !r->live_in[ub]) {
				r->live_in[ub] = 1;
				stack[sp++] = ub;
			}
		}
		while (sp) {
			uint32_t v = stack[--sp], np = CFG_NPRED(g, v);
			const uint32_t *pr = CFG_PREDS(g, v);
			for (j = 0; j < np; j++) {
				uint32_t p = pr[j];
				r->live_out[p] = 1;
				if (p != db && !r->live_in[p]) {
					r->live_in[p] = 1;
					stack[sp++] = p;
				}
			}
		}
	}
	*out = rs;
	return k;
}

int trace_region_contains(const function *f, const trace_region *r,
			  uint32_t b, uint32_t i)
{
	(void)f;
	if (b == r->def_block) {
		if (i <= r->def)
			return 0;
	} else if (!r->live_in[b]) {
		return 0;
	}
	return r->live_out[b] ||
	       (r->last_use[b] != TRACE_NONE && i <= r->last_use[b]);
}

/* ---- dynamic instances of one instruction -------------------------------- */

uint32_t trace_anchor_part(uint64_t seed, uint64_t group, uint32_t t,
			   uint32_t size)
{
	uint64_t g = trace_mix(seed ^ trace_mix(group + 0x51ed));
	uint32_t parts = size ? 1 + (uint32_t)(g % size) : 1;
	return (uint32_t)(trace_mix(g ^ ((uint64_t)t + 1)) % parts);
}

/* Key tags (top 4 bits); the rest packs two 30-bit ids. */
enum {
	K_LAUNCH = 1, K_ANCHOR, K_ANCHOR1, K_ANCHOR_PART, K_LOOP, K_LOOP_N,
	K_CONTROLLED, K_UNCONTROLLED, K_REGION, K_BLOCK
};

static uint64_t pack(unsigned tag, uint32_t a, uint32_t b)
{
	return (uint64_t)tag << 60 | (uint64_t)(a & 0x3fffffff) << 30 |
	       (b & 0x3fffffff);
}

struct opctx {
	const function *f;
	const trace_rel *blocks;
	const trace_paths *p;
	const uint32_t *thread_of;
	const uint32_t *class_size;
	int policy;
	uint64_t seed;
	keymap km;
	arena *tmp;
	char *err;
	size_t errcap;
	int depth;
};

/* The instance (block position) of the latest execution of instruction d
 * in thread t before instruction u at position i, or UINT32_MAX. */
static uint32_t latest_def(const struct opctx *c, uint32_t d, uint32_t i,
			   uint32_t u)
{
	uint32_t bd = c->f->insts[d].block, t = c->thread_of[i], j;
	for (j = i + 1; j-- > c->p->off[t];)
		if (c->p->blocks[j] == bd && (j < i || d < u))
			return j;
	return UINT32_MAX;
}

static int token_class(struct opctx *c, uint32_t d, uint32_t q, uint32_t *out);

/* The class of the token value of instruction u (its convergencectrl
 * operand) at instance i. */
static int operand_token(struct opctx *c, uint32_t u, uint32_t i,
			 uint32_t *def, uint32_t *defpos, uint32_t *out)
{
	const inst *in = &c->f->insts[u];
	ref tok = in->ext ? in->ext->conv_token : REF_NULL;
	if (REF_KIND(tok) != REF_INST) {
		snprintf(c->err, c->errcap,
			 "the token of the instruction at line %u is not an "
			 "instruction's result", in->line);
		return -1;
	}
	*def = REF_IDX(tok);
	*defpos = latest_def(c, *def, i, u);
	if (*defpos == UINT32_MAX) {
		snprintf(c->err, c->errcap,
			 "thread %u reaches line %u without executing the "
			 "definition of its token (line %u)",
			 c->thread_of[i], in->line, c->f->insts[*def].line);
		return -1;
	}
	return token_class(c, *def, *defpos, out);
}

/* The class of the token produced by instruction d at block instance q. */
static int token_class(struct opctx *c, uint32_t d, uint32_t q, uint32_t *out)
{
	const inst *in = &c->f->insts[d];
	uint32_t bc = c->blocks->cls[q], t = c->thread_of[q];
	int kind = in->ext ? in->ext->intrinsic : INTR_NONE;
	if (++c->depth > 10000) {
		snprintf(c->err, c->errcap, "tokens nest too deeply");
		return -1;
	}
	if (kind == INTR_CONV_ENTRY) {
		*out = keymap_intern(&c->km, c->tmp, pack(K_LAUNCH, 0, 0));
	} else if (kind == INTR_CONV_ANCHOR) {
		uint32_t a = keymap_intern(&c->km, c->tmp, pack(K_ANCHOR, d, bc));
		if (c->policy == TRACE_ANCHOR_SINGLETON)
			*out = keymap_intern(&c->km, c->tmp, pack(K_ANCHOR1, d, q));
		else if (c->policy == TRACE_ANCHOR_RANDOM)
			*out = keymap_intern(
				&c->km, c->tmp,
				pack(K_ANCHOR_PART, a,
				     trace_anchor_part(c->seed, a, t,
						       c->class_size[bc])));
		else
			*out = a;
	} else if (kind == INTR_CONV_LOOP) {
		uint32_t pd, pq, pc, j, nth = 0, lc;
		if (operand_token(c, d, q, &pd, &pq, &pc) != 0)
			return -1;
		/* the n-th execution of d with this token value */
		for (j = pq; j <= q; j++)
			if (c->p->blocks[j] == in->block &&
			    latest_def(c, pd, j, d) == pq)
				nth++;
		lc = keymap_intern(&c->km, c->tmp, pack(K_LOOP, d, pc));
		*out = keymap_intern(&c->km, c->tmp, pack(K_LOOP_N, lc, nth));
	} else {
		snprintf(c->err, c->errcap,
			 "the token used at line %u does not come from a "
			 "convergence control intrinsic", in->line);
		return -1;
	}
	c->depth--;
	return 0;
}

int trace_op(trace_rel *out, uint32_t **inst_pos, const function *f,
	     const trace_region *regions, uint32_t nregions,
	     const trace_rel *blocks, const trace_paths *p, uint32_t target,
	     int policy, uint64_t seed, char *err, size_t errcap, arena *res,
	     arena *tmp)
{
	const inst *in = &f->insts[target];
	uint32_t n = p->off[p->nthreads], m = 0, i, t, k = 0, r;
	uint32_t *thread_of = arena_alloc(tmp, ((size_t)n + 1) * 4);
	uint32_t *size = arena_zalloc(tmp, ((size_t)blocks->nclasses + 1) * 4);
	struct opctx c;
	int kind = in->op == OP_CALL && in->ext ? in->ext->intrinsic : INTR_NONE;
	int convergent = in->op == OP_CALL && in->ext && in->ext->convergent;
	int controlled = in->ext && in->ext->conv_token != REF_NULL;
	memset(&c, 0, sizeof c);
	c.f = f;
	c.blocks = blocks;
	c.p = p;
	c.thread_of = thread_of;
	c.class_size = size;
	c.policy = policy;
	c.seed = seed;
	c.tmp = tmp;
	c.err = err;
	c.errcap = errcap;
	for (t = 0; t < p->nthreads; t++)
		for (i = p->off[t]; i < p->off[t + 1]; i++)
			thread_of[i] = t;
	for (i = 0; i < n; i++) {
		size[blocks->cls[i]]++;
		if (p->blocks[i] == in->block)
			m++;
	}
	out->ninst = m;
	out->cls = arena_alloc(res, ((size_t)m + 1) * 4);
	*inst_pos = arena_alloc(res, ((size_t)m + 1) * 4);
	for (i = 0; i < n; i++) {
		uint32_t cls, d, dq, tc;
		if (p->blocks[i] != in->block)
			continue;
		if (kind == INTR_CONV_ENTRY || kind == INTR_CONV_ANCHOR ||
		    kind == INTR_CONV_LOOP) {
			if (token_class(&c, target, i, &cls) != 0)
				return -1;
		} else if (controlled) {
			if (operand_token(&c, target, i, &d, &dq, &tc) != 0)
				return -1;
			cls = keymap_intern(&c.km, tmp, pack(K_CONTROLLED, 0, tc));
		} else if (convergent) {
			cls = keymap_intern(&c.km, tmp,
					    pack(K_UNCONTROLLED, 0, blocks->cls[i]));
		} else {
			/* controlled maximal converged-with */
			cls = keymap_intern(&c.km, tmp,
					    pack(K_BLOCK, 0, blocks->cls[i]));
			for (r = 0; r < nregions; r++) {
				if (!trace_region_contains(f, &regions[r], in->block,
							   target))
					continue;
				dq = latest_def(&c, regions[r].def, i, target);
				if (dq == UINT32_MAX)
					continue;
				if (token_class(&c, regions[r].def, dq, &tc) != 0)
					return -1;
				cls = keymap_intern(&c.km, tmp,
						    pack(K_REGION, cls, tc));
			}
		}
		out->cls[k] = cls;
		(*inst_pos)[k] = i;
		k++;
	}
	out->nclasses = m ? trace_renumber(out->cls, m, tmp) : 0;
	return 0;
}

/* ---- the `converge trace` object ------------------------------------------ */

struct cv_trace {
	const cv_module *m;
	const function *f;
	uint32_t global;
	cv_cfg *cfg;
	arena arena;
	trace_paths paths;
	uint32_t *off, *blocks_buf;
	trace_rel blocks;     /* maximal converged-with over block instances */
	uint32_t *block_col;  /* column of each block class */
	uint32_t *label;      /* instance -> its number among its block's */
	int has_op;
	uint32_t op;
	trace_rel oprel;      /* classes of the op's instances */
	uint32_t *op_pos;     /* op instance -> block instance */
	uint32_t *op_col;
	cv_anchor_policy anchor;
};

static const char *block_label(const cv_module *m, const function *f,
			       uint32_t b, char *buf, size_t cap)
{
	const block *bl = &f->blocks[b];
	if (bl->name)
		return SYM_STR(&m->strs, bl->name);
	snprintf(buf, cap, "%u", bl->number);
	return buf;
}

/* Block b named by text[0..len) ("%name", "name", "%3", "3"). */
static uint32_t find_block(const cv_module *m, const function *f,
			   const char *text, size_t len)
{
	uint32_t b;
	char buf[24];
	if (len && text[0] == '%') {
		text++;
		len--;
	}
	if (len >= 2 && text[0] == '"' && text[len - 1] == '"') {
		text++;
		len -= 2;
	}
	for (b = 0; b < f->nblocks; b++) {
		const char *s = block_label(m, f, b, buf, sizeof buf);
		if (strlen(s) == len && memcmp(s, text, len) == 0)
			return b;
	}
	return UINT32_MAX;
}

static int is_sep(char c)
{
	return c == ' ' || c == '\t' || c == ',' || c == '\n';
}

/* The instruction named by spec: "%name" or "%N" (a numbered value),
 * "@callee" (its only call) or "line:N" (the instruction on line N).  A
 * bare N is refused: it could mean either.  UINT32_MAX, with a reason in
 * err, if none or several. */
static uint32_t find_inst(const cv_module *m, const function *f,
			  const char *spec, char *err, size_t errcap)
{
	uint32_t i, found = UINT32_MAX, count = 0;
	const char *s = spec;
	char *end;
	unsigned long line;
	if (strncmp(s, "line:", 5) == 0)
		s += 5;
	line = strtoul(s, &end, 10);
	if (s == spec && end != s && !*end) {
		snprintf(err, errcap, "'%s' could be a line or a value: give "
			 "line:%s or %%%s", spec, spec, spec);
		return UINT32_MAX;
	}
	if (end != s && !*end) {
		for (i = 0; i < f->ninsts; i++)
			if (f->insts[i].line == line) {
				found = i;
				count++;
			}
	} else if (spec[0] == '@') {
		for (i = 0; i < f->ninsts; i++) {
			const inst *in = &f->insts[i];
			ref callee;
			const global *g;
			if (in->op != OP_CALL || !in->nops)
				continue;
			callee = f->ops[in->ops + in->nops - 1];
			if (REF_KIND(callee) != REF_GLOBAL)
				continue;
			g = &m->globals[REF_IDX(callee)];
			if (g->name && !g->numbered &&
			    strcmp(SYM_STR(&m->strs, g->name), spec + 1) == 0) {
				found = i;
				count++;
			}
		}
	} else {
		int k = fn_find_local(m, f, spec, &i);
		if (k == LOCAL_INST) {
			found = i;
			count = 1;
		} else if (k >= 0) {
			snprintf(err, errcap, "'%s' is %s, not an instruction", spec,
				 k == LOCAL_ARG ? "an argument" : "a block");
			return UINT32_MAX;
		}
	}
	if (count == 0)
		snprintf(err, errcap, "no instruction '%s' in the function", spec);
	else if (count > 1) {
		snprintf(err, errcap,
			 "'%s' names %u instructions; give a line (--op line:N)",
			 spec, count);
		found = UINT32_MAX;
	}
	return found;
}

static void trace_diag(const cv_module *m, unsigned line, const char *msg)
{
	diag_add(m->ctx, CV_ERROR, m->filename, line, line ? 1 : 0, NULL, 0,
		 "%s", msg);
}

static uint32_t function_global_index(const cv_module *m, size_t index)
{
	return index < m->nfuncs ? m->funcs[index] : UINT32_MAX;
}

/* Everything after the handle exists; out of memory jumps from here.
 * Returns 0, or -1 after a diagnostic. */
static int trace_build(cv_trace *t, const cv_trace_options *o, arena *tmp)
{
	const cv_module *mod = t->m;
	cv_cfg *cfg = t->cfg;
	char err[512];
	size_t k, total = 0;
	uint32_t bad;
	for (k = 0; k < o->npaths; k++)
		total += strlen(o->paths[k]) / 2 + 1;
	t->off = arena_alloc(&t->arena, (o->npaths + 1) * 4);
	t->blocks_buf = arena_alloc(&t->arena, (total + 1) * 4);
	t->off[0] = 0;
	for (k = 0; k < o->npaths; k++) {
		const char *s = o->paths[k];
		uint32_t n = t->off[k];
		while (*s) {
			const char *e;
			uint32_t b;
			while (*s && (is_sep(*s) || (s[0] == '-' && s[1] == '>')))
				s += *s == '-' ? 2 : 1;
			if (!*s)
				break;
			for (e = s; *e && !is_sep(*e) && !(e[0] == '-' && e[1] == '>');
			     e++)
				;
			b = find_block(mod, t->f, s, (size_t)(e - s));
			if (b == UINT32_MAX) {
				snprintf(err, sizeof err,
					 "path of thread %zu: no block '%.*s' in the "
					 "function",
					 k, (int)(e - s), s);
				trace_diag(mod, 0, err);
				return -1;
			}
			t->blocks_buf[n++] = b;
			s = e;
		}
		t->off[k + 1] = n;
	}
	t->paths.nthreads = (uint32_t)o->npaths;
	t->paths.off = t->off;
	t->paths.blocks = t->blocks_buf;
	bad = trace_check_paths(&cfg->graph, &t->paths);
	if (bad != UINT32_MAX) {
		char b1[24], b2[24];
		uint32_t th = 0;
		while (t->off[th + 1] <= bad)
			th++;
		if (bad == t->off[th])
			snprintf(err, sizeof err,
				 "path of thread %u: must start at the entry "
				 "block %%%s",
				 th, block_label(mod, t->f, 0, b1, sizeof b1));
		else
			snprintf(err, sizeof err,
				 "path of thread %u: no edge from %%%s to %%%s "
				 "(position %u)",
				 th,
				 block_label(mod, t->f, t->blocks_buf[bad - 1], b1,
					     sizeof b1),
				 block_label(mod, t->f, t->blocks_buf[bad], b2,
					     sizeof b2),
				 bad - t->off[th]);
		trace_diag(mod, 0, err);
		return -1;
	}
	if (o->oracle) {
		uint32_t conflict;
		if (trace_oracle(&t->blocks, &cfg->cycles, &t->paths, &conflict,
				 &t->arena, tmp) != 0) {
			trace_diag(mod, 0,
				   "the literal definition of maximal convergence "
				   "gives a contradiction on these paths");
			return -1;
		}
	} else
		trace_maximal(&t->blocks, &cfg->cycles, &t->paths, &t->arena, tmp);
	t->block_col = arena_alloc(&t->arena, ((size_t)t->blocks.nclasses + 1) * 4);
	trace_columns(t->block_col, &t->blocks, &t->paths, tmp);
	/* instance labels: numbered per block in column order, then thread */
	{
		uint32_t n = t->blocks.ninst, i, c;
		uint32_t *byc = arena_alloc(tmp, ((size_t)n + 1) * 4);
		uint32_t *cnt = arena_zalloc(tmp, ((size_t)t->f->nblocks + 1) * 4);
		uint32_t *coff = arena_zalloc(tmp, ((size_t)t->blocks.nclasses + 2) * 4);
		t->label = arena_alloc(&t->arena, ((size_t)n + 1) * 4);
		for (i = 0; i < n; i++)
			coff[t->block_col[t->blocks.cls[i]] + 1]++;
		for (c = 0; c < t->blocks.nclasses; c++)
			coff[c + 1] += coff[c];
		for (i = 0; i < n; i++) /* thread-major, so threads in order */
			byc[coff[t->block_col[t->blocks.cls[i]]]++] = i;
		for (i = 0; i < n; i++)
			t->label[byc[i]] = ++cnt[t->blocks_buf[byc[i]]];
	}
	if (o->op) {
		trace_region *regions;
		trace_paths op_paths;
		uint32_t nreg, *ooff, th, i;
		int policy = o->anchor == CV_ANCHOR_SINGLETON ? TRACE_ANCHOR_SINGLETON
			     : o->anchor == CV_ANCHOR_RANDOM ? TRACE_ANCHOR_RANDOM
							    : TRACE_ANCHOR_MAXIMAL;
		t->op = find_inst(mod, t->f, o->op, err, sizeof err);
		if (t->op == UINT32_MAX) {
			trace_diag(mod, 0, err);
			return -1;
		}
		t->has_op = 1;
		nreg = trace_regions(&regions, t->f, &cfg->graph, &cfg->dom,
				     &t->arena, tmp);
		if (trace_op(&t->oprel, &t->op_pos, t->f, regions, nreg, &t->blocks,
			     &t->paths, t->op, policy, o->seed, err, sizeof err,
			     &t->arena, tmp) != 0) {
			trace_diag(mod, t->f->insts[t->op].line, err);
			return -1;
		}
		/* columns of the op's classes: a trace over its instances */
		t->op_col = arena_alloc(&t->arena, ((size_t)t->oprel.nclasses + 1) * 4);
		ooff = arena_alloc(tmp, ((size_t)o->npaths + 1) * 4);
		ooff[0] = 0;
		for (th = 0; th < o->npaths; th++) {
			uint32_t c = ooff[th];
			for (i = 0; i < t->oprel.ninst; i++)
				if (t->op_pos[i] >= t->off[th] &&
				    t->op_pos[i] < t->off[th + 1])
					c++;
			ooff[th + 1] = c;
		}
		op_paths.nthreads = (uint32_t)o->npaths;
		op_paths.off = ooff;
		op_paths.blocks = t->op_pos;
		trace_columns(t->op_col, &t->oprel, &op_paths, tmp);
	}
	return 0;
}

cv_trace *cv_trace_new(const cv_module *mod, size_t index,
		       const cv_trace_options *o)
{
	cv_context *ctx = mod->ctx;
	cv_trace *t;
	cv_cfg *cfg;
	arena tmp;
	jmp_buf oom;
	cfg = cv_cfg_new(mod, index, CV_CFG_DOM | CV_CFG_CYCLES);
	if (!cfg)
		return NULL;
	t = cv_mem_realloc(&ctx->alloc, NULL, 0, sizeof *t);
	if (!t) {
		cv_cfg_free(cfg);
		trace_diag(mod, 0, "out of memory");
		return NULL;
	}
	memset(t, 0, sizeof *t);
	t->m = mod;
	t->cfg = cfg;
	t->f = cfg->f;
	t->global = function_global_index(mod, index);
	t->anchor = o->anchor;
	arena_init(&t->arena, &ctx->alloc);
	arena_init(&tmp, &ctx->alloc);
	t->arena.oom = tmp.oom = &oom;
	if (setjmp(oom)) {
		arena_free(&tmp);
		cv_trace_free(t);
		trace_diag(mod, 0, "out of memory");
		return NULL;
	}
	if (trace_build(t, o, &tmp) != 0) {
		arena_free(&tmp);
		cv_trace_free(t);
		return NULL;
	}
	arena_free(&tmp);
	t->arena.oom = NULL;
	return t;
}

void cv_trace_free(cv_trace *t)
{
	cv_allocator al;
	if (!t)
		return;
	al = t->m->ctx->alloc;
	cv_cfg_free(t->cfg);
	arena_free(&t->arena);
	cv_mem_realloc(&al, t, sizeof *t, 0);
}

size_t cv_trace_group_count(const cv_trace *t)
{
	return t->has_op ? t->oprel.nclasses : t->blocks.nclasses;
}

int cv_trace_converged(const cv_trace *t, unsigned t1, unsigned p1,
		       unsigned t2, unsigned p2)
{
	uint32_t i1, i2, k, c1 = UINT32_MAX, c2 = UINT32_MAX;
	if (t1 >= t->paths.nthreads || t2 >= t->paths.nthreads)
		return -1;
	i1 = t->off[t1] + p1;
	i2 = t->off[t2] + p2;
	if (i1 >= t->off[t1 + 1] || i2 >= t->off[t2 + 1])
		return -1;
	if (!t->has_op)
		return t->blocks.cls[i1] == t->blocks.cls[i2];
	for (k = 0; k < t->oprel.ninst; k++) {
		if (t->op_pos[k] == i1)
			c1 = t->oprel.cls[k];
		if (t->op_pos[k] == i2)
			c2 = t->oprel.cls[k];
	}
	if (c1 == UINT32_MAX || c2 == UINT32_MAX)
		return -1;
	return c1 == c2;
}

/* ---- printing ------------------------------------------------------------ */

static void print_cycles_line(outbuf *o, const cv_trace *t)
{
	const cycle_info *ci = &t->cfg->cycles;
	uint32_t c, k;
	char buf[24];
	if (!ci->ncycles) {
		out_str(o, "no cycles");
		return;
	}
	out_str(o, "cycles:");
	for (c = 0; c < ci->ncycles; c++) {
		const cycle *cy = &ci->cycles[c];
		out_char(o, ' ');
		for (k = 1; k < cy->depth; k++)
			out_char(o, '>');
		out_str(o, "{");
		for (k = 0; k < cy->nblocks; k++) {
			if (k)
				out_char(o, ' ');
			out_char(o, '%');
			out_str(o, block_label(t->m, t->f, ci->blocks[cy->block0 + k],
					       buf, sizeof buf));
		}
		out_str(o, "} header %");
		out_str(o, block_label(t->m, t->f, cycles_header(ci, c), buf,
				       sizeof buf));
	}
}

/* A table cell: the block and its instance number, as the specification
 * writes them (H1); "#" between them when the block's name ends in a
 * digit (a numbered block: 12#1, not 121). */
static void cell_text(const cv_trace *t, uint32_t at, char *buf, size_t cap)
{
	char b[24];
	const char *name = block_label(t->m, t->f, t->blocks_buf[at], b, sizeof b);
	size_t n = strlen(name);
	snprintf(buf, cap, "%s%s%u", name,
		 n && name[n - 1] >= '0' && name[n - 1] <= '9' ? "#" : "",
		 t->label[at]);
}

int cv_trace_print(const cv_trace *t, int json, const cv_writer *w)
{
	outbuf o;
	uint32_t ncol, col, th, k, i;
	const trace_rel *rel = t->has_op ? &t->oprel : &t->blocks;
	const uint32_t *colmap = t->has_op ? t->op_col : t->block_col;
	uint32_t *inst_of, *width, *col_cls;
	size_t cap;
	char buf[96];
	const cv_allocator *al = &t->m->ctx->alloc;
	memset(&o, 0, sizeof o);
	o.w = w;
	o.al = al;
	ncol = rel->nclasses;
	cap = ((size_t)ncol + 1) * 4;
	width = cv_mem_realloc(al, NULL, 0, cap);
	col_cls = cv_mem_realloc(al, NULL, 0, cap);
	inst_of = cv_mem_realloc(al, NULL, 0, ((size_t)rel->ninst + 1) * 4);
	if (!width || !col_cls || !inst_of) {
		if (width)
			cv_mem_realloc(al, width, cap, 0);
		if (col_cls)
			cv_mem_realloc(al, col_cls, cap, 0);
		if (inst_of)
			cv_mem_realloc(al, inst_of, ((size_t)rel->ninst + 1) * 4, 0);
		return -1;
	}
	for (k = 0; k < rel->ninst; k++)
		inst_of[k] = t->has_op ? t->op_pos[k] : k;
	for (k = 0; k < ncol; k++)
		col_cls[colmap[k]] = k;
	if (json) {
		out_str(&o, "{\"groups\": [");
		for (col = 0; col < ncol; col++) {
			int first = 1;
			out_str(&o, col ? ", [" : "[");
			for (k = 0; k < rel->ninst; k++) {
				uint32_t in = inst_of[k];
				if (rel->cls[k] != col_cls[col])
					continue;
				for (th = 0; t->off[th + 1] <= in; th++)
					;
				out_str(&o, first ? "[" : ", [");
				out_uint(&o, th);
				out_str(&o, ", ");
				out_uint(&o, in - t->off[th]);
				out_char(&o, ']');
				first = 0;
			}
			out_char(&o, ']');
		}
		out_str(&o, "]}\n");
	} else {
		const char *fname = t->global != UINT32_MAX
					    ? SYM_STR(&t->m->strs,
						      t->m->globals[t->global].name)
					    : "?";
		out_char(&o, '@');
		out_str(&o, fname);
		out_str(&o, ": ");
		out_uint(&o, t->paths.nthreads);
		out_str(&o, t->paths.nthreads == 1 ? " thread; " : " threads; ");
		print_cycles_line(&o, t);
		out_char(&o, '\n');
		if (t->has_op) {
			const inst *in = &t->f->insts[t->op];
			out_str(&o, "dynamic instances of the instruction at line ");
			out_uint(&o, in->line);
			if (in->name) {
				out_str(&o, " (%");
				out_str(&o, SYM_STR(&t->m->strs, in->name));
				out_char(&o, ')');
			}
			if (in->op == OP_CALL && in->ext &&
			    in->ext->intrinsic == INTR_CONV_ENTRY)
				out_str(&o, ", entry: converged for all threads");
			else if (in->op == OP_CALL && in->ext &&
				 in->ext->intrinsic == INTR_CONV_ANCHOR)
				out_str(&o, t->anchor == CV_ANCHOR_SINGLETON
						    ? ", anchor: each thread alone"
					    : t->anchor == CV_ANCHOR_RANDOM
						    ? ", anchor: a random split"
						    : ", anchor: the threads converged there");
			else if (in->op == OP_CALL && in->ext &&
				 in->ext->intrinsic == INTR_CONV_LOOP)
				out_str(&o, ", loop: the n-th execution with a token "
					    "from converged instances");
			else
				out_str(&o, in->ext && in->ext->conv_token != REF_NULL
						    ? ", controlled by its token"
					    : in->ext && in->ext->convergent
						    ? ", uncontrolled: maximal convergence"
						    : ", not convergent: controlled "
						      "maximal convergence");
			out_str(&o, "; a cell is the block instance executing "
				    "it\n");
		}
		/* column widths */
		for (col = 0; col < ncol; col++) {
			snprintf(buf, sizeof buf, "%u", col + 1);
			width[col] = (uint32_t)strlen(buf);
		}
		for (k = 0; k < rel->ninst; k++) {
			uint32_t c = colmap[rel->cls[k]];
			cell_text(t, inst_of[k], buf, sizeof buf);
			if (strlen(buf) > width[c])
				width[c] = (uint32_t)strlen(buf);
		}
		snprintf(buf, sizeof buf, "thread %u", t->paths.nthreads - 1);
		{
			size_t lw = strlen(buf), pad;
			for (pad = 0; pad < lw; pad++)
				out_char(&o, ' ');
			for (col = 0; col < ncol; col++) {
				size_t len;
				snprintf(buf, sizeof buf, "%u", col + 1);
				len = strlen(buf);
				out_str(&o, "  ");
				out_str(&o, buf);
				if (col + 1 < ncol)
					for (pad = len; pad < width[col]; pad++)
						out_char(&o, ' ');
			}
			out_char(&o, '\n');
			for (th = 0; th < t->paths.nthreads; th++) {
				size_t used;
				uint32_t filled = 0, pending = 0;
				snprintf(buf, sizeof buf, "thread %u", th);
				out_str(&o, buf);
				for (pad = strlen(buf); pad < lw; pad++)
					out_char(&o, ' ');
				/* cells of this thread by column */
				for (col = 0; col < ncol; col++) {
					uint32_t found = UINT32_MAX;
					for (k = 0; k < rel->ninst; k++) {
						uint32_t in = inst_of[k];
						if (in >= t->off[th] && in < t->off[th + 1] &&
						    colmap[rel->cls[k]] == col) {
							found = in;
							break;
						}
					}
					if (found == UINT32_MAX) {
						pending += 2 + width[col];
						continue;
					}
					for (i = 0; i < pending; i++)
						out_char(&o, ' ');
					pending = 0;
					cell_text(t, found, buf, sizeof buf);
					out_str(&o, "  ");
					out_str(&o, buf);
					used = strlen(buf);
					pending = width[col] - (uint32_t)used;
					filled++;
				}
				(void)filled;
				out_char(&o, '\n');
			}
		}
	}
	out_flush(&o);
	out_release(&o);
	cv_mem_realloc(al, width, cap, 0);
	cv_mem_realloc(al, col_cls, cap, 0);
	cv_mem_realloc(al, inst_of, ((size_t)rel->ninst + 1) * 4, 0);
	return o.failed ? -1 : 0;
}
