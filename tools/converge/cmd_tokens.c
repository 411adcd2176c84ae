/*
 * cmd_tokens.c - `converge tokens FILE`: the specification's Inferring
 * Tokens (src/infer/tokens.c does the work).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_tokens.h"

const char help_tokens[] =
	"usage: converge tokens [--function NAME]... [--explain] [--stats]\n"
	"                       [--every-cycle] [--make-convergent] [--skip-unmodelled]\n"
	"                       [-o OUT] [FILE|-]\n"
	"\n"
	"Puts convergence control tokens into every function whose convergent\n"
	"operations are uncontrolled (ConvergentOperations, \"Inferring Tokens\")\n"
	"and prints the whole module as `opt -S` would print it:\n"
	"\n"
	"  step 1  an irreducible cycle with a convergent operation becomes a\n"
	"          natural loop: a guard block %irr.guard takes the edges that\n"
	"          enter it and the edges to its header, a phi %irr.sel selects\n"
	"          the entry (nested irreducible cycles in turn)\n"
	"  step 2  %conv.entry = convergence.entry at the start of the entry\n"
	"          block; in a function that is not convergent, where entry is an\n"
	"          error, %conv.anchor = convergence.anchor (a comment says so)\n"
	"  step 3  %conv.loop = convergence.loop at the start of the header of each\n"
	"          cycle with a convergent operation, its token the parent cycle's\n"
	"          heart or the entry token\n"
	"  step 4  a \"convergencectrl\" bundle on each uncontrolled convergent\n"
	"          operation: the heart of its innermost cycle, else the entry token\n"
	"\n"
	"A function that already has a token or a controlled operation is left\n"
	"as it is.  --function NAME (repeatable) changes only those functions.\n"
	"--every-cycle puts a heart in every cycle (and makes every irreducible\n"
	"cycle reducible), as the text's letter says, not only where a convergent\n"
	"operation needs one.  --make-convergent gives a function that is not\n"
	"convergent and that no instruction of the module names (a kernel) the\n"
	"`convergent` attribute and convergence.entry instead of an anchor.\n"
	"\n"
	"--explain prints, for each inserted intrinsic, bundle and block, its line\n"
	"in the output and the step that put it there, on standard output; the\n"
	"module then goes only to -o OUT.  --stats prints the counts on standard\n"
	"error (functions changed, anchors, irreducible cycles, blocks before and\n"
	"after step 1, hearts, bundles).\n"
	"\n"
	"Exit 0 on success, 1 if the input module is broken, 2 on bad usage,\n"
	"unreadable input or a construct step 1 does not model (an irreducible\n"
	"cycle entered by an exception edge, an indirectbr or a callbr);\n"
	"--skip-unmodelled leaves such a function as it is, with a warning.\n";

static void print_stats(const cv_tokens *t)
{
	cv_tokens_stats s;
	cv_tokens_get_stats(t, &s);
	fprintf(stderr,
		"tokens: %lu functions, %lu changed (%lu with an anchor, %lu made "
		"convergent), %lu already controlled; step 1: %lu irreducible "
		"cycles, blocks %lu -> %lu (%lu guards, %lu edge blocks); "
		"%lu hearts, %lu bundles; %lu not modelled\n",
		s.functions, s.changed, s.anchored, s.made_convergent,
		s.controlled, s.irreducible, s.blocks_before, s.blocks_after,
		s.guards, s.splits, s.loops, s.bundles, s.unmodelled);
}

/* Like `print`, a module LLVM's verifier rejects is refused. */
static int broken(cv_context *ctx, const cv_module *m, const char *input)
{
	cv_verify_result *vr = cv_verify(ctx, m, CV_VERIFY_LLVM);
	size_t k, bad = 0;
	for (k = 0; vr && k < cv_verify_count(vr); k++) {
		const cv_violation *v = cv_verify_get(vr, k);
		if (v->llvm) {
			fputs(v->llvm, stderr);
			bad++;
		}
	}
	cv_verify_free(vr);
	cv_diag_clear(ctx);
	if (bad)
		fprintf(stderr, "converge: %s: error: input module is broken!\n",
			input ? input : "<stdin>");
	return bad != 0;
}

/* The library's diagnostics, with the source line and a caret from the
 * input's text. */
