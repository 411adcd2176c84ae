/*
 * check.c - translation validation of convergent semantics: is AFTER a
 * correct transformation of BEFORE?
 *
 * The specification (ConvergentOperations, "Correctness"): the set of
 * communicating threads in the transformed program must have been possible
 * in the original one.  Two layers of evidence, per function defined in
 * both modules:
 *
 *   static   every rule of the verifier that AFTER breaks and BEFORE does
 *            not (same rule id in the same function) fails the check;
 *   dynamic  for a bounded set of launches (thread counts, wave size,
 *            argument values and buffer contents, from a fixed seed) both
 *            functions run on the simulator; every behaviour of AFTER must
 *            be one BEFORE can have on the same launch: per thread, the
 *            sequence of convergent operations it takes part in (callee,
 *            the threads executing the instance together, its results),
 *            its return value, and the final contents of the buffers and
 *            globals.  Poison in BEFORE may become anything in AFTER; a
 *            launch on which BEFORE stops (undefined behaviour, the step
 *            limit) constrains nothing.  Anchors: their groups are the
 *            implementation's choice, so AFTER runs under every grouping
 *            of its anchor executions (the odometer over choice lists,
 *            CV_ANCHOR_CHOICES, up to a run limit; then singleton and
 *            random splits), and each of its runs needs a BEFORE run
 *            with the same behaviour (guided by AFTER's groups, the
 *            policies, or BEFORE's own enumeration; the report says
 *            where the search was complete).
 *
 * The report is built as text and JSON while checking; cv_check_print
 * writes one of them.  Nothing is printed here.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/target.h"
#include "analysis/uniformity.h"
#include "cfg/cfg.h"
#include "exec/sim.h"
#include "ir/bits.h"
#include "ir/ir.h"
#include "ir/text.h"

#define MAX_ARGS 64
#define NONE32 0xffffffffu

/* One launch: its thread count, wave and arguments (by position). */
typedef struct launch {
	unsigned threads, wave;
	uint32_t nargs;
	char val[MAX_ARGS][48]; /* the VALUE of --arg NAME=VALUE */
	cv_anchor_policy anchor;
	uint64_t anchor_seed;
	/* CV_ANCHOR_GUIDED: the groups of another run's anchors */
	const uint32_t *guide_off, *guide;
	uint32_t guide_threads;
	/* CV_ANCHOR_CHOICES: the choice list */
	const uint8_t *choices;
	size_t nchoices;
	uint32_t hierarchy;  /* cv_run_options.hierarchy */
} launch;

/* The per-thread sequences of convergent operation instances of a run
 * (token definitions left out): seq[off[t] .. off[t+1]) are record
 * indices. */
typedef struct seqs {
	uint32_t *off, *seq;
	uint32_t nthreads, nseq;
} seqs;

/* One side of a launch: its run, or why it stopped. */
typedef struct side {
	const cv_module *m;
	size_t index;
	const function *f;
	cv_run *run;
	char err[512];
	seqs s;            /* every convergent operation */
	const uint8_t *not_m; /* per instruction of f: a convergent call that
			       * is not m-converged (NULL: none is) */
} side;

struct cv_check {
	cv_context *ctx;
	const cv_module *before, *after;
	cv_check_options o;
	outbuf text, json;
	int json_first;
	size_t functions, launches, runs, ops, discarded, skipped, failed;
	size_t anchor_searches;   /* launches with anchors on a side */
	size_t anchor_exhaustive; /* of them, every grouping of AFTER run */
	size_t hier_functions;    /* functions with an irreducible cycle */
	size_t hier_complete;     /* of them, every hierarchy of both run */
	int result; /* 0 holds, 1 a counterexample or a new static failure */
};

/* ---- small helpers -------------------------------------------------------- */

static uint64_t mix64(uint64_t x)
{
	x += 0x9e3779b97f4a7c15ull;
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
	x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
	return x ^ (x >> 31);
}

static uint64_t hash_str(const char *s)
{
	uint64_t h = 1469598103934665603ull;
	while (*s)
		h = (h ^ (uint8_t)*s++) * 1099511628211ull;
	return h;
}

