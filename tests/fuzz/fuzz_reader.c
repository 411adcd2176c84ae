/*
 * fuzz_reader.c - libFuzzer harness for the reader and the printer.
 *
 * Each input is parsed as a module in a fresh context; a module that parses
 * is printed to a writer that discards the text.  Everything is freed, so
 * LeakSanitizer sees any memory the library forgets.  Built by `make fuzz`.
 */
#include <stddef.h>
#include <stdint.h>

#include "converge.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int discard(void *user, const char *text, size_t size)
{
	(void)user;
	(void)text;
	(void)size;
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	cv_context *ctx = cv_context_new(NULL);
	cv_module *mod;
	cv_writer out = { discard, NULL };

	if (!ctx)
		return 0;
	mod = cv_parse(ctx, "fuzz.ll", (const char *)data, size);
	if (mod) {
		cv_print_module(mod, &out);
		cv_module_free(mod);
	}
	cv_context_free(ctx);
	return 0;
}
