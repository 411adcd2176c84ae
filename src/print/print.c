/*
 * print.c - the canonical printer: a module as LLVM 22's `opt -S` prints
 * it (AsmWriter): slot numbers for unnamed values, attribute-group and
 * metadata numbering, constants, instructions and predecessor comments.
 * It reads the IR and never changes it.
 */
#include <stdio.h>
#include <string.h>

#include "read/intrin_names.h"
#include "read/numlit.h"
#include "ir/layout.h"
#include "read/parse.h"
#include "print/print.h"

static void print_const(pctx *c, ref r);
void print_md_ref(pctx *c, uint32_t node);
static void print_md_node_inline(pctx *c, uint32_t node);

static void print_global_name(pctx *c, uint32_t gi)
{
	const global *g = &c->m->globals[gi];
	if (g->numbered) {
		out_char(c->o, '@');
		out_uint(c->o, c->global_slot ? c->global_slot[gi] : g->name);
	} else
		print_sym_name(c->o, c->m, '@', g->name);
}

/* WriteAsOperandInternal: the value without its type. */
void print_operand(pctx *c, ref r)
{
	const cv_module *m = c->m;
	const function *f = c->f;
	switch (REF_KIND(r)) {
	case REF_INST: {
		const inst *in = &f->insts[REF_IDX(r)];
		if (in->name)
			print_sym_name(c->o, m, '%', in->name);
		else {
			out_char(c->o, '%');
			out_uint(c->o, c->slot_inst[REF_IDX(r)]);
		}
		return;
	}
	case REF_ARG: {
		const argument *a = &f->args[REF_IDX(r)];
		if (a->name)
			print_sym_name(c->o, m, '%', a->name);
		else {
			out_char(c->o, '%');
			out_uint(c->o, c->slot_arg[REF_IDX(r)]);
		}
		return;
	}
	case REF_BLOCK: {
		const block *b = &f->blocks[REF_IDX(r)];
		if (b->name)
			print_sym_name(c->o, m, '%', b->name);
		else {
			out_char(c->o, '%');
			out_uint(c->o, c->slot_block[REF_IDX(r)]);
		}
		return;
	}
	case REF_CONST:
		print_const(c, r);
		return;
	case REF_GLOBAL:
		print_global_name(c, REF_IDX(r));
		return;
	case REF_MD: {
		const md_op *op = &m->mdvals[REF_IDX(r)].op;
		print_md_op(c, op, 1);
		return;
	}
	case REF_ASM: {
		const inline_asm *ia = &m->asms[REF_IDX(r)];
		out_str(c->o, "asm");
		out_str(c->o, SYM_STR(&m->strs, ia->text));
		out_str(c->o, " \"");
		print_escaped(c->o, SYM_STR(&m->strs, ia->asm_str),
			      SYM_LEN(&m->strs, ia->asm_str));
		out_str(c->o, "\", \"");
		print_escaped(c->o, SYM_STR(&m->strs, ia->constraints),
			      SYM_LEN(&m->strs, ia->constraints));
		out_char(c->o, '"');
		return;
	}
	default:
		out_str(c->o, "<null operand!>");
	}
}

/* writeOperand(V, PrintType=true) */
void print_typed(pctx *c, ref r)
{
	print_type(c->o, c->m, value_type(c->m, c->f, r));
	out_char(c->o, ' ');
	print_operand(c, r);
}

static int fp_numlit(int k)
{
	switch (k) {
	case TY_HALF: return NUMLIT_HALF;
	case TY_BFLOAT: return NUMLIT_BFLOAT;
	case TY_FLOAT: return NUMLIT_FLOAT;
	case TY_DOUBLE: return NUMLIT_DOUBLE;
	case TY_X86_FP80: return NUMLIT_X86_FP80;
	case TY_FP128: return NUMLIT_FP128;
	default: return NUMLIT_PPC_FP128;
	}
}

static void print_int_const(pctx *c, const constant *k)
{
	unsigned bits = (unsigned)c->m->types[k->type].n;
	if (bits == 1) {
		out_str(c->o, (k->v.u & 1) ? "true" : "false");
		return;
	}
	if (bits <= 64) {
		uint64_t v = k->v.u;
		if (bits < 64 && (v >> (bits - 1)) & 1)
			v |= ~(uint64_t)0 << bits;
		out_int(c->o, (int64_t)v);
		return;
	}
	{
		size_t cap = numlit_int_print_size(bits);
		char small[256];
		char *buf = cap <= sizeof small ? small
						: cv_mem_realloc(c->o->al, NULL, 0, cap);
		if (!buf) {
			c->o->failed = 1;
			return;
		}
		numlit_int_print(k->v.words, bits, buf, cap);
		out_str(c->o, buf);
		if (buf != small)
			cv_mem_realloc(c->o->al, buf, cap, 0);
	}
}

static int consts_equal(const cv_module *m, ref a, ref b)
{
	const constant *x, *y;
	if (a == b)
		return 1;
	if (REF_KIND(a) != REF_CONST || REF_KIND(b) != REF_CONST)
		return 0;
	x = &m->consts[REF_IDX(a)];
	y = &m->consts[REF_IDX(b)];
	if (x->kind != y->kind || x->type != y->type)
		return 0;
	if (x->kind == C_INT) {
		unsigned bits = (unsigned)m->types[x->type].n;
		if (bits <= 64)
			return x->v.u == y->v.u;
		return memcmp(x->v.words, y->v.words,
			      ((bits + 63) / 64) * sizeof(uint64_t)) == 0;
	}
	if (x->kind == C_FP)
		return x->v.words[0] == y->v.words[0] &&
		       x->v.words[1] == y->v.words[1];
	return 0;
}

