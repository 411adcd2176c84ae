/*
 * tour_sim.c - the tour's executable views: the specification's thread
 * tables computed by `converge trace`, and its examples run on simulated
 * waves by `converge run` (before and after the transforms it forbids).
 */
#include <stdlib.h>
#include <string.h>

#include "tour_sim.h"

static int write_file(void *user, const char *data, size_t size)
{
	return fwrite(data, 1, size, (FILE *)user) == size ? 0 : -1;
}

/* The context's diagnostics, then forget them. */
static void print_errors(cv_context *ctx, FILE *out)
{
	size_t k;
	for (k = 0; k < cv_diag_count(ctx); k++)
		fprintf(out, "  error: %s\n", cv_diag_get(ctx, k)->message);
	cv_diag_clear(ctx);
}

/* The next field of *s separated by sep (the separator becomes NUL), or
 * NULL at the end. */
static char *next_field(char **s, char sep)
{
	char *start = *s, *e;
	while (*start == sep)
		start++;
	if (!*start)
		return NULL;
	for (e = start; *e && *e != sep; e++)
		;
	*s = *e ? e + 1 : e;
	*e = 0;
	return start;
}

/* A stop: IR, then views.  A view is a trace (function, paths separated
 * by '|', optional --op) or a run (function, "THREADS WAVE [NAME=VALUE]..
 * [policies]"). */
struct view {
	const char *caption;
	const char *function;
	const char *paths; /* trace: "Entry H B|Entry H L"; NULL for a run */
	const char *op;    /* trace --op, or NULL */
	const char *run;   /* run spec, or NULL */
};

struct sim_stop {
	const char *title;
	const char *section;
	const char *text;
	const char *ir;
	struct view views[4];
};

static const char diverged_ir[] =
	"; P heads the cycle when the search reaches it first (@header_p),\n"
	"; R when it reaches R first (@header_r)\n"
	"define void @header_r(i1 %c) {\n"
	"Entry:\n  br i1 %c, label %P, label %R\n"
	"P:\n  br label %Q\n"
	"Q:\n  br i1 %c, label %R, label %S\n"
	"R:\n  br label %S\n"
	"S:\n  br i1 %c, label %P, label %Exit\n"
	"Exit:\n  ret void\n"
	"}\n"
	"\n"
	"define void @header_p(i1 %c) {\n"
	"Entry:\n  br i1 %c, label %R, label %P\n"
	"P:\n  br label %Q\n"
	"Q:\n  br i1 %c, label %R, label %S\n"
	"R:\n  br label %S\n"
	"S:\n  br i1 %c, label %P, label %Exit\n"
	"Exit:\n  ret void\n"
	"}\n";

