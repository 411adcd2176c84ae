/*
 * cmd_uniformity.c - `converge uniformity` (divergent values and branches,
 * join blocks, cycles with divergent exits, temporal divergence) and
 * `converge explain` (why one value is divergent): options, input, output;
 * the analysis and its printers are the library's.
 */
#define _DEFAULT_SOURCE /* open_memstream */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "cmd_sim.h"
#include "cmd_uniformity.h"
#include "cmd_verify.h"
#include "html.h"
#include "report.h"
#include "split.h"

const char help_uniformity[] =
	"usage: converge uniformity [--format=FORMAT] [--mtriple=T] [--mcpu=CPU]\n"
	"                           [--llvm-compat] [--explain] [--function NAME]\n"
	"                           [-o OUT] [FILE|-]...\n"
	"\n"
	"Which values and branches are uniform (the same for all threads that\n"
	"execute them together) and which are divergent, as the specification's\n"
	"static uniformity analysis defines it (ConvergenceAndUniformity, with\n"
	"the controlled convergence of ConvergentOperations): sources of\n"
	"divergence from the target, data uses, join blocks of divergent\n"
	"branches, cycles with divergent exits and temporal divergence,\n"
	"irreducible cycles whose nodes are not m-converged.\n"
	"\n"
	"formats:\n"
	"  text     (default) the IR with source line numbers, each divergent\n"
	"           value and branch marked, join blocks and cycles named\n"
	"  llvm     `opt -passes='print<uniformity>' -disable-output` of LLVM 22\n"
	"           (implies --llvm-compat); arguments in argument order, cycles\n"
	"           in forest order, the complete temporal divergence list in\n"
	"           program order (opt's orders depend on pointers)\n"
	"  json     {\"file\": ..., \"functions\": [...]}, docs/uniformity-json.md\n"
	"  dot      graphviz: each block with its line, divergent values and\n"
	"           token intrinsics (a loop one in a header is the heart);\n"
	"           divergent branches red, join blocks orange, cycle headers\n"
	"           doubled, divergent exit edges dashed purple, cycles with\n"
	"           divergent exits or assumed divergent as clusters, a legend;\n"
	"           several functions: one digraph, a cluster each\n"
	"  summary  one line of counts per function and a total\n"
	"  jsonl    one line per function: its json object, with \"file\" first\n"
	"  html     one self-contained page: the listing with divergent values,\n"
	"           branches, join blocks, cycles and temporal uses marked; a\n"
	"           click on a divergent value shows why; the CFG as SVG\n"
	"           (graphviz's dot when installed, else the page's own layout)\n"
	"\n"
	"options:\n"
	"  --mtriple=T       the target (default: the module's target triple):\n"
	"                    amdgcn, nvptx/nvptx64, spirv*; others have no\n"
	"                    divergence\n"
	"  --mcpu=CPU        AMDGPU: the GPU (wave size, scratch rules)\n"
	"  --llvm-compat     follow LLVM 22 where it departs from the text\n"
	"                    (docs/DIFFERENCES.md); --no-llvm-compat undoes the\n"
	"                    one --format=llvm implies\n"
	"  --explain         text: the first step of the reason next to every\n"
	"                    divergent value (converge explain gives the chain)\n"
	"  --function NAME   only the function NAME (with or without '@')\n"
	"  --input-name NAME the input's name in messages (for standard input)\n"
	"  --no-verify       analyse a module LLVM's verifier rejects (by\n"
	"                    default it is refused with exit 1, as opt does)\n";

const char help_explain[] =
	"usage: converge explain [--function NAME] (--value %X | --line N)\n"
	"                        [--format=text|json] [--mtriple=T] [--mcpu=CPU]\n"
	"                        [--llvm-compat] [-o OUT] [FILE|-]\n"
	"\n"
	"Why a value (or a block's branch) is divergent: the derivation from a\n"
	"source of divergence, one step per line with its source line: data\n"
	"uses, join blocks of divergent branches (with two disjoint paths from\n"
	"the branch), divergent cycle exits (temporal divergence), irreducible\n"
	"cycles that are not m-converged, convergence regions of tokens.  For a\n"
	"uniform value, why it is uniform.\n"
	"\n"
	"  --function NAME  the function (default: the first definition)\n"
	"  --value %X       an argument, an instruction's value, or a block name\n"
	"                   for its branch (%name, %N)\n"
	"  --line N         the instruction on source line N (a block label's\n"
	"                   line: its branch)\n"
	"  --no-verify      explain in a module LLVM's verifier rejects (by\n"
	"                   default it is refused with exit 1, as opt does)\n";

