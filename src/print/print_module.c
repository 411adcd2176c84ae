/*
 * print_module.c - module-level printing (AsmWriter::printModule order):
 * header, type definitions, comdats, globals, aliases, functions,
 * attribute groups and metadata; and the numbering that must be fixed
 * before any function is printed (unnamed globals, metadata, and the
 * attribute groups of functions).
 */
#include <stdio.h>
#include <string.h>

#include "ir/layout.h"
#include "read/parse.h"
#include "print/print.h"

/* ---- which named types are printed, in which order --------------------- */

/* LLVM's TypeFinder, as the printer runs it: the struct types a walk of
 * the module meets, in the order met (globals' types and initializers,
 * aliases, ifuncs, then each function's type, attributes, operands and
 * instructions, then named metadata).  The type definitions are printed
 * in that order, numbered ones first; a type nothing uses is not printed.
 * Types inside attributes (byval(%T)...) are found by their names in the
 * attribute's text. */
typedef struct tfind {
	const cv_module *m;
	tyid *byname;   /* named types by the hash of their name (tf_key) */
	uint32_t nbyname;
	uint8_t *seen_ty, *seen_c, *seen_md, *seen_as;
	uint32_t *stack, nstack, capstack;
	tyid *out;
	uint32_t nout;
	int failed;     /* out of memory: the walk stops, type_order jumps */
	const cv_allocator *al;
} tfind;

static void tf_push(tfind *t, uint32_t x)
{
	if (t->nstack == t->capstack) {
		uint32_t ncap = t->capstack ? t->capstack * 2 : 256;
		uint32_t *ns = t->failed ? NULL
					 : cv_mem_realloc(t->al, t->stack,
							  t->capstack * sizeof *ns,
							  ncap * sizeof *ns);
		if (!ns) {
			t->failed = 1;
			return;
		}
		t->stack = ns;
		t->capstack = ncap;
	}
	t->stack[t->nstack++] = x;
}

/* incorporateType: preorder, a type marked when it is pushed. */
static void tf_type(tfind *t, tyid ty)
{
	const cv_module *m = t->m;
	uint32_t base = t->nstack;
	if (t->seen_ty[ty])
		return;
	t->seen_ty[ty] = 1;
	tf_push(t, ty);
	while (t->nstack > base) {
		const type *T = &m->types[t->stack[--t->nstack]];
		uint32_t i;
		if (T->kind == TY_NAMED)
			t->out[t->nout++] = (tyid)(T - m->types);
		for (i = T->nsub; i-- > 0;)
			if (!t->seen_ty[T->sub[i]]) {
				t->seen_ty[T->sub[i]] = 1;
				tf_push(t, T->sub[i]);
			}
	}
}

static void tf_md(tfind *t, uint32_t node);

/* incorporateValue: constants (not globals), and metadata as a value. */
static void tf_value(tfind *t, ref r)
{
	const cv_module *m = t->m;
	if (REF_KIND(r) == REF_MD) {
		const md_op *o = &m->mdvals[REF_IDX(r)].op;
		if (o->kind == MDO_NODE)
			tf_md(t, o->node);
		else if (o->kind == MDO_VALUE)
			tf_value(t, o->value);
		return;
	}
	if (REF_KIND(r) != REF_CONST || t->seen_c[REF_IDX(r)])
		return;
	t->seen_c[REF_IDX(r)] = 1;
	{
		const constant *c = &m->consts[REF_IDX(r)];
		uint32_t i;
		tf_type(t, c->type);
		if (c->kind == C_EXPR && c->op == OP_GEP && c->ty2)
			tf_type(t, c->ty2);
		if (c->kind == C_ARRAY || c->kind == C_VECTOR ||
		    c->kind == C_STRUCT || c->kind == C_SPLAT ||
		    c->kind == C_EXPR || c->kind == C_PTRAUTH)
			for (i = 0; i < c->n; i++)
				tf_value(t, c->v.ops[i]);
	}
}

/* incorporateMDNode: operands in order, nodes depth first (an explicit
 * stack of (node, next operand): chains of nodes can be long). */
static void tf_md(tfind *t, uint32_t node)
{
	const cv_module *m = t->m;
	uint32_t base = t->nstack;
	node = m->md[node].canon;
	if (t->seen_md[node])
		return;
	t->seen_md[node] = 1;
	tf_push(t, node);
	tf_push(t, 0);
	while (t->nstack > base && !t->failed) {
		uint32_t at = t->nstack - 2, k = t->stack[at + 1];
		const md_node *nd = &m->md[t->stack[at]];
		const md_op *o;
		if (k >= nd->nops) {
			t->nstack -= 2;
			continue;
		}
		t->stack[at + 1] = k + 1;
		o = &nd->ops[k];
		if (o->kind == MDO_NODE) {
			uint32_t c = m->md[o->node].canon;
			if (!t->seen_md[c]) {
				t->seen_md[c] = 1;
				tf_push(t, c);
				tf_push(t, 0);
			}
		} else if (o->kind == MDO_VALUE) {
			tf_value(t, o->value);
		}
	}
	t->nstack = base;
}

