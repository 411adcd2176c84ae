/*
 * test_cfg.c - dominance, post-dominance and cycle queries of the public
 * API (cv_cfg_*, cv_cycle_*), on hand-written functions whose expected
 * trees were printed by opt of LLVM 22 (print<domtree>, print<postdomtree>,
 * print<cycles>), and on random CFGs checked against a brute-force
 * data-flow computation of (post-)dominators.
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
#include "testutil.h"

/* ---- helpers ------------------------------------------------------------ */

struct fixture {
	cv_context *ctx;
	cv_module *m;
	cv_cfg *cfg;
};

/* Parses `ir` and analyses its first function. */
static void load(struct fixture *fx, const char *ir)
{
	fx->ctx = cv_context_new(NULL);
	assert_non_null(fx->ctx);
	fx->m = cv_parse(fx->ctx, "test.ll", ir, strlen(ir));
	if (!fx->m && cv_diag_count(fx->ctx))
		fprintf(stderr, "%s\n", cv_diag_get(fx->ctx, 0)->message);
	assert_non_null(fx->m);
	fx->cfg = cv_cfg_new(fx->m, 0, CV_CFG_ALL);
	assert_non_null(fx->cfg);
}

static void unload(struct fixture *fx)
{
	cv_cfg_free(fx->cfg);
	cv_module_free(fx->m);
	cv_context_free(fx->ctx);
}

#define N CV_NONE

/* ---- dominance ------------------------------------------------------------ */

/* 0 entry -> 1 a, 2 b; a, b -> 3 join -> ret */
static const char diamond[] =
	"define void @d(i1 %c) {\n"
	"entry:\n  br i1 %c, label %a, label %b\n"
	"a:\n  br label %join\n"
	"b:\n  br label %join\n"
	"join:\n  ret void\n"
	"}\n";

static void test_diamond(void **state)
{
	struct fixture fx;
	const uint32_t *rpo;
	size_t n;
	(void)state;
	load(&fx, diamond);
	assert_int_equal(cv_cfg_block_count(fx.cfg), 4);
	rpo = cv_cfg_rpo(fx.cfg, &n);
	assert_int_equal(n, 4);
	/* successors in order: a is visited first, so it is last but one */
	assert_int_equal(rpo[0], 0);
	assert_int_equal(rpo[1], 2);
	assert_int_equal(rpo[2], 1);
	assert_int_equal(rpo[3], 3);
	assert_int_equal(cv_cfg_idom(fx.cfg, 0), N);
	assert_int_equal(cv_cfg_idom(fx.cfg, 1), 0);
	assert_int_equal(cv_cfg_idom(fx.cfg, 2), 0);
	assert_int_equal(cv_cfg_idom(fx.cfg, 3), 0);
	assert_true(cv_cfg_dominates(fx.cfg, 0, 3));
	assert_true(cv_cfg_dominates(fx.cfg, 3, 3));
	assert_false(cv_cfg_dominates(fx.cfg, 1, 3));
	assert_false(cv_cfg_dominates(fx.cfg, 3, 0));
	assert_int_equal(cv_cfg_ipostdom(fx.cfg, 0), 3);
	assert_int_equal(cv_cfg_ipostdom(fx.cfg, 1), 3);
	assert_int_equal(cv_cfg_ipostdom(fx.cfg, 3), N); /* the virtual exit */
	assert_true(cv_cfg_postdominates(fx.cfg, 3, 0));
	assert_false(cv_cfg_postdominates(fx.cfg, 1, 0));
	assert_int_equal(cv_cycle_count(fx.cfg), 0);
	assert_int_equal(cv_cycle_of_block(fx.cfg, 1), N);
	unload(&fx);
}

/* An unreachable block: in no dominator tree (dominated by every block,
 * dominating none), but in the post-dominator tree.  opt 22:
 *   domtree:     entry -> x, y
 *   postdomtree: exit -> x, entry, y -> dead; roots %x %y */
static const char with_dead[] =
	"define void @dead(i1 %c) {\n"
	"entry:\n  br i1 %c, label %x, label %y\n"
	"x:\n  ret void\n"
	"dead:\n  br label %y\n"
	"y:\n  unreachable\n"
	"}\n";

