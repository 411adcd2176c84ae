/*
 * cmd_run.c - `converge run`: execute a function on simulated threads
 * grouped in waves; print which threads executed each convergent
 * operation together; optionally check the uniformity analysis against
 * the execution.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "html.h"
#include "report.h"
#include "cmd_sim.h"

const char help_run[] =
	"usage: converge run [--function NAME] [--threads N] [--wave W]\n"
	"                    [--grid X[,Y[,Z]]] [--workgroup X[,Y[,Z]]]\n"
	"                    [--arg NAME=VALUE]... [--anchor=POLICY] [--max-steps N]\n"
	"                    [--extern NAME=VALUE|zero|tid|lane]...\n"
	"                    [--dump NAME=FILE]...\n"
	"                    [--check-uniformity [--llvm-compat]]\n"
	"                    [--reconvergence=maximal|ipdom]\n"
	"                    [--format=text|json|summary|html] [-o OUT] [FILE|-]\n"
	"\n"
	"Executes the function (default: the first definition) on a grid of\n"
	"workgroups (--grid, default 1) of threads (--workgroup; --threads N\n"
	"alone: one workgroup of N threads, default 1), each workgroup's\n"
	"threads grouped into waves of W (default 64, at most 64; the last wave\n"
	"of a workgroup may be partial).  Threads of a wave that execute the same dynamic\n"
	"instance execute it together: maximal convergence for uncontrolled\n"
	"operations (threads reconverge at every point where they executed the\n"
	"same iterations of the cycles around it); convergence tokens for\n"
	"controlled ones (entry: the threads that made the call together, or\n"
	"the wave for the launched function; loop: the n-th execution with the\n"
	"same token value; anchor: --anchor).  A convergent operation computes\n"
	"over exactly those threads.  Workgroups run one after another, and\n"
	"each one's waves one after another; a workgroup barrier (s.barrier,\n"
	"barrier0, ...) waits for every wave of its workgroup.  Global memory\n"
	"and buffers are shared by all threads; LDS / shared / Workgroup\n"
	"memory (address space 3) is one per workgroup; allocas and private\n"
	"globals are one per thread, with the same address in every thread.\n"
	"\n"
	"options:\n"
	"  --grid X[,Y[,Z]]  workgroups in x, y and z (default 1)\n"
	"  --workgroup X[,Y[,Z]]  threads per workgroup in x, y and z; threads\n"
	"                 are numbered x fastest, workgroup after workgroup.  A\n"
	"                 kernel that requires a size (reqd_work_group_size,\n"
	"                 hlsl.numthreads, nvvm.reqntid) gets it by default\n"
	"  --threads N    one workgroup of N threads (or the first N of the\n"
	"                 size the kernel requires); with --grid and\n"
	"                 --workgroup, must be their total\n"
	"  --arg NAME=VALUE  an argument of the function: an integer or float\n"
	"                 literal, true/false, null, buffer:SIZE[:INIT] (a fresh\n"
	"                 buffer of SIZE bytes; INIT: zero (default), iota (32-bit\n"
	"                 little-endian words 0, 1, 2...), random:SEED, hex:BYTES\n"
	"                 or file:PATH (the file's bytes, the rest zero)),\n"
	"                 @global, tid (the thread id) or lane (the index in the\n"
	"                 wave).  A buffer for a pointer to address space 3\n"
	"                 (OpenCL __local) is one per workgroup.  NAME is the\n"
	"                 argument's name or number, or an HLSL resource's name.\n"
	"                 Arguments not given are 0; pointers get a 4096-byte\n"
	"                 zeroed buffer.\n"
	"  --dump NAME=FILE  write buffer NAME's final contents to FILE\n"
	"  --extern NAME=VALUE|zero|tid|lane  what a call to the external\n"
	"                 function NAME returns (a number, zero / null, the\n"
	"                 thread id or the lane); a call to any other external\n"
	"                 function the simulator does not model is an error\n"
	"                 when reached, never a made-up value\n"
	;

/* More of the help (one string would pass C's 4095 characters). */
static const char help_run_anchor[] =
	"  --anchor=maximal|singleton|random:SEED   which threads share an anchor\n"
	"                 instance: all threads there together, each alone, or a\n"
	"                 seeded random split; a correct program's contract holds\n"
	"                 under each.  choices:C.C...: one grouping among all\n"
	"                 (the lanes at each anchor execution in order, each\n"
	"                 after the first joining part C of those so far, or a\n"
	"                 new one when C is their number; `check` prints these)\n"
	"  --hierarchy K  the cycle hierarchy of another depth-first search (K > 0\n"
	"                 rotates each block's successors by a K-seeded amount):\n"
	"                 an irreducible cycle may get another entry as header,\n"
	"                 as the specification allows; 0 (default) is LLVM's\n"
	"  --max-steps N  instructions any one thread may execute (default 10^7)\n"
	"  --reconvergence=maximal|ipdom  where threads that diverged at a branch\n"
	"                 run together again: maximal (default, the\n"
	"                 specification's: wherever they reach the same point in\n"
	"                 the same iterations) or ipdom (only at the branch's\n"
	"                 immediate post-dominator, as stack-based SIMT hardware)\n"
	;

