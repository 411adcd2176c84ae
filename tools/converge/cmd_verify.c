/*
 * cmd_verify.c - `converge verify`: reads the input (keeping its text for
 * the source lines of diagnostics), verifies it with the library and
 * reports in one of three formats: like a C compiler (text), as opt prints
 * its verifier's messages (llvm), or for tools (json).
 */
#define _DEFAULT_SOURCE /* open_memstream */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "html.h"
#include "report.h"
#include "cmd_verify.h"
#include "split.h"

const char help_verify[] =
	"usage: converge verify [--format=FORMAT] [--llvm-compat] [--function NAME]\n"
	"                       [--input-name NAME] [-o OUT] [FILE|-]...\n"
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
	"           prints for these rules (LLVM's verdicts: --llvm-compat), on\n"
	"           stderr as opt prints it; nothing on stdout\n"
	"  json     one object: the file, whether it is valid, and the\n"
	"           violations with rule, position, message, notes and the text\n"
	"           opt prints for each\n"
	"  jsonl    one line per function: {\"file\", \"function\", \"valid\",\n"
	"           \"rules\", \"violations\"} (batches: with -j N)\n"
	"  html     one self-contained page: the listing with each violation's\n"
	"           line marked; a click shows its message, notes and rule\n"
	"\n"
	"  --llvm-compat      LLVM 22's verdicts where they differ from the\n"
	"                     specification's text (docs/DIFFERENCES.md)\n"
	"  --function NAME    only the function NAME (with or without '@')\n"
	"  --input-name NAME  the name of the input in diagnostics (for stdin)\n"
	"\n"
	"exit codes: 0 valid, 1 violations, 2 unreadable input or bad usage\n";

enum { F_TEXT, F_LLVM, F_JSON, F_HTML, F_JSONL };

/* One part of a module read in parts (split.c): 0 when it is valid. */
static int verify_part(cv_context *ctx, const cv_module *m, void *user,
		       unsigned part)
{
	cv_verify_result *r = cv_verify(ctx, m, *(const unsigned *)user);
	int ok = r && cv_verify_count(r) == 0 && cv_diag_count(ctx) == 0;
	(void)part;
	cv_verify_free(r);
	return ok ? 0 : -1;
}

int cmd_verify(cv_context *ctx, const struct verify_args *a, FILE *out)
{
	const char *path = a->input ? a->input : "-";
	struct report_source s;
	char *text = NULL;
	cv_module *m;
	cv_verify_result *r;
	int format, llvm, rc, mapped, fd;
	size_t i, nsel = 0;
	if (!a->format || strcmp(a->format, "text") == 0)
		format = F_TEXT;
	else if (strcmp(a->format, "llvm") == 0)
		format = F_LLVM;
	else if (strcmp(a->format, "json") == 0)
		format = F_JSON;
	else if (strcmp(a->format, "html") == 0)
		format = F_HTML;
	else if (strcmp(a->format, "jsonl") == 0)
		format = F_JSONL;
	else {
		fprintf(stderr, "converge: unknown format '%s' (text, llvm, "
				"json, jsonl or html)\n", a->format);
		return 2;
	}
	llvm = format == F_LLVM || a->llvm_compat;
	memset(&s, 0, sizeof s);
	s.name = a->input_name ? a->input_name
		 : strcmp(path, "-") == 0 ? "<stdin>" : path;
	if (cli_read_all_fd(path, &text, &s.size, &mapped, &fd) != 0) {
		fprintf(stderr, "converge: cannot read '%s': %s\n", path,
			strerror(errno));
		return 2;
	}
	s.text = text;
	if ((format == F_TEXT || format == F_LLVM) && !a->function) {
		/* a valid module prints nothing in these formats: read in
		 * parts, two at once, it is done when all are valid */
		unsigned flags = llvm ? CV_VERIFY_LLVM : 0;
		if (split_run(ctx, s.name, text, s.size, mapped, fd, NULL,
			      verify_part, &flags) > 0) {
			if (fd >= 0)
				close(fd);
			cli_free_input(text, s.size, mapped);
			return 0;
		}
	}
	if (fd >= 0)
		close(fd);
	m = cli_parse_input(ctx, s.name, text, s.size, mapped, NULL);
	if (!m) {
		report_parse_errors(stderr, ctx);
		if (format == F_JSON)
			report_parse_errors_json(out, s.name, ctx);
		cli_free_input(text, s.size, mapped);
		return 2;
	}
	if (a->function && !report_has_function(m, a->function)) {
		cli_no_such_function(m, a->function);
		cv_module_free(m);
		cli_free_input(text, s.size, mapped);
		return 2;
	}
	cv_diag_clear(ctx);
	r = cv_verify(ctx, m, llvm ? CV_VERIFY_LLVM : 0);
	/* the line index is for showing source lines: only when there is
	 * something to show */
	if (!r || (cv_verify_count(r) && report_index_lines(&s) != 0)) {
		fprintf(stderr, "converge: out of memory\n");
		cv_verify_free(r);
		cv_module_free(m);
		cli_free_input(text, s.size, mapped);
		return 2;
	}
	for (i = 0; i < cv_verify_count(r); i++)
		nsel += report_selected(cv_verify_get(r, i), a->function);
	if (format == F_TEXT)
		report_text(out, &s, r, a->function);
	else if (format == F_JSON)
		report_json(out, &s, r, a->function, llvm, nsel);
	else if (format == F_JSONL)
		report_jsonl(out, &s, r, m, a->function, llvm);
	else if (format == F_HTML) {
		/* the page holds the JSON report */
		char *json = NULL;
		size_t len = 0;
		FILE *mem = open_memstream(&json, &len);
		if (mem) {
			report_json(mem, &s, r, a->function, llvm, nsel);
			fclose(mem);
		}
		if (!mem || !json ||
		    html_page_json(out, "verify", s.name, text, s.size, json) != 0) {
			free(json);
			cv_verify_free(r);
			cv_module_free(m);
			free(s.line_start);
			cli_free_input(text, s.size, mapped);
			return 2;
		}
		free(json);
	} else {
		/* opt writes its verifier's messages to stderr: so do we,
		 * before the "broken" line (stdout stays empty) */
		fflush(out);
		report_llvm(stderr, &s, r, a->function, 1);
	}
	rc = nsel ? 1 : 0;
	cv_verify_free(r);
	cv_module_free(m);
	free(s.line_start);
	cli_free_input(text, s.size, mapped);
	return rc;
}