static void test_unreachable_block(void **state)
{
	struct fixture fx;
	size_t n;
	(void)state;
	load(&fx, with_dead);
	cv_cfg_rpo(fx.cfg, &n);
	assert_int_equal(n, 3);
	assert_false(cv_cfg_is_reachable(fx.cfg, 2));
	assert_true(cv_cfg_is_reachable(fx.cfg, 3));
	assert_int_equal(cv_cfg_idom(fx.cfg, 2), N);
	assert_int_equal(cv_cfg_idom(fx.cfg, 3), 0);
	/* LLVM: an unreachable block is dominated by anything ... */
	assert_true(cv_cfg_dominates(fx.cfg, 1, 2));
	assert_true(cv_cfg_dominates(fx.cfg, 3, 2));
	/* ... and dominates nothing but itself */
	assert_false(cv_cfg_dominates(fx.cfg, 2, 3));
	assert_false(cv_cfg_dominates(fx.cfg, 2, 0));
	assert_true(cv_cfg_dominates(fx.cfg, 2, 2));
	/* post-dominators: every block is in the tree */
	assert_int_equal(cv_cfg_ipostdom(fx.cfg, 2), 3);
	assert_int_equal(cv_cfg_ipostdom(fx.cfg, 0), N);
	assert_int_equal(cv_cfg_ipostdom(fx.cfg, 1), N);
	assert_int_equal(cv_cfg_ipostdom(fx.cfg, 3), N);
	assert_true(cv_cfg_postdominates(fx.cfg, 3, 2));
	assert_false(cv_cfg_postdominates(fx.cfg, 3, 0));
	assert_false(cv_cfg_postdominates(fx.cfg, 1, 0));
	unload(&fx);
}

/* No return at all: an infinite loop.  opt 22's post-dominator tree:
 *   exit -> l2 -> a -> entry, b; roots %l2 */
static const char no_return[] =
	"define void @noret(i1 %c) {\n"
	"entry:\n  br label %a\n"
	"a:\n  br i1 %c, label %b, label %l2\n"
	"b:\n  br label %a\n"
	"l2:\n  br label %l2\n"
	"}\n";

static void test_function_without_return(void **state)
{
	struct fixture fx;
	struct buffer out = {0};
	cv_writer w = {buffer_write, &out};
	(void)state;
	load(&fx, no_return);
	assert_int_equal(cv_cfg_ipostdom(fx.cfg, 3), N);
	assert_int_equal(cv_cfg_ipostdom(fx.cfg, 1), 3);
	assert_int_equal(cv_cfg_ipostdom(fx.cfg, 0), 1);
	assert_int_equal(cv_cfg_ipostdom(fx.cfg, 2), 1);
	assert_true(cv_cfg_postdominates(fx.cfg, 3, 0));
	assert_true(cv_cfg_postdominates(fx.cfg, 1, 2));
	assert_false(cv_cfg_postdominates(fx.cfg, 2, 1));
	assert_int_equal(cv_cfg_print_domtree(fx.cfg, 1, CV_FORMAT_LLVM, &w), 0);
	assert_string_equal(out.data,
		"PostDominatorTree for function: noret\n"
		"=============================--------------------------------\n"
		"Inorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.\n"
		"  [1]  <<exit node>> {4294967295,4294967295} [0]\n"
		"    [2] %l2 {4294967295,4294967295} [1]\n"
		"      [3] %a {4294967295,4294967295} [2]\n"
		"        [4] %entry {4294967295,4294967295} [3]\n"
		"        [4] %b {4294967295,4294967295} [3]\n"
		"Roots: %l2 \n");
	/* two cycles: {a, b} and the self-loop l2 */
	assert_int_equal(cv_cycle_count(fx.cfg), 2);
	free(out.data);
	unload(&fx);
}

/* Two infinite loops, the first reaching the second: LLVM first picks a
 * root in the first loop, then drops it as redundant.  opt 22: Roots: %3 */
static const char redundant_root[] =
	"define void @r(i1 %c) {\n"
	"  br label %1\n"
	"1:\n  br i1 %c, label %2, label %3\n"
	"2:\n  br label %1\n"
	"3:\n  br label %3\n"
	"}\n";

static void test_redundant_post_root(void **state)
{
	struct fixture fx;
	struct buffer out = {0};
	cv_writer w = {buffer_write, &out};
	(void)state;
	load(&fx, redundant_root);
	assert_int_equal(cv_cfg_print_domtree(fx.cfg, 1, CV_FORMAT_LLVM, &w), 0);
	assert_non_null(strstr(out.data, "\nRoots: %3 \n"));
	assert_int_equal(cv_cfg_ipostdom(fx.cfg, 3), N);
	assert_int_equal(cv_cfg_ipostdom(fx.cfg, 1), 3);
	{
		size_t n;
		const uint32_t *roots = cv_cfg_postdom_roots(fx.cfg, &n);
		assert_int_equal(n, 1);
		assert_int_equal(roots[0], 3);
	}
	free(out.data);
	unload(&fx);
}

