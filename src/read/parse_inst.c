/*
 * parse_inst.c - the reader's function bodies: basic blocks, the
 * instructions of LangRef "Instruction Reference", local names and
 * forward references, and the predecessor lists in LLVM's order.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "read/attrtab.h"
#include "read/intrintab.h"
#include "ir/layout.h"
#include "read/parse.h"
#include "ir/thread.h"
#include "read/pipe.h"


/* ---- local values ------------------------------------------------------ */

/* v in decimal into buf (at least 11 bytes, NUL-terminated); its length.
 * (The implicit numbers of unnamed values: snprintf was 1% of reading
 * a module of kernels.) */
static size_t u32_dec(char *buf, uint32_t v)
{
	char tmp[10];
	size_t n = 0, i;
	do {
		tmp[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	for (i = 0; i < n; i++)
		buf[i] = tmp[n - 1 - i];
	buf[n] = 0;
	return n;
}

static uint32_t num_of(parser *p, const token *t)
{
	uint64_t n = 0;
	size_t i;
	if (t->len <= 8) { /* below the limit (1 << 27) whatever its digits */
		uint32_t v = 0;
		for (i = 0; i < t->len; i++)
			v = v * 10 + (unsigned)(t->text[i] - '0');
		return v;
	}
	for (i = 0; i < t->len; i++) {
		n = n * 10 + (unsigned)(t->text[i] - '0');
		if (n > (1u << 27))
			perr(p, t, "value number is too large");
	}
	return (uint32_t)n;
}

static tyid ref_type(parser *p, ref r)
{
	cv_module *m = p->m;
	switch (REF_KIND(r)) {
	case REF_INST:
		return VEC_AT(&p->insts, inst, REF_IDX(r)).type;
	case REF_ARG:
		return p->fn->args[REF_IDX(r)].type;
	case REF_BLOCK:
		return m->t_label;
	case REF_PENDING:
		return VEC_AT(&p->pend, pending_ref, REF_IDX(r)).type;
	default:
		return m->t_void;
	}
}

static void type_mismatch(parser *p, const token *t, tyid have, tyid want)
{
	char a[256], b[256];
	int n;
	const char *s = name_text(p, t, &n);
	print_type_to(p->m, have, a, sizeof a);
	print_type_to(p->m, want, b, sizeof b);
	perr(p, t, "'%%%.*s' defined with type '%s' but expected '%s'", n, s,
	     a, b);
}

/* Local names: one open-addressing table per function from a name's key
 * (below) to its value and type (16 bytes a slot).  A use of a name of up
 * to 8 bytes reads its slot only; a longer name's also compares its text.
 * Local names get their sym (when defined, or first used before that)
 * without entering the string table's hash (which holds the module-level
 * names), and the type is at hand without reading the defining
 * instruction. */

static uint32_t name_hash(const char *s, size_t n)
{
	uint64_t h = 0x9e3779b97f4a7c15ull ^ n, w;
	while (n >= 8) {
		memcpy(&w, s, 8);
		h = (h ^ w) * 0xbf58476d1ce4e5b9ull;
		h ^= h >> 31;
		s += 8;
		n -= 8;
	}
	if (n) {
		w = 0;
		memcpy(&w, s, n);
		h = (h ^ w) * 0x94d049bb133111ebull;
		h ^= h >> 29;
	}
	h *= 0xff51afd7ed558ccdull;
	h ^= h >> 32;
	return (uint32_t)h;
}

/* Local names are keyed so that most lookups touch nothing but their
 * slot.  A name of 1 to 8 bytes without a zero byte is its own key: its
 * bytes, zero-padded, read as a little-endian number (exact: the padding
 * cannot be part of such a name).  Any other name's key has a zero low
 * byte, which no short key has: bits 8-31 of its hash, and its sym in the
 * high 32 bits; a match of the hash bits is confirmed on the sym's text.
 * A slot's place comes from a short key, or a long key's hash bits. */
#define KEY_SHORT(k) (((k) & 0xff) != 0)

/* The key of name s[0..n) if it is short, else its hash bits (sym 0). */
static uint64_t name_key(const char *s, size_t n, int may_hold_zero)
{
	uint32_t h;
	if (n >= 1 && n <= 8 && !(may_hold_zero && memchr(s, 0, n)))
		return lex_short_key(s, n);
	h = name_hash(s, n) & ~(uint32_t)0xff;
	return h;
}

/* A key's first slot.  The top half of the product of the key (its high
 * half folded into its low half) and an odd constant: every byte of the
 * name reaches the bits taken.  (The low bits of the product, taken
 * before, depend only on the key's low bytes, the first characters of the
 * name: names sharing a prefix and differing in their last digits
 * clustered, and 3% of the lookups on llvm-stress probed 10 slots or
 * more.) */
static uint32_t key_place(uint64_t key, uint32_t cap)
{
	uint64_t h = KEY_SHORT(key) ? key : key & 0xffffffffu;
	h = (h ^ (h >> 32)) * 0x9e3779b97f4a7c15ull;
	return (uint32_t)(h >> 32) & (cap - 1);
}

/* The local names' table has at least this many slots.  It is cleared for
 * every function, and a small function's is small: with 1,024 slots at
 * the least, the clearing was 16 KiB a function, 9% of verifying a
 * module of 50,000 two-instruction functions. */
#define LT_MIN 64

/* Rehashes the table into ncap slots (a power of two above its names). */
static void lt_resize(parser *p, uint32_t ncap)
{
	uint32_t i;
	lslot *nt;
	nt = cv_mem_realloc(p->al, NULL, 0, (size_t)ncap * sizeof *nt);
	if (!nt)
		longjmp(p->fail, 1);
	memset(nt, 0, (size_t)ncap * sizeof *nt);
	for (i = 0; i < p->lcap; i++) {
		uint32_t h;
		if (!p->lt[i].key)
			continue;
		h = key_place(p->lt[i].key, ncap);
		while (nt[h].key)
			h = (h + 1) & (ncap - 1);
		nt[h] = p->lt[i];
	}
	if (p->lt)
		cv_mem_realloc(p->al, p->lt, (size_t)p->lacap * sizeof *p->lt, 0);
	p->lt = nt;
	p->lcap = p->lacap = ncap;
}

static void lt_grow(parser *p)
{
	lt_resize(p, p->lcap ? p->lcap * 2 : 1024);
}

static int pipe_wanted(const parser *p);
static lbind *bind_of(parser *p, uint32_t id);

/* The body's end is looked for in its first SCAN_MAX bytes (scanning the
 * whole of a large body, which also maps the input's pages, held the
 * reading up for 2 ms on llvm-stress's 14 MB); a larger body is guessed
 * at the rest of the input, at most SCAN_GUESS bytes. */
#define SCAN_MAX ((size_t)4 << 20)
#define SCAN_GUESS ((size_t)16 << 20)

/* Sizes the table for a function body starting at s before it is read, so
 * that a large body does not rehash its names through every doubling.
 * The body's bytes, up to the first '}' that starts a line, give the
 * size: half of what dense code needs (one name in 64 bytes; llvm-stress
 * has one in 72, generated kernels one in 36 but in small functions).
 * Dense code then grows the table once, late, when most of the input has
 * been read and dropped (sized in full at the start, the table and the
 * unread input were held together: +2 MiB peak on llvm-stress); sparse
 * code gets at most a table of a third of its text in bytes.  6% of
 * `converge verify` on llvm-stress, whose one function took ten
 * doublings. */
static void lt_presize(parser *p, const char *s)
{
	const char *e = p->lx.end, *q = s;
	const char *lim = (size_t)(e - s) > SCAN_MAX ? s + SCAN_MAX : e;
	uint64_t names, want = LT_MIN;
	p->body_bytes = 0;
	if (p->known_close && p->known_close > s && p->known_close < e) {
		/* read by batches: its extent is known */
		q = p->known_close;
		lim = q + 1;
	} else {
		while (q < lim &&
		       (q = memchr(q, '}', (size_t)(lim - q))) != NULL &&
		       q > s && q[-1] != '\n')
			q++;
	}
	p->known_close = NULL;
	if (q && q < lim) {
		p->body_bytes = (size_t)(q - s);
	} else if (lim < e) {
		/* no end in the first SCAN_MAX bytes: a body that large is
		 * guessed at the rest of the input, at most SCAN_GUESS bytes
		 * (only sizes depend on it) */
		p->body_bytes = (size_t)(e - s) < SCAN_GUESS ? (size_t)(e - s)
							     : SCAN_GUESS;
	} else {
		return;
	}
	if (p->body_bytes >= PIPE_MIN_BYTES &&
	    p->ctx->alloc.realloc == cv_default_allocator.realloc) {
		/* room for the body's instructions, operands and blocks at
		 * a generous guess (dense code has 70 bytes an instruction,
		 * 25 an operand): a large block from the C library is mapped
		 * pages, whose unused tail costs no memory, and growing it by
		 * doubling would move it several times (another allocator
		 * may not leave the tail untouched: not for it) */
		size_t b = p->body_bytes;
		vec_reserve(&p->insts, p->al, &p->fail, b / 32);
		vec_reserve(&p->ops, p->al, &p->fail, b / 10);
		vec_reserve(&p->blocks, p->al, &p->fail, b / 256);
		/* and forward references (labels branched to ahead) */
		vec_reserve(&p->pend, p->al, &p->fail, b / 256);
		/* and for the names' syms, at one name in 24 bytes */
		strtab_reserve(&p->m->strs, &p->m->arena,
			       b / 24 < (1u << 28) ? (uint32_t)(b / 24) : 1u << 28);
	}
	if (pipe_wanted(p))
		return; /* the names go to the pipe's table */
	names = (uint64_t)p->body_bytes / 128; /* q is NULL after a guess */
	while (want < names + names / 3 + 1 && want < (1u << 30))
		want *= 2;
	if (want > p->lcap && want <= p->lacap && !p->ln) {
		/* the table is empty (lt_clear): its allocation is reused,
		 * the slots past the last function's cleared */
		memset(p->lt + p->lcap, 0,
		       (size_t)(want - p->lcap) * sizeof *p->lt);
		p->lcap = (uint32_t)want;
	} else if (want > p->lcap) {
		lt_resize(p, (uint32_t)want);
	}
}

/* Whether the body (p->body_bytes) is to be read by two threads: a large
 * one (a thread costs tens of microseconds to start) when the process may
 * run on two CPUs or more (on one, the threads would take turns), or any
 * with cv_context_set_threads(ctx, 2); never with 1, nor with an
 * allocator other than the default one (the helper allocates from its
 * thread). */
static int pipe_wanted(const parser *p)
{
	return p->al == &p->ctx->alloc &&
	       thread_ok(p->ctx, p->body_bytes, PIPE_MIN_BYTES);
}

/* Starts reading the body by two threads, if it is worth it, at the
 * current token (the first after '{'): the names bound so far (arguments,
 * labels of earlier blockaddresses) become the table's first ids. */
void pipe_begin(parser *p)
{
	uint32_t i;
	if (!pipe_wanted(p) || p->tok.kind == T_LBRACE ||
	    p->tok.kind == T_RBRACE || p->tok.kind == T_EOF)
		return;
	if (!p->pipe && !(p->pipe = pipe_new(p->al)))
		longjmp(p->fail, 1);
	p->rd = pipe_reader_of(p->pipe);
	pipe_reset(p->pipe, (uint32_t)(p->body_bytes / 128 < UINT32_MAX / 2
					       ? p->body_bytes / 128
					       : UINT32_MAX / 2));
	if (p->bused)
		memset(p->bind, 0, (size_t)p->bused * sizeof *p->bind);
	p->bused = 0;
	if (p->span_tys) /* the helper numbers the texts anew */
		memset(p->span_ty, 0, sizeof p->span_ty);
	p->span_tys = 0;
	{
		/* the bindings of the body's names, by id, at one name in 24
		 * bytes: pages from the kernel, zero until written, and made
		 * ready ahead of the parser (tell_areas), not cleared by the
		 * parser (calloc did, when the heap had the room) and moved
		 * as the array grows */
		uint64_t want = p->body_bytes / 24;
		if (want > (1u << 26))
			want = 1u << 26;
		if (want > p->bcap) {
			lbind *nb = pipe_map_zeroed((size_t)want * sizeof *nb);
			if (!nb)
				longjmp(p->fail, 1);
			bind_release(p);
			p->bind = nb;
			p->bcap = (uint32_t)want;
			p->bind_mapped = 1;
		}
	}
	for (i = 0; i < p->lcap; i++) {
		const lslot *e = &p->lt[i];
		char buf[8];
		const char *s = buf;
		size_t n = 0;
		uint32_t id;
		if (!e->key)
			continue;
		if (KEY_SHORT(e->key)) {
			while (n < 8 && (e->key >> (8 * n) & 0xff))
				n++;
			for (id = 0; id < n; id++)
				buf[id] = (char)(e->key >> (8 * id) & 0xff);
		} else {
			s = SYM_STR(&p->m->strs, (sym)(e->key >> 32));
			n = SYM_LEN(&p->m->strs, (sym)(e->key >> 32));
		}
		id = pipe_seed_name(p->pipe, s, n);
		if (!id)
			longjmp(p->fail, 1);
		*bind_of(p, id) = e->b;
	}
	/* the parser takes over from a helper that leaves it waiting 5 ms
	 * (threads 3: at once, for testing) */
	pipe_set_patience(p->pipe, p->ctx->threads == 3 ? 0 : 5000000L);
	if (!pipe_start(p->pipe, &p->lx, &p->tok))
		return; /* no thread: read alone */
	p->piping = 1;
	next(p); /* the current token again, from the pipe, with its id */
}

/* The body ended before the helper's last token (which is the '}' that
 * closes it, braces counted: not expected to happen): the helper is
 * stopped and the parser reads on alone, from the current token. */
void pipe_abandon(parser *p)
{
	pipe_stop(p->pipe);
	p->piping = 0;
	p->in_span = 0;
	p->lx.cur = p->tok.pos;
	p->lx.line = p->tok.line;
	p->lx.line_start = p->tok.pos - (p->tok.col - 1);
	lex_next(&p->lx, &p->tok);
	pipe_trim(p->pipe);
}

/* The body's last token came from the pipe: the parser reads on alone. */
void pipe_end(parser *p)
{
	p->piping = 0;
	if (pipe_oom(p->pipe))
		longjmp(p->fail, 1);
	pipe_trim(p->pipe);
}

/* Empties the table for the next function; a table left large by an
 * earlier function is shrunk, so that clearing costs what it held. */
static void lt_clear(parser *p)
{
	if (!p->lcap)
		return;
	while (p->lcap > LT_MIN && (size_t)p->ln * 8 < p->lcap)
		p->lcap /= 2;
	if (p->ln)
		memset(p->lt, 0, (size_t)p->lcap * sizeof *p->lt);
	p->ln = 0;
}

/* The slot of the name s[0..n) with key `key` (name_key()): the name's,
 * or the empty one where it would go. */
static lslot *lt_slot(parser *p, uint64_t key, const char *s, size_t n)
{
	const strtab *st = &p->m->strs;
	uint32_t i = key_place(key, p->lcap);
	if (KEY_SHORT(key)) {
		for (;;) {
			lslot *e = &p->lt[i];
			if (!e->key || e->key == key)
				return e;
			i = (i + 1) & (p->lcap - 1);
		}
	}
	for (;;) {
		lslot *e = &p->lt[i];
		sym name = (sym)(e->key >> 32);
		if (!e->key)
			return e;
		if ((uint32_t)e->key == key && SYM_LEN(st, name) == n &&
		    memcmp(SYM_STR(st, name), s, n) == 0)
			return e;
		i = (i + 1) & (p->lcap - 1);
	}
}

/* As the lexer hands over a %name, its key is computed and its slot
 * fetched into the cache while the parser finishes the token before. */
void local_name_ahead(parser *p, const token *t)
{
	if (t->numbered || t->quoted)
		return;
	p->ahead_pos = t->text;
	p->ahead_key = name_key(t->text, t->len, 0);
#if defined(__GNUC__)
	if (p->lcap)
		__builtin_prefetch(&p->lt[key_place(p->ahead_key, p->lcap)]);
#endif
}

void bind_release(parser *p)
{
	if (p->bind_mapped)
		pipe_unmap(p->bind, (size_t)p->bcap * sizeof *p->bind);
	else if (p->bind)
		cv_mem_realloc(p->al, p->bind, (size_t)p->bcap * sizeof *p->bind,
			       0);
	p->bind = NULL;
	p->bcap = 0;
	p->bind_mapped = 0;
}

/* The binding of id in a piped body; ids not met before are unbound. */
static lbind *bind_of(parser *p, uint32_t id)
{
	if (id >= p->bcap) {
		uint32_t nc = p->bcap ? p->bcap : 1024;
		lbind *nb;
		while (nc <= id)
			nc *= 2;
		if (p->bind_mapped) { /* moved to the allocator's memory */
			nb = cv_mem_realloc(p->al, NULL, 0,
					    (size_t)nc * sizeof *nb);
			if (nb)
				memcpy(nb, p->bind, (size_t)p->bcap * sizeof *nb);
			pipe_unmap(nb ? p->bind : NULL,
				   (size_t)p->bcap * sizeof *nb);
			if (nb)
				p->bind_mapped = 0;
		} else {
			nb = cv_mem_realloc(p->al, p->bind,
					    (size_t)p->bcap * sizeof *nb,
					    (size_t)nc * sizeof *nb);
		}
		if (!nb)
			longjmp(p->fail, 1);
		memset(nb + p->bcap, 0, (size_t)(nc - p->bcap) * sizeof *nb);
		p->bind = nb;
		p->bcap = nc;
	}
	if (id >= p->bused)
		p->bused = id + 1;
	return &p->bind[id];
}

/* The binding of the name of token t (quotes and escapes decoded); a new
 * name gets an empty one. */
static lbind *lt_lookup(parser *p, const token *t)
{
	const char *s = t->text;
	size_t n = t->len;
	uint64_t key;
	sym q = 0;
	lslot *e;
	if (t->id)
		return bind_of(p, t->id);
	if (t->quoted) {
		q = intern_name(p, t); /* quoted names are rare */
		s = SYM_STR(&p->m->strs, q);
		n = SYM_LEN(&p->m->strs, q);
	}
	if ((uint64_t)(p->ln + 1) * 4 > (uint64_t)p->lcap * 3)
		lt_grow(p);
	key = s == p->ahead_pos && !t->quoted ? p->ahead_key
					       : name_key(s, n, t->quoted);
	e = lt_slot(p, key, s, n);
	if (!e->key) {
		if (!KEY_SHORT(key))
			key |= (uint64_t)(q ? q : strtab_add(&p->m->strs,
							     &p->m->arena, s, n))
			       << 32;
		e->key = key;
		e->b.val = REF_NULL;
		e->b.type = 0;
		p->ln++;
	}
	return &e->b;
}

/* The sym of the name of token t, whose binding is b. */
static sym slot_sym(parser *p, const lbind *b, const token *t)
{
	if (!t->id) {
		const lslot *e = (const lslot *)(const void *)((const char *)b -
							offsetof(lslot, b));
		if (!KEY_SHORT(e->key))
			return (sym)(e->key >> 32);
	}
	if (t->quoted)
		return intern_name(p, t);
	return strtab_add(&p->m->strs, &p->m->arena, t->text, t->len);
}

/* Binds an existing sym (a named argument); 0 if the name is taken. */
static int lt_bind_sym(parser *p, sym name, ref v, tyid ty)
{
	const char *s = SYM_STR(&p->m->strs, name);
	size_t n = SYM_LEN(&p->m->strs, name);
	uint64_t key;
	lslot *e;
	if ((uint64_t)(p->ln + 1) * 4 > (uint64_t)p->lcap * 3)
		lt_grow(p);
	key = name_key(s, n, 1);
	e = lt_slot(p, key, s, n);
	if (e->key)
		return 0;
	e->key = KEY_SHORT(key) ? key : key | (uint64_t)name << 32;
	e->b.val = v;
	e->b.type = ty;
	p->ln++;
	return 1;
}

/* Numbered locals (%0, %1, ...): a direct table while the numbers come
 * densely, as a function's do, and the map for a number far past them
 * (gaps are allowed; a table sized by one large number would be cleared
 * for every function).  A number may be in both, the table's entry the
 * later: the table is asked first.  libclc's numbered values went
 * through the map, 7% of reading it. */
static int num_get(parser *p, uint32_t key, uint32_t *v)
{
	if (key < p->local_nums.len) {
		*v = VEC_AT(&p->local_nums, ref, key);
		if (*v != REF_NULL)
			return 1;
	}
	return p->local_nums_map.n && u32map_get(&p->local_nums_map, key, v);
}

static void num_put_slow(parser *p, uint32_t key, ref v)
{
	vec *t = &p->local_nums;
	if (key >= t->len && key <= 2 * t->len + 1024) {
		vec_reserve(t, p->al, &p->fail, key + 1 - t->len);
		memset(&VEC_AT(t, ref, t->len), 0,
		       (key + 1 - t->len) * sizeof(ref));
		t->len = key + 1;
	}
	if (key < t->len)
		VEC_AT(t, ref, key) = v;
	else
		u32map_put(&p->local_nums_map, p->al, &p->fail, key, v);
}

/* The next number, as most are, inline; the rest in num_put_slow (whose
 * entry and exit, saving the registers of the map's code, were most of
 * a call's cost). */
static inline void num_put(parser *p, uint32_t key, ref v)
{
	vec *t = &p->local_nums;
	if (key == t->len && key < t->cap) {
		VEC_AT(t, ref, key) = v;
		t->len = key + 1;
		return;
	}
	num_put_slow(p, key, v);
}

/* Whether the local name of token t is bound, in the function being read,
 * to something other than a block (an argument, or an instruction read
 * before). */
static int bound_to_non_block(parser *p, const token *t)
{
	uint32_t v;
	if (t->numbered) {
		if (!num_get(p, num_of(p, t), &v))
			return 0;
	} else {
		v = lt_lookup(p, t)->val;
	}
	return v != REF_NULL && REF_KIND(v) != REF_BLOCK &&
	       REF_KIND(v) != REF_PENDING;
}

/* blockaddress(@f, %bb), read with f's global gi, as LLVM's reader checks
 * it: f must be a function with a body; in f's own body, %bb is a label
 * reference like any other; after f's body, it must name one of its
 * blocks; before f's body, it is checked when the body starts
 * (blockaddress_fn_begin). */
void blockaddress_check(parser *p, uint32_t gi, const token *ft,
			const token *bt)
{
	cv_module *m = p->m;
	const global *g = &m->globals[gi];
	baddr_ref b;
	if (g->defined && g->kind != G_FUNC)
		perr(p, ft, "expected function name in blockaddress");
	if (p->fn && g->fn == p->fn) {
		if (bound_to_non_block(p, bt))
			perr(p, bt, "referenced value is not a basic block");
		(void)local_ref(p, bt, m->t_label);
		return;
	}
	if (g->defined && g->is_decl)
		perr(p, ft, "cannot take blockaddress inside a declaration");
	if (g->defined && g->fn && g->fn->nblocks) {
		const function *f = g->fn;
		const strtab *st = &m->strs;
		sym name;
		uint32_t i;
		size_t n;
		if (bt->numbered)
			perr(p, bt, "cannot take address of numeric label after the function is defined");
		/* local names are not deduplicated in the string table:
		 * compared by text */
		name = intern_name(p, bt);
		n = SYM_LEN(st, name);
		for (i = 0; i < f->nblocks; i++) {
			sym bn = f->blocks[i].name;
			if (bn && SYM_LEN(st, bn) == n &&
			    memcmp(SYM_STR(st, bn), SYM_STR(st, name), n) == 0)
				return;
		}
		perr(p, bt, "referenced value is not a basic block");
	}
	memset(&b, 0, sizeof b);
	b.gi = gi;
	b.name = bt->numbered ? strtab_add(&m->strs, &m->arena, bt->text, bt->len)
			      : intern_name(p, bt);
	b.numbered = bt->numbered;
	b.fn_at.line = ft->line;
	b.fn_at.col = ft->col;
	b.fn_at.pos = ft->pos;
	b.bb_at.line = bt->line;
	b.bb_at.col = bt->col;
	b.bb_at.pos = bt->pos;
	{
		/* chained per function, the latest first */
		uint32_t prev;
		b.next = u32map_get(&p->baddr_first, gi, &prev) ? prev
							       : UINT32_MAX;
	}
	vec_reserve(&p->baddrs, p->al, &p->fail, 1);
	VEC_AT(&p->baddrs, baddr_ref, p->baddrs.len) = b;
	u32map_put(&p->baddr_first, p->al, &p->fail, gi,
		   (uint32_t)p->baddrs.len);
	p->baddrs.len++;
}

/* The function whose body starts: the blockaddresses read before it that
 * name it become forward references to labels (LLVM resolves them when a
 * body starts), an argument of that name being an error. */
void blockaddress_fn_begin(parser *p)
{
	uint32_t head, i, k, n = 0, *order;
	if (!p->baddrs.len ||
	    !u32map_get(&p->baddr_first, p->fn_global, &head))
		return;
	/* this function's records (chained latest first), in reading order */
	for (i = head; i != UINT32_MAX; i = VEC_AT(&p->baddrs, baddr_ref, i).next)
		n++;
	order = arena_alloc(&p->m->arena, n * sizeof *order);
	k = n;
	for (i = head; i != UINT32_MAX; i = VEC_AT(&p->baddrs, baddr_ref, i).next)
		order[--k] = i;
	for (i = 0; i < n; i++) {
		baddr_ref *b = &VEC_AT(&p->baddrs, baddr_ref, order[i]);
		token t;
		if (b->done)
			continue;
		b->done = 1;
		memset(&t, 0, sizeof t);
		t.kind = T_LOCAL;
		t.text = SYM_STR(&p->m->strs, b->name);
		t.len = SYM_LEN(&p->m->strs, b->name);
		t.numbered = b->numbered;
		t.line = b->bb_at.line;
		t.col = b->bb_at.col;
		t.pos = b->bb_at.pos;
		if (bound_to_non_block(p, &t))
			perr(p, &t, "referenced value is not a basic block");
		(void)local_ref(p, &t, p->m->t_label);
	}
}

/* A reference to the local value named by t, expected to have type ty. */
ref local_ref(parser *p, const token *t, tyid ty)
{
	uint32_t key = 0, v;
	pending_ref pr;
	lbind *e = NULL;
	int found;
	tyid have;
	/* a piped name met before, bound to a value of the type wanted:
	 * the common case, without the calls */
	if (t->id && t->id < p->bused && p->bind[t->id].type == ty &&
	    p->bind[t->id].val != REF_NULL)
		return p->bind[t->id].val;
	if (t->numbered) {
		key = num_of(p, t);
		found = num_get(p, key, &v);
		have = found ? ref_type(p, v) : 0;
	} else {
		e = lt_lookup(p, t);
		found = e->val != REF_NULL;
		v = e->val;
		have = e->type;
	}
	if (found) {
		int n;
		if (have != ty && ty == p->m->t_label) {
			const char *s = name_text(p, t, &n);
			perr(p, t, "'%%%.*s' is not a basic block", n, s);
		}
		if (have != ty)
			type_mismatch(p, t, have, ty);
		return v;
	}
	/* no placeholder of a type that is not first class (a named struct
	 * without a body yet, LLVM's opaque one, being one) */
	if (!type_is_llvm_first_class(p->m, ty))
		perr(p, t, "invalid use of a non-first-class type");
	memset(&pr, 0, sizeof pr);
	if (t->numbered)
		pr.number = key;
	else
		pr.name = slot_sym(p, e, t);
	pr.numbered = t->numbered;
	pr.type = ty;
	pr.line = t->line;
	pr.col = t->col;
	pr.pos = t->pos;
	pr.resolved = REF_NULL;
	vec_reserve(&p->pend, p->al, &p->fail, 1);
	VEC_AT(&p->pend, pending_ref, p->pend.len) = pr;
	v = REF(REF_PENDING, p->pend.len);
	p->pend.len++;
	if (t->numbered) {
		num_put(p, key, v);
	} else {
		e->val = v;
		e->type = ty;
	}
	return v;
}

/* Defines a local value (instruction result, block) under name t; returns
 * the name's sym (0 for a numbered value). */
static sym local_define_slow(parser *p, const token *t, ref r, tyid ty)
{
	uint32_t key = 0, v = REF_NULL;
	sym name = 0;
	lbind *e = NULL;
	if (t->numbered) {
		key = num_of(p, t);
		if (!num_get(p, key, &v))
			v = REF_NULL;
	} else {
		e = lt_lookup(p, t);
		v = e->val;
	}
	if (v != REF_NULL) {
		int n;
		const char *s = name_text(p, t, &n);
		if (REF_KIND(v) != REF_PENDING) {
			if (REF_KIND(r) == REF_BLOCK)
				perr(p, t, "unable to create block named '%.*s'",
				     n, s);
			if (t->numbered)
				perr(p, t, "multiple definition of local value '%%%.*s'",
				     n, s);
			perr(p, t, "multiple definition of local value named '%.*s'",
			     n, s);
		}
		{
			pending_ref *pr = &VEC_AT(&p->pend, pending_ref, REF_IDX(v));
			if (pr->type != ty) {
				char a[256];
				print_type_to(p->m, pr->type, a, sizeof a);
				if (REF_KIND(r) == REF_BLOCK)
					perr(p, t, "'%%%.*s' is not a basic block",
					     n, s);
				perr(p, t, "instruction forward referenced with type '%s'", a);
			}
			pr->resolved = r;
			name = pr->name;
		}
	}
	if (t->numbered) {
		num_put(p, key, r);
		return 0;
	}
	e->val = r;
	e->type = ty;
	return name ? name : slot_sym(p, e, t);
}

/* Binds the local name of token t to r of type ty; its sym (0 for a
 * number).  Inline, as most definitions are: the next number, met for
 * the first time (neither in the table, which ends before it, nor in the
 * map, empty); in a piped body, a name met for the first time (what
 * lt_lookup, the tests of local_define_slow and slot_sym come to).
 * Anything else in local_define_slow. */
static inline sym local_define(parser *p, const token *t, ref r, tyid ty)
{
	if (t->id && t->id < p->bcap && !t->quoted &&
	    p->bind[t->id].val == REF_NULL) {
		lbind *e = &p->bind[t->id];
		if (t->id >= p->bused)
			p->bused = t->id + 1;
		e->val = r;
		e->type = ty;
		/* (the text read on: the name is followed by its '=' or ':') */
		if ((uintptr_t)t->text - (uintptr_t)p->lx.src <
			    (uintptr_t)p->lx.end - (uintptr_t)p->lx.src &&
		    (uintptr_t)p->lx.end - (uintptr_t)t->text >= 16)
			return strtab_add_short(&p->m->strs, &p->m->arena,
						t->text, t->len);
		return strtab_add(&p->m->strs, &p->m->arena, t->text, t->len);
	}
	if (t->numbered && t->len <= 8 && !p->local_nums_map.n) {
		uint32_t key = 0;
		size_t i;
		for (i = 0; i < t->len; i++)
			key = key * 10 + (uint32_t)(t->text[i] - '0');
		if (key == p->local_nums.len && key < p->local_nums.cap) {
			VEC_AT(&p->local_nums, ref, key) = r;
			p->local_nums.len = key + 1;
			return 0;
		}
	}
	return local_define_slow(p, t, r, ty);
}

/* ---- blocks and instructions ------------------------------------------ */

static block *cur_block(parser *p)
{
	return &VEC_AT(&p->blocks, block, p->blocks.len - 1);
}

static uint32_t new_block(parser *p, const token *label)
{
	block b;
	memset(&b, 0, sizeof b);
	b.first = (uint32_t)p->insts.len;
	b.line = label ? label->line : p->tok.line;
	vec_reserve(&p->blocks, p->al, &p->fail, 1);
	if (label && !label->numbered) {
		VEC_AT(&p->blocks, block, p->blocks.len) = b;
		VEC_AT(&p->blocks, block, p->blocks.len).name =
			local_define(p, label, REF(REF_BLOCK, p->blocks.len),
				     p->m->t_label);
	} else {
		uint32_t n = p->next_local;
		if (label) {
			n = num_of(p, label);
			if (n < p->next_local)
				perr(p, label, "label expected to be numbered '%u' or greater",
				     p->next_local);
		}
		b.number = n;
		VEC_AT(&p->blocks, block, p->blocks.len) = b;
		{
			token nt;
			char buf[16];
			memset(&nt, 0, sizeof nt);
			nt.len = u32_dec(buf, n);
			nt.text = buf;
			nt.numbered = 1;
			if (label) {
				nt.line = label->line;
				nt.col = label->col;
				nt.pos = label->pos;
			}
			local_define(p, &nt, REF(REF_BLOCK, p->blocks.len),
				     p->m->t_label);
		}
		p->next_local = n + 1;
	}
	return (uint32_t)p->blocks.len++;
}

/* Where in ops a forward reference goes, for fn_end to resolve it (the
 * place may later hold something else: fn_end looks again). */
static void pend_op_at(parser *p, uint32_t at)
{
	vec_reserve(&p->pend_ops, p->al, &p->fail, 1);
	VEC_AT(&p->pend_ops, uint32_t, p->pend_ops.len++) = at;
}

static uint32_t op_push(parser *p, ref r)
{
	vec_reserve(&p->ops, p->al, &p->fail, 1);
	VEC_AT(&p->ops, ref, p->ops.len) = r;
	if (REF_KIND(r) == REF_PENDING)
		pend_op_at(p, (uint32_t)p->ops.len);
	return (uint32_t)p->ops.len++;
}

/* The instruction's extension, made if it has none; one it shares with
 * others is copied first, so that a change is the instruction's own. */
static inst_ext *ext_of(parser *p, inst *in)
{
	if (!in->ext) {
		in->ext = arena_zalloc(p->fa, sizeof(inst_ext));
	} else if (in->ext->shared) {
		inst_ext *x = arena_alloc(p->fa, sizeof *x);
		*x = *in->ext;
		x->shared = 0;
		in->ext = x;
	}
	return in->ext;
}

/* The kind of the token after the current one. */
int peek_kind(parser *p)
{
	lexer save = p->lx;
	token t;
	if (p->piping && p->tok.span) {
		/* the span's second token */
		p->lx.cur = p->tok.pos + 1;
		lex_next(&p->lx, &t);
		p->lx = save;
		return t.kind;
	}
	if (p->piping == 1 && !p->in_span) {
		int k = pipe_peek_kind(p->pipe);
		if (k >= 0)
			return k;
		/* the helper stopped before it: lexed here */
		lexer_after_tok(p, &p->lx);
	}
	lex_next(&p->lx, &t);
	p->lx = save;
	return t.kind;
}

/* ',' 'align' N  — after the comma.  Returns log2(align)+1. */
static uint8_t parse_align_after(parser *p)
{
	token t = p->tok;
	uint64_t a;
	unsigned lg = 0;
	if (accept(p, T_LPAREN)) {
		t = p->tok;
		a = parse_uint(p, "alignment");
		expect(p, T_RPAREN, "')'");
	} else
		a = parse_uint(p, "alignment");
	if (a == 0 || (a & (a - 1)))
		perr(p, &t, "alignment is not a power of two");
	if (a > (1ull << 32))
		perr(p, &t, "huge alignments are not supported yet");
	while ((1ull << lg) < a)
		lg++;
	return (uint8_t)(lg + 1);
}

static uint8_t align_code(unsigned bytes)
{
	unsigned lg = 0;
	while ((1u << lg) < bytes)
		lg++;
	return (uint8_t)(lg + 1);
}

sym parse_syncscope(parser *p)
{
	sym s = 0;
	if (accept_word(p, "syncscope")) {
		expect(p, T_LPAREN, "'(' in syncscope");
		if (p->tok.kind != T_STRING)
			perr(p, &p->tok, "expected syncscope name");
		s = string_sym(p, &p->tok);
		next(p);
		expect(p, T_RPAREN, "')' in syncscope");
	}
	return s;
}

int parse_ordering(parser *p)
{
	static const char *const names[] = {"unordered", "monotonic", "acquire",
					    "release", "acq_rel", "seq_cst"};
	int i;
	for (i = 0; i < 6; i++)
		if (accept_word_n(p, names[i], strlen(names[i])))
			return i + 1;
	perr(p, &p->tok, "Expected ordering on atomic instruction");
}

/* Whether a call, phi or select of type t may carry fast-math flags (it
 * is an FPMathOperator): a floating-point scalar or vector, alone, as the
 * element of arrays, or as every field of a literal struct. */
static int fmf_type_ok(const cv_module *m, tyid t)
{
	const type *T = &m->types[t];
	uint32_t i;
	if (T->kind == TY_STRUCT) {
		if (!T->nsub)
			return 0;
		for (i = 1; i < T->nsub; i++)
			if (T->sub[i] != T->sub[0])
				return 0;
		t = T->sub[0];
	} else {
		while (m->types[t].kind == TY_ARRAY)
			t = m->types[t].sub[0];
	}
	return type_is_fp_or_fpvec(m, t);
}

static uint8_t parse_fmf(parser *p)
{
	uint8_t f = 0;
	for (;;) {
		if (accept_word(p, "fast"))
			f |= FMF_FAST;
		else if (accept_word(p, "nnan"))
			f |= FMF_NNAN;
		else if (accept_word(p, "ninf"))
			f |= FMF_NINF;
		else if (accept_word(p, "nsz"))
			f |= FMF_NSZ;
		else if (accept_word(p, "arcp"))
			f |= FMF_ARCP;
		else if (accept_word(p, "contract"))
			f |= FMF_CONTRACT;
		else if (accept_word(p, "afn"))
			f |= FMF_AFN;
		else if (accept_word(p, "reassoc"))
			f |= FMF_REASSOC;
		else
			return f;
	}
}

/* Opcodes by keyword: a small open-addressing table of the parser's,
 * filled once per module (opcode_table_init), keyed by the length and
 * three characters of the keyword and checked by comparison. */
static unsigned opcode_key(const char *s, size_t n)
{
	return ((unsigned)n * 31u + (unsigned char)s[0] * 7u +
		(unsigned char)s[n > 1] * 3u + (unsigned char)s[n - 1]) &
	       (OPTAB_SIZE - 1);
}

/* A text of 1 to 16 characters as two words, exactly: its first and last
 * eight characters (which overlap below 16), or its characters below 8. */
static void op_text(const char *s, size_t n, uint64_t *a, uint64_t *b)
{
	if (n >= 8) {
		memcpy(a, s, 8);
		memcpy(b, s + n - 8, 8);
	} else {
		*a = lex_short_key(s, n);
		*b = 0;
	}
}

void opcode_table_init(parser *p)
{
	int op;
	memset(p->optab, 0, sizeof p->optab);
	for (op = 1; op < OP_COUNT; op++) {
		const char *n = opcode_names[op];
		unsigned k = opcode_key(n, strlen(n));
		while (p->optab[k])
			k = (k + 1) & (OPTAB_SIZE - 1);
		p->optab[k] = (uint8_t)op;
		p->optab_len[k] = (uint8_t)strlen(n);
		op_text(n, strlen(n), &p->optab_text[k][0],
			&p->optab_text[k][1]);
	}
}

/* Opcode of an instruction keyword (all of 16 characters or fewer). */
static int lookup_opcode(const parser *p, const token *t)
{
	unsigned k;
	uint64_t a, b;
	if (!t->len || t->len > 16)
		return OP_NONE;
	op_text(t->text, t->len, &a, &b);
	for (k = opcode_key(t->text, t->len); p->optab[k];
	     k = (k + 1) & (OPTAB_SIZE - 1)) {
		if (p->optab_len[k] == t->len && p->optab_text[k][0] == a &&
		    p->optab_text[k][1] == b)
			return p->optab[k];
	}
	return OP_NONE;
}

static int parse_pred(parser *p, int op)
{
	int i, n = op == OP_ICMP ? 10 : 16;
	const char *const *names = op == OP_ICMP ? icmp_pred_names : fcmp_pred_names;
	for (i = 0; i < n; i++)
		if (accept_word_n(p, names[i], strlen(names[i])))
			return i;
	perr(p, &p->tok, "%s", op == OP_ICMP
				   ? "expected icmp predicate (e.g. 'eq')"
				   : "expected fcmp predicate (e.g. 'oeq')");
}

/* LLVM's Type::isScalableTy: a scalable vector, a struct or array that
 * holds one, or a target type laid out as one (aarch64.svcount,
 * riscv.vector.tuple). */
int type_is_scalable(const cv_module *m, tyid t)
{
	const type *ty = &m->types[t];
	const char *name;
	uint32_t i;
	switch (ty->kind) {
	case TY_VECTOR:
		return (ty->flags & TYF_SCALABLE) != 0;
	case TY_ARRAY:
		return type_is_scalable(m, ty->sub[0]);
	case TY_STRUCT:
	case TY_NAMED:
		for (i = 0; i < ty->nsub; i++)
			if (type_is_scalable(m, ty->sub[i]))
				return 1;
		return 0;
	case TY_TARGET:
		name = SYM_STR(&m->strs, ty->name);
		return strcmp(name, "aarch64.svcount") == 0 ||
		       strcmp(name, "riscv.vector.tuple") == 0;
	}
	return 0;
}

/* The operand types of an atomicrmw, as LLVM's parseAtomicRMW checks them
 * (at the value's type token vt): xchg takes an integer, floating-point or
 * pointer scalar; the floating-point operations (the names beginning with
 * f) a floating-point scalar or vector; the others an integer.  Its store
 * size is a power of two of at least a byte. */
static void check_rmw_operand(parser *p, int op, tyid ty, const token *vt)
{
	const cv_module *m = p->m;
	int k = m->types[ty].kind;
	uint64_t bits;
	if (op == 0) { /* xchg */
		if (k != TY_INT && k != TY_PTR &&
		    (k == TY_VECTOR || !type_is_fp_or_fpvec(m, ty)))
			perr(p, vt, "atomicrmw xchg operand must be an integer, "
			     "floating point, or pointer type");
	} else if (rmw_op_names[op][0] == 'f') {
		if (!type_is_fp_or_fpvec(m, ty))
			perr(p, vt, "atomicrmw %s operand must be a floating "
			     "point type", rmw_op_names[op]);
	} else if (k != TY_INT) {
		perr(p, vt, "atomicrmw %s operand must be an integer",
		     rmw_op_names[op]);
	}
	bits = layout_store_size(m, ty) * 8;
	if (bits < 8 || (bits & (bits - 1)))
		perr(p, vt, "atomicrmw operand must be power-of-two byte-sized "
		     "integer");
}

static tyid value_ty(parser *p, ref r)
{
	cv_module *m = p->m;
	switch (REF_KIND(r)) {
	case REF_CONST:
		return m->consts[REF_IDX(r)].type;
	case REF_GLOBAL:
		return type_ptr(m, m->globals[REF_IDX(r)].addrspace);
	case REF_MD:
		return m->t_metadata;
	default:
		return ref_type(p, r);
	}
}

/* TypeAndBasicBlock ::= Type Value   where the type must be label (LLVM
 * reads a type and a value first, so errors land where opt's do). */
static ref parse_label_ref(parser *p)
{
	token tt = p->tok, vt;
	tyid ty = parse_type(p, 0);
	ref r;
	vt = p->tok;
	if (ty == p->m->t_label && vt.kind == T_LOCAL) {
		next(p);
		return local_ref(p, &vt, ty);
	}
	r = parse_value(p, ty);
	(void)r;
	perr(p, &tt, "expected a basic block");
}

/* Parses "T v" where T may be metadata (call arguments). */
static ref parse_arg_value(parser *p, tyid *ty)
{
	token t = p->tok;
	*ty = parse_type(p, 0);
	if (*ty == p->m->t_metadata)
		return parse_md_operand_value(p);
	(void)t;
	return parse_value(p, *ty);
}

/* For an old llvm.masked.* intrinsic with an alignment argument, its
 * index; else -1. */
static int masked_align_arg(const cv_module *m, ref callee)
{
	const global *g = &m->globals[REF_IDX(callee)];
	const char *nm;
	if (g->numbered)
		return -1;
	nm = SYM_STR(&m->strs, g->name);
	if (strncmp(nm, "llvm.masked.load.", 17) == 0 ||
	    strncmp(nm, "llvm.masked.gather.", 19) == 0)
		return 1;
	if (strncmp(nm, "llvm.masked.store.", 18) == 0 ||
	    strncmp(nm, "llvm.masked.scatter.", 20) == 0)
		return 2;
	return -1;
}

/* The replacement declaration of an intrinsic whose signature LLVM 22
 * upgrades: same name, new type, declared after everything else; the old
 * declaration disappears. */
static ref upgraded_intrinsic(parser *p, uint32_t old)
{
	cv_module *m = p->m;
	uint32_t ng;
	global *g;
	if (u32map_get(&p->upgraded, old, &ng))
		return REF(REF_GLOBAL, ng);
	ng = new_global_pub(p, G_FUNC, m->globals[old].name, 0, &p->tok);
	g = &m->globals[ng];
	g->defined = 1;
	g->is_decl = 1;
	g->addrspace = m->layout->program_as;
	u32map_put(&p->upgraded, p->al, &p->fail, old, ng);
	m->globals[old].upgraded_away = 1;
	vec_reserve(&p->late_decls, p->al, &p->fail, 1);
	VEC_AT(&p->late_decls, uint32_t, p->late_decls.len++) = ng;
	return REF(REF_GLOBAL, ng);
}

static void upgraded_set_type(parser *p, uint32_t gi, tyid fnty)
{
	cv_module *m = p->m;
	global *g = &m->globals[gi];
	const type *ft;
	uint32_t j;
	if (g->fn)
		return;
	g->type = fnty;
	g->fn = arena_zalloc(&m->arena, sizeof(function));
	ft = &m->types[fnty];
	g->fn->type = fnty;
	g->fn->nargs = ft->nsub - 1;
	g->fn->args = g->fn->nargs ? arena_zalloc(&m->arena, g->fn->nargs * sizeof(argument))
				   : NULL;
	for (j = 0; j < g->fn->nargs; j++) {
		g->fn->args[j].type = ft->sub[j + 1];
		g->fn->args[j].number = UINT32_MAX;
	}
}

/* Call-like: args, attributes, bundles.  Fills ops and ext. */
/* An integer constant's value as words (at most 64 bits: one word). */
static const uint64_t *int_words(const cv_module *m, ref r, uint64_t *one,
				 uint32_t *n)
{
	const constant *c = &m->consts[REF_IDX(r)];
	*n = 1;
	*one = 0;
	if (c->kind == C_INT && m->types[c->type].n > 64) {
		*n = (uint32_t)((m->types[c->type].n + 63) / 64);
		return c->v.words;
	}
	if (c->kind == C_INT)
		*one = c->v.u;
	else if (c->kind != C_ZERO)
		return NULL;
	return one;
}

static int same_int(const cv_module *m, ref a, ref b)
{
	uint64_t x, y;
	uint32_t na, nb;
	const uint64_t *wa = int_words(m, a, &x, &na);
	const uint64_t *wb = int_words(m, b, &y, &nb);
	return wa && wb && na == nb && !memcmp(wa, wb, na * sizeof *wa);
}

/* Whether the switch case value at operand `at` repeats one of those at
 * from, from + 2, ... before it (opt: "duplicate case value"). */
static int case_seen_before(parser *p, uint32_t from, uint32_t at)
{
	const cv_module *m = p->m;
	ref v = VEC_AT(&p->ops, ref, at);
	uint64_t one, h = 0x9e3779b97f4a7c15ull;
	uint32_t n, k, first;
	const uint64_t *w = int_words(m, v, &one, &n);
	if (!w)
		return 0;
	for (k = 0; k < n; k++)
		h = (h ^ w[k]) * 0xff51afd7ed558ccdull;
	h = (h ^ (h >> 33)) & 0x7fffffffu;
	if (!u32map_get(&p->case_seen, (uint32_t)h, &first)) {
		u32map_put(&p->case_seen, p->al, &p->fail, (uint32_t)h, at);
		return 0;
	}
	if (same_int(m, VEC_AT(&p->ops, ref, first), v))
		return 1;
	for (k = from; k < at; k += 2) /* another value with that hash */
		if (same_int(m, VEC_AT(&p->ops, ref, k), v))
			return 1;
	return 0;
}

/* The checks LLVM makes of a call once all of it is read (for an invoke
 * or a callbr, after its labels too): the first failure, reported when
 * the caller has read that far. */
typedef struct call_check {
	token at;
	char msg[320];
	int set;
} call_check;

static void call_check_set(call_check *cc, const token *at, const char *fmt,
			   ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4)))
