/*
 * test_trace.c - the converged-with relation from per-thread paths: the
 * specification's thread tables, and random CFGs and random paths on which
 * the fast relation (keys of cycle-iteration contexts) must equal the
 * literal definition (a least fixpoint over convergence-before).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "converge.h"
#include "exec/trace.h"

static uint64_t rng_state;

static uint32_t rnd(uint32_t n)
{
	rng_state = trace_mix(rng_state + 0x9e3779b97f4a7c15ull);
	return n ? (uint32_t)(rng_state % n) : 0;
}

struct fixture {
	cv_context *ctx;
	cv_module *m;
	cv_trace *t;
};

static void load(struct fixture *fx, const char *ir)
{
	memset(fx, 0, sizeof *fx);
	fx->ctx = cv_context_new(NULL);
	assert_non_null(fx->ctx);
	fx->m = cv_parse(fx->ctx, "test.ll", ir, strlen(ir));
	if (!fx->m && cv_diag_count(fx->ctx))
		fprintf(stderr, "%s\n", cv_diag_get(fx->ctx, 0)->message);
	assert_non_null(fx->m);
}

static void trace(struct fixture *fx, const char *const *paths, size_t n,
		  const char *op, int oracle)
{
	cv_trace_options o;
	memset(&o, 0, sizeof o);
	o.paths = paths;
	o.npaths = n;
	o.op = op;
	o.oracle = oracle;
	fx->t = cv_trace_new(fx->m, 0, &o);
	if (!fx->t && cv_diag_count(fx->ctx))
		fprintf(stderr, "%s\n", cv_diag_get(fx->ctx, 0)->message);
	assert_non_null(fx->t);
}

static void unload(struct fixture *fx)
{
	cv_trace_free(fx->t);
	fx->t = NULL;
	cv_module_free(fx->m);
	cv_context_free(fx->ctx);
}

/* ---- the specification's tables ------------------------------------------- */

static const char natural_loop[] =
	"define void @natural_loop(i1 %c) {\n"
	"Entry:\n  br label %H\n"
	"H:\n  br i1 %c, label %B, label %L\n"
	"B:\n  br label %L\n"
	"L:\n  br i1 %c, label %H, label %Exit\n"
	"Exit:\n  ret void\n}\n";

/* convergence-and-uniformity.rst, the maximal convergence example. */
static void test_natural_loop_table(void **state)
{
	static const char *const paths[] = {"Entry H B L H L Exit",
					    "Entry H L H B L H B L Exit"};
	struct fixture fx;
	int oracle;
	(void)state;
	for (oracle = 0; oracle < 2; oracle++) {
		load(&fx, natural_loop);
		trace(&fx, paths, 2, NULL, oracle);
		assert_int_equal(cv_trace_converged(fx.t, 0, 0, 1, 0), 1); /* Entry */
		assert_int_equal(cv_trace_converged(fx.t, 0, 1, 1, 1), 1); /* H1 H2 */
		assert_int_equal(cv_trace_converged(fx.t, 0, 2, 1, 4), 0); /* B1 B2 */
		assert_int_equal(cv_trace_converged(fx.t, 0, 4, 1, 3), 1); /* H3 H4 */
		assert_int_equal(cv_trace_converged(fx.t, 0, 4, 1, 6), 0); /* H3 H5 */
		assert_int_equal(cv_trace_converged(fx.t, 0, 3, 1, 2), 1); /* L1 L2 */
		assert_int_equal(cv_trace_converged(fx.t, 0, 5, 1, 5), 1); /* L3 L4 */
		assert_int_equal(cv_trace_converged(fx.t, 0, 5, 1, 8), 0); /* L3 L5 */
		assert_int_equal(cv_trace_converged(fx.t, 0, 6, 1, 9), 1); /* Exit */
		assert_int_equal(cv_trace_group_count(fx.t), 11);
		unload(&fx);
	}
}

/* Nested irreducible cycles with headers R and S (the example after
 * "Dependence on Cycles Headers"). */
static void test_nested_irreducible_table(void **state)
{
	static const char ir[] =
		"define void @nested(i1 %c) {\n"
		"Entry:\n  br i1 %c, label %P, label %R\n"
		"P:\n  br label %Q\n"
		"Q:\n  br i1 %c, label %S, label %R\n"
		"R:\n  br label %S\n"
		"S:\n  br i1 %c, label %P, label %Exit\n"
		"Exit:\n  ret void\n}\n";
	static const char *const paths[] = {"Entry P Q S P Q R S Exit",
					    "Entry P Q R S Exit", "Entry R S Exit"};
	struct fixture fx;
	(void)state;
	load(&fx, ir);
	trace(&fx, paths, 3, NULL, 0);
	assert_int_equal(cv_trace_converged(fx.t, 0, 1, 1, 1), 1); /* P1 P2 */
	assert_int_equal(cv_trace_converged(fx.t, 0, 4, 1, 1), 0); /* P3 P2 */
	assert_int_equal(cv_trace_converged(fx.t, 0, 5, 1, 2), 0); /* Q3 Q2 */
	assert_int_equal(cv_trace_converged(fx.t, 0, 3, 1, 4), 0); /* S1 S3 */
	assert_int_equal(cv_trace_converged(fx.t, 0, 3, 2, 2), 0); /* S1 S4 */
	assert_int_equal(cv_trace_converged(fx.t, 0, 6, 1, 3), 1); /* R */
	assert_int_equal(cv_trace_converged(fx.t, 0, 6, 2, 1), 1);
	assert_int_equal(cv_trace_converged(fx.t, 0, 7, 2, 2), 1); /* S2 S4 */
	unload(&fx);
}

