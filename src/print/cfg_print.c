/*
 * cfg_print.c - printers for the control-flow analyses of cfg.c and
 * cycles.c: LLVM 22's `print<cycles>`, `print<domtree>` and
 * `print<postdomtree>` byte for byte, a text view for people (nesting,
 * source lines) and graphviz.  Reads computed results; computes nothing.
 */
#include <string.h>

#include "cfg/cfg.h"
#include "print/print.h"

typedef struct printer {
	pctx c;
	outbuf o;
	const cv_cfg *cfg;
	const function *f;
	/* scratch for the printer at hand: nblocks + 2 entries each (room
	 * for every block, every cycle, and the virtual exit) */
	uint32_t *mark, *work1, *work2;
} printer;

static void out_u32(outbuf *o, uint32_t v)
{
	out_uint(o, v);
}

/* A block as LLVM's printAsOperand prints it: %name, %"odd name", %3. */
static void put_block(printer *p, uint32_t b)
{
	print_operand(&p->c, REF(REF_BLOCK, b));
}

/* A block as CycleInfo prints it: the bare name, or the slot number. */
static void put_block_bare(printer *p, uint32_t b)
{
	const block *blk = &p->f->blocks[b];
	const strtab *st = &p->cfg->m->strs;
	if (blk->name)
		out_write(&p->o, SYM_STR(st, blk->name), SYM_LEN(st, blk->name));
	else
		out_u32(&p->o, p->c.slot_block[b]);
}

/* The function's name as F.getName() gives it (empty when numbered). */
static void put_function_bare(printer *p)
{
	const global *g = &p->cfg->m->globals[p->cfg->global];
	const strtab *st = &p->cfg->m->strs;
	if (!g->numbered && g->name)
		out_write(&p->o, SYM_STR(st, g->name), SYM_LEN(st, g->name));
}

/* @name or @N, quoted as LLVM quotes it. */
static void put_function(printer *p)
{
	print_operand(&p->c, REF(REF_GLOBAL, p->cfg->global));
}

/* "file:line" of the function, for the people's views. */
static void put_where(printer *p, uint32_t line)
{
	const char *file = p->cfg->m->filename;
	out_str(&p->o, file ? file : "<input>");
	out_char(&p->o, ':');
	out_u32(&p->o, line);
}

/* An operand (%block, @function) inside a graphviz double-quoted string:
 * quotes and backslashes escaped. */
static void put_dot_operand(printer *p, ref r)
{
	outbuf tmp;
	size_t i;
	outbuf *saved = p->c.o;
	memset(&tmp, 0, sizeof tmp);
	tmp.al = p->o.al;
	p->c.o = &tmp;
	print_operand(&p->c, r);
	p->c.o = saved;
	if (tmp.failed)
		p->o.failed = 1;
	for (i = 0; i < tmp.len; i++) {
		char ch = tmp.buf[i];
		if (ch == '"' || ch == '\\')
			out_char(&p->o, '\\');
		out_char(&p->o, ch);
	}
	out_release(&tmp);
}

static void put_block_dot_label(printer *p, uint32_t b)
{
	put_dot_operand(p, REF(REF_BLOCK, b));
}

static const char *terminator_name(const printer *p, uint32_t b)
{
	const block *blk = &p->f->blocks[b];
	const inst *t = &p->f->insts[blk->first + blk->n - 1];
	return opcode_names[t->op];
}

/* ---- setup -------------------------------------------------------------- */

typedef void (*print_fn)(printer *p, int arg, cv_format format);