/* The hash of a type's name as written after '%' (digits: its number). */
static uint32_t tf_key(const char *s, size_t n)
{
	uint32_t h = 0x811c9dc5u;
	size_t i;
	for (i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 0x01000193u;
	return h;
}

/* The text a named type is written with after '%' ("12" if numbered)
 * into buf (at least 24 bytes) or as a pointer to its name. */
static const char *tf_text(const cv_module *m, tyid t, char *buf, size_t *n)
{
	const type *T = &m->types[t];
	if (T->flags & TYF_NUMBERED) {
		*n = (size_t)snprintf(buf, 24, "%llu", (unsigned long long)T->n);
		return buf;
	}
	*n = T->name ? SYM_LEN(&m->strs, T->name) : 0;
	return T->name ? SYM_STR(&m->strs, T->name) : "";
}

/* The named type written as s[0..n) after a '%' in an attribute (quoted:
 * decoded from %"..."), or 0. */
static tyid tf_named(const tfind *t, const char *s, size_t n, int quoted)
{
	const cv_module *m = t->m;
	uint32_t h = tf_key(s, n) & (t->nbyname - 1);
	while (t->byname[h]) {
		tyid ty = t->byname[h];
		char buf[24];
		size_t tn;
		const char *tt = tf_text(m, ty, buf, &tn);
		int numbered = (m->types[ty].flags & TYF_NUMBERED) != 0;
		if (tn == n && memcmp(tt, s, n) == 0 && !(numbered && quoted))
			return ty;
		h = (h + 1) & (t->nbyname - 1);
	}
	return 0;
}

/* incorporateAttributes: the types of byval(T), sret(T)... by name. */
static void tf_attrs(tfind *t, attrset as)
{
	const cv_module *m = t->m;
	uint32_t i;
	if (!as || t->seen_as[as])
		return;
	t->seen_as[as] = 1;
	for (i = 0; i < m->attrsets[as].n; i++) {
		const attr *a = &m->attrsets[as].attrs[i];
		const char *s = SYM_STR(&m->strs, a->text);
		size_t n = SYM_LEN(&m->strs, a->text), k;
		if (a->order == 0xffff || !memchr(s, '(', n))
			continue;
		for (k = 0; k < n; k++) {
			char buf[256];
			size_t b = 0;
			tyid ty;
			if (s[k] != '%')
				continue;
			k++;
			if (k < n && s[k] == '"') {
				/* %"...": escapes \XX decoded */
				for (k++; k < n && s[k] != '"' && b < sizeof buf; k++) {
					if (s[k] == '\\' && k + 2 < n) {
						unsigned v = 0, j;
						for (j = 1; j <= 2; j++) {
							char h = s[k + j];
							v = v * 16 + (unsigned)(h <= '9' ? h - '0'
									     : (h | 32) - 'a' + 10);
						}
						buf[b++] = (char)v;
						k += 2;
					} else {
						buf[b++] = s[k];
					}
				}
				ty = tf_named(t, buf, b, 1);
			} else {
				size_t st = k;
				while (k < n && (s[k] == '-' || s[k] == '$' || s[k] == '.' ||
						 s[k] == '_' || (s[k] >= '0' && s[k] <= '9') ||
						 ((s[k] | 32) >= 'a' && (s[k] | 32) <= 'z')))
					k++;
				ty = tf_named(t, s + st, k - st, 0);
				k--;
			}
			if (ty)
				tf_type(t, ty);
		}
	}
}

static void tf_function(tfind *t, const function *f)
{
	const cv_module *m = t->m;
	uint32_t i, k;
	tf_type(t, f->type);
	tf_attrs(t, f->fn_attrs);
	tf_attrs(t, f->ret_attrs);
	for (i = 0; i < f->nargs; i++)
		tf_attrs(t, f->args[i].attrs);
	if (f->personality)
		tf_value(t, f->personality);
	if (f->prefix)
		tf_value(t, f->prefix);
	if (f->prologue)
		tf_value(t, f->prologue);
	for (i = 0; i < f->ninsts; i++) {
		const inst *in = &f->insts[i];
		const ref *ops = INST_OPS(f, in);
		const inst_ext *x = in->ext;
		tf_type(t, in->type);
		for (k = 0; k < in->nops; k++)
			tf_value(t, ops[k]);
		if (x && (in->op == OP_GEP || in->op == OP_ALLOCA))
			tf_type(t, x->ty2);
		if (x && (in->op == OP_CALL || in->op == OP_INVOKE ||
			  in->op == OP_CALLBR)) {
			tf_attrs(t, x->fn_attrs);
			tf_attrs(t, x->ret_attrs);
			for (k = 0; x->arg_attrs && k < x->nargs; k++)
				tf_attrs(t, x->arg_attrs[k]);
		}
		for (k = 0; x && k < x->nmd; k++)
			tf_md(t, x->md[k].node);
	}
	(void)m;
}

/* The named types to print, in order (numbered first); *n their count.
 * The array is the caller's to free (nnamed_types + 1 entries). */
static tyid *type_order(pctx *c, uint32_t *n)
{
	const cv_module *m = c->m;
	const cv_allocator *al = c->o->al;
	size_t bytes = (size_t)m->ntypes + m->nconsts + m->nmd + m->nattrsets + 4;
	tfind t;
	uint32_t i, pass, k = 0;
	tyid *res;
	memset(&t, 0, sizeof t);
	t.m = m;
	t.al = al;
	t.seen_ty = cv_mem_realloc(al, NULL, 0, bytes);
	t.out = t.seen_ty ? cv_mem_realloc(al, NULL, 0,
					   ((size_t)m->ntypes + 1) * sizeof(tyid))
			  : NULL;
	if (!t.out) {
		if (t.seen_ty)
			cv_mem_realloc(al, t.seen_ty, bytes, 0);
		longjmp(c->oom, 1);
	}
	memset(t.seen_ty, 0, bytes);
	t.nbyname = 16;
	while (t.nbyname < 2 * m->nnamed_types + 2)
		t.nbyname *= 2;
	t.byname = cv_mem_realloc(al, NULL, 0, t.nbyname * sizeof(tyid));
	if (!t.byname) {
		cv_mem_realloc(al, t.out, ((size_t)m->ntypes + 1) * sizeof(tyid), 0);
		cv_mem_realloc(al, t.seen_ty, bytes, 0);
		longjmp(c->oom, 1);
	}
	memset(t.byname, 0, t.nbyname * sizeof(tyid));
	for (i = 0; i < m->nnamed_types; i++) {
		char buf[24];
		size_t tn;
		const char *tt = tf_text(m, m->named_types[i], buf, &tn);
		uint32_t h = tf_key(tt, tn) & (t.nbyname - 1);
		while (t.byname[h])
			h = (h + 1) & (t.nbyname - 1);
		t.byname[h] = m->named_types[i];
	}
	t.seen_c = t.seen_ty + m->ntypes + 1;
	t.seen_md = t.seen_c + m->nconsts + 1;
	t.seen_as = t.seen_md + m->nmd + 1;
	for (pass = 0; pass < 4; pass++)
		for (i = 0; i < m->norder; i++) {
			const global *g = &m->globals[m->order[i]];
			int kind = pass == 0 ? G_VAR : pass == 1 ? G_ALIAS
				   : pass == 2 ? G_IFUNC : G_FUNC;
			if (g->kind != kind || g->upgraded_away)
				continue;
			tf_type(&t, g->type);
			if (kind == G_VAR || kind == G_ALIAS) {
				if (g->init)
					tf_value(&t, g->init);
			} else if (kind == G_FUNC && g->fn) {
				tf_function(&t, g->fn);
			}
		}
	for (i = 0; i < m->nnamed; i++)
		for (pass = 0; pass < m->named[i].n; pass++)
			tf_md(&t, m->named[i].nodes[pass]);
	/* numbered types first, then named, each in the order found */
	res = t.out;
	{
		tyid *tmp = t.failed ? NULL
				     : cv_mem_realloc(al, NULL, 0,
						      ((size_t)t.nout + 1) * sizeof(tyid));
		if (!tmp) {
			cv_mem_realloc(al, t.stack, t.capstack * sizeof *t.stack, 0);
			cv_mem_realloc(al, t.byname, t.nbyname * sizeof(tyid), 0);
			cv_mem_realloc(al, t.seen_ty, bytes, 0);
			cv_mem_realloc(al, t.out, ((size_t)m->ntypes + 1) * sizeof(tyid), 0);
			longjmp(c->oom, 1);
		}
		for (i = 0; i < t.nout; i++)
			if (m->types[res[i]].flags & TYF_NUMBERED)
				tmp[k++] = res[i];
		for (i = 0; i < t.nout; i++)
			if (!(m->types[res[i]].flags & TYF_NUMBERED))
				tmp[k++] = res[i];
		memcpy(res, tmp, k * sizeof *res);
		cv_mem_realloc(al, tmp, ((size_t)t.nout + 1) * sizeof(tyid), 0);
	}
	cv_mem_realloc(al, t.stack, t.capstack * sizeof *t.stack, 0);
	cv_mem_realloc(al, t.seen_ty, bytes, 0);
	cv_mem_realloc(al, t.byname, t.nbyname * sizeof(tyid), 0);
	*n = k;
	return res;
}

/* ---- metadata uniquing and numbering ----------------------------------- */

typedef struct mdnum {
	uint32_t *slot;  /* node -> slot, UINT32_MAX if none */
	uint32_t *order; /* slot -> node */
	uint32_t n;
	uint32_t *work;
} mdnum;

/* CreateMetadataSlot: number the node, then its operands, depth first in
 * operand order (preorder). */
/* A named metadata's name as LLVM prints it: never quoted; a letter or
 * one of - $ . _ first, letters, digits and those after, any other byte
 * as \XX. */
static void print_md_name(outbuf *o, const char *s, size_t n)
{
	static const char hex[] = "0123456789ABCDEF";
	size_t i;
	out_char(o, '!');
	for (i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)s[i];
		int alpha = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
		int digit = ch >= '0' && ch <= '9';
		if (alpha || (digit && i > 0) || ch == '-' || ch == '$' ||
		    ch == '.' || ch == '_') {
			out_char(o, (char)ch);
		} else {
			out_char(o, '\\');
			out_char(o, hex[ch >> 4]);
			out_char(o, hex[ch & 15]);
		}
	}
}

