/*
 * parse.c - the reader: module level, types, constants and attributes of
 * LLVM textual IR (LangRef).  A recursive descent parser; the grammar rule
 * is written above each function.  Errors stop the parse at the first
 * problem, like LLVM's own reader, with file:line:col.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "read/attrtab.h"
#include "read/intrin_names.h"
#include "read/intrintab.h"
#include "ir/layout.h"
#include "read/numlit.h"
#include "read/parse.h"
#if defined(__SSE2__) && defined(__GNUC__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define HAVE_AVX2_PATH 1
#endif
#include "read/pipe.h"

/* ---- temporary arrays -------------------------------------------------- */

/* A cache table of the parser's, made zeroed at its first use. */
void *parser_table(parser *p, size_t bytes)
{
	void *t = cv_mem_realloc(p->al, NULL, 0, bytes);
	if (!t)
		longjmp(p->fail, 1);
	memset(t, 0, bytes);
	return t;
}

/* A cache's table of `bytes` bytes, zeroed; NULL when there is no memory
 * for it (the cache then takes nothing: what it would hold is read as
 * without it).  The parser's release frees it. */
static void *cache_table(parser *p, size_t bytes)
{
	void *t = cv_mem_realloc(p->al, NULL, 0, bytes);
	if (t)
		memset(t, 0, bytes);
	return t;
}

/* A growable array for the duration of one parse function; its memory is
 * kept for reuse and freed with the parser, also after an error. */
vec *tmp_begin(parser *p, size_t elem)
{
	vec *v;
	if (p->ntmp == p->captmp) {
		uint32_t ncap = p->captmp ? p->captmp * 2 : 16;
		vec **nt = cv_mem_realloc(p->al, p->tmps, p->captmp * sizeof *nt,
					  ncap * sizeof *nt);
		if (!nt)
			longjmp(p->fail, 1);
		p->tmps = nt;
		p->captmp = ncap;
	}
	if (p->ntmp == p->nalloc_tmp) {
		v = cv_mem_realloc(p->al, NULL, 0, sizeof *v);
		if (!v)
			longjmp(p->fail, 1);
		memset(v, 0, sizeof *v);
		p->tmps[p->nalloc_tmp++] = v;
	}
	v = p->tmps[p->ntmp++];
	if (v->elem != elem) {
		vec_release(v, p->al);
		v->elem = elem;
	}
	v->len = 0;
	return v;
}

void tmp_end(parser *p, vec *v)
{
	uint32_t i;
	for (i = p->ntmp; i > 0; i--)
		if (p->tmps[i - 1] == v) {
			p->tmps[i - 1] = p->tmps[p->ntmp - 1];
			p->tmps[p->ntmp - 1] = v;
			p->ntmp--;
			return;
		}
}

/* ---- errors and tokens ------------------------------------------------- */

_Noreturn void perr_at(parser *p, uint32_t line, uint32_t col,
		       const char *pos, const char *fmt, ...)
{
	char buf[512];
	va_list ap;
	const char *ls = NULL;
	size_t ll = 0;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	if (pos)
		lex_line_of(&p->lx, pos, &ls, &ll);
	diag_add(p->ctx, CV_ERROR, p->filename, line, col, ls, ll, "%s", buf);
	longjmp(p->fail, 2);
}

