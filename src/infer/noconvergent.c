/*
 * noconvergent.c - the specification's "Inferring non-convergence"
 * (ConvergentOperations.rst) as a call-graph analysis over a whole module,
 * and the rewrite it allows.
 *
 * Convergence is an effect (the 2021 RFC "make calls convergent by
 * default"): a function has it when a convergent operation can be reached
 * from its body.  The analysis visits the strongly connected components of
 * the direct-call graph callees first (Tarjan 1972, "Depth-first search
 * and linear graph algorithms", iteratively, so that deep call chains need
 * no native stack), and decides each component at once: a function is
 * convergent when one of its calls is, where a call to a definition in the
 * same component counts only once that definition is known convergent
 * (the greatest fixpoint, so mutual recursion alone keeps nothing
 * convergent).  A call is convergent by these rules (docs/noconvergent.md):
 *
 *   - a call of llvm.experimental.convergence.{entry,anchor,loop}: always;
 *   - a direct call of a definition: exactly when that definition is
 *     inferred convergent, whatever the call site says ("always results
 *     in a call to a non-convergent function"); weak and linkonce bodies
 *     count too, as in LLVM's function-attrs (the module is analysed as
 *     it is linked);
 *   - any other call (a declaration, an intrinsic by LLVM's intrinsic
 *     table, which the reader applies to its declaration, an interposable
 *     definition, an indirect call, inline asm, an alias): by default as
 *     LLVM's IR says (LangRef `convergent`: the call site's or the
 *     callee's attribute), or with a convergencectrl bundle; with
 *     CV_NOCONV_BY_DEFAULT always, unless the call site or the callee says
 *     "noconvergent" or the callee is an intrinsic of the table that is
 *     not convergent.
 *
 * Functions marked optnone, naked or presplitcoroutine are kept as written
 * (as LLVM's function-attrs does): convergent when marked so.
 *
 * The rewrite removes `convergent` from every non-convergent definition
 * and, in the functions it may change, `convergent` and the
 * convergencectrl bundle from each call of a non-convergent definition;
 * with CV_NOCONV_BY_DEFAULT it also marks such calls "noconvergent".  The
 * token intrinsics themselves are kept (see docs/noconvergent.md).
 */
#include <stdlib.h>
#include <string.h>

#include "analysis/target.h"
#include "ir/ir.h"
#include "ir/text.h"
#include "read/intrintab.h"

enum { NC_UNSEEN, NC_INSCC, NC_CONV, NC_NONCONV };

/* Why a call or a function is convergent. */
enum nc_reason {
	R_NONE,
	R_TOKEN_INTRINSIC, /* a convergence control intrinsic */
	R_INTRINSIC,       /* an intrinsic LLVM's table makes convergent */
	R_DECLARATION,     /* a declaration marked convergent */
	R_CALL_SITE,       /* the call site is marked convergent */
	R_BUNDLE,          /* a convergencectrl bundle, callee unknown */
	R_DEFAULT,         /* by default: nothing says noconvergent */
	R_FIXED,           /* optnone etc., marked convergent */
	R_CALLS            /* calls a definition inferred convergent */
};

typedef struct nc_fn {
	uint8_t state;     /* NC_* */
	uint8_t declared;  /* marked convergent in the input */
	uint8_t fixed;     /* optnone, naked, presplitcoroutine */
	uint8_t exact;     /* a definition: callers go by its body */
	uint8_t reason;    /* enum nc_reason, when NC_CONV */
	uint8_t by_callee; /* R_CALLS: the callee's reason is the path */
	uint32_t inst;     /* the call that is the reason */
	uint32_t callee;   /* R_CALLS: its function index */
	uint32_t index, low; /* Tarjan's numbers; UINT32_MAX: unvisited */
} nc_fn;

/* One change the rewrite made, for the report. */
typedef struct nc_change {
	uint32_t fn, inst; /* inst UINT32_MAX: the function's attribute */
	uint8_t site, bundle, added; /* what went from the call, what came */
} nc_change;

struct cv_noconvergent {
	cv_context *ctx;
	cv_module *m;
	unsigned flags;
	nc_fn *fn;
	uint32_t nfn;
	uint32_t *fn_of_global; /* global index -> function index */
	nc_change *changes;
	size_t nchanges, capchanges;
	cv_noconvergent_counts counts;
	sym s_convergent, s_noconvergent, s_noconvergent_key;
	jmp_buf oom;
};