static int run_printer(const cv_cfg *cfg, const cv_writer *w, print_fn fn,
		       int arg, cv_format format)
{
	const cv_allocator *al = &cfg->m->ctx->alloc;
	size_t nscratch = ((size_t)cfg->f->nblocks + 2) * sizeof(uint32_t);
	printer *p = cv_mem_realloc(al, NULL, 0, sizeof *p);
	int failed;
	if (!p)
		return -1;
	memset(p, 0, sizeof *p);
	p->o.w = w;
	p->o.al = al;
	p->cfg = cfg;
	p->f = cfg->f;
	p->mark = cv_mem_realloc(al, NULL, 0, nscratch);
	p->work1 = cv_mem_realloc(al, NULL, 0, nscratch);
	p->work2 = cv_mem_realloc(al, NULL, 0, nscratch);
	pctx_init(&p->c, cfg->m, &p->o);
	/* p is not changed between here and a jump back */
	if (!p->mark || !p->work1 || !p->work2)
		p->o.failed = 1;
	else if (setjmp(p->c.oom))
		p->o.failed = 1;
	else {
		memset(p->mark, 0xff, nscratch);
		fn_slots(&p->c, cfg->f);
		fn(p, arg, format);
		out_flush(&p->o);
	}
	failed = p->o.failed;
	pctx_release(&p->c);
	out_release(&p->o);
	if (p->mark)
		cv_mem_realloc(al, p->mark, nscratch, 0);
	if (p->work1)
		cv_mem_realloc(al, p->work1, nscratch, 0);
	if (p->work2)
		cv_mem_realloc(al, p->work2, nscratch, 0);
	cv_mem_realloc(al, p, sizeof *p, 0);
	return failed ? -1 : 0;
}

/* ---- cycles: LLVM --------------------------------------------------------- */

/* Marks the entries of cycle c in p->mark. */
static void mark_entries(printer *p, uint32_t c)
{
	const cycle_info *ci = &p->cfg->cycles;
	const cycle *cy = &ci->cycles[c];
	uint32_t i;
	for (i = 0; i < cy->nentries; i++)
		p->mark[ci->entries[cy->entry0 + i]] = c;
}

/* GenericCycleInfo::print: per cycle in pre-order, 4 spaces per depth,
 * "depth=D: entries(E ...)", then the blocks that are not entries. */
static void cycles_llvm(printer *p)
{
	const cycle_info *ci = &p->cfg->cycles;
	uint32_t c, i;
	out_str(&p->o, "CycleInfo for function: ");
	put_function_bare(p);
	out_char(&p->o, '\n');
	for (c = 0; c < ci->ncycles; c++) {
		const cycle *cy = &ci->cycles[c];
		mark_entries(p, c);
		for (i = 0; i < cy->depth; i++)
			out_str(&p->o, "    ");
		out_str(&p->o, "depth=");
		out_u32(&p->o, cy->depth);
		out_str(&p->o, ": entries(");
		for (i = 0; i < cy->nentries; i++) {
			if (i)
				out_char(&p->o, ' ');
			put_block_bare(p, ci->entries[cy->entry0 + i]);
		}
		out_char(&p->o, ')');
		for (i = 0; i < cy->nblocks; i++) {
			uint32_t b = ci->blocks[cy->block0 + i];
			if (p->mark[b] == c)
				continue;
			out_char(&p->o, ' ');
			put_block_bare(p, b);
		}
		out_char(&p->o, '\n');
	}
}

/* ---- cycles: text ---------------------------------------------------------
 *
 *   @f (a.ll:3): 2 cycles, 1 irreducible, maximum depth 2; 7 of 8 blocks reachable
 *     +- cycle %A, line 7, depth 1, irreducible: entries %A %B
 *     |    blocks: %A %C %B
 *     |    exits: %Exit
 *     |  +- cycle %B, line 10, depth 2, reducible
 *     |       blocks: %B
 *     +- ...
 *     outside cycles: %entry %Exit
 *     unreachable: %dead
 */

/* The tree's left margin for a line of cycle c: a bar for each ancestor
 * level (and c's own level when `own`) that has a later sibling. */
static void tree_margin(printer *p, const uint32_t *chain, uint32_t depth)
{
	const cycle_info *ci = &p->cfg->cycles;
	uint32_t l;
	out_str(&p->o, "  ");
	for (l = 1; l <= depth; l++)
		out_str(&p->o, ci->cycles[chain[l]].next_sibling != CFG_NONE
				       ? "|  " : "   ");
}

static void block_list(printer *p, const uint32_t *blocks, uint32_t n)
{
	uint32_t i;
	for (i = 0; i < n; i++) {
		out_char(&p->o, ' ');
		put_block(p, blocks[i]);
	}
}