_Noreturn void perr(parser *p, const token *t, const char *fmt, ...)
{
	char buf[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	perr_at(p, t->line, t->col, t->pos, "%s", buf);
}

/* Attribute keywords by hash: filled once per module, keyed by the length
 * and three characters, checked by comparison.  (attrtab_lookup's binary
 * search took a strlen and a memcmp a step, and runs on every word
 * after a type in calls and parameter lists, most of them not
 * attributes.) */
static unsigned attr_key(const char *s, size_t n)
{
	return ((unsigned)n * 31u + (unsigned char)s[0] * 7u +
		(unsigned char)s[n > 1] * 3u + (unsigned char)s[n - 1]) &
	       (ATTAB_SIZE - 1);
}

static void attr_table_init(parser *p)
{
	size_t i, n = attrtab_count();
	memset(p->attab, 0, sizeof p->attab);
	for (i = 0; i < n && i < 0xffff; i++) {
		const char *name = attrtab_at(i)->name;
		unsigned k = attr_key(name, strlen(name));
		while (p->attab[k])
			k = (k + 1) & (ATTAB_SIZE - 1);
		p->attab[k] = (uint16_t)(i + 1);
	}
	memset(p->cc_lens, 0, sizeof p->cc_lens);
	for (i = 0; i < CC_TABLE_COUNT; i++) {
		size_t len = strlen(cc_table[i].name);
		p->cc_lens[(unsigned char)cc_table[i].name[0] & 31] |=
			1u << (len < 31 ? len : 31);
	}
}

const struct attrtab_info *attr_keyword(const parser *p, const char *s,
					size_t n)
{
	unsigned k;
	if (!n)
		return NULL;
	for (k = attr_key(s, n); p->attab[k]; k = (k + 1) & (ATTAB_SIZE - 1)) {
		const struct attrtab_info *ai = attrtab_at(p->attab[k] - 1u);
		if (ai->name[0] == s[0] && strncmp(ai->name, s, n) == 0 &&
		    ai->name[n] == 0)
			return ai;
	}
	return NULL;
}

/* The parser reads the tokens of a span (pipe.h) itself, from its
 * second character: on the span's line, up to its end. */
static void span_open(parser *p)
{
	const token *t = &p->tok;
	p->lx.cur = t->pos + 1;
	p->lx.line = t->line;
	p->lx.line_start = t->pos - (t->col - 1);
	p->span_end = t->pos + PIPE_SPAN_LEN(t->id);
	p->in_span = 1;
}

/* After a take-over (pipe.h): a name's id from the table, as the helper
 * would have given it. */
static void own_id(parser *p)
{
	if ((p->tok.kind == T_LOCAL || p->tok.kind == T_LABEL) &&
	    !p->tok.numbered) {
		p->tok.id = pipe_own_id(p->pipe, &p->tok);
		if (!p->tok.id)
			longjmp(p->fail, 1);
	}
}

/* The helper was stopped and its tokens are read (pipe.h): the parser
 * lexes on from the end of the current token. */
void lexer_after_tok(parser *p, lexer *lx)
{
	const token *t = &p->tok;
	token again;
	*lx = p->lx;
	lx->line = t->line;
	lx->line_start = t->pos - (t->col - 1);
	if (t->kind == T_LESS && t->id) {
		lx->cur = t->pos + PIPE_SPAN_LEN(t->id); /* a span, read whole */
	} else {
		lx->cur = t->pos;
		lex_next(lx, &again); /* the current token again */
	}
}

static void take_over(parser *p)
{
	p->piping = 2;
	p->in_span = 0;
	lexer_after_tok(p, &p->lx);
	lex_next(&p->lx, &p->tok);
	own_id(p);
}

/* A token's error, and the progress callback at its step (without a
 * callback, never again: next's inline path then takes every ordinary
 * token). */
static void token_checks(parser *p)
{
	size_t off;
	if (p->tok.kind == T_ERROR)
		perr(p, &p->tok, "%s", p->lx.errmsg);
	off = (size_t)(p->tok.pos - p->lx.src) + p->src_base;
	if (off < p->progress_at)
		return;
	if (!p->ctx->progress) {
		p->progress_at = SIZE_MAX;
		return;
	}
	p->progress_at = off + PROGRESS_STEP;
	p->ctx->progress(p->ctx->progress_user, off);
}

void next_after(parser *p)
{
	if (p->tok.kind == T_LOCAL && p->fn)
		local_name_ahead(p, &p->tok);
	token_checks(p);
}

void next_slow(parser *p)
{
	if (p->piping == 1) {
		int r;
		if (p->tok.span)
			span_open(p);
		if (p->in_span) {
			lex_next(&p->lx, &p->tok);
			if (p->lx.cur >= p->span_end)
				p->in_span = 0; /* the '>': the pipe is next */
		} else if (pipe_take(p->rd, &p->tok)) {
			/* an ordinary token */
		} else if ((r = pipe_next(p->pipe, &p->tok, &p->lx)) == 1) {
			pipe_end(p);
		} else if (r == 2) {
			take_over(p);
		}
	} else if (p->piping) {
		lex_next(&p->lx, &p->tok);
		own_id(p);
	} else {
		lex_next(&p->lx, &p->tok);
		next_after(p);
		return;
	}
	token_checks(p);
}

int accept(parser *p, int kind)
{
	if (p->tok.kind != kind)
		return 0;
	next(p);
	return 1;
}

void expect(parser *p, int kind, const char *what)
{
	if (p->tok.kind != kind)
		perr(p, &p->tok, "expected %s", what);
	next(p);
}

void expect_word(parser *p, const char *w)
{
	if (!is_word_n(p, w, strlen(w)))
		perr(p, &p->tok, "expected '%s'", w);
	next(p);
}

uint64_t parse_uint(parser *p, const char *what)
{
	uint64_t v = 0;
	size_t i;
	if (p->tok.kind != T_INT || p->tok.text[0] == '-' ||
	    p->tok.text[0] == '+')
		perr(p, &p->tok, "expected %s", what);
	for (i = 0; i < p->tok.len; i++) {
		unsigned d = (unsigned)(p->tok.text[i] - '0');
		if (v > (UINT64_MAX - d) / 10)
			perr(p, &p->tok, "%s is too large", what);
		v = v * 10 + d;
	}
	next(p);
	return v;
}

/* A signed decimal integer, wrapped to 64 bits as LLVM's APInt does. */
static int64_t parse_i64_wrapped(parser *p)
{
	token t = p->tok;
	uint64_t w = 0;
	if (t.kind != T_INT)
		perr(p, &t, "expected integer");
	if (numlit_int_parse(t.text, t.len, 64, &w) != 0)
		perr(p, &t, "expected integer");
	next(p);
	return (int64_t)w;
}

static uint32_t parse_u32(parser *p, const char *what)
{
	token t = p->tok;
	uint64_t v = parse_uint(p, what);
	if (v > UINT32_MAX)
		perr(p, &t, "%s is too large", what);
	return (uint32_t)v;
}

/* A uselistorder index: LLVM's parseUInt32. */
uint32_t parse_uselist_index(parser *p)
{
	const token *t = &p->tok;
	uint64_t v = 0;
	size_t i;
	if (t->kind != T_INT || t->text[0] == '-' || t->text[0] == '+')
		perr(p, t, "expected integer");
	for (i = 0; i < t->len; i++) {
		v = v * 10 + (uint64_t)(t->text[i] - '0');
		if (v > UINT32_MAX)
			perr(p, t, "expected 32-bit integer (too large)");
	}
	next(p);
	return (uint32_t)v;
}

/* Decodes LLVM string escapes (\\ and \XX) into p->strbuf. */
static void unescape(parser *p, const char *s, size_t n)
{
	p->strbuf.len = 0;
	vec_reserve(&p->strbuf, p->al, &p->fail, n + 1);
	p->strbuf.len = lex_unescape(s, n, p->strbuf.data);
}

/* The decoded text of a string or quoted-name token, interned. */
sym string_sym(parser *p, const token *t)
{
	if (!memchr(t->text, '\\', t->len))
		return strtab_intern(&p->m->strs, &p->m->arena, t->text, t->len);
	unescape(p, t->text, t->len);
	return strtab_intern(&p->m->strs, &p->m->arena, p->strbuf.data,
			     p->strbuf.len);
}

sym intern_tok(parser *p, const token *t)
{
	return strtab_intern(&p->m->strs, &p->m->arena, t->text, t->len);
}

/* The name of a %x / @x / label token, quotes and escapes decoded. */
sym intern_name(parser *p, const token *t)
{
	if (t->quoted)
		return string_sym(p, t); /* the lexer rejects a NUL in a name */
	return intern_tok(p, t);
}

/* The text of a name token as LLVM's messages show it: escapes decoded. */
const char *name_text(parser *p, const token *t, int *n)
{
	sym q;
	if (!t->quoted) {
		*n = (int)t->len;
		return t->text;
	}
	q = intern_name(p, t);
	*n = (int)SYM_LEN(&p->m->strs, q);
	return SYM_STR(&p->m->strs, q);
}

/* `comdat` or `comdat($name)` after a global or function named `name`
 * (numbered: unnamed); every use is checked at the end of the module, as
 * LLVM does, against the comdats defined anywhere in it. */
void parse_comdat_ref(parser *p, sym name, int numbered, uint8_t *kind,
		      sym *comdat)
{
	comdat_use u;
	token kw = p->tok;
	next(p);
	*kind = 1;
	u.name = name;
	u.at.line = kw.line;
	u.at.col = kw.col;
	u.at.pos = kw.pos;
	if (accept(p, T_LPAREN)) {
		if (p->tok.kind != T_COMDAT)
			perr(p, &p->tok, "expected comdat variable");
		*comdat = u.name = intern_name(p, &p->tok);
		*kind = 2;
		u.at.line = p->tok.line;
		u.at.col = p->tok.col;
		u.at.pos = p->tok.pos;
		next(p);
		expect(p, T_RPAREN, "')' after comdat var");
	} else if (numbered) {
		perr(p, &p->tok, "comdat cannot be unnamed");
	}
	vec_reserve(&p->comdat_uses, p->al, &p->fail, 1);
	VEC_AT(&p->comdat_uses, comdat_use, p->comdat_uses.len++) = u;
}

/* ---- types ------------------------------------------------------------- */

static tyid simple_type(cv_module *m, int kind)
{
	type t;
	memset(&t, 0, sizeof t);
	t.kind = (uint8_t)kind;
	return type_intern(m, &t);
}

/* float, double...: interned once per module by the parser */
static tyid parser_simple_type(parser *p, int kind)
{
	if (!p->simple_ty[kind])
		p->simple_ty[kind] = simple_type(p->m, kind) + 1;
	return p->simple_ty[kind] - 1;
}

tyid type_int(cv_module *m, unsigned bits)
{
	type t;
	memset(&t, 0, sizeof t);
	t.kind = TY_INT;
	t.n = bits;
	return type_intern(m, &t);
}

tyid type_ptr(cv_module *m, unsigned as)
{
	type t;
	/* address space 0's, asked of every call and memory access, is
	 * interned once (m->t_ptr, 0 until then) */
	if (as == 0 && m->t_ptr)
		return m->t_ptr;
	memset(&t, 0, sizeof t);
	t.kind = TY_PTR;
	t.n = as;
	return type_intern(m, &t);
}

static tyid type_seq(cv_module *m, int kind, uint64_t n, tyid elem,
		     int scalable)
{
	type t;
	memset(&t, 0, sizeof t);
	t.kind = (uint8_t)kind;
	t.n = n;
	t.nsub = 1;
	t.sub = &elem;
	t.flags = scalable ? TYF_SCALABLE : 0;
	return type_intern(m, &t);
}

/* LLVM 22's Type::isFirstClassType: not void, not a function, not an
 * opaque struct (nor, while the module is read, a named struct without its
 * body yet); labels and metadata are, unlike for type_is_first_class. */
int type_is_llvm_first_class(const cv_module *m, tyid t)
{
	const type *T = &m->types[t];
	return T->kind != TY_VOID && T->kind != TY_FUNC &&
	       !(T->kind == TY_NAMED && ((T->flags & TYF_OPAQUE) ||
					 !(T->flags & TYF_DEFINED)));
}

int type_is_first_class(const cv_module *m, tyid t)
{
	int k = m->types[t].kind;
	return k != TY_VOID && k != TY_FUNC && k != TY_LABEL &&
	       k != TY_METADATA && !(k == TY_NAMED &&
				     (m->types[t].flags & TYF_OPAQUE));
}

/* A type a function may take (LLParser's argument lists): first class
 * (metadata included), not label; a named struct not defined yet is
 * opaque at this point, as in LLVM. */
static int valid_arg_type(const cv_module *m, tyid t)
{
	const type *T = &m->types[t];
	if (T->kind == TY_NAMED && !(T->flags & TYF_DEFINED))
		return 0;
	return (type_is_first_class(m, t) || T->kind == TY_METADATA) &&
	       T->kind != TY_LABEL;
}

/* LLVM's StructType::isValidElementType (an opaque struct is fine) and
 * ArrayType::isValidElementType (not x86_amx either). */
static int struct_elem_ok(const cv_module *m, tyid t)
{
	int k = m->types[t].kind;
	return k != TY_VOID && k != TY_FUNC && k != TY_LABEL &&
	       k != TY_METADATA && k != TY_TOKEN;
}

static int array_elem_ok(const cv_module *m, tyid t)
{
	return struct_elem_ok(m, t) && m->types[t].kind != TY_X86_AMX;
}

/* Whether struct type `id` holds type `target` by value: through struct,
 * array and vector elements, not through pointers (LLVM's check that an
 * identified struct is not recursive, when its body is set).  Each type
 * is looked at once. */
static int struct_contains(parser *p, tyid id, tyid target)
{
	const cv_module *m = p->m;
	vec *work = tmp_begin(p, sizeof(tyid));
	int found = 0;
	u32map_clear(&p->type_seen);
	vec_reserve(work, p->al, &p->fail, 1);
	VEC_AT(work, tyid, work->len++) = id;
	while (work->len && !found) {
		const type *t = &m->types[VEC_AT(work, tyid, --work->len)];
		uint32_t i, one;
		if (t->kind != TY_STRUCT && t->kind != TY_NAMED &&
		    t->kind != TY_ARRAY && t->kind != TY_VECTOR)
			continue;
		for (i = 0; i < t->nsub; i++) {
			tyid e = t->sub[i];
			if (e == target) {
				found = 1;
				break;
			}
			if (u32map_get(&p->type_seen, e, &one))
				continue;
			u32map_put(&p->type_seen, p->al, &p->fail, e, 1);
			vec_reserve(work, p->al, &p->fail, 1);
			VEC_AT(work, tyid, work->len++) = e;
		}
	}
	tmp_end(p, work);
	return found;
}

/* LLVM's Type::isSized: what has a size in memory (an opaque struct, and
 * an aggregate holding one, has none, nor, while the module is read, a
 * named struct not given its body yet; a target extension type has one if
 * its layout type has). */
int type_is_sized(const cv_module *m, tyid t)
{
	const type *ty = &m->types[t];
	uint32_t i;
	switch (ty->kind) {
	case TY_VOID: case TY_FUNC: case TY_LABEL: case TY_METADATA:
	case TY_TOKEN:
		return 0;
	case TY_NAMED:
		if ((ty->flags & TYF_OPAQUE) || !(ty->flags & TYF_DEFINED))
			return 0;
		/* fall through */
	case TY_STRUCT:
		/* StructType::isSized: members all of one scalable vector
		 * type, or none scalable and all sized */
		if (ty->nsub && m->types[ty->sub[0]].kind == TY_VECTOR &&
		    (m->types[ty->sub[0]].flags & TYF_SCALABLE)) {
			for (i = 1; i < ty->nsub; i++)
				if (ty->sub[i] != ty->sub[0])
					break;
			if (i == ty->nsub)
				return 1;
		}
		for (i = 0; i < ty->nsub; i++)
			if (ty->sub[i] != t && (type_is_scalable(m, ty->sub[i]) ||
						!type_is_sized(m, ty->sub[i])))
				return 0;
		return 1;
	case TY_ARRAY: case TY_VECTOR:
		return type_is_sized(m, ty->sub[0]);
	case TY_TARGET:
		return layout_target_sized(m, t);
	default:
		return 1;
	}
}

tyid type_scalar(const cv_module *m, tyid t)
{
	return m->types[t].kind == TY_VECTOR ? m->types[t].sub[0] : t;
}

int type_is_int_or_intvec(const cv_module *m, tyid t)
{
	return m->types[type_scalar(m, t)].kind == TY_INT;
}

static int kind_is_fp(int k)
{
	return k >= TY_HALF && k <= TY_PPC_FP128;
}

int type_is_fp_or_fpvec(const cv_module *m, tyid t)
{
	return kind_is_fp(m->types[type_scalar(m, t)].kind);
}

/* LLVM's Type::getPrimitiveSizeInBits (0 for pointers, aggregates...). */
static uint64_t primitive_bits(const cv_module *m, tyid t)
{
	const type *T = &m->types[t];
	switch (T->kind) {
	case TY_INT: return T->n;
	case TY_HALF: case TY_BFLOAT: return 16;
	case TY_FLOAT: return 32;
	case TY_DOUBLE: return 64;
	case TY_X86_FP80: return 80;
	case TY_FP128: case TY_PPC_FP128: return 128;
	case TY_X86_AMX: return 8192;
	case TY_VECTOR: return T->n * primitive_bits(m, T->sub[0]);
	default: return 0;
	}
}

/* A vector's element count (scalable ones tagged in bit 63), 0 for a
 * scalar: equal counts mean both scalars or vectors of as many. */
static uint64_t elem_count(const cv_module *m, tyid t)
{
	const type *T = &m->types[t];
	if (T->kind != TY_VECTOR)
		return 0;
	return T->n | ((T->flags & TYF_SCALABLE) ? (1ull << 63) : 0);
}

/* LLVM's CastInst::castIsValid: whether cast op takes src to dst. */
int cast_is_valid(const cv_module *m, int op, tyid src, tyid dst)
{
	tyid ss = type_scalar(m, src), ds = type_scalar(m, dst);
	int sk = m->types[src].kind, dk = m->types[dst].kind;
	int ssk = m->types[ss].kind, dsk = m->types[ds].kind;
	uint64_t sb = primitive_bits(m, ss), db = primitive_bits(m, ds);
	uint64_t sn = elem_count(m, src), dn = elem_count(m, dst);
	int s_int = ssk == TY_INT, d_int = dsk == TY_INT;
	int s_fp = kind_is_fp(ssk), d_fp = kind_is_fp(dsk);
	int s_ptr = ssk == TY_PTR, d_ptr = dsk == TY_PTR;
	if (sk == TY_VOID || sk == TY_FUNC || dk == TY_VOID || dk == TY_FUNC ||
	    sk == TY_STRUCT || sk == TY_ARRAY || sk == TY_NAMED ||
	    dk == TY_STRUCT || dk == TY_ARRAY || dk == TY_NAMED)
		return 0;
	switch (op) {
	case OP_TRUNC:
		return s_int && d_int && sn == dn && sb > db;
	case OP_ZEXT: case OP_SEXT:
		return s_int && d_int && sn == dn && sb < db;
	case OP_UITOFP: case OP_SITOFP:
		return s_int && d_fp && sn == dn;
	case OP_FPTOUI: case OP_FPTOSI:
		return s_fp && d_int && sn == dn;
	case OP_FPTRUNC:
		return s_fp && d_fp && sn == dn && sb > db;
	case OP_FPEXT:
		return s_fp && d_fp && sn == dn && sb < db;
	case OP_PTRTOINT: case OP_PTRTOADDR:
		return sn == dn && s_ptr && d_int;
	case OP_INTTOPTR:
		return sn == dn && s_int && d_ptr;
	case OP_BITCAST:
		if (s_ptr != d_ptr)
			return 0;
		if (!s_ptr)
			return primitive_bits(m, src) == primitive_bits(m, dst);
		if (m->types[ss].n != m->types[ds].n)
			return 0; /* address spaces */
		if (sk == TY_VECTOR && dk == TY_VECTOR)
			return sn == dn;
		if (sk == TY_VECTOR)
			return sn == 1;
		if (dk == TY_VECTOR)
			return dn == 1;
		return 1;
	case OP_ADDRSPACECAST:
		return s_ptr && d_ptr && m->types[ss].n != m->types[ds].n &&
		       sn == dn;
	default:
		return 0;
	}
}

static tyid named_type(parser *p, const token *t)
{
	cv_module *m = p->m;
	uint32_t id;
	type nt;
	if (t->numbered) {
		uint64_t n = 0;
		size_t i;
		for (i = 0; i < t->len && n < (1u << 30); i++)
			n = n * 10 + (unsigned)(t->text[i] - '0');
		if (n >= (1u << 24))
			perr(p, t, "type number is too large");
		if (u32map_get(&p->type_nums, (uint32_t)n, &id))
			return id;
		memset(&nt, 0, sizeof nt);
		nt.kind = TY_NAMED;
		nt.flags = TYF_NUMBERED;
		nt.n = n;
		id = type_intern(m, &nt);
		u32map_put(&p->type_nums, p->al, &p->fail, (uint32_t)n, id);
	} else {
		sym s = intern_name(p, t);
		if (u32map_get(&p->type_names, s, &id))
			return id;
		memset(&nt, 0, sizeof nt);
		nt.kind = TY_NAMED;
		nt.name = s;
		id = type_intern(m, &nt);
		u32map_put(&p->type_names, p->al, &p->fail, s, id);
	}
	while (p->type_fwd.len <= id) {
		vec_reserve(&p->type_fwd, p->al, &p->fail, 1);
		memset(&VEC_AT(&p->type_fwd, gref, p->type_fwd.len), 0,
		       sizeof(gref));
		p->type_fwd.len++;
	}
	VEC_AT(&p->type_fwd, gref, id).line = t->line;
	VEC_AT(&p->type_fwd, gref, id).col = t->col;
	VEC_AT(&p->type_fwd, gref, id).pos = t->pos;
	return id;
}

static void depth_enter(parser *p)
{
	if (++p->depth > p->ctx->limits.max_nesting)
		perr(p, &p->tok, "nesting is too deep (more than %u levels)",
		     p->ctx->limits.max_nesting);
}

static tyid parse_struct_body(parser *p, int packed, vec *members);

/* addrspace '(' uint ')' */
uint32_t parse_addrspace(parser *p)
{
	uint32_t as;
	expect(p, T_LPAREN, "'(' in address space");
	if (p->tok.kind == T_STRING) {
		/* symbolic address spaces "A", "G", "P" */
		const struct layout *l = p->m->layout;
		if (p->tok.len == 1 && p->tok.text[0] == 'A')
			as = l->alloca_as;
		else if (p->tok.len == 1 && p->tok.text[0] == 'G')
			as = l->global_as;
		else if (p->tok.len == 1 && p->tok.text[0] == 'P')
			as = l->program_as;
		else
			perr(p, &p->tok, "invalid symbolic addrspace '%.*s'",
			     (int)p->tok.len, p->tok.text);
		next(p);
	} else {
		token t = p->tok;
		uint64_t v = parse_uint(p, "address space");
		if (v >= (1u << 24))
			perr(p, &t, "invalid address space, must be a 24-bit integer");
		as = (uint32_t)v;
	}
	expect(p, T_RPAREN, "')' in address space");
	return as;
}

/* Type ::= base ('*' | 'addrspace' '(' n ')' '*' | '(' params ')')* */
/* The slot of the text s[0..len) in the vector-type table (open
 * addressing over the whole text: a module writes a few dozen vector
 * types hundreds of thousands of times): its own, or the empty one where
 * it would go; NULL if neither (the table is full). */
static vtcache_ent *vtcache_slot(parser *p, const char *s, size_t len)
{
	uint64_t x = len, a = 0, b = 0;
	uint32_t h, i, k;
	if (len >= 8) { /* two loads, which overlap below 16 bytes */
		memcpy(&a, s, 8);
		memcpy(&b, s + len - 8, 8);
		x = (x ^ a) * 0x9e3779b97f4a7c15ull;
		x = (x ^ b) * 0xff51afd7ed558ccdull;
	} else {
		for (i = 0; i < len; i++)
			x = (x ^ (unsigned char)s[i]) * 0x100000001b3ull;
	}
	h = (uint32_t)(x >> 32);
	for (k = 0; k < VTCACHE_SIZE; k++) {
		vtcache_ent *c = &p->vtcache[(h + k) & (VTCACHE_SIZE - 1)];
		if (!c->len) {
			c->a = a; /* for vector_type_remember */
			c->b = b;
			return c;
		}
		/* up to 16 bytes, the two loads are the text */
		if (c->len == len && c->a == a && c->b == b &&
		    (len <= 16 ? len >= 8 : memcmp(c->text, s, len) == 0))
			return c;
		if (c->len == len && len < 8 && memcmp(c->text, s, len) == 0)
			return c;
	}
	return NULL;
}

/* Vector types by their text.  `<8 x i8>` is five tokens and an interning
 * every time; a type written with letters, digits and blanks between its
 * brackets (no other bracket, no line break) means the same wherever it
 * appears, so its text, once read, gives its id: the reader skips to the
 * '>' (the table is the parser's, vtcache_slot). */
static int vector_type_cached(parser *p, tyid *ty, const char **close)
{
	const char *s = p->tok.pos, *e = s + 1, *end = p->lx.end;
	size_t len;
	vtcache_ent *c;
	*close = NULL;
	if (p->piping == 1) {
		/* a span is such a text (pipe.h), its length in its id, and
		 * a text the helper numbered and the parser met as a type
		 * gives it without being read */
		uint32_t num = PIPE_SPAN_TEXT(p->tok.id);
		if (!p->tok.span || PIPE_SPAN_LEN(p->tok.id) > VTCACHE_TEXT)
			return 0; /* its characters cannot be skipped here */
		if (num && p->span_ty[num]) {
			*ty = p->span_ty[num];
			p->tok.span = 0; /* the span read whole: the pipe is next */
			next(p);
			return 1;
		}
		e = s + PIPE_SPAN_LEN(p->tok.id) - 1;
	} else {
		/* the first '>' (memchr), and the text up to it looked up: a
		 * text the table has is such a text, byte for byte; only a
		 * text it has not is checked, to be remembered */
		size_t room = (size_t)(end - e);
		const char *q, *gt = memchr(e, '>', room < VTCACHE_TEXT ? room
								: VTCACHE_TEXT);
		if (!gt)
			return 0;
		len = (size_t)(gt - s) + 1;
		c = vtcache_slot(p, s, len);
		if (!c || !c->len) {
			for (q = e; q < gt; q++) {
				unsigned char ch = (unsigned char)*q;
				if (!((ch >= 'a' && ch <= 'z') ||
				      (ch >= '0' && ch <= '9') || ch == ' '))
					return 0;
			}
			*close = gt;
			return 0;
		}
		e = gt;
	}
	if (p->piping == 1) {
		*close = e;
		len = (size_t)(e - s) + 1;
		c = vtcache_slot(p, s, len);
		if (!c || !c->len)
			return 0;
	}
	*ty = c->ty;
	if (p->piping == 1) {
		uint32_t num = PIPE_SPAN_TEXT(p->tok.id);
		if (num) {
			p->span_ty[num] = c->ty;
			p->span_tys = 1;
		}
		p->tok.span = 0; /* the span read whole: the pipe is next */
	} else {
		p->lx.cur = e + 1;
	}
	next(p);
	return 1;
}

static void vector_type_remember(parser *p, const char *s, const char *close,
				 tyid ty)
{
	size_t len;
	vtcache_ent *c;
	if (!close || p->vtcount >= VTCACHE_SIZE / 4 * 3)
		return; /* the table holds what it can: no evictions */
	len = (size_t)(close - s) + 1;
	c = vtcache_slot(p, s, len);
	if (!c || c->len)
		return;
	c->len = (uint8_t)len;
	memcpy(c->text, s, len);
	c->ty = ty;
	p->vtcount++;
}

/* Constant vectors by their text, as vector types above: a constant
 * vector written with letters, digits, blanks and commas between its
 * brackets holds only integers, keywords (poison, true, zeroinitializer)
 * and types without brackets, so its text and type give its value
 * wherever it appears (a module writes its shuffle masks over and over).
 * The table is not grown; it keeps a copy of each text (up to
 * VLCACHE_BYTES in all), not its place in the input, whose pages behind
 * the reader may have gone back to the kernel (the CLI's drop-behind). */
struct vlcache_ent {
	uint32_t off;
	uint16_t len, h16; /* len 0: empty; h16: the hash's high bits */
	ref r;
	tyid ty;
};

/* The length of the text of such a constant, the current token its '<'
 * (up to the '>' included); 0 if it is not one. */
static uint32_t vlit_len(const parser *p)
{
	const char *s = p->tok.pos, *e = s + 1, *end = p->lx.end;
	if (p->lx.src != p->input) /* not a text of its own */
		return 0;
	if (p->piping == 1)
		return p->tok.span && PIPE_SPAN_LEN(p->tok.id) <= VLCACHE_TEXT
			       ? PIPE_SPAN_LEN(p->tok.id)
			       : 0;
	while (e < end && e - s < VLCACHE_TEXT && *e != '>') {
		unsigned char ch = (unsigned char)*e;
		if (!((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') ||
		      ch == ' ' || ch == ','))
			return 0;
		e++;
	}
	if (e >= end || *e != '>')
		return 0;
	return (uint32_t)(e - s) + 1;
}

/* A copy of s[0..len) in p->vltext, at *off; 0 if it is full. */
static int vltext_keep(parser *p, const char *s, uint32_t len, uint32_t *off)
{
	vec *t = &p->vltext;
	if (t->len + len > VLCACHE_BYTES)
		return 0;
	vec_reserve(t, p->al, &p->fail, len);
	memcpy((char *)t->data + t->len, s, len);
	*off = (uint32_t)t->len;
	t->len += len;
	return 1;
}

/* A hash of the text s[0..len), eight bytes a step (the texts the
 * reader's tables keep: constant vectors, argument lists, prefixes). */
static uint64_t text_hash(const char *s, uint32_t len)
{
	uint64_t h = len * 0x9e3779b97f4a7c15ull, w;
	uint32_t i = 0;
	for (; i + 8 <= len; i += 8) {
		memcpy(&w, s + i, 8);
		h = (h ^ w) * 0xff51afd7ed558ccdull;
		h ^= h >> 29;
	}
	if (i < len) {
		w = 0;
		memcpy(&w, s + i, len - i);
		h = (h ^ w) * 0xff51afd7ed558ccdull;
	}
	return h ^ (h >> 32);
}

/* The slot of the text s[0..len): its own, or the empty one where it
 * would go; NULL if neither or out of memory. */
static struct vlcache_ent *vlcache_slot(parser *p, const char *s,
					uint32_t len)
{
	uint64_t h = text_hash(s, len);
	uint32_t k;
	uint16_t h16;
	if (!p->vlcache &&
	    !(p->vlcache = cache_table(p, VLCACHE_SIZE * sizeof *p->vlcache)))
		return NULL;
	h16 = (uint16_t)(h >> 48);
	for (k = 0; k < 64; k++) {
		struct vlcache_ent *c =
			&p->vlcache[(h + k) & (VLCACHE_SIZE - 1)];
		if (!c->len) {
			c->h16 = h16; /* for the entry made there */
			return c;
		}
		if (c->len == len && c->h16 == h16 &&
		    memcmp((const char *)p->vltext.data + c->off, s, len) == 0)
			return c;
	}
	return NULL;
}

/* TargetExtType's checks of the parameters of the types LLVM 22 knows
 * (ntys type and nints integer parameters), reported at the token after
 * the type as LLParser does. */
static void check_target_params(parser *p, const type *tt, size_t ntys,
				size_t nints)
{
	const char *name = SYM_STR(&p->m->strs, tt->name);
	if (strcmp(name, "aarch64.svcount") == 0 && (ntys || nints))
		perr(p, &p->tok, "target extension type aarch64.svcount should "
		     "have no parameters");
	if (strcmp(name, "riscv.vector.tuple") == 0 &&
	    (ntys != 1 || nints != 1))
		perr(p, &p->tok, "target extension type riscv.vector.tuple "
		     "should have one type parameter and one integer parameter");
	if (strcmp(name, "amdgcn.named.barrier") == 0 && (ntys || nints != 1))
		perr(p, &p->tok, "target extension type amdgcn.named.barrier "
		     "should have no type parameters and one integer parameter");
}

static tyid type_suffixes(parser *p, tyid ty, int bare_ptr);

static tyid parse_type_full(parser *p, int allow_void)
{
	cv_module *m = p->m;
	token t = p->tok;
	tyid ty;
	depth_enter(p);
	switch (t.kind) {
	case T_LOCAL:
		ty = named_type(p, &t);
		next(p);
		break;
	case T_LBRACE: {
		next(p);
		ty = parse_struct_body(p, 0, NULL);
		break;
	}
	case T_LSQUARE: {
		uint64_t n;
		tyid elem;
		token et;
		next(p);
		n = parse_uint(p, "number of elements in array type");
		expect_word(p, "x");
		et = p->tok;
		elem = parse_type(p, 0);
		if (!array_elem_ok(m, elem))
			perr(p, &et, "invalid array element type");
		expect(p, T_RSQUARE, "']' at end of array");
		ty = type_seq(m, TY_ARRAY, n, elem, 0);
		break;
	}
	case T_LESS: {
		uint64_t n;
		int scalable = 0;
		tyid elem;
		token et;
		const char *close;
		if (vector_type_cached(p, &ty, &close))
			break;
		next(p);
		if (p->tok.kind == T_LBRACE) {
			next(p);
			ty = parse_struct_body(p, 1, NULL);
			expect(p, T_GREATER, "'>' at end of packed struct");
			break;
		}
		if (accept_word(p, "vscale")) {
			expect_word(p, "x");
			scalable = 1;
		}
		et = p->tok;
		n = parse_uint(p, "number of elements in vector type");
		if (n == 0)
			perr(p, &et, "zero element vector is illegal");
		if (n > UINT32_MAX)
			perr(p, &et, "size too large for vector");
		expect_word(p, "x");
		et = p->tok;
		elem = parse_type(p, 0);
		{
			int k = m->types[elem].kind;
			if (!(k == TY_INT || kind_is_fp(k) || k == TY_PTR) &&
			    !(k == TY_TARGET &&
			      (layout_target_props(m, elem) & TT_VECTOR_ELT)))
				perr(p, &et, "invalid vector element type");
		}
		expect(p, T_GREATER, "'>' at end of vector type");
		ty = type_seq(m, TY_VECTOR, n, elem, scalable);
		vector_type_remember(p, t.pos, close, ty);
		break;
	}
	case T_WORD: {
		const char *s = t.text;
		size_t n = t.len;
#define W(str) (n == sizeof(str) - 1 && memcmp(s, str, sizeof(str) - 1) == 0)
		if (n == 3 && memcmp(s, "ptr", 3) == 0) {
			uint32_t as = 0;
			next(p);
			if (p->tok.kind == T_WORD && is_word(p, "addrspace")) {
				next(p);
				as = parse_addrspace(p);
			}
			ty = as ? type_ptr(m, as) : m->t_ptr;
		} else if (s[0] == 'i' && n > 1 && s[1] >= '0' && s[1] <= '9') {
			uint64_t bits = 0;
			size_t i;
			for (i = 1; i < n; i++) {
				if (s[i] < '0' || s[i] > '9')
					perr(p, &t, "expected type");
				bits = bits * 10 + (unsigned)(s[i] - '0');
				if (bits > (1u << 24))
					break;
			}
			if (bits == 0 || bits > p->ctx->limits.max_int_bits)
				perr(p, &t, "bitwidth for integer type out of range");
			ty = bits == 32 ? m->t_i32 : bits == 64 ? m->t_i64
			     : bits == 1 ? m->t_i1 : bits == 8 ? m->t_i8
			     : type_int(m, (unsigned)bits);
			next(p);
		} else if (W("void")) {
			ty = m->t_void;
			next(p);
		} else if (W("half")) {
			ty = parser_simple_type(p, TY_HALF);
			next(p);
		} else if (W("bfloat")) {
			ty = parser_simple_type(p, TY_BFLOAT);
			next(p);
		} else if (W("float")) {
			ty = parser_simple_type(p, TY_FLOAT);
			next(p);
		} else if (W("double")) {
			ty = parser_simple_type(p, TY_DOUBLE);
			next(p);
		} else if (W("x86_fp80")) {
			ty = parser_simple_type(p, TY_X86_FP80);
			next(p);
		} else if (W("fp128")) {
			ty = parser_simple_type(p, TY_FP128);
			next(p);
		} else if (W("ppc_fp128")) {
			ty = parser_simple_type(p, TY_PPC_FP128);
			next(p);
		} else if (W("x86_amx")) {
			ty = parser_simple_type(p, TY_X86_AMX);
			next(p);
		} else if (W("label")) {
			ty = m->t_label;
			next(p);
		} else if (W("metadata")) {
			ty = m->t_metadata;
			next(p);
		} else if (W("token")) {
			ty = m->t_token;
			next(p);
		} else if (W("ptr")) {
			uint32_t as = 0;
			next(p);
			if (accept_word(p, "addrspace"))
				as = parse_addrspace(p);
			ty = type_ptr(m, as);
		} else if (W("target")) {
			type tt;
			vec *subs = &p->scratch_tys;
			size_t base = subs->len, ibase = p->scratch_u32.len;
			next(p);
			expect(p, T_LPAREN, "'(' in target extension type");
			if (p->tok.kind != T_STRING)
				perr(p, &p->tok, "expected type name");
			memset(&tt, 0, sizeof tt);
			tt.kind = TY_TARGET;
			tt.name = string_sym(p, &p->tok);
			next(p);
			while (accept(p, T_COMMA)) {
				if (p->tok.kind == T_INT) {
					uint32_t v = parse_u32(p, "integer parameter");
					vec_reserve(&p->scratch_u32, p->al, &p->fail, 1);
					VEC_AT(&p->scratch_u32, uint32_t,
					       p->scratch_u32.len++) = v;
				} else {
					tyid st;
					if (p->scratch_u32.len > ibase)
						perr(p, &p->tok, "expected uint32 param");
					st = parse_type(p, 1);
					vec_reserve(subs, p->al, &p->fail, 1);
					VEC_AT(subs, tyid, subs->len++) = st;
				}
			}
			expect(p, T_RPAREN, "')' in target extension type");
			check_target_params(p, &tt, subs->len - base,
					    p->scratch_u32.len - ibase);
			tt.nsub = (uint32_t)(subs->len - base);
			tt.sub = VEC_PTR(subs, tyid, base);
			tt.nints = (uint32_t)(p->scratch_u32.len - ibase);
			tt.ints = VEC_PTR(&p->scratch_u32, uint32_t, ibase);
			ty = type_intern(m, &tt);
			subs->len = base;
			p->scratch_u32.len = ibase;
		} else if (W("opaque")) {
			perr(p, &t, "'opaque' is only valid in a type definition");
		} else {
			perr(p, &t, "expected type");
		}
#undef W
		break;
	}
	default:
		perr(p, &t, "expected type");
	}
	/* suffixes; "ptr addrspace(N)" was read with its base */
	ty = type_suffixes(p, ty, t.kind == T_WORD && t.len == 3 &&
				       memcmp(t.text, "ptr", 3) == 0);
	if (!allow_void && m->types[ty].kind == TY_VOID)
		perr(p, &t, "void type only allowed for function results");
	p->depth--;
	return ty;
}

/* A pointer to ty, about to be made at the current token, is refused as
 * LLParser refuses it (void_words: its words for void, which differ
 * between '*' and 'addrspace'). */
static void refuse_pointee(parser *p, tyid ty, const char *void_words)
{
	int k = p->m->types[ty].kind;
	if (k == TY_LABEL)
		perr(p, &p->tok, "basic block pointers are invalid");
	if (k == TY_VOID)
		perr(p, &p->tok, "%s", void_words);
	if (k == TY_METADATA || k == TY_TOKEN || k == TY_X86_AMX)
		perr(p, &p->tok, "pointer to this type is invalid");
}

/* The suffixes of a type ty just read: '*', 'addrspace(N) *' (not after a
 * bare ptr), and a function type's parameters. */
static tyid type_suffixes(parser *p, tyid ty, int bare_ptr)
{
	cv_module *m = p->m;
	for (;;) {
		/* after ptr and its address space: a '*' is refused, a '('
		 * makes it a function's result, anything else ends it */
		if (bare_ptr && p->tok.kind == T_STAR)
			perr(p, &p->tok, "ptr* is invalid - use ptr instead");
		if (bare_ptr && p->tok.kind != T_LPAREN)
			break;
		if (p->tok.kind == T_STAR) {
			refuse_pointee(p, ty, "pointers to void are invalid - "
					      "use i8* instead");
			next(p);
			ty = type_ptr(m, 0);
			bare_ptr = 0;
		} else if (is_word(p, "addrspace") && !bare_ptr) {
			/* the same refusals as before a '*' (LLVM's words
			 * differ by a semicolon for void) */
			uint32_t as;
			refuse_pointee(p, ty, "pointers to void are invalid; "
					      "use i8* instead");
			next(p);
			as = parse_addrspace(p);
			expect(p, T_STAR, "'*' in address space");
			ty = type_ptr(m, as);
			bare_ptr = 0;
		} else if (p->tok.kind == T_LPAREN) {
			/* function type */
			type ft;
			vec *subs = &p->scratch_tys;
			size_t base = subs->len;
			int vararg = 0;
			int rk = m->types[ty].kind;
			if (rk == TY_LABEL || rk == TY_METADATA || rk == TY_FUNC)
				perr(p, &p->tok, "invalid function return type");
			next(p);
			vec_reserve(subs, p->al, &p->fail, 1);
			VEC_AT(subs, tyid, subs->len++) = ty;
			if (p->tok.kind != T_RPAREN) {
				for (;;) {
					tyid at;
					token pt = p->tok;
					if (accept(p, T_DOTDOTDOT)) {
						vararg = 1;
						break;
					}
					at = parse_type(p, 0);
					if (!valid_arg_type(m, at))
						perr(p, &pt, "invalid type for function argument");
					/* attributes are not allowed here;
					 * old names may follow: skip %name */
					if (p->tok.kind == T_LOCAL)
						next(p);
					vec_reserve(subs, p->al, &p->fail, 1);
					VEC_AT(subs, tyid, subs->len++) = at;
					if (!accept(p, T_COMMA))
						break;
				}
			}
			expect(p, T_RPAREN, "')' at end of argument list");
			memset(&ft, 0, sizeof ft);
			ft.kind = TY_FUNC;
			ft.flags = vararg ? TYF_VARARG : 0;
			ft.nsub = (uint32_t)(subs->len - base);
			ft.sub = VEC_PTR(subs, tyid, base);
			ty = type_intern(m, &ft);
			subs->len = base;
			bare_ptr = 0;
		} else {
			break;
		}
	}
	return ty;
}

#define KEY2(a, b) ((uint64_t)(a) | (uint64_t)(b) << 8)
#define KEY3(a, b, c) (KEY2(a, b) | (uint64_t)(c) << 16)
#define KEY4(a, b, c, d) (KEY3(a, b, c) | (uint64_t)(d) << 24)
#define KEY5(a, b, c, d, e) (KEY4(a, b, c, d) | (uint64_t)(e) << 32)
#define KEY6(a, b, c, d, e, f) (KEY5(a, b, c, d, e) | (uint64_t)(f) << 40)

/* The type a word names by itself, for the words a body writes most
 * (i1 to i64, ptr, half, float, double); 0 for any other word, or where
 * the limits would refuse it (parse_type_full then says so). */
static tyid common_word_type(parser *p, const token *t)
{
	cv_module *m = p->m;
	unsigned bits;
	if (t->len > 6)
		return 0;
	switch (lex_short_key(t->text, t->len)) {
	case KEY3('i', '3', '2'): bits = 32; break;
	case KEY3('p', 't', 'r'): return m->t_ptr;
	case KEY2('i', '8'): bits = 8; break;
	case KEY2('i', '1'): bits = 1; break;
	case KEY3('i', '6', '4'): bits = 64; break;
	case KEY3('i', '1', '6'):
		bits = 16;
		break;
	case KEY6('d', 'o', 'u', 'b', 'l', 'e'):
		return parser_simple_type(p, TY_DOUBLE);
	case KEY5('f', 'l', 'o', 'a', 't'):
		return parser_simple_type(p, TY_FLOAT);
	case KEY4('h', 'a', 'l', 'f'):
		return parser_simple_type(p, TY_HALF);
	case KEY5('l', 'a', 'b', 'e', 'l'): /* a branch's targets */
		return m->t_label;
	default:
		return 0;
	}
	if (bits > p->ctx->limits.max_int_bits)
		return 0;
	return bits == 32 ? m->t_i32 : bits == 64 ? m->t_i64
	       : bits == 1 ? m->t_i1 : bits == 8 ? m->t_i8
	       : type_int(m, bits);
}

/* Type: the common words, and vector types seen before, read at once
 * (none can be void); anything else, or a type with suffixes, as
 * parse_type_full reads it. */
tyid parse_type(parser *p, int allow_void)
{
	tyid ty = 0;
	int bare_ptr = 0;
	if (p->depth >= p->ctx->limits.max_nesting)
		return parse_type_full(p, allow_void);
	if (p->tok.kind == T_WORD) {
		ty = common_word_type(p, &p->tok);
		if (!ty)
			return parse_type_full(p, allow_void);
		bare_ptr = ty == p->m->t_ptr;
		next(p);
		if (bare_ptr && p->tok.kind == T_WORD &&
		    is_word(p, "addrspace")) {
			uint32_t as;
			next(p);
			as = parse_addrspace(p);
			ty = as ? type_ptr(p->m, as) : p->m->t_ptr;
		}
	} else if (p->tok.kind == T_LESS) {
		const char *close;
		if (!vector_type_cached(p, &ty, &close))
			return parse_type_full(p, allow_void);
	} else {
		return parse_type_full(p, allow_void);
	}
	if (p->tok.kind == T_STAR || p->tok.kind == T_LPAREN ||
	    (p->tok.kind == T_WORD && !bare_ptr)) {
		p->depth++; /* as parse_type_full counts it */
		ty = type_suffixes(p, ty, bare_ptr);
		p->depth--;
	}
	return ty;
}

/* StructBody ::= '{' [Type (',' Type)*] '}'   ('{' already consumed) */
static tyid parse_struct_body(parser *p, int packed, vec *unused)
{
	cv_module *m = p->m;
	vec *subs = &p->scratch_tys;
	size_t base = subs->len;
	type st;
	tyid ty;
	(void)unused;
	if (p->tok.kind != T_RBRACE) {
		for (;;) {
			token et = p->tok;
			tyid e = parse_type(p, 0);
			if (!struct_elem_ok(m, e))
				perr(p, &et, "invalid element type for struct");
			vec_reserve(subs, p->al, &p->fail, 1);
			VEC_AT(subs, tyid, subs->len++) = e;
			if (!accept(p, T_COMMA))
				break;
		}
	}
	expect(p, T_RBRACE, "'}' at end of struct");
	memset(&st, 0, sizeof st);
	st.kind = TY_STRUCT;
	st.flags = packed ? TYF_PACKED : 0;
	st.nsub = (uint32_t)(subs->len - base);
	st.sub = VEC_PTR(subs, tyid, base);
	ty = type_intern(m, &st);
	subs->len = base;
	return ty;
}

static uint32_t num_of_tok(const token *t)
{
	uint32_t n = 0;
	size_t i;
	for (i = 0; i < t->len && n < (1u << 24); i++)
		n = n * 10 + (uint32_t)(t->text[i] - '0');
	return n;
}

/* Is the token after the current one a '{'? */
static int peek_is_lbrace(parser *p)
{
	return peek_kind(p) == T_LBRACE;
}

/* TypeDef ::= LocalVar '=' 'type' (Type | 'opaque') */
static void parse_type_def(parser *p)
{
	cv_module *m = p->m;
	token name = p->tok;
	tyid id, body;
	type *nt;
	next(p);
	expect(p, T_EQ, "'=' after name");
	expect_word(p, "type");
	/* %a = type <non-struct type> names a literal type: no struct */
	if (!is_word(p, "opaque") && p->tok.kind != T_LBRACE &&
	    !(p->tok.kind == T_LESS && peek_is_lbrace(p))) {
		uint32_t prev;
		int seen = name.numbered
				   ? u32map_get(&p->type_nums, num_of_tok(&name), &prev)
				   : u32map_get(&p->type_names, intern_name(p, &name), &prev);
		body = parse_type(p, 0);
		if (seen)
			perr(p, &name, "redefinition of type");
		if (name.numbered)
			u32map_put(&p->type_nums, p->al, &p->fail,
				   num_of_tok(&name), body);
		else
			u32map_put(&p->type_names, p->al, &p->fail,
				   intern_name(p, &name), body);
		return;
	}
	id = named_type(p, &name);
	nt = &m->types[id];
	if (nt->flags & TYF_DEFINED)
		perr(p, &name, "redefinition of type");
	if (accept_word(p, "opaque")) {
		nt->flags |= TYF_DEFINED | TYF_OPAQUE;
	} else {
		token bt = p->tok;
		int packed = 0;
		if (p->tok.kind == T_LESS) {
			next(p);
			if (p->tok.kind != T_LBRACE) {
				/* a vector type as the body is not a struct */
				perr(p, &bt, "expected '{' in packed struct");
			}
			packed = 1;
			next(p);
			body = parse_struct_body(p, 1, NULL);
			expect(p, T_GREATER, "'>' at end of packed struct");
		} else if (p->tok.kind == T_LBRACE) {
			next(p);
			body = parse_struct_body(p, 0, NULL);
		} else {
			/* %a = type i32 is an alias for a literal type */
			body = parse_type(p, 0);
			if (name.numbered) {
				u32map_put(&p->type_nums, p->al, &p->fail,
					   (uint32_t)m->types[id].n, body);
			} else {
				u32map_put(&p->type_names, p->al, &p->fail,
					   intern_name(p, &name), body);
			}
			return;
		}
		nt = &m->types[id];
		nt->flags |= TYF_DEFINED | (packed ? TYF_PACKED : 0);
		nt->nsub = m->types[body].nsub;
		nt->sub = m->types[body].sub;
		if (struct_contains(p, id, id)) {
			int n;
			const char *txt = name_text(p, &name, &n);
			perr(p, &p->tok, "identified structure type '%.*s' is "
			     "recursive", n, txt);
		}
	}
	if (m->nnamed_types % 64 == 0) {
		tyid *nn = arena_alloc(&m->arena,
				       (m->nnamed_types + 64) * sizeof *nn);
		if (m->nnamed_types)
			memcpy(nn, m->named_types, m->nnamed_types * sizeof *nn);
		m->named_types = nn;
	}
	m->named_types[m->nnamed_types++] = id;
}

/* ---- constants --------------------------------------------------------- */

/* Adds a constant.  Scalars and the simple aggregates (undef, poison,
 * zeroinitializer, null, none, integers up to 64 bits) are shared: a
 * module repeats them many times. */
/* A constant's key in the cache of shared constants: every one LLVM
 * uniques whose identity is in its kind, type and one or two words (the
 * scalars, floating-point ones, splats of one value); 0 for the others. */
static int const_key(const cv_module *m, const constant *c, uint64_t k[2])
{
	switch (c->kind) {
	case C_UNDEF: case C_POISON: case C_ZERO: case C_NULL: case C_NONE:
		k[0] = k[1] = 0;
		return 1;
	case C_INT:
		if (m->types[c->type].n > 64)
			return 0;
		k[0] = c->v.u;
		k[1] = 0;
		return 1;
	case C_FP: /* two words, the second zero but for 128-bit types */
		k[0] = c->v.words[0];
		k[1] = c->v.words[1];
		return 1;
	case C_SPLAT:
		k[0] = c->v.ops[0];
		k[1] = 0;
		return c->n == 1;
	default:
		return 0;
	}
}

/* The constant c, shared with an equal one made before where it has a
 * key (const_key): libclc's math has 198k floating-point constants of
 * which few differ.  Its words and operands must not change after. */
/* module_add_const of a floating-point constant whose two words are the
 * caller's (on its stack): the module's copy of them is made only for a
 * constant that is new. */
static uint32_t add_const_fp_words(parser *p, const constant *c)
{
	constant k = *c;
	k.v.words = arena_dup(p->fa, c->v.words, 2 * sizeof(uint64_t));
	return module_add_const(p->m, &k);
}

/* The constant c, shared with an equal one made before where it has a
 * key; a C_FP's words may be the caller's (words_held: copied if new). */
static ref const_ref_held(parser *p, const constant *c, int words_held)
{
	cv_module *m = p->m;
	uint64_t key[2], ok[2];
	uint32_t h, idx;
	if (!const_key(m, c, key))
		return REF(REF_CONST, words_held ? add_const_fp_words(p, c)
						 : module_add_const(m, c));
	h = (uint32_t)c->kind * 0x9e3779b1u ^ c->type * 0x85ebca6bu;
	h ^= (uint32_t)key[0] * 0xc2b2ae35u ^ (uint32_t)(key[0] >> 32) ^
	     (uint32_t)key[1] * 0x27d4eb2fu ^ (uint32_t)(key[1] >> 32);
	h &= 0x7fffffffu;
	if (u32map_get(&p->const_cache, h, &idx)) {
		const constant *o = &m->consts[idx];
		/* (an entry of an earlier batch's may name a constant
		 * gone, or another one made since at its index) */
		if (idx < m->nconsts && o->kind == c->kind &&
		    o->type == c->type && const_key(m, o, ok) &&
		    ok[0] == key[0] && ok[1] == key[1])
			return REF(REF_CONST, idx);
		/* another constant of this hash: the first keeps the entry,
		 * but for one of a batch's, which this one replaces */
		if (idx < p->const_mark)
			return REF(REF_CONST, words_held
						      ? add_const_fp_words(p, c)
						      : module_add_const(m, c));
	}
	idx = words_held ? add_const_fp_words(p, c) : module_add_const(m, c);
	u32map_put(&p->const_cache, p->al, &p->fail, h, idx);
	return REF(REF_CONST, idx);
}

ref const_ref(parser *p, const constant *c)
{
	return const_ref_held(p, c, 0);
}

ref make_int_const(parser *p, tyid ty, uint64_t v)
{
	constant c;
	memset(&c, 0, sizeof c);
	c.kind = C_INT;
	c.type = ty;
	c.v.u = v;
	return const_ref(p, &c);
}

static ref simple_const(parser *p, int kind, tyid ty)
{
	constant c;
	memset(&c, 0, sizeof c);
	c.kind = (uint8_t)kind;
	c.type = ty;
	return const_ref(p, &c);
}

/* The null value of a type, in the form LLVM keeps it: 0 for integers,
 * +0.0 for floats, null for pointers, zeroinitializer for aggregates. */
static ref zero_of(parser *p, tyid ty)
{
	const type *T = &p->m->types[ty];
	constant c;
	if (T->kind == TY_INT && T->n <= 64)
		return make_int_const(p, ty, 0);
	if (T->kind == TY_PTR)
		return simple_const(p, C_NULL, ty);
	if (T->kind == TY_TOKEN)
		return simple_const(p, C_NONE, ty);
	if (T->kind >= TY_HALF && T->kind <= TY_PPC_FP128) {
		memset(&c, 0, sizeof c);
		c.kind = C_FP;
		c.type = ty;
		c.v.words = arena_zalloc(p->fa, 2 * sizeof(uint64_t));
		return const_ref(p, &c);
	}
	if (T->kind == TY_INT) {
		memset(&c, 0, sizeof c);
		c.kind = C_INT;
		c.type = ty;
		c.v.words = arena_zalloc(p->fa, ((T->n + 63) / 64) * sizeof(uint64_t));
		return const_ref(p, &c);
	}
	return simple_const(p, C_ZERO, ty);
}

static int numlit_kind(int tk)
{
	switch (tk) {
	case TY_HALF: return NUMLIT_HALF;
	case TY_BFLOAT: return NUMLIT_BFLOAT;
	case TY_FLOAT: return NUMLIT_FLOAT;
	case TY_DOUBLE: return NUMLIT_DOUBLE;
	case TY_X86_FP80: return NUMLIT_X86_FP80;
	case TY_FP128: return NUMLIT_FP128;
	default: return NUMLIT_PPC_FP128;
	}
}

/* Is constant r the null value of its type (LLVM isNullValue)? */
int const_is_null_value(const cv_module *m, ref r)
{
	const constant *c;
	uint32_t i;
	if (REF_KIND(r) != REF_CONST)
		return 0;
	c = &m->consts[REF_IDX(r)];
	switch (c->kind) {
	case C_INT: {
		unsigned bits = (unsigned)m->types[c->type].n;
		if (bits <= 64)
			return c->v.u == 0;
		for (i = 0; i < (bits + 63) / 64; i++)
			if (c->v.words[i])
				return 0;
		return 1;
	}
	case C_FP:
		return c->v.words[0] == 0 && c->v.words[1] == 0;
	case C_NULL: case C_NONE: case C_ZERO:
		return 1;
	default:
		return 0;
	}
}

static int const_kind_is(const cv_module *m, ref r, int kind)
{
	return REF_KIND(r) == REF_CONST && m->consts[REF_IDX(r)].kind == kind;
}

/* Builds an aggregate the way LLVM's constant factories do: all-null
 * becomes zeroinitializer, all-undef undef, all-poison poison; undef and
 * poison mixed stay an aggregate (poison is not undef). */
static ref make_aggregate(parser *p, int kind, tyid ty, const ref *ops,
			  uint32_t n)
{
	cv_module *m = p->m;
	uint32_t i, nnull = 0, nundef = 0, npoison = 0;
	constant c;
	for (i = 0; i < n; i++) {
		if (const_is_null_value(m, ops[i]))
			nnull++;
		else if (const_kind_is(m, ops[i], C_POISON))
			npoison++;
		else if (const_kind_is(m, ops[i], C_UNDEF))
			nundef++;
	}
	if (n == 0 && kind == C_ARRAY)
		return simple_const(p, C_POISON, ty);
	if (nnull == n)
		return simple_const(p, C_ZERO, ty);
	if (npoison == n)
		return simple_const(p, C_POISON, ty);
	if (nundef == n)
		return simple_const(p, C_UNDEF, ty);
	memset(&c, 0, sizeof c);
	c.kind = (uint8_t)kind;
	c.type = ty;
	c.n = n;
	c.v.ops = arena_dup(p->fa, ops, n * sizeof *ops);
	return const_ref(p, &c);
}

static ref parse_int_literal(parser *p, tyid ty, const token *t)
{
	cv_module *m = p->m;
	unsigned bits = (unsigned)m->types[ty].n;
	constant c;
	/* 0 to 99 in a type of 8 to 64 bits (most of a body's integers)
	 * from a small table a type, before the hashing of const_ref */
	if (bits >= 8 && bits <= 64 && t->len <= 2 && t->text[0] >= '0' &&
	    t->text[0] <= '9' &&
	    (t->len == 1 || (t->text[1] >= '0' && t->text[1] <= '9'))) {
		unsigned v = (unsigned)(t->text[0] - '0');
		struct small_ints *si = &p->small_ints[ty % SMALL_INT_TYPES];
		if (t->len == 2)
			v = v * 10 + (unsigned)(t->text[1] - '0');
		if (si->type != ty + 1) {
			memset(si, 0, sizeof *si);
			si->type = ty + 1;
		}
		if (!si->r[v])
			si->r[v] = make_int_const(p, ty, v);
		return si->r[v];
	}
	memset(&c, 0, sizeof c);
	c.kind = C_INT;
	c.type = ty;
	if (bits <= 64) {
		uint64_t w = 0;
		if (numlit_int_parse(t->text, t->len, bits, &w) != 0)
			perr(p, t, "integer constant must have integer type");
		c.v.u = w;
	} else {
		uint32_t nw = (bits + 63) / 64;
		c.v.words = arena_zalloc(p->fa, nw * sizeof(uint64_t));
		if (numlit_int_parse(t->text, t->len, bits, c.v.words) != 0)
			perr(p, t, "integer constant must have integer type");
	}
	return const_ref(p, &c);
}

static void push_ref(parser *p, vec *v, ref r)
{
	vec_reserve(v, p->al, &p->fail, 1);
	VEC_AT(v, ref, v->len++) = r;
}

static ref global_ref(parser *p, const token *t, tyid ty);
static uint32_t new_global(parser *p, int kind, sym name, int numbered,
			   const token *at);
static attrset attrs_from_text(parser *p, const char *text, size_t len,
			       int where);

static uint64_t width_mask(const cv_module *m, tyid t)
{
	unsigned w = (unsigned)m->types[t].n;
	return w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1;
}

/* An integer constant of at most 64 bits, or NULL. */
static const constant *small_int(const cv_module *m, ref r)
{
	const constant *k;
	if (REF_KIND(r) != REF_CONST)
		return NULL;
	k = &m->consts[REF_IDX(r)];
	if (k->kind != C_INT || m->types[k->type].n > 64)
		return NULL;
	return k;
}

static tyid value_type_of(parser *p, ref r)
{
	cv_module *m = p->m;
	if (REF_KIND(r) == REF_CONST)
		return m->consts[REF_IDX(r)].type;
	if (REF_KIND(r) == REF_GLOBAL)
		return type_ptr(m, m->globals[REF_IDX(r)].addrspace);
	return m->t_void;
}

static ref zero_of(parser *p, tyid ty);
static ref fold_scalar_to_vector(parser *p, ref v, tyid from, tyid to);

/* Folds a cast of a constant the way LLVM's constant folder does for the
 * simple cases: null stays null (except addrspacecast), integer
 * conversions, same-width bitcasts, poison and undef, and
 * trunc (ptrtoint X) to a narrower ptrtoint.  REF_NULL if not folded. */
static ref fold_cast(parser *p, int op, ref v, tyid to)
{
	cv_module *m = p->m;
	const constant *k;
	const type *T = &m->types[to];
	if (REF_KIND(v) != REF_CONST)
		return REF_NULL;
	k = &m->consts[REF_IDX(v)];
	if (k->kind == C_POISON)
		return simple_const(p, C_POISON, to);
	if (k->kind == C_UNDEF)
		return (op == OP_ZEXT || op == OP_SEXT) ? zero_of(p, to)
							 : simple_const(p, C_UNDEF, to);
	if (op != OP_ADDRSPACECAST && const_is_null_value(m, v) &&
	    T->kind != TY_X86_AMX)
		return zero_of(p, to);
	if (k->kind == C_INT && m->types[k->type].n <= 64 && T->kind == TY_INT &&
	    T->n <= 64) {
		unsigned fw = (unsigned)m->types[k->type].n;
		uint64_t x = k->v.u;
		if (op == OP_TRUNC || op == OP_ZEXT)
			return make_int_const(p, to, x & width_mask(m, to));
		if (op == OP_SEXT) {
			if (fw < 64 && ((x >> (fw - 1)) & 1))
				x |= ~(uint64_t)0 << fw;
			return make_int_const(p, to, x & width_mask(m, to));
		}
	}
	if (op == OP_BITCAST && k->kind == C_INT && m->types[k->type].n <= 64 &&
	    ((T->kind == TY_FLOAT && m->types[k->type].n == 32) ||
	     (T->kind == TY_DOUBLE && m->types[k->type].n == 64) ||
	     ((T->kind == TY_HALF || T->kind == TY_BFLOAT) &&
	      m->types[k->type].n == 16))) {
		constant c;
		memset(&c, 0, sizeof c);
		c.kind = C_FP;
		c.type = to;
		c.v.words = arena_zalloc(p->fa, 2 * sizeof(uint64_t));
		c.v.words[0] = k->v.u;
		return const_ref(p, &c);
	}
	if (op == OP_BITCAST && k->kind == C_FP && T->kind == TY_INT &&
	    T->n <= 64 && T->n == layout_store_size(m, k->type) * 8)
		return make_int_const(p, to, k->v.words[0] & width_mask(m, to));
	if (op == OP_BITCAST && k->type == to)
		return v;
	if (op == OP_TRUNC && k->kind == C_EXPR && k->op == OP_PTRTOINT &&
	    T->kind == TY_INT) {
		constant c = *k;
		c.type = to;
		return const_ref(p, &c);
	}
	if (op == OP_BITCAST && T->kind == TY_VECTOR &&
	    !(T->flags & TYF_SCALABLE) && (k->kind == C_INT || k->kind == C_FP))
		return fold_scalar_to_vector(p, v, k->type, to);
	return REF_NULL;
}

static ref splat_const(parser *p, tyid ty, ref e)
{
	constant c;
	memset(&c, 0, sizeof c);
	c.kind = C_SPLAT;
	c.type = ty;
	c.n = 1;
	c.v.ops = arena_dup(p->fa, &e, sizeof e);
	return const_ref(p, &c);
}

/* A bitcast of a scalar integer or float constant v (of type from) to a
 * vector type is, as LLVM folds it, a bitcast of the scalar's
 * one-element vector (printed as a splat), folded again: to that vector
 * type itself, or element by element when the target has one element
 * too; otherwise it stays a bitcast, of the splat. */
static ref fold_scalar_to_vector(parser *p, ref v, tyid from, tyid to)
{
	cv_module *m = p->m;
	tyid one = type_seq(m, TY_VECTOR, 1, from, 0);
	ref s = splat_const(p, one, v), e;
	constant c;
	if (one == to)
		return s;
	if (m->types[to].n == 1) {
		e = fold_cast(p, OP_BITCAST, v, m->types[to].sub[0]);
		if (e != REF_NULL)
			return splat_const(p, to, e);
	}
	memset(&c, 0, sizeof c);
	c.kind = C_EXPR;
	c.op = OP_BITCAST;
	c.type = to;
	c.n = 1;
	c.v.ops = arena_dup(p->fa, &s, sizeof s);
	return const_ref(p, &c);
}

/* convertValIDToValue's check of a constant expression against the type
 * its context expects, at the expression's keyword. */
static void ce_expect_type(parser *p, const token *kw, tyid got, tyid want)
{
	char a[256], b[256];
	if (got == want)
		return;
	print_type_to(p->m, got, a, sizeof a);
	print_type_to(p->m, want, b, sizeof b);
	perr(p, kw, "constant expression type mismatch: got type '%s' but "
		    "expected '%s'", a, b);
}

/* The keywords of the constant expressions LLVM has dropped: its reader
 * still knows them, to say so at the keyword. */
static const char *const gone_constexprs[] = {
	"extractvalue", "insertvalue", "udiv", "sdiv", "urem", "srem", "fadd",
	"fsub", "fmul", "fdiv", "frem", "and", "or", "lshr", "ashr", "shl",
	"mul", "fneg", "select", "zext", "sext", "fptrunc", "fpext", "uitofp",
	"sitofp", "fptoui", "fptosi", "icmp", "fcmp"
};

/* Reads the constants of a constant expression's operand list up to its
 * ')' (none if it closes at once; an inrange is left to the caller, who
 * finds no ')' there, as LLVM's parseGlobalValueVector leaves it), onto
 * v; returns how many. */
static uint32_t ce_operands(parser *p, vec *v)
{
	size_t base = v->len;
	int k = p->tok.kind;
	if (k == T_RBRACE || k == T_RSQUARE || k == T_GREATER || k == T_RPAREN)
		return 0;
	do {
		tyid t;
		if (is_word(p, "inrange"))
			break;
		push_ref(p, v, parse_typed_value(p, &t));
	} while (accept(p, T_COMMA));
	return (uint32_t)(v->len - base);
}

/* An inrange bound as LLVM keeps it: truncated to the index width w of
 * the base pointer, signed. */
static int64_t inrange_bound(int64_t x, unsigned w)
{
	uint64_t u = (uint64_t)x;
	if (w >= 64 || w == 0)
		return x;
	u &= ((uint64_t)1 << w) - 1;
	if (u >> (w - 1))
		u |= ~(uint64_t)0 << w;
	return (int64_t)u;
}

/* getelementptr's checks, in LLParser's order and all at the keyword:
 * a pointer (or vector of them) base, the inrange bounds in order,
 * integer indices whose vectors have one length (as LLVM reads them, a
 * scalable one by its minimum), a sized source type when indexed into, a
 * source type without a scalable part (isSupportedGetElementPtr), and
 * indices valid into it.  Returns the expression's type: the base's, or a
 * vector of it as long as the first vector index. */
static tyid ce_gep_check(parser *p, constant *c, const ref *ops,
			 const token *kw)
{
	cv_module *m = p->m;
	tyid bt, it, cur = c->ty2, vi = 0;
	uint64_t width;
	uint32_t k;
	bt = c->n ? value_type_of(p, ops[0]) : m->t_void;
	if (!c->n || m->types[type_scalar(m, bt)].kind != TY_PTR)
		perr(p, kw, "base of getelementptr must be a pointer");
	if (c->has_inrange) {
		unsigned w = layout_index_bits(m,
			(unsigned)m->types[type_scalar(m, bt)].n);
		c->inrange_lo = inrange_bound(c->inrange_lo, w);
		c->inrange_hi = inrange_bound(c->inrange_hi, w);
		if (c->inrange_lo >= c->inrange_hi)
			perr(p, kw, "expected end to be larger than start");
	}
	width = m->types[bt].kind == TY_VECTOR ? m->types[bt].n : 0;
	for (k = 1; k < c->n; k++) {
		it = value_type_of(p, ops[k]);
		if (!type_is_int_or_intvec(m, it))
			perr(p, kw, "getelementptr index must be an integer");
		if (m->types[it].kind == TY_VECTOR) {
			if (width && m->types[it].n != width)
				perr(p, kw, "getelementptr vector index has a "
					    "wrong number of elements");
			width = m->types[it].n;
			if (!vi)
				vi = it;
		}
	}
	if (c->n > 1 && !type_is_sized(m, c->ty2))
		perr(p, kw, "base element of getelementptr must be sized");
	if (type_is_scalable(m, c->ty2))
		perr(p, kw, "invalid base element for constant getelementptr");
	for (k = 2; k < c->n; k++)
		if (!gep_index_step(m, &cur, value_type_of(p, ops[k]), ops[k]))
			perr(p, kw, "invalid getelementptr indices");
	if (m->types[bt].kind == TY_VECTOR || !vi)
		return bt;
	return type_seq(m, TY_VECTOR, m->types[vi].n, bt,
			m->types[vi].flags & TYF_SCALABLE);
}

/* extractelement, insertelement and shufflevector: the number of
 * operands, then isValidOperands, at the keyword.  Returns the type. */
static tyid ce_vector_op_check(parser *p, int op, const ref *ops, uint32_t n,
			       const token *kw)
{
	cv_module *m = p->m;
	tyid t0, t1, t2;
	if (op == OP_EXTRACTELEMENT) {
		if (n != 2)
			perr(p, kw, "expected two operands to extractelement");
		t0 = value_type_of(p, ops[0]);
		t1 = value_type_of(p, ops[1]);
		if (m->types[t0].kind != TY_VECTOR || m->types[t1].kind != TY_INT)
			perr(p, kw, "invalid extractelement operands");
		return m->types[t0].sub[0];
	}
	if (n != 3)
		perr(p, kw, "expected three operands to %s", opcode_names[op]);
	t0 = value_type_of(p, ops[0]);
	t1 = value_type_of(p, ops[1]);
	t2 = value_type_of(p, ops[2]);
	if (op == OP_INSERTELEMENT) {
		if (m->types[t0].kind != TY_VECTOR || m->types[t0].sub[0] != t1 ||
		    m->types[t2].kind != TY_INT)
			perr(p, kw, "invalid insertelement operands");
		return t0;
	}
	if (!shuffle_operands_ok(m, t0, t1, t2, ops[2]))
		perr(p, kw, "invalid operands to shufflevector");
	return type_seq(m, TY_VECTOR, m->types[t2].n, m->types[t0].sub[0],
			m->types[t2].flags & TYF_SCALABLE);
}

/* Constant expressions (LangRef "Constant Expressions") of LLVM 22: each
 * read whole, then checked as LLParser's parseValID checks it (at the
 * keyword), then its type against the one expected. */
static ref parse_const_expr(parser *p, tyid ty, const token *kw)
{
	cv_module *m = p->m;
	constant c;
	const char *s = kw->text;
	size_t n = kw->len;
	int op = OP_NONE, i;
	memset(&c, 0, sizeof c);
	c.kind = C_EXPR;
	for (i = 0; i < (int)(sizeof gone_constexprs / sizeof *gone_constexprs); i++)
		if (strlen(gone_constexprs[i]) == n &&
		    memcmp(gone_constexprs[i], s, n) == 0)
			perr(p, kw, "%s constexprs are no longer supported",
			     gone_constexprs[i]);
	for (i = OP_TRUNC; i <= OP_ADDRSPACECAST; i++)
		if (strlen(opcode_names[i]) == n &&
		    memcmp(opcode_names[i], s, n) == 0)
			op = i;
	if (op != OP_NONE) {
		tyid from, to;
		ref v;
		next(p);
		expect(p, T_LPAREN, "'(' after constantexpr cast");
		v = parse_typed_value(p, &from);
		if (!is_word(p, "to"))
			perr(p, &p->tok, "expected 'to' in constantexpr cast");
		next(p);
		to = parse_type(p, 0);
		expect(p, T_RPAREN, "')' at end of constantexpr cast");
		c.op = (uint16_t)op;
		c.type = to;
		c.n = 1;
		c.v.ops = arena_dup(p->fa, &v, sizeof v);
		if (!cast_is_valid(m, op, from, to)) {
			char a[256], b[256];
			print_type_to(m, from, a, sizeof a);
			print_type_to(m, to, b, sizeof b);
			perr(p, kw, "invalid cast opcode for cast from '%s' to '%s'",
			     a, b);
		}
		ce_expect_type(p, kw, to, ty);
		{
			ref f = fold_cast(p, op, v, to);
			if (f != REF_NULL)
				return f;
		}
		return const_ref(p, &c);
	}
	if ((n == 3 && (memcmp(s, "add", 3) == 0 || memcmp(s, "sub", 3) == 0 ||
			memcmp(s, "xor", 3) == 0))) {
		ref ops[2];
		tyid t1, t2;
		op = s[0] == 'a' ? OP_ADD : s[0] == 's' ? OP_SUB : OP_XOR;
		next(p);
		/* nuw, nsw, or both in either order, on add and sub only */
		if (op != OP_XOR) {
			if (accept_word(p, "nuw"))
				c.flags |= IF_NUW;
			if (accept_word(p, "nsw")) {
				c.flags |= IF_NSW;
				if (accept_word(p, "nuw"))
					c.flags |= IF_NUW;
			}
		}
		expect(p, T_LPAREN, "'(' in binary constantexpr");
		ops[0] = parse_typed_value(p, &t1);
		expect(p, T_COMMA, "comma in binary constantexpr");
		ops[1] = parse_typed_value(p, &t2);
		expect(p, T_RPAREN, "')' in binary constantexpr");
		if (t1 != t2)
			perr(p, kw, "operands of constexpr must have same type");
		if (!type_is_int_or_intvec(m, t1))
			perr(p, kw, "constexpr requires integer or integer vector "
				    "operands");
		ce_expect_type(p, kw, t1, ty);
		c.op = (uint16_t)op;
		c.type = t1;
		c.n = 2;
		c.v.ops = arena_dup(p->fa, ops, sizeof ops);
		{
			const constant *a = small_int(m, ops[0]), *b = small_int(m, ops[1]);
			if (a && b) {
				uint64_t r = op == OP_ADD ? a->v.u + b->v.u
					     : op == OP_SUB ? a->v.u - b->v.u
							    : a->v.u ^ b->v.u;
				return make_int_const(p, t1, r & width_mask(m, t1));
			}
		}
		return const_ref(p, &c);
	}
	if (n == 13 && memcmp(s, "getelementptr", 13) == 0) {
		vec *v = &p->scratch_refs;
		size_t base = v->len;
		tyid rt;
		next(p);
		for (;;) {
			if (accept_word(p, "inbounds"))
				c.flags |= IF_INBOUNDS;
			else if (accept_word(p, "nusw"))
				c.flags |= IF_NUSW;
			else if (accept_word(p, "nuw"))
				c.flags |= IF_NUW;
			else
				break;
		}
		/* one inrange, after the flags */
		if (accept_word(p, "inrange")) {
			expect(p, T_LPAREN, "'('");
			c.has_inrange = 1;
			c.inrange_lo = parse_i64_wrapped(p);
			expect(p, T_COMMA, "','");
			c.inrange_hi = parse_i64_wrapped(p);
			expect(p, T_RPAREN, "')'");
		}
		expect(p, T_LPAREN, "'(' in constantexpr");
		c.ty2 = parse_type(p, 0);
		expect(p, T_COMMA, "comma after getelementptr's type");
		c.n = ce_operands(p, v);
		expect(p, T_RPAREN, "')' in constantexpr");
		c.op = OP_GEP;
		rt = ce_gep_check(p, &c, VEC_PTR(v, ref, base), kw);
		ce_expect_type(p, kw, rt, ty);
		c.type = rt;
		{
			/* no indices, or all of them zero: the base pointer
			 * itself (when of the expression's type) */
			uint32_t k;
			int zero = c.n == 1 || !c.has_inrange;
			for (k = 1; k < c.n && zero; k++)
				if (!const_is_null_value(m, VEC_AT(v, ref, base + k)))
					zero = 0;
			if (zero && value_type_of(p, VEC_AT(v, ref, base)) == rt) {
				ref b = VEC_AT(v, ref, base);
				v->len = base;
				return b;
			}
		}
		c.v.ops = arena_dup(p->fa, VEC_PTR(v, ref, base),
				    c.n * sizeof(ref));
		v->len = base;
		return const_ref(p, &c);
	}
	if ((n == 14 && memcmp(s, "extractelement", 14) == 0) ||
	    (n == 13 && memcmp(s, "insertelement", 13) == 0) ||
	    (n == 13 && memcmp(s, "shufflevector", 13) == 0)) {
		vec *v = &p->scratch_refs;
		size_t base = v->len;
		tyid rt;
		op = s[0] == 'e' ? OP_EXTRACTELEMENT
		     : s[0] == 'i' ? OP_INSERTELEMENT : OP_SHUFFLEVECTOR;
		next(p);
		expect(p, T_LPAREN, "'(' in constantexpr");
		c.n = ce_operands(p, v);
		expect(p, T_RPAREN, "')' in constantexpr");
		rt = ce_vector_op_check(p, op, VEC_PTR(v, ref, base), c.n, kw);
		ce_expect_type(p, kw, rt, ty);
		c.op = (uint16_t)op;
		c.type = rt;
		c.v.ops = arena_dup(p->fa, VEC_PTR(v, ref, base),
				    c.n * sizeof(ref));
		v->len = base;
		return const_ref(p, &c);
	}
	perr(p, kw, "expected value token");
}

/* numlit_fp_parse through the parser's cache of literals by their text
 * and kind: a module writes the same few thousand constants over and
 * over (libclc nvptx: 67,000 literals, read at 800 instructions each),
 * and only a literal read without error is kept.  The text is copied
 * (the input behind the reading may be given back). */
static int fp_literal_bits(parser *p, int kind, const char *text, size_t len,
			   uint64_t bits[2])
{
	struct fpcache_ent *e;
	uint64_t h = 0xcbf29ce484222325ull ^ (uint64_t)kind;
	size_t i;
	int rc;
	if (len == 0 || len > FPCACHE_TEXT)
		return numlit_fp_parse((enum numlit_fp)kind, text, len, bits);
	if (!p->fpcache)
		p->fpcache = parser_table(p, ((size_t)1 << FPCACHE_BITS) *
						     sizeof *p->fpcache);
	for (i = 0; i < len; i++)
		h = (h ^ (unsigned char)text[i]) * 0x100000001b3ull;
	e = &p->fpcache[(h ^ h >> 29) & ((1u << FPCACHE_BITS) - 1)];
	if (e->len == len && e->kind == kind && memcmp(e->text, text, len) == 0) {
		bits[0] = e->bits[0];
		bits[1] = e->bits[1];
		return 0;
	}
	rc = numlit_fp_parse((enum numlit_fp)kind, text, len, bits);
	if (rc == 0) {
		e->len = (uint8_t)len;
		e->kind = (uint8_t)kind;
		memcpy(e->text, text, len);
		e->bits[0] = bits[0];
		e->bits[1] = bits[1];
	}
	return rc;
}

/* A floating-point literal (at t) of type ty. */
static ref parse_fp_literal(parser *p, tyid ty, const token *t)
{
	cv_module *m = p->m;
	const type *T = &m->types[ty];
	constant c;
	if (!kind_is_fp(T->kind))
		perr(p, t, "floating point constant invalid for type");
	uint64_t words[2] = {0, 0};
	memset(&c, 0, sizeof c);
	c.kind = C_FP;
	c.type = ty;
	/* on the stack: most literals are a constant made before (libclc
	 * writes 198k of 53k values), and only a new one is kept */
	c.v.words = words;
	if (fp_literal_bits(p, numlit_kind(T->kind), t->text, t->len,
			    words) != 0)
		perr(p, t, "floating point constant invalid for type");
	next(p);
	return const_ref_held(p, &c, 1);
}

/* c"..." (at t) of type ty, an [N x i8]. */
static ref parse_cstring_const(parser *p, tyid ty, const token *t)
{
	cv_module *m = p->m;
	const type *T = &m->types[ty];
	constant c;
	if (T->kind != TY_ARRAY ||
	    m->types[T->sub[0]].kind != TY_INT ||
	    m->types[T->sub[0]].n != 8)
		perr(p, t, "constant expression type mismatch: got type '[N x i8]'");
	unescape(p, t->text, t->len);
	if (p->strbuf.len != T->n)
		perr(p, t, "constant expression type mismatch");
	next(p);
	{
		size_t k;
		int allzero = 1;
		for (k = 0; k < p->strbuf.len; k++)
			if (VEC_AT(&p->strbuf, char, k))
				allzero = 0;
		if (allzero)
			return simple_const(p, C_ZERO, ty);
	}
	memset(&c, 0, sizeof c);
	c.kind = C_DATA;
	c.type = ty;
	c.n = (uint32_t)p->strbuf.len;
	c.v.bytes = arena_dup(p->fa, p->strbuf.data, p->strbuf.len);
	return const_ref(p, &c);
}

/* The checks of a struct, vector or array constant (at t, its first
 * element at first) of the k elements of types ets against ty. */
static void check_aggregate_const(parser *p, int kind, int packed, tyid ty,
				  const tyid *ets, uint32_t k, const token *t,
				  const token *first)
{
	cv_module *m = p->m;
	const type *T = &m->types[ty];
	uint32_t i;
	if (kind == C_STRUCT) {
		/* convertValIDToValue */
		if (!(T->kind == TY_STRUCT || T->kind == TY_NAMED))
			perr(p, t, "constant expression type mismatch");
		if (k != T->nsub)
			perr(p, t, "initializer with struct type has "
			     "wrong # elements");
		if (!!(T->flags & TYF_PACKED) != packed)
			perr(p, t, "packed'ness of initializer and type "
			     "don't match");
		for (i = 0; i < k; i++)
			if (ets[i] != T->sub[i])
				perr(p, t, "element %u of struct "
				     "initializer doesn't match struct "
				     "element type", i);
	} else if (k == 0) {
		if (kind == C_VECTOR)
			perr(p, t, "constant vector must not be empty");
		if (T->kind != TY_ARRAY || T->n != 0)
			perr(p, t, "invalid empty array initializer");
	} else {
		char a[256], b[256];
		const type *E = &m->types[ets[0]];
		if (kind == C_VECTOR && E->kind != TY_INT &&
		    E->kind != TY_PTR && !kind_is_fp(E->kind))
			perr(p, first, "vector elements must have "
			     "integer, pointer or floating point type");
		for (i = 1; i < k; i++)
			if (ets[i] != ets[0]) {
				print_type_to(m, ets[0], a, sizeof a);
				/* LLVM's text, without the closing
				 * quote */
				perr(p, first, "%s element #%u is not "
				     "of type '%s",
				     kind == C_VECTOR ? "vector"
						      : "array", i, a);
			}
		if (T->kind != (kind == C_VECTOR ? TY_VECTOR : TY_ARRAY) ||
		    T->n != k || T->sub[0] != ets[0] ||
		    (kind == C_VECTOR && (T->flags & TYF_SCALABLE))) {
			print_type_to(m, ets[0], a, sizeof a);
			print_type_to(m, ty, b, sizeof b);
			perr(p, t, "constant expression type mismatch: "
			     "got type '%s%u x %s%s' but expected '%s'",
			     kind == C_VECTOR ? "<" : "[", k, a,
			     kind == C_VECTOR ? ">" : "]", b);
		}
	}
}

/* { ... }, <{ ... }>, < ... > or [ ... ] (t, its first token) of type
 * ty; a vector literal read before is taken from the cache. */
static ref parse_aggregate_const(parser *p, tyid ty, const token *t)
{
	vec *v = &p->scratch_refs;
	size_t base = v->len;
	int kind, packed = 0;
	uint32_t k, vl = t->kind == T_LESS ? vlit_len(p) : 0;
	struct vlcache_ent *vc = NULL;
	const tyid *ets;
	token first;
	ref r;
	if (vl && (vc = vlcache_slot(p, t->pos, vl)) != NULL &&
	    vc->len && vc->ty == ty) {
		/* read before: the text skipped */
		if (p->piping == 1)
			p->tok.span = 0; /* the pipe is next */
		else
			p->lx.cur = t->pos + vl;
		next(p);
		return vc->r;
	}
	next(p);
	if (t->kind == T_LESS && p->tok.kind == T_LBRACE) {
		next(p);
		packed = 1;
	}
	kind = t->kind == T_LBRACE || packed ? C_STRUCT
	       : t->kind == T_LESS ? C_VECTOR : C_ARRAY;
	/* as LLVM's parseValID: the elements, constants all (their
	 * types their own), then the brackets, then the checks */
	first = p->tok;
	p->const_depth++;
	if (p->tok.kind != T_RBRACE && p->tok.kind != T_RSQUARE &&
	    p->tok.kind != T_GREATER && p->tok.kind != T_RPAREN) {
		do {
			tyid et;
			ref e;
			if (p->tok.kind == T_WORD && is_word(p, "inrange"))
				break;
			e = parse_typed_value(p, &et);
			push_ref(p, v, e);
			vec_reserve(&p->scratch_tys, p->al, &p->fail, 1);
			VEC_AT(&p->scratch_tys, tyid,
			       p->scratch_tys.len++) = et;
		} while (accept(p, T_COMMA));
	}
	p->const_depth--;
	k = (uint32_t)(v->len - base);
	ets = VEC_PTR(&p->scratch_tys, tyid, p->scratch_tys.len - k);
	if (kind == C_STRUCT && !packed) {
		expect(p, T_RBRACE, "end of struct constant");
	} else if (kind == C_STRUCT) {
		expect(p, T_RBRACE, "end of packed struct");
		expect(p, T_GREATER, "end of constant");
	} else {
		expect(p, kind == C_VECTOR ? T_GREATER : T_RSQUARE,
		       kind == C_VECTOR ? "end of constant"
					: "end of array constant");
	}
	check_aggregate_const(p, kind, packed, ty, ets, k, t, &first);
	p->scratch_tys.len -= k;
	r = make_aggregate(p, kind, ty, VEC_PTR(v, ref, base), k);
	v->len = base;
	if (vc && !vc->len && kind == C_VECTOR &&
	    p->vlcount < VLCACHE_SIZE / 4 * 3 &&
	    vltext_keep(p, t->pos, vl, &vc->off)) {
		vc->len = (uint16_t)vl;
		vc->r = r;
		vc->ty = ty;
		p->vlcount++;
		if (p->nvlslots < VLSLOTS)
			p->vlslots[p->nvlslots] = (uint16_t)(vc - p->vlcache);
		if (p->nvlslots <= VLSLOTS)
			p->nvlslots++;
	}
	return r;
}

/* splat (T v) (at t) of vector type ty. */
static ref parse_splat(parser *p, tyid ty, const token *t)
{
	cv_module *m = p->m;
	const type *T;
	tyid et;
	ref e;
	next(p);
	expect(p, T_LPAREN, "'(' after vector splat");
	p->const_depth++;
	e = parse_typed_value(p, &et);
	p->const_depth--;
	expect(p, T_RPAREN, "')' at end of vector splat");
	/* after the element: reading it may have interned a type and moved
	 * m->types */
	T = &m->types[ty];
	if (T->kind != TY_VECTOR)
		perr(p, t, "vector constant must have vector type");
	if (T->sub[0] != et) {
		char a[256], b[256];
		print_type_to(m, et, a, sizeof a);
		print_type_to(m, T->sub[0], b, sizeof b);
		perr(p, t, "constant expression type mismatch: got "
		     "type '%s' but expected '%s'", a, b);
	}
	if (const_is_null_value(m, e))
		return simple_const(p, C_ZERO, ty);
	else if (const_kind_is(m, e, C_POISON))
		return simple_const(p, C_POISON, ty);
	else if (const_kind_is(m, e, C_UNDEF))
		return simple_const(p, C_UNDEF, ty);
	else {
		constant c;
		memset(&c, 0, sizeof c);
		c.kind = C_SPLAT;
		c.type = ty;
		c.n = 1;
		c.v.ops = arena_dup(p->fa, &e, sizeof e);
		return const_ref(p, &c);
	}
}

/* blockaddress(@f, %bb) of type ty. */
static ref parse_blockaddress(parser *p, tyid ty)
{
	cv_module *m = p->m;
	constant c;
	ref f;
	token ft;
	next(p);
	expect(p, T_LPAREN, "'(' in block address expression");
	ft = p->tok;
	if (ft.kind != T_GLOBAL)
		perr(p, &ft, "expected function name in blockaddress");
	next(p);
	f = global_ref(p, &ft, type_ptr(m, 0));
	expect(p, T_COMMA, "comma in block address expression");
	if (p->tok.kind != T_LOCAL)
		perr(p, &p->tok, "expected basic block name in blockaddress");
	memset(&c, 0, sizeof c);
	c.kind = C_BLOCKADDR;
	c.type = ty;
	c.n = 1;
	c.v.ops = arena_dup(p->fa, &f, sizeof f);
	c.blockname = intern_name(p, &p->tok);
	c.flags = p->tok.numbered;
	blockaddress_check(p, REF_IDX(f), &ft, &p->tok);
	next(p);
	expect(p, T_RPAREN, "')' in block address expression");
	return const_ref(p, &c);
}

/* dso_local_equivalent @f or no_cfi @f (kind C_DSOEQUIV or C_NOCFI) of
 * type ty. */
static ref parse_global_wrapper(parser *p, tyid ty, int kind)
{
	constant c;
	ref f;
	token ft;
	next(p);
	ft = p->tok;
	if (ft.kind != T_GLOBAL)
		perr(p, &ft, "expected global value name");
	next(p);
	f = global_ref(p, &ft, ty);
	memset(&c, 0, sizeof c);
	c.kind = (uint8_t)kind;
	c.type = ty;
	c.n = 1;
	c.v.ops = arena_dup(p->fa, &f, sizeof f);
	return const_ref(p, &c);
}

/* A value that is a keyword (at t): true, false, null, none, undef,
 * poison, zeroinitializer, splat, blockaddress, dso_local_equivalent,
 * no_cfi, or a constant expression. */
static ref parse_word_value(parser *p, tyid ty, const token *t)
{
	cv_module *m = p->m;
	const type *T = &m->types[ty];
	const char *s = t->text;
	size_t n = t->len;
	ref r;
#define W(str) (n == sizeof(str) - 1 && memcmp(s, str, sizeof(str) - 1) == 0)
	if (W("true") || W("false")) {
		if (!(T->kind == TY_INT && T->n == 1))
			perr(p, t, "integer constant must have integer type");
		next(p);
		r = make_int_const(p, ty, s[0] == 't');
	} else if (W("null")) {
		if (T->kind != TY_PTR)
			perr(p, t, "null must be a pointer type");
		next(p);
		r = simple_const(p, C_NULL, ty);
	} else if (W("none")) {
		if (T->kind != TY_TOKEN)
			perr(p, t, "invalid type for none constant");
		next(p);
		r = simple_const(p, C_NONE, ty);
	} else if (W("undef")) {
		if (!type_is_llvm_first_class(m, ty) ||
		    T->kind == TY_LABEL)
			perr(p, t, "invalid type for undef constant");
		next(p);
		r = simple_const(p, C_UNDEF, ty);
	} else if (W("poison")) {
		if (!type_is_llvm_first_class(m, ty) ||
		    T->kind == TY_LABEL)
			perr(p, t, "invalid type for poison constant");
		next(p);
		r = simple_const(p, C_POISON, ty);
	} else if (W("zeroinitializer")) {
		/* a token's null value is none (LLParser accepts
		 * `token zeroinitializer` and prints `token none`) */
		if (!type_is_llvm_first_class(m, ty) ||
		    T->kind == TY_LABEL ||
		    (T->kind == TY_TARGET &&
		     !(layout_target_props(m, ty) & TT_ZERO_INIT)))
			perr(p, t, "invalid type for null constant");
		next(p);
		r = zero_of(p, ty);
	} else if (W("splat")) {
		r = parse_splat(p, ty, t);
	} else if (W("blockaddress")) {
		r = parse_blockaddress(p, ty);
	} else if (W("dso_local_equivalent") || W("no_cfi")) {
		r = parse_global_wrapper(p, ty, s[0] == 'd' ? C_DSOEQUIV
							   : C_NOCFI);
	} else {
		p->const_depth++;
		r = parse_const_expr(p, ty, t);
		p->const_depth--;
	}
#undef W
	return r;
}

#if defined(__GNUC__)
#define NOINLINE __attribute__((noinline))
#else
#define NOINLINE
#endif

/* Value ::= LocalVar | GlobalVar | constant ...   of type ty (kept out of
 * parse_value, whose fast path for a local name it would slow down) */
NOINLINE static ref parse_value_full(parser *p, tyid ty)
{
	cv_module *m = p->m;
	token t = p->tok;
	const type *T = &m->types[ty];
	ref r;
	depth_enter(p);
	switch (t.kind) {
	case T_LOCAL:
		if (!p->fn || p->const_depth)
			perr(p, &t, "invalid use of function-local name");
		next(p);
		r = local_ref(p, &t, ty);
		break;
	case T_GLOBAL:
		next(p);
		r = global_ref(p, &t, ty);
		break;
	case T_INT:
		/* as opt: also for a floating-point type (`float 1`) */
		if (T->kind != TY_INT)
			perr(p, &t, "integer constant must have integer type");
		next(p);
		r = parse_int_literal(p, ty, &t);
		break;
	case T_HEXINT:
		if (T->kind != TY_INT)
			perr(p, &t, "integer constant must have integer type");
		next(p);
		r = parse_int_literal(p, ty, &t);
		break;
	case T_FLOAT:
		r = parse_fp_literal(p, ty, &t);
		break;
	case T_CSTRING:
		r = parse_cstring_const(p, ty, &t);
		break;
	case T_LBRACE:
	case T_LESS:
	case T_LSQUARE:
		r = parse_aggregate_const(p, ty, &t);
		break;
	case T_WORD:
		r = parse_word_value(p, ty, &t);
		break;
	default:
		perr(p, &t, "expected value token");
	}
	p->depth--;
	return r;
}

/* Value: a local name, what a body writes most, at once; anything else
 * as parse_value_full reads it. */
ref parse_value(parser *p, tyid ty)
{
	if (p->tok.kind == T_LOCAL && p->fn && !p->const_depth &&
	    p->depth < p->ctx->limits.max_nesting) {
		token t;
		ref v;
		if (local_ref_known(p, &p->tok, ty, &v)) {
			next(p);
			return v;
		}
		t = p->tok;
		next(p);
		return local_ref(p, &t, ty);
	}
	return parse_value_full(p, ty);
}

uint32_t new_global_pub(parser *p, int kind, sym name, int numbered,
			const token *at)
{
	return new_global(p, kind, name, numbered, at);
}

/* A reference to the global named by t (already consumed). */
ref parse_value_global(parser *p, const token *t, tyid ty)
{
	return global_ref(p, t, ty);
}

/* TypedValue ::= Type Value */
ref parse_typed_value(parser *p, tyid *ty_out)
{
	token t = p->tok;
	tyid ty = parse_type(p, 0);
	if (p->m->types[ty].kind == TY_METADATA)
		perr(p, &t, "invalid use of metadata type");
	*ty_out = ty;
	return parse_value(p, ty);
}

/* ---- globals ----------------------------------------------------------- */

/* Room for ncap globals in the module's array. */
static void globals_grow(parser *p, uint32_t ncap)
{
	cv_module *m = p->m;
	global *ng = cv_mem_realloc(p->al, m->globals,
				    m->capglobals * sizeof *ng,
				    ncap * sizeof *ng);
	if (!ng)
		longjmp(p->fail, 1);
	m->globals = ng;
	m->capglobals = ncap;
}

static uint32_t new_global(parser *p, int kind, sym name, int numbered,
			   const token *at)
{
	cv_module *m = p->m;
	global *g;
	if (m->nglobals == m->capglobals)
		globals_grow(p, m->capglobals ? m->capglobals * 2 : 64);
	g = &m->globals[m->nglobals];
	memset(g, 0, sizeof *g);
	g->kind = (uint8_t)kind;
	g->name = name;
	g->numbered = (uint8_t)numbered;
	g->line = at->line;
	vec_reserve(&p->global_fwd, p->al, &p->fail, 1);
	VEC_AT(&p->global_fwd, gref, p->global_fwd.len).line = at->line;
	VEC_AT(&p->global_fwd, gref, p->global_fwd.len).col = at->col;
	VEC_AT(&p->global_fwd, gref, p->global_fwd.len).pos = at->pos;
	VEC_AT(&p->global_fwd, gref, p->global_fwd.len).used = 0;
	p->global_fwd.len++;
	return m->nglobals++;
}

static uint32_t tok_number(parser *p, const token *t)
{
	uint64_t n = 0;
	size_t i;
	for (i = 0; i < t->len; i++) {
		n = n * 10 + (unsigned)(t->text[i] - '0');
		if (n > (1u << 28))
			perr(p, t, "number is too large");
	}
	return (uint32_t)n;
}

static void skim_read(parser *p, uint32_t gi);

/* Looks up or creates (as a forward reference) the global named by t. */
static uint32_t global_lookup(parser *p, const token *t)
{
	uint32_t gi;
	if (t->numbered) {
		uint32_t n = tok_number(p, t);
		if (!u32map_get(&p->global_nums, n, &gi)) {
			gi = new_global(p, G_VAR, n, 1, t);
			u32map_put(&p->global_nums, p->al, &p->fail, n, gi);
		}
		return gi;
	} else {
		sym s = intern_name(p, t);
		if (u32map_get(&p->global_names, s, &gi)) {
			if (p->skim_fn && p->m->globals[gi].fn == p->skim_fn)
				skim_read(p, gi);
			return gi;
		}
		gi = new_global(p, G_VAR, s, 0, t);
		u32map_put(&p->global_names, p->al, &p->fail, s, gi);
		return gi;
	}
}

/* "ptr" or "ptr addrspace(N)", as LLVM prints a pointer type. */
static const char *ptr_text(uint32_t as, char *buf, size_t cap)
{
	if (!as)
		return "ptr";
	snprintf(buf, cap, "ptr addrspace(%u)", as);
	return buf;
}

static ref global_ref(parser *p, const token *t, tyid ty)
{
	cv_module *m = p->m;
	uint32_t gi = global_lookup(p, t);
	global *g = &m->globals[gi];
	gref *fw = &VEC_AT(&p->global_fwd, gref, gi);
	uint32_t as = (uint32_t)m->types[ty].n;
	if (m->types[ty].kind != TY_PTR)
		perr(p, t, "global variable reference must have pointer type");
	/* the global's pointer type is that of its definition, or of its
	 * first use before it (LLParser's checkValidVariableType) */
	if ((g->defined || fw->used) && g->addrspace != as) {
		char b1[32], b2[32];
		perr(p, t, "'@%.*s' defined with type '%s' but expected '%s'",
		     (int)t->len, t->text, ptr_text(g->addrspace, b1, sizeof b1),
		     ptr_text(as, b2, sizeof b2));
	}
	if (!g->defined) {
		g->addrspace = as;
		fw->used = 1;
	}
	return REF(REF_GLOBAL, gi);
}

/* A global referenced before its definition, as a pointer of another
 * address space than the definition's: 1 (the caller reports it). */
static int fwd_as_differs(parser *p, uint32_t gi, uint32_t as)
{
	return gi < p->global_fwd.len &&
	       VEC_AT(&p->global_fwd, gref, gi).used &&
	       p->m->globals[gi].addrspace != as;
}

/* Defines the global named by t; reports redefinition. */
static uint32_t global_define(parser *p, const token *t, int kind)
{
	cv_module *m = p->m;
	uint32_t gi;
	global *g;
	if (t->kind == T_GLOBAL && t->numbered) {
		uint32_t n = tok_number(p, t);
		if (n < p->next_global_num)
			perr(p, t, "variable expected to be numbered '@%u' or greater",
			     p->next_global_num);
		p->next_global_num = n;
	}
	if (t->kind != T_GLOBAL) { /* unnamed: @N implicit */
		token nt = *t;
		char buf[16];
		snprintf(buf, sizeof buf, "%u", p->next_global_num);
		nt.text = buf;
		nt.len = strlen(buf);
		nt.numbered = 1;
		nt.quoted = 0;
		gi = global_lookup(p, &nt);
	} else {
		gi = global_lookup(p, t);
	}
	g = &m->globals[gi];
	if (g->defined)
		perr(p, t, "redefinition of global '@%.*s'", (int)t->len,
		     t->text);
	if (g->numbered || t->kind != T_GLOBAL)
		p->next_global_num++;
	g->defined = 1;
	g->kind = (uint8_t)kind;
	g->line = t->line;
	vec_reserve(&p->global_order, p->al, &p->fail, 1);
	VEC_AT(&p->global_order, uint32_t, p->global_order.len++) = gi;
	return gi;
}

static int parse_linkage(parser *p)
{
	int i;
	if (p->tok.kind != T_WORD)
		return L_EXTERNAL;
	for (i = 1; i <= L_WEAK_ODR; i++)
		if (accept_word_n(p, linkage_names[i], strlen(linkage_names[i])))
			return i;
	if (accept_word(p, "external"))
		return -1;
	return L_EXTERNAL;
}

/* Visibility, dll storage, preemption, thread_local, unnamed_addr. */
static void parse_global_prefix(parser *p, global *g, int is_fn)
{
	{
		int l = parse_linkage(p);
		if (l < 0) {
			g->is_decl = 1;
			l = L_EXTERNAL;
		}
		g->linkage = (uint8_t)l;
	}
	for (;;) {
		if (accept_word(p, "dso_local"))
			g->dso_local = 1;
		else if (accept_word(p, "dso_preemptable"))
			g->dso_local = 0;
		else
			break;
	}
	if (accept_word(p, "default"))
		g->visibility = 0;
	else if (accept_word(p, "hidden"))
		g->visibility = 1;
	else if (accept_word(p, "protected"))
		g->visibility = 2;
	if (accept_word(p, "dllimport"))
		g->dll = 1;
	else if (accept_word(p, "dllexport"))
		g->dll = 2;
	/* LLParser::parseOptionalLinkage: dso_local written, then dllimport */
	if (g->dso_local && g->dll == 1)
		perr(p, &p->tok, "dso_location and DLL-StorageClass mismatch");
	if (!is_fn && accept_word(p, "thread_local")) {
		g->tls = 1;
		if (accept(p, T_LPAREN)) {
			if (accept_word(p, "localdynamic"))
				g->tls = 2;
			else if (accept_word(p, "initialexec"))
				g->tls = 3;
			else if (accept_word(p, "localexec"))
				g->tls = 4;
			else
				perr(p, &p->tok, "expected localdynamic, initialexec or localexec");
			expect(p, T_RPAREN, "')'");
		}
	}
	if (!is_fn) {
		if (accept_word(p, "unnamed_addr"))
			g->unnamed_addr = 1;
		else if (accept_word(p, "local_unnamed_addr"))
			g->unnamed_addr = 2;
	}
}

/* A private or internal symbol has default visibility and no DLL storage
 * class (LLParser's isValidVisibilityForLinkage and
 * isValidDLLStorageClassForLinkage); reported at `at`. */
static void local_linkage_rules(parser *p, const global *g, const token *at)
{
	if (g->linkage != L_PRIVATE && g->linkage != L_INTERNAL)
		return;
	if (g->visibility != 0)
		perr(p, at, "symbol with local linkage must have default visibility");
	if (g->dll != 0)
		perr(p, at, "symbol with local linkage cannot have a DLL storage class");
}

static void implicit_dso_local(global *g)
{
	if (g->linkage == L_PRIVATE || g->linkage == L_INTERNAL ||
	    (g->visibility != 0 && g->linkage != L_EXTERN_WEAK))
		g->dso_local = 1;
}

/* GlobalVar ::= GlobalName '=' prefix ['addrspace(N)']
 *   ['externally_initialized'] ('global'|'constant') Type [Const]
 *   (',' section/partition/comdat/align/code_model/sanitizers/!md)* [#N] */
static void parse_global_var(parser *p, uint32_t gi, global *tmp,
			     const token *name)
{
	cv_module *m = p->m;
	global *g;
	tyid ty;
	ref init = REF_NULL;
	int has_init;
	token tyt;
	if (accept_word(p, "addrspace"))
		tmp->addrspace = parse_addrspace(p);
	if (accept_word(p, "externally_initialized"))
		tmp->ext_init = 1;
	if (accept_word(p, "constant"))
		tmp->is_const = 1;
	else if (!accept_word(p, "global"))
		perr(p, &p->tok, "expected 'global' or 'constant'");
	tyt = p->tok;
	ty = parse_type(p, 0);
	has_init = !tmp->is_decl && tmp->linkage != L_EXTERN_WEAK;
	if (has_init) {
		init = parse_value(p, ty);
	}
	{
		/* LLParser::parseGlobal, after the initializer: a function
		 * type, or one no pointer may point to */
		int k = m->types[ty].kind;
		if (k == TY_FUNC || k == TY_LABEL || k == TY_METADATA ||
		    k == TY_TOKEN || k == TY_X86_AMX)
			perr(p, &tyt, "invalid type for global variable");
	}
	if (fwd_as_differs(p, gi, tmp->addrspace))
		perr(p, &tyt, "forward reference and definition of global have "
			      "different types");
	g = &m->globals[gi];
	{
		uint8_t def = g->defined;
		uint32_t line = g->line;
		sym nm = g->name;
		uint8_t numbered = g->numbered;
		uint32_t as_used = g->addrspace;
		int referenced = !g->is_decl;
		*g = *tmp;
		g->defined = def;
		g->line = line;
		g->name = nm;
		g->numbered = numbered;
		(void)as_used;
		(void)referenced;
	}
	g->kind = G_VAR;
	g->type = ty;
	g->init = init;
	while (accept(p, T_COMMA)) {
		if (accept_word(p, "section")) {
			if (p->tok.kind != T_STRING)
				perr(p, &p->tok, "expected section name");
			g->section = string_sym(p, &p->tok);
			next(p);
		} else if (accept_word(p, "partition")) {
			g->partition = string_sym(p, &p->tok);
			next(p);
		} else if (is_word(p, "comdat")) {
			parse_comdat_ref(p, g->name, g->numbered, &g->comdat_kind,
					 &g->comdat);
		} else if (accept_word(p, "align")) {
			token at = p->tok;
			uint64_t a = parse_uint(p, "alignment");
			if (a == 0 || (a & (a - 1)) || a > (1ull << 32))
				perr(p, &at, "alignment is not a power of two");
			g->align = a;
		} else if (accept_word(p, "code_model")) {
			g->code_model = string_sym(p, &p->tok);
			next(p);
		} else if (accept_word(p, "no_sanitize_address")) {
			g->sanitizer |= 1;
		} else if (accept_word(p, "no_sanitize_hwaddress")) {
			g->sanitizer |= 2;
		} else if (accept_word(p, "sanitize_memtag")) {
			g->sanitizer |= 4;
		} else if (accept_word(p, "sanitize_address_dyninit")) {
			g->sanitizer |= 8;
		} else if (p->tok.kind == T_MDNAME) {
			vec *v = tmp_begin(p, sizeof(md_attach));
			parse_md_attachments(p, v);
			g = &m->globals[gi];
			g->md = arena_dup(&m->arena, v->data, v->len * sizeof(md_attach));
			g->nmd = (uint32_t)v->len;
			tmp_end(p, v);
			/* attachments end the list */
			break;
		} else {
			perr(p, &p->tok, "unknown global variable property!");
		}
	}
	if (p->tok.kind == T_ATTRGRP || p->tok.kind == T_WORD ||
	    p->tok.kind == T_STRING) {
		if (p->tok.kind == T_ATTRGRP ||
		    (p->tok.kind == T_WORD && attr_keyword(p, p->tok.text, p->tok.len)))
			m->globals[gi].attr_list = parse_fn_attrs(p, 1);
	}
	implicit_dso_local(&m->globals[gi]);
	(void)name;
}

/* Alias ::= GlobalName '=' prefix ('alias'|'ifunc') Type ',' TypedValue
 *   (',' 'partition' String)* */
static void parse_alias(parser *p, uint32_t gi, global *tmp, int ifunc)
{
	cv_module *m = p->m;
	global *g;
	tyid ty, at;
	ref a;
	token tyt = p->tok;
	int differs;
	ty = parse_type(p, 0);
	expect(p, T_COMMA, "comma after alias's type");
	if (is_word(p, "bitcast") || is_word(p, "getelementptr") ||
	    is_word(p, "addrspacecast") || is_word(p, "inttoptr")) {
		/* an aliasee constant expression may omit its type */
		at = m->t_ptr;
		a = parse_value(p, at);
		/* folding may have left the base pointer itself */
		at = value_type_of(p, a);
	} else
		a = parse_typed_value(p, &at);
	/* reported after the properties, as LLVM does */
	differs = fwd_as_differs(p, gi, (uint32_t)m->types[at].n);
	g = &m->globals[gi];
	{
		uint8_t def = g->defined;
		uint32_t line = g->line;
		sym nm = g->name;
		uint8_t numbered = g->numbered;
		*g = *tmp;
		g->defined = def;
		g->line = line;
		g->name = nm;
		g->numbered = numbered;
	}
	g->kind = (uint8_t)(ifunc ? G_IFUNC : G_ALIAS);
	g->type = ty;
	g->init = a;
	g->addrspace = (uint32_t)m->types[at].n;
	while (accept(p, T_COMMA)) {
		if (accept_word(p, "partition")) {
			g->partition = string_sym(p, &p->tok);
			next(p);
		} else if (p->tok.kind == T_MDNAME) {
			vec *v = tmp_begin(p, sizeof(md_attach));
			parse_md_attachments(p, v);
			g = &m->globals[gi];
			g->md = arena_dup(&m->arena, v->data, v->len * sizeof(md_attach));
			g->nmd = (uint32_t)v->len;
			tmp_end(p, v);
			break;
		} else {
			perr(p, &p->tok, "unknown alias or ifunc property!");
		}
	}
	if (differs)
		perr(p, &tyt, "forward reference and definition of alias have "
			      "different types");
	implicit_dso_local(g);
}

static void parse_global_def(parser *p)
{
	token name = p->tok;
	uint32_t gi;
	global tmp;
	int is_unnamed = name.kind != T_GLOBAL;
	if (!is_unnamed) {
		next(p);
		expect(p, T_EQ, "'=' after global name");
	}
	memset(&tmp, 0, sizeof tmp);
	parse_global_prefix(p, &tmp, 0);
	local_linkage_rules(p, &tmp, &name);
	if (tmp.linkage == L_EXTERNAL) {
		/* 'external' was consumed by parse_linkage; a declaration
		 * has no initializer */
	}
	gi = global_define(p, &name, G_VAR);
	if (accept_word(p, "alias")) {
		parse_alias(p, gi, &tmp, 0);
		return;
	}
	if (accept_word(p, "ifunc")) {
		parse_alias(p, gi, &tmp, 1);
		return;
	}
	if (tmp.linkage == L_EXTERN_WEAK)
		tmp.is_decl = 1;
	parse_global_var(p, gi, &tmp, &name);
}

/* ---- attributes -------------------------------------------------------- */

static void attr_push(parser *p, vec *into, uint16_t order, const char *text,
		      size_t len, const char *key, size_t keylen)
{
	attr a;
	a.order = order;
	a.text = strtab_intern(&p->m->strs, &p->m->arena, text, len);
	a.key = key ? strtab_intern(&p->m->strs, &p->m->arena, key, keylen)
		    : 0;
	vec_reserve(into, p->al, &p->fail, 1);
	VEC_AT(into, attr, into->len++) = a;
}

/* The canonical text of attribute ai with the raw arguments raw (of rn
 * bytes) at where, interned into *out: attrtab_canon's result (0, or <0
 * when they are not valid).  Cached by the raw text: a module's
 * declarations repeat the same ones thousands of times (libclc:
 * `range(i32 -1, 64)`), whose canonical form takes big-number printing,
 * and a module read in parts reads each declaration once a part.  The
 * raw texts kept are copies, of at most CANON_RAW_MAX bytes (the input
 * behind the reading may be given back, cv_context_set_progress). */
static int canon_attr(parser *p, const struct attrtab_info *ai, int where,
		      const char *raw, size_t rn, sym *out)
{
	char buf[1024];
	struct canon_ent *e;
	uint32_t h = 2166136261u ^ (uint32_t)where;
	size_t i;
	int rc;
	if (rn > CANON_RAW_MAX) {
		rc = attrtab_canon(ai, where, raw, rn, buf, sizeof buf);
		if (rc == 0)
			*out = strtab_intern(&p->m->strs, &p->m->arena, buf,
					     strlen(buf));
		return rc;
	}
	if (!p->canon_cache)
		p->canon_cache = parser_table(p, ((size_t)1 << CANON_CACHE_BITS) *
							 sizeof *p->canon_cache);
	for (i = 0; i < rn; i++)
		h = (h ^ (unsigned char)raw[i]) * 16777619u;
	h ^= (uint32_t)ai->order * 0x9e3779b1u;
	e = &p->canon_cache[(h ^ h >> 16) & ((1u << CANON_CACHE_BITS) - 1)];
	if (e->ai == ai && e->where == where && e->rn == rn &&
	    memcmp(e->raw, raw, rn) == 0) {
		*out = e->text;
		return 0;
	}
	rc = attrtab_canon(ai, where, raw, rn, buf, sizeof buf);
	if (rc != 0)
		return rc;
	*out = strtab_intern(&p->m->strs, &p->m->arena, buf, strlen(buf));
	e->ai = ai;
	e->where = where;
	memcpy(e->raw, raw, rn);
	e->rn = (uint32_t)rn;
	e->text = *out;
	return 0;
}

/* Pushes attribute ai with the raw arguments raw in its canonical text
 * (canon_attr); invalid arguments are an error at the attribute's name
 * t, and an attribute whose canonical form is none is dropped. */
static void push_canon(parser *p, vec *into, const struct attrtab_info *ai,
		       int where, const char *raw, size_t rn, const token *t)
{
	attr a;
	int rc = canon_attr(p, ai, where, raw, rn, &a.text);
	if (rc < 0)
		perr(p, t, "invalid '%s' attribute", ai->name);
	if (rc != 0)
		return;
	a.order = ai->order;
	a.key = 0;
	vec_reserve(into, p->al, &p->fail, 1);
	VEC_AT(into, attr, into->len++) = a;
}

/* The raw text between '(' (current token) and its matching ')'. */
static void raw_parens(parser *p, const char **s, size_t *n,
		       const char *attr_name)
{
	int depth = 0;
	const char *start;
	if (p->tok.kind != T_LPAREN)
		perr(p, &p->tok, "expected '('");
	start = p->tok.pos + 1;
	for (;;) {
		if (p->tok.kind == T_LPAREN)
			depth++;
		else if (p->tok.kind == T_RPAREN) {
			if (--depth == 0)
				break;
		} else if (p->tok.kind != T_INT && p->tok.kind != T_COMMA &&
			   (strcmp(attr_name, "allocsize") == 0 ||
			    strcmp(attr_name, "vscale_range") == 0)) {
			/* integers only */
			perr(p, &p->tok, "expected integer");
		} else if (p->tok.kind == T_EOF || p->tok.kind == T_LBRACE ||
			   p->tok.kind == T_RBRACE) {
			/* unclosed: LLVM's message for the attribute */
			perr(p, &p->tok, "%s",
			     strcmp(attr_name, "memory") == 0
				     ? "unterminated memory attribute"
			     : strcmp(attr_name, "captures") == 0
				     ? "expected ',' or ')'"
			     : strcmp(attr_name, "nofpclass") == 0
				     ? "expected nofpclass test mask"
				     : "expected ')'");
		}
		next(p);
	}
	*s = start;
	*n = (size_t)(p->tok.pos - start);
	next(p);
}


/* Collects attributes of one position (where: ATTRTAB_PARAM/RET/FN) into
 * `into` (vec of attr).  Function position also takes #N into groups.
 * Legacy memory keywords of the list combine into one memory(...) that
 * replaces any memory(...) of the same list. */
/* Whether raw[0..n) is a power of two up to 2^32, in decimal. */
static int align_raw_ok(const char *raw, size_t n)
{
	uint64_t a = 0;
	size_t i;
	for (i = 0; i < n; i++) {
		if (raw[i] == ' ')
			continue;
		if (raw[i] < '0' || raw[i] > '9' || a > ((uint64_t)1 << 33))
			return 0;
		a = a * 10 + (unsigned)(raw[i] - '0');
	}
	return a && !(a & (a - 1)) && a <= ((uint64_t)1 << 32);
}

void attrs_collect(parser *p, vec *into, int where, int allow_groups,
		   vec *groups)
{
	char buf[1024];
	unsigned legacy = 0;
	size_t base = into->len;
	for (;;) {
		token t = p->tok;
		const struct attrtab_info *ai;
		int form, rc;
		if (t.kind == T_ATTRGRP && allow_groups) {
			uint32_t n = tok_number(p, &t);
			vec_reserve(groups, p->al, &p->fail, 1);
			VEC_AT(groups, uint32_t, groups->len++) = n;
			next(p);
			continue;
		}
		if (t.kind == T_STRING) {
			/* "key" or "key"="value" */
			sym key = string_sym(p, &t);
			size_t klen = SYM_LEN(&p->m->strs, key);
			const char *kstr = SYM_STR(&p->m->strs, key);
			token vt;
			int has = 0;
			next(p);
			if (accept(p, T_EQ)) {
				vt = p->tok;
				if (vt.kind != T_STRING)
					perr(p, &vt, "expected string value");
				next(p);
				has = 1;
			}
			if (attrtab_canon_string(t.text, t.len, has ? vt.text : "",
						 has ? vt.len : 0, has, buf,
						 sizeof buf) != 0)
				perr(p, &t, "string attribute is too long");
			attr_push(p, into, 0xffff, buf, strlen(buf), kstr, klen);
			continue;
		}
		if (t.kind != T_WORD)
			break;
		ai = attr_keyword(p, t.text, t.len);
		if (!ai)
			break;
		form = attrtab_form_at(ai, where);
		if (form < 0) {
			if (where != ATTRTAB_FN && (ai->where & ATTRTAB_FN))
				break; /* a function attribute after a type */
			perr(p, &t, "this attribute does not apply to %s",
			     where == ATTRTAB_PARAM ? "parameters"
			     : where == ATTRTAB_RET ? "return values"
						    : "functions");
		}
		next(p);
		switch (form) {
		case ATTRTAB_FLAG: {
			/* its text is its name, interned once (a tenth of
			 * the headers' reading was the flags' interning) */
			struct flag_ent *fe =
				&p->flag_syms[((uintptr_t)ai / sizeof *ai) &
					      (FLAG_SYMS - 1)];
			attr a;
			if (fe->ai != ai) {
				rc = attrtab_canon(ai, where, "", 0, buf,
						   sizeof buf);
				if (rc < 0)
					perr(p, &t, "invalid '%s' attribute",
					     ai->name);
				if (rc != 0)
					break;
				fe->text = strtab_intern(&p->m->strs,
							 &p->m->arena, buf,
							 strlen(buf));
				fe->ai = ai;
			}
			a.order = ai->order;
			a.text = fe->text;
			a.key = 0;
			vec_reserve(into, p->al, &p->fail, 1);
			VEC_AT(into, attr, into->len++) = a;
			break;
		}
		case ATTRTAB_INT: {
			const char *raw;
			size_t rn;
			token it, at = p->tok; /* the value, or its '(' */
			if (p->tok.kind == T_LPAREN) {
				raw_parens(p, &raw, &rn, ai->name);
			} else {
				accept(p, T_EQ);
				it = at = p->tok;
				if (it.kind != T_INT)
					perr(p, &it, "expected integer");
				raw = it.text;
				rn = it.len;
				next(p);
			}
			if (where != ATTRTAB_FN || strcmp(ai->name, "align") != 0) {
				push_canon(p, into, ai, where, raw, rn, &t);
				break;
			}
			/* in a header (not a group, where it is rounded
			 * down), as the header's own `align`: LLParser's
			 * parseOptionalAlignment */
			if (allow_groups && !align_raw_ok(raw, rn))
				perr(p, &at, "alignment is not a power of two");
			rc = attrtab_canon(ai, where, raw, rn, buf, sizeof buf);
			if (rc < 0)
				perr(p, &t, "invalid '%s' attribute", ai->name);
			if (rc == 0) {
				/* a function's alignment, not an attribute */
				unsigned long long a = 0;
				const char *q = buf;
				while (*q && (*q < '0' || *q > '9'))
					q++;
				while (*q >= '0' && *q <= '9')
					a = a * 10 + (unsigned)(*q++ - '0');
				p->fn_align = a;
			}
			break;
		}
		case ATTRTAB_TYPE: {
			tyid ty;
			size_t k;
			if (p->tok.kind != T_LPAREN) {
				ty = p->m->t_i8;
			} else {
				next(p);
				ty = parse_type(p, 0);
				expect(p, T_RPAREN, "')'");
			}
			k = (size_t)snprintf(buf, sizeof buf, "%s(", ai->name);
			print_type_to(p->m, ty, buf + k, sizeof buf - k - 2);
			k = strlen(buf);
			buf[k++] = ')';
			buf[k] = 0;
			attr_push(p, into, ai->order, buf, k, NULL, 0);
			break;
		}
		case ATTRTAB_PAREN: {
			const char *raw = "";
			size_t rn = 0;
			if (p->tok.kind == T_LPAREN)
				raw_parens(p, &raw, &rn, ai->name);
			push_canon(p, into, ai, where, raw, rn, &t);
			break;
		}
		case ATTRTAB_LEGACY:
			if (where == ATTRTAB_FN && ai->legacy != ATTRTAB_LEGACY_NOCAPTURE)
				legacy |= ai->legacy;
			else {
				rc = attrtab_canon(ai, where, "", 0, buf, sizeof buf);
				if (rc < 0)
					perr(p, &t, "invalid attribute");
				if (rc == 0)
					attr_push(p, into, ai->order, buf,
						  strlen(buf), NULL, 0);
			}
			break;
		default:
			break;
		}
	}
	if (legacy && attrtab_legacy_memory(legacy, buf, sizeof buf) == 0) {
		const struct attrtab_info *mi = attrtab_lookup("memory", 6);
		size_t i, k = base;
		for (i = base; i < into->len; i++)
			if (!mi || VEC_AT(into, attr, i).order != mi->order)
				VEC_AT(into, attr, k++) = VEC_AT(into, attr, i);
		into->len = k;
		attr_push(p, into, mi ? mi->order : 0, buf, strlen(buf), NULL, 0);
	}
}

static int attr_order_cmp(const cv_module *m, const attr *a, const attr *b)
{
	if (a->order != b->order)
		return a->order < b->order ? -1 : 1;
	if (a->order == 0xffff) {
		int c = strcmp(SYM_STR(&m->strs, a->key), SYM_STR(&m->strs, b->key));
		if (c)
			return c;
	}
	return 0;
}

/* Sorts attrs in LLVM's order; a later attribute of the same kind
 * replaces an earlier one.  Returns the new count. */
static uint32_t attrs_normalize(const cv_module *m, attr *a, uint32_t n)
{
	uint32_t i, j, k;
	/* stable insertion sort: lists are short */
	for (i = 1; i < n; i++) {
		attr x = a[i];
		j = i;
		while (j > 0 && attr_order_cmp(m, &a[j - 1], &x) > 0) {
			a[j] = a[j - 1];
			j--;
		}
		a[j] = x;
	}
	/* dedupe: keep the last of equal kinds */
	for (i = 0, k = 0; i < n; i++) {
		if (i + 1 < n && attr_order_cmp(m, &a[i], &a[i + 1]) == 0)
			continue;
		a[k++] = a[i];
	}
	return k;
}

void parse_param_attrs(parser *p, attrset *out, int where)
{
	vec *v = &p->scratch_attrs;
	size_t base = v->len;
	uint32_t n;
	attrs_collect(p, v, where, 0, NULL);
	if (v->len == base) {
		*out = 0;
		return;
	}
	n = attrs_normalize(p->m, VEC_PTR(v, attr, base),
			    (uint32_t)(v->len - base));
	*out = attrset_intern(p->m, VEC_PTR(v, attr, base), n);
	v->len = base;
}

/* Function attributes (inline and #N); returns a pending list index + 1,
 * or 0 when there are none.  Resolved in resolve_attr_lists(). */
uint32_t parse_fn_attrs(parser *p, int allow_groups)
{
	vec *v = &p->scratch_attrs;
	size_t base = v->len, gbase = p->scratch_u32.len;
	attr_list al;
	token t = p->tok;
	attrs_collect(p, v, ATTRTAB_FN, allow_groups, &p->scratch_u32);
	if (v->len == base && p->scratch_u32.len == gbase)
		return 0;
	memset(&al, 0, sizeof al);
	al.n = (uint32_t)(v->len - base);
	al.attrs = al.n ? arena_dup(p->fa, VEC_PTR(v, attr, base),
				    al.n * sizeof(attr))
			: NULL;
	al.ngroups = (uint32_t)(p->scratch_u32.len - gbase);
	al.groups = al.ngroups
			    ? arena_dup(p->fa,
					VEC_PTR(&p->scratch_u32, uint32_t, gbase),
					al.ngroups * sizeof(uint32_t))
			    : NULL;
	al.line = t.line;
	al.col = t.col;
	al.pos = t.pos;
	v->len = base;
	p->scratch_u32.len = gbase;
	vec_reserve(&p->attr_lists, p->al, &p->fail, 1);
	VEC_AT(&p->attr_lists, attr_list, p->attr_lists.len++) = al;
	return (uint32_t)p->attr_lists.len;
}

/* attributes #N = { attrs } */
static void parse_attr_group(parser *p)
{
	token t = p->tok, t0 = p->tok;
	uint32_t n, gi;
	vec *v = &p->scratch_attrs;
	size_t base = v->len;
	attr_group g;
	expect_word(p, "attributes");
	t = p->tok;
	if (t.kind != T_ATTRGRP)
		perr(p, &t, "expected attribute group id");
	n = tok_number(p, &t);
	next(p);
	expect(p, T_EQ, "'=' here");
	expect(p, T_LBRACE, "'{' here");
	attrs_collect(p, v, ATTRTAB_FN, 0, NULL);
	if (p->tok.kind != T_RBRACE)
		perr(p, &p->tok, "unterminated attribute group");
	if (v->len == base)
		perr(p, &t0, "attribute group has no attributes");
	next(p);
	memset(&g, 0, sizeof g);
	g.n = (uint32_t)(v->len - base);
	g.attrs = g.n ? arena_dup(&p->m->arena, VEC_PTR(v, attr, base),
				  g.n * sizeof(attr))
		      : NULL;
	g.defined = 1;
	v->len = base;
	if (u32map_get(&p->attr_group_map, n, &gi)) {
		VEC_AT(&p->attr_groups, attr_group, gi) = g;
	} else {
		vec_reserve(&p->attr_groups, p->al, &p->fail, 1);
		VEC_AT(&p->attr_groups, attr_group, p->attr_groups.len) = g;
		u32map_put(&p->attr_group_map, p->al, &p->fail, n,
			   (uint32_t)p->attr_groups.len);
		p->attr_groups.len++;
	}
}

/* The interned set of attrs[0..n), copied and normalized. */
static attrset attrs_normalize_intern(parser *p, const attr *attrs,
				      uint32_t n)
{
	vec *v = &p->scratch_attrs;
	attrset s;
	v->len = 0;
	vec_reserve(v, p->al, &p->fail, n);
	if (n)
		memcpy(v->data, attrs, n * sizeof *attrs);
	n = attrs_normalize(p->m, v->data, n);
	s = attrset_intern(p->m, v->data, n);
	v->len = 0;
	return s;
}

/* Turns pending list k (index + 1) into an interned set. */
static attrset resolve_list(parser *p, uint32_t k)
{
	attr_list *al = &VEC_AT(&p->attr_lists, attr_list, k - 1);
	vec *v = &p->scratch_attrs;
	uint32_t i, j, n;
	attrset s;
	/* a list of one group alone (`#0`, most functions' and calls'):
	 * its set made once for the group, once it is defined */
	if (al->n == 0 && al->ngroups == 1 &&
	    u32map_get(&p->attr_group_map, al->groups[0], &i)) {
		attr_group *g = &VEC_AT(&p->attr_groups, attr_group, i);
		if (!g->alone_made) {
			g->alone = attrs_normalize_intern(p, g->attrs, g->n);
			g->alone_made = g->defined;
		}
		return g->alone;
	}
	v->len = 0;
	for (i = 0; i < al->n; i++) {
		vec_reserve(v, p->al, &p->fail, 1);
		VEC_AT(v, attr, v->len++) = al->attrs[i];
	}
	for (i = 0; i < al->ngroups; i++) {
		uint32_t gi;
		attr_group *g;
		/* LLVM treats a group that is never defined as empty */
		if (!u32map_get(&p->attr_group_map, al->groups[i], &gi))
			continue;
		g = &VEC_AT(&p->attr_groups, attr_group, gi);
		for (j = 0; j < g->n; j++) {
			vec_reserve(v, p->al, &p->fail, 1);
			VEC_AT(v, attr, v->len++) = g->attrs[j];
		}
	}
	n = attrs_normalize(p->m, v->data, (uint32_t)v->len);
	s = attrset_intern(p->m, v->data, n);
	v->len = 0;
	return s;
}

/* Parses an attribute list given as text (the intrinsic table) in
 * position `where`. */
static attrset attrs_from_text(parser *p, const char *text, size_t len,
			       int where)
{
	lexer save = p->lx;
	token savet = p->tok;
	int piping = p->piping;
	vec *v = tmp_begin(p, sizeof(attr));
	attrset s;
	uint32_t n;
	p->piping = 0; /* a text of its own, read directly */
	lex_init(&p->lx, text, len);
	next(p);
	attrs_collect(p, v, where, 0, NULL);
	n = attrs_normalize(p->m, v->data, (uint32_t)v->len);
	s = attrset_intern(p->m, v->data, n);
	tmp_end(p, v);
	p->lx = save;
	p->tok = savet;
	p->piping = piping;
	return s;
}

attrset attrs_from_text_pub(parser *p, const char *text, size_t len,
			    int where)
{
	return attrs_from_text(p, text, len, where);
}

/* The canonical (mangled) name of an overloaded intrinsic for function
 * type ft, into buf.  Returns 0, or -1 if it cannot be formed. */
static int intrinsic_mangled_name(parser *p, const struct intrintab_info *ii,
				  tyid ft, char *buf, size_t cap)
{
	const cv_module *m = p->m;
	const type *FT = &m->types[ft];
	struct intrintab_slot slots[16];
	int ns = intrintab_overload_slots(ii, slots, 16), i;
	size_t k = strlen(ii->name);
	if (ns <= 0 || k + 1 >= cap)
		return -1;
	memcpy(buf, ii->name, k);
	for (i = 0; i < ns; i++) {
		char tbuf[512], mbuf[512];
		tyid t;
		size_t ml;
		if (slots[i].kind == INTRINTAB_SLOT_RET)
			t = FT->sub[0];
		else if (slots[i].kind == INTRINTAB_SLOT_RET_ELEM) {
			const type *RT = &m->types[FT->sub[0]];
			if (RT->kind != TY_STRUCT || slots[i].index >= RT->nsub)
				return -1;
			t = RT->sub[slots[i].index];
		} else {
			if (slots[i].index + 1 >= FT->nsub)
				return -1;
			t = FT->sub[slots[i].index + 1];
		}
		print_type_to(m, t, tbuf, sizeof tbuf);
		if (intrintab_mangle_type(tbuf, strlen(tbuf), mbuf, sizeof mbuf) != 0)
			return -1;
		ml = strlen(mbuf);
		if (k + 1 + ml + 1 > cap)
			return -1;
		buf[k++] = '.';
		memcpy(buf + k, mbuf, ml);
		k += ml;
	}
	buf[k] = 0;
	return 0;
}

/* What LLVM's reader does to declarations of known intrinsics: the
 * intrinsic's own attributes replace the written ones, and an overloaded
 * intrinsic with a wrong or missing suffix is renamed (and, as a new
 * declaration, moves to the end of the module). */
static void upgrade_intrinsics(parser *p)
{
	cv_module *m = p->m;
	uint32_t i, n, j;
	vec *moved = tmp_begin(p, sizeof(uint32_t));
	vec *redirect = tmp_begin(p, sizeof(uint32_t));
	/* old declarations replaced by upgraded ones disappear; the new ones
	 * come at the end */
	if (p->late_decls.len) {
		uint32_t *ord = p->global_order.data, k = 0;
		for (i = 0; i < p->global_order.len; i++)
			if (!m->globals[ord[i]].upgraded_away)
				ord[k++] = ord[i];
		p->global_order.len = k;
		for (i = 0; i < p->late_decls.len; i++) {
			vec_reserve(&p->global_order, p->al, &p->fail, 1);
			VEC_AT(&p->global_order, uint32_t, p->global_order.len++) =
				VEC_AT(&p->late_decls, uint32_t, i);
		}
	}
	/* declarations of debug intrinsics disappear: their calls became
	 * debug records */
	{
		uint32_t *ord = p->global_order.data, k = 0;
		for (i = 0; i < p->global_order.len; i++) {
			global *g = &m->globals[ord[i]];
			if (g->kind == G_FUNC && g->is_decl && !g->numbered) {
				const struct intrintab_info *ii =
					intrintab_lookup(SYM_STR(&m->strs, g->name),
							 SYM_LEN(&m->strs, g->name));
				if (ii && (ii->flags & INTRINTAB_DEBUG_RECORD))
					continue;
			}
			ord[k++] = ord[i];
		}
		p->global_order.len = k;
	}
	/* declarations of intrinsics whose calls were redirected disappear */
	if (p->renamed_intrinsics) {
		uint32_t *ord = p->global_order.data, k = 0;
		for (i = 0; i < p->global_order.len; i++) {
			global *g = &m->globals[ord[i]];
			if (g->kind == G_FUNC && g->is_decl && !g->numbered &&
			    intrintab_rename_lookup(SYM_STR(&m->strs, g->name),
						    SYM_LEN(&m->strs, g->name)))
				continue;
			ord[k++] = ord[i];
		}
		p->global_order.len = k;
	}
	n = (uint32_t)p->global_order.len;
	for (i = 0; i < n; i++) {
		uint32_t gi = VEC_AT(&p->global_order, uint32_t, i);
		global *g = &m->globals[gi];
		function *f = g->fn;
		const struct intrintab_info *ii;
		const char *nm;
		size_t nl;
		if (g->kind != G_FUNC || g->numbered || !f)
			continue;
		nm = SYM_STR(&m->strs, g->name);
		nl = SYM_LEN(&m->strs, g->name);
		if (nl < 5 || memcmp(nm, "llvm.", 5) != 0)
			continue;
		ii = intrintab_lookup(nm, nl);
		if (!ii || !ii->fn_attrs)
			continue;
		if (ii->overload) {
			char buf[1024];
			if (intrinsic_mangled_name(p, ii, f->type, buf, sizeof buf) == 0 &&
			    strcmp(buf, nm) != 0) {
				sym ns;
				/* a definition (which the verifier rejects) keeps
				 * its name and gets no intrinsic's attributes:
				 * LLVM's where its type is not one of the
				 * intrinsic's; where it is, LLVM replaces it by
				 * a declaration of the new name, which is not
				 * modelled (converge then reports what opt
				 * accepts) */
				if (!g->is_decl)
					continue;
				ns = strtab_intern(&m->strs, &m->arena, buf, strlen(buf));
				uint32_t other;
				if (!u32map_get(&p->global_names, ns, &other)) {
					u32map_put(&p->global_names, p->al, &p->fail, ns, gi);
					g->name = ns;
					vec_reserve(moved, p->al, &p->fail, 1);
					VEC_AT(moved, uint32_t, moved->len++) = i;
				} else if (g->is_decl &&
					   m->globals[other].kind == G_FUNC &&
					   m->globals[other].type == g->type) {
					/* the canonical declaration exists: uses
					 * go to it and this one disappears */
					vec_reserve(redirect, p->al, &p->fail, 2);
					VEC_AT(redirect, uint32_t, redirect->len++) = gi;
					VEC_AT(redirect, uint32_t, redirect->len++) = other;
					continue;
				}
			}
		}
		f->fn_attrs = attrs_from_text(p, ii->fn_attrs, strlen(ii->fn_attrs),
					      ATTRTAB_FN);
		f->fn_attr_list = 0;
		if (g->is_decl) {
			f->ret_attrs = ii->ret_attrs
					       ? attrs_from_text(p, ii->ret_attrs,
								 strlen(ii->ret_attrs),
								 ATTRTAB_RET)
					       : 0;
			for (j = 0; j < f->nargs; j++) {
				const char *t;
				size_t tl;
				f->args[j].attrs = 0;
				if (intrintab_param_attrs(ii, j, &t, &tl) == 0 && tl)
					f->args[j].attrs = attrs_from_text(p, t, tl,
									   ATTRTAB_PARAM);
			}
		}
	}
	if (redirect->len) {
		uint32_t *ord = p->global_order.data, k = 0, r, gi;
		p->redirected = 1;
		for (gi = 0; gi < m->nglobals; gi++) {
			function *f = m->globals[gi].fn;
			if (m->globals[gi].kind != G_FUNC || !f)
				continue;
			for (j = 0; j < f->nops; j++)
				for (r = 0; r < redirect->len; r += 2)
					if (f->ops[j] == REF(REF_GLOBAL, VEC_AT(redirect, uint32_t, r)))
						f->ops[j] = REF(REF_GLOBAL, VEC_AT(redirect, uint32_t, r + 1));
		}
		/* drop the redirected declarations; moved[] holds positions,
		 * shifted down for each dropped one before them (taken from
		 * the highest, so the comparisons use original positions) */
		for (i = n; i-- > 0;) {
			for (r = 0; r < redirect->len; r += 2)
				if (ord[i] == VEC_AT(redirect, uint32_t, r))
					break;
			if (r == redirect->len)
				continue;
			for (j = 0; j < moved->len; j++)
				if (VEC_AT(moved, uint32_t, j) > i)
					VEC_AT(moved, uint32_t, j)--;
			ord[i] = UINT32_MAX;
		}
		for (i = 0; i < n; i++)
			if (ord[i] != UINT32_MAX)
				ord[k++] = ord[i];
		p->global_order.len = k;
		n = k;
	}
	tmp_end(p, redirect);
	/* renamed declarations move to the end, in their order */
	if (moved->len) {
		uint32_t *ord = p->global_order.data, k = 0, mi = 0;
		p->redirected = 1; /* a body read later would find the new names */
		vec *tail = tmp_begin(p, sizeof(uint32_t));
		for (i = 0; i < n; i++) {
			if (mi < moved->len && VEC_AT(moved, uint32_t, mi) == i) {
				vec_reserve(tail, p->al, &p->fail, 1);
				VEC_AT(tail, uint32_t, tail->len++) = ord[i];
				mi++;
			} else
				ord[k++] = ord[i];
		}
		for (i = 0; i < tail->len; i++)
			ord[k++] = VEC_AT(tail, uint32_t, i);
		tmp_end(p, tail);
	}
	tmp_end(p, moved);
}

/* Set s with the attributes of text (read at position `where`) added,
 * replacing those of the same kind or key. */
static attrset attrset_add_text(parser *p, attrset s, const char *text,
				int where)
{
	const cv_module *m = p->m;
	attrset add = attrs_from_text(p, text, strlen(text), where);
	vec *v = tmp_begin(p, sizeof(attr));
	uint32_t i, n;
	attrset out;
	vec_reserve(v, p->al, &p->fail,
		    (size_t)m->attrsets[s].n + m->attrsets[add].n + 1);
	for (i = 0; s && i < m->attrsets[s].n; i++)
		VEC_AT(v, attr, v->len++) = m->attrsets[s].attrs[i];
	for (i = 0; add && i < m->attrsets[add].n; i++)
		VEC_AT(v, attr, v->len++) = m->attrsets[add].attrs[i];
	n = attrs_normalize(p->m, v->data, (uint32_t)v->len);
	out = attrset_intern(p->m, v->data, n);
	tmp_end(p, v);
	return out;
}

/* The value of string attribute `key` in set s ("" if absent). */
static const char *string_attr_value(const parser *p, attrset s,
				     const char *key, size_t *len)
{
	const cv_module *m = p->m;
	uint32_t i;
	*len = 0;
	for (i = 0; s && i < m->attrsets[s].n; i++) {
		const attr *a = &m->attrsets[s].attrs[i];
		const char *t;
		size_t kl = strlen(key), tl;
		if (a->order != 0xffff || !a->key ||
		    strcmp(SYM_STR(&m->strs, a->key), key) != 0)
			continue;
		/* its text: "key"="value" */
		t = SYM_STR(&m->strs, a->text);
		tl = SYM_LEN(&m->strs, a->text);
		if (tl >= kl + 5 && t[kl + 2] == '=') {
			*len = tl - kl - 5;
			return t + kl + 4;
		}
		return "";
	}
	return "";
}

/* An nvvm.annotations value: an integer constant, or -1. */
static int64_t nvvm_int(const cv_module *m, const md_op *o)
{
	const constant *c;
	if (o->kind != MDO_VALUE || REF_KIND(o->value) != REF_CONST)
		return -1;
	c = &m->consts[REF_IDX(o->value)];
	if (c->kind != C_INT && c->kind != C_ZERO)
		return -1;
	if (c->kind == C_ZERO)
		return 0;
	return m->types[c->type].n <= 64 ? (int64_t)(c->v.u & 0x7fffffffffffffffull)
					 : -1;
}

/* Sets component dim (0-2) of the comma-separated vector attribute
 * `key` of f to v (missing components are 1), as LLVM's upgrade of
 * maxntid/reqntid/cluster_dim annotations does. */
static void nvvm_vector_attr(parser *p, function *f, const char *key,
			     int dim, uint64_t v)
{
	uint64_t comp[3] = {1, 1, 1};
	int n = 0, i;
	size_t len, k = 0;
	const char *old = string_attr_value(p, f->fn_attrs, key, &len);
	char buf[160];
	int w;
	while (k < len && n < 3) {
		uint64_t x = 0;
		while (k < len && old[k] >= '0' && old[k] <= '9')
			x = x * 10 + (uint64_t)(old[k++] - '0');
		comp[n++] = x;
		if (k < len && old[k] == ',')
			k++;
		else
			break;
	}
	if (n < dim + 1)
		n = dim + 1;
	comp[dim] = v;
	w = snprintf(buf, sizeof buf, "\"%s\"=\"", key);
	for (i = 0; i < n; i++)
		w += snprintf(buf + w, sizeof buf - (size_t)w, "%s%llu",
			      i ? "," : "", (unsigned long long)comp[i]);
	snprintf(buf + w, sizeof buf - (size_t)w, "\"");
	f->fn_attrs = attrset_add_text(p, f->fn_attrs, buf, ATTRTAB_FN);
}

/* One annotation (key, value) of function f, as LLVM 22's reader upgrades
 * it; 0 if it stays an annotation. */
static int nvvm_upgrade_one(parser *p, function *f, const char *k,
			    const md_op *vo)
{
	cv_module *m = p->m;
	int64_t v = nvvm_int(m, vo);
	char buf[160];
	if (strcmp(k, "grid_constant") == 0) {
		const md_node *list;
		uint32_t i;
		if (vo->kind != MDO_NODE)
			return 0;
		list = &m->md[vo->node];
		for (i = 0; i < list->nops; i++) {
			int64_t ix = nvvm_int(m, &list->ops[i]);
			if (ix >= 1 && (uint64_t)ix <= f->nargs)
				f->args[ix - 1].attrs = attrset_add_text(
					p, f->args[ix - 1].attrs,
					"\"nvvm.grid_constant\"", ATTRTAB_PARAM);
		}
		return 1;
	}
	if (v < 0)
		return 0;
	if (strcmp(k, "kernel") == 0) {
		if (v != 0)
			f->callconv = 71; /* ptx_kernel */
		return 1;
	}
	if (strcmp(k, "align") == 0) {
		/* the index in the high 16 bits: 0 the return value, i
		 * parameter i-1; the stack alignment in the low 16 */
		uint64_t idx = (uint64_t)v >> 16, al = (uint64_t)v & 0xffff;
		if (al == 0 || (al & (al - 1)) || (idx > 0 && idx > f->nargs))
			return 0;
		snprintf(buf, sizeof buf, "alignstack(%llu)", (unsigned long long)al);
		if (idx == 0)
			f->ret_attrs = attrset_add_text(p, f->ret_attrs, buf,
							ATTRTAB_RET);
		else
			f->args[idx - 1].attrs = attrset_add_text(
				p, f->args[idx - 1].attrs, buf, ATTRTAB_PARAM);
		return 1;
	}
	if (strcmp(k, "maxclusterrank") == 0 ||
	    strcmp(k, "cluster_max_blocks") == 0 || strcmp(k, "minctasm") == 0 ||
	    strcmp(k, "maxnreg") == 0) {
		snprintf(buf, sizeof buf, "\"nvvm.%s\"=\"%llu\"",
			 k[0] == 'c' ? "maxclusterrank" : k,
			 (unsigned long long)v);
		f->fn_attrs = attrset_add_text(p, f->fn_attrs, buf, ATTRTAB_FN);
		return 1;
	}
	if ((strncmp(k, "maxntid", 7) == 0 || strncmp(k, "reqntid", 7) == 0) &&
	    k[7] >= 'x' && k[7] <= 'z' && k[8] == 0) {
		nvvm_vector_attr(p, f, k[0] == 'm' ? "nvvm.maxntid" : "nvvm.reqntid",
				 k[7] - 'x', (uint64_t)v);
		return 1;
	}
	if (strncmp(k, "cluster_dim_", 12) == 0 && k[12] >= 'x' &&
	    k[12] <= 'z' && k[13] == 0) {
		nvvm_vector_attr(p, f, "nvvm.cluster_dim", k[12] - 'x',
				 (uint64_t)v);
		return 1;
	}
	return 0;
}

/* LLVM 22 reads !nvvm.annotations entries {ptr @f, !"key", value, ...}
 * of functions as what they say: "kernel" as the ptx_kernel calling
 * convention; maxntid{x,y,z}, reqntid{x,y,z}, cluster_dim_{x,y,z},
 * maxclusterrank, minctasm and maxnreg as "nvvm.*" function attributes;
 * grid_constant as a parameter attribute; align as alignstack.  The
 * pairs it reads go; an entry left with no pair goes, one left with some
 * becomes a node of those (an equal existing node if there is one); an
 * entry whose first operand is not a global goes, and so does a repeated
 * entry.  (Runs once function attributes are resolved.) */
static void upgrade_nvvm_annotations(parser *p)
{
	cv_module *m = p->m;
	named_md *nm = find_named_md(p, "nvvm.annotations");
	uint32_t j, k, q, out;
	if (nm) {
		for (j = 0, out = 0; j < nm->n; j++) {
			uint32_t idx = m->md[nm->nodes[j]].canon, nkept = 1;
			const md_node *nd = &m->md[idx];
			md_op *kept;
			global *g;
			int seen = 0;
			for (q = 0; q < out && !seen; q++)
				seen = nm->nodes[q] == idx;
			for (q = 0; q < j && !seen; q++)
				seen = m->md[nm->nodes[q]].canon == idx;
			if (seen)
				continue;
			if (nd->nops == 0 || nd->ops[0].kind != MDO_VALUE ||
			    REF_KIND(nd->ops[0].value) != REF_GLOBAL)
				continue;
			g = &m->globals[REF_IDX(nd->ops[0].value)];
			kept = arena_alloc(&m->arena, nd->nops * sizeof *kept);
			kept[0] = nd->ops[0];
			for (k = 1; k + 1 < nd->nops + 1; k += 2) {
				const md_op *ko = &nd->ops[k];
				if (k + 1 < nd->nops && ko->kind == MDO_STRING &&
				    g->kind == G_FUNC && g->fn &&
				    nvvm_upgrade_one(p, g->fn,
						     SYM_STR(&m->strs, ko->str),
						     &nd->ops[k + 1]))
					continue;
				kept[nkept++] = nd->ops[k];
				if (k + 1 < nd->nops)
					kept[nkept++] = nd->ops[k + 1];
			}
			nd = &m->md[idx]; /* attrs_from_text may grow tables */
			if (nkept == 1)
				continue;
			if (nkept != nd->nops)
				idx = md_tuple_get(p, kept, nkept);
			nm->nodes[out++] = idx;
		}
		nm->n = out;
	}
}

static uint32_t drop_dbg_attachments(const cv_module *m, md_attach *md,
				     uint32_t n)
{
	uint32_t i, k = 0;
	for (i = 0; i < n; i++)
		if (strcmp(SYM_STR(&m->strs, md[i].kind), "dbg") != 0)
			md[k++] = md[i];
	return k;
}

/* LLVM keeps debug information only when the module flag "Debug Info
 * Version" is 3; otherwise its reader strips it (with a warning): !dbg
 * attachments, debug records and the llvm.dbg.* named metadata go. */
static int debug_info_versioned(parser *p)
{
	const cv_module *m = p->m;
	named_md *flags = find_named_md(p, "llvm.module.flags");
	uint32_t j;
	for (j = 0; flags && j < flags->n; j++) {
		const md_node *nd = &m->md[flags->nodes[j]];
		if (nd->nops == 3 && nd->ops[1].kind == MDO_STRING &&
		    strcmp(SYM_STR(&m->strs, nd->ops[1].str),
			   "Debug Info Version") == 0 &&
		    nd->ops[2].kind == MDO_VALUE &&
		    REF_KIND(nd->ops[2].value) == REF_CONST &&
		    m->consts[REF_IDX(nd->ops[2].value)].kind == C_INT &&
		    m->consts[REF_IDX(nd->ops[2].value)].v.u == 3)
			return 1;
	}
	return 0;
}

/* A function's !dbg attachments and debug records dropped (a module
 * without "Debug Info Version" 3). */
static void strip_fn_dbg(const cv_module *m, function *f)
{
	uint32_t j;
	for (j = 0; j < f->ninsts; j++) {
		inst_ext *x = f->insts[j].ext;
		if (!x)
			continue;
		x->nmd = drop_dbg_attachments(m, x->md, x->nmd);
		x->ndbg = 0;
	}
}

static void strip_unversioned_debug_info(parser *p)
{
	cv_module *m = p->m;
	uint32_t i, k;
	if (debug_info_versioned(p))
		return;
	for (i = 0, k = 0; i < p->named_md.len; i++) {
		named_md *nm = &VEC_AT(&p->named_md, named_md, i);
		if (strncmp(SYM_STR(&m->strs, nm->name), "llvm.dbg.", 9) == 0 ||
		    strncmp(SYM_STR(&m->strs, nm->name), "llvm.gcov", 9) == 0)
			continue;
		VEC_AT(&p->named_md, named_md, k++) = *nm;
	}
	p->named_md.len = k;
	/* no !dbg attachment and no debug record: nothing more to strip (a
	 * pass over every instruction saved) */
	for (i = 0; i < m->nmd_kinds; i++)
		if (strcmp(SYM_STR(&m->strs, m->md_kinds[i]), "dbg") == 0)
			break;
	if (i == m->nmd_kinds && !p->any_dbg)
		return;
	for (i = 0; i < m->nglobals; i++) {
		global *g = &m->globals[i];
		g->nmd = drop_dbg_attachments(m, g->md, g->nmd);
		if (g->kind == G_FUNC && g->fn)
			strip_fn_dbg(m, g->fn);
	}
}

/* The pending function attribute lists of f's call sites, resolved. */
static void resolve_call_lists(parser *p, function *f)
{
	uint32_t i;
	for (i = 0; f->has_calls && i < f->ninsts; i++) {
		inst *in = &f->insts[i];
		if (in->ext && in->ext->fn_attrs &&
		    (in->op == OP_CALL || in->op == OP_INVOKE ||
		     in->op == OP_CALLBR))
			in->ext->fn_attrs = resolve_list(p, in->ext->fn_attrs);
	}
}

/* What f's calls are (convergent, the callee known, an intrinsic), from
 * every function's attributes. */
static void call_facts(const cv_module *m, function *f)
{
	uint32_t i;
	if (!f->has_calls)
		return;
	for (i = 0; i < f->ninsts; i++) {
		inst *in = &f->insts[i];
		inst_ext *x = in->ext;
		ref callee;
		const attrset_rec *cs;
		if (!x || !(in->op == OP_CALL || in->op == OP_INVOKE ||
			    in->op == OP_CALLBR))
			continue;
		callee = f->ops[in->ops + in->nops - 1 -
				(in->op == OP_INVOKE ? 2
				 : in->op == OP_CALLBR ? x->nindices + 1 : 0)];
		cs = &m->attrsets[x->fn_attrs];
		x->convergent = cs->has_convergent;
		if (REF_KIND(callee) == REF_GLOBAL) {
			const global *cg = &m->globals[REF_IDX(callee)];
			x->callee_known = 1;
			if (cg->kind == G_FUNC && cg->fn) {
				x->intrinsic = cg->fn->intrinsic;
				if (cg->fn->is_convergent)
					x->convergent = 1;
			}
		}
		if (x->conv_token != REF_NULL)
			x->convergent = 1;
		if (cs->has_noconvergent)
			x->convergent = 0;
	}
}

static void resolve_attr_lists(parser *p)
{
	cv_module *m = p->m;
	uint32_t gi;
	for (gi = 0; gi < m->nglobals; gi++) {
		global *g = &m->globals[gi];
		if (g->attr_list)
			g->attrs = resolve_list(p, g->attr_list);
		/* (a skimmed header's shared record has nothing to finish) */
		if (g->kind == G_FUNC && g->fn && g->fn != p->skim_fn) {
			function *f = g->fn;
			if (f->fn_attr_list)
				f->fn_attrs = resolve_list(p, f->fn_attr_list);
			if (!g->numbered)
				f->intrinsic = intrinsic_classify(
					SYM_STR(&m->strs, g->name),
					SYM_LEN(&m->strs, g->name));
			f->is_convergent = f->fn_attrs &&
					   m->attrsets[f->fn_attrs].has_convergent;
			resolve_call_lists(p, f);
		}
	}
	upgrade_intrinsics(p);
	for (gi = 0; gi < m->nglobals; gi++) {
		global *g = &m->globals[gi];
		if (g->kind == G_FUNC && g->fn && g->fn != p->skim_fn) {
			function *f = g->fn;
			f->is_convergent = f->fn_attrs &&
					   m->attrsets[f->fn_attrs].has_convergent;
			/* the names are final here (upgrades rename) */
			f->intr_state = INTR_INFO_NONE;
			f->intr_info = NULL;
			if (!g->numbered && g->name &&
			    SYM_LEN(&m->strs, g->name) >= 5 &&
			    memcmp(SYM_STR(&m->strs, g->name), "llvm.", 5) == 0) {
				f->intr_info = intrintab_lookup(
					SYM_STR(&m->strs, g->name),
					SYM_LEN(&m->strs, g->name));
				f->intr_state = f->intr_info ? INTR_INFO_LISTED
							     : INTR_INFO_UNLISTED;
			}
		}
	}
	/* call facts need every function's attributes */
	for (gi = 0; gi < m->nglobals; gi++) {
		global *g = &m->globals[gi];
		if (g->kind == G_FUNC && g->fn && g->fn != p->skim_fn)
			call_facts(m, g->fn);
	}
}

/* Calling conventions by name (LangRef "Calling Conventions"); the
 * numbers and spellings are LLVM 22's (CallingConv.h, AsmWriter). */
/* CallingConv ::= name | 'cc' UINT | 'riscv_vls_cc' '(' N ')' */
int parse_cc(parser *p, uint32_t *cc)
{
	size_t i;
	if (p->tok.kind != T_WORD)
		return 0;
	if (is_word(p, "cc")) {
		next(p);
		*cc = parse_u32(p, "calling convention");
		return 1;
	}
	if (is_word(p, "riscv_vls_cc")) {
		token t;
		uint64_t n;
		unsigned lg = 0;
		next(p);
		expect(p, T_LPAREN, "'(' after riscv_vls_cc");
		t = p->tok;
		n = parse_uint(p, "vector length");
		expect(p, T_RPAREN, "')' after riscv_vls_cc");
		while ((1ull << lg) < n)
			lg++;
		if ((1ull << lg) != n || lg < 5 || lg > 16)
			perr(p, &t, "argument to riscv_vls_cc must be between 32 and 65536, power of 2");
		*cc = CC_RISCV_VLS_FIRST + lg - 5;
		return 1;
	}
	/* most words here are types or attributes: the names' first
	 * characters and lengths rule them out (a walk of the table, even
	 * comparing first characters, was 1.6% of reading libclc), then the
	 * first character nearly all of the table */
	for (i = (p->cc_lens[(unsigned char)p->tok.text[0] & 31] >>
		  (p->tok.len < 31 ? p->tok.len : 31)) & 1
		    ? 0
		    : CC_TABLE_COUNT;
	     i < CC_TABLE_COUNT; i++) {
		const char *n = cc_table[i].name;
		if (n[0] == p->tok.text[0] &&
		    strncmp(n, p->tok.text, p->tok.len) == 0 &&
		    n[p->tok.len] == 0) {
			*cc = cc_table[i].cc;
			next(p);
			return 1;
		}
	}
	/* LLVM's lexer reads any other word "cc..." as 'cc' and then what
	 * follows it: "cc40" is cc 40 */
	if (p->tok.len > 2 && p->tok.text[0] == 'c' && p->tok.text[1] == 'c') {
		const char *d = p->tok.text + 2;
		size_t nd = p->tok.len - 2, k;
		uint64_t v = 0;
		for (k = 0; k < nd && d[k] >= '0' && d[k] <= '9'; k++)
			if (v <= UINT32_MAX)
				v = v * 10 + (uint64_t)(d[k] - '0');
		if (!k)
			perr_at(p, p->tok.line, p->tok.col + 2, p->tok.pos + 2,
				"expected integer");
		if (k < nd) /* "cc12x": cc 12, then x where the type goes */
			perr_at(p, p->tok.line, p->tok.col + 2 + (unsigned)k,
				p->tok.pos + 2 + k, "expected type");
		if (v > UINT32_MAX)
			perr_at(p, p->tok.line, p->tok.col + 2, p->tok.pos + 2,
				"expected 32-bit integer (too large)");
		*cc = (uint32_t)v;
		next(p);
		return 1;
	}
	return 0;
}

/* ---- functions --------------------------------------------------------- */

/* FunctionHeader ::= prefix [cc] [retattrs] Type GlobalName '(' args ')'
 *   [unnamed_addr] [addrspace] fnattrs [section] [partition] [comdat]
 *   [align] [gc] [prefix] [prologue] [personality] (!md)* */
/* A function's metadata attachments, !kind !node ... (no commas), if
 * any, into g. */
static void parse_fn_attachments(parser *p, global *g)
{
	vec *v;
	if (p->tok.kind != T_MDNAME)
		return;
	v = tmp_begin(p, sizeof(md_attach));
	while (p->tok.kind == T_MDNAME)
		parse_md_attachments(p, v);
	g->md = arena_dup(&p->m->arena, v->data, v->len * sizeof(md_attach));
	g->nmd = (uint32_t)v->len;
	tmp_end(p, v);
}

/* Argument lists by their text.  libclc's 10,353 headers (nvptx) write
 * 870 different lists, `(<4 x float> noundef %0)` hundreds of times; a
 * list is read once per module, and its text (from the '(' to its ')',
 * on one line, without strings, comments or metadata, which it then
 * means the same wherever it appears: types and attributes by the
 * module's ids, names by its syms, numbers by themselves) gives its
 * arguments after that. */
struct argl_ent {
	uint32_t hash, len; /* len 0: empty */
	uint32_t text, args, nargs; /* offsets in argl_text, argl_args */
	uint8_t vararg;
	uint8_t kind; /* ARGL_LIST, or ARGL_PREFIX (args: the index of
			 its hdr_prefix in argl_prefix) */
};
enum { ARGL_LIST, ARGL_PREFIX };

/* What a header's text before its name gives (a prefix, below): the
 * linkage and the like, the calling convention, the return's attributes
 * and type. */
struct hdr_prefix {
	uint8_t linkage, is_decl, dso_local, visibility, dll;
	uint32_t callconv;
	attrset ret_attrs;
	tyid ret;
};

/* The length of the list whose '(' is the current token (to its ')'
 * included), or 0 if its text cannot stand for it. */
static uint32_t arglist_len(const parser *p)
{
	const char *s = p->tok.pos, *e = s, *end = p->lx.end;
	unsigned depth = 0;
	if (p->piping || p->tok.kind != T_LPAREN)
		return 0;
	for (; e < end && e - s < ARGL_TEXT; e++) {
		switch (*e) {
		case '(':
			depth++;
			break;
		case ')':
			if (--depth == 0)
				return (uint32_t)(e - s) + 1;
			break;
		case '"': case '\n': case '\r': case ';': case '!': case '/':
			return 0;
		default:
			break;
		}
	}
	return 0;
}

/* The slot of the list s[0..len): its own, or the empty one where it
 * would go; NULL when the table is full or out of memory. */
static struct argl_ent *arglist_slot(parser *p, const char *s, uint32_t len,
				     uint32_t h, unsigned kind)
{
	uint32_t k;
	if (!p->argl &&
	    !(p->argl = cache_table(p, ARGL_SIZE * sizeof *p->argl)))
		return NULL;
	for (k = 0; k < ARGL_SIZE; k++) {
		struct argl_ent *c = &p->argl[(h + k) & (ARGL_SIZE - 1)];
		if (!c->len ||
		    (c->hash == h && c->len == len && c->kind == kind &&
		     memcmp((const char *)p->argl_text.data + c->text, s,
			    len) == 0))
			return c;
	}
	return NULL;
}

/* The arguments of the list at the current token, if read before: into
 * args and ptys, the reading moved past its ')'; 0 if not. */
static int arglist_cached(parser *p, uint32_t len, vec *args, vec *ptys,
			  int *vararg)
{
	const char *s = p->tok.pos;
	struct argl_ent *c;
	uint32_t i;
	if (!len)
		return 0;
	c = arglist_slot(p, s, len, (uint32_t)text_hash(s, len) ^ ARGL_LIST, ARGL_LIST);
	if (!c || !c->len)
		return 0;
	vec_reserve(args, p->al, &p->fail, c->nargs);
	vec_reserve(ptys, p->al, &p->fail, c->nargs + 1);
	for (i = 0; i < c->nargs; i++) {
		argument a = VEC_AT(&p->argl_args, argument, c->args + i);
		VEC_AT(args, argument, args->len++) = a;
		VEC_AT(ptys, tyid, ptys->len++) = a.type;
	}
	*vararg = c->vararg;
	p->lx.cur = s + len;
	next(p);
	return 1;
}

/* A new entry of the kind for the text s[0..len), its text kept; NULL
 * when the table is full (or has it: not when it is read before). */
static struct argl_ent *arglist_new(parser *p, const char *s, uint32_t len,
				    unsigned kind)
{
	struct argl_ent *c;
	uint32_t h;
	if (!len || p->argl_count >= ARGL_SIZE / 4 * 3)
		return NULL;
	h = (uint32_t)text_hash(s, len) ^ kind;
	c = arglist_slot(p, s, len, h, kind);
	if (!c || c->len)
		return NULL;
	vec_reserve(&p->argl_text, p->al, &p->fail, len);
	c->hash = h;
	c->len = len;
	c->kind = (uint8_t)kind;
	c->text = (uint32_t)p->argl_text.len;
	memcpy((char *)p->argl_text.data + p->argl_text.len, s, len);
	p->argl_text.len += len;
	p->argl_count++;
	return c;
}

/* The list just read (its text at s[0..len), its arguments in args) kept,
 * while the table has room. */
static void arglist_keep(parser *p, const char *s, uint32_t len,
			 const vec *args, int vararg)
{
	struct argl_ent *c = arglist_new(p, s, len, ARGL_LIST);
	if (!c)
		return;
	vec_reserve(&p->argl_args, p->al, &p->fail, args->len + 1);
	c->args = (uint32_t)p->argl_args.len;
	c->nargs = (uint32_t)args->len;
	c->vararg = (uint8_t)vararg;
	if (args->len)
		memcpy(&VEC_AT(&p->argl_args, argument, p->argl_args.len),
		       args->data, args->len * sizeof(argument));
	p->argl_args.len += args->len;
}

/* The length of a header's text from the current token to its name's
 * '@' (linkage, calling convention, the return's attributes and type:
 * `dso_local noundef <4 x float> `), or 0 if that text cannot stand for
 * what it says (a string, a comment, a line break, metadata). */
static uint32_t prefix_len(const parser *p)
{
	const char *s = p->tok.pos, *e = s, *end = p->lx.end;
	if (p->piping)
		return 0;
	for (; e < end && e - s < ARGL_TEXT; e++) {
		switch (*e) {
		case '@':
			return (uint32_t)(e - s);
		case '"': case '\n': case '\r': case ';': case '!': case '/':
			return 0;
		default:
			break;
		}
	}
	return 0;
}

/* The prefix at the current token, if read before: into g and fn, the
 * reading moved to the name; 0 if not. */
static int prefix_cached(parser *p, uint32_t len, global *g, function *fn,
			 attrset *ret_attrs, tyid *ret)
{
	const char *s = p->tok.pos;
	const struct hdr_prefix *h;
	struct argl_ent *c;
	if (!len)
		return 0;
	c = arglist_slot(p, s, len, (uint32_t)text_hash(s, len) ^ ARGL_PREFIX,
			 ARGL_PREFIX);
	if (!c || !c->len)
		return 0;
	h = &VEC_AT(&p->argl_prefix, struct hdr_prefix, c->args);
	g->linkage = h->linkage;
	g->is_decl = h->is_decl;
	g->dso_local = h->dso_local;
	g->visibility = h->visibility;
	g->dll = h->dll;
	fn->callconv = h->callconv;
	*ret_attrs = h->ret_attrs;
	*ret = h->ret;
	p->lx.cur = s + len;
	next(p);
	return 1;
}

static void prefix_keep(parser *p, const char *s, uint32_t len,
			const global *g, const function *fn, attrset ret_attrs,
			tyid ret)
{
	struct argl_ent *c = arglist_new(p, s, len, ARGL_PREFIX);
	struct hdr_prefix *h;
	if (!c)
		return;
	vec_reserve(&p->argl_prefix, p->al, &p->fail, 1);
	c->args = (uint32_t)p->argl_prefix.len;
	h = &VEC_AT(&p->argl_prefix, struct hdr_prefix, p->argl_prefix.len++);
	h->linkage = g->linkage;
	h->is_decl = g->is_decl;
	h->dso_local = g->dso_local;
	h->visibility = g->visibility;
	h->dll = g->dll;
	h->callconv = fn->callconv;
	h->ret_attrs = ret_attrs;
	h->ret = ret;
}

static uint32_t parse_function_header(parser *p, int is_define)
{
	cv_module *m = p->m;
	global tmp;
	function *fn;
	token name, rt, lt;
	tyid ret;
	uint32_t gi, i;
	attrset ret_attrs;
	vec *args = tmp_begin(p, sizeof(argument));
	vec *ptys = tmp_begin(p, sizeof(tyid));
	uint32_t next_arg = 0, alen, plen;
	int vararg = 0, keep_prefix = 0;
	const char *lpar;
	type ft;

	memset(&tmp, 0, sizeof tmp);
	/* a declaration's attachments come first: declare !kind !node ... */
	if (!is_define)
		parse_fn_attachments(p, &tmp);
	lt = p->tok;
	fn = arena_zalloc(&m->arena, sizeof *fn);
	plen = prefix_len(p);
	if (prefix_cached(p, plen, &tmp, fn, &ret_attrs, &ret)) {
		/* (the checks below run on it again, a define's or a
		 * declare's; the one at rt passed when the text was read) */
		rt = lt;
	} else {
		parse_global_prefix(p, &tmp, 1);
		parse_cc(p, &fn->callconv);
		parse_param_attrs(p, &ret_attrs, ATTRTAB_RET);
		rt = p->tok;
		ret = parse_type(p, 1);
		keep_prefix = 1;
	}
	/* the linkage, checked once the return type is read (as LLVM does) */
	switch (tmp.linkage) {
	case L_APPENDING:
	case L_COMMON:
		perr(p, &lt, "invalid function linkage type");
		break;
	case L_EXTERN_WEAK:
		if (is_define)
			perr(p, &lt, "invalid linkage for function definition");
		break;
	case L_PRIVATE:
	case L_INTERNAL:
	case L_AVAILABLE_EXTERNALLY:
	case L_LINKONCE:
	case L_LINKONCE_ODR:
	case L_WEAK:
	case L_WEAK_ODR:
		if (!is_define)
			perr(p, &lt, "invalid linkage for function declaration");
		break;
	default:
		break;
	}
	local_linkage_rules(p, &tmp, &lt);
	if (m->types[ret].kind == TY_LABEL || m->types[ret].kind == TY_METADATA ||
	    m->types[ret].kind == TY_FUNC)
		perr(p, &rt, "invalid function return type");
	name = p->tok;
	if (name.kind != T_GLOBAL)
		perr(p, &name, "expected function name");
	if (keep_prefix && name.pos == lt.pos + plen)
		prefix_keep(p, lt.pos, plen, &tmp, fn, ret_attrs, ret);
	next(p);
	alen = arglist_len(p);
	if (arglist_cached(p, alen, args, ptys, &vararg))
		goto args_read;
	lpar = p->tok.pos;
	expect(p, T_LPAREN, "'(' in function argument list");
	if (p->tok.kind != T_RPAREN) {
		for (;;) {
			argument a;
			token at = p->tok;
			if (accept(p, T_DOTDOTDOT)) {
				vararg = 1;
				break;
			}
			memset(&a, 0, sizeof a);
			a.number = UINT32_MAX;
			a.type = parse_type(p, 0);
			if (!valid_arg_type(m, a.type))
				perr(p, &at, "invalid type for function argument");
			parse_param_attrs(p, &a.attrs, ATTRTAB_PARAM);
			if (p->tok.kind == T_LOCAL) {
				if (p->tok.numbered) {
					uint32_t n = tok_number(p, &p->tok);
					if (n < next_arg)
						perr(p, &p->tok, "argument expected to be numbered '%%%u' or greater",
						     next_arg);
					a.number = n;
					next_arg = n + 1;
				} else {
					a.name = intern_name(p, &p->tok);
				}
				next(p);
			}
			vec_reserve(args, p->al, &p->fail, 1);
			VEC_AT(args, argument, args->len++) = a;
			vec_reserve(ptys, p->al, &p->fail, 1);
			VEC_AT(ptys, tyid, ptys->len++) = a.type;
			if (!accept(p, T_COMMA))
				break;
		}
	}
	if (p->tok.kind != T_RPAREN) {
		tmp_end(p, args);
		tmp_end(p, ptys);
		perr(p, &p->tok, "expected ')' at end of argument list");
	}
	arglist_keep(p, lpar, alen, args, vararg);
	next(p);
args_read:
	memset(&ft, 0, sizeof ft);
	ft.kind = TY_FUNC;
	ft.flags = vararg ? TYF_VARARG : 0;
	vec_reserve(ptys, p->al, &p->fail, 1);
	memmove((tyid *)ptys->data + 1, ptys->data, ptys->len * sizeof(tyid));
	((tyid *)ptys->data)[0] = ret;
	ft.nsub = (uint32_t)ptys->len + 1;
	ft.sub = ptys->data;
	fn->type = type_intern(m, &ft);
	tmp_end(p, ptys);
	fn->nargs = (uint32_t)args->len;
	fn->args = fn->nargs ? arena_dup(&m->arena, args->data,
					 args->len * sizeof(argument))
			     : NULL;
	tmp_end(p, args);
	fn->ret_attrs = ret_attrs;
	if (accept_word(p, "unnamed_addr"))
		tmp.unnamed_addr = 1;
	else if (accept_word(p, "local_unnamed_addr"))
		tmp.unnamed_addr = 2;
	tmp.addrspace = m->layout->program_as;
	p->fn_align = 0;
	if (accept_word(p, "addrspace")) {
		tmp.addrspace = parse_addrspace(p);
		fn->explicit_addrspace = 1;
	}
	fn->fn_attr_list = parse_fn_attrs(p, 1);
	for (;;) {
		if (accept_word(p, "section")) {
			tmp.section = string_sym(p, &p->tok);
			expect(p, T_STRING, "section name");
		} else if (accept_word(p, "partition")) {
			tmp.partition = string_sym(p, &p->tok);
			expect(p, T_STRING, "partition name");
		} else if (is_word(p, "comdat")) {
			parse_comdat_ref(p, name.numbered ? 0 : intern_name(p, &name),
					 name.numbered, &tmp.comdat_kind, &tmp.comdat);
		} else if (accept_word(p, "align")) {
			token at = p->tok;
			uint64_t a;
			if (accept(p, T_LPAREN)) {
				at = p->tok;
				a = parse_uint(p, "alignment");
				expect(p, T_RPAREN, "')'");
			} else
				a = parse_uint(p, "alignment");
			if (a == 0 || (a & (a - 1)) || a > (1ull << 32))
				perr(p, &at, "alignment is not a power of two");
			tmp.align = a;
		} else if (accept_word(p, "gc")) {
			fn->gc = string_sym(p, &p->tok);
			expect(p, T_STRING, "gc name");
		} else if (accept_word(p, "prefix")) {
			tyid t;
			fn->prefix = parse_typed_value(p, &t);
		} else if (accept_word(p, "prologue")) {
			tyid t;
			fn->prologue = parse_typed_value(p, &t);
		} else if (accept_word(p, "personality")) {
			tyid t;
			fn->personality = parse_typed_value(p, &t);
		} else if (p->tok.kind == T_ATTRGRP || (p->tok.kind == T_WORD &&
			   attr_keyword(p, p->tok.text, p->tok.len))) {
			/* attributes after other properties */
			uint32_t k = parse_fn_attrs(p, 1);
			if (k && fn->fn_attr_list) {
				perr(p, &p->tok, "expected '{' in function body");
			}
			if (k)
				fn->fn_attr_list = k;
		} else {
			break;
		}
	}
	if (p->fn_align && !tmp.align)
		tmp.align = p->fn_align;
	/* a definition's come after the header */
	if (is_define)
		parse_fn_attachments(p, &tmp);
	/* a skimmed header read now (skim_read): its global is made */
	gi = p->skim_gi != UINT32_MAX ? p->skim_gi
				       : global_define(p, &name, G_FUNC);
	if (p->skim_gi == UINT32_MAX && fwd_as_differs(p, gi, tmp.addrspace)) {
		/* LLParser::parseFunctionHeader: at the first use of a named
		 * function, at the name of a numbered one */
		const gref *fw = &VEC_AT(&p->global_fwd, gref, gi);
		char b1[32], b2[32];
		const char *want = ptr_text(tmp.addrspace, b1, sizeof b1),
			   *was = ptr_text(m->globals[gi].addrspace, b2, sizeof b2);
		if (m->globals[gi].numbered) /* its name is its number */
			perr(p, &name, "type of definition and forward reference "
				       "of '@%u' disagree: expected '%s' but was '%s'",
			     m->globals[gi].name, want, was);
		perr_at(p, fw->line, fw->col, fw->pos,
			"invalid forward reference to function '%s' with wrong "
			"type: expected '%s' but was '%s'",
			SYM_STR(&m->strs, m->globals[gi].name), want, was);
	}
	{
		global *g = &m->globals[gi];
		uint8_t def = g->defined;
		uint32_t line = g->line;
		sym nm = g->name;
		uint8_t numbered = g->numbered;
		*g = tmp;
		g->defined = def;
		g->line = line;
		g->name = nm;
		g->numbered = numbered;
		g->kind = G_FUNC;
		g->type = fn->type;
		g->fn = fn;
		g->is_decl = (uint8_t)!is_define;
		fn->line = line;
		implicit_dso_local(g);
		for (i = 0; i < fn->nargs; i++)
			(void)i;
	}
	return gi;
}

/* ---- module ------------------------------------------------------------ */

static void parse_module_asm(parser *p)
{
	cv_module *m = p->m;
	next(p);
	expect_word(p, "asm");
	if (p->tok.kind != T_STRING)
		perr(p, &p->tok, "expected 'module asm'");
	if (m->ntoplevel_asm % 16 == 0) {
		sym *n = arena_alloc(&m->arena, (m->ntoplevel_asm + 16) * sizeof *n);
		if (m->ntoplevel_asm)
			memcpy(n, m->toplevel_asm, m->ntoplevel_asm * sizeof *n);
		m->toplevel_asm = n;
	}
	m->toplevel_asm[m->ntoplevel_asm++] = string_sym(p, &p->tok);
	next(p);
}

/* comdat:  $name = comdat (any|exactmatch|largest|nodeduplicate|samesize) */
static void parse_comdat(parser *p)
{
	uint32_t seen;
	cv_module *m = p->m;
	token name = p->tok;
	char buf[512];
	const char *kinds[] = {"any", "exactmatch", "largest",
			       "nodeduplicate", "samesize"};
	size_t i;
	if (u32map_get(&p->comdat_defs, intern_name(p, &name), &seen)) {
		int n;
		const char *txt = name_text(p, &name, &n);
		perr(p, &name, "redefinition of comdat '$%.*s'", n, txt);
	}
	next(p);
	expect(p, T_EQ, "'=' here");
	expect_word(p, "comdat");
	for (i = 0; i < 5; i++)
		if (is_word_n(p, kinds[i], strlen(kinds[i])))
			break;
	if (i == 5)
		perr(p, &p->tok, "unknown selection kind");
	next(p);
	snprintf(buf, sizeof buf, "%.*s%s", (int)name.len, name.text, kinds[i]);
	if (m->ncomdats % 16 == 0) {
		sym *n = arena_alloc(&m->arena, (m->ncomdats + 16) * 2 * sizeof *n);
		if (m->ncomdats)
			memcpy(n, m->comdats, m->ncomdats * 2 * sizeof *n);
		m->comdats = n;
	}
	m->comdats[2 * m->ncomdats] = intern_name(p, &name);
	u32map_put(&p->comdat_defs, p->al, &p->fail, m->comdats[2 * m->ncomdats],
		   1);
	m->comdats[2 * m->ncomdats + 1] =
		strtab_intern(&m->strs, &m->arena, kinds[i], strlen(kinds[i]));
	m->ncomdats++;
}

/* uselistorder directives: opt does not print use-list order, except
 * through the predecessor lists of blocks, so only uselistorder_bb
 * matters: it is kept and applied to the block's predecessors at the end.
 *   uselistorder_bb @f, %bb, { i, j, ... } */
static void parse_uselistorder(parser *p)
{
	int bb = is_word(p, "uselistorder_bb");
	token ft, bt, lt;
	vec *idx;
	next(p);
	if (!bb) {
		/* uselistorder TypedValue ',' '{' indexes '}' */
		tyid t;
		parse_typed_value(p, &t);
		expect(p, T_COMMA, "',' here");
		expect(p, T_LBRACE, "'{' here");
		while (p->tok.kind == T_INT || p->tok.kind == T_COMMA) {
			if (p->tok.kind == T_INT)
				parse_uselist_index(p);
			else
				next(p);
		}
		expect(p, T_RBRACE, "'}' here");
		return;
	}
	ft = p->tok;
	expect(p, T_GLOBAL, "function name in uselistorder_bb");
	expect(p, T_COMMA, "',' here");
	bt = p->tok;
	expect(p, T_LOCAL, "basic block name in uselistorder_bb");
	expect(p, T_COMMA, "',' here");
	lt = p->tok;
	expect(p, T_LBRACE, "'{' here");
	idx = tmp_begin(p, sizeof(uint32_t));
	while (p->tok.kind != T_RBRACE) {
		uint32_t k = parse_uselist_index(p);
		vec_reserve(idx, p->al, &p->fail, 1);
		VEC_AT(idx, uint32_t, idx->len++) = k;
		if (!accept(p, T_COMMA))
			break;
	}
	expect(p, T_RBRACE, "'}' here");
	{
		ulo u;
		memset(&u, 0, sizeof u);
		u.fn = global_lookup(p, &ft);
		u.block = intern_name(p, &bt);
		u.numbered = bt.numbered;
		u.n = (uint32_t)idx->len;
		u.idx = arena_dup(&p->m->arena, idx->data, idx->len * sizeof(uint32_t));
		u.line = ft.line;
		u.col = ft.col;
		u.pos = ft.pos;
		u.iline = lt.line;
		u.icol = lt.col;
		u.ipos = lt.pos;
		vec_reserve(&p->ulos, p->al, &p->fail, 1);
		VEC_AT(&p->ulos, ulo, p->ulos.len++) = u;
	}
	tmp_end(p, idx);
}

/* Applies uselistorder_bb: index i gives the new position of use i. */
static void apply_uselistorder(parser *p)
{
	cv_module *m = p->m;
	uint32_t i, j;
	for (i = 0; i < p->ulos.len; i++) {
		const ulo *u = &VEC_AT(&p->ulos, ulo, i);
		const global *g = &m->globals[u->fn];
		function *f = g->fn;
		block *b = NULL;
		uint32_t *np;
		if (g->kind != G_FUNC || !f || g->is_decl)
			perr_at(p, u->line, u->col, u->pos, "expected function name in uselistorder_bb");
		if (u->numbered) {
			/* the block written with that number */
			uint32_t want = 0, k;
			const char *t = SYM_STR(&m->strs, u->block);
			while (*t && want < (1u << 27))
				want = want * 10 + (uint32_t)(*t++ - '0');
			for (k = 0; k < f->nblocks && !b; k++)
				if (!f->blocks[k].name && f->blocks[k].number == want)
					b = &f->blocks[k];
		} else {
			for (j = 0; j < f->nblocks && !b; j++)
				if (sym_same(&m->strs, f->blocks[j].name, u->block))
					b = &f->blocks[j];
		}
		if (!b)
			perr_at(p, u->line, u->col, u->pos, "invalid basic block in uselistorder_bb");
		if (u->n != b->npreds)
			perr_at(p, u->iline, u->icol, u->ipos,
				"wrong number of indexes, expected %u", b->npreds);
		np = arena_alloc(&m->arena, (b->npreds ? b->npreds : 1) * sizeof *np);
		{
			/* a permutation of 0..n-1 that changes the order */
			uint8_t *seen = arena_zalloc(&m->arena, u->n ? u->n : 1);
			int changed = 0;
			for (j = 0; j < u->n; j++) {
				if (u->idx[j] >= u->n || seen[u->idx[j]])
					perr_at(p, u->iline, u->icol, u->ipos,
						"expected distinct uselistorder indexes in range [0, size)");
				seen[u->idx[j]] = 1;
				if (u->idx[j] != j)
					changed = 1;
				np[u->idx[j]] = b->preds[j];
			}
			if (!changed)
				perr_at(p, u->iline, u->icol, u->ipos,
					"expected uselistorder indexes to change the order");
		}
		b->preds = np;
	}
}

/* ^N = ... summary entries: skipped with balanced parentheses. */
static void skip_summary(parser *p)
{
	int depth = 0;
	next(p);
	expect(p, T_EQ, "'=' here");
	do {
		if (p->tok.kind == T_LPAREN)
			depth++;
		else if (p->tok.kind == T_RPAREN)
			depth--;
		else if (p->tok.kind == T_EOF)
			perr(p, &p->tok, "unexpected end of summary entry");
		next(p);
	} while (depth > 0);
}

/* Line counts of the text a body skip passes over. */
struct skip_lines {
	unsigned n;         /* newlines passed */
	const char *after;  /* just after the last of them (NULL: none) */
};

/* Adds the newlines whose bits are set in `lines` (bit i: s[i]). */
static inline void skip_count(struct skip_lines *ln, const char *s,
			      unsigned lines)
{
	if (!lines)
		return;
	ln->after = s + 32 - __builtin_clz(lines);
	do { /* one or two a time: no call to a popcount of the library */
		ln->n++;
		lines &= lines - 1;
	} while (lines);
}

/* The first of '"', ';', '{' and '}' in [s, e), or e, counting the
 * newlines before it into *ln: sixteen bytes at a time where SSE2 is
 * there to compare them (the lines were counted by a second pass with
 * memchr, a call a line: half the time of skipping libclc's bodies). */
static const char *skip_stop(const char *s, const char *e,
			     struct skip_lines *ln)
{
#if defined(__SSE2__) && defined(__GNUC__)
	const __m128i q = _mm_set1_epi8('"'), c = _mm_set1_epi8(';');
	const __m128i l = _mm_set1_epi8('{'), r = _mm_set1_epi8('}');
	const __m128i nl = _mm_set1_epi8('\n');
	while (e - s >= 16) {
		__m128i v = _mm_loadu_si128((const __m128i *)(const void *)s);
		__m128i hit = _mm_or_si128(
			_mm_or_si128(_mm_cmpeq_epi8(v, q), _mm_cmpeq_epi8(v, c)),
			_mm_or_si128(_mm_cmpeq_epi8(v, l), _mm_cmpeq_epi8(v, r)));
		unsigned bits = (unsigned)_mm_movemask_epi8(hit);
		unsigned lines = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v, nl));
		if (bits) {
			unsigned at = (unsigned)__builtin_ctz(bits);
			skip_count(ln, s, lines & ((1u << at) - 1));
			return s + at;
		}
		skip_count(ln, s, lines);
		s += 16;
	}
#endif
	for (; s < e; s++) {
		if (*s == '"' || *s == ';' || *s == '{' || *s == '}')
			return s;
		if (*s == '\n') {
			ln->n++;
			ln->after = s + 1;
		}
	}
	return e;
}