static void md_number_node(pctx *c, mdnum *s, uint32_t node)
{
	const cv_module *m = c->m;
	uint32_t sp = 0;
	s->work[sp++] = m->md[node].canon;
	while (sp) {
		uint32_t v = s->work[--sp], k;
		const md_node *nd = &m->md[v];
		if (s->slot[v] != UINT32_MAX)
			continue;
		if (!nd->inline_only) {
			s->slot[v] = s->n;
			s->order[s->n++] = v;
		}
		/* push operands in reverse so the first is numbered first */
		for (k = nd->nops; k > 0; k--) {
			const md_op *op = &nd->ops[k - 1];
			if (op->kind == MDO_NODE &&
			    s->slot[m->md[op->node].canon] == UINT32_MAX)
				s->work[sp++] = m->md[op->node].canon;
		}
		if (nd->inline_only)
			s->slot[v] = UINT32_MAX - 1;
	}
}

/* The attachments of a global object, in LLVM's order (processGlobalObjectMetadata). */
static void md_number_attachments(pctx *c, mdnum *s, const md_attach *md,
				  uint32_t n)
{
	uint32_t ord[MD_ATTACH_MAX], j;
	uint32_t na = md_attach_order(c->m, md, n, ord);
	for (j = 0; j < na; j++)
		md_number_node(c, s, md[ord[j]].node);
}

