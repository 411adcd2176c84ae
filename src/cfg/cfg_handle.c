/*
 * cfg_handle.c - the public cv_cfg handle: a function's graph with the
 * dominator trees (cfg.c) and the cycle forest (cycles.c) that the caller
 * asks for, and the queries of include/converge.h on them.
 */
#include <stdlib.h>
#include <string.h>

#include "cfg/cfg.h"

/* The global of function `index`, counting functions in module order. */
static uint32_t function_global(const cv_module *m, size_t index)
{
	return index < m->nfuncs ? m->funcs[index] : CFG_NONE;
}

/* Memory that comes with a handle, half for its results and half for
 * the scratch of computing them: each of libclc's 12,449 functions took
 * two 64 KiB chunks from the C library and gave them back (with the
 * uniformity analysis's, 1.5% of a summary of libclc, 8% of one of
 * 50,000 two-instruction functions). */
#define CFG_OWN_BYTES ((size_t)4 << 10)

cv_cfg *cv_cfg_new(const cv_module *mod, size_t index, unsigned what)
{
	cv_context *ctx = mod->ctx;
	uint32_t gi = function_global(mod, index);
	const global *g = gi == CFG_NONE ? NULL : &mod->globals[gi];
	cv_cfg *cfg;
	arena *tmp;
	jmp_buf oom;
	if (!g || g->is_decl || !g->fn || !g->fn->nblocks) {
		diag_add(ctx, CV_ERROR, mod->filename, 0, 0, NULL, 0,
			 "function %zu is not a definition", index);
		return NULL;
	}
	/* the handle and its arenas live outside the jump's reach; a small
	 * function's graph, orders and trees fit the memory that comes
	 * with the handle (CFG_OWN_BYTES) */
	cfg = cv_mem_realloc(&ctx->alloc, NULL, 0, sizeof *cfg + CFG_OWN_BYTES);
	if (!cfg) {
		diag_add(ctx, CV_ERROR, mod->filename, 0, 0, NULL, 0,
			 "out of memory");
		return NULL;
	}
	memset(cfg, 0, sizeof *cfg);
	tmp = &cfg->scratch;
	cfg->m = mod;
	cfg->f = g->fn;
	cfg->global = gi;
	cfg->what = what & CV_CFG_ALL;
	arena_init_in(&cfg->arena, &ctx->alloc, cfg + 1, CFG_OWN_BYTES / 2);
	arena_init_in(tmp, &ctx->alloc, (char *)(cfg + 1) + CFG_OWN_BYTES / 2,
		      CFG_OWN_BYTES / 2);
	cfg->arena.oom = tmp->oom = &oom;
	if (setjmp(oom)) {
		arena_free(tmp);
		arena_free(&cfg->arena);
		cv_mem_realloc(&ctx->alloc, cfg, sizeof *cfg + CFG_OWN_BYTES, 0);
		diag_add(ctx, CV_ERROR, mod->filename, 0, 0, NULL, 0,
			 "out of memory");
		return NULL;
	}
	cfg_graph_build(&cfg->graph, cfg->f, &cfg->arena);
	if (cfg->what & CV_CFG_DOM) {
		cfg_order_compute(&cfg->order, &cfg->graph, &cfg->arena, tmp);
		cfg_domtree_compute(&cfg->dom, &cfg->graph, &cfg->arena, tmp);
	}
	if (cfg->what & CV_CFG_POSTDOM)
		cfg_postdomtree_compute(&cfg->postdom, &cfg->graph, &cfg->arena,
					tmp);
	if (cfg->what & CV_CFG_CYCLES)
		cycles_compute(&cfg->cycles, &cfg->graph, &cfg->arena, tmp);
	arena_free(tmp);
	cfg->arena.oom = NULL;
	return cfg;
}

void cv_cfg_free(cv_cfg *cfg)
{
	cv_allocator al;
	if (!cfg)
		return;
	al = cfg->m->ctx->alloc;
	arena_free(&cfg->arena);
	cv_mem_realloc(&al, cfg, sizeof *cfg + CFG_OWN_BYTES, 0);
}

uint32_t cv_cfg_block_count(const cv_cfg *cfg)
{
	return cfg->f->nblocks;
}

const uint32_t *cv_cfg_rpo(const cv_cfg *cfg, size_t *count)
{
	*count = cfg->what & CV_CFG_DOM ? cfg->order.nrpo : 0;
	return cfg->what & CV_CFG_DOM ? cfg->order.rpo : NULL;
}

int cv_cfg_is_reachable(const cv_cfg *cfg, uint32_t b)
{
	if (b >= cfg->f->nblocks)
		return 0;
	if (cfg->what & CV_CFG_DOM)
		return cfg->order.rpo_index[b] != CFG_NONE;
	if (cfg->what & CV_CFG_CYCLES)
		return cfg->cycles.dfs_start[b] != 0;
	return 0;
}

uint32_t cv_cfg_idom(const cv_cfg *cfg, uint32_t b)
{
	if (!(cfg->what & CV_CFG_DOM) || b >= cfg->f->nblocks)
		return CV_NONE;
	return cfg->dom.idom[b];
}

int cv_cfg_dominates(const cv_cfg *cfg, uint32_t a, uint32_t b)
{
	if (!(cfg->what & CV_CFG_DOM) || a >= cfg->f->nblocks ||
	    b >= cfg->f->nblocks)
		return 0;
	return cfg_dominates(&cfg->dom, a, b);
}

uint32_t cv_cfg_ipostdom(const cv_cfg *cfg, uint32_t b)
{
	uint32_t p;
	if (!(cfg->what & CV_CFG_POSTDOM) || b >= cfg->f->nblocks)
		return CV_NONE;
	p = cfg->postdom.idom[b];
	return p == cfg->postdom.root ? CV_NONE : p;
}

int cv_cfg_postdominates(const cv_cfg *cfg, uint32_t a, uint32_t b)
{
	if (!(cfg->what & CV_CFG_POSTDOM) || a >= cfg->f->nblocks ||
	    b >= cfg->f->nblocks)
		return 0;
	return cfg_dominates(&cfg->postdom, a, b);
}

const uint32_t *cv_cfg_postdom_roots(const cv_cfg *cfg, size_t *count)
{
	*count = cfg->what & CV_CFG_POSTDOM ? cfg->postdom.nroots : 0;
	return cfg->what & CV_CFG_POSTDOM ? cfg->postdom.roots : NULL;
}