#ifdef HAVE_AVX2_PATH
/* skip_stop thirty-two bytes at a time, for CPUs with AVX2 (a module
 * read in parts skips most of its bodies in every part: 12% of verify's
 * CPU time on libclc with SSE2). */
__attribute__((target("avx2,popcnt")))
static const char *skip_stop_avx2(const char *s, const char *e,
				  struct skip_lines *ln)
{
	const __m256i q = _mm256_set1_epi8('"'), c = _mm256_set1_epi8(';');
	const __m256i l = _mm256_set1_epi8('{'), r = _mm256_set1_epi8('}');
	const __m256i nl = _mm256_set1_epi8('\n');
	while (e - s >= 32) {
		__m256i v = _mm256_loadu_si256((const __m256i *)(const void *)s);
		__m256i hit = _mm256_or_si256(
			_mm256_or_si256(_mm256_cmpeq_epi8(v, q),
					_mm256_cmpeq_epi8(v, c)),
			_mm256_or_si256(_mm256_cmpeq_epi8(v, l),
					_mm256_cmpeq_epi8(v, r)));
		unsigned bits = (unsigned)_mm256_movemask_epi8(hit);
		unsigned lines = (unsigned)_mm256_movemask_epi8(
			_mm256_cmpeq_epi8(v, nl));
		if (bits) {
			unsigned at = (unsigned)__builtin_ctz(bits);
			lines &= at ? 0xffffffffu >> (32 - at) : 0;
			if (lines) {
				ln->n += (unsigned)__builtin_popcount(lines);
				ln->after = s + 32 - __builtin_clz(lines);
			}
			return s + at;
		}
		if (lines) {
			ln->n += (unsigned)__builtin_popcount(lines);
			ln->after = s + 32 - __builtin_clz(lines);
		}
		s += 32;
	}
	return skip_stop(s, e, ln);
}
#endif

