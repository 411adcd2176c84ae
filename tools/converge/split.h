/* split.h - a module of many functions read by two threads (split.c). */
#ifndef CONVERGE_SPLIT_H
#define CONVERGE_SPLIT_H

#include <stddef.h>

#include "converge.h"

/* The work on one part (0 or 1), on that part's thread, with the part's
 * context and module (freed after it returns): 0 when the part has an
 * answer the caller can combine with the other's, -1 when the module must
 * be read whole (something to report).  It must not print. */
typedef int (*split_work)(cv_context *ctx, const cv_module *m, void *user,
			  unsigned part);

/* Reads the input (from cli_read_all) in two parts at once and calls
 * work on each: 0 when both answered, -1 when the caller reads the module
 * whole (one thread asked for, a module too small or of one large
 * function, a parse error, or a part that has something to report).  The
 * context's threads setting (CONVERGE_THREADS) of 2 or 3 splits every
 * module that has a definition to cut at, for the tests. */
int split_run(cv_context *ctx, const char *name, char *data, size_t size,
	      int mapped, const char *triple, split_work work, void *user);

#endif
