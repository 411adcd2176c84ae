/*
 * explain.c - presenting the uniformity analysis (uniformity.c): why a
 * value is divergent (a derivation chain back to a source of divergence),
 * and the printers: LLVM 22's print<uniformity> byte for byte, a text view
 * for people, JSON (docs/uniformity-json.md), graphviz and counts.  Reads
 * the analysis' results; computes nothing but the two disjoint paths that
 * illustrate a join.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "read/parse.h"
#include "ir/thread.h"
#include "print/print.h"
#include "analysis/uniformity.h"

#define NONE CFG_NONE

/* ---- queries -------------------------------------------------------------- */

int cv_uniformity_target_diverges(const cv_uniformity *u)
{
	return u->tf.divergent;
}

int cv_uniformity_is_divergent(const cv_uniformity *u, uint32_t ii)
{
	return ii < u->f->ninsts && u->div_inst[ii];
}

int cv_uniformity_arg_is_divergent(const cv_uniformity *u, uint32_t arg)
{
	return arg < u->f->nargs && u->div_arg[arg];
}

int cv_uniformity_branch_is_divergent(const cv_uniformity *u, uint32_t b)
{
	return b < u->f->nblocks && u->div_term[b];
}

int cv_uniformity_is_always_uniform(const cv_uniformity *u, uint32_t ii)
{
	return ii < u->f->ninsts && u->always_uniform[ii];
}

unsigned cv_uniformity_cycle_flags(const cv_uniformity *u, uint32_t cy)
{
	if (cy >= u->cfg->cycles.ncycles)
		return 0;
	return (u->assumed[cy] ? CV_UNIFORMITY_CYCLE_ASSUMED_DIVERGENT : 0) |
	       (u->exit_div[cy] ? CV_UNIFORMITY_CYCLE_DIVERGENT_EXIT : 0);
}

uint32_t cv_uniformity_join_of(const cv_uniformity *u, uint32_t b)
{
	return b < u->f->nblocks ? u->join_branch[b] : CV_NONE;
}

size_t cv_uniformity_temporal_count(const cv_uniformity *u)
{
	return u->ntemporal;
}

void cv_uniformity_temporal_get(const cv_uniformity *u, size_t i,
				uint32_t *def, uint32_t *user, uint32_t *cy)
{
	if (i >= u->ntemporal || !u->temporal) {
		*def = *user = *cy = CV_NONE;
		return;
	}
	*def = u->temporal[i].def;
	*user = u->temporal[i].user;
	*cy = u->temporal[i].cycle;
}

void cv_uniformity_get_counts(const cv_uniformity *u,
			      cv_uniformity_counts *k)
{
	uint32_t c;
	memset(k, 0, sizeof *k);
	k->values = u->nvalues;
	k->divergent_values = u->ndiv_values;
	k->branches = u->nbranches;
	k->divergent_branches = u->ndiv_branches;
	k->cycles = u->cfg->cycles.ncycles;
	for (c = 0; c < u->cfg->cycles.ncycles; c++) {
		k->assumed_divergent += u->assumed[c];
		k->divergent_exit += u->exit_div[c];
	}
	k->temporal = u->ntemporal;
}

/* ---- printer state ------------------------------------------------------- */

typedef struct printer {
	pctx c;
	outbuf o;
	const cv_uniformity *u;
	const cv_module *m;
	const function *f;
	cv_uniformity *owned;     /* print_module: the analysis to free */
	uint64_t *keys;           /* printer_function: the module's groups, */
	size_t keys_bytes;
	uint32_t nkeys;           /* kept from function to function for the */
	int keys_cpu;             /* same target-cpu setting (-1: none yet) */
	int dot_fn;               /* DOT: -1 a digraph per function; k: the
				   * k-th cluster of the module's digraph */
} printer;

/* Frees what a printer may hold when it stops (also after a jump). */
static void printer_scratch_free(printer *p)
{
	if (p->keys)
		cv_mem_realloc(p->o.al, p->keys, p->keys_bytes, 0);
	p->keys = NULL;
	p->nkeys = 0;
}

static void p_str(printer *p, const char *s)
{
	out_str(&p->o, s);
}

static void p_chr(printer *p, char ch)
{
	out_char(&p->o, ch);
}

static void p_u32(printer *p, uint32_t v)
{
	out_uint(&p->o, v);
}

/* Sets up numbering for the module (once) ...  A summary prints only
 * the functions' names: the globals' numbers are enough (the split CLI
 * prints a summary of each batch of bodies, and numbered the metadata
 * and attribute groups of the whole module for each). */
static void printer_module(printer *p, const cv_module *m,
			   cv_uniformity_format format)
{
	p->m = m;
	if (format != CV_UNIFORMITY_SUMMARY)
		module_prepare(&p->c, &p->c.md_order, &p->c.nmd_order);
}

static void p_operand(printer *p, ref r);

/* A function's name in a summary line: an unnamed one's number needs
 * the globals numbered, done at the first such name. */
static void p_function_name(printer *p, uint32_t gi)
{
	if (p->m->globals[gi].numbered && !p->c.global_slot)
		module_prepare_globals(&p->c);
	p_operand(p, REF(REF_GLOBAL, gi));
}

/* ... and for each function: its slots, and the numbers of the attribute
 * groups of its call sites, as LLVM's SlotTracker gives them when it
 * prints one instruction: the groups of global variables and of every
 * function's attributes first (in module order), then this function's
 * call sites in instruction order.  With an explicit CPU, opt gives every
 * function without one a "target-cpu" attribute before anything is
 * printed, which makes more function groups: that is counted too. */
static void printer_function(printer *p, const cv_uniformity *u)
{
	const cv_module *m = p->m;
	const function *f = u->f;
	const cv_allocator *al = p->o.al;
	int add_cpu = u->target.cpu[0] != 0;
	uint32_t i, nkeys = 0, cap = 16, next;
	uint64_t *keys;
	p->u = u;
	p->f = f;
	/* the module's groups: (attribute set, "target-cpu" added); the same
	 * for every function of a run, so found once (a walk of every global
	 * per function made printing a module quadratic) */
	if (p->keys && p->keys_cpu == add_cpu) {
		keys = p->keys;
		nkeys = p->nkeys;
		goto groups_known;
	}
	printer_scratch_free(p);
	keys = cv_mem_realloc(al, NULL, 0, cap * sizeof *keys);
	if (!keys)
		longjmp(p->c.oom, 1);
	p->keys = keys;
	p->keys_bytes = cap * sizeof *keys;
	for (i = 0; i < m->norder; i++) {
		const global *g = &m->globals[m->order[i]];
		uint64_t key;
		uint32_t k;
		if (g->kind == G_VAR && g->attrs)
			key = (uint64_t)g->attrs << 1;
		else if (g->kind == G_FUNC) {
			attrset fa = g->fn->fn_attrs;
			int plus = add_cpu && !target_attr_has(m, fa, "\"target-cpu\"");
			if (!fa && !plus)
				continue;
			key = ((uint64_t)fa << 1) | (uint64_t)plus;
		} else
			continue;
		for (k = 0; k < nkeys && keys[k] != key; k++)
			;
		if (k < nkeys)
			continue;
		if (nkeys == cap) {
			uint64_t *nk = cv_mem_realloc(al, keys, cap * sizeof *keys,
						      cap * 2 * sizeof *keys);
			if (!nk)
				longjmp(p->c.oom, 1);
			keys = p->keys = nk;
			cap *= 2;
			p->keys_bytes = cap * sizeof *keys;
		}
		keys[nkeys++] = key;
	}
	p->nkeys = nkeys;
	p->keys_cpu = add_cpu;
groups_known:
	u32map_clear(&p->c.attr_slots);
	p->c.nattr_slots = 0;
	next = nkeys;
	for (i = 0; i < f->ninsts && !p->o.failed; i++) {
		const inst *in = &f->insts[i];
		uint32_t slot, k;
		attrset s;
		if ((in->op != OP_CALL && in->op != OP_INVOKE &&
		     in->op != OP_CALLBR) || !in->ext || !in->ext->fn_attrs)
			continue;
		s = in->ext->fn_attrs;
		if (u32map_get(&p->c.attr_slots, s, &slot))
			continue;
		for (k = 0; k < nkeys && keys[k] != (uint64_t)s << 1; k++)
			;
		slot = k < nkeys ? k : next++;
		u32map_put(&p->c.attr_slots, al, &p->c.oom, s, slot);
	}
	p->c.nattr_slots = next;
	fn_slots(&p->c, f);
}

/* The instruction as LLVM prints it, without the two leading spaces. */
static void p_inst(printer *p, uint32_t ii)
{
	print_instruction(&p->c, ii);
}

/* The same, with the metadata numbers print<uniformity> gives it. */
static void p_inst_alone(printer *p, uint32_t ii)
{
	print_instruction_alone(&p->c, ii);
}

static void p_operand(printer *p, ref r)
{
	print_operand(&p->c, r);
}

/* A block as CycleInfo and UniformityInfo name it: bare name or number. */
static void p_block(printer *p, uint32_t b)
{
	const block *blk = &p->f->blocks[b];
	if (blk->name)
		out_write(&p->o, SYM_STR(&p->m->strs, blk->name),
			  SYM_LEN(&p->m->strs, blk->name));
	else
		p_u32(p, p->c.slot_block[b]);
}

