/*
 * builder.c - cv_builder: a function described by a compiler that does not
 * use LLVM (blocks, edges, values with operands, sources and always-uniform
 * values, convergent operations with their tokens, phis), made into a
 * module every analysis runs on.
 *
 * The description is written as LLVM IR for the target "converge-builder"
 * and read with cv_parse, so the analyses see the same IR model as for any
 * other input; target.c classifies the values by their callees
 * (converge.source, converge.uniform, ...).  The lines the caller gives
 * then replace the lines of that text.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"
#include "ir/text.h"

enum bv_kind { BV_ARG, BV_CONST, BV_VALUE, BV_CONV, BV_TOKEN, BV_PHI };

typedef struct bvalue {
	uint8_t kind, cls, tkind;
	uint32_t blk;
	char *name;
	int64_t cval;
	uint32_t *ops, nops;   /* phi: values */
	uint32_t capops;       /* phi: room in ops and preds */
	uint32_t *preds;       /* phi: blocks */
	uint32_t token;        /* CV_NONE: none */
	unsigned line;
	cv_value where;        /* after finish */
} bvalue;

typedef struct bblock {
	char *name;
	unsigned line, term_line;
	uint32_t *succs, nsuccs, capsuccs;
	uint32_t cond;
	uint32_t *members, nmembers, capmembers;
} bblock;

struct cv_builder {
	cv_context *ctx;
	char *name;
	int convergent;
	bvalue *vals;
	uint32_t nvals, capvals;
	bblock *blocks;
	uint32_t nblocks, capblocks;
	uint32_t nargs;
	char err[256];
};

static void fail(cv_builder *b, const char *msg, uint32_t id)
{
	if (!b->err[0])
		snprintf(b->err, sizeof b->err, "cv_builder: %s (%u)", msg,
			 (unsigned)id);
}

static int grow(cv_builder *b, void **p, uint32_t *cap, uint32_t n,
		size_t elem)
{
	uint32_t ncap;
	void *q;
	if (n < *cap)
		return 0;
	ncap = *cap ? *cap * 2 : 8;
	q = cv_mem_realloc(&b->ctx->alloc, *p, (size_t)*cap * elem,
			   (size_t)ncap * elem);
	if (!q) {
		fail(b, "out of memory", n);
		return -1;
	}
	memset((char *)q + (size_t)*cap * elem, 0, (size_t)(ncap - *cap) * elem);
	*p = q;
	*cap = ncap;
	return 0;
}

static char *dupstr(cv_builder *b, const char *s)
{
	size_t n;
	char *d;
	if (!s)
		return NULL;
	n = strlen(s);
	d = cv_mem_realloc(&b->ctx->alloc, NULL, 0, n + 1);
	if (!d) {
		fail(b, "out of memory", 0);
		return NULL;
	}
	memcpy(d, s, n + 1);
	return d;
}

static void freestr(cv_builder *b, char *s)
{
	if (s)
		cv_mem_realloc(&b->ctx->alloc, s, strlen(s) + 1, 0);
}

static uint32_t *dup32(cv_builder *b, const uint32_t *a, size_t n)
{
	uint32_t *d;
	if (!n)
		return NULL;
	d = cv_mem_realloc(&b->ctx->alloc, NULL, 0, n * 4);
	if (!d) {
		fail(b, "out of memory", 0);
		return NULL;
	}
	memcpy(d, a, n * 4);
	return d;
}

cv_builder *cv_builder_new(cv_context *ctx, const char *name, int convergent)
{
	cv_builder *b = cv_mem_realloc(&ctx->alloc, NULL, 0, sizeof *b);
	if (!b)
		return NULL;
	memset(b, 0, sizeof *b);
	b->ctx = ctx;
	b->convergent = convergent != 0;
	b->name = dupstr(b, name && *name ? name : "f");
	return b;
}

