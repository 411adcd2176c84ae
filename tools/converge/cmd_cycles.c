/*
 * cmd_cycles.c - `converge cycles` (the cycle forest, LLVM's CycleInfo)
 * and `converge dom` (dominator and post-dominator trees): pick the
 * functions, compute with the library, print in the asked format.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cmd_cycles.h"
#include "html.h"

const char help_cycles[] =
	"usage: converge cycles [--function NAME] [--format=FORMAT] [-o OUT] [FILE|-]...\n"
	"\n"
	"The cycle forest of each function definition, as LLVM's CycleInfo\n"
	"defines it (CycleTerminology): the same depth-first search as LLVM 22,\n"
	"so the same headers and entries for irreducible cycles, the same\n"
	"nesting and the same order of blocks and of sibling cycles.\n"
	"\n"
	"formats:\n"
	"  text     (default) for people: the nesting drawn as a tree, each\n"
	"           cycle's header with its source line, reducible or\n"
	"           irreducible (with its entries), blocks and exit blocks\n"
	"  llvm     byte-identical to `opt -passes='print<cycles>'\n"
	"           -disable-output` of LLVM 22 (which writes to stderr)\n"
	"  dot      graphviz: blocks inside nested clusters, one per cycle;\n"
	"           back edges red, other entries of irreducible cycles orange\n"
	"  json     {\"functions\": [{\"function\", \"line\", \"cycles\": [{\"header\",\n"
	"           \"line\", \"depth\", \"parent\", \"reducible\", \"entries\",\n"
	"           \"blocks\", \"exits\"}]}]}, cycles in forest order (pre-order;\n"
	"           \"parent\" is an index into them)\n"
	"  summary  one line of counts per function and a total\n"
	"\n"
	"  --function NAME   only the function NAME (with or without '@')\n"
	"  --no-verify       analyse a module LLVM's verifier rejects (by\n"
	"                    default it is refused with exit 1, as opt does)\n";

const char help_dom[] =
	"usage: converge dom [--post] [--function NAME] [--format=FORMAT] [-o OUT] [FILE|-]...\n"
	"\n"
	"The dominator tree (with --post, the post-dominator tree) of each\n"
	"function definition, as LLVM's DominatorTree and PostDominatorTree\n"
	"build them: children in LLVM's order; post-dominators hang from a\n"
	"virtual exit whose children are the returns, `unreachable`s and one\n"
	"block of each infinite loop, chosen as LLVM chooses it.\n"
	"\n"
	"formats:\n"
	"  text     (default) the tree drawn with source lines; unreachable\n"
	"           blocks listed apart; the post-dominator roots and why\n"
	"  llvm     byte-identical to `opt -passes='print<domtree>'` (with\n"
	"           --post, 'print<postdomtree>') of LLVM 22\n"
	"  dot      graphviz: tree edges solid, control flow dotted\n"
	"  json     {\"functions\": [{\"function\", \"line\", \"post\", \"roots\",\n"
	"           \"blocks\": [{\"block\", \"idom\", \"level\"}]}]}: every block\n"
	"           in function order; idom null at a root (and, post-dominators,\n"
	"           under the virtual exit) and level null when unreachable\n"
	"\n"
	"  --function NAME   only the function NAME (with or without '@')\n"
	"  --no-verify       analyse a module LLVM's verifier rejects (by\n"
	"                    default it is refused with exit 1, as opt does)\n";

static int write_file(void *user, const char *data, size_t size)
{
	return fwrite(data, 1, size, (FILE *)user) == size ? 0 : -1;
}

static int parse_format(const char *s, int summary_ok, cv_format *fmt,
			int *summary)
{
	*summary = 0;
	if (!s || strcmp(s, "text") == 0)
		*fmt = CV_FORMAT_TEXT;
	else if (strcmp(s, "llvm") == 0)
		*fmt = CV_FORMAT_LLVM;
	else if (strcmp(s, "dot") == 0)
		*fmt = CV_FORMAT_DOT;
	else if (strcmp(s, "json") == 0)
		*fmt = CV_FORMAT_JSON;
	else if (summary_ok && strcmp(s, "summary") == 0)
		*summary = 1;
	else {
		fprintf(stderr, "converge: unknown format '%s' (%s)\n", s,
			summary_ok ? "text, llvm, dot, json or summary"
				   : "text, llvm, dot or json");
		return -1;
	}
	return 0;
}

/* The function index for --function NAME, or -1 after a message. */
static long find_function(const cv_module *m, const char *name)
{
	size_t i, n = cv_module_function_count(m);
	if (name[0] == '@')
		name++;
	for (i = 0; i < n; i++) {
		const char *fn = cv_module_function_name(m, i);
		if (fn && strcmp(fn, name) == 0) {
			if (!cv_module_function_is_definition(m, i)) {
				fprintf(stderr, "converge: @%s is a declaration, "
						"not a definition\n", name);
				return -1;
			}
			return (long)i;
		}
	}
	cli_no_such_function(m, name);
	return -1;
}