struct uni_args {
	const char *input, *input_name, *output, *format, *function;
	const char *triple, *cpu, *value;
	const char **inputs; /* FILE...: room for argc; input is the one at
			      * hand */
	size_t ninputs;
	unsigned long line;
	int has_line, compat, no_compat, explain, help, no_verify, html, jsonl;
	unsigned jobs;
};

static int parse(int argc, char **argv, struct uni_args *a, int explain)
{
	int i, rest = 0;
	const char **inputs = a->inputs;
	memset(a, 0, sizeof *a);
	a->inputs = inputs;
	for (i = 1; i < argc; i++) {
		const char *s = argv[i], *v = NULL;
		int r;
		if (rest || s[0] != '-' || s[1] == 0) {
			a->inputs[a->ninputs++] = s;
			continue;
		}
		if (strcmp(s, "--") == 0) {
			rest = 1;
			continue;
		}
		if (strcmp(s, "--help") == 0 || strcmp(s, "-h") == 0) {
			a->help = 1;
			continue;
		}
		if (strncmp(s, "-o", 2) == 0) {
			if (!s[2] && i + 1 >= argc) {
				fprintf(stderr, "converge: -o needs a file name\n");
				return -1;
			}
			if (cli_set_once(&a->output, "-o",
					 !s[2] ? argv[++i] : s + 2 + (s[2] == '=')))
				return -1;
			continue;
		}
		if (strcmp(s, "--llvm-compat") == 0) {
			a->compat = 1;
			continue;
		}
		if (strcmp(s, "--no-llvm-compat") == 0) {
			a->no_compat = 1;
			continue;
		}
		if (strcmp(s, "--no-verify") == 0 ||
		    strcmp(s, "--disable-verify") == 0) {
			a->no_verify = 1;
			continue;
		}
		if (!explain && strcmp(s, "--explain") == 0) {
			a->explain = 1;
			continue;
		}
		if (!explain && (r = cli_opt_jobs(argc, argv, &i, &v)) != 0) {
			if (r < 0 || cli_parse_jobs(v, &a->jobs) != 0)
				return -1;
			continue;
		}
#define OPT(name, field)                                                      \
	if ((r = cli_opt(argc, argv, &i, name, &v)) != 0) {                   \
		if (r < 0 || cli_set_once(&a->field, name, v))                \
			return -1;                                            \
		continue;                                                     \
	}
		OPT("--format", format)
		OPT("--function", function)
		OPT("--mtriple", triple)
		OPT("--mcpu", cpu)
		OPT("--input-name", input_name)
		if (explain) {
			OPT("--value", value)
			if ((r = cli_opt(argc, argv, &i, "--line", &v)) != 0) {
				char *end;
				if (r < 0)
					return -1;
				if (a->has_line) {
					fprintf(stderr, "converge: --line is given "
							"twice; it takes one value\n");
					return -1;
				}
				a->line = strtoul(v, &end, 10);
				if (*end || !*v) {
					fprintf(stderr, "converge: --line needs a number\n");
					return -1;
				}
				a->has_line = 1;
				continue;
			}
		}
#undef OPT
		cli_unknown_option(explain ? "explain" : "uniformity", s, 0);
		return -1;
	}
	if (a->triple && cli_check_triple(a->triple) != 0)
		return -1;
	if (a->cpu && cli_check_cpu(a->triple, a->cpu) != 0)
		return -1;
	if (explain && a->ninputs > 1) {
		fprintf(stderr, "converge: explain reads one file, not %zu\n",
			a->ninputs);
		return -1;
	}
	if (a->input_name && a->ninputs > 1) {
		fprintf(stderr, "converge: --input-name names one input, not %zu\n",
			a->ninputs);
		return -1;
	}
	a->input = a->ninputs ? a->inputs[0] : NULL;
	return 0;
}

