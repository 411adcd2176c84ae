/*
 * test_reader.c - the reader's IR model: dense ids, operands, forward
 * references, predecessor order, convergent calls and tokens, intrinsic
 * identification, and its limits on hostile input.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ir/ir.h"
#include "ir/layout.h"

static cv_module *parse(cv_context *ctx, const char *text)
{
	return cv_parse(ctx, "t.ll", text, strlen(text));
}

/* The function named `name` (a definition or declaration). */
static const function *fn_named(const cv_module *m, const char *name)
{
	uint32_t i;
	for (i = 0; i < m->nglobals; i++) {
		const global *g = &m->globals[i];
		if (g->kind == G_FUNC && !g->numbered &&
		    strcmp(SYM_STR(&m->strs, g->name), name) == 0)
			return g->fn;
	}
	return NULL;
}

static uint32_t block_named(const cv_module *m, const function *f,
			    const char *name)
{
	uint32_t i;
	for (i = 0; i < f->nblocks; i++)
		if (f->blocks[i].name &&
		    strcmp(SYM_STR(&m->strs, f->blocks[i].name), name) == 0)
			return i;
	return UINT32_MAX;
}

static const inst *inst_named(const cv_module *m, const function *f,
			      const char *name)
{
	uint32_t i;
	for (i = 0; i < f->ninsts; i++)
		if (f->insts[i].name &&
		    strcmp(SYM_STR(&m->strs, f->insts[i].name), name) == 0)
			return &f->insts[i];
	return NULL;
}

static void test_blocks_and_operands(void **state)
{
	static const char src[] =
		"define i32 @f(i32 %a, i1 %c) {\n"
		"entry:\n"
		"  br i1 %c, label %then, label %join\n"
		"then:\n"
		"  %x = add i32 %a, %y\n"          /* forward reference */
		"  br label %join\n"
		"join:\n"
		"  %y = phi i32 [ %a, %entry ], [ %x, %then ]\n"
		"  ret i32 %y\n"
		"}\n";
	cv_context *ctx = cv_context_new(NULL);
	cv_module *m = parse(ctx, src);
	const function *f;
	const inst *x, *y;
	uint32_t join;
	(void)state;
	assert_non_null(m);
	f = fn_named(m, "f");
	assert_non_null(f);
	assert_int_equal(f->nblocks, 3);
	assert_int_equal(f->ninsts, 5);
	assert_int_equal(f->nargs, 2);
	/* instructions of a block are contiguous */
	assert_int_equal(f->blocks[1].first, 1);
	assert_int_equal(f->blocks[1].n, 2);
	x = inst_named(m, f, "x");
	y = inst_named(m, f, "y");
	assert_non_null(x);
	assert_non_null(y);
	/* the forward reference resolves to the phi */
	assert_int_equal(f->ops[x->ops + 0], REF(REF_ARG, 0));
	assert_int_equal(f->ops[x->ops + 1], REF(REF_INST, (uint32_t)(y - f->insts)));
	/* phi operands: value, block pairs */
	assert_int_equal(y->op, OP_PHI);
	assert_int_equal(y->nops, 4);
	assert_int_equal(f->ops[y->ops + 1], REF(REF_BLOCK, 0));
	/* predecessors in LLVM's use-list order: the last use first */
	join = block_named(m, f, "join");
	assert_int_equal(f->blocks[join].npreds, 2);
	assert_int_equal(f->blocks[join].preds[0], 1);
	assert_int_equal(f->blocks[join].preds[1], 0);
	/* successors in terminator order */
	assert_int_equal(f->blocks[0].nsuccs, 2);
	assert_int_equal(f->blocks[0].succs[0], 1);
	assert_int_equal(f->blocks[0].succs[1], 2);
	cv_module_free(m);
	cv_context_free(ctx);
}

static void test_convergence_facts(void **state)
{
	static const char src[] =
		"define void @k() convergent {\n"
		"  %e = call token @llvm.experimental.convergence.entry()\n"
		"  %a = call token @llvm.experimental.convergence.anchor()\n"
		"  %b = call i32 @sub(i32 1) [ \"convergencectrl\"(token %a) ]\n"
		"  %c = call i32 @plain(i32 2)\n"
		"  %d = call i32 @plain(i32 3) #0\n"
		"  ret void\n"
		"}\n"
		"declare token @llvm.experimental.convergence.entry()\n"
		"declare token @llvm.experimental.convergence.anchor()\n"
		"declare i32 @sub(i32) convergent\n"
		"declare i32 @plain(i32)\n"
		"attributes #0 = { convergent }\n";
	cv_context *ctx = cv_context_new(NULL);
	cv_module *m = parse(ctx, src);
	const function *f;
	const inst *e, *a, *b, *c, *d;
	(void)state;
	assert_non_null(m);
	f = fn_named(m, "k");
	assert_true(f->is_convergent);
	e = inst_named(m, f, "e");
	a = inst_named(m, f, "a");
	b = inst_named(m, f, "b");
	c = inst_named(m, f, "c");
	d = inst_named(m, f, "d");
	assert_int_equal(e->ext->intrinsic, INTR_CONV_ENTRY);
	assert_int_equal(a->ext->intrinsic, INTR_CONV_ANCHOR);
	assert_true(e->ext->convergent);
	/* a controlled call: its token operand */
	assert_true(b->ext->convergent);
	assert_int_equal(b->ext->conv_token, REF(REF_INST, (uint32_t)(a - f->insts)));
	assert_int_equal(b->ext->nbundles, 1);
	/* not convergent, unless the call site says so */
	assert_false(c->ext->convergent);
	assert_true(d->ext->convergent);
	assert_int_equal(c->ext->conv_token, REF_NULL);
	cv_module_free(m);
	cv_context_free(ctx);
}

static void test_diagnostic_position(void **state)
{
	static const char src[] =
		"define void @f() {\n"
		"  %x = add i32 1, 2\n"
		"  %y = add i64 %x, 1\n"
		"  ret void\n"
		"}\n";
	cv_context *ctx = cv_context_new(NULL);
	const cv_diag *d;
	(void)state;
	assert_null(parse(ctx, src));
	assert_int_equal(cv_diag_count(ctx), 1);
	d = cv_diag_get(ctx, 0);
	assert_int_equal(d->severity, CV_ERROR);
	assert_int_equal(d->line, 3);
	assert_int_equal(d->col, 16); /* as opt reports it */
	assert_string_equal(d->message,
			    "'%x' defined with type 'i32' but expected 'i64'");
	assert_string_equal(d->source_line, "  %y = add i64 %x, 1");
	cv_context_free(ctx);
}