/* Skips the body of a definition this part does not read
 * (cv_context_set_bodies): from its '{', the current token, to the
 * matching '}', braces counted outside quoted strings and comments (LLVM's
 * strings end at the next '"': a quote inside one is written \22), and
 * the lexer goes on after it with its line count kept.  Returns 0, having
 * moved nothing, when the body does not close: the caller reads it then,
 * for the error. */
/* The extent in the context's complete body map of the body whose '{'
 * is at offset `open`, or NULL. */
static const struct body_extent *body_map_find(parser *p, size_t open)
{
	const cv_body_map *map = p->ctx->body_map;
	while (p->body_at < map->n && map->e[p->body_at].open < open)
		p->body_at++;
	return p->body_at < map->n && map->e[p->body_at].open == open
		       ? &map->e[p->body_at]
		       : NULL;
}

/* Notes a skipped body in the context's map (a map that cannot grow is
 * broken: never used). */
static void body_map_note(parser *p, size_t open, size_t close,
			  const struct skip_lines *ln)
{
	cv_body_map *map = p->ctx->body_map;
	struct body_extent *x;
	if (map->state != BODY_MAP_NOTING)
		return;
	if (map->n == map->cap) {
		size_t ncap = map->cap ? map->cap * 2 : 1024;
		struct body_extent *ne = cv_mem_realloc(&map->alloc, map->e,
							map->cap * sizeof *ne,
							ncap * sizeof *ne);
		if (!ne) {
			map->state = BODY_MAP_BROKEN;
			return;
		}
		map->e = ne;
		map->cap = ncap;
	}
	x = &map->e[map->n++];
	x->open = open;
	x->close = close;
	x->nl = ln->n;
	x->line_start = ln->after ? (size_t)(ln->after - p->lx.src) : 0;
}