#endif
	;

static void call_check_set(call_check *cc, const token *at, const char *fmt,
			   ...)
{
	va_list ap;
	if (cc->set)
		return;
	cc->set = 1;
	cc->at = *at;
	va_start(ap, fmt);
	vsnprintf(cc->msg, sizeof cc->msg, fmt, ap);
	va_end(ap);
}

static void call_check_report(parser *p, const call_check *cc)
{
	if (cc->set)
		perr(p, &cc->at, "%s", cc->msg);
}

/* Inline asm as a callee, after `asm`: [sideeffect] [alignstack]
 * [inteldialect] [unwind] "asm" , "constraints" */
static ref parse_inline_asm(parser *p)
{
	cv_module *m = p->m;
	char buf[64];
	size_t k = 0;
	sym s1, s2;
	inline_asm ia;
	buf[0] = 0;
	for (;;) {
		if (accept_word(p, "sideeffect"))
			k += (size_t)snprintf(buf + k, sizeof buf - k, " sideeffect");
		else if (accept_word(p, "alignstack"))
			k += (size_t)snprintf(buf + k, sizeof buf - k, " alignstack");
		else if (accept_word(p, "inteldialect"))
			k += (size_t)snprintf(buf + k, sizeof buf - k, " inteldialect");
		else if (accept_word(p, "unwind"))
			k += (size_t)snprintf(buf + k, sizeof buf - k, " unwind");
		else
			break;
	}
	if (p->tok.kind != T_STRING)
		perr(p, &p->tok, "expected string constant for asm");
	s1 = string_sym(p, &p->tok);
	next(p);
	expect(p, T_COMMA, "comma in inline asm expression");
	if (p->tok.kind != T_STRING)
		perr(p, &p->tok, "expected constraint string");
	s2 = string_sym(p, &p->tok);
	next(p);
	memset(&ia, 0, sizeof ia);
	ia.text = strtab_intern(&m->strs, &m->arena, buf, strlen(buf));
	ia.asm_str = s1;
	ia.constraints = s2;
	if (m->nasms == m->capasms) {
		uint32_t ncap = m->capasms ? m->capasms * 2 : 16;
		inline_asm *na = cv_mem_realloc(p->al, m->asms,
						m->capasms * sizeof *na,
						ncap * sizeof *na);
		if (!na)
			longjmp(p->fail, 1);
		m->asms = na;
		m->capasms = ncap;
	}
	m->asms[m->nasms] = ia;
	return REF(REF_ASM, m->nasms++);
}

