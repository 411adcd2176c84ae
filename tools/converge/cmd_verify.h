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

/* Prints a verifier's report on the module read from text (named name in
 * diagnostics): like a C compiler, or (llvm_format) as opt prints it.  Returns 0, or -1 when memory runs
 * out. */
int verify_print_report(FILE *out, const char *name, const char *text,
			size_t size, const cv_verify_result *r, int llvm_format);

/* main.c: reads a whole file ("-": standard input); 0 or -1 with errno.
 * Release it with cli_free_input(data, size, mapped). */
int cli_read_all(const char *path, char **data, size_t *size, int *mapped);
void cli_free_input(char *data, size_t size, int mapped);
/* cv_parse (triple NULL) or cv_parse_for_target of an input from
 * cli_read_all; pages of a mapped input already read are given back. */
cv_module *cli_parse_input(cv_context *ctx, const char *name, char *data,
			   size_t size, int mapped, const char *triple);

#endif