/* Reads and parses the input.  Like opt, a module without a data layout
 * gets the target's default one, so that implicit alignments in the
 * printed instructions are the target's (cv_parse_for_target). */
struct source {
	char *text;
	size_t size;
	int mapped;
};

static cv_module *load(cv_context *ctx, const struct uni_args *a,
		       struct source *keep)
{
	const char *path = a->input ? a->input : "-";
	const char *name = a->input_name;
	char *text;
	size_t size;
	int mapped;
	cv_module *m;
	if (cli_read_all(path, &text, &size, &mapped) != 0) {
		fprintf(stderr, "converge: cannot read '%s': %s\n", path,
			strerror(errno));
		return NULL;
	}
	if (!name)
		name = strcmp(path, "-") == 0 ? "<stdin>" : path;
	m = cli_parse_input(ctx, name, text, size, mapped,
			    a->triple ? a->triple : "");
	if (!m)
		cli_print_diags(ctx);
	if (m && keep) {
		/* the caller shows the source (--format=html) */
		keep->text = text;
		keep->size = size;
		keep->mapped = mapped;
	} else
		cli_free_input(text, size, mapped);
	return m;
}

/* load, then like opt the verifier first (unless --no-verify): the module,
 * or NULL with *rc the exit code. */
static cv_module *load_verified(cv_context *ctx, const struct uni_args *a,
				int *rc, struct source *keep)
{
	cv_module *m = load(ctx, a, keep);
	*rc = m ? 0 : 2;
	if (m && !a->no_verify &&
	    (*rc = cli_refuse_broken(ctx, m, a->input_name ? a->input_name
							 : a->input)) != 0) {
		cv_module_free(m);
		if (keep)
			cli_free_input(keep->text, keep->size, keep->mapped);
		return NULL;
	}
	return m;
}

static int parse_format(const char *s, int explain, cv_uniformity_format *f)
{
	if (!s || strcmp(s, "text") == 0)
		*f = CV_UNIFORMITY_TEXT;
	else if (strcmp(s, "json") == 0)
		*f = CV_UNIFORMITY_JSON;
	else if (!explain && strcmp(s, "llvm") == 0)
		*f = CV_UNIFORMITY_LLVM;
	else if (!explain && strcmp(s, "dot") == 0)
		*f = CV_UNIFORMITY_DOT;
	else if (!explain && strcmp(s, "summary") == 0)
		*f = CV_UNIFORMITY_SUMMARY;
	else {
		fprintf(stderr, "converge: unknown format '%s' (%s)\n", s,
			explain ? "text or json"
				: "text, llvm, json, jsonl, dot, summary or html");
		return -1;
	}
	return 0;
}

/* --format=jsonl: a line per function, its JSON object with the file. */
static int uniformity_jsonl(cv_context *ctx, const cv_module *m,
			    const cv_uniformity_options *opts,
			    const struct uni_args *a, FILE *out)
{
	const char *file = a->input_name ? a->input_name
			   : a->input && strcmp(a->input, "-") != 0 ? a->input
								   : "<stdin>";
	const char *want = a->function && a->function[0] == '@' ? a->function + 1
								 : a->function;
	size_t i, n = cv_module_function_count(m);
	html_buf line;
	cv_writer w = html_buf_writer(&line);
	int rc = 0;
	memset(&line, 0, sizeof line);
	for (i = 0; i < n && !rc; i++) {
		const char *name = cv_module_function_name(m, i);
		cv_uniformity *u;
		if (!cv_module_function_is_definition(m, i) ||
		    (want && (!name || strcmp(name, want) != 0)))
			continue;
		u = cv_uniformity_new(m, i, opts);
		line.n = 0;
		if (!u || cv_uniformity_print(u, CV_UNIFORMITY_JSON, 0, &w) != 0 ||
		    cli_jsonl_line(out, file, line.p ? line.p : "", line.n) != 0) {
			if (cv_diag_count(ctx))
				cli_print_diags(ctx);
			else
				fprintf(stderr, "converge: out of memory or cannot write\n");
			rc = 2;
		}
		cv_uniformity_free(u);
	}
	html_buf_free(&line);
	return rc;
}