static int skip_body(parser *p)
{
	const char *s = p->tok.pos, *e = p->lx.end;
	unsigned depth = 0;
	struct skip_lines ln = {0, NULL};
	if (p->body_map == 2 && p->tok.kind == T_LBRACE) {
		const struct body_extent *x =
			body_map_find(p, (size_t)(s - p->lx.src));
		if (x) {
			p->lx.line += x->nl;
			if (x->nl)
				p->lx.line_start = p->lx.src + x->line_start;
			p->lx.cur = p->lx.src + x->close + 1;
			p->body_close = x->close + 1;
			next(p);
			return 1;
		}
	}
	const char *(*stop)(const char *, const char *, struct skip_lines *) =
		skip_stop;
	if (p->tok.kind != T_LBRACE)
		return 0;
#ifdef HAVE_AVX2_PATH
	if (__builtin_cpu_supports("avx2"))
		stop = skip_stop_avx2;
#endif
	while ((s = stop(s, e, &ln)) < e) {
		const char *q;
		switch (*s) {
		case '"':
			q = memchr(s + 1, '"', (size_t)(e - s - 1));
			if (!q)
				return 0;
			/* a string has no newline, but a bad one may */
			for (s++; (s = memchr(s, '\n', (size_t)(q - s))) != NULL; s++) {
				ln.n++;
				ln.after = s + 1;
			}
			s = q + 1;
			continue;
		case ';': /* to the newline, which ends the comment */
			q = memchr(s + 1, '\n', (size_t)(e - s - 1));
			if (!q)
				return 0;
			s = q;
			continue;
		case '{':
			depth++;
			break;
		default: /* '}' */
			if (--depth > 0)
				break;
			if (p->body_map == 1)
				body_map_note(p, (size_t)(p->tok.pos - p->lx.src),
					      (size_t)(s - p->lx.src), &ln);
			p->lx.line += ln.n;
			if (ln.after)
				p->lx.line_start = ln.after;
			p->lx.cur = s + 1;
			p->body_close = (size_t)(s + 1 - p->lx.src);
			next(p);
			return 1;
		}
		s++;
	}
	return 0;
}

