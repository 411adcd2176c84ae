/*
 * parse_md.c - the reader's metadata (LangRef "Metadata"): numbered and
 * named nodes, inline tuples, specialized nodes, attachments and
 * metadata operands of calls.  Nodes are uniqued after the module is read
 * (md_finish) the way LLVM uniques non-distinct nodes.
 */
#include <string.h>

#include "read/parse.h"

static uint32_t new_node(parser *p)
{
	cv_module *m = p->m;
	if (m->nmd == m->capmd) {
		uint32_t ncap = m->capmd ? m->capmd * 2 : 64;
		md_node *nn = cv_mem_realloc(p->al, m->md, m->capmd * sizeof *nn,
					     ncap * sizeof *nn);
		if (!nn)
			longjmp(p->fail, 1);
		m->md = nn;
		m->capmd = ncap;
	}
	memset(&m->md[m->nmd], 0, sizeof(md_node));
	m->md[m->nmd].canon = m->nmd;
	return m->nmd++;
}

static uint32_t md_number(parser *p, const token *t)
{
	uint64_t n = 0;
	size_t i;
	uint32_t idx;
	for (i = 0; i < t->len; i++) {
		n = n * 10 + (unsigned)(t->text[i] - '0');
		if (n > (1u << 28))
			perr(p, t, "metadata number is too large");
	}
	if (u32map_get(&p->md_nums, (uint32_t)n, &idx))
		return idx;
	idx = new_node(p);
	p->m->md[idx].line = t->line;
	p->m->md[idx].col = t->col;
	p->m->md[idx].pos = t->pos;
	u32map_put(&p->md_nums, p->al, &p->fail, (uint32_t)n, idx);
	return idx;
}

static void push_op(parser *p, vec *ops, const md_op *o)
{
	vec_reserve(ops, p->al, &p->fail, 1);
	VEC_AT(ops, md_op, ops->len++) = *o;
}

static uint32_t parse_tuple_into(parser *p, uint32_t idx);
static uint32_t parse_special_into(parser *p, uint32_t idx);

/* MDOperand ::= 'null' | '!' String | MDNode | Type Value */
static void parse_md_op(parser *p, md_op *o)
{
	memset(o, 0, sizeof *o);
	if (accept_word(p, "null")) {
		o->kind = MDO_NULL;
		return;
	}
	if (p->tok.kind == T_EXCLAIM) {
		next(p);
		if (p->tok.kind == T_STRING) {
			o->kind = MDO_STRING;
			o->str = string_sym(p, &p->tok);
			next(p);
			return;
		}
		if (p->tok.kind == T_LBRACE) {
			o->kind = MDO_NODE;
			o->node = parse_tuple_into(p, new_node(p));
			return;
		}
		perr(p, &p->tok, "expected metadata operand");
	}
	if (p->tok.kind == T_MDNUM || p->tok.kind == T_MDNAME ||
	    is_word(p, "distinct")) {
		o->kind = MDO_NODE;
		o->node = parse_md_node(p);
		return;
	}
	o->kind = MDO_VALUE;
	o->value = parse_typed_value(p, &o->type);
}

/* '{' [MDOperand (',' MDOperand)*] '}'  (after '!') */
static uint32_t parse_tuple_into(parser *p, uint32_t idx)
{
	vec *ops = tmp_begin(p, sizeof(md_op));
	cv_module *m = p->m;
	token t = p->tok;
	if (++p->depth > p->ctx->limits.max_nesting)
		perr(p, &t, "nesting is too deep (more than %u levels)",
		     p->ctx->limits.max_nesting);
	expect(p, T_LBRACE, "'{' here");
	if (p->tok.kind != T_RBRACE) {
		for (;;) {
			md_op o;
			parse_md_op(p, &o);
			push_op(p, ops, &o);
			if (!accept(p, T_COMMA))
				break;
		}
	}
	if (p->tok.kind != T_RBRACE) {
		tmp_end(p, ops);
		perr(p, &p->tok, "expected '}' here");
	}
	next(p);
	m->md[idx].ops = ops->len ? arena_dup(&m->arena, ops->data,
					     ops->len * sizeof(md_op))
				 : NULL;
	m->md[idx].nops = (uint32_t)ops->len;
	m->md[idx].defined = 1;
	m->md[idx].seq = ++p->md_seq;
	p->depth--;
	if (!m->md[idx].line) {
		m->md[idx].line = t.line;
		m->md[idx].col = t.col;
	}
	tmp_end(p, ops);
	return idx;
}