/* A callee that is a value (at ct, the current token), of pointer type in
 * the call's address space; *rename is set if it is an intrinsic LLVM 22
 * renames while reading. */
static ref parse_callee_value(parser *p, inst_ext *x, const token *ct,
			      const struct intrintab_rename **rename)
{
	cv_module *m = p->m;
	tyid pt = type_ptr(m, x->addrspace_set ? x->addrspace
					       : m->layout->program_as);
	if (ct->kind == T_GLOBAL && !ct->quoted && ct->len > 5 &&
	    memcmp(ct->text, "llvm.", 5) == 0 &&
	    (*rename = intrintab_rename_lookup(ct->text, ct->len)) != NULL) {
		/* an intrinsic LLVM 22 renames while reading: call the
		 * new one, with the extra leading arguments */
		token nt = *ct;
		ref callee;
		nt.text = (*rename)->new_name;
		nt.len = strlen((*rename)->new_name);
		next(p);
		callee = parse_value_global(p, &nt, pt);
		p->renamed_intrinsics = 1;
		return callee;
	}
	return parse_value(p, pt);
}

/* One argument: its value, its type (in scratch_tys) and its attributes
 * (in scratch_u32). */
static void push_arg(parser *p, ref v, tyid at, attrset as)
{
	vec *argtys = &p->scratch_tys, *aattrs = &p->scratch_u32;
	op_push(p, v);
	vec_reserve(argtys, p->al, &p->fail, 1);
	VEC_AT(argtys, tyid, argtys->len++) = at;
	vec_reserve(aattrs, p->al, &p->fail, 1);
	VEC_AT(aattrs, uint32_t, aattrs->len++) = as;
}