struct totals {
	unsigned long functions, blocks, reachable, cycles, irreducible;
	unsigned long cycle_blocks, depth;
};

/* One line of counts: blocks, reachable, cycles, irreducible ones, the
 * deepest nesting and the blocks that are in some cycle. */
static void summary_line(const cv_module *m, size_t index, const cv_cfg *cfg,
			 FILE *out, struct totals *t)
{
	uint32_t nb = cv_cfg_block_count(cfg), nc = cv_cycle_count(cfg), c, b;
	unsigned long irr = 0, depth = 0, incycle = 0, reach = 0;
	const char *name = cv_module_function_name(m, index);
	for (c = 0; c < nc; c++) {
		irr += !cv_cycle_is_reducible(cfg, c);
		if (cv_cycle_depth(cfg, c) > depth)
			depth = cv_cycle_depth(cfg, c);
	}
	for (b = 0; b < nb; b++) {
		incycle += cv_cycle_of_block(cfg, b) != CV_NONE;
		reach += cv_cfg_is_reachable(cfg, b) != 0;
	}
	if (name)
		fprintf(out, "@%s", name);
	else
		fprintf(out, "function#%zu", index);
	fprintf(out, " blocks=%lu reachable=%lu cycles=%lu irreducible=%lu "
		     "depth=%lu cycle-blocks=%lu\n",
		(unsigned long)nb, reach, (unsigned long)nc, irr, depth,
		incycle);
	t->functions++;
	t->blocks += nb;
	t->reachable += reach;
	t->cycles += nc;
	t->irreducible += irr;
	t->cycle_blocks += incycle;
	if (depth > t->depth)
		t->depth = depth;
}

/* Runs `cycles` (dom < 0) or `dom` (dom = 0, post-dominators: 1). */
static int run(const cv_module *m, const char *file, FILE *out,
	       const char *function, const char *format, int dom)
{
	cv_format fmt = CV_FORMAT_TEXT;
	int summary, rc = 0, jsonl = format && strcmp(format, "jsonl") == 0;
	html_buf line;
	size_t i, n = cv_module_function_count(m), first = 0, last = n;
	cv_writer w;
	struct totals t;
	unsigned what;
	if (parse_format(jsonl ? "json" : format, dom < 0, &fmt, &summary) != 0)
		return 2;
	memset(&line, 0, sizeof line);
	if (function) {
		long k = find_function(m, function);
		if (k < 0)
			return 2;
		first = (size_t)k;
		last = first + 1;
	}
	if (jsonl)
		w = html_buf_writer(&line);
	else {
		w.write = write_file;
		w.user = out;
	}
	memset(&t, 0, sizeof t);
	what = dom < 0 ? CV_CFG_CYCLES : dom ? CV_CFG_POSTDOM : CV_CFG_DOM;
	/* JSON: {"functions": [ one object each ]} */
	if (fmt == CV_FORMAT_JSON && !summary && !jsonl)
		fputs("{\"functions\": [\n", out);
	for (i = first; i < last; i++) {
		cv_cfg *cfg;
		int prc;
		if (!cv_module_function_is_definition(m, i))
			continue;
		cfg = cv_cfg_new(m, i, what);
		if (!cfg) {
			fprintf(stderr, "converge: out of memory\n");
			return 2;
		}
		if (fmt == CV_FORMAT_JSON && !summary && !jsonl && t.functions++)
			fputs(",\n", out);
		line.n = 0;
		if (summary) {
			summary_line(m, i, cfg, out, &t);
			prc = 0;
		} else if (dom < 0)
			prc = cv_cfg_print_cycles(cfg, fmt, &w);
		else
			prc = cv_cfg_print_domtree(cfg, dom, fmt, &w);
		cv_cfg_free(cfg);
		if (prc == 0 && jsonl &&
		    cli_jsonl_line(out, file, line.p ? line.p : "", line.n) != 0)
			prc = -1;
		if (prc != 0) {
			rc = 2;
			break;
		}
	}
	if (fmt == CV_FORMAT_JSON && !summary && !jsonl)
		fputs("]}\n", out);
	html_buf_free(&line);
	if (summary)
		fprintf(out, "total functions=%lu blocks=%lu reachable=%lu "
			     "cycles=%lu irreducible=%lu depth=%lu "
			     "cycle-blocks=%lu\n",
			t.functions, t.blocks, t.reachable, t.cycles,
			t.irreducible, t.depth, t.cycle_blocks);
	return rc;
}

int cmd_cycles(const cv_module *m, const char *file, FILE *out,
	       const char *function, const char *format)
{
	return run(m, file, out, function, format, -1);
}

int cmd_dom(const cv_module *m, const char *file, FILE *out,
	    const char *function, const char *format, int post)
{
	return run(m, file, out, function, format, post != 0);
}
