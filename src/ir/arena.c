/*
 * arena.c - memory: the allocator hooks, bump arenas, growable arrays,
 * interned strings and a small integer hash map.
 */
#define _GNU_SOURCE /* MADV_POPULATE_WRITE */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "ir/ir.h"

/* Under AddressSanitizer, what arena_reset frees for reuse is poisoned
 * until it is allocated again, so that a pointer kept into a batch that
 * is gone is still caught, as it was when the chunks were freed. */
#ifdef ARENA_ASAN /* (ir.h) */
#include <sanitizer/asan_interface.h>
#define ARENA_POISON(p, n) ASAN_POISON_MEMORY_REGION((p), (n))
#define ARENA_UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION((p), (n))
#else
#define ARENA_POISON(p, n) ((void)(p), (void)(n))
#define ARENA_UNPOISON(p, n) ((void)(p), (void)(n))
#endif

static void *default_realloc(void *user, void *ptr, size_t old, size_t size)
{
	(void)user;
	(void)old;
	if (size == 0) {
		free(ptr);
		return NULL;
	}
	return realloc(ptr, size);
}

const cv_allocator cv_default_allocator = {default_realloc, NULL};

void *cv_mem_realloc(const cv_allocator *al, void *p, size_t old, size_t size)
{
	return al->realloc(al->user, p, old, size);
}

struct arena_chunk {
	struct arena_chunk *next;
	size_t size;
};

#define CHUNK_MIN (64 * 1024)

void arena_init(arena *a, const cv_allocator *alloc)
{
	memset(a, 0, sizeof *a);
	a->alloc = alloc ? *alloc : cv_default_allocator;
}

/* The caller's memory from its start (8-byte aligned) to its end. */
static void given_start(arena *a)
{
	a->cur = (char *)(((uintptr_t)a->given + 7) & ~(uintptr_t)7);
	a->end = a->limit = a->given_end > a->cur ? a->given_end : a->cur;
}

void arena_init_in(arena *a, const cv_allocator *alloc, void *buf,
		   size_t size)
{
	arena_init(a, alloc);
	if (!buf || !size)
		return;
	a->given = buf;
	a->given_end = (char *)buf + size;
	given_start(a);
}

struct arena_adopted {
	struct arena_adopted *next;
	void *p;
	size_t size;
};

void *arena_adopt(arena *a, vec *v)
{
	struct arena_adopted *n;
	void *p = v->data;
	size_t size = v->len * v->elem;
	if (!p || !size)
		return NULL;
	n = arena_alloc(a, sizeof *n); /* may jump: v still owns p then */
	if (!n)
		return NULL;
	if (v->cap > v->len) {
		void *q = cv_mem_realloc(&a->alloc, p, v->cap * v->elem, size);
		if (q)
			p = q;
		else
			size = v->cap * v->elem;
	}
	n->p = p;
	n->size = size;
	n->next = a->adopted;
	a->adopted = n;
	v->data = NULL;
	v->len = v->cap = 0;
	return p;
}

void arena_free(arena *a)
{
	struct arena_chunk *c = a->chunks, *next;
	struct arena_adopted *ad;
	for (ad = a->adopted; ad; ad = ad->next)
		cv_mem_realloc(&a->alloc, ad->p, ad->size, 0);
	a->adopted = NULL;
	for (; c; c = next) {
		next = c->next;
		cv_mem_realloc(&a->alloc, c, c->size, 0);
	}
	a->chunks = NULL;
	a->cur = a->end = a->limit = NULL;
	a->total = 0;
	if (a->given) { /* the caller's memory is there to be used again */
		given_start(a);
		ARENA_POISON(a->cur, (size_t)(a->limit - a->cur));
	}
}

void arena_reset(arena *a)
{
	struct arena_chunk *c = a->chunks;
	struct arena_adopted *ad;
	size_t total = a->total;
	if (!c || c->next || a->given) {
		arena_free(a);
		a->next_chunk = total;
		return;
	}
	for (ad = a->adopted; ad; ad = ad->next)
		cv_mem_realloc(&a->alloc, ad->p, ad->size, 0);
	a->adopted = NULL;
	/* the one chunk again from its start; what was made ready stays */
	a->cur = (char *)c + ((sizeof *c + 7) & ~(size_t)7);
	ARENA_POISON(a->cur, (size_t)(a->limit - a->cur));
}

/* A chunk of the C library's is made ready a piece at a time ahead of
 * the bump pointer, by one MADV_POPULATE_WRITE for the piece's pages where
 * each page's first write took a fault of its own (on this kind of host
 * a fault costs more than the reader's work on the page: about half of
 * that cost goes); a piece, not the chunk, so that the unused end of the
 * last chunk costs no memory.  Another allocator's memory is left as it
 * is given. */