/* The rest of the help (one string would pass C's 4095 characters). */
static const char help_run_more[] =
	"  --check-uniformity  every value the uniformity analysis calls uniform\n"
	"                 must be equal across each group of converged dynamic\n"
	"                 instances, and every branch it calls uniform must not\n"
	"                 split one; exit 1 on a violation.  --mtriple=T selects\n"
	"                 the target of the analysis; --llvm-compat checks LLVM\n"
	"                 22's answers instead of the specification's.\n"
	"  --format=text  each dynamic instance of a convergent operation with its\n"
	"                 threads, inputs and results; per-thread return values;\n"
	"                 final values of scalar globals; each buffer's final\n"
	"                 contents as a hexdump (long ones elided: see --dump)\n"
	"  --format=json  {\"ops\": [...], \"returns\": [...], \"globals\": {...},\n"
	"                 \"buffers\": {\"NAME\": \"HEX\"...}, \"check\":\n"
	"                 {\"groups_checked\": n, \"violations\": [...]}}\n"
	"  --format=summary  one line of counts (for benchmarks)\n"
	"  --format=html  one self-contained page: the listing, and for each\n"
	"                 convergent operation (a click on its line) the table\n"
	"                 of its dynamic instances, threads by instance\n"
	"  --no-verify    run a module LLVM's verifier rejects (by default it is\n"
	"                 refused with exit 1, as opt does)\n"
	"\n"
	"Errors (the step limit, out-of-bounds memory, division by zero, branch\n"
	"on poison, an unsupported instruction reached, a token used against the\n"
	"static rules) are reported as FILE:LINE:COL: error: ... with exit code\n"
	"2, after what ran before them.  `undef` behaves as poison.\n";

/* X[,Y[,Z]] of --grid and --workgroup: each from 1 to 2^24. */
static int parse_dims(const char *opt, const char *v, unsigned out[3])
{
	int k = 0;
	const char *p = v;
	for (;;) {
		char buf[32];
		const char *comma = strchr(p, ',');
		size_t len = comma ? (size_t)(comma - p) : strlen(p);
		unsigned long long n;
		if (k == 3 || len == 0 || len >= sizeof buf) {
			fprintf(stderr, "converge: %s needs X[,Y[,Z]], numbers from 1 to %u\n",
				opt, 1u << 24);
			return -1;
		}
		memcpy(buf, p, len);
		buf[len] = 0;
		if (cli_parse_number(opt, buf, 1u << 24, 0, &n) != 0)
			return -1;
		out[k++] = (unsigned)n;
		if (!comma)
			break;
		p = comma + 1;
	}
	while (k < 3)
		out[k++] = 1;
	return 0;
}

/* buffer:SIZE:file:PATH becomes buffer:SIZE:hex:BYTES, the file read
 * here (the library reads no files).  *owned: the new value, to free. */
