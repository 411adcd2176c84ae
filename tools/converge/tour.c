/*
 * tour.c - the built-in walk through examples of the specification of
 * convergent operations (LLVM's ConvergentOperations document, in
 * shared/seeds).  Each stop names the section, explains what it shows and
 * reads the example's IR with the library, printing it back canonically.
 * Later stages (cycles, the verifier, uniformity, the simulator) add their
 * views to each stop.
 */
#include <string.h>

#include "report.h"
#include "tour.h"
#include "tour_sim.h"

struct stop {
	const char *title;
	const char *section;
	const char *text;
	const char *ir;
	int cycles; /* show the cycle forest (converge cycles) */
	const char *uniformity; /* the target of `converge uniformity`, or
				 * NULL: no uniformity view */
	const char *explain;    /* a value for `converge explain`, or NULL */
};

static const struct stop stops[] = {
	{
		"Controlled convergence with the entry token",
		"ConvergentOperations: Examples / Example 1",
		"A texture sample in a pixel shader needs its whole quad; the\n"
		"entry intrinsic ties the sample to the threads that called the\n"
		"function, so it may not be sunk into the conditional block.\n",
		"define void @example_shader(i1 %condition, ptr %texture, <2 x float> %coordinates) convergent {\n"
		"  %entry = call token @llvm.experimental.convergence.entry()\n"
		"  %color = call <4 x float> @textureSample(ptr %texture, <2 x float> %coordinates) [ \"convergencectrl\"(token %entry) ]\n"
		"  br i1 %condition, label %then, label %end\n"
		"\n"
		"then:\n"
		"  call void @use(<4 x float> %color)\n"
		"  br label %end\n"
		"\n"
		"end:\n"
		"  ret void\n"
		"}\n"
		"\n"
		"declare token @llvm.experimental.convergence.entry()\n"
		"declare <4 x float> @textureSample(ptr, <2 x float>) convergent\n"
		"declare void @use(<4 x float>)\n",
		0, NULL, NULL,
	},
	{
		"Subgroup reductions in divergent control flow",
		"ConvergentOperations: Examples / Example 2",
		"Two subgroupAdd calls in the two arms of a branch on a per-thread\n"
		"value: each communicates only among the threads that took its arm.\n",
		"define void @example_kernel(i32 %delta) convergent {\n"
		"  %entry = call token @llvm.experimental.convergence.entry()\n"
		"  %cc = icmp sgt i32 %delta, 0\n"
		"  br i1 %cc, label %then, label %else\n"
		"\n"
		"then:\n"
		"  %total_gains = call i32 @subgroupAdd(i32 %delta) [ \"convergencectrl\"(token %entry) ]\n"
		"  br label %end\n"
		"\n"
		"else:\n"
		"  %total_losses = call i32 @subgroupAdd(i32 %delta) [ \"convergencectrl\"(token %entry) ]\n"
		"  br label %end\n"
		"\n"
		"end:\n"
		"  ret void\n"
		"}\n"
		"\n"
		"declare token @llvm.experimental.convergence.entry()\n"
		"declare i32 @subgroupAdd(i32) convergent\n",
		0, NULL, NULL,
	},
	{
		"An anchor: a function that takes whatever threads it gets",
		"ConvergentOperations: Examples / reserveSpaceInBuffer",
		"The anchor's set of threads is implementation-defined; the ballot\n"
		"and the broadcast use the same anchor token, so they see the same\n"
		"threads, which is all the function needs to hand out offsets.\n",
		"@bufferAllocationCount = global i32 0\n"
		"\n"
		"define i32 @reserveSpaceInBuffer() {\n"
		"entry:\n"
		"  %anchor = call token @llvm.experimental.convergence.anchor()\n"
		"  %ballot = call i64 @subgroupBallot(i1 true) [ \"convergencectrl\"(token %anchor) ]\n"
		"  %numThreads.p = call i64 @llvm.ctpop.i64(i64 %ballot)\n"
		"  %numThreads = trunc i64 %numThreads.p to i32\n"
		"  %absoluteThreadIdx = call i32 @getSubgroupLocalInvocationId()\n"
		"  %absoluteThreadIdx.ext = zext i32 %absoluteThreadIdx to i64\n"
		"  %mask.p = shl i64 1, %absoluteThreadIdx.ext\n"
		"  %mask = sub i64 %mask.p, 1\n"
		"  %maskedBallot = and i64 %ballot, %mask\n"
		"  %relativeThreadIdx.p = call i64 @llvm.ctpop.i64(i64 %maskedBallot)\n"
		"  %relativeThreadIdx = trunc i64 %relativeThreadIdx.p to i32\n"
		"  %isFirstThread = icmp eq i32 %relativeThreadIdx, 0\n"
		"  br i1 %isFirstThread, label %then, label %end\n"
		"\n"
		"then:\n"
		"  %baseOffset.1 = atomicrmw add ptr @bufferAllocationCount, i32 %numThreads monotonic\n"
		"  br label %end\n"
		"\n"
		"end:\n"
		"  %baseOffset.2 = phi i32 [ undef, %entry ], [ %baseOffset.1, %then ]\n"
		"  %baseOffset = call i32 @subgroupBroadcastFirst(i32 %baseOffset.2) [ \"convergencectrl\"(token %anchor) ]\n"
		"  %offset = add i32 %baseOffset, %relativeThreadIdx\n"
		"  ret i32 %offset\n"
		"}\n"
		"\n"
		"declare token @llvm.experimental.convergence.anchor()\n"
		"declare i64 @subgroupBallot(i1) convergent\n"
		"declare i64 @llvm.ctpop.i64(i64)\n"
		"declare i32 @getSubgroupLocalInvocationId()\n"
		"declare i32 @subgroupBroadcastFirst(i32) convergent\n",
		0, NULL, NULL,
	},
	{
		"An irreducible cycle enclosing natural loops",
		"CycleTerminology: Examples of Cycles / 1",
		"The self-loops of A and B are natural loops; C joins them into a\n"
		"cycle with two entries, A and B.  Which entry heads it depends on\n"
		"the depth-first search: LLVM's takes the last successor first, so\n"
		"with these branches it visits A, C, B and finds the hierarchy the\n"
		"document shows: {A, B, C} headed by A, inside it {B, C} headed by C\n"
		"(B is a second entry), inside that the self-loop {B}.\n",
		"define void @enclosing_natural_loops(i1 %c) {\n"
		"Entry:\n"
		"  br i1 %c, label %B, label %A\n"
		"A:\n"
		"  br i1 %c, label %A, label %C\n"
		"B:\n"
		"  br i1 %c, label %C, label %B\n"
		"C:\n"
		"  switch i32 0, label %Exit [ i32 1, label %A\n"
		"                              i32 2, label %B ]\n"
		"Exit:\n"
		"  ret void\n"
		"}\n",
		1, NULL, NULL,
	},
	{
		"An irreducible union of two natural loops",
		"CycleTerminology: Examples of Cycles / 2",
		"{A, C} and {B, D} are natural loops; the edges between A and B make\n"
		"their union one cycle entered at A and at B.  Headed by A, it\n"
		"contains {B, D}, a natural loop again once A is taken away.\n",
		"define void @union_of_natural_loops(i1 %c) {\n"
		"Entry:\n"
		"  br i1 %c, label %B, label %A\n"
		"A:\n"
		"  br i1 %c, label %C, label %B\n"
		"B:\n"
		"  br i1 %c, label %D, label %A\n"
		"C:\n"
		"  br i1 %c, label %Exit, label %A\n"
		"D:\n"
		"  br i1 %c, label %Exit, label %B\n"
		"Exit:\n"
		"  ret void\n"
		"}\n",
		1, NULL, NULL,
	},
	{
		"An irreducible cycle without natural loops",
		"CycleTerminology: Examples of Cycles / 3",
		"No block dominates another inside {A, B, C, D}: no natural loops.\n"
		"The search enters at A, which heads the whole cycle; without A,\n"
		"{B, D} is still a cycle with two entries, and the search reaches D\n"
		"first, so D heads it.  Another search could pick B: irreducible\n"
		"cycles have no canonical header, which is why uniformity analysis\n"
		"trusts only what holds in every hierarchy (m-converged).\n",
		"define void @no_natural_loops(i1 %c) {\n"
		"Entry:\n"
		"  br i1 %c, label %B, label %A\n"
		"A:\n"
		"  br i1 %c, label %D, label %C\n"
		"B:\n"
		"  br i1 %c, label %D, label %C\n"
		"C:\n"
		"  br i1 %c, label %Exit, label %A\n"
		"D:\n"
		"  br i1 %c, label %Exit, label %B\n"
		"Exit:\n"
		"  ret void\n"
		"}\n",
		1, NULL, NULL,
	},
	{
		"Uniformity: a reduction in divergent control flow",
		"ConvergenceAndUniformity: Uniformity; Divergent Branches",
		"Threads split on their id.  Inside the branch, readfirstlane\n"
		"gives every thread of the wave the same value: uniform.  But the\n"
		"threads that took the other side meet them again at %end, where\n"
		"the phi picks a different incoming value per side: %end is a join\n"
		"of the divergent branch (two disjoint paths reach it), so %r is\n"
		"divergent although both of its inputs are uniform.\n",
		"target triple = \"amdgcn-amd-amdhsa\"\n"
		"\n"
		"define amdgpu_kernel void @reduce(ptr addrspace(1) %out, i32 %n) {\n"
		"entry:\n"
		"  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
		"  %cc = icmp slt i32 %tid, %n\n"
		"  br i1 %cc, label %then, label %end\n"
		"\n"
		"then:\n"
		"  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)\n"
		"  %sum = add i32 %first, %n\n"
		"  br label %end\n"
		"\n"
		"end:\n"
		"  %r = phi i32 [ %sum, %then ], [ 0, %entry ]\n"
		"  store i32 %r, ptr addrspace(1) %out\n"
		"  ret void\n"
		"}\n"
		"\n"
		"declare i32 @llvm.amdgcn.workitem.id.x()\n"
		"declare i32 @llvm.amdgcn.readfirstlane.i32(i32)\n",
		0, "", "%r",
	},
	{
		"Temporal divergence, and how a loop heart prevents it",
		"ConvergenceAndUniformity: Divergent Cycle Exits; "
		"ConvergentOperations: Temporal Divergence at Cycle Exit",
		"The counter %inc is uniform inside the loop: converged threads\n"
		"are in the same iteration.  The exit is divergent, so threads\n"
		"leave on different iterations and read different values of %inc\n"
		"after the loop: %late is divergent (temporal divergence).  %early\n"
		"sits before the use of %heart, the loop's token, so it is inside\n"
		"the heart's convergence region: threads that converged at the\n"
		"heart still are, and %early stays uniform.  LLVM 22 ignores\n"
		"tokens here (`--llvm-compat` too) and calls both divergent.\n",
		"target triple = \"amdgcn-amd-amdhsa\"\n"
		"\n"
		"define amdgpu_kernel void @count(i32 %n) {\n"
		"entry:\n"
		"  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
		"  %anchor = call token @llvm.experimental.convergence.anchor()\n"
		"  br label %loop\n"
		"\n"
		"loop:\n"
		"  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]\n"
		"  %heart = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token %anchor) ]\n"
		"  %inc = add i32 %i, 1\n"
		"  %done = icmp sge i32 %inc, %tid\n"
		"  br i1 %done, label %exit, label %loop\n"
		"\n"
		"exit:\n"
		"  %early = add i32 %inc, %n\n"
		"  %b = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %early) [ \"convergencectrl\"(token %heart) ]\n"
		"  %late = add i32 %inc, %b\n"
		"  ret void\n"
		"}\n"
		"\n"
		"declare i32 @llvm.amdgcn.workitem.id.x()\n"
		"declare i32 @llvm.amdgcn.readfirstlane.i32(i32)\n"
		"declare token @llvm.experimental.convergence.anchor()\n"
		"declare token @llvm.experimental.convergence.loop()\n",
		1, "", "%late",
	},
	{
		"The diverged entry criterion",
		"ConvergenceAndUniformity: Divergent Branch inside a Cycle",
		"The closed path P -> Q -> R -> S has the entries P and R.  Q is a\n"
		"divergent branch and S its join, reached along Q -> S and\n"
		"Q -> R -> S.  R lies on a diverged path and is an entry: with R as\n"
		"the header, threads meet at S on different iterations of an inner\n"
		"cycle.  Nothing in the cycle is m-converged: it is assumed\n"
		"divergent, and so is every value defined in it.\n",
		"target triple = \"amdgcn-amd-amdhsa\"\n"
		"\n"
		"define amdgpu_kernel void @diverged_entry(i32 %a, i32 %b) {\n"
		"entry:\n"
		"  %uni = icmp slt i32 %a, 0\n"
		"  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
		"  %div = icmp slt i32 %tid, 0\n"
		"  br i1 %uni, label %P, label %R\n"
		"\n"
		"P:\n"
		"  %pp = phi i32 [ %a, %entry ], [ %b, %S ]\n"
		"  br label %Q\n"
		"\n"
		"Q:\n"
		"  br i1 %div, label %S, label %R\n"
		"\n"
		"R:\n"
		"  br label %S\n"
		"\n"
		"S:\n"
		"  %ss = add i32 %b, 1\n"
		"  br i1 %uni, label %exit, label %P\n"
		"\n"
		"exit:\n"
		"  ret void\n"
		"}\n"
		"\n"
		"declare i32 @llvm.amdgcn.workitem.id.x()\n",
		1, "", "%ss",
	},
	{
		"Diverged paths reaching a cycle",
		"ConvergenceAndUniformity: Diverged Paths reaching a Cycle",
		"The divergent branch is in the entry block, outside the cycle.\n"
		"Threads enter the cycle at P and at R: which of them is the header\n"
		"decides which dynamic instances are converged, so the analysis\n"
		"reports the whole cycle as not m-converged.\n",
		"target triple = \"amdgcn-amd-amdhsa\"\n"
		"\n"
		"define amdgpu_kernel void @diverged_outside(i32 %a, i32 %b) {\n"
		"entry:\n"
		"  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
		"  %div = icmp slt i32 %tid, 0\n"
		"  %uni = icmp slt i32 %a, 0\n"
		"  br i1 %div, label %R, label %P\n"
		"\n"
		"P:\n"
		"  %pp = add i32 %b, 1\n"
		"  br label %Q\n"
		"\n"
		"Q:\n"
		"  br label %R\n"
		"\n"
		"R:\n"
		"  %rr = add i32 %b, 2\n"
		"  br label %S\n"
		"\n"
		"S:\n"
		"  br i1 %uni, label %exit, label %P\n"
		"\n"
		"exit:\n"
		"  ret void\n"
		"}\n"
		"\n"
		"declare i32 @llvm.amdgcn.workitem.id.x()\n",
		1, "", "%pp",
	},
};

