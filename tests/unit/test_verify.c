/*
 * test_verify.c - the convergence verifier's library API (cv_verify): rule
 * ids, positions, notes and opt's text of each violation; the two readings
 * of the rules (the specification's and LLVM 22's); the diagnostics left in
 * the context; verdicts that do not depend on which entry LLVM's search
 * makes the header of an irreducible cycle; a block without a terminator
 * (which the reader never produces); every out-of-memory point.
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
#include "ir/ir.h"

static cv_module *parse(cv_context *ctx, const char *ir)
{
	cv_module *m = cv_parse(ctx, "test.ll", ir, strlen(ir));
	if (!m && cv_diag_count(ctx))
		fprintf(stderr, "%s\n", cv_diag_get(ctx, 0)->message);
	assert_non_null(m);
	return m;
}

/* The rule ids of a verification, joined with spaces. */
static void rules_of(const cv_verify_result *r, char *buf, size_t cap)
{
	size_t i, n = 0;
	buf[0] = '\0';
	for (i = 0; i < cv_verify_count(r); i++)
		n += (size_t)snprintf(buf + n, cap - n, "%s%s", i ? " " : "",
				      cv_verify_get(r, i)->rule);
}

static void expect_rules(const char *ir, unsigned flags, const char *want)
{
	cv_context *ctx = cv_context_new(NULL);
	cv_module *m = parse(ctx, ir);
	cv_verify_result *r = cv_verify(ctx, m, flags);
	char buf[1024];
	assert_non_null(r);
	rules_of(r, buf, sizeof buf);
	assert_string_equal(buf, want);
	cv_verify_free(r);
	cv_module_free(m);
	cv_context_free(ctx);
}

static const char decls[] =
	"declare void @f() convergent\n"
	"declare void @g()\n"
	"declare token @llvm.experimental.convergence.entry()\n"
	"declare token @llvm.experimental.convergence.anchor()\n"
	"declare token @llvm.experimental.convergence.loop()\n";

static char *with_decls(const char *body)
{
	static char buf[4096];
	snprintf(buf, sizeof buf, "%s\n%s", body, decls);
	return buf;
}

/* ---- a violation in full ----------------------------------------------- */

static const char anchor_in_loop[] =
	"define void @anchor_in_loop(i1 %exit) {\n"          /* 1 */
	"A:\n"                                                 /* 2 */
	"  %anchor = call token @llvm.experimental.convergence.anchor()\n"
	"  br label %B\n"                                      /* 4 */
	"B:\n"                                                 /* 5 */
	"  call void @f() [ \"convergencectrl\"(token %anchor) ]\n"
	"  br i1 %exit, label %C, label %B\n"                  /* 7 */
	"C:\n"
	"  ret void\n"
	"}\n";

static void test_violation_fields(void **state)
{
	cv_context *ctx = cv_context_new(NULL);
	cv_module *m = parse(ctx, with_decls(anchor_in_loop));
	cv_verify_result *r;
	const cv_violation *v;
	(void)state;
	cv_diag_clear(ctx);
	r = cv_verify(ctx, m, 0);
	assert_non_null(r);
	assert_int_equal(cv_verify_count(r), 1);
	v = cv_verify_get(r, 0);
	assert_string_equal(v->rule, "cycle.outside-use");
	assert_string_equal(v->function, "anchor_in_loop");
	assert_int_equal(v->line, 6);
	assert_int_equal(v->col, 3);
	assert_non_null(strstr(v->message, "'%anchor'"));
	assert_non_null(strstr(v->spec, "Closed Paths"));
	assert_string_equal(
		v->llvm,
		"Convergence token used by an instruction other than "
		"llvm.experimental.convergence.loop in a cycle that does not "
		"contain the token's definition.\n"
		"  call void @f() [ \"convergencectrl\"(token %anchor) ]\n"
		"depth=1: entries(B)\n");
	/* the definition and the cycle */
	assert_int_equal(v->nnotes, 2);
	assert_int_equal(v->notes[0].line, 3);
	assert_non_null(strstr(v->notes[0].message, "defined here"));
	assert_int_equal(v->notes[1].line, 5);
	assert_non_null(strstr(v->notes[1].message, "header %B"));
	assert_null(cv_verify_get(r, 1));
	/* the context holds the error and its notes */
	assert_int_equal(cv_diag_count(ctx), 3);
	assert_int_equal(cv_diag_get(ctx, 0)->severity, CV_ERROR);
	assert_int_equal(cv_diag_get(ctx, 0)->line, 6);
	assert_non_null(strstr(cv_diag_get(ctx, 0)->message,
			       "[cycle.outside-use]"));
	assert_int_equal(cv_diag_get(ctx, 1)->severity, CV_NOTE);
	cv_verify_free(r);
	cv_module_free(m);
	cv_context_free(ctx);
}