static void print_const(pctx *c, ref r)
{
	const cv_module *m = c->m;
	const constant *k = &m->consts[REF_IDX(r)];
	outbuf *o = c->o;
	uint32_t i;
	switch (k->kind) {
	case C_INT:
		print_int_const(c, k);
		return;
	case C_FP: {
		char buf[64];
		numlit_fp_print((enum numlit_fp)fp_numlit(m->types[k->type].kind),
				k->v.words, buf, sizeof buf);
		out_str(o, buf);
		return;
	}
	case C_NULL: out_str(o, "null"); return;
	case C_NONE: out_str(o, "none"); return;
	case C_UNDEF: out_str(o, "undef"); return;
	case C_POISON: out_str(o, "poison"); return;
	case C_ZERO: out_str(o, "zeroinitializer"); return;
	case C_DATA:
		out_str(o, "c\"");
		print_escaped(o, k->v.bytes, k->n);
		out_char(o, '"');
		return;
	case C_ARRAY: {
		tyid et = m->types[k->type].sub[0];
		const type *ET = &m->types[et];
		int all_int = ET->kind == TY_INT && ET->n == 8;
		for (i = 0; i < k->n && all_int; i++)
			if (REF_KIND(k->v.ops[i]) != REF_CONST ||
			    m->consts[REF_IDX(k->v.ops[i])].kind != C_INT)
				all_int = 0;
		if (all_int) {
			out_str(o, "c\"");
			for (i = 0; i < k->n; i++) {
				char ch = (char)m->consts[REF_IDX(k->v.ops[i])].v.u;
				print_escaped(o, &ch, 1);
			}
			out_char(o, '"');
			return;
		}
		out_char(o, '[');
		for (i = 0; i < k->n; i++) {
			if (i)
				out_str(o, ", ");
			print_typed(c, k->v.ops[i]);
		}
		out_char(o, ']');
		return;
	}
	case C_STRUCT: {
		int packed = m->types[k->type].flags & TYF_PACKED;
		if (packed)
			out_char(o, '<');
		out_char(o, '{');
		if (k->n) {
			out_char(o, ' ');
			for (i = 0; i < k->n; i++) {
				if (i)
					out_str(o, ", ");
				print_typed(c, k->v.ops[i]);
			}
			out_char(o, ' ');
		}
		out_char(o, '}');
		if (packed)
			out_char(o, '>');
		return;
	}
	case C_VECTOR: {
		int splat = 1;
		const constant *e0 = REF_KIND(k->v.ops[0]) == REF_CONST
					     ? &m->consts[REF_IDX(k->v.ops[0])]
					     : NULL;
		if (!e0 || (e0->kind != C_INT && e0->kind != C_FP))
			splat = 0;
		for (i = 1; i < k->n && splat; i++)
			if (!consts_equal(m, k->v.ops[0], k->v.ops[i]))
				splat = 0;
		if (splat) {
			out_str(o, "splat (");
			print_typed(c, k->v.ops[0]);
			out_char(o, ')');
			return;
		}
		out_char(o, '<');
		for (i = 0; i < k->n; i++) {
			if (i)
				out_str(o, ", ");
			print_typed(c, k->v.ops[i]);
		}
		out_char(o, '>');
		return;
	}
	case C_SPLAT:
		out_str(o, "splat (");
		print_typed(c, k->v.ops[0]);
		out_char(o, ')');
		return;
	case C_BLOCKADDR:
		out_str(o, "blockaddress(");
		print_operand(c, k->v.ops[0]);
		out_str(o, ", ");
		if (k->flags) { /* a numbered block */
			out_char(o, '%');
			out_str(o, SYM_STR(&m->strs, k->blockname));
		} else
			print_sym_name(o, m, '%', k->blockname);
		out_char(o, ')');
		return;
	case C_DSOEQUIV:
		out_str(o, "dso_local_equivalent ");
		print_operand(c, k->v.ops[0]);
		return;
	case C_NOCFI:
		out_str(o, "no_cfi ");
		print_operand(c, k->v.ops[0]);
		return;
	case C_EXPR:
		out_str(o, opcode_names[k->op]);
		if (k->flags & IF_INBOUNDS)
			out_str(o, " inbounds");
		else if (k->flags & IF_NUSW)
			out_str(o, " nusw");
		if (k->op == OP_GEP && (k->flags & IF_NUW))
			out_str(o, " nuw");
		if (k->op != OP_GEP) {
			if (k->flags & IF_NUW)
				out_str(o, " nuw");
			if (k->flags & IF_NSW)
				out_str(o, " nsw");
		}
		if (k->has_inrange) {
			out_str(o, " inrange(");
			out_int(o, k->inrange_lo);
			out_str(o, ", ");
			out_int(o, k->inrange_hi);
			out_char(o, ')');
		}
		out_str(o, " (");
		if (k->op == OP_GEP) {
			print_type(o, m, k->ty2);
			out_str(o, ", ");
		}
		for (i = 0; i < k->n; i++) {
			if (i)
				out_str(o, ", ");
			print_typed(c, k->v.ops[i]);
		}
		if (opcode_is_cast(k->op)) {
			out_str(o, " to ");
			print_type(o, m, k->type);
		}
		out_char(o, ')');
		return;
	default:
		out_str(o, "<unknown constant>");
	}
}

/* ---- metadata ---------------------------------------------------------- */

void print_md_op(pctx *c, const md_op *op, int typed_value)
{
	const cv_module *m = c->m;
	switch (op->kind) {
	case MDO_NULL:
		out_str(c->o, "null");
		return;
	case MDO_NODE:
		print_md_ref(c, op->node);
		return;
	case MDO_STRING:
		out_str(c->o, "!\"");
		print_escaped(c->o, SYM_STR(&m->strs, op->str),
			      SYM_LEN(&m->strs, op->str));
		out_char(c->o, '"');
		return;
	case MDO_VALUE:
		print_type(c->o, m, op->type);
		out_char(c->o, ' ');
		print_operand(c, op->value);
		return;
	case MDO_RAW:
		out_str(c->o, SYM_STR(&m->strs, op->str));
		return;
	}
	(void)typed_value;
}