/* A deeply nested constant or type gets an error, not a stack overflow. */
static void test_nesting_limit(void **state)
{
	size_t depth = 100000, i, n = 0;
	char *src = malloc(depth * 16 + 64);
	cv_context *ctx = cv_context_new(NULL);
	const cv_diag *d;
	(void)state;
	assert_non_null(src);
	n += (size_t)sprintf(src + n, "@g = global ");
	for (i = 0; i < depth; i++)
		n += (size_t)sprintf(src + n, "[1 x ");
	n += (size_t)sprintf(src + n, "i8");
	for (i = 0; i < depth; i++)
		src[n++] = ']';
	n += (size_t)sprintf(src + n, " zeroinitializer\n");
	assert_null(cv_parse(ctx, "deep.ll", src, n));
	d = cv_diag_get(ctx, 0);
	assert_non_null(d);
	assert_non_null(strstr(d->message, "nesting is too deep"));
	cv_diag_clear(ctx);

	/* nested metadata tuples */
	n = 0;
	n += (size_t)sprintf(src + n, "!0 = !{");
	for (i = 0; i < depth; i++)
		n += (size_t)sprintf(src + n, "!{");
	for (i = 0; i < depth; i++)
		src[n++] = '}';
	n += (size_t)sprintf(src + n, "}\n");
	assert_null(cv_parse(ctx, "deep-md.ll", src, n));
	d = cv_diag_get(ctx, 0);
	assert_non_null(d);
	assert_non_null(strstr(d->message, "nesting is too deep"));
	free(src);
	cv_context_free(ctx);
}

static void test_integer_width_limit(void **state)
{
	static const char src[] = "@g = global i8388609 0\n";
	cv_context *ctx = cv_context_new(NULL);
	(void)state;
	assert_null(parse(ctx, src));
	assert_string_equal(cv_diag_get(ctx, 0)->message,
			    "bitwidth for integer type out of range");
	cv_context_free(ctx);
}

/* Every prefix of a valid module is either valid or an error; never a
 * crash (checked here on one module, by the fuzzer at large). */
static void test_every_prefix(void **state)
{
	static const char src[] =
		"target datalayout = \"e-p:64:64-i64:64\"\n"
		"%s = type { i32, <4 x float> }\n"
		"@g = internal global %s zeroinitializer, align 16\n"
		"define <4 x float> @f(ptr %p) {\n"
		"entry:\n"
		"  %q = getelementptr inbounds %s, ptr %p, i64 0, i32 1\n"
		"  %v = load <4 x float>, ptr %q\n"
		"  %w = fadd fast <4 x float> %v, <float 1.0, float 2.0, float 3.0, float 4.0>\n"
		"  ret <4 x float> %w\n"
		"}\n";
	cv_context *ctx = cv_context_new(NULL);
	size_t n, ok = 0;
	(void)state;
	for (n = 0; n <= sizeof src - 1; n++) {
		cv_module *m = cv_parse(ctx, "prefix.ll", src, n);
		if (m) {
			ok++;
			cv_module_free(m);
		} else {
			assert_true(cv_diag_count(ctx) >= 1);
		}
		cv_diag_clear(ctx);
	}
	/* the empty module, the complete one, and a few cut points between
	 * top-level entities parse */
	assert_true(ok >= 2);
	cv_context_free(ctx);
}

/* Progress calls come about every 256 KiB, in increasing order, never
 * past the input, and stop when the callback is removed; the module is the
 * same either way. */
struct progress_log {
	size_t n, last, size;
	int ordered;
};

static void on_progress(void *user, size_t offset)
{
	struct progress_log *l = user;
	if (offset < l->last || offset > l->size)
		l->ordered = 0;
	l->last = offset;
	l->n++;
}

static void test_progress(void **state)
{
	cv_context *ctx = cv_context_new(NULL);
	struct progress_log log = {0, 0, 0, 1};
	size_t cap = (size_t)3 << 20, len = 0;
	char *text = malloc(cap + 64);
	unsigned i;
	cv_module *m;
	(void)state;
	assert_non_null(text);
	len += (size_t)sprintf(text, "define i32 @f(i32 %%x) {\nentry:\n");
	for (i = 0; len < cap; i++)
		len += (size_t)sprintf(text + len, "  %%v%u = add i32 %%x, %u\n", i, i);
	len += (size_t)sprintf(text + len, "  ret i32 %%v0\n}\n");
	log.size = len;
	cv_context_set_progress(ctx, on_progress, &log);
	m = cv_parse(ctx, "big.ll", text, len);
	assert_non_null(m);
	assert_true(log.ordered);
	assert_in_range(log.n, 11, 12); /* 3 MB: every 256 KiB from 256 KiB */
	assert_int_equal(fn_named(m, "f")->ninsts, i + 1);
	cv_module_free(m);
	cv_context_set_progress(ctx, NULL, NULL);
	log.n = 0;
	m = cv_parse(ctx, "big.ll", text, len);
	assert_non_null(m);
	assert_int_equal(log.n, 0);
	cv_module_free(m);
	free(text);
	cv_context_free(ctx);
}

/* cv_parse_for_target: a module without a data layout gets the target's
 * default while it is read (from the triple given, else its own), one
 * with a layout keeps it, and an unknown target gives none. */
static const char *layout_of(const cv_module *m)
{
	return m->datalayout ? SYM_STR(&m->strs, m->datalayout) : NULL;
}