static const struct sim_stop stops[] = {
	{
		"The natural loop table, computed",
		"ConvergenceAndUniformity: Threads and Dynamic Instances; Maximal Convergence",
		"Two threads run the loop {H, B, L}.  Maximal convergence: two\n"
		"instances of a block are converged when, for every cycle around\n"
		"it, the threads executed its header the same iterations.  H1~H2,\n"
		"L1~L2, H3~H4, L3~L4; B1 and B2 are not (H4 came between); H5 and\n"
		"L5 are alone.  `converge trace` prints the table the document\n"
		"draws, one column per class of converged instances.\n",
		"define void @natural_loop(i1 %c) {\n"
		"Entry:\n  br label %H\n"
		"H:\n  br i1 %c, label %B, label %L\n"
		"B:\n  br label %L\n"
		"L:\n  br i1 %c, label %H, label %Exit\n"
		"Exit:\n  ret void\n"
		"}\n",
		{{"two threads", "natural_loop", "Entry H B L H L Exit|Entry H L H B L H B L Exit",
		  NULL, NULL}},
	},
	{
		"Diverged entry: one table per cycle hierarchy",
		"ConvergenceAndUniformity: Divergent Branch inside a Cycle",
		"The closed path P -> Q -> R -> S has two entries; Q branches\n"
		"divergently, S joins.  With R as the header, the inner cycle {P,\n"
		"Q, S} separates the threads: the S after Q is not converged with\n"
		"the S after R.  With P as the header there is no inner cycle and\n"
		"the threads reconverge at S in every iteration: the same paths,\n"
		"another relation.  That is why the analysis trusts only\n"
		"m-converged nodes.\n",
		diverged_ir,
		{{"R is the header", "header_r",
		  "Entry P Q R S P Q R S Exit|Entry P Q S P Q R S Exit", NULL, NULL},
		 {"P is the header", "header_p",
		  "Entry P Q R S P Q R S Exit|Entry P Q S P Q R S Exit", NULL, NULL}},
	},
	{
		"Diverged paths reaching a cycle",
		"ConvergenceAndUniformity: Diverged Paths reaching a Cycle",
		"Now Entry branches divergently: thread 0 enters the closed path at\n"
		"P, thread 1 at R.  They converge from the header on, and which\n"
		"block is the header decides where that is.\n",
		diverged_ir,
		{{"P is the header", "header_p",
		  "Entry P Q R S P Q S Exit|Entry R S P Q S P Q R S Exit", NULL, NULL},
		 {"R is the header", "header_r",
		  "Entry P Q R S P Q S Exit|Entry R S P Q S P Q R S Exit", NULL, NULL}},
	},
	{
		"Nested irreducible cycles",
		"ConvergenceAndUniformity: Dependence on Cycles Headers",
		"Two nested irreducible cycles with headers R and S.  P2/P3 and\n"
		"Q2/Q3 are not converged because of S1, S1/S3 because of R2, S1/S4\n"
		"because of R3; all three threads converge at their first R.\n",
		"define void @nested(i1 %c) {\n"
		"Entry:\n  br i1 %c, label %P, label %R\n"
		"P:\n  br label %Q\n"
		"Q:\n  br i1 %c, label %S, label %R\n"
		"R:\n  br label %S\n"
		"S:\n  br i1 %c, label %P, label %Exit\n"
		"Exit:\n  ret void\n"
		"}\n",
		{{"three threads", "nested",
		  "Entry P Q S P Q R S Exit|Entry P Q R S Exit|Entry R S Exit", NULL,
		  NULL}},
	},
	{
		"Extended cycles: a divergent break, with and without a loop token",
		"ConvergentOperations: Extended Cycles: Divergent Exit from a Loop",
		"Thread t breaks out of the loop in iteration t mod 3.  Without\n"
		"tokens the ballot in C is outside the loop and all threads\n"
		"reconverge there.  With the loop heart's token, only the threads\n"
		"that left in the same iteration execute it together: the cycle is\n"
		"extended to the uses of its token.\n",
		"define void @with_token() convergent {\n"
		"A:\n"
		"  %entry = call token @llvm.experimental.convergence.entry()\n"
		"  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
		"  br label %for\n"
		"for:\n"
		"  %i = phi i32 [ 0, %A ], [ %i.next, %D ]\n"
		"  %inner = call token @llvm.experimental.convergence.loop() "
		"[\"convergencectrl\"(token %entry)]\n"
		"  %m = urem i32 %tid, 3\n"
		"  %condition = icmp eq i32 %m, %i\n"
		"  br i1 %condition, label %C, label %D\n"
		"C:\n"
		"  %ballot = call i64 @subgroupBallot(i1 true) "
		"[\"convergencectrl\"(token %inner)]\n"
		"  ret void\n"
		"D:\n"
		"  %i.next = add i32 %i, 1\n"
		"  br label %for\n"
		"}\n"
		"\n"
		"define void @without_token() {\n"
		"A:\n"
		"  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
		"  br label %for\n"
		"for:\n"
		"  %i = phi i32 [ 0, %A ], [ %i.next, %D ]\n"
		"  %m = urem i32 %tid, 3\n"
		"  %condition = icmp eq i32 %m, %i\n"
		"  br i1 %condition, label %C, label %D\n"
		"C:\n"
		"  %ballot = call i64 @subgroupBallot(i1 true)\n"
		"  ret void\n"
		"D:\n"
		"  %i.next = add i32 %i, 1\n"
		"  br label %for\n"
		"}\n"
		"\n"
		"declare token @llvm.experimental.convergence.entry()\n"
		"declare token @llvm.experimental.convergence.loop()\n"
		"declare i32 @llvm.amdgcn.workitem.id.x()\n"
		"declare i64 @subgroupBallot(i1) convergent\n",
		{{"with the loop token: the ballot's dynamic instances (trace)",
		  "with_token", "A for C|A for D for C|A for D for C", "%ballot",
		  NULL},
		 {"with the loop token, run on 8 threads", "with_token", NULL, NULL,
		  "8 8"},
		 {"without tokens, run on 8 threads", "without_token", NULL, NULL,
		  "8 8"}},
	},
	{
		"Hoisting subgroupAdd over a divergent branch changes its threads",
		"ConvergentOperations: Reductions inside divergent control flow",
		"delta = thread id - 3.  In @before each subgroupAdd sums over the\n"
		"threads that took its side of the branch; hoisted (@after), one\n"
		"sum over all eight.\n",
		"define i32 @before() convergent {\n"
		"  %entry = call token @llvm.experimental.convergence.entry()\n"
		"  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
		"  %delta = sub i32 %tid, 3\n"
		"  %cc = icmp sgt i32 %delta, 0\n"
		"  br i1 %cc, label %then, label %else\n"
		"then:\n"
		"  %total_gains = call i32 @subgroupAdd(i32 %delta) "
		"[ \"convergencectrl\"(token %entry) ]\n"
		"  br label %end\n"
		"else:\n"
		"  %total_losses = call i32 @subgroupAdd(i32 %delta) "
		"[ \"convergencectrl\"(token %entry) ]\n"
		"  br label %end\n"
		"end:\n"
		"  %total = phi i32 [ %total_gains, %then ], [ %total_losses, %else ]\n"
		"  ret i32 %total\n"
		"}\n"
		"\n"
		"define i32 @after() convergent {\n"
		"  %entry = call token @llvm.experimental.convergence.entry()\n"
		"  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
		"  %delta = sub i32 %tid, 3\n"
		"  %sum = call i32 @subgroupAdd(i32 %delta) "
		"[ \"convergencectrl\"(token %entry) ]\n"
		"  ret i32 %sum\n"
		"}\n"
		"\n"
		"declare i32 @llvm.amdgcn.workitem.id.x()\n"
		"declare i32 @subgroupAdd(i32) convergent\n",
		{{"before", "before", NULL, NULL, "8 8"},
		 {"after hoisting", "after", NULL, NULL, "8 8"}},
	},
	{
		"Unrolling with a remainder splits an iteration's threads",
		"ConvergentOperations: Loop unrolling examples",
		"Threads run 3 and 4 iterations of a loop whose heart takes its\n"
		"token from an anchor outside.  Before: the third execution of the\n"
		"operation is converged for both.  Unrolled by 2 with a remainder:\n"
		"thread 1 executes its third iteration in the unrolled body,\n"
		"thread 0 in the remainder, apart.\n",
		"define void @before() {\n"
		"A:\n"
		"  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
		"  %counter0 = add i32 3, %tid\n"
		"  %outer = call token @llvm.experimental.convergence.anchor()\n"
		"  br label %loop\n"
		"loop:\n"
		"  %counter = phi i32 [ %counter0, %A ], [ %counter.next, %B ]\n"
		"  %inner = call token @llvm.experimental.convergence.loop() "
		"[ \"convergencectrl\"(token %outer) ]\n"
		"  %more = icmp sgt i32 %counter, 0\n"
		"  br i1 %more, label %B, label %C\n"
		"B:\n"
		"  call void @convergent.operation(i32 %counter) "
		"[ \"convergencectrl\"(token %inner) ]\n"
		"  %counter.next = sub i32 %counter, 1\n"
		"  br label %loop\n"
		"C:\n"
		"  ret void\n"
		"}\n"
		"\n"
		"define void @after() {\n"
		"A:\n"
		"  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
		"  %counter0 = add i32 3, %tid\n"
		"  %outer = call token @llvm.experimental.convergence.anchor()\n"
		"  br label %loop\n"
		"loop:\n"
		"  %counter = phi i32 [ %counter0, %A ], [ %counter.next, %B ]\n"
		"  %inner = call token @llvm.experimental.convergence.loop() "
		"[ \"convergencectrl\"(token %outer) ]\n"
		"  %two = icmp sge i32 %counter, 2\n"
		"  br i1 %two, label %B, label %C\n"
		"B:\n"
		"  call void @convergent.operation(i32 %counter) "
		"[ \"convergencectrl\"(token %inner) ]\n"
		"  %counter.1 = sub i32 %counter, 1\n"
		"  call void @convergent.operation(i32 %counter.1) "
		"[ \"convergencectrl\"(token %inner) ]\n"
		"  %counter.next = sub i32 %counter, 2\n"
		"  br label %loop\n"
		"C:\n"
		"  %rest = icmp sgt i32 %counter, 0\n"
		"  br i1 %rest, label %D, label %E\n"
		"D:\n"
		"  %remainder = call token @llvm.experimental.convergence.loop() "
		"[ \"convergencectrl\"(token %outer) ]\n"
		"  call void @convergent.operation(i32 %counter) "
		"[ \"convergencectrl\"(token %remainder) ]\n"
		"  br label %E\n"
		"E:\n"
		"  ret void\n"
		"}\n"
		"\n"
		"declare i32 @llvm.amdgcn.workitem.id.x()\n"
		"declare token @llvm.experimental.convergence.anchor()\n"
		"declare token @llvm.experimental.convergence.loop()\n"
		"declare void @convergent.operation(i32) convergent\n",
		{{"before", "before", NULL, NULL, "2 2 extern:convergent.operation=zero"},
		 {"after unrolling", "after", NULL, NULL,
		  "2 2 extern:convergent.operation=zero"}},
	},
};