static const cv_allocator *al_of(const cv_noconvergent *s)
{
	return &s->ctx->alloc;
}

static void *xalloc(cv_noconvergent *s, size_t n)
{
	void *p = cv_mem_realloc(al_of(s), NULL, 0, n ? n : 1);
	if (!p)
		longjmp(s->oom, 1);
	memset(p, 0, n ? n : 1);
	return p;
}

static function *fn_at(const cv_noconvergent *s, uint32_t i)
{
	return s->m->globals[s->m->funcs[i]].fn;
}

static const global *global_of(const cv_noconvergent *s, uint32_t i)
{
	return &s->m->globals[s->m->funcs[i]];
}

static int is_definition(const cv_noconvergent *s, uint32_t i)
{
	const global *g = global_of(s, i);
	return !g->is_decl && g->fn && g->fn->nblocks > 0;
}



static int is_call(const inst *in)
{
	return in->ext && (in->op == OP_CALL || in->op == OP_INVOKE ||
			   in->op == OP_CALLBR);
}

/* The set has the string attribute "noconvergent" (LLVM 22 has no
 * keyword for it; see docs/noconvergent.md). */
static int says_noconvergent(const cv_noconvergent *s, attrset as)
{
	const attrset_rec *r = &s->m->attrsets[as];
	uint32_t i;
	if (r->has_noconvergent)
		return 1;
	for (i = 0; s->s_noconvergent && i < r->n; i++)
		if (r->attrs[i].text == s->s_noconvergent)
			return 1;
	return 0;
}

static uint32_t direct_callee(const cv_noconvergent *s, const function *f,
			      const inst *in)
{
	ref c = target_callee(f, in);
	uint32_t fi;
	if (REF_KIND(c) != REF_GLOBAL ||
	    s->m->globals[REF_IDX(c)].kind != G_FUNC ||
	    !s->m->globals[REF_IDX(c)].fn)
		return UINT32_MAX;
	fi = s->fn_of_global[REF_IDX(c)];
	return fi;
}

static int has_ctrl_bundle(const inst *in)
{
	return in->ext->conv_token != REF_NULL;
}

/* The effect of call `in`: NC_CONV (with *reason), NC_NONCONV, or
 * NC_INSCC when it calls a definition of the component being decided
 * (*callee says which).  *callee is the called function or UINT32_MAX. */
static int call_effect(const cv_noconvergent *s, const function *f,
		       const inst *in, uint8_t *reason, uint32_t *callee)
{
	const inst_ext *x = in->ext;
	int by_default = (s->flags & CV_NOCONV_BY_DEFAULT) != 0;
	uint32_t c = direct_callee(s, f, in);
	const attrset_rec *site = &s->m->attrsets[x->fn_attrs];
	*callee = c;
	*reason = R_NONE;
	if (c != UINT32_MAX) {
		const nc_fn *cf = &s->fn[c];
		const function *cfn = fn_at(s, c);
		const global *g = global_of(s, c);
		if (cfn->intrinsic >= INTR_CONV_ENTRY) {
			*reason = R_TOKEN_INTRINSIC;
			return NC_CONV;
		}
		if (cf->exact) {
			if (cf->state == NC_CONV)
				*reason = R_CALLS;
			return cf->state == NC_INSCC ? NC_INSCC : cf->state;
		}
		if (site->has_convergent && !site->has_noconvergent) {
			*reason = R_CALL_SITE;
			return NC_CONV;
		}
		if (has_ctrl_bundle(in)) {
			*reason = R_BUNDLE;
			return NC_CONV;
		}
		if (!g->numbered && cfn->intrinsic == INTR_OTHER &&
		    intrintab_lookup(SYM_STR(&s->m->strs, g->name),
				     SYM_LEN(&s->m->strs, g->name))) {
			if (cf->declared && !says_noconvergent(s, x->fn_attrs)) {
				*reason = R_INTRINSIC;
				return NC_CONV;
			}
			return NC_NONCONV;
		}
		if (says_noconvergent(s, x->fn_attrs) ||
		    says_noconvergent(s, cfn->fn_attrs))
			return NC_NONCONV;
		if (cf->declared) {
			*reason = R_DECLARATION;
			return NC_CONV;
		}
		if (by_default) {
			*reason = R_DEFAULT;
			return NC_CONV;
		}
		return NC_NONCONV;
	}
	/* indirect calls, inline asm, aliases */
	if (site->has_convergent && !site->has_noconvergent) {
		*reason = R_CALL_SITE;
		return NC_CONV;
	}
	if (has_ctrl_bundle(in)) {
		*reason = R_BUNDLE;
		return NC_CONV;
	}
	if (by_default && !says_noconvergent(s, x->fn_attrs)) {
		*reason = R_DEFAULT;
		return NC_CONV;
	}
	return NC_NONCONV;
}

