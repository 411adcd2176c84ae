/*
 * cmd_noconvergent.c - `converge noconvergent FILE`: the specification's
 * "Inferring non-convergence" over the module's call graph; prints the
 * module without the `convergent` it does not need, as `opt -S` prints
 * it, and with --report why each decision was taken.
 * (src/infer/noconvergent.c does the work.)
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cmd_noconvergent.h"

const char help_noconvergent[] =
	"usage: converge noconvergent [--report] [--convergent-by-default]\n"
	"                             [--input-name NAME] [-o OUT] [FILE|-]\n"
	"\n"
	"Removes `convergent` where the specification allows it (\"Inferring\n"
	"non-convergence\"): from each function definition from which no\n"
	"convergent operation can be reached, and from each call of such a\n"
	"definition, with its convergencectrl bundle.  A call-graph analysis in\n"
	"SCC order, callees first: a convergence control intrinsic, a convergent\n"
	"call of a declaration or intrinsic (LLVM's intrinsic table), an indirect\n"
	"call or inline asm marked convergent, a call with a convergencectrl\n"
	"bundle whose callee is unknown keep their function convergent, and so\n"
	"does a call of a definition that stays convergent.  Definitions marked\n"
	"optnone, naked or presplitcoroutine are kept as written.  The token\n"
	"intrinsics are kept.  The module is printed as `opt -S` prints it.\n"
	"\n"
	"--report   writes, instead of the module, each decision and its reason:\n"
	"           for a function that keeps `convergent`, the path through the\n"
	"           call graph to the convergent operation; then the counts\n"
	"--convergent-by-default\n"
	"           the 2021 RFC's view: every call is convergent unless its call\n"
	"           site or callee says \"noconvergent\" (a string attribute: LLVM\n"
	"           22 has no keyword for it), it calls an intrinsic that is not\n"
	"           convergent, or a definition proven not convergent; such calls\n"
	"           of definitions get \"noconvergent\"\n"
	"\n"
	"Exit 0, or 2 on bad usage or unreadable input (and 1, with opt's\n"
	"message, for a module LLVM's verifier rejects).  Details:\n"
	"docs/noconvergent.md.\n";

int cmd_noconvergent(cv_context *ctx, int argc, char **argv)
{
	const char *input = NULL, *output = NULL, *input_name = NULL, *v;
	unsigned flags = 0;
	int report = 0, i, rc;
	cv_module *m;
	cv_noconvergent *r;
	FILE *out;
	cv_writer w;
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			fputs(help_noconvergent, stdout);
			return 0;
		} else if (strcmp(a, "--report") == 0) {
			report = 1;
		} else if (strcmp(a, "--convergent-by-default") == 0) {
			flags |= CV_NOCONV_BY_DEFAULT;
		} else if ((v = cli_opt_value(argc, argv, &i, "--input-name"))) {
			input_name = v;
		} else if (strcmp(a, "-o") == 0 && i + 1 < argc) {
			output = argv[++i];
		} else if (strncmp(a, "-o", 2) == 0 && a[2]) {
			output = a + 2;
		} else if (a[0] == '-' && a[1]) {
			fprintf(stderr, "converge: unknown or incomplete option '%s'\n\n%s",
				a, help_noconvergent);
			return 2;
		} else if (!input) {
			input = a;
		} else {
			fprintf(stderr, "converge: unexpected argument '%s'\n", a);
			return 2;
		}
	}
	m = cli_load_named(ctx, input, input_name);
	if (!m)
		return 2;
	rc = cli_refuse_broken(ctx, m, input_name ? input_name
					 : input ? input : "<stdin>");
	if (rc) {
		cv_module_free(m);
		return rc;
	}
	r = cv_noconvergent_new(ctx, m, flags);
	if (!r) {
		cli_print_diags(ctx);
		cv_module_free(m);
		return 2;
	}
	out = cli_open_output(output);
	if (!out) {
		cv_noconvergent_free(r);
		cv_module_free(m);
		return 2;
	}
	w.write = cli_write_file;
	w.user = out;
	rc = (report ? cv_noconvergent_print_report(r, &w)
		     : cv_print_module(m, &w)) != 0 ? 2 : 0;
	if (cli_close_output(out))
		rc = 2;
	cv_noconvergent_free(r);
	cv_module_free(m);
	return rc;
}