static int file_init(cv_run_arg *a, char **owned)
{
	static const char digits[] = "0123456789abcdef";
	const char *f = strstr(a->value, ":file:");
	unsigned long long size;
	char *data = NULL, *end, *v;
	size_t n = 0, k, prefix;
	int mapped = 0;
	if (strncmp(a->value, "buffer:", 7) != 0 || !f)
		return 0;
	size = strtoull(a->value + 7, &end, 0);
	if (end != f) {
		fprintf(stderr, "converge: --arg %s=%s: file: needs buffer:SIZE:file:PATH\n",
			a->name, a->value);
		return -1;
	}
	if (cli_read_all(f + 6, &data, &n, &mapped) != 0) {
		fprintf(stderr, "converge: --arg %s: cannot read '%s': %s\n", a->name,
			f + 6, strerror(errno));
		return -1;
	}
	if (n > size) {
		fprintf(stderr, "converge: --arg %s: '%s' has %zu bytes, more than the "
			"buffer's %llu\n", a->name, f + 6, n, size);
		cli_free_input(data, n, mapped);
		return -1;
	}
	prefix = (size_t)(f - a->value) + 1;
	v = malloc(prefix + 4 + 2 * n + 1);
	if (v) {
		memcpy(v, a->value, prefix);
		memcpy(v + prefix, "hex:", 4);
		for (k = 0; k < n; k++) {
			v[prefix + 4 + 2 * k] = digits[(unsigned char)data[k] >> 4];
			v[prefix + 4 + 2 * k + 1] = digits[(unsigned char)data[k] & 15];
		}
		v[prefix + 4 + 2 * n] = 0;
		a->value = *owned = v;
	}
	cli_free_input(data, n, mapped);
	if (!v)
		fprintf(stderr, "converge: out of memory\n");
	return v ? 0 : -1;
}

/* --dump NAME=FILE for each of dumps[0..n): the buffer's bytes. */
static int dump_buffers(const cv_run *run, char **dumps, int n)
{
	int i, rc = 0;
	for (i = 0; i < n; i++) {
		char *eq = strchr(dumps[i], '=');
		const char *want = dumps[i][0] == '%' ? dumps[i] + 1 : dumps[i];
		const char *name;
		const uint8_t *data;
		size_t size, k, nb = cv_run_buffer_count(run);
		FILE *f;
		*eq = 0;
		for (k = 0; k < nb; k++)
			if (cv_run_buffer(run, k, &name, &data, &size) == 0 &&
			    strcmp(name, want) == 0)
				break;
		if (k == nb) {
			fprintf(stderr, "converge: --dump: no buffer '%s'; the buffers:", want);
			for (k = 0; k < nb; k++)
				if (cv_run_buffer(run, k, &name, &data, &size) == 0)
					fprintf(stderr, " %s", name);
			fputs(nb ? "\n" : " none\n", stderr);
			rc = 2;
		} else if (!(f = fopen(eq + 1, "wb")) ||
			   fwrite(data, 1, size, f) != size || fclose(f) != 0) {
			fprintf(stderr, "converge: --dump: cannot write '%s': %s\n", eq + 1,
				strerror(errno));
			rc = 2;
		}
		*eq = '=';
	}
	return rc;
}

/* ---- the uniformity analysis as the check's oracle --------------------------- */

/* The analysis per function, computed on first use. */
struct oracle_state {
	const cv_module *m;
	cv_uniformity_options opts;
	cv_uniformity **per_function;
	size_t n;
	int failed;
	int no_divergence; /* some analysed function's target never diverges */
};

static cv_uniformity *analysis(struct oracle_state *s, size_t index)
{
	if (index >= s->n)
		return NULL;
	if (!s->per_function[index]) {
		s->per_function[index] = cv_uniformity_new(s->m, index, &s->opts);
		if (!s->per_function[index])
			s->failed = 1;
		else if (!cv_uniformity_target_diverges(s->per_function[index]))
			s->no_divergence = 1;
	}
	/* a target without divergence calls everything uniform: true of
	 * its threads, but not of the simulator's, so nothing to check */
	if (s->per_function[index] &&
	    !cv_uniformity_target_diverges(s->per_function[index]))
		return NULL;
	return s->per_function[index];
}

static int inst_uniform(void *user, size_t index, uint32_t inst)
{
	cv_uniformity *u = analysis(user, index);
	return u && !cv_uniformity_is_divergent(u, inst);
}

static int arg_uniform(void *user, size_t index, uint32_t arg)
{
	cv_uniformity *u = analysis(user, index);
	return u && !cv_uniformity_arg_is_divergent(u, arg);
}

static int branch_uniform(void *user, size_t index, uint32_t block)
{
	cv_uniformity *u = analysis(user, index);
	return u && !cv_uniformity_branch_is_divergent(u, block);
}

