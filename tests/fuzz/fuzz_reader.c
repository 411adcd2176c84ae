/*
 * fuzz_reader.c - libFuzzer harness for the reader and the printer.
 *
 * Each input is read three times, in fresh contexts: by the calling
 * thread alone, with every function body lexed by a second thread
 * (cv_context_set_threads 2), and with the parser taking over from that
 * thread at its first wait (3).  All must agree: all reject the input with
 * the same diagnostics, or all accept it and print the same text
 * (compared by a 64-bit hash of the printer's output); else the harness
 * aborts.  Everything is freed, so LeakSanitizer sees any memory
 * the library forgets.  Built by `make fuzz`.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "converge.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int hash_text(void *user, const char *text, size_t size)
{
	uint64_t *h = user;
	size_t i;
	for (i = 0; i < size; i++)
		*h = (*h ^ (unsigned char)text[i]) * 0x100000001b3ull;
	return 0;
}

static uint64_t hash_str(uint64_t h, const char *s)
{
	if (s)
		hash_text(&h, s, strlen(s));
	return h;
}

/* A hash of the outcome of reading the input with `threads`: the printed
 * module, or the diagnostics. */
static uint64_t read_once(const uint8_t *data, size_t size, unsigned threads)
{
	cv_context *ctx = cv_context_new(NULL);
	cv_module *mod;
	uint64_t h = 0xcbf29ce484222325ull;
	cv_writer out = { hash_text, NULL };
	size_t i;

	if (!ctx)
		return 0;
	out.user = &h;
	cv_context_set_threads(ctx, threads);
	mod = cv_parse(ctx, "fuzz.ll", (const char *)data, size);
	if (mod) {
		cv_print_module(mod, &out);
		cv_module_free(mod);
	}
	for (i = 0; i < cv_diag_count(ctx); i++) {
		const cv_diag *d = cv_diag_get(ctx, i);
		h = hash_str(h, d->message);
		h = (h ^ d->line) * 0x100000001b3ull;
		h = (h ^ d->col) * 0x100000001b3ull;
		h = hash_str(h, d->source_line);
	}
	cv_context_free(ctx);
	return h;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	uint64_t one = read_once(data, size, 1);
	if (one != read_once(data, size, 2) || one != read_once(data, size, 3))
		abort(); /* the readers disagree */
	return 0;
}
