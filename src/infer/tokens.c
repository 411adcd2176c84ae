/*
 * tokens.c - Inferring Tokens (ConvergentOperations, "Inferring Tokens"):
 * explicit convergence control for functions whose convergent operations
 * are uncontrolled.
 *
 *   step 1  each irreducible cycle that contains a convergent operation
 *           becomes a natural loop: a guard block takes every edge that
 *           enters the cycle from outside and every edge to its header,
 *           and a phi (%irr.sel) says which entry to go on to (the shape
 *           of LLVM's FixIrreducible).  The header is the one LLVM's
 *           hierarchy of the input gives the cycle, and an edge from
 *           outside to it passes the guard twice (an edge from the guard
 *           to itself), so that the guard's heart counts the passes
 *           through that header: the groups are those of the input as
 *           `converge run` computes them.  Outer cycles first; the forest
 *           is computed again after each, so nested irreducible cycles are
 *           found inside the new loops.  Phis of the entries move into the
 *           guard (poison for the other entries' edges).
 *   step 2  llvm.experimental.convergence.entry at the start of the entry
 *           block; in a function that is not convergent, where entry is an
 *           error, an anchor.
 *   step 3  llvm.experimental.convergence.loop at the start of the header
 *           of each cycle that contains a convergent operation (every
 *           cycle with every_cycle), its token the parent cycle's heart or
 *           the entry token.
 *   step 4  a convergencectrl bundle on each uncontrolled convergent
 *           operation: the heart of its innermost cycle, else the entry
 *           token.
 *
 * The function is copied with the new blocks and instructions appended
 * (no index of the original moves), printed with the printer's hooks
 * (the token definitions are lines printed before an instruction) and the
 * text read back, so the result is what `opt -S` would print and read:
 * predecessor lists, numbering and the intrinsics' declarations included.
 * Nothing is printed here; problems are diagnostics.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cfg/cfg.h"
#include "infer/tokens.h"
#include "ir/text.h"
#include "print/print.h"
#include "read/attrtab.h"

#define NONE UINT32_MAX
#define NEWZ(a, T, n) ((T *)arena_zalloc((a), ((size_t)(n) + 1) * sizeof(T)))

enum { NK_ORIG, NK_GUARD, NK_SPLIT };
enum { TK_ENTRY, TK_ANCHOR, TK_LOOP };

/* A block of the function being rewritten: the original blocks keep
 * their index, new ones follow. */
typedef struct tnode {
	uint32_t *succ;     /* successor slots in the terminator's order */
	uint32_t nsucc;
	uint8_t kind, changed;
	sym name;           /* new blocks */
	uint32_t sel;       /* guard: its selector phi */
	uint32_t *gphis;    /* guard: the phis moved into it */
	uint32_t ngphis;
	uint32_t nconv;     /* uncontrolled convergent operations */
	uint32_t first;     /* new blocks: their instructions in f2 */
	uint32_t *pc;       /* step 1: nodes that have had an edge to this
			     * one (some may have it no more) */
	uint32_t npc, cappc;
	uint32_t seen;      /* step 1: stamp of the cycle that saw it */
	uint32_t eseen, ent; /* step 1: entry ent of the cycle eseen */
} tnode;

/* A phi being rewritten: an original one (inst) or a new one, whose
 * value is REF(REF_INST, f->ninsts + id) until it has its place. */
typedef struct tphi {
	tyid type;
	sym name;
	uint32_t inst;      /* original phi, NONE for a new one */
	uint32_t final;     /* its index in f2 */
	ref *val;
	uint32_t *pred;
	uint32_t n, cap;
} tphi;

typedef struct tok {
	uint8_t kind;
	sym name;
	uint32_t parent;    /* token, NONE for entry and anchor */
	uint32_t node;
	uint32_t next;      /* the next token printed before the same
			     * instruction */
} tok;

typedef struct tfn {
	uint32_t gi;
	const function *f;
	function *f2;
	uint8_t anchor, made_convergent;
	tnode *nodes;
	uint32_t nnodes, capnodes;
	tphi *phis;
	uint32_t nphis, capphis;
	uint32_t *phi_of;   /* original instruction -> tphi (step 1) */
	tok *toks;
	uint32_t ntoks, captoks;
	uint32_t *bundle;   /* original instruction -> token, NONE */
	uint32_t *tok_at;   /* f2 instruction -> first token before it */
	strtab names;       /* the local names, to make new ones unique */
	uint32_t uniq;
	const char **made;  /* the new blocks' names, for the explanation */
	uint32_t nmade, capmade;
	uint32_t guards, splits, irreducible;
	uint32_t stamp;     /* step 1: one per cycle made reducible */
} tfn;

struct cv_tokens {
	cv_context *ctx;
	cv_module *m;
	cv_module *result;
	cv_tokens_options opts;
	cv_tokens_stats st;
	arena mem;          /* what the explanation needs: lives with t */
	arena work;         /* copies of functions: until the text is read */
	arena *scratch;     /* per computation */
	tfn **by_global;
	tfn **by_order;     /* k-th function printed -> tfn or NULL */
	uint32_t nby_order;
	uint8_t *named;     /* global named by an instruction */
	sym s_ctrl;
	int failed;         /* a diagnostic was given */
	tfn *busy;          /* the function being planned: its names */
	/* printing */
	tfn *cur;
	uint32_t kfn;
};

/* ---- small helpers ----------------------------------------------------- */

static void *grow(arena *a, void *p, uint32_t n, uint32_t *cap, size_t elem)
{
	void *np;
	uint32_t nc;
	if (n < *cap)
		return p;
	nc = *cap ? *cap * 2 : 8;
	np = arena_alloc(a, (size_t)nc * elem);
	if (n)
		memcpy(np, p, (size_t)n * elem);
	*cap = nc;
	return np;
}

static const char *sstr(const cv_module *m, sym s)
{
	return SYM_STR(&m->strs, s);
}

static void fail_at(cv_tokens *t, const function *f, const inst *in,
		    const char *what)
{
	const global *g;
	uint32_t i;
	for (i = 0; i < t->m->nglobals; i++)
		if (t->m->globals[i].fn == f)
			break;
	g = i < t->m->nglobals ? &t->m->globals[i] : NULL;
	diag_add(t->ctx, t->opts.skip_unmodelled ? CV_WARNING : CV_ERROR,
		 t->m->filename, in ? in->line : f->line, in ? inst_col(in) : 1,
		 NULL, 0, "tokens: @%s: %s (not modelled)%s",
		 g && !g->numbered ? sstr(t->m, g->name) : "?", what,
		 t->opts.skip_unmodelled ? "; the function is left as it is"
					 : "");
	t->failed = 1;
}

static int is_call_op(int op)
{
	return op == OP_CALL || op == OP_INVOKE || op == OP_CALLBR;
}

/* The called operand of a call, invoke or callbr. */
static ref callee_of(const function *f, const inst *in)
{
	uint32_t k = in->nops - 1;
	if (in->op == OP_INVOKE)
		k -= 2;
	else if (in->op == OP_CALLBR)
		k -= in->ext->nindices + 1;
	return INST_OPS(f, in)[k];
}

/* CallBase::isConvergent: the call site's `convergent`, else the direct
 * callee's (a call of another type than the callee's is indirect). */