#define READY_STEP ((size_t)256 << 10)
#define READY_MIN ((size_t)1 << 20) /* smaller chunks: made ready whole */

/* Makes [from, to) ready (its whole pages). */
static void make_ready(const arena *a, char *from, char *to)
{
#ifdef MADV_POPULATE_WRITE
	long ps = sysconf(_SC_PAGESIZE);
	uintptr_t x, y;
	if (a->alloc.realloc != default_realloc || ps <= 0)
		return;
	x = ((uintptr_t)from + (uintptr_t)ps - 1) & ~(uintptr_t)(ps - 1);
	y = (uintptr_t)to & ~(uintptr_t)(ps - 1);
	if (y > x)
		(void)madvise((void *)x, y - x, MADV_POPULATE_WRITE);
#else
	(void)a;
	(void)from;
	(void)to;
#endif
}

/* The end of the next piece to make ready for an allocation of size at
 * a->cur, within the chunk. */
static char *ready_end(const arena *a, size_t size)
{
	size_t left = (size_t)(a->limit - a->cur);
	return left - size <= READY_STEP ? a->limit
					  : a->cur + size + READY_STEP;
}

/* Returns 8-byte aligned memory from a chunk. */
void *arena_alloc_slow(arena *a, size_t size)
{
	size = (size + 7) & ~(size_t)7;
	if (size == 0)
		size = 8;
	if ((size_t)(a->end - a->cur) < size &&
	    (size_t)(a->limit - a->cur) >= size) {
		/* the chunk's next piece */
		char *to = ready_end(a, size);
		make_ready(a, a->end, to);
		a->end = to;
	} else if ((size_t)(a->end - a->cur) < size) {
		size_t csize = size + sizeof(struct arena_chunk) + 8;
		size_t want = a->total / 4;
		struct arena_chunk *c;
		if (want < CHUNK_MIN)
			want = CHUNK_MIN;
		if (want > (size_t)16 << 20)
			want = (size_t)16 << 20;
		if (want < a->next_chunk)
			want = a->next_chunk;
		a->next_chunk = 0;
		if (csize < want)
			csize = want;
		c = cv_mem_realloc(&a->alloc, NULL, 0, csize);
		if (!c) {
			if (a->oom)
				longjmp(*a->oom, 1);
			return NULL;
		}
		c->size = csize;
		c->next = a->chunks;
		a->chunks = c;
		a->total += csize;
		a->cur = (char *)c + ((sizeof *c + 7) & ~(size_t)7);
		a->end = a->limit = (char *)c + csize;
		if (csize >= READY_MIN) {
			a->end = ready_end(a, size);
			make_ready(a, a->cur, a->end);
		}
	}
	a->cur += size;
	ARENA_UNPOISON(a->cur - size, size);
	return a->cur - size;
}

void *arena_zalloc(arena *a, size_t size)
{
	void *p = arena_alloc(a, size);
	if (p)
		memset(p, 0, size);
	return p;
}

void *arena_dup(arena *a, const void *p, size_t size)
{
	void *q;
	if (size == 0)
		return NULL;
	q = arena_alloc(a, size);
	if (q)
		memcpy(q, p, size);
	return q;
}

char *arena_strndup(arena *a, const char *s, size_t n)
{
	char *q = arena_alloc(a, n + 1);
	if (q) {
		memcpy(q, s, n);
		q[n] = 0;
	}
	return q;
}

void vec_grow(vec *v, const cv_allocator *al, jmp_buf *oom, size_t more)
{
	size_t ncap;
	void *p;
	if (v->len + more <= v->cap)
		return;
	ncap = v->cap ? v->cap * 2 : 16;
	while (ncap < v->len + more)
		ncap *= 2;
	p = cv_mem_realloc(al, v->data, v->cap * v->elem, ncap * v->elem);
	if (!p)
		longjmp(*oom, 1);
	v->data = p;
	v->cap = ncap;
}

void vec_release(vec *v, const cv_allocator *al)
{
	if (v->data)
		cv_mem_realloc(al, v->data, v->cap * v->elem, 0);
	v->data = NULL;
	v->len = v->cap = 0;
}

/* FNV-1a */
static uint32_t hash_bytes(const char *s, size_t n)
{
	uint32_t h = 2166136261u;
	size_t i;
	for (i = 0; i < n; i++) {
		h ^= (unsigned char)s[i];
		h *= 16777619u;
	}
	return h;
}

/* A slot of the hash table holds the full hash, the sym and the string
 * (0 hash and NULL string when empty): a probe compares the hash before it
 * touches the string, so a lookup costs one miss in the table and one in
 * the string it finds (its length is in the 4 bytes before it). */