/* The decimal value of token t (digits only); 0 with *over set past 2^64-1. */
static uint64_t md_u64(const token *t, int *over)
{
	uint64_t v = 0;
	size_t i;
	*over = 0;
	for (i = 0; i < t->len; i++) {
		unsigned d = (unsigned)(t->text[i] - '0');
		if (v > (UINT64_MAX - d) / 10) {
			*over = 1;
			return 0;
		}
		v = v * 10 + d;
	}
	return v;
}

/* The largest value of an unsigned field of debug-info nodes, as LLVM's
 * reader declares it (the same in every node that has the field), or 0
 * for a field not checked here (signed, or either kind). */
static uint64_t md_field_limit(const char *f)
{
	static const struct {
		const char *name;
		uint64_t max;
	} lim[] = {
		{"line", UINT32_MAX}, {"column", UINT16_MAX}, {"arg", UINT16_MAX},
		{"scopeLine", UINT32_MAX}, {"discriminator", UINT32_MAX},
		{"align", UINT32_MAX}, {"runtimeVersion", UINT32_MAX},
		{"virtualIndex", UINT32_MAX}, {"size", UINT64_MAX},
		{"offset", UINT64_MAX}, {"dwoId", UINT64_MAX},
	};
	size_t i;
	for (i = 0; i < sizeof lim / sizeof lim[0]; i++)
		if (strcmp(f, lim[i].name) == 0)
			return lim[i].max;
	return 0;
}

/* An integer where LLVM reads an unsigned one: a DIExpression element
 * (field NULL) or a field with a limit. */
static void md_check_unsigned(parser *p, const token *t, const char *field,
			      uint64_t max)
{
	int over;
	uint64_t v;
	if (t->kind != T_INT)
		return;
	if (t->text[0] == '-' || t->text[0] == '+')
		perr(p, t, "expected unsigned integer");
	v = md_u64(t, &over);
	if (!field && over)
		perr(p, t, "element too large, limit is 18446744073709551615");
	if (field && (over || v > max))
		perr(p, t, "value for '%s' too large, limit is %llu", field,
		     (unsigned long long)max);
}

/* The specialized node kinds of LLVM 22 (Metadata.def). */
static int md_known_kind(const token *t)
{
	static const char *const kinds[] = {
		"DILocation", "DIExpression", "DIGlobalVariableExpression",
		"GenericDINode", "DISubrange", "DIGenericSubrange",
		"DIEnumerator", "DIBasicType", "DIFixedPointType",
		"DIStringType", "DIDerivedType", "DISubrangeType",
		"DICompositeType", "DISubroutineType", "DIFile",
		"DICompileUnit", "DISubprogram", "DILexicalBlock",
		"DILexicalBlockFile", "DICommonBlock", "DINamespace",
		"DIModule", "DITemplateTypeParameter",
		"DITemplateValueParameter", "DIGlobalVariable",
		"DILocalVariable", "DILabel", "DIObjCProperty",
		"DIImportedEntity", "DIAssignID", "DIMacro", "DIMacroFile",
		"DIArgList",
	};
	size_t i;
	for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
		if (strlen(kinds[i]) == t->len &&
		    memcmp(kinds[i], t->text, t->len) == 0)
			return 1;
	return 0;
}

