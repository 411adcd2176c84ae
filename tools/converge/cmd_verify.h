/* cmd_verify.h - the `verify` command. */
#ifndef CONVERGE_CMD_VERIFY_H
#define CONVERGE_CMD_VERIFY_H

#include <stdio.h>

#include "converge.h"

extern const char help_verify[];

struct verify_args {
	const char *input;      /* path, "-" or NULL for standard input */
	const char *input_name; /* the name diagnostics give the input, or NULL */
	const char *format;     /* text (NULL), llvm or json */
	const char *function;   /* only this function, or NULL */
	int llvm_compat;        /* LLVM 22's verdicts in every format */
};

/* Reads, parses and verifies the input; writes the report to out.  Returns
 * the exit code: 0 valid, 1 violations, 2 unreadable input or bad usage. */
int cmd_verify(cv_context *ctx, const struct verify_args *a, FILE *out);

#endif