/* The module's part (processModule): the attachments of global
 * variables, then the operands of named metadata. */
static void md_number_module_part(pctx *c, mdnum *s)
{
	const cv_module *m = c->m;
	uint32_t i, j;
	for (i = 0; i < m->norder; i++) {
		const global *g = &m->globals[m->order[i]];
		if (g->kind == G_VAR && g->nmd)
			md_number_attachments(c, s, g->md, g->nmd);
	}
	for (i = 0; i < m->nnamed; i++)
		for (j = 0; j < m->named[i].n; j++)
			md_number_node(c, s, m->named[i].nodes[j]);
}

/* One function's part (processFunctionMetadata): its attachments, then
 * per instruction its debug records, the metadata operands of calls and
 * its attachments. */
static void md_number_function(pctx *c, mdnum *s, const global *g)
{
	const cv_module *m = c->m;
	const function *f = g->fn;
	uint32_t j, k;
	if (g->nmd)
		md_number_attachments(c, s, g->md, g->nmd);
	for (j = 0; j < f->ninsts; j++) {
		const inst *in = &f->insts[j];
		/* debug records before the instruction: an empty-node
		 * location, the variable (or label), an assign id and
		 * its address, then the location */
		if (in->ext && in->ext->ndbg) {
			uint32_t q;
			for (q = 0; q < in->ext->ndbg; q++) {
				const dbg_record *r = &in->ext->dbg_records[q];
				const md_value *ops = &m->mdvals[r->first];
				int label = strcmp(SYM_STR(&m->strs, r->kind), "dbg_label") == 0;
				int assign = strcmp(SYM_STR(&m->strs, r->kind), "dbg_assign") == 0;
				if (!r->n)
					continue;
				if (label) {
					if (ops[0].op.kind == MDO_NODE)
						md_number_node(c, s, ops[0].op.node);
				} else {
					if (ops[0].op.kind == MDO_NODE)
						md_number_node(c, s, ops[0].op.node);
					if (r->n > 1 && ops[1].op.kind == MDO_NODE)
						md_number_node(c, s, ops[1].op.node);
					if (assign && r->n > 3 && ops[3].op.kind == MDO_NODE)
						md_number_node(c, s, ops[3].op.node);
					if (assign && r->n > 4 && ops[4].op.kind == MDO_NODE)
						md_number_node(c, s, ops[4].op.node);
				}
				if (ops[r->n - 1].op.kind == MDO_NODE)
					md_number_node(c, s, ops[r->n - 1].op.node);
			}
		}
		if (in->op == OP_CALL || in->op == OP_INVOKE) {
			for (k = 0; k < in->nops; k++) {
				ref r = f->ops[in->ops + k];
				if (REF_KIND(r) == REF_MD &&
				    m->mdvals[REF_IDX(r)].op.kind == MDO_NODE)
					md_number_node(c, s, m->mdvals[REF_IDX(r)].op.node);
			}
		}
		if (in->ext && in->ext->nmd)
			md_number_attachments(c, s, in->ext->md, in->ext->nmd);
	}
}

/* The whole module's numbering, as opt -S prints it: the module's part,
 * then every function's in module order. */
static void md_number_all(pctx *c, mdnum *s)
{
	const cv_module *m = c->m;
	uint32_t i;
	md_number_module_part(c, s);
	for (i = 0; i < m->norder; i++) {
		const global *g = &m->globals[m->order[i]];
		if (g->kind == G_FUNC)
			md_number_function(c, s, g);
	}
}

/* ---- context ----------------------------------------------------------- */

void pctx_init(pctx *c, const cv_module *m, outbuf *o)
{
	memset(c, 0, sizeof *c);
	c->m = m;
	c->o = o;
}