static void test_valid(void **state)
{
	(void)state;
	expect_rules(with_decls(
			     "define void @ok(i1 %c) convergent {\n"
			     "A:\n"
			     "  %e = call token @llvm.experimental.convergence.entry()\n"
			     "  br label %B\n"
			     "B:\n"
			     "  %h = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token %e) ]\n"
			     "  call void @f() [ \"convergencectrl\"(token %h) ]\n"
			     "  br i1 %c, label %B, label %C\n"
			     "C:\n"
			     "  call void @f() [ \"convergencectrl\"(token %h) ]\n"
			     "  ret void\n"
			     "}\n"),
		     0, "");
	cv_verify_free(NULL);
	assert_int_equal(cv_verify_count(NULL), 0);
}

/* ---- the specification's text and LLVM 22 ---------------------------- */

static void test_readings_differ(void **state)
{
	static const char unused_anchor[] =
		"define void @u() {\n"
		"  %a = call token @llvm.experimental.convergence.anchor()\n"
		"  call void @f()\n"
		"  ret void\n"
		"}\n";
	static const char plain_bundle[] =
		"define void @p() {\n"
		"  %a = call token @llvm.experimental.convergence.anchor()\n"
		"  call void @g() [ \"convergencectrl\"(token %a) ]\n"
		"  ret void\n"
		"}\n";
	static const char unreachable_cycle[] =
		"define void @r(i1 %c) {\n"
		"A:\n"
		"  ret void\n"
		"B:\n"
		"  %a = call token @llvm.experimental.convergence.anchor()\n"
		"  br label %C\n"
		"C:\n"
		"  call void @f() [ \"convergencectrl\"(token %a) ]\n"
		"  br i1 %c, label %C, label %D\n"
		"D:\n"
		"  ret void\n"
		"}\n";
	(void)state;
	/* no controlled operation: the text allows the uncontrolled call */
	expect_rules(with_decls(unused_anchor), 0, "");
	expect_rules(with_decls(unused_anchor), CV_VERIFY_LLVM,
		     "mix.controlled-uncontrolled");
	expect_rules(with_decls(plain_bundle), 0, "bundle.convergent-call");
	expect_rules(with_decls(plain_bundle), CV_VERIFY_LLVM, "");
	expect_rules(with_decls(unreachable_cycle), 0, "cycle.outside-use");
	expect_rules(with_decls(unreachable_cycle), CV_VERIFY_LLVM, "");
}

/* LLVM stops at the first failure of each check; the text reading reports
 * every rule an instruction breaks, sorted by position. */
static void test_keeps_going(void **state)
{
	static const char ir[] =
		"define void @k() {\n"
		"A:\n"
		"  br label %B\n"
		"B:\n"
		"  %t = call token @llvm.experimental.convergence.entry() [ \"convergencectrl\"(token none) ]\n"
		"  ret void\n"
		"}\n";
	(void)state;
	expect_rules(with_decls(ir), 0,
		     "bundle.token-source entry.convergent-function "
		     "entry.entry-block intrinsic.no-operand");
	expect_rules(with_decls(ir), CV_VERIFY_LLVM,
		     "bundle.token-source entry.convergent-function");
}

/* ---- irreducible cycles ---------------------------------------------------
 *
 * The same irreducible cycle {B, C} with the entry's branches in both
 * orders: LLVM's search makes C the header in one, B in the other.  A heart
 * in either is invalid, an anchor used in the block that defines it is
 * valid, whatever the header. */

static void irreducible(char *buf, size_t cap, const char *first,
			const char *second, const char *in_b)
{
	snprintf(buf, cap,
		 "define void @irr(i1 %%c) convergent {\n"
		 "A:\n"
		 "  %%e = call token @llvm.experimental.convergence.entry()\n"
		 "  br i1 %%c, label %%%s, label %%%s\n"
		 "B:\n"
		 "%s"
		 "  br i1 %%c, label %%C, label %%D\n"
		 "C:\n"
		 "  br i1 %%c, label %%B, label %%D\n"
		 "D:\n"
		 "  ret void\n"
		 "}\n%s",
		 first, second, in_b, decls);
}

static void test_irreducible_orders(void **state)
{
	static const char heart[] =
		"  %h = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token %e) ]\n";
	static const char local[] =
		"  %a = call token @llvm.experimental.convergence.anchor()\n"
		"  call void @f() [ \"convergencectrl\"(token %a) ]\n";
	static const char outside[] =
		"  call void @f() [ \"convergencectrl\"(token %e) ]\n";
	char buf[2048];
	int o;
	(void)state;
	for (o = 0; o < 2; o++) {
		const char *x = o ? "C" : "B", *y = o ? "B" : "C";
		irreducible(buf, sizeof buf, x, y, heart);
		expect_rules(buf, 0, "cycle.heart-dominates");
		expect_rules(buf, CV_VERIFY_LLVM, "cycle.heart-dominates");
		irreducible(buf, sizeof buf, x, y, local);
		expect_rules(buf, 0, "");
		irreducible(buf, sizeof buf, x, y, outside);
		expect_rules(buf, 0, "cycle.outside-use");
	}
}