/* !DIxxx '(' [field ':' value (',' ...)*] ')'  or DIExpression(ops) */
static uint32_t parse_special_into(parser *p, uint32_t idx)
{
	vec *ops = tmp_begin(p, sizeof(md_op));
	cv_module *m = p->m;
	token name = p->tok;
	sym sname = intern_tok(p, &name);
	int is_expr = name.len == 12 && memcmp(name.text, "DIExpression", 12) == 0;
	int is_arglist = name.len == 9 && memcmp(name.text, "DIArgList", 9) == 0;
	if (!md_known_kind(&name))
		perr(p, &name, "expected metadata type");
	next(p);
	expect(p, T_LPAREN, "'(' here");
	while (p->tok.kind != T_RPAREN) {
		md_op o;
		memset(&o, 0, sizeof o);
		if (ops->len)
			expect(p, T_COMMA, "',' here");
		if (is_arglist) {
			o.kind = MDO_VALUE;
			o.value = parse_typed_value(p, &o.type);
		} else if (!is_expr && (p->tok.kind == T_LABEL)) {
			/* "field:" lexes as a label */
			o.field = intern_tok(p, &p->tok);
			next(p);
			if (p->tok.kind == T_MDNUM || p->tok.kind == T_MDNAME ||
			    p->tok.kind == T_EXCLAIM || is_word(p, "null") ||
			    is_word(p, "distinct")) {
				md_op sub;
				parse_md_op(p, &sub);
				sub.field = o.field;
				o = sub;
			} else {
				/* raw value: number, string, words joined by '|' */
				const char *s = p->tok.pos, *e;
				const char *fname = SYM_STR(&m->strs, o.field);
				uint64_t lim = md_field_limit(fname);
				if (p->tok.kind == T_RPAREN || p->tok.kind == T_COMMA)
					perr(p, &p->tok, "expected value");
				if (lim)
					md_check_unsigned(p, &p->tok, fname, lim);
				for (;;) {
					e = p->tok.pos + p->tok.len +
					    (p->tok.kind == T_STRING ? 2 : 0);
					next(p);
					if (p->tok.kind != T_BAR)
						break;
					next(p);
				}
				o.kind = MDO_RAW;
				o.str = strtab_intern(&m->strs, &m->arena, s,
						      (size_t)(e - s));
			}
		} else {
			const char *s = p->tok.pos, *e;
			if (p->tok.kind == T_EOF)
				perr(p, &p->tok, "expected ')' here");
			if (!is_expr)
				perr(p, &p->tok, "expected field label here");
			md_check_unsigned(p, &p->tok, NULL, 0);
			e = p->tok.pos + p->tok.len;
			next(p);
			o.kind = MDO_RAW;
			o.str = strtab_intern(&m->strs, &m->arena, s, (size_t)(e - s));
		}
		push_op(p, ops, &o);
	}
	next(p);
	m->md[idx].special = sname;
	m->md[idx].inline_only = (uint8_t)(is_expr || is_arglist);
	m->md[idx].ops = ops->len ? arena_dup(&m->arena, ops->data,
					     ops->len * sizeof(md_op))
				 : NULL;
	m->md[idx].nops = (uint32_t)ops->len;
	m->md[idx].defined = 1;
	m->md[idx].seq = ++p->md_seq;
	tmp_end(p, ops);
	return idx;
}

/* MDNode ::= !N | ['distinct'] '!' '{' ... '}' | ['distinct'] !DIxxx(...) */
uint32_t parse_md_node(parser *p)
{
	int distinct = 0;
	uint32_t idx;
	if (accept_word(p, "distinct"))
		distinct = 1;
	if (p->tok.kind == T_MDNUM && !distinct) {
		idx = md_number(p, &p->tok);
		next(p);
		return idx;
	}
	if (p->tok.kind == T_MDNAME) {
		idx = parse_special_into(p, new_node(p));
	} else if (p->tok.kind == T_EXCLAIM) {
		next(p);
		if (p->tok.kind == T_STRING) {
			/* an MDString where a node is expected */
			perr(p, &p->tok, "expected metadata node");
		}
		idx = parse_tuple_into(p, new_node(p));
	} else {
		perr(p, &p->tok, "expected metadata node");
	}
	p->m->md[idx].distinct = (uint8_t)distinct;
	return idx;
}