/* ---- the call graph and its components -------------------------------- */

typedef struct graph {
	uint32_t *off; /* nfn + 1 */
	uint32_t *dst;
} graph;

/* Edges from each definition to the definitions it calls directly (with
 * repeats; harmless to Tarjan). */
static void build_graph(cv_noconvergent *s, graph *gr)
{
	uint32_t i, j, n = 0;
	gr->off = xalloc(s, ((size_t)s->nfn + 1) * sizeof *gr->off);
	for (i = 0; i < s->nfn; i++) {
		const function *f = fn_at(s, i);
		if (!is_definition(s, i) || !f->has_calls)
			continue;
		for (j = 0; j < f->ninsts; j++)
			if (is_call(&f->insts[j]) &&
			    direct_callee(s, f, &f->insts[j]) != UINT32_MAX)
				n++;
	}
	gr->dst = xalloc(s, (size_t)n * sizeof *gr->dst);
	n = 0;
	for (i = 0; i < s->nfn; i++) {
		const function *f = fn_at(s, i);
		gr->off[i] = n;
		if (!is_definition(s, i) || !f->has_calls)
			continue;
		for (j = 0; j < f->ninsts; j++) {
			uint32_t c;
			if (!is_call(&f->insts[j]))
				continue;
			c = direct_callee(s, f, &f->insts[j]);
			if (c != UINT32_MAX && is_definition(s, c))
				gr->dst[n++] = c;
		}
	}
	gr->off[s->nfn] = n;
}

/* Scratch for deciding one component. */
typedef struct scc_work {
	uint32_t *head;   /* per function: first pending edge into it */
	struct pend {
		uint32_t caller, inst, next;
	} *pend;
	size_t npend, cappend;
	uint32_t *queue;
} scc_work;

static void set_conv(nc_fn *fn, uint8_t reason, uint32_t ii,
		     uint32_t callee)
{
	fn->state = NC_CONV;
	fn->reason = reason;
	fn->inst = ii;
	fn->callee = callee;
}

/* Decides the component members[0..n): callees outside it are decided. */
static void decide_scc(cv_noconvergent *s, scc_work *w,
		       const uint32_t *members, uint32_t n)
{
	uint32_t i, j, qh = 0, qt = 0;
	w->npend = 0;
	for (i = 0; i < n; i++)
		s->fn[members[i]].state = NC_INSCC;
	for (i = 0; i < n; i++) {
		uint32_t fi = members[i];
		nc_fn *nf = &s->fn[fi];
		const function *f = fn_at(s, fi);
		if (nf->fixed && nf->declared)
			set_conv(nf, R_FIXED, UINT32_MAX, UINT32_MAX);
		for (j = 0; f->has_calls && j < f->ninsts; j++) {
			const inst *in = &f->insts[j];
			uint8_t reason;
			uint32_t callee;
			int e;
			if (!is_call(in))
				continue;
			e = call_effect(s, f, in, &reason, &callee);
			if (e == NC_CONV && nf->state != NC_CONV)
				set_conv(nf, reason, j, callee);
			else if (e == NC_INSCC) {
				if (w->npend == w->cappend) {
					size_t nc = w->cappend ? w->cappend * 2 : 64;
					void *p = cv_mem_realloc(al_of(s), w->pend,
								 w->cappend * sizeof *w->pend,
								 nc * sizeof *w->pend);
					if (!p)
						longjmp(s->oom, 1);
					w->pend = p;
					w->cappend = nc;
				}
				w->pend[w->npend].caller = fi;
				w->pend[w->npend].inst = j;
				w->pend[w->npend].next = w->head[callee];
				w->head[callee] = (uint32_t)w->npend++;
			}
		}
		if (nf->state == NC_CONV)
			w->queue[qt++] = fi;
	}
	/* convergence flows from callee to caller inside the component */
	while (qh < qt) {
		uint32_t callee = w->queue[qh++], e;
		for (e = w->head[callee]; e != UINT32_MAX; e = w->pend[e].next) {
			nc_fn *cf = &s->fn[w->pend[e].caller];
			if (cf->state == NC_CONV)
				continue;
			set_conv(cf, R_CALLS, w->pend[e].inst, callee);
			w->queue[qt++] = w->pend[e].caller;
		}
	}
	for (i = 0; i < n; i++) {
		w->head[members[i]] = UINT32_MAX;
		if (s->fn[members[i]].state == NC_INSCC)
			s->fn[members[i]].state = NC_NONCONV;
	}
}

