/*
 * builder_check.c FILE.ll... - cv_builder against the reader on generated
 * programs (make builder-check).
 *
 * For every function definition of each module, the function is described
 * again through cv_builder from what the public API says about it: its
 * blocks and edges, its values with their value operands, the target's
 * classification (cv_uniformity_is_source, cv_uniformity_is_always_uniform,
 * divergent arguments), its convergent calls and tokens, its phis.  Then
 * both are analysed and must agree: the divergence of every value and
 * branch, join blocks, the cycles (count, headers, reducibility, flags)
 * and the number of violations of the convergence rules.  Prints one line
 * of counts; exit 1 on any disagreement (the first few are described).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "converge.h"

struct totals {
	unsigned long functions, values, branches, cycles, violations, skipped,
		differ;
};

static int is_token(const cv_func *f, cv_value v)
{
	cv_inst_info in;
	return v.kind == CV_VALUE_INST && cv_func_inst(f, v.index, &in) == 0 &&
	       in.token_kind != CV_TOKEN_NONE;
}

/* The builder's id for an operand: values, arguments and constants; a
 * global is a constant of its own; -1 for what carries no value. */
static int64_t operand_id(cv_builder *b, const uint32_t *inst_id,
			  const uint32_t *arg_id, cv_value v)
{
	switch (v.kind) {
	case CV_VALUE_INST:
		return inst_id[v.index];
	case CV_VALUE_ARG:
		return arg_id[v.index];
	case CV_VALUE_CONST:
		return cv_builder_const(b, (int64_t)v.index);
	case CV_VALUE_GLOBAL:
		return cv_builder_const(b, 1000000000 + (int64_t)v.index);
	default:
		return -1;
	}
}

static int supported(const cv_func *f)
{
	uint32_t i;
	for (i = 0; i < cv_func_inst_count(f); i++) {
		cv_inst_info in;
		cv_func_inst(f, i, &in);
		if (in.terminator && strcmp(in.opcode, "br") != 0 &&
		    strcmp(in.opcode, "switch") != 0 &&
		    strcmp(in.opcode, "ret") != 0 &&
		    strcmp(in.opcode, "unreachable") != 0)
			return 0;
	}
	return 1;
}

/* First pass: an id for every instruction that becomes a builder value
 * (phis made empty; the others in order). */
