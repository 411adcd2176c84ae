/*
 * test_uniformity.c - the uniformity analysis through the public API
 * (cv_uniformity_*): target models, data and sync dependence, temporal
 * divergence and controlled convergence, irreducible cycles, the finder and
 * the explanations, opt's print format, and every out-of-memory point.
 * Expected answers come from opt 22 (print<uniformity>) where it has one
 * and from the specification's text otherwise.
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
	cv_uniformity *u;
};

/* Parses ir and analyses its first function definition. */
static void load(struct fixture *fx, const char *ir, const char *triple,
		 int compat)
{
	cv_uniformity_options o;
	size_t i, n;
	memset(&o, 0, sizeof o);
	o.triple = triple;
	o.llvm_compat = compat;
	fx->ctx = cv_context_new(NULL);
	assert_non_null(fx->ctx);
	fx->m = cv_parse(fx->ctx, "test.ll", ir, strlen(ir));
	if (!fx->m && cv_diag_count(fx->ctx))
		fprintf(stderr, "%s\n", cv_diag_get(fx->ctx, 0)->message);
	assert_non_null(fx->m);
	n = cv_module_function_count(fx->m);
	for (i = 0; i < n; i++)
		if (cv_module_function_is_definition(fx->m, i))
			break;
	assert_true(i < n);
	fx->u = cv_uniformity_new(fx->m, i, &o);
	assert_non_null(fx->u);
}

static void unload(struct fixture *fx)
{
	cv_uniformity_free(fx->u);
	cv_module_free(fx->m);
	cv_context_free(fx->ctx);
}

/* Divergence of the value named `name` ("%x", an argument, or a block
 * name for its branch). */
static int divergent(const struct fixture *fx, const char *name)
{
	cv_uniformity_subject kind;
	uint32_t index;
	int found = cv_uniformity_find(fx->u, name, 0, &kind, &index);
	assert_int_equal(found, 0);
	switch (kind) {
	case CV_SUBJECT_ARGUMENT:
		return cv_uniformity_arg_is_divergent(fx->u, index);
	case CV_SUBJECT_BRANCH:
		return cv_uniformity_branch_is_divergent(fx->u, index);
	default:
		return cv_uniformity_is_divergent(fx->u, index);
	}
}

static char *explain(const struct fixture *fx, const char *name,
		     cv_uniformity_format format)
{
	struct buffer b = {NULL, 0, 0};
	cv_writer w = {buffer_write, &b};
	cv_uniformity_subject kind;
	uint32_t index;
	assert_int_equal(cv_uniformity_find(fx->u, name, 0, &kind, &index), 0);
	assert_int_equal(cv_uniformity_explain(fx->u, kind, index, format, &w), 0);
	assert_non_null(b.data);
	return b.data;
}

static char *print(const struct fixture *fx, cv_uniformity_format format)
{
	struct buffer b = {NULL, 0, 0};
	cv_writer w = {buffer_write, &b};
	assert_int_equal(cv_uniformity_print(fx->u, format, 0, &w), 0);
	assert_non_null(b.data);
	return b.data;
}

/* ---- programs ------------------------------------------------------------- */

static const char if_then[] =
	"define amdgpu_kernel void @k(i32 %n, ptr addrspace(1) %out) {\n"
	"entry:\n"
	"  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
	"  %uni = add i32 %n, 1\n"
	"  %c = icmp slt i32 %tid, %n\n"
	"  br i1 %c, label %then, label %end\n"
	"then:\n"
	"  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)\n"
	"  br label %end\n"
	"end:\n"
	"  %r = phi i32 [ %first, %then ], [ 0, %entry ]\n"
	"  %same = phi i32 [ %uni, %then ], [ %uni, %entry ]\n"
	"  store i32 %r, ptr addrspace(1) %out\n"
	"  ret void\n"
	"}\n"
	"declare i32 @llvm.amdgcn.workitem.id.x()\n"
	"declare i32 @llvm.amdgcn.readfirstlane.i32(i32)\n";

static const char temporal[] =
	"define amdgpu_kernel void @t(i32 %n) {\n"
	"entry:\n"
	"  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
	"  %a = call token @llvm.experimental.convergence.anchor()\n"
	"  br label %H\n"
	"H:\n"
	"  %i = phi i32 [ 0, %entry ], [ %inc, %H ]\n"
	"  %l = call token @llvm.experimental.convergence.loop() "
	"[ \"convergencectrl\"(token %a) ]\n"
	"  %inc = add i32 %i, 1\n"
	"  %c = icmp slt i32 %inc, %tid\n"
	"  br i1 %c, label %H, label %X\n"
	"X:\n"
	"  %early = add i32 %inc, 1\n"
	"  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %early) "
	"[ \"convergencectrl\"(token %l) ]\n"
	"  %late = add i32 %inc, 2\n"
	"  ret void\n"
	"}\n"
	"declare i32 @llvm.amdgcn.workitem.id.x()\n"
	"declare i32 @llvm.amdgcn.readfirstlane.i32(i32)\n"
	"declare token @llvm.experimental.convergence.anchor()\n"
	"declare token @llvm.experimental.convergence.loop()\n";

