#define _POSIX_C_SOURCE 200809L
/*
 * test_introspect.c - the introspection part of the public API: files,
 * functions by name, the names `opt -S` prints for arguments, blocks and
 * instructions, source positions, operands, convergent calls and tokens,
 * sources of divergence and the one-line reasons.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "converge.h"
#include "testutil.h"

static const char *ir =
	"target triple = \"amdgcn-amd-amdhsa\"\n"                         /* 1 */
	"\n"                                                              /* 2 */
	"define amdgpu_kernel void @k(i32 %n, i32) convergent {\n"       /* 3 */
	"  %t = call token @llvm.experimental.convergence.entry()\n"     /* 4 */
	"  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"               /* 5 */
	"  %2 = add i32 %tid, 7\n"                                       /* 6 */
	"  %c = icmp slt i32 %2, %n\n"                                   /* 7 */
	"  br i1 %c, label %then, label %3\n"                            /* 8 */
	"then:\n"                                                         /* 9 */
	"  %s = call i32 @sum(i32 %n) [ \"convergencectrl\"(token %t) ]\n" /* 10 */
	"  br label %3\n"                                                /* 11 */
	"3:\n"                                                            /* 12 */
	"  %r = phi i32 [ %s, %then ], [ 7, %1 ]\n"                      /* 13 */
	"  ret void\n"                                                    /* 14 */
	"}\n"
	"\n"
	"declare i32 @sum(i32) convergent\n"
	"declare token @llvm.experimental.convergence.entry()\n"
	"declare i32 @llvm.amdgcn.workitem.id.x()\n";

struct fx {
	cv_context *ctx;
	cv_module *m;
	cv_func *f;
	size_t index;
};

static int setup(void **state)
{
	struct fx *fx = calloc(1, sizeof *fx);
	fx->ctx = cv_context_new(NULL);
	fx->m = cv_parse(fx->ctx, "k.ll", ir, strlen(ir));
	assert_non_null(fx->m);
	fx->index = cv_module_find_function(fx->m, "@k");
	assert_int_not_equal(fx->index, CV_NO_FUNCTION);
	fx->f = cv_func_new(fx->m, fx->index);
	assert_non_null(fx->f);
	*state = fx;
	return 0;
}

static int teardown(void **state)
{
	struct fx *fx = *state;
	cv_func_free(fx->f);
	cv_module_free(fx->m);
	cv_context_free(fx->ctx);
	free(fx);
	return 0;
}

static void test_find_function(void **state)
{
	struct fx *fx = *state;
	assert_int_equal(cv_module_find_function(fx->m, "k"), fx->index);
	assert_string_equal(cv_module_function_name(
				    fx->m, cv_module_find_function(fx->m, "sum")),
			    "sum");
	assert_int_equal(cv_module_find_function(fx->m, "nosuch"),
			 CV_NO_FUNCTION);
	assert_int_equal(cv_module_find_function(fx->m, "@"), CV_NO_FUNCTION);
}

static void test_names(void **state)
{
	struct fx *fx = *state;
	cv_func *f = fx->f;
	assert_string_equal(cv_func_name(f), "@k");
	assert_int_equal(cv_func_line(f), 3);
	assert_true(cv_func_is_definition(f));
	assert_true(cv_func_is_convergent(f));
	assert_int_equal(cv_func_arg_count(f), 2);
	assert_string_equal(cv_func_arg_name(f, 0), "%n");
	assert_string_equal(cv_func_arg_name(f, 1), "%0");
	assert_null(cv_func_arg_name(f, 2));
	assert_int_equal(cv_func_block_count(f), 3);
	assert_string_equal(cv_func_block_name(f, 0), "%1");
	assert_string_equal(cv_func_block_name(f, 1), "%then");
	assert_string_equal(cv_func_block_name(f, 2), "%3");
	assert_int_equal(cv_func_block_line(f, 0), 4);
	assert_int_equal(cv_func_block_line(f, 1), 9);
	assert_int_equal(cv_func_block_line(f, 2), 12);
	assert_int_equal(cv_func_block_first(f, 1), 5);
	assert_int_equal(cv_func_block_size(f, 1), 2);
	assert_int_equal(cv_func_inst_count(f), 9);
}

