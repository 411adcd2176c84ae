/*
 * parse_md.c - the reader's metadata (LangRef "Metadata"): numbered and
 * named nodes, inline tuples, specialized nodes, attachments and
 * metadata operands of calls.  Nodes are uniqued after the module is read
 * (md_finish) the way LLVM uniques non-distinct nodes.
 */
#include <string.h>

#include "parse.h"

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
	p->depth--;
	if (!m->md[idx].line) {
		m->md[idx].line = t.line;
		m->md[idx].col = t.col;
	}
	tmp_end(p, ops);
	return idx;
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
				if (p->tok.kind == T_RPAREN || p->tok.kind == T_COMMA)
					perr(p, &p->tok, "expected value");
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
	sym name = intern_tok(p, &t);
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
			lexer save = p->lx;
			token t;
			lex_next(&p->lx, &t);
			p->lx = save;
			if (t.kind == T_MDNAME) {
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

static uint32_t mix_word(uint32_t h, uint32_t w)
{
	h ^= w + 0x9e3779b9u + (h << 6) + (h >> 2);
	return h;
}

/* Appends the uniquing key of node v (its operands, with operand nodes
 * replaced by their representatives) to keys. */
static void node_key(parser *p, uint32_t v, vec *keys)
{
	const cv_module *m = p->m;
	const md_node *nd = &m->md[v];
	uint32_t k;
	vec_reserve(keys, p->al, &p->fail, 3 + 4 * (size_t)nd->nops);
#define PUT(w) (VEC_AT(keys, uint32_t, keys->len++) = (uint32_t)(w))
	PUT(nd->special);
	PUT(nd->nops);
	for (k = 0; k < nd->nops; k++) {
		const md_op *o = &nd->ops[k];
		PUT(o->kind | (o->field << 4));
		switch (o->kind) {
		case MDO_NODE: PUT(m->md[o->node].canon); break;
		case MDO_STRING: case MDO_RAW: PUT(o->str); break;
		case MDO_VALUE: PUT(o->type); PUT(o->value); break;
		default: break;
		}
	}
#undef PUT
}

/* Uniques non-distinct nodes with equal operands, as LLVM's context does
 * (operands first: a post-order walk).  A node on a reference cycle cannot
 * be uniqued; LLVM makes it distinct. */
static void md_unique(parser *p)
{
	cv_module *m = p->m;
	uint32_t n = m->nmd, i, sp;
	vec *state = tmp_begin(p, 1), *stack = tmp_begin(p, sizeof(uint32_t));
	vec *opi = tmp_begin(p, sizeof(uint32_t)), *keys = tmp_begin(p, sizeof(uint32_t));
	vec *keyat = tmp_begin(p, sizeof(uint32_t));
	u32map *seen = &p->md_seen;
	uint8_t *st;
	uint32_t *sk, *oi;
	vec_reserve(state, p->al, &p->fail, n + 1);
	vec_reserve(stack, p->al, &p->fail, n + 1);
	vec_reserve(opi, p->al, &p->fail, n + 1);
	vec_reserve(keyat, p->al, &p->fail, 2 * (size_t)n + 2);
	st = state->data;
	sk = stack->data;
	oi = opi->data;
	memset(st, 0, n + 1);
	for (i = 0; i < n; i++) {
		m->md[i].canon = i;
		VEC_AT(keyat, uint32_t, 2 * i) = UINT32_MAX;
	}
	/* state: 0 new, 1 on the stack, 2 done; bit 4 = on a cycle */
	for (i = 0; i < n; i++) {
		if (st[i])
			continue;
		sp = 0;
		sk[sp] = i;
		oi[sp++] = 0;
		st[i] = 1;
		while (sp) {
			uint32_t v = sk[sp - 1];
			md_node *nd = &m->md[v];
			if (oi[sp - 1] < nd->nops) {
				md_op *op = &nd->ops[oi[sp - 1]++];
				uint32_t w, k;
				if (op->kind != MDO_NODE)
					continue;
				w = op->node;
				if ((st[w] & 3) == 1) {
					for (k = sp; k > 0; k--) {
						st[sk[k - 1]] |= 4;
						if (sk[k - 1] == w)
							break;
					}
				} else if (!st[w]) {
					st[w] = 1;
					sk[sp] = w;
					oi[sp++] = 0;
				}
				continue;
			}
			if (st[v] & 4)
				nd->distinct = 1;
			if (!nd->distinct) {
				uint32_t start = (uint32_t)keys->len, len, h = 0x811c9dc5u;
				uint32_t k, other;
				node_key(p, v, keys);
				len = (uint32_t)keys->len - start;
				for (k = 0; k < len; k++)
					h = mix_word(h, VEC_AT(keys, uint32_t, start + k));
				h &= 0x7fffffffu;
				for (;;) {
					uint32_t os, ol;
					if (!u32map_get(seen, h, &other))
						break;
					os = VEC_AT(keyat, uint32_t, 2 * other);
					ol = VEC_AT(keyat, uint32_t, 2 * other + 1);
					if (ol == len &&
					    memcmp((uint32_t *)keys->data + os,
						   (uint32_t *)keys->data + start,
						   len * sizeof(uint32_t)) == 0) {
						nd->canon = other;
						break;
					}
					h = (h * 31 + 7) & 0x7fffffffu;
				}
				if (nd->canon == v) {
					VEC_AT(keyat, uint32_t, 2 * v) = start;
					VEC_AT(keyat, uint32_t, 2 * v + 1) = len;
					u32map_put(seen, p->al, &p->fail, h, v);
				} else
					keys->len = start;
			}
			/* operands point at representatives */
			{
				uint32_t k;
				for (k = 0; k < nd->nops; k++)
					if (nd->ops[k].kind == MDO_NODE)
						nd->ops[k].node = m->md[nd->ops[k].node].canon;
			}
			st[v] = (uint8_t)((st[v] & 4) | 2);
			sp--;
		}
	}
	u32map_release(seen, p->al);
	tmp_end(p, keyat);
	tmp_end(p, keys);
	tmp_end(p, opi);
	tmp_end(p, stack);
	tmp_end(p, state);
}

/* Checks every referenced node is defined, then uniques nodes. */
void md_finish(parser *p)
{
	cv_module *m = p->m;
	uint32_t i;
	for (i = 0; i < m->nmd; i++)
		if (!m->md[i].defined)
			perr_at(p, m->md[i].line, m->md[i].col, m->md[i].pos,
				"use of undefined metadata '!%u'", i);
	md_unique(p);
}