/* The leading arguments a renamed intrinsic gains ("T v, ..."), read as a
 * text of their own; their number. */
static uint32_t push_extra_args(parser *p, const char *text)
{
	lexer save = p->lx;
	token savet = p->tok;
	int piping = p->piping;
	uint32_t nargs = 0;
	p->piping = 0; /* a text of its own, read directly */
	lex_init(&p->lx, text, strlen(text));
	next(p);
	while (p->tok.kind != T_EOF) {
		tyid at = parse_type(p, 0);
		ref v = parse_value(p, at);
		push_arg(p, v, at, 0);
		nargs++;
		accept(p, T_COMMA);
	}
	p->lx = save;
	p->tok = savet;
	p->piping = piping;
	return nargs;
}

/* The argument list up to its ')', after nargs arguments already pushed;
 * the number of arguments then.  As LLVM's parseParameterList: a comma
 * before each argument but the first; a musttail call in a varargs
 * function ends with '...'.  Against an explicit function type FT, the
 * arguments are checked as LLVM checks them later, in order, into
 * *args_late. */
/* fnty: the explicit function type, or -1 for none.  Its record is looked
 * up again after each argument: reading one may intern a new type and
 * move m->types. */
static uint32_t parse_call_args(parser *p, inst *in, int64_t fnty,
				uint32_t nargs, call_check *args_late)
{
	cv_module *m = p->m;
	const type *FT;
	uint32_t nuser = 0;
	int ellipsis = 0;
	while (p->tok.kind != T_RPAREN) {
		tyid at;
		attrset as;
		ref v;
		token att;
		if (nuser)
			expect(p, T_COMMA, "',' in argument list");
		att = p->tok;
		if (p->tok.kind == T_DOTDOTDOT) {
			/* as opt: only a musttail call in a varargs
			 * function forwards its own variable arguments */
			if (!in->ext || in->ext->tail != TAIL_MUSTTAIL)
				perr(p, &p->tok, "unexpected ellipsis in argument "
				     "list for non-musttail call");
			if (!(m->types[p->fn->type].flags & TYF_VARARG))
				perr(p, &p->tok, "unexpected ellipsis in argument "
				     "list for musttail call in non-varargs "
				     "function");
			next(p);
			ellipsis = 1;
			break;
		}
		at = parse_type(p, 0);
		if (!type_is_llvm_first_class(m, at) || at == m->t_label)
			perr(p, &att, "invalid type for function argument");
		parse_param_attrs(p, &as, ATTRTAB_PARAM);
		if (at == m->t_metadata)
			v = parse_md_operand_value(p);
		else
			v = parse_value(p, at);
		FT = fnty >= 0 ? &m->types[fnty] : NULL;
		/* against an explicit function type, as LLVM
		 * checks them later, in order */
		if (FT && nargs + 1 >= FT->nsub && !(FT->flags & TYF_VARARG))
			call_check_set(args_late, &att, "too many "
				       "arguments specified");
		else if (FT && nargs + 1 < FT->nsub &&
			 FT->sub[nargs + 1] != at) {
			char b[256];
			print_type_to(m, FT->sub[nargs + 1], b, sizeof b);
			call_check_set(args_late, &att, "argument is "
				       "not of expected type '%s'", b);
		}
		push_arg(p, v, at, as);
		nargs++;
		nuser++;
	}
	if (!ellipsis && in->ext && in->ext->tail == TAIL_MUSTTAIL &&
	    (m->types[p->fn->type].flags & TYF_VARARG))
		perr(p, &p->tok, "expected '...' at end of argument list "
		     "for musttail call in varargs function");
	return nargs;
}

/* llvm.masked.{load,store,gather,scatter} lost their alignment
 * argument in LLVM 22: it becomes an align attribute.  The arguments'
 * types are at tbase in scratch_tys, their attributes at abase in
 * scratch_u32.  Returns 1 if done (*callee then the upgraded intrinsic,
 * *nargs one less). */
static int upgrade_masked_align(parser *p, inst *in, ref *callee,
				uint32_t *nargs, size_t tbase, size_t abase)
{
	cv_module *m = p->m;
	vec *argtys = &p->scratch_tys, *aattrs = &p->scratch_u32;
	int ai = masked_align_arg(m, *callee);
	ref av = ai >= 0 ? VEC_AT(&p->ops, ref, in->ops + (uint32_t)ai) : REF_NULL;
	uint64_t al;
	int pi = ai - 1;
	char buf[48];
	uint32_t k;
	if (ai < 0 || REF_KIND(av) != REF_CONST ||
	    m->consts[REF_IDX(av)].kind != C_INT)
		return 0;
	al = m->consts[REF_IDX(av)].v.u;
	for (k = (uint32_t)ai; k + 1 < *nargs; k++) {
		VEC_AT(&p->ops, ref, in->ops + k) = VEC_AT(&p->ops, ref, in->ops + k + 1);
		if (REF_KIND(VEC_AT(&p->ops, ref, in->ops + k)) == REF_PENDING)
			pend_op_at(p, in->ops + k);
		VEC_AT(argtys, tyid, tbase + k) = VEC_AT(argtys, tyid, tbase + k + 1);
	}
	p->ops.len--;
	argtys->len--;
	aattrs->len--;
	(*nargs)--;
	for (k = 0; k < *nargs; k++)
		VEC_AT(aattrs, uint32_t, abase + k) = 0;
	if (al) {
		snprintf(buf, sizeof buf, "align %llu", (unsigned long long)al);
		VEC_AT(aattrs, uint32_t, abase + (uint32_t)pi) =
			attrs_from_text_pub(p, buf, strlen(buf), ATTRTAB_PARAM);
	}
	*callee = upgraded_intrinsic(p, REF_IDX(*callee));
	return 1;
}

/* The call's function type without an explicit one: the return type ret
 * and the nargs arguments' types at tbase in scratch_tys; most often the
 * type of the function it calls (hint: its global's, or 0). */
static tyid call_fn_type(parser *p, tyid ret, uint32_t nargs, size_t tbase,
			 tyid hint)
{
	vec *argtys = &p->scratch_tys;
	type ft;
	vec_reserve(argtys, p->al, &p->fail, 1);
	memmove((tyid *)argtys->data + tbase + 1,
		(tyid *)argtys->data + tbase, nargs * sizeof(tyid));
	((tyid *)argtys->data)[tbase] = ret;
	memset(&ft, 0, sizeof ft);
	ft.kind = TY_FUNC;
	ft.nsub = nargs + 1;
	ft.sub = VEC_PTR(argtys, tyid, tbase);
	return type_intern_hint(p->m, &ft, hint);
}

/* Operand bundles: [ "tag"(T v, ...), ... ], as LLVM's
 * parseOptionalOperandBundles reads them (a comma before each
 * bundle and input but the first; not an empty set), into x; their
 * operands follow the arguments. */
static void parse_bundles(parser *p, inst *in, inst_ext *x)
{
	cv_module *m = p->m;
	vec *bundle_ops = tmp_begin(p, sizeof(ref));
	vec *bundles = tmp_begin(p, sizeof(bundle));
	token bt0 = p->tok;
	uint32_t i, base;
	next(p);
	while (p->tok.kind != T_RSQUARE) {
		bundle b;
		if (bundles->len)
			expect(p, T_COMMA, "',' in input list");
		if (p->tok.kind != T_STRING)
			perr(p, &p->tok, "expected string constant");
		b.tag = string_sym(p, &p->tok);
		next(p);
		expect(p, T_LPAREN, "'(' in operand bundle");
		b.first = (uint32_t)bundle_ops->len;
		while (p->tok.kind != T_RPAREN) {
			tyid bt;
			ref v;
			if (bundle_ops->len > b.first)
				expect(p, T_COMMA, "',' in input list");
			bt = parse_type(p, 0);
			if (bt == m->t_metadata)
				v = parse_md_operand_value(p);
			else
				v = parse_value(p, bt);
			vec_reserve(bundle_ops, p->al, &p->fail, 1);
			VEC_AT(bundle_ops, ref, bundle_ops->len++) = v;
		}
		next(p);
		b.n = (uint32_t)bundle_ops->len - b.first;
		vec_reserve(bundles, p->al, &p->fail, 1);
		VEC_AT(bundles, bundle, bundles->len++) = b;
	}
	if (!bundles->len) {
		tmp_end(p, bundle_ops);
		tmp_end(p, bundles);
		perr(p, &bt0, "operand bundle set must not be empty");
	}
	next(p);
	/* bundle operands follow the arguments, then the callee */
	base = (uint32_t)(p->ops.len - in->ops);
	for (i = 0; i < bundles->len; i++)
		VEC_AT(bundles, bundle, i).first += base;
	for (i = 0; i < bundle_ops->len; i++)
		op_push(p, VEC_AT(bundle_ops, ref, i));
	x->nbundles = (uint32_t)bundles->len;
	x->bundles = bundles->len ? arena_dup(p->fa, bundles->data,
					     bundles->len * sizeof(bundle))
				 : NULL;
	for (i = 0; i < bundles->len; i++) {
		bundle *b = &x->bundles[i];
		const char *tg = SYM_STR(&m->strs, b->tag);
		if (strcmp(tg, "convergencectrl") == 0 && b->n >= 1)
			x->conv_token = VEC_AT(&p->ops, ref, in->ops + b->first);
	}
	tmp_end(p, bundle_ops);
	tmp_end(p, bundles);
}

/* The rest of a call, invoke or callbr after its type (at tyloc; the
 * instruction's first token after the keyword at callloc): the callee,
 * the arguments, attributes and bundles.  The result type, the callee
 * against it and the arguments against the function type are checked as
 * LLVM checks them after reading everything, into *late. */
static void parse_call_rest(parser *p, inst *in, int allow_inline_asm,
			    tyid ret_or_fnty, const token *tyloc,
			    const token *callloc, call_check *late)
{
	cv_module *m = p->m;
	inst_ext *x = ext_of(p, in);
	vec *aattrs = &p->scratch_u32;
	size_t tbase = p->scratch_tys.len;
	size_t abase = aattrs->len;
	ref callee;
	token ct = p->tok;
	tyid fnty;
	uint32_t nargs = 0;
	const type *FT;
	int explicit_fnty = m->types[ret_or_fnty].kind == TY_FUNC;
	int callee_pending_type = 0;
	const struct intrintab_rename *rename = NULL;
	call_check args_late;
	memset(&args_late, 0, sizeof args_late);

	/* the callee */
	if (ct.kind == T_WORD && is_word(p, "asm")) {
		if (!allow_inline_asm)
			perr(p, &ct, "inline asm not allowed here");
		next(p);
		callee = parse_inline_asm(p);
	} else {
		callee = parse_callee_value(p, x, &ct, &rename);
		callee_pending_type = 1;
	}
	expect(p, T_LPAREN, "'(' in call");
	/* arguments */
	if (rename && rename->extra_args && rename->extra_args[0])
		nargs = push_extra_args(p, rename->extra_args);
	nargs = parse_call_args(p, in,
				explicit_fnty ? (int64_t)ret_or_fnty : -1, nargs,
				&args_late);
	expect(p, T_RPAREN, "')' at end of argument list");
	if (!explicit_fnty && callee_pending_type && REF_KIND(callee) == REF_GLOBAL &&
	    nargs == 4 &&
	    upgrade_masked_align(p, in, &callee, &nargs, tbase, abase))
		callee_pending_type = 2;
	/* the function type */
	if (explicit_fnty) {
		fnty = ret_or_fnty;
		FT = &m->types[fnty];
		if (nargs + 1 < FT->nsub)
			call_check_set(&args_late, callloc, "not enough parameters "
				       "specified for call");
	} else {
		fnty = call_fn_type(p, ret_or_fnty, nargs, tbase,
				    REF_KIND(callee) == REF_GLOBAL
					    ? m->globals[REF_IDX(callee)].type
					    : 0);
		FT = &m->types[fnty];
	}
	p->scratch_tys.len = tbase;
	x->ty2 = fnty;
	/* an undeclared callee (an implicit intrinsic) takes the call's type */
	if (callee_pending_type && REF_KIND(callee) == REF_GLOBAL &&
	    !m->globals[REF_IDX(callee)].defined && !m->globals[REF_IDX(callee)].type)
		m->globals[REF_IDX(callee)].type = fnty;
	if (callee_pending_type == 2)
		upgraded_set_type(p, REF_IDX(callee), fnty);
	x->nargs = nargs;
	x->arg_attrs = nargs ? arena_dup(p->fa, VEC_PTR(aattrs, uint32_t, abase),
					 nargs * sizeof(attrset))
			     : NULL;
	aattrs->len = abase;
	/* function attributes */
	x->fn_attrs = parse_fn_attrs(p, 1);
	if (p->tok.kind == T_LSQUARE)
		parse_bundles(p, in, x);
	else {
		x->nbundles = 0;
		x->bundles = NULL;
	}
	/* FunctionType::isValidReturnType, then the callee (inline asm's
	 * constraints against the call's type), then the arguments */
	if (!explicit_fnty && (m->types[ret_or_fnty].kind == TY_LABEL ||
			       m->types[ret_or_fnty].kind == TY_METADATA))
		call_check_set(late, tyloc, "Invalid result type for LLVM function");
	if (REF_KIND(callee) == REF_ASM) {
		sym cs = m->asms[REF_IDX(callee)].constraints;
		const char *msg = asm_verify(m, FT, SYM_STR(&m->strs, cs),
					     SYM_LEN(&m->strs, cs));
		if (msg)
			call_check_set(late, &ct, "%s", msg);
	}
	if (args_late.set)
		call_check_set(late, &args_late.at, "%s", args_late.msg);
	op_push(p, callee);
	p->fn_ext_fixups = 1; /* fn_end: call facts */
	in->type = m->types[fnty].sub[0];
}

/* The value of an integer constant, or of the element of a vector
 * constant whose elements are all one value (Constant::getSplatValue):
 * 1 and *v, or 0 if it is neither. */
static int const_splat_u32(const cv_module *m, ref r, uint64_t *v)
{
	const constant *c = &m->consts[REF_IDX(r)];
	uint64_t first = 0, e;
	uint32_t i;
	if (REF_KIND(r) != REF_CONST)
		return 0;
	switch (c->kind) {
	case C_INT:
		*v = (uint32_t)c->v.u;
		return 1;
	case C_ZERO:
		*v = 0;
		return 1;
	case C_SPLAT:
		return const_splat_u32(m, c->v.ops[0], v);
	case C_VECTOR:
		for (i = 0; i < c->n; i++) {
			const constant *ec = &m->consts[REF_IDX(c->v.ops[i])];
			if (REF_KIND(c->v.ops[i]) != REF_CONST ||
			    (ec->kind != C_INT && ec->kind != C_ZERO))
				return 0;
			e = ec->kind == C_INT ? (uint32_t)ec->v.u : 0;
			if (i && e != first)
				return 0;
			first = e;
		}
		*v = first;
		return c->n > 0;
	default:
		return 0;
	}
}

/* ShuffleVectorInst::isValidOperands for the types: the two inputs vectors
 * of one type, the mask a vector of i32, scalable as they are. */
static int shuffle_types_ok(const cv_module *m, tyid v1, tyid v2, tyid mt)
{
	const type *a = &m->types[v1], *k = &m->types[mt];
	return a->kind == TY_VECTOR && v1 == v2 && k->kind == TY_VECTOR &&
	       k->nsub == 1 && k->sub[0] == m->t_i32 &&
	       (a->flags & TYF_SCALABLE) == (k->flags & TYF_SCALABLE);
}

/* The value of a mask element: its index, -1 for undef or poison, -2 for
 * an index of 2 * n1 or more (n1 the inputs' length) or anything else. */
static int64_t shuffle_elem(const cv_module *m, ref e, uint32_t n1)
{
	const constant *c = &m->consts[REF_IDX(e)];
	uint32_t v;
	if (REF_KIND(e) != REF_CONST)
		return -2;
	if (c->kind == C_UNDEF || c->kind == C_POISON)
		return -1;
	if (c->kind != C_INT && c->kind != C_ZERO)
		return -2;
	v = c->kind == C_INT ? (uint32_t)c->v.u : 0;
	return v < (uint64_t)n1 * 2 ? (int64_t)v : -2;
}

/* ... and for the mask constant, as opt 22 reads it: undef, poison and
 * zeroinitializer are valid; a splat is zeroinitializer or poison when its
 * element is (the only valid ones for scalable inputs), else a fixed
 * vector of that element; a fixed vector's elements are indices below
 * 2 * n1, undef or poison.  A constant expression is let through: LLVM
 * folds some (a bitcast to the same type) to a valid mask, which converge
 * does not (docs/DIFFERENCES.md). */
static int shuffle_mask_ok(const cv_module *m, ref mask, uint32_t n1,
			   int scalable)
{
	const constant *c = &m->consts[REF_IDX(mask)];
	uint32_t i;
	switch (c->kind) {
	case C_UNDEF:
	case C_POISON:
	case C_ZERO:
	case C_EXPR:
		return 1;
	case C_SPLAT: {
		int64_t e = shuffle_elem(m, c->v.ops[0], n1);
		return scalable ? e == -1 || e == 0 : e != -2;
	}
	case C_VECTOR:
		if (scalable)
			return 0;
		for (i = 0; i < c->n; i++)
			if (shuffle_elem(m, c->v.ops[i], n1) == -2)
				return 0;
		return 1;
	default:
		return 0;
	}
}

