/*
 * test_smoke.c - the public API end to end: parse, print, diagnostics, and
 * a failing allocator.  Uses include/converge.h only.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "converge.h"
#include "testutil.h"

static int discard_write(void *user, const char *data, size_t size)
{
	(void)user;
	(void)data;
	(void)size;
	return 0;
}

static const char smoke_input[] =
	"; a small module: one function, a loop with a phi and conditional branches\n"
	"define i32 @count(i32 %n)  {\n"
	"entry:\n"
	"  br label %loop\n"
	"loop:                       ; the loop header\n"
	"  %i = phi i32 [0, %entry], [%next, %loop]\n"
	"  %next = add nuw i32 %i, 1\n"
	"  %done = icmp uge i32 %next, %n\n"
	"  br i1 %done, label %exit, label %loop\n"
	"exit:\n"
	"  ret i32 %next\n"
	"}\n";

/* `opt -S smoke.ll` of LLVM 22.1.8, byte for byte. */
static const char smoke_expected[] =
	"; ModuleID = 'smoke.ll'\n"
	"source_filename = \"smoke.ll\"\n"
	"\n"
	"define i32 @count(i32 %n) {\n"
	"entry:\n"
	"  br label %loop\n"
	"\n"
	"loop:                                             ; preds = %loop, %entry\n"
	"  %i = phi i32 [ 0, %entry ], [ %next, %loop ]\n"
	"  %next = add nuw i32 %i, 1\n"
	"  %done = icmp uge i32 %next, %n\n"
	"  br i1 %done, label %exit, label %loop\n"
	"\n"
	"exit:                                             ; preds = %loop\n"
	"  ret i32 %next\n"
	"}\n";

/* opt: bad.ll:3:20: error: use of undefined value '%nope' */
static const char bad_input[] =
	"define i32 @bad(i32 %x) {\n"
	"entry:\n"
	"  %y = add i32 %x, %nope\n"
	"  ret i32 %y\n"
	"}\n";

static void test_version(void **state)
{
	(void)state;
	assert_string_equal(cv_version(), CV_VERSION_STRING);
}

static void test_print_matches_opt(void **state)
{
	cv_context *ctx;
	cv_module *mod;
	struct buffer buf = { NULL, 0, 0 };
	cv_writer out = { buffer_write, &buf };

	(void)state;
	ctx = cv_context_new(NULL);
	assert_non_null(ctx);
	mod = cv_parse(ctx, "smoke.ll", smoke_input, sizeof smoke_input - 1);
	assert_non_null(mod);
	assert_int_equal(cv_module_function_count(mod), 1);
	assert_string_equal(cv_module_function_name(mod, 0), "count");
	assert_true(cv_module_function_is_definition(mod, 0));

	assert_int_equal(cv_print_module(mod, &out), 0);
	assert_non_null(buf.data);
	assert_string_equal(buf.data, smoke_expected);

	free(buf.data);
	cv_module_free(mod);
	cv_context_free(ctx);
}

/* The input need not be NUL-terminated: parse a copy without one. */
static void test_parse_unterminated(void **state)
{
	size_t size = sizeof smoke_input - 1;
	char *copy = malloc(size);
	cv_context *ctx;
	cv_module *mod;

	(void)state;
	assert_non_null(copy);
	memcpy(copy, smoke_input, size);
	ctx = cv_context_new(NULL);
	assert_non_null(ctx);
	mod = cv_parse(ctx, "smoke.ll", copy, size);
	assert_non_null(mod);
	cv_module_free(mod);
	cv_context_free(ctx);
	free(copy);
}

static void test_invalid_module(void **state)
{
	cv_context *ctx;
	const cv_diag *d;

	(void)state;
	ctx = cv_context_new(NULL);
	assert_non_null(ctx);
	assert_null(cv_parse(ctx, "bad.ll", bad_input, sizeof bad_input - 1));
	assert_int_equal(cv_diag_count(ctx), 1);
	d = cv_diag_get(ctx, 0);
	assert_non_null(d);
	assert_int_equal(d->severity, CV_ERROR);
	assert_string_equal(d->file, "bad.ll");
	assert_int_equal(d->line, 3);
	assert_int_equal(d->col, 20);
	assert_non_null(d->message);
	if (d->source_line)
		assert_string_equal(d->source_line, "  %y = add i32 %x, %nope");

	cv_diag_clear(ctx);
	assert_int_equal(cv_diag_count(ctx), 0);
	cv_context_free(ctx);
}

/* An allocator that fails every request after `budget` successful ones and
 * counts the blocks still live, so out-of-memory paths and leaks show up. */
struct failing {
	size_t budget;
	size_t allocations;
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

/* Parse and print under the budget; returns 1 if the parse succeeded. */
static int parse_with_budget(size_t budget, struct failing *f)
{
	cv_allocator alloc = { failing_realloc, f };
	cv_writer out = { discard_write, NULL };
	cv_context *ctx;
	cv_module *mod;
	int ok = 0;

	memset(f, 0, sizeof *f);
	f->budget = budget;
	ctx = cv_context_new(&alloc);
	if (!ctx)
		return 0;
	mod = cv_parse(ctx, "smoke.ll", smoke_input, sizeof smoke_input - 1);
	if (mod) {
		ok = 1;
		cv_print_module(mod, &out);
		cv_module_free(mod);
	}
	cv_context_free(ctx);
	return ok;
}

static void test_failing_allocator(void **state)
{
	struct failing f;
	size_t k;

	(void)state;
	/* With memory to spare the parse succeeds and frees all it took. */
	assert_true(parse_with_budget((size_t)-1, &f));
	assert_false(f.failed);
	assert_int_equal(f.live, 0);

	for (k = 0; k <= 200; k++) {
		int ok = parse_with_budget(k, &f);

		/* A parse that met no failure must succeed. */
		if (!f.failed)
			assert_true(ok);
		assert_int_equal(f.live, 0);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_version),
		cmocka_unit_test(test_print_matches_opt),
		cmocka_unit_test(test_parse_unterminated),
		cmocka_unit_test(test_invalid_module),
		cmocka_unit_test(test_failing_allocator),
	};

	return cmocka_run_group_tests_name("smoke", tests, NULL, NULL);
}