static int call_convergent(const cv_module *m, const function *f,
			   const inst *in)
{
	const attrset_rec *cs;
	ref c;
	if (!is_call_op(in->op) || !in->ext)
		return 0;
	cs = &m->attrsets[in->ext->fn_attrs];
	if (cs->has_noconvergent)
		return 0;
	if (cs->has_convergent)
		return 1;
	c = callee_of(f, in);
	if (REF_KIND(c) != REF_GLOBAL)
		return 0;
	{
		const global *g = &m->globals[REF_IDX(c)];
		return g->kind == G_FUNC && g->fn && g->type == in->ext->ty2 &&
		       g->fn->is_convergent;
	}
}

static int conv_intrinsic(const inst *in)
{
	int k;
	if (!is_call_op(in->op) || !in->ext)
		return 0;
	k = in->ext->intrinsic;
	return k == INTR_CONV_ENTRY || k == INTR_CONV_ANCHOR ||
	       k == INTR_CONV_LOOP;
}

/* An uncontrolled convergent operation (the intrinsics aside). */
static int uncontrolled(const cv_module *m, const function *f,
			const inst *in)
{
	return !conv_intrinsic(in) && call_convergent(m, f, in) &&
	       in->ext->conv_token == REF_NULL;
}

/* A name for something new: base, else base<N> as LLVM's symbol table
 * makes names unique. */
static sym new_name(cv_tokens *t, tfn *w, const char *base)
{
	char buf[256];
	size_t n = strlen(base);
	if (n > 200)
		n = 200;
	memcpy(buf, base, n);
	buf[n] = 0;
	while (strtab_find(&w->names, buf, strlen(buf)))
		snprintf(buf + n, sizeof buf - n, "%u", ++w->uniq);
	strtab_intern(&w->names, &t->work, buf, strlen(buf));
	return strtab_intern(&t->m->strs, &t->m->arena, buf, strlen(buf));
}

static void names_init(cv_tokens *t, tfn *w)
{
	const cv_module *m = t->m;
	const function *f = w->f;
	uint32_t i;
	for (i = 0; i < f->nargs; i++)
		if (f->args[i].name)
			strtab_intern(&w->names, &t->work, sstr(m, f->args[i].name),
				      SYM_LEN(&m->strs, f->args[i].name));
	for (i = 0; i < f->nblocks; i++)
		if (f->blocks[i].name)
			strtab_intern(&w->names, &t->work,
				      sstr(m, f->blocks[i].name),
				      SYM_LEN(&m->strs, f->blocks[i].name));
	for (i = 0; i < f->ninsts; i++)
		if (f->insts[i].name)
			strtab_intern(&w->names, &t->work,
				      sstr(m, f->insts[i].name),
				      SYM_LEN(&m->strs, f->insts[i].name));
}

static uint32_t add_node(cv_tokens *t, tfn *w, int kind, const char *name)
{
	tnode *nd;
	w->nodes = grow(&t->work, w->nodes, w->nnodes, &w->capnodes,
			sizeof *w->nodes);
	nd = &w->nodes[w->nnodes];
	memset(nd, 0, sizeof *nd);
	nd->kind = (uint8_t)kind;
	nd->sel = NONE;
	if (name) {
		nd->name = new_name(t, w, name);
		w->made = grow(&t->mem, (void *)w->made, w->nmade, &w->capmade,
			       sizeof *w->made);
		w->made[w->nmade++] = sstr(t->m, nd->name);
	}
	return w->nnodes++;
}

static uint32_t add_phi(cv_tokens *t, tfn *w, tyid ty, sym name,
			uint32_t orig)
{
	tphi *p;
	w->phis = grow(&t->work, w->phis, w->nphis, &w->capphis,
		       sizeof *w->phis);
	p = &w->phis[w->nphis];
	memset(p, 0, sizeof *p);
	p->type = ty;
	p->name = name;
	p->inst = orig;
	p->final = orig;
	return w->nphis++;
}

static void phi_push(cv_tokens *t, tphi *p, ref v, uint32_t pred)
{
	if (p->n == p->cap) {
		uint32_t cap = p->cap;
		p->val = grow(&t->work, p->val, p->n, &cap, sizeof *p->val);
		p->pred = grow(&t->work, p->pred, p->n, &p->cap, sizeof *p->pred);
	}
	p->val[p->n] = v;
	p->pred[p->n++] = pred;
}

/* The tphi of original phi ii, made from its operands on first use. */
static uint32_t phi_of(cv_tokens *t, tfn *w, uint32_t ii)
{
	const inst *in = &w->f->insts[ii];
	const ref *ops = INST_OPS(w->f, in);
	uint32_t id, k;
	if (w->phi_of[ii] != NONE)
		return w->phi_of[ii];
	id = add_phi(t, w, in->type, in->name, ii);
	for (k = 0; k + 1 < in->nops; k += 2)
		phi_push(t, &w->phis[id], ops[k], REF_IDX(ops[k + 1]));
	w->phi_of[ii] = id;
	return id;
}

static ref new_value(const tfn *w, uint32_t phi)
{
	return REF(REF_INST, w->f->ninsts + phi);
}

static ref int_const(cv_tokens *t, tyid ty, uint64_t v, int kind)
{
	constant c;
	memset(&c, 0, sizeof c);
	c.kind = (uint8_t)kind;
	c.type = ty;
	c.v.u = v;
	return REF(REF_CONST, module_add_const(t->m, &c));
}

/* The first instruction of block b where a token definition may go (after
 * the phis and an exception pad), or NONE (a catchswitch block). */
static uint32_t insertion_point(const function *f, uint32_t b)
{
	const block *bl = &f->blocks[b];
	uint32_t i = bl->first;
	while (i < bl->first + bl->n && f->insts[i].op == OP_PHI)
		i++;
	if (i < bl->first + bl->n &&
	    (f->insts[i].op == OP_LANDINGPAD || f->insts[i].op == OP_CATCHPAD ||
	     f->insts[i].op == OP_CLEANUPPAD))
		i++;
	if (i >= bl->first + bl->n || f->insts[i].op == OP_CATCHSWITCH)
		return NONE;
	return i;
}

/* ---- the graph ---------------------------------------------------------- */

static int nodes_init(cv_tokens *t, tfn *w)
{
	const function *f = w->f;
	uint32_t b;
	for (b = 0; b < f->nblocks; b++) {
		const block *bl = &f->blocks[b];
		const inst *term = &f->insts[bl->first + bl->n - 1];
		const ref *ops = INST_OPS(f, term);
		uint32_t id = add_node(t, w, NK_ORIG, NULL), k, n = 0, i;
		tnode *nd = &w->nodes[id];
		for (k = 0; k < term->nops; k++)
			if (REF_KIND(ops[k]) == REF_BLOCK)
				n++;
		if (n != bl->nsuccs) {
			fail_at(t, f, term, "a terminator whose block operands are "
				"not its successors");
			return -1;
		}
		nd->succ = NEWZ(&t->work, uint32_t, n);
		for (k = 0; k < term->nops; k++)
			if (REF_KIND(ops[k]) == REF_BLOCK)
				nd->succ[nd->nsucc++] = REF_IDX(ops[k]);
		for (i = bl->first; i < bl->first + bl->n; i++)
			if (uncontrolled(t->m, f, &f->insts[i]))
				nd->nconv++;
	}
	return 0;
}