void pctx_release(pctx *c)
{
	const cv_allocator *al = c->o->al;
	if (c->slot_arg)
		cv_mem_realloc(al, c->slot_arg, c->cap_slots_arg * 4, 0);
	if (c->slot_block)
		cv_mem_realloc(al, c->slot_block, c->cap_slots_block * 4, 0);
	if (c->slot_inst)
		cv_mem_realloc(al, c->slot_inst, c->cap_slots_inst * 4, 0);
	if (c->global_slot)
		cv_mem_realloc(al, c->global_slot, (c->m->nglobals + 1) * 4, 0);
	if (c->md_slot)
		cv_mem_realloc(al, c->md_slot, (c->m->nmd + 1) * 4, 0);
	if (c->md_order)
		cv_mem_realloc(al, c->md_order, (c->m->nmd + 1) * 4, 0);
	if (c->md_fn_slot)
		cv_mem_realloc(al, c->md_fn_slot, (c->m->nmd + 1) * 4, 0);
	if (c->md_fn_order)
		cv_mem_realloc(al, c->md_fn_order, (c->m->nmd + 1) * 4, 0);
	if (c->md_fn_work)
		cv_mem_realloc(al, c->md_fn_work, (c->m->nmd * 4 + 4) * 4, 0);
	if (c->attr_order)
		cv_mem_realloc(al, c->attr_order, c->cap_attr_order * sizeof(attrset), 0);
	u32map_release(&c->attr_slots, al);
}

/* Fixes numbering before printing: unnamed globals (variables, aliases,
 * ifuncs, then functions), metadata, and function attribute groups. */
static uint32_t *md_prepare(pctx *c, uint32_t **order_out, uint32_t *n_out)
{
	const cv_module *m = c->m;
	const cv_allocator *al = c->o->al;
	mdnum s;
	uint32_t i;
	s.slot = cv_mem_realloc(al, NULL, 0, (m->nmd + 1) * 4);
	s.order = s.slot ? cv_mem_realloc(al, NULL, 0, (m->nmd + 1) * 4) : NULL;
	s.work = s.order ? cv_mem_realloc(al, NULL, 0, (m->nmd * 4 + 4) * 4) : NULL;
	if (!s.work) {
		if (s.order)
			cv_mem_realloc(al, s.order, (m->nmd + 1) * 4, 0);
		if (s.slot)
			cv_mem_realloc(al, s.slot, (m->nmd + 1) * 4, 0);
		longjmp(c->oom, 1);
	}
	c->md_slot = s.slot;
	for (i = 0; i < m->nmd; i++)
		s.slot[i] = UINT32_MAX;
	s.n = 0;
	if (m->nmd) /* a walk over every instruction: not for none */
		md_number_all(c, &s);
	cv_mem_realloc(al, s.work, (m->nmd * 4 + 4) * 4, 0);
	*order_out = s.order;
	*n_out = s.n;
	return s.slot;
}

void module_prepare_globals(pctx *c)
{
	const cv_module *m = c->m;
	uint32_t i, next = 0;
	int pass;
	c->global_slot = cv_mem_realloc(c->o->al, NULL, 0, (m->nglobals + 1) * 4);
	if (!c->global_slot)
		longjmp(c->oom, 1);
	for (pass = 0; pass < 4; pass++) {
		static const int kinds[4] = {G_VAR, G_ALIAS, G_IFUNC, G_FUNC};
		for (i = 0; i < m->norder; i++) {
			const global *g = &m->globals[m->order[i]];
			if (g->kind == kinds[pass] && g->numbered)
				c->global_slot[m->order[i]] = next++;
		}
	}
}

void module_prepare(pctx *c, uint32_t **md_order, uint32_t *nmd)
{
	const cv_module *m = c->m;
	uint32_t i;
	module_prepare_globals(c);
	c->md_slot = md_prepare(c, md_order, nmd);
	/* function attribute groups, in function order */
	for (i = 0; i < m->norder; i++) {
		const global *g = &m->globals[m->order[i]];
		if (g->kind == G_VAR && g->attrs)
			attr_group_slot(c, g->attrs);
	}
	for (i = 0; i < m->norder; i++) {
		const global *g = &m->globals[m->order[i]];
		if (g->kind == G_FUNC && g->fn->fn_attrs)
			attr_group_slot(c, g->fn->fn_attrs);
	}
}

/* ---- one instruction alone ---------------------------------------------- */

/* LLVM prints one instruction (Value::print, as print<uniformity> does)
 * with a fresh SlotTracker: it numbers the module's part of the metadata
 * (global variables' attachments, named metadata), then only the
 * instruction's function; when the instruction is a call of an intrinsic
 * with a metadata node operand, every function's (the module's numbering).
 * md_function_numbers keeps the first kind for function gi: the module's
 * part once, then the function's nodes after it. */
