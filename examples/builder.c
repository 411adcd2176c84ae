/*
 * builder.c - a compiler that does not use LLVM describes a function to
 * converge with cv_builder (blocks, edges, values and their operands,
 * sources of divergence, phis) and gets cycles, the convergence verifier
 * and uniformity with reasons, exactly as for LLVM IR.
 *
 *   cc builder.c $(pkg-config --cflags --libs converge) -o builder
 *   ./builder                          the function built by hand
 *   ./builder tests/install/irreducible.ll   the same function as LLVM IR
 *
 * Both print the same report (tests/install/builder.expected): an
 * irreducible cycle entered from a divergent branch.
 */
#include <stdint.h>
#include <stdio.h>

#include <converge.h>

static int out_write(void *user, const char *data, size_t size)
{
	return fwrite(data, 1, size, user) == size ? 0 : -1;
}

/* The function of tests/install/irreducible.ll, with its source lines:
 *
 *   entry: %tid = source; %d = f(%tid, %n); branch on %d to R, S
 *   R:     %r = phi [0, entry] [%s1, S]; %r1 = f(%r, 1); to Q
 *   Q:     %q = f(%r1, %n); branch on %q to S, exit
 *   S:     %s = phi [0, entry] [%r1, Q]; %s1 = f(%s, %n);
 *          %u = f(%s1, 100); branch on %u to R, exit
 *   exit:  %x = phi [%r1, Q] [%s1, S]
 */
static cv_module *build(cv_context *ctx, size_t *index)
{
	cv_builder *b = cv_builder_new(ctx, "irreducible", 0);
	uint32_t n, zero, one, hundred, entry, R, Q, S, exit_;
	uint32_t tid, d, r, r1, q, s, s1, u, x;
	cv_module *m;
	if (!b)
		return NULL;
	n = cv_builder_arg(b, "n", CV_CLASS_UNIFORM);
	zero = cv_builder_const(b, 0);
	one = cv_builder_const(b, 1);
	hundred = cv_builder_const(b, 100);
	entry = cv_builder_block(b, "entry", 8);
	R = cv_builder_block(b, "R", 12);
	Q = cv_builder_block(b, "Q", 16);
	S = cv_builder_block(b, "S", 19);
	exit_ = cv_builder_block(b, "exit", 24);

	tid = cv_builder_value(b, entry, "tid", CV_CLASS_SOURCE, NULL, 0, 9);
	d = cv_builder_value(b, entry, "d", CV_CLASS_NORMAL,
			     (uint32_t[]){tid, n}, 2, 10);
	cv_builder_edge(b, entry, R);
	cv_builder_edge(b, entry, S);
	cv_builder_branch_on(b, entry, d, 11);

	r = cv_builder_phi(b, R, "r", 13);
	r1 = cv_builder_value(b, R, "r1", CV_CLASS_NORMAL,
			      (uint32_t[]){r, one}, 2, 14);
	cv_builder_edge(b, R, Q);
	cv_builder_branch_on(b, R, CV_NONE, 15);

	q = cv_builder_value(b, Q, "q", CV_CLASS_NORMAL, (uint32_t[]){r1, n},
			     2, 17);
	cv_builder_edge(b, Q, S);
	cv_builder_edge(b, Q, exit_);
	cv_builder_branch_on(b, Q, q, 18);

	s = cv_builder_phi(b, S, "s", 20);
	s1 = cv_builder_value(b, S, "s1", CV_CLASS_NORMAL, (uint32_t[]){s, n},
			      2, 21);
	u = cv_builder_value(b, S, "u", CV_CLASS_NORMAL,
			     (uint32_t[]){s1, hundred}, 2, 22);
	cv_builder_edge(b, S, R);
	cv_builder_edge(b, S, exit_);
	cv_builder_branch_on(b, S, u, 23);

	x = cv_builder_phi(b, exit_, "x", 25);
	cv_builder_branch_on(b, exit_, CV_NONE, 26);

	/* incoming values, back edges included */
	cv_builder_incoming(b, r, zero, entry);
	cv_builder_incoming(b, r, s1, S);
	cv_builder_incoming(b, s, zero, entry);
	cv_builder_incoming(b, s, r1, Q);
	cv_builder_incoming(b, x, r1, Q);
	cv_builder_incoming(b, x, s1, S);

	m = cv_builder_finish(b, index);
	cv_builder_free(b);
	return m;
}