static void graph_build(const tfn *w, cfg_graph *g, arena *a)
{
	uint32_t n = w->nnodes, i, k, ne = 0;
	uint32_t *fill;
	g->n = n;
	g->succ_off = NEWZ(a, uint32_t, n + 1);
	g->pred_off = NEWZ(a, uint32_t, n + 1);
	for (i = 0; i < n; i++)
		ne += w->nodes[i].nsucc;
	g->succ = NEWZ(a, uint32_t, ne);
	g->pred = NEWZ(a, uint32_t, ne);
	fill = NEWZ(a, uint32_t, n + 1);
	ne = 0;
	for (i = 0; i < n; i++) {
		g->succ_off[i] = ne;
		for (k = 0; k < w->nodes[i].nsucc; k++) {
			g->succ[ne++] = w->nodes[i].succ[k];
			g->pred_off[w->nodes[i].succ[k] + 1]++;
		}
	}
	g->succ_off[n] = ne;
	for (i = 0; i < n; i++)
		g->pred_off[i + 1] += g->pred_off[i];
	for (i = 0; i < n; i++)
		for (k = 0; k < w->nodes[i].nsucc; k++) {
			uint32_t s = w->nodes[i].succ[k];
			g->pred[g->pred_off[s] + fill[s]++] = i;
		}
}

/* The cycle has an uncontrolled convergent operation (its descendants'
 * blocks are among its blocks). */
static int cycle_needs(const cv_tokens *t, const tfn *w,
		       const cycle_info *ci, uint32_t c)
{
	const cycle *cy = &ci->cycles[c];
	uint32_t k;
	if (t->opts.every_cycle)
		return 1;
	for (k = 0; k < cy->nblocks; k++)
		if (w->nodes[ci->blocks[cy->block0 + k]].nconv)
			return 1;
	return 0;
}

/* ---- step 1: irreducible cycles made reducible -------------------------- */

typedef struct redirect {
	uint32_t from, slot, entry; /* edge from -> entries[entry] */
	uint32_t sel;               /* the selector's value for it */
	uint32_t pred;              /* the guard's predecessor for it */
	ref *vals;                  /* the entry's phis' values on it */
} redirect;

static int entry_ok(cv_tokens *t, tfn *w, uint32_t b)
{
	const function *f = w->f;
	const block *bl;
	uint32_t i;
	if (b >= f->nblocks)
		return 1;
	bl = &f->blocks[b];
	for (i = bl->first; f->insts[i].op == OP_PHI; i++)
		;
	switch (f->insts[i].op) {
	case OP_LANDINGPAD: case OP_CATCHPAD: case OP_CLEANUPPAD:
	case OP_CATCHSWITCH:
		fail_at(t, f, &f->insts[i], "an irreducible cycle entered at an "
			"exception pad");
		return 0;
	}
	return 1;
}

/* Whether the terminator of node u may have its slot-th successor
 * replaced: br, switch, an invoke's normal destination, a new block's. */
static int slot_ok(cv_tokens *t, tfn *w, uint32_t u, uint32_t slot)
{
	const function *f = w->f;
	const inst *term;
	if (u >= f->nblocks)
		return 1;
	term = &f->insts[f->blocks[u].first + f->blocks[u].n - 1];
	if (term->op == OP_BR || term->op == OP_SWITCH ||
	    (term->op == OP_INVOKE && slot == 0))
		return 1;
	fail_at(t, f, term, "an irreducible cycle entered by an edge of this "
		"terminator (only br, switch and an invoke's normal edge are "
		"redirected)");
	return 0;
}

/* The original phis of node b (an original block) as tphis: their
 * count, ids in out (from the work arena). */
static uint32_t entry_phis(cv_tokens *t, tfn *w, uint32_t b, uint32_t **out)
{
	const block *bl = &w->f->blocks[b];
	uint32_t n = 0, i;
	while (n < bl->n && w->f->insts[bl->first + n].op == OP_PHI)
		n++;
	*out = NEWZ(&t->work, uint32_t, n);
	for (i = 0; i < n; i++)
		(*out)[i] = phi_of(t, w, bl->first + i);
	return n;
}

/* Takes out of phi p the first incoming pair from pred; its value. */
static ref phi_take(tphi *p, uint32_t pred)
{
	uint32_t k;
	ref v;
	for (k = 0; k < p->n && p->pred[k] != pred; k++)
		;
	if (k == p->n)
		return REF_NULL;
	v = p->val[k];
	memmove(p->val + k, p->val + k + 1, (p->n - k - 1) * sizeof *p->val);
	memmove(p->pred + k, p->pred + k + 1, (p->n - k - 1) * sizeof *p->pred);
	p->n--;
	return v;
}

static void pc_push(cv_tokens *t, tfn *w, uint32_t to, uint32_t from)
{
	tnode *nd = &w->nodes[to];
	nd->pc = grow(&t->work, nd->pc, nd->npc, &nd->cappc, sizeof *nd->pc);
	nd->pc[nd->npc++] = from;
}

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	return x < y ? -1 : x > y;
}

/* The nodes with an edge to an entry, in index order: the candidates
 * that the entries' pc lists hold, each once. */
static uint32_t entry_preds(cv_tokens *t, tfn *w, const uint32_t *ent,
			    uint32_t nent, uint32_t **out)
{
	uint32_t n = 0, total = 0, j, k, *v;
	for (j = 0; j < nent; j++)
		total += w->nodes[ent[j]].npc;
	v = NEWZ(&t->work, uint32_t, total);
	for (j = 0; j < nent; j++) {
		const tnode *e = &w->nodes[ent[j]];
		for (k = 0; k < e->npc; k++) {
			tnode *u = &w->nodes[e->pc[k]];
			if (u->seen != w->stamp) {
				u->seen = w->stamp;
				v[n++] = e->pc[k];
			}
		}
	}
	qsort(v, n, sizeof *v, cmp_u32);
	*out = v;
	return n;
}

/* The edges that go through the guard: from outside the cycle (c of the
 * input's forest ci: the cycles step 1 made reducible around it do not
 * change its blocks) into any entry, and from inside to the header ent[0]
 * (the back edges); an edge from inside to another entry stays.  sel: the
 * entry's index, or nent for an edge from outside to the header (the
 * guard passes it on to itself once: see fix_cycle).  Splits the edges
 * of a block that goes to two entries (the guard's phi tells one
 * predecessor one entry).  Time: the edges into the entries. */
static redirect *collect_edges(cv_tokens *t, tfn *w, const cycle_info *ci,
			       uint32_t c, const uint32_t *ent, uint32_t nent,
			       uint32_t *nred)
{
	redirect *r = NULL;
	uint32_t n = 0, cap = 0, k, i, nu, *us;
	for (k = 0; k < nent; k++) {
		w->nodes[ent[k]].eseen = w->stamp;
		w->nodes[ent[k]].ent = k;
	}
	nu = entry_preds(t, w, ent, nent, &us);
	for (i = 0; i < nu; i++) {
		uint32_t u = us[i];
		tnode *nd = &w->nodes[u];
		uint32_t first = n, distinct = NONE, split = 0;
		int inside = u < w->f->nblocks && cycles_contains_block(ci, c, u);
		for (k = 0; k < nd->nsucc; k++) {
			const tnode *s = &w->nodes[nd->succ[k]];
			uint32_t j = s->eseen == w->stamp ? s->ent : NONE;
			if (j == NONE)
				continue;
			if (j != 0 && inside)
				continue;
			if (!slot_ok(t, w, u, k))
				return NULL;
			r = grow(&t->work, r, n, &cap, sizeof *r);
			r[n].from = u;
			r[n].slot = k;
			r[n].entry = j;
			r[n].sel = j == 0 && !inside ? nent : j;
			r[n].pred = u;
			r[n].vals = NULL;
			n++;
			if (distinct == NONE)
				distinct = j;
			else if (distinct != j)
				split = 1;
		}
		for (k = first; split && k < n; k++)
			r[k].pred = NONE; /* a block of its own */
	}
	*nred = n;
	return r;
}