void md_function_numbers(pctx *c, uint32_t gi)
{
	const cv_module *m = c->m;
	const cv_allocator *al = c->o->al;
	mdnum s;
	uint32_t i;
	if (!c->md_fn_slot) {
		c->md_fn_slot = cv_mem_realloc(al, NULL, 0, (m->nmd + 1) * 4);
		if (!c->md_fn_slot)
			longjmp(c->oom, 1);
		c->md_fn_order = cv_mem_realloc(al, NULL, 0, (m->nmd + 1) * 4);
		if (!c->md_fn_order)
			longjmp(c->oom, 1);
		c->md_fn_work = cv_mem_realloc(al, NULL, 0, (m->nmd * 4 + 4) * 4);
		if (!c->md_fn_work)
			longjmp(c->oom, 1);
		for (i = 0; i < m->nmd; i++)
			c->md_fn_slot[i] = UINT32_MAX;
		s.slot = c->md_fn_slot;
		s.order = c->md_fn_order;
		s.work = c->md_fn_work;
		s.n = 0;
		md_number_module_part(c, &s);
		c->md_fn_base = c->md_fn_n = s.n;
	}
	for (i = c->md_fn_base; i < c->md_fn_n; i++)
		c->md_fn_slot[c->md_fn_order[i]] = UINT32_MAX;
	s.slot = c->md_fn_slot;
	s.order = c->md_fn_order;
	s.work = c->md_fn_work;
	s.n = c->md_fn_base;
	if (m->globals[gi].kind == G_FUNC)
		md_number_function(c, &s, &m->globals[gi]);
	c->md_fn_n = s.n;
}

/* isReferencingMDNode: a call of an intrinsic (a function named llvm.*,
 * called with its own type) with a metadata node among its operands. */
static int refs_md_node(const cv_module *m, const function *f, const inst *in)
{
	ref callee;
	const global *g;
	uint32_t k;
	if (in->op != OP_CALL || !in->nops || !in->ext)
		return 0;
	callee = f->ops[in->ops + in->nops - 1];
	if (REF_KIND(callee) != REF_GLOBAL)
		return 0;
	g = &m->globals[REF_IDX(callee)];
	if (g->kind != G_FUNC || !g->name || SYM_LEN(&m->strs, g->name) < 5 ||
	    memcmp(SYM_STR(&m->strs, g->name), "llvm.", 5) != 0 ||
	    g->type != in->ext->ty2)
		return 0;
	for (k = 0; k < in->nops; k++) {
		ref r = f->ops[in->ops + k];
		if (REF_KIND(r) == REF_MD &&
		    m->mdvals[REF_IDX(r)].op.kind == MDO_NODE)
			return 1;
	}
	return 0;
}

void print_instruction_alone(pctx *c, uint32_t ii)
{
	if (c->md_fn_slot && !refs_md_node(c->m, c->f, &c->f->insts[ii]))
		c->md_cur = c->md_fn_slot;
	print_instruction(c, ii);
	c->md_cur = NULL;
}

/* ---- module ------------------------------------------------------------ */

static const char *const tls_names[] = {
	"", "thread_local ", "thread_local(localdynamic) ",
	"thread_local(initialexec) ", "thread_local(localexec) "};

static void print_global_var(pctx *c, uint32_t gi)
{
	const cv_module *m = c->m;
	const global *g = &m->globals[gi];
	outbuf *o = c->o;
	if (g->numbered) {
		out_char(o, '@');
		out_uint(o, c->global_slot[gi]);
	} else
		print_llvm_name(o, '@', SYM_STR(&m->strs, g->name),
				SYM_LEN(&m->strs, g->name));
	out_str(o, " = ");
	if (g->init == REF_NULL && g->linkage == L_EXTERNAL)
		out_str(o, "external ");
	if (g->linkage) {
		out_str(o, linkage_names[g->linkage]);
		out_char(o, ' ');
	}
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
	out_str(o, tls_names[g->tls]);
	if (g->unnamed_addr == 1)
		out_str(o, "unnamed_addr ");
	else if (g->unnamed_addr == 2)
		out_str(o, "local_unnamed_addr ");
	if (g->addrspace) {
		out_str(o, "addrspace(");
		out_uint(o, g->addrspace);
		out_str(o, ") ");
	}
	if (g->ext_init)
		out_str(o, "externally_initialized ");
	out_str(o, g->is_const ? "constant " : "global ");
	print_type(o, m, g->type);
	if (g->init != REF_NULL) {
		out_char(o, ' ');
		print_operand(c, g->init);
	}
	if (g->section) {
		out_str(o, ", section \"");
		print_escaped(o, SYM_STR(&m->strs, g->section),
			      SYM_LEN(&m->strs, g->section));
		out_char(o, '"');
	}
	if (g->partition) {
		out_str(o, ", partition \"");
		print_escaped(o, SYM_STR(&m->strs, g->partition),
			      SYM_LEN(&m->strs, g->partition));
		out_char(o, '"');
	}
	if (g->code_model) {
		out_str(o, ", code_model \"");
		out_str(o, SYM_STR(&m->strs, g->code_model));
		out_char(o, '"');
	}
	if (g->sanitizer & 1)
		out_str(o, ", no_sanitize_address");
	if (g->sanitizer & 2)
		out_str(o, ", no_sanitize_hwaddress");
	if (g->sanitizer & 4)
		out_str(o, ", sanitize_memtag");
	if (g->sanitizer & 8)
		out_str(o, ", sanitize_address_dyninit");
	if (g->comdat_kind) {
		out_str(o, ", comdat");
		if (g->comdat_kind == 2 && (g->numbered || g->comdat != g->name)) {
			out_char(o, '(');
			print_llvm_name(o, '$', SYM_STR(&m->strs, g->comdat),
					SYM_LEN(&m->strs, g->comdat));
			out_char(o, ')');
		}
	}
	if (g->align) {
		out_str(o, ", align ");
		out_uint(o, g->align);
	}
	if (g->nmd)
		print_md_attachments(c, g->md, g->nmd, ", ");
	if (g->attrs) {
		out_str(o, " #");
		out_uint(o, attr_group_slot(c, g->attrs));
	}
	out_char(o, '\n');
}