static void print_md_body(pctx *c, uint32_t node)
{
	const cv_module *m = c->m;
	const md_node *n = &m->md[node];
	uint32_t i;
	if (n->special) {
		out_char(c->o, '!');
		out_str(c->o, SYM_STR(&m->strs, n->special));
		out_char(c->o, '(');
		for (i = 0; i < n->nops; i++) {
			if (i)
				out_str(c->o, ", ");
			if (n->ops[i].field) {
				out_str(c->o, SYM_STR(&m->strs, n->ops[i].field));
				out_str(c->o, ": ");
			}
			print_md_op(c, &n->ops[i], 1);
		}
		out_char(c->o, ')');
		return;
	}
	out_str(c->o, "!{");
	for (i = 0; i < n->nops; i++) {
		if (i)
			out_str(c->o, ", ");
		print_md_op(c, &n->ops[i], 1);
	}
	out_char(c->o, '}');
}

static void print_md_node_inline(pctx *c, uint32_t node)
{
	print_md_body(c, node);
}

void print_md_ref(pctx *c, uint32_t node)
{
	const cv_module *m = c->m;
	node = m->md[node].canon;
	if (m->md[node].inline_only) {
		print_md_node_inline(c, node);
		return;
	}
	out_char(c->o, '!');
	if (c->md_cur)
		out_uint(c->o, c->md_cur[node]);
	else
		out_uint(c->o, c->md_slot ? c->md_slot[node] : node);
}

/* ---- attributes -------------------------------------------------------- */

void print_attrset(pctx *c, attrset s)
{
	const attrset_rec *r = &c->m->attrsets[s];
	uint32_t i;
	for (i = 0; i < r->n; i++) {
		if (i)
			out_char(c->o, ' ');
		out_str(c->o, SYM_STR(&c->m->strs, r->attrs[i].text));
	}
}

uint32_t attr_group_slot(pctx *c, attrset s)
{
	uint32_t slot;
	if (!u32map_get(&c->attr_slots, s, &slot)) {
		slot = c->nattr_slots++;
		u32map_put(&c->attr_slots, c->o->al, &c->oom, s, slot);
		if (c->nattr_order == c->cap_attr_order) {
			uint32_t ncap = c->cap_attr_order ? c->cap_attr_order * 2 : 16;
			attrset *na = cv_mem_realloc(c->o->al, c->attr_order,
						     c->cap_attr_order * sizeof *na,
						     ncap * sizeof *na);
			if (!na)
				longjmp(c->oom, 1);
			c->attr_order = na;
			c->cap_attr_order = ncap;
		}
		c->attr_order[c->nattr_order++] = s;
	}
	return slot;
}

/* ---- instructions ------------------------------------------------------ */

static void print_fmf(outbuf *o, uint8_t f)
{
	if (!f)
		return;
	if ((f & FMF_FAST) == FMF_FAST) {
		out_str(o, " fast");
		return;
	}
	if (f & FMF_REASSOC) out_str(o, " reassoc");
	if (f & FMF_NNAN) out_str(o, " nnan");
	if (f & FMF_NINF) out_str(o, " ninf");
	if (f & FMF_NSZ) out_str(o, " nsz");
	if (f & FMF_ARCP) out_str(o, " arcp");
	if (f & FMF_CONTRACT) out_str(o, " contract");
	if (f & FMF_AFN) out_str(o, " afn");
}

static void print_atomic(pctx *c, const inst_ext *x, int ord)
{
	if (x->syncscope) {
		out_str(c->o, " syncscope(\"");
		print_escaped(c->o, SYM_STR(&c->m->strs, x->syncscope),
			      SYM_LEN(&c->m->strs, x->syncscope));
		out_str(c->o, "\")");
	}
	out_char(c->o, ' ');
	out_str(c->o, ordering_name(ord));
}

static void print_align(outbuf *o, uint8_t code)
{
	if (!code)
		return;
	out_str(o, ", align ");
	out_uint(o, (uint64_t)1 << (code - 1));
}

static void print_cc(outbuf *o, uint32_t cc)
{
	const char *n = cc_name(cc);
	if (n)
		out_str(o, n);
	else if (cc >= 112 && cc <= 123) {
		out_str(o, "riscv_vls_cc(");
		out_uint(o, (uint64_t)1 << (cc - 112 + 5));
		out_char(o, ')');
	} else {
		out_str(o, "cc");
		out_uint(o, cc);
	}
}

static void print_bundles(pctx *c, const inst *in)
{
	const inst_ext *x = in->ext;
	const ref *ops = INST_OPS(c->f, in);
	uint32_t i, j;
	if (!x || !x->nbundles)
		return;
	out_str(c->o, " [ ");
	for (i = 0; i < x->nbundles; i++) {
		const bundle *b = &x->bundles[i];
		if (i)
			out_str(c->o, ", ");
		out_char(c->o, '"');
		print_escaped(c->o, SYM_STR(&c->m->strs, b->tag),
			      SYM_LEN(&c->m->strs, b->tag));
		out_str(c->o, "\"(");
		for (j = 0; j < b->n; j++) {
			if (j)
				out_str(c->o, ", ");
			print_typed(c, ops[b->first + j]);
		}
		out_char(c->o, ')');
	}
	out_str(c->o, " ]");
}

