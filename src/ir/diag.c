/*
 * diag.c - the context object and its diagnostics.  The library records
 * diagnostics here; only the caller decides how to show them.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "ir/ir.h"

const char *cv_version(void)
{
	return CV_VERSION_STRING;
}

cv_context *cv_context_new(const cv_allocator *alloc)
{
	const cv_allocator *al = alloc ? alloc : &cv_default_allocator;
	cv_context *ctx = cv_mem_realloc(al, NULL, 0, sizeof *ctx);
	if (!ctx)
		return NULL;
	memset(ctx, 0, sizeof *ctx);
	atomic_flag_clear(&ctx->diag_lock);
	ctx->alloc = *al;
	arena_init(&ctx->diag_arena, al);
	cv_context_set_limits(ctx, NULL);
	ctx->bodies_end = SIZE_MAX;
	return ctx;
}

void cv_context_set_progress(cv_context *ctx,
			     void (*fn)(void *user, size_t offset), void *user)
{
	ctx->progress = fn;
	ctx->progress_user = user;
}

void cv_context_set_threads(cv_context *ctx, unsigned n)
{
	ctx->threads = n;
}

unsigned cv_context_threads(const cv_context *ctx)
{
	return ctx->threads;
}

void cv_context_set_bodies(cv_context *ctx, size_t begin, size_t end)
{
	ctx->bodies_begin = begin;
	ctx->bodies_end = end;
	ctx->bodies_chunk = 0;
	ctx->claim_fn = NULL;
}

void cv_context_set_bodies_interleaved(cv_context *ctx, size_t chunk,
				       unsigned n, unsigned i)
{
	ctx->bodies_begin = 0;
	ctx->bodies_end = SIZE_MAX;
	ctx->bodies_chunk = chunk && n > 1 ? chunk : 0;
	ctx->bodies_n = n;
	ctx->bodies_i = i;
	ctx->claim_fn = NULL;
}

void cv_context_set_bodies_claimed(cv_context *ctx, size_t chunk,
				   cv_claim_fn claim, void *user)
{
	cv_context_set_bodies(ctx, 0, SIZE_MAX);
	ctx->claim_chunk = chunk;
	ctx->claim_fn = chunk ? claim : NULL;
	ctx->claim_user = user;
}

cv_body_map *cv_body_map_new(const cv_allocator *alloc)
{
	const cv_allocator *al = alloc ? alloc : &cv_default_allocator;
	cv_body_map *map = cv_mem_realloc(al, NULL, 0, sizeof *map);
	if (!map)
		return NULL;
	memset(map, 0, sizeof *map);
	map->alloc = *al;
	return map;
}

void cv_body_map_free(cv_body_map *map)
{
	cv_allocator al;
	if (!map)
		return;
	al = map->alloc;
	if (map->e)
		cv_mem_realloc(&al, map->e, map->cap * sizeof *map->e, 0);
	cv_mem_realloc(&al, map, sizeof *map, 0);
}

void cv_context_set_body_map(cv_context *ctx, cv_body_map *map)
{
	ctx->body_map = map;
}

void cv_context_set_body_batches(cv_context *ctx, size_t bytes,
				 cv_batch_fn fn, void *user)
{
	ctx->batch_bytes = fn ? bytes : 0;
	ctx->batch_fn = bytes ? fn : NULL;
	ctx->batch_user = user;
}

void cv_context_set_body_text(cv_context *ctx, cv_text_fn fn, void *user)
{
	ctx->text_fn = fn;
	ctx->text_user = user;
}

int ctx_body_wanted(const cv_context *ctx, size_t at)
{
	if (at < ctx->bodies_begin || at >= ctx->bodies_end)
		return 0;
	return !ctx->bodies_chunk ||
	       (at / ctx->bodies_chunk) % ctx->bodies_n == ctx->bodies_i;
}

void cv_context_set_limits(cv_context *ctx, const cv_limits *limits)
{
	cv_limits l = {0, 0, 0};
	if (limits)
		l = *limits;
	if (!l.max_nesting)
		l.max_nesting = 512;
	if (!l.max_int_bits)
		l.max_int_bits = 1u << 23;
	if (!l.max_input_bytes)
		l.max_input_bytes = (size_t)1 << 30;
	ctx->limits = l;
}

void cv_context_free(cv_context *ctx)
{
	cv_allocator al;
	if (!ctx)
		return;
	al = ctx->alloc;
	cv_diag_clear(ctx);
	cv_mem_realloc(&al, ctx, sizeof *ctx, 0);
}

size_t cv_diag_count(const cv_context *ctx)
{
	return ctx->ndiags;
}

const cv_diag *cv_diag_get(const cv_context *ctx, size_t index)
{
	return index < ctx->ndiags ? &ctx->diags[index] : NULL;
}

void cv_diag_clear(cv_context *ctx)
{
	if (ctx->diags)
		cv_mem_realloc(&ctx->alloc, ctx->diags,
			       ctx->capdiags * sizeof *ctx->diags, 0);
	ctx->diags = NULL;
	ctx->ndiags = ctx->capdiags = 0;
	arena_free(&ctx->diag_arena);
}

static const char oom_message[] = "out of memory";

/* Appends a diagnostic of text buf; under ctx->diag_lock. */
static void diag_push(cv_context *ctx, cv_severity sev, const char *file,
		      unsigned line, unsigned col, const char *src_line,
		      size_t src_len, const char *buf)
{
	cv_diag *d;
	if (ctx->ndiags == ctx->capdiags) {
		size_t ncap = ctx->capdiags ? ctx->capdiags * 2 : 8;
		cv_diag *nd = cv_mem_realloc(&ctx->alloc, ctx->diags,
					     ctx->capdiags * sizeof *nd,
					     ncap * sizeof *nd);
		if (!nd)
			return;
		ctx->diags = nd;
		ctx->capdiags = ncap;
	}
	d = &ctx->diags[ctx->ndiags++];
	d->severity = sev;
	d->line = line;
	d->col = col;
	ctx->diag_arena.oom = NULL;
	d->message = arena_strndup(&ctx->diag_arena, buf, strlen(buf));
	if (!d->message)
		d->message = oom_message;
	d->file = file ? arena_strndup(&ctx->diag_arena, file, strlen(file))
		       : NULL;
	if (src_line && src_len > 4096)
		src_len = 4096;
	d->source_line =
		src_line ? arena_strndup(&ctx->diag_arena, src_line, src_len)
			 : NULL;
}

void diag_add(cv_context *ctx, cv_severity sev, const char *file,
	      unsigned line, unsigned col, const char *src_line,
	      size_t src_len, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	/* the analyses of a module's functions may run on two threads
	 * (cv_uniformity_print_module); their failures come here */
	while (atomic_flag_test_and_set_explicit(&ctx->diag_lock,
						 memory_order_acquire))
		;
	diag_push(ctx, sev, file, line, col, src_line, src_len, buf);
	atomic_flag_clear_explicit(&ctx->diag_lock, memory_order_release);
}

void diag_truncate(cv_context *ctx, size_t n)
{
	if (n < ctx->ndiags)
		ctx->ndiags = n;
}
