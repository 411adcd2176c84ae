/*
 * converge - command-line driver.  Reads LLVM IR, runs a command, prints
 * results and diagnostics.  Exit codes: 0 ok, 1 the input violates a rule
 * or a check failed, 2 bad usage or unreadable input.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "report.h"
#include "cmd_check.h"
#include "cmd_cycles.h"
#include "cmd_noconvergent.h"
#include "cmd_sim.h"
#include "cmd_tokens.h"
#include "cmd_uniformity.h"
#include "cmd_verify.h"
#include "converge.h"
#include "tour.h"

static const char usage_text[] =
	"usage: converge <command> [options] [--] [FILE|-]...\n"
	"\n"
	"commands:\n"
	"  print    parse FILE and print it as `opt -S` (LLVM 22) prints it\n"
	"  parse    parse FILE and report errors only (exit 0 if it is valid IR)\n"
	"  cycles   the cycle forest of each function (LLVM CycleInfo)\n"
	"  dom      the dominator tree (--post: post-dominator tree)\n"
	"  verify   the IR and every static rule of convergence control tokens\n"
	"           (exit 1 if any is violated)\n"
	"  trace    which dynamic instances are converged, for given per-thread\n"
	"           paths (the specification's thread tables)\n"
	"  run      execute a function on simulated waves: which threads execute\n"
	"           each convergent operation together\n"
	"  uniformity  divergent values and branches, join blocks, cycles with\n"
	"           divergent exits, temporal divergence (--format=llvm: opt's)\n"
	"  explain  why a value is divergent: the derivation from a source\n"
	"  check    is AFTER a correct transformation of BEFORE?  (converge check\n"
	"           BEFORE AFTER: static rules, then runs compared)\n"
	"  noconvergent  remove `convergent` where no convergent operation is\n"
	"           reachable (a call-graph analysis; --report says why)\n"
	"  tokens   put convergence control tokens into token-less functions\n"
	"           (the specification's Inferring Tokens)\n"
	"  tour     a walk through the specification's examples\n"
	"\n"
	"options:\n"
	"  -o FILE      write output to FILE instead of standard output\n"
	"  --format=F   output format (text, llvm, dot; see the command's help)\n"
	"  --function=NAME  only this function\n"
	"  --input-name NAME  the name of the input in diagnostics (stdin)\n"
	"  --no-verify  analyse a module LLVM's verifier rejects (print, cycles,\n"
	"               dom, uniformity, explain, trace and run refuse it with\n"
	"               exit 1 by default, as opt does)\n"
	"  --help       help for a command: converge <command> --help\n"
	"  --version    print the version\n"
	"\n"
	"Long options take one dash or two (-mtriple=T as in LLVM's tools);\n"
	"-- ends the options.  print, parse, verify, cycles, dom and uniformity\n"
	"read several files in turn; the exit code is the worst of them.\n"
	"\n"
	"exit codes: 0 ok, 1 a rule is violated or a check failed,\n"
	"            2 bad usage or unreadable input\n";

static const char help_print[] =
	"usage: converge print [--format=llvm] [--no-verify] [-o OUT] [FILE|-]...\n"
	"\n"
	"Parses LLVM textual IR (LLVM 15 to 22 syntax) and prints the module\n"
	"the way `opt -S` of LLVM 22 prints it: unnamed values renumbered,\n"
	"attribute groups renumbered, constants and alignments made explicit.\n"
	"Errors are reported as FILE:LINE:COL: error: ... with exit code 2; a\n"
	"module LLVM's verifier rejects is refused with exit code 1, as opt\n"
	"does (--no-verify prints it anyway).  The only format is llvm.\n"
	"Several files are printed one after another; the exit code is the\n"
	"worst.\n";

static const char help_parse[] =
	"usage: converge parse [--no-verify] [FILE|-]...\n"
	"\n"
	"Parses LLVM textual IR and reports the first error, if any.  Prints\n"
	"nothing when the input is valid.  Exit 0 valid, 1 when LLVM's\n"
	"verifier rejects it (as opt; --no-verify: not checked), 2 when it is\n"
	"not IR.  Several files: each in turn, the worst exit code.\n";

static const char help_tour[] =
	"usage: converge tour [-o OUT]\n"
	"\n"
	"Walks through examples from the specification of convergent\n"
	"operations: each example's IR is read and printed back; later\n"
	"commands add their analyses to the tour.\n";

struct options {
	const char *command;
	const char *input;      /* the input at hand (one of inputs) */
	const char **inputs;    /* FILE...; none: standard input */
	size_t ninputs;
	const char *output;
	FILE *out;              /* the output, opened once for all inputs */
	const char *format;   /* --format=F */
	const char *function; /* --function=NAME */
	int post;             /* --post */
	const char *input_name; /* --input-name NAME */
	int llvm_compat;      /* --llvm-compat */
	int no_verify;        /* --no-verify, --disable-verify */
	unsigned jobs;          /* -j N: inputs analysed N at a time */
	int help;
};

