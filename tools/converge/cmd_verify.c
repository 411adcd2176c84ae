/*
 * cmd_verify.c - `converge verify`: reads the input (keeping its text for
 * the source lines of diagnostics), verifies it with the library and
 * reports in one of three formats: like a C compiler (text), as opt prints
 * its verifier's messages (llvm), or for tools (json).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cmd_verify.h"

const char help_verify[] =
	"usage: converge verify [--format=FORMAT] [--llvm-compat] [--function NAME]\n"
	"                       [--input-name NAME] [-o OUT] [FILE|-]\n"
	"\n"
	"Checks every function against the IR well-formedness the analyses rely\n"
	"on (terminators; phis at the top of their block with one entry per\n"
	"predecessor edge; definitions dominating their uses; an entry block\n"
	"without predecessors; no phi or select of tokens) and every static rule\n"
	"of convergence control tokens (ConvergentOperations): where the entry,\n"
	"loop and anchor intrinsics may occur and what operands they take; one\n"
	"convergencectrl bundle with a token from a convergence intrinsic; the\n"
	"closed-path rules (hearts, outside uses, one heart per cycle, through\n"
	"the cycle forest, irreducible cycles included); well-nested convergence\n"
	"regions; no mixing of controlled and uncontrolled convergent operations.\n"
	"Every violation is reported, not just the first.\n"
	"\n"
	"formats:\n"
	"  text     (default) like a C compiler: FILE:LINE:COL: error: ..., the\n"
	"           source line and a caret, notes for the other places involved\n"
	"           (the token's definition, the cycle, the earlier operation),\n"
	"           and the rule of the specification that is broken\n"
	"  llvm     exactly what `opt -passes=verify -disable-output` of LLVM 22\n"
	"           prints for these rules (LLVM's verdicts: --llvm-compat)\n"
	"  json     one object: the file, whether it is valid, and the\n"
	"           violations with rule, position, message, notes and the text\n"
	"           opt prints for each\n"
	"\n"
	"  --llvm-compat      LLVM 22's verdicts where they differ from the\n"
	"                     specification's text (docs/DIFFERENCES.md)\n"
	"  --function NAME    only the function NAME (with or without '@')\n"
	"  --input-name NAME  the name of the input in diagnostics (for stdin)\n"
	"\n"
	"exit codes: 0 valid, 1 violations, 2 unreadable input or bad usage\n";

enum { F_TEXT, F_LLVM, F_JSON };

/* The input's text with its lines found once. */
struct source {
	const char *name;
	const char *text;
	size_t size;
	size_t *line_start; /* line_start[l - 1]: offset of line l */
	size_t nlines;
};

static int index_lines(struct source *s)
{
	size_t i, n = 1;
	for (i = 0; i < s->size; i++)
		n += s->text[i] == '\n';
	s->line_start = malloc(n * sizeof *s->line_start);
	if (!s->line_start)
		return -1;
	s->nlines = 0;
	s->line_start[s->nlines++] = 0;
	for (i = 0; i < s->size; i++)
		if (s->text[i] == '\n' && s->nlines < n)
			s->line_start[s->nlines++] = i + 1;
	return 0;
}

/* The source line and a caret under column col (tabs kept, so the caret
 * lines up). */
static void show_line(FILE *out, const struct source *s, unsigned line,
		      unsigned col)
{
	size_t start, end, c;
	if (!line || line > s->nlines)
		return;
	start = s->line_start[line - 1];
	end = start;
	while (end < s->size && s->text[end] != '\n' && s->text[end] != '\r')
		end++;
	fprintf(out, "%.*s\n", (int)(end - start), s->text + start);
	if (!col)
		return;
	for (c = 1; c < col && start + c - 1 < end; c++)
		fputc(s->text[start + c - 1] == '\t' ? '\t' : ' ', out);
	fputs("^\n", out);
}

static void where(FILE *out, const struct source *s, unsigned line,
		  unsigned col)
{
	if (line)
		fprintf(out, "%s:%u:%u: ", s->name, line, col);
	else
		fprintf(out, "%s: ", s->name);
}

/* Parse errors, as `converge parse` shows them. */
static void show_parse_errors(FILE *err, const cv_context *ctx)
{
	static const char *const sev[] = {"note", "warning", "error"};
	size_t i;
	for (i = 0; i < cv_diag_count(ctx); i++) {
		const cv_diag *d = cv_diag_get(ctx, i);
		const char *file = d->file ? d->file : "<stdin>";
		if (d->line)
			fprintf(err, "%s:%u:%u: %s: %s\n", file, d->line, d->col,
				sev[d->severity], d->message);
		else
			fprintf(err, "%s: %s: %s\n", file, sev[d->severity],
				d->message);
		if (d->source_line) {
			unsigned c;
			fprintf(err, "%s\n", d->source_line);
			for (c = 1; c < d->col && d->source_line[c - 1]; c++)
				fputc(d->source_line[c - 1] == '\t' ? '\t' : ' ', err);
			fputs("^\n", err);
		}
	}
}