/* The call-like part: " <ty> callee(args) #N [bundles]". */
static void print_call_body(pctx *c, const inst *in, uint32_t ncallee_after)
{
	const cv_module *m = c->m;
	const inst_ext *x = in->ext;
	const ref *ops = INST_OPS(c->f, in);
	ref callee = ops[in->nops - 1 - ncallee_after];
	const type *FT = &m->types[x->ty2];
	uint32_t i;
	if (x->callconv) {
		out_char(c->o, ' ');
		print_cc(c->o, x->callconv);
	}
	if (x->ret_attrs) {
		out_char(c->o, ' ');
		print_attrset(c, x->ret_attrs);
	}
	/* maybePrintCallAddrSpace */
	{
		tyid ct = value_type(m, c->f, callee);
		uint32_t as = m->types[ct].kind == TY_PTR ? (uint32_t)m->types[ct].n : 0;
		int is_fn = REF_KIND(callee) == REF_GLOBAL &&
			    m->globals[REF_IDX(callee)].kind == G_FUNC;
		if (REF_KIND(callee) == REF_ASM)
			as = m->layout->program_as;
		if (as != 0 || (!is_fn && as != m->layout->program_as) ||
		    (is_fn && as != m->layout->program_as)) {
			out_str(c->o, " addrspace(");
			out_uint(c->o, as);
			out_char(c->o, ')');
		}
	}
	out_char(c->o, ' ');
	print_type(c->o, m, (FT->flags & TYF_VARARG) ? x->ty2 : FT->sub[0]);
	out_char(c->o, ' ');
	print_operand(c, callee);
	out_char(c->o, '(');
	for (i = 0; i < x->nargs; i++) {
		ref a = ops[i];
		if (i)
			out_str(c->o, ", ");
		print_type(c->o, m, value_type(m, c->f, a));
		if (x->arg_attrs && x->arg_attrs[i]) {
			out_char(c->o, ' ');
			print_attrset(c, x->arg_attrs[i]);
		}
		out_char(c->o, ' ');
		print_operand(c, a);
	}
	if (in->op == OP_CALL && x->tail == TAIL_MUSTTAIL &&
	    (m->types[c->f->type].flags & TYF_VARARG)) {
		if (x->nargs)
			out_str(c->o, ", ");
		out_str(c->o, "...");
	}
	out_char(c->o, ')');
	if (x->fn_attrs) {
		out_str(c->o, " #");
		out_uint(c->o, attr_group_slot(c, x->fn_attrs));
	}
	print_bundles(c, in);
}

/* Rank of a metadata kind in LLVM's order: the fixed kinds by their ids
 * (!dbg first), then the module's own kinds in order of first use. */
