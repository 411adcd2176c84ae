/*
 * converge - command-line driver.  Reads LLVM IR, runs a command, prints
 * results and diagnostics.  Exit codes: 0 ok, 1 the input violates a rule
 * or a check failed, 2 bad usage or unreadable input.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
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
	"usage: converge <command> [options] [FILE|-]\n"
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
	"exit codes: 0 ok, 1 a rule is violated or a check failed,\n"
	"            2 bad usage or unreadable input\n";

static const char help_print[] =
	"usage: converge print [-o OUT] [FILE|-]\n"
	"\n"
	"Parses LLVM textual IR (LLVM 15 to 22 syntax) and prints the module\n"
	"the way `opt -S` of LLVM 22 prints it: unnamed values renumbered,\n"
	"attribute groups renumbered, constants and alignments made explicit.\n"
	"Errors are reported as FILE:LINE:COL: error: ... with exit code 2.\n";

static const char help_parse[] =
	"usage: converge parse [FILE|-]\n"
	"\n"
	"Parses LLVM textual IR and reports the first error, if any.  Prints\n"
	"nothing when the input is valid.  Exit 0 valid, 2 invalid.\n";

static const char help_tour[] =
	"usage: converge tour [-o OUT]\n"
	"\n"
	"Walks through examples from the specification of convergent\n"
	"operations: each example's IR is read and printed back; later\n"
	"commands add their analyses to the tour.\n";

struct options {
	const char *command;
	const char *input;
	const char *output;
	const char *format;   /* --format=F */
	const char *function; /* --function=NAME */
	int post;             /* --post */
	const char *input_name; /* --input-name NAME */
	int llvm_compat;      /* --llvm-compat */
	int no_verify;        /* --no-verify, --disable-verify */
	int help;
};


static int parse_args(int argc, char **argv, struct options *o)
{
	int i;
	memset(o, 0, sizeof *o);
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0)
			o->help = 1;
		else if (strcmp(a, "-o") == 0) {
			if (++i >= argc) {
				fprintf(stderr, "converge: -o needs a file name\n");
				return -1;
			}
			o->output = argv[i];
		} else if (strncmp(a, "-o", 2) == 0 && a[2])
			o->output = a + 2;
		else if (strncmp(a, "--format=", 9) == 0)
			o->format = a + 9;
		else if (strncmp(a, "--function=", 11) == 0)
			o->function = a + 11;
		else if (strcmp(a, "--format") == 0 ||
			 strcmp(a, "--function") == 0) {
			if (++i >= argc) {
				fprintf(stderr, "converge: %s needs a value\n", a);
				return -1;
			}
			if (a[3] == 'o')
				o->format = argv[i];
			else
				o->function = argv[i];
		} else if (strcmp(a, "--input-name") == 0) {
			if (++i >= argc) {
				fprintf(stderr, "converge: %s needs a value\n", a);
				return -1;
			}
			o->input_name = argv[i];
		} else if (strncmp(a, "--input-name=", 13) == 0)
			o->input_name = a + 13;
		else if (strcmp(a, "--llvm-compat") == 0)
			o->llvm_compat = 1;
		else if (strcmp(a, "--post") == 0)
			o->post = 1;
		else if (strcmp(a, "--no-verify") == 0 ||
			 strcmp(a, "--disable-verify") == 0)
			o->no_verify = 1;
		else if (a[0] == '-' && a[1]) {
			fprintf(stderr, "converge: unknown option '%s'\n", a);
			return -1;
		} else if (!o->command)
			o->command = a;
		else if (!o->input)
			o->input = a;
		else {
			fprintf(stderr, "converge: unexpected argument '%s'\n", a);
			return -1;
		}
	}
	return 0;
}

/* The input's name in messages. */
static const char *input_label(const struct options *o)
{
	return o->input_name ? o->input_name : o->input;
}

static FILE *open_output(const struct options *o)
{
	return cli_open_output(o->output);
}