/* A body read later by batches (cv_context_set_body_batches): the lexer
 * and token at its '{', and where the text after it starts. */
typedef struct deferred_body {
	lexer lx;
	token tok;
	uint32_t gi;
	size_t close; /* offset after its '}' */
	size_t end;   /* offset of the token after it */
	size_t span;  /* bytes from its '{' to its '}', both included */
} deferred_body;

/* Skips the body at the current '{' and notes it for its batch; 0 when
 * it cannot be skipped (read it now: its error is reported as ever). */
static int defer_body(parser *p, uint32_t gi)
{
	deferred_body d;
	d.lx = p->lx;
	d.tok = p->tok;
	d.gi = gi;
	if (!skip_body(p))
		return 0;
	d.close = p->body_close;
	d.span = d.close - (size_t)(d.tok.pos - p->lx.src);
	d.end = (size_t)(p->tok.pos - p->lx.src);
	p->m->globals[gi].fn->body_skipped = 1;
	vec_reserve(&p->deferred, p->al, &p->fail, 1);
	VEC_AT(&p->deferred, deferred_body, p->deferred.len++) = d;
	return 1;
}

/* cv_parse_for_target of a module that names its triple but not its
 * layout, read by batches: the triple's layout is taken where the target
 * lines end, as if given to the reading (nothing before depends on it).
 * Without batches the module is read again with it, but batches already
 * given to their function cannot be given again. */
