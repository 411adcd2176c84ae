/*
 * arena.c - memory: the allocator hooks, bump arenas, growable arrays,
 * interned strings and a small integer hash map.
 */
#include <stdlib.h>
#include <string.h>

#include "ir.h"

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
	a->cur = a->end = NULL;
	a->total = 0;
}

/* Requires size > 0.  Returns 8-byte aligned memory from a chunk. */
void *arena_alloc(arena *a, size_t size)
{
	size = (size + 7) & ~(size_t)7;
	if (size == 0)
		size = 8;
	if ((size_t)(a->end - a->cur) < size) {
		size_t csize = size + sizeof(struct arena_chunk) + 8;
		size_t want = a->total / 4;
		struct arena_chunk *c;
		if (want < CHUNK_MIN)
			want = CHUNK_MIN;
		if (want > (size_t)16 << 20)
			want = (size_t)16 << 20;
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
		a->end = (char *)c + csize;
	}
	a->cur += size;
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

void vec_reserve(vec *v, const cv_allocator *al, jmp_buf *oom, size_t more)
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

static void strtab_rehash(strtab *t, arena *a)
{
	uint32_t ncap = t->hcap ? t->hcap * 2 : 1024, i;
	uint32_t *nh = arena_zalloc(a, ncap * sizeof *nh);
	if (!nh)
		longjmp(*a->oom, 1);
	for (i = 1; i < t->n; i++) {
		uint32_t h = hash_bytes(t->str[i], t->len[i]) & (ncap - 1);
		while (nh[h])
			h = (h + 1) & (ncap - 1);
		nh[h] = i;
	}
	t->hash = nh;
	t->hcap = ncap;
}

sym strtab_find(const strtab *t, const char *s, size_t n)
{
	uint32_t h;
	if (!t->hcap)
		return 0;
	h = hash_bytes(s, n) & (t->hcap - 1);
	while (t->hash[h]) {
		sym id = t->hash[h];
		if (t->len[id] == n && memcmp(t->str[id], s, n) == 0)
			return id;
		h = (h + 1) & (t->hcap - 1);
	}
	return 0;
}

/* Interns s[0..n); the arena must have an oom handler. */
sym strtab_intern(strtab *t, arena *a, const char *s, size_t n)
{
	uint32_t h;
	sym id;
	if (t->n == 0) {
		t->cap = 256;
		t->str = arena_alloc(a, t->cap * sizeof *t->str);
		t->len = arena_alloc(a, t->cap * sizeof *t->len);
		t->str[0] = "";
		t->len[0] = 0;
		t->n = 1;
	}
	if ((t->n + 1) * 2 > t->hcap)
		strtab_rehash(t, a);
	h = hash_bytes(s, n) & (t->hcap - 1);
	while (t->hash[h]) {
		id = t->hash[h];
		if (t->len[id] == n && memcmp(t->str[id], s, n) == 0)
			return id;
		h = (h + 1) & (t->hcap - 1);
	}
	if (t->n == t->cap) {
		uint32_t ncap = t->cap * 2;
		const char **ns = arena_alloc(a, ncap * sizeof *ns);
		uint32_t *nl = arena_alloc(a, ncap * sizeof *nl);
		memcpy(ns, t->str, t->n * sizeof *ns);
		memcpy(nl, t->len, t->n * sizeof *nl);
		t->str = ns;
		t->len = nl;
		t->cap = ncap;
	}
	id = t->n++;
	t->str[id] = arena_strndup(a, s, n);
	t->len[id] = (uint32_t)n;
	t->hash[h] = id;
	return id;
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
	while (m->keys[h] != UINT32_MAX) {
		if (m->keys[h] == key) {
			*val = m->vals[h];
			return 1;
		}
		h = (h + 1) & (m->cap - 1);
	}
	return 0;
}

static void u32map_grow(u32map *m, const cv_allocator *al, jmp_buf *oom)
{
	uint32_t ncap = m->cap ? m->cap * 2 : 64, i;
	uint32_t *nk = cv_mem_realloc(al, NULL, 0, ncap * sizeof *nk);
	uint32_t *nv = nk ? cv_mem_realloc(al, NULL, 0, ncap * sizeof *nv) : NULL;
	if (!nv) {
		if (nk)
			cv_mem_realloc(al, nk, ncap * sizeof *nk, 0);
		longjmp(*oom, 1);
	}
	memset(nk, 0xff, ncap * sizeof *nk);
	for (i = 0; i < m->cap; i++) {
		uint32_t h;
		if (m->keys[i] == UINT32_MAX)
			continue;
		h = mix32(m->keys[i]) & (ncap - 1);
		while (nk[h] != UINT32_MAX)
			h = (h + 1) & (ncap - 1);
		nk[h] = m->keys[i];
		nv[h] = m->vals[i];
	}
	u32map_release(m, al);
	m->keys = nk;
	m->vals = nv;
	m->cap = ncap;
}

void u32map_put(u32map *m, const cv_allocator *al, jmp_buf *oom,
		uint32_t key, uint32_t val)
{
	uint32_t h, n = m->n;
	if ((n + 1) * 2 > m->cap)
		u32map_grow(m, al, oom);
	m->n = n;
	h = mix32(key) & (m->cap - 1);
	while (m->keys[h] != UINT32_MAX) {
		if (m->keys[h] == key) {
			m->vals[h] = val;
			return;
		}
		h = (h + 1) & (m->cap - 1);
	}
	m->keys[h] = key;
	m->vals[h] = val;
	m->n++;
}

void u32map_clear(u32map *m)
{
	if (m->cap && m->n)
		memset(m->keys, 0xff, m->cap * sizeof *m->keys);
	m->n = 0;
}

void u32map_release(u32map *m, const cv_allocator *al)
{
	if (m->keys) {
		cv_mem_realloc(al, m->keys, m->cap * sizeof *m->keys, 0);
		cv_mem_realloc(al, m->vals, m->cap * sizeof *m->vals, 0);
	}
	m->keys = m->vals = NULL;
	m->cap = m->n = 0;
}