static int cmd_print(cv_context *ctx, const struct options *o, int print)
{
	cv_module *m = cli_load_named(ctx, o->input, o->input_name);
	FILE *out;
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
		out = open_output(o);
		if (!out) {
			cv_module_free(m);
			return 2;
		}
		w.write = cli_write_file;
		w.user = out;
		if (cv_print_module(m, &w) != 0)
			rc = 2;
		if (cli_close_output(out))
			rc = 2;
	}
	cv_module_free(m);
	return rc;
}

/* `cycles` and `dom` (cmd_cycles.c). */
static int cmd_analysis(cv_context *ctx, const struct options *o, int is_dom)
{
	cv_module *m = cli_load_named(ctx, o->input, o->input_name);
	FILE *out;
	int rc;
	if (!m)
		return 2;
	if (!o->no_verify &&
	    (rc = cli_refuse_broken(ctx, m, input_label(o))) != 0) {
		cv_module_free(m);
		return rc;
	}
	out = open_output(o);
	if (!out) {
		cv_module_free(m);
		return 2;
	}
	rc = is_dom ? cmd_dom(m, out, o->function, o->format, o->post)
		    : cmd_cycles(m, out, o->function, o->format);
	if (cli_close_output(out))
		rc = 2;
	cv_module_free(m);
	return rc;
}

/* `verify` (cmd_verify.c), which reads its input itself to show source
 * lines. */
static int run_verify(cv_context *ctx, const struct options *o)
{
	struct verify_args a;
	FILE *out = open_output(o);
	int rc;
	if (!out)
		return 2;
	a.input = o->input;
	a.input_name = o->input_name;
	a.format = o->format;
	a.function = o->function;
	a.llvm_compat = o->llvm_compat;
	rc = cmd_verify(ctx, &a, out);
	if (cli_close_output(out))
		rc = 2;
	return rc;
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

int main(int argc, char **argv)
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
	if (parse_args(argc, argv, &o) != 0) {
		fputs(usage_text, stderr);
		return 2;
	}
	if (!o.command) {
		fputs(usage_text, o.help ? stdout : stderr);
		return o.help ? 0 : 2;
	}
	if (strcmp(o.command, "help") == 0) {
		fputs(usage_text, stdout);
		return 0;
	}
	ctx = new_context();
	if (!ctx) {
		fprintf(stderr, "converge: out of memory\n");
		return 2;
	}
	if (strcmp(o.command, "print") == 0) {
		if (o.help) {
			fputs(help_print, stdout);
			rc = 0;
		} else
			rc = cmd_print(ctx, &o, 1);
	} else if (strcmp(o.command, "parse") == 0) {
		if (o.help) {
			fputs(help_parse, stdout);
			rc = 0;
		} else
			rc = cmd_print(ctx, &o, 0);
	} else if (strcmp(o.command, "cycles") == 0 ||
		   strcmp(o.command, "dom") == 0) {
		int is_dom = o.command[0] == 'd';
		if (o.help) {
			fputs(is_dom ? help_dom : help_cycles, stdout);
			rc = 0;
		} else
			rc = cmd_analysis(ctx, &o, is_dom);
	} else if (strcmp(o.command, "verify") == 0) {
		if (o.help) {
			fputs(help_verify, stdout);
			rc = 0;
		} else
			rc = run_verify(ctx, &o);
	} else if (strcmp(o.command, "tour") == 0) {
		if (o.help) {
			fputs(help_tour, stdout);
			rc = 0;
		} else {
			FILE *out = open_output(&o);
			if (!out)
				rc = 2;
			else {
				rc = tour_run(ctx, out);
				if (cli_close_output(out))
					rc = 2;
			}
		}
	} else {
		fprintf(stderr, "converge: unknown command '%s'\n\n%s", o.command,
			usage_text);
		rc = 2;
	}
	cv_context_free(ctx);
	return rc;
}
