/*
 * cmd_trace.c - `converge trace`: the converged-with relation for given
 * per-thread paths (the specification's thread tables).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_sim.h"

const char help_trace[] =
	"usage: converge trace [--function NAME] --path \"B0 B1 ...\" [--path ...]\n"
	"                      [--op OP] [--anchor=POLICY] [--oracle]\n"
	"                      [--format=text|json] [-o OUT] [FILE|-]\n"
	"\n"
	"Given one path of blocks per thread (each --path is a thread, starting\n"
	"at the entry block and following edges of the CFG), computes which\n"
	"dynamic instances are converged:\n"
	"\n"
	"  without --op  the maximal converged-with relation over the block\n"
	"                instances, for the cycle hierarchy of `converge cycles`\n"
	"                (convergence-and-uniformity: Maximal Convergence)\n"
	"  --op OP       the dynamic instances of one instruction: a call with a\n"
	"                convergencectrl token follows the token (its value must\n"
	"                come from converged instances of the definition; loop\n"
	"                adds the n-th execution rule); entry is converged for\n"
	"                all threads; anchor follows --anchor; other convergent\n"
	"                calls converge maximally; other instructions follow the\n"
	"                controlled maximal converged-with relation.  OP is\n"
	"                %name or %N (a numbered value), @callee (its only\n"
	"                call) or line:N (a bare N is refused: line or value?).\n"
	"                A cell is a block and its instance number (H1), with\n"
	"                '#' between them when the block's name ends in a digit\n"
	"                (12#1).\n"
	"\n"
	"options:\n"
	"  --anchor=maximal|singleton|random:SEED   anchor instances: the threads\n"
	"                converged there, each thread alone, or a random split\n"
	"  --oracle      compute from the literal definition (a least fixpoint\n"
	"                over convergence-before; slow) instead of keys\n"
	"  --format=text a row per thread, converged instances in one column\n"
	"                (instances numbered per block, as in the specification)\n"
	"  --format=json {\"groups\": [[[thread, position], ...], ...]}: the\n"
	"                converged classes in column order; threads and positions\n"
	"                in the paths are 0-based\n"
	"  --no-verify   trace in a module LLVM's verifier rejects (by default\n"
	"                it is refused with exit 1, as opt does)\n"
	"\n"
	"Block names are written as in the IR, with or without '%'; a path may\n"
	"separate them with spaces, commas or ->.\n";

int cmd_trace(cv_context *ctx, int argc, char **argv)
{
	const char *input = NULL, *output = NULL, *function = NULL;
	const char *format = "text", *v;
	const char **paths;
	cv_trace_options o;
	cv_module *m;
	cv_trace *t;
	size_t index;
	FILE *out;
	cv_writer w;
	int i, rc = 0, no_verify = 0;
	memset(&o, 0, sizeof o);
	paths = calloc((size_t)argc + 1, sizeof *paths);
	if (!paths) {
		fprintf(stderr, "converge: out of memory\n");
		return 2;
	}
	o.paths = paths;
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--") == 0) {
			/* the rest are files, even those that start with '-' */
			for (i++; i < argc; i++) {
				if (input) {
					fprintf(stderr, "converge: unexpected argument '%s'\n",
						argv[i]);
					free(paths);
					return 2;
				}
				input = argv[i];
			}
			break;
		}
		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			fputs(help_trace, stdout);
			free(paths);
			return 0;
		} else if ((v = cli_opt_value(argc, argv, &i, "--path")))
			paths[o.npaths++] = v;
		else if ((v = cli_opt_value(argc, argv, &i, "--function")))
			function = v;
		else if ((v = cli_opt_value(argc, argv, &i, "--op")))
			o.op = v;
		else if ((v = cli_opt_value(argc, argv, &i, "--format")))
			format = v;
		else if ((v = cli_opt_value(argc, argv, &i, "--anchor"))) {
			if (cli_parse_anchor(v, &o.anchor, &o.seed, NULL, 0, NULL) != 0) {
				free(paths);
				return 2;
			}
		} else if (strcmp(a, "--oracle") == 0)
			o.oracle = 1;
		else if (strcmp(a, "--no-verify") == 0 ||
			 strcmp(a, "--disable-verify") == 0)
			no_verify = 1;
		else if (strcmp(a, "-o") == 0 && i + 1 < argc)
			output = argv[++i];
		else if (strncmp(a, "-o", 2) == 0 && a[2])
			output = a + 2;
		else if (a[0] == '-' && a[1]) {
			cli_unknown_option("trace", a, 1);
			free(paths);
			return 2;
		} else if (!input)
			input = a;
		else {
			fprintf(stderr, "converge: unexpected argument '%s'\n", a);
			free(paths);
			return 2;
		}
	}
	if (strcmp(format, "text") != 0 && strcmp(format, "json") != 0) {
		fprintf(stderr, "converge: unknown format '%s' (text or json)\n",
			format);
		free(paths);
		return 2;
	}
	if (!o.npaths) {
		fprintf(stderr, "converge: trace needs at least one --path\n");
		free(paths);
		return 2;
	}
	m = cli_load(ctx, input);
	if (!m) {
		free(paths);
		return 2;
	}
	if (!no_verify && (rc = cli_refuse_broken(ctx, m, input)) != 0) {
		cv_module_free(m);
		free(paths);
		return rc;
	}
	if (cli_find_function(m, function, &index) != 0) {
		cv_module_free(m);
		free(paths);
		return 2;
	}
	t = cv_trace_new(m, index, &o);
	if (!t) {
		cli_print_diags(ctx);
		cv_module_free(m);
		free(paths);
		return 2;
	}
	out = cli_open_output(output);
	if (!out)
		rc = 2;
	else {
		w.write = cli_write_file;
		w.user = out;
		if (cv_trace_print(t, strcmp(format, "json") == 0, &w) != 0)
			rc = 2;
		if (cli_close_output(out))
			rc = 2;
	}
	cv_trace_free(t);
	cv_module_free(m);
	free(paths);
	return rc;
}