void uni_print_cycle(pctx *c, const cv_uniformity *u, uint32_t cy)
{
	const cycle_info *ci = &u->cfg->cycles;
	const cycle *cc = &ci->cycles[cy];
	const function *f = u->f;
	uint32_t i;
	out_str(c->o, "depth=");
	out_uint(c->o, cc->depth);
	out_str(c->o, ": entries(");
	for (i = 0; i < cc->nentries; i++) {
		uint32_t b = ci->entries[cc->entry0 + i];
		if (i)
			out_char(c->o, ' ');
		if (f->blocks[b].name)
			out_write(c->o, SYM_STR(&u->m->strs, f->blocks[b].name),
				  SYM_LEN(&u->m->strs, f->blocks[b].name));
		else
			out_uint(c->o, c->slot_block[b]);
	}
	out_char(c->o, ')');
	for (i = 0; i < cc->nblocks; i++) {
		uint32_t b = ci->blocks[cc->block0 + i];
		if (cycles_is_entry(ci, cy, b))
			continue;
		out_char(c->o, ' ');
		if (f->blocks[b].name)
			out_write(c->o, SYM_STR(&u->m->strs, f->blocks[b].name),
				  SYM_LEN(&u->m->strs, f->blocks[b].name));
		else
			out_uint(c->o, c->slot_block[b]);
	}
}

/* The function's name as F.getName() gives it (empty when numbered). */
static void p_fn_bare(printer *p)
{
	const global *g = &p->m->globals[p->u->global];
	if (!g->numbered && g->name)
		out_write(&p->o, SYM_STR(&p->m->strs, g->name),
			  SYM_LEN(&p->m->strs, g->name));
}

/* ---- LLVM 22's print<uniformity> ---------------------------------------- */

static int any_divergence(const cv_uniformity *u)
{
	uint32_t i;
	for (i = 0; i < u->f->nargs; i++)
		if (u->div_arg[i])
			return 1;
	for (i = 0; i < u->f->ninsts; i++)
		if (u->div_inst[i])
			return 1;
	for (i = 0; i < u->f->nblocks; i++)
		if (u->div_term[i])
			return 1;
	return 0;
}

/* The cycles flagged in `listed`, in forest order, under a title. */
static void p_cycle_list(printer *p, const uint8_t *listed, const char *title)
{
	uint32_t c;
	int any = 0;
	for (c = 0; c < p->u->cfg->cycles.ncycles; c++) {
		if (!listed[c])
			continue;
		if (!any)
			p_str(p, title);
		any = 1;
		p_str(p, "  ");
		uni_print_cycle(&p->c, p->u, c);
		p_chr(p, '\n');
	}
}

static void print_llvm(printer *p)
{
	const cv_uniformity *u = p->u;
	const function *f = p->f;
	uint32_t i, b;
	int any;
	md_function_numbers(&p->c, u->global);
	p_str(p, "UniformityInfo for function '");
	p_fn_bare(p);
	p_str(p, "':\n");
	if (!any_divergence(u)) {
		p_str(p, "ALL VALUES UNIFORM\n");
		return;
	}
	for (i = 0, any = 0; i < f->nargs; i++) {
		if (!u->div_arg[i])
			continue;
		if (!any)
			p_str(p, "DIVERGENT ARGUMENTS:\n");
		any = 1;
		p_str(p, "  DIVERGENT: ");
		print_typed(&p->c, REF(REF_ARG, i));
		p_chr(p, '\n');
	}
	p_cycle_list(p, u->assumed, "CYCLES ASSUMED DIVERGENT:\n");
	p_cycle_list(p, u->exit_div, "CYCLES WITH DIVERGENT EXIT:\n");
	if (u->ntemporal) {
		p_str(p, "\nTEMPORAL DIVERGENCE LIST:\n");
		for (i = 0; i < u->ntemporal; i++) {
			p_str(p, "Value         :");
			p_inst_alone(p, u->temporal[i].def);
			p_str(p, "\nUsed by       :");
			p_inst_alone(p, u->temporal[i].user);
			p_str(p, "\nOutside cycle :");
			uni_print_cycle(&p->c, u, u->temporal[i].cycle);
			p_str(p, "\n\n");
		}
	}
	for (b = 0; b < f->nblocks; b++) {
		const block *blk = &f->blocks[b];
		p_str(p, "\nBLOCK ");
		p_block(p, b);
		p_str(p, "\nDEFINITIONS\n");
		for (i = blk->first; i < blk->first + blk->n; i++) {
			if (uni_is_terminator(&f->insts[i]))
				break;
			p_str(p, u->div_inst[i] ? "  DIVERGENT: " : "             ");
			p_inst_alone(p, i);
			p_chr(p, '\n');
		}
		p_str(p, "TERMINATORS\n");
		if (blk->n && uni_is_terminator(&f->insts[blk->first + blk->n - 1])) {
			p_str(p, u->div_term[b] ? "  DIVERGENT: " : "             ");
			p_inst_alone(p, blk->first + blk->n - 1);
			p_chr(p, '\n');
		}
		p_str(p, "END BLOCK\n");
	}
}

/* Output into a scratch buffer: everything printed between the two
 * calls (by p_* and by the pctx printers, which share p->o) is captured. */
static void capture_begin(printer *p, outbuf *saved)
{
	*saved = p->o;
	memset(&p->o, 0, sizeof p->o);
	p->o.al = saved->al;
}

static void capture_end(printer *p, outbuf *saved, outbuf *captured)
{
	*captured = p->o;
	p->o = *saved;
	if (captured->failed)
		p->o.failed = 1;
}

/* ---- reasons ------------------------------------------------------------- */

/* A value's name for people: %x, %3, or "the store on line 7". */
static void p_value(printer *p, ref r)
{
	if (REF_KIND(r) == REF_INST) {
		const inst *in = &p->f->insts[REF_IDX(r)];
		if (in->type == p->m->t_void) {
			p_str(p, "the ");
			p_str(p, opcode_names[in->op]);
			p_str(p, " on line ");
			p_u32(p, in->line);
			return;
		}
	}
	p_operand(p, r);
}

static void p_line_of(printer *p, ref r)
{
	if (REF_KIND(r) == REF_INST) {
		p_str(p, " (line ");
		p_u32(p, p->f->insts[REF_IDX(r)].line);
		p_chr(p, ')');
	}
}

static uint32_t term_of(const function *f, uint32_t b)
{
	return f->blocks[b].first + f->blocks[b].n - 1;
}

static void p_cycle_name(printer *p, uint32_t cy)
{
	const cycle_info *ci = &p->u->cfg->cycles;
	uint32_t h = cycles_header(ci, cy);
	p_str(p, "cycle ");
	p_operand(p, REF(REF_BLOCK, h));
	p_str(p, " (line ");
	p_u32(p, p->f->blocks[h].line);
	p_str(p, cycles_is_reducible(ci, cy) ? ", reducible" : ", irreducible");
	p_chr(p, ')');
}

/* The first step of a reason, on one line (uniformity --explain). */
static void p_why_short(printer *p, const uni_why_rec *w)
{
	switch (w->kind) {
	case UW_SOURCE:
		p_str(p, "source: ");
		p_str(p, target_reason_text(w->detail));
		break;
	case UW_OPERAND:
		p_str(p, "operand ");
		p_value(p, w->cause);
		p_str(p, " is divergent");
		p_line_of(p, w->cause);
		break;
	case UW_SYNC:
		p_str(p, "join: phi of ");
		p_operand(p, REF(REF_BLOCK, w->aux));
		p_str(p, ", where paths from the divergent branch in ");
		p_operand(p, REF(REF_BLOCK, w->cause));
		p_str(p, " (line ");
		p_u32(p, p->f->insts[term_of(p->f, w->cause)].line);
		p_str(p, ") meet");
		break;
	case UW_EXIT_PHI:
		p_str(p, "phi at an exit of ");
		p_cycle_name(p, w->aux);
		p_str(p, ", which has a divergent exit, takes ");
		p_value(p, w->cause);
		p_str(p, " from inside it");
		break;
	case UW_TEMPORAL:
		p_str(p, "temporal divergence: uses ");
		p_value(p, w->cause);
		p_line_of(p, w->cause);
		p_str(p, " from ");
		p_cycle_name(p, w->aux);
		p_str(p, ", which threads leave on different iterations");
		break;
	case UW_CYCLE:
		p_str(p, "defined in ");
		p_cycle_name(p, w->aux);
		p_str(p, ", assumed divergent (not m-converged)");
		break;
	case UW_TOKEN:
		p_str(p, "in the convergence region of ");
		p_value(p, REF(REF_INST, w->cause));
		p_line_of(p, REF(REF_INST, w->cause));
		p_str(p, ", which is not m-converged");
		break;
	case UW_ANCHOR:
		p_str(p, "anchor group: depends on ");
		p_value(p, REF(REF_INST, w->cause));
		p_line_of(p, REF(REF_INST, w->cause));
		p_str(p, ", uniform only within a group of the anchor ");
		p_value(p, REF(REF_INST, w->aux));
		p_line_of(p, REF(REF_INST, w->aux));
		break;
	default:
		p_str(p, "uniform");
	}
}

/* ---- disjoint paths ------------------------------------------------------ */

/* Two paths from branch block br to join block j that share only br and
 * j (Menger: two augmenting paths of a unit-capacity flow with split
 * nodes).  Writes them to path1 / path2 (blocks, br first, j last) and
 * returns 1, or 0 if the CFG has no two such paths. */