/* Tarjan's algorithm with an explicit stack; each component is decided
 * as it completes, so callees come first. */
static void analyse(cv_noconvergent *s)
{
	graph gr;
	scc_work w;
	uint32_t *stack, *frame, *edge, nstack = 0, nframe = 0, counter = 0;
	uint32_t root, i;
	uint8_t *onstack;
	build_graph(s, &gr);
	memset(&w, 0, sizeof w);
	w.head = xalloc(s, (size_t)s->nfn * sizeof *w.head);
	w.queue = xalloc(s, (size_t)s->nfn * sizeof *w.queue);
	stack = xalloc(s, (size_t)s->nfn * sizeof *stack);
	frame = xalloc(s, (size_t)s->nfn * sizeof *frame);
	edge = xalloc(s, (size_t)s->nfn * sizeof *edge);
	onstack = xalloc(s, s->nfn);
	for (i = 0; i < s->nfn; i++)
		w.head[i] = UINT32_MAX;
	for (root = 0; root < s->nfn; root++) {
		if (!is_definition(s, root) || s->fn[root].index != UINT32_MAX)
			continue;
		frame[nframe++] = root;
		edge[root] = gr.off[root];
		s->fn[root].index = s->fn[root].low = counter++;
		stack[nstack++] = root;
		onstack[root] = 1;
		while (nframe) {
			uint32_t v = frame[nframe - 1];
			if (edge[v] < gr.off[v + 1]) {
				uint32_t t = gr.dst[edge[v]++];
				if (s->fn[t].index == UINT32_MAX) {
					s->fn[t].index = s->fn[t].low = counter++;
					edge[t] = gr.off[t];
					stack[nstack++] = t;
					onstack[t] = 1;
					frame[nframe++] = t;
				} else if (onstack[t] && s->fn[t].index < s->fn[v].low)
					s->fn[v].low = s->fn[t].index;
				continue;
			}
			nframe--;
			if (nframe) {
				uint32_t p = frame[nframe - 1];
				if (s->fn[v].low < s->fn[p].low)
					s->fn[p].low = s->fn[v].low;
			}
			if (s->fn[v].low == s->fn[v].index) {
				uint32_t k = nstack;
				do
					onstack[stack[--k]] = 0;
				while (stack[k] != v);
				decide_scc(s, &w, stack + k, nstack - k);
				nstack = k;
			}
		}
	}
	cv_mem_realloc(al_of(s), onstack, s->nfn, 0);
	cv_mem_realloc(al_of(s), edge, (size_t)s->nfn * sizeof *edge, 0);
	cv_mem_realloc(al_of(s), frame, (size_t)s->nfn * sizeof *frame, 0);
	cv_mem_realloc(al_of(s), stack, (size_t)s->nfn * sizeof *stack, 0);
	cv_mem_realloc(al_of(s), w.queue, (size_t)s->nfn * sizeof *w.queue, 0);
	cv_mem_realloc(al_of(s), w.head, (size_t)s->nfn * sizeof *w.head, 0);
	cv_mem_realloc(al_of(s), w.pend, w.cappend * sizeof *w.pend, 0);
	cv_mem_realloc(al_of(s), gr.dst, (size_t)gr.off[s->nfn] * sizeof *gr.dst,
		       0);
	cv_mem_realloc(al_of(s), gr.off, ((size_t)s->nfn + 1) * sizeof *gr.off, 0);
}

/* ---- the rewrite ------------------------------------------------------- */

/* as without the attribute whose text is `text`, plus `add` (0: none),
 * kept in LLVM's order (string attributes last, by key). */