/* The guard's selector and its phis: one per phi of each entry, with the
 * values of the edges to that entry and poison on the others.  With
 * self, the guard's edge to itself: the selector says "the header" and
 * the header's phis keep their value. */
static void guard_phis(cv_tokens *t, tfn *w, uint32_t G, const redirect *r,
		       uint32_t nred, uint32_t nent, uint32_t **ephis,
		       const uint32_t *nephis, int self)
{
	tnode *g = &w->nodes[G];
	uint32_t sel = add_phi(t, w, t->m->t_i32,
			       new_name(t, w, TOKENS_SELECT_NAME), NONE);
	uint32_t total = 0, e, j, q;
	g = &w->nodes[G];
	g->sel = sel;
	for (e = 0; e < nred; e++)
		phi_push(t, &w->phis[sel],
			 int_const(t, t->m->t_i32, r[e].sel, C_INT), r[e].pred);
	if (self)
		phi_push(t, &w->phis[sel], int_const(t, t->m->t_i32, 0, C_INT),
			 G);
	for (j = 0; j < nent; j++)
		total += nephis[j];
	g->gphis = NEWZ(&t->work, uint32_t, total);
	for (j = 0; j < nent; j++)
		for (q = 0; q < nephis[j]; q++) {
			tphi *orig = &w->phis[ephis[j][q]];
			char base[220];
			uint32_t id;
			if (orig->name)
				snprintf(base, sizeof base, "%.200s%s",
					 sstr(t->m, orig->name),
					 TOKENS_VALUE_SUFFIX);
			else
				snprintf(base, sizeof base, "irr.val");
			id = add_phi(t, w, orig->type, new_name(t, w, base), NONE);
			g = &w->nodes[G];
			g->gphis[g->ngphis++] = id;
			for (e = 0; e < nred; e++)
				phi_push(t, &w->phis[id],
					 r[e].entry == j
						 ? r[e].vals[q]
						 : int_const(t, w->phis[id].type,
							     0, C_POISON),
					 r[e].pred);
			if (self)
				phi_push(t, &w->phis[id],
					 j == 0 ? new_value(w, id)
						: int_const(t, w->phis[id].type,
							    0, C_POISON),
					 G);
			phi_push(t, &w->phis[ephis[j][q]], new_value(w, id), G);
		}
}

/* Cycle c of the input's forest ci, with its header hdr, becomes a
 * natural loop headed by a new guard G: the edges
 * from outside into any entry and the edges from inside to hdr go to G,
 * which goes on to the entry the edge was going to.  An edge from outside
 * to hdr passes G twice (G's switch has an edge to G itself), so that a
 * thread's passes through G are one more than its passes through hdr at
 * every block of the cycle, whichever entry it came in by: the heart in G
 * then counts the iterations of LLVM's hierarchy, where a thread that
 * entered at another entry is in no iteration until it reaches hdr. */
static int fix_cycle(cv_tokens *t, tfn *w, const cycle_info *ci, uint32_t c)
{
	const cycle *cy = &ci->cycles[c];
	const uint32_t *ent = ci->entries + cy->entry0; /* the header first */
	uint32_t nent = cy->nentries, nred, e, j, q, G;
	uint32_t **ephis, *nephis;
	int self = 0;
	redirect *r;
	for (j = 0; j < nent; j++)
		if (!entry_ok(t, w, ent[j]))
			return -1;
	w->stamp++;
	r = collect_edges(t, w, ci, c, ent, nent, &nred);
	if (!r)
		return -1;
	ephis = NEWZ(&t->work, uint32_t *, nent);
	nephis = NEWZ(&t->work, uint32_t, nent);
	for (j = 0; j < nent; j++)
		nephis[j] = ent[j] < w->f->nblocks
				    ? entry_phis(t, w, ent[j], &ephis[j])
				    : 0;
	G = add_node(t, w, NK_GUARD, TOKENS_GUARD_NAME);
	w->guards++;
	w->irreducible++;
	for (e = 0; e < nred; e++) {
		redirect *x = &r[e];
		uint32_t ne = nephis[x->entry];
		self |= x->sel == nent;
		x->vals = NEWZ(&t->work, ref, ne);
		for (q = 0; q < ne; q++)
			x->vals[q] = phi_take(&w->phis[ephis[x->entry][q]], x->from);
		if (x->pred == NONE) {
			uint32_t s = add_node(t, w, NK_SPLIT, TOKENS_SPLIT_NAME);
			w->nodes[s].succ = NEWZ(&t->work, uint32_t, 1);
			w->nodes[s].succ[0] = G;
			w->nodes[s].nsucc = 1;
			pc_push(t, w, G, s);
			w->splits++;
			x->pred = s;
			w->nodes[x->from].succ[x->slot] = s;
		} else {
			w->nodes[x->from].succ[x->slot] = G;
			pc_push(t, w, G, x->from);
		}
		w->nodes[x->from].changed = 1;
	}
	guard_phis(t, w, G, r, nred, nent, ephis, nephis, self);
	{
		tnode *g = &w->nodes[G];
		g->succ = NEWZ(&t->work, uint32_t, nent + 1);
		for (j = 0; j < nent; j++)
			g->succ[g->nsucc++] = ent[j];
		if (self)
			g->succ[g->nsucc++] = G;
	}
	for (j = 0; j < nent; j++)
		pc_push(t, w, ent[j], G);
	if (self)
		pc_push(t, w, G, G);
	return 0;
}

/* The input's cycles in pre-order (parents first): each irreducible one
 * that needs a heart is made reducible, with the header and entries of
 * LLVM's hierarchy of the input.  The forest is not computed again: after
 * a cycle C is made a natural loop, the cycles inside it that avoid its
 * guard avoid its header (the guard is its only predecessor), so they are
 * C's children in the input, with the same blocks and the same entries
 * (docs/tokens.md); the guards and edge blocks lie outside them. */
static int step1(cv_tokens *t, tfn *w)
{
	cfg_graph og;
	cycle_info orig;
	uint32_t c, u, k;
	cfg_graph_build(&og, w->f, t->scratch);
	cycles_compute(&orig, &og, t->scratch, t->scratch);
	for (c = 0; c < orig.ncycles; c++)
		if (!cycles_is_reducible(&orig, c) && cycle_needs(t, w, &orig, c))
			break;
	if (c == orig.ncycles)
		return 0;
	w->phi_of = NEWZ(&t->work, uint32_t, w->f->ninsts);
	for (u = 0; u < w->f->ninsts; u++)
		w->phi_of[u] = NONE;
	for (u = 0; u < w->f->nblocks; u++)
		for (k = 0; k < w->nodes[u].nsucc; k++)
			pc_push(t, w, w->nodes[u].succ[k], u);
	for (; c < orig.ncycles; c++)
		if (!cycles_is_reducible(&orig, c) && cycle_needs(t, w, &orig, c) &&
		    fix_cycle(t, w, &orig, c) != 0)
			return -1;
	return 0;
}

/* ---- steps 2 to 4 --------------------------------------------------------- */