#if defined(__GNUC__)
static void out_fmt(outbuf *o, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
#endif
static void out_fmt(outbuf *o, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;
	int n;
	va_start(ap, fmt);
	n = vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	if (n > 0)
		out_write(o, buf, (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
}

static void json_str(outbuf *o, const char *s)
{
	out_char(o, '"');
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c == '"' || c == '\\') {
			out_char(o, '\\');
			out_char(o, (char)c);
		} else if (c < 0x20) {
			out_fmt(o, "\\u%04x", c);
		} else {
			out_char(o, (char)c);
		}
	}
	out_char(o, '"');
}

static const global *function_global(const cv_module *m, size_t index)
{
	return index < m->nfuncs ? &m->globals[m->funcs[index]] : NULL;
}

static const char *gname(const cv_module *m, uint32_t gi)
{
	const global *g = &m->globals[gi];
	return g->name && !g->numbered ? SYM_STR(&m->strs, g->name) : "";
}

/* The callee's name of call instruction in (NULL if indirect). */
static const char *callee_of(const cv_module *m, const function *f,
			     const inst *in)
{
	ref c = target_callee(f, in);
	return REF_KIND(c) == REF_GLOBAL ? gname(m, REF_IDX(c)) : NULL;
}

static int is_token_intrinsic(const char *name)
{
	return name && strncmp(name, "llvm.experimental.convergence.", 30) == 0;
}

/* ---- launches ------------------------------------------------------------- */

static const int64_t int_values[] = {
	0, 1, 2, 3, 4, 5, 7, 8, 16, 31, 32, 33, 63, 64, 100, -1, 1000
};
static const char *const float_values[] = {
	"0.0", "1.0", "-1.0", "0.5", "2.5", "100.0", "-3.25"
};

/* The default wave of function g: AMDGPU's wavefront size, else 32. */
static unsigned default_wave(const cv_module *m, const global *g)
{
	target_info t;
	target_fn tf;
	target_select(&t, m, NULL, NULL, 0);
	target_function(&t, m, g, &tf);
	if (t.arch == TARGET_AMDGPU)
		return 1u << tf.wave_log2;
	return 32;
}

static int is_kernel(const cv_module *m, const global *g)
{
	target_info t;
	target_fn tf;
	target_select(&t, m, NULL, NULL, 0);
	target_function(&t, m, g, &tf);
	return tf.kernel;
}

/* Launch k of a function: 0 if its arguments can be given, else -1 with
 * the reason in why. */
static int make_launch(const struct cv_check *c, const cv_module *m,
		       const global *g, unsigned k, launch *l, char *why,
		       size_t cap)
{
	const function *f = g->fn;
	uint64_t r = mix64(c->o.seed ^ hash_str(gname(m, (uint32_t)(g - m->globals))) ^
			   mix64(k + 1));
	unsigned wave = c->o.wave ? c->o.wave : default_wave(m, g);
	int kernel = is_kernel(m, g);
	uint32_t a;
	if (c->o.nthreads) {
		l->threads = c->o.threads[k % c->o.nthreads];
	} else {
		unsigned choice[5];
		choice[0] = wave;
		choice[1] = 2 * wave;
		choice[2] = wave / 2 + 1;
		choice[3] = 1;
		choice[4] = wave > 3 ? wave - 3 : wave;
		l->threads = choice[k % 5];
	}
	l->wave = wave;
	l->anchor = CV_ANCHOR_MAXIMAL;
	l->anchor_seed = 0;
	l->guide_off = l->guide = NULL;
	l->guide_threads = 0;
	l->choices = NULL;
	l->nchoices = 0;
	l->hierarchy = 0;
	if (f->nargs > MAX_ARGS) {
		snprintf(why, cap, "more than %d arguments", MAX_ARGS);
		return -1;
	}
	l->nargs = f->nargs;
	for (a = 0; a < f->nargs; a++) {
		const type *t = &m->types[f->args[a].type];
		char *v = l->val[a];
		r = mix64(r + a);
		if (t->kind == TY_INT) {
			if (t->n == 1)
				snprintf(v, 48, "%s", r & 1 ? "true" : "false");
			else if (!kernel && t->n >= 8 && r % 3 == 0)
				snprintf(v, 48, "%s", (r >> 8) & 1 ? "tid" : "lane");
			else
				snprintf(v, 48, "%lld",
					 (long long)int_values[(r >> 16) %
							       (sizeof int_values / sizeof *int_values)]);
		} else if (t->kind == TY_FLOAT || t->kind == TY_DOUBLE ||
			   t->kind == TY_HALF) {
			snprintf(v, 48, "%s",
				 float_values[(r >> 16) %
					      (sizeof float_values / sizeof *float_values)]);
		} else if (t->kind == TY_PTR) {
			switch (r % 3) {
			case 0:
				snprintf(v, 48, "buffer:4096:iota");
				break;
			case 1:
				snprintf(v, 48, "buffer:4096:random:%u",
					 (unsigned)(r >> 40));
				break;
			default:
				snprintf(v, 48, "buffer:4096:zero");
			}
		} else {
			char tb[64];
			print_type_to(m, f->args[a].type, tb, sizeof tb);
			snprintf(why, cap, "argument %u has type %s, which no launch "
				 "can give", a, tb);
			return -1;
		}
	}
	return 0;
}

/* The name under which argument a of f is given to the run. */
static void arg_name(const cv_module *m, const function *f, uint32_t a,
		     char *buf, size_t cap)
{
	if (f->args[a].name)
		snprintf(buf, cap, "%s", SYM_STR(&m->strs, f->args[a].name));
	else
		snprintf(buf, cap, "%u",
			 f->args[a].number != UINT32_MAX ? f->args[a].number : a);
}

/* The launch as `converge run` options (names as in BEFORE). */
static void launch_text(outbuf *o, const cv_module *m, const function *f,
			const launch *l, int c_ipdom)
{
	uint32_t a;
	out_fmt(o, "--threads %u --wave %u", l->threads, l->wave);
	if (c_ipdom)
		out_str(o, " --reconvergence=ipdom");
	if (l->anchor == CV_ANCHOR_SINGLETON)
		out_str(o, " --anchor=singleton");
	else if (l->anchor == CV_ANCHOR_RANDOM)
		out_fmt(o, " --anchor=random:%llu", (unsigned long long)l->anchor_seed);
	if (l->hierarchy)
		out_fmt(o, " --hierarchy %u", l->hierarchy);
	if (l->anchor == CV_ANCHOR_CHOICES && l->nchoices) {
		size_t i;
		out_str(o, " --anchor=choices:");
		for (i = 0; i < l->nchoices; i++)
			out_fmt(o, i ? ".%u" : "%u", l->choices[i]);
	}
	for (a = 0; a < l->nargs; a++) {
		char nb[128];
		arg_name(m, f, a, nb, sizeof nb);
		out_fmt(o, " --arg %s=%s", nb, l->val[a]);
	}
}

/* The externs modelled, as `converge run` options. */
static void externs_text(outbuf *o, const cv_check_options *co)
{
	size_t i;
	for (i = 0; i < co->nexterns; i++)
		out_fmt(o, " --extern %s=%s", co->externs[i].name, co->externs[i].value);
}

/* ---- running one side ----------------------------------------------------- */

static void seqs_free(const cv_allocator *al, seqs *s)
{
	if (s->off)
		cv_mem_realloc(al, s->off, ((size_t)s->nthreads + 1) * 4, 0);
	if (s->seq)
		cv_mem_realloc(al, s->seq, ((size_t)s->nseq + 1) * 4, 0);
	memset(s, 0, sizeof *s);
}

/* Is record v of side sd an observable convergent operation (not a token
 * definition)? */
static int observable(const side *sd, const sim_op_view *v)
{
	const function *f = sd->m->globals[v->global].fn;
	const inst *in = &f->insts[v->inst];
	return !is_token_intrinsic(callee_of(sd->m, f, in));
}

/* An operation that does something besides computing its result (a
 * barrier): its thread set is observable whether or not its result is
 * used.  The others (ballot, readfirstlane, reductions, shuffles) are
 * observable through their results only. */
static int has_effect(const side *sd, const sim_op_view *v)
{
	const function *f = sd->m->globals[v->global].fn;
	const char *callee = callee_of(sd->m, f, &f->insts[v->inst]);
	return v->nres == 0 || (callee && strstr(callee, "barrier"));
}



/* Builds sd->s from the run's records; -1 when memory runs out. */

/* sd->s from sd's run (per_thread, below). */
static int seqs_build(const cv_allocator *al, side *sd, unsigned nthreads);

static void side_release(cv_context *ctx, side *sd)
{
	seqs_free(&ctx->alloc, &sd->s);
	if (sd->run)
		cv_run_free(sd->run);
	sd->run = NULL;
	sd->err[0] = 0;
}

/* Runs one side on launch l.  0: ran to the end (sd->run set); 1: stopped
 * by a runtime error (sd->err says which); -1: cannot run at all. */
static int side_run(struct cv_check *c, side *sd, const launch *l)
{
	cv_run_arg args[MAX_ARGS];
	char names[MAX_ARGS][128];
	cv_run_options o;
	uint32_t a;
	size_t nd = cv_diag_count(c->ctx);
	memset(&o, 0, sizeof o);
	for (a = 0; a < l->nargs; a++) {
		arg_name(sd->m, sd->f, a, names[a], sizeof names[a]);
		args[a].name = names[a];
		args[a].value = l->val[a];
	}
	o.threads = l->threads;
	o.wave = l->wave;
	o.args = args;
	o.nargs = l->nargs;
	o.anchor = l->anchor;
	o.seed = l->anchor_seed;
	o.anchor_guide_off = l->guide_off;
	o.anchor_guide = l->guide;
	o.anchor_guide_threads = l->guide_threads;
	o.anchor_choices = l->choices;
	o.nanchor_choices = l->nchoices;
	o.hierarchy = l->hierarchy;
	o.max_steps = c->o.max_steps ? c->o.max_steps : 1000000;
	o.keep_ops = 1;
	o.partial = 1;
	o.reconvergence = c->o.reconvergence;
	o.externs = c->o.externs;
	o.nexterns = c->o.nexterns;
	sd->err[0] = 0;
	sd->run = cv_run_new(sd->m, sd->index, &o);
	c->runs++;
	if (!sd->run || cv_run_error(sd->run)) {
		const char *e = sd->run ? cv_run_error(sd->run) : NULL;
		if (!e && cv_diag_count(c->ctx) > nd)
			e = cv_diag_get(c->ctx, cv_diag_count(c->ctx) - 1)->message;
		snprintf(sd->err, sizeof sd->err, "%s", e ? e : "the run failed");
		/* the run's diagnostic is the report's business, not the
		 * caller's */
		diag_truncate(c->ctx, nd);
		return 1;
	}
	if (seqs_build(&c->ctx->alloc, sd, l->threads) != 0) {
		snprintf(sd->err, sizeof sd->err, "out of memory");
		return -1;
	}
	return 0;
}

/* ---- comparing two runs --------------------------------------------------- */

/* The first difference between a BEFORE and an AFTER run of a launch. */
enum { D_NONE, D_OP, D_MISSING, D_EXTRA, D_RETURN, D_MEMORY, D_STOPS };

typedef struct diff {
	int kind;
	uint32_t thread, pos;  /* D_OP, D_MISSING, D_EXTRA: thread, its pos-th
				* convergent operation in AFTER; D_RETURN:
				* thread */
	uint32_t posb;         /* the position of the operation in BEFORE */
	int hint;              /* D_RETURN, D_MEMORY: the first operation
				* whose result differs is hthread's
				* hpos-th (AFTER), hposb-th (BEFORE) */
	uint32_t hthread, hpos, hposb;
	char what[512];        /* D_MEMORY, D_STOPS, D_RETURN: the values */
} diff;

/* The result slot k of thread t in record v (1 when poison). */
static uint64_t rec_result(const sim_op_view *v, uint32_t t, uint32_t k,
			   int *pois)
{
	uint32_t lane = t - v->first;
	uint32_t pos = (uint32_t)popcount64(v->mask & ((1ull << lane) - 1));
	size_t at = (size_t)pos * (v->nargs + v->nres) + v->nargs + k;
	*pois = v->pois[at];
	return v->vals[at];
}

/* 1 if thread t's records rb (BEFORE) and ra (AFTER) differ. */
/* The length of an intrinsic's name without its overload suffixes
 * (llvm.amdgcn.readfirstlane.i32 and .i64 are one operation). */
static size_t base_len(const char *name)
{
	size_t n = strlen(name);
	if (strncmp(name, "llvm.", 5) != 0)
		return n;
	for (;;) {
		size_t d = n;
		const char *c;
		while (d > 5 && name[d - 1] != '.')
			d--;
		if (d <= 5)
			return n;
		c = name + d; /* the last component, up to n */
		if (!((c[0] == 'i' || c[0] == 'f' || c[0] == 'p' || c[0] == 'v') &&
		      n - d >= 2 && c[1] >= '0' && c[1] <= '9') &&
		    !(n - d == 4 && strncmp(c, "bf16", 4) == 0))
			return n;
		n = d - 1;
	}
}

/* AMDGPU's operations whose result is a mask of the wave's lanes, one for
 * every thread of the group: ballot, icmp, fcmp, and read_register (the
 * simulator models exec, exec_lo and exec_hi and stops at any other
 * register).  They are one operation for matching: AMDGPU's instcombine
 * folds an icmp or fcmp true in every lane into read_register(exec), and
 * the results (judged as for every operation) say whether the masks
 * agree. */
static int lane_mask_op(const char *name, size_t n)
{
	static const char *const ops[] = {
		"llvm.amdgcn.ballot", "llvm.amdgcn.icmp", "llvm.amdgcn.fcmp",
		"llvm.read_register",
	};
	size_t i;
	for (i = 0; i < sizeof ops / sizeof ops[0]; i++)
		if (strlen(ops[i]) == n && strncmp(name, ops[i], n) == 0)
			return 1;
	return 0;
}

static int same_callee(const char *x, const char *y)
{
	size_t nx = base_len(x), ny = base_len(y);
	if (nx == ny && strncmp(x, y, nx) == 0)
		return 1;
	return lane_mask_op(x, nx) && lane_mask_op(y, ny);
}

/* Record v of side sd is a call that is not m-converged: which threads
 * execute it together depends on the cycle hierarchy, which is not
 * unique for an irreducible CFG (ConvergenceAndUniformity). */
static int rec_not_m(const side *sd, const sim_op_view *v)
{
	const global *g = function_global(sd->m, sd->index);
	return sd->not_m && v->global == (uint32_t)(g - sd->m->globals) &&
	       sd->not_m[v->inst];
}

static int op_differs(const side *b, const side *a, uint32_t t, uint32_t rb,
		      uint32_t ra, int results)
{
	sim_op_view vb, va;
	const char *nb, *na;
	uint32_t k;
	sim_run_record(b->run, rb, &vb);
	sim_run_record(a->run, ra, &va);
	nb = callee_of(b->m, b->m->globals[vb.global].fn,
		       &b->m->globals[vb.global].fn->insts[vb.inst]);
	na = callee_of(a->m, a->m->globals[va.global].fn,
		       &a->m->globals[va.global].fn->insts[va.inst]);
	if (!nb || !na || !same_callee(nb, na))
		return 1;
	/* not m-converged on both sides: the groups of one hierarchy are not
	 * the only ones BEFORE may have; what the threads observe judges */
	if (rec_not_m(b, &vb) && rec_not_m(a, &va))
		return 0;
	if (vb.wave != va.wave || vb.mask != va.mask || vb.nres != va.nres)
		return 1;
	/* an operation without an effect is observable through its result
	 * only, which the returns and memory show: what the specification
	 * asks of it is the set of threads that communicate (AMDGPU's
	 * instcombine rewrites readfirstlane(x + c) as readfirstlane(x) + c) */
	if (!results && !has_effect(b, &vb))
		return 0;
	for (k = 0; k < vb.nres; k++) {
		int pb, pa;
		uint64_t xb = rec_result(&vb, t, k, &pb);
		uint64_t xa = rec_result(&va, t, k, &pa);
		if (!pb && (pa || xa != xb))
			return 1;
	}
	return 0;
}

/* The earliest (position, then thread) difference of the per-thread
 * sequences of convergent operations. */
/* Is record r of side sd an operation without an effect? */
static int pure_record(const side *sd, uint32_t r)
{
	sim_op_view v;
	sim_run_record(sd->run, r, &v);
	return !has_effect(sd, &v);
}

/* Thread t: AFTER's operations must be BEFORE's, in order, with the same
 * thread groups and results, except that BEFORE may have operations
 * without an effect that AFTER dropped (a dead readfirstlane deleted, two
 * equal ballots merged: no threads communicate there in AFTER).  An
 * operation of AFTER that no operation of BEFORE matches is a difference.
 * Returns D_NONE, or the kind with AFTER's position *pa and BEFORE's *pb
 * (the first BEFORE operation left unmatched). */
static int match_thread(const side *b, const side *a, uint32_t t,
			uint32_t *pa, uint32_t *pb, size_t *compared, int results)
{
	uint32_t nb = b->s.off[t + 1] - b->s.off[t];
	uint32_t na = a->s.off[t + 1] - a->s.off[t];
	const uint32_t *sb = b->s.seq + b->s.off[t], *sa = a->s.seq + a->s.off[t];
	uint32_t i = 0, j = 0, skipped = NONE32;
	while (i < na) {
		while (j < nb && op_differs(b, a, t, sb[j], sa[i], results) &&
		       pure_record(b, sb[j])) {
			if (skipped == NONE32)
				skipped = j;
			j++;
		}
		if (j == nb || op_differs(b, a, t, sb[j], sa[i], results)) {
			*pa = i;
			*pb = skipped != NONE32 ? skipped : j;
			return j == nb && skipped == NONE32 ? D_EXTRA : D_OP;
		}
		(*compared)++;
		skipped = NONE32;
		i++;
		j++;
	}
	for (; j < nb; j++)
		if (!pure_record(b, sb[j])) {
			*pa = i;
			*pb = j;
			return D_MISSING;
		}
	return D_NONE;
}

/* The earliest (AFTER's position, then thread) difference of the
 * per-thread sequences of convergent operations. */
static int compare_ops(const side *b, const side *a, uint32_t nthreads,
		       diff *d, size_t *compared, int results)
{
	uint32_t t;
	d->kind = D_NONE;
	d->pos = NONE32;
	for (t = 0; t < nthreads; t++) {
		uint32_t pa, pb;
		int kind = match_thread(b, a, t, &pa, &pb, compared, results);
		if (kind != D_NONE && pa < d->pos) {
			d->kind = kind;
			d->thread = t;
			d->pos = pa;
			d->posb = pb;
		}
	}
	return d->kind != D_NONE;
}

static int compare_returns(const side *b, const side *a, uint32_t nthreads,
			   diff *d)
{
	uint32_t t, k;
	for (t = 0; t < nthreads; t++) {
		const uint64_t *vb, *pb, *va, *pa;
		uint32_t nb, na;
		sim_run_returns(b->run, t, &vb, &pb, &nb);
		sim_run_returns(a->run, t, &va, &pa, &na);
		for (k = 0; k < nb && k < na; k++)
			if (!pb[k] && (pa[k] || va[k] != vb[k]))
				break;
		if (nb == na && k == nb)
			continue;
		d->kind = D_RETURN;
		d->thread = t;
		if (k < nb && k < na)
			snprintf(d->what, sizeof d->what,
				 "thread %u returns %s%llu in BEFORE, %s%llu in AFTER", t,
				 pb[k] ? "poison " : "", (unsigned long long)vb[k],
				 pa[k] ? "poison " : "", (unsigned long long)va[k]);
		else
			snprintf(d->what, sizeof d->what,
				 "thread %u returns %u values in BEFORE, %u in AFTER", t,
				 nb, na);
		return 1;
	}
	return 0;
}

/* Memory object `nb` of BEFORE against `na` of AFTER (buffers of an
 * argument or globals); 1 and d filled if they differ. */
static int compare_object(side *b, side *a, int is_global, const char *nb,
			  const char *na, const char *label, diff *d)
{
	const uint8_t *db, *da;
	uint32_t sb, sa, i;
	int hb = sim_run_memory(b->run, is_global, nb, &db, &sb) == 0;
	int ha = sim_run_memory(a->run, is_global, na, &da, &sa) == 0;
	if (!hb || !ha)
		return 0;
	for (i = 0; i < sb && i < sa; i++)
		if (db[i] != da[i])
			break;
	if (i == sb && sb == sa)
		return 0;
	d->kind = D_MEMORY;
	if (i < sb && i < sa) {
		uint32_t w = i & ~3u, k, xb = 0, xa = 0;
		for (k = 0; k < 4 && w + k < sb && w + k < sa; k++) {
			xb |= (uint32_t)db[w + k] << (8 * k);
			xa |= (uint32_t)da[w + k] << (8 * k);
		}
		snprintf(d->what, sizeof d->what,
			 "%s, byte %u: the 32-bit word at %u is 0x%08x in BEFORE, "
			 "0x%08x in AFTER", label, i, w, xb, xa);
	} else {
		snprintf(d->what, sizeof d->what, "%s has %u bytes in BEFORE, %u "
			 "in AFTER", label, sb, sa);
	}
	return 1;
}

static int compare_memory(side *b, side *a, const launch *l, diff *d)
{
	uint32_t i;
	for (i = 0; i < l->nargs; i++) {
		char nb[128], na[128], label[160];
		if (strncmp(l->val[i], "buffer:", 7) != 0)
			continue;
		arg_name(b->m, b->f, i, nb, sizeof nb);
		arg_name(a->m, a->f, i, na, sizeof na);
		snprintf(label, sizeof label, "the buffer of argument %%%s", nb);
		if (compare_object(b, a, 0, nb, na, label, d))
			return 1;
	}
	for (i = 0; i < b->m->nglobals; i++) {
		const global *g = &b->m->globals[i];
		char label[160];
		const char *name = gname(b->m, i);
		if (g->kind != G_VAR || g->is_const || !name[0])
			continue;
		snprintf(label, sizeof label, "global @%s", name);
		if (compare_object(b, a, 1, name, name, label, d))
			return 1;
	}
	return 0;
}

/* All the observables of a launch; 0 when AFTER's behaviour is BEFORE's. */
static int compare_runs(side *b, side *a, const launch *l, diff *d,
			size_t *compared)
{
	diff h;
	size_t ignore = 0;
	memset(d, 0, sizeof *d);
	if (compare_ops(b, a, l->threads, d, compared, 0))
		return 1;
	if (!compare_returns(b, a, l->threads, d) && !compare_memory(b, a, l, d))
		return 0;
	/* what the threads see differs: name the first convergent operation
	 * whose result does, if one does */
	if (compare_ops(b, a, l->threads, &h, &ignore, 1) && h.kind == D_OP) {
		d->hint = 1;
		d->hthread = h.thread;
		d->hpos = h.pos;
		d->hposb = h.posb;
	}
	return 1;
}

/* ---- the report ----------------------------------------------------------- */

static void out_threads(outbuf *o, uint32_t first, uint64_t mask)
{
	int sep = 0;
	while (mask) {
		uint32_t lo = (uint32_t)ctz64(mask), hi = lo;
		while (hi + 1 < 64 && (mask >> (hi + 1) & 1))
			hi++;
		out_fmt(o, sep ? ",%u" : "%u", first + lo);
		if (hi > lo)
			out_fmt(o, "-%u", first + hi);
		sep = 1;
		mask = hi + 1 < 64 ? mask & ~((2ull << hi) - 1) : 0;
	}
}

/* Result k (of type t) as the run prints it: integers signed. */
static void out_value(outbuf *o, const cv_module *m, tyid t, uint32_t k,
		      uint64_t x)
{
	const type *ty = &m->types[t];
	if (ty->kind == TY_STRUCT && k < ty->nsub)
		ty = &m->types[ty->sub[k]];
	else if (ty->kind == TY_VECTOR && ty->nsub)
		ty = &m->types[ty->sub[0]];
	if (ty->kind == TY_INT && ty->n == 1)
		out_str(o, x & 1 ? "true" : "false");
	else if (ty->kind == TY_INT && ty->n < 64 && ty->n > 1 &&
		 (x >> (ty->n - 1) & 1))
		out_fmt(o, "%lld", (long long)(x | ~((1ull << ty->n) - 1)));
	else if (x >> 32)
		out_fmt(o, "0x%llx", (unsigned long long)x);
	else
		out_fmt(o, "%llu", (unsigned long long)x);
}

/* "line 12: %r = @callee, threads 0-7, results 3:5" for thread t's record */
static void out_op(outbuf *o, const side *sd, uint32_t rec, uint32_t t)
{
	sim_op_view v;
	const function *f;
	const inst *in;
	const char *callee;
	uint32_t k;
	sim_run_record(sd->run, rec, &v);
	f = sd->m->globals[v.global].fn;
	in = &f->insts[v.inst];
	callee = callee_of(sd->m, f, in);
	out_fmt(o, "line %u: ", in->line);
	if (in->name)
		out_fmt(o, "%%%s = ", SYM_STR(&sd->m->strs, in->name));
	out_fmt(o, "@%s, threads ", callee ? callee : "?");
	out_threads(o, v.first, v.mask);
	for (k = 0; k < v.nres; k++) {
		int p;
		uint64_t x = rec_result(&v, t, k, &p);
		if (!k)
			out_fmt(o, "; thread %u gets ", t);
		else
			out_str(o, ", ");
		if (p)
			out_str(o, "poison");
		else
			out_value(o, sd->m, in->type, k, x);
	}
}

/* One line per side for a difference of convergent operations. */
static void out_op_diff(outbuf *o, const side *b, const side *a,
			const diff *d)
{
	uint32_t t = d->thread, k = d->pos, kb = d->posb;
	uint32_t nb = b->s.off[t + 1] - b->s.off[t];
	uint32_t na = a->s.off[t + 1] - a->s.off[t];
	out_fmt(o, "  thread %u, its convergent operation #%u:\n", t, k + 1);
	out_str(o, "    BEFORE ");
	if (kb < nb)
		out_op(o, b, b->s.seq[b->s.off[t] + kb], t);
	else
		out_fmt(o, "(none: thread %u takes part in %u)", t, nb);
	out_str(o, "\n    AFTER  ");
	if (k < na)
		out_op(o, a, a->s.seq[a->s.off[t] + k], t);
	else
		out_fmt(o, "(none: thread %u takes part in %u)", t, na);
	out_char(o, '\n');
	if (d->kind == D_OP)
		out_str(o, "  the threads that execute it together, or what it "
			   "computes, in AFTER are not possible in BEFORE\n");
	else if (d->kind == D_MISSING)
		out_str(o, "  AFTER leaves out a convergent operation BEFORE executes\n");
	else
		out_str(o, "  AFTER executes a convergent operation BEFORE does not\n");
}

/* The counterexample of function `name` on launch l. */
static void report_counterexample(struct cv_check *c, const char *name,
				  const side *b, const side *a,
				  const launch *l, const diff *d)
{
	outbuf *o = &c->text, *j = &c->json;
	outbuf tmp;
	memset(&tmp, 0, sizeof tmp);
	tmp.al = &c->ctx->alloc;
	out_fmt(o, "@%s: COUNTEREXAMPLE\n  launch: ", name);
	launch_text(o, b->m, b->f, l, c->o.reconvergence == CV_RECONVERGE_IPDOM);
	externs_text(o, &c->o);
	out_char(o, '\n');
	if (d->kind == D_OP || d->kind == D_MISSING || d->kind == D_EXTRA)
		out_op_diff(o, b, a, d);
	else
		out_fmt(o, "  %s\n", d->what);
	if (d->hint) {
		diff h = *d;
		h.kind = D_OP;
		h.thread = d->hthread;
		h.pos = d->hpos;
		h.posb = d->hposb;
		out_str(o, "  the first convergent operation whose result differs:\n");
		out_op_diff(o, b, a, &h);
	}
	/* JSON: the same, as fields */
	launch_text(&tmp, b->m, b->f, l, c->o.reconvergence == CV_RECONVERGE_IPDOM);
	externs_text(&tmp, &c->o);
	out_char(&tmp, 0);
	out_str(j, ", \"launch\": ");
	json_str(j, tmp.buf ? tmp.buf : "");
	tmp.len = 0;
	if (d->kind == D_OP || d->kind == D_MISSING || d->kind == D_EXTRA) {
		uint32_t t = d->thread, k = d->pos;
		out_fmt(j, ", \"thread\": %u, \"operation\": %u", t, k + 1);
		if (d->posb < b->s.off[t + 1] - b->s.off[t]) {
			out_op(&tmp, b, b->s.seq[b->s.off[t] + d->posb], t);
			out_char(&tmp, 0);
			out_str(j, ", \"before\": ");
			json_str(j, tmp.buf);
			tmp.len = 0;
		}
		if (k < a->s.off[t + 1] - a->s.off[t]) {
			out_op(&tmp, a, a->s.seq[a->s.off[t] + k], t);
			out_char(&tmp, 0);
			out_str(j, ", \"after\": ");
			json_str(j, tmp.buf);
			tmp.len = 0;
		}
	} else {
		out_str(j, ", \"difference\": ");
		json_str(j, d->what);
	}
	out_release(&tmp);
}

/* ---- one launch ----------------------------------------------------------- */

#define MAX_POLICIES 18

static int has_anchor(const function *f)
{
	uint32_t i;
	for (i = 0; i < f->ninsts; i++)
		if (f->insts[i].ext && f->insts[i].ext->intrinsic == INTR_CONV_ANCHOR)
			return 1;
	return 0;
}

static void set_policy(launch *l, unsigned p)
{
	l->anchor = p == 0 ? CV_ANCHOR_MAXIMAL
			   : p == 1 ? CV_ANCHOR_SINGLETON : CV_ANCHOR_RANDOM;
	l->anchor_seed = p >= 2 ? p - 1 : 0;
}

/* The groups AFTER's run made at its anchors, as a guide for BEFORE: per
 * thread, for its n-th anchor execution, the lowest thread of the group.
 * 0, or -1 when memory runs out. */
/* Record i of sd's run, in *v: is it an anchor's instance? */
static int anchor_record(const side *sd, size_t i, sim_op_view *v)
{
	const function *f;
	const char *callee;
	sim_run_record(sd->run, i, v);
	f = sd->m->globals[v->global].fn;
	callee = callee_of(sd->m, f, &f->insts[v->inst]);
	return callee && strcmp(callee, "llvm.experimental.convergence.anchor") == 0;
}

/* What per_thread lists for each thread. */
enum {
	PT_OPS,        /* its observable operations: the record's index */
	PT_ANCHORS,    /* its anchors' instances: the lowest thread there */
	PT_OP_GROUPS,  /* its observable operations: the lowest thread */
	PT_BY_CALLEE,  /* guided_run only: see callee_guide */
	PT_BY_USER,    /* guided_run only: see user_guide */
	PT_RENDEZVOUS  /* its anchors' instances: the record's index (one
			* number per group of the run: guided_run makes
			* BEFORE's parts wait for each other, across
			* iterations, CV_ANCHOR_RENDEZVOUS) */
};

/* Per thread, in run order, one entry for each record the thread took
 * part in, as `mode` says.  (*vals)[(*off)[t] .. (*off)[t+1]).
 * 0, or -1 when memory runs out (nothing left allocated). */
static int per_thread(const cv_allocator *al, const side *sd,
		      uint32_t nthreads, int mode, uint32_t **off,
		      uint32_t **vals, uint32_t *total)
{
	int anchors = mode == PT_ANCHORS || mode == PT_RENDEZVOUS;
	size_t n = sim_run_nrecords(sd->run), i;
	uint32_t t, *fill = NULL, pass;
	*vals = NULL;
	*total = 0;
	*off = cv_mem_realloc(al, NULL, 0, ((size_t)nthreads + 1) * 4);
	fill = cv_mem_realloc(al, NULL, 0, ((size_t)nthreads + 1) * 4);
	if (!*off || !fill)
		goto fail;
	memset(*off, 0, ((size_t)nthreads + 1) * 4);
	/* pass 0 counts, pass 1 fills */
	for (pass = 0; pass < 2; pass++) {
		if (pass) {
			for (t = 0; t < nthreads; t++)
				(*off)[t + 1] += (*off)[t];
			*total = (*off)[nthreads];
			*vals = cv_mem_realloc(al, NULL, 0, ((size_t)*total + 1) * 4);
			if (!*vals)
				goto fail;
			memcpy(fill, *off, (size_t)nthreads * 4);
		}
		for (i = 0; i < n; i++) {
			sim_op_view v;
			uint64_t mk;
			if (anchors ? !anchor_record(sd, i, &v)
				    : (sim_run_record(sd->run, i, &v), !observable(sd, &v)))
				continue;
			for (mk = v.mask; mk; mk &= mk - 1) {
				if ((t = v.first + ctz64(mk)) >= nthreads)
					continue;
				if (!pass)
					(*off)[t + 1]++;
				else
					(*vals)[fill[t]++] = mode == PT_OPS ||
								     mode == PT_RENDEZVOUS
						? (uint32_t)i : v.first + ctz64(v.mask);
			}
		}
	}
	cv_mem_realloc(al, fill, ((size_t)nthreads + 1) * 4, 0);
	return 0;
fail:
	if (fill)
		cv_mem_realloc(al, fill, ((size_t)nthreads + 1) * 4, 0);
	if (*off)
		cv_mem_realloc(al, *off, ((size_t)nthreads + 1) * 4, 0);
	*off = NULL;
	return -1;
}

static int seqs_build(const cv_allocator *al, side *sd, unsigned nthreads)
{
	sd->s.nthreads = nthreads;
	return per_thread(al, sd, nthreads, PT_OPS, &sd->s.off, &sd->s.seq,
			  &sd->s.nseq);
}

/* Does a run of BEFORE whose anchors group the threads as AFTER's run
 * grouped them match AFTER's run?  mode PT_ANCHORS: each thread's n-th
 * anchor execution as its n-th anchor in AFTER; PT_OP_GROUPS: as its
 * n-th convergent operation in AFTER (AFTER may have no anchor left:
 * a transform may replace an anchored operation by one whose groups the
 * control flow makes). */
/* The callee of the first call that takes anchor `x`'s token, or NULL. */
static const char *token_user_callee(const side *sd, uint32_t x)
{
	const function *f = sd->f;
	uint32_t i;
	for (i = 0; i < f->ninsts; i++) {
		const inst *in = &f->insts[i];
		if (in->ext && in->ext->conv_token == REF(REF_INST, x))
			return callee_of(sd->m, f, in);
	}
	return NULL;
}

#define GUIDE_CALLEES 16

/* Thread t's k-th operation on `callee` in AFTER's run: the lowest thread
 * of its group, or NONE32. */
static uint32_t kth_on_callee(const side *a, uint32_t t, const char *callee,
			      uint32_t k)
{
	uint32_t p;
	for (p = a->s.off[t]; p < a->s.off[t + 1]; p++) {
		sim_op_view v;
		const function *f;
		sim_run_record(a->run, a->s.seq[p], &v);
		f = a->m->globals[v.global].fn;
		if (same_callee(callee, callee_of(a->m, f, &f->insts[v.inst])) &&
		    k-- == 0)
			return v.first + ctz64(v.mask);
	}
	return NONE32;
}

/* A guide's arrays, made in two passes over BEFORE's run: (*off)[t + 1]
 * counts thread t's entries in the first, and is made the start of its
 * entries in *guide by guide_array before the second.  0, or -1 (memory;
 * nothing is left allocated). */
static int guide_offsets(struct cv_check *c, uint32_t nthreads,
			 uint32_t **off, uint32_t **guide)
{
	*guide = NULL;
	*off = cv_mem_realloc(&c->ctx->alloc, NULL, 0,
			      ((size_t)nthreads + 1) * 4);
	if (!*off)
		return -1;
	memset(*off, 0, ((size_t)nthreads + 1) * 4);
	return 0;
}

static int guide_array(struct cv_check *c, uint32_t nthreads, uint32_t **off,
		       uint32_t **guide, uint32_t *nguide)
{
	const cv_allocator *al = &c->ctx->alloc;
	uint32_t t;
	for (t = 0; t < nthreads; t++)
		(*off)[t + 1] += (*off)[t];
	*nguide = (*off)[nthreads];
	*guide = cv_mem_realloc(al, NULL, 0, ((size_t)*nguide + 1) * 4);
	if (!*guide) {
		cv_mem_realloc(al, *off, ((size_t)nthreads + 1) * 4, 0);
		*off = NULL;
		return -1;
	}
	return 0;
}

/* The guide for BEFORE (PT_BY_CALLEE): each thread's k-th execution of
 * an anchor whose token a call of C takes first joins the group of its
 * k-th operation on C in AFTER (a transform may drop an anchored
 * operation that computes nothing, so the n-th anchor need not be the
 * n-th operation).  The order of each thread's anchors is that of
 * BEFORE's run b0.  0, or -1 (memory, or too long to be worth it). */
static int callee_guide(struct cv_check *c, const side *b0, const side *a,
			uint32_t nthreads, uint32_t **off, uint32_t **guide,
			uint32_t *nguide)
{
	size_t n = sim_run_nrecords(b0->run), i;
	uint32_t t, pass;
	if (n > 4096 || guide_offsets(c, nthreads, off, guide) != 0)
		return -1;
	for (pass = 0; pass < 2; pass++) {
		if (pass && guide_array(c, nthreads, off, guide, nguide) != 0)
			return -1;
		for (t = 0; t < nthreads; t++) {
			const char *cal[GUIDE_CALLEES];
			uint32_t cnt[GUIDE_CALLEES], ncal = 0, w = pass ? (*off)[t] : 0;
			for (i = 0; i < n; i++) {
				sim_op_view v;
				const char *callee;
				uint32_t j, g = NONE32;
				if (!anchor_record(b0, i, &v) || t < v.first ||
				    t - v.first >= 64 || !(v.mask >> (t - v.first) & 1))
					continue;
				if (!pass) {
					(*off)[t + 1]++;
					continue;
				}
				callee = token_user_callee(b0, v.inst);
				for (j = 0; callee && j < ncal; j++)
					if (same_callee(cal[j], callee))
						break;
				if (callee && j == ncal && ncal < GUIDE_CALLEES) {
					cal[ncal] = callee;
					cnt[ncal++] = 0;
				}
				if (callee && j < ncal)
					g = kth_on_callee(a, t, callee, cnt[j]++);
				(*guide)[w++] = g;
			}
		}
	}
	return 0;
}

/* Does call u of f take anchor x's token, directly or through hearts? */
static int takes_anchor(const function *f, const inst *u, uint32_t x)
{
	unsigned depth;
	for (depth = 0; depth < 16 && u->ext &&
			REF_KIND(u->ext->conv_token) == REF_INST; depth++) {
		uint32_t j = REF_IDX(u->ext->conv_token);
		if (j == x)
			return 1;
		u = &f->insts[j];
		if (!u->ext || u->ext->intrinsic != INTR_CONV_LOOP)
			return 0;
	}
	return 0;
}

/* The guide for BEFORE (PT_BY_USER): each thread's execution of an
 * anchor joins the group, in AFTER, of the operation at the position
 * (in the thread's sequence of operations) of the first operation on its
 * token, directly or through hearts, that the thread executes after it
 * in BEFORE's run b0.  EarlyCSE merges two anchors of a block into one:
 * the second anchor's operations then share the first's groups, which
 * neither the n-th anchor nor the n-th operation says when an operation
 * on another token comes first.  0, or -1 (memory, or too long). */
static int user_guide(struct cv_check *c, const side *b0, const side *a,
		      uint32_t nthreads, uint32_t **off, uint32_t **guide,
		      uint32_t *nguide)
{
	size_t n = sim_run_nrecords(b0->run), i;
	uint32_t t, pass;
	if (n > 4096 || guide_offsets(c, nthreads, off, guide) != 0)
		return -1;
	for (pass = 0; pass < 2; pass++) {
		if (pass && guide_array(c, nthreads, off, guide, nguide) != 0)
			return -1;
		for (t = 0; t < nthreads; t++) {
			uint32_t w = pass ? (*off)[t] : 0, p;
			for (i = 0; i < n; i++) {
				sim_op_view v;
				uint32_t g = NONE32;
				const function *f;
				if (!anchor_record(b0, i, &v) || t < v.first ||
				    t - v.first >= 64 || !(v.mask >> (t - v.first) & 1))
					continue;
				if (!pass) {
					(*off)[t + 1]++;
					continue;
				}
				f = b0->m->globals[v.global].fn;
				for (p = b0->s.off[t]; p < b0->s.off[t + 1]; p++) {
					sim_op_view u;
					uint32_t k = p - b0->s.off[t];
					if (b0->s.seq[p] <= i)
						continue;
					sim_run_record(b0->run, b0->s.seq[p], &u);
					if (u.global != v.global ||
					    !takes_anchor(f, &f->insts[u.inst], v.inst))
						continue;
					if (k < a->s.off[t + 1] - a->s.off[t]) {
						sim_op_view x;
						sim_run_record(a->run, a->s.seq[a->s.off[t] + k], &x);
						g = x.first + ctz64(x.mask);
					}
					break;
				}
				(*guide)[w++] = g;
			}
		}
	}
	return 0;
}

static int guided_run(struct cv_check *c, side *bg, const side *a,
		      const launch *l, int mode, const side *b0)
{
	uint32_t *off = NULL, *guide = NULL, nguide = 0;
	launch lb = *l;
	int st;
	if (mode == PT_BY_CALLEE
		    ? callee_guide(c, b0, a, l->threads, &off, &guide, &nguide) != 0
		    : mode == PT_BY_USER
		    ? user_guide(c, b0, a, l->threads, &off, &guide, &nguide) != 0
		    : per_thread(&c->ctx->alloc, a, l->threads, mode, &off, &guide,
				 &nguide) != 0)
		return -1;
	lb.anchor = mode == PT_RENDEZVOUS ? CV_ANCHOR_RENDEZVOUS : CV_ANCHOR_GUIDED;
	lb.guide_off = off;
	lb.guide = guide;
	lb.guide_threads = l->threads;
	st = side_run(c, bg, &lb);
	cv_mem_realloc(&c->ctx->alloc, off, ((size_t)l->threads + 1) * 4, 0);
	cv_mem_realloc(&c->ctx->alloc, guide, ((size_t)nguide + 1) * 4, 0);
	return st;
}

static int guided_match(struct cv_check *c, side *bg, const side *a,
			const launch *l, int mode, const side *b0,
			size_t *compared)
{
	diff d;
	int ok = 0;
	if (guided_run(c, bg, a, l, mode, b0) == 0)
		ok = compare_runs(bg, (side *)a, l, &d, compared) == 0;
	side_release(c->ctx, bg);
	return ok;
}

/* ---- the search over anchor groupings ------------------------------------ */

#define CHOICE_MAX 512

/* The odometer over a side's choice lists (CV_ANCHOR_CHOICES): the first
 * list is empty (every anchor maximal); after each run, the last choice
 * that has an alternative left moves on and the later ones go back to 0,
 * so that every grouping the side's runs can make is visited once. */
typedef struct chooser {
	uint8_t ch[CHOICE_MAX];
	size_t nch;
	int done;     /* every list has been run */
	int bounded;  /* stopped before that (the run limit, or a run took
		       * more than CHOICE_MAX choices) */
} chooser;

static void chooser_next(chooser *k, const cv_run *run)
{
	size_t n = 0, i;
	const uint8_t *ar = run ? sim_run_choice_arity(run, &n) : NULL;
	if (n > CHOICE_MAX) {
		k->bounded = 1;
		n = CHOICE_MAX;
	}
	for (i = n; i-- > 0;) {
		uint32_t cur = i < k->nch ? k->ch[i] : 0;
		if (cur + 1 < ar[i]) {
			size_t j;
			for (j = k->nch; j < i; j++)
				k->ch[j] = 0;
			k->ch[i] = (uint8_t)(cur + 1);
			k->nch = i + 1;
			return;
		}
	}
	k->done = 1;
}

/* Are there more than `limit` choice lists with a run's arities (the
 * product of its alternatives, which the later runs' paths may change)? */
static int lists_over(const cv_run *run, size_t limit)
{
	size_t n, i;
	const uint8_t *ar = sim_run_choice_arity(run, &n);
	uint64_t prod = 1;
	for (i = 0; i < n; i++) {
		prod *= ar[i];
		if (prod > limit)
			return 1;
	}
	return 0;
}

static void set_choices(launch *l, const chooser *k)
{
	l->anchor = CV_ANCHOR_CHOICES;
	l->choices = k->ch;
	l->nchoices = k->nch;
	l->anchor_seed = 0;
}

/* BEFORE's runs of one launch, made when the search first needs them:
 * under the policies (b[], bstate[]: -2 not run yet, 0 ran, 1 stopped)
 * and in the order of its chooser (e[], estate[]). */
typedef struct before_runs {
	side *b;
	int *bstate;
	unsigned npol;
	side *e;
	int *estate;
	size_t ne, limit;
	chooser k;
	const uint32_t *hseed; /* BEFORE's cycle hierarchies, as seeds of
				* --hierarchy (hseed[0] = 0: LLVM's) */
	uint32_t nhier;
	int irr;               /* a side has an irreducible cycle */
} before_runs;

/* BEFORE's run under policy p. */
static int before_policy(struct cv_check *c, before_runs *br, const launch *l,
			 unsigned p)
{
	if (br->bstate[p] == -2) {
		launch lb = *l;
		set_policy(&lb, p);
		br->bstate[p] = side_run(c, &br->b[p], &lb);
	}
	return br->bstate[p];
}

/* BEFORE's i-th grouping; -3 when the chooser has no more (or the
 * limit is reached: then k.bounded). */
static int before_enum(struct cv_check *c, before_runs *br, const launch *l,
		       size_t i)
{
	while (br->ne <= i) {
		launch lb = *l;
		side *sd;
		if (br->k.done)
			return -3;
		if (br->ne >= br->limit) {
			br->k.bounded = 1;
			return -3;
		}
		sd = &br->e[br->ne];
		*sd = br->b[0];
		sd->run = NULL;
		memset(&sd->s, 0, sizeof sd->s);
		set_choices(&lb, &br->k);
		br->estate[br->ne] = side_run(c, sd, &lb);
		if (br->ne == 0 && sd->run && lists_over(sd->run, br->limit))
			br->k.done = br->k.bounded = 1;
		else
			chooser_next(&br->k, sd->run);
		if (br->estate[br->ne] != 0)
			/* a run that stopped is kept as its state only */
			side_release(c->ctx, sd);
		br->ne++;
	}
	return br->estate[i];
}

/* Is AFTER's run a (run-to-the-end) run a behaviour of BEFORE on l?
 * Tried: BEFORE under AFTER's own anchor groups, under the policies,
 * then every grouping of BEFORE's chooser. */
/* BEFORE under the other cycle hierarchies its irreducible cycles admit
 * (with AFTER's anchor policy): does one match? */
static int before_other_hierarchy(struct cv_check *c, before_runs *br,
				  side *a, const launch *l, size_t *compared)
{
	side *bg = &br->b[MAX_POLICIES - 1];
	uint32_t h;
	diff d;
	for (h = 1; h < br->nhier; h++) {
		launch lb = *l;
		int ok;
		lb.hierarchy = br->hseed[h];
		if (lb.anchor == CV_ANCHOR_CHOICES) {
			lb.anchor = CV_ANCHOR_MAXIMAL;
			lb.nchoices = 0;
		}
		ok = side_run(c, bg, &lb) == 0 &&
		     compare_runs(bg, a, l, &d, compared) == 0;
		side_release(c->ctx, bg);
		if (ok)
			return 1;
	}
	return 0;
}

static int before_matches(struct cv_check *c, before_runs *br, side *a,
			  const launch *l, size_t *compared)
{
	unsigned p;
	size_t i;
	diff d;
	int st;
	side *bg = &br->b[MAX_POLICIES - 1];
	if (guided_match(c, bg, a, l, PT_ANCHORS, NULL, compared) ||
	    guided_match(c, bg, a, l, PT_OP_GROUPS, NULL, compared) ||
	    guided_match(c, bg, a, l, PT_BY_CALLEE, &br->b[0], compared) ||
	    guided_match(c, bg, a, l, PT_BY_USER, &br->b[0], compared) ||
	    guided_match(c, bg, a, l, PT_RENDEZVOUS, NULL, compared))
		return 1;
	for (p = 0; p < br->npol; p++)
		if (before_policy(c, br, l, p) == 0 &&
		    compare_runs(&br->b[p], a, l, &d, compared) == 0)
			return 1;
	for (i = 0; (st = before_enum(c, br, l, i)) != -3; i++)
		if (st == 0 && compare_runs(&br->e[i], a, l, &d, compared) == 0)
			return 1;
	return before_other_hierarchy(c, br, a, l, compared);
}

/* AFTER stopped (undefined behaviour, the step limit) under some anchor
 * grouping: allowed when BEFORE stops under one too (grouped as AFTER,
 * under a policy, or under one of its own groupings), since a stop in
 * BEFORE constrains nothing. */
static int before_stops(struct cv_check *c, before_runs *br, side *a,
			const launch *l)
{
	unsigned p;
	size_t i;
	int st;
	side *bg = &br->b[MAX_POLICIES - 1];
	if (a->run) {
		st = guided_run(c, bg, a, l, PT_ANCHORS, NULL);
		side_release(c->ctx, bg);
		if (st == 1)
			return 1;
	}
	for (p = 0; p < br->npol; p++)
		if (before_policy(c, br, l, p) == 1)
			return 1;
	for (i = 0; (st = before_enum(c, br, l, i)) != -3; i++)
		if (st == 1)
			return 1;
	return 0;
}

/* The counterexample of AFTER's run a on l, against BEFORE grouped as
 * AFTER where it runs (the first difference is then the one that
 * matters): the threads of a group waiting for each other across
 * iterations (CV_ANCHOR_RENDEZVOUS), else grouped within each instance,
 * else BEFORE's first run.  When the rendezvous run stops
 * (a deadlock: AFTER's anchor groups need threads in BEFORE to wait for
 * each other), why. */
static void report_against_grouped(struct cv_check *c, const char *name,
				   before_runs *br, side *a, launch *l)
{
	side *bg = &br->b[MAX_POLICIES - 1], *bs = &br->b[0];
	char why[sizeof br->b[0].err];
	size_t compared = 0;
	int st = -1;
	diff d;
	why[0] = 0;
	if (br->npol > 1) {
		st = guided_run(c, bg, a, l, PT_RENDEZVOUS, NULL);
		if (st == 1)
			snprintf(why, sizeof why, "%s", bg->err);
		if (st != 0) {
			side_release(c->ctx, bg);
			st = guided_run(c, bg, a, l, PT_ANCHORS, NULL) == 0 ? 1 : -1;
		}
	}
	if (st >= 0)
		bs = bg;
	compare_runs(bs, a, l, &d, &compared);
	report_counterexample(c, name, bs, a, l, &d);
	if (st >= 0)
		out_str(&c->text, "  (BEFORE run with each thread's anchors grouped "
			"as in AFTER)\n");
	if (why[0])
		out_fmt(&c->text, "  (grouped as in AFTER across iterations, BEFORE "
			"stops: %s)\n", why);
	side_release(c->ctx, bg);
}

/* Checks launch l (its anchor policy is set here).  0: AFTER's behaviours
 * are BEFORE's; 1: BEFORE stops, nothing to check; 2: a counterexample,
 * reported.  Without anchors, one run each.  With anchors, AFTER runs
 * under every grouping of its chooser (up to the run limit; when that
 * bounds it, also under the singleton and random policies), and each run
 * needs a BEFORE run with the same behaviour.  *exhaustive: every
 * grouping of AFTER was run. */
static int check_launch(struct cv_check *c, const char *name, before_runs *br,
			side *a, launch *l, uint32_t ha, int *exhaustive)
{
	unsigned pa = 0, k;
	diff d;
	size_t compared = 0, ea = 0;
	int rc = 0;
	chooser ka;
	memset(&ka, 0, sizeof ka);
	*exhaustive = 1;
	for (k = 0; k < br->npol; k++)
		br->bstate[k] = -2;
	br->ne = 0;
	memset(&br->k, 0, sizeof br->k);
	if (before_policy(c, br, l, 0) != 0) {
		c->discarded++;
		rc = 1;
		goto done;
	}
	if (br->npol > 1)
		c->anchor_searches++;
	for (;;) {
		int sa, matched = 0;
		uint64_t steps = c->o.max_steps;
		if (br->npol == 1) {
			if (pa++)
				break;
			set_policy(l, 0);
		} else if (!ka.done && ea < br->limit) {
			set_choices(l, &ka);
		} else {
			/* AFTER's groupings not all run: the policies too */
			if (ka.done && !ka.bounded)
				break;
			*exhaustive = 0;
			if (++pa >= br->npol)
				break;
			set_policy(l, pa);
		}
		/* AFTER may take longer (a transform need not save work) */
		c->o.max_steps = (steps ? steps : 1000000) * 4;
		l->hierarchy = ha;
		sa = side_run(c, a, l);
		c->o.max_steps = steps;
		if (l->anchor == CV_ANCHOR_CHOICES) {
			if (ea++ == 0 && a->run &&
			    lists_over(a->run, br->limit)) {
				/* far too many to run them all: the policies */
				ka.done = ka.bounded = 1;
			} else {
				chooser_next(&ka, a->run);
			}
			if (ka.bounded)
				*exhaustive = 0;
		}
		l->hierarchy = 0;
		if (sa == 0)
			matched = br->npol > 1 || br->irr
				? before_matches(c, br, a, l, &compared)
				: compare_runs(&br->b[0], a, l, &d, &compared) == 0;
		else if (br->npol > 1)
			matched = before_stops(c, br, a, l);
		c->ops += compared;
		compared = 0;
		if (!matched) {
			l->hierarchy = ha;
			if (sa != 0) {
				memset(&d, 0, sizeof d);
				d.kind = D_STOPS;
				snprintf(d.what, sizeof d.what,
					 "AFTER stops (%.400s); BEFORE runs to the end", a->err);
				report_counterexample(c, name, &br->b[0], a, l, &d);
			} else
				report_against_grouped(c, name, br, a, l);
			if (br->npol > 1)
				out_fmt(&c->text, "  (no run of BEFORE matches: not under "
					"AFTER's own groups, maximal, singleton or %u "
					"random split%s, nor under %s %zu of its anchor "
					"groupings%s)\n",
					br->npol - 2, br->npol == 3 ? "" : "s",
					br->k.bounded ? "the first" : "all",
					br->ne, br->k.bounded
						? ": it has more than --anchor-runs" : "");
			rc = 2;
		}
		side_release(c->ctx, a);
		if (rc)
			break;
	}
done:
	for (k = 0; k < br->npol; k++)
		if (br->bstate[k] != -2)
			side_release(c->ctx, &br->b[k]);
	for (k = 0; k < br->ne; k++)
		side_release(c->ctx, &br->e[k]);
	br->ne = 0;
	set_policy(l, 0);
	return rc;
}

/* ---- one function --------------------------------------------------------- */

/* The violations of AFTER in function `name` whose rule BEFORE does not
 * break there; reported.  Returns their number. */
static size_t static_layer(struct cv_check *c, const char *name,
			   const cv_verify_result *vb, const cv_verify_result *va)
{
	size_t i, k, n = 0;
	for (i = 0; va && i < cv_verify_count(va); i++) {
		const cv_violation *x = cv_verify_get(va, i);
		int old = 0;
		if (strcmp(x->function, name) != 0)
			continue;
		for (k = 0; vb && k < cv_verify_count(vb) && !old; k++) {
			const cv_violation *y = cv_verify_get(vb, k);
			old = strcmp(y->function, name) == 0 &&
			      strcmp(y->rule, x->rule) == 0;
		}
		if (old)
			continue;
		if (!n++) {
			out_fmt(&c->text, "@%s: STATIC: AFTER breaks a rule BEFORE "
				"keeps\n", name);
			out_str(&c->json, ", \"static\": [");
		} else {
			out_str(&c->json, ", ");
		}
		out_fmt(&c->text, "  %s:%u:%u: %s [%s]\n", c->after->filename,
			x->line, x->col, x->message, x->rule);
		out_fmt(&c->json, "{\"line\": %u, \"col\": %u, \"rule\": ", x->line,
			x->col);
		json_str(&c->json, x->rule);
		out_str(&c->json, ", \"message\": ");
		json_str(&c->json, x->message);
		out_char(&c->json, '}');
	}
	return n;
}

/* Is convergent call ii of u's function m-converged: no cycle around it
 * is assumed divergent (its convergence would depend on the cycle
 * hierarchy)? */
static int call_m_converged(const cv_uniformity *u, uint32_t ii)
{
	const cycle_info *ci = &u->cfg->cycles;
	uint32_t c = ci->block_cycle[u->f->insts[ii].block];
	for (; c != CFG_NONE; c = ci->cycles[c].parent)
		if (u->assumed[c])
			return 0;
	return 1;
}

/* sd->not_m for the function of sd (NULL when every call is m-converged
 * or the target has no divergence); freed with not_m_free. */
static uint8_t *not_m_compute(struct cv_check *c, const cv_module *m,
			      size_t index, uint32_t *n)
{
	cv_uniformity *u = cv_uniformity_new(m, index, NULL);
	uint8_t *out = NULL;
	uint32_t i;
	int any = 0;
	*n = 0;
	if (!u || !cv_uniformity_target_diverges(u))
		goto done;
	for (i = 0; i < u->f->ninsts; i++) {
		const inst *in = &u->f->insts[i];
		if (in->op == OP_CALL && in->ext && in->ext->convergent &&
		    !call_m_converged(u, i))
			any = 1;
	}
	if (!any)
		goto done;
	*n = u->f->ninsts;
	out = cv_mem_realloc(&c->ctx->alloc, NULL, 0, (size_t)*n + 1);
	if (!out)
		goto done;
	for (i = 0; i < u->f->ninsts; i++) {
		const inst *in = &u->f->insts[i];
		out[i] = in->op == OP_CALL && in->ext && in->ext->convergent &&
			 !call_m_converged(u, i);
	}
done:
	cv_uniformity_free(u);
	return out;
}

/* The convergent calls of AFTER that are not m-converged while every call
 * of the same callee in BEFORE is (a transform that made a cycle around
 * it irreducible, or entered it on a divergent path); reported.  Returns
 * their number. */
static size_t m_converged_layer(struct cv_check *c, const char *name,
				size_t ib, size_t ia, size_t already)
{
	cv_uniformity *ub = cv_uniformity_new(c->before, ib, NULL);
	cv_uniformity *ua = cv_uniformity_new(c->after, ia, NULL);
	size_t n = 0;
	uint32_t i, k;
	if (!ub || !ua || !cv_uniformity_target_diverges(ua))
		goto done;
	for (i = 0; i < ua->f->ninsts; i++) {
		const inst *in = &ua->f->insts[i];
		const char *callee;
		int before_not = 0;
		if (in->op != OP_CALL || !in->ext || !in->ext->convergent)
			continue;
		callee = callee_of(c->after, ua->f, in);
		if (!callee || is_token_intrinsic(callee) || call_m_converged(ua, i))
			continue;
		for (k = 0; k < ub->f->ninsts && !before_not; k++) {
			const inst *bi = &ub->f->insts[k];
			const char *bc;
			if (bi->op != OP_CALL || !bi->ext || !bi->ext->convergent)
				continue;
			bc = callee_of(c->before, ub->f, bi);
			before_not = bc && strcmp(bc, callee) == 0 &&
				     !call_m_converged(ub, k);
		}
		if (before_not)
			continue;
		if (!already && !n) {
			out_fmt(&c->text, "@%s: STATIC: AFTER breaks a rule BEFORE "
				"keeps\n", name);
			out_str(&c->json, ", \"static\": [");
		} else {
			out_str(&c->json, ", ");
		}
		n++;
		out_fmt(&c->text, "  %s:%u:%u: the call of @%s is not m-converged: a "
			"cycle around it is assumed divergent (its convergence "
			"depends on the cycle hierarchy); every call of @%s in "
			"BEFORE is m-converged [m-converged]\n", c->after->filename,
			in->line, inst_col(in), callee, callee);
		out_fmt(&c->json, "{\"line\": %u, \"col\": %u, \"rule\": "
			"\"m-converged\", \"message\": ", in->line, inst_col(in));
		json_str(&c->json, "the call is not m-converged in AFTER and is in BEFORE");
		out_char(&c->json, '}');
	}
done:
	cv_uniformity_free(ub);
	cv_uniformity_free(ua);
	return n;
}

/* ---- cycle hierarchies ------------------------------------------------------ */

/* The header of an irreducible cycle is the implementation's choice: any
 * entry heads it under some depth-first order (ConvergenceAndUniformity).
 * The simulator's `--hierarchy K` runs under the hierarchy of a DFS that
 * takes each block's successors in a rotation drawn from K
 * (cfg_graph_rotated; K = 0: LLVM's).  A function's distinct hierarchies
 * are found by trying K = 0 .. HIER_SEEDS - 1, and counted against an
 * upper bound to say whether all were found. */
#define HIER_SEEDS 64
#define HIER_WORK 4000000u     /* steps of the upper bound's count */
#define HIER_SAT (1ull << 40)  /* where the count saturates */

typedef struct hier_set {
	uint32_t seed[HIER_SEEDS]; /* a K per distinct hierarchy; seed[0] = 0 */
	uint32_t n;
	int irreducible; /* LLVM's hierarchy has an irreducible cycle */
	int more;        /* more than the n kept were found */
	uint64_t upper;  /* at most so many hierarchies (0: not counted) */
} hier_set;

/* Every hierarchy of the function was run. */
static int hier_complete(const hier_set *hs)
{
	return !hs->more && hs->upper == hs->n;
}

typedef struct hcount {
	const cfg_graph *g;
	const cycle_info *ci; /* LLVM's: which blocks are reachable */
	arena *a;
	uint64_t work;
} hcount;

static uint64_t sat_mul(uint64_t x, uint64_t y)
{
	return x && y > HIER_SAT / x ? HIER_SAT : x * y;
}

/* Marks in reach[] and lists in q[] the blocks of in[] that v reaches
 * inside in[] (fwd: along successors, else predecessors); their count. */
static uint32_t hc_reach(hcount *h, const uint8_t *in, uint8_t *reach,
			 uint32_t *q, uint32_t v, int fwd)
{
	uint32_t head = 0, tail = 0, k;
	reach[v] = 1;
	q[tail++] = v;
	while (head < tail) {
		uint32_t u = q[head++];
		uint32_t d = fwd ? CFG_NSUCC(h->g, u) : CFG_NPRED(h->g, u);
		const uint32_t *s = fwd ? CFG_SUCCS(h->g, u) : CFG_PREDS(h->g, u);
		h->work += d + 1;
		for (k = 0; k < d; k++)
			if (in[s[k]] && !reach[s[k]]) {
				reach[s[k]] = 1;
				q[tail++] = s[k];
			}
	}
	return tail;
}

/* Is b an entry of the blocks in[]: has it a reachable predecessor
 * outside them? */
static int hc_entry(const hcount *h, const uint8_t *in, uint32_t b)
{
	uint32_t k;
	for (k = 0; k < CFG_NPRED(h->g, b); k++) {
		uint32_t p = CFG_PREDS(h->g, b)[k];
		if (!in[p] && h->ci->dfs_start[p])
			return 1;
	}
	return 0;
}

static int hc_self_loop(const cfg_graph *g, uint32_t v)
{
	uint32_t k;
	for (k = 0; k < CFG_NSUCC(g, v); k++)
		if (CFG_SUCCS(g, v)[k] == v)
			return 1;
	return 0;
}

/* How many hierarchies the strongly connected blocks list[0 .. m) (in[]
 * marks them) admit: the header is any entry, the cycles inside are the
 * strongly connected components left without it, each with its own
 * choices.  An upper bound: not every combination need come from one
 * depth-first search.  0: HIER_WORK ran out. */
static uint64_t hc_count(hcount *h, const uint32_t *list, uint32_t m,
			 uint8_t *in)
{
	uint32_t n = h->g->n, i, j, k;
	uint64_t total = 0;
	uint8_t *fw = arena_zalloc(h->a, n), *bw = arena_zalloc(h->a, n);
	uint8_t *done = arena_zalloc(h->a, n), *sub = arena_zalloc(h->a, n);
	uint32_t *qf = arena_alloc(h->a, (size_t)m * 4 + 4);
	uint32_t *qb = arena_alloc(h->a, (size_t)m * 4 + 4);
	uint32_t *comp = arena_alloc(h->a, (size_t)m * 4 + 4);
	h->work += 4 * (uint64_t)n;
	for (i = 0; i < m && h->work <= HIER_WORK; i++) {
		uint32_t e = list[i];
		uint64_t prod = 1;
		if (!hc_entry(h, in, e))
			continue;
		in[e] = 0;
		for (j = 0; j < m && prod; j++) {
			uint32_t v = list[j], nf, nb, nc = 0;
			if (!in[v] || done[v])
				continue;
			nf = hc_reach(h, in, fw, qf, v, 1);
			nb = hc_reach(h, in, bw, qb, v, 0);
			for (k = 0; k < nf; k++)
				if (bw[qf[k]]) {
					comp[nc++] = qf[k];
					done[qf[k]] = 1;
				}
			for (k = 0; k < nf; k++)
				fw[qf[k]] = 0;
			for (k = 0; k < nb; k++)
				bw[qb[k]] = 0;
			if (nc < 2 && !hc_self_loop(h->g, v))
				continue;
			for (k = 0; k < nc; k++)
				sub[comp[k]] = 1;
			prod = sat_mul(prod, hc_count(h, comp, nc, sub));
			for (k = 0; k < nc; k++)
				sub[comp[k]] = 0;
		}
		for (j = 0; j < m; j++)
			done[list[j]] = 0;
		in[e] = 1;
		if (!prod)
			return 0;
		total = total + prod > HIER_SAT ? HIER_SAT : total + prod;
	}
	return h->work > HIER_WORK ? 0 : total;
}

/* The upper bound over the function: the product over LLVM's top-level
 * cycles with an irreducible cycle in them (the others admit one
 * hierarchy).  0: not counted. */
static uint64_t hier_upper(hcount *h)
{
	const cycle_info *ci = h->ci;
	uint8_t *in = arena_zalloc(h->a, h->g->n);
	uint64_t total = 1, x;
	uint32_t c, d, k;
	for (c = 0; c < ci->ncycles; c = ci->cycles[c].end) {
		const cycle *cy = &ci->cycles[c];
		int irr = 0;
		for (d = c; d < cy->end; d++)
			irr |= ci->cycles[d].nentries > 1;
		if (!irr)
			continue;
		for (k = 0; k < cy->nblocks; k++)
			in[ci->blocks[cy->block0 + k]] = 1;
		x = hc_count(h, ci->blocks + cy->block0, cy->nblocks, in);
		for (k = 0; k < cy->nblocks; k++)
			in[ci->blocks[cy->block0 + k]] = 0;
		if (!x)
			return 0;
		total = sat_mul(total, x);
	}
	return total;
}

/* A hierarchy as one array: per block, the headers of the cycles around
 * it from the innermost out, then CFG_NONE.  (A block heads at most one
 * cycle, so this fixes every cycle's header and blocks.) */
static uint32_t *hier_sig(const cycle_info *ci, uint32_t n, arena *a,
			  uint32_t *len)
{
	uint32_t b, c, k = 0, total = n;
	uint32_t *s;
	for (b = 0; b < n; b++)
		total += cycles_block_depth(ci, b);
	s = arena_alloc(a, (size_t)total * 4 + 4);
	for (b = 0; b < n; b++) {
		for (c = ci->block_cycle[b]; c != CFG_NONE; c = ci->cycles[c].parent)
			s[k++] = cycles_header(ci, c);
		s[k++] = CFG_NONE;
	}
	*len = k;
	return s;
}

/* Tries the seeds until every hierarchy the bound allows was found, cap
 * were kept and another found, or the seeds ran out. */
static void hier_search(hier_set *hs, const cv_cfg *cfg, uint32_t cap,
			arena *keep, arena *tmp)
{
	uint32_t *sig[HIER_SEEDS], len[HIER_SEEDS], k, i;
	hcount h;
	h.g = &cfg->graph;
	h.ci = &cfg->cycles;
	h.a = tmp;
	h.work = 0;
	hs->upper = hier_upper(&h);
	arena_free(tmp);
	hs->n = 0;
	for (k = 0; k < HIER_SEEDS; k++) {
		const cycle_info *cp = &cfg->cycles;
		cycle_info ci;
		cfg_graph rot;
		uint32_t *s, l;
		if (hs->upper && hs->n >= hs->upper)
			break;
		if (k) {
			memset(&ci, 0, sizeof ci);
			cfg_graph_rotated(&rot, &cfg->graph, k, tmp);
			cycles_compute(&ci, &rot, tmp, tmp);
			cp = &ci;
		}
		s = hier_sig(cp, cfg->graph.n, tmp, &l);
		for (i = 0; i < hs->n; i++)
			if (len[i] == l && memcmp(sig[i], s, (size_t)l * 4) == 0)
				break;
		if (i == hs->n && hs->n == cap) {
			hs->more = 1;
			break;
		}
		if (i == hs->n) {
			sig[i] = arena_dup(keep, s, (size_t)l * 4 + 4);
			len[i] = l;
			hs->seed[hs->n++] = k;
		}
		arena_free(tmp);
	}
}

/* The hierarchies of function `index` of m (one, LLVM's, when it has no
 * irreducible cycle). */
static void hier_find(struct cv_check *c, const cv_module *m, size_t index,
		      hier_set *hs)
{
	cv_cfg *cfg = cv_cfg_new(m, index, CV_CFG_CYCLES);
	uint32_t cap = c->o.hierarchies ? c->o.hierarchies : 8, k;
	arena *ar;
	jmp_buf oom;
	memset(hs, 0, sizeof *hs);
	hs->n = 1;
	hs->upper = 1;
	if (!cfg)
		return;
	for (k = 0; k < cfg->cycles.ncycles; k++)
		hs->irreducible |= !cycles_is_reducible(&cfg->cycles, k);
	ar = hs->irreducible
		? cv_mem_realloc(&c->ctx->alloc, NULL, 0, 2 * sizeof *ar) : NULL;
	if (ar) {
		arena_init(&ar[0], &c->ctx->alloc);
		arena_init(&ar[1], &c->ctx->alloc);
		ar[0].oom = ar[1].oom = &oom;
		if (setjmp(oom) == 0) {
			hier_search(hs, cfg, cap < HIER_SEEDS ? cap : HIER_SEEDS,
				    &ar[0], &ar[1]);
		} else {
			/* out of memory: the hierarchies found so far */
			hs->upper = 0;
			if (!hs->n)
				hs->n = 1;
		}
		arena_free(&ar[0]);
		arena_free(&ar[1]);
		cv_mem_realloc(&c->ctx->alloc, ar, 2 * sizeof *ar, 0);
	} else if (hs->irreducible) {
		hs->upper = 0;
	}
	cv_cfg_free(cfg);
}

/* "BEFORE all 3", "AFTER 8 of at most 24", "AFTER 8 (more not run)". */
static void hier_describe(outbuf *o, const char *who, const hier_set *hs)
{
	if (hier_complete(hs))
		out_fmt(o, "%s all %u", who, hs->n);
	else if (hs->more)
		out_fmt(o, "%s %u (more not run)", who, hs->n);
	else if (hs->upper)
		out_fmt(o, "%s %u of at most %llu", who, hs->n,
			(unsigned long long)hs->upper);
	else
		out_fmt(o, "%s %u (not counted)", who, hs->n);
}

static void check_function(struct cv_check *c, const char *name, size_t ib,
			   size_t ia, const cv_verify_result *vb,
			   const cv_verify_result *va)
{
	side b[MAX_POLICIES], a;
	int bstate[MAX_POLICIES];
	before_runs br;
	hier_set hb, ha;
	size_t bounded = 0;
	const global *gb = function_global(c->before, ib);
	const global *ga = function_global(c->after, ia);
	unsigned budget = c->o.budget ? c->o.budget : 16, k, npol = 1, done = 0;
	size_t nstatic, discarded0 = c->discarded, ops0 = c->ops;
	int verdict = 0;
	char why[256];
	launch l;
	uint8_t *nm_b, *nm_a;
	uint32_t nb_m, na_m;
	memset(b, 0, sizeof b);
	memset(&a, 0, sizeof a);
	c->functions++;
	out_str(&c->json, c->json_first ? "\n  {\"function\": " : ",\n  {\"function\": ");
	c->json_first = 0;
	json_str(&c->json, name);
	nstatic = static_layer(c, name, vb, va);
	nstatic += m_converged_layer(c, name, ib, ia, nstatic);
	if (nstatic)
		out_char(&c->json, ']');
	for (k = 0; k < MAX_POLICIES; k++) {
		b[k].m = c->before;
		b[k].index = ib;
		b[k].f = gb->fn;
	}
	a.m = c->after;
	a.index = ia;
	a.f = ga->fn;
	nm_b = not_m_compute(c, c->before, ib, &nb_m);
	nm_a = not_m_compute(c, c->after, ia, &na_m);
	for (k = 0; k < MAX_POLICIES; k++)
		b[k].not_m = nm_b;
	a.not_m = nm_a;
	if (has_anchor(gb->fn) || has_anchor(ga->fn))
		npol = 2 + (c->o.anchor_splits ? c->o.anchor_splits : 4);
	if (npol > MAX_POLICIES - 1) /* the last: BEFORE guided by AFTER */
		npol = MAX_POLICIES - 1;
	memset(&br, 0, sizeof br);
	br.b = b;
	br.bstate = bstate;
	br.npol = npol;
	hier_find(c, c->before, ib, &hb);
	hier_find(c, c->after, ia, &ha);
	br.hseed = hb.seed;
	br.nhier = hb.n;
	br.irr = hb.irreducible || ha.irreducible;
	if (br.irr) {
		c->hier_functions++;
		if (hier_complete(&hb) && hier_complete(&ha))
			c->hier_complete++;
	}
	if (npol > 1) {
		br.limit = c->o.anchor_runs ? c->o.anchor_runs : 64;
		br.e = cv_mem_realloc(&c->ctx->alloc, NULL, 0, br.limit * sizeof *br.e);
		br.estate = cv_mem_realloc(&c->ctx->alloc, NULL, 0,
					   br.limit * sizeof *br.estate);
		if (!br.e || !br.estate)
			br.limit = 0;
	}
	if (gb->fn->nargs != ga->fn->nargs) {
		out_fmt(&c->text, "@%s: COUNTEREXAMPLE\n  BEFORE takes %u arguments, "
			"AFTER %u\n", name, gb->fn->nargs, ga->fn->nargs);
		out_str(&c->json, ", \"result\": \"counterexample\", \"difference\": "
			"\"the number of arguments differs\"}");
		c->failed++;
		c->result = 1;
		goto out;
	}
	for (k = 0; k < budget; k++) {
		int r = 0, exhaustive = 1;
		uint32_t h;
		if (make_launch(c, c->before, gb, k, &l, why, sizeof why) != 0) {
			out_fmt(&c->text, "@%s: not run: %s\n", name, why);
			c->skipped++;
			verdict = -1;
			break;
		}
		c->launches++;
		done++;
		if (npol > 1 && !c->o.nthreads && k % 2)
			/* anchors: every other launch small enough for all of
			 * its groupings to be run */
			l.threads = 2 + (k / 2) % 3;
		for (h = 0; h < ha.n; h++) {
			r = check_launch(c, name, &br, &a, &l, ha.seed[h],
					 &exhaustive);
			if (r != 0)
				break;
		}
		if (r == 0 && npol > 1) {
			if (exhaustive)
				c->anchor_exhaustive++;
			else
				bounded++;
		}
		if (r == 2) {
			verdict = 2;
			break;
		}
	}
	if (verdict == 2 || nstatic) {
		c->failed++;
		c->result = 1;
	}
	out_fmt(&c->json, ", \"result\": \"%s\", \"launches\": %u, "
		"\"stopped_in_before\": %zu, \"operations_compared\": %zu}",
		verdict == 2 ? "counterexample"
		: nstatic ? "static" : verdict < 0 ? "not-run" : "holds",
		done, c->discarded - discarded0, c->ops - ops0);
	if (verdict == 0) {
		out_fmt(&c->text, "@%s: %s on %u launches (%zu stopped in BEFORE, "
			"%zu convergent operation instances compared", name,
			nstatic ? "runs agree" : "holds", done,
			c->discarded - discarded0, c->ops - ops0);
		if (npol > 1 && bounded)
			out_fmt(&c->text, "; anchors: every grouping of AFTER on %zu "
				"launches, a bounded search on %zu", done - bounded -
				(c->discarded - discarded0), bounded);
		else if (npol > 1)
			out_str(&c->text, "; anchors: every grouping of AFTER");
		if (br.irr) {
			out_str(&c->text, "; cycle hierarchies: ");
			hier_describe(&c->text, "BEFORE", &hb);
			out_str(&c->text, ", ");
			hier_describe(&c->text, "AFTER", &ha);
		}
		out_str(&c->text, ")\n");
	}
out:
	if (br.e)
		cv_mem_realloc(&c->ctx->alloc, br.e, br.limit * sizeof *br.e, 0);
	if (br.estate)
		cv_mem_realloc(&c->ctx->alloc, br.estate,
			       br.limit * sizeof *br.estate, 0);
	if (nm_b)
		cv_mem_realloc(&c->ctx->alloc, nm_b, (size_t)nb_m + 1, 0);
	if (nm_a)
		cv_mem_realloc(&c->ctx->alloc, nm_a, (size_t)na_m + 1, 0);
}

/* ---- the module ------------------------------------------------------------ */

static int find_definition(const cv_module *m, const char *name, size_t *index)
{
	size_t i;
	for (i = 0; i < m->nfuncs; i++) {
		const char *n = cv_module_function_name(m, i);
		if (n && strcmp(n, name) == 0) {
			*index = i;
			return cv_module_function_is_definition(m, i);
		}
	}
	return 0;
}

static void one_side_only(struct cv_check *c, const char *name, const char *has)
{
	out_fmt(&c->text, "@%s: only in %s (not checked)\n", name, has);
	out_str(&c->json, c->json_first ? "\n  {\"function\": " : ",\n  {\"function\": ");
	c->json_first = 0;
	json_str(&c->json, name);
	out_fmt(&c->json, ", \"result\": \"only-%s\"}",
		strcmp(has, "BEFORE") == 0 ? "before" : "after");
}

static void check_all(struct cv_check *c)
{
	const cv_module *mb = c->before, *ma = c->after;
	size_t nd = cv_diag_count(c->ctx), i, ib, ia;
	cv_verify_result *vb = cv_verify(c->ctx, mb, 0);
	cv_verify_result *va = cv_verify(c->ctx, ma, 0);
	diag_truncate(c->ctx, nd);
	out_str(&c->json, "{\"functions\": [");
	c->json_first = 1;
	if (c->o.functions) {
		for (i = 0; i < c->o.nfunctions; i++) {
			const char *name = c->o.functions[i];
			int db, da;
			if (name[0] == '@')
				name++;
			db = find_definition(mb, name, &ib);
			da = find_definition(ma, name, &ia);
			if (db && da)
				check_function(c, name, ib, ia, vb, va);
			else if (db || da)
				one_side_only(c, name, db ? "BEFORE" : "AFTER");
			else
				out_fmt(&c->text, "@%s: defined in neither module\n", name);
		}
	} else {
		for (i = 0; i < mb->nfuncs; i++) {
			const char *name = cv_module_function_name(mb, i);
			if (!name || !cv_module_function_is_definition(mb, i))
				continue;
			if (find_definition(ma, name, &ia))
				check_function(c, name, i, ia, vb, va);
			else
				one_side_only(c, name, "BEFORE");
		}
		for (i = 0; i < ma->nfuncs; i++) {
			const char *name = cv_module_function_name(ma, i);
			if (name && cv_module_function_is_definition(ma, i) &&
			    !find_definition(mb, name, &ib))
				one_side_only(c, name, "AFTER");
		}
	}
	out_fmt(&c->text, "check: %zu functions, %zu with a counterexample or a "
		"new static violation, %zu not run; %zu launches, %zu runs, %zu "
		"stopped in BEFORE; %zu convergent operation instances compared",
		c->functions, c->failed, c->skipped, c->launches, c->runs,
		c->discarded, c->ops);
	if (c->anchor_searches)
		out_fmt(&c->text, "; anchors: %zu launches, every grouping of "
			"AFTER run on %zu (at most %u runs a side and launch)",
			c->anchor_searches, c->anchor_exhaustive,
			c->o.anchor_runs ? c->o.anchor_runs : 64);
	if (c->hier_functions)
		out_fmt(&c->text, "; cycle hierarchies: %zu functions with an "
			"irreducible cycle, every hierarchy run on %zu, a bounded "
			"search on %zu (at most %u a side)", c->hier_functions,
			c->hier_complete, c->hier_functions - c->hier_complete,
			c->o.hierarchies ? c->o.hierarchies : 8);
	out_char(&c->text, '\n');
	out_fmt(&c->json, "\n ], \"summary\": {\"functions\": %zu, \"failed\": %zu, "
		"\"not_run\": %zu, \"launches\": %zu, \"runs\": %zu, "
		"\"stopped_in_before\": %zu, \"operations_compared\": %zu, "
		"\"anchor_searches\": %zu, \"anchor_exhaustive\": %zu, "
		"\"hierarchy_functions\": %zu, \"hierarchy_exhaustive\": %zu, "
		"\"result\": %d}}\n",
		c->functions, c->failed, c->skipped, c->launches, c->runs,
		c->discarded, c->ops, c->anchor_searches, c->anchor_exhaustive,
		c->hier_functions, c->hier_complete, c->result);
	if (vb)
		cv_verify_free(vb);
	if (va)
		cv_verify_free(va);
}

cv_check *cv_check_new(cv_context *ctx, const cv_module *before,
		       const cv_module *after, const cv_check_options *opts)
{
	cv_check *c = cv_mem_realloc(&ctx->alloc, NULL, 0, sizeof *c);
	if (!c)
		return NULL;
	memset(c, 0, sizeof *c);
	c->ctx = ctx;
	c->before = before;
	c->after = after;
	if (opts)
		c->o = *opts;
	c->text.al = &ctx->alloc;
	c->json.al = &ctx->alloc;
	check_all(c);
	if (c->text.failed || c->json.failed) {
		cv_check_free(c);
		return NULL;
	}
	return c;
}

int cv_check_result(const cv_check *c)
{
	return c->result;
}

int cv_check_print(const cv_check *c, int json, const cv_writer *out)
{
	const outbuf *o = json ? &c->json : &c->text;
	return o->len && out->write(out->user, o->buf, o->len) != 0 ? -1 : 0;
}

void cv_check_free(cv_check *c)
{
	cv_context *ctx;
	if (!c)
		return;
	ctx = c->ctx;
	out_release(&c->text);
	out_release(&c->json);
	cv_mem_realloc(&ctx->alloc, c, sizeof *c, 0);
}