/* ---- cycles ------------------------------------------------------------- */

/* CycleTerminology's "irreducible cycle enclosing natural loops", with
 * branches ordered so that LLVM's DFS (last successor first) visits A, C,
 * B: the hierarchy of the document.  opt 22 prints
 *   depth=1: entries(A B) C
 *       depth=2: entries(C B)
 *           depth=3: entries(B)
 * Blocks: 0 Entry, 1 A, 2 B, 3 C, 4 Exit. */
static const char enclosing[] =
	"define void @enclosing(i1 %c) {\n"
	"Entry:\n  br i1 %c, label %B, label %A\n"
	"A:\n  br i1 %c, label %A, label %C\n"
	"B:\n  br i1 %c, label %C, label %B\n"
	"C:\n  switch i32 0, label %Exit [ i32 1, label %A  i32 2, label %B ]\n"
	"Exit:\n  ret void\n"
	"}\n";

static void test_irreducible_nesting(void **state)
{
	struct fixture fx;
	const uint32_t *e, *b;
	size_t n;
	uint32_t out[8];
	(void)state;
	load(&fx, enclosing);
	assert_int_equal(cv_cycle_count(fx.cfg), 3);
	/* the outer cycle {A, B, C}, header A, entries A and B */
	assert_int_equal(cv_cycle_header(fx.cfg, 0), 1);
	assert_int_equal(cv_cycle_depth(fx.cfg, 0), 1);
	assert_int_equal(cv_cycle_parent(fx.cfg, 0), N);
	assert_false(cv_cycle_is_reducible(fx.cfg, 0));
	e = cv_cycle_entries(fx.cfg, 0, &n);
	assert_int_equal(n, 2);
	assert_int_equal(e[0], 1);
	assert_int_equal(e[1], 2);
	b = cv_cycle_blocks(fx.cfg, 0, &n);
	assert_int_equal(n, 3);
	assert_int_equal(b[0], 1);
	assert_int_equal(cv_cycle_exit_blocks(fx.cfg, 0, out), 1);
	assert_int_equal(out[0], 4);
	/* the middle cycle, header C */
	assert_int_equal(cv_cycle_header(fx.cfg, 1), 3);
	assert_int_equal(cv_cycle_parent(fx.cfg, 1), 0);
	assert_int_equal(cv_cycle_depth(fx.cfg, 1), 2);
	assert_false(cv_cycle_is_reducible(fx.cfg, 1));
	assert_true(cv_cycle_contains(fx.cfg, 1, 2));
	assert_false(cv_cycle_contains(fx.cfg, 1, 1));
	/* the self-loop B, innermost cycle of B */
	assert_int_equal(cv_cycle_header(fx.cfg, 2), 2);
	assert_int_equal(cv_cycle_parent(fx.cfg, 2), 1);
	assert_true(cv_cycle_is_reducible(fx.cfg, 2));
	assert_int_equal(cv_cycle_of_block(fx.cfg, 2), 2);
	assert_int_equal(cv_cycle_of_block(fx.cfg, 3), 1);
	assert_int_equal(cv_cycle_of_block(fx.cfg, 1), 0);
	assert_int_equal(cv_cycle_of_block(fx.cfg, 0), N);
	assert_int_equal(cv_cycle_exit_blocks(fx.cfg, 2, out), 1);
	assert_int_equal(out[0], 3);
	assert_true(cv_cycle_contains(fx.cfg, 0, 2));
	assert_false(cv_cycle_contains(fx.cfg, 0, 4));
	unload(&fx);
}

static void test_cycles_llvm_text(void **state)
{
	struct fixture fx;
	struct buffer out = {0};
	cv_writer w = {buffer_write, &out};
	(void)state;
	load(&fx, enclosing);
	assert_int_equal(cv_cfg_print_cycles(fx.cfg, CV_FORMAT_LLVM, &w), 0);
	assert_string_equal(out.data,
		"CycleInfo for function: enclosing\n"
		"    depth=1: entries(A B) C\n"
		"        depth=2: entries(C B)\n"
		"            depth=3: entries(B)\n");
	free(out.data);
	unload(&fx);
}

/* Self-loops and a switch with repeated successors; an unreachable cycle
 * is no cycle at all. */