static uint32_t md_kind_rank(const cv_module *m, sym kind)
{
	static const char *const fixed[] = {
		"dbg", "tbaa", "prof", "fpmath", "range", "tbaa.struct",
		"invariant.load", "alias.scope", "noalias", "nontemporal",
		"llvm.mem.parallel_loop_access", "nonnull", "dereferenceable",
		"dereferenceable_or_null", "make.implicit", "unpredictable",
		"invariant.group", "align", "llvm.loop", "type",
		"section_prefix", "absolute_symbol", "associated", "callees",
		"irr_loop", "llvm.access.group", "callback",
		"llvm.preserve.access.index", "vcall_visibility", "noundef",
		"annotation", "nosanitize", "func_sanitize", "exclude",
		"memprof", "callsite", "kcfi_type", "pcsections", "DIAssignID",
		"coro.outside.frame", "mmra", "noalias.addrspace"};
	const char *k = SYM_STR(&m->strs, kind);
	uint32_t i;
	for (i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
		if (strcmp(fixed[i], k) == 0)
			return i;
	for (i = 0; i < m->nmd_kinds; i++)
		if (m->md_kinds[i] == kind)
			return 1000 + i;
	return 0xffffffffu;
}

/* The order LLVM's getAllMetadata gives attachments: by kind rank. */
uint32_t md_attach_order(const cv_module *m, const md_attach *md, uint32_t n,
			 uint32_t *order)
{
	uint32_t i, j;
	if (n > MD_ATTACH_MAX)
		n = MD_ATTACH_MAX;
	for (i = 0; i < n; i++)
		order[i] = i;
	for (i = 1; i < n; i++) {
		uint32_t x = order[i], rx = md_kind_rank(m, md[x].kind);
		j = i;
		while (j > 0 && md_kind_rank(m, md[order[j - 1]].kind) > rx) {
			order[j] = order[j - 1];
			j--;
		}
		order[j] = x;
	}
	return n;
}

void print_md_attachments(pctx *c, const md_attach *md, uint32_t n,
			  const char *sep)
{
	uint32_t i, order[MD_ATTACH_MAX];
	n = md_attach_order(c->m, md, n, order);
	for (i = 0; i < n; i++) {
		const md_attach *a = &md[order[i]];
		out_str(c->o, sep);
		print_llvm_name(c->o, '!', SYM_STR(&c->m->strs, a->kind),
				SYM_LEN(&c->m->strs, a->kind));
		out_char(c->o, ' ');
		print_md_ref(c, a->node);
	}
}

static int all_same_type(pctx *c, const inst *in)
{
	const ref *ops = INST_OPS(c->f, in);
	tyid t0 = value_type(c->m, c->f, ops[0]);
	uint32_t i;
	for (i = 1; i < in->nops; i++)
		if (value_type(c->m, c->f, ops[i]) != t0)
			return 0;
	return 1;
}

/* The operands as one list: " <ty> a, b" when they share a type, else
 * (or when typed is set) " <ty> a, <ty> b". */
static void print_operand_list(pctx *c, const inst *in, int typed)
{
	const ref *ops = INST_OPS(c->f, in);
	outbuf *o = c->o;
	uint32_t i;
	if (!in->nops)
		return;
	if (!typed)
		typed = !all_same_type(c, in);
	if (!typed) {
		out_char(o, ' ');
		print_type(o, c->m, value_type(c->m, c->f, ops[0]));
	}
	out_char(o, ' ');
	for (i = 0; i < in->nops; i++) {
		if (i)
			out_str(o, ", ");
		if (typed)
			print_typed(c, ops[i]);
		else
			print_operand(c, ops[i]);
	}
}

/* WriteOptimizationInfo: fast-math, wrap, exact and the like. */
static void print_opt_flags(outbuf *o, const inst *in)
{
	int op = in->op;
	print_fmf(o, in->fmf);
	if (op == OP_ADD || op == OP_SUB || op == OP_MUL || op == OP_SHL ||
	    op == OP_TRUNC) {
		if (in->flags & IF_NUW)
			out_str(o, " nuw");
		if (in->flags & IF_NSW)
			out_str(o, " nsw");
	} else if (op == OP_UDIV || op == OP_SDIV || op == OP_LSHR ||
		   op == OP_ASHR) {
		if (in->flags & IF_EXACT)
			out_str(o, " exact");
	} else if (op == OP_OR) {
		if (in->flags & IF_DISJOINT)
			out_str(o, " disjoint");
	} else if (op == OP_GEP) {
		if (in->flags & IF_INBOUNDS)
			out_str(o, " inbounds");
		else if (in->flags & IF_NUSW)
			out_str(o, " nusw");
		if (in->flags & IF_NUW)
			out_str(o, " nuw");
	} else if (op == OP_ZEXT || op == OP_UITOFP) {
		if (in->flags & IF_NNEG)
			out_str(o, " nneg");
	} else if (op == OP_ICMP) {
		if (in->flags & IF_SAMESIGN)
			out_str(o, " samesign");
	}
}

/* Up to the operands: "%x = ", a call's tail marker, the opcode and
 * its flags. */
static void print_inst_head(pctx *c, uint32_t ii, const inst *in)
{
	const cv_module *m = c->m;
	const inst_ext *x = in->ext;
	outbuf *o = c->o;
	int op = in->op;

	out_str(o, "  ");
	if (in->name) {
		print_sym_name(o, m, '%', in->name);
		out_str(o, " = ");
	} else if (in->type != m->t_void) {
		out_char(o, '%');
		out_uint(o, c->slot_inst[ii]);
		out_str(o, " = ");
	}
	if (op == OP_CALL && x) {
		if (x->tail == TAIL_MUSTTAIL)
			out_str(o, "musttail ");
		else if (x->tail == TAIL_TAIL)
			out_str(o, "tail ");
		else if (x->tail == TAIL_NOTAIL)
			out_str(o, "notail ");
	}
	out_str(o, opcode_names[op]);
	if ((op == OP_LOAD || op == OP_STORE) && (in->flags & IF_ATOMIC))
		out_str(o, " atomic");
	if (op == OP_CMPXCHG && (in->flags & IF_WEAK))
		out_str(o, " weak");
	if ((op == OP_LOAD || op == OP_STORE || op == OP_CMPXCHG ||
	     op == OP_ATOMICRMW) && (in->flags & IF_VOLATILE))
		out_str(o, " volatile");
	print_opt_flags(o, in);
}

/* ret, br, switch, indirectbr, resume, unreachable. */
static void print_terminator(pctx *c, const inst *in)
{
	const ref *ops = INST_OPS(c->f, in);
	outbuf *o = c->o;
	uint32_t i;

	switch (in->op) {
	case OP_RET:
		if (in->nops == 0)
			out_str(o, " void");
		else {
			out_char(o, ' ');
			print_typed(c, ops[0]);
		}
		break;
	case OP_BR:
		out_char(o, ' ');
		print_typed(c, ops[0]);
		if (in->nops == 3) {
			out_str(o, ", ");
			print_typed(c, ops[1]);
			out_str(o, ", ");
			print_typed(c, ops[2]);
		}
		break;
	case OP_SWITCH:
		out_char(o, ' ');
		print_typed(c, ops[0]);
		out_str(o, ", ");
		print_typed(c, ops[1]);
		out_str(o, " [");
		for (i = 2; i + 1 < in->nops; i += 2) {
			out_str(o, "\n    ");
			print_typed(c, ops[i]);
			out_str(o, ", ");
			print_typed(c, ops[i + 1]);
		}
		out_str(o, "\n  ]");
		break;
	case OP_INDIRECTBR:
		out_char(o, ' ');
		print_typed(c, ops[0]);
		out_str(o, ", [");
		for (i = 1; i < in->nops; i++) {
			if (i != 1)
				out_str(o, ", ");
			print_typed(c, ops[i]);
		}
		out_char(o, ']');
		break;
	default: /* resume, unreachable */
		print_operand_list(c, in, 0);
		break;
	}
}

/* icmp and fcmp: the predicate, then the operands. */
static void print_compare(pctx *c, const inst *in)
{
	out_char(c->o, ' ');
	out_str(c->o, cmp_pred_name(in->op, in->pred));
	print_operand_list(c, in, 0);
}

static void print_alloca(pctx *c, const inst *in)
{
	const cv_module *m = c->m;
	const inst_ext *x = in->ext;
	const ref *ops = INST_OPS(c->f, in);
	outbuf *o = c->o;

	out_char(o, ' ');
	if (in->flags & IF_INALLOCA)
		out_str(o, "inalloca ");
	if (in->flags & IF_SWIFTERROR)
		out_str(o, "swifterror ");
	print_type(o, m, x->ty2);
	if (in->nops) {
		const constant *k = REF_KIND(ops[0]) == REF_CONST
					    ? &m->consts[REF_IDX(ops[0])]
					    : NULL;
		int is_one_i32 = k && k->kind == C_INT && k->v.u == 1 &&
				 k->type == m->t_i32;
		if (!is_one_i32) {
			out_str(o, ", ");
			print_typed(c, ops[0]);
		}
	}
	print_align(o, in->align);
	if (x->addrspace) {
		out_str(o, ", addrspace(");
		out_uint(o, x->addrspace);
		out_char(o, ')');
	}
}

/* alloca, load, store, getelementptr, fence, cmpxchg, atomicrmw: the
 * operands, then the ordering and alignment. */
static void print_memory_op(pctx *c, const inst *in)
{
	const inst_ext *x = in->ext;
	outbuf *o = c->o;

	switch (in->op) {
	case OP_ALLOCA:
		print_alloca(c, in);
		break;
	case OP_GEP:
		out_char(o, ' ');
		print_type(o, c->m, x->ty2);
		out_char(o, ',');
		print_operand_list(c, in, 0);
		break;
	case OP_LOAD:
		out_char(o, ' ');
		print_type(o, c->m, in->type);
		out_char(o, ',');
		print_operand_list(c, in, 0);
		if (in->flags & IF_ATOMIC)
			print_atomic(c, x, x->ordering);
		print_align(o, in->align);
		break;
	case OP_STORE:
		print_operand_list(c, in, 1);
		if (in->flags & IF_ATOMIC)
			print_atomic(c, x, x->ordering);
		print_align(o, in->align);
		break;
	case OP_FENCE:
		print_atomic(c, x, x->ordering);
		break;
	case OP_CMPXCHG:
		print_operand_list(c, in, 1);
		print_atomic(c, x, x->ordering);
		out_char(o, ' ');
		out_str(o, ordering_name(x->failure_ordering));
		print_align(o, in->align);
		break;
	case OP_ATOMICRMW:
		out_char(o, ' ');
		out_str(o, rmw_op_name(in->pred));
		print_operand_list(c, in, 1);
		print_atomic(c, x, x->ordering);
		print_align(o, in->align);
		break;
	}
}

/* The casts, and va_arg, which prints like one with ", " for " to ". */
static void print_cast(pctx *c, const inst *in)
{
	outbuf *o = c->o;
	out_char(o, ' ');
	print_typed(c, INST_OPS(c->f, in)[0]);
	out_str(o, in->op == OP_VAARG ? ", " : " to ");
	print_type(o, c->m, in->type);
}

/* call, invoke, callbr: the call itself, then where control goes. */
static void print_call_like(pctx *c, const inst *in)
{
	const ref *ops = INST_OPS(c->f, in);
	outbuf *o = c->o;
	uint32_t i, ni;

	switch (in->op) {
	case OP_CALL:
		print_call_body(c, in, 0);
		break;
	case OP_INVOKE:
		print_call_body(c, in, 2);
		out_str(o, "\n          to ");
		print_typed(c, ops[in->nops - 2]);
		out_str(o, " unwind ");
		print_typed(c, ops[in->nops - 1]);
		break;
	case OP_CALLBR:
		ni = in->ext->nindices;
		print_call_body(c, in, ni + 1);
		out_str(o, "\n          to ");
		print_typed(c, ops[in->nops - ni - 1]);
		out_str(o, " [");
		for (i = 0; i < ni; i++) {
			if (i)
				out_str(o, ", ");
			print_typed(c, ops[in->nops - ni + i]);
		}
		out_char(o, ']');
		break;
	}
}

/* " within %parent" of a funclet pad or catchswitch. */
static void print_within(pctx *c, ref parent)
{
	out_str(c->o, " within ");
	if (parent == REF_NULL)
		out_str(c->o, "none");
	else
		print_operand(c, parent);
}

/* The exception-handling pads and their returns: landingpad,
 * catchswitch, catchpad, cleanuppad, catchret, cleanupret. */
static void print_eh_op(pctx *c, const inst *in)
{
	const inst_ext *x = in->ext;
	const ref *ops = INST_OPS(c->f, in);
	outbuf *o = c->o;
	uint32_t i, nh;

	switch (in->op) {
	case OP_LANDINGPAD:
		out_char(o, ' ');
		print_type(o, c->m, in->type);
		if ((in->flags & IF_CLEANUP) || in->nops)
			out_char(o, '\n');
		if (in->flags & IF_CLEANUP)
			out_str(o, "          cleanup");
		for (i = 0; i < in->nops; i++) {
			if (i || (in->flags & IF_CLEANUP))
				out_char(o, '\n');
			out_str(o, x->clauses[i] ? "          filter "
						 : "          catch ");
			print_typed(c, ops[i]);
		}
		break;
	case OP_CATCHSWITCH:
		nh = x->nindices;
		print_within(c, ops[0]);
		out_str(o, " [");
		for (i = 0; i < nh; i++) {
			if (i)
				out_str(o, ", ");
			print_typed(c, ops[1 + i]);
		}
		out_str(o, "] unwind ");
		if (in->nops == nh + 2)
			print_typed(c, ops[nh + 1]);
		else
			out_str(o, "to caller");
		break;
	case OP_CATCHPAD:
	case OP_CLEANUPPAD:
		print_within(c, ops[0]);
		out_str(o, " [");
		for (i = 1; i < in->nops; i++) {
			if (i > 1)
				out_str(o, ", ");
			print_typed(c, ops[i]);
		}
		out_char(o, ']');
		break;
	case OP_CATCHRET:
		out_str(o, " from ");
		print_operand(c, ops[0]);
		out_str(o, " to ");
		print_typed(c, ops[1]);
		break;
	case OP_CLEANUPRET:
		out_str(o, " from ");
		print_operand(c, ops[0]);
		out_str(o, " unwind ");
		if (in->nops == 2)
			print_typed(c, ops[1]);
		else
			out_str(o, "to caller");
		break;
	}
}

/* A shufflevector's mask: zeroinitializer, poison or the constant. */
static void print_shuffle_mask(pctx *c, const inst *in)
{
	const inst_ext *x = in->ext;
	outbuf *o = c->o;
	int allz = 1, allp = 1;
	uint32_t i;

	out_str(o, ", <");
	if (c->m->types[in->type].flags & TYF_SCALABLE)
		out_str(o, "vscale x ");
	out_uint(o, x->nindices);
	out_str(o, " x i32> ");
	for (i = 0; i < x->nindices; i++) {
		if (x->mask[i] != 0)
			allz = 0;
		if (x->mask[i] != -1)
			allp = 0;
	}
	if (allz)
		out_str(o, "zeroinitializer");
	else if (allp)
		out_str(o, "poison");
	else {
		out_char(o, '<');
		for (i = 0; i < x->nindices; i++) {
			if (i)
				out_str(o, ", ");
			out_str(o, "i32 ");
			if (x->mask[i] == -1)
				out_str(o, "poison");
			else
				out_int(o, x->mask[i]);
		}
		out_char(o, '>');
	}
}

/* extractelement, insertelement, shufflevector. */
static void print_vector_op(pctx *c, const inst *in)
{
	if (in->op != OP_SHUFFLEVECTOR) {
		print_operand_list(c, in, 0);
		return;
	}
	print_operand_list(c, in, 1);
	print_shuffle_mask(c, in);
}

/* extractvalue, insertvalue: the operands, then the constant indices. */
static void print_aggregate_op(pctx *c, const inst *in)
{
	const inst_ext *x = in->ext;
	const ref *ops = INST_OPS(c->f, in);
	outbuf *o = c->o;
	uint32_t i;

	out_char(o, ' ');
	print_typed(c, ops[0]);
	if (in->op == OP_INSERTVALUE) {
		out_str(o, ", ");
		print_typed(c, ops[1]);
	}
	for (i = 0; i < x->nindices; i++) {
		out_str(o, ", ");
		out_uint(o, x->indices[i]);
	}
}

static void print_phi(pctx *c, const inst *in)
{
	const ref *ops = INST_OPS(c->f, in);
	outbuf *o = c->o;
	uint32_t i;

	out_char(o, ' ');
	print_type(o, c->m, in->type);
	out_char(o, ' ');
	for (i = 0; i + 1 < in->nops; i += 2) {
		if (i)
			out_str(o, ", ");
		out_str(o, "[ ");
		print_operand(c, ops[i]);
		out_str(o, ", ");
		print_operand(c, ops[i + 1]);
		out_str(o, " ]");
	}
}

/* One instruction line, without its newline: the head, the operands in
 * the shape of the opcode's family, then the metadata attachments. */
void print_instruction(pctx *c, uint32_t ii)
{
	const inst *in = &c->f->insts[ii];

	print_inst_head(c, ii, in);
	switch (in->op) {
	case OP_RET: case OP_BR: case OP_SWITCH: case OP_INDIRECTBR:
	case OP_RESUME: case OP_UNREACHABLE:
		print_terminator(c, in);
		break;
	case OP_ICMP: case OP_FCMP:
		print_compare(c, in);
		break;
	case OP_ALLOCA: case OP_LOAD: case OP_STORE: case OP_GEP:
	case OP_FENCE: case OP_CMPXCHG: case OP_ATOMICRMW:
		print_memory_op(c, in);
		break;
	case OP_TRUNC: case OP_ZEXT: case OP_SEXT: case OP_FPTOUI:
	case OP_FPTOSI: case OP_UITOFP: case OP_SITOFP: case OP_FPTRUNC:
	case OP_FPEXT: case OP_PTRTOINT: case OP_PTRTOADDR: case OP_INTTOPTR:
	case OP_BITCAST: case OP_ADDRSPACECAST: case OP_VAARG:
		print_cast(c, in);
		break;
	case OP_CALL: case OP_INVOKE: case OP_CALLBR:
		print_call_like(c, in);
		break;
	case OP_LANDINGPAD: case OP_CATCHSWITCH: case OP_CATCHPAD:
	case OP_CLEANUPPAD: case OP_CATCHRET: case OP_CLEANUPRET:
		print_eh_op(c, in);
		break;
	case OP_EXTRACTELEMENT: case OP_INSERTELEMENT:
	case OP_SHUFFLEVECTOR:
		print_vector_op(c, in);
		break;
	case OP_EXTRACTVALUE: case OP_INSERTVALUE:
		print_aggregate_op(c, in);
		break;
	case OP_PHI:
		print_phi(c, in);
		break;
	default: /* binary and unary operators, select, freeze */
		print_operand_list(c, in, in->op == OP_SELECT);
		break;
	}
	if (in->ext && in->ext->nmd)
		print_md_attachments(c, in->ext->md, in->ext->nmd, ", ");
}

/* ---- slots ------------------------------------------------------------- */

/* Makes *arr hold at least n entries; on failure the old array stays
 * owned by the context (freed by pctx_release) and the print stops. */
static void slots_grow(pctx *c, uint32_t **arr, uint32_t *cap, uint32_t n)
{
	uint32_t *na;
	if (*cap >= n && *arr)
		return;
	na = cv_mem_realloc(c->o->al, *arr, (size_t)*cap * 4, (size_t)n * 4);
	if (!na)
		longjmp(c->oom, 1);
	*arr = na;
	*cap = n;
}

void fn_slots(pctx *c, const function *f)
{
	uint32_t i, n = 0;
	c->f = f;
	slots_grow(c, &c->slot_arg, &c->cap_slots_arg, f->nargs + 1);
	slots_grow(c, &c->slot_block, &c->cap_slots_block, f->nblocks + 1);
	slots_grow(c, &c->slot_inst, &c->cap_slots_inst, f->ninsts + 1);
	for (i = 0; i < f->nargs; i++)
		c->slot_arg[i] = f->args[i].name ? 0 : n++;
	for (i = 0; i < f->nblocks; i++) {
		const block *b = &f->blocks[i];
		uint32_t j;
		c->slot_block[i] = b->name ? 0 : n++;
		for (j = b->first; j < b->first + b->n; j++) {
			const inst *in = &f->insts[j];
			if (!in->name && in->type != c->m->t_void)
				c->slot_inst[j] = n++;
		}
	}
}

/* ---- functions and blocks ---------------------------------------------- */

static void print_block(pctx *c, uint32_t bi)
{
	const function *f = c->f;
	const block *b = &f->blocks[bi];
	outbuf *o = c->o;
	uint32_t i;
	if (b->name) {
		out_char(o, '\n');
		print_sym_name(o, c->m, 0, b->name);
		out_char(o, ':');
	} else if (bi != 0) {
		out_char(o, '\n');
		out_uint(o, c->slot_block[bi]);
		out_char(o, ':');
	}
	if (bi != 0) {
		size_t col = out_column(o);
		size_t pad = col < 50 ? 50 - col : 1;
		while (pad--)
			out_char(o, ' ');
		out_char(o, ';');
		if (b->npreds == 0)
			out_str(o, " No predecessors!");
		else {
			out_str(o, " preds = ");
			for (i = 0; i < b->npreds; i++) {
				if (i)
					out_str(o, ", ");
				print_operand(c, REF(REF_BLOCK, b->preds[i]));
			}
		}
	}
	out_char(o, '\n');
	for (i = b->first; i < b->first + b->n; i++) {
		const inst *in = &f->insts[i];
		if (c->hooks && c->hooks->before_inst)
			c->hooks->before_inst(c, i, c->hooks->user);
		if (in->ext && in->ext->ndbg) {
			uint32_t k;
			for (k = 0; k < in->ext->ndbg; k++) {
				const dbg_record *r = &in->ext->dbg_records[k];
				uint32_t q;
				out_str(o, "    #");
				out_str(o, SYM_STR(&c->m->strs, r->kind));
				out_char(o, '(');
				for (q = 0; q < r->n; q++) {
					if (q)
						out_str(o, ", ");
					print_md_op(c, &c->m->mdvals[r->first + q].op, 1);
				}
				out_str(o, ")\n");
			}
		}
		print_instruction(c, i);
		out_char(o, '\n');
	}
}

static void print_linkage_etc(pctx *c, const global *g)
{
	outbuf *o = c->o;
	if (g->linkage) {
		out_str(o, linkage_names[g->linkage]);
		out_char(o, ' ');
	}
	/* PrintDSOLocation: only when not implied */
	if (g->dso_local) {
		int implicit = g->linkage == L_PRIVATE || g->linkage == L_INTERNAL ||
			       (g->visibility != 0 && g->linkage != L_EXTERN_WEAK);
		if (!implicit)
			out_str(o, "dso_local ");
	}
	if (g->visibility == 1)
		out_str(o, "hidden ");
	else if (g->visibility == 2)
		out_str(o, "protected ");
	if (g->dll == 1)
		out_str(o, "dllimport ");
	else if (g->dll == 2)
		out_str(o, "dllexport ");
}

static void print_comdat_ref(pctx *c, const global *g)
{
	if (!g->comdat_kind)
		return;
	out_str(c->o, g->kind == G_VAR ? ", comdat" : " comdat");
	if (g->comdat_kind == 2) {
		/* printed as ($name) unless it equals the global's name */
		if (g->numbered || g->comdat != g->name) {
			out_char(c->o, '(');
			print_sym_name(c->o, c->m, '$', g->comdat);
			out_char(c->o, ')');
		}
	}
}

void print_function(pctx *c, uint32_t gi)
{
	const cv_module *m = c->m;
	const global *g = &m->globals[gi];
	const function *f = g->fn;
	const type *FT;
	outbuf *o = c->o;
	uint32_t i;

	if (c->hooks && c->hooks->fn_of && c->hooks->fn_of(c->hooks->user, gi))
		f = c->hooks->fn_of(c->hooks->user, gi);
	FT = &m->types[f->type];
	if (c->hooks && c->hooks->before_fn)
		c->hooks->before_fn(c, gi, c->hooks->user);
	if (f->fn_attrs) {
		/* "; Function Attrs:" comment: the non-string attributes */
		const attrset_rec *r = &m->attrsets[f->fn_attrs];
		int any = 0;
		for (i = 0; i < r->n; i++) {
			if (r->attrs[i].order == 0xffff)
				continue;
			out_str(o, any ? " " : "; Function Attrs: ");
			out_str(o, SYM_STR(&m->strs, r->attrs[i].text));
			any = 1;
		}
		if (any)
			out_char(o, '\n');
	}
	if (!g->numbered && SYM_LEN(&m->strs, g->name) > 5 &&
	    memcmp(SYM_STR(&m->strs, g->name), "llvm.", 5) == 0 &&
	    !intrinsic_name_known(SYM_STR(&m->strs, g->name),
				  SYM_LEN(&m->strs, g->name)))
		out_str(o, "; Unknown intrinsic\n");
	fn_slots(c, f);
	if (g->is_decl) {
		/* a declaration's attachments follow the keyword */
		out_str(o, "declare");
		if (g->nmd)
			print_md_attachments(c, g->md, g->nmd, " ");
		out_char(o, ' ');
	} else {
		out_str(o, "define ");
	}
	print_linkage_etc(c, g);
	if (f->callconv) {
		print_cc(o, f->callconv);
		out_char(o, ' ');
	}
	if (f->ret_attrs) {
		print_attrset(c, f->ret_attrs);
		out_char(o, ' ');
	}
	print_type(o, m, FT->sub[0]);
	out_char(o, ' ');
	print_global_name(c, gi);
	out_char(o, '(');
	for (i = 0; i < f->nargs; i++) {
		const argument *a = &f->args[i];
		if (i)
			out_str(o, ", ");
		print_type(o, m, a->type);
		if (a->attrs) {
			out_char(o, ' ');
			print_attrset(c, a->attrs);
		}
		if (!g->is_decl) {
			out_char(o, ' ');
			print_operand(c, REF(REF_ARG, i));
		}
	}
	if (FT->flags & TYF_VARARG) {
		if (f->nargs)
			out_str(o, ", ");
		out_str(o, "...");
	}
	out_char(o, ')');
	if (g->unnamed_addr == 1)
		out_str(o, " unnamed_addr");
	else if (g->unnamed_addr == 2)
		out_str(o, " local_unnamed_addr");
	if (g->addrspace != 0 || m->layout->program_as != 0) {
		out_str(o, " addrspace(");
		out_uint(o, g->addrspace);
		out_char(o, ')');
	}
	if (f->fn_attrs) {
		out_str(o, " #");
		out_uint(o, attr_group_slot(c, f->fn_attrs));
	}
	if (g->section) {
		out_str(o, " section \"");
		print_escaped(o, SYM_STR(&m->strs, g->section),
			      SYM_LEN(&m->strs, g->section));
		out_char(o, '"');
	}
	if (g->partition) {
		out_str(o, " partition \"");
		print_escaped(o, SYM_STR(&m->strs, g->partition),
			      SYM_LEN(&m->strs, g->partition));
		out_char(o, '"');
	}
	print_comdat_ref(c, g);
	if (g->align) {
		out_str(o, " align ");
		out_uint(o, g->align);
	}
	if (f->gc) {
		out_str(o, " gc \"");
		out_str(o, SYM_STR(&m->strs, f->gc));
		out_char(o, '"');
	}
	if (f->prefix) {
		out_str(o, " prefix ");
		print_typed(c, f->prefix);
	}
	if (f->prologue) {
		out_str(o, " prologue ");
		print_typed(c, f->prologue);
	}
	if (f->personality) {
		out_str(o, " personality ");
		print_typed(c, f->personality);
	}
	if (g->is_decl) {
		out_char(o, '\n');
		return;
	}
	if (g->nmd)
		print_md_attachments(c, g->md, g->nmd, " ");
	out_str(o, " {");
	for (i = 0; i < f->nblocks; i++)
		print_block(c, i);
	out_str(o, "}\n");
}