void cv_builder_free(cv_builder *b)
{
	const cv_allocator *al;
	uint32_t i;
	if (!b)
		return;
	al = &b->ctx->alloc;
	for (i = 0; i < b->nvals; i++) {
		bvalue *v = &b->vals[i];
		freestr(b, v->name);
		uint32_t room = v->kind == BV_PHI ? v->capops : v->nops;
		if (v->ops)
			cv_mem_realloc(al, v->ops, room * 4, 0);
		if (v->preds)
			cv_mem_realloc(al, v->preds, room * 4, 0);
	}
	for (i = 0; i < b->nblocks; i++) {
		bblock *k = &b->blocks[i];
		freestr(b, k->name);
		if (k->succs)
			cv_mem_realloc(al, k->succs, k->capsuccs * 4, 0);
		if (k->members)
			cv_mem_realloc(al, k->members, k->capmembers * 4, 0);
	}
	if (b->vals)
		cv_mem_realloc(al, b->vals, b->capvals * sizeof *b->vals, 0);
	if (b->blocks)
		cv_mem_realloc(al, b->blocks, b->capblocks * sizeof *b->blocks, 0);
	freestr(b, b->name);
	cv_mem_realloc(al, b, sizeof *b, 0);
}

/* A new value of `kind`; CV_NONE when memory ran out. */
static uint32_t new_value(cv_builder *b, int kind, const char *name,
			  unsigned line)
{
	bvalue *v;
	if (grow(b, (void **)&b->vals, &b->capvals, b->nvals, sizeof *b->vals))
		return CV_NONE;
	v = &b->vals[b->nvals];
	v->kind = (uint8_t)kind;
	v->name = dupstr(b, name);
	v->line = line;
	v->token = CV_NONE;
	v->blk = CV_NONE;
	return b->nvals++;
}

/* Appends value id to blk; 0, or -1 on a bad block. */
static int add_member(cv_builder *b, uint32_t blk, uint32_t id)
{
	bblock *k;
	if (blk >= b->nblocks) {
		fail(b, "no such block", blk);
		return -1;
	}
	k = &b->blocks[blk];
	if (grow(b, (void **)&k->members, &k->capmembers, k->nmembers, 4))
		return -1;
	k->members[k->nmembers++] = id;
	b->vals[id].blk = blk;
	return 0;
}

uint32_t cv_builder_arg(cv_builder *b, const char *name, cv_value_class cls)
{
	uint32_t id;
	if (b->nvals > b->nargs) {
		fail(b, "arguments must be made before other values", b->nvals);
		return CV_NONE;
	}
	id = new_value(b, BV_ARG, name, 0);
	if (id != CV_NONE) {
		b->vals[id].cls = (uint8_t)cls;
		b->nargs++;
	}
	return id;
}

uint32_t cv_builder_const(cv_builder *b, int64_t value)
{
	uint32_t i, id;
	for (i = 0; i < b->nvals; i++)
		if (b->vals[i].kind == BV_CONST && b->vals[i].cval == value)
			return i;
	id = new_value(b, BV_CONST, NULL, 0);
	if (id != CV_NONE)
		b->vals[id].cval = value;
	return id;
}

uint32_t cv_builder_block(cv_builder *b, const char *name, unsigned line)
{
	bblock *k;
	if (grow(b, (void **)&b->blocks, &b->capblocks, b->nblocks,
		 sizeof *b->blocks))
		return CV_NONE;
	k = &b->blocks[b->nblocks];
	k->name = dupstr(b, name);
	k->line = line;
	k->cond = CV_NONE;
	return b->nblocks++;
}

void cv_builder_edge(cv_builder *b, uint32_t from, uint32_t to)
{
	bblock *k;
	if (from >= b->nblocks || to >= b->nblocks) {
		fail(b, "edge between blocks that do not exist", from);
		return;
	}
	k = &b->blocks[from];
	if (grow(b, (void **)&k->succs, &k->capsuccs, k->nsuccs, 4))
		return;
	k->succs[k->nsuccs++] = to;
}

void cv_builder_branch_on(cv_builder *b, uint32_t blk, uint32_t cond,
			  unsigned line)
{
	if (blk >= b->nblocks) {
		fail(b, "no such block", blk);
		return;
	}
	b->blocks[blk].cond = cond;
	b->blocks[blk].term_line = line;
}