static void test_parse_for_target(void **state)
{
	cv_context *ctx = cv_context_new(NULL);
	const char *amd = target_default_layout("amdgcn-amd-amdhsa");
	const char *nv = target_default_layout("nvptx64-nvidia-cuda");
	static const char bare[] = "define void @f() {\n  ret void\n}\n";
	static const char own_triple[] =
		"target triple = \"amdgcn-amd-amdhsa\"\n"
		"define void @f() {\n  ret void\n}\n";
	static const char own_layout[] =
		"target datalayout = \"e-p:32:32\"\n"
		"define void @f() {\n  ret void\n}\n";
	cv_module *m;
	(void)state;
	assert_non_null(amd);
	assert_non_null(nv);
	m = cv_parse_for_target(ctx, "t.ll", bare, strlen(bare), "amdgcn-amd-amdhsa");
	assert_non_null(m);
	assert_string_equal(layout_of(m), amd);
	cv_module_free(m);
	/* the module's own triple when none is given; the given one wins */
	m = cv_parse_for_target(ctx, "t.ll", own_triple, strlen(own_triple), NULL);
	assert_non_null(m);
	assert_string_equal(layout_of(m), amd);
	cv_module_free(m);
	m = cv_parse_for_target(ctx, "t.ll", own_triple, strlen(own_triple),
				"nvptx64-nvidia-cuda");
	assert_non_null(m);
	assert_string_equal(layout_of(m), nv);
	cv_module_free(m);
	/* a layout of its own is kept */
	m = cv_parse_for_target(ctx, "t.ll", own_layout, strlen(own_layout),
				"amdgcn-amd-amdhsa");
	assert_non_null(m);
	assert_string_equal(layout_of(m), "e-p:32:32");
	cv_module_free(m);
	/* no target, no layout */
	m = cv_parse_for_target(ctx, "t.ll", bare, strlen(bare), NULL);
	assert_non_null(m);
	assert_null(layout_of(m));
	cv_module_free(m);
	cv_context_free(ctx);
}

/* cv_context_set_bodies: bodies outside the range are skipped, braces in
 * strings and comments included, with the line count kept for what
 * follows; the skipped functions are not definitions. */
static void test_bodies_range(void **state)
{
	static const char src[] =
		"define i32 @a(i32 %x) {\n"
		"entry: ; preds } {\n"
		"  %v = insertvalue { i32, i32 } poison, i32 %x, 0\n"
		"  ret i32 %x\n"
		"}\n"
		"@s = constant [3 x i8] c\"}{\\00\"\n"
		"define void @\"b}{\"() {\n"
		"\"l}\":\n"
		"  ret void\n"
		"}\n"
		"define i32 @c(i32 %x) {\n"
		"  %y = add i64 %x, 1\n"
		"  ret i32 %x\n"
		"}\n";
	size_t cut = (size_t)(strstr(src, "define i32 @c") - src);
	cv_context *ctx = cv_context_new(NULL);
	const cv_diag *d;
	cv_module *m;
	(void)state;
	/* the third body alone: its error is on its own line */
	cv_context_set_bodies(ctx, cut, SIZE_MAX);
	assert_null(parse(ctx, src));
	assert_int_equal(cv_diag_count(ctx), 1);
	d = cv_diag_get(ctx, 0);
	assert_int_equal(d->line, 12);
	assert_int_equal(d->col, 16);
	cv_diag_clear(ctx);
	/* the first two alone: valid; the third is a header only */
	cv_context_set_bodies(ctx, 0, cut);
	m = parse(ctx, src);
	assert_non_null(m);
	assert_int_equal(cv_module_function_count(m), 3);
	assert_true(cv_module_function_is_definition(m, 0));
	assert_true(cv_module_function_is_definition(m, 1));
	assert_false(cv_module_function_is_definition(m, 2));
	cv_module_free(m);
	/* an unclosed body is read, for its error */
	cv_context_set_bodies(ctx, 1, SIZE_MAX);
	assert_null(parse(ctx, "define void @f() {\n  ret void\n"));
	assert_true(cv_diag_count(ctx) >= 1);
	cv_context_free(ctx);
}

/* cv_context_set_bodies_interleaved: definitions in chunks k with
 * k % n == i are read, the others skipped; lines kept across the skips;
 * cv_context_set_bodies puts every body back. */
static void test_bodies_interleaved(void **state)
{
	/* four definitions of one length each: definition k starts chunk k */
	static const char src[] =
		"define i32 @f0() {\n  ret i32 0\n}\n"
		"define i32 @f1() {\n  ret i32 1\n}\n"
		"define i32 @f2() {\n  ret i32 2\n}\n"
		"define i32 @f3() {\n  ret i64 3\n}\n";
	size_t len = (size_t)(strstr(src, "define i32 @f1") - src);
	cv_context *ctx = cv_context_new(NULL);
	const cv_diag *d;
	cv_module *m;
	size_t k;
	(void)state;
	/* part 0 of 2: f0 and f2, valid (f3's error is in a skipped body) */
	cv_context_set_bodies_interleaved(ctx, len, 2, 0);
	m = parse(ctx, src);
	assert_non_null(m);
	assert_int_equal(cv_module_function_count(m), 4);
	for (k = 0; k < 4; k++) {
		assert_int_equal(cv_module_function_is_definition(m, k),
				 k % 2 == 0);
		assert_int_equal(cv_module_function_body_skipped(m, k),
				 k % 2 == 1);
	}
	cv_module_free(m);
	/* part 1 of 2: f1 and f3, and f3's error on its own line */
	cv_context_set_bodies_interleaved(ctx, len, 2, 1);
	assert_null(parse(ctx, src));
	assert_int_equal(cv_diag_count(ctx), 1);
	d = cv_diag_get(ctx, 0);
	assert_int_equal(d->line, 11);
	cv_diag_clear(ctx);
	/* part 2 of 3 takes f2 alone */
	cv_context_set_bodies_interleaved(ctx, len, 3, 2);
	m = parse(ctx, src);
	assert_non_null(m);
	for (k = 0; k < 4; k++)
		assert_int_equal(cv_module_function_is_definition(m, k), k == 2);
	cv_module_free(m);
	/* a range puts every body in it back */
	cv_context_set_bodies(ctx, 0, SIZE_MAX);
	assert_null(parse(ctx, src));
	cv_diag_clear(ctx);
	cv_context_free(ctx);
}

/* cv_body_map: a context notes the bodies it skips, a later one skips
 * them by the notes (not reading them: a body changed in place since is
 * not seen), with the lines kept; another text ignores the map. */