/* Options of print, parse, cycles, dom, verify and tour; o->inputs has
 * room for argc entries.  0, or -1 after one line on stderr. */
static int parse_args(int argc, char **argv, struct options *o)
{
	int i, r, rest = 0;
	const char *v;
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (rest || a[0] != '-' || !a[1]) {
			if (!o->command)
				o->command = a;
			else
				o->inputs[o->ninputs++] = a;
		} else if (strcmp(a, "--") == 0)
			rest = 1;
		else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0)
			o->help = 1;
		else if (strncmp(a, "-o", 2) == 0) {
			if (!a[2] && ++i >= argc) {
				fprintf(stderr, "converge: -o needs a file name\n");
				return -1;
			}
			if (cli_set_once(&o->output, "-o",
					 !a[2] ? argv[i] : a + 2 + (a[2] == '=')))
				return -1;
		} else if ((r = cli_opt(argc, argv, &i, "--format", &v)) != 0 ||
			   (r = cli_opt(argc, argv, &i, "--function", &v)) != 0 ||
			   (r = cli_opt(argc, argv, &i, "--input-name", &v)) != 0) {
			const char **slot = a[3] == 'o' ? &o->format
					    : a[3] == 'u' ? &o->function
							  : &o->input_name;
			if (r < 0 || cli_set_once(slot, a[3] == 'o' ? "--format"
						  : a[3] == 'u' ? "--function"
								: "--input-name",
						  v))
				return -1;
		} else if ((r = cli_opt_jobs(argc, argv, &i, &v)) != 0) {
			if (r < 0 || cli_parse_jobs(v, &o->jobs) != 0)
				return -1;
		} else if (strcmp(a, "--llvm-compat") == 0)
			o->llvm_compat = 1;
		else if (strcmp(a, "--post") == 0)
			o->post = 1;
		else if (strcmp(a, "--no-verify") == 0 ||
			 strcmp(a, "--disable-verify") == 0)
			o->no_verify = 1;
		else {
			cli_unknown_option(o->command, a, 0);
			return -1;
		}
	}
	if (o->input_name && o->ninputs > 1) {
		fprintf(stderr, "converge: --input-name names one input, not %zu\n",
			o->ninputs);
		return -1;
	}
	return 0;
}

/* The input's name in messages. */
static const char *input_label(const struct options *o)
{
	return o->input_name ? o->input_name : o->input;
}

static int cmd_print(cv_context *ctx, const struct options *o, int print)
{
	cv_module *m = cli_load_named(ctx, o->input, o->input_name);
	cv_writer w;
	int rc = 0;
	if (!m)
		return 2;
	/* like opt, refuse a module its IR verifier rejects */
	if (!o->no_verify &&
	    (rc = cli_refuse_broken(ctx, m, input_label(o))) != 0) {
		cv_module_free(m);
		return rc;
	}
	if (print) {
		w.write = cli_write_file;
		w.user = o->out;
		if (cv_print_module(m, &w) != 0)
			rc = 2;
	}
	cv_module_free(m);
	return rc;
}