static attrset attrs_edit(cv_noconvergent *s, attrset as, sym text,
			  const attr *add)
{
	const attrset_rec *r = &s->m->attrsets[as];
	attr buf[64], *a = buf;
	uint32_t i, n = 0, cap = r->n + 1;
	attrset out;
	if (cap > 64)
		a = xalloc(s, cap * sizeof *a);
	for (i = 0; i < r->n; i++) {
		if (r->attrs[i].text == text)
			continue;
		if (add && add->text == r->attrs[i].text)
			add = NULL;
		a[n++] = r->attrs[i];
	}
	if (add) {
		uint32_t k = n;
		while (k > 0 && a[k - 1].order == 0xffff &&
		       strcmp(SYM_STR(&s->m->strs, a[k - 1].key),
			      SYM_STR(&s->m->strs, add->key)) > 0) {
			a[k] = a[k - 1];
			k--;
		}
		a[k] = *add;
		n++;
	}
	out = attrset_intern(s->m, a, n);
	if (a != buf)
		cv_mem_realloc(al_of(s), a, cap * sizeof *a, 0);
	return out;
}

/* Removes the convergencectrl bundle of a call: its operands leave the
 * instruction's operand range (the callee and destinations move up). */
static void drop_ctrl_bundle(cv_noconvergent *s, function *f, inst *in)
{
	inst_ext *x = in->ext;
	uint32_t b, k;
	for (b = 0; b < x->nbundles; b++)
		if (strcmp(SYM_STR(&s->m->strs, x->bundles[b].tag),
			   "convergencectrl") == 0)
			break;
	if (b < x->nbundles) {
		bundle gone = x->bundles[b];
		ref *ops = f->ops + in->ops;
		memmove(ops + gone.first, ops + gone.first + gone.n,
			(in->nops - gone.first - gone.n) * sizeof *ops);
		in->nops -= gone.n;
		for (k = b; k + 1 < x->nbundles; k++) {
			x->bundles[k] = x->bundles[k + 1];
			x->bundles[k].first -= gone.n;
		}
		x->nbundles--;
	}
	x->conv_token = REF_NULL;
}

static void note_change(cv_noconvergent *s, uint32_t fi, uint32_t ii,
			int site, int bndl, int added)
{
	nc_change *c;
	if (s->nchanges == s->capchanges) {
		size_t nc = s->capchanges ? s->capchanges * 2 : 64;
		void *p = cv_mem_realloc(al_of(s), s->changes,
					 s->capchanges * sizeof *c, nc * sizeof *c);
		if (!p)
			longjmp(s->oom, 1);
		s->changes = p;
		s->capchanges = nc;
	}
	c = &s->changes[s->nchanges++];
	c->fn = fi;
	c->inst = ii;
	c->site = (uint8_t)site;
	c->bundle = (uint8_t)bndl;
	c->added = (uint8_t)added;
}

static void rewrite_calls(cv_noconvergent *s, uint32_t fi, const attr *mark)
{
	function *f = fn_at(s, fi);
	uint32_t j;
	for (j = 0; f->has_calls && j < f->ninsts; j++) {
		inst *in = &f->insts[j];
		uint8_t reason;
		uint32_t callee;
		int site, bndl, add;
		if (!is_call(in) ||
		    call_effect(s, f, in, &reason, &callee) != NC_NONCONV ||
		    callee == UINT32_MAX || !s->fn[callee].exact)
			continue;
		site = s->m->attrsets[in->ext->fn_attrs].has_convergent;
		bndl = has_ctrl_bundle(in);
		add = mark && !says_noconvergent(s, in->ext->fn_attrs);
		if (!site && !bndl && !add)
			continue;
		if (site || add)
			in->ext->fn_attrs = attrs_edit(s, in->ext->fn_attrs,
						       site ? s->s_convergent : 0,
						       add ? mark : NULL);
		if (bndl)
			drop_ctrl_bundle(s, f, in);
		in->ext->convergent = 0;
		note_change(s, fi, j, site, bndl, add);
		s->counts.call_sites += (unsigned long)site;
		s->counts.bundles += (unsigned long)bndl;
		s->counts.marked_noconvergent += (unsigned long)add;
	}
}