/* --format=summary of a module read in parts, two at once (split.c):
 * each part verified as opt would (unless --no-verify) and summed up into
 * memory; the caller joins the lines and adds the totals. */
struct sum_split {
	const cv_uniformity_options *opts;
	int verify;
	char *out[SPLIT_PARTS];
	size_t len[SPLIT_PARTS];
	size_t *fn[SPLIT_PARTS]; /* the rank of each line's function
					among the text's definitions */
	size_t nfn[SPLIT_PARTS];
	size_t *rank[SPLIT_PARTS]; /* each function's (index) rank among
				      the text's definitions */
	size_t nrank[SPLIT_PARTS];
	unsigned long total[SPLIT_PARTS][9]; /* its total lines summed */
	unsigned nparts; /* split_run's */
};

static const char total_fmt[] =
	"total functions=%lu values=%lu divergent-values=%lu "
	"branches=%lu divergent-branches=%lu cycles=%lu "
	"assumed-divergent=%lu divergent-exit=%lu temporal=%lu\n";

/* A summary of some of a part's functions (a batch of them, or all)
 * added to the part's: the function lines after its own, the total line
 * summed into its totals.  0, or -1 if it is not lines and a total. */
static int summary_add(struct sum_split *s, unsigned part, const char *out,
		       size_t len)
{
	const char *last, *e = out + len;
	unsigned long v[9];
	char *no;
	unsigned j;
	if (!len || e[-1] != '\n')
		return -1;
	last = e - 1;
	while (last > out && last[-1] != '\n')
		last--;
	if (sscanf(last, total_fmt, &v[0], &v[1], &v[2], &v[3], &v[4], &v[5],
		   &v[6], &v[7], &v[8]) != 9)
		return -1;
	for (j = 0; j < 9; j++)
		s->total[part][j] += v[j];
	no = realloc(s->out[part], s->len[part] + (size_t)(last - out) + 1);
	if (!no)
		return -1;
	memcpy(no + s->len[part], out, (size_t)(last - out));
	s->out[part] = no;
	s->len[part] += (size_t)(last - out);
	return 0;
}

static int summary_part(cv_context *ctx, const cv_module *m, void *user,
			unsigned part)
{
	struct sum_split *s = user;
	cv_writer w;
	FILE *mem;
	char *buf = NULL;
	size_t len = 0;
	int rc;
	if (s->verify) {
		cv_verify_result *r = cv_verify(ctx, m, CV_VERIFY_LLVM);
		size_t k, bad = !r;
		for (k = 0; r && k < cv_verify_count(r); k++)
			bad += cv_verify_get(r, k)->llvm != NULL;
		cv_verify_free(r);
		cv_diag_clear(ctx);
		if (bad)
			return -1;
	}
	{
		/* the parts take the functions in turns of chunks (and in
		 * batches): their lines (one a definition, in order) are
		 * merged by the rank of the function among the definitions
		 * of the text, the same in every part (not the index: a
		 * part that reads a call of an old intrinsic drops its
		 * declaration) */
		size_t i, rank = 0, ndef = 0, n = cv_module_function_count(m);
		size_t *nf;
		/* the ranks once a part (its batches share the functions'
		 * indexes), so that a batch costs its own functions */
		if (s->nrank[part] != n) {
			size_t *r = realloc(s->rank[part], (n + 1) * sizeof *r);
			if (!r)
				return -1;
			s->rank[part] = r;
			s->nrank[part] = n;
			for (i = 0; i < n; i++) {
				r[i] = rank;
				if (cv_module_function_is_definition(m, i) ||
				    cv_module_function_body_skipped(m, i))
					rank++;
			}
		}
		for (i = cv_module_next_definition(m, 0); i < n;
		     i = cv_module_next_definition(m, i + 1))
			ndef++;
		nf = realloc(s->fn[part], (s->nfn[part] + ndef + 1) * sizeof *nf);
		if (!nf)
			return -1;
		s->fn[part] = nf;
		for (i = cv_module_next_definition(m, 0); i < n;
		     i = cv_module_next_definition(m, i + 1))
			s->fn[part][s->nfn[part]++] = s->rank[part][i];
	}
	mem = open_memstream(&buf, &len);
	if (!mem)
		return -1;
	w.write = cli_write_file;
	w.user = mem;
	rc = cv_uniformity_print_module(m, s->opts, CV_UNIFORMITY_SUMMARY, 0,
					NULL, &w);
	if (fclose(mem) != 0 || rc != 0 || cv_diag_count(ctx) ||
	    summary_add(s, part, buf, len) != 0) {
		free(buf);
		return -1;
	}
	free(buf);
	return 0;
}

