/*
 * report.c - the verifier's report on a module, with the source lines of
 * its input: like a C compiler (text), as opt prints its verifier's
 * messages (llvm), or for tools (json).  Used by `verify` and the tour.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"

int report_index_lines(struct report_source *s)
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
static void show_line(FILE *out, const struct report_source *s, unsigned line,
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

static void show_where(FILE *out, const struct report_source *s, unsigned line,
		  unsigned col)
{
	if (line)
		fprintf(out, "%s:%u:%u: ", s->name, line, col);
	else
		fprintf(out, "%s: ", s->name);
}

/* Parse errors, as `converge parse` shows them. */
void report_parse_errors(FILE *err, const cv_context *ctx)
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

/* Whether a function's name is the one --function names (with or
 * without '@'). */
static int report_selected_name(const char *name, const char *function)
{
	if (function[0] == '@')
		function++;
	return strcmp(name, function) == 0;
}

int report_selected(const cv_violation *v, const char *function)
{
	return !function || report_selected_name(v->function, function);
}

int report_has_function(const cv_module *m, const char *name)
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

void report_text(FILE *out, const struct report_source *s,
		 const cv_verify_result *r, const char *function)
{
	size_t i, k, n = 0, nfun = 0;
	const char *last = NULL;
	for (i = 0; i < cv_verify_count(r); i++) {
		const cv_violation *v = cv_verify_get(r, i);
		if (!report_selected(v, function))
			continue;
		n++;
		if (!last || strcmp(last, v->function) != 0)
			nfun++;
		last = v->function;
		show_where(out, s, v->line, v->col);
		fprintf(out, "error: %s\n", v->message);
		show_line(out, s, v->line, v->col);
		for (k = 0; k < v->nnotes; k++) {
			show_where(out, s, v->notes[k].line, v->notes[k].col);
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

void report_parse_errors_json(FILE *out, const char *file,
			      const cv_context *ctx)
{
	static const char *const sev[] = {"note", "warning", "error"};
	size_t i;
	fputs("{\"file\": ", out);
	json_string(out, file);
	fputs(", \"parsed\": false, \"diagnostics\": [", out);
	for (i = 0; i < cv_diag_count(ctx); i++) {
		const cv_diag *d = cv_diag_get(ctx, i);
		fprintf(out, "%s{\"severity\": \"%s\", \"line\": %u, \"col\": %u, "
			"\"message\": ", i ? ", " : "", sev[d->severity], d->line, d->col);
		json_string(out, d->message);
		fputc('}', out);
	}
	fputs("]}\n", out);
}

/* One violation's object (its "llvm" text's newlines escaped). */
static void json_violation(FILE *out, const cv_violation *v)
{
	size_t k;
	fputs("{\"function\": ", out);
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

void report_json(FILE *out, const struct report_source *s,
		 const cv_verify_result *r, const char *function,
		 int llvm_compat, size_t nsel)
{
	size_t i, n = 0;
	fputs("{\"file\": ", out);
	json_string(out, s->name);
	fprintf(out, ", \"valid\": %s, \"rules\": \"%s\", \"violations\": [",
		nsel ? "false" : "true", llvm_compat ? "llvm" : "specification");
	for (i = 0; i < cv_verify_count(r); i++) {
		const cv_violation *v = cv_verify_get(r, i);
		if (!report_selected(v, function))
			continue;
		fputs(n++ ? ",\n  " : "\n  ", out);
		json_violation(out, v);
	}
	fputs(n ? "\n]}\n" : "]}\n", out);
}

void report_jsonl(FILE *out, const struct report_source *s,
		  const cv_verify_result *r, const cv_module *m,
		  const char *function, int llvm_compat)
{
	size_t f, i, nf = cv_module_function_count(m);
	for (f = 0; f < nf; f++) {
		const char *name = cv_module_function_name(m, f);
		size_t n = 0;
		if (!name || (function && !report_selected_name(name, function)))
			continue;
		for (i = 0; i < cv_verify_count(r); i++)
			n += strcmp(cv_verify_get(r, i)->function, name) == 0;
		/* a declaration gets a line when a rule is broken in it */
		if (!n && !cv_module_function_is_definition(m, f))
			continue;
		fputs("{\"file\": ", out);
		json_string(out, s->name);
		fputs(", \"function\": ", out);
		json_string(out, name);
		fprintf(out, ", \"valid\": %s, \"rules\": \"%s\", \"violations\": [",
			n ? "false" : "true", llvm_compat ? "llvm" : "specification");
		for (i = 0, n = 0; i < cv_verify_count(r); i++) {
			const cv_violation *v = cv_verify_get(r, i);
			if (strcmp(v->function, name) != 0)
				continue;
			fputs(n++ ? ", " : "", out);
			json_violation(out, v);
		}
		fputs("]}\n", out);
	}
}

/* LLParser's position for a select of tokens: its first operand, after
 * the opcode and any fast-math flags. */
static unsigned select_operand_col(const struct report_source *s, unsigned line,
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

void report_llvm(FILE *out, const struct report_source *s,
		 const cv_verify_result *r, const char *function,
		 int say_broken)
{
	size_t i;
	int broken = 0;
	for (i = 0; i < cv_verify_count(r); i++) {
		const cv_violation *v = cv_verify_get(r, i);
		if (!report_selected(v, function) || !v->llvm)
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

int report_verify(FILE *out, const char *name, const char *text,
		  size_t size, const cv_verify_result *r, int llvm_format)
{
	struct report_source s;
	memset(&s, 0, sizeof s);
	s.name = name;
	s.text = text;
	s.size = size;
	if (report_index_lines(&s) != 0)
		return -1;
	if (llvm_format)
		report_llvm(out, &s, r, NULL, 0);
	else
		report_text(out, &s, r, NULL);
	free(s.line_start);
	return 0;
}