static void head_end(parser *p)
{
	cv_module *m = p->m;
	const char *dl;
	if (!p->layout_of_triple || m->datalayout || !m->triple)
		return;
	dl = target_default_layout(SYM_STR(&m->strs, m->triple));
	if (!dl)
		return;
	m->datalayout = strtab_intern(&m->strs, &m->arena, dl, strlen(dl));
	layout_parse_into(m->layout, dl, strlen(dl));
	p->layout_guessed = 1;
}

/* ---- skimmed headers ---------------------------------------------------
 *
 * A module read by batches with a bodies filter (the CLI's two parts)
 * reads in each part the headers of every definition, though a part
 * needs only those of its own bodies and of the functions its text
 * references: a libclc part's bodies call 500 of the 12,449.  So the
 * header of a definition whose body is another part's is skimmed: its
 * tokens are lexed to the body's '{' for its name only, and the global
 * it defines shares one placeholder record (skim_fn, a body skipped).
 * The header is read at the first reference to the global (global_lookup),
 * from where it starts.  Anything a skim cannot pass over safely (a
 * numbered, reused or intrinsic name, a global or metadata named in the
 * header, a prefix, prologue, personality, comdat, section, partition
 * or gc) makes it read the header at once, as without skims.  A skimmed
 * header is read and checked whole by the part whose body it is, which
 * reports its errors. */
struct skim {
	size_t off;   /* the `define` keyword's offset in text0 */
	size_t line_start;
	uint32_t line;
};

static int skim_stop_word(const parser *p)
{
	static const char *const words[] = {
		"prefix", "prologue", "personality", "comdat", "section",
		"partition", "gc"
	};
	size_t i;
	for (i = 0; i < sizeof words / sizeof *words; i++)
		if (is_word_n(p, words[i], strlen(words[i])))
			return 1;
	return 0;
}

/* `define` or `declare`: another entity's start. */
static int skim_entity_word(const parser *p)
{
	return p->tok.kind == T_WORD &&
	       (is_word_n(p, "define", 6) || is_word_n(p, "declare", 7));
}

/* Tokens a skimmed header may not hold. */
static int skim_refused(int kind)
{
	switch (kind) {
	case T_EOF: case T_ERROR: case T_MDNAME: case T_MDNUM: case T_EXCLAIM:
	case T_COMDAT: case T_SUMMARY: case T_DBGREC:
		return 1;
	default:
		return 0;
	}
}

/* At the token after `define` (def): skims the header to its body's '{'
 * and defines its global with the shared record: the global's index + 1;
 * 0 (back where it was) if the header is to be read now. */
static uint32_t skim_define(parser *p, const token *def)
{
	cv_module *m = p->m;
	lexer lx = p->lx;
	token tok = p->tok, name;
	unsigned depth = 0;
	uint32_t gi;
	struct skim sk;
	global *g;
	/* to the name: what only a body or another entity holds ends the
	 * skim (a header without a name would run into them) */
	while (p->tok.kind != T_GLOBAL) {
		if (skim_refused(p->tok.kind) || p->tok.kind == T_EQ ||
		    p->tok.kind == T_LABEL || skim_entity_word(p))
			goto back;
		next(p);
	}
	name = p->tok;
	if (name.numbered ||
	    (name.len >= 5 && memcmp(name.text, "llvm.", 5) == 0) ||
	    u32map_get(&p->global_names, intern_name(p, &name), &gi))
		goto back;
	next(p);
	if (p->tok.kind != T_LPAREN)
		goto back;
	for (;;) { /* the arguments, then to the '{' */
		int k = p->tok.kind;
		if (skim_refused(k) || k == T_GLOBAL || k == T_RBRACE ||
		    k == T_LABEL || skim_entity_word(p) ||
		    (k == T_WORD && depth == 0 && skim_stop_word(p)))
			goto back;
		if (k == T_LPAREN)
			depth++;
		else if (k == T_RPAREN && depth)
			depth--;
		else if (k == T_LBRACE && depth == 0)
			break;
		next(p);
	}
	if (!p->skim_fn) {
		type ft;
		tyid ret = m->t_void;
		memset(&ft, 0, sizeof ft);
		ft.kind = TY_FUNC;
		ft.nsub = 1;
		ft.sub = &ret;
		p->skim_fn = arena_zalloc(&m->arena, sizeof *p->skim_fn);
		p->skim_fn->type = type_intern(m, &ft);
		p->skim_fn->body_skipped = 1;
		p->skim_fn->intr_state = INTR_INFO_NONE;
	}
	gi = global_define(p, &name, G_FUNC);
	g = &m->globals[gi];
	g->fn = p->skim_fn;
	g->type = p->skim_fn->type;
	g->is_decl = 0;
	g->addrspace = m->layout->program_as;
	sk.off = (size_t)(def->pos - p->text0);
	sk.line_start = (size_t)(def->pos - (def->col - 1) - p->text0);
	sk.line = def->line;
	u32map_put(&p->skim_of, p->al, &p->fail, gi, (uint32_t)p->skims.len);
	vec_reserve(&p->skims, p->al, &p->fail, 1);
	VEC_AT(&p->skims, struct skim, p->skims.len++) = sk;
	return gi + 1;
back:
	p->lx = lx;
	p->tok = tok;
	return 0;
}

/* Reads the skimmed header of global gi now, wherever the reader is
 * (a reference in a body, an initializer or metadata), and finishes it
 * as the end of the text finishes every function where that is past. */
static void skim_read(parser *p, uint32_t gi)
{
	cv_module *m = p->m;
	struct skim sk;
	uint32_t k;
	lexer lx = p->lx;
	token tok = p->tok;
	function *fn = p->fn;
	int piping = p->piping, in_span = p->in_span;
	const char *span_end = p->span_end, *input = p->input;
	const char *known_close = p->known_close;
	size_t progress_at = p->progress_at, src_base = p->src_base;
	uint64_t fn_align = p->fn_align;
	arena *fa = p->fa;
	if (!u32map_get(&p->skim_of, gi, &k) || p->skim_gi != UINT32_MAX)
		perr(p, &p->tok, "a skimmed header read within another");
	sk = VEC_AT(&p->skims, struct skim, k);
	/* from its `define`, with the text's own lexer, no progress calls,
	 * no local names taken for a body's */
	p->fn = NULL;
	p->piping = 0;
	p->in_span = 0;
	p->known_close = NULL;
	p->input = p->text0;
	p->src_base = 0;
	p->progress_at = SIZE_MAX;
	p->fa = &m->arena; /* the header stays (not a batch's) */
	lex_init(&p->lx, p->text0, p->text0_size);
	p->lx.cur = p->text0 + sk.off;
	p->lx.line = sk.line;
	p->lx.line_start = p->text0 + sk.line_start;
	next(p); /* define */
	next(p);
	p->skim_gi = gi;
	(void)parse_function_header(p, 1);
	p->skim_gi = UINT32_MAX;
	/* what the body's reading would say next (the skim found a '{'
	 * where the header may not end) */
	if (p->tok.kind != T_LBRACE)
		perr(p, &p->tok, "expected '{' in function body");
	m->globals[gi].fn->body_skipped = 1;
	if (p->headers_done) {
		global *g = &m->globals[gi];
		function *f = g->fn;
		if (f->fn_attr_list)
			f->fn_attrs = resolve_list(p, f->fn_attr_list);
		/* (its list may go with a batch's, as a body's do) */
		f->fn_attr_list = 0;
		f->intrinsic = intrinsic_classify(SYM_STR(&m->strs, g->name),
						  SYM_LEN(&m->strs, g->name));
		f->is_convergent = f->fn_attrs &&
				   m->attrsets[f->fn_attrs].has_convergent;
		f->intr_state = INTR_INFO_NONE;
		f->intr_info = NULL;
	}
	p->lx = lx;
	p->tok = tok;
	p->fn = fn;
	p->piping = piping;
	p->in_span = in_span;
	p->span_end = span_end;
	p->input = input;
	p->known_close = known_close;
	p->progress_at = progress_at;
	p->src_base = src_base;
	p->fn_align = fn_align;
	p->fa = fa;
}

static void parse_toplevel(parser *p)
{
	cv_module *m = p->m;
	int head = 1; /* only target and source_filename so far */
	for (;;) {
		token t = p->tok;
		/* as LLVM 22: target definitions (and source_filename) come
		 * before every other entity */
		if (t.kind == T_WORD && is_word(p, "target")) {
			if (!head)
				perr(p, &t, "expected top-level entity");
		} else if (!(t.kind == T_WORD && is_word(p, "source_filename"))) {
			if (head)
				head_end(p);
			head = 0;
		} else if (!head) {
			perr(p, &t, "expected top-level entity");
		}
		switch (t.kind) {
		case T_EOF:
			return;
		case T_WORD:
			if (is_word(p, "define") || is_word(p, "declare")) {
				int def = t.text[1] == 'e' && t.text[2] == 'f';
				uint32_t gi;
				size_t at = (size_t)(t.pos - p->lx.src);
				next(p);
				if (def && p->ctx->batch_fn &&
				    !ctx_body_wanted(p->ctx, at) &&
				    p->lx.src == p->text0 &&
				    (gi = skim_define(p, &t)) != 0) {
					/* a body that cannot be skipped is
					 * read, which says why */
					if (!skip_body(p)) {
						skim_read(p, gi - 1);
						parse_function_body_for(p, gi - 1);
					}
					break;
				}
				gi = parse_function_header(p, def);
				if (!def)
					;
				else if (!ctx_body_wanted(p->ctx, at) ?
					 skip_body(p) :
					 p->ctx->batch_fn && defer_body(p, gi))
					m->globals[gi].fn->body_skipped = 1;
				else
					parse_function_body_for(p, gi);
			} else if (is_word(p, "target")) {
				next(p);
				if (accept_word(p, "triple")) {
					expect(p, T_EQ, "'=' after target triple");
					if (p->tok.kind != T_STRING)
						perr(p, &p->tok, "expected string");
					m->triple = string_sym(p, &p->tok);
					next(p);
				} else if (accept_word(p, "datalayout")) {
					expect(p, T_EQ, "'=' after target datalayout");
					if (p->tok.kind != T_STRING)
						perr(p, &p->tok, "expected string");
					m->datalayout = string_sym(p, &p->tok);
					{
						const char *err = layout_validate(
							SYM_STR(&m->strs, m->datalayout),
							SYM_LEN(&m->strs, m->datalayout));
						if (err && strcmp(err, "unknown specifier") == 0) {
							const char *d = SYM_STR(&m->strs, m->datalayout);
							const char *q = d;
							/* name the letter of the bad specification */
							while (*q) {
								const char *r = strchr(q, '-');
								if (!strchr("eEmifvapnSFAPG", *q))
									break;
								if (!r)
									break;
								q = r + 1;
							}
							perr(p, &p->tok, "unknown specifier '%c'", *q);
						}
						if (err)
							perr(p, &p->tok, "%s", err);
					}
					layout_parse_into(m->layout,
							  SYM_STR(&m->strs, m->datalayout),
							  SYM_LEN(&m->strs, m->datalayout));
					next(p);
				} else {
					perr(p, &p->tok, "unknown target property");
				}
			} else if (is_word(p, "source_filename")) {
				next(p);
				expect(p, T_EQ, "'=' after source_filename");
				if (p->tok.kind != T_STRING)
					perr(p, &p->tok, "expected string");
				m->source_filename = string_sym(p, &p->tok);
				next(p);
			} else if (is_word(p, "module")) {
				parse_module_asm(p);
			} else if (is_word(p, "attributes")) {
				parse_attr_group(p);
			} else if (is_word(p, "uselistorder") ||
				   is_word(p, "uselistorder_bb")) {
				parse_uselistorder(p);
			} else if (is_word(p, "deplibs")) {
				perr(p, &t, "'deplibs' is no longer supported");
			} else {
				/* an unnamed global: "global i32 0" etc. */
				p->late_entity |= p->deferred.len > 0;
				parse_global_def(p);
			}
			break;
		case T_LOCAL:
			p->late_entity |= p->deferred.len > 0;
			parse_type_def(p);
			break;
		case T_GLOBAL:
			p->late_entity |= p->deferred.len > 0;
			parse_global_def(p);
			break;
		case T_COMDAT:
			p->late_entity |= p->deferred.len > 0;
			parse_comdat(p);
			break;
		case T_MDNUM:
			parse_md_definition(p);
			break;
		case T_MDNAME:
			parse_named_md(p);
			break;
		case T_EXCLAIM: /* '!' not followed by a name or number */
			next(p);
			perr(p, &p->tok, "expected integer");
		case T_SUMMARY:
			skip_summary(p);
			break;
		default:
			perr(p, &t, "expected top-level entity");
		}
	}
}

/* Blockaddresses of functions never given a body: LLVM's "cannot take
 * blockaddress inside a declaration", at the function's name. */
static void blockaddress_end(parser *p)
{
	uint32_t i;
	for (i = 0; i < p->baddrs.len; i++) {
		const baddr_ref *b = &VEC_AT(&p->baddrs, baddr_ref, i);
		if (!b->done)
			perr_at(p, b->fn_at.line, b->fn_at.col, b->fn_at.pos,
				"cannot take blockaddress inside a declaration");
	}
}

/* The index in f->ops of the callee of call, invoke or callbr in. */
static uint32_t callee_slot(const inst *in)
{
	uint32_t k = in->ops + in->nops - 1;
	if (in->op == OP_INVOKE)
		k -= 2;
	else if (in->op == OP_CALLBR)
		k -= in->ext->nindices + 1;
	return k;
}

static global *implicit_decl(parser *p, uint32_t x, tyid fnty)
{
	cv_module *m = p->m;
	global *g = &m->globals[x];
	const type *ft = &m->types[fnty];
	function *fn = arena_zalloc(&m->arena, sizeof *fn);
	uint32_t j;
	fn->type = fnty;
	fn->nargs = ft->nsub - 1;
	fn->args = fn->nargs ? arena_zalloc(&m->arena, fn->nargs * sizeof(argument))
			     : NULL;
	for (j = 0; j < fn->nargs; j++) {
		fn->args[j].type = ft->sub[j + 1];
		fn->args[j].number = UINT32_MAX;
	}
	g->type = fnty;
	g->kind = G_FUNC;
	g->fn = fn;
	g->is_decl = 1;
	g->defined = 1;
	g->addrspace = m->layout->program_as;
	return g;
}

/* An undeclared intrinsic x called with several function types: LLVM's
 * reader gives each call the declaration of its own overload (mangled by
 * its types, which upgrade_intrinsics names), made in the order of the
 * uses, the latest first.  x becomes the declaration of the latest call's
 * type, other globals those of the other types; all are declared after
 * everything else, in that order. */
static void implicit_overloads(parser *p, uint32_t x)
{
	cv_module *m = p->m;
	vec *decl = tmp_begin(p, sizeof(uint32_t));
	size_t k, i, d;
	for (k = p->global_order.len; k-- > 0;) {
		global *fg = &m->globals[VEC_AT(&p->global_order, uint32_t, k)];
		function *f = fg->fn;
		if (fg->kind != G_FUNC || !f || !f->ninsts)
			continue;
		for (i = f->ninsts; i-- > 0;) {
			const inst *in = &f->insts[i];
			uint32_t slot, gd;
			if ((in->op != OP_CALL && in->op != OP_INVOKE &&
			     in->op != OP_CALLBR) || !in->ext)
				continue;
			slot = callee_slot(in);
			if (f->ops[slot] != REF(REF_GLOBAL, x))
				continue;
			for (d = 0; d < decl->len; d++)
				if (m->globals[VEC_AT(decl, uint32_t, d)].type ==
				    in->ext->ty2)
					break;
			if (d == decl->len) {
				gd = decl->len ? new_global(p, G_FUNC,
							    m->globals[x].name, 0,
							    &p->tok)
					       : x;
				implicit_decl(p, gd, in->ext->ty2);
				vec_reserve(decl, p->al, &p->fail, 1);
				VEC_AT(decl, uint32_t, decl->len++) = gd;
			}
			f->ops[slot] = REF(REF_GLOBAL, VEC_AT(decl, uint32_t, d));
		}
	}
	if (!decl->len) { /* no call (another use): x as it was declared */
		vec_reserve(decl, p->al, &p->fail, 1);
		VEC_AT(decl, uint32_t, decl->len++) = x;
	}
	for (d = 0; d < decl->len; d++) {
		vec_reserve(&p->global_order, p->al, &p->fail, 1);
		VEC_AT(&p->global_order, uint32_t, p->global_order.len++) =
			VEC_AT(decl, uint32_t, d);
	}
	tmp_end(p, decl);
}