static void cycles_text(printer *p)
{
	const cycle_info *ci = &p->cfg->cycles;
	const function *f = p->f;
	uint32_t c, i, nirr = 0, maxdepth = 0, n;
	uint32_t *chain = p->work1, *tmp = p->work2;
	for (c = 0; c < ci->ncycles; c++) {
		nirr += !cycles_is_reducible(ci, c);
		if (ci->cycles[c].depth > maxdepth)
			maxdepth = ci->cycles[c].depth;
	}
	put_function(p);
	out_str(&p->o, " (");
	put_where(p, f->line);
	out_str(&p->o, "): ");
	if (!ci->ncycles)
		out_str(&p->o, "no cycles");
	else {
		out_u32(&p->o, ci->ncycles);
		out_str(&p->o, ci->ncycles == 1 ? " cycle, " : " cycles, ");
		out_u32(&p->o, nirr);
		out_str(&p->o, " irreducible, maximum depth ");
		out_u32(&p->o, maxdepth);
	}
	out_str(&p->o, "; ");
	out_u32(&p->o, ci->nreachable);
	out_str(&p->o, " of ");
	out_u32(&p->o, f->nblocks);
	out_str(&p->o, f->nblocks == 1 ? " block reachable\n"
				       : " blocks reachable\n");
	for (c = 0; c < ci->ncycles; c++) {
		const cycle *cy = &ci->cycles[c];
		uint32_t h = cycles_header(ci, c);
		chain[cy->depth] = c;
		tree_margin(p, chain, cy->depth - 1);
		out_str(&p->o, "+- cycle ");
		put_block(p, h);
		out_str(&p->o, ", line ");
		out_u32(&p->o, f->blocks[h].line);
		out_str(&p->o, ", depth ");
		out_u32(&p->o, cy->depth);
		if (cycles_is_reducible(ci, c))
			out_str(&p->o, ", reducible\n");
		else {
			out_str(&p->o, ", irreducible: entries");
			block_list(p, ci->entries + cy->entry0, cy->nentries);
			out_char(&p->o, '\n');
		}
		tree_margin(p, chain, cy->depth);
		out_str(&p->o, "  blocks:");
		block_list(p, ci->blocks + cy->block0, cy->nblocks);
		out_char(&p->o, '\n');
		n = cycles_exit_blocks(ci, &p->cfg->graph, c, tmp, f->nblocks);
		tree_margin(p, chain, cy->depth);
		out_str(&p->o, n ? "  exits:" : "  exits: none (an infinite loop)");
		block_list(p, tmp, n);
		out_char(&p->o, '\n');
	}
	/* blocks outside cycles, and unreachable ones */
	if (ci->ncycles) {
		n = 0;
		for (i = 0; i < f->nblocks; i++)
			if (ci->block_pos[i] == CFG_NONE && ci->dfs_start[i])
				tmp[n++] = i;
		out_str(&p->o, n ? "  outside cycles:" : "  outside cycles: none");
		block_list(p, tmp, n);
		out_char(&p->o, '\n');
	}
	n = 0;
	for (i = 0; i < f->nblocks; i++)
		if (!ci->dfs_start[i])
			tmp[n++] = i;
	if (n) {
		out_str(&p->o, "  unreachable (in no cycle):");
		block_list(p, tmp, n);
		out_char(&p->o, '\n');
	}
}

/* ---- cycles: graphviz -----------------------------------------------------
 *
 * Blocks are boxes, each inside the clusters of the cycles containing it.
 * Headers are bold; the other entries of an irreducible cycle, and the
 * edges entering them, orange; back edges (to the header of a cycle
 * containing the source) red; unreachable blocks dashed grey. */

static void dot_node(printer *p, uint32_t b)
{
	const cycle_info *ci = &p->cfg->cycles;
	uint32_t c = ci->block_cycle[b];
	out_char(&p->o, 'b');
	out_u32(&p->o, b);
	out_str(&p->o, " [label=\"");
	put_block_dot_label(p, b);
	out_char(&p->o, '"');
	if (c != CFG_NONE && cycles_header(ci, c) == b)
		out_str(&p->o, ", style=bold");
	else if (p->mark[b] != CFG_NONE)
		out_str(&p->o, ", style=bold, color=darkorange");
	if (!ci->dfs_start[b])
		out_str(&p->o, ", style=dashed, color=gray, fontcolor=gray");
	out_str(&p->o, "];\n");
}

static void dot_indent(printer *p, uint32_t depth)
{
	uint32_t i;
	out_str(&p->o, "  ");
	for (i = 0; i < depth; i++)
		out_str(&p->o, "  ");
}