/* !N = ['distinct'] (!{...} | !DIxxx(...)) */
void parse_md_definition(parser *p)
{
	cv_module *m = p->m;
	token t = p->tok;
	uint32_t idx = md_number(p, &t);
	int distinct = 0;
	next(p);
	expect(p, T_EQ, "'=' here");
	if (accept_word(p, "distinct"))
		distinct = 1;
	{
		/* LLVM reads the node, then finds the id taken: the error is
		 * at the token after the node */
		int taken = m->md[idx].defined;
		uint32_t into = taken ? new_node(p) : idx;
		if (p->tok.kind == T_MDNAME)
			parse_special_into(p, into);
		else {
			expect(p, T_EXCLAIM, "'!' here");
			parse_tuple_into(p, into);
		}
		if (taken)
			perr(p, &p->tok, "Metadata id is already used");
	}
	m = p->m;
	m->md[idx].distinct = (uint8_t)distinct;
	m->md[idx].line = t.line;
	m->md[idx].col = t.col;
	m->md[idx].pos = t.pos;
}

/* !name = !{ !N, ... } */
void parse_named_md(parser *p)
{
	token t = p->tok;
	named_md nm;
	vec *nodes = tmp_begin(p, sizeof(uint32_t));
	sym name = string_sym(p, &t); /* !a\2Db is named a-b */
	next(p);
	expect(p, T_EQ, "'=' here");
	expect(p, T_EXCLAIM, "'!' here");
	expect(p, T_LBRACE, "'{' here");
	if (p->tok.kind != T_RBRACE) {
		for (;;) {
			uint32_t n;
			if (p->tok.kind == T_MDNAME &&
			    p->tok.len == 12 && memcmp(p->tok.text, "DIExpression", 12) == 0)
				n = parse_md_node(p);
			else if (p->tok.kind != T_MDNUM) {
				tmp_end(p, nodes);
				perr(p, &p->tok, "expected metadata node");
			} else
				n = parse_md_node(p);
			vec_reserve(nodes, p->al, &p->fail, 1);
			VEC_AT(nodes, uint32_t, nodes->len++) = n;
			if (!accept(p, T_COMMA))
				break;
		}
	}
	if (p->tok.kind != T_RBRACE) {
		tmp_end(p, nodes);
		perr(p, &p->tok, "expected '}' here");
	}
	next(p);
	{
		/* a name defined again adds its nodes to the first one's */
		uint32_t i;
		for (i = 0; i < p->named_md.len; i++) {
			named_md *old = &VEC_AT(&p->named_md, named_md, i);
			uint32_t *all;
			if (old->name != name)
				continue;
			if (nodes->len) {
				all = arena_alloc(&p->m->arena,
						  (old->n + nodes->len) * sizeof *all);
				if (old->n)
					memcpy(all, old->nodes, old->n * sizeof *all);
				memcpy(all + old->n, nodes->data,
				       nodes->len * sizeof *all);
				old->nodes = all;
				old->n += (uint32_t)nodes->len;
			}
			tmp_end(p, nodes);
			return;
		}
	}
	nm.name = name;
	nm.n = (uint32_t)nodes->len;
	nm.nodes = nodes->len ? arena_dup(&p->m->arena, nodes->data,
					 nodes->len * sizeof(uint32_t))
			     : NULL;
	tmp_end(p, nodes);
	vec_reserve(&p->named_md, p->al, &p->fail, 1);
	VEC_AT(&p->named_md, named_md, p->named_md.len++) = nm;
}

/* Remembers the order in which attachment kinds first appear (LLVM
 * numbers its custom kinds that way). */
static void md_kind_register(parser *p, sym kind)
{
	cv_module *m = p->m;
	uint32_t i;
	for (i = 0; i < m->nmd_kinds; i++)
		if (m->md_kinds[i] == kind)
			return;
	if (m->nmd_kinds % 16 == 0) {
		sym *nk = arena_alloc(&m->arena, (m->nmd_kinds + 16) * sizeof *nk);
		if (m->nmd_kinds)
			memcpy(nk, m->md_kinds, m->nmd_kinds * sizeof *nk);
		m->md_kinds = nk;
	}
	m->md_kinds[m->nmd_kinds++] = kind;
}

/* (!kind MDNode) (',' !kind MDNode)*  — the leading ',' is consumed by
 * the caller. */
void parse_md_attachments(parser *p, vec *into)
{
	for (;;) {
		md_attach a;
		if (p->tok.kind != T_MDNAME)
			perr(p, &p->tok, "expected metadata after comma");
		a.kind = intern_tok(p, &p->tok);
		md_kind_register(p, a.kind);
		next(p);
		a.node = parse_md_node(p);
		vec_reserve(into, p->al, &p->fail, 1);
		VEC_AT(into, md_attach, into->len++) = a;
		if (p->tok.kind == T_COMMA) {
			if (peek_kind(p) == T_MDNAME) {
				next(p);
				continue;
			}
		}
		break;
	}
}

