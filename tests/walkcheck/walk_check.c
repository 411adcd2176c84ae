/*
 * walk_check.c - checks the shortcut of the uniformity analysis's join
 * walk: for every function of every FILE, the analysis runs with every
 * walk of the join propagation done twice, once as LLVM's
 * DivergencePropagator does it (to the end) and once with the shortcut
 * that stops it when the rest can find nothing; the joins and divergent
 * exits, and their order, must be the same.  Prints the counts:
 *
 *   walks=N cut=C differ=D
 *
 * and exits 1 if any walk differs (naming the first function and block),
 * 2 if a file cannot be read or analysed.
 *
 * usage: walk_check [--llvm-compat] [--mtriple=T] FILE...
 * (built and run by tests/walkcheck/walk-check.sh)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "converge.h"
#include "../../bench/read_file.h"
#include "analysis/uniformity.h"

int main(int argc, char **argv)
{
	cv_uniformity_options opt = {NULL, NULL, 0};
	uni_walk_check total = {0, 0, 0, 0};
	int a, status = 0;
	for (a = 1; a < argc; a++) {
		size_t size, nf, i;
		char *text;
		cv_context *ctx;
		cv_module *m;
		if (!strcmp(argv[a], "--llvm-compat")) {
			opt.llvm_compat = 1;
			continue;
		}
		if (!strncmp(argv[a], "--mtriple=", 10)) {
			opt.triple = argv[a] + 10;
			continue;
		}
		text = read_file(argv[a], &size);
		if (!text) {
			fprintf(stderr, "walk_check: cannot read %s\n", argv[a]);
			return 2;
		}
		ctx = cv_context_new(NULL);
		m = cv_parse(ctx, argv[a], text, size);
		if (!m) {
			fprintf(stderr, "walk_check: %s does not parse\n", argv[a]);
			return 2;
		}
		nf = cv_module_function_count(m);
		for (i = 0; i < nf; i++) {
			uni_walk_check c = {0, 0, 0, 0};
			if (!cv_module_function_is_definition(m, i))
				continue;
			if (uni_check_walks(m, i, &opt, &c) < 0) {
				fprintf(stderr, "walk_check: %s: analysis failed\n",
					argv[a]);
				return 2;
			}
			if (c.differ && !total.differ) {
				fprintf(stderr,
					"walk_check: %s: @%s: the walk from block "
					"%u differs with the shortcut\n",
					argv[a], cv_module_function_name(m, i),
					(unsigned)c.first_block);
				status = 1;
			}
			total.walks += c.walks;
			total.cut += c.cut;
			total.differ += c.differ;
		}
		cv_module_free(m);
		cv_context_free(ctx);
		free(text);
	}
	printf("walks=%lu cut=%lu differ=%lu\n", total.walks, total.cut,
	       total.differ);
	return status;
}