static void test_body_map(void **state)
{
	static const char src[] =
		"define i32 @f0() {\n  ret i32 0\n}\n"
		"define i32 @f1() {\n  ret i32 1\n}\n"
		"define i32 @f2() {\n  ret i32 2\n}\n"
		"define i32 @f3() {\n  ret i64 3\n}\n";
	char text[sizeof src], copy[sizeof src];
	size_t len = (size_t)(strstr(src, "define i32 @f1") - src), n;
	cv_body_map *map = cv_body_map_new(NULL);
	cv_context *ctx = cv_context_new(NULL);
	cv_module *m;
	(void)state;
	memcpy(text, src, sizeof src);
	n = strlen(text);
	assert_non_null(map);
	cv_context_set_body_map(ctx, map);
	/* noted: f0 read, f1 to f3 skipped (f3's error unseen) */
	cv_context_set_bodies_interleaved(ctx, len, 4, 0);
	m = cv_parse(ctx, "t.ll", text, n);
	assert_non_null(m);
	cv_module_free(m);
	/* f1's body broken in place: skipped by the map, never read */
	text[len + 20] = '{';
	memcpy(copy, text, sizeof text);
	cv_context_set_bodies_interleaved(ctx, len, 4, 2);
	m = cv_parse(ctx, "t.ll", text, n);
	assert_non_null(m);
	assert_true(cv_module_function_is_definition(m, 2));
	assert_false(cv_module_function_is_definition(m, 1));
	cv_module_free(m);
	/* f3 read after three skips, one scanned and two by the map: its
	 * error on its own line */
	cv_context_set_bodies_interleaved(ctx, len, 4, 3);
	assert_null(cv_parse(ctx, "t.ll", text, n));
	assert_int_equal(cv_diag_count(ctx), 1);
	assert_int_equal(cv_diag_get(ctx, 0)->line, 11);
	cv_diag_clear(ctx);
	/* the same bytes elsewhere: the map is not theirs, f1 is scanned
	 * and found unclosed, which reads it for its error */
	cv_context_set_bodies_interleaved(ctx, len, 4, 2);
	assert_null(cv_parse(ctx, "t.ll", copy, n));
	cv_diag_clear(ctx);
	cv_context_free(ctx);
	cv_body_map_free(map);
}

/* cv_context_set_body_batches: every body read once, in batches, with
 * what the end of the text gives it (a callee's convergent attribute
 * from a group after the bodies); cv_module_next_definition walks a
 * batch's functions; the violations of the batches (their functions')
 * and of the module returned (its declarations') are the whole
 * module's; the module returned has no body; what a body cannot be read
 * alone with is refused; the function's nonzero stops the reading. */
struct batches_seen {
	size_t batches, defs, violations;
	int stop_at;
	char seen[8];
};

static int batch_count(cv_context *ctx, const cv_module *m, void *user)
{
	struct batches_seen *b = user;
	cv_verify_result *r = cv_verify(ctx, m, 0);
	size_t i, n = cv_module_function_count(m), next;
	assert_non_null(r);
	b->violations += cv_verify_count(r);
	cv_verify_free(r);
	cv_diag_clear(ctx); /* a diagnostic a violation */
	next = cv_module_next_definition(m, 0);
	for (i = 0; i < n; i++)
		if (cv_module_function_is_definition(m, i)) {
			b->defs++;
			b->seen[i]++;
			assert_int_equal(next, i);
			next = cv_module_next_definition(m, i + 1);
		}
	assert_int_equal(next, n);
	return ++b->batches == (size_t)b->stop_at;
}

/* cv_context_set_bodies_claimed: every header read, then the bodies of
 * the chunks claim gives, a batch each, in the order given (an empty
 * chunk no batch), until a chunk after the last body; the others
 * skipped; without batches every body read. */
struct claims {
	size_t order[16], n, at, calls;
};

static size_t claim_next(void *user)
{
	struct claims *c = user;
	c->calls++;
	return c->at < c->n ? c->order[c->at++] : SIZE_MAX;
}

static void test_bodies_claimed(void **state)
{
	/* four definitions of one length each: definition k starts chunk k */
	static const char src[] =
		"define i32 @f0() {\n  ret i32 0\n}\n"
		"define i32 @f1() {\n  ret i32 1\n}\n"
		"define i32 @f2() {\n  ret i32 2\n}\n"
		"define i32 @f3() {\n  ret i64 3\n}\n";
	size_t len = (size_t)(strstr(src, "define i32 @f1") - src), k;
	struct claims a = {{2, 0, 9, 1}, 4, 0, 0}, b = {{3}, 1, 0, 0};
	struct claims all = {{0}, 0, 0, 0};
	struct batches_seen seen;
	cv_context *ctx = cv_context_new(NULL);
	cv_module *m;
	(void)state;
	/* f2, then f0; 9 is past the last body and ends the reading (f1
	 * after it is not read); f3's error is in a skipped body */
	memset(&seen, 0, sizeof seen);
	cv_context_set_bodies_claimed(ctx, len, claim_next, &a);
	cv_context_set_body_batches(ctx, 1, batch_count, &seen);
	m = parse(ctx, src);
	assert_non_null(m);
	assert_int_equal(a.calls, 3);
	assert_int_equal(seen.batches, 2);
	for (k = 0; k < 4; k++) {
		assert_int_equal(seen.seen[k], k == 0 || k == 2);
		assert_true(cv_module_function_body_skipped(m, k));
	}
	cv_module_free(m);
	/* f3 claimed: its error on its own line */
	cv_context_set_bodies_claimed(ctx, len, claim_next, &b);
	assert_null(parse(ctx, src));
	assert_int_equal(cv_diag_count(ctx), 1);
	assert_int_equal(cv_diag_get(ctx, 0)->line, 11);
	cv_diag_clear(ctx);
	/* chunks of 8 bytes, all claimed: the four that hold a body's '{'
	 * make a batch each, until f3's error stops the reading */
	for (k = 0; k < 16; k++)
		all.order[k] = k;
	all.n = 16;
	memset(&seen, 0, sizeof seen);
	cv_context_set_bodies_claimed(ctx, 8, claim_next, &all);
	m = parse(ctx, src);
	assert_null(m); /* f3 read */
	cv_diag_clear(ctx);
	assert_int_equal(seen.batches, 3);
	assert_int_equal(seen.seen[0] + seen.seen[1] + seen.seen[2], 3);
	/* a '{' at a chunk's first byte is that chunk's: f0's at 17 */
	assert_int_equal(strchr(src, '{') - src, 17);
	b.order[0] = 1;
	b.at = b.calls = 0;
	memset(&seen, 0, sizeof seen);
	cv_context_set_bodies_claimed(ctx, 17, claim_next, &b);
	m = parse(ctx, src);
	assert_non_null(m);
	assert_int_equal(seen.batches, 1);
	assert_int_equal(seen.seen[0], 1);
	cv_module_free(m);
	/* without batches every body is read */
	cv_context_set_body_batches(ctx, 0, NULL, NULL);
	a.at = a.calls = 0;
	cv_context_set_bodies_claimed(ctx, len, claim_next, &a);
	assert_null(parse(ctx, src));
	assert_int_equal(a.calls, 0);
	cv_diag_clear(ctx);
	cv_context_free(ctx);
}