/* Appends a metadata operand value to the module's table. */
ref parse_md_value_push(parser *p, const md_value *val)
{
	cv_module *m = p->m;
	md_value v = *val;
	if (m->nmdvals == m->capmdvals) {
		uint32_t ncap = m->capmdvals ? m->capmdvals * 2 : 64;
		md_value *nv = cv_mem_realloc(p->al, m->mdvals,
					      m->capmdvals * sizeof *nv,
					      ncap * sizeof *nv);
		if (!nv)
			longjmp(p->fail, 1);
		m->mdvals = nv;
		m->capmdvals = ncap;
	}
	m->mdvals[m->nmdvals] = v;
	return REF(REF_MD, m->nmdvals++);
}

/* After the type 'metadata': !N | !{...} | !"s" | !DI...(...) | T v */
ref parse_md_operand_value(parser *p)
{
	md_value v;
	parse_md_op(p, &v.op);
	return parse_md_value_push(p, &v);
}

static ref resolve(parser *p, ref r)
{
	if (REF_KIND(r) == REF_PENDING)
		return VEC_AT(&p->pend, pending_ref, REF_IDX(r)).resolved;
	return r;
}

/* Local values inside metadata operands of the function just read. */
void md_resolve_locals(parser *p)
{
	cv_module *m = p->m;
	uint32_t i, j;
	for (i = p->fn_mdval_start; i < m->nmdvals; i++)
		m->mdvals[i].op.value = resolve(p, m->mdvals[i].op.value);
	/* DIArgList nodes made in this function */
	for (i = p->fn_md_start; i < m->nmd; i++)
		if (m->md[i].inline_only)
			for (j = 0; j < m->md[i].nops; j++)
				m->md[i].ops[j].value = resolve(p, m->md[i].ops[j].value);
}

/* Uniquing, as LLVM's reader does it while it reads.  A node is made
 * when its text has been read (inner nodes first); a reference to a node
 * not yet made is a temporary, which the node replaces when it is made.
 * A non-distinct node is looked up by its operands when made: an equal
 * node already there is taken instead.  When an operand of a
 * non-distinct node changes (a temporary replaced, or an operand merged
 * into another node), the node is looked up again: an equal node takes
 * its place everywhere (which may change further nodes), and a node that
 * now refers to itself becomes distinct.  Nodes on a cycle through
 * temporaries stay non-distinct (LLVM resolves such cycles at the end of
 * the module without changing them).  This simulation runs after the
 * module is read, in the order the nodes were made (md_node.seq). */
typedef struct md_uniq {
	parser *p;
	cv_module *m;
	uint32_t *canon;   /* node -> the node it became (itself if live) */
	uint32_t *opbase;  /* node -> index of its first operand in tmp[] */
	uint8_t *temp;     /* operand: still a temporary (target: its node) */
	struct md_use {
		uint32_t node, op, next;
	} *uses;
	uint32_t nuses;
	uint32_t *head, *tail;   /* node -> its live uses (operand slots) */
	uint32_t *thead;         /* node -> uses of its temporary */
	vec *keys;               /* scratch key */
	vec *work;               /* changed operands to handle: use index
				  * (a use may be pushed again when the node
				  * it now names merges in turn: a vec) */
} md_uniq;

static uint32_t mu_find(const md_uniq *u, uint32_t x)
{
	while (u->canon[x] != x)
		x = u->canon[x];
	return x;
}

static uint32_t mix_word(uint32_t h, uint32_t w)
{
	h ^= w + 0x9e3779b9u + (h << 6) + (h >> 2);
	return h;
}