static void describe(cv_builder *b, const cv_func *f, const cv_uniformity *u,
		     uint32_t *inst_id, const uint32_t *arg_id)
{
	uint32_t nb = cv_func_block_count(f), blk, i, k, pass;
	uint32_t *ops = malloc((cv_func_inst_count(f) + 64) * 4 * 4);
	for (blk = 0; blk < nb; blk++)
		cv_builder_block(b, NULL, 0);
	/* constants first, then every id is known before it is made, as
	 * operands may point forward (to a block listed later, to a phi) */
	for (i = 0; i < cv_func_inst_count(f); i++) {
		cv_inst_info in;
		cv_func_inst(f, i, &in);
		for (k = 0; k < in.noperands; k++) {
			cv_value v = cv_func_inst_operand(f, i, k);
			if (v.kind == CV_VALUE_CONST || v.kind == CV_VALUE_GLOBAL)
				operand_id(b, inst_id, arg_id, v);
		}
	}
	cv_builder_const(b, -1);
	{
		uint32_t next = cv_builder_const(b, -2) + 1;
		for (pass = 0; pass < 2; pass++)
			for (i = 0; i < cv_func_inst_count(f); i++) {
				cv_inst_info in;
				int phi;
				cv_func_inst(f, i, &in);
				phi = strcmp(in.opcode, "phi") == 0;
				if (pass == 0)
					inst_id[i] = phi ? next++ : CV_NONE;
				else if (!phi && !in.terminator &&
					 (in.token_kind != CV_TOKEN_NONE ||
					  in.name || in.convergent))
					inst_id[i] = next++;
			}
	}
	for (i = 0; i < cv_func_inst_count(f); i++) {
		cv_inst_info in;
		cv_func_inst(f, i, &in);
		if (strcmp(in.opcode, "phi") == 0 &&
		    cv_builder_phi(b, in.block, NULL, 0) != inst_id[i])
			abort();
	}
	for (blk = 0; blk < nb; blk++) {
		uint32_t first = cv_func_block_first(f, blk);
		uint32_t end = first + cv_func_block_size(f, blk);
		size_t ns;
		const uint32_t *succ = cv_func_block_succs(f, blk, &ns);
		for (i = first; i < end; i++) {
			cv_inst_info in;
			size_t n = 0;
			uint32_t want;
			cv_value_class cls;
			cv_func_inst(f, i, &in);
			if (strcmp(in.opcode, "phi") == 0)
				continue;
			if (in.terminator) {
				for (k = 0; k < ns; k++)
					cv_builder_edge(b, blk, succ[k]);
				if (ns >= 2) {
					int64_t c = operand_id(
						b, inst_id, arg_id,
						cv_func_inst_operand(f, i, 0));
					cv_builder_branch_on(b, blk,
							     c < 0 ? CV_NONE
								   : (uint32_t)c,
							     0);
				}
				continue;
			}
			if (in.token_kind != CV_TOKEN_NONE) {
				want = inst_id[i];
				inst_id[i] = cv_builder_token(
					b, blk, NULL, in.token_kind,
					in.token.kind == CV_VALUE_INST
						? inst_id[in.token.index]
						: CV_NONE,
					0);
				if (inst_id[i] != want)
					abort();
				continue;
			}
			if (!in.name && !in.convergent)
				continue; /* a store: no value, not convergent */
			for (k = 0; k < in.noperands; k++) {
				cv_value v = cv_func_inst_operand(f, i, k);
				int64_t id;
				if (is_token(f, v))
					continue;
				if (in.callee && k + 1 == in.noperands)
					continue; /* the callee */
				id = operand_id(b, inst_id, arg_id, v);
				if (id >= 0)
					ops[n++] = (uint32_t)id;
			}
			want = inst_id[i];
			cls = cv_uniformity_is_source(u, i)
				      ? CV_CLASS_SOURCE
				      : cv_uniformity_is_always_uniform(u, i)
						? CV_CLASS_UNIFORM
						: CV_CLASS_NORMAL;
			if (in.convergent)
				inst_id[i] = cv_builder_convergent(
					b, blk, NULL, cls, ops, n,
					in.token.kind == CV_VALUE_INST
						? inst_id[in.token.index]
						: CV_NONE,
					0);
			else
				inst_id[i] = cv_builder_value(b, blk, NULL, cls,
							      ops, n, 0);
			if (inst_id[i] != want)
				abort();
		}
	}
	/* the phis' incoming values */
	for (i = 0; i < cv_func_inst_count(f); i++) {
		cv_inst_info in;
		cv_func_inst(f, i, &in);
		if (strcmp(in.opcode, "phi") != 0)
			continue;
		for (k = 0; k + 1 < in.noperands; k += 2) {
			int64_t id = operand_id(b, inst_id, arg_id,
						cv_func_inst_operand(f, i, k));
			cv_value pred = cv_func_inst_operand(f, i, k + 1);
			cv_builder_incoming(b, inst_id[i],
					    id < 0 ? cv_builder_const(b, -1)
						   : (uint32_t)id,
					    pred.index);
		}
	}
	free(ops);
}

static void differ(struct totals *t, const char *file, const cv_func *f,
		   const char *what, uint32_t i)
{
	if (t->differ++ < 10)
		fprintf(stderr, "builder-check: %s %s: %s %u differs\n", file,
			cv_func_name(f), what, (unsigned)i);
}