/* The specification's invalid examples: the verifier's view of each. */
struct invalid_stop {
	const char *title;
	const char *section;
	const char *text;
	const char *ir;
};

static const struct invalid_stop invalid_stops[] = {
	{
		"An anchor used inside a loop",
		"ConvergentOperations: Rationales for Static rules about cycles",
		"Two threads that execute the anchor together and then two\n"
		"iterations would execute converged instances of the call in every\n"
		"iteration, so each iteration's instance would be converged with the\n"
		"other's: a contradiction.  The first closed-path rule forbids it: a\n"
		"token used in a cycle without its definition may only be used by\n"
		"llvm.experimental.convergence.loop, the cycle's heart.\n",
		"define void @anchor_in_loop(i1 %exit) {\n"
		"A:\n"
		"  %anchor = call token @llvm.experimental.convergence.anchor()\n"
		"  br label %B\n"
		"\n"
		"B:\n"
		"  call void @convergent.op() [ \"convergencectrl\"(token %anchor) ]\n"
		"  br i1 %exit, label %C, label %B\n"
		"\n"
		"C:\n"
		"  ret void\n"
		"}\n"
		"\n"
		"declare void @convergent.op() convergent\n"
		"declare token @llvm.experimental.convergence.anchor()\n",
	},
	{
		"Two loop hearts referring to one anchor",
		"ConvergentOperations: Rationales for Static rules about cycles",
		"Inner loops whose hearts both use %anchor: a closed path through\n"
		"both hearts avoids the anchor, and a heart must dominate every\n"
		"closed path through it that avoids its token's definition.  In the\n"
		"cycle forest, each heart's token comes from outside the outer loop,\n"
		"whose header the hearts are not.\n",
		"define void @two_hearts(i1 %condition1, i1 %condition2, i1 %c) {\n"
		"A:\n"
		"  %anchor = call token @llvm.experimental.convergence.anchor()\n"
		"  br label %B\n"
		"\n"
		"B:\n"
		"  br i1 %condition1, label %L1, label %D\n"
		"\n"
		"L1:\n"
		"  %loop1 = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token %anchor) ]\n"
		"  br i1 %c, label %L1, label %D\n"
		"\n"
		"D:\n"
		"  br i1 %condition2, label %L2, label %F\n"
		"\n"
		"L2:\n"
		"  %loop2 = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token %anchor) ]\n"
		"  br i1 %c, label %L2, label %F\n"
		"\n"
		"F:\n"
		"  br label %B\n"
		"}\n"
		"\n"
		"declare token @llvm.experimental.convergence.anchor()\n"
		"declare token @llvm.experimental.convergence.loop()\n",
	},
	{
		"Badly nested convergence regions",
		"ConvergentOperations: Static Rules / Convergence Regions",
		"The region of %t2 runs from its definition to its use; it contains\n"
		"the use of %t1, defined outside it.  Regions must nest: using an\n"
		"outer token ends every region opened after it.\n",
		"define void @region_nesting(i1 %cond) {\n"
		"A:\n"
		"  %t1 = call token @llvm.experimental.convergence.anchor()\n"
		"  %t2 = call token @llvm.experimental.convergence.anchor()\n"
		"  br i1 %cond, label %B, label %C\n"
		"\n"
		"B:\n"
		"  call void @f() [ \"convergencectrl\"(token %t1) ]\n"
		"  br label %C\n"
		"\n"
		"C:\n"
		"  call void @f() [ \"convergencectrl\"(token %t2) ]\n"
		"  ret void\n"
		"}\n"
		"\n"
		"declare void @f() convergent\n"
		"declare token @llvm.experimental.convergence.anchor()\n",
	},
};