/* ConvergenceAndUniformity's closed path P -> Q -> R -> S, entries P, R. */
static const char diverged_entry[] =
	"define amdgpu_kernel void @d(i32 %a, i32 %b) {\n"
	"entry:\n"
	"  %uni = icmp slt i32 %a, 0\n"
	"  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
	"  %div = icmp slt i32 %tid, 0\n"
	"  br i1 %uni, label %P, label %R\n"
	"P:\n"
	"  %pp = add i32 %b, 1\n"
	"  br label %Q\n"
	"Q:\n"
	"  br i1 %div, label %S, label %R\n"
	"R:\n"
	"  br label %S\n"
	"S:\n"
	"  %ss = add i32 %b, 1\n"
	"  br i1 %uni, label %exit, label %P\n"
	"exit:\n"
	"  %ee = add i32 %b, 1\n"
	"  ret void\n"
	"}\n"
	"declare i32 @llvm.amdgcn.workitem.id.x()\n";

/* ---- tests ---------------------------------------------------------------- */

static void test_sync_dependence(void **state)
{
	struct fixture fx;
	cv_uniformity_counts k;
	(void)state;
	load(&fx, if_then, "amdgcn-amd-amdhsa", 0);
	assert_true(cv_uniformity_target_diverges(fx.u));
	assert_true(divergent(&fx, "%tid"));
	assert_false(divergent(&fx, "%uni"));
	assert_true(divergent(&fx, "%c"));
	assert_true(divergent(&fx, "entry"));   /* the branch */
	assert_false(divergent(&fx, "%first")); /* readfirstlane */
	assert_true(divergent(&fx, "%r"));      /* phi at the join */
	assert_false(divergent(&fx, "%same"));  /* same value on both edges */
	assert_false(divergent(&fx, "%n"));     /* kernel argument */
	assert_int_equal(cv_uniformity_join_of(fx.u, 2), 0);
	cv_uniformity_get_counts(fx.u, &k);
	assert_int_equal(k.branches, 1);
	assert_int_equal(k.divergent_branches, 1);
	assert_int_equal(k.values, 8);
	assert_int_equal(k.divergent_values, 3);
	unload(&fx);
}

static void test_targets(void **state)
{
	struct fixture fx;
	(void)state;
	/* no divergence on a CPU */
	load(&fx, if_then, "x86_64-unknown-linux-gnu", 0);
	assert_false(cv_uniformity_target_diverges(fx.u));
	assert_false(divergent(&fx, "%tid"));
	assert_false(divergent(&fx, "%r"));
	unload(&fx);
	/* the module's own triple */
	load(&fx,
	     "target triple = \"nvptx64-nvidia-cuda\"\n"
	     "define void @f(i32 %a, ptr %p) {\n"
	     "  %x = load i32, ptr %p\n"
	     "  %y = add i32 %a, 1\n"
	     "  ret void\n"
	     "}\n", NULL, 1);
	assert_true(divergent(&fx, "%a")); /* not a kernel */
	assert_true(divergent(&fx, "%x"));
	unload(&fx);
	load(&fx,
	     "define ptx_kernel void @f(i32 %a, ptr addrspace(1) %p) {\n"
	     "  %x = load i32, ptr addrspace(1) %p\n"
	     "  %y = call i32 @g()\n"
	     "  ret void\n"
	     "}\n"
	     "declare i32 @g()\n", "nvptx64-nvidia-cuda", 1);
	assert_false(divergent(&fx, "%a"));
	assert_false(divergent(&fx, "%x"));
	assert_true(divergent(&fx, "%y")); /* every call on NVPTX */
	unload(&fx);
	/* AMDGPU argument rules: inreg uniform, byval only for shaders */
	load(&fx,
	     "define amdgpu_ps void @s(i32 inreg %a, i32 %b, "
	     "ptr addrspace(5) byval(i32) %c) {\n"
	     "  ret void\n"
	     "}\n", "amdgcn--", 1);
	assert_false(divergent(&fx, "%a"));
	assert_true(divergent(&fx, "%b"));
	assert_false(divergent(&fx, "%c"));
	unload(&fx);
	/* SPIR-V: no divergence in LLVM 22, converge's model by default */
	load(&fx,
	     "define spir_func void @f(i32 %a) {\n"
	     "  ret void\n"
	     "}\n", "spirv64-unknown-unknown", 1);
	assert_false(divergent(&fx, "%a"));
	unload(&fx);
	load(&fx,
	     "define spir_func void @f(i32 %a) {\n"
	     "  ret void\n"
	     "}\n", "spirv64-unknown-unknown", 0);
	assert_true(divergent(&fx, "%a"));
	unload(&fx);
}