static int disjoint_paths(const cv_uniformity *u, uint32_t br, uint32_t j,
			  uint32_t *path1, uint32_t *n1, uint32_t *path2,
			  uint32_t *n2)
{
	const cfg_graph *g = &u->cfg->graph;
	const cv_allocator *al = &u->m->ctx->alloc;
	uint32_t n = g->n, ne = g->succ_off[n], round, k, e, v;
	/* prev, prev_via and the queue: 2n + 1 each; then the flows */
	size_t bytes = (size_t)(2 * n + 1) * 4 * 3 + (size_t)ne + n + 1;
	uint8_t *mem = cv_mem_realloc(al, NULL, 0, bytes);
	uint32_t *prev, *prev_via, *queue;
	uint8_t *flow_e, *flow_s;
	int ok = 0;
	if (!mem)
		return 0;
	memset(mem, 0, bytes);
	prev = (uint32_t *)mem;
	prev_via = prev + 2 * n + 1;
	queue = prev_via + 2 * n + 1;
	flow_e = (uint8_t *)(queue + 2 * n + 1);
	flow_s = flow_e + ne;
	/* node 2v: v entered, 2v+1: v left; edge ids: CFG edges 0..ne-1,
	 * split edges ne+v; prev_via holds the edge and its direction */
	for (round = 0; round < 2; round++) {
		uint32_t head = 0, tail = 0, src = 2 * br + 1, dst = 2 * j;
		for (k = 0; k < 2 * n; k++)
			prev[k] = NONE;
		prev[src] = src;
		queue[tail++] = src;
		while (head < tail && prev[dst] == NONE) {
			uint32_t x = queue[head++], b = x / 2;
			if (x & 1) {
				/* left b: CFG edges forward, or undo b's split */
				for (e = g->succ_off[b]; e < g->succ_off[b + 1]; e++) {
					uint32_t y = 2 * g->succ[e];
					if (flow_e[e] || prev[y] != NONE || g->succ[e] == br)
						continue;
					prev[y] = x;
					prev_via[y] = e * 2;
					queue[tail++] = y;
				}
				if (flow_s[b] && b != br && prev[2 * b] == NONE) {
					prev[2 * b] = x;
					prev_via[2 * b] = (ne + b) * 2 + 1;
					queue[tail++] = 2 * b;
				}
			} else {
				/* entered b: through b, or undo a CFG edge into b */
				if (!flow_s[b] && b != j && b != br &&
				    prev[2 * b + 1] == NONE) {
					prev[2 * b + 1] = x;
					prev_via[2 * b + 1] = (ne + b) * 2;
					queue[tail++] = 2 * b + 1;
				}
				for (k = 0; k < CFG_NPRED(g, b); k++) {
					uint32_t pb = CFG_PREDS(g, b)[k];
					for (e = g->succ_off[pb]; e < g->succ_off[pb + 1]; e++)
						if (g->succ[e] == b && flow_e[e] &&
						    prev[2 * pb + 1] == NONE) {
							prev[2 * pb + 1] = x;
							prev_via[2 * pb + 1] = e * 2 + 1;
							queue[tail++] = 2 * pb + 1;
						}
				}
			}
		}
		if (prev[dst] == NONE)
			goto done;
		for (v = dst; v != src; v = prev[v]) {
			uint32_t via = prev_via[v] / 2, back = prev_via[v] & 1;
			if (via < ne)
				flow_e[via] = (uint8_t)!back;
			else
				flow_s[via - ne] = (uint8_t)!back;
		}
	}
	/* read the two paths off the flow */
	for (round = 0; round < 2; round++) {
		uint32_t *path = round ? path2 : path1, len = 0, b = br;
		path[len++] = br;
		while (b != j && len <= n) {
			uint32_t next = NONE;
			for (e = g->succ_off[b]; e < g->succ_off[b + 1]; e++)
				if (flow_e[e]) {
					next = g->succ[e];
					flow_e[e] = 0;
					break;
				}
			if (next == NONE)
				goto done;
			path[len++] = b = next;
		}
		if (round)
			*n2 = len;
		else
			*n1 = len;
	}
	ok = 1;
done:
	cv_mem_realloc(al, mem, bytes, 0);
	return ok;
}

static void p_path(printer *p, const uint32_t *path, uint32_t n)
{
	uint32_t i;
	for (i = 0; i < n; i++) {
		if (i)
			p_str(p, " -> ");
		p_operand(p, REF(REF_BLOCK, path[i]));
	}
}

/* ---- explain ----------------------------------------------------------------- */

typedef struct step {
	int kind;      /* 0 instruction value, 1 argument, 2 branch */
	uint32_t index;
} step;

static const uni_why_rec *why_of(const cv_uniformity *u, step s)
{
	return s.kind == 0 ? &u->why_inst[s.index]
			   : s.kind == 1 ? &u->why_arg[s.index]
					 : &u->why_term[s.index];
}

static void p_step_head(printer *p, unsigned n, step s)
{
	const function *f = p->f;
	p_str(p, "  ");
	p_u32(p, n);
	p_str(p, ". ");
	if (s.kind == 1) {
		p_str(p, "argument ");
		print_typed(&p->c, REF(REF_ARG, s.index));
		p_str(p, " (line ");
		p_u32(p, f->line);
		p_str(p, ")\n");
		return;
	}
	{
		uint32_t ii = s.kind == 0 ? s.index : term_of(f, s.index);
		outbuf saved, tmp;
		p_str(p, "line ");
		p_u32(p, f->insts[ii].line);
		p_str(p, ": ");
		capture_begin(p, &saved);
		p_inst(p, ii);
		capture_end(p, &saved, &tmp);
		if (tmp.len >= 2)
			out_write(&p->o, tmp.buf + 2, tmp.len - 2);
		out_release(&tmp);
		p_chr(p, '\n');
	}
}

/* Explains a cycle listed as assumed divergent, then continues with its
 * branch. */
static step explain_assumed(printer *p, uint32_t cy)
{
	const cv_uniformity *u = p->u;
	const uni_cycle_why *cw = &u->why_assumed[cy];
	step next;
	p_str(p, "     defined in ");
	p_cycle_name(p, cy);
	p_str(p, ", assumed divergent: ");
	if (cw->external) {
		p_str(p, "paths that part at the\n     divergent branch in ");
		p_operand(p, REF(REF_BLOCK, cw->branch));
		p_str(p, ", outside the cycle, enter it at different entries and "
			 "meet at ");
		p_operand(p, REF(REF_BLOCK, cw->block));
		p_str(p, ";\n     which iteration a thread is in depends on the "
			 "header the DFS chose (diverged\n     paths reaching a "
			 "cycle), so no node of the cycle is m-converged\n");
	} else {
		p_str(p, "the divergent branch in ");
		p_operand(p, REF(REF_BLOCK, cw->branch));
		p_str(p, "\n     has the join ");
		p_operand(p, REF(REF_BLOCK, cw->block));
		p_str(p, " inside the cycle, and neither the branch nor a cycle "
			 "header strictly\n     dominates the join (diverged entry "
			 "criterion), so no node of the cycle is m-converged\n");
	}
	next.kind = 2;
	next.index = cw->branch;
	return next;
}

static int explain_chain(printer *p, step s)
{
	const cv_uniformity *u = p->u;
	const function *f = p->f;
	unsigned n = 1;
	uint32_t limit = f->ninsts + f->nargs + f->nblocks + 4;
	while (limit--) {
		const uni_why_rec *w = why_of(u, s);
		step next;
		p_step_head(p, n++, s);
		switch (w->kind) {
		case UW_SOURCE:
			p_str(p, "     a source of divergence: ");
			p_str(p, target_reason_text(w->detail));
			p_str(p, "\n");
			return 0;
		case UW_OPERAND:
			p_str(p, "     ");
			if (s.kind == 2)
				p_str(p, "the branch's operand ");
			else
				p_str(p, "its operand ");
			p_value(p, w->cause);
			p_str(p, " is divergent\n");
			next.kind = REF_KIND(w->cause) == REF_ARG ? 1 : 0;
			next.index = REF_IDX(w->cause);
			break;
		case UW_SYNC: {
			uint32_t p1[4096], p2[4096], n1 = 0, n2 = 0;
			p_str(p, "     a phi in ");
			p_operand(p, REF(REF_BLOCK, w->aux));
			p_str(p, ", a join block of the divergent branch in ");
			p_operand(p, REF(REF_BLOCK, w->cause));
			p_str(p, ":\n     threads that took different sides arrive "
				 "on different edges\n");
			if (f->nblocks < 4096 &&
			    disjoint_paths(u, w->cause, w->aux, p1, &n1, p2, &n2)) {
				p_str(p, "     disjoint paths: ");
				p_path(p, p1, n1);
				p_str(p, "\n                     ");
				p_path(p, p2, n2);
				p_chr(p, '\n');
			}
			next.kind = 2;
			next.index = w->cause;
			break;
		}
		case UW_EXIT_PHI:
		case UW_TEMPORAL: {
			const uni_cycle_why *cw = &u->why_exit[w->aux];
			p_str(p, "     ");
			if (w->kind == UW_EXIT_PHI)
				p_str(p, "a phi at an exit of ");
			else
				p_str(p, "uses ");
			if (w->kind == UW_TEMPORAL) {
				p_value(p, w->cause);
				p_line_of(p, w->cause);
				p_str(p, ", defined in ");
			}
			p_cycle_name(p, w->aux);
			if (w->kind == UW_EXIT_PHI) {
				p_str(p, ", takes ");
				p_value(p, w->cause);
				p_str(p, " from inside the cycle");
			} else {
				p_str(p, ", from outside the cycle");
			}
			p_str(p, ";\n     the cycle has a divergent exit to ");
			p_operand(p, REF(REF_BLOCK, cw->block));
			p_str(p, ": threads leave it on different iterations, so the\n"
				 "     value is divergent here even if it is uniform inside "
				 "(temporal divergence)\n");
			next.kind = 2;
			next.index = cw->branch;
			break;
		}
		case UW_CYCLE:
			next = explain_assumed(p, w->aux);
			break;
		case UW_TOKEN:
			p_str(p, "     in the convergence region of ");
			p_value(p, REF(REF_INST, w->cause));
			p_line_of(p, REF(REF_INST, w->cause));
			p_str(p, ", a token definition that is not m-converged\n"
				 "     (controlled m-converged: the region is not "
				 "m-converged either)\n");
			next.kind = 0;
			next.index = w->cause;
			break;
		case UW_ANCHOR:
			p_str(p, "     depends on ");
			p_value(p, REF(REF_INST, w->cause));
			p_line_of(p, REF(REF_INST, w->cause));
			p_str(p, ", which is the same only among the threads of one\n"
				 "     group of the anchor ");
			p_value(p, REF(REF_INST, w->aux));
			p_line_of(p, REF(REF_INST, w->aux));
			p_str(p, "; the groups are the implementation's choice, and\n"
				 "     here (outside the anchor's convergence region, or "
				 "as a branch)\n     threads of different groups meet\n");
			return 0;
		default:
			p_str(p, "     (no recorded reason)\n");
			return 0;
		}
		s = next;
	}
	return 0;
}