static void print_reason(const cv_uniformity *u, cv_uniformity_subject k,
			 uint32_t i, int source)
{
	cv_writer w = {out_write, stdout};
	/* a source's reason names how it was described (an intrinsic, or
	 * the builder's declaration); everything else reads the same */
	if (source)
		fputs("a source of divergence", stdout);
	else
		cv_uniformity_reason(u, k, i, &w);
	fputc('\n', stdout);
}

/* The same report for either module: cycles, violations, divergence. */
static int report(cv_context *ctx, cv_module *m, size_t index)
{
	cv_writer w = {out_write, stdout};
	cv_cfg *cfg = cv_cfg_new(m, index, CV_CFG_ALL);
	cv_func *f = cv_func_new(m, index);
	cv_uniformity *u = cv_uniformity_new(m, index, NULL);
	cv_verify_result *v = cv_verify(ctx, m, 0);
	uint32_t i, blk;
	int rc = 0;
	if (!cfg || !f || !u || !v) {
		rc = 2;
		goto done;
	}
	printf("%s: %zu violations of the convergence rules\n",
	       cv_func_name(f), cv_verify_count(v));
	cv_cfg_print_cycles(cfg, CV_FORMAT_LLVM, &w);
	for (blk = 0; blk < cv_func_block_count(f); blk++) {
		uint32_t first = cv_func_block_first(f, blk);
		uint32_t end = first + cv_func_block_size(f, blk);
		if (cv_uniformity_join_of(u, blk) != CV_NONE)
			printf("%s (line %u) joins the divergent branch of %s\n",
			       cv_func_block_name(f, blk),
			       cv_func_block_line(f, blk),
			       cv_func_block_name(
				       f, cv_uniformity_join_of(u, blk)));
		for (i = first; i < end; i++) {
			cv_inst_info in;
			cv_func_inst(f, i, &in);
			if (in.name && cv_uniformity_is_divergent(u, i)) {
				printf("  %s (line %u) is divergent because ",
				       in.name, in.line);
				print_reason(u, CV_SUBJECT_INSTRUCTION, i,
					     cv_uniformity_is_source(u, i));
			} else if (in.name)
				printf("  %s (line %u) is uniform\n", in.name,
				       in.line);
			if (in.terminator &&
			    cv_uniformity_branch_is_divergent(u, blk)) {
				printf("  branch of %s (line %u) is divergent "
				       "because ",
				       cv_func_block_name(f, blk), in.line);
				print_reason(u, CV_SUBJECT_BRANCH, blk, 0);
			}
		}
	}
done:
	cv_verify_free(v);
	cv_uniformity_free(u);
	cv_func_free(f);
	cv_cfg_free(cfg);
	return rc;
}

int main(int argc, char **argv)
{
	cv_context *ctx = cv_context_new(NULL);
	cv_module *m;
	size_t index = 0;
	int rc;
	if (!ctx)
		return 2;
	if (argc > 1) {
		m = cv_parse_file(ctx, argv[1]);
		index = m ? cv_module_find_function(m, "irreducible") : 0;
	} else
		m = build(ctx, &index);
	if (!m || index == CV_NO_FUNCTION) {
		const cv_diag *d = cv_diag_get(ctx, 0);
		fprintf(stderr, "error: %s\n", d ? d->message : "no function");
		cv_module_free(m);
		cv_context_free(ctx);
		return 2;
	}
	rc = report(ctx, m, index);
	cv_module_free(m);
	cv_context_free(ctx);
	return rc;
}