static uint32_t add_tok(cv_tokens *t, tfn *w, int kind, uint32_t parent,
			uint32_t node)
{
	tok *k;
	const char *base = kind == TK_ENTRY    ? TOKENS_ENTRY_NAME
			   : kind == TK_ANCHOR ? TOKENS_ANCHOR_NAME
					       : TOKENS_LOOP_NAME;
	w->toks = grow(&t->work, w->toks, w->ntoks, &w->captoks,
		       sizeof *w->toks);
	k = &w->toks[w->ntoks];
	k->kind = (uint8_t)kind;
	k->parent = parent;
	k->node = node;
	k->next = NONE;
	k->name = new_name(t, w, base);
	return w->ntoks++;
}

static int steps234(cv_tokens *t, tfn *w, int entry_kind)
{
	const function *f = w->f;
	cfg_graph g;
	cycle_info ci;
	uint32_t c, b, i, entry, *tokc;
	graph_build(w, &g, t->scratch);
	cycles_compute(&ci, &g, t->scratch, t->scratch);
	entry = add_tok(t, w, entry_kind, NONE, 0);
	tokc = NEWZ(t->scratch, uint32_t, ci.ncycles);
	for (c = 0; c < ci.ncycles; c++) {
		uint32_t p = ci.cycles[c].parent, h;
		tokc[c] = NONE;
		if (!cycle_needs(t, w, &ci, c))
			continue;
		if (!cycles_is_reducible(&ci, c)) {
			fail_at(t, f, NULL, "an irreducible cycle left by step 1 "
				"(internal error)");
			return -1;
		}
		h = cycles_header(&ci, c);
		if (h < f->nblocks && insertion_point(f, h) == NONE) {
			fail_at(t, f, &f->insts[f->blocks[h].first],
				"a cycle header where no instruction can go "
				"(a catchswitch block)");
			return -1;
		}
		tokc[c] = add_tok(t, w, TK_LOOP,
				  p == CFG_NONE ? entry : tokc[p], h);
	}
	w->bundle = NEWZ(&t->work, uint32_t, f->ninsts);
	for (i = 0; i < f->ninsts; i++)
		w->bundle[i] = NONE;
	for (b = 0; b < f->nblocks; b++) {
		const block *bl = &f->blocks[b];
		uint32_t cyc = ci.block_cycle[b], d = NONE;
		if (!w->nodes[b].nconv)
			continue;
		if (b && !ci.dfs_start[b]) {
			/* unreachable: no token reaches it, and the closed-path
			 * rules hold in an unreachable cycle too; an anchor of
			 * the block's own */
			if (insertion_point(f, b) == NONE) {
				fail_at(t, f, &f->insts[bl->first],
					"an unreachable catchswitch block");
				return -1;
			}
			d = add_tok(t, w, TK_ANCHOR, NONE, b);
		} else
			d = cyc == CFG_NONE ? entry : tokc[cyc];
		for (i = bl->first; i < bl->first + bl->n; i++)
			if (uncontrolled(t->m, f, &f->insts[i]))
				w->bundle[i] = d;
	}
	return 0;
}

/* ---- the copy that is printed --------------------------------------------- */

static ref remap(const tfn *w, ref r)
{
	if (REF_KIND(r) == REF_INST && REF_IDX(r) >= w->f->ninsts)
		return REF(REF_INST, w->phis[REF_IDX(r) - w->f->ninsts].final);
	return r;
}

static uint32_t put_phi(tfn *w, function *f2, uint32_t *nops, uint32_t id)
{
	const tphi *p = &w->phis[id];
	uint32_t k, at = *nops;
	for (k = 0; k < p->n; k++) {
		f2->ops[(*nops)++] = remap(w, p->val[k]);
		f2->ops[(*nops)++] = REF(REF_BLOCK, p->pred[k]);
	}
	return at;
}

/* Instruction ii of the original with its token bundle and its block
 * operands as the node says, its operands appended. */
static void put_changed(cv_tokens *t, tfn *w, function *f2, uint32_t *nops,
			uint32_t ii)
{
	const function *f = w->f;
	inst *in = &f2->insts[ii];
	const ref *ops = INST_OPS(f, &f->insts[ii]);
	uint32_t at = *nops, k, slot = 0, n = in->nops;
	const tnode *nd = &w->nodes[in->block];
	int is_term = ii == f->blocks[in->block].first + f->blocks[in->block].n - 1;
	if (w->bundle[ii] != NONE) {
		inst_ext *x = arena_alloc(&t->work, sizeof *x);
		uint32_t nb = 0;
		*x = *in->ext;
		x->bundles = NEWZ(&t->work, bundle, x->nbundles + 1);
		if (in->ext->nbundles)
			memcpy(x->bundles, in->ext->bundles,
			       in->ext->nbundles * sizeof *x->bundles);
		for (k = 0; k < x->nbundles; k++)
			nb += x->bundles[k].n;
		x->bundles[x->nbundles].tag = t->s_ctrl;
		x->bundles[x->nbundles].first = x->nargs + nb;
		x->bundles[x->nbundles].n = 1;
		x->nbundles++;
		x->conv_token = REF(REF_INST, f->ninsts + w->bundle[ii]);
		for (k = 0; k < x->nargs + nb; k++)
			f2->ops[(*nops)++] = ops[k];
		f2->ops[(*nops)++] = x->conv_token;
		for (; k < n; k++)
			f2->ops[(*nops)++] = ops[k];
		in->ext = x;
		n++;
	} else
		for (k = 0; k < n; k++)
			f2->ops[(*nops)++] = ops[k];
	if (is_term && nd->changed)
		for (k = at; k < *nops; k++)
			if (REF_KIND(f2->ops[k]) == REF_BLOCK)
				f2->ops[k] = REF(REF_BLOCK, nd->succ[slot++]);
	in->ops = at;
	in->nops = n;
}

static void put_inst(function *f2, uint32_t ii, int op, tyid ty, sym name,
		     uint32_t b, uint32_t ops, uint32_t nops)
{
	inst *in = &f2->insts[ii];
	memset(in, 0, sizeof *in);
	in->op = (uint8_t)op;
	in->type = ty;
	in->name = name;
	in->block = b;
	in->ops = ops;
	in->nops = nops;
}

/* A new block's instructions: a guard's phis and switch, a split block's
 * branch. */
static void put_new_block(cv_tokens *t, tfn *w, function *f2, uint32_t b,
			  uint32_t *ni, uint32_t *nops)
{
	tnode *nd = &w->nodes[b];
	const cv_module *m = t->m;
	uint32_t k, at;
	block *bl = &f2->blocks[b];
	memset(bl, 0, sizeof *bl);
	bl->name = nd->name;
	bl->first = *ni;
	if (nd->kind == NK_GUARD) {
		uint32_t id;
		for (k = 0; k <= nd->ngphis; k++) {
			id = k == 0 ? nd->sel : nd->gphis[k - 1];
			at = put_phi(w, f2, nops, id);
			put_inst(f2, *ni, OP_PHI, w->phis[id].type,
				 w->phis[id].name, b, at, *nops - at);
			(*ni)++;
		}
		at = *nops;
		f2->ops[(*nops)++] = REF(REF_INST, w->phis[nd->sel].final);
		f2->ops[(*nops)++] = REF(REF_BLOCK, nd->succ[0]);
		for (k = 1; k < nd->nsucc; k++) {
			f2->ops[(*nops)++] = int_const(t, m->t_i32, k, C_INT);
			f2->ops[(*nops)++] = REF(REF_BLOCK, nd->succ[k]);
		}
		put_inst(f2, *ni, OP_SWITCH, m->t_void, 0, b, at, *nops - at);
	} else {
		at = *nops;
		f2->ops[(*nops)++] = REF(REF_BLOCK, nd->succ[0]);
		put_inst(f2, *ni, OP_BR, m->t_void, 0, b, at, 1);
	}
	nd->first = *ni;
	(*ni)++;
	bl->n = *ni - bl->first;
}