static const char self_loops[] =
	"define void @s(i32 %n) {\n"
	"entry:\n  br label %a\n"
	"a:\n  switch i32 %n, label %b [ i32 0, label %a  i32 1, label %a ]\n"
	"b:\n  br i1 true, label %b, label %b2\n"
	"b2:\n  ret void\n"
	"d1:\n  br label %d2\n"
	"d2:\n  br label %d1\n"
	"}\n";

static void test_self_loops_and_dead_cycle(void **state)
{
	struct fixture fx;
	(void)state;
	load(&fx, self_loops);
	/* opt 22: b's cycle is listed first (found first, from the DFS end) */
	assert_int_equal(cv_cycle_count(fx.cfg), 2);
	assert_int_equal(cv_cycle_of_block(fx.cfg, 1), 1);
	assert_int_equal(cv_cycle_of_block(fx.cfg, 2), 0);
	assert_int_equal(cv_cycle_of_block(fx.cfg, 4), N);
	assert_int_equal(cv_cycle_of_block(fx.cfg, 5), N);
	assert_false(cv_cfg_is_reachable(fx.cfg, 4));
	/* the dead cycle is still in the post-dominator tree: an infinite
	 * loop of its own */
	assert_int_equal(cv_cfg_ipostdom(fx.cfg, 4), 5);
	assert_int_equal(cv_cfg_ipostdom(fx.cfg, 5), N);
	unload(&fx);
}

/* ---- random CFGs against brute force --------------------------------- */

#define MAXB 24

struct graph {
	int n;
	int nsucc[MAXB], succ[MAXB][3];
};

static uint64_t rng_state;

static unsigned rnd(unsigned n)
{
	rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
	return (unsigned)(rng_state >> 33) % n;
}

/* Random successors; never back to the entry (LLVM forbids it). */
static void random_graph(struct graph *g)
{
	int i, k;
	g->n = 2 + (int)rnd(MAXB - 1);
	for (i = 0; i < g->n; i++) {
		g->nsucc[i] = (int)rnd(4);
		if (i == 0 && g->nsucc[i] == 0)
			g->nsucc[i] = 1;
		for (k = 0; k < g->nsucc[i]; k++)
			g->succ[i][k] = 1 + (int)rnd((unsigned)g->n - 1);
	}
}

static char *graph_ir(const struct graph *g)
{
	static char buf[16384];
	size_t len = 0;
	int i, k;
	len += (size_t)snprintf(buf + len, sizeof buf - len,
				"define void @g(i32 %%x) {\n");
	for (i = 0; i < g->n; i++) {
		len += (size_t)snprintf(buf + len, sizeof buf - len, "b%d:\n  ", i);
		if (g->nsucc[i] == 0)
			len += (size_t)snprintf(buf + len, sizeof buf - len,
						"ret void\n");
		else {
			len += (size_t)snprintf(buf + len, sizeof buf - len,
						"switch i32 %%x, label %%b%d [",
						g->succ[i][0]);
			for (k = 1; k < g->nsucc[i]; k++)
				len += (size_t)snprintf(buf + len, sizeof buf - len,
							" i32 %d, label %%b%d", k,
							g->succ[i][k]);
			len += (size_t)snprintf(buf + len, sizeof buf - len, " ]\n");
		}
	}
	snprintf(buf + len, sizeof buf - len, "}\n");
	return buf;
}

typedef uint32_t set; /* bit i: block i; bit MAXB: the virtual exit */

/* Dominator sets by the textbook iteration; unreachable blocks get the
 * full set (LLVM: dominated by everything). */
static void brute_dominators(const struct graph *g, set *dom)
{
	int changed = 1, i, k, p;
	set all = (1u << g->n) - 1;
	for (i = 0; i < g->n; i++)
		dom[i] = i ? all : 1u;
	while (changed) {
		changed = 0;
		for (i = 1; i < g->n; i++) {
			set s = all;
			for (p = 0; p < g->n; p++)
				for (k = 0; k < g->nsucc[p]; k++)
					if (g->succ[p][k] == i)
						s &= dom[p];
			s |= 1u << i;
			if (s != dom[i]) {
				dom[i] = s;
				changed = 1;
			}
		}
	}
}

/* Post-dominator sets with the virtual exit after every block without
 * successors and after each root the library chose (roots are what LLVM
 * defines; the sets follow from them). */