static void rewrite(cv_noconvergent *s)
{
	attr mark;
	uint32_t i;
	memset(&mark, 0, sizeof mark);
	if (s->flags & CV_NOCONV_BY_DEFAULT) {
		mark.order = 0xffff;
		mark.text = strtab_intern(&s->m->strs, &s->m->arena,
					  "\"noconvergent\"", 14);
		mark.key = strtab_intern(&s->m->strs, &s->m->arena,
					 "noconvergent", 12);
	}
	for (i = 0; i < s->nfn; i++) {
		nc_fn *nf = &s->fn[i];
		function *f = fn_at(s, i);
		if (!is_definition(s, i))
			continue;
		s->counts.definitions++;
		s->counts.convergent_before += nf->declared;
		if (nf->fixed) {
			s->counts.convergent_after += nf->declared;
			continue;
		}
		rewrite_calls(s, i, (s->flags & CV_NOCONV_BY_DEFAULT) ? &mark
								       : NULL);
		if (nf->declared && nf->state == NC_NONCONV) {
			f->fn_attrs = attrs_edit(s, f->fn_attrs, s->s_convergent,
						 NULL);
			f->is_convergent = 0;
			note_change(s, i, UINT32_MAX, 1, 0, 0);
			s->counts.removed++;
		} else
			s->counts.convergent_after += nf->declared;
		s->counts.inferred_convergent += nf->state == NC_CONV;
	}
}

/* ---- setup ------------------------------------------------------------- */

static int is_fixed(const cv_noconvergent *s, attrset as)
{
	return target_attr_has(s->m, as, "optnone") ||
	       target_attr_has(s->m, as, "naked") ||
	       target_attr_has(s->m, as, "presplitcoroutine");
}

static void setup(cv_noconvergent *s)
{
	cv_module *m = s->m;
	uint32_t i;
	s->nfn = m->nfuncs;
	s->fn = xalloc(s, ((size_t)s->nfn + 1) * sizeof *s->fn);
	s->fn_of_global = xalloc(s, ((size_t)m->nglobals + 1) * sizeof(uint32_t));
	for (i = 0; i < m->nglobals; i++)
		s->fn_of_global[i] = UINT32_MAX;
	s->s_convergent = strtab_find(&m->strs, "convergent", 10);
	s->s_noconvergent = strtab_find(&m->strs, "\"noconvergent\"", 14);
	for (i = 0; i < s->nfn; i++) {
		const global *g = global_of(s, i);
		nc_fn *nf = &s->fn[i];
		s->fn_of_global[m->funcs[i]] = i;
		nf->declared = g->fn && g->fn->is_convergent;
		nf->index = nf->low = UINT32_MAX;
		nf->inst = nf->callee = UINT32_MAX;
		if (!is_definition(s, i))
			continue;
		nf->fixed = (uint8_t)is_fixed(s, g->fn->fn_attrs);
		nf->exact = 1;
	}
}

cv_noconvergent *cv_noconvergent_new(cv_context *ctx, cv_module *mod,
				     unsigned flags)
{
	cv_noconvergent *s = cv_mem_realloc(&ctx->alloc, NULL, 0, sizeof *s);
	jmp_buf *saved = mod->arena.oom;
	if (!s) {
		diag_add(ctx, CV_ERROR, mod->filename, 0, 0, NULL, 0,
			 "out of memory");
		return NULL;
	}
	memset(s, 0, sizeof *s);
	s->ctx = ctx;
	s->m = mod;
	s->flags = flags;
	mod->arena.oom = &s->oom;
	if (setjmp(s->oom)) {
		mod->arena.oom = saved;
		diag_add(ctx, CV_ERROR, mod->filename, 0, 0, NULL, 0,
			 "out of memory");
		cv_noconvergent_free(s);
		return NULL;
	}
	setup(s);
	analyse(s);
	rewrite(s);
	mod->arena.oom = saved;
	return s;
}

void cv_noconvergent_free(cv_noconvergent *s)
{
	const cv_allocator *al;
	if (!s)
		return;
	al = al_of(s);
	if (s->fn)
		cv_mem_realloc(al, s->fn, ((size_t)s->nfn + 1) * sizeof *s->fn, 0);
	if (s->fn_of_global)
		cv_mem_realloc(al, s->fn_of_global,
			       ((size_t)s->m->nglobals + 1) * sizeof(uint32_t), 0);
	if (s->changes)
		cv_mem_realloc(al, s->changes, s->capchanges * sizeof *s->changes,
			       0);
	cv_mem_realloc(al, s, sizeof *s, 0);
}

void cv_noconvergent_get_counts(const cv_noconvergent *s,
				cv_noconvergent_counts *counts)
{
	*counts = s->counts;
}