/* The key of node v from its current operands into u->keys; its hash. */
static uint32_t mu_key(md_uniq *u, uint32_t v)
{
	const md_node *nd = &u->m->md[v];
	vec *keys = u->keys;
	uint32_t k, h = 0x811c9dc5u;
	keys->len = 0;
	vec_reserve(keys, u->p->al, &u->p->fail, 3 + 4 * (size_t)nd->nops);
#define PUT(w) (VEC_AT(keys, uint32_t, keys->len++) = (uint32_t)(w))
	PUT(nd->special);
	PUT(nd->nops);
	for (k = 0; k < nd->nops; k++) {
		const md_op *o = &nd->ops[k];
		PUT(o->kind | (o->field << 4));
		switch (o->kind) {
		case MDO_NODE:
			PUT(u->temp[u->opbase[v] + k] ? (o->node | 0x80000000u)
						      : o->node);
			break;
		case MDO_STRING: case MDO_RAW: PUT(o->str); break;
		case MDO_VALUE: PUT(o->type); PUT(o->value); break;
		default: break;
		}
	}
#undef PUT
	for (k = 0; k < keys->len; k++)
		h = mix_word(h, VEC_AT(keys, uint32_t, k));
	return h & 0x7fffffffu;
}

/* Whether live non-distinct node w has the key in u->keys. */
static int mu_same(md_uniq *u, uint32_t w)
{
	const md_node *nd = &u->m->md[w];
	const uint32_t *key = u->keys->data;
	uint32_t k, i = 2;
	if (key[0] != nd->special || key[1] != nd->nops)
		return 0;
	for (k = 0; k < nd->nops; k++) {
		const md_op *o = &nd->ops[k];
		if (key[i++] != (uint32_t)(o->kind | (o->field << 4)))
			return 0;
		switch (o->kind) {
		case MDO_NODE:
			if (key[i++] != (u->temp[u->opbase[w] + k]
						 ? (o->node | 0x80000000u)
						 : o->node))
				return 0;
			break;
		case MDO_STRING: case MDO_RAW:
			if (key[i++] != o->str)
				return 0;
			break;
		case MDO_VALUE:
			if (key[i++] != o->type || key[i++] != o->value)
				return 0;
			break;
		default: break;
		}
	}
	return 1;
}

/* Looks node v up by its current operands: another live equal node, or
 * NONE after entering v.  Entries of nodes that changed since they were
 * entered stay in the map, and are passed over. */
static uint32_t mu_lookup(md_uniq *u, uint32_t v)
{
	parser *p = u->p;
	uint32_t h = mu_key(u, v), w;
	while (u32map_get(&p->md_seen, h, &w)) {
		if (w != v && u->canon[w] == w && !u->m->md[w].distinct &&
		    mu_same(u, w))
			return w;
		h = (h * 31 + 7) & 0x7fffffffu;
	}
	u32map_put(&p->md_seen, p->al, &p->fail, h, v);
	return UINT32_MAX;
}

static void mu_add_use(md_uniq *u, uint32_t target, uint32_t use)
{
	u->uses[use].next = UINT32_MAX;
	if (u->head[target] == UINT32_MAX)
		u->head[target] = use;
	else
		u->uses[u->tail[target]].next = use;
	u->tail[target] = use;
}

/* Operand slot `use` now holds node c (made, live): LLVM's
 * handleChangedOperand for the node holding it. */
static void mu_changed(md_uniq *u, uint32_t use)
{
	cv_module *m = u->m;
	uint32_t x = u->uses[use].node, e, c;
	c = m->md[x].ops[u->uses[use].op].node;
	if (u->canon[x] != x || m->md[x].distinct)
		return;
	if (c == x) { /* it refers to itself: no longer uniqued */
		m->md[x].distinct = 1;
		return;
	}
	e = mu_lookup(u, x);
	if (e == UINT32_MAX)
		return;
	/* x is replaced by e everywhere */
	u->canon[x] = e;
	for (c = u->head[x]; c != UINT32_MAX;) {
		uint32_t nx = u->uses[c].next;
		m->md[u->uses[c].node].ops[u->uses[c].op].node = e;
		mu_add_use(u, e, c);
		vec_reserve(u->work, u->p->al, &u->p->fail, 1);
		VEC_AT(u->work, uint32_t, u->work->len++) = c;
		c = nx;
	}
	u->head[x] = u->tail[x] = UINT32_MAX;
}

