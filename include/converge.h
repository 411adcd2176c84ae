/*
 * converge.h - public API of libconverge.
 *
 * converge reads LLVM textual IR into a compact SSA model and implements the
 * semantics of convergent operations on it (see docs/ and the README).
 *
 * Every call takes a context or an object created from one.  The library
 * keeps no global mutable state, never prints and never exits: problems are
 * returned as diagnostics, which the caller reads from the context.
 */
#ifndef CONVERGE_H
#define CONVERGE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CV_VERSION_STRING "0.1.0"

/* A pluggable allocator.  realloc(user, NULL, 0, n) allocates,
 * realloc(user, p, old, 0) frees and returns NULL.  Returning NULL for a
 * non-zero size means out of memory; the library then fails cleanly. */
typedef struct cv_allocator {
	void *(*realloc)(void *user, void *ptr, size_t old_size, size_t new_size);
	void *user;
} cv_allocator;

typedef struct cv_context cv_context;
typedef struct cv_module cv_module;

typedef enum cv_severity {
	CV_NOTE = 0,
	CV_WARNING = 1,
	CV_ERROR = 2
} cv_severity;

/* One diagnostic.  Strings are owned by the context and stay valid until
 * cv_diag_clear() or cv_context_free(). */
typedef struct cv_diag {
	cv_severity severity;
	const char *file;        /* name given to cv_parse */
	unsigned line, col;      /* 1-based; 0 when not tied to a position */
	const char *message;
	const char *source_line; /* the text of that line, without newline, or NULL */
} cv_diag;

/* Where printers write.  write() returns 0 on success. */
typedef struct cv_writer {
	int (*write)(void *user, const char *data, size_t size);
	void *user;
} cv_writer;

/* Limits that keep hostile input bounded.  Zero fields take the default. */
typedef struct cv_limits {
	unsigned max_nesting;    /* types, constants, metadata: default 512 */
	unsigned max_int_bits;   /* iN: default 1 << 23, LLVM's own limit */
	size_t max_input_bytes;  /* default 1 GiB */
} cv_limits;

const char *cv_version(void);

/* Create a context; alloc may be NULL for the C library's allocator. */
cv_context *cv_context_new(const cv_allocator *alloc);
void cv_context_free(cv_context *ctx);
void cv_context_set_limits(cv_context *ctx, const cv_limits *limits);

size_t cv_diag_count(const cv_context *ctx);
const cv_diag *cv_diag_get(const cv_context *ctx, size_t index);
void cv_diag_clear(cv_context *ctx);

/* Parse LLVM textual IR.  `filename` is used in diagnostics only.  Returns
 * NULL when the input is not valid IR; the reasons are in the context's
 * diagnostics (with file:line:col).  The text need not be NUL-terminated. */
cv_module *cv_parse(cv_context *ctx, const char *filename, const char *text,
		    size_t size);
void cv_module_free(cv_module *mod);

/* Print the module as `opt -S` of LLVM 22 prints it.  Returns 0, or -1 if
 * the writer failed. */
int cv_print_module(const cv_module *mod, const cv_writer *out);

/* Number of functions (definitions and declarations), and their names. */
size_t cv_module_function_count(const cv_module *mod);
const char *cv_module_function_name(const cv_module *mod, size_t index);
int cv_module_function_is_definition(const cv_module *mod, size_t index);

#ifdef __cplusplus
}
#endif
#endif