static void strtab_rehash(strtab *t, arena *a)
{
	uint32_t ncap = t->hcap ? t->hcap * 2 : 1024, i;
	strslot *nh = cv_mem_realloc(&a->alloc, NULL, 0, ncap * sizeof *nh);
	if (!nh)
		longjmp(*a->oom, 1);
	memset(nh, 0, ncap * sizeof *nh);
	for (i = 0; i < t->hcap; i++) {
		uint32_t h;
		if (!t->hash[i].str)
			continue;
		h = t->hash[i].hash & (ncap - 1);
		while (nh[h].str)
			h = (h + 1) & (ncap - 1);
		nh[h] = t->hash[i];
	}
	if (t->hash)
		cv_mem_realloc(&a->alloc, t->hash, t->hcap * sizeof *t->hash, 0);
	t->hash = nh;
	t->hcap = ncap;
}

static int slot_is(const strslot *e, uint32_t full, const char *s, size_t n)
{
	return e->hash == full &&
	       ((const uint32_t *)(const void *)e->str)[-1] == n &&
	       memcmp(e->str, s, n) == 0;
}

sym strtab_find(const strtab *t, const char *s, size_t n)
{
	uint32_t h, full;
	if (!t->hcap)
		return 0;
	full = hash_bytes(s, n);
	h = full & (t->hcap - 1);
	while (t->hash[h].str) {
		if (slot_is(&t->hash[h], full, s, n))
			return t->hash[h].id;
		h = (h + 1) & (t->hcap - 1);
	}
	return 0;
}

/* 4-byte aligned memory for the strings' arena, which holds nothing else:
 * a name of 7 characters takes 12 bytes, not 16. */
static void *arena_alloc4(arena *a, size_t size)
{
	size = (size + 3) & ~(size_t)3;
	if ((size_t)(a->end - a->cur) < size)
		return arena_alloc(a, size); /* a new chunk */
	a->cur += size;
	return a->cur - size;
}

/* Appends a copy of s[0..n) as the next sym. */
static sym strtab_push(strtab *t, arena *a, const char *s, size_t n)
{
	char *copy;
	sym id;
	if (t->n == t->cap) {
		uint32_t ncap = t->cap * 2;
		const char **ns = cv_mem_realloc(&a->alloc, t->str,
						 t->cap * sizeof *ns,
						 ncap * sizeof *ns);
		if (!ns)
			longjmp(*a->oom, 1);
		t->str = ns;
		t->cap = ncap;
	}
	if (n > UINT32_MAX - 8)
		longjmp(*a->oom, 1);
	t->mem.oom = a->oom;
	copy = arena_alloc4(&t->mem, 4 + n + 1);
	if (!copy)
		longjmp(*a->oom, 1);
	{
		uint32_t len = (uint32_t)n;
		memcpy(copy, &len, 4);
	}
	memcpy(copy + 4, s, n);
	copy[4 + n] = 0;
	id = t->n++;
	t->str[id] = copy + 4;
	return id;
}

/* Interns s[0..n); the arena must have an oom handler.  A string is kept
 * as its length (4 bytes) followed by its bytes and a NUL. */
sym strtab_intern(strtab *t, arena *a, const char *s, size_t n)
{
	uint32_t h, full;
	sym id;
	if (t->n == 0) {
		static const struct {
			uint32_t len;
			char nul[4];
		} empty = {0, {0}};
		arena_init(&t->mem, &a->alloc);
		t->cap = 256;
		t->str = cv_mem_realloc(&a->alloc, NULL, 0,
					t->cap * sizeof *t->str);
		if (!t->str)
			longjmp(*a->oom, 1);
		t->str[0] = empty.nul;
		t->n = 1;
	}
	/* at most three quarters full */
	if ((uint64_t)(t->nhash + 1) * 4 > (uint64_t)t->hcap * 3)
		strtab_rehash(t, a);
	full = hash_bytes(s, n);
	h = full & (t->hcap - 1);
	while (t->hash[h].str) {
		if (slot_is(&t->hash[h], full, s, n))
			return t->hash[h].id;
		h = (h + 1) & (t->hcap - 1);
	}
	id = strtab_push(t, a, s, n);
	t->hash[h].hash = full;
	t->hash[h].id = id;
	t->hash[h].str = t->str[id];
	t->nhash++;
	return id;
}

void strtab_reserve(strtab *t, arena *a, uint32_t more)
{
	uint32_t ncap = t->cap;
	const char **ns;
	if (!ncap || (uint64_t)t->n + more <= ncap ||
	    (uint64_t)t->n + more > (UINT32_MAX >> 1))
		return; /* not made yet (strtab_intern makes it), or room */
	ncap = t->n + more;
	ns = cv_mem_realloc(&a->alloc, t->str, t->cap * sizeof *ns,
			    (size_t)ncap * sizeof *ns);
	if (!ns)
		longjmp(*a->oom, 1);
	t->str = ns;
	t->cap = ncap;
}