/* `cycles` and `dom` (cmd_cycles.c). */
static int cmd_analysis(cv_context *ctx, const struct options *o, int is_dom)
{
	cv_module *m = cli_load_named(ctx, o->input, o->input_name);
	int rc;
	if (!m) {
		/* JSON readers still get an object (report.h) */
		if (o->format && strncmp(o->format, "json", 4) == 0 &&
		    cv_diag_count(ctx))
			report_parse_errors_json(o->out, input_label(o) ? input_label(o)
						 : "<stdin>", ctx);
		return 2;
	}
	if (!o->no_verify &&
	    (rc = cli_refuse_broken(ctx, m, input_label(o))) != 0) {
		cv_module_free(m);
		return rc;
	}
	rc = is_dom ? cmd_dom(m, input_label(o) ? input_label(o) : "<stdin>",
			      o->out, o->function, o->format, o->post)
		    : cmd_cycles(m, input_label(o) ? input_label(o) : "<stdin>",
				 o->out, o->function, o->format);
	cv_module_free(m);
	return rc;
}

/* `verify` (cmd_verify.c), which reads its input itself to show source
 * lines. */
static int run_verify(cv_context *ctx, const struct options *o)
{
	struct verify_args a;
	a.input = o->input;
	a.input_name = o->input_name;
	a.format = o->format;
	a.function = o->function;
	a.llvm_compat = o->llvm_compat;
	return cmd_verify(ctx, &a, o->out);
}

struct one_input {
	cv_context *ctx;
	struct options *o;
};

/* The command on input k into out (cli_each_input). */
static int one_input(void *user, size_t k, FILE *out)
{
	struct one_input *u = user;
	struct options *o = u->o;
	const char *c = o->command;
	int r;
	o->input = o->ninputs ? o->inputs[k] : NULL;
	o->out = out;
	if (strcmp(c, "print") == 0 || strcmp(c, "parse") == 0)
		r = cmd_print(u->ctx, o, c[1] == 'r');
	else if (strcmp(c, "verify") == 0)
		r = run_verify(u->ctx, o);
	else
		r = cmd_analysis(u->ctx, o, c[0] == 'd');
	cv_diag_clear(u->ctx);
	return r;
}

/* One of print, parse, cycles, dom and verify on every input (none:
 * standard input; -j N: N at a time), into one output in input order:
 * the worst exit code. */
static int per_input(cv_context *ctx, struct options *o)
{
	struct one_input u;
	FILE *out = cli_open_output(o->output);
	int rc;
	if (!out)
		return 2;
	u.ctx = ctx;
	u.o = o;
	rc = cli_each_input(o->ninputs ? o->ninputs : 1, o->jobs, out, one_input, &u);
	if (cli_close_output(out))
		rc = 2;
	return rc;
}

/* What each command of parse_args takes: its formats (NULL: none) and
 * which of --function, --post and --llvm-compat apply. */
static const struct command_info {
	const char *name, *help, *formats;
	int function, post, compat, inputs;
} commands[] = {
	{"print", help_print, "llvm", 0, 0, 0, 1},
	{"parse", help_parse, NULL, 0, 0, 0, 1},
	{"cycles", NULL, "text, llvm, dot, json, jsonl or summary", 1, 0, 0, 1},
	{"dom", NULL, "text, llvm, dot, json or jsonl", 1, 1, 0, 1},
	{"verify", NULL, "text, llvm, json, jsonl or html", 1, 0, 1, 1},
	{"tour", help_tour, NULL, 0, 0, 0, 0},
};

/* Whether format f is one of the list "a, b or c". */
static int format_in(const char *f, const char *list)
{
	size_t n = strlen(f);
	const char *p = list;
	while ((p = strstr(p, f)) != NULL) {
		if ((p == list || p[-1] == ' ') && (p[n] == 0 || p[n] == ',' ||
						    p[n] == ' '))
			return 1;
		p += n;
	}
	return 0;
}