static void compare(struct totals *t, const char *file, cv_context *ctx,
		    cv_module *m, size_t index)
{
	cv_func *f = cv_func_new(m, index);
	cv_uniformity *u = cv_uniformity_new(m, index, NULL);
	cv_cfg *cfg = cv_cfg_new(m, index, CV_CFG_CYCLES);
	uint32_t na, ni, nb, i, *inst_id, *arg_id;
	cv_builder *b;
	cv_module *bm;
	size_t bi = 0;
	cv_uniformity *bu = NULL;
	cv_cfg *bcfg = NULL;
	if (!f || !u || !cfg || !supported(f)) {
		t->skipped++;
		goto out;
	}
	na = cv_func_arg_count(f);
	ni = cv_func_inst_count(f);
	nb = cv_func_block_count(f);
	inst_id = calloc(ni + 1, 4);
	arg_id = calloc(na + 1, 4);
	b = cv_builder_new(ctx, "f", cv_func_is_convergent(f));
	for (i = 0; i < na; i++)
		arg_id[i] = cv_builder_arg(b, NULL,
					   cv_uniformity_arg_is_divergent(u, i)
						   ? CV_CLASS_SOURCE
						   : CV_CLASS_UNIFORM);
	describe(b, f, u, inst_id, arg_id);
	bm = cv_builder_finish(b, &bi);
	if (!bm) {
		const cv_diag *d = cv_diag_get(ctx, 0);
		fprintf(stderr, "builder-check: %s %s: %s\n", file,
			cv_func_name(f), d ? d->message : "?");
		t->differ++;
		goto done;
	}
	bu = cv_uniformity_new(bm, bi, NULL);
	bcfg = cv_cfg_new(bm, bi, CV_CFG_CYCLES);
	t->functions++;
	for (i = 0; i < ni; i++) {
		cv_value w = cv_builder_value_of(b, inst_id[i]);
		if (inst_id[i] == CV_NONE || w.kind != CV_VALUE_INST)
			continue;
		t->values++;
		if (cv_uniformity_is_divergent(u, i) !=
		    cv_uniformity_is_divergent(bu, w.index))
			differ(t, file, f, "value of instruction", i);
	}
	for (i = 0; i < nb; i++) {
		t->branches++;
		if (cv_uniformity_branch_is_divergent(u, i) !=
			    cv_uniformity_branch_is_divergent(bu, i) ||
		    cv_uniformity_join_of(u, i) != cv_uniformity_join_of(bu, i))
			differ(t, file, f, "branch or join of block", i);
	}
	if (cv_cycle_count(cfg) != cv_cycle_count(bcfg))
		differ(t, file, f, "number of cycles", cv_cycle_count(cfg));
	else
		for (i = 0; i < cv_cycle_count(cfg); i++) {
			t->cycles++;
			if (cv_cycle_header(cfg, i) != cv_cycle_header(bcfg, i) ||
			    cv_cycle_is_reducible(cfg, i) !=
				    cv_cycle_is_reducible(bcfg, i) ||
			    cv_uniformity_cycle_flags(u, i) !=
				    cv_uniformity_cycle_flags(bu, i))
				differ(t, file, f, "cycle", i);
		}
	{
		cv_verify_result *v1 = cv_verify(ctx, m, 0);
		cv_verify_result *v2 = cv_verify(ctx, bm, 0);
		const char *name = cv_module_function_name(m, index);
		size_t k, n1 = 0;
		for (k = 0; v1 && k < cv_verify_count(v1); k++)
			n1 += strcmp(cv_verify_get(v1, k)->function,
				     name ? name : "") == 0;
		if (!v1 || !v2 || n1 != cv_verify_count(v2))
			differ(t, file, f, "violations", (uint32_t)n1);
		t->violations += n1;
		cv_verify_free(v1);
		cv_verify_free(v2);
		cv_diag_clear(ctx);
	}
	cv_cfg_free(bcfg);
	cv_uniformity_free(bu);
	cv_module_free(bm);
done:
	cv_builder_free(b);
	free(inst_id);
	free(arg_id);
out:
	cv_cfg_free(cfg);
	cv_uniformity_free(u);
	cv_func_free(f);
}

int main(int argc, char **argv)
{
	struct totals t = {0};
	int a;
	for (a = 1; a < argc; a++) {
		cv_context *ctx = cv_context_new(NULL);
		cv_module *m = cv_parse_file(ctx, argv[a]);
		size_t i;
		if (!m) {
			fprintf(stderr, "builder-check: cannot read %s\n", argv[a]);
			return 2;
		}
		for (i = 0; i < cv_module_function_count(m); i++)
			if (cv_module_function_is_definition(m, i))
				compare(&t, argv[a], ctx, m, i);
		cv_module_free(m);
		cv_context_free(ctx);
	}
	printf("builder-check: %lu functions (%lu values, %lu blocks, %lu "
	       "cycles, %lu violations) compared; %lu skipped; %lu "
	       "differences\n",
	       t.functions, t.values, t.branches, t.cycles, t.violations,
	       t.skipped, t.differ);
	return t.differ ? 1 : 0;
}