/* The attribute set s with `convergent` added. */
static attrset with_convergent(cv_tokens *t, attrset s)
{
	cv_module *m = t->m;
	const attrset_rec *r = &m->attrsets[s];
	uint32_t n = s ? r->n : 0, i, k = 0;
	attr *a = NEWZ(&t->work, attr, n + 1);
	unsigned ord = attrtab_order_of("convergent", 10);
	for (i = 0; i < n && r->attrs[i].order <= ord; i++)
		a[k++] = r->attrs[i];
	a[k].order = (uint16_t)ord;
	a[k].text = strtab_intern(&m->strs, &m->arena, "convergent", 10);
	a[k++].key = 0;
	for (; i < n; i++)
		a[k++] = r->attrs[i];
	return attrset_intern(m, a, k);
}

static void materialize(cv_tokens *t, tfn *w)
{
	const function *f = w->f;
	function *f2 = arena_alloc(&t->work, sizeof *f2);
	uint32_t extra_i = w->ntoks, extra_o = 0, b, i, k, ni, nops;
	for (b = f->nblocks; b < w->nnodes; b++) {
		const tnode *nd = &w->nodes[b];
		extra_i += nd->kind == NK_GUARD ? 2 + nd->ngphis : 1;
		extra_o += 2 * nd->nsucc + 2;
		if (nd->kind == NK_GUARD)
			for (k = 0; k <= nd->ngphis; k++)
				extra_o += 2 * w->phis[k ? nd->gphis[k - 1] : nd->sel].n;
	}
	for (i = 0; i < w->nphis; i++)
		if (w->phis[i].inst != NONE)
			extra_o += 2 * w->phis[i].n;
	for (i = 0; i < f->ninsts; i++)
		if (w->bundle[i] != NONE ||
		    (w->nodes[f->insts[i].block].changed &&
		     i == f->blocks[f->insts[i].block].first +
				  f->blocks[f->insts[i].block].n - 1))
			extra_o += f->insts[i].nops + 1;
	*f2 = *f;
	f2->insts = NEWZ(&t->work, inst, f->ninsts + extra_i);
	memcpy(f2->insts, f->insts, f->ninsts * sizeof *f2->insts);
	f2->ops = NEWZ(&t->work, ref, f->nops + extra_o);
	if (f->nops)
		memcpy(f2->ops, f->ops, f->nops * sizeof *f2->ops);
	f2->blocks = NEWZ(&t->work, block, w->nnodes);
	memcpy(f2->blocks, f->blocks, f->nblocks * sizeof *f2->blocks);
	/* the tokens (printed by the hook), then the new blocks' places */
	ni = f->ninsts;
	for (i = 0; i < w->ntoks; i++, ni++)
		put_inst(f2, ni, OP_CALL, t->m->t_token, w->toks[i].name,
			 w->toks[i].node, 0, 0);
	{
		uint32_t at = ni;
		for (b = f->nblocks; b < w->nnodes; b++) {
			const tnode *nd = &w->nodes[b];
			if (nd->kind == NK_GUARD) {
				w->phis[nd->sel].final = at++;
				for (k = 0; k < nd->ngphis; k++)
					w->phis[nd->gphis[k]].final = at++;
			}
			at++;
		}
	}
	nops = f->nops;
	for (i = 0; i < w->nphis; i++)
		if (w->phis[i].inst != NONE) {
			inst *in = &f2->insts[w->phis[i].inst];
			in->ops = put_phi(w, f2, &nops, i);
			in->nops = 2 * w->phis[i].n;
		}
	for (i = 0; i < f->ninsts; i++)
		if (w->bundle[i] != NONE ||
		    (w->nodes[f->insts[i].block].changed &&
		     i == f->blocks[f->insts[i].block].first +
				  f->blocks[f->insts[i].block].n - 1))
			put_changed(t, w, f2, &nops, i);
	for (b = f->nblocks; b < w->nnodes; b++)
		put_new_block(t, w, f2, b, &ni, &nops);
	f2->ninsts = ni;
	f2->nops = nops;
	f2->nblocks = w->nnodes;
	if (w->made_convergent) {
		f2->fn_attrs = with_convergent(t, f->fn_attrs);
		f2->is_convergent = 1;
	}
	/* where each token is printed */
	w->tok_at = NEWZ(&t->work, uint32_t, ni);
	for (i = 0; i < ni; i++)
		w->tok_at[i] = NONE;
	for (i = w->ntoks; i-- > 0;) {
		uint32_t nd = w->toks[i].node, at;
		at = nd < f->nblocks ? insertion_point(f, nd) : w->nodes[nd].first;
		w->toks[i].next = w->tok_at[at];
		w->tok_at[at] = i;
	}
	w->f2 = f2;
}

/* ---- one function ----------------------------------------------------------- */

static int selected(const cv_tokens *t, const global *g)
{
	size_t i;
	const char *name = sstr(t->m, g->name);
	if (!t->opts.functions)
		return 1;
	for (i = 0; i < t->opts.nfunctions; i++) {
		const char *want = t->opts.functions[i];
		if (want[0] == '@')
			want++;
		if (!g->numbered && strcmp(want, name) == 0)
			return 1;
	}
	return 0;
}

/* Plans and copies function gi; NULL when it is left as it is (nothing
 * uncontrolled, or already controlled) or on failure (t->failed). */
static tfn *do_function(cv_tokens *t, uint32_t gi)
{
	const global *g = &t->m->globals[gi];
	const function *f = g->fn;
	uint32_t i, unc = 0, ctl = 0;
	int kind;
	tfn *w;
	for (i = 0; i < f->ninsts; i++) {
		const inst *in = &f->insts[i];
		if (conv_intrinsic(in))
			ctl++;
		else if (call_convergent(t->m, f, in)) {
			if (in->ext->conv_token != REF_NULL)
				ctl++;
			else
				unc++;
		}
	}
	if (ctl) {
		t->st.controlled++;
		return NULL;
	}
	if (!unc)
		return NULL;
	w = arena_zalloc(&t->mem, sizeof *w);
	w->gi = gi;
	w->f = f;
	t->busy = w;
	names_init(t, w);
	if (nodes_init(t, w) != 0 || step1(t, w) != 0)
		return NULL;
	kind = TK_ENTRY;
	if (!f->is_convergent) {
		if (t->opts.make_convergent && !t->named[gi])
			w->made_convergent = 1;
		else {
			kind = TK_ANCHOR;
			w->anchor = 1;
		}
	}
	if (steps234(t, w, kind) != 0)
		return NULL;
	materialize(t, w);
	strtab_release(&w->names, &t->ctx->alloc);
	t->busy = NULL;
	t->st.changed++;
	t->st.anchored += w->anchor;
	t->st.made_convergent += w->made_convergent;
	t->st.irreducible += w->irreducible;
	t->st.blocks_before += f->nblocks;
	t->st.blocks_after += w->nnodes;
	t->st.guards += w->guards;
	t->st.splits += w->splits;
	for (i = 0; i < w->ntoks; i++)
		t->st.loops += w->toks[i].kind == TK_LOOP;
	for (i = 0; i < f->ninsts; i++)
		t->st.bundles += w->bundle[i] != NONE;
	return w;
}

/* Globals an instruction names (make_convergent leaves their functions:
 * a call of them would become convergent). */