/* Whether rank r comes before the next line of every part but `part`. */
static int before_others(const struct sum_split *s, unsigned part,
			 const size_t *k, size_t r)
{
	unsigned i;
	for (i = 0; i < s->nparts; i++)
		if (i != part && k[i] < s->nfn[i] && s->fn[i][k[i]] < r)
			return 0;
	return 1;
}

/* The parts' function lines merged in the module's order, then one
 * total line: 0, or -1 if a part's output is not one line a definition
 * and its total (then the module is read whole). */
static int summary_join(struct sum_split *s, FILE *out)
{
	unsigned long t[9] = {0};
	const char *last[SPLIT_PARTS], *at[SPLIT_PARTS];
	size_t k[SPLIT_PARTS] = {0};
	unsigned i, j;
	for (i = 0; i < s->nparts; i++) {
		const char *q;
		size_t lines = 0;
		last[i] = s->out[i] + s->len[i];
		for (j = 0; j < 9; j++)
			t[j] += s->total[i][j];
		for (q = s->out[i]; q < last[i]; q++)
			lines += *q == '\n';
		if (lines != s->nfn[i])
			return -1;
		at[i] = s->out[i];
	}
	/* a run of lines of one part written at once (a part's chunk of
	 * functions is a run); each part's ranks rise, its chunks being
	 * claimed from a counter (split.c) */
	for (;;) {
		const char *e, *run;
		unsigned best = SPLIT_PARTS;
		for (i = 0; i < s->nparts; i++)
			if (k[i] < s->nfn[i] &&
			    (best == SPLIT_PARTS ||
			     s->fn[i][k[i]] < s->fn[best][k[best]]))
				best = i;
		if (best == SPLIT_PARTS)
			break;
		run = at[best];
		do {
			e = memchr(at[best], '\n',
				   (size_t)(last[best] - at[best]));
			at[best] = e + 1;
			k[best]++;
		} while (k[best] < s->nfn[best] &&
			 before_others(s, best, k, s->fn[best][k[best]]));
		fwrite(run, 1, (size_t)(at[best] - run), out);
	}
	fprintf(out, total_fmt, t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7],
		t[8]);
	return 0;
}

/* The summary of one input read in parts: 0 done, -1 not. */
static int summary_split(cv_context *ctx, const struct uni_args *a,
			 const cv_uniformity_options *opts, FILE *out)
{
	const char *path = a->input ? a->input : "-";
	struct sum_split s;
	char *text;
	size_t size;
	int mapped, fd, rc = -1, n;
	unsigned i;
	if (cli_read_all_fd(path, &text, &size, &mapped, &fd) != 0)
		return -1; /* said by the whole reading */
	memset(&s, 0, sizeof s);
	s.opts = opts;
	s.verify = !a->no_verify;
	n = split_run(ctx, a->input_name ? a->input_name
			  : strcmp(path, "-") == 0 ? "<stdin>" : path,
		      text, size, mapped, fd, a->triple ? a->triple : "",
		      summary_part, &s);
	if (fd >= 0)
		close(fd);
	if (n > 0) {
		s.nparts = (unsigned)n;
		rc = summary_join(&s, out);
	}
	for (i = 0; i < SPLIT_PARTS; i++) {
		free(s.out[i]);
		free(s.fn[i]);
		free(s.rank[i]);
	}
	cli_free_input(text, size, mapped);
	return rc;
}