/* ShuffleVectorInst::isValidOperands for a constant expression's three
 * operands: inputs of types v1 and v2, a constant mask of type mt (the
 * instruction makes the same checks as it reads them). */
int shuffle_operands_ok(const cv_module *m, tyid v1, tyid v2, tyid mt,
			ref mask)
{
	return shuffle_types_ok(m, v1, v2, mt) && REF_KIND(mask) == REF_CONST &&
	       shuffle_mask_ok(m, mask, (uint32_t)m->types[v1].n,
			       m->types[v1].flags & TYF_SCALABLE);
}

/* One step of GetElementPtrInst::getIndexedType after the first index
 * (which steps over the pointer): into a struct by an i32 constant, or a
 * fixed vector splat of one, below its number of fields; into an array or
 * a vector by any index.  1 with *cur the type indexed, or 0. */
int gep_index_step(const cv_module *m, tyid *cur, tyid ity, ref r)
{
	const type *T = &m->types[*cur];
	uint64_t k;
	if (T->kind == TY_STRUCT || T->kind == TY_NAMED) {
		if (type_scalar(m, ity) != m->t_i32 ||
		    (m->types[ity].flags & TYF_SCALABLE) ||
		    !const_splat_u32(m, r, &k) || k >= T->nsub)
			return 0;
		*cur = T->sub[k];
		return 1;
	}
	if (T->kind == TY_ARRAY || T->kind == TY_VECTOR) {
		*cur = T->sub[0];
		return 1;
	}
	return 0;
}

/* A mask given as zeroinitializer/undef/poison/splat costs nothing to
 * write but a slot per element to keep: bound it by the input's size. */
static int mc_too_long(const cv_module *m, ref mask, uint32_t n)
{
	const constant *c = &m->consts[REF_IDX(mask)];
	return c->kind != C_VECTOR && n > (1u << 20);
}

/* ret void | ret T v (LLParser::parseRet) */
static void parse_ret(parser *p, inst *in)
{
	cv_module *m = p->m;
	token tt = p->tok;
	tyid rt = m->types[p->fn->type].sub[0];
	tyid ty = parse_type(p, 1);
	in->type = m->t_void;
	if (ty == m->t_void) {
		if (rt != m->t_void) {
			char rb[256];
			print_type_to(m, rt, rb, sizeof rb);
			perr(p, &tt, "value doesn't match function result type '%s'", rb);
		}
		return;
	}
	op_push(p, parse_value(p, ty));
	if (ty != rt) {
		char rb[256];
		print_type_to(m, rt, rb, sizeof rb);
		perr(p, &tt, "value doesn't match function result type '%s'", rb);
	}
}

/* br label %d | br i1 c, label %t, label %f (parseBr) */
static void parse_br(parser *p, inst *in)
{
	cv_module *m = p->m;
	tyid ty;
	if (is_word(p, "label")) {
		op_push(p, parse_label_ref(p));
	} else {
		/* as LLVM's parseBr: the condition read, then its type
		 * checked at the type */
		token ct = p->tok;
		ty = parse_type(p, 0);
		op_push(p, parse_value(p, ty));
		if (ty != m->t_i1)
			perr(p, &ct, "branch condition must have 'i1' type");
		expect(p, T_COMMA, "',' after branch condition");
		op_push(p, parse_label_ref(p));
		expect(p, T_COMMA, "',' after true destination");
		op_push(p, parse_label_ref(p));
	}
	in->type = m->t_void;
}

/* switch T v, label %d [ T c, label %l ... ] (parseSwitch) */
static void parse_switch(parser *p, inst *in)
{
	/* as LLVM's parseSwitch: the condition, the default and the
	 * '[' read before the condition's type is checked (at the
	 * type); each case read whole, then checked: not seen before,
	 * an integer constant (ConstantInt: no undef, poison or
	 * expression that does not fold) */
	cv_module *m = p->m;
	tyid ty, t2;
	ref a;
	token ct = p->tok;
	u32map_clear(&p->case_seen);
	ty = parse_type(p, 0);
	op_push(p, parse_value(p, ty));
	expect(p, T_COMMA, "',' after switch condition");
	op_push(p, parse_label_ref(p));
	expect(p, T_LSQUARE, "'[' with switch table");
	if (m->types[ty].kind != TY_INT)
		perr(p, &ct, "switch condition must have integer type");
	while (p->tok.kind != T_RSQUARE) {
		token vt = p->tok;
		t2 = parse_type(p, 0);
		a = parse_value(p, t2);
		op_push(p, a);
		expect(p, T_COMMA, "',' after case value");
		op_push(p, parse_label_ref(p));
		if (REF_KIND(a) != REF_CONST ||
		    m->consts[REF_IDX(a)].kind != C_INT ||
		    m->types[t2].kind != TY_INT)
			perr(p, &vt, "case value is not a constant integer");
		/* LLVM's verifier refuses a case of another type than
		 * the condition's (converge has no such rule: refused
		 * here, in the reader's words) */
		if (t2 != ty)
			perr(p, &vt, "case value is not a constant integer");
		if (case_seen_before(p, in->ops + 2,
				     (uint32_t)p->ops.len - 2))
			perr(p, &vt, "duplicate case value in switch");
	}
	next(p);
	in->type = m->t_void;
}

/* indirectbr ptr a, [ label %l, ... ] (parseIndirectBr) */
static void parse_indirectbr(parser *p, inst *in)
{
	/* the address's type checked after the '[' (LLVM's
	 * parseIndirectBr) */
	cv_module *m = p->m;
	tyid ty;
	token at = p->tok;
	ty = parse_type(p, 0);
	op_push(p, parse_value(p, ty));
	expect(p, T_COMMA, "',' after indirectbr address");
	expect(p, T_LSQUARE, "'[' with indirectbr");
	if (m->types[ty].kind != TY_PTR)
		perr(p, &at, "indirectbr address must have pointer type");
	if (p->tok.kind != T_RSQUARE) {
		for (;;) {
			op_push(p, parse_label_ref(p));
			if (!accept(p, T_COMMA))
				break;
		}
	}
	expect(p, T_RSQUARE, "']' at end of block list");
	in->type = m->t_void;
}

/* `from %pad` of cleanupret and catchret: the pad, a local token (what
 * names the pad kind expected). */
static void parse_from_pad(parser *p, const char *what)
{
	token t;
	expect_word(p, "from");
	t = p->tok;
	if (t.kind != T_LOCAL)
		perr(p, &t, "%s", what);
	next(p);
	op_push(p, local_ref(p, &t, p->m->t_token));
}

/* cleanupret from %pad unwind (to caller | label %l) */
static void parse_cleanupret(parser *p, inst *in)
{
	cv_module *m = p->m;
	parse_from_pad(p, "expected cleanuppad");
	expect_word(p, "unwind");
	if (accept_word(p, "to"))
		expect_word(p, "caller");
	else
		op_push(p, parse_label_ref(p));
	in->type = m->t_void;
}

/* catchret from %pad to label %l */
static void parse_catchret(parser *p, inst *in)
{
	cv_module *m = p->m;
	parse_from_pad(p, "expected catchpad");
	expect_word(p, "to");
	op_push(p, parse_label_ref(p));
	in->type = m->t_void;
}

/* catchswitch within (none | %pad) [ label %h, ... ] unwind
 * (to caller | label %l) */
static void parse_catchswitch(parser *p, inst *in)
{
	cv_module *m = p->m;
	inst_ext *x;
	expect_word(p, "within");
	if (accept_word(p, "none"))
		op_push(p, make_int_const(p, m->t_token, 0) & 0 ? 0 : REF_NULL);
	else {
		token t = p->tok;
		next(p);
		op_push(p, local_ref(p, &t, m->t_token));
	}
	x = ext_of(p, in);
	expect(p, T_LSQUARE, "'[' with catchswitch labels");
	for (;;) {
		op_push(p, parse_label_ref(p));
		x->nindices++;
		if (!accept(p, T_COMMA))
			break;
	}
	expect(p, T_RSQUARE, "']' after catchswitch labels");
	expect_word(p, "unwind");
	if (accept_word(p, "to"))
		expect_word(p, "caller");
	else
		op_push(p, parse_label_ref(p));
	in->type = m->t_token;
}

/* catchpad | cleanuppad within (none | %pad) [ args ] (parsePad) */
static void parse_pad(parser *p, inst *in)
{
	cv_module *m = p->m;
	tyid ty;
	expect_word(p, "within");
	if (accept_word(p, "none"))
		op_push(p, REF_NULL);
	else {
		token t = p->tok;
		next(p);
		op_push(p, local_ref(p, &t, m->t_token));
	}
	expect(p, T_LSQUARE, "'[' after pad");
	while (p->tok.kind != T_RSQUARE) {
		if (p->ops.len - in->ops > 1)
			expect(p, T_COMMA, "','");
		op_push(p, parse_arg_value(p, &ty));
	}
	next(p);
	in->type = m->t_token;
}

/* fneg [fmf] T v (parseUnaryOp) */
static void parse_fneg(parser *p, inst *in)
{
	/* as LLVM: the operand first, then its type, at the type */
	cv_module *m = p->m;
	tyid ty;
	token tt;
	in->fmf = parse_fmf(p);
	tt = p->tok;
	ty = parse_type(p, 0);
	op_push(p, parse_value(p, ty));
	if (!type_is_fp_or_fpvec(m, ty))
		perr(p, &tt, "invalid operand type for instruction");
	in->type = ty;
}

/* the binary operators and their flags: add ... xor, fadd ... frem
 * (parseArithmetic, parseLogical) */
static void parse_arith(parser *p, inst *in)
{
	cv_module *m = p->m;
	int op = in->op;
	tyid ty;
	int fp = op == OP_FADD || op == OP_FSUB || op == OP_FMUL ||
		 op == OP_FDIV || op == OP_FREM;
	token tt;
	if (fp)
		in->fmf = parse_fmf(p);
	for (;;) {
		if ((op == OP_ADD || op == OP_SUB || op == OP_MUL ||
		     op == OP_SHL) && accept_word(p, "nuw"))
			in->flags |= IF_NUW;
		else if ((op == OP_ADD || op == OP_SUB || op == OP_MUL ||
			  op == OP_SHL) && accept_word(p, "nsw"))
			in->flags |= IF_NSW;
		else if ((op == OP_UDIV || op == OP_SDIV || op == OP_LSHR ||
			  op == OP_ASHR) && accept_word(p, "exact"))
			in->flags |= IF_EXACT;
		else if (op == OP_OR && accept_word(p, "disjoint"))
			in->flags |= IF_DISJOINT;
		else
			break;
	}
	tt = p->tok;
	ty = parse_type(p, 0);
	/* as LLVM: both operands first, then their type */
	op_push(p, parse_value(p, ty));
	expect(p, T_COMMA, "',' in arithmetic operation");
	op_push(p, parse_value(p, ty));
	if (fp ? !type_is_fp_or_fpvec(m, ty) : !type_is_int_or_intvec(m, ty))
		perr(p, &tt, "%s", op == OP_AND || op == OP_OR ||
					   op == OP_XOR
				   /* LLParser's parseLogical */
				   ? "instruction requires integer or "
				     "integer vector operands"
				   : "invalid operand type for instruction");
	in->type = ty;
}

/* icmp [samesign] pred T a, b | fcmp [fmf] pred T a, b (parseCompare) */
static void parse_compare(parser *p, inst *in)
{
	cv_module *m = p->m;
	int op = in->op;
	tyid ty;
	token tt;
	if (op == OP_FCMP)
		in->fmf = parse_fmf(p);
	else if (accept_word(p, "samesign"))
		in->flags |= IF_SAMESIGN;
	in->pred = (uint8_t)parse_pred(p, op);
	tt = p->tok;
	ty = parse_type(p, 0);
	/* as LLVM's parseCompare: both operands, then their type */
	op_push(p, parse_value(p, ty));
	expect(p, T_COMMA, "',' after compare value");
	op_push(p, parse_value(p, ty));
	if (op == OP_ICMP) {
		int k = m->types[type_scalar(m, ty)].kind;
		if (k != TY_INT && k != TY_PTR)
			perr(p, &tt, "icmp requires integer operands");
	} else if (!type_is_fp_or_fpvec(m, ty))
		perr(p, &tt, "fcmp requires floating point operands");
	if (m->types[ty].kind == TY_VECTOR)
		in->type = type_vector(m, m->t_i1, m->types[ty].n,
				       (m->types[ty].flags & TYF_SCALABLE) != 0);
	else
		in->type = m->t_i1;
}

/* trunc ... addrspacecast: [flags] T v to T2 (parseCast) */
static void parse_cast(parser *p, inst *in)
{
	cv_module *m = p->m;
	int op = in->op;
	tyid ty;
	for (;;) {
		if ((op == OP_ZEXT || op == OP_UITOFP) &&
		    accept_word(p, "nneg"))
			in->flags |= IF_NNEG;
		else if (op == OP_TRUNC && accept_word(p, "nuw"))
			in->flags |= IF_NUW;
		else if (op == OP_TRUNC && accept_word(p, "nsw"))
			in->flags |= IF_NSW;
		else
			break;
	}
	if (op == OP_FPTRUNC || op == OP_FPEXT)
		in->fmf = parse_fmf(p);
	{
		token at = p->tok;
		ty = parse_type(p, 0);
		op_push(p, parse_value(p, ty));
		expect_word(p, "to");
		in->type = parse_type(p, 0);
		if (!cast_is_valid(m, op, ty, in->type)) {
			char from[256], to[256];
			print_type_to(m, ty, from, sizeof from);
			print_type_to(m, in->type, to, sizeof to);
			perr(p, &at, "invalid cast opcode for cast from '%s' to '%s'",
			     from, to);
		}
	}
}

/* select [fmf] c, T a, T b (parseSelect); optok: the opcode */
static void parse_select(parser *p, inst *in, const token *optok)
{
	/* as LLVM's parseSelect: the three operands, then
	 * SelectInst::areInvalidOperands, at the condition */
	cv_module *m = p->m;
	tyid ty, t2, vt;
	token ct;
	const char *why = NULL;
	in->fmf = parse_fmf(p);
	ct = p->tok;
	ty = parse_type(p, 0);
	op_push(p, parse_value(p, ty));
	expect(p, T_COMMA, "',' after select condition");
	vt = parse_type(p, 0);
	op_push(p, parse_value(p, vt));
	expect(p, T_COMMA, "',' after select value");
	t2 = parse_type(p, 0);
	op_push(p, parse_value(p, t2));
	if (t2 != vt)
		why = "both values to select must have same type";
	else if (m->types[vt].kind == TY_TOKEN)
		why = "select values cannot have token type";
	else if (m->types[ty].kind == TY_VECTOR) {
		const type *c = &m->types[ty], *v = &m->types[vt];
		if (c->sub[0] != m->t_i1)
			why = "vector select condition element type must be i1";
		else if (v->kind != TY_VECTOR)
			why = "selected values for vector select must be vectors";
		else if (v->n != c->n ||
			 (v->flags & TYF_SCALABLE) != (c->flags & TYF_SCALABLE))
			why = "vector select requires selected vectors to have "
			      "the same vector length as select condition";
	} else if (ty != m->t_i1) {
		why = "select condition must be i1 or <n x i1>";
	}
	if (why)
		perr(p, &ct, "%s", why);
	if (in->fmf && !fmf_type_ok(m, vt))
		perr(p, optok, "fast-math-flags specified for select without "
		     "floating-point scalar or vector return type");
	in->type = vt;
}

/* phi [fmf] T [ v, %b ], ... (parsePHI); optok: the opcode */
static void parse_phi(parser *p, inst *in, const token *optok)
{
	cv_module *m = p->m;
	tyid ty;
	token tt;
	in->fmf = parse_fmf(p);
	tt = p->tok;
	ty = parse_type(p, 0);
	if (!type_is_llvm_first_class(m, ty))
		perr(p, &tt, "phi node must have first class type");
	for (;;) {
		expect(p, T_LSQUARE, "'[' in phi value list");
		op_push(p, parse_value(p, ty));
		expect(p, T_COMMA, "',' after insertelement value");
		{
			/* a value of type label, as LLVM reads it: what
			 * is not a local name fails as a label constant */
			token bt = p->tok;
			ref r = parse_value(p, m->t_label);
			if (bt.kind != T_LOCAL)
				perr(p, &bt, "expected basic block");
			op_push(p, r);
		}
		expect(p, T_RSQUARE, "']' in phi value list");
		if (p->tok.kind != T_COMMA || peek_kind(p) != T_LSQUARE)
			break;
		next(p);
	}
	if (in->fmf && !fmf_type_ok(m, ty))
		perr(p, optok, "fast-math-flags specified for phi without "
		     "floating-point scalar or vector return type");
	/* a phi of labels or metadata passes LLVM's reader, not its
	 * verifier; converge refuses it here, once it is read */
	if (ty == m->t_label || ty == m->t_metadata)
		perr(p, &tt, "phi node must have first class type");
	in->type = ty;
}

/* call [fmf] [cc] [ret attrs] [addrspace(n)] T callee(args) ...
 * (parseCall); optok: the opcode, or the tail marker before it */