static void check_undefined(parser *p)
{
	cv_module *m = p->m;
	uint32_t gi, i;
	/* types used but never defined */
	for (i = 0; i < m->ntypes && i < p->type_fwd.len; i++) {
		type *t = &m->types[i];
		gref *r = &VEC_AT(&p->type_fwd, gref, i);
		if (t->kind == TY_NAMED && !(t->flags & TYF_DEFINED) && r->pos) {
			if (t->flags & TYF_NUMBERED)
				perr_at(p, r->line, r->col, r->pos,
					"use of undefined type '%%%u'",
					(unsigned)t->n);
			perr_at(p, r->line, r->col, r->pos,
				"use of undefined type named '%s'",
				SYM_STR(&m->strs, t->name));
		}
	}
	/* comdats used but never defined: the first name in byte order, at
	 * its first use */
	{
		const comdat_use *worst = NULL;
		size_t k;
		uint32_t one;
		for (k = 0; k < p->comdat_uses.len; k++) {
			const comdat_use *u = &VEC_AT(&p->comdat_uses, comdat_use, k);
			if (u32map_get(&p->comdat_defs, u->name, &one))
				continue;
			if (!worst || strcmp(SYM_STR(&m->strs, u->name),
					     SYM_STR(&m->strs, worst->name)) < 0)
				worst = u;
		}
		if (worst)
			perr_at(p, worst->at.line, worst->at.col, worst->at.pos,
				"use of undefined comdat '$%s'",
				SYM_STR(&m->strs, worst->name));
	}
	/* LLVM checks undefined globals in name order: an undeclared @llvm.*
	 * that is a known intrinsic gets a declaration (after everything
	 * else), an unknown one is an error, then any other name is. */
	{
		vec *undef = tmp_begin(p, sizeof(uint32_t));
		uint32_t k, j;
		for (gi = 0; gi < m->nglobals; gi++) {
			if (m->globals[gi].defined || m->globals[gi].numbered)
				continue;
			vec_reserve(undef, p->al, &p->fail, 1);
			VEC_AT(undef, uint32_t, undef->len++) = gi;
		}
		for (k = 1; k < undef->len; k++) {
			uint32_t x = VEC_AT(undef, uint32_t, k);
			j = (uint32_t)k;
			while (j > 0 && strcmp(SYM_STR(&m->strs, m->globals[VEC_AT(undef, uint32_t, j - 1)].name),
					       SYM_STR(&m->strs, m->globals[x].name)) > 0) {
				VEC_AT(undef, uint32_t, j) = VEC_AT(undef, uint32_t, j - 1);
				j--;
			}
			VEC_AT(undef, uint32_t, j) = x;
		}
		for (k = 0; k < undef->len; k++) {
			uint32_t x = VEC_AT(undef, uint32_t, k);
			global *g = &m->globals[x];
			const char *nm = SYM_STR(&m->strs, g->name);
			size_t nl = SYM_LEN(&m->strs, g->name);
			if (nl < 5 || memcmp(nm, "llvm.", 5) != 0)
				continue;
			if (!intrinsic_name_known(nm, nl) || !g->type) {
				gref *r = &VEC_AT(&p->global_fwd, gref, x);
				tmp_end(p, undef);
				perr_at(p, r->line, r->col, r->pos,
					"unknown intrinsic '%s'", nm);
			}
			implicit_decl(p, x, g->type);
			implicit_overloads(p, x);
		}
		for (k = 0; k < undef->len; k++) {
			uint32_t x = VEC_AT(undef, uint32_t, k);
			if (!m->globals[x].defined) {
				gref *r = &VEC_AT(&p->global_fwd, gref, x);
				const char *nm = SYM_STR(&m->strs, m->globals[x].name);
				tmp_end(p, undef);
				perr_at(p, r->line, r->col, r->pos,
					"use of undefined value '@%s'", nm);
			}
		}
		tmp_end(p, undef);
	}
	for (gi = 0; gi < m->nglobals; gi++) {
		global *g = &m->globals[gi];
		if (!g->defined) {
			gref *r = &VEC_AT(&p->global_fwd, gref, gi);
			perr_at(p, r->line, r->col, r->pos,
				"use of undefined value '@%u'", g->name);
		}
	}
}

/* A body read by batches that needs the module read in one piece. */
_Noreturn static void batch_refuse(parser *p, const deferred_body *d,
				   const char *why)
{
	perr_at(p, d ? d->tok.line : 0, d ? d->tok.col : 0, NULL,
		"this module cannot be read by batches (%s): read it whole",
		why);
}

/* Reads one deferred body into the module, as the end of the module's
 * reading would have finished it (its call sites' attribute lists and
 * call facts, debug information stripped if the module's is
 * unversioned); anything that would have changed the rest of the module
 * is refused. */
static void batch_body(parser *p, const deferred_body *d, int strip)
{
	cv_module *m = p->m;
	function *f = m->globals[d->gi].fn;
	uint32_t nglobals = m->nglobals, nmd = m->nmd, nmdvals = m->nmdvals;
	uint32_t t, ntypes = m->ntypes;
	size_t lists = p->attr_lists.len;
	p->lx = d->lx;
	p->tok = d->tok;
	/* its end is known: no scan for it to size the names' table (a
	 * scan that found no '}' starting a line went on for 4 MiB a body
	 * in a module written on few lines) */
	p->known_close = d->tok.pos + d->span - 1;
	parse_function_body_for(p, d->gi);
	p->known_close = NULL;
	if (m->nglobals != nglobals)
		batch_refuse(p, d, "a global the headers do not declare");
	/* every named type is defined before the bodies (late_entity): one
	 * a body names first is never defined, which the end of the text
	 * reports */
	for (t = ntypes; t < m->ntypes; t++)
		if (m->types[t].kind == TY_NAMED &&
		    !(m->types[t].flags & TYF_DEFINED))
			batch_refuse(p, d, "a type the text does not define");
	if (m->nmd != nmd || m->nmdvals != nmdvals)
		batch_refuse(p, d, "metadata made in a function body");
	if (p->baddrs.len)
		batch_refuse(p, d, "a blockaddress");
	if (p->late_decls.len || p->renamed_intrinsics)
		batch_refuse(p, d, "a call of an intrinsic LLVM upgrades");
	resolve_call_lists(p, f);
	p->attr_lists.len = lists;
	call_facts(m, f);
	if (strip)
		strip_fn_dbg(m, f);
	f->body_skipped = 0;
}

/* Two bodies of one batch further apart than this in the text are copied
 * as two segments (the other part's chunks lie between them). */
#define SEGMENT_GAP ((size_t)64 << 10)

/* The offset of a deferred body's line in the text (its '{' line). */
static size_t body_line(const deferred_body *d, const char *text)
{
	return (size_t)(d->lx.line_start - text);
}

/* Whether body d lies close enough after the body before it (d[-1]) to
 * be copied in the same segment: a body on the line where the one before
 * ends (its line begins before that one's '}') is always. */
static int near_last(const deferred_body *d, const char *text)
{
	size_t line = body_line(d, text);
	return line <= d[-1].close || line - d[-1].close <= SEGMENT_GAP;
}

/* The end of the run of bodies that starts at d[k] (before `last`): the
 * first body not near_last. */
static size_t run_end(const deferred_body *d, size_t k, size_t last,
		      const char *text)
{
	size_t j = k + 1;
	while (j < last && near_last(&d[j], text))
		j++;
	return j;
}

/* Bodies d[first..last) read from copies of their text
 * (cv_context_set_body_text): the runs of them that lie close together
 * are copied into p->btext one after another, each from its first
 * body's line to its last body's '}' (the lexer finds the end of the
 * copy after it, where it found the next token: no part of the reading
 * looks at that token), and each body is read with its
 * lexer moved into its run's copy (p->input and p->src_base follow, so
 * that caches keyed on the text and progress offsets stay right). */
static void batch_copied(parser *p, const deferred_body *d, size_t first,
			 size_t last, const char *text, int strip)
{
	const char *input = p->input;
	lexer lx = p->lx;
	token tok = p->tok;
	size_t k, j, total = 0, at = 0;
	for (k = first; k < last; k = j) {
		j = run_end(d, k, last, text);
		total += d[j - 1].close - body_line(&d[k], text);
	}
	if (total > p->btext_cap) {
		char *nb = cv_mem_realloc(p->al, p->btext, p->btext_cap, total);
		if (!nb)
			longjmp(p->fail, 1);
		p->btext = nb;
		p->btext_cap = total;
	}
	for (k = first; k < last; k = j) {
		size_t lo = body_line(&d[k], text), hi, q;
		char *seg = p->btext + at;
		j = run_end(d, k, last, text);
		hi = d[j - 1].close;
		if (p->ctx->text_fn(p->ctx->text_user, lo, hi - lo, seg) != 0)
			perr_at(p, d[k].tok.line, d[k].tok.col, NULL,
				"the text of the bodies could not be read");
		at += hi - lo;
		p->input = seg;
		p->src_base = lo;
		for (q = k; q < j; q++) {
			deferred_body c = d[q];
			c.lx.src = seg;
			c.lx.end = seg + (hi - lo);
			c.lx.cur = seg + ((size_t)(d[q].lx.cur - text) - lo);
			c.lx.line_start = seg + (body_line(&d[q], text) - lo);
			c.tok.pos = seg + ((size_t)(d[q].tok.pos - text) - lo);
			c.tok.text = seg + ((size_t)(d[q].tok.text - text) - lo);
			batch_body(p, &c, strip);
		}
	}
	p->input = input;
	p->src_base = 0;
	p->lx = lx;
	p->tok = tok;
}

/* After a batch: the constants its bodies made go, with the caches'
 * entries for them (the const_cache's are told by their index), so that
 * a module read by batches holds the constants of one batch at a time
 * (libclc's bodies make 28,000 that would stay). */
static void batch_consts_drop(parser *p, uint32_t vltext_mark)
{
	cv_module *m = p->m;
	uint32_t mark = p->const_mark, i, k;
	m->nconsts = mark;
	for (i = 0; i < SMALL_INT_TYPES; i++)
		for (k = 0; k < 100; k++)
			if (p->small_ints[i].r[k] &&
			    REF_IDX(p->small_ints[i].r[k]) >= mark)
				p->small_ints[i].r[k] = 0;
	if (p->vlcache && p->vltext.len > vltext_mark &&
	    p->nvlslots <= VLSLOTS) {
		/* the batch's entries emptied: an entry made before the
		 * batch's probe sequence holds only entries made before it,
		 * none of the batch's, so no entry is hidden */
		for (k = 0; k < p->nvlslots; k++) {
			struct vlcache_ent *c = &p->vlcache[p->vlslots[k]];
			if (c->len && c->off >= vltext_mark) {
				c->len = 0;
				p->vlcount--;
			}
		}
		p->vltext.len = vltext_mark;
	} else if (p->vlcache && p->vltext.len > vltext_mark) {
		/* the headers' entries put back into an empty table (an
		 * entry dropped from the middle of a probe sequence would
		 * hide those after it) */
		struct vlcache_ent keep[64];
		uint32_t nkeep = 0;
		for (i = 0; i < VLCACHE_SIZE; i++)
			if (p->vlcache[i].len && p->vlcache[i].off < vltext_mark &&
			    nkeep < sizeof keep / sizeof *keep)
				keep[nkeep++] = p->vlcache[i];
		memset(p->vlcache, 0, VLCACHE_SIZE * sizeof *p->vlcache);
		p->vlcount = 0;
		for (k = 0; k < nkeep; k++) {
			struct vlcache_ent *c = vlcache_slot(
				p, (const char *)p->vltext.data + keep[k].off,
				keep[k].len);
			if (c) {
				uint16_t h16 = c->h16;
				*c = keep[k];
				c->h16 = h16;
				p->vlcount++;
			}
		}
		p->vltext.len = vltext_mark;
	}
	p->nvlslots = 0;
}

/* One batch, bodies d[first..last): read, given to the context's
 * function with the module holding them, then freed. */
static void read_batch(parser *p, const deferred_body *d, size_t first,
		       size_t last, const uint32_t *fidx, int strip,
		       uint32_t vltext_mark)
{
	cv_module *m = p->m;
	cv_context *ctx = p->ctx;
	const char *text = p->input;
	size_t k;
	int rc;
	p->fa = &p->batch;
	if (ctx->text_fn)
		batch_copied(p, d, first, last, text, strip);
	else
		for (k = first; k < last; k++)
			batch_body(p, &d[k], strip);
	p->fa = &m->arena;
	m->arena.oom = NULL; /* the function's own, not the reader's */
	m->batch_fns = fidx + first;
	m->nbatch_fns = (uint32_t)(last - first);
	rc = ctx->batch_fn(ctx, m, ctx->batch_user);
	m->batch_fns = NULL;
	m->nbatch_fns = 0;
	m->arena.oom = &p->fail;
	for (k = first; k < last; k++) {
		function *f = m->globals[d[k].gi].fn;
		f->insts = NULL;
		f->ops = NULL;
		f->blocks = NULL;
		f->ninsts = f->nops = f->nblocks = 0;
		f->has_calls = 0;
		f->body_skipped = 1;
	}
	batch_consts_drop(p, vltext_mark);
	/* the batch's memory again for the next (its pages touched) */
	arena_reset(&p->batch);
	/* the cache's entries were the batch's */
	if (p->nshufslots > SHUFSLOTS)
		memset(p->shufcache, 0,
		       (1u << SHUFCACHE_BITS) * sizeof *p->shufcache);
	else
		for (k = 0; k < p->nshufslots; k++)
			p->shufcache[p->shufslots[k]].ext = NULL;
	p->nshufslots = 0;
	if (rc)
		perr_at(p, 0, 0, NULL, "the reading by batches was "
		        "stopped by its function");
}

/* The first of bodies d[0..n) whose '{' is at offset `at` of the text or
 * after it (n if none). */
static size_t body_at(const deferred_body *d, size_t n, const char *text,
		      size_t at)
{
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if ((size_t)(d[mid].tok.pos - text) < at)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The deferred bodies read a batch at a time, each batch given to the
 * context's function and then freed (cv_context_set_body_batches). */
static void read_batches(parser *p)
{
	cv_module *m = p->m;
	cv_context *ctx = p->ctx;
	const deferred_body *d = p->deferred.data;
	const char *text = p->input;
	size_t i = 0, k, n = p->deferred.len;
	uint32_t *fidx, fi, vltext_mark;
	int strip = !debug_info_versioned(p);
	if (!n)
		return;
	if (p->ulos.len)
		batch_refuse(p, NULL, "uselistorder directives");
	if (p->baddrs.len)
		batch_refuse(p, NULL, "a blockaddress");
	if (p->redirected)
		batch_refuse(p, NULL, "calls redirected to other intrinsics");
	/* a body read in the text's order sees only the types and globals
	 * before it (a type defined later is opaque there): only
	 * declarations, attribute groups and metadata may follow one read
	 * by batches */
	if (p->late_entity)
		batch_refuse(p, NULL, "a type, global or comdat after a body");
	/* read without batches, such a module is read first without the
	 * layout, which may reject what the layout accepts ("A" address
	 * spaces): the same answer only by reading it whole */
	if (p->layout_guessed)
		batch_refuse(p, NULL, "a layout taken from the triple");
	arena_init(&p->batch, &ctx->alloc);
	p->batch.oom = &p->fail;
	/* each body's function index (the bodies are in the text's order,
	 * as the functions are) */
	fidx = arena_alloc(&m->arena, n * sizeof *fidx);
	for (k = 0, fi = 0; k < n; k++) {
		while (fi < m->nfuncs && m->funcs[fi] != d[k].gi)
			fi++;
		if (fi == m->nfuncs) /* not so: a fault of the reader's */
			batch_refuse(p, NULL, "bodies out of the functions' order");
		fidx[k] = fi;
	}
	/* the second pass over the text: its progress starts again */
	p->progress_at = 0;
	p->const_mark = m->nconsts;
	vltext_mark = (uint32_t)p->vltext.len;
	p->nvlslots = 0;
	if (ctx->claim_fn) {
		/* the chunks claimed one at a time, a batch each: the
		 * bodies whose '{' lies in chunk k */
		size_t chunk = ctx->claim_chunk;
		size_t last_chunk = (size_t)(d[n - 1].tok.pos - text) / chunk;
		for (;;) {
			size_t c = ctx->claim_fn(ctx->claim_user), first;
			if (c > last_chunk)
				break;
			first = body_at(d, n, text, c * chunk);
			i = body_at(d, n, text, c * chunk + chunk);
			if (first < i)
				read_batch(p, d, first, i, fidx, strip,
					   vltext_mark);
		}
		return;
	}
	while (i < n) {
		size_t first = i, start = (size_t)(d[i].tok.pos - text);
		while (++i < n && d[i - 1].end - start < ctx->batch_bytes)
			;
		read_batch(p, d, first, i, fidx, strip, vltext_mark);
	}
}

static void parser_release(parser *p)
{
	const cv_allocator *al = p->al;
	vec *vs[] = {&p->global_order, &p->global_fwd,
		     &p->type_fwd, &p->md_fwd, &p->attr_groups,
		     &p->attr_lists, &p->named_md, &p->insts, &p->blocks,
		     &p->ops, &p->args, &p->pend, &p->local_nums,
		     &p->scratch_refs, &p->scratch_tys, &p->scratch_attrs,
		     &p->scratch_u32, &p->strbuf, &p->late_decls, &p->ulos,
		     &p->vltext, &p->pend_ops, &p->deferred, &p->skims,
		     &p->argl_text, &p->argl_args, &p->argl_prefix};
	size_t i;
	for (i = 0; i < sizeof vs / sizeof vs[0]; i++)
		vec_release(vs[i], al);
	for (i = 0; i < p->nalloc_tmp; i++) {
		vec_release(p->tmps[i], al);
		cv_mem_realloc(al, p->tmps[i], sizeof(vec), 0);
	}
	if (p->tmps)
		cv_mem_realloc(al, p->tmps, p->captmp * sizeof(vec *), 0);
	u32map_release(&p->global_names, al);
	u32map_release(&p->global_nums, al);
	u32map_release(&p->skim_of, al);
	u32map_release(&p->type_nums, al);
	u32map_release(&p->type_names, al);
	u32map_release(&p->md_nums, al);
	u32map_release(&p->attr_group_map, al);
	if (p->lt)
		cv_mem_realloc(al, p->lt, (size_t)p->lacap * sizeof *p->lt, 0);
	if (p->vlcache)
		cv_mem_realloc(al, p->vlcache,
			       VLCACHE_SIZE * sizeof *p->vlcache, 0);
	if (p->argl)
		cv_mem_realloc(al, p->argl, ARGL_SIZE * sizeof *p->argl, 0);
	if (p->canon_cache)
		cv_mem_realloc(al, p->canon_cache,
			       ((size_t)1 << CANON_CACHE_BITS) * sizeof *p->canon_cache, 0);
	if (p->shufcache)
		cv_mem_realloc(al, p->shufcache,
			       (1u << SHUFCACHE_BITS) * sizeof *p->shufcache, 0);
	if (p->fpcache)
		cv_mem_realloc(al, p->fpcache,
			       ((size_t)1 << FPCACHE_BITS) * sizeof *p->fpcache, 0);
	pipe_free(p->pipe); /* stops a helper still reading */
	if (p->btext) /* after: the helper may be reading it */
		cv_mem_realloc(al, p->btext, p->btext_cap, 0);
	bind_release(p);
	u32map_release(&p->local_nums_map, al);
	u32map_release(&p->block_fwd, al);
	u32map_release(&p->const_cache, al);
	u32map_release(&p->case_seen, al);
	u32map_release(&p->type_seen, al);
	u32map_release(&p->comdat_defs, al);
	vec_release(&p->comdat_uses, al);
	vec_release(&p->baddrs, al);
	u32map_release(&p->baddr_first, al);
	u32map_release(&p->md_seen, al);
	u32map_release(&p->upgraded, al);
	arena_free(&p->batch);
}

void cv_module_free(cv_module *m)
{
	cv_allocator al;
	if (!m)
		return;
	al = m->ctx->alloc;
	u32map_release(&m->type_hash, &al);
	strtab_release(&m->strs, &al);
	u32map_release(&m->attrset_hash, &al);
	if (m->consts)
		cv_mem_realloc(&al, m->consts, m->capconsts * sizeof *m->consts, 0);
	if (m->globals)
		cv_mem_realloc(&al, m->globals,
			       m->capglobals * sizeof *m->globals, 0);
	if (m->md)
		cv_mem_realloc(&al, m->md, m->capmd * sizeof *m->md, 0);
	if (m->mdvals)
		cv_mem_realloc(&al, m->mdvals, m->capmdvals * sizeof *m->mdvals, 0);
	if (m->asms)
		cv_mem_realloc(&al, m->asms, m->capasms * sizeof *m->asms, 0);
	arena_free(&m->arena);
	cv_mem_realloc(&al, m, sizeof *m, 0);
}

/* The module-level arrays of a large text read by batches (the CLI's
 * parts) sized at the start from the text's size (one global in 2 KiB:
 * libclc has one in 2.4 KiB and 4 KiB), not grown by doubling, which
 * copied them to fresh memory and left the old copies as holes in the
 * heap (libclc nvptx: 8 MB of copies a part; its `verify` peaks at
 * 20.8 MB instead of 24.6, in the same time).  Memory not written is not
 * taken: the heap's pages come as first touched.  A module read whole
 * (llvm-stress: one function) keeps growing them as it needs. */
#define PRESIZE_MIN ((size_t)1 << 20)
#define PRESIZE_BYTES_PER_GLOBAL 2048

static void presize(parser *p, size_t size)
{
	size_t n = size / PRESIZE_BYTES_PER_GLOBAL;
	if (!p->ctx->batch_fn || size < PRESIZE_MIN || n > (UINT32_MAX >> 2))
		return;
	if (p->m->capglobals < n)
		globals_grow(p, (uint32_t)n);
	vec_reserve(&p->global_fwd, p->al, &p->fail, n);
	vec_reserve(&p->attr_lists, p->al, &p->fail, 2 * n);
	vec_reserve(&p->deferred, p->al, &p->fail, n);
}

cv_module *parse_module(cv_context *ctx, const char *filename,
			const char *text, size_t size, const char *layout,
			int layout_of_triple)
{
	parser *p;
	cv_module *volatile m;
	int rc;
	const cv_allocator *al = &ctx->alloc;

	if (size > ctx->limits.max_input_bytes) {
		diag_add(ctx, CV_ERROR, filename, 0, 0, NULL, 0,
			 "input is larger than the limit of %zu bytes",
			 ctx->limits.max_input_bytes);
		return NULL;
	}
	/* LLVM bitcode ('BC' 0xC0DE, or the wrapper 0x0B17C0DE little
	 * endian): said, never read as text (its bytes would be quoted) */
	if (size >= 4 && ((memcmp(text, "BC\xC0\xDE", 4) == 0) ||
			  memcmp(text, "\xDE\xC0\x17\x0B", 4) == 0)) {
		diag_add(ctx, CV_ERROR, filename, 0, 0, NULL, 0,
			 "this is LLVM bitcode, not textual IR; convert it with "
			 "llvm-dis (llvm-dis %s -o FILE.ll)",
			 strcmp(filename, "<stdin>") == 0 ? "-" : filename);
		return NULL;
	}
	p = cv_mem_realloc(al, NULL, 0, sizeof *p);
	m = p ? cv_mem_realloc(al, NULL, 0, sizeof *m) : NULL;
	if (!m) {
		if (p)
			cv_mem_realloc(al, p, sizeof *p, 0);
		diag_add(ctx, CV_ERROR, filename, 0, 0, NULL, 0, "out of memory");
		return NULL;
	}
	memset(p, 0, sizeof *p);
	memset(m, 0, sizeof *m);
	p->ctx = ctx;
	p->m = m;
	p->al = al;
	p->layout_of_triple = layout_of_triple;
	p->filename = filename;
	m->ctx = ctx;
	arena_init(&m->arena, al);
	m->arena.oom = &p->fail;
	p->fa = &m->arena;
	p->deferred.elem = sizeof(deferred_body);
	p->global_order.elem = sizeof(uint32_t);
	p->global_fwd.elem = sizeof(gref);
	p->type_fwd.elem = sizeof(gref);
	p->comdat_uses.elem = sizeof(comdat_use);
	p->baddrs.elem = sizeof(baddr_ref);
	p->vltext.elem = 1;
	p->argl_text.elem = 1;
	p->argl_args.elem = sizeof(argument);
	p->argl_prefix.elem = sizeof(struct hdr_prefix);
	p->md_fwd.elem = sizeof(gref);
	p->attr_groups.elem = sizeof(attr_group);
	p->attr_lists.elem = sizeof(attr_list);
	p->named_md.elem = sizeof(named_md);
	p->insts.elem = sizeof(inst);
	p->blocks.elem = sizeof(block);
	p->ops.elem = sizeof(ref);
	p->args.elem = sizeof(argument);
	p->pend.elem = sizeof(pending_ref);
	p->pend_ops.elem = sizeof(uint32_t);
	p->local_nums.elem = sizeof(ref);
	p->scratch_refs.elem = sizeof(ref);
	p->scratch_tys.elem = sizeof(tyid);
	p->scratch_attrs.elem = sizeof(attr);
	p->scratch_u32.elem = sizeof(uint32_t);
	p->strbuf.elem = 1;
	p->late_decls.elem = sizeof(uint32_t);
	p->ulos.elem = sizeof(ulo);
	p->skims.elem = sizeof(struct skim);

	rc = setjmp(p->fail);
	if (rc == 0) {
		m->filename = arena_strndup(&m->arena, filename, strlen(filename));
		m->layout = arena_alloc(&m->arena, sizeof(struct layout));
		layout_default(m->layout);
		strtab_intern(&m->strs, &m->arena, "", 0);
		if (layout) {
			/* as if the text began with `target datalayout = "..."`:
			 * the module's own line, if any, replaces it */
			m->datalayout = strtab_intern(&m->strs, &m->arena, layout,
						      strlen(layout));
			layout_parse_into(m->layout, layout, strlen(layout));
		}
		m->t_void = simple_type(m, TY_VOID);
		m->t_label = simple_type(m, TY_LABEL);
		m->t_metadata = simple_type(m, TY_METADATA);
		m->t_token = simple_type(m, TY_TOKEN);
		m->t_i1 = type_int(m, 1);
		m->t_i8 = type_int(m, 8);
		m->t_i32 = type_int(m, 32);
		m->t_i64 = type_int(m, 64);
		m->t_ptr = type_ptr(m, 0);
		/* attribute set 0 is the empty set */
		m->capattrsets = 64;
		m->attrsets = arena_zalloc(&m->arena,
					   m->capattrsets * sizeof *m->attrsets);
		m->nattrsets = 1;
		lex_init(&p->lx, text, size);
		p->input = text;
		if (ctx->body_map) {
			cv_body_map *map = ctx->body_map;
			if (map->state == BODY_MAP_EMPTY) {
				map->state = BODY_MAP_NOTING;
				map->text = text;
				map->size = size;
				p->body_map = 1;
			} else if (map->state == BODY_MAP_COMPLETE &&
				   map->text == text && map->size == size) {
				p->body_map = 2;
			}
		}
		p->progress_at = PROGRESS_STEP;
		p->const_mark = UINT32_MAX;
		p->skim_gi = UINT32_MAX;
		p->text0 = text;
		p->text0_size = size;
		opcode_table_init(p);
		attr_table_init(p);
		presize(p, size);
		next(p);
		parse_toplevel(p);
		check_undefined(p);
		blockaddress_end(p);
		md_finish(p);
		md_upgrade_module_flags(p);
		strip_unversioned_debug_info(p);
		apply_uselistorder(p);
		resolve_attr_lists(p);
		upgrade_nvvm_annotations(p);
		p->headers_done = 1;
		m->norder = (uint32_t)p->global_order.len;
		m->order = arena_dup(&m->arena, p->global_order.data,
				     p->global_order.len * sizeof(uint32_t));
		{
			/* the functions in order, for O(1) lookup by index */
			uint32_t i, k = 0;
			m->funcs = arena_alloc(&m->arena,
					       (m->norder + 1) * sizeof(uint32_t));
			for (i = 0; i < m->norder; i++)
				if (m->globals[m->order[i]].kind == G_FUNC)
					m->funcs[k++] = m->order[i];
			m->nfuncs = k;
		}
		m->named = arena_dup(&m->arena, p->named_md.data,
				     p->named_md.len * sizeof(named_md));
		m->nnamed = (uint32_t)p->named_md.len;
		read_batches(p);
		m->arena.oom = NULL;
		if (p->body_map == 1 && ctx->body_map->state == BODY_MAP_NOTING)
			ctx->body_map->state = BODY_MAP_COMPLETE;
		parser_release(p);
		cv_mem_realloc(al, p, sizeof *p, 0);
		return m;
	}
	if (p->body_map == 1)
		ctx->body_map->state = BODY_MAP_BROKEN;
	if (rc == 1)
		diag_add(ctx, CV_ERROR, filename, 0, 0, NULL, 0, "out of memory");
	parser_release(p);
	cv_mem_realloc(al, p, sizeof *p, 0);
	m->arena.oom = NULL;
	cv_module_free(m);
	return NULL;
}

cv_module *cv_parse(cv_context *ctx, const char *filename, const char *text,
		    size_t size)
{
	return parse_module(ctx, filename ? filename : "<input>", text, size,
			    NULL, 0);
}

cv_module *cv_parse_for_target(cv_context *ctx, const char *filename,
			       const char *text, size_t size,
			       const char *triple)
{
	const char *dl = triple && *triple ? target_default_layout(triple) : NULL;
	cv_module *m;
	if (!filename)
		filename = "<input>";
	m = parse_module(ctx, filename, text, size, dl, !dl && ctx->batch_fn);
	if (m && !dl && (dl = cv_module_default_layout(m, NULL)) != NULL) {
		/* the module names its target itself: read it again with
		 * that target's layout (rare: modules with a triple usually
		 * carry their layout) */
		cv_module_free(m);
		m = parse_module(ctx, filename, text, size, dl, 0);
	}
	return m;
}