/* arena_reset: the batch arena's memory kept from one batch to the next
 * (its pages stay touched): one chunk is kept and used again from its
 * start; several are freed and the next chunk holds them all. */
struct counting {
	size_t live, calls;
};

static void *counting_realloc(void *user, void *p, size_t old, size_t size)
{
	struct counting *c = user;
	c->live += size;
	c->live -= old;
	c->calls++;
	if (!size) {
		free(p);
		return NULL;
	}
	return realloc(p, size);
}

static void test_arena_reset(void **state)
{
	struct counting c = {0, 0};
	cv_allocator al = {counting_realloc, &c};
	arena a;
	char *first;
	size_t live, calls;
	int i;
	(void)state;
	arena_init(&a, &al);
	for (i = 0; i < 20; i++)
		assert_non_null(arena_alloc(&a, 10000));
	assert_true(c.calls >= 2); /* several chunks */
	arena_reset(&a);
	assert_int_equal(c.live, 0);
	calls = c.calls;
	first = arena_alloc(&a, 10000);
	for (i = 1; i < 20; i++)
		assert_non_null(arena_alloc(&a, 10000));
	assert_int_equal(c.calls, calls + 1); /* one chunk for them all */
	live = c.live;
	arena_reset(&a);
	assert_int_equal(c.live, live); /* kept */
	assert_int_equal(c.calls, calls + 1);
	assert_ptr_equal(arena_alloc(&a, 10000), first);
	arena_free(&a);
	assert_int_equal(c.live, 0);
}

/* An arena in the caller's memory: allocations come from it while they
 * fit, then from chunks of the allocator's; freeing or resetting gives
 * the chunks back and never the caller's memory, which is used again. */
static void test_arena_init_in(void **state)
{
	struct counting c = {0, 0};
	cv_allocator al = {counting_realloc, &c};
	long long *buf = malloc(512); /* aligned */
	char *lo = (char *)buf, *hi = lo + 512, *p, *q;
	arena a;
	int i, round;
	(void)state;
	assert_non_null(buf);
	arena_init_in(&a, &al, buf, 512);
	for (round = 0; round < 2; round++) {
		p = arena_alloc(&a, 100);
		assert_ptr_equal(p, lo); /* from the start again each round */
		for (i = 0; i < 3; i++) {
			q = arena_alloc(&a, 100);
			assert_true(q >= lo && q + 100 <= hi);
		}
		assert_int_equal(c.live, 0); /* no chunk yet */
		q = arena_alloc(&a, 200); /* past the caller's memory */
		assert_true(q + 200 <= lo || q >= hi);
		assert_true(c.live > 0);
		if (round == 0)
			arena_free(&a);
		else
			arena_reset(&a);
		assert_int_equal(c.live, 0);
	}
	assert_ptr_equal(arena_alloc(&a, 8), lo);
	arena_free(&a);
	assert_int_equal(c.live, 0);
	free(buf);
}

/* Each function's operands as text, "@f: a b c; ...", appended to
 * out: what a body's constants read as. */
static void operands_text(const cv_module *m, size_t fi, char *out, size_t cap)
{
	cv_func *f = cv_func_new(m, fi);
	uint32_t i, k;
	assert_non_null(f);
	strncat(out, cv_func_name(f), cap - strlen(out) - 1);
	strncat(out, ":", cap - strlen(out) - 1);
	for (i = 0; i < cv_func_inst_count(f); i++) {
		cv_inst_info info;
		assert_int_equal(cv_func_inst(f, i, &info), 0);
		for (k = 0; k < info.noperands; k++) {
			const char *t = cv_func_value_text(
				f, cv_func_inst_operand(f, i, k));
			strncat(out, " ", cap - strlen(out) - 1);
			strncat(out, t ? t : "?", cap - strlen(out) - 1);
		}
	}
	strncat(out, ";", cap - strlen(out) - 1);
	cv_func_free(f);
}

static int batch_operands(cv_context *ctx, const cv_module *m, void *user)
{
	size_t i, n = cv_module_function_count(m);
	(void)ctx;
	for (i = cv_module_next_definition(m, 0); i < n;
	     i = cv_module_next_definition(m, i + 1))
		operands_text(m, i, user, 4096);
	return 0;
}

/* The constants a batch's bodies make go after it (the headers' stay):
 * bodies of later batches that use equal constants (shared through the
 * reader's caches: small integers, floating-point values, vector texts,
 * splats, wide integers) read them as a whole reading does. */