/* The argument and extern names end at '=': each becomes its own string
 * (the caller frees them); then file:PATH values are read. */
static int split_names(cv_run_options *o, cv_run_arg *args, cv_run_arg *externs,
		       char **owned)
{
	size_t i;
	for (i = 0; i < o->nargs + o->nexterns; i++) {
		cv_run_arg *a = i < o->nargs ? &args[i] : &externs[i - o->nargs];
		size_t len = (size_t)(strchr(a->name, '=') - a->name);
		char *name = malloc(len + 1);
		if (!name) {
			/* the names from here on are argv's: nothing to free */
			for (; i < o->nargs + o->nexterns; i++)
				(i < o->nargs ? &args[i] : &externs[i - o->nargs])->name = NULL;
			fprintf(stderr, "converge: out of memory\n");
			return -1;
		}
		memcpy(name, a->name, len);
		name[len] = 0;
		a->name = name;
	}
	for (i = 0; i < o->nargs; i++)
		if (file_init(&args[i], &owned[i]) != 0)
			return -1;
	return 0;
}

/* The run, with --check-uniformity when triple is not NULL (""; the
 * module's).  NULL after diagnostics. */
static cv_run *start_run(cv_context *ctx, const cv_module *m, size_t index,
			 cv_run_options *o, const char *triple, int llvm_compat,
			 const char *text, size_t text_size)
{
	struct oracle_state st;
	cv_uniformity_oracle oracle;
	cv_run *run;
	size_t k;
	int check = triple != NULL;
	memset(&st, 0, sizeof st);
	if (check) {
		st.m = m;
		st.opts.triple = *triple ? triple : NULL;
		st.opts.llvm_compat = llvm_compat;
		st.n = cv_module_function_count(m);
		st.per_function = calloc(st.n + 1, sizeof *st.per_function);
		oracle.user = &st;
		oracle.inst_uniform = inst_uniform;
		oracle.arg_uniform = arg_uniform;
		oracle.branch_uniform = branch_uniform;
		o->check = &oracle;
	}
	run = cv_run_new(m, index, o);
	o->check = NULL;
	if (check && st.no_divergence)
		fprintf(stderr,
			"converge: note: the uniformity analysis finds no divergence "
			"for this target (give one with --mtriple, e.g. "
			"amdgcn-amd-amdhsa); its functions were not checked\n");
	for (k = 0; check && k < st.n; k++)
		cv_uniformity_free(st.per_function[k]);
	free(st.per_function);
	if (run && st.failed) {
		cli_print_diags_text(ctx, text, text_size);
		cv_run_free(run);
		run = NULL;
	}
	return run;
}

/* The run's results to output (NULL: stdout) in format; 0 or 2. */
static int print_run(const cv_run *run, const char *format, const char *output,
		     int check, const char *name, const char *text, size_t size)
{
	FILE *out = cli_open_output(output);
	cv_writer w;
	int rc = 0;
	if (!out)
		return 2;
	if (strcmp(format, "summary") == 0) {
		fprintf(out, "threads %u waves %u steps %llu ops %zu",
			cv_run_thread_count(run), cv_run_wave_count(run),
			(unsigned long long)cv_run_steps(run), cv_run_op_count(run));
		if (check)
			fprintf(out, " checked %llu violations %zu",
				(unsigned long long)cv_run_groups_checked(run),
				cv_run_violation_count(run));
		if (cv_run_error(run))
			fputs(" stopped-by-error", out);
		fputc('\n', out);
	} else if (strcmp(format, "html") == 0) {
		/* the page holds the JSON output */
		html_buf json;
		memset(&json, 0, sizeof json);
		w = html_buf_writer(&json);
		if (cv_run_print(run, 1, &w) != 0 || !json.p ||
		    html_page_json(out, "run", name, text, size, json.p) != 0)
			rc = 2;
		html_buf_free(&json);
	} else {
		w.write = cli_write_file;
		w.user = out;
		if (cv_run_print(run, strcmp(format, "json") == 0, &w) != 0)
			rc = 2;
	}
	if (cli_close_output(out))
		rc = 2;
	return rc;
}

