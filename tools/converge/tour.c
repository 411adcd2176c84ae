/*
 * tour.c - the built-in walk through examples of the specification of
 * convergent operations (LLVM's ConvergentOperations document, in
 * shared/seeds).  Each stop names the section, explains what it shows and
 * reads the example's IR with the library, printing it back canonically.
 * Later stages (cycles, the verifier, uniformity, the simulator) add their
 * views to each stop.
 */
#include <string.h>

#include "tour.h"

struct stop {
	const char *title;
	const char *section;
	const char *text;
	const char *ir;
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
	},
};

static int write_file(void *user, const char *data, size_t size)
{
	return fwrite(data, 1, size, (FILE *)user) == size ? 0 : -1;
}

int tour_run(cv_context *ctx, FILE *out)
{
	size_t i, n = sizeof stops / sizeof stops[0];
	int rc = 0;
	fprintf(out, "converge tour: %zu stops through the specification's examples\n", n);
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
		cv_module_free(m);
	}
	return rc;
}