/* One input of `uniformity` into out: an exit code. */
static int uniformity_one(cv_context *ctx, const struct uni_args *a,
			  cv_uniformity_format fmt, FILE *out)
{
	cv_uniformity_options opts;
	cv_module *m;
	cv_writer w;
	int rc = 0;
	struct source src;
	memset(&src, 0, sizeof src);
	if (fmt == CV_UNIFORMITY_SUMMARY && !a->function && !a->explain &&
	    !a->jsonl && !a->html && a->input && strcmp(a->input, "-") != 0) {
		memset(&opts, 0, sizeof opts);
		opts.triple = a->triple;
		opts.cpu = a->cpu;
		opts.llvm_compat = a->compat && !a->no_compat;
		if (summary_split(ctx, a, &opts, out) == 0)
			return 0;
	}
	m = load_verified(ctx, a, &rc, a->html ? &src : NULL);
	if (!m) {
		if (fmt == CV_UNIFORMITY_JSON && rc == 2 && cv_diag_count(ctx))
			report_parse_errors_json(out, a->input_name ? a->input_name
					: a->input && strcmp(a->input, "-") != 0
					? a->input : "<stdin>", ctx);
		return rc;
	}
	if (a->function) {
		size_t index;
		if (cli_find_function(m, a->function, &index) != 0) {
			cv_module_free(m);
			return 2;
		}
	}
	memset(&opts, 0, sizeof opts);
	opts.triple = a->triple;
	opts.cpu = a->cpu;
	opts.llvm_compat = (a->compat || fmt == CV_UNIFORMITY_LLVM) && !a->no_compat;
	if (a->jsonl) {
		rc = uniformity_jsonl(ctx, m, &opts, a, out);
		cv_module_free(m);
		return rc;
	}
	if (a->html) {
		rc = html_uniformity(out, a->input_name ? a->input_name
				     : a->input && strcmp(a->input, "-") != 0
				     ? a->input : "<stdin>", src.text, src.size, m,
				     &opts, a->function);
		if (rc)
			cli_print_diags(ctx);
		cli_free_input(src.text, src.size, src.mapped);
		cv_module_free(m);
		return rc;
	}
	w.write = cli_write_file;
	w.user = out;
	if (cv_uniformity_print_module(m, &opts, fmt,
				       a->explain ? CV_UNIFORMITY_EXPLAIN : 0,
				       a->function, &w) != 0) {
		if (cv_diag_count(ctx))
			cli_print_diags(ctx);
		else
			fprintf(stderr, "converge: out of memory or cannot write\n");
		rc = 2;
	}
	cv_module_free(m);
	return rc;
}

struct one_input {
	cv_context *ctx;
	struct uni_args *a;
	cv_uniformity_format fmt;
};

/* uniformity_one on input k (cli_each_input). */
static int one_input(void *user, size_t k, FILE *out)
{
	struct one_input *u = user;
	int r;
	u->a->input = u->a->ninputs ? u->a->inputs[k] : NULL;
	r = uniformity_one(u->ctx, u->a, u->fmt, out);
	cv_diag_clear(u->ctx);
	return r;
}

int cmd_uniformity(cv_context *ctx, int argc, char **argv)
{
	struct uni_args a;
	cv_uniformity_format fmt;
	FILE *out;
	int rc = 0;
	a.inputs = calloc((size_t)argc + 1, sizeof *a.inputs);
	if (!a.inputs) {
		fprintf(stderr, "converge: out of memory\n");
		return 2;
	}
	if (parse(argc, argv, &a, 0) != 0 || (!a.help &&
	    !(a.html = a.format && strcmp(a.format, "html") == 0) &&
	    parse_format((a.jsonl = a.format && strcmp(a.format, "jsonl") == 0)
			 ? "json" : a.format, 0, &fmt) != 0)) {
		free(a.inputs);
		return 2;
	}
	if (a.help) {
		fputs(help_uniformity, stdout);
		free(a.inputs);
		return 0;
	}
	out = cli_open_output(a.output);
	if (!out) {
		free(a.inputs);
		return 2;
	}
	/* each input (none: standard input; -j N: N at a time), the
	 * outputs in input order; the worst exit code */
	{
		struct one_input u;
		u.ctx = ctx;
		u.a = &a;
		u.fmt = fmt;
		rc = cli_each_input(a.ninputs ? a.ninputs : 1, a.jobs, out,
				    one_input, &u);
	}
	if (cli_close_output(out))
		rc = 2;
	free(a.inputs);
	return rc;
}

