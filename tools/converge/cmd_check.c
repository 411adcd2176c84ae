/*
 * cmd_check.c - `converge check BEFORE AFTER`: is AFTER a correct
 * transformation of BEFORE under the specification's semantics of
 * convergent operations?  (src/check/check.c does the work.)
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_check.h"

const char help_check[] =
	"usage: converge check [--function NAME]... [--threads N[,N...]] [--wave W]\n"
	"                      [--seed N] [--budget N] [--max-steps N]\n"
	"                      [--anchor-splits N] [--anchor-runs N]\n"
	"                      [--hierarchies N]\n"
	"                      [--reconvergence=maximal|ipdom]\n"
	"                      [--extern NAME=VALUE|zero|tid|lane]...\n"
	"                      [--format=text|json] [-o OUT] BEFORE AFTER\n"
	"\n"
	"Is AFTER a correct transformation of BEFORE?  The specification's\n"
	"criterion: the set of threads that communicate in AFTER must have been\n"
	"possible in BEFORE.  Functions are matched by name (every definition of\n"
	"BEFORE, or the --function ones); one on one side only is reported.\n"
	"Either file may be '-'.  Typical use:\n"
	"  opt -passes=simplifycfg k.ll -S | converge check k.ll -\n"
	"\n"
	"static   a rule of `converge verify` that AFTER breaks in a function and\n"
	"         BEFORE does not fails the check, with the diagnostics\n"
	"dynamic  --budget launches per function (default 16) from --seed: thread\n"
	"         counts (--threads, used in turn; default the wave, two waves, a\n"
	"         partial wave, one thread), the wave (--wave; default AMDGPU's\n"
	"         wavefront size, else 32), integer and float arguments, buffers\n"
	"         of 4096 bytes (zero, iota or random) for pointers; `tid`/`lane`\n"
	"         for arguments of functions that are not kernels.  Both run on the\n"
	"         simulator (maximal convergence, as `converge run`); per thread,\n"
	"         the sequence of convergent operations (callee, the threads\n"
	"         executing each instance together, its results), the return\n"
	"         value and the final buffers and globals of AFTER must be those of\n"
	"         BEFORE.  Poison in BEFORE matches anything; a launch on which\n"
	"         BEFORE stops (undefined behaviour, --max-steps, default 10^6)\n"
	"         checks nothing.\n"
	"anchors  an anchor's groups are the implementation's choice: AFTER runs\n"
	"         under every way of grouping the threads at each of its anchor\n"
	"         executions, up to --anchor-runs runs a launch (default 64; every\n"
	"         other launch has 2 to 4 threads, so that all of them fit), and\n"
	"         where that bounds it, also singleton and --anchor-splits random\n"
	"         splits (default 4).  Each run of AFTER needs a run of BEFORE with\n"
	"         the same behaviour: under AFTER's own groups, maximal, singleton,\n"
	"         the random splits, or any of its first --anchor-runs groupings.\n"
	"         The report says on how many launches the search was complete.\n"
	"\n"
	"cycles   the header of an irreducible cycle is the implementation's\n"
	"         choice: where a side has one, its distinct cycle hierarchies\n"
	"         (from depth-first searches in 64 rotated successor orders,\n"
	"         `converge run --hierarchy K`) are found, at most --hierarchies\n"
	"         a side (default 8); AFTER runs under each of its own, and a run\n"
	"         of AFTER may match BEFORE under any of BEFORE's.  The report\n"
	"         says where every hierarchy (against an upper bound: the\n"
	"         entries of each irreducible cycle, nested ones included) was run.\n"
	"\n"
	"--reconvergence=ipdom runs both under the stack-based model instead\n"
	"(threads that diverged at a branch meet again only at its immediate\n"
	"post-dominator), where some transforms the specification allows are not\n"
	"correct (its jump-threading example).\n"
	"\n"
	"--extern NAME=VALUE models an external function on both sides as\n"
	"`converge run --extern` does; a launch that reaches any other external\n"
	"function stops there (the simulator invents no values).\n"
	"\n"
	"The first counterexample of each function gives the launch as\n"
	"`converge run` options, the thread and the convergent operation on each\n"
	"side (line, callee, thread group, result).  Exit 0 if everything checked\n"
	"holds, 1 on a counterexample or a new static violation, 2 on bad usage\n"
	"or unreadable input.\n";

/* "4,8,13" into threads[]; the count, or 0 after saying why. */
static size_t parse_threads(const char *s, unsigned *threads, size_t cap)
{
	size_t n = 0;
	while (*s) {
		char buf[32];
		size_t len = strcspn(s, ",");
		unsigned long long v;
		if (len == 0 || len >= sizeof buf || n == cap) {
			fprintf(stderr, "converge: --threads needs counts like 4,8,13\n");
			return 0;
		}
		memcpy(buf, s, len);
		buf[len] = 0;
		if (cli_parse_number("--threads", buf, 1u << 16, 0, &v) != 0)
			return 0;
		threads[n++] = (unsigned)v;
		s += len;
		if (*s == ',')
			s++;
	}
	return n;
}