static int subject_divergent(const cv_uniformity *u, step s)
{
	return s.kind == 0 ? u->div_inst[s.index]
			   : s.kind == 1 ? u->div_arg[s.index]
					 : u->div_term[s.index];
}

static void p_subject(printer *p, step s)
{
	if (s.kind == 1)
		p_operand(p, REF(REF_ARG, s.index));
	else if (s.kind == 0)
		p_value(p, REF(REF_INST, s.index));
	else {
		p_str(p, "the branch of ");
		p_operand(p, REF(REF_BLOCK, s.index));
	}
}

/* A uniform instruction that uses a value from a cycle with a divergent
 * exit, from outside it: why that is not temporal divergence. */
static void explain_not_temporal(printer *p, uint32_t ii)
{
	const cv_uniformity *u = p->u;
	const function *f = p->f;
	const cycle_info *ci = &u->cfg->cycles;
	const inst *in = &f->insts[ii];
	const ref *o = INST_OPS(f, in);
	uint32_t k, c, d;
	for (k = 0; k < in->nops; k++) {
		if (REF_KIND(o[k]) != REF_INST)
			continue;
		for (c = ci->block_cycle[f->insts[REF_IDX(o[k])].block];
		     c != NONE && !cycles_contains_block(ci, c, in->block);
		     c = ci->cycles[c].parent) {
			if (!u->exit_div[c])
				continue;
			p_str(p, "  it uses ");
			p_value(p, o[k]);
			p_str(p, " from ");
			p_cycle_name(p, c);
			p_str(p, ", which has a divergent exit,\n  but ");
			for (d = 0; d < f->ninsts; d++) {
				const inst *t = &f->insts[d];
				if (t->op == OP_CALL && t->ext &&
				    (t->ext->intrinsic == INTR_CONV_LOOP ||
				     t->ext->intrinsic == INTR_CONV_ANCHOR ||
				     t->ext->intrinsic == INTR_CONV_ENTRY) &&
				    cycles_contains_block(ci, c, t->block) &&
				    uni_in_token_region(u, d, ii)) {
					p_str(p, "it lies in the convergence region of ");
					p_value(p, REF(REF_INST, d));
					p_line_of(p, REF(REF_INST, d));
					p_str(p, ", a token defined in the cycle:\n"
						 "  threads converged there see the value of "
						 "converged iterations (controlled convergence)\n");
					return;
				}
			}
			p_str(p, u->llvm_compat
				 ? "LLVM 22 does not look at that cycle: it lies in "
				   "an irreducible cycle assumed divergent by the "
				   "same branch\n"
				 : "the value is always uniform\n");
			return;
		}
	}
}

/* Why a value is uniform. */
static void explain_uniform(printer *p, step s)
{
	const cv_uniformity *u = p->u;
	const function *f = p->f;
	p_str(p, "  ");
	if (!u->tf.divergent) {
		p_str(p, target_reason_text(u->tf.why_uniform));
		p_str(p, " (target ");
		p_str(p, u->target.name);
		p_str(p, ")\n");
		return;
	}
	if (s.kind == 1) {
		p_str(p, u->tf.kernel ? "a kernel argument: the same for every thread of the launch\n"
				      : "passed in a scalar register (inreg / byval)\n");
		return;
	}
	if (s.kind == 0 && u->always_uniform[s.index]) {
		p_str(p, "always uniform: ");
		p_str(p, target_reason_text(u->why_inst[s.index].detail));
		p_chr(p, '\n');
		return;
	}
	{
		uint32_t ii = s.kind == 0 ? s.index : term_of(f, s.index);
		const inst *in = &f->insts[ii];
		if (s.kind == 2 && CFG_NSUCC(&u->cfg->graph, s.index) < 2) {
			p_str(p, "not a branch: the block has fewer than two successors\n");
			return;
		}
		p_str(p, in->nops ? "every operand is uniform" : "it has no operands");
		p_str(p, " and the target does not make it a source of divergence");
		if (in->op == OP_PHI) {
			if (u->join_branch[in->block] != NONE)
				p_str(p, ";\n  its block joins a divergent branch, but every "
					 "incoming value is the same (or undef)");
			else
				p_str(p, ";\n  its block is not a join of any divergent branch");
		}
		if (u->cfg->cycles.block_cycle[in->block] != NONE &&
		    !u->assumed[u->cfg->cycles.block_cycle[in->block]])
			p_str(p, ";\n  its cycle is m-converged");
		p_str(p, "\n");
		explain_not_temporal(p, ii);
	}
}

static int explain_text(printer *p, step s)
{
	p_subject(p, s);
	if (!subject_divergent(p->u, s)) {
		p_str(p, " is uniform:\n");
		explain_uniform(p, s);
		return 0;
	}
	p_str(p, " is divergent:\n");
	return explain_chain(p, s);
}

/* ---- JSON ----------------------------------------------------------------- */

static void p_json_str(printer *p, const char *s, size_t n)
{
	size_t i;
	p_chr(p, '"');
	for (i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)s[i];
		if (ch == '"' || ch == '\\') {
			p_chr(p, '\\');
			p_chr(p, (char)ch);
		} else if (ch < 0x20) {
			char buf[8];
			snprintf(buf, sizeof buf, "\\u%04x", ch);
			p_str(p, buf);
		} else
			p_chr(p, (char)ch);
	}
	p_chr(p, '"');
}

/* Prints with fn into a scratch buffer, then as a JSON string. */
typedef void (*emit_fn)(printer *p, uint32_t arg);

static void p_json_of(printer *p, emit_fn fn, uint32_t arg)
{
	outbuf saved, tmp;
	capture_begin(p, &saved);
	fn(p, arg);
	capture_end(p, &saved, &tmp);
	p_json_str(p, tmp.buf ? tmp.buf : "", tmp.len);
	out_release(&tmp);
}

static void emit_inst(printer *p, uint32_t ii)
{
	const char *s;
	p_inst(p, ii);
	/* drop the two leading spaces */
	s = p->o.buf;
	if (p->o.len >= 2 && s[0] == ' ' && s[1] == ' ') {
		memmove(p->o.buf, p->o.buf + 2, p->o.len - 2);
		p->o.len -= 2;
	}
}

static void emit_block(printer *p, uint32_t b)
{
	p_operand(p, REF(REF_BLOCK, b));
}

static void emit_value(printer *p, uint32_t r)
{
	p_value(p, r);
}

static void emit_arg(printer *p, uint32_t a)
{
	p_operand(p, REF(REF_ARG, a));
}

static const char *const why_names[] = {
	"uniform", "source", "operand", "join", "cycle-exit-phi", "temporal",
	"assumed-divergent-cycle", "token-region", "anchor-group"
};

static void p_json_why(printer *p, const uni_why_rec *w)
{
	outbuf saved, tmp;
	p_str(p, "\"reason\": \"");
	p_str(p, why_names[w->kind]);
	p_str(p, "\", \"why\": ");
	capture_begin(p, &saved);
	p_why_short(p, w);
	capture_end(p, &saved, &tmp);
	p_json_str(p, tmp.buf ? tmp.buf : "", tmp.len);
	out_release(&tmp);
}