static void cycles_dot(printer *p)
{
	const cycle_info *ci = &p->cfg->cycles;
	const function *f = p->f;
	uint32_t c, i, j, depth = 0, *head = p->work1, *next = p->work2;
	/* blocks by innermost cycle, in function order; non-header entries */
	for (c = 0; c < ci->ncycles; c++) {
		head[c] = CFG_NONE;
		for (i = 1; i < ci->cycles[c].nentries; i++)
			p->mark[ci->entries[ci->cycles[c].entry0 + i]] = c;
	}
	for (i = f->nblocks; i-- > 0;) {
		c = ci->block_cycle[i];
		if (c != CFG_NONE) {
			next[i] = head[c];
			head[c] = i;
		}
	}
	out_str(&p->o, "digraph \"cycles of ");
	put_dot_operand(p, REF(REF_GLOBAL, p->cfg->global));
	out_str(&p->o, "\" {\n  label=\"cycles of ");
	put_dot_operand(p, REF(REF_GLOBAL, p->cfg->global));
	out_str(&p->o, " (back edges red, other entries of irreducible "
		       "cycles orange)\";\n  labelloc=t;\n"
		       "  node [shape=box, fontname=\"monospace\"];\n");
	/* clusters in pre-order; a cycle's own blocks, then its children */
	for (c = 0; c < ci->ncycles; c++) {
		const cycle *cy = &ci->cycles[c];
		for (; depth >= cy->depth; depth--) {
			dot_indent(p, depth - 1);
			out_str(&p->o, "}\n");
		}
		dot_indent(p, depth);
		out_str(&p->o, "subgraph cluster_");
		out_u32(&p->o, c);
		out_str(&p->o, " {\n");
		depth = cy->depth;
		dot_indent(p, depth);
		out_str(&p->o, "label=\"cycle ");
		put_block_dot_label(p, cycles_header(ci, c));
		out_str(&p->o, ", depth ");
		out_u32(&p->o, cy->depth);
		out_str(&p->o, cycles_is_reducible(ci, c) ? ", reducible\";\n"
							 : ", irreducible\";\n");
		dot_indent(p, depth);
		out_str(&p->o, cycles_is_reducible(ci, c)
				       ? "style=\"rounded,filled\"; color=gray40; "
					 "fillcolor=\"#00000010\";\n"
				       : "style=\"rounded,filled\"; color=darkorange; "
					 "fillcolor=\"#ff8c0018\";\n");
		for (i = head[c]; i != CFG_NONE; i = next[i]) {
			dot_indent(p, depth);
			dot_node(p, i);
		}
	}
	for (; depth > 0; depth--) {
		dot_indent(p, depth - 1);
		out_str(&p->o, "}\n");
	}
	for (i = 0; i < f->nblocks; i++)
		if (ci->block_cycle[i] == CFG_NONE) {
			dot_indent(p, 0);
			dot_node(p, i);
		}
	for (i = 0; i < f->nblocks; i++) {
		const block *b = &f->blocks[i];
		for (j = 0; j < b->nsuccs; j++) {
			uint32_t s = b->succs[j];
			out_str(&p->o, "  b");
			out_u32(&p->o, i);
			out_str(&p->o, " -> b");
			out_u32(&p->o, s);
			if (cycles_is_back_edge(ci, i, s))
				out_str(&p->o, " [color=red, penwidth=2]");
			else if (p->mark[s] != CFG_NONE && ci->dfs_start[i] &&
				 !cycles_contains_block(ci, p->mark[s], i))
				out_str(&p->o, " [color=darkorange, style=dashed]");
			else if (!ci->dfs_start[i])
				out_str(&p->o, " [color=gray]");
			out_str(&p->o, ";\n");
		}
	}
	out_str(&p->o, "}\n");
}

/* ---- dominator trees -------------------------------------------------- */

static const domtree *tree_of(const printer *p, int post)
{
	return post ? &p->cfg->postdom : &p->cfg->dom;
}

/* DominatorTreeBase::print: the tree in pre-order, each node as
 * "[level+1] %block {in,out} [level]" indented by 2*(level+1), with DFS
 * numbers never computed by the printer pass (so ~0u), then the roots. */