static void print_diags(const cv_context *ctx, const char *text, size_t size)
{
	size_t i;
	for (i = 0; i < cv_diag_count(ctx); i++) {
		const cv_diag *d = cv_diag_get(ctx, i);
		size_t at = 0, len;
		unsigned l, c;
		const char *sev = d->severity == CV_ERROR     ? "error"
				  : d->severity == CV_WARNING ? "warning"
							      : "note";
		if (!d->line) {
			fprintf(stderr, "%s: %s: %s\n", d->file, sev, d->message);
			continue;
		}
		fprintf(stderr, "%s:%u:%u: %s: %s\n", d->file, d->line, d->col,
			sev, d->message);
		if (!text)
			continue;
		for (l = 1; l < d->line && at < size; at++)
			l += text[at] == '\n';
		if (at >= size)
			continue;
		for (len = 0; at + len < size && text[at + len] != '\n'; len++)
			;
		fprintf(stderr, "%.*s\n", (int)len, text + at);
		for (c = 1; c < d->col && c <= len; c++)
			fputc(text[at + c - 1] == '\t' ? '\t' : ' ', stderr);
		fputs("^\n", stderr);
	}
}

static int run(cv_context *ctx, cv_module *m, const cv_tokens_options *o,
	       const char *output, int explain, int stats, const char *text,
	       size_t size)
{
	cv_tokens *t = cv_tokens_new(ctx, m, o);
	FILE *out = NULL;
	cv_writer w, ew;
	int rc = 0;
	if (!t) {
		print_diags(ctx, text, size);
		return 2;
	}
	if (!explain || output) {
		out = cli_open_output(output);
		if (!out) {
			cv_tokens_free(t);
			return 2;
		}
	}
	w.write = cli_write_file;
	w.user = out;
	ew.write = cli_write_file;
	ew.user = stdout;
	print_diags(ctx, text, size); /* warnings of --skip-unmodelled */
	if (cv_tokens_print(t, out ? &w : NULL, explain ? &ew : NULL) != 0)
		rc = 2;
	if (out && cli_close_output(out))
		rc = 2;
	if (explain && fflush(stdout) != 0)
		rc = 2;
	if (stats)
		print_stats(t);
	cv_tokens_free(t);
	return rc;
}

int cmd_tokens(cv_context *ctx, int argc, char **argv)
{
	const char *input = NULL, *output = NULL, *v;
	const char **functions;
	cv_tokens_options o;
	cv_module *m = NULL;
	int i, explain = 0, stats = 0, rc = 2, mapped = 0;
	size_t k, size = 0;
	char *text = NULL;
	memset(&o, 0, sizeof o);
	functions = calloc((size_t)argc + 1, sizeof *functions);
	if (!functions) {
		fprintf(stderr, "converge: out of memory\n");
		return 2;
	}
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			fputs(help_tokens, stdout);
			free(functions);
			return 0;
		} else if ((v = cli_opt_value(argc, argv, &i, "--function"))) {
			functions[o.nfunctions++] = v;
		} else if (strcmp(a, "--explain") == 0) {
			explain = 1;
		} else if (strcmp(a, "--stats") == 0) {
			stats = 1;
		} else if (strcmp(a, "--every-cycle") == 0) {
			o.every_cycle = 1;
		} else if (strcmp(a, "--make-convergent") == 0) {
			o.make_convergent = 1;
		} else if (strcmp(a, "--skip-unmodelled") == 0) {
			o.skip_unmodelled = 1;
		} else if (strcmp(a, "-o") == 0 && i + 1 < argc) {
			output = argv[++i];
		} else if (a[0] == '-' && a[1]) {
			fprintf(stderr, "converge: unknown or incomplete option '%s'\n\n%s",
				a, help_tokens);
			goto out;
		} else if (!input) {
			input = a;
		} else {
			fprintf(stderr, "converge: unexpected argument '%s'\n", a);
			goto out;
		}
	}
	if (cli_read_all(input ? input : "-", &text, &size, &mapped) != 0) {
		fprintf(stderr, "converge: cannot read '%s': %s\n",
			input ? input : "-", strerror(errno));
		text = NULL;
		goto out;
	}
	m = cv_parse(ctx, input && strcmp(input, "-") ? input : "<stdin>", text,
		     size);
	if (!m) {
		cli_print_diags(ctx);
		goto out;
	}
	for (k = 0; k < o.nfunctions; k++) {
		size_t index;
		if (cli_find_function(m, functions[k], &index) != 0)
			goto out;
	}
	if (o.nfunctions)
		o.functions = functions;
	if (broken(ctx, m, input)) {
		rc = 1;
		goto out;
	}
	rc = run(ctx, m, &o, output, explain, stats, text, size);
out:
	cv_module_free(m);
	if (text)
		cli_free_input(text, size, mapped);
	free(functions);
	return rc;
}