static void print_alias(pctx *c, uint32_t gi)
{
	const cv_module *m = c->m;
	const global *g = &m->globals[gi];
	outbuf *o = c->o;
	if (g->numbered) {
		out_char(o, '@');
		out_uint(o, c->global_slot[gi]);
	} else
		print_llvm_name(o, '@', SYM_STR(&m->strs, g->name),
				SYM_LEN(&m->strs, g->name));
	out_str(o, " = ");
	if (g->linkage) {
		out_str(o, linkage_names[g->linkage]);
		out_char(o, ' ');
	}
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
	out_str(o, tls_names[g->tls]);
	if (g->unnamed_addr == 1)
		out_str(o, "unnamed_addr ");
	else if (g->unnamed_addr == 2)
		out_str(o, "local_unnamed_addr ");
	out_str(o, g->kind == G_ALIAS ? "alias " : "ifunc ");
	print_type(o, m, g->type);
	out_str(o, ", ");
	/* a constant expression aliasee is printed without its type */
	if (REF_KIND(g->init) == REF_CONST && m->consts[REF_IDX(g->init)].kind == C_EXPR)
		print_operand(c, g->init);
	else
		print_typed(c, g->init);
	if (g->partition) {
		out_str(o, ", partition \"");
		print_escaped(o, SYM_STR(&m->strs, g->partition),
			      SYM_LEN(&m->strs, g->partition));
		out_char(o, '"');
	}
	out_char(o, '\n');
}

void print_md_def(pctx *c, uint32_t node)
{
	const cv_module *m = c->m;
	const md_node *nd = &m->md[node];
	outbuf *o = c->o;
	uint32_t i;
	out_char(o, '!');
	out_uint(o, c->md_slot[node]);
	out_str(o, " = ");
	if (nd->distinct)
		out_str(o, "distinct ");
	if (nd->special) {
		out_char(o, '!');
		out_str(o, SYM_STR(&m->strs, nd->special));
		out_char(o, '(');
		for (i = 0; i < nd->nops; i++) {
			if (i)
				out_str(o, ", ");
			if (nd->ops[i].field) {
				out_str(o, SYM_STR(&m->strs, nd->ops[i].field));
				out_str(o, ": ");
			}
			print_md_op(c, &nd->ops[i], 1);
		}
		out_char(o, ')');
	} else {
		out_str(o, "!{");
		for (i = 0; i < nd->nops; i++) {
			if (i)
				out_str(o, ", ");
			print_md_op(c, &nd->ops[i], 1);
		}
		out_char(o, '}');
	}
	out_char(o, '\n');
}

/* The comdats, as opt prints them: those of functions, then those of
 * global variables, each once, in module order (a comdat nothing uses is
 * not printed), with a blank line between them. */
static void print_comdats(pctx *c)
{
	const cv_module *m = c->m;
	outbuf *o = c->o;
	u32map defs = {NULL, 0, 0, 0}, done = {NULL, 0, 0, 0};
	uint32_t pass, i, k, any = 0;
	if (!m->ncomdats)
		return;
	for (k = 0; k < m->ncomdats; k++)
		u32map_put(&defs, o->al, &c->oom, m->comdats[2 * k], k);
	for (pass = 0; pass < 2; pass++)
		for (i = 0; i < m->norder; i++) {
			const global *g = &m->globals[m->order[i]];
			sym nm, kind;
			if (g->kind != (pass ? G_VAR : G_FUNC) || !g->comdat_kind)
				continue;
			nm = g->comdat_kind == 2 ? g->comdat : g->name;
			if (u32map_get(&done, nm, &k) || !u32map_get(&defs, nm, &k))
				continue;
			u32map_put(&done, o->al, &c->oom, nm, 1);
			kind = m->comdats[2 * k + 1];
			out_char(o, '\n');
			(void)any;
			print_llvm_name(o, '$', SYM_STR(&m->strs, nm),
					SYM_LEN(&m->strs, nm));
			out_str(o, " = comdat ");
			out_str(o, SYM_STR(&m->strs, kind));
			out_char(o, '\n');
		}
	u32map_release(&defs, o->al);
	u32map_release(&done, o->al);
}