static void parse_call_inst(parser *p, inst *in, const token *optok)
{
	cv_module *m = p->m;
	tyid ty;
	inst_ext *x;
	/* LLVM's CallLoc: the first token after call, or call itself
	 * after a tail marker */
	token tt, cl = in->ext && in->ext->tail ? *optok : p->tok;
	call_check late;
	memset(&late, 0, sizeof late);
	x = ext_of(p, in);
	in->fmf = parse_fmf(p);
	parse_cc(p, &x->callconv);
	parse_param_attrs(p, &x->ret_attrs, ATTRTAB_RET);
	if (accept_word(p, "addrspace")) {
		token at = p->tok;
		uint32_t as;
		expect(p, T_LPAREN, "'('");
		as = (uint32_t)parse_uint(p, "address space");
		expect(p, T_RPAREN, "')'");
		(void)at;
		x->addrspace = as;
		x->addrspace_set = 1;
	}
	tt = p->tok;
	ty = parse_type(p, 1);
	parse_call_rest(p, in, 1, ty, &tt, &cl, &late);
	call_check_report(p, &late);
	if (in->fmf && !fmf_type_ok(m, in->type))
		perr(p, &cl, "fast-math-flags specified for call without "
		     "floating-point scalar or vector return type");
}

/* invoke ... to label %n unwind label %u (parseInvoke) | callbr ... to
 * label %d [ label %i, ... ] (parseCallBr) */
static void parse_invoke_callbr(parser *p, inst *in)
{
	int op = in->op;
	tyid ty;
	inst_ext *x;
	token tt, cl = p->tok;
	call_check late;
	memset(&late, 0, sizeof late);
	x = ext_of(p, in);
	parse_cc(p, &x->callconv);
	parse_param_attrs(p, &x->ret_attrs, ATTRTAB_RET);
	/* a program address space on invoke only (not callbr) */
	if (op == OP_INVOKE && accept_word(p, "addrspace")) {
		expect(p, T_LPAREN, "'('");
		x->addrspace = (uint32_t)parse_uint(p, "address space");
		x->addrspace_set = 1;
		expect(p, T_RPAREN, "')'");
	}
	tt = p->tok;
	ty = parse_type(p, 1);
	parse_call_rest(p, in, 1, ty, &tt, &cl, &late);
	if (!is_word(p, "to"))
		perr(p, &p->tok, "expected 'to' in %s", opcode_names[op]);
	next(p);
	if (op == OP_INVOKE) {
		op_push(p, parse_label_ref(p));
		if (!is_word(p, "unwind"))
			perr(p, &p->tok, "expected 'unwind' in invoke");
		next(p);
		op_push(p, parse_label_ref(p));
	} else {
		op_push(p, parse_label_ref(p));
		expect(p, T_LSQUARE, "'[' in callbr");
		x->nindices = 0;
		if (p->tok.kind != T_RSQUARE) {
			for (;;) {
				op_push(p, parse_label_ref(p));
				x->nindices++;
				if (!accept(p, T_COMMA))
					break;
			}
		}
		expect(p, T_RSQUARE, "']' at end of block list");
	}
	call_check_report(p, &late);
}

/* va_arg T v, T2 (parseVAArg) */
static void parse_va_arg(parser *p, inst *in)
{
	cv_module *m = p->m;
	tyid ty;
	token tt;
	ty = parse_type(p, 0);
	op_push(p, parse_value(p, ty));
	expect(p, T_COMMA, "',' after vaarg operand");
	tt = p->tok;
	in->type = parse_type(p, 0);
	if (!type_is_llvm_first_class(m, in->type))
		perr(p, &tt, "va_arg requires operand with first class type");
}

/* landingpad T [cleanup] (catch T c | filter T f)* (parseLandingPad) */
static void parse_landingpad(parser *p, inst *in)
{
	cv_module *m = p->m;
	tyid ty;
	inst_ext *x;
	vec *cl = tmp_begin(p, 1);
	in->type = parse_type(p, 0);
	if (accept_word(p, "cleanup"))
		in->flags |= IF_CLEANUP;
	while (is_word(p, "catch") || is_word(p, "filter")) {
		uint8_t c = is_word(p, "filter");
		token vt;
		ref r;
		next(p);
		vt = p->tok;
		r = parse_typed_value(p, &ty);
		/* LLVM's parseLandingPad: a catch takes anything but
		 * an array, a filter an array; both a constant */
		if (c != (m->types[ty].kind == TY_ARRAY)) {
			tmp_end(p, cl);
			perr(p, &vt, "'%s' clause has an invalid type",
			     c ? "filter" : "catch");
		}
		if (REF_KIND(r) != REF_CONST && REF_KIND(r) != REF_GLOBAL) {
			tmp_end(p, cl);
			perr(p, &vt, "clause argument must be a constant");
		}
		op_push(p, r);
		vec_reserve(cl, p->al, &p->fail, 1);
		VEC_AT(cl, uint8_t, cl->len++) = c;
	}
	x = ext_of(p, in);
	x->clauses = cl->len ? arena_dup(p->fa, cl->data, cl->len) : NULL;
	tmp_end(p, cl);
}

/* alloca [inalloca] [swifterror] T [, T n] [, align a] [, addrspace(s)]
 * (parseAlloc) */
static void parse_alloca(parser *p, inst *in)
{
	/* as LLVM's parseAlloc: after the type, a comma and align (then
	 * commas and address spaces), an address space, or an element
	 * count, which one comma and align or an address space may
	 * follow; anything else after a comma is left to the next
	 * instruction */
	cv_module *m = p->m;
	tyid ty;
	inst_ext *x;
	token tt, ct;
	int size = 0, k;
	x = ext_of(p, in);
	for (;;) {
		if (accept_word(p, "inalloca"))
			in->flags |= IF_INALLOCA;
		else if (accept_word(p, "swifterror"))
			in->flags |= IF_SWIFTERROR;
		else
			break;
	}
	tt = p->tok;
	x->ty2 = parse_type(p, 0);
	k = m->types[x->ty2].kind;
	if (k == TY_FUNC || k == TY_VOID || k == TY_LABEL ||
	    k == TY_METADATA || k == TY_TOKEN || k == TY_X86_AMX)
		perr(p, &tt, "invalid type for alloca");
	x->addrspace = 0; /* LLVM 22: not the datalayout's A<n> */
	memset(&ct, 0, sizeof ct);
	ty = 0;
	for (k = 0; k < 2 && accept(p, T_COMMA); k++) {
		if (accept_word(p, "align")) {
			in->align = parse_align_after(p);
			while (accept(p, T_COMMA)) {
				if (p->tok.kind == T_MDNAME) {
					p->pending_md_comma = 1;
					break;
				}
				if (!accept_word(p, "addrspace"))
					perr(p, &p->tok, "expected metadata or "
					     "'addrspace'");
				x->addrspace = parse_addrspace(p);
			}
			break;
		}
		if (accept_word(p, "addrspace")) {
			x->addrspace = parse_addrspace(p);
			break;
		}
		if (p->tok.kind == T_MDNAME) {
			p->pending_md_comma = 1;
			break;
		}
		if (k == 1)
			break;
		ct = p->tok;
		ty = parse_type(p, 0);
		op_push(p, parse_value(p, ty));
		size = 1;
	}
	if (size && m->types[ty].kind != TY_INT)
		perr(p, &ct, "element count must have integer type");
	if (!in->align) {
		if (!type_is_sized(m, x->ty2))
			perr(p, &tt, "Cannot allocate unsized type");
		in->align = align_code(layout_pref_align(m, x->ty2));
	}
	in->type = type_ptr(m, x->addrspace);
}

/* The end of a load, store, cmpxchg or atomicrmw: ", align N" (any number
 * of times), up to a metadata attachment, whose comma is left to the
 * caller (LLParser's parseOptionalCommaAlign). */
static inline void parse_align_tail(parser *p, inst *in)
{
	while (accept(p, T_COMMA)) {
		if (accept_word(p, "align"))
			in->align = parse_align_after(p);
		else if (p->tok.kind == T_MDNAME) {
			p->pending_md_comma = 1;
			break;
		} else
			perr(p, &p->tok, "expected metadata or 'align'");
	}
}

/* load [atomic] [volatile] T, ptr p [syncscope ordering] [, align a]
 * (parseLoad) */
static void parse_load(parser *p, inst *in)
{
	/* as LLVM's parseLoad: everything read, then checked */
	cv_module *m = p->m;
	tyid ty, t2;
	inst_ext *x;
	token tt, pt;
	int ord = ORD_NONE;
	if (accept_word(p, "atomic"))
		in->flags |= IF_ATOMIC;
	if (accept_word(p, "volatile"))
		in->flags |= IF_VOLATILE;
	tt = p->tok;
	ty = parse_type(p, 0);
	expect(p, T_COMMA, "comma after load's type");
	pt = p->tok;
	t2 = parse_type(p, 0);
	op_push(p, parse_value(p, t2));
	if (in->flags & IF_ATOMIC) { /* plain ones need no ext */
		x = ext_of(p, in);
		x->syncscope = parse_syncscope(p);
		x->ordering = (uint8_t)parse_ordering(p);
		ord = x->ordering;
	}
	parse_align_tail(p, in);
	if (m->types[t2].kind != TY_PTR || !type_is_llvm_first_class(m, ty))
		perr(p, &pt, "load operand must be a pointer to a first "
		     "class type");
	if ((in->flags & IF_ATOMIC) && !in->align)
		perr(p, &pt, "atomic load must have explicit non-zero alignment");
	if (ord == ORD_RELEASE || ord == ORD_ACQ_REL)
		perr(p, &pt, "atomic load cannot use Release ordering");
	if (!in->align) {
		if (!type_is_sized(m, ty))
			perr(p, &tt, "loading unsized types is not allowed");
		in->align = align_code(layout_abi_align(m, ty));
	}
	in->type = ty;
}

/* store [atomic] [volatile] T v, ptr p [syncscope ordering]
 * [, align a] (parseStore) */
static void parse_store(parser *p, inst *in)
{
	cv_module *m = p->m;
	tyid ty, t2;
	inst_ext *x;
	token tt, pt;
	int ord = ORD_NONE;
	if (accept_word(p, "atomic"))
		in->flags |= IF_ATOMIC;
	if (accept_word(p, "volatile"))
		in->flags |= IF_VOLATILE;
	tt = p->tok;
	ty = parse_type(p, 0);
	op_push(p, parse_value(p, ty));
	expect(p, T_COMMA, "',' after store operand");
	pt = p->tok;
	t2 = parse_type(p, 0);
	op_push(p, parse_value(p, t2));
	if (in->flags & IF_ATOMIC) { /* plain ones need no ext */
		x = ext_of(p, in);
		x->syncscope = parse_syncscope(p);
		x->ordering = (uint8_t)parse_ordering(p);
		ord = x->ordering;
	}
	parse_align_tail(p, in);
	/* as LLVM's parseStore: everything read, then checked */
	if (m->types[t2].kind != TY_PTR)
		perr(p, &pt, "store operand must be a pointer");
	if (m->types[ty].kind == TY_FUNC)
		perr(p, &tt, "store operand must be a first class value");
	if ((in->flags & IF_ATOMIC) && !in->align)
		perr(p, &tt, "atomic store must have explicit non-zero alignment");
	if (ord == ORD_ACQUIRE || ord == ORD_ACQ_REL)
		perr(p, &tt, "atomic store cannot use Acquire ordering");
	if (!in->align) {
		if (!type_is_sized(m, ty))
			perr(p, &tt, "storing unsized types is not allowed");
		in->align = align_code(layout_abi_align(m, ty));
	}
	in->type = m->t_void;
}

/* cmpxchg [weak] [volatile] ptr p, T c, T n syncscope ord ord
 * [, align a] (parseCmpXchg) */
static void parse_cmpxchg(parser *p, inst *in)
{
	cv_module *m = p->m;
	tyid ty, pty, nty;
	inst_ext *x;
	token pt, nt;
	int so, fo;
	x = ext_of(p, in);
	if (accept_word(p, "weak"))
		in->flags |= IF_WEAK;
	if (accept_word(p, "volatile"))
		in->flags |= IF_VOLATILE;
	pt = p->tok;
	pty = parse_type(p, 0);
	op_push(p, parse_value(p, pty));
	expect(p, T_COMMA, "',' after cmpxchg address");
	ty = parse_type(p, 0);
	op_push(p, parse_value(p, ty));
	expect(p, T_COMMA, "',' after cmpxchg cmp operand");
	nt = p->tok;
	nty = parse_type(p, 0);
	op_push(p, parse_value(p, nty));
	x->syncscope = parse_syncscope(p);
	x->ordering = (uint8_t)parse_ordering(p);
	x->failure_ordering = (uint8_t)parse_ordering(p);
	parse_align_tail(p, in);
	/* as LLVM's parseCmpXchg: everything read, then checked; the
	 * orderings are reported at the token after what was read.  A
	 * failure ordering stronger than the success one is allowed. */
	so = x->ordering;
	fo = x->failure_ordering;
	if (so == ORD_NONE || so == ORD_UNORDERED)
		perr(p, &p->tok, "invalid cmpxchg success ordering");
	if (fo == ORD_NONE || fo == ORD_UNORDERED || fo == ORD_RELEASE ||
	    fo == ORD_ACQ_REL)
		perr(p, &p->tok, "invalid cmpxchg failure ordering");
	if (m->types[pty].kind != TY_PTR)
		perr(p, &pt, "cmpxchg operand must be a pointer");
	if (ty != nty)
		perr(p, &nt, "compare value and new value type do not "
		     "match");
	if (!in->align) {
		/* Align(store size), 1 << Log2(size): a size not a
		 * power of two gives the power of two below it, and
		 * 0 (an empty struct) 2^63 in LLVM's printing */
		uint64_t sz = layout_store_size(m, ty);
		uint8_t lg = 0;
		while (sz >> 1 >> lg)
			lg++;
		in->align = sz ? (uint8_t)(lg + 1) : 64;
	}
	{
		type st;
		tyid subs[2];
		subs[0] = ty;
		subs[1] = m->t_i1;
		memset(&st, 0, sizeof st);
		st.kind = TY_STRUCT;
		st.nsub = 2;
		st.sub = subs;
		in->type = type_intern(m, &st);
	}
}

/* atomicrmw [volatile] op ptr p, T v syncscope ord [, align a]
 * (parseAtomicRMW) */
static void parse_atomicrmw(parser *p, inst *in)
{
	cv_module *m = p->m;
	tyid ty, t2;
	inst_ext *x;
	int i, nr = (int)(RMW_OP_COUNT);
	token pt, vt;
	x = ext_of(p, in);
	if (accept_word(p, "volatile"))
		in->flags |= IF_VOLATILE;
	for (i = 0; i < nr; i++)
		if (accept_word_n(p, rmw_op_names[i], strlen(rmw_op_names[i])))
			break;
	if (i == nr)
		perr(p, &p->tok, "expected binary operation in atomicrmw");
	in->pred = (uint8_t)i;
	pt = p->tok;
	t2 = parse_type(p, 0);
	op_push(p, parse_value(p, t2));
	expect(p, T_COMMA, "',' after atomicrmw address");
	vt = p->tok;
	ty = parse_type(p, 0);
	op_push(p, parse_value(p, ty));
	x->syncscope = parse_syncscope(p);
	x->ordering = (uint8_t)parse_ordering(p);
	parse_align_tail(p, in);
	/* as LLVM's parseAtomicRMW: everything read, then checked; the
	 * ordering is reported at the token after what was read */
	if (x->ordering == ORD_UNORDERED)
		perr(p, &p->tok, "atomicrmw cannot be unordered");
	if (m->types[t2].kind != TY_PTR)
		perr(p, &pt, "atomicrmw operand must be a pointer");
	if (type_is_scalable(m, ty))
		perr(p, &vt, "atomicrmw operand may not be scalable");
	check_rmw_operand(p, i, ty, &vt);
	if (!in->align) {
		unsigned sz = (unsigned)layout_store_size(m, ty);
		in->align = align_code(sz ? sz : 1);
	}
	in->type = ty;
}

/* getelementptr [inbounds|nusw|nuw] T, ptr p, T i, ...
 * (parseGetElementPtr) */
static void parse_gep(parser *p, inst *in)
{
	/* as LLVM's parseGetElementPtr: the pointer must be one (or
	 * a vector of them), each index an integer (vectors of one
	 * width), then the source type sized, not a struct holding a
	 * scalable vector, and the indices valid into it (at the
	 * pointer operand) */
	cv_module *m = p->m;
	tyid ty, t2, cur;
	ref a;
	inst_ext *x;
	int vecidx = 0, bad = 0, nidx = 0;
	uint64_t vn = 0;
	uint8_t vflags = 0;
	token loc;
	x = ext_of(p, in);
	for (;;) {
		if (accept_word(p, "inbounds"))
			in->flags |= IF_INBOUNDS;
		else if (accept_word(p, "nusw"))
			in->flags |= IF_NUSW;
		else if (accept_word(p, "nuw"))
			in->flags |= IF_NUW;
		else
			break;
	}
	x->ty2 = parse_type(p, 0);
	expect(p, T_COMMA, "',' after getelementptr's type");
	loc = p->tok;
	t2 = parse_type(p, 0);
	a = parse_value(p, t2);
	op_push(p, a);
	if (m->types[type_scalar(m, t2)].kind != TY_PTR)
		perr(p, &loc, "base of getelementptr must be a pointer");
	if (m->types[t2].kind == TY_VECTOR) {
		vecidx = 1;
		vn = m->types[t2].n;
		vflags = m->types[t2].flags;
	}
	cur = x->ty2;
	while (accept(p, T_COMMA)) {
		token eloc;
		ref r;
		if (p->tok.kind == T_MDNAME) {
			p->pending_md_comma = 1;
			break;
		}
		eloc = p->tok;
		ty = parse_type(p, 0);
		r = parse_value(p, ty);
		op_push(p, r);
		if (!type_is_int_or_intvec(m, ty))
			perr(p, &eloc, "getelementptr index must be an integer");
		if (m->types[ty].kind == TY_VECTOR) {
			if (vecidx && (m->types[ty].n != vn ||
				       ((m->types[ty].flags ^ vflags) &
					TYF_SCALABLE)))
				perr(p, &eloc, "getelementptr vector index "
					       "has a wrong number of elements");
			vecidx = 1;
			vn = m->types[ty].n;
			vflags = m->types[ty].flags;
		}
		/* GetElementPtrInst::getIndexedType: the first index
		 * steps over the pointer, each other one into cur */
		if (nidx++ && !bad && !gep_index_step(m, &cur, ty, r))
			bad = 1;
	}
	if (nidx && !type_is_sized(m, x->ty2))
		perr(p, &loc, "base element of getelementptr must be sized");
	if ((m->types[x->ty2].kind == TY_STRUCT ||
	     m->types[x->ty2].kind == TY_NAMED) &&
	    type_is_scalable(m, x->ty2))
		perr(p, &loc, "getelementptr cannot target structure that "
			      "contains scalable vector type");
	if (bad)
		perr(p, &loc, "invalid getelementptr indices");
	if (vecidx && m->types[t2].kind != TY_VECTOR) {
		type vt;
		tyid e = t2;
		memset(&vt, 0, sizeof vt);
		vt.kind = TY_VECTOR;
		vt.n = vn;
		vt.flags = vflags & TYF_SCALABLE;
		vt.nsub = 1;
		vt.sub = &e;
		in->type = type_intern(m, &vt);
	} else
		in->type = t2;
}

