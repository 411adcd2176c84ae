/* split.h - a module of many functions read by two threads (split.c). */
#ifndef CONVERGE_SPLIT_H
#define CONVERGE_SPLIT_H

#include <stddef.h>

#include "converge.h"

/* The most parts a module is read in: two at a time, on two threads, in
 * rounds (a part's module is freed before the next round's). */
#define SPLIT_MAX_PARTS 6

/* The work on one part (0 .. SPLIT_MAX_PARTS-1), on that part's thread, with the part's
 * context and module (freed after it returns): 0 when the part has an
 * answer the caller can combine with the other's, -1 when the module must
 * be read whole (something to report).  It must not print. */
typedef int (*split_work)(cv_context *ctx, const cv_module *m, void *user,
			  unsigned part);

/* Reads the input (from cli_read_all) in parts, two at once, and calls
 * work on each; with batches, in one round, each part reading its bodies
 * a batch at a time (cv_context_set_body_batches), work called on each
 * batch and then on the part's module without bodies (a work that can
 * answer from a module's functions in any grouping, like verify): the
 * number of parts when all answered, -1 when the caller
 * reads the module whole (one thread asked for, a module too small or of
 * one large function, a parse error, or a part that has something to
 * report).  The context's threads setting (CONVERGE_THREADS) of 2 or 3
 * splits every module that has a definition after its first chunk, in
 * SPLIT_MAX_PARTS parts, for the tests. */
int split_run(cv_context *ctx, const char *name, char *data, size_t size,
	      int mapped, const char *triple, split_work work, void *user,
	      int batches);

#endif