static void print_json(printer *p)
{
	const cv_uniformity *u = p->u;
	const function *f = p->f;
	const cycle_info *ci = &u->cfg->cycles;
	uint32_t i, b, c;
	int first;
	cv_uniformity_counts k;
	cv_uniformity_get_counts(u, &k);
	p_str(p, "{\"function\": ");
	p_json_of(p, emit_value, REF(REF_GLOBAL, u->global));
	p_str(p, ", \"line\": ");
	p_u32(p, f->line);
	p_str(p, ", \"target\": \"");
	p_str(p, u->target.name);
	p_str(p, "\", \"divergence\": ");
	p_str(p, u->tf.divergent ? "true" : "false");
	p_str(p, ", \"llvm_compat\": ");
	p_str(p, u->llvm_compat ? "true" : "false");
	p_str(p, ",\n \"counts\": {\"values\": ");
	out_uint(&p->o, k.values);
	p_str(p, ", \"divergent_values\": ");
	out_uint(&p->o, k.divergent_values);
	p_str(p, ", \"branches\": ");
	out_uint(&p->o, k.branches);
	p_str(p, ", \"divergent_branches\": ");
	out_uint(&p->o, k.divergent_branches);
	p_str(p, ", \"cycles\": ");
	out_uint(&p->o, k.cycles);
	p_str(p, ", \"assumed_divergent_cycles\": ");
	out_uint(&p->o, k.assumed_divergent);
	p_str(p, ", \"divergent_exit_cycles\": ");
	out_uint(&p->o, k.divergent_exit);
	p_str(p, ", \"temporal_uses\": ");
	out_uint(&p->o, k.temporal);
	p_str(p, "},\n \"arguments\": [");
	for (i = 0; i < f->nargs; i++) {
		p_str(p, i ? ",\n   " : "\n   ");
		p_str(p, "{\"name\": ");
		p_json_of(p, emit_arg, i);
		p_str(p, ", \"index\": ");
		p_u32(p, i);
		p_str(p, ", \"divergent\": ");
		p_str(p, u->div_arg[i] ? "true, " : "false");
		if (u->div_arg[i])
			p_json_why(p, &u->why_arg[i]);
		p_chr(p, '}');
	}
	p_str(p, "],\n \"divergent_values\": [");
	for (i = 0, first = 1; i < f->ninsts; i++) {
		if (!u->div_inst[i])
			continue;
		p_str(p, first ? "\n   " : ",\n   ");
		first = 0;
		p_str(p, "{\"value\": ");
		if (f->insts[i].type == p->m->t_void)
			p_str(p, "null");
		else
			p_json_of(p, emit_value, REF(REF_INST, i));
		p_str(p, ", \"line\": ");
		p_u32(p, f->insts[i].line);
		p_str(p, ", \"block\": ");
		p_json_of(p, emit_block, f->insts[i].block);
		p_str(p, ", \"instruction\": ");
		p_json_of(p, emit_inst, i);
		p_str(p, ", ");
		p_json_why(p, &u->why_inst[i]);
		p_chr(p, '}');
	}
	p_str(p, "],\n \"branches\": [");
	for (b = 0, first = 1; b < f->nblocks; b++) {
		if (CFG_NSUCC(&u->cfg->graph, b) < 2 && !u->div_term[b])
			continue;
		p_str(p, first ? "\n   " : ",\n   ");
		first = 0;
		p_str(p, "{\"block\": ");
		p_json_of(p, emit_block, b);
		p_str(p, ", \"line\": ");
		p_u32(p, f->insts[term_of(f, b)].line);
		p_str(p, ", \"divergent\": ");
		p_str(p, u->div_term[b] ? "true, " : "false");
		if (u->div_term[b])
			p_json_why(p, &u->why_term[b]);
		p_chr(p, '}');
	}
	p_str(p, "],\n \"join_blocks\": [");
	for (b = 0, first = 1; b < f->nblocks; b++) {
		uint32_t br = u->join_branch[b];
		if (br == NONE)
			continue;
		p_str(p, first ? "\n   " : ",\n   ");
		first = 0;
		p_str(p, "{\"block\": ");
		p_json_of(p, emit_block, b);
		p_str(p, ", \"line\": ");
		p_u32(p, f->blocks[b].line);
		p_str(p, ", \"branch\": ");
		p_json_of(p, emit_block, br);
		p_str(p, ", \"branch_line\": ");
		p_u32(p, f->insts[term_of(f, br)].line);
		p_chr(p, '}');
	}
	p_str(p, "],\n \"cycles\": [");
	for (c = 0, first = 1; c < ci->ncycles; c++) {
		uint32_t h = cycles_header(ci, c);
		if (!u->assumed[c] && !u->exit_div[c])
			continue;
		p_str(p, first ? "\n   " : ",\n   ");
		first = 0;
		p_str(p, "{\"header\": ");
		p_json_of(p, emit_block, h);
		p_str(p, ", \"line\": ");
		p_u32(p, f->blocks[h].line);
		p_str(p, ", \"depth\": ");
		p_u32(p, ci->cycles[c].depth);
		p_str(p, ", \"reducible\": ");
		p_str(p, cycles_is_reducible(ci, c) ? "true" : "false");
		p_str(p, ", \"assumed_divergent\": ");
		p_str(p, u->assumed[c] ? "true" : "false");
		if (u->assumed[c]) {
			p_str(p, ", \"assumed_by\": {\"branch\": ");
			p_json_of(p, emit_block, u->why_assumed[c].branch);
			p_str(p, ", \"join\": ");
			p_json_of(p, emit_block, u->why_assumed[c].block);
			p_str(p, ", \"external\": ");
			p_str(p, u->why_assumed[c].external ? "true}" : "false}");
		}
		p_str(p, ", \"divergent_exit\": ");
		p_str(p, u->exit_div[c] ? "true" : "false");
		if (u->exit_div[c]) {
			p_str(p, ", \"exit\": {\"branch\": ");
			p_json_of(p, emit_block, u->why_exit[c].branch);
			p_str(p, ", \"block\": ");
			p_json_of(p, emit_block, u->why_exit[c].block);
			p_chr(p, '}');
		}
		p_chr(p, '}');
	}
	p_str(p, "],\n \"temporal\": [");
	for (i = 0; i < u->ntemporal; i++) {
		const uni_temporal *t = &u->temporal[i];
		p_str(p, i ? ",\n   " : "\n   ");
		p_str(p, "{\"value\": ");
		p_json_of(p, emit_value, REF(REF_INST, t->def));
		p_str(p, ", \"value_line\": ");
		p_u32(p, f->insts[t->def].line);
		p_str(p, ", \"user\": ");
		p_json_of(p, emit_value, REF(REF_INST, t->user));
		p_str(p, ", \"user_line\": ");
		p_u32(p, f->insts[t->user].line);
		p_str(p, ", \"cycle\": ");
		p_json_of(p, emit_block, cycles_header(ci, t->cycle));
		p_chr(p, '}');
	}
	p_str(p, "]}");
}

static int explain_json(printer *p, step s)
{
	const cv_uniformity *u = p->u;
	const function *f = p->f;
	uint32_t limit = f->ninsts + f->nargs + f->nblocks + 4, n = 0;
	p_str(p, "{\"subject\": ");
	if (s.kind == 1)
		p_json_of(p, emit_arg, s.index);
	else if (s.kind == 0)
		p_json_of(p, emit_value, REF(REF_INST, s.index));
	else
		p_json_of(p, emit_block, s.index);
	p_str(p, ", \"kind\": \"");
	p_str(p, s.kind == 0 ? "value" : s.kind == 1 ? "argument" : "branch");
	p_str(p, "\", \"divergent\": ");
	p_str(p, subject_divergent(u, s) ? "true" : "false");
	p_str(p, ", \"steps\": [");
	while (subject_divergent(u, s) && limit--) {
		const uni_why_rec *w = why_of(u, s);
		uint32_t ii = s.kind == 2 ? term_of(f, s.index) : s.index;
		step next;
		p_str(p, n++ ? ",\n   " : "\n   ");
		p_str(p, "{\"line\": ");
		p_u32(p, s.kind == 1 ? f->line : f->insts[ii].line);
		p_str(p, ", \"subject\": ");
		if (s.kind == 1)
			p_json_of(p, emit_arg, s.index);
		else
			p_json_of(p, emit_inst, ii);
		p_str(p, ", ");
		p_json_why(p, w);
		p_chr(p, '}');
		switch (w->kind) {
		case UW_OPERAND:
			next.kind = REF_KIND(w->cause) == REF_ARG ? 1 : 0;
			next.index = REF_IDX(w->cause);
			break;
		case UW_SYNC:
			next.kind = 2;
			next.index = w->cause;
			break;
		case UW_EXIT_PHI:
		case UW_TEMPORAL:
			next.kind = 2;
			next.index = u->why_exit[w->aux].branch;
			break;
		case UW_CYCLE:
			next.kind = 2;
			next.index = u->why_assumed[w->aux].branch;
			break;
		case UW_TOKEN:
			next.kind = 0;
			next.index = w->cause;
			break;
		default:
			next.kind = -1;
			next.index = 0;
		}
		if (next.kind < 0)
			break;
		s = next;
	}
	p_str(p, "]}\n");
	return 0;
}

/* ---- text for people ------------------------------------------------------ */

/* Pads the current line to column col (two blanks if past it). */
static void p_pad_to(printer *p, size_t col)
{
	size_t i = p->o.len, cur;
	while (i > 0 && p->o.buf[i - 1] != '\n')
		i--;
	cur = p->o.len - i;
	if (cur >= col) {
		p_str(p, "  ");
		return;
	}
	while (cur++ < col)
		p_chr(p, ' ');
}

static void p_lineno(printer *p, uint32_t line)
{
	char buf[16];
	snprintf(buf, sizeof buf, "%5u | ", line);
	p_str(p, buf);
}