static void test_body_batches_constants(void **state)
{
	static const char src[] =
		"@g = global <2 x i32> <i32 7, i32 8>\n"
		"@h = global double 2.5\n"
		"define double @a(double %x, <4 x i32> %v) {\n"
		"  %s = fadd double %x, 5.000000e-01\n"
		"  %t = fmul double %s, 2.5\n"
		"  %w = add <4 x i32> %v, <i32 1, i32 2, i32 3, i32 4>\n"
		"  %y = add i32 3, 42\n  %z = add i128 12345678901234567890123, 1\n"
		"  ret double %t\n}\n"
		"define double @b(double %x, <4 x i32> %v) {\n"
		"  %w = add <4 x i32> %v, splat (i32 5)\n"
		"  %s = fadd double %x, 1.250000e+00\n"
		"  %y = add i32 42, 9\n  %z = add i128 1, 98765432109876543210987\n"
		"  %u = fsub double %s, 5.000000e-01\n  ret double %u\n}\n"
		"define double @c(double %x, <4 x i32> %v) {\n"
		"  %y = add i32 9, 3\n"
		"  %w = add <4 x i32> %v, <i32 1, i32 2, i32 3, i32 4>\n"
		"  %p = fadd double %x, 2.5\n  %q = fadd double %p, 1.250000e+00\n"
		"  %r = fadd double %q, 5.000000e-01\n"
		"  %z = add i128 12345678901234567890123, 98765432109876543210987\n"
		"  %k = add <4 x i32> %w, splat (i32 42)\n  ret double %r\n}\n";
	cv_context *ctx = cv_context_new(NULL);
	char whole[4096] = "", batched[4096] = "";
	cv_module *m;
	size_t i, n;
	(void)state;
	m = cv_parse(ctx, "t.ll", src, strlen(src));
	assert_non_null(m);
	n = cv_module_function_count(m);
	for (i = 0; i < n; i++)
		operands_text(m, i, whole, sizeof whole);
	cv_module_free(m);
	assert_non_null(strstr(whole, "5.000000e-01"));
	cv_context_set_body_batches(ctx, 1, batch_operands, batched);
	m = cv_parse(ctx, "t.ll", src, strlen(src));
	assert_non_null(m);
	assert_int_equal(cv_diag_count(ctx), 0);
	assert_string_equal(batched, whole);
	cv_module_free(m);
	cv_context_free(ctx);
}

/* The shufflevector lines of a module's text, appended to a buffer. */
struct shuf_lines {
	char text[8192];
	size_t n;
	char out[2048];
};

static int shuf_write(void *user, const char *data, size_t size)
{
	struct shuf_lines *s = user;
	assert_true(s->n + size < sizeof s->text);
	memcpy(s->text + s->n, data, size);
	s->n += size;
	s->text[s->n] = 0;
	return 0;
}

static int batch_shuffles(cv_context *ctx, const cv_module *m, void *user)
{
	struct shuf_lines *s = user;
	cv_writer w;
	const char *q;
	(void)ctx;
	w.write = shuf_write;
	w.user = s;
	s->n = 0;
	assert_int_equal(cv_print_module(m, &w), 0);
	for (q = strstr(s->text, "shufflevector"); q;
	     q = strstr(q + 1, "shufflevector")) {
		size_t len = strcspn(q, "\n");
		strncat(s->out, q, len);
		strcat(s->out, ";");
	}
	return 0;
}

/* A shuffle's mask is shared by the shuffles that read the same mask
 * constant; a batch's constants go after it, and so do those shares:
 * @b's mask constant takes the place @a's had, and its mask is its own
 * (from memory the batch before gave back, it would not be). */
static void test_body_batches_shuffles(void **state)
{
	static const char src[] =
		"define <2 x i32> @a(<2 x i32> %v) {\n"
		"  %s = shufflevector <2 x i32> %v, <2 x i32> %v, <2 x i32> <i32 1, i32 0>\n"
		"  %t = shufflevector <2 x i32> %s, <2 x i32> %v, <2 x i32> <i32 1, i32 0>\n"
		"  ret <2 x i32> %t\n}\n"
		"define <2 x i32> @b(<2 x i32> %v) {\n"
		"  %s = shufflevector <2 x i32> %v, <2 x i32> %v, <2 x i32> <i32 1, i32 0>\n"
		"  %w = add <2 x i32> %s, <i32 5, i32 6>\n"
		"  %t = shufflevector <2 x i32> %w, <2 x i32> %v, <2 x i32> <i32 3, i32 2>\n"
		"  ret <2 x i32> %t\n}\n"
		"define <2 x i32> @c(<2 x i32> %v) {\n"
		"  %s = shufflevector <2 x i32> %v, <2 x i32> %v, <2 x i32> <i32 3, i32 2>\n"
		"  ret <2 x i32> %s\n}\n";
	cv_context *ctx = cv_context_new(NULL);
	static struct shuf_lines whole, batched;
	cv_module *m;
	(void)state;
	m = cv_parse(ctx, "t.ll", src, strlen(src));
	assert_non_null(m);
	batch_shuffles(ctx, m, &whole);
	cv_module_free(m);
	assert_non_null(strstr(whole.out, "<i32 3, i32 2>"));
	cv_context_set_body_batches(ctx, 1, batch_shuffles, &batched);
	m = cv_parse(ctx, "t.ll", src, strlen(src));
	assert_non_null(m);
	assert_int_equal(cv_diag_count(ctx), 0);
	assert_string_equal(batched.out, whole.out);
	cv_module_free(m);
	cv_context_free(ctx);
}

/* Two parts read by batches (the CLI's split): a definition whose body
 * the other part reads has its header skimmed, and read where a body,
 * an initializer or metadata of this part first names it.  Here @k0
 * (part 0) calls @conv, whose body and header are part 1's and whose
 * convergent attribute comes from a group at the end of the text: the
 * call lacks a convergencectrl bundle, a violation only if part 0 read
 * @conv's header with its group.  The parts' violations are the whole
 * module's; an error in a header is its own part's, and that of a part
 * that names the function. */
static int parts_verify(const char *src, size_t chunk, size_t *viols)
{
	unsigned i;
	int failed = 0;
	*viols = 0;
	for (i = 0; i < 2; i++) {
		cv_context *ctx = cv_context_new(NULL);
		struct batches_seen b;
		cv_module *m;
		memset(&b, 0, sizeof b);
		cv_context_set_bodies_interleaved(ctx, chunk, 2, i);
		cv_context_set_body_batches(ctx, 1, batch_count, &b);
		m = cv_parse(ctx, "t.ll", src, strlen(src));
		if (!m)
			failed |= 1 << i;
		else {
			cv_verify_result *r = cv_verify(ctx, m, 0);
			*viols += b.violations + cv_verify_count(r);
			cv_verify_free(r);
		}
		cv_module_free(m);
		cv_context_free(ctx);
	}
	return failed;
}