static void test_temporal_and_tokens(void **state)
{
	struct fixture fx;
	uint32_t def, user, cy;
	(void)state;
	/* LLVM 22 ignores tokens: every use after the loop is divergent */
	load(&fx, temporal, "amdgcn--", 1);
	assert_false(divergent(&fx, "%inc"));
	assert_true(divergent(&fx, "%early"));
	assert_true(divergent(&fx, "%late"));
	assert_false(divergent(&fx, "%r"));
	assert_int_equal(cv_uniformity_cycle_flags(fx.u, 0),
			 CV_UNIFORMITY_CYCLE_DIVERGENT_EXIT);
	assert_true(cv_uniformity_temporal_count(fx.u) >= 3);
	cv_uniformity_temporal_get(fx.u, 0, &def, &user, &cy);
	assert_int_equal(cy, 0);
	unload(&fx);
	/* the specification: inside the heart's convergence region the value
	 * comes from converged iterations */
	load(&fx, temporal, "amdgcn--", 0);
	assert_false(divergent(&fx, "%early"));
	assert_true(divergent(&fx, "%late"));
	{
		char *text = explain(&fx, "%early", CV_UNIFORMITY_TEXT);
		assert_non_null(strstr(text, "is uniform"));
		assert_non_null(strstr(text, "convergence region of %l"));
		free(text);
		text = explain(&fx, "%late", CV_UNIFORMITY_TEXT);
		assert_non_null(strstr(text, "temporal divergence"));
		assert_non_null(strstr(text, "a source of divergence"));
		free(text);
	}
	unload(&fx);
}

static void test_irreducible(void **state)
{
	struct fixture fx;
	char *text;
	(void)state;
	load(&fx, diverged_entry, "amdgcn--", 1);
	assert_true(divergent(&fx, "%pp"));
	assert_true(divergent(&fx, "%ss"));
	assert_false(divergent(&fx, "%ee"));
	assert_true(cv_uniformity_cycle_flags(fx.u, 0) &
		    CV_UNIFORMITY_CYCLE_ASSUMED_DIVERGENT);
	text = explain(&fx, "%ss", CV_UNIFORMITY_TEXT);
	assert_non_null(strstr(text, "assumed divergent"));
	assert_non_null(strstr(text, "diverged entry criterion"));
	free(text);
	text = explain(&fx, "%ss", CV_UNIFORMITY_JSON);
	assert_non_null(strstr(text, "\"reason\": \"assumed-divergent-cycle\""));
	free(text);
	unload(&fx);
}

static void test_llvm_format(void **state)
{
	struct fixture fx;
	char *text;
	static const char expected[] =
		"UniformityInfo for function 'k':\n"
		"\n"
		"BLOCK entry\n"
		"DEFINITIONS\n"
		"  DIVERGENT:   %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
		"               %uni = add i32 %n, 1\n"
		"  DIVERGENT:   %c = icmp slt i32 %tid, %n\n"
		"TERMINATORS\n"
		"  DIVERGENT:   br i1 %c, label %then, label %end\n"
		"END BLOCK\n"
		"\n"
		"BLOCK then\n"
		"DEFINITIONS\n"
		"               %first = call i32 "
		"@llvm.amdgcn.readfirstlane.i32(i32 %tid)\n"
		"TERMINATORS\n"
		"               br label %end\n"
		"END BLOCK\n"
		"\n"
		"BLOCK end\n"
		"DEFINITIONS\n"
		"  DIVERGENT:   %r = phi i32 [ %first, %then ], [ 0, %entry ]\n"
		"               %same = phi i32 [ %uni, %then ], [ %uni, %entry ]\n"
		"  DIVERGENT:   store i32 %r, ptr addrspace(1) %out, align 4\n"
		"TERMINATORS\n"
		"               ret void\n"
		"END BLOCK\n";
	(void)state;
	load(&fx, if_then, "amdgcn--", 1);
	text = print(&fx, CV_UNIFORMITY_LLVM);
	assert_string_equal(text, expected);
	free(text);
	text = print(&fx, CV_UNIFORMITY_JSON);
	assert_non_null(strstr(text, "\"divergent_values\": 3"));
	assert_non_null(strstr(text, "\"join_blocks\": [\n   {\"block\": \"%end\""));
	free(text);
	text = print(&fx, CV_UNIFORMITY_DOT);
	assert_non_null(strstr(text, "digraph"));
	free(text);
	unload(&fx);
	load(&fx, "define void @f(i32 %a) {\n  ret void\n}\n", "amdgcn--", 1);
	text = print(&fx, CV_UNIFORMITY_LLVM);
	assert_string_equal(text, "UniformityInfo for function 'f':\n"
				  "DIVERGENT ARGUMENTS:\n"
				  "  DIVERGENT: i32 %a\n"
				  "\n"
				  "BLOCK 0\n"
				  "DEFINITIONS\n"
				  "TERMINATORS\n"
				  "               ret void\n"
				  "END BLOCK\n");
	free(text);
	unload(&fx);
}