static uint32_t op_value(cv_builder *b, int kind, uint32_t blk,
			 const char *name, cv_value_class cls,
			 const uint32_t *ops, size_t nops, unsigned line)
{
	uint32_t id = new_value(b, kind, name, line);
	if (id == CV_NONE)
		return id;
	b->vals[id].cls = (uint8_t)cls;
	b->vals[id].ops = dup32(b, ops, nops);
	b->vals[id].nops = (uint32_t)nops;
	add_member(b, blk, id);
	return id;
}

uint32_t cv_builder_value(cv_builder *b, uint32_t blk, const char *name,
			  cv_value_class cls, const uint32_t *ops,
			  size_t nops, unsigned line)
{
	return op_value(b, BV_VALUE, blk, name, cls, ops, nops, line);
}

uint32_t cv_builder_convergent(cv_builder *b, uint32_t blk,
			       const char *name, cv_value_class cls,
			       const uint32_t *ops, size_t nops,
			       uint32_t token, unsigned line)
{
	uint32_t id = op_value(b, BV_CONV, blk, name, cls, ops, nops, line);
	if (id != CV_NONE)
		b->vals[id].token = token;
	return id;
}

uint32_t cv_builder_token(cv_builder *b, uint32_t blk, const char *name,
			  cv_token_kind kind, uint32_t parent, unsigned line)
{
	uint32_t id;
	if (kind != CV_TOKEN_ENTRY && kind != CV_TOKEN_ANCHOR &&
	    kind != CV_TOKEN_LOOP) {
		fail(b, "not a kind of token", (uint32_t)kind);
		return CV_NONE;
	}
	id = op_value(b, BV_TOKEN, blk, name, CV_CLASS_NORMAL, NULL, 0, line);
	if (id != CV_NONE) {
		b->vals[id].tkind = (uint8_t)kind;
		b->vals[id].token = parent;
	}
	return id;
}

uint32_t cv_builder_phi(cv_builder *b, uint32_t blk, const char *name,
			unsigned line)
{
	return op_value(b, BV_PHI, blk, name, CV_CLASS_NORMAL, NULL, 0, line);
}

void cv_builder_incoming(cv_builder *b, uint32_t phi, uint32_t value,
			 uint32_t pred)
{
	bvalue *v;
	uint32_t cap;
	if (phi >= b->nvals || b->vals[phi].kind != BV_PHI) {
		fail(b, "incoming value of something that is not a phi", phi);
		return;
	}
	v = &b->vals[phi];
	cap = v->capops;
	if (grow(b, (void **)&v->ops, &cap, v->nops, 4))
		return;
	if (grow(b, (void **)&v->preds, &v->capops, v->nops, 4))
		return;
	v->ops[v->nops] = value;
	v->preds[v->nops++] = pred;
}

cv_value cv_builder_value_of(const cv_builder *b, uint32_t id)
{
	cv_value none = {CV_VALUE_NONE, 0};
	return id < b->nvals ? b->vals[id].where : none;
}

/* ---- the text ------------------------------------------------------------ */

/* %name as LLVM spells it; a made-up one (v.ID, b.ID) for no name, and a
 * 'v' before a name of digits only (which LLVM would read as a number). */
static void emit_name(outbuf *o, const char *name, char made, uint32_t id)
{
	size_t n = name ? strlen(name) : 0, i;
	if (!n) {
		out_char(o, '%');
		out_char(o, made);
		out_char(o, '.');
		out_uint(o, id);
		return;
	}
	for (i = 0; i < n && name[i] >= '0' && name[i] <= '9'; i++)
		;
	if (i == n) {
		out_str(o, "%v");
		out_str(o, name);
		return;
	}
	print_llvm_name(o, '%', name, n);
}

static void emit_block_name(outbuf *o, const cv_builder *b, uint32_t k)
{
	emit_name(o, b->blocks[k].name, 'b', k);
}