static void md_unique(parser *p)
{
	cv_module *m = p->m;
	uint32_t n = m->nmd, i, k, s, nops = 0;
	vec *buf = tmp_begin(p, sizeof(uint32_t));
	vec *ubuf = tmp_begin(p, sizeof(struct md_use));
	vec *tbuf = tmp_begin(p, 1);
	vec *keys = tmp_begin(p, sizeof(uint32_t));
	vec *work = tmp_begin(p, sizeof(uint32_t));
	uint32_t *byseq;
	md_uniq u;
	for (i = 0; i < n; i++)
		nops += m->md[i].nops;
	vec_reserve(buf, p->al, &p->fail, 6 * (size_t)n + 2);
	vec_reserve(ubuf, p->al, &p->fail, (size_t)nops + 1);
	vec_reserve(tbuf, p->al, &p->fail, (size_t)nops + 1);
	memset(&u, 0, sizeof u);
	u.p = p;
	u.m = m;
	u.canon = buf->data;
	u.opbase = u.canon + n;
	u.head = u.opbase + n;
	u.tail = u.head + n;
	u.thead = u.tail + n;
	byseq = u.thead + n;
	u.work = work;
	u.uses = ubuf->data;
	u.temp = tbuf->data;
	u.keys = keys;
	memset(byseq, 0xff, (n + 1) * sizeof *byseq);
	for (i = 0, nops = 0; i < n; i++) {
		u.canon[i] = i;
		u.opbase[i] = nops;
		nops += m->md[i].nops;
		u.head[i] = u.tail[i] = u.thead[i] = UINT32_MAX;
		if (m->md[i].seq && m->md[i].seq <= n)
			byseq[m->md[i].seq - 1] = i;
	}
	memset(u.temp, 0, nops + 1);
	for (s = 0; s < n; s++) {
		uint32_t x = byseq[s], use;
		md_node *nd;
		if (x == UINT32_MAX)
			continue;
		nd = &m->md[x];
		/* its operands: nodes made before it, or temporaries */
		for (k = 0; k < nd->nops; k++) {
			md_op *o = &nd->ops[k];
			if (o->kind != MDO_NODE)
				continue;
			use = u.nuses++;
			u.uses[use].node = x;
			u.uses[use].op = k;
			if (m->md[o->node].seq < nd->seq) {
				o->node = mu_find(&u, o->node);
				mu_add_use(&u, o->node, use);
			} else {
				u.temp[u.opbase[x] + k] = 1;
				u.uses[use].next = u.thead[o->node];
				u.thead[o->node] = use;
			}
		}
		if (!nd->distinct) {
			uint32_t e = mu_lookup(&u, x);
			if (e != UINT32_MAX)
				u.canon[x] = e; /* taken instead of being made */
		}
		/* its temporary is replaced */
		for (use = u.thead[x]; use != UINT32_MAX;) {
			uint32_t nx = u.uses[use].next, c = mu_find(&u, x);
			m->md[u.uses[use].node].ops[u.uses[use].op].node = c;
			u.temp[u.opbase[u.uses[use].node] + u.uses[use].op] = 0;
			mu_add_use(&u, c, use);
			work->len = 0;
			vec_reserve(work, p->al, &p->fail, 1);
			VEC_AT(work, uint32_t, work->len++) = use;
			while (work->len)
				mu_changed(&u, VEC_AT(work, uint32_t, --work->len));
			use = nx;
		}
		u.thead[x] = UINT32_MAX;
	}
	for (i = 0; i < n; i++) {
		md_node *nd = &m->md[i];
		nd->canon = mu_find(&u, i);
		for (k = 0; k < nd->nops; k++)
			if (nd->ops[k].kind == MDO_NODE)
				nd->ops[k].node = mu_find(&u, nd->ops[k].node);
	}
	u32map_release(&p->md_seen, p->al);
	tmp_end(p, work);
	tmp_end(p, keys);
	tmp_end(p, tbuf);
	tmp_end(p, ubuf);
	tmp_end(p, buf);
}

