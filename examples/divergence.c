/*
 * divergence.c - which values of a GPU kernel are divergent, and why,
 * through libconverge's public API only (the introspection of
 * include/converge.h; nothing parses converge's text output).
 *
 *   cc divergence.c $(pkg-config --cflags --libs converge) -o divergence
 *   ./divergence kernel.ll [FUNCTION]
 *
 * prints, for every function definition (or the one named):
 *
 *   @join (line 26): 3 of 4 values divergent, 1 of 1 branches
 *     %tid (line 28) is divergent because source: an intrinsic ...
 *     %c (line 29) is divergent because operand %tid is divergent (line 28)
 *     branch of %entry (line 30) is divergent because operand %c ...
 *
 * and every convergent call with the token it uses.
 */
#include <stdio.h>
#include <string.h>

#include <converge.h>

/* A writer into a fixed line buffer (a reason is one short line). */
struct line {
	char text[1024];
	size_t len;
};

static int line_write(void *user, const char *data, size_t size)
{
	struct line *l = user;
	size_t room = sizeof l->text - 1 - l->len;
	if (size > room)
		size = room;
	memcpy(l->text + l->len, data, size);
	l->len += size;
	l->text[l->len] = '\0';
	return 0;
}

static const char *reason(const cv_uniformity *u, cv_uniformity_subject kind,
			  uint32_t index, struct line *l)
{
	cv_writer w = {line_write, l};
	l->len = 0;
	l->text[0] = '\0';
	if (cv_uniformity_reason(u, kind, index, &w) != 0)
		return "(no reason: out of memory)";
	return l->text;
}

static void report(cv_func *f, const cv_uniformity *u)
{
	cv_uniformity_counts n;
	struct line l;
	uint32_t i, b;
	cv_uniformity_get_counts(u, &n);
	printf("%s (line %u): %lu of %lu values divergent, %lu of %lu branches\n",
	       cv_func_name(f), cv_func_line(f), n.divergent_values, n.values,
	       n.divergent_branches, n.branches);
	for (i = 0; i < cv_func_arg_count(f); i++)
		if (cv_uniformity_arg_is_divergent(u, i))
			printf("  argument %s is divergent because %s\n",
			       cv_func_arg_name(f, i),
			       reason(u, CV_SUBJECT_ARGUMENT, i, &l));
	for (b = 0; b < cv_func_block_count(f); b++) {
		uint32_t first = cv_func_block_first(f, b);
		uint32_t end = first + cv_func_block_size(f, b);
		for (i = first; i < end; i++) {
			cv_inst_info in;
			cv_func_inst(f, i, &in);
			if (in.name && cv_uniformity_is_divergent(u, i))
				printf("  %s (line %u) is divergent because %s\n",
				       in.name, in.line,
				       reason(u, CV_SUBJECT_INSTRUCTION, i, &l));
			if (in.terminator &&
			    cv_uniformity_branch_is_divergent(u, b))
				printf("  branch of %s (line %u) is divergent "
				       "because %s\n",
				       cv_func_block_name(f, b), in.line,
				       reason(u, CV_SUBJECT_BRANCH, b, &l));
			if (in.convergent)
				printf("  %s (line %u) calls %s: convergent, "
				       "token %s\n",
				       in.name ? in.name : in.opcode, in.line,
				       in.callee ? in.callee : "(indirect)",
				       in.token.kind == CV_VALUE_INST
					       ? cv_func_value_text(f, in.token)
					       : "none");
		}
	}
}

int main(int argc, char **argv)
{
	cv_context *ctx;
	cv_module *m;
	size_t i, only = CV_NO_FUNCTION;
	int rc = 0;
	if (argc < 2 || argc > 3) {
		fprintf(stderr, "usage: %s FILE.ll [FUNCTION]\n", argv[0]);
		return 2;
	}
	ctx = cv_context_new(NULL);
	m = ctx ? cv_parse_file(ctx, argv[1]) : NULL;
	if (!m) {
		const cv_diag *d = ctx ? cv_diag_get(ctx, 0) : NULL;
		if (d)
			fprintf(stderr, "%s:%u:%u: error: %s\n", d->file,
				d->line, d->col, d->message);
		cv_context_free(ctx);
		return 2;
	}
	if (argc == 3) {
		only = cv_module_find_function(m, argv[2]);
		if (only == CV_NO_FUNCTION) {
			fprintf(stderr, "no function %s\n", argv[2]);
			rc = 2;
		}
	}
	for (i = 0; rc == 0 && i < cv_module_function_count(m); i++) {
		cv_func *f;
		cv_uniformity *u;
		if ((only != CV_NO_FUNCTION && i != only) ||
		    !cv_module_function_is_definition(m, i))
			continue;
		f = cv_func_new(m, i);
		u = cv_uniformity_new(m, i, NULL);
		if (!f || !u)
			rc = 2;
		else
			report(f, u);
		cv_uniformity_free(u);
		cv_func_free(f);
	}
	cv_module_free(m);
	cv_context_free(ctx);
	return rc;
}