/* Help, usage errors and what does not apply to the command: an exit code,
 * or -1 when the command is to run. */
static int command_usage(const struct options *o)
{
	const struct command_info *c = NULL;
	size_t i;
	if (!o->command || strcmp(o->command, "help") == 0) {
		fputs(usage_text, o->help || o->command ? stdout : stderr);
		return o->help || o->command ? 0 : 2;
	}
	for (i = 0; i < sizeof commands / sizeof *commands; i++)
		if (strcmp(o->command, commands[i].name) == 0)
			c = &commands[i];
	if (!c) {
		fprintf(stderr, "converge: unknown command '%s'; see 'converge "
				"--help'\n", o->command);
		return 2;
	}
	if (o->help) {
		fputs(c->help ? c->help
		      : strcmp(c->name, "cycles") == 0 ? help_cycles
		      : strcmp(c->name, "dom") == 0 ? help_dom : help_verify,
		      stdout);
		return 0;
	}
	if (o->format && !c->formats) {
		fprintf(stderr, "converge: %s has no --format\n", c->name);
		return 2;
	}
	if (o->format && !format_in(o->format, c->formats)) {
		fprintf(stderr, "converge: unknown format '%s' (%s)\n", o->format,
			c->formats);
		return 2;
	}
	if ((o->function && !c->function) || (o->post && !c->post) ||
	    (o->llvm_compat && !c->compat)) {
		fprintf(stderr, "converge: %s does not take %s; see 'converge %s "
				"--help'\n", c->name,
			o->function && !c->function ? "--function"
			: o->post && !c->post ? "--post" : "--llvm-compat",
			c->name);
		return 2;
	}
	if (!c->inputs && o->ninputs) {
		fprintf(stderr, "converge: %s reads no file ('%s')\n", c->name,
			o->inputs[0]);
		return 2;
	}
	return -1;
}

/* A context; CONVERGE_THREADS (0 to 3) sets the library's
 * threads (cv_context_set_threads; the test tiers read everything
 * both ways). */
static cv_context *new_context(void)
{
	cv_context *ctx = cv_context_new(NULL);
	const char *e = getenv("CONVERGE_THREADS");
	if (ctx && e && e[0] >= '0' && e[0] <= '3' && !e[1])
		cv_context_set_threads(ctx, (unsigned)(e[0] - '0'));
	return ctx;
}

/* LLVM's tools take long options with one dash as well as two:
 * -mtriple=T, -mcpu=C, -function f.  The arguments with such options
 * written with two dashes, up to `--` (0), or NULL when memory runs out
 * (-1); *copies the strings to free. */
static char **llvm_spellings(int argc, char **argv, char ***copies)
{
	char **nargv = calloc((size_t)argc + 1, sizeof *nargv);
	int i, rest = 0, ncopies = 0;
	*copies = calloc((size_t)argc + 1, sizeof **copies);
	if (!nargv || !*copies) {
		free(nargv);
		free(*copies);
		return NULL;
	}
	for (i = 0; i < argc; i++) {
		const char *a = argv[i];
		nargv[i] = argv[i];
		if (i == 0 || rest)
			continue;
		if (strcmp(a, "--") == 0) {
			rest = 1;
			continue;
		}
		/* -oFILE is -o with its value; -op and -oracle are long */
		if (a[0] == '-' && ((a[1] >= 'a' && a[1] <= 'z') ||
				    (a[1] >= 'A' && a[1] <= 'Z')) && a[2] &&
		    (a[1] != 'o' || strncmp(a, "-oracle", 7) == 0 ||
		     (strncmp(a, "-op", 3) == 0 && (!a[3] || a[3] == '=')))) {
			size_t n = strlen(a);
			char *c = malloc(n + 2);
			if (!c)
				goto oom;
			c[0] = '-';
			memcpy(c + 1, a, n + 1);
			nargv[i] = (*copies)[ncopies++] = c;
		}
	}
	return nargv;
oom:
	for (i = 0; i < ncopies; i++)
		free((*copies)[i]);
	free(*copies);
	free(nargv);
	return NULL;
}