/* Adds s[0..n) as a new sym without entering it in the hash (names that
 * have a table of their own, such as a function's local names). */
sym strtab_add(strtab *t, arena *a, const char *s, size_t n)
{
	if (t->n == 0)
		strtab_intern(t, a, "", 0);
	return strtab_push(t, a, s, n);
}

sym strtab_add_short(strtab *t, arena *a, const char *s, size_t n)
{
	char *copy;
	uint32_t len = (uint32_t)n;
	if (n > 15 || t->n == 0 || t->n == t->cap ||
	    (size_t)(t->mem.end - t->mem.cur) < 4 + 16)
		return strtab_add(t, a, s, n);
	/* as strtab_push does, in moves of fixed sizes: the bytes past the
	 * string's NUL are the chunk's room, which the next string takes */
	copy = t->mem.cur;
	memcpy(copy, &len, 4);
	memcpy(copy + 4, s, 16);
	copy[4 + n] = 0;
	t->mem.cur += (4 + n + 1 + 3) & ~(size_t)3;
	t->str[t->n] = copy + 4;
	return t->n++;
}

void strtab_release(strtab *t, const cv_allocator *al)
{
	if (t->str)
		cv_mem_realloc(al, t->str, t->cap * sizeof *t->str, 0);
	if (t->hash)
		cv_mem_realloc(al, t->hash, t->hcap * sizeof *t->hash, 0);
	arena_free(&t->mem);
	memset(t, 0, sizeof *t);
}

static uint32_t mix32(uint32_t x)
{
	x ^= x >> 16;
	x *= 0x7feb352du;
	x ^= x >> 15;
	x *= 0x846ca68bu;
	x ^= x >> 16;
	return x;
}

int u32map_get(const u32map *m, uint32_t key, uint32_t *val)
{
	uint32_t h;
	if (!m->cap)
		return 0;
	h = mix32(key) & (m->cap - 1);
	while (m->slots[h].key != UINT32_MAX) {
		if (m->slots[h].key == key) {
			*val = m->slots[h].val;
			return 1;
		}
		h = (h + 1) & (m->cap - 1);
	}
	return 0;
}

static void u32map_grow(u32map *m, const cv_allocator *al, jmp_buf *oom)
{
	uint32_t ncap = m->cap ? m->cap * 2 : 64, i;
	struct u32slot *ns = cv_mem_realloc(al, NULL, 0, ncap * sizeof *ns);
	if (!ns)
		longjmp(*oom, 1);
	memset(ns, 0xff, ncap * sizeof *ns);
	for (i = 0; i < m->cap; i++) {
		uint32_t h;
		if (m->slots[i].key == UINT32_MAX)
			continue;
		h = mix32(m->slots[i].key) & (ncap - 1);
		while (ns[h].key != UINT32_MAX)
			h = (h + 1) & (ncap - 1);
		ns[h] = m->slots[i];
	}
	if (m->slots)
		cv_mem_realloc(al, m->slots, m->acap * sizeof *m->slots, 0);
	m->slots = ns;
	m->cap = m->acap = ncap;
}

void u32map_put(u32map *m, const cv_allocator *al, jmp_buf *oom,
		uint32_t key, uint32_t val)
{
	uint32_t h;
	if ((m->n + 1) * 2 > m->cap)
		u32map_grow(m, al, oom);
	h = mix32(key) & (m->cap - 1);
	while (m->slots[h].key != UINT32_MAX) {
		if (m->slots[h].key == key) {
			m->slots[h].val = val;
			return;
		}
		h = (h + 1) & (m->cap - 1);
	}
	m->slots[h].key = key;
	m->slots[h].val = val;
	m->n++;
}

void u32map_clear(u32map *m)
{
	/* a table left large by an earlier use is shrunk, so that clearing
	 * costs in proportion to what it held */
	if (m->cap > 1024 && (size_t)m->n * 8 < m->cap) {
		uint32_t ncap = m->cap;
		while (ncap > 1024 && (size_t)m->n * 8 < ncap)
			ncap /= 2;
		if (m->n)
			memset(m->slots, 0xff, ncap * sizeof *m->slots);
		m->cap = ncap; /* the tail stays allocated, unused */
		m->n = 0;
		return;
	}
	if (m->cap && m->n)
		memset(m->slots, 0xff, m->cap * sizeof *m->slots);
	m->n = 0;
}

void u32map_release(u32map *m, const cv_allocator *al)
{
	if (m->slots)
		cv_mem_realloc(al, m->slots, m->acap * sizeof *m->slots, 0);
	m->slots = NULL;
	m->cap = m->acap = m->n = 0;
}