/* extractelement <n x T> v, I i (parseExtractElement) */
static void parse_extractelement(parser *p, inst *in)
{
	/* ExtractElementInst::isValidOperands, at the first operand */
	cv_module *m = p->m;
	tyid ty, t2;
	token loc = p->tok;
	ty = parse_type(p, 0);
	op_push(p, parse_value(p, ty));
	expect(p, T_COMMA, "',' after extract value");
	t2 = parse_type(p, 0);
	op_push(p, parse_value(p, t2));
	if (m->types[ty].kind != TY_VECTOR ||
	    m->types[t2].kind != TY_INT)
		perr(p, &loc, "invalid extractelement operands");
	in->type = m->types[ty].sub[0];
}

/* insertelement <n x T> v, T e, I i (parseInsertElement) */
static void parse_insertelement(parser *p, inst *in)
{
	/* InsertElementInst::isValidOperands, at the first operand */
	cv_module *m = p->m;
	tyid ty, t2, et;
	token loc = p->tok;
	ty = parse_type(p, 0);
	op_push(p, parse_value(p, ty));
	expect(p, T_COMMA, "',' after insertelement value");
	et = parse_type(p, 0);
	op_push(p, parse_value(p, et));
	expect(p, T_COMMA, "',' after insertelement value");
	t2 = parse_type(p, 0);
	op_push(p, parse_value(p, t2));
	if (m->types[ty].kind != TY_VECTOR || m->types[ty].sub[0] != et ||
	    m->types[t2].kind != TY_INT)
		perr(p, &loc, "invalid insertelement operands");
	in->type = ty;
}

/* shufflevector V a, V b, M mask (parseShuffleVector); optok: the
 * opcode */
static void parse_shufflevector(parser *p, inst *in, const token *optok)
{
	cv_module *m = p->m;
	tyid ty, t2, mt;
	inst_ext *x;
	ref mr;
	const constant *mc;
	uint32_t i, n;
	struct shufcache_ent *sc;
	token loc = p->tok; /* opt reports at the first operand */
	uint32_t n1;
	ty = parse_type(p, 0);
	op_push(p, parse_value(p, ty));
	expect(p, T_COMMA, "',' after shuffle mask");
	t2 = parse_type(p, 0);
	op_push(p, parse_value(p, t2));
	expect(p, T_COMMA, "',' after shuffle value");
	mt = parse_type(p, 0);
	mr = parse_value(p, mt);
	if (!shuffle_types_ok(m, ty, t2, mt) || REF_KIND(mr) != REF_CONST)
		perr(p, &loc, "invalid shufflevector operands");
	n = (uint32_t)m->types[mt].n;
	n1 = (uint32_t)m->types[ty].n;
	/* a module uses a few masks over and over: the extension
	 * (the mask decoded, the elements' records lying anywhere in
	 * the constants) is made once and shared, which is 2 MB on
	 * llvm-stress */
	if (!p->shufcache)
		p->shufcache = parser_table(p, (1u << SHUFCACHE_BITS) *
						       sizeof *p->shufcache);
	sc = &p->shufcache[(REF_IDX(mr) * 0x9e3779b1u + n +
			    n1 * 0x85ebca6bu) >>
			   (32 - SHUFCACHE_BITS)];
	if (!in->ext && sc->ext && sc->mask == mr && sc->n == n &&
	    sc->n1 == n1) {
		in->ext = sc->ext; /* and its mask was found valid */
	} else {
		int fresh = !in->ext;
		if (!shuffle_mask_ok(m, mr, n1,
				     m->types[ty].flags & TYF_SCALABLE))
			perr(p, &loc, "invalid shufflevector operands");
		if (mc_too_long(m, mr, n))
			perr(p, optok, "shufflevector mask is too long");
		x = ext_of(p, in);
		x->nindices = n;
		x->mask = arena_alloc(p->fa,
				      (n ? n : 1) * sizeof(int32_t));
		mc = &m->consts[REF_IDX(mr)];
		for (i = 0; i < n; i++) {
			int32_t v = -1;
			if (mc->kind == C_ZERO)
				v = 0;
			else if (mc->kind == C_VECTOR) {
				ref e = mc->v.ops[i];
				const constant *ec = &m->consts[REF_IDX(e)];
				if (ec->kind == C_INT)
					v = (int32_t)ec->v.u;
				else if (ec->kind == C_ZERO)
					v = 0;
			} else if (mc->kind == C_SPLAT) {
				const constant *ec =
					&m->consts[REF_IDX(mc->v.ops[0])];
				if (ec->kind == C_INT)
					v = (int32_t)ec->v.u;
			}
			x->mask[i] = v;
		}
		if (fresh) { /* nothing but the mask in it */
			if (p->nshufslots < SHUFSLOTS)
				p->shufslots[p->nshufslots] =
					(uint16_t)(sc - p->shufcache);
			if (p->nshufslots <= SHUFSLOTS)
				p->nshufslots++;
			x->shared = 1;
			sc->mask = mr;
			sc->n = n;
			sc->n1 = n1;
			sc->ext = x;
		}
	}
	in->type = type_vector(m, m->types[ty].sub ? m->types[ty].sub[0]
						  : m->t_i32,
			       n, (m->types[mt].flags & TYF_SCALABLE) != 0);
}

/* extractvalue T a, i, ... | insertvalue T a, T2 v, i, ...
 * (parseExtractValue, parseInsertValue) */
static void parse_extract_insert_value(parser *p, inst *in)
{
	/* as LLVM's parseExtractValue and parseInsertValue: the
	 * operands and the indices, then the checks, at the first
	 * operand (the field's type at the second) */
	cv_module *m = p->m;
	int op = in->op;
	tyid ty, t2, cur;
	inst_ext *x;
	const char *what = op == OP_INSERTVALUE ? "insertvalue"
						 : "extractvalue";
	vec *idx = tmp_begin(p, sizeof(uint32_t));
	token loc0 = p->tok, loc1 = p->tok;
	uint32_t i;
	int k0;
	t2 = 0;
	ty = parse_type(p, 0);
	op_push(p, parse_value(p, ty));
	if (op == OP_INSERTVALUE) {
		expect(p, T_COMMA, "',' after insertvalue operand");
		loc1 = p->tok;
		t2 = parse_type(p, 0);
		op_push(p, parse_value(p, t2));
	}
	while (accept(p, T_COMMA)) {
		uint32_t k;
		if (p->tok.kind == T_MDNAME) {
			p->pending_md_comma = 1;
			break;
		}
		k = (uint32_t)parse_uint(p, "index");
		vec_reserve(idx, p->al, &p->fail, 1);
		VEC_AT(idx, uint32_t, idx->len++) = k;
	}
	if (idx->len == 0) {
		tmp_end(p, idx);
		perr(p, &p->tok, "expected index");
	}
	k0 = m->types[ty].kind;
	if (k0 != TY_STRUCT && k0 != TY_NAMED && k0 != TY_ARRAY)
		perr(p, &loc0, "%s operand must be aggregate type", what);
	cur = ty;
	for (i = 0; i < idx->len; i++) {
		const type *T = &m->types[cur];
		uint32_t k = VEC_AT(idx, uint32_t, i);
		if ((T->kind == TY_STRUCT || T->kind == TY_NAMED) &&
		    k < T->nsub)
			cur = T->sub[k];
		else if (T->kind == TY_ARRAY && k < T->n)
			cur = T->sub[0];
		else
			perr(p, &loc0, "invalid indices for %s", what);
	}
	if (op == OP_INSERTVALUE && cur != t2) {
		char a1[256], b1[256];
		print_type_to(m, t2, a1, sizeof a1);
		print_type_to(m, cur, b1, sizeof b1);
		perr(p, &loc1, "insertvalue operand and field disagree in "
		     "type: '%s' instead of '%s'", a1, b1);
	}
	x = ext_of(p, in);
	x->nindices = (uint32_t)idx->len;
	x->indices = arena_dup(p->fa, idx->data, idx->len * sizeof(uint32_t));
	tmp_end(p, idx);
	in->type = op == OP_EXTRACTVALUE ? cur : ty;
}

/* Parses the instruction after its name (if any) into *in, as LLVM's
 * LLParser::parseInstruction: one function per opcode family. */
static void parse_instruction(parser *p, inst *in, const token *optok)
{
	cv_module *m = p->m;
	tyid ty;
	inst_ext *x;
	switch (in->op) {
	case OP_RET:
		parse_ret(p, in);
		break;
	case OP_BR:
		parse_br(p, in);
		break;
	case OP_SWITCH:
		parse_switch(p, in);
		break;
	case OP_INDIRECTBR:
		parse_indirectbr(p, in);
		break;
	case OP_UNREACHABLE:
		in->type = m->t_void;
		break;
	case OP_RESUME:
		ty = parse_type(p, 0);
		op_push(p, parse_value(p, ty));
		in->type = m->t_void;
		break;
	case OP_CLEANUPRET:
		parse_cleanupret(p, in);
		break;
	case OP_CATCHRET:
		parse_catchret(p, in);
		break;
	case OP_CATCHSWITCH:
		parse_catchswitch(p, in);
		break;
	case OP_CATCHPAD:
	case OP_CLEANUPPAD:
		parse_pad(p, in);
		break;
	case OP_FNEG:
		parse_fneg(p, in);
		break;
	case OP_ADD: case OP_SUB: case OP_MUL: case OP_SHL:
	case OP_UDIV: case OP_SDIV: case OP_LSHR: case OP_ASHR:
	case OP_UREM: case OP_SREM: case OP_AND: case OP_OR: case OP_XOR:
	case OP_FADD: case OP_FSUB: case OP_FMUL: case OP_FDIV: case OP_FREM:
		parse_arith(p, in);
		break;
	case OP_ICMP:
	case OP_FCMP:
		parse_compare(p, in);
		break;
	case OP_TRUNC: case OP_ZEXT: case OP_SEXT: case OP_FPTOUI:
	case OP_FPTOSI: case OP_UITOFP: case OP_SITOFP: case OP_FPTRUNC:
	case OP_FPEXT: case OP_PTRTOINT: case OP_PTRTOADDR: case OP_INTTOPTR:
	case OP_BITCAST: case OP_ADDRSPACECAST:
		parse_cast(p, in);
		break;
	case OP_SELECT:
		parse_select(p, in, optok);
		break;
	case OP_PHI:
		parse_phi(p, in, optok);
		break;
	case OP_CALL:
		parse_call_inst(p, in, optok);
		break;
	case OP_INVOKE:
	case OP_CALLBR:
		parse_invoke_callbr(p, in);
		break;
	case OP_VAARG:
		parse_va_arg(p, in);
		break;
	case OP_LANDINGPAD:
		parse_landingpad(p, in);
		break;
	case OP_FREEZE:
		ty = parse_type(p, 0);
		op_push(p, parse_value(p, ty));
		in->type = ty;
		break;
	case OP_ALLOCA:
		parse_alloca(p, in);
		break;
	case OP_LOAD:
		parse_load(p, in);
		break;
	case OP_STORE:
		parse_store(p, in);
		break;
	case OP_FENCE:
		x = ext_of(p, in);
		x->syncscope = parse_syncscope(p);
		x->ordering = (uint8_t)parse_ordering(p);
		in->type = m->t_void;
		break;
	case OP_CMPXCHG:
		parse_cmpxchg(p, in);
		break;
	case OP_ATOMICRMW:
		parse_atomicrmw(p, in);
		break;
	case OP_GEP:
		parse_gep(p, in);
		break;
	case OP_EXTRACTELEMENT:
		parse_extractelement(p, in);
		break;
	case OP_INSERTELEMENT:
		parse_insertelement(p, in);
		break;
	case OP_SHUFFLEVECTOR:
		parse_shufflevector(p, in, optok);
		break;
	case OP_EXTRACTVALUE:
	case OP_INSERTVALUE:
		parse_extract_insert_value(p, in);
		break;
	default:
		perr(p, optok, "expected instruction opcode");
	}
}
/* A call of llvm.dbg.{value,declare,assign,label} with metadata
 * arguments and a !dbg location: turned into the equivalent record,
 * appended to recs; the call itself is dropped.  Returns 1 if done. */
static int dbg_call_to_record(parser *p, inst *in, vec *recs)
{
	cv_module *m = p->m;
	const ref *ops = VEC_PTR(&p->ops, ref, in->ops);
	ref callee;
	const char *nm;
	uint32_t i, loc = UINT32_MAX, first;
	dbg_record r;
	if (!ops || !in->ext || in->nops < 2)
		return 0;
	callee = ops[in->nops - 1];
	if (REF_KIND(callee) != REF_GLOBAL || m->globals[REF_IDX(callee)].numbered)
		return 0;
	nm = SYM_STR(&m->strs, m->globals[REF_IDX(callee)].name);
	if (strcmp(nm, "llvm.dbg.value") == 0)
		r.kind = strtab_intern(&m->strs, &m->arena, "dbg_value", 9);
	else if (strcmp(nm, "llvm.dbg.declare") == 0)
		r.kind = strtab_intern(&m->strs, &m->arena, "dbg_declare", 11);
	else if (strcmp(nm, "llvm.dbg.assign") == 0)
		r.kind = strtab_intern(&m->strs, &m->arena, "dbg_assign", 10);
	else if (strcmp(nm, "llvm.dbg.label") == 0)
		r.kind = strtab_intern(&m->strs, &m->arena, "dbg_label", 9);
	else
		return 0;
	p->any_dbg = 1;
	for (i = 0; i < in->ext->nmd; i++)
		if (strcmp(SYM_STR(&m->strs, in->ext->md[i].kind), "dbg") == 0)
			loc = in->ext->md[i].node;
	if (loc == UINT32_MAX || in->ext->nbundles)
		return 0;
	for (i = 0; i + 1 < in->nops; i++)
		if (REF_KIND(ops[i]) != REF_MD)
			return 0;
	/* the record's operands: the arguments, then the location */
	first = m->nmdvals;
	for (i = 0; i + 1 < in->nops; i++) {
		md_value v = m->mdvals[REF_IDX(ops[i])];
		ref mr = parse_md_value_push(p, &v);
		(void)mr;
	}
	{
		md_value v;
		memset(&v, 0, sizeof v);
		v.op.kind = MDO_NODE;
		v.op.node = loc;
		parse_md_value_push(p, &v);
	}
	r.first = first;
	r.n = m->nmdvals - first;
	vec_reserve(recs, p->al, &p->fail, 1);
	VEC_AT(recs, dbg_record, recs->len++) = r;
	p->ops.len = in->ops;
	return 1;
}

/* DebugRecord ::= '#dbg_' kind '(' MDOperand (',' MDOperand)* ')'
 * attached to the instruction that follows. */
static void parse_debug_record(parser *p, vec *recs)
{
	token t = p->tok;
	dbg_record r;
	p->any_dbg = 1;
	r.kind = intern_tok(p, &t);
	next(p);
	expect(p, T_LPAREN, "'(' here");
	r.first = p->m->nmdvals;
	if (p->tok.kind != T_RPAREN) {
		for (;;) {
			parse_md_operand_value(p);
			if (!accept(p, T_COMMA))
				break;
		}
	}
	expect(p, T_RPAREN, "')' here");
	r.n = p->m->nmdvals - r.first;
	vec_reserve(recs, p->al, &p->fail, 1);
	VEC_AT(recs, dbg_record, recs->len++) = r;
}

/* The pipe's view of the arrays the body fills (pipe_area).  (The
 * current chunks of the module's arenas too were no faster.) */
static void tell_areas(parser *p)
{
	const strtab *st = &p->m->strs;
	const char *chunk = (const char *)st->mem.chunks;
	pipe_area(p->pipe, 0, p->insts.data, p->insts.len * p->insts.elem,
		  p->insts.cap * p->insts.elem);
	pipe_area(p->pipe, 1, p->ops.data, p->ops.len * p->ops.elem,
		  p->ops.cap * p->ops.elem);
	pipe_area(p->pipe, 2, p->bind, (size_t)p->bused * sizeof *p->bind,
		  (size_t)p->bcap * sizeof *p->bind);
	pipe_area(p->pipe, 3, st->str, (size_t)st->n * sizeof *st->str,
		  (size_t)st->cap * sizeof *st->str);
	/* the names' text: the arena's current chunk (its first) */
	if (chunk && st->mem.cur >= chunk && st->mem.end > st->mem.cur)
		pipe_area(p->pipe, 4, chunk, (size_t)(st->mem.cur - chunk),
			  (size_t)(st->mem.end - chunk));
	pipe_area(p->pipe, 5, p->blocks.data, p->blocks.len * p->blocks.elem,
		  p->blocks.cap * p->blocks.elem);
	pipe_area(p->pipe, 6, p->pend.data, p->pend.len * p->pend.elem,
		  p->pend.cap * p->pend.elem);
}