const char *tour_sim_spec(const char *section)
{
	static const char *const specs[][2] = {
		{"ConvergentOperations: Examples / Example 2", "8 8 delta=tid"},
		{"ConvergentOperations: Examples / reserveSpaceInBuffer",
		 "10 4 policies"},
	};
	size_t i;
	for (i = 0; i < sizeof specs / sizeof specs[0]; i++)
		if (strcmp(specs[i][0], section) == 0)
			return specs[i][1];
	return NULL;
}

size_t tour_sim_count(void)
{
	return sizeof stops / sizeof stops[0];
}

/* "THREADS WAVE [NAME=VALUE]... [extern:NAME=VALUE]... [policies]" */
int tour_sim_run(cv_context *ctx, const cv_module *m, const char *function,
		 const char *spec, FILE *out)
{
	cv_run_arg args[8], externs[4];
	char buf[256], *tok, *rest = buf;
	cv_run_options o;
	size_t index, n = cv_module_function_count(m), k;
	cv_writer w;
	int policies = 0, p, rc = 0;
	memset(&o, 0, sizeof o);
	snprintf(buf, sizeof buf, "%s", spec);
	tok = next_field(&rest, ' ');
	o.threads = tok ? (unsigned)atoi(tok) : 1;
	tok = next_field(&rest, ' ');
	o.wave = tok ? (unsigned)atoi(tok) : 64;
	while ((tok = next_field(&rest, ' ')) && o.nargs < 8) {
		char *eq = strchr(tok, '=');
		if (strcmp(tok, "policies") == 0) {
			policies = 1;
			continue;
		}
		if (!eq)
			continue;
		*eq = 0;
		if (strncmp(tok, "extern:", 7) == 0) {
			if (o.nexterns < 4) {
				externs[o.nexterns].name = tok + 7;
				externs[o.nexterns].value = eq + 1;
				o.nexterns++;
			}
			continue;
		}
		args[o.nargs].name = tok;
		args[o.nargs].value = eq + 1;
		o.nargs++;
	}
	o.args = args;
	o.externs = externs;
	o.keep_ops = 1;
	for (index = 0; index < n; index++) {
		const char *fn = cv_module_function_name(m, index);
		if (cv_module_function_is_definition(m, index) &&
		    (!function || (fn && strcmp(fn, function) == 0)))
			break;
	}
	if (index == n)
		return 1;
	w.write = write_file;
	w.user = out;
	for (p = 0; p < (policies ? 3 : 1); p++) {
		cv_run *r;
		o.anchor = (cv_anchor_policy)p;
		o.seed = 1;
		fprintf(out, "\n--- converge run --function %s --threads %u --wave %u",
			cv_module_function_name(m, index), o.threads, o.wave);
		for (k = 0; k < o.nargs; k++)
			fprintf(out, " --arg %s=%s", args[k].name, args[k].value);
		for (k = 0; k < o.nexterns; k++)
			fprintf(out, " --extern %s=%s", externs[k].name, externs[k].value);
		if (policies)
			fprintf(out, " --anchor=%s",
				p == 0 ? "maximal" : p == 1 ? "singleton" : "random:1");
		fprintf(out, ":\n");
		r = cv_run_new(m, index, &o);
		if (!r) {
			print_errors(ctx, out);
			rc = 1;
			continue;
		}
		rc |= cv_run_print(r, 0, &w) != 0;
		cv_run_free(r);
	}
	return rc;
}