static void mark_named(cv_tokens *t)
{
	const cv_module *m = t->m;
	uint32_t gi, k;
	t->named = NEWZ(&t->mem, uint8_t, m->nglobals);
	for (gi = 0; gi < m->nglobals; gi++) {
		const function *f = m->globals[gi].fn;
		if (m->globals[gi].kind != G_FUNC || !f || m->globals[gi].is_decl)
			continue;
		for (k = 0; k < f->nops; k++)
			if (REF_KIND(f->ops[k]) == REF_GLOBAL)
				t->named[REF_IDX(f->ops[k])] = 1;
	}
}

/* ---- printing --------------------------------------------------------------- */

typedef struct membuf {
	char *p;
	size_t len, cap;
	const cv_allocator *al;
	int failed;
} membuf;

static int membuf_write(void *user, const char *s, size_t n)
{
	membuf *b = user;
	if (b->failed)
		return -1;
	if (b->len + n > b->cap) {
		size_t nc = b->cap ? b->cap : 65536;
		char *np;
		while (nc < b->len + n)
			nc *= 2;
		np = cv_mem_realloc(b->al, b->p, b->cap, nc);
		if (!np) {
			b->failed = 1;
			return -1;
		}
		b->p = np;
		b->cap = nc;
	}
	memcpy(b->p + b->len, s, n);
	b->len += n;
	return 0;
}

static const function *hook_fn_of(void *user, uint32_t gi)
{
	cv_tokens *t = user;
	return t->by_global[gi] ? t->by_global[gi]->f2 : NULL;
}

static void hook_fn_text(pctx *c, uint32_t gi, void *user)
{
	cv_tokens *t = user;
	(void)c;
	t->cur = t->by_global[gi];
}

static void print_tok(pctx *c, const tfn *w, uint32_t id)
{
	static const char *const kinds[] = {"entry", "anchor", "loop"};
	const tok *k = &w->toks[id];
	outbuf *o = c->o;
	out_str(o, "  ");
	print_sym_name(o, c->m, '%', k->name);
	out_str(o, " = call token @llvm.experimental.convergence.");
	out_str(o, kinds[k->kind]);
	out_str(o, "()");
	if (k->parent != NONE) {
		out_str(o, " [ \"convergencectrl\"(token ");
		print_sym_name(o, c->m, '%', w->toks[k->parent].name);
		out_str(o, ") ]");
	}
	out_char(o, '\n');
}

static void hook_inst_text(pctx *c, uint32_t ii, void *user)
{
	cv_tokens *t = user;
	const tfn *w = t->cur;
	uint32_t k;
	if (!w || ii >= w->f2->ninsts)
		return;
	for (k = w->tok_at[ii]; k != NONE; k = w->toks[k].next)
		print_tok(c, w, k);
}

/* Prints the module with the copies and reads the text back. */
static int reread(cv_tokens *t)
{
	print_hooks h;
	membuf b;
	cv_writer wr;
	int rc;
	memset(&b, 0, sizeof b);
	b.al = &t->ctx->alloc;
	wr.write = membuf_write;
	wr.user = &b;
	h.fn_of = hook_fn_of;
	h.before_fn = hook_fn_text;
	h.before_inst = hook_inst_text;
	h.user = t;
	rc = print_module_hooked(t->m, &wr, &h);
	t->cur = NULL;
	if (rc == 0 && !b.failed)
		t->result = cv_parse(t->ctx, t->m->filename, b.p, b.len);
	if (b.p)
		cv_mem_realloc(b.al, b.p, b.cap, 0);
	if (rc != 0 || b.failed) {
		diag_add(t->ctx, CV_ERROR, t->m->filename, 0, 0, NULL, 0,
			 "out of memory");
		return -1;
	}
	if (!t->result) {
		diag_add(t->ctx, CV_ERROR, t->m->filename, 0, 0, NULL, 0,
			 "tokens: the module with tokens does not read back "
			 "(internal error)");
		return -1;
	}
	return 0;
}

cv_tokens *cv_tokens_new(cv_context *ctx, cv_module *mod,
			 const cv_tokens_options *opts)
{
	cv_tokens *t = cv_mem_realloc(&ctx->alloc, NULL, 0, sizeof *t);
	jmp_buf oom, *saved = mod->arena.oom;
	arena scratch;
	uint32_t i, k = 0;
	if (!t) {
		diag_add(ctx, CV_ERROR, mod->filename, 0, 0, NULL, 0,
			 "out of memory");
		return NULL;
	}
	memset(t, 0, sizeof *t);
	t->ctx = ctx;
	t->m = mod;
	if (opts)
		t->opts = *opts;
	arena_init(&t->mem, &ctx->alloc);
	arena_init(&t->work, &ctx->alloc);
	arena_init(&scratch, &ctx->alloc);
	t->scratch = &scratch;
	t->mem.oom = t->work.oom = scratch.oom = mod->arena.oom = &oom;
	if (setjmp(oom)) {
		mod->arena.oom = saved;
		if (t->busy)
			strtab_release(&t->busy->names, &ctx->alloc);
		arena_free(&scratch);
		arena_free(&t->work);
		diag_add(ctx, CV_ERROR, mod->filename, 0, 0, NULL, 0,
			 "out of memory");
		cv_tokens_free(t);
		return NULL;
	}
	t->s_ctrl = strtab_intern(&mod->strs, &mod->arena, "convergencectrl", 15);
	t->by_global = NEWZ(&t->mem, tfn *, mod->nglobals);
	t->by_order = NEWZ(&t->mem, tfn *, mod->norder);
	mark_named(t);
	for (i = 0; i < mod->norder && !t->failed; i++) {
		uint32_t gi = mod->order[i];
		const global *g = &mod->globals[gi];
		if (g->kind != G_FUNC)
			continue;
		k++;
		if (g->is_decl || !g->fn || !g->fn->nblocks || !selected(t, g))
			continue;
		t->st.functions++;
		t->by_global[gi] = t->by_order[k - 1] = do_function(t, gi);
		if (t->busy) { /* failed: the names go */
			strtab_release(&t->busy->names, &ctx->alloc);
			t->busy = NULL;
		}
		if (t->failed && t->opts.skip_unmodelled) {
			t->failed = 0;
			t->st.unmodelled++;
		}
		arena_free(&scratch);
		arena_init(&scratch, &ctx->alloc);
		scratch.oom = &oom;
	}
	t->nby_order = k;
	mod->arena.oom = saved;
	arena_free(&scratch);
	if (t->failed || reread(t) != 0) {
		arena_free(&t->work);
		cv_tokens_free(t);
		return NULL;
	}
	arena_free(&t->work);
	return t;
}

const cv_module *cv_tokens_result(const cv_tokens *t)
{
	return t->result;
}

void cv_tokens_get_stats(const cv_tokens *t, cv_tokens_stats *stats)
{
	*stats = t->st;
}

void cv_tokens_free(cv_tokens *t)
{
	cv_allocator al;
	if (!t)
		return;
	al = t->ctx->alloc;
	if (t->result)
		cv_module_free(t->result);
	arena_free(&t->mem);
	cv_mem_realloc(&al, t, sizeof *t, 0);
}

/* ---- the result, and why each piece is there ------------------------------- */

typedef struct xprint {
	cv_tokens *t;
	const cv_writer *out;
	outbuf ex;          /* the explanation */
	int explain;
	size_t lines;       /* newlines the writer has had */
	size_t scan, scan_lines; /* newlines in the printer's buffer so far */
	outbuf *o;          /* the printer's buffer */
} xprint;