/* The extended cycle of ConvergentOperations: with the loop token, the
 * call in C converges only among threads that left in the same
 * iteration; without it, among all. */
static void test_extended_cycle(void **state)
{
	static const char with_token[] =
		"define void @example(i1 %c) convergent {\n"
		"A:\n"
		"  %entry = call token @llvm.experimental.convergence.entry()\n"
		"  br label %for\n"
		"for:\n"
		"  %inner = call token @llvm.experimental.convergence.loop() "
		"[ \"convergencectrl\"(token %entry) ]\n"
		"  br i1 %c, label %B, label %E\n"
		"B:\n  br i1 %c, label %C, label %D\n"
		"C:\n  call void @convergent_op() [ \"convergencectrl\"(token %inner) ]\n"
		"  br label %E\n"
		"D:\n  br label %for\n"
		"E:\n  ret void\n}\n"
		"declare token @llvm.experimental.convergence.entry()\n"
		"declare token @llvm.experimental.convergence.loop()\n"
		"declare void @convergent_op() convergent\n";
	static const char without[] =
		"define void @example(i1 %c) {\n"
		"A:\n  br label %for\n"
		"for:\n  br i1 %c, label %B, label %E\n"
		"B:\n  br i1 %c, label %C, label %D\n"
		"C:\n  call void @convergent_op()\n  br label %E\n"
		"D:\n  br label %for\n"
		"E:\n  ret void\n}\n"
		"declare void @convergent_op() convergent\n";
	static const char *const paths[] = {"A for B C E",
					    "A for B D for B C E",
					    "A for B D for B C E"};
	struct fixture fx;
	(void)state;
	load(&fx, with_token);
	trace(&fx, paths, 3, "@convergent_op", 0);
	assert_int_equal(cv_trace_converged(fx.t, 0, 3, 1, 6), 0);
	assert_int_equal(cv_trace_converged(fx.t, 1, 6, 2, 6), 1);
	assert_int_equal(cv_trace_group_count(fx.t), 2);
	cv_trace_free(fx.t);
	fx.t = NULL;
	/* the block C itself converges maximally */
	trace(&fx, paths, 3, NULL, 0);
	assert_int_equal(cv_trace_converged(fx.t, 0, 3, 1, 6), 1);
	unload(&fx);
	load(&fx, without);
	trace(&fx, paths, 3, "@convergent_op", 0);
	assert_int_equal(cv_trace_converged(fx.t, 0, 3, 1, 6), 1);
	assert_int_equal(cv_trace_group_count(fx.t), 1);
	unload(&fx);
}

static void test_bad_paths(void **state)
{
	static const char *const not_entry[] = {"H B L Exit"};
	static const char *const no_edge[] = {"Entry H Exit"};
	static const char *const no_block[] = {"Entry Nowhere"};
	cv_trace_options o;
	struct fixture fx;
	(void)state;
	load(&fx, natural_loop);
	memset(&o, 0, sizeof o);
	o.npaths = 1;
	o.paths = not_entry;
	assert_null(cv_trace_new(fx.m, 0, &o));
	o.paths = no_edge;
	assert_null(cv_trace_new(fx.m, 0, &o));
	o.paths = no_block;
	assert_null(cv_trace_new(fx.m, 0, &o));
	assert_int_equal(cv_diag_count(fx.ctx), 3);
	assert_non_null(strstr(cv_diag_get(fx.ctx, 1)->message, "no edge"));
	unload(&fx);
}

/* ---- random CFGs: keys == the literal definition -------------------------- */

/* A random function of n blocks: each block has 0 (ret) to 3 successors,
 * biased to nearby blocks so that cycles nest and entangle. */