static int write_file(void *user, const char *data, size_t size)
{
	return fwrite(data, 1, size, (FILE *)user) == size ? 0 : -1;
}

/* The cycle view: the forest drawn (converge cycles) and as opt prints it
 * (converge cycles --format=llvm). */
static int show_cycles(const cv_module *m, const cv_writer *w)
{
	size_t i, n = cv_module_function_count(m);
	FILE *out = w->user;
	int rc = 0;
	for (i = 0; i < n; i++) {
		cv_cfg *cfg;
		if (!cv_module_function_is_definition(m, i))
			continue;
		cfg = cv_cfg_new(m, i, CV_CFG_CYCLES);
		if (!cfg)
			return 1;
		fprintf(out, "\n--- its cycles (converge cycles):\n");
		rc |= cv_cfg_print_cycles(cfg, CV_FORMAT_TEXT, w);
		fprintf(out, "\n--- as opt -passes='print<cycles>' prints them "
			     "(converge cycles --format=llvm):\n");
		rc |= cv_cfg_print_cycles(cfg, CV_FORMAT_LLVM, w);
		cv_cfg_free(cfg);
	}
	return rc != 0;
}

/* The verifier's view: its report (converge verify) and what opt prints
 * (converge verify --format=llvm). */
static int show_verify(cv_context *ctx, const cv_module *m, const char *name,
		       const char *ir, FILE *out)
{
	cv_verify_result *r = cv_verify(ctx, m, 0);
	int rc = 0;
	if (!r)
		return 1;
	if (!cv_verify_count(r)) {
		fprintf(out, "\n--- converge verify: no violations\n");
		cv_verify_free(r);
		cv_diag_clear(ctx);
		return 0;
	}
	fprintf(out, "\n--- converge verify:\n");
	rc |= report_verify(out, name, ir, strlen(ir), r, 0);
	cv_verify_free(r);
	r = cv_verify(ctx, m, CV_VERIFY_LLVM);
	if (!r)
		return 1;
	fprintf(out, "\n--- as opt -passes=verify prints it "
		     "(converge verify --format=llvm):\n");
	rc |= report_verify(out, name, ir, strlen(ir), r, 1);
	cv_verify_free(r);
	cv_diag_clear(ctx);
	return rc != 0;
}