static void test_body_parts_skim(void **state)
{
	static const char head[] =
		"@p = global ptr @other\n"
		"define void @k0() {\n"
		"  %t = call token @llvm.experimental.convergence.anchor()\n"
		"  call void @cv() [ \"convergencectrl\"(token %t) ]\n"
		"  call void @conv()\n  ret void\n}\n";
	static const char tail[] =
		"define void @conv() #0 {\n  ret void\n}\n"
		"define void @other(i32 %x) {\n  ret void\n}\n"
		"define void @k1() {\n  call void @conv()\n  ret void\n}\n"
		"declare void @cv() #0\n"
		"declare token @llvm.experimental.convergence.anchor()\n"
		"attributes #0 = { convergent }\n";
	char src[640];
	cv_context *ctx = cv_context_new(NULL);
	cv_verify_result *r;
	cv_module *m;
	size_t whole, parts, chunk = strlen(head);
	(void)state;
	snprintf(src, sizeof src, "%s%s", head, tail);
	m = cv_parse(ctx, "t.ll", src, strlen(src));
	assert_non_null(m);
	r = cv_verify(ctx, m, 0);
	whole = cv_verify_count(r);
	/* @k0's call of @conv, uncontrolled beside a controlled one */
	assert_int_equal(whole, 1);
	cv_verify_free(r);
	cv_module_free(m);
	cv_context_free(ctx);
	/* part 0: @k0 (and @p's initializer names @other); part 1 the rest */
	assert_int_equal(parts_verify(src, chunk, &parts), 0);
	assert_int_equal(parts, whole);
	/* an error in @conv's header: part 1's, and part 0's, which calls
	 * it; in @other's: part 1's, and part 0's through @p */
	snprintf(src, sizeof src, "%s%s", head, tail);
	memcpy(strstr(src, "@conv() #0"), "@conv() #x", 10);
	assert_int_equal(parts_verify(src, chunk, &parts), 3);
	snprintf(src, sizeof src, "%s%s", head, tail);
	memcpy(strstr(src, "@other(i32 %x)"), "@other(i33%%x)", 14);
	assert_int_equal(parts_verify(src, chunk, &parts), 3);
	/* not named by part 0: only part 1's error */
	snprintf(src, sizeof src, "%s%s", head, tail);
	memcpy(strstr(src, "@k1() {"), "@k1(x) {", 8);
	assert_int_equal(parts_verify(src, chunk, &parts), 2);
	/* a header without a name: a skim that ran on into its body would
	 * take the callee @h for its name and the group's '{' for the
	 * body's, and part 0 would read without an error */
	snprintf(src, sizeof src,
		 "define void @a() {\n  ret void\n}\n"
		 "define void () {\n  call void @h()\n  ret void\n}\n"
		 "attributes #0 = { nounwind }\n");
	assert_int_equal(parts_verify(src, strlen("define void @a() {\n  ret "
						  "void\n}\n"), &parts), 3);
}

static void test_body_batches(void **state)
{
	static const char src[] =
		"define void @k0() {\n  call void @conv()\n  ret void\n}\n"
		"define void @k1() {\n  %t = call token @llvm.experimental.convergence.anchor()\n"
		"  call void @conv() [ \"convergencectrl\"(token %t) ]\n  ret void\n}\n"
		"define void @k2() {\n  ret void\n}\n"
		"define void @k3() {\nentry:\n  br label %b\nb:\n"
		"  %t = call token @llvm.experimental.convergence.entry()\n  ret void\n}\n"
		"define void @k4() {\n  call void @conv()\n  ret void\n}\n"
		"declare void @conv() #0\n"
		"declare token @llvm.experimental.convergence.anchor()\n"
		"declare token @llvm.experimental.convergence.entry()\n"
		"declare token @tk()\n"
		"attributes #0 = { convergent }\n";
	cv_context *ctx = cv_context_new(NULL);
	struct batches_seen b;
	cv_verify_result *r;
	cv_module *m;
	size_t i, whole;
	int pass;
	char *late;
	(void)state;
	m = cv_parse(ctx, "t.ll", src, strlen(src));
	assert_non_null(m);
	r = cv_verify(ctx, m, 0);
	whole = cv_verify_count(r);
	/* k3's entry outside the entry block, @tk's token */
	assert_true(whole >= 2);
	cv_verify_free(r);
	cv_diag_clear(ctx);
	cv_module_free(m);
	/* a batch a body (1 byte), then all in one */
	for (pass = 0; pass < 2; pass++) {
		memset(&b, 0, sizeof b);
		cv_context_set_body_batches(ctx, pass ? SIZE_MAX : 1,
					    batch_count, &b);
		m = cv_parse(ctx, "t.ll", src, strlen(src));
		assert_non_null(m);
		assert_int_equal(cv_diag_count(ctx), 0);
		assert_int_equal(b.batches, pass ? 1 : 5);
		assert_int_equal(b.defs, 5);
		assert_memory_equal(b.seen, "\1\1\1\1\1", 5);
		/* the declaration's violation is the module's own, checked
		 * once on the module returned */
		r = cv_verify(ctx, m, 0);
		assert_int_equal(cv_verify_count(r), 1);
		assert_int_equal(b.violations + 1, whole);
		cv_verify_free(r);
		cv_diag_clear(ctx);
		for (i = 0; i < cv_module_function_count(m); i++)
			assert_false(cv_module_function_is_definition(m, i));
		assert_int_equal(cv_module_next_definition(m, 0),
				 cv_module_function_count(m));
		assert_true(cv_module_function_body_skipped(m, 0));
		cv_module_free(m);
	}
	/* the function stops it at its second batch */
	memset(&b, 0, sizeof b);
	b.stop_at = 2;
	cv_context_set_body_batches(ctx, 1, batch_count, &b);
	assert_null(cv_parse(ctx, "t.ll", src, strlen(src)));
	assert_int_equal(b.batches, 2);
	assert_true(cv_diag_count(ctx) >= 1);
	cv_diag_clear(ctx);
	/* a type defined after a body: opaque where the body is, so not
	 * read by batches (and read whole, the same) */
	late = malloc(strlen(src) + 64);
	assert_non_null(late);
	strcpy(late, src);
	strcat(late, "%T = type { i32 }\n");
	memset(&b, 0, sizeof b);
	assert_null(cv_parse(ctx, "t.ll", late, strlen(late)));
	assert_int_equal(b.batches, 0);
	assert_non_null(strstr(cv_diag_get(ctx, 0)->message, "read it whole"));
	cv_diag_clear(ctx);
	/* an undefined global in a body: refused, and an error read whole */
	strcpy(late, src);
	memcpy(strstr(late, "call void @conv()\n  ret void\n}\ndeclare"),
	       "call void @nope()", 17);
	assert_null(cv_parse(ctx, "t.ll", late, strlen(late)));
	cv_diag_clear(ctx);
	cv_context_set_body_batches(ctx, 0, NULL, NULL);
	assert_null(cv_parse(ctx, "t.ll", late, strlen(late)));
	cv_diag_clear(ctx);
	free(late);
	cv_context_free(ctx);
}