static int count_write(void *user, const char *s, size_t n)
{
	xprint *x = user;
	size_t i;
	for (i = 0; i < n; i++)
		x->lines += s[i] == '\n';
	x->scan = x->scan_lines = 0;
	return x->out ? x->out->write(x->out->user, s, n) : 0;
}

/* The line the printer writes next (1-based). */
static size_t next_line(xprint *x, const outbuf *o)
{
	if (o->len < x->scan)
		x->scan = x->scan_lines = 0;
	for (; x->scan < o->len; x->scan++)
		x->scan_lines += o->buf[x->scan] == '\n';
	return x->lines + x->scan_lines + 1;
}

static void hook_fn_result(pctx *c, uint32_t gi, void *user)
{
	xprint *x = user;
	cv_tokens *t = x->t;
	const global *g = &c->m->globals[gi];
	t->cur = t->kfn < t->nby_order ? t->by_order[t->kfn] : NULL;
	t->kfn++;
	if (!t->cur)
		return;
	if (t->cur->anchor) {
		out_str(c->o, "; converge tokens: ");
		print_sym_name(c->o, c->m, '@', g->name);
		out_str(c->o, " is not convergent, where convergence.entry is "
			"an error: an anchor stands for it\n");
	}
	if (x->explain) {
		out_char(&x->ex, '@');
		out_str(&x->ex, sstr(c->m, g->name));
		out_str(&x->ex, ":\n");
	}
}

/* operand r of the function being printed, into the explanation */
static void ex_operand(xprint *x, pctx *c, ref r)
{
	outbuf *o = c->o;
	c->o = &x->ex;
	print_operand(c, r);
	c->o = o;
}

static int made_block(const tfn *w, const char *name)
{
	uint32_t i;
	for (i = 0; i < w->nmade; i++)
		if (strcmp(w->made[i], name) == 0)
			return 1;
	return 0;
}

static void explain_block(xprint *x, pctx *c, uint32_t b, size_t line)
{
	const function *f = c->f;
	const block *bl = &f->blocks[b];
	const inst *term = &f->insts[bl->first + bl->n - 1];
	const ref *ops = INST_OPS(f, term);
	outbuf *e = &x->ex;
	uint32_t k, n = 0;
	out_str(e, "  line ");
	out_uint(e, line);
	out_str(e, ": ");
	ex_operand(x, c, REF(REF_BLOCK, b));
	if (term->op == OP_SWITCH) {
		int self = 0;
		out_str(e, ": step 1: guard of the irreducible cycle with header ");
		for (k = 0; k < term->nops; k++)
			if (REF_KIND(ops[k]) == REF_BLOCK) {
				if (REF_IDX(ops[k]) == b) {
					self = 1;
					continue;
				}
				if (n++)
					out_str(e, n == 2 ? " and other entries " : ", ");
				ex_operand(x, c, ops[k]);
			}
		out_str(e, "; the edges into it from outside and to its header "
			"come here and the phi says where they were going: a "
			"natural loop with this header");
		if (self)
			out_str(e, "; an edge from outside to the header passes "
				"it twice, so that its heart counts the passes "
				"through the header, as LLVM's cycle hierarchy "
				"does");
		out_char(e, '\n');
	} else {
		out_str(e, ": step 1: edge block to the guard ");
		ex_operand(x, c, ops[0]);
		out_str(e, " (its predecessor branches to two entries of the "
			"cycle)\n");
	}
}

/* The definition of a token, for the reason of a bundle or a heart. */
static void explain_def(xprint *x, pctx *c, ref tokr)
{
	const function *f = c->f;
	outbuf *e = &x->ex;
	const inst *d;
	if (REF_KIND(tokr) != REF_INST)
		return;
	d = &f->insts[REF_IDX(tokr)];
	ex_operand(x, c, tokr);
	if (d->ext && d->ext->intrinsic == INTR_CONV_LOOP) {
		out_str(e, ", the heart of the cycle with header ");
		ex_operand(x, c, REF(REF_BLOCK, d->block));
	} else
		out_str(e, d->ext && d->ext->intrinsic == INTR_CONV_ANCHOR
				   ? ", the function's anchor"
				   : ", the function's entry token");
}

static void hook_inst_result(pctx *c, uint32_t ii, void *user)
{
	xprint *x = user;
	const tfn *w = x->t->cur;
	const function *f = c->f;
	const inst *in = &f->insts[ii];
	outbuf *e = &x->ex;
	size_t line;
	if (!w || !x->explain)
		return;
	line = next_line(x, c->o);
	if (ii == f->blocks[in->block].first && f->blocks[in->block].name &&
	    made_block(w, sstr(c->m, f->blocks[in->block].name)))
		explain_block(x, c, in->block, line - 1);
	line += in->ext ? in->ext->ndbg : 0;
	if (!is_call_op(in->op) || !in->ext)
		return;
	if (conv_intrinsic(in)) {
		out_str(e, "  line ");
		out_uint(e, line);
		out_str(e, ": ");
		ex_operand(x, c, REF(REF_INST, ii));
		if (in->ext->intrinsic == INTR_CONV_ENTRY)
			out_str(e, w->made_convergent
					   ? ": step 2: convergence.entry at the "
					     "start of the entry block (the "
					     "function made convergent: "
					     "--make-convergent)\n"
					   : ": step 2: convergence.entry at the "
					     "start of the entry block\n");
		else if (in->ext->intrinsic == INTR_CONV_ANCHOR && in->block)
			out_str(e, ": step 4: an anchor for the convergent "
				"operations of an unreachable block, which no "
				"token reaches (the closed-path rules hold in "
				"unreachable cycles too)\n");
		else if (in->ext->intrinsic == INTR_CONV_ANCHOR)
			out_str(e, ": step 2: convergence.anchor at the start of "
				"the entry block: the function is not "
				"convergent, where convergence.entry is an "
				"error\n");
		else {
			out_str(e, ": step 3: heart of the cycle with header ");
			ex_operand(x, c, REF(REF_BLOCK, in->block));
			out_str(e, "; its token: ");
			explain_def(x, c, in->ext->conv_token);
			out_char(e, '\n');
		}
	} else if (in->ext->conv_token != REF_NULL) {
		ref callee = callee_of(f, in);
		out_str(e, "  line ");
		out_uint(e, line);
		out_str(e, ": call of ");
		ex_operand(x, c, callee);
		out_str(e, ": step 4: convergencectrl from its sibling "
			"definition ");
		explain_def(x, c, in->ext->conv_token);
		out_char(e, '\n');
	}
}

int cv_tokens_print(const cv_tokens *tc, const cv_writer *out,
		    const cv_writer *explain)
{
	cv_tokens *t = (cv_tokens *)tc; /* the cursor of the hooks */
	xprint x;
	print_hooks h;
	cv_writer cw;
	int rc;
	memset(&x, 0, sizeof x);
	x.t = t;
	x.out = out;
	x.explain = explain != NULL;
	x.ex.w = explain;
	x.ex.al = &t->ctx->alloc;
	cw.write = count_write;
	cw.user = &x;
	h.fn_of = NULL;
	h.before_fn = hook_fn_result;
	h.before_inst = hook_inst_result;
	h.user = &x;
	t->kfn = 0;
	t->cur = NULL;
	rc = print_module_hooked(t->result, &cw, &h);
	t->cur = NULL;
	out_flush(&x.ex);
	if (x.ex.failed)
		rc = -1;
	out_release(&x.ex);
	return rc;
}