int cmd_check(cv_context *ctx, int argc, char **argv)
{
	const char *inputs[2] = {NULL, NULL}, *output = NULL, *format = "text";
	const char **functions;
	cv_run_arg *externs;
	unsigned threads[64];
	cv_check_options o;
	cv_module *before = NULL, *after = NULL;
	cv_check *c = NULL;
	const char *v;
	int i, ninputs = 0, rc = 2;
	unsigned long long n;
	memset(&o, 0, sizeof o);
	functions = calloc((size_t)argc + 1, sizeof *functions);
	externs = calloc((size_t)argc + 1, sizeof *externs);
	if (!functions || !externs) {
		free(functions);
		free(externs);
		fprintf(stderr, "converge: out of memory\n");
		return 2;
	}
	o.externs = externs;
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--") == 0) {
			/* the rest are files, even those that start with '-' */
			for (i++; i < argc; i++) {
				if (ninputs == 2) {
					fprintf(stderr, "converge: unexpected argument '%s'\n",
						argv[i]);
					goto out;
				}
				inputs[ninputs++] = argv[i];
			}
			break;
		}
		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			fputs(help_check, stdout);
			free(functions);
			free(externs);
			return 0;
		} else if ((v = cli_opt_value(argc, argv, &i, "--function"))) {
			functions[o.nfunctions++] = v;
		} else if ((v = cli_opt_value(argc, argv, &i, "--threads"))) {
			o.nthreads = parse_threads(v, threads, 64);
			if (!o.nthreads)
				goto out;
			o.threads = threads;
		} else if ((v = cli_opt_value(argc, argv, &i, "--extern"))) {
			const char *eq = strchr(v, '=');
			char *name;
			if (!eq || eq == v || !eq[1]) {
				fprintf(stderr, "converge: --extern needs NAME=VALUE|zero|tid|lane\n");
				goto out;
			}
			name = malloc((size_t)(eq - v) + 1);
			if (!name) {
				fprintf(stderr, "converge: out of memory\n");
				goto out;
			}
			memcpy(name, v, (size_t)(eq - v));
			name[eq - v] = 0;
			externs[o.nexterns].name = name;
			externs[o.nexterns].value = eq + 1;
			o.nexterns++;
		} else if ((v = cli_opt_value(argc, argv, &i, "--wave"))) {
			if (cli_parse_number("--wave", v, 64, 0, &n) != 0)
				goto out;
			o.wave = (unsigned)n;
		} else if ((v = cli_opt_value(argc, argv, &i, "--seed"))) {
			if (cli_parse_number("--seed", v, ~0ull, 1, &n) != 0)
				goto out;
			o.seed = n;
		} else if ((v = cli_opt_value(argc, argv, &i, "--budget"))) {
			if (cli_parse_number("--budget", v, 1u << 20, 0, &n) != 0)
				goto out;
			o.budget = (unsigned)n;
		} else if ((v = cli_opt_value(argc, argv, &i, "--max-steps"))) {
			if (cli_parse_number("--max-steps", v, ~0ull / 8, 0, &n) != 0)
				goto out;
			o.max_steps = n;
		} else if ((v = cli_opt_value(argc, argv, &i, "--anchor-splits"))) {
			if (cli_parse_number("--anchor-splits", v, 16, 0, &n) != 0)
				goto out;
			o.anchor_splits = (unsigned)n;
		} else if ((v = cli_opt_value(argc, argv, &i, "--anchor-runs"))) {
			if (cli_parse_number("--anchor-runs", v, 1u << 16, 0, &n) != 0)
				goto out;
			o.anchor_runs = (unsigned)n;
		} else if ((v = cli_opt_value(argc, argv, &i, "--hierarchies"))) {
			if (cli_parse_number("--hierarchies", v, 64, 0, &n) != 0)
				goto out;
			o.hierarchies = (unsigned)n;
		} else if ((v = cli_opt_value(argc, argv, &i, "--reconvergence"))) {
			if (cli_parse_reconvergence(v, &o.reconvergence) != 0)
				goto out;
		} else if ((v = cli_opt_value(argc, argv, &i, "--format"))) {
			format = v;
		} else if (strcmp(a, "-o") == 0 && i + 1 < argc) {
			output = argv[++i];
		} else if (a[0] == '-' && a[1]) {
			cli_unknown_option("check", a, 1);
			goto out;
		} else if (ninputs < 2) {
			inputs[ninputs++] = a;
		} else {
			fprintf(stderr, "converge: unexpected argument '%s'\n", a);
			goto out;
		}
	}
	if (ninputs != 2) {
		fprintf(stderr, "converge: check needs two files, BEFORE and AFTER\n\n%s",
			help_check);
		goto out;
	}
	if (strcmp(inputs[0], "-") == 0 && strcmp(inputs[1], "-") == 0) {
		fprintf(stderr, "converge: only one of BEFORE and AFTER can be '-'\n");
		goto out;
	}
	if (strcmp(format, "text") != 0 && strcmp(format, "json") != 0) {
		fprintf(stderr, "converge: unknown format '%s' (text or json)\n", format);
		goto out;
	}
	if (o.nfunctions)
		o.functions = functions;
	before = cli_load(ctx, inputs[0]);
	if (!before)
		goto out;
	after = cli_load(ctx, inputs[1]);
	if (!after)
		goto out;
	c = cv_check_new(ctx, before, after, &o);
	if (!c) {
		cli_print_diags(ctx);
		goto out;
	}
	{
		FILE *out = cli_open_output(output);
		cv_writer w;
		if (!out)
			goto out;
		w.write = cli_write_file;
		w.user = out;
		rc = cv_check_print(c, strcmp(format, "json") == 0, &w) != 0 ? 2
		     : cv_check_result(c);
		if (cli_close_output(out))
			rc = 2;
	}
out:
	cv_check_free(c);
	cv_module_free(after);
	cv_module_free(before);
	free(functions);
	for (i = 0; i < (int)o.nexterns; i++)
		free((char *)externs[i].name);
	free(externs);
	return rc;
}