static void print_text(printer *p, unsigned flags)
{
	const cv_uniformity *u = p->u;
	const function *f = p->f;
	const cycle_info *ci = &u->cfg->cycles;
	cv_uniformity_counts k;
	uint32_t i, b, c, a;
	int any;
	cv_uniformity_get_counts(u, &k);
	p_operand(p, REF(REF_GLOBAL, u->global));
	p_str(p, " (");
	p_str(p, p->m->filename ? p->m->filename : "<input>");
	p_chr(p, ':');
	p_u32(p, f->line);
	p_str(p, "), target ");
	p_str(p, u->target.name);
	if (u->target.arch == TARGET_AMDGPU)
		p_str(p, u->tf.wave_log2 == 5 ? " (wave32)" : " (wave64)");
	if (u->llvm_compat)
		p_str(p, ", LLVM 22 semantics");
	p_chr(p, '\n');
	if (!u->tf.divergent) {
		p_str(p, "  every value is uniform: ");
		p_str(p, target_reason_text(u->tf.why_uniform));
		p_str(p, "\n\n");
		return;
	}
	p_str(p, "  ");
	out_uint(&p->o, k.divergent_values);
	p_str(p, " of ");
	out_uint(&p->o, k.values);
	p_str(p, " values divergent, ");
	out_uint(&p->o, k.divergent_branches);
	p_str(p, " of ");
	out_uint(&p->o, k.branches);
	p_str(p, " branches divergent\n");
	for (c = 0; c < ci->ncycles; c++) {
		if (!u->assumed[c] && !u->exit_div[c])
			continue;
		p_str(p, "  ");
		p_cycle_name(p, c);
		if (u->assumed[c]) {
			p_str(p, ": assumed divergent (branch in ");
			p_operand(p, REF(REF_BLOCK, u->why_assumed[c].branch));
			p_str(p, ", join ");
			p_operand(p, REF(REF_BLOCK, u->why_assumed[c].block));
			p_chr(p, ')');
		}
		if (u->exit_div[c]) {
			p_str(p, u->assumed[c] ? "; " : ": ");
			p_str(p, "divergent exit to ");
			p_operand(p, REF(REF_BLOCK, u->why_exit[c].block));
			p_str(p, " (branch in ");
			p_operand(p, REF(REF_BLOCK, u->why_exit[c].branch));
			p_str(p, ", line ");
			p_u32(p, f->insts[term_of(f, u->why_exit[c].branch)].line);
			p_chr(p, ')');
		}
		p_chr(p, '\n');
	}
	p_chr(p, '\n');
	p_lineno(p, f->line);
	p_str(p, "define ");
	if (f->callconv && cc_name(f->callconv)) {
		p_str(p, cc_name(f->callconv));
		p_chr(p, ' ');
	}
	print_type(&p->o, p->m, p->m->types[f->type].sub[0]);
	p_chr(p, ' ');
	p_operand(p, REF(REF_GLOBAL, u->global));
	p_str(p, "(");
	for (a = 0; a < f->nargs; a++) {
		if (a)
			p_str(p, ", ");
		print_type(&p->o, p->m, f->args[a].type);
		if (f->args[a].attrs) {
			p_chr(p, ' ');
			print_attrset(&p->c, f->args[a].attrs);
		}
		p_chr(p, ' ');
		p_operand(p, REF(REF_ARG, a));
	}
	p_str(p, ")\n");
	for (a = 0, any = 0; a < f->nargs; a++) {
		if (!u->div_arg[a])
			continue;
		if (!any) {
			p_str(p, "      |   ; divergent arguments:");
		}
		any = 1;
		p_chr(p, ' ');
		p_operand(p, REF(REF_ARG, a));
	}
	if (any) {
		if (flags & CV_UNIFORMITY_EXPLAIN) {
			for (a = 0; a < f->nargs && !u->div_arg[a]; a++)
				;
			p_str(p, ": ");
			p_str(p, target_reason_text(u->why_arg[a].detail));
		}
		p_chr(p, '\n');
	}
	for (b = 0; b < f->nblocks; b++) {
		const block *blk = &f->blocks[b];
		uint32_t cy = ci->block_cycle[b];
		p_lineno(p, blk->line ? blk->line : (blk->n ? f->insts[blk->first].line : 0));
		p_block(p, b);
		p_chr(p, ':');
		any = 0;
		if (cy != NONE && cycles_header(ci, cy) == b) {
			p_pad_to(p, 50);
			any = 1;
			p_str(p, "; header of ");
			p_cycle_name(p, cy);
			if (u->exit_div[cy])
				p_str(p, ", divergent exit");
			if (u->assumed[cy])
				p_str(p, ", assumed divergent");
		}
		if (u->join_branch[b] != NONE) {
			if (!any)
				p_pad_to(p, 50);
			p_str(p, "; ");
			any = 1;
			p_str(p, "join of the divergent branch in ");
			p_operand(p, REF(REF_BLOCK, u->join_branch[b]));
			p_str(p, " (line ");
			p_u32(p, f->insts[term_of(f, u->join_branch[b])].line);
			p_chr(p, ')');
		}
		for (c = 0; c < ci->ncycles; c++) {
			if (!u->exit_div[c] || u->why_exit[c].block != b)
				continue;
			if (!any)
				p_pad_to(p, 50);
			p_str(p, "; ");
			any = 1;
			p_str(p, "divergent exit of ");
			p_cycle_name(p, c);
		}
		p_chr(p, '\n');
		for (i = blk->first; i < blk->first + blk->n; i++) {
			const inst *in = &f->insts[i];
			int term = uni_is_terminator(in);
			int dv = u->div_inst[i] || (term && u->div_term[b]);
			p_lineno(p, in->line);
			p_inst(p, i);
			if (dv) {
				p_pad_to(p, 60);
				if (term && u->div_term[b])
					p_str(p, CFG_NSUCC(&u->cfg->graph, b) >= 2
							 ? "; DIVERGENT BRANCH" : "; DIVERGENT");
				else
					p_str(p, "; DIVERGENT");
				if (flags & CV_UNIFORMITY_EXPLAIN) {
					p_str(p, ": ");
					p_why_short(p, term && u->div_term[b] ? &u->why_term[b]
									     : &u->why_inst[i]);
				}
			} else if (u->always_uniform[i] && (flags & CV_UNIFORMITY_EXPLAIN)) {
				p_pad_to(p, 60);
				p_str(p, "; uniform: ");
				p_str(p, target_reason_text(u->why_inst[i].detail));
			}
			p_chr(p, '\n');
		}
	}
	if (u->ntemporal) {
		p_str(p, "\n  temporal divergence (uses outside a cycle with a divergent exit):\n");
		for (i = 0; i < u->ntemporal; i++) {
			const uni_temporal *t = &u->temporal[i];
			p_str(p, "    line ");
			p_u32(p, f->insts[t->user].line);
			p_str(p, ": ");
			p_value(p, REF(REF_INST, t->user));
			p_str(p, " uses ");
			p_value(p, REF(REF_INST, t->def));
			p_str(p, " (line ");
			p_u32(p, f->insts[t->def].line);
			p_str(p, ") from ");
			p_cycle_name(p, t->cycle);
			p_chr(p, '\n');
		}
	}
	p_chr(p, '\n');
}

/* ---- graphviz --------------------------------------------------------------- */

/* An operand (a block, a value, the function) as LLVM prints it, escaped
 * for a graphviz string. */
static void p_dot_escaped(printer *p, ref r)
{
	outbuf tmp, *saved = p->c.o;
	size_t i;
	memset(&tmp, 0, sizeof tmp);
	tmp.al = p->o.al;
	p->c.o = &tmp;
	print_operand(&p->c, r);
	p->c.o = saved;
	for (i = 0; i < tmp.len; i++) {
		if (tmp.buf[i] == '"' || tmp.buf[i] == '\\')
			p_chr(p, '\\');
		p_chr(p, tmp.buf[i]);
	}
	if (tmp.failed)
		p->o.failed = 1;
	out_release(&tmp);
}

static void p_dot_escaped_block(printer *p, uint32_t b)
{
	p_dot_escaped(p, REF(REF_BLOCK, b));
}

/* A node's id: b3, or f2_b3 for function 2 of a module's graph. */
static void p_dot_node(printer *p, uint32_t b)
{
	if (p->dot_fn >= 0) {
		p_chr(p, 'f');
		p_u32(p, (uint32_t)p->dot_fn);
		p_chr(p, '_');
	}
	p_chr(p, 'b');
	p_u32(p, b);
}

/* What the colours and shapes mean. */
static void p_dot_legend(printer *p)
{
	p_str(p, "  subgraph cluster_legend {\n"
		 "    label=\"legend\"; style=dotted;\n"
		 "    legend_branch [label=\"divergent branch\", color=red, penwidth=2];\n"
		 "    legend_join [label=\"join block\", style=filled, fillcolor=orange];\n"
		 "    legend_header [label=\"cycle header\", peripheries=2];\n"
		 "    legend_out [label=\"outside the cycle\"];\n"
		 "    legend_branch -> legend_join [color=red, label=\"divergent\"];\n"
		 "    legend_header -> legend_out [color=purple, style=dashed, "
		 "label=\"divergent exit\"];\n"
		 "  }\n");
}

/* Whether cycle c contains block b. */
static int dot_in_cycle(const cycle_info *ci, uint32_t c, uint32_t b)
{
	uint32_t bc = ci->block_cycle[b];
	return bc != CFG_NONE && bc >= c && bc < ci->cycles[c].end;
}

/* Whether the edge b -> s leaves a cycle with a divergent exit. */
static int dot_divergent_exit(const cv_uniformity *u, uint32_t b, uint32_t s)
{
	const cycle_info *ci = &u->cfg->cycles;
	uint32_t c = ci->block_cycle[b];
	for (; c != CFG_NONE; c = ci->cycles[c].parent)
		if (u->exit_div[c] && !dot_in_cycle(ci, c, s))
			return 1;
	return 0;
}

/* A block's label: name and line; its divergent values (the first four
 * named); its convergence control intrinsics (a loop one in a header is
 * the cycle's heart). */
static void p_dot_label(printer *p, uint32_t b)
{
	const cv_uniformity *u = p->u;
	const function *f = p->f;
	const cycle_info *ci = &u->cfg->cycles;
	const block *blk = &f->blocks[b];
	uint32_t i, nd = 0, nvoid = 0, shown = 0;
	int header = ci->block_cycle[b] != CFG_NONE &&
		     cycles_header(ci, ci->block_cycle[b]) == b;
	p_dot_escaped_block(p, b);
	p_str(p, "  line ");
	p_u32(p, blk->line);
	for (i = blk->first; i < blk->first + blk->n; i++) {
		nd += u->div_inst[i];
		nvoid += u->div_inst[i] && f->insts[i].type == p->m->t_void;
	}
	if (nd) {
		p_str(p, "\\ndivergent:");
		for (i = blk->first; i < blk->first + blk->n && shown < 4; i++)
			if (u->div_inst[i] && f->insts[i].type != p->m->t_void) {
				p_chr(p, ' ');
				p_dot_escaped(p, REF(REF_INST, i));
				shown++;
			}
		if (nd - nvoid > shown) {
			p_str(p, " +");
			p_u32(p, nd - nvoid - shown);
			p_str(p, " more");
		}
		if (nvoid) {
			p_str(p, shown ? " +" : " ");
			p_u32(p, nvoid);
			p_str(p, nvoid == 1 ? " without a value" : " without values");
		}
	}
	for (i = blk->first; i < blk->first + blk->n; i++) {
		const inst *in = &f->insts[i];
		int k = in->op == OP_CALL && in->ext ? in->ext->intrinsic : INTR_NONE;
		if (k != INTR_CONV_ENTRY && k != INTR_CONV_ANCHOR && k != INTR_CONV_LOOP)
			continue;
		p_str(p, k == INTR_CONV_ENTRY ? "\\nentry " : k == INTR_CONV_ANCHOR
			 ? "\\nanchor " : "\\nloop ");
		p_dot_escaped(p, REF(REF_INST, i));
		if (k == INTR_CONV_LOOP && header)
			p_str(p, " (heart)");
	}
}