/* The invalid examples, numbered after the first stops. */
static int tour_invalid(cv_context *ctx, FILE *out, size_t first)
{
	size_t i, n = sizeof invalid_stops / sizeof invalid_stops[0];
	int rc = 0;
	for (i = 0; i < n; i++) {
		const struct invalid_stop *s = &invalid_stops[i];
		cv_module *m;
		fprintf(out, "\n=== %zu. %s (invalid)\n    (%s)\n\n%s\n%s",
			first + i, s->title, s->section, s->text, s->ir);
		m = cv_parse(ctx, "example.ll", s->ir, strlen(s->ir));
		if (!m) {
			cv_diag_clear(ctx);
			rc = 1;
			continue;
		}
		rc |= show_verify(ctx, m, "example.ll", s->ir, out);
		cv_module_free(m);
	}
	return rc;
}

/* The uniformity view: the marked IR (converge uniformity), as opt
 * prints it (--format=llvm), and one explanation (converge explain). */
static int show_uniformity(const cv_module *m, const struct stop *s,
			   FILE *out, const cv_writer *w)
{
	cv_uniformity_options opts;
	size_t i, n = cv_module_function_count(m);
	int rc = 0;
	memset(&opts, 0, sizeof opts);
	fprintf(out, "\n--- converge uniformity --explain:\n");
	rc |= cv_uniformity_print_module(m, &opts, CV_UNIFORMITY_TEXT,
					 CV_UNIFORMITY_EXPLAIN, NULL, w);
	opts.llvm_compat = 1;
	fprintf(out, "--- as opt -passes='print<uniformity>' prints it "
		     "(converge uniformity --format=llvm):\n");
	rc |= cv_uniformity_print_module(m, &opts, CV_UNIFORMITY_LLVM, 0, NULL,
					 w);
	if (!s->explain)
		return rc;
	opts.llvm_compat = 0;
	for (i = 0; i < n; i++) {
		cv_uniformity *u;
		cv_uniformity_subject kind;
		uint32_t index;
		if (!cv_module_function_is_definition(m, i))
			continue;
		u = cv_uniformity_new(m, i, &opts);
		if (!u)
			return -1;
		if (cv_uniformity_find(u, s->explain, 0, &kind, &index) == 0) {
			fprintf(out, "\n--- converge explain --value %s:\n",
				s->explain);
			rc |= cv_uniformity_explain(u, kind, index,
						    CV_UNIFORMITY_TEXT, w);
		}
		cv_uniformity_free(u);
	}
	return rc;
}