static int show_trace(cv_context *ctx, const cv_module *m, const struct view *v,
		      FILE *out)
{
	const char *paths[8];
	char buf[512], *tok, *rest = buf;
	cv_trace_options o;
	cv_trace *t;
	cv_writer w;
	size_t index, n = cv_module_function_count(m), k;
	int rc;
	memset(&o, 0, sizeof o);
	snprintf(buf, sizeof buf, "%s", v->paths);
	while ((tok = next_field(&rest, '|')) && o.npaths < 8)
		paths[o.npaths++] = tok;
	o.paths = paths;
	o.op = v->op;
	for (index = 0; index < n; index++) {
		const char *fn = cv_module_function_name(m, index);
		if (fn && strcmp(fn, v->function) == 0)
			break;
	}
	fprintf(out, "\n--- converge trace --function %s", v->function);
	for (k = 0; k < o.npaths; k++)
		fprintf(out, " --path \"%s\"", paths[k]);
	if (v->op)
		fprintf(out, " --op %s", v->op);
	fprintf(out, "   (%s)\n", v->caption);
	t = index < n ? cv_trace_new(m, index, &o) : NULL;
	if (!t) {
		print_errors(ctx, out);
		return 1;
	}
	w.write = write_file;
	w.user = out;
	rc = cv_trace_print(t, 0, &w) != 0;
	cv_trace_free(t);
	return rc;
}

int tour_sim(cv_context *ctx, FILE *out, size_t first)
{
	size_t i, k;
	int rc = 0;
	for (i = 0; i < tour_sim_count(); i++) {
		const struct sim_stop *s = &stops[i];
		cv_module *m;
		fprintf(out, "\n=== %zu. %s\n    (%s)\n\n%s\n%s", first + i, s->title,
			s->section, s->text, s->ir);
		m = cv_parse(ctx, "example.ll", s->ir, strlen(s->ir));
		if (!m) {
			print_errors(ctx, out);
			rc = 1;
			continue;
		}
		for (k = 0; k < 4 && s->views[k].function; k++) {
			const struct view *v = &s->views[k];
			if (v->paths)
				rc |= show_trace(ctx, m, v, out);
			else {
				fprintf(out, "\n(%s)", v->caption);
				rc |= tour_sim_run(ctx, m, v->function, v->run, out);
			}
		}
		cv_module_free(m);
	}
	return rc;
}