/* The CFG coloured by divergence: a digraph of its own, or (dot_fn >= 0)
 * a cluster of the module's graph. */
static void print_dot(printer *p)
{
	const cv_uniformity *u = p->u;
	const function *f = p->f;
	const cycle_info *ci = &u->cfg->cycles;
	const cfg_graph *g = &u->cfg->graph;
	uint32_t b, e, c, i;
	if (p->dot_fn < 0) {
		p_str(p, "digraph \"uniformity ");
		p_dot_escaped(p, REF(REF_GLOBAL, u->global));
		p_str(p, "\" {\n  node [shape=box, fontname=\"monospace\"];\n");
		p_dot_legend(p);
	} else {
		p_str(p, "  subgraph cluster_f");
		p_u32(p, (uint32_t)p->dot_fn);
		p_str(p, " {\n  label=\"");
		p_dot_escaped(p, REF(REF_GLOBAL, u->global));
		p_str(p, "\";\n");
	}
	/* cycles with divergent exits / assumed divergent as clusters */
	for (c = 0; c < ci->ncycles; c++) {
		const cycle *cy = &ci->cycles[c];
		if (!u->assumed[c] && !u->exit_div[c])
			continue;
		p_str(p, "  subgraph cluster_");
		if (p->dot_fn >= 0) {
			p_chr(p, 'f');
			p_u32(p, (uint32_t)p->dot_fn);
			p_chr(p, '_');
		}
		p_u32(p, c);
		p_str(p, " {\n    label=\"cycle ");
		p_dot_escaped_block(p, cycles_header(ci, c));
		p_str(p, u->assumed[c] ? " (assumed divergent)" : "");
		p_str(p, u->exit_div[c] ? " (divergent exit)" : "");
		p_str(p, "\";\n    style=dashed; color=");
		p_str(p, u->assumed[c] ? "purple" : "red");
		p_str(p, ";\n");
		for (i = 0; i < cy->nblocks; i++) {
			uint32_t bb = ci->blocks[cy->block0 + i];
			if (ci->block_cycle[bb] != c)
				continue;
			p_str(p, "    ");
			p_dot_node(p, bb);
			p_str(p, ";\n");
		}
		p_str(p, "  }\n");
	}
	for (b = 0; b < f->nblocks; b++) {
		p_str(p, "  ");
		p_dot_node(p, b);
		p_str(p, " [label=\"");
		p_dot_label(p, b);
		p_chr(p, '"');
		if (u->div_term[b] && CFG_NSUCC(g, b) >= 2)
			p_str(p, ", color=red, penwidth=2");
		if (u->join_branch[b] != NONE)
			p_str(p, ", style=filled, fillcolor=orange");
		if (ci->block_cycle[b] != CFG_NONE &&
		    cycles_header(ci, ci->block_cycle[b]) == b)
			p_str(p, ", peripheries=2");
		p_str(p, "];\n");
	}
	for (b = 0; b < f->nblocks; b++)
		for (e = g->succ_off[b]; e < g->succ_off[b + 1]; e++) {
			int red = u->div_term[b] && CFG_NSUCC(g, b) >= 2;
			int exit = dot_divergent_exit(u, b, g->succ[e]);
			p_str(p, "  ");
			p_dot_node(p, b);
			p_str(p, " -> ");
			p_dot_node(p, g->succ[e]);
			if (red || exit) {
				p_str(p, " [color=");
				p_str(p, exit ? "purple, style=dashed" : "red");
				p_chr(p, ']');
			}
			p_str(p, ";\n");
		}
	p_str(p, "}\n");
}

/* ---- entry points ------------------------------------------------------------ */

static void print_summary(printer *p)
{
	cv_uniformity_counts k;
	cv_uniformity_get_counts(p->u, &k);
	p_function_name(p, p->u->global);
	/* (the C library's formatting of a line was 2% of libclc's
	 * summary) */
	p_str(p, " values=");
	out_uint(&p->o, k.values);
	p_str(p, " divergent-values=");
	out_uint(&p->o, k.divergent_values);
	p_str(p, " branches=");
	out_uint(&p->o, k.branches);
	p_str(p, " divergent-branches=");
	out_uint(&p->o, k.divergent_branches);
	p_str(p, " cycles=");
	out_uint(&p->o, k.cycles);
	p_str(p, " assumed-divergent=");
	out_uint(&p->o, k.assumed_divergent);
	p_str(p, " divergent-exit=");
	out_uint(&p->o, k.divergent_exit);
	p_str(p, " temporal=");
	out_uint(&p->o, k.temporal);
	p_chr(p, '\n');
}

typedef struct job {
	int what; /* 0 print, 1 explain, 2 the first step only */
	cv_uniformity_format format;
	unsigned flags;
	step s;
} job;

static void run_job(printer *p, const job *j)
{
	if (j->what == 2) {
		if (subject_divergent(p->u, j->s))
			p_why_short(p, why_of(p->u, j->s));
		else
			p_str(p, "uniform");
		return;
	}
	if (j->what == 1) {
		if (j->format == CV_UNIFORMITY_JSON)
			explain_json(p, j->s);
		else
			explain_text(p, j->s);
		return;
	}
	switch (j->format) {
	case CV_UNIFORMITY_LLVM:
		print_llvm(p);
		break;
	case CV_UNIFORMITY_JSON:
		print_json(p);
		break;
	case CV_UNIFORMITY_DOT:
		print_dot(p);
		break;
	case CV_UNIFORMITY_SUMMARY:
		print_summary(p);
		break;
	default:
		print_text(p, j->flags);
	}
}

static int with_printer(const cv_uniformity *u, const cv_writer *w,
			const job *j)
{
	const cv_allocator *al = &u->m->ctx->alloc;
	printer *p = cv_mem_realloc(al, NULL, 0, sizeof *p);
	int failed;
	if (!p)
		return -1;
	memset(p, 0, sizeof *p);
	p->dot_fn = -1;
	p->o.w = w;
	p->o.al = al;
	pctx_init(&p->c, u->m, &p->o);
	if (setjmp(p->c.oom))
		p->o.failed = 1;
	else {
		printer_module(p, u->m, CV_UNIFORMITY_TEXT); /* all of it */
		printer_function(p, u);
		run_job(p, j);
		out_flush(&p->o);
	}
	failed = p->o.failed;
	printer_scratch_free(p);
	pctx_release(&p->c);
	out_release(&p->o);
	cv_mem_realloc(al, p, sizeof *p, 0);
	return failed ? -1 : 0;
}

int cv_uniformity_print(const cv_uniformity *u, cv_uniformity_format format,
			unsigned flags, const cv_writer *out)
{
	job j;
	memset(&j, 0, sizeof j);
	j.format = format;
	j.flags = flags;
	return with_printer(u, out, &j);
}

int cv_uniformity_explain(const cv_uniformity *u, cv_uniformity_subject kind,
			  uint32_t index, cv_uniformity_format format,
			  const cv_writer *out)
{
	job j;
	memset(&j, 0, sizeof j);
	j.what = 1;
	j.format = format;
	j.s.kind = kind == CV_SUBJECT_INSTRUCTION ? 0
		   : kind == CV_SUBJECT_ARGUMENT ? 1 : 2;
	j.s.index = index;
	if ((j.s.kind == 0 && index >= u->f->ninsts) ||
	    (j.s.kind == 1 && index >= u->f->nargs) ||
	    (j.s.kind == 2 && index >= u->f->nblocks))
		return -1;
	return with_printer(u, out, &j);
}

int cv_uniformity_reason(const cv_uniformity *u, cv_uniformity_subject kind,
			 uint32_t index, const cv_writer *out)
{
	job j;
	memset(&j, 0, sizeof j);
	j.what = 2;
	j.s.kind = kind == CV_SUBJECT_INSTRUCTION ? 0
		   : kind == CV_SUBJECT_ARGUMENT ? 1 : 2;
	j.s.index = index;
	if ((j.s.kind == 0 && index >= u->f->ninsts) ||
	    (j.s.kind == 1 && index >= u->f->nargs) ||
	    (j.s.kind == 2 && index >= u->f->nblocks) || !u->why_inst)
		return -1;
	return with_printer(u, out, &j);
}

/* ---- finding a value ---------------------------------------------------------- */

int cv_uniformity_find(const cv_uniformity *u, const char *name,
		       unsigned line, cv_uniformity_subject *kind,
		       uint32_t *index)
{
	const function *f = u->f;
	const cv_module *m = u->m;
	uint32_t i;
	if (name) {
		int k = fn_find_local(m, f, name, index);
		if (k < 0)
			return -1;
		*kind = k == LOCAL_ARG ? CV_SUBJECT_ARGUMENT
			: k == LOCAL_BLOCK ? CV_SUBJECT_BRANCH : CV_SUBJECT_INSTRUCTION;
		return 0;
	}
	for (i = 0; i < f->ninsts; i++)
		if (f->insts[i].line == line) {
			const inst *in = &f->insts[i];
			if (uni_is_terminator(in) && in->type == m->t_void) {
				*kind = CV_SUBJECT_BRANCH;
				*index = in->block;
			} else {
				*kind = CV_SUBJECT_INSTRUCTION;
				*index = i;
			}
			return 0;
		}
	for (i = 0; i < f->nblocks; i++)
		if (f->blocks[i].line == line && f->blocks[i].line) {
			*kind = CV_SUBJECT_BRANCH;
			*index = i;
			return 0;
		}
	if (line == f->line && f->nargs) {
		*kind = CV_SUBJECT_ARGUMENT;
		*index = 0;
		return 0;
	}
	return -1;
}

