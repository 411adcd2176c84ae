/* split.h - a module of many functions read by two threads (split.c). */
#ifndef CONVERGE_SPLIT_H
#define CONVERGE_SPLIT_H

#include <stddef.h>

#include "converge.h"

/* The parts a module is read in, at once, on two threads. */
#define SPLIT_PARTS 2

/* The work on a part (0 or 1), on that part's thread, with the part's
 * context and module, once for each batch of its bodies (the module then
 * holds that batch only) and once for the module without bodies, after
 * them (its own level): 0 when it has an answer the caller can combine
 * with the others, -1 when the module must be read whole (something to
 * report).  It must not print. */
typedef int (*split_work)(cv_context *ctx, const cv_module *m, void *user,
			  unsigned part);

/* Reads the input (from cli_read_all_fd: fd is the file a mapped input
 * maps, whose bodies are then read again with pread, or -1) in two parts
 * at once, each by batches of its bodies (cv_context_set_body_batches),
 * and calls work on
 * each batch: SPLIT_PARTS when all answered, -1 when the caller reads the
 * module whole (one thread asked for, a module too small or of one large
 * function, a parse error, a module that cannot be read by batches, or a
 * part that has something to report).  The context's threads setting
 * (CONVERGE_THREADS) of 2 or 3 splits every module that has a definition
 * after its first chunk, for the tests. */
int split_run(cv_context *ctx, const char *name, char *data, size_t size,
	      int mapped, int fd, const char *triple, split_work work,
	      void *user);

#endif