static int dispatch(int argc, char **argv);

int main(int argc, char **argv)
{
	char **copies, **nargv = llvm_spellings(argc, argv, &copies);
	int rc, i;
	if (!nargv) {
		fprintf(stderr, "converge: out of memory\n");
		return 2;
	}
	rc = dispatch(argc, nargv);
	for (i = 0; copies[i]; i++)
		free(copies[i]);
	free(copies);
	free(nargv);
	return rc;
}

static int dispatch(int argc, char **argv)
{
	struct options o;
	cv_context *ctx;
	int rc;
	if (argc >= 2 && strcmp(argv[1], "--version") == 0) {
		printf("converge %s (reads LLVM IR 15-22; prints as LLVM 22)\n",
		       cv_version());
		return 0;
	}
	if (argc >= 2 && (strcmp(argv[1], "uniformity") == 0 ||
			  strcmp(argv[1], "explain") == 0)) {
		/* uniformity and explain parse their own options */
		ctx = new_context();
		if (!ctx) {
			fprintf(stderr, "converge: out of memory\n");
			return 2;
		}
		rc = argv[1][0] == 'u' ? cmd_uniformity(ctx, argc - 1, argv + 1)
				       : cmd_explain(ctx, argc - 1, argv + 1);
		cv_context_free(ctx);
		return rc;
	}
	if (argc >= 2 && (strcmp(argv[1], "check") == 0 ||
			  strcmp(argv[1], "tokens") == 0)) {
		ctx = new_context();
		if (!ctx) {
			fprintf(stderr, "converge: out of memory\n");
			return 2;
		}
		rc = argv[1][1] == 'h' ? cmd_check(ctx, argc - 1, argv + 1)
				       : cmd_tokens(ctx, argc - 1, argv + 1);
		cv_context_free(ctx);
		return rc;
	}
	if (argc >= 2 && strcmp(argv[1], "noconvergent") == 0) {
		ctx = new_context();
		if (!ctx) {
			fprintf(stderr, "converge: out of memory\n");
			return 2;
		}
		rc = cmd_noconvergent(ctx, argc - 1, argv + 1);
		cv_context_free(ctx);
		return rc;
	}
	if (argc >= 2 && (strcmp(argv[1], "trace") == 0 ||
			  strcmp(argv[1], "run") == 0)) {
		/* trace and run parse their own options (cmd_sim.h) */
		ctx = new_context();
		if (!ctx) {
			fprintf(stderr, "converge: out of memory\n");
			return 2;
		}
		rc = argv[1][0] == 't' ? cmd_trace(ctx, argc - 1, argv + 1)
				       : cmd_run(ctx, argc - 1, argv + 1);
		cv_context_free(ctx);
		return rc;
	}
	memset(&o, 0, sizeof o);
	o.inputs = calloc((size_t)argc, sizeof *o.inputs);
	if (!o.inputs) {
		fprintf(stderr, "converge: out of memory\n");
		return 2;
	}
	rc = parse_args(argc, argv, &o) != 0 ? 2 : command_usage(&o);
	if (rc >= 0) {
		free(o.inputs);
		return rc;
	}
	ctx = new_context();
	if (!ctx) {
		fprintf(stderr, "converge: out of memory\n");
		free(o.inputs);
		return 2;
	}
	if (strcmp(o.command, "tour") == 0) {
		FILE *out = cli_open_output(o.output);
		if (!out)
			rc = 2;
		else {
			rc = tour_run(ctx, out);
			if (cli_close_output(out))
				rc = 2;
		}
	} else
		rc = per_input(ctx, &o);
	cv_context_free(ctx);
	free(o.inputs);
	return rc;
}