/* "i32 %x" or "i32 7"; -1 for an id that is not a value. */
static int emit_operand(cv_builder *b, outbuf *o, uint32_t id, int typed)
{
	const bvalue *v;
	if (id >= b->nvals) {
		fail(b, "operand is not a value", id);
		return -1;
	}
	v = &b->vals[id];
	if (v->kind == BV_TOKEN) {
		fail(b, "a token used as a value", id);
		return -1;
	}
	if (typed)
		out_str(o, "i32 ");
	if (v->kind == BV_CONST)
		out_int(o, v->cval);
	else
		emit_name(o, v->name, 'v', id);
	return 0;
}

static int emit_token_use(cv_builder *b, outbuf *o, uint32_t tok)
{
	if (tok == CV_NONE)
		return 0;
	if (tok >= b->nvals || b->vals[tok].kind != BV_TOKEN) {
		fail(b, "a token that is not a convergence token", tok);
		return -1;
	}
	out_str(o, " [ \"convergencectrl\"(token ");
	emit_name(o, b->vals[tok].name, 'v', tok);
	out_str(o, ") ]");
	return 0;
}

static void emit_phi(cv_builder *b, outbuf *o, uint32_t id)
{
	const bvalue *v = &b->vals[id];
	uint32_t k;
	out_str(o, " = phi i32 ");
	for (k = 0; k < v->nops; k++) {
		out_str(o, k ? ", [ " : "[ ");
		emit_operand(b, o, v->ops[k], 0);
		out_str(o, ", ");
		if (v->preds[k] >= b->nblocks)
			fail(b, "phi from a block that does not exist", id);
		else
			emit_block_name(o, b, v->preds[k]);
		out_str(o, " ]");
	}
}

static void emit_value(cv_builder *b, outbuf *o, uint32_t id)
{
	static const char *const cls[] = {"value", "source", "uniform"};
	static const char *const tok[] = {"", "entry", "anchor", "loop"};
	const bvalue *v = &b->vals[id];
	uint32_t k;
	out_str(o, "  ");
	emit_name(o, v->name, 'v', id);
	if (v->kind == BV_PHI) {
		emit_phi(b, o, id);
		out_char(o, '\n');
		return;
	}
	if (v->kind == BV_TOKEN) {
		out_str(o, " = call token @llvm.experimental.convergence.");
		out_str(o, tok[v->tkind]);
		out_str(o, "()");
		if (v->tkind == CV_TOKEN_LOOP || v->token != CV_NONE)
			emit_token_use(b, o, v->token);
		out_char(o, '\n');
		return;
	}
	out_str(o, v->kind == BV_CONV ? " = call i32 (...) @converge.convergent."
				       : " = call i32 (...) @converge.");
	out_str(o, cls[v->cls <= 2 ? v->cls : 0]);
	out_char(o, '(');
	for (k = 0; k < v->nops; k++) {
		if (k)
			out_str(o, ", ");
		emit_operand(b, o, v->ops[k], 1);
	}
	out_char(o, ')');
	if (v->kind == BV_CONV)
		emit_token_use(b, o, v->token);
	out_char(o, '\n');
}

static void emit_terminator(cv_builder *b, outbuf *o, uint32_t k)
{
	const bblock *bk = &b->blocks[k];
	uint32_t s;
	if (bk->nsuccs == 0) {
		out_str(o, "  ret void\n");
		return;
	}
	if (bk->nsuccs == 1) {
		out_str(o, "  br label ");
		emit_block_name(o, b, bk->succs[0]);
		out_char(o, '\n');
		return;
	}
	if (bk->cond == CV_NONE) {
		fail(b, "a block with several successors and no condition", k);
		return;
	}
	out_str(o, "  switch ");
	emit_operand(b, o, bk->cond, 1);
	out_str(o, ", label ");
	emit_block_name(o, b, bk->succs[0]);
	out_str(o, " [");
	for (s = 1; s < bk->nsuccs; s++) {
		out_str(o, " i32 ");
		out_uint(o, s);
		out_str(o, ", label ");
		emit_block_name(o, b, bk->succs[s]);
	}
	out_str(o, " ]\n");
}