static int selected(const cv_violation *v, const char *function)
{
	if (!function)
		return 1;
	if (function[0] == '@')
		function++;
	return strcmp(v->function, function) == 0;
}

static int has_function(const cv_module *m, const char *name)
{
	size_t i, n = cv_module_function_count(m);
	if (name[0] == '@')
		name++;
	for (i = 0; i < n; i++) {
		const char *fn = cv_module_function_name(m, i);
		if (fn && strcmp(fn, name) == 0)
			return 1;
	}
	return 0;
}

static void report_text(FILE *out, const struct source *s,
			const cv_verify_result *r, const char *function)
{
	size_t i, k, n = 0, nfun = 0;
	const char *last = NULL;
	for (i = 0; i < cv_verify_count(r); i++) {
		const cv_violation *v = cv_verify_get(r, i);
		if (!selected(v, function))
			continue;
		n++;
		if (!last || strcmp(last, v->function) != 0)
			nfun++;
		last = v->function;
		where(out, s, v->line, v->col);
		fprintf(out, "error: %s\n", v->message);
		show_line(out, s, v->line, v->col);
		for (k = 0; k < v->nnotes; k++) {
			where(out, s, v->notes[k].line, v->notes[k].col);
			fprintf(out, "note: %s\n", v->notes[k].message);
			show_line(out, s, v->notes[k].line, v->notes[k].col);
		}
		fprintf(out, "note: rule %s: %s\n", v->rule, v->spec);
		if (!v->llvm)
			fprintf(out, "note: LLVM 22 accepts this "
				     "(docs/DIFFERENCES.md)\n");
	}
	if (n)
		fprintf(out, "%s: %zu violation%s in %zu function%s\n", s->name,
			n, n == 1 ? "" : "s", nfun, nfun == 1 ? "" : "s");
}

static void json_string(FILE *out, const char *str)
{
	const unsigned char *p = (const unsigned char *)str;
	fputc('"', out);
	for (; *p; p++) {
		switch (*p) {
		case '"': fputs("\\\"", out); break;
		case '\\': fputs("\\\\", out); break;
		case '\n': fputs("\\n", out); break;
		case '\t': fputs("\\t", out); break;
		case '\r': fputs("\\r", out); break;
		default:
			if (*p < 0x20)
				fprintf(out, "\\u%04x", *p);
			else
				fputc(*p, out);
		}
	}
	fputc('"', out);
}

static void report_json(FILE *out, const struct source *s,
			const cv_verify_result *r, const char *function,
			int llvm_compat, size_t nsel)
{
	size_t i, k, n = 0;
	fputs("{\"file\": ", out);
	json_string(out, s->name);
	fprintf(out, ", \"valid\": %s, \"rules\": \"%s\", \"violations\": [",
		nsel ? "false" : "true", llvm_compat ? "llvm" : "specification");
	for (i = 0; i < cv_verify_count(r); i++) {
		const cv_violation *v = cv_verify_get(r, i);
		if (!selected(v, function))
			continue;
		fputs(n++ ? ",\n  {" : "\n  {", out);
		fputs("\"function\": ", out);
		json_string(out, v->function);
		fputs(", \"rule\": ", out);
		json_string(out, v->rule);
		fprintf(out, ", \"line\": %u, \"col\": %u, \"message\": ", v->line,
			v->col);
		json_string(out, v->message);
		fputs(", \"notes\": [", out);
		for (k = 0; k < v->nnotes; k++) {
			fprintf(out, "%s{\"line\": %u, \"col\": %u, \"message\": ",
				k ? ", " : "", v->notes[k].line, v->notes[k].col);
			json_string(out, v->notes[k].message);
			fputc('}', out);
		}
		fputs("], \"spec\": ", out);
		json_string(out, v->spec);
		fputs(", \"llvm\": ", out);
		if (v->llvm)
			json_string(out, v->llvm);
		else
			fputs("null", out);
		fputc('}', out);
	}
	fputs(n ? "\n]}\n" : "]}\n", out);
}

/* LLParser's position for a select of tokens: its first operand, after
 * the opcode and any fast-math flags. */