static char *random_function(uint32_t n, uint32_t succ[][3], uint32_t *nsucc)
{
	size_t cap = 256 + (size_t)n * 160, len = 0;
	char *s = malloc(cap);
	uint32_t b, k;
	assert_non_null(s);
	len += (size_t)snprintf(s + len, cap - len, "define void @f(i32 %%x) {\n");
	for (b = 0; b < n; b++) {
		uint32_t ns = b == 0 ? 1 + rnd(2) : rnd(5);
		if (ns > 3)
			ns = 1 + rnd(2);
		if (b + 1 == n || (b && rnd(24) == 0))
			ns = 0;
		else if (ns == 0)
			ns = 1 + rnd(3);
		nsucc[b] = ns;
		for (k = 0; k < ns; k++) {
			int32_t d = (int32_t)b + (int32_t)rnd(7) - 2;
			uint32_t v = rnd(4) == 0 ? 1 + rnd(n - 1) : (uint32_t)d;
			if (d < 1 && v == (uint32_t)d)
				v = 1;
			if (v >= n)
				v = n - 1;
			if (v == n - 1 && n > 2 && rnd(4) != 0)
				v = 1 + rnd(n - 2);
			succ[b][k] = v;
		}
		len += (size_t)snprintf(s + len, cap - len, "b%u:\n", b);
		if (ns == 0)
			len += (size_t)snprintf(s + len, cap - len, "  ret void\n");
		else if (ns == 1)
			len += (size_t)snprintf(s + len, cap - len,
						"  br label %%b%u\n", succ[b][0]);
		else {
			len += (size_t)snprintf(s + len, cap - len,
						"  switch i32 %%x, label %%b%u [", succ[b][0]);
			for (k = 1; k < ns; k++)
				len += (size_t)snprintf(s + len, cap - len,
							" i32 %u, label %%b%u", k,
							succ[b][k]);
			len += (size_t)snprintf(s + len, cap - len, " ]\n");
		}
	}
	snprintf(s + len, cap - len, "}\n");
	return s;
}

/* One random function and random paths; fails unless keys == oracle.
 * Returns 1 if the function has a cycle. */
static int random_round(uint32_t round)
{
	enum { MAXB = 14, MAXT = 4, MAXLEN = 28 };
	uint32_t succ[MAXB][3], nsucc[MAXB], n = 3 + rnd(MAXB - 2);
	uint32_t nthreads = 2 + rnd(MAXT - 1), t, len, k;
	uint32_t off[MAXT + 1], blocks[MAXT * MAXLEN];
	char *ir = random_function(n, succ, nsucc);
	cv_context *ctx = cv_context_new(NULL);
	cv_module *m = cv_parse(ctx, "r.ll", ir, strlen(ir));
	cv_cfg *cfg;
	trace_paths p;
	trace_rel fast, slow;
	arena res, tmp;
	jmp_buf oom;
	uint32_t conflict;
	int cyclic;
	assert_non_null(m);
	cfg = cv_cfg_new(m, 0, CV_CFG_ALL);
	assert_non_null(cfg);
	cyclic = cfg->cycles.ncycles > 0;
	/* random walks; threads often share a prefix */
	len = 0;
	for (t = 0; t < nthreads; t++) {
		uint32_t b = 0, steps = 1 + rnd(MAXLEN - 1);
		off[t] = len;
		if (t && rnd(3) == 0) {
			/* replay a prefix of the previous thread */
			uint32_t pre = rnd(off[t] - off[t - 1]) + 1;
			for (k = 0; k < pre && k < steps; k++)
				blocks[len++] = blocks[off[t - 1] + k];
			b = blocks[len - 1];
			steps -= k;
			if (!nsucc[b])
				steps = 0;
			else if (steps)
				b = succ[b][rnd(nsucc[b])];
		}
		while (steps--) {
			blocks[len++] = b;
			if (!nsucc[b])
				break;
			b = succ[b][rnd(nsucc[b])];
		}
	}
	off[nthreads] = len;
	p.nthreads = nthreads;
	p.off = off;
	p.blocks = blocks;
	arena_init(&res, NULL);
	arena_init(&tmp, NULL);
	res.oom = tmp.oom = &oom;
	if (setjmp(oom))
		fail_msg("out of memory");
	assert_int_equal(trace_check_paths(&cfg->graph, &p), UINT32_MAX);
	trace_maximal(&fast, &cfg->cycles, &p, &res, &tmp);
	if (trace_oracle(&slow, &cfg->cycles, &p, &conflict, &res, &tmp) != 0)
		fail_msg("round %u: the oracle found a contradiction", round);
	if (!trace_rel_same(&fast, &slow)) {
		fprintf(stderr, "round %u disagrees:\n%s", round, ir);
		for (t = 0; t < nthreads; t++) {
			fprintf(stderr, "thread %u:", t);
			for (k = off[t]; k < off[t + 1]; k++)
				fprintf(stderr, " b%u(%u/%u)", blocks[k], fast.cls[k],
					slow.cls[k]);
			fprintf(stderr, "\n");
		}
		fail();
	}
	if (getenv("TRACE_STATS"))
		fprintf(stderr, "n=%u threads=%u inst=%u classes=%u cycles=%u\n", n, nthreads, len, fast.nclasses, cfg->cycles.ncycles);
	arena_free(&res);
	arena_free(&tmp);
	cv_cfg_free(cfg);
	cv_module_free(m);
	cv_context_free(ctx);
	free(ir);
	return cyclic;
}

static void test_random_oracle(void **state)
{
	uint32_t round, cyclic = 0;
	(void)state;
	rng_state = getenv("TRACE_SEED") ? strtoull(getenv("TRACE_SEED"), NULL, 0)
					  : 12345;
	for (round = 0; round < 1000; round++)
		cyclic += (uint32_t)random_round(round);
	assert_true(cyclic > 500);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_natural_loop_table),
	    cmocka_unit_test(test_nested_irreducible_table),
	    cmocka_unit_test(test_extended_cycle),
	    cmocka_unit_test(test_bad_paths),
	    cmocka_unit_test(test_random_oracle),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