int cv_noconvergent_is_convergent(const cv_noconvergent *s, size_t index)
{
	if (index >= s->nfn || !is_definition(s, (uint32_t)index))
		return -1;
	return s->fn[index].state == NC_CONV;
}

/* ---- the report -------------------------------------------------------- */

static void out_fn_name(outbuf *o, const cv_noconvergent *s, uint32_t fi)
{
	const global *g = global_of(s, fi);
	print_llvm_name(o, '@', SYM_STR(&s->m->strs, g->name),
			SYM_LEN(&s->m->strs, g->name));
}

/* "call to @g (line 12)", "indirect call (line 12)". */
static void out_call(outbuf *o, const cv_noconvergent *s, uint32_t fi,
		     uint32_t ii)
{
	const function *f = fn_at(s, fi);
	const inst *in = &f->insts[ii];
	uint32_t c = direct_callee(s, f, in);
	ref r = target_callee(f, in);
	if (c != UINT32_MAX) {
		out_str(o, "call to ");
		out_fn_name(o, s, c);
	} else if (REF_KIND(r) == REF_ASM)
		out_str(o, "call to inline asm");
	else
		out_str(o, "indirect call");
	out_str(o, " (line ");
	out_uint(o, in->line);
	out_char(o, ')');
}

static const char *reason_text(int reason, int by_default)
{
	switch (reason) {
	case R_TOKEN_INTRINSIC:
		return "a convergence control intrinsic";
	case R_INTRINSIC:
		return "an intrinsic that LLVM's table makes convergent";
	case R_DECLARATION:
		return "a declaration marked convergent";
	case R_CALL_SITE:
		return "the call site is marked convergent";
	case R_BUNDLE:
		return "a convergencectrl bundle on a call of an unknown function";
	case R_DEFAULT:
		return by_default ? "convergent by default: nothing says "
				    "\"noconvergent\""
				  : "convergent by default";
	case R_FIXED:
		return "optnone, naked or presplitcoroutine, marked convergent: "
		       "kept as written";
	default:
		return "convergent";
	}
}

enum { PATH_HEAD = 8 };

/* Per function, the number of calls from it to the function whose own
 * operation keeps it convergent (depth) and that function (term), for
 * every convergent function: each chain of reasons is walked once. */
static void path_lengths(const cv_noconvergent *s, uint32_t *depth,
			 uint32_t *term, uint32_t *stack)
{
	uint32_t i, n, k, d, t;
	for (i = 0; i < s->nfn; i++)
		depth[i] = UINT32_MAX;
	for (i = 0; i < s->nfn; i++) {
		n = 0;
		for (k = i; depth[k] == UINT32_MAX && s->fn[k].state == NC_CONV &&
			    s->fn[k].reason == R_CALLS;
		     k = s->fn[k].callee)
			stack[n++] = k;
		if (depth[k] == UINT32_MAX) {
			depth[k] = 0;
			term[k] = k;
		}
		d = depth[k];
		t = term[k];
		while (n) {
			k = stack[--n];
			depth[k] = ++d;
			term[k] = t;
		}
	}
}

/* The path from function fi to the convergent operation that keeps it:
 * "@f -> @g (line 3) -> call to @barrier (line 9): <why>"; of a long
 * chain the first PATH_HEAD calls, then the function with the operation. */
static void out_path(outbuf *o, const cv_noconvergent *s, uint32_t fi,
		     const uint32_t *depth, const uint32_t *term)
{
	uint32_t steps = 0, len = depth[fi];
	out_fn_name(o, s, fi);
	while (s->fn[fi].reason == R_CALLS && steps < len) {
		if (steps == PATH_HEAD && len > PATH_HEAD + 2) {
			out_str(o, " -> ... (");
			out_uint(o, len - PATH_HEAD - 1);
			out_str(o, " more calls) -> ");
			fi = term[fi];
			out_fn_name(o, s, fi);
			break;
		}
		out_str(o, " -> ");
		out_fn_name(o, s, s->fn[fi].callee);
		out_str(o, " (line ");
		out_uint(o, fn_at(s, fi)->insts[s->fn[fi].inst].line);
		out_char(o, ')');
		fi = s->fn[fi].callee;
		steps++;
	}
	if (s->fn[fi].inst != UINT32_MAX) {
		out_str(o, " -> ");
		out_call(o, s, fi, s->fn[fi].inst);
	}
	out_str(o, ": ");
	out_str(o, reason_text(s->fn[fi].reason,
			       (s->flags & CV_NOCONV_BY_DEFAULT) != 0));
}