static void brute_postdominators(const struct graph *g, const cv_cfg *cfg,
				 set *pd)
{
	int changed = 1, i, k;
	set all = ((1u << g->n) - 1) | (1u << MAXB);
	int root[MAXB] = {0};
	size_t nroots, r;
	const uint32_t *roots = cv_cfg_postdom_roots(cfg, &nroots);
	for (r = 0; r < nroots; r++)
		root[roots[r]] = 1;
	for (i = 0; i < g->n; i++)
		pd[i] = all;
	while (changed) {
		changed = 0;
		for (i = 0; i < g->n; i++) {
			set s = all;
			if (root[i])
				s = 1u << MAXB;
			for (k = 0; k < g->nsucc[i]; k++)
				s &= pd[g->succ[i][k]];
			s |= 1u << i;
			if (s != pd[i]) {
				pd[i] = s;
				changed = 1;
			}
		}
	}
}

static void test_random_against_brute_force(void **state)
{
	int round, a, b;
	(void)state;
	rng_state = 12345;
	for (round = 0; round < 400; round++) {
		struct graph g;
		struct fixture fx;
		set dom[MAXB], pd[MAXB];
		random_graph(&g);
		load(&fx, graph_ir(&g));
		brute_dominators(&g, dom);
		brute_postdominators(&g, fx.cfg, pd);
		for (a = 0; a < g.n; a++)
			for (b = 0; b < g.n; b++) {
				int want = (dom[b] >> a) & 1;
				if (cv_cfg_dominates(fx.cfg, (uint32_t)a, (uint32_t)b) != want)
					fail_msg("round %d: dominates(%d, %d) != %d\n%s",
						 round, a, b, want, graph_ir(&g));
				want = (pd[b] >> a) & 1;
				if (cv_cfg_postdominates(fx.cfg, (uint32_t)a, (uint32_t)b) != want)
					fail_msg("round %d: postdominates(%d, %d) != %d\n%s",
						 round, a, b, want, graph_ir(&g));
			}
		/* every reachable block in a cycle is in the cycle of its
		 * innermost cycle's header and its ancestors */
		for (b = 0; b < g.n; b++) {
			uint32_t c = cv_cycle_of_block(fx.cfg, (uint32_t)b);
			for (; c != CV_NONE; c = cv_cycle_parent(fx.cfg, c)) {
				assert_true(cv_cycle_contains(fx.cfg, c, (uint32_t)b));
				assert_true(cv_cfg_is_reachable(fx.cfg, (uint32_t)b));
			}
		}
		unload(&fx);
	}
}

/* ---- out of memory ------------------------------------------------------ */

struct failing {
	long left; /* allocations until failure; < 0: never */
	long live;
};

static void *failing_realloc(void *user, void *ptr, size_t old, size_t size)
{
	struct failing *f = user;
	(void)old;
	if (size == 0) {
		if (ptr)
			f->live--;
		free(ptr);
		return NULL;
	}
	if (f->left == 0)
		return NULL;
	if (f->left > 0)
		f->left--;
	if (!ptr)
		f->live++;
	return realloc(ptr, size);
}

static void test_out_of_memory(void **state)
{
	long k;
	int succeeded = 0;
	(void)state;
	for (k = 0; k < 200 && !succeeded; k++) {
		struct failing f = {-1, 0};
		cv_allocator al = {failing_realloc, &f};
		cv_context *ctx = cv_context_new(&al);
		cv_module *m;
		cv_cfg *cfg;
		assert_non_null(ctx);
		m = cv_parse(ctx, "t.ll", enclosing, strlen(enclosing));
		assert_non_null(m);
		f.left = k;
		cfg = cv_cfg_new(m, 0, CV_CFG_ALL);
		f.left = -1;
		if (cfg) {
			struct buffer out = {0};
			cv_writer w = {buffer_write, &out};
			succeeded = 1;
			assert_int_equal(cv_cfg_print_cycles(cfg, CV_FORMAT_TEXT, &w), 0);
			free(out.data);
			cv_cfg_free(cfg);
		}
		cv_module_free(m);
		cv_context_free(ctx);
		assert_int_equal(f.live, 0);
	}
	assert_true(succeeded);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_diamond),
	    cmocka_unit_test(test_unreachable_block),
	    cmocka_unit_test(test_function_without_return),
	    cmocka_unit_test(test_redundant_post_root),
	    cmocka_unit_test(test_irreducible_nesting),
	    cmocka_unit_test(test_cycles_llvm_text),
	    cmocka_unit_test(test_self_loops_and_dead_cycle),
	    cmocka_unit_test(test_random_against_brute_force),
	    cmocka_unit_test(test_out_of_memory),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