/* cv_context_set_body_text: the bodies are read from the copies the
 * function makes, never from the text given to cv_parse, which the
 * function scribbles over at its first call (the headers were read by
 * then); the answers are those of the reading in place.  A comment of
 * 70 KiB between two bodies makes two segments of one batch, a body
 * on one line starts mid-line, and two share a line. */
struct text_source {
	const char *pristine;
	char *given;
	size_t size, calls, bytes;
	int fail;
};

static int text_copy(void *user, size_t offset, size_t size, char *buf)
{
	struct text_source *t = user;
	assert_true(offset + size <= t->size);
	if (t->calls++ == 0)
		memset(t->given, '?', t->size);
	t->bytes += size;
	if (t->fail)
		return -1;
	memcpy(buf, t->pristine + offset, size);
	return 0;
}

/* t set up for a reading of `given`, made a fresh copy of src. */
static void text_source_init(struct text_source *t, const char *src,
			     char *given, size_t n, int fail)
{
	memset(t, 0, sizeof *t);
	memcpy(given, src, n);
	t->pristine = src;
	t->given = given;
	t->size = n;
	t->fail = fail;
}

static void test_body_text(void **state)
{
	static const char head[] =
		"define void @k0() {\n  call void @conv()\n  ret void\n}\n"
		"define void @k1() { ret void }\n"
		"define void @k4() { ret void } define void @k5() { ret void }\n"
		"define void @k2() {\nentry:\n  br label %b\nb:\n"
		"  %t = call token @llvm.experimental.convergence.entry()\n"
		"  ret void\n}\n";
	static const char tail[] =
		"define void @k3() {\n  %t = call token @llvm.experimental.convergence.anchor()\n"
		"  call void @conv() [ \"convergencectrl\"(token %t) ]\n  ret void\n}\n"
		"declare void @conv() #0\n"
		"declare token @llvm.experimental.convergence.anchor()\n"
		"declare token @llvm.experimental.convergence.entry()\n"
		"attributes #0 = { convergent }\n";
	cv_context *ctx = cv_context_new(NULL);
	struct batches_seen b, inplace;
	struct text_source t;
	char *src, *given;
	size_t n = 0, i;
	cv_module *m;
	int pass;
	(void)state;
	src = malloc(sizeof head + sizeof tail + (80 << 10));
	assert_non_null(src);
	memcpy(src, head, sizeof head - 1);
	n = sizeof head - 1;
	for (i = 0; i < 1400; i++) { /* 74 KiB of comment lines */
		static const char line[] =
			"; a comment line of sixty characters, to push k3 far\n";
		memcpy(src + n, line, sizeof line - 1);
		n += sizeof line - 1;
	}
	memcpy(src + n, tail, sizeof tail);
	n += sizeof tail - 1;
	given = malloc(n);
	assert_non_null(given);
	for (pass = 0; pass < 2; pass++) {
		size_t bytes = pass ? SIZE_MAX : 1;
		memset(&inplace, 0, sizeof inplace);
		cv_context_set_body_text(ctx, NULL, NULL);
		cv_context_set_body_batches(ctx, bytes, batch_count, &inplace);
		m = cv_parse(ctx, "t.ll", src, n);
		assert_non_null(m);
		cv_module_free(m);
		memset(&b, 0, sizeof b);
		text_source_init(&t, src, given, n, 0);
		cv_context_set_body_text(ctx, text_copy, &t);
		cv_context_set_body_batches(ctx, bytes, batch_count, &b);
		m = cv_parse(ctx, "t.ll", given, n);
		assert_non_null(m);
		assert_int_equal(cv_diag_count(ctx), 0);
		assert_int_equal(b.batches, inplace.batches);
		assert_int_equal(b.defs, 6);
		assert_memory_equal(b.seen, inplace.seen, sizeof b.seen);
		assert_true(b.violations >= 1);
		assert_int_equal(b.violations, inplace.violations);
		/* one copy a body, or the two runs of the one batch, which
		 * leave the comment out (k5, on the line where k4 ends, in
		 * k4's run) */
		assert_int_equal(t.calls, pass ? 2 : 6);
		assert_true(t.bytes < n - (70 << 10));
		cv_module_free(m);
	}
	/* a copy that fails stops the reading with an error */
	memset(&b, 0, sizeof b);
	text_source_init(&t, src, given, n, 1);
	assert_null(cv_parse(ctx, "t.ll", given, n));
	assert_true(cv_diag_count(ctx) >= 1);
	assert_non_null(strstr(cv_diag_get(ctx, 0)->message, "could not be read"));
	cv_diag_clear(ctx);
	free(given);
	free(src);
	cv_context_free(ctx);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_blocks_and_operands),
		cmocka_unit_test(test_convergence_facts),
		cmocka_unit_test(test_diagnostic_position),
		cmocka_unit_test(test_nesting_limit),
		cmocka_unit_test(test_integer_width_limit),
		cmocka_unit_test(test_every_prefix),
		cmocka_unit_test(test_progress),
		cmocka_unit_test(test_parse_for_target),
		cmocka_unit_test(test_bodies_range),
		cmocka_unit_test(test_bodies_interleaved),
		cmocka_unit_test(test_bodies_claimed),
		cmocka_unit_test(test_body_batches_shuffles),
		cmocka_unit_test(test_body_map),
		cmocka_unit_test(test_body_batches),
		cmocka_unit_test(test_body_batches_constants),
		cmocka_unit_test(test_body_parts_skim),
		cmocka_unit_test(test_arena_reset),
		cmocka_unit_test(test_arena_init_in),
		cmocka_unit_test(test_body_text),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