/* The stop for "Inferring non-convergence": converge noconvergent's
 * report and the rewritten module. */
static const char noconv_ir[] =
	"define i32 @square(i32 %x) convergent {\n"
	"  %y = mul i32 %x, %x\n"
	"  ret i32 %y\n"
	"}\n"
	"\n"
	"define i32 @even(i32 %n) convergent {\n"
	"  %z = icmp eq i32 %n, 0\n"
	"  br i1 %z, label %yes, label %more\n"
	"yes:\n"
	"  ret i32 1\n"
	"more:\n"
	"  %m = sub i32 %n, 1\n"
	"  %r = call i32 @odd(i32 %m) convergent\n"
	"  ret i32 %r\n"
	"}\n"
	"\n"
	"define i32 @odd(i32 %n) convergent {\n"
	"  %z = icmp eq i32 %n, 0\n"
	"  br i1 %z, label %no, label %more\n"
	"no:\n"
	"  ret i32 0\n"
	"more:\n"
	"  %m = sub i32 %n, 1\n"
	"  %r = call i32 @even(i32 %m) convergent\n"
	"  ret i32 %r\n"
	"}\n"
	"\n"
	"define i32 @kernel(i32 %x) convergent {\n"
	"  %t = call token @llvm.experimental.convergence.entry()\n"
	"  %s = call i32 @square(i32 %x) [ \"convergencectrl\"(token %t) ]\n"
	"  %e = call i32 @even(i32 %s) [ \"convergencectrl\"(token %t) ]\n"
	"  %b = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %e) [ \"convergencectrl\"(token %t) ]\n"
	"  ret i32 %b\n"
	"}\n"
	"\n"
	"declare token @llvm.experimental.convergence.entry()\n"
	"declare i32 @llvm.amdgcn.readfirstlane.i32(i32)\n";