static void domtree_llvm(printer *p, int post)
{
	const domtree *t = tree_of(p, post);
	uint32_t *stack = p->work1, sp = 0, r;
	out_str(&p->o, post ? "PostDominatorTree for function: "
			    : "DominatorTree for function: ");
	put_function_bare(p);
	out_str(&p->o, "\n=============================------------------"
		       "--------------\n");
	out_str(&p->o, post ? "Inorder PostDominator Tree: "
			    : "Inorder Dominator Tree: ");
	out_str(&p->o, "DFSNumbers invalid: 0 slow queries.\n");
	stack[sp++] = t->root;
	while (sp) {
		uint32_t v = stack[--sp], c, k, lev = t->level[v] + 1;
		for (k = 0; k < lev; k++)
			out_str(&p->o, "  ");
		out_char(&p->o, '[');
		out_u32(&p->o, lev);
		out_str(&p->o, "] ");
		if (v >= t->nblocks)
			out_str(&p->o, " <<exit node>>");
		else
			put_block(p, v);
		out_str(&p->o, " {4294967295,4294967295} [");
		out_u32(&p->o, t->level[v]);
		out_str(&p->o, "]\n");
		/* children reversed onto the stack: first child on top */
		k = sp;
		for (c = t->first_child[v]; c != CFG_NONE; c = t->next_sibling[c])
			stack[sp++] = c;
		for (c = 0; c < (sp - k) / 2; c++) {
			uint32_t x = stack[k + c];
			stack[k + c] = stack[sp - 1 - c];
			stack[sp - 1 - c] = x;
		}
	}
	out_str(&p->o, "Roots: ");
	for (r = 0; r < t->nroots; r++) {
		put_block(p, t->roots[r]);
		out_char(&p->o, ' ');
	}
	out_char(&p->o, '\n');
}

/* Why a post-dominator root is one. */
static const char *root_kind(const printer *p, uint32_t b)
{
	if (p->f->blocks[b].nsuccs)
		return "infinite loop";
	return terminator_name(p, b);
}

/*   dominator tree of @f (a.ll:3): 7 of 8 blocks reachable
 *     %entry (line 4)
 *     +- %a (line 6)
 *     |  +- %cc (line 9)
 *     +- %b (line 8)
 *     not in the tree (unreachable): %dead                                  */
static void domtree_text(printer *p, int post)
{
	const domtree *t = tree_of(p, post);
	const function *f = p->f;
	uint32_t *stack = p->work1, *next = p->work2, sp = 0, i, n = 0;
	for (i = 0; i < f->nblocks; i++)
		n += cfg_in_tree(t, i);
	out_str(&p->o, post ? "post-dominator tree of " : "dominator tree of ");
	put_function(p);
	out_str(&p->o, " (");
	put_where(p, f->line);
	out_str(&p->o, "): ");
	if (post) {
		out_str(&p->o, "roots");
		for (i = 0; i < t->nroots; i++) {
			out_str(&p->o, i ? ", " : " ");
			put_block(p, t->roots[i]);
			out_str(&p->o, " (");
			out_str(&p->o, root_kind(p, t->roots[i]));
			out_char(&p->o, ')');
		}
	} else {
		out_u32(&p->o, n);
		out_str(&p->o, " of ");
		out_u32(&p->o, f->nblocks);
		out_str(&p->o, f->nblocks == 1 ? " block reachable"
					       : " blocks reachable");
	}
	out_char(&p->o, '\n');
	stack[sp] = t->root;
	next[sp++] = t->first_child[t->root];
	out_str(&p->o, "  ");
	if (t->root >= t->nblocks)
		out_str(&p->o, "<virtual exit>\n");
	else {
		put_block(p, t->root);
		out_str(&p->o, " (line ");
		out_u32(&p->o, f->blocks[t->root].line);
		out_str(&p->o, ")\n");
	}
	while (sp) {
		uint32_t c = next[sp - 1], l;
		if (c == CFG_NONE) {
			sp--;
			continue;
		}
		next[sp - 1] = t->next_sibling[c];
		out_str(&p->o, "  ");
		/* a bar for each ancestor below the root with a later sibling */
		for (l = 1; l < sp; l++)
			out_str(&p->o, t->next_sibling[stack[l]] != CFG_NONE
					       ? "|  " : "   ");
		out_str(&p->o, "+- ");
		put_block(p, c);
		out_str(&p->o, " (line ");
		out_u32(&p->o, f->blocks[c].line);
		out_str(&p->o, ")\n");
		stack[sp] = c;
		next[sp++] = t->first_child[c];
	}
	if (n < f->nblocks) {
		out_str(&p->o, "  not in the tree (unreachable):");
		for (i = 0; i < f->nblocks; i++)
			if (!cfg_in_tree(t, i)) {
				out_char(&p->o, ' ');
				put_block(p, i);
			}
		out_char(&p->o, '\n');
	}
}