/* ---- a whole module ------------------------------------------------------- */

/* A summary of many functions analyses them on two threads, each taking
 * the next function not yet taken; the lines are then printed in order.
 * (Each analysis reads the module and writes only its own result.) */
typedef struct sum_item {
	size_t index;
	int ok;
	cv_uniformity_counts k;
} sum_item;

typedef struct sum_work {
	const cv_module *mod;
	const cv_uniformity_options *opts;
	sum_item *items;
	size_t n;
	atomic_size_t next;
} sum_work;

/* Function i is a definition, and the one asked for if `only`. */
static int selected_definition(const cv_module *mod, size_t i,
			       const char *only)
{
	const char *name;
	if (!cv_module_function_is_definition(mod, i))
		return 0;
	if (!only)
		return 1;
	name = cv_module_function_name(mod, i);
	return name && strcmp(name, only[0] == '@' ? only + 1 : only) == 0;
}

/* The first function at or after i that selected_definition takes, or
 * the number of functions: the module's definitions are walked with
 * cv_module_next_definition (a batch's without the others). */
static size_t next_selected(const cv_module *mod, size_t i, const char *only)
{
	size_t n = cv_module_function_count(mod);
	for (i = cv_module_next_definition(mod, i); i < n;
	     i = cv_module_next_definition(mod, i + 1))
		if (selected_definition(mod, i, only))
			return i;
	return n;
}

static void sum_run(sum_work *w)
{
	size_t i;
	while ((i = atomic_fetch_add(&w->next, 1)) < w->n) {
		cv_uniformity *u = uni_new_counted(w->mod, w->items[i].index,
						   w->opts);
		if (!u)
			continue; /* ok stays 0; the reason is a diagnostic */
		cv_uniformity_get_counts(u, &w->items[i].k);
		w->items[i].ok = 1;
		cv_uniformity_free(u);
	}
}

static void *sum_thread(void *arg)
{
	sum_run(arg);
	return NULL;
}

/* The summary of the functions selected, on two threads when it pays
 * (more than one function, SUM_THREADS_INSTS instructions in all): 1 if
 * done so (*failed set when an analysis failed), 0 to do it in order. */
#define SUM_THREADS_INSTS 8192

static int summary_on_two_threads(printer *p, const cv_module *mod,
				  const cv_uniformity_options *opts,
				  const char *only, cv_uniformity_counts *total,
				  unsigned long *nfn, int *failed)
{
	const cv_allocator *al = &mod->ctx->alloc;
	size_t n = cv_module_function_count(mod), i, m = 0, insts = 0;
	sum_work w;
	void *beside;
	char buf[320];
	/* not on two threads whatever the size (one thread asked for): no
	 * walk over the functions (the split CLI's parts, once a batch) */
	if (!thread_ok(mod->ctx, SIZE_MAX, SUM_THREADS_INSTS))
		return 0;
	for (i = 0; i < n; i++) {
		if (!selected_definition(mod, i, only))
			continue;
		m++;
		insts += mod->globals[mod->funcs[i]].fn->ninsts;
	}
	if (m < 2 || !thread_ok(mod->ctx, insts, SUM_THREADS_INSTS))
		return 0;
	memset(&w, 0, sizeof w);
	w.mod = mod;
	w.opts = opts;
	w.n = m;
	atomic_init(&w.next, 0);
	w.items = cv_mem_realloc(al, NULL, 0, m * sizeof *w.items);
	if (!w.items)
		return 0;
	memset(w.items, 0, m * sizeof *w.items);
	for (i = 0, m = 0; i < n; i++)
		if (selected_definition(mod, i, only))
			w.items[m++].index = i;
	beside = thread_beside(al, sum_thread, &w);
	sum_run(&w); /* all of them if no thread could start */
	thread_beside_wait(al, beside);
	for (i = 0; i < w.n; i++) {
		const cv_uniformity_counts *k = &w.items[i].k;
		if (!w.items[i].ok) {
			*failed = 1;
			break;
		}
		p_function_name(p, mod->funcs[w.items[i].index]);
		snprintf(buf, sizeof buf,
			 " values=%lu divergent-values=%lu branches=%lu "
			 "divergent-branches=%lu cycles=%lu "
			 "assumed-divergent=%lu divergent-exit=%lu "
			 "temporal=%lu\n",
			 k->values, k->divergent_values, k->branches,
			 k->divergent_branches, k->cycles, k->assumed_divergent,
			 k->divergent_exit, k->temporal);
		p_str(p, buf);
		total->values += k->values;
		total->divergent_values += k->divergent_values;
		total->branches += k->branches;
		total->divergent_branches += k->divergent_branches;
		total->cycles += k->cycles;
		total->assumed_divergent += k->assumed_divergent;
		total->divergent_exit += k->divergent_exit;
		total->temporal += k->temporal;
		(*nfn)++;
		out_flush(&p->o);
	}
	cv_mem_realloc(al, w.items, w.n * sizeof *w.items, 0);
	return 1;
}

int cv_uniformity_print_module(const cv_module *mod,
			       const cv_uniformity_options *opts,
			       cv_uniformity_format format, unsigned flags,
			       const char *only, const cv_writer *out)
{
	const cv_allocator *al = &mod->ctx->alloc;
	printer *p = cv_mem_realloc(al, NULL, 0, sizeof *p);
	size_t i, n = cv_module_function_count(mod);
	cv_uniformity_counts total;
	unsigned long nfn = 0;
	int failed = 0, first = 1;
	job j;
	if (!p)
		return -1;
	memset(&j, 0, sizeof j);
	j.format = format;
	j.flags = flags;
	memset(&total, 0, sizeof total);
	memset(p, 0, sizeof *p);
	p->dot_fn = -1;
	p->o.w = out;
	p->o.al = al;
	pctx_init(&p->c, mod, &p->o);
	if (setjmp(p->c.oom)) {
		p->o.failed = 1;
		goto end;
	}
	printer_module(p, mod, format);
	if (format == CV_UNIFORMITY_DOT) {
		/* several functions: one digraph, a cluster each */
		size_t nsel = 0;
		for (i = 0; i < n; i++)
			nsel += selected_definition(mod, i, only) != 0;
		if (nsel > 1) {
			p_str(p, "digraph \"uniformity ");
			for (i = 0; mod->filename && mod->filename[i]; i++) {
				if (mod->filename[i] == '"' || mod->filename[i] == '\\')
					p_chr(p, '\\');
				p_chr(p, mod->filename[i]);
			}
			p_str(p, "\" {\n  node [shape=box, fontname=\"monospace\"];\n");
			p_dot_legend(p);
			p->dot_fn = 0;
		}
	}
	if (format == CV_UNIFORMITY_JSON) {
		p_str(p, "{\"file\": ");
		p_json_str(p, mod->filename ? mod->filename : "",
			   mod->filename ? strlen(mod->filename) : 0);
		p_str(p, ", \"functions\": [\n");
	}
	if (n > 0 && format == CV_UNIFORMITY_SUMMARY &&
	    summary_on_two_threads(p, mod, opts, only, &total, &nfn, &failed))
		n = 0; /* done */
	for (i = next_selected(mod, 0, only); i < n;
	     i = next_selected(mod, i + 1, only)) {
		cv_uniformity *u;
		cv_uniformity_counts k;
		/* a summary needs only the counts */
		u = p->owned = format == CV_UNIFORMITY_SUMMARY
				       ? uni_new_counted(mod, i, opts)
				       : cv_uniformity_new(mod, i, opts);
		if (!u) {
			failed = 1;
			break;
		}
		if (format == CV_UNIFORMITY_SUMMARY) { /* its name alone */
			p->u = u;
			p->f = u->f;
		} else {
			printer_function(p, u);
		}
		if (format == CV_UNIFORMITY_JSON && !first)
			p_str(p, ",\n");
		first = 0;
		run_job(p, &j);
		if (p->dot_fn >= 0)
			p->dot_fn++;
		cv_uniformity_get_counts(u, &k);
		total.values += k.values;
		total.divergent_values += k.divergent_values;
		total.branches += k.branches;
		total.divergent_branches += k.divergent_branches;
		total.cycles += k.cycles;
		total.assumed_divergent += k.assumed_divergent;
		total.divergent_exit += k.divergent_exit;
		total.temporal += k.temporal;
		nfn++;
		p->owned = NULL;
		cv_uniformity_free(u);
		p->u = NULL;
		out_flush(&p->o);
	}
	if (format == CV_UNIFORMITY_JSON)
		p_str(p, "\n]}\n");
	if (p->dot_fn >= 0)
		p_str(p, "}\n");
	if (format == CV_UNIFORMITY_SUMMARY) {
		char buf[320];
		snprintf(buf, sizeof buf,
			 "total functions=%lu values=%lu divergent-values=%lu "
			 "branches=%lu divergent-branches=%lu cycles=%lu "
			 "assumed-divergent=%lu divergent-exit=%lu temporal=%lu\n",
			 nfn, total.values, total.divergent_values,
			 total.branches, total.divergent_branches, total.cycles,
			 total.assumed_divergent, total.divergent_exit,
			 total.temporal);
		p_str(p, buf);
	}
	out_flush(&p->o);
end:
	cv_uniformity_free(p->owned);
	printer_scratch_free(p);
	failed |= p->o.failed;
	pctx_release(&p->c);
	out_release(&p->o);
	cv_mem_realloc(al, p, sizeof *p, 0);
	return failed ? -1 : 0;
}
