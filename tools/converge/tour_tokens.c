/*
 * tour_tokens.c - the tour's stop for ConvergentOperations, "Inferring
 * Tokens": a token-less kernel with a loop and an irreducible cycle, and
 * what `converge tokens --explain` does to it.
 */
#include <string.h>

#include "tour.h"

static const char tokens_ir[] =
	"declare i32 @id()\n"
	"declare i64 @ballot(i1) convergent\n"
	"\n"
	"define void @kernel(i32 %n, i1 %a) convergent {\n"
	"entry:\n"
	"  %tid = call i32 @id()\n"
	"  br label %loop\n"
	"\n"
	"loop:\n"
	"  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]\n"
	"  %c = icmp ult i32 %tid, %i\n"
	"  %b = call i64 @ballot(i1 %c)\n"
	"  %i1 = add i32 %i, 1\n"
	"  %more = icmp ult i32 %i1, %n\n"
	"  br i1 %more, label %loop, label %fork\n"
	"\n"
	"fork:\n"
	"  br i1 %a, label %P, label %Q\n"
	"\n"
	"P:\n"
	"  %p = call i64 @ballot(i1 true)\n"
	"  br i1 %c, label %Q, label %exit\n"
	"\n"
	"Q:\n"
	"  br i1 %more, label %P, label %exit\n"
	"\n"
	"exit:\n"
	"  ret void\n"
	"}\n";

static int write_out(void *user, const char *data, size_t size)
{
	return fwrite(data, 1, size, (FILE *)user) == size ? 0 : -1;
}

int tour_tokens(cv_context *ctx, FILE *out, size_t number)
{
	cv_module *m;
	cv_tokens *t;
	cv_writer w;
	int rc = 0;
	fprintf(out,
		"\n=== %zu. Inferring tokens for implicit convergence control\n"
		"    (ConvergentOperations: Inferring Tokens)\n\n"
		"A kernel without tokens: a ballot in a loop and one in an\n"
		"irreducible cycle (%%P and %%Q both entered from %%fork).  `converge\n"
		"tokens` makes the cycle a natural loop through a guard block\n"
		"(step 1: the edges from outside into the cycle and those to the\n"
		"header of LLVM's hierarchy go through it, the edges from outside\n"
		"to that header twice, so that the guard's heart counts the passes\n"
		"through the header and the ballot's groups stay those of the\n"
		"kernel), puts the entry token in the entry block (step 2), a\n"
		"heart in each loop header (step 3) and a convergencectrl bundle\n"
		"on each ballot from its sibling definition (step 4).\n\n%s",
		number, tokens_ir);
	m = cv_parse(ctx, "kernel.ll", tokens_ir, strlen(tokens_ir));
	if (!m) {
		cv_diag_clear(ctx);
		return 1;
	}
	t = cv_tokens_new(ctx, m, NULL);
	if (!t) {
		cv_diag_clear(ctx);
		cv_module_free(m);
		return 1;
	}
	w.write = write_out;
	w.user = out;
	fprintf(out, "\n--- converge tokens kernel.ll:\n");
	rc |= cv_tokens_print(t, &w, NULL) != 0;
	fprintf(out, "\n--- converge tokens --explain kernel.ll (the lines above"
		" counted from the ModuleID):\n");
	rc |= cv_tokens_print(t, NULL, &w) != 0;
	cv_tokens_free(t);
	cv_module_free(m);
	return rc;
}