static void test_find(void **state)
{
	struct fixture fx;
	cv_uniformity_subject kind;
	uint32_t index;
	(void)state;
	load(&fx, if_then, "amdgcn--", 0);
	assert_int_equal(cv_uniformity_find(fx.u, "r", 0, &kind, &index), 0);
	assert_int_equal(kind, CV_SUBJECT_INSTRUCTION);
	assert_int_equal(cv_uniformity_find(fx.u, NULL, 6, &kind, &index), 0);
	assert_int_equal(kind, CV_SUBJECT_BRANCH);
	assert_int_equal(index, 0);
	assert_int_equal(cv_uniformity_find(fx.u, "%nothing", 0, &kind, &index),
			 -1);
	unload(&fx);
}

/* opt gives a module without a data layout its target's */
static void test_default_layout(void **state)
{
	cv_context *ctx = cv_context_new(NULL);
	static const char with[] = "target datalayout = \"e\"\n"
				   "target triple = \"amdgcn--\"\n";
	static const char without[] = "target triple = \"nvptx64-nvidia-cuda\"\n";
	cv_module *m;
	const char *dl;
	(void)state;
	m = cv_parse(ctx, "a.ll", with, strlen(with));
	assert_non_null(m);
	assert_null(cv_module_default_layout(m, NULL));
	cv_module_free(m);
	m = cv_parse(ctx, "b.ll", without, strlen(without));
	assert_non_null(m);
	dl = cv_module_default_layout(m, NULL);
	assert_non_null(dl);
	assert_non_null(strstr(dl, "n16:32:64"));
	dl = cv_module_default_layout(m, "amdgcn-amd-amdhsa");
	assert_non_null(dl);
	assert_non_null(strstr(dl, "A5-G1"));
	assert_null(cv_module_default_layout(m, "x86_64-unknown-linux-gnu"));
	cv_module_free(m);
	cv_context_free(ctx);
}

/* ---- out of memory ---------------------------------------------------------- */

struct failing {
	long budget; /* allocations left; < 0: unlimited */
	long used;
};

static void *failing_realloc(void *user, void *ptr, size_t old, size_t size)
{
	struct failing *f = user;
	(void)old;
	if (size == 0) {
		free(ptr);
		return NULL;
	}
	if (f->budget >= 0 && f->used >= f->budget)
		return NULL;
	f->used++;
	return realloc(ptr, size);
}

static void test_out_of_memory(void **state)
{
	long n;
	int succeeded = 0;
	(void)state;
	for (n = 0; n < 100000 && !succeeded; n++) {
		struct failing f = {-1, 0};
		cv_allocator al = {failing_realloc, &f};
		cv_context *ctx = cv_context_new(&al);
		cv_module *m;
		cv_uniformity *u;
		assert_non_null(ctx);
		m = cv_parse(ctx, "t.ll", diverged_entry, strlen(diverged_entry));
		assert_non_null(m);
		f.used = 0;
		f.budget = n;
		u = cv_uniformity_new(m, 0, NULL);
		if (u) {
			struct buffer b = {NULL, 0, 0};
			cv_writer w = {buffer_write, &b};
			cv_uniformity_subject kind;
			uint32_t index;
			int rc = cv_uniformity_print(u, CV_UNIFORMITY_TEXT,
						     CV_UNIFORMITY_EXPLAIN, &w);
			if (rc == 0)
				rc = cv_uniformity_print_module(
					m, NULL, CV_UNIFORMITY_JSON, 0, NULL, &w);
			if (rc == 0 &&
			    cv_uniformity_find(u, "%ss", 0, &kind, &index) == 0)
				rc = cv_uniformity_explain(u, kind, index,
							   CV_UNIFORMITY_TEXT, &w);
			succeeded = rc == 0;
			free(b.data);
			cv_uniformity_free(u);
		}
		cv_module_free(m);
		cv_context_free(ctx);
	}
	assert_true(succeeded);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_sync_dependence),
	    cmocka_unit_test(test_targets),
	    cmocka_unit_test(test_temporal_and_tokens),
	    cmocka_unit_test(test_irreducible),
	    cmocka_unit_test(test_llvm_format),
	    cmocka_unit_test(test_find),
	    cmocka_unit_test(test_default_layout),
	    cmocka_unit_test(test_out_of_memory),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