static void test_cfg_edges(void **state)
{
	struct fx *fx = *state;
	size_t n;
	const uint32_t *s = cv_func_block_succs(fx->f, 0, &n);
	assert_int_equal(n, 2);
	assert_int_equal(s[0], 1);
	assert_int_equal(s[1], 2);
	s = cv_func_block_preds(fx->f, 2, &n);
	assert_int_equal(n, 2);
	s = cv_func_block_succs(fx->f, 2, &n);
	assert_int_equal(n, 0);
	assert_null(s);
}

static void test_instructions(void **state)
{
	struct fx *fx = *state;
	cv_func *f = fx->f;
	cv_inst_info in;
	cv_value v;
	assert_int_equal(cv_func_inst(f, 2, &in), 0);
	assert_string_equal(in.opcode, "add");
	assert_string_equal(in.name, "%2");
	assert_null(in.callee);
	assert_int_equal(in.line, 6);
	assert_int_equal(in.col, 3);
	assert_int_equal(in.block, 0);
	assert_int_equal(in.noperands, 2);
	assert_false(in.convergent);
	v = cv_func_inst_operand(f, 2, 0);
	assert_int_equal(v.kind, CV_VALUE_INST);
	assert_int_equal(v.index, 1);
	assert_string_equal(cv_func_value_text(f, v), "%tid");
	v = cv_func_inst_operand(f, 2, 1);
	assert_int_equal(v.kind, CV_VALUE_CONST);
	assert_string_equal(cv_func_value_text(f, v), "7");
	assert_int_equal(cv_func_inst_operand(f, 2, 2).kind, CV_VALUE_NONE);
	/* the token intrinsic and the convergent call using it */
	assert_int_equal(cv_func_inst(f, 0, &in), 0);
	assert_int_equal(in.token_kind, CV_TOKEN_ENTRY);
	assert_string_equal(in.callee, "@llvm.experimental.convergence.entry");
	assert_int_equal(cv_func_inst(f, 5, &in), 0);
	assert_string_equal(in.opcode, "call");
	assert_string_equal(in.callee, "@sum");
	assert_true(in.convergent);
	assert_int_equal(in.token_kind, CV_TOKEN_NONE);
	assert_int_equal(in.token.kind, CV_VALUE_INST);
	assert_int_equal(in.token.index, 0);
	/* the branch: condition, then targets */
	assert_int_equal(cv_func_inst(f, 4, &in), 0);
	assert_string_equal(in.opcode, "br");
	assert_null(in.name);
	assert_true(in.terminator);
	v = cv_func_inst_operand(f, 4, 1);
	assert_int_equal(v.kind, CV_VALUE_BLOCK);
	assert_string_equal(cv_func_value_text(f, v), "%then");
	/* the phi: value, block, value, block; equal constants are equal */
	assert_int_equal(cv_func_inst(f, 7, &in), 0);
	assert_string_equal(in.opcode, "phi");
	assert_int_equal(in.noperands, 4);
	assert_int_equal(cv_func_inst_operand(f, 7, 2).index,
			 cv_func_inst_operand(f, 2, 1).index);
	assert_string_equal(cv_func_value_text(f, cv_func_inst_operand(f, 7, 3)),
			    "%1");
	assert_int_equal(cv_func_inst(f, 99, &in), -1);
}

static void test_sources_and_reasons(void **state)
{
	struct fx *fx = *state;
	cv_uniformity *u = cv_uniformity_new(fx->m, fx->index, NULL);
	struct buffer b = {0};
	cv_writer w = {buffer_write, &b};
	assert_non_null(u);
	assert_true(cv_uniformity_is_source(u, 1));  /* %tid */
	assert_false(cv_uniformity_is_source(u, 2)); /* %2: from an operand */
	assert_true(cv_uniformity_is_divergent(u, 2));
	assert_false(cv_uniformity_is_source(u, 99));
	assert_int_equal(cv_uniformity_reason(u, CV_SUBJECT_INSTRUCTION, 2, &w), 0);
	assert_string_equal(b.data, "operand %tid is divergent (line 5)");
	b.size = 0;
	assert_int_equal(cv_uniformity_reason(u, CV_SUBJECT_BRANCH, 0, &w), 0);
	assert_string_equal(b.data, "operand %c is divergent (line 7)");
	b.size = 0;
	assert_int_equal(cv_uniformity_reason(u, CV_SUBJECT_ARGUMENT, 0, &w), 0);
	assert_string_equal(b.data, "uniform");
	assert_int_equal(cv_uniformity_reason(u, CV_SUBJECT_BRANCH, 9, &w), -1);
	free(b.data);
	cv_uniformity_free(u);
}