static int print_all(pctx *c)
{
	const cv_module *m = c->m;
	outbuf *o = c->o;
	uint32_t *md_order, nmd, i, j;
	int any;
	if (setjmp(c->oom))
		return -1;
	module_prepare(c, &c->md_order, &c->nmd_order);
	md_order = c->md_order;
	nmd = c->nmd_order;
	out_str(o, "; ModuleID = '");
	out_str(o, m->filename);
	out_str(o, "'\n");
	out_str(o, "source_filename = \"");
	if (m->source_filename)
		print_escaped(o, SYM_STR(&m->strs, m->source_filename),
			      SYM_LEN(&m->strs, m->source_filename));
	else
		print_escaped(o, m->filename, strlen(m->filename));
	out_str(o, "\"\n");
	if (m->datalayout) {
		out_str(o, "target datalayout = \"");
		out_str(o, SYM_STR(&m->strs, m->datalayout));
		out_str(o, "\"\n");
	}
	if (m->triple) {
		out_str(o, "target triple = \"");
		out_str(o, SYM_STR(&m->strs, m->triple));
		out_str(o, "\"\n");
	}
	if (m->ntoplevel_asm) {
		out_char(o, '\n');
		for (i = 0; i < m->ntoplevel_asm; i++) {
			out_str(o, "module asm \"");
			print_escaped(o, SYM_STR(&m->strs, m->toplevel_asm[i]),
				      SYM_LEN(&m->strs, m->toplevel_asm[i]));
			out_str(o, "\"\n");
		}
	}
	if (m->nnamed_types) {
		uint32_t nt;
		tyid *ord = type_order(c, &nt);
		if (nt)
			out_char(o, '\n');
		for (i = 0; i < nt; i++) {
			print_type(o, m, ord[i]);
			out_str(o, " = type ");
			print_struct_body_pub(o, m, ord[i]);
			out_char(o, '\n');
		}
		cv_mem_realloc(c->o->al, ord, ((size_t)m->ntypes + 1) * sizeof(tyid), 0);
	}
	print_comdats(c);
	any = 0;
	for (i = 0; i < m->norder; i++)
		if (m->globals[m->order[i]].kind == G_VAR) {
			if (!any)
				out_char(o, '\n');
			any = 1;
			print_global_var(c, m->order[i]);
		}
	for (j = 0; j < 2; j++) {
		any = 0;
		for (i = 0; i < m->norder; i++)
			if (m->globals[m->order[i]].kind == (j ? G_IFUNC : G_ALIAS)) {
				if (!any)
					out_char(o, '\n');
				any = 1;
				print_alias(c, m->order[i]);
			}
	}
	for (i = 0; i < m->norder; i++)
		if (m->globals[m->order[i]].kind == G_FUNC) {
			out_char(o, '\n');
			print_function(c, m->order[i]);
		}
	if (c->nattr_order) {
		out_char(o, '\n');
		for (i = 0; i < c->nattr_order; i++) {
			out_str(o, "attributes #");
			out_uint(o, i);
			out_str(o, " = { ");
			print_attrset(c, c->attr_order[i]);
			out_str(o, " }\n");
		}
	}
	if (m->nnamed) {
		out_char(o, '\n');
		for (i = 0; i < m->nnamed; i++) {
			const named_md *nm = &m->named[i];
			print_md_name(o, SYM_STR(&m->strs, nm->name),
				      SYM_LEN(&m->strs, nm->name));
			out_str(o, " = !{");
			for (j = 0; j < nm->n; j++) {
				if (j)
					out_str(o, ", ");
				print_md_ref(c, nm->nodes[j]);
			}
			out_str(o, "}\n");
		}
	}
	if (nmd) {
		out_char(o, '\n');
		for (i = 0; i < nmd; i++)
			print_md_def(c, md_order[i]);
	}
	return 0;
}

int cv_print_module(const cv_module *mod, const cv_writer *w)
{
	return print_module_hooked(mod, w, NULL);
}

int print_module_hooked(const cv_module *mod, const cv_writer *w,
			const print_hooks *h)
{
	outbuf o;
	pctx c;
	int rc;
	memset(&o, 0, sizeof o);
	o.w = w;
	o.al = &mod->ctx->alloc;
	pctx_init(&c, mod, &o);
	c.hooks = h;
	rc = print_all(&c);
	out_flush(&o);
	pctx_release(&c);
	out_release(&o);
	return rc != 0 || o.failed ? -1 : 0;
}

size_t cv_module_function_count(const cv_module *mod)
{
	return mod->nfuncs;
}

static const global *nth_function(const cv_module *mod, size_t index)
{
	return index < mod->nfuncs ? &mod->globals[mod->funcs[index]] : NULL;
}

const char *cv_module_function_name(const cv_module *mod, size_t index)
{
	const global *g = nth_function(mod, index);
	return g && !g->numbered ? SYM_STR(&mod->strs, g->name) : NULL;
}

int cv_module_function_is_definition(const cv_module *mod, size_t index)
{
	const global *g = nth_function(mod, index);
	return g ? !g->is_decl && !(g->fn && g->fn->body_skipped) : 0;
}

size_t cv_module_next_definition(const cv_module *mod, size_t from)
{
	if (mod->batch_fns) { /* the first of the batch's at or after from */
		uint32_t lo = 0, hi = mod->nbatch_fns;
		while (lo < hi) {
			uint32_t mid = lo + (hi - lo) / 2;
			if (mod->batch_fns[mid] < from)
				lo = mid + 1;
			else
				hi = mid;
		}
		return lo < mod->nbatch_fns ? mod->batch_fns[lo] : mod->nfuncs;
	}
	for (; from < mod->nfuncs; from++)
		if (cv_module_function_is_definition(mod, from))
			return from;
	return mod->nfuncs;
}

int cv_module_function_body_skipped(const cv_module *mod, size_t index)
{
	const global *g = nth_function(mod, index);
	return g && !g->is_decl && g->fn && g->fn->body_skipped;
}
