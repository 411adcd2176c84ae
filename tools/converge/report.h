/* report.h - the verifier's report with source lines (report.c). */
#ifndef CONVERGE_REPORT_H
#define CONVERGE_REPORT_H

#include <stdio.h>

#include "converge.h"

/* The input's text with its lines found once. */
struct report_source {
	const char *name;
	const char *text;
	size_t size;
	size_t *line_start; /* line_start[l - 1]: offset of line l */
	size_t nlines;
};

/* Finds the starts of the lines of s->text: 0, or -1 when memory runs
 * out (free s->line_start after). */
int report_index_lines(struct report_source *s);
/* The parse errors of ctx, with source lines, on err. */
void report_parse_errors(FILE *err, const cv_context *ctx);
/* With --format=json, a file that cannot be read as IR still gets an
 * object on the output: {"file": F, "parsed": false, "diagnostics":
 * [{"severity", "line", "col", "message"}...]}. */
void report_parse_errors_json(FILE *out, const char *file,
			      const cv_context *ctx);
/* Whether the violation is in function (NULL: any), and whether the
 * module has a function of that name (with or without '@'). */
int report_selected(const cv_violation *v, const char *function);
int report_has_function(const cv_module *m, const char *name);
/* The report in each format, of the violations in function (NULL: all). */
void report_text(FILE *out, const struct report_source *s,
		 const cv_verify_result *r, const char *function);
void report_json(FILE *out, const struct report_source *s,
		 const cv_verify_result *r, const char *function,
		 int llvm_compat, size_t nsel);
/* --format=jsonl: one line per function definition, and per declaration
 * that breaks a rule, in module order:
 * {"file", "function", "valid", "rules", "violations": [...]}. */
void report_jsonl(FILE *out, const struct report_source *s,
		  const cv_verify_result *r, const cv_module *m,
		  const char *function, int llvm_compat);
void report_llvm(FILE *out, const struct report_source *s,
		 const cv_verify_result *r, const char *function,
		 int say_broken);
/* The report on the module read from text (named name in diagnostics):
 * like a C compiler, or (llvm_format) as opt prints it.  Returns 0, or -1
 * when memory runs out. */
int report_verify(FILE *out, const char *name, const char *text,
		  size_t size, const cv_verify_result *r, int llvm_format);

#endif