int cmd_explain(cv_context *ctx, int argc, char **argv)
{
	struct uni_args a;
	cv_uniformity_format fmt;
	cv_uniformity_options opts;
	cv_uniformity_subject kind;
	cv_uniformity *u;
	cv_module *m;
	cv_writer w;
	uint32_t index;
	size_t fn;
	FILE *out;
	int rc = 0;
	const char *inputs[2];
	a.inputs = calloc((size_t)argc + 1, sizeof *a.inputs);
	if (!a.inputs) {
		fprintf(stderr, "converge: out of memory\n");
		return 2;
	}
	rc = parse(argc, argv, &a, 1);
	/* explain reads one file: a.input, a string of argv */
	inputs[0] = a.input;
	inputs[1] = NULL;
	free(a.inputs);
	a.inputs = inputs;
	if (rc != 0)
		return 2;
	if (a.help) {
		fputs(help_explain, stdout);
		return 0;
	}
	if (!a.value && !a.has_line) {
		fprintf(stderr, "converge: explain needs --value %%X or --line N\n");
		return 2;
	}
	if (parse_format(a.format, 1, &fmt) != 0)
		return 2;
	m = load_verified(ctx, &a, &rc, NULL);
	if (!m)
		return rc;
	memset(&opts, 0, sizeof opts);
	opts.triple = a.triple;
	opts.cpu = a.cpu;
	opts.llvm_compat = a.compat && !a.no_compat;
	if (!a.function && !a.value) {
		/* --line alone: the function that has the line */
		size_t i, n = cv_module_function_count(m);
		for (i = 0, u = NULL; i < n; i++) {
			if (!cv_module_function_is_definition(m, i))
				continue;
			u = cv_uniformity_new(m, i, &opts);
			if (u && cv_uniformity_find(u, NULL, (unsigned)a.line,
						    &kind, &index) == 0)
				break;
			cv_uniformity_free(u);
			u = NULL;
		}
		if (!u) {
			fprintf(stderr, "converge: no instruction on line %lu\n",
				a.line);
			cv_module_free(m);
			return 2;
		}
		goto found;
	}
	if (cli_find_function(m, a.function, &fn) != 0) {
		cv_module_free(m);
		return 2;
	}
	u = cv_uniformity_new(m, fn, &opts);
	if (!u) {
		cli_print_diags(ctx);
		cv_module_free(m);
		return 2;
	}
	if (cv_uniformity_find(u, a.value, (unsigned)a.line, &kind, &index) != 0) {
		if (a.value)
			fprintf(stderr, "converge: no value %s in @%s\n", a.value,
				cv_module_function_name(m, fn)
					? cv_module_function_name(m, fn) : "");
		else
			fprintf(stderr, "converge: no instruction on line %lu "
					"in @%s\n", a.line,
				cv_module_function_name(m, fn)
					? cv_module_function_name(m, fn) : "");
		cv_uniformity_free(u);
		cv_module_free(m);
		return 2;
	}
found:
	out = cli_open_output(a.output);
	if (!out) {
		cv_uniformity_free(u);
		cv_module_free(m);
		return 2;
	}
	w.write = cli_write_file;
	w.user = out;
	if (cv_uniformity_explain(u, kind, index, fmt, &w) != 0)
		rc = 2;
	if (cli_close_output(out))
		rc = 2;
	cv_uniformity_free(u);
	cv_module_free(m);
	return rc;
}