static void emit_function(cv_builder *b, outbuf *o)
{
	uint32_t i, k, m;
	out_str(o, "target triple = \"converge-builder\"\n\ndefine void ");
	print_llvm_name(o, '@', b->name, strlen(b->name));
	out_char(o, '(');
	for (i = 0; i < b->nargs; i++) {
		out_str(o, i ? ", i32 " : "i32 ");
		if (b->vals[i].cls != CV_CLASS_SOURCE)
			out_str(o, "inreg ");
		emit_name(o, b->vals[i].name, 'v', i);
	}
	out_str(o, b->convergent ? ") convergent {\n" : ") {\n");
	for (k = 0; k < b->nblocks; k++) {
		const bblock *bk = &b->blocks[k];
		size_t at = o->len;
		emit_block_name(o, b, k);
		if (!o->failed && o->len > at) { /* the label: no '%' */
			memmove(o->buf + at, o->buf + at + 1, o->len - at - 1);
			o->len--;
		}
		out_str(o, ":\n");
		for (m = 0; m < bk->nmembers; m++)
			if (b->vals[bk->members[m]].kind == BV_PHI)
				emit_value(b, o, bk->members[m]);
		for (m = 0; m < bk->nmembers; m++)
			if (b->vals[bk->members[m]].kind != BV_PHI)
				emit_value(b, o, bk->members[m]);
		emit_terminator(b, o, k);
	}
	out_str(o, "}\n\n"
		   "declare i32 @converge.value(...)\n"
		   "declare i32 @converge.source(...)\n"
		   "declare i32 @converge.uniform(...)\n"
		   "declare i32 @converge.convergent.value(...) convergent\n"
		   "declare i32 @converge.convergent.source(...) convergent\n"
		   "declare i32 @converge.convergent.uniform(...) convergent\n"
		   "declare token @llvm.experimental.convergence.entry()\n"
		   "declare token @llvm.experimental.convergence.anchor()\n"
		   "declare token @llvm.experimental.convergence.loop()\n");
}

/* ---- finishing ----------------------------------------------------------- */

/* Where each value is in the function read back, and the caller's lines. */
static void map_values(cv_builder *b, cv_module *m, size_t index)
{
	function *f = m->globals[m->funcs[index]].fn;
	uint32_t k, i, n = 0, pass;
	for (i = 0; i < b->nvals; i++) {
		bvalue *v = &b->vals[i];
		v->where.kind = v->kind == BV_ARG ? CV_VALUE_ARG
				: v->kind == BV_CONST ? CV_VALUE_CONST
						      : CV_VALUE_NONE;
		v->where.index = v->kind == BV_ARG ? i : 0;
	}
	for (k = 0; k < b->nblocks && k < f->nblocks; k++) {
		const bblock *bk = &b->blocks[k];
		if (bk->line)
			f->blocks[k].line = bk->line;
		for (pass = 0; pass < 2; pass++)
			for (i = 0; i < bk->nmembers; i++) {
				bvalue *v = &b->vals[bk->members[i]];
				if ((v->kind == BV_PHI) != (pass == 0))
					continue;
				v->where.kind = CV_VALUE_INST;
				v->where.index = n;
				if (v->line && n < f->ninsts)
					f->insts[n].line = v->line;
				n++;
			}
		if (bk->term_line && n < f->ninsts)
			f->insts[n].line = bk->term_line;
		n++; /* the terminator */
	}
}

cv_module *cv_builder_finish(cv_builder *b, size_t *index)
{
	outbuf o;
	cv_module *m = NULL;
	size_t i, n;
	memset(&o, 0, sizeof o);
	o.al = &b->ctx->alloc;
	if (!b->nblocks)
		fail(b, "a function needs a block", 0);
	if (!b->err[0])
		emit_function(b, &o);
	if (o.failed)
		fail(b, "out of memory", 0);
	if (!b->err[0]) {
		m = cv_parse(b->ctx, "<cv_builder>", o.buf, o.len);
		if (m) {
			n = m->nfuncs;
			for (i = 0; i < n; i++)
				if (!m->globals[m->funcs[i]].is_decl)
					break;
			*index = i;
			map_values(b, m, i);
		}
	} else
		diag_add(b->ctx, CV_ERROR, "<cv_builder>", 0, 0, NULL, 0, "%s",
			 b->err);
	out_release(&o);
	return m;
}