/* Tree edges solid, control-flow edges dotted grey. */
static void domtree_dot(printer *p, int post)
{
	const domtree *t = tree_of(p, post);
	const function *f = p->f;
	const char *what = post ? "post-dominator tree of " : "dominator tree of ";
	uint32_t i, j;
	out_str(&p->o, "digraph \"");
	out_str(&p->o, what);
	put_dot_operand(p, REF(REF_GLOBAL, p->cfg->global));
	out_str(&p->o, "\" {\n  label=\"");
	out_str(&p->o, what);
	put_dot_operand(p, REF(REF_GLOBAL, p->cfg->global));
	out_str(&p->o, " (control flow dotted)\";\n  labelloc=t;\n"
		       "  node [shape=box, fontname=\"monospace\"];\n");
	if (post)
		out_str(&p->o, "  exit [label=\"<virtual exit>\", shape=ellipse];\n");
	for (i = 0; i < f->nblocks; i++) {
		out_str(&p->o, "  b");
		out_u32(&p->o, i);
		out_str(&p->o, " [label=\"");
		put_block_dot_label(p, i);
		out_char(&p->o, '"');
		if (!cfg_in_tree(t, i))
			out_str(&p->o, ", style=dashed, color=gray, fontcolor=gray");
		out_str(&p->o, "];\n");
	}
	for (i = 0; i < f->nblocks; i++) {
		uint32_t d = t->idom[i];
		if (d == CFG_NONE)
			continue;
		out_str(&p->o, "  ");
		if (d >= t->nblocks)
			out_str(&p->o, "exit");
		else {
			out_char(&p->o, 'b');
			out_u32(&p->o, d);
		}
		out_str(&p->o, " -> b");
		out_u32(&p->o, i);
		out_str(&p->o, ";\n");
	}
	for (i = 0; i < f->nblocks; i++)
		for (j = 0; j < f->blocks[i].nsuccs; j++) {
			out_str(&p->o, "  b");
			out_u32(&p->o, i);
			out_str(&p->o, " -> b");
			out_u32(&p->o, f->blocks[i].succs[j]);
			out_str(&p->o, " [style=dotted, color=gray60, "
				       "constraint=false];\n");
		}
	out_str(&p->o, "}\n");
}

/* ---- JSON --------------------------------------------------------------------
 *
 * One object per function (docs/cfg-json.md): names as LLVM prints them
 * (%x, %3, %"a b"), as JSON strings. */

/* What fn prints for item, as a JSON string: printed into a buffer of its
 * own (the output may flush at any time), then escaped into the output. */
static void json_of(printer *p, void (*fn)(printer *, uint32_t), uint32_t item)
{
	outbuf saved = p->o, cap;
	size_t i;
	memset(&p->o, 0, sizeof p->o);
	p->o.al = saved.al;
	fn(p, item);
	cap = p->o;
	p->o = saved;
	if (cap.failed)
		p->o.failed = 1;
	out_char(&p->o, '"');
	for (i = 0; i < cap.len; i++) {
		if (cap.buf[i] == '"' || cap.buf[i] == '\\')
			out_char(&p->o, '\\');
		out_char(&p->o, cap.buf[i]);
	}
	out_char(&p->o, '"');
	out_release(&cap);
}

static void put_function_item(printer *p, uint32_t unused)
{
	(void)unused;
	put_function(p);
}

static void json_block(printer *p, uint32_t b)
{
	json_of(p, put_block, b);
}

static void json_blocks(printer *p, const uint32_t *blocks, uint32_t n)
{
	uint32_t i;
	out_char(&p->o, '[');
	for (i = 0; i < n; i++) {
		if (i)
			out_str(&p->o, ", ");
		json_block(p, blocks[i]);
	}
	out_char(&p->o, ']');
}