static void test_parse_file(void **state)
{
	char path[] = "/tmp/cv_introspect_XXXXXX";
	int fd = mkstemp(path);
	cv_context *ctx = cv_context_new(NULL);
	cv_module *m;
	(void)state;
	assert_true(fd >= 0);
	assert_int_equal(write(fd, ir, strlen(ir)), (ssize_t)strlen(ir));
	close(fd);
	m = cv_parse_file(ctx, path);
	assert_non_null(m);
	assert_int_equal(cv_module_function_count(m), 4);
	cv_module_free(m);
	unlink(path);
	/* a missing file is a diagnostic naming it */
	assert_null(cv_parse_file(ctx, path));
	assert_int_equal(cv_diag_count(ctx), 1);
	assert_string_equal(cv_diag_get(ctx, 0)->file, path);
	assert_non_null(strstr(cv_diag_get(ctx, 0)->message, "cannot open"));
	cv_context_free(ctx);
}

/* The builder's mistakes in a description are diagnostics, not crashes;
 * a good description reads back with its names and the caller's lines. */
static void test_builder(void **state)
{
	cv_context *ctx = cv_context_new(NULL);
	cv_builder *b = cv_builder_new(ctx, "g", 0);
	uint32_t a, e, x, t, bad;
	size_t index = 99;
	cv_module *m;
	cv_func *f;
	cv_uniformity *u;
	cv_inst_info in;
	(void)state;
	a = cv_builder_arg(b, "a", CV_CLASS_SOURCE);
	e = cv_builder_block(b, "entry", 40);
	t = cv_builder_token(b, e, "t", CV_TOKEN_ANCHOR, CV_NONE, 41);
	bad = cv_builder_value(b, e, "bad", CV_CLASS_NORMAL, &t, 1, 42);
	assert_int_not_equal(bad, CV_NONE);
	assert_null(cv_builder_finish(b, &index));
	assert_non_null(strstr(cv_diag_get(ctx, 0)->message, "a token used as a value"));
	cv_builder_free(b);
	cv_diag_clear(ctx);

	b = cv_builder_new(ctx, "g", 0);
	a = cv_builder_arg(b, "a", CV_CLASS_SOURCE);
	e = cv_builder_block(b, "entry", 40);
	x = cv_builder_value(b, e, "x", CV_CLASS_NORMAL, &a, 1, 42);
	m = cv_builder_finish(b, &index);
	assert_non_null(m);
	assert_int_equal(cv_builder_value_of(b, x).kind, CV_VALUE_INST);
	f = cv_func_new(m, index);
	u = cv_uniformity_new(m, index, NULL);
	assert_string_equal(cv_func_name(f), "@g");
	assert_int_equal(cv_func_block_line(f, 0), 40);
	cv_func_inst(f, cv_builder_value_of(b, x).index, &in);
	assert_string_equal(in.name, "%x");
	assert_int_equal(in.line, 42);
	assert_true(cv_uniformity_arg_is_divergent(u, 0));
	assert_true(cv_uniformity_is_divergent(u, 0));
	cv_uniformity_free(u);
	cv_func_free(f);
	cv_module_free(m);
	cv_builder_free(b);

	/* several successors and no condition */
	b = cv_builder_new(ctx, "g", 0);
	e = cv_builder_block(b, NULL, 0);
	cv_builder_edge(b, e, cv_builder_block(b, NULL, 0));
	cv_builder_edge(b, e, 1);
	assert_null(cv_builder_finish(b, &index));
	cv_builder_free(b);
	cv_context_free(ctx);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_find_function, setup, teardown),
		cmocka_unit_test_setup_teardown(test_names, setup, teardown),
		cmocka_unit_test_setup_teardown(test_cfg_edges, setup, teardown),
		cmocka_unit_test_setup_teardown(test_instructions, setup, teardown),
		cmocka_unit_test_setup_teardown(test_sources_and_reasons, setup,
						teardown),
		cmocka_unit_test(test_parse_file),
		cmocka_unit_test(test_builder),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