/* ---- a block without a terminator --------------------------------------
 *
 * The reader never produces one; an IR built another way could.  The last
 * instruction of a parsed block is turned into a fence. */

static void test_missing_terminator(void **state)
{
	static const char ir[] =
		"define void @t() {\n"
		"A:\n"
		"  br label %B\n"
		"B:\n"
		"  ret void\n"
		"}\n";
	cv_context *ctx = cv_context_new(NULL);
	cv_module *m = parse(ctx, ir);
	cv_verify_result *r;
	uint32_t gi;
	(void)state;
	for (gi = 0; gi < m->nglobals; gi++) {
		global *g = &m->globals[gi];
		if (g->kind == G_FUNC && g->fn && g->fn->nblocks == 2) {
			block *b = &g->fn->blocks[1];
			g->fn->insts[b->first + b->n - 1].op = OP_FENCE;
		}
	}
	r = cv_verify(ctx, m, CV_VERIFY_LLVM);
	assert_non_null(r);
	assert_int_equal(cv_verify_count(r), 1);
	assert_string_equal(cv_verify_get(r, 0)->rule, "ir.terminator");
	assert_string_equal(cv_verify_get(r, 0)->llvm,
			    "Basic Block in function 't' does not have terminator!\n"
			    "label %B\n");
	cv_verify_free(r);
	cv_module_free(m);
	cv_context_free(ctx);
}

/* ---- out of memory -------------------------------------------------------- */

struct failing {
	size_t budget, allocations;
	long live;
	int failed;
};

static void *failing_realloc(void *user, void *ptr, size_t old_size,
			     size_t new_size)
{
	struct failing *f = user;
	void *p;
	(void)old_size;
	if (new_size == 0) {
		if (ptr) {
			f->live--;
			free(ptr);
		}
		return NULL;
	}
	if (f->allocations >= f->budget) {
		f->failed = 1;
		return NULL;
	}
	f->allocations++;
	p = realloc(ptr, new_size);
	if (p && !ptr)
		f->live++;
	return p;
}

/* Verification fails cleanly at every allocation: NULL (with the context
 * intact), or a complete result; nothing leaks. */
static void test_out_of_memory(void **state)
{
	const char *ir = with_decls(
		"define void @o(i1 %c) {\n"
		"A:\n"
		"  %t1 = call token @llvm.experimental.convergence.anchor()\n"
		"  %t2 = call token @llvm.experimental.convergence.anchor()\n"
		"  br label %B\n"
		"B:\n"
		"  call void @f() [ \"convergencectrl\"(token %t1) ]\n"
		"  call void @f() [ \"convergencectrl\"(token %t2) ]\n"
		"  %x = phi i32 [ 0, %A ]\n"
		"  br i1 %c, label %B, label %C\n"
		"C:\n"
		"  ret void\n"
		"}\n");
	size_t k;
	int flags;
	(void)state;
	for (flags = 0; flags <= CV_VERIFY_LLVM; flags++) {
		int done = 0;
		for (k = 0; !done && k < 5000; k++) {
			struct failing f;
			cv_allocator al = {failing_realloc, &f};
			cv_context *ctx;
			cv_module *m;
			cv_verify_result *r;
			memset(&f, 0, sizeof f);
			f.budget = (size_t)-1;
			ctx = cv_context_new(&al);
			m = cv_parse(ctx, "oom.ll", ir, strlen(ir));
			assert_non_null(m);
			f.budget = f.allocations + k;
			r = cv_verify(ctx, m, (unsigned)flags);
			if (!f.failed) {
				assert_non_null(r);
				assert_true(cv_verify_count(r) >= 3);
				done = 1;
			}
			cv_verify_free(r);
			cv_module_free(m);
			cv_context_free(ctx);
			if (f.live)
				fprintf(stderr, "leak at k=%zu flags=%d\n", k, flags);
			assert_int_equal(f.live, 0);
		}
		assert_true(done);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_violation_fields),
		cmocka_unit_test(test_valid),
		cmocka_unit_test(test_readings_differ),
		cmocka_unit_test(test_keeps_going),
		cmocka_unit_test(test_irreducible_orders),
		cmocka_unit_test(test_missing_terminator),
		cmocka_unit_test(test_out_of_memory),
	};
	return cmocka_run_group_tests_name("verify", tests, NULL, NULL);
}