static void json_function_head(printer *p)
{
	out_str(&p->o, "{\"function\": ");
	json_of(p, put_function_item, 0);
	out_str(&p->o, ", \"line\": ");
	out_u32(&p->o, p->f->line);
}

static void cycles_json(printer *p)
{
	const cycle_info *ci = &p->cfg->cycles;
	uint32_t c, n, *tmp = p->work2;
	json_function_head(p);
	out_str(&p->o, ", \"cycles\": [");
	for (c = 0; c < ci->ncycles; c++) {
		const cycle *cy = &ci->cycles[c];
		uint32_t h = cycles_header(ci, c);
		out_str(&p->o, c ? ",\n  {\"header\": " : "\n  {\"header\": ");
		json_block(p, h);
		out_str(&p->o, ", \"line\": ");
		out_u32(&p->o, p->f->blocks[h].line);
		out_str(&p->o, ", \"depth\": ");
		out_u32(&p->o, cy->depth);
		out_str(&p->o, ", \"parent\": ");
		if (cy->parent == CFG_NONE)
			out_str(&p->o, "null");
		else
			out_u32(&p->o, cy->parent);
		out_str(&p->o, cycles_is_reducible(ci, c) ? ", \"reducible\": true"
							  : ", \"reducible\": false");
		out_str(&p->o, ", \"entries\": ");
		json_blocks(p, ci->entries + cy->entry0, cy->nentries);
		out_str(&p->o, ", \"blocks\": ");
		json_blocks(p, ci->blocks + cy->block0, cy->nblocks);
		n = cycles_exit_blocks(ci, &p->cfg->graph, c, tmp, p->f->nblocks);
		out_str(&p->o, ", \"exits\": ");
		json_blocks(p, tmp, n);
		out_char(&p->o, '}');
	}
	out_str(&p->o, "]}\n");
}

static void domtree_json(printer *p, int post)
{
	const domtree *t = tree_of(p, post);
	uint32_t b;
	json_function_head(p);
	out_str(&p->o, post ? ", \"post\": true, \"roots\": " : ", \"post\": false, \"roots\": ");
	if (post)
		json_blocks(p, t->roots, t->nroots);
	else
		json_blocks(p, &t->root, 1);
	out_str(&p->o, ", \"blocks\": [");
	for (b = 0; b < p->f->nblocks; b++) {
		out_str(&p->o, b ? ",\n  {\"block\": " : "\n  {\"block\": ");
		json_block(p, b);
		out_str(&p->o, ", \"idom\": ");
		if (t->idom[b] == CFG_NONE || t->idom[b] >= t->nblocks)
			out_str(&p->o, "null");
		else
			json_block(p, t->idom[b]);
		out_str(&p->o, ", \"level\": ");
		if (t->level[b] == CFG_NONE)
			out_str(&p->o, "null");
		else
			out_u32(&p->o, t->level[b]);
		out_char(&p->o, '}');
	}
	out_str(&p->o, "]}\n");
}

/* ---- the public API --------------------------------------------------- */

static void print_cycles(printer *p, int arg, cv_format format)
{
	(void)arg;
	if (format == CV_FORMAT_LLVM)
		cycles_llvm(p);
	else if (format == CV_FORMAT_DOT)
		cycles_dot(p);
	else if (format == CV_FORMAT_JSON)
		cycles_json(p);
	else
		cycles_text(p);
}

static void print_domtree(printer *p, int post, cv_format format)
{
	if (format == CV_FORMAT_LLVM)
		domtree_llvm(p, post);
	else if (format == CV_FORMAT_DOT)
		domtree_dot(p, post);
	else if (format == CV_FORMAT_JSON)
		domtree_json(p, post);
	else
		domtree_text(p, post);
}

int cv_cfg_print_cycles(const cv_cfg *cfg, cv_format format,
			const cv_writer *out)
{
	if (!(cfg->what & CV_CFG_CYCLES))
		return -1;
	return run_printer(cfg, out, print_cycles, 0, format);
}

int cv_cfg_print_domtree(const cv_cfg *cfg, int post, cv_format format,
			 const cv_writer *out)
{
	if (!(cfg->what & (post ? CV_CFG_POSTDOM : CV_CFG_DOM)))
		return -1;
	return run_printer(cfg, out, print_domtree, post != 0, format);
}