static unsigned select_operand_col(const struct source *s, unsigned line,
				   unsigned col)
{
	static const char *const flags[] = {"nnan", "ninf", "nsz", "arcp",
					    "contract", "afn", "reassoc",
					    "fast", "select"};
	size_t p, end, k;
	if (!line || line > s->nlines)
		return col;
	p = s->line_start[line - 1];
	end = p;
	while (end < s->size && s->text[end] != '\n')
		end++;
	p += col ? col - 1 : 0;
	while (p < end && s->text[p] != '=' && strncmp(s->text + p, "select", 6))
		p++;
	if (p < end && s->text[p] == '=')
		p++;
	for (;;) {
		while (p < end && (s->text[p] == ' ' || s->text[p] == '\t'))
			p++;
		for (k = 0; k < sizeof flags / sizeof flags[0]; k++) {
			size_t n = strlen(flags[k]);
			if (p + n <= end && strncmp(s->text + p, flags[k], n) == 0 &&
			    (p + n == end || s->text[p + n] == ' '))
				break;
		}
		if (k == sizeof flags / sizeof flags[0])
			break;
		p += strlen(flags[k]);
	}
	return (unsigned)(p - s->line_start[line - 1]) + 1;
}

static void report_llvm(FILE *out, const struct source *s,
			const cv_verify_result *r, const char *function,
			int say_broken)
{
	size_t i;
	int broken = 0;
	for (i = 0; i < cv_verify_count(r); i++) {
		const cv_violation *v = cv_verify_get(r, i);
		if (!selected(v, function) || !v->llvm)
			continue;
		if (strcmp(v->rule, "token.select") == 0) {
			/* a reader error in LLVM, reported as LLParser does */
			unsigned col = select_operand_col(s, v->line, v->col);
			fprintf(out, "%s:%u:%u: error: select values cannot have "
				     "token type\n", s->name, v->line, col);
			show_line(out, s, v->line, col);
			continue;
		}
		fputs(v->llvm, out);
		broken = 1;
	}
	fflush(out);
	if (broken && say_broken)
		fprintf(stderr, "converge: %s: error: input module is broken!\n",
			s->name);
}

int verify_print_report(FILE *out, const char *name, const char *text,
			size_t size, const cv_verify_result *r, int llvm_format)
{
	struct source s;
	memset(&s, 0, sizeof s);
	s.name = name;
	s.text = text;
	s.size = size;
	if (index_lines(&s) != 0)
		return -1;
	if (llvm_format)
		report_llvm(out, &s, r, NULL, 0);
	else
		report_text(out, &s, r, NULL);
	free(s.line_start);
	return 0;
}

int cmd_verify(cv_context *ctx, const struct verify_args *a, FILE *out)
{
	const char *path = a->input ? a->input : "-";
	struct source s;
	char *text = NULL;
	cv_module *m;
	cv_verify_result *r;
	int format, llvm, rc, mapped;
	size_t i, nsel = 0;
	if (!a->format || strcmp(a->format, "text") == 0)
		format = F_TEXT;
	else if (strcmp(a->format, "llvm") == 0)
		format = F_LLVM;
	else if (strcmp(a->format, "json") == 0)
		format = F_JSON;
	else {
		fprintf(stderr, "converge: unknown format '%s' (text, llvm or "
				"json)\n", a->format);
		return 2;
	}
	llvm = format == F_LLVM || a->llvm_compat;
	memset(&s, 0, sizeof s);
	s.name = a->input_name ? a->input_name
		 : strcmp(path, "-") == 0 ? "<stdin>" : path;
	if (cli_read_all(path, &text, &s.size, &mapped) != 0) {
		fprintf(stderr, "converge: cannot read '%s': %s\n", path,
			strerror(errno));
		return 2;
	}
	s.text = text;
	m = cli_parse_input(ctx, s.name, text, s.size, mapped, NULL);
	if (!m) {
		show_parse_errors(stderr, ctx);
		cli_free_input(text, s.size, mapped);
		return 2;
	}
	if (a->function && !has_function(m, a->function)) {
		fprintf(stderr, "converge: no function named @%s\n",
			a->function[0] == '@' ? a->function + 1 : a->function);
		cv_module_free(m);
		cli_free_input(text, s.size, mapped);
		return 2;
	}
	cv_diag_clear(ctx);
	r = cv_verify(ctx, m, llvm ? CV_VERIFY_LLVM : 0);
	/* the line index is for showing source lines: only when there is
	 * something to show */
	if (!r || (cv_verify_count(r) && index_lines(&s) != 0)) {
		fprintf(stderr, "converge: out of memory\n");
		cv_verify_free(r);
		cv_module_free(m);
		cli_free_input(text, s.size, mapped);
		return 2;
	}
	for (i = 0; i < cv_verify_count(r); i++)
		nsel += selected(cv_verify_get(r, i), a->function);
	if (format == F_TEXT)
		report_text(out, &s, r, a->function);
	else if (format == F_JSON)
		report_json(out, &s, r, a->function, llvm, nsel);
	else
		report_llvm(out, &s, r, a->function, 1);
	rc = nsel ? 1 : 0;
	cv_verify_free(r);
	cv_module_free(m);
	free(s.line_start);
	cli_free_input(text, s.size, mapped);
	return rc;
}