static int tour_noconvergent(cv_context *ctx, FILE *out, size_t number)
{
	cv_module *m;
	cv_noconvergent *r;
	cv_writer w;
	int rc = 0;
	fprintf(out, "\n=== %zu. Inferring non-convergence\n"
		     "    (ConvergentOperations: Inferring non-convergence)\n\n"
		     "`convergent` may leave a function that calls neither\n"
		     "convergence.entry nor any uncontrolled convergent operation, and\n"
		     "a call site (with its convergencectrl bundle) that always calls a\n"
		     "non-convergent function.  converge noconvergent decides the call\n"
		     "graph's components callees first: @square and the recursive pair\n"
		     "@even/@odd reach no convergent operation; @kernel keeps it, for\n"
		     "its entry token and its readfirstlane.\n\n%s",
		number, noconv_ir);
	m = cv_parse(ctx, "example.ll", noconv_ir, strlen(noconv_ir));
	r = m ? cv_noconvergent_new(ctx, m, 0) : NULL;
	if (!r) {
		cv_diag_clear(ctx);
		cv_module_free(m);
		return 1;
	}
	w.write = write_file;
	w.user = out;
	fprintf(out, "\n--- converge noconvergent --report:\n");
	rc |= cv_noconvergent_print_report(r, &w);
	fprintf(out, "\n--- converge noconvergent (the module as opt -S prints it):\n");
	rc |= cv_print_module(m, &w);
	cv_noconvergent_free(r);
	cv_module_free(m);
	return rc != 0;
}