int cmd_run(cv_context *ctx, int argc, char **argv)
{
	const char *input = NULL, *output = NULL, *function = NULL;
	const char *format = "text", *mtriple = NULL, *v;
	int llvm_compat = 0;
	cv_run_arg *args, *externs;
	char **dumps, **owned;
	int ndumps = 0;
	cv_run_options o;
	uint8_t choices[512];
	cv_module *m;
	cv_run *run;
	size_t index;
	int i, rc = 0, check = 0, no_verify = 0, mapped = 0;
	unsigned long long n;
	char *text = NULL;
	size_t text_size = 0;
	memset(&o, 0, sizeof o);
	o.anchor_choices = choices;
	args = calloc((size_t)argc + 1, sizeof *args);
	externs = calloc((size_t)argc + 1, sizeof *externs);
	dumps = calloc((size_t)argc + 1, sizeof *dumps);
	owned = calloc((size_t)argc + 1, sizeof *owned);
	if (!args || !externs || !dumps || !owned) {
		free(args);
		free(externs);
		free(dumps);
		free(owned);
		fprintf(stderr, "converge: out of memory\n");
		return 2;
	}
	o.args = args;
	o.externs = externs;
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--") == 0) {
			/* the rest are files, even those that start with '-' */
			for (i++; i < argc; i++) {
				if (input) {
					fprintf(stderr, "converge: unexpected argument '%s'\n",
						argv[i]);
					goto usage;
				}
				input = argv[i];
			}
			break;
		}
		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			fputs(help_run, stdout);
			fputs(help_run_anchor, stdout);
			fputs(help_run_more, stdout);
			free(args);
			free(externs);
			free(dumps);
			free(owned);
			return 0;
		} else if ((v = cli_opt_value(argc, argv, &i, "--function")))
			function = v;
		else if ((v = cli_opt_value(argc, argv, &i, "--threads"))) {
			if (cli_parse_number("--threads", v, 1u << 24, 0, &n) != 0)
				goto usage;
			o.threads = (unsigned)n;
		} else if ((v = cli_opt_value(argc, argv, &i, "--grid"))) {
			if (parse_dims("--grid", v, o.grid) != 0)
				goto usage;
		} else if ((v = cli_opt_value(argc, argv, &i, "--workgroup"))) {
			if (parse_dims("--workgroup", v, o.workgroup) != 0)
				goto usage;
		} else if ((v = cli_opt_value(argc, argv, &i, "--wave"))) {
			if (cli_parse_number("--wave", v, 64, 0, &n) != 0)
				goto usage;
			o.wave = (unsigned)n;
		} else if ((v = cli_opt_value(argc, argv, &i, "--max-steps"))) {
			if (cli_parse_number("--max-steps", v, ~0ull, 0, &n) != 0)
				goto usage;
			o.max_steps = n;
		} else if ((v = cli_opt_value(argc, argv, &i, "--arg"))) {
			const char *eq = strchr(v, '=');
			if (!eq || eq == v) {
				fprintf(stderr, "converge: --arg needs NAME=VALUE\n");
				goto usage;
			}
			args[o.nargs].name = v;
			args[o.nargs].value = eq + 1;
			o.nargs++;
		} else if ((v = cli_opt_value(argc, argv, &i, "--extern"))) {
			const char *eq = strchr(v, '=');
			if (!eq || eq == v || !eq[1]) {
				fprintf(stderr, "converge: --extern needs NAME=VALUE|zero|tid|lane\n");
				goto usage;
			}
			externs[o.nexterns].name = v;
			externs[o.nexterns].value = eq + 1;
			o.nexterns++;
		} else if ((v = cli_opt_value(argc, argv, &i, "--dump"))) {
			const char *eq = strchr(v, '=');
			if (!eq || eq == v || !eq[1]) {
				fprintf(stderr, "converge: --dump needs NAME=FILE\n");
				goto usage;
			}
			dumps[ndumps++] = (char *)v;
		} else if ((v = cli_opt_value(argc, argv, &i, "--anchor"))) {
			if (cli_parse_anchor(v, &o.anchor, &o.seed, choices,
					     sizeof choices,
					     &o.nanchor_choices) != 0)
				goto usage;
		} else if ((v = cli_opt_value(argc, argv, &i, "--hierarchy"))) {
			unsigned long long h;
			if (cli_parse_number("--hierarchy", v, 0xffffffffu, 1, &h) != 0)
				goto usage;
			o.hierarchy = (uint32_t)h;
		} else if ((v = cli_opt_value(argc, argv, &i, "--reconvergence"))) {
			if (cli_parse_reconvergence(v, &o.reconvergence) != 0)
				goto usage;
		} else if ((v = cli_opt_value(argc, argv, &i, "--format")))
			format = v;
		else if ((v = cli_opt_value(argc, argv, &i, "--mtriple"))) {
			if (cli_check_triple(v) != 0)
				goto usage;
			mtriple = v;
		}
		else if (strcmp(a, "--check-uniformity") == 0)
			check = 1;
		else if (strcmp(a, "--llvm-compat") == 0)
			llvm_compat = 1;
		else if (strcmp(a, "--no-verify") == 0 ||
			 strcmp(a, "--disable-verify") == 0)
			no_verify = 1;
		else if (strcmp(a, "-o") == 0 && i + 1 < argc)
			output = argv[++i];
		else if (strncmp(a, "-o", 2) == 0 && a[2])
			output = a + 2;
		else if (a[0] == '-' && a[1]) {
			cli_unknown_option("run", a, 1);
			goto usage;
		} else if (!input)
			input = a;
		else {
			fprintf(stderr, "converge: unexpected argument '%s'\n", a);
			goto usage;
		}
	}
	if (strcmp(format, "text") != 0 && strcmp(format, "json") != 0 &&
	    strcmp(format, "summary") != 0 && strcmp(format, "html") != 0) {
		fprintf(stderr, "converge: unknown format '%s' (text, json, summary "
			"or html)\n", format);
		goto usage;
	}
	if (split_names(&o, args, externs, owned) != 0) {
		rc = 2;
		goto done;
	}
	o.keep_ops = strcmp(format, "summary") != 0;
	o.partial = 1;
	{
		const char *name = input ? input : "-";
		if (cli_read_all(name, &text, &text_size, &mapped) != 0) {
			fprintf(stderr, "converge: cannot read '%s': %s\n", name,
				strerror(errno));
			rc = 2;
			goto done;
		}
		m = cli_parse_input(ctx, strcmp(name, "-") == 0 ? "<stdin>" : name,
				    text, text_size, mapped, NULL);
	}
	if (!m) {
		cli_print_diags(ctx);
		if (strcmp(format, "json") == 0) {
			FILE *out = cli_open_output(output);
			if (out) {
				report_parse_errors_json(out, input && strcmp(input, "-") != 0
							 ? input : "<stdin>", ctx);
				cli_close_output(out);
			}
		}
		rc = 2;
		goto done;
	}
	if (!no_verify && (rc = cli_refuse_broken(ctx, m, input)) != 0) {
		cv_module_free(m);
		goto done;
	}
	if (cli_find_function(m, function, &index) != 0) {
		cv_module_free(m);
		rc = 2;
		goto done;
	}
	run = start_run(ctx, m, index, &o, check ? mtriple ? mtriple : "" : NULL,
			llvm_compat, text, text_size);
	if (!run) {
		cli_print_diags_text(ctx, text, text_size);
		cv_module_free(m);
		rc = 2;
		goto done;
	}
	rc = print_run(run, format, output, check,
		       input && strcmp(input, "-") != 0 ? input : "<stdin>", text,
		       text_size);
	if (dump_buffers(run, dumps, ndumps) != 0)
		rc = 2;
	if (cv_run_error(run)) {
		/* the results so far are printed; then why it stopped */
		cli_print_diags_text(ctx, text, text_size);
		if (!rc)
			rc = 2;
	}
	if (rc != 2 || cv_run_error(run))
		if (check && cv_run_violation_count(run))
			rc = 1;
	cv_run_free(run);
	cv_module_free(m);
done:
	if (text)
		cli_free_input(text, text_size, mapped);
	for (i = 0; i < (int)o.nargs; i++)
		free((char *)args[i].name);
	for (i = 0; i < (int)o.nexterns; i++)
		free((char *)externs[i].name);
	for (i = 0; i < (int)o.nargs; i++)
		free(owned[i]);
	free(args);
	free(externs);
	free(dumps);
	free(owned);
	return rc;
usage:
	/* names not yet copied: nothing of them to free */
	free(args);
	free(externs);
	free(dumps);
	free(owned);
	return 2;
}