static void report_function(outbuf *o, const cv_noconvergent *s, uint32_t fi,
			    int changed, const uint32_t *depth,
			    const uint32_t *term)
{
	const nc_fn *nf = &s->fn[fi];
	int by_default = (s->flags & CV_NOCONV_BY_DEFAULT) != 0;
	if (!nf->declared && nf->state == NC_NONCONV && !by_default && !changed)
		return;
	out_fn_name(o, s, fi);
	out_str(o, " (line ");
	out_uint(o, global_of(s, fi)->line);
	out_str(o, "): ");
	if (nf->state == NC_NONCONV) {
		out_str(o, nf->declared ? "convergent removed: no convergent "
					  "operation is reachable\n"
					: "not convergent\n");
		return;
	}
	if (nf->declared)
		out_str(o, "keeps convergent: ");
	else if (by_default)
		out_str(o, "convergent: ");
	else
		out_str(o, "not marked convergent, but a convergent operation "
			   "is reachable: ");
	out_path(o, s, fi, depth, term);
	out_char(o, '\n');
}

static void report_change(outbuf *o, const cv_noconvergent *s,
			  const nc_change *c)
{
	const function *f = fn_at(s, c->fn);
	out_str(o, "  ");
	out_call(o, s, c->fn, c->inst);
	out_str(o, ": ");
	if (c->site)
		out_str(o, "convergent");
	if (c->bundle)
		out_str(o, c->site ? " and convergencectrl" : "convergencectrl");
	if (c->site || c->bundle)
		out_str(o, c->added ? " removed, " : " removed");
	if (c->added)
		out_str(o, "\"noconvergent\" added");
	out_str(o, ": ");
	out_fn_name(o, s, direct_callee(s, f, &f->insts[c->inst]));
	out_str(o, " is not convergent\n");
}

int cv_noconvergent_print_report(const cv_noconvergent *s,
				 const cv_writer *w)
{
	outbuf o;
	uint32_t i, *depth;
	size_t k = 0, bytes = ((size_t)s->nfn + 1) * 3 * sizeof *depth;
	depth = cv_mem_realloc(al_of(s), NULL, 0, bytes);
	if (!depth)
		return -1;
	path_lengths(s, depth, depth + s->nfn + 1, depth + 2 * (s->nfn + 1));
	memset(&o, 0, sizeof o);
	o.w = w;
	o.al = al_of(s);
	out_str(&o, "; converge noconvergent");
	if (s->flags & CV_NOCONV_BY_DEFAULT)
		out_str(&o, " --convergent-by-default");
	out_str(&o, ": ");
	out_str(&o, s->m->filename ? s->m->filename : "<stdin>");
	out_char(&o, '\n');
	for (i = 0; i < s->nfn; i++) {
		if (!is_definition(s, i))
			continue;
		while (k < s->nchanges && s->changes[k].fn < i)
			k++;
		report_function(&o, s, i,
				k < s->nchanges && s->changes[k].fn == i, depth,
				depth + s->nfn + 1);
		for (; k < s->nchanges && s->changes[k].fn == i; k++)
			if (s->changes[k].inst != UINT32_MAX)
				report_change(&o, s, &s->changes[k]);
	}
	out_str(&o, "; ");
	out_uint(&o, s->counts.definitions);
	out_str(&o, " definitions, ");
	out_uint(&o, s->counts.convergent_before);
	out_str(&o, " marked convergent, ");
	out_uint(&o, s->counts.removed);
	out_str(&o, " un-marked, ");
	out_uint(&o, s->counts.convergent_after);
	out_str(&o, " keep it; call sites: ");
	out_uint(&o, s->counts.call_sites);
	out_str(&o, " convergent removed, ");
	out_uint(&o, s->counts.bundles);
	out_str(&o, " convergencectrl removed");
	if (s->flags & CV_NOCONV_BY_DEFAULT) {
		out_str(&o, ", ");
		out_uint(&o, s->counts.marked_noconvergent);
		out_str(&o, " marked \"noconvergent\"");
	}
	out_char(&o, '\n');
	out_flush(&o);
	out_release(&o);
	cv_mem_realloc(al_of(s), depth, bytes, 0);
	return o.failed ? -1 : 0;
}