int tour_run(cv_context *ctx, FILE *out)
{
	size_t i, n = sizeof stops / sizeof stops[0];
	int rc = 0;
	fprintf(out, "converge tour: %zu stops through the specification's examples\n",
		n + tour_sim_count() + sizeof invalid_stops / sizeof invalid_stops[0] +
			2);
	for (i = 0; i < n; i++) {
		const struct stop *s = &stops[i];
		cv_module *m;
		cv_writer w;
		fprintf(out, "\n=== %zu. %s\n    (%s)\n\n%s\n", i + 1, s->title,
			s->section, s->text);
		m = cv_parse(ctx, s->section, s->ir, strlen(s->ir));
		if (!m) {
			size_t k;
			for (k = 0; k < cv_diag_count(ctx); k++) {
				const cv_diag *d = cv_diag_get(ctx, k);
				fprintf(out, "  error at %u:%u: %s\n", d->line, d->col,
					d->message);
			}
			cv_diag_clear(ctx);
			rc = 1;
			continue;
		}
		fprintf(out, "--- read and printed back as opt -S prints it:\n");
		w.write = write_file;
		w.user = out;
		cv_print_module(m, &w);
		if (s->cycles && show_cycles(m, &w) != 0)
			rc = 1;
		if (show_verify(ctx, m, "example.ll", s->ir, out) != 0)
			rc = 1;
		if (s->uniformity && show_uniformity(m, s, out, &w) != 0)
			rc = 1;
		if (tour_sim_spec(s->section) &&
		    tour_sim_run(ctx, m, NULL, tour_sim_spec(s->section), out) != 0)
			rc = 1;
		cv_module_free(m);
	}
	if (tour_sim(ctx, out, n + 1) != 0)
		rc = 1;
	if (tour_invalid(ctx, out, n + 1 + tour_sim_count()) != 0)
		rc = 1;
	if (tour_noconvergent(ctx, out, n + 1 + tour_sim_count() +
			      sizeof invalid_stops / sizeof invalid_stops[0]) != 0)
		rc = 1;
	if (tour_tokens(ctx, out, n + 2 + tour_sim_count() +
				      sizeof invalid_stops / sizeof invalid_stops[0]) != 0)
		rc = 1;
	return rc;
}