/* Checks every referenced node is defined, then uniques nodes. */
void md_finish(parser *p)
{
	cv_module *m = p->m;
	uint32_t i, worst = UINT32_MAX;
	uint64_t worst_n = 0;
	/* only numbers can be used undefined: the error names the smallest,
	 * at its digits (after the '!'), as LLVM does */
	for (i = 0; i < m->nmd; i++)
		if (!m->md[i].defined) {
			const char *d = m->md[i].pos + 1;
			uint64_t v = 0;
			while (*d >= '0' && *d <= '9' && v < (1u << 30))
				v = v * 10 + (uint64_t)(*d++ - '0');
			if (worst == UINT32_MAX || v < worst_n) {
				worst = i;
				worst_n = v;
			}
		}
	if (worst != UINT32_MAX) {
		const md_node *nd = &m->md[worst];
		perr_at(p, nd->line, nd->col + 1, nd->pos + 1,
			"use of undefined metadata '!%llu'",
			(unsigned long long)worst_n);
	}
	md_unique(p);
}

static int same_op(const md_op *a, const md_op *b)
{
	return a->kind == b->kind && a->field == b->field &&
	       a->node == b->node && a->str == b->str && a->type == b->type &&
	       a->value == b->value;
}

/* The named metadata called `name`, or NULL. */
named_md *find_named_md(parser *p, const char *name)
{
	uint32_t i;
	for (i = 0; i < p->named_md.len; i++) {
		named_md *nm = &VEC_AT(&p->named_md, named_md, i);
		if (strcmp(SYM_STR(&p->m->strs, nm->name), name) == 0)
			return nm;
	}
	return NULL;
}

/* The tuple !{ops[0..n)} made after reading, as LLVM's MDNode::get: an
 * equal non-distinct tuple if there is one, else a new node. */
uint32_t md_tuple_get(parser *p, const md_op *ops, uint32_t n)
{
	cv_module *m = p->m;
	uint32_t k, i, idx;
	for (k = 0; k < m->nmd; k++) {
		const md_node *nd = &m->md[k];
		if (nd->canon != k || nd->distinct || nd->special || !nd->defined ||
		    nd->nops != n)
			continue;
		for (i = 0; i < n && same_op(&nd->ops[i], &ops[i]); i++)
			;
		if (i == n)
			return k;
	}
	idx = new_node(p);
	m = p->m;
	m->md[idx].ops = arena_dup(&m->arena, ops, n * sizeof *ops);
	m->md[idx].nops = n;
	m->md[idx].defined = 1;
	return idx;
}

/* The flag's behavior (its first operand, an integer), or -1. */
static int64_t flag_behavior(const cv_module *m, const md_node *nd)
{
	const constant *c;
	if (nd->special || nd->nops != 3 || nd->ops[0].kind != MDO_VALUE ||
	    REF_KIND(nd->ops[0].value) != REF_CONST ||
	    nd->ops[1].kind != MDO_STRING)
		return -1;
	c = &m->consts[REF_IDX(nd->ops[0].value)];
	if (c->kind != C_INT || m->types[c->type].n > 64)
		return -1;
	return (int64_t)c->v.u;
}

/* LLVM's reader upgrades two module flags: "PIC Level" with behavior
 * Error (1) or Max (7) becomes Min (8), and "PIE Level" with Error
 * becomes Max.  The flag list gets a new node (an equal existing one if
 * there is one); the old node stays wherever else it is used. */
void md_upgrade_module_flags(parser *p)
{
	cv_module *m = p->m;
	named_md *nm = find_named_md(p, "llvm.module.flags");
	uint32_t j;
	if (nm) {
		for (j = 0; j < nm->n; j++) {
			const md_node *old = &m->md[nm->nodes[j]];
			const char *id;
			int64_t b = flag_behavior(m, old), nb = -1;
			md_op ops[3];
			uint32_t idx = UINT32_MAX;
			if (b < 0)
				continue;
			id = SYM_STR(&m->strs, old->ops[1].str);
			if (strcmp(id, "PIC Level") == 0 && (b == 1 || b == 7))
				nb = 8;
			else if (strcmp(id, "PIE Level") == 0 && b == 1)
				nb = 7;
			if (nb < 0)
				continue;
			memcpy(ops, old->ops, sizeof ops);
			ops[0].value = make_int_const(
				p, m->consts[REF_IDX(ops[0].value)].type,
				(uint64_t)nb);
			idx = md_tuple_get(p, ops, 3);
			nm->nodes[j] = idx;
		}
	}
}