/* The operands of terminator t (operands o) that name its successors, in
 * LLVM's successor order, as read (forward references unresolved; the ones that name no
 * block are dropped once resolved); at most t->nops. */
static uint32_t term_succ_refs(const ref *o, const inst *t, ref *out)
{
	uint32_t n = 0, i;
#define ADD(r) (out[n++] = (r))
	switch (t->op) {
	case OP_BR:
		if (t->nops == 1)
			ADD(o[0]);
		else {
			ADD(o[1]);
			ADD(o[2]);
		}
		break;
	case OP_SWITCH:
		ADD(o[1]);
		for (i = 3; i < t->nops; i += 2)
			ADD(o[i]);
		break;
	case OP_INDIRECTBR:
		for (i = 1; i < t->nops; i++)
			ADD(o[i]);
		break;
	case OP_INVOKE:
		ADD(o[t->nops - 2]);
		ADD(o[t->nops - 1]);
		break;
	case OP_CALLBR: {
		uint32_t ni = t->ext->nindices;
		for (i = t->nops - ni - 1; i < t->nops; i++)
			ADD(o[i]);
		break;
	}
	case OP_CLEANUPRET:
		if (t->nops == 2)
			ADD(o[1]);
		break;
	case OP_CATCHRET:
		ADD(o[1]);
		break;
	case OP_CATCHSWITCH: {
		uint32_t nh = t->ext->nindices;
		if (t->nops == nh + 2)
			ADD(o[nh + 1]);
		for (i = 1; i <= nh; i++)
			ADD(o[i]);
		break;
	}
	default:
		break;
	}
#undef ADD
	return n;
}

/* Successors that fit in the bytes of a block's preds pointer. */
#define INLINE_SUCCS (sizeof(uint32_t *) >= 2 * sizeof(ref) ? 2 : 1)

/* The successors of the current block, from its terminator t just read
 * (its operands at hand), for fn_end to make the CFG from: nsuccs of
 * them, as read; up to INLINE_SUCCS in the bytes of the block's preds
 * pointer (fn_end sets it), more in an array at succs. */
static void note_succs(parser *p, const inst *t)
{
	block *b = cur_block(p);
	ref buf[8], *out = buf;
	uint32_t n;
	if (t->nops > 8)
		out = arena_alloc(p->fa, t->nops * sizeof *out);
	n = term_succ_refs(VEC_PTR(&p->ops, ref, t->ops), t, out);
	b->nsuccs = n;
	if (n <= INLINE_SUCCS) {
		ref two[INLINE_SUCCS] = {0};
		memcpy(two, out, n * sizeof *out);
		memcpy(&b->preds, two, sizeof two);
	} else {
		b->succs = out == buf ? arena_dup(p->fa, buf, n * sizeof *buf)
				      : out;
	}
}

void parse_function_body_for(parser *p, uint32_t gi)
{
	cv_module *m = p->m;
	function *fn = m->globals[gi].fn;
	vec *recs = tmp_begin(p, sizeof(dbg_record));
	uint32_t i;
	int jmp;
	fn_begin(p, fn, gi);
	expect(p, T_LBRACE, "'{' in function body");
	pipe_begin(p);
	if (p->tok.kind == T_RBRACE)
		perr(p, &p->tok, "function body requires at least one basic block");
	while (p->tok.kind != T_RBRACE) {
		token label = p->tok;
		if (is_word(p, "uselistorder")) {
			/* uselistorder TypedValue ',' '{' indexes '}': the use
			 * order of values is not printed */
			tyid ut;
			next(p);
			parse_typed_value(p, &ut);
			expect(p, T_COMMA, "',' here");
			expect(p, T_LBRACE, "'{'");
			while (p->tok.kind == T_INT || p->tok.kind == T_COMMA) {
				if (p->tok.kind == T_INT)
					parse_uselist_index(p);
				else
					next(p);
			}
			expect(p, T_RBRACE, "'}'");
			continue;
		}
		if (label.kind == T_LABEL) {
			next(p);
			new_block(p, &label);
		} else {
			if (label.kind == T_EOF)
				perr(p, &label, "expected instruction opcode");
			new_block(p, NULL);
		}
		/* instructions until a terminator */
		for (;;) {
			token name = p->tok, optok;
			inst in;
			int has_name = 0;
			uint32_t col;
			if (p->tok.kind == T_DBGREC) {
				parse_debug_record(p, recs);
				continue;
			}
			if (p->tok.kind == T_HASH) { /* '#' without dbg_... */
				next(p);
				perr(p, &p->tok, "expected debug record type here");
			}
			if (name.kind == T_LOCAL) {
				next(p);
				expect(p, T_EQ, "'=' after instruction name");
				has_name = 1;
			}
			optok = p->tok;
			if (optok.kind == T_LABEL || optok.kind == T_RBRACE)
				perr(p, &optok, "expected instruction opcode");
			memset(&in, 0, sizeof in);
			if (optok.kind == T_WORD &&
			    (is_word(p, "tail") || is_word(p, "musttail") ||
			     is_word(p, "notail"))) {
				uint8_t tk = optok.text[0] == 't' ? TAIL_TAIL
					     : optok.text[0] == 'm' ? TAIL_MUSTTAIL
								    : TAIL_NOTAIL;
				next(p);
				optok = p->tok;
				if (!is_word(p, "call"))
					perr(p, &optok, "expected 'tail call', "
					     "'musttail call', or 'notail call'");
				ext_of(p, &in)->tail = tk;
			}
			if (optok.kind != T_WORD)
				perr(p, &optok, "expected instruction opcode");
			in.op = (uint8_t)lookup_opcode(p, &optok);
			if (in.op == OP_NONE)
				perr(p, &optok, "expected instruction opcode");
			next(p);
			in.line = optok.line;
			col = has_name ? name.col : optok.col;
			in.col = col < INST_COL_FAR ? (uint16_t)col : INST_COL_FAR;
			in.block = (uint32_t)p->blocks.len - 1;
			in.ops = (uint32_t)p->ops.len;
			p->pending_md_comma = 0;
			parse_instruction(p, &in, &optok);
			in.nops = (uint32_t)p->ops.len - in.ops;
			if (col >= INST_COL_FAR)
				ext_of(p, &in)->col = col;
			if (in.line != name.line && has_name)
				in.line = name.line;
			/* metadata attachments: as LLVM's parseBasicBlock,
			 * a comma after an instruction is followed by them */
			if (p->pending_md_comma || p->tok.kind == T_COMMA) {
				vec *v = tmp_begin(p, sizeof(md_attach));
				if (!p->pending_md_comma)
					next(p);
				parse_md_attachments(p, v);
				while (accept(p, T_COMMA)) /* not metadata */
					parse_md_attachments(p, v);
				ext_of(p, &in)->md = arena_dup(p->fa, v->data,
							       v->len * sizeof(md_attach));
				in.ext->nmd = (uint32_t)v->len;
				tmp_end(p, v);
			}
			/* old-style debug intrinsic calls become records of
			 * the next instruction, as LLVM 19+ reads them */
			if (in.op == OP_CALL && !has_name && dbg_call_to_record(p, &in, recs))
				continue;
			if (recs->len) {
				inst_ext *x = ext_of(p, &in);
				x->dbg_records = arena_dup(p->fa, recs->data,
							   recs->len * sizeof(dbg_record));
				x->ndbg = (uint32_t)recs->len;
				recs->len = 0;
			}
			/* the result */
			if (has_name) {
				if (in.type == m->t_void)
					perr(p, &name, "instructions returning void cannot have a name");
				if (name.numbered) {
					uint32_t n = num_of(p, &name);
					if (n < p->next_local)
						perr(p, &name, "instruction expected to be numbered '%%%u' or greater",
						     p->next_local);
					p->next_local = n + 1;
				}
				in.name = local_define(p, &name,
						       REF(REF_INST, p->insts.len),
						       in.type);
			} else if (in.type != m->t_void) {
				token nt;
				char buf[16];
				memset(&nt, 0, sizeof nt);
				nt.len = u32_dec(buf, p->next_local);
				nt.text = buf;
				nt.numbered = 1;
				nt.line = optok.line;
				nt.col = optok.col;
				nt.pos = optok.pos;
				local_define(p, &nt, REF(REF_INST, p->insts.len), in.type);
				p->next_local++;
			}
			vec_reserve(&p->insts, p->al, &p->fail, 1);
			VEC_AT(&p->insts, inst, p->insts.len++) = in;
			if (p->piping == 1 && (p->insts.len & 63) == 0)
				tell_areas(p);
			if (opcode_is_terminator(in.op)) {
				note_succs(p, &in);
				break;
			}
			if (p->tok.kind == T_RBRACE || p->tok.kind == T_LABEL ||
			    p->tok.kind == T_EOF)
				perr(p, &p->tok, "expected instruction opcode");
		}
		cur_block(p)->n = (uint32_t)p->insts.len - cur_block(p)->first;
	}
	if (recs->len)
		perr(p, &p->tok, "expected instruction opcode");
	next(p);
	if (p->piping)
		pipe_abandon(p);
	tmp_end(p, recs);
	fn_end(p);
	(void)i;
	(void)jmp;
}

void fn_begin(parser *p, function *fn, uint32_t gi)
{
	uint32_t i;
	p->fn = fn;
	p->fn_mdval_start = p->m->nmdvals;
	p->fn_md_start = p->m->nmd;
	p->fn_global = gi;
	p->insts.len = p->blocks.len = p->ops.len = p->pend.len = 0;
	p->pend_ops.len = 0;
	p->fn_ext_fixups = 0;
	lt_clear(p);
	lt_presize(p, p->tok.pos);
	u32map_clear(&p->local_nums_map);
	p->local_nums.len = 0;
	p->next_local = 0;
	for (i = 0; i < fn->nargs; i++) {
		token nt;
		char buf[16];
		memset(&nt, 0, sizeof nt);
		if (fn->args[i].name) {
			nt.text = SYM_STR(&p->m->strs, fn->args[i].name);
			nt.len = SYM_LEN(&p->m->strs, fn->args[i].name);
			if (!lt_bind_sym(p, fn->args[i].name, REF(REF_ARG, i),
					 fn->args[i].type))
				perr_at(p, fn->line, 1, NULL,
					"redefinition of argument '%%%s'", nt.text);
		} else {
			/* unnamed: the number written (gaps allowed) or the next */
			uint32_t n = fn->args[i].number != UINT32_MAX
					     ? fn->args[i].number
					     : p->next_local;
			num_put(p, n, REF(REF_ARG, i));
			p->next_local = n + 1;
			(void)buf;
		}
		(void)nt;
	}
	blockaddress_fn_begin(p);
}

static int pend_cmp_name(const cv_module *m, const pending_ref *a,
			 const pending_ref *b)
{
	return strcmp(SYM_STR(&m->strs, a->name), SYM_STR(&m->strs, b->name));
}

/* Scratch arrays of this size and more become the function's whole: no
 * copy, and no peak of the two. */
#define FN_ADOPT_BYTES ((size_t)1 << 18)

/* The function's array of what the scratch array v holds (NULL when it
 * is empty); v is empty after.  A small one is copied into the arena and
 * v keeps its memory for the next function: handed over, each of
 * libclc's 12,449 functions grew its three arrays anew by doubling, 7% of
 * reading it in the C library's realloc and memmove. */
static void *fn_array(parser *p, vec *v)
{
	size_t bytes = v->len * v->elem;
	void *r;
	if (!bytes)
		return NULL;
	if (bytes >= FN_ADOPT_BYTES)
		return arena_adopt(p->fa, v);
	r = arena_dup(p->fa, v->data, bytes);
	v->len = 0;
	return r;
}

void fn_end(parser *p)
{
	cv_module *m = p->m;
	function *fn = p->fn;
	uint32_t i, j, total = 0, *cnt;
	pending_ref *worst = NULL;
	/* unresolved forward references: LLVM reports the first by name,
	 * then the smallest number */
	for (i = 0; i < p->pend.len; i++) {
		pending_ref *pr = &VEC_AT(&p->pend, pending_ref, i);
		if (pr->resolved != REF_NULL)
			continue;
		if (!pr->numbered) {
			if (!worst || worst->numbered ||
			    pend_cmp_name(m, pr, worst) < 0)
				worst = pr;
		} else if (!worst || (worst->numbered && pr->number < worst->number)) {
			worst = pr;
		}
	}
	if (worst) {
		if (worst->numbered)
			perr_at(p, worst->line, worst->col, worst->pos,
				"use of undefined value '%%%u'", worst->number);
		perr_at(p, worst->line, worst->col, worst->pos,
			"use of undefined value '%%%s'",
			SYM_STR(&m->strs, worst->name));
	}
	/* the forward references among the operands (the places noted as
	 * they were written: no pass over all of them) */
	for (i = 0; i < p->pend_ops.len; i++) {
		uint32_t at = VEC_AT(&p->pend_ops, uint32_t, i);
		ref r;
		if (at >= p->ops.len)
			continue;
		r = VEC_AT(&p->ops, ref, at);
		if (REF_KIND(r) == REF_PENDING)
			VEC_AT(&p->ops, ref, at) =
				VEC_AT(&p->pend, pending_ref, REF_IDX(r)).resolved;
	}
	md_resolve_locals(p);
	/* the names are bound: a large table goes before the function's
	 * final arrays are made, so that the two are not held together */
	if (p->lacap > 4096) {
		cv_mem_realloc(p->al, p->lt, (size_t)p->lacap * sizeof *p->lt, 0);
		p->lt = NULL;
		p->lcap = p->lacap = p->ln = 0;
	}
	fn->ninsts = (uint32_t)p->insts.len;
	fn->has_calls = (uint8_t)p->fn_ext_fixups;
	fn->insts = fn_array(p, &p->insts);
	fn->nops = (uint32_t)p->ops.len;
	fn->ops = fn_array(p, &p->ops);
	fn->nblocks = (uint32_t)p->blocks.len;
	fn->blocks = fn_array(p, &p->blocks);
	/* successors and predecessors */
	cnt = arena_zalloc(p->fa, (fn->nblocks + 1) * sizeof *cnt);
	{
		/* from the successors noted as each terminator was read
		 * (note_succs; the terminators lie far apart in the
		 * instructions, long out of the cache) */
		for (i = 0; i < fn->nblocks; i++) {
			block *b = &fn->blocks[i];
			uint32_t n = 0, k, raw = b->nsuccs, *out;
			ref in_place[INLINE_SUCCS];
			const ref *sr;
			if (raw <= INLINE_SUCCS) {
				memcpy(in_place, &b->preds, sizeof in_place);
				sr = in_place;
				out = raw ? arena_alloc(p->fa, raw * 4) : NULL;
			} else {
				sr = out = b->succs; /* resolved in place */
			}
			for (k = 0; k < raw; k++) {
				ref r = sr[k];
				if (REF_KIND(r) == REF_PENDING)
					r = VEC_AT(&p->pend, pending_ref,
						   REF_IDX(r)).resolved;
				if (REF_KIND(r) == REF_BLOCK) {
					out[n++] = REF_IDX(r);
					cnt[REF_IDX(r)]++;
				}
			}
			b->nsuccs = n;
			b->succs = n ? out : NULL;
			total += n;
		}
		for (i = 0; i < fn->nblocks; i++) {
			fn->blocks[i].preds = cnt[i] ? arena_alloc(p->fa, cnt[i] * 4)
						     : NULL;
			fn->blocks[i].npreds = 0;
		}
		/* uses in creation order (the successors' order, for every
		 * terminator), then reversed per block */
		for (i = 0; i < fn->nblocks; i++) {
			block *b = &fn->blocks[i];
			for (j = 0; j < b->nsuccs; j++) {
				block *d = &fn->blocks[b->succs[j]];
				d->preds[d->npreds++] = i;
			}
		}
		for (i = 0; i < fn->nblocks; i++) {
			block *b = &fn->blocks[i];
			for (j = 0; j < b->npreds / 2; j++) {
				uint32_t tmp = b->preds[j];
				b->preds[j] = b->preds[b->npreds - 1 - j];
				b->preds[b->npreds - 1 - j] = tmp;
			}
		}
	}
	(void)total;
	/* a large body's list goes before the analyses run */
	if (p->pend_ops.cap > 4096)
		vec_release(&p->pend_ops, p->al);
	/* convergence tokens read before their definition, and call facts:
	 * one pass over the instructions' extensions (a token is a call's
	 * operand: none without a call) */
	for (i = 0; p->fn_ext_fixups && i < fn->ninsts; i++) {
		inst *in = &fn->insts[i];
		inst_ext *x = in->ext;
		if (!x)
			continue;
		if (REF_KIND(x->conv_token) == REF_PENDING)
			x->conv_token = VEC_AT(&p->pend, pending_ref,
					       REF_IDX(x->conv_token)).resolved;
		if (in->op == OP_CALL || in->op == OP_INVOKE ||
		    in->op == OP_CALLBR) {
			ref callee = fn->ops[in->ops + in->nops - 1 -
					     (in->op == OP_INVOKE ? 2
					      : in->op == OP_CALLBR ? x->nindices + 1 : 0)];
			x->callee_known = REF_KIND(callee) == REF_GLOBAL;
		}
	}
	(void)value_ty;
	p->fn = NULL;
}
