/*
 * pipe.c - a large function body read by two threads (see pipe.h).
 *
 * One producer (the helper), one consumer (the parser), a ring of
 * tokens.  The helper publishes its position every PUBLISH tokens, the
 * parser its own every GIVE_BACK tokens; each waits only when the ring is
 * empty (parser) or full (helper).  The helper polls a little, then
 * sleeps on a condition variable, having said so in a flag that the
 * parser reads after each publication (both sequentially consistent:
 * either the sleeper sees the new position, or the publisher sees the
 * flag and wakes it under the mutex).  The parser never sleeps: it polls,
 * then yields its CPU between polls, until it takes the lexing over (see
 * wait_for_tokens).
 * Everything else in the pipe belongs to one side at a time: the helper's
 * table and lexer from pipe_start until the parser has read the last
 * token, which it does after the helper has published it and returned.
 */
#define _GNU_SOURCE /* sched_getaffinity */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "ir/ir.h"
#include "ir/thread.h"
#include "read/pipe.h"
#if defined(__SSE2__) && defined(__GNUC__)
#include <emmintrin.h>
#endif

enum {
	RING = PIPE_RING, /* tokens */
	PUBLISH = 32,    /* the helper publishes its head this often */
	GIVE_BACK = PIPE_GIVE_BACK,
	SPINS = 1000,    /* polls before sleeping */
	SIZE_AT = 2048,  /* tokens published before the table is sized */
	PF_LAG = RING / 8 /* tokens ahead of the parser: the helper prefaults */
};
_Static_assert(RING % PUBLISH == 0 && RING >= 2 * PUBLISH,
	       "the helper makes room for a batch of PUBLISH tokens at once");

/* The helper's name table: open addressing, 12-byte slots.  A name of
 * at most 8 bytes is its own key (its bytes, zero-padded; a name holds
 * no zero byte): lo and hi.  A longer one is keyed by 32 bits of a hash,
 * in hi, and confirmed on its text, kept in `names` at lo - 1 (a 4-byte
 * length, then the bytes); its id has LONG set.  The slot's place comes
 * from the key, a long name's being its hash bits shifted up. */
struct islot {
	uint32_t lo, hi;
	uint32_t id; /* 0: empty */
};
#define LONG 0x80000000u

static uint64_t slot_key(const struct islot *e)
{
	return e->id & LONG ? (uint64_t)e->hi << 32
			    : (uint64_t)e->lo | (uint64_t)e->hi << 32;
}

struct cv_pipe {
	_Alignas(64) atomic_uint head; /* tokens published by the helper */
	_Alignas(64) atomic_uint tail; /* tokens the parser is done with */
	atomic_int stop;
	atomic_int hsleep; /* the helper sleeps */
	atomic_int sizing; /* the helper grows its table: waits do not count */
	pthread_mutex_t mtx;
	pthread_cond_t cnd;
	_Alignas(64) const cv_allocator *al;
	const char *src;
	lexer lx;    /* the helper's; after its last token, the state after it */
	int running; /* a helper thread was started and not joined */
	int stopped; /* the parser took over: no more tokens will come */
	long wait_ns; /* the longest wait for tokens before taking over */
	int64_t start_ns, waited_ns; /* the start; the parser's waits */
	int oom;
	pthread_t thr;
	struct islot *tab;
	uint32_t cap, n; /* slots; ids given */
	uint32_t names_expected;
	char *names;
	size_t nlen, ncap;
	char *dec; /* a quoted name, decoded */
	size_t deccap;
	/* the helper's numbers of span texts (PIPE_SPAN_TEXT): open
	 * addressing on the text of up to 16 bytes, which its first and
	 * last eight bytes and its length are */
	struct stext {
		uint64_t a, b;
		uint32_t len, num; /* len 0: empty */
	} stab[2 * PIPE_SPAN_TEXTS];
	uint32_t nstext; /* numbers given */
	/* the parser's arrays, for prefault_ahead (pipe_area) */
	_Alignas(64) struct {
		_Atomic(uintptr_t) base;
		atomic_size_t used, cap;
	} area[PIPE_AREAS];
	/* prefault_ahead's: whoever holds pf_busy */
	atomic_flag pf_busy;
	uintptr_t area_base[PIPE_AREAS], area_done[PIPE_AREAS];
	uintptr_t page; /* the page size (0: unknown) */
	/* the parser's side */
	_Alignas(64) pipe_reader rd;
	ptok ring[RING];
};

cv_pipe *pipe_new(const cv_allocator *al)
{
	/* zero pages from the kernel: the ring and the tables are most of
	 * its 370 KiB, and calloc or a memset would clear them here */
	cv_pipe *pp = pipe_map_zeroed(sizeof *pp);
	if (!pp)
		return NULL;
	pp->al = al;
	atomic_init(&pp->head, 0);
	atomic_init(&pp->tail, 0);
	atomic_init(&pp->stop, 0);
	atomic_init(&pp->hsleep, 0);
	atomic_init(&pp->sizing, 0);
	if (pthread_mutex_init(&pp->mtx, NULL) != 0) {
		pipe_unmap(pp, sizeof *pp);
		return NULL;
	}
	if (pthread_cond_init(&pp->cnd, NULL) != 0) {
		pthread_mutex_destroy(&pp->mtx);
		pipe_unmap(pp, sizeof *pp);
		return NULL;
	}
	return pp;
}

static void release_table(cv_pipe *pp)
{
	free(pp->tab); /* calloc'd (grow) */
	if (pp->names)
		cv_mem_realloc(pp->al, pp->names, pp->ncap, 0);
	if (pp->dec)
		cv_mem_realloc(pp->al, pp->dec, pp->deccap, 0);
	pp->tab = NULL;
	pp->names = pp->dec = NULL;
	pp->cap = pp->n = 0;
	pp->nlen = pp->ncap = pp->deccap = 0;
}

void pipe_free(cv_pipe *pp)
{
	if (!pp)
		return;
	pipe_stop(pp);
	release_table(pp);
	pthread_cond_destroy(&pp->cnd);
	pthread_mutex_destroy(&pp->mtx);
	pipe_unmap(pp, sizeof *pp);
}

static void relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
	__builtin_ia32_pause();
#endif
}

/* Publishes a position; wakes the other side if it sleeps (other_sleeps
 * NULL: it never does). */
static void publish(cv_pipe *pp, atomic_uint *pos, unsigned v,
		    atomic_int *other_sleeps)
{
	atomic_store(pos, v);
	if (other_sleeps && atomic_load(other_sleeps)) {
		pthread_mutex_lock(&pp->mtx);
		pthread_cond_broadcast(&pp->cnd);
		pthread_mutex_unlock(&pp->mtx);
	}
}

/* The helper: waits until the ring has room after `head`; the parser's
 * tail then, or head + 1 if it was told to stop. */
static unsigned wait_for_room(cv_pipe *pp, unsigned head)
{
	unsigned spins = 0, tail;
	for (;;) {
		tail = atomic_load_explicit(&pp->tail, memory_order_acquire);
		if (head - tail < RING)
			return tail;
		if (atomic_load_explicit(&pp->stop, memory_order_relaxed))
			return head + 1;
		if (spins++ < SPINS) {
			relax();
			continue;
		}
		pthread_mutex_lock(&pp->mtx);
		atomic_store(&pp->hsleep, 1);
		while (head - (tail = atomic_load(&pp->tail)) >= RING &&
		       !atomic_load(&pp->stop))
			pthread_cond_wait(&pp->cnd, &pp->mtx);
		atomic_store(&pp->hsleep, 0);
		pthread_mutex_unlock(&pp->mtx);
		spins = 0;
	}
}

static int64_t now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* A wait that began at t0 is over: the first (for the first tokens)
 * starts the clock, the others add to the time waited, but for waits
 * while the helper grows its table (seen at their start or end: the
 * rehash of a large table takes milliseconds). */
static void waited(cv_pipe *pp, int64_t t0, int sizing)
{
	if (pp->rd.tail == 0)
		pp->start_ns = now_ns();
	else if (!sizing && !atomic_load(&pp->sizing))
		pp->waited_ns += now_ns() - t0;
}

static void prefault_ahead(cv_pipe *pp);

/* The parser: waits until the helper has published past ptail; 0 if it
 * has waited longer than pp->wait_ns at once, or, 30 ms in, 60% of its
 * time: then the helper does not run beside it (the machine's other
 * CPUs are busy) or runs at a fraction of a CPU, and the parser had better
 * lex itself.  (Alone, the parser takes about 2.4 times as long for a body
 * as with the helper beside it: waiting less than 3/5 of the time, it is
 * still ahead with the helper.  At 40%, a helper slowed by another
 * process on its CPU had made one run in three take over and take twice
 * as long.)  The wait for the first tokens does not count: a CPU that
 * was idle can take milliseconds to wake on a virtual machine.  Nor does
 * a wait while the helper grows its table.  Where the two threads share
 * a CPU, the yields let the helper run. */
static int wait_for_tokens(cv_pipe *pp)
{
	unsigned spins = 0;
	int64_t t0, now, deadline, patience = pp->wait_ns;
	int sizing;
	publish(pp, &pp->tail, pp->rd.tail, &pp->hsleep);
	pp->rd.head = atomic_load_explicit(&pp->head, memory_order_acquire);
	if (pp->rd.head != pp->rd.tail)
		return 1;
	/* time to spare: the pages ahead (not counted as waiting) */
	if (pp->rd.tail) {
		prefault_ahead(pp);
		pp->rd.head = atomic_load_explicit(&pp->head,
						   memory_order_acquire);
		if (pp->rd.head != pp->rd.tail)
			return 1;
	}
	t0 = now_ns();
	sizing = atomic_load(&pp->sizing);
	if (pp->rd.tail == 0 && patience) {
		patience = 1000000000; /* the first tokens: 1 s */
	} else if (t0 - pp->start_ns > 30000000 &&
		   pp->waited_ns * 5 > (t0 - pp->start_ns) * 3) {
		return 0;
	}
	deadline = t0 + patience;
	for (;;) {
		pp->rd.head = atomic_load_explicit(&pp->head, memory_order_acquire);
		if (pp->rd.head != pp->rd.tail || !patience)
			break;
		if (spins++ < SPINS) {
			relax();
			continue;
		}
		spins = 0;
		now = now_ns();
		/* the helper growing its table is not a helper held up */
		if (atomic_load(&pp->sizing)) {
			sizing = 1;
			deadline = now + patience;
		}
		if (now >= deadline)
			break;
		/* never asleep: a parser woken by the helper would be moved,
		 * as the scheduler favours, to the helper's CPU, where the two
		 * would take turns (seen in one run of ten) */
		sched_yield();
	}
	waited(pp, t0, sizing);
	return pp->rd.head != pp->rd.tail;
}

/* ---- the table (the helper's, and the parser's before the start) ----- */

static uint32_t place(uint64_t key, uint32_t cap)
{
	uint64_t h = (key ^ (key >> 31)) * 0x9e3779b97f4a7c15ull;
	return (uint32_t)(h >> 32) & (cap - 1);
}

static uint64_t long_hash(const char *s, size_t n)
{
	uint64_t h = 0x243f6a8885a308d3ull ^ n;
	size_t i;
	for (i = 0; i + 8 <= n; i += 8) {
		uint64_t w;
		memcpy(&w, s + i, 8);
		h = (h ^ w) * 0xff51afd7ed558ccdull;
		h ^= h >> 32;
	}
	for (; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 0x100000001b3ull;
	h ^= h >> 29;
	return h ? h : 1;
}

/* Makes the fresh pages of a new zeroed block writable at once.  The
 * lookups read a slot before its insertion writes it: a page of the
 * block first read maps the shared zero page, and the write that follows
 * replaces it, which on a machine where the parser runs on another CPU
 * interrupts that CPU to flush its TLB (an IPI, costly on a virtual
 * machine), once per page of the table.  Populated for writing, the
 * pages are the block's own from the start (the kernel clears them in
 * one call); where it cannot, a zero is written to each page. */
static void prefault(void *mem, size_t n)
{
	long ps = sysconf(_SC_PAGESIZE);
	uintptr_t a, b;
	if (ps <= 0)
		return;
	a = ((uintptr_t)mem + (uintptr_t)ps - 1) & ~(uintptr_t)(ps - 1);
	b = ((uintptr_t)mem + n) & ~(uintptr_t)(ps - 1);
	if (b <= a)
		return;
#ifdef MADV_POPULATE_WRITE
	if (madvise((void *)a, b - a, MADV_POPULATE_WRITE) == 0)
		return;
#endif
	for (; a < b; a += (uintptr_t)ps)
		*(volatile char *)a = 0;
}

/* Pages of the parser's arrays made writable before the parser writes
 * them (its page faults, a tenth of its time on a large body, are taken
 * by whichever thread has time to spare: the parser while it waits for
 * tokens, the helper while the parser is behind): up to AHEAD bytes past
 * what the parser has written, in steps of at least STEP.  Only with
 * MADV_POPULATE_WRITE, which leaves the bytes as they are.  One thread
 * at a time; the other, finding it busy, goes on. */
#define AHEAD ((uintptr_t)128 << 10)
#define STEP ((uintptr_t)32 << 10)

static void prefault_ahead(cv_pipe *pp)
{
#ifdef MADV_POPULATE_WRITE
	unsigned k;
	if (atomic_flag_test_and_set_explicit(&pp->pf_busy,
					      memory_order_acquire))
		return;
	for (k = 0; k < PIPE_AREAS; k++) {
		uintptr_t base = atomic_load_explicit(&pp->area[k].base,
						      memory_order_relaxed);
		size_t used = atomic_load_explicit(&pp->area[k].used,
						   memory_order_relaxed);
		size_t cap = atomic_load_explicit(&pp->area[k].cap,
						  memory_order_relaxed);
		uintptr_t from, to;
		if (!base || !pp->page)
			continue;
		if (base != pp->area_base[k]) {
			pp->area_base[k] = base;
			pp->area_done[k] = base;
		}
		from = base + used;
		if (from < pp->area_done[k])
			from = pp->area_done[k];
		to = base + used + AHEAD;
		if (to > base + cap)
			to = base + cap;
		from = (from + pp->page - 1) & ~(pp->page - 1);
		to &= ~(pp->page - 1);
		if (to < from + STEP)
			continue;
		(void)madvise((void *)from, to - from, MADV_POPULATE_WRITE);
		pp->area_done[k] = to;
	}
	atomic_flag_clear_explicit(&pp->pf_busy, memory_order_release);
#else
	(void)pp;
#endif
}

void pipe_area(cv_pipe *pp, unsigned k, const void *base, size_t used,
	       size_t cap)
{
	atomic_store_explicit(&pp->area[k].base, (uintptr_t)base,
			      memory_order_relaxed);
	atomic_store_explicit(&pp->area[k].used, used, memory_order_relaxed);
	atomic_store_explicit(&pp->area[k].cap, cap, memory_order_relaxed);
}

static int grow(cv_pipe *pp, uint32_t ncap)
{
	struct islot *nt;
	uint32_t i;
	/* calloc: a pipe exists only with the default allocator, the C
	 * library's, and a large zeroed block comes as fresh pages that
	 * are not cleared one by one before the table is used (clearing 4
	 * MiB at once held the parser up for milliseconds) */
	atomic_store(&pp->sizing, 1);
	nt = calloc(ncap, sizeof *nt);
	if (!nt) {
		atomic_store(&pp->sizing, 0);
		return 0;
	}
	prefault(nt, (size_t)ncap * sizeof *nt);
	for (i = 0; i < pp->cap; i++) {
		uint32_t h;
		if (!pp->tab[i].id)
			continue;
		h = place(slot_key(&pp->tab[i]), ncap);
		while (nt[h].id)
			h = (h + 1) & (ncap - 1);
		nt[h] = pp->tab[i];
	}
	free(pp->tab);
	pp->tab = nt;
	pp->cap = ncap;
	atomic_store(&pp->sizing, 0);
	return 1;
}

static int keep_text(cv_pipe *pp, const char *s, size_t n, uint32_t *at)
{
	uint32_t len = (uint32_t)n;
	if (n > UINT32_MAX - 8 || pp->nlen + n + 4 > UINT32_MAX - 1)
		return 0;
	if (pp->nlen + n + 4 > pp->ncap) {
		size_t nc = pp->ncap ? pp->ncap : 4096;
		char *nb;
		while (nc < pp->nlen + n + 4)
			nc *= 2;
		nb = cv_mem_realloc(pp->al, pp->names, pp->ncap, nc);
		if (!nb)
			return 0;
		pp->names = nb;
		pp->ncap = nc;
	}
	memcpy(pp->names + pp->nlen, &len, 4);
	memcpy(pp->names + pp->nlen + 4, s, n);
	*at = (uint32_t)pp->nlen + 1;
	pp->nlen += n + 4;
	return 1;
}

static uint64_t name_key(const char *s, size_t n)
{
	uint64_t key = 0;
	if (n >= 1 && n <= 8)
		key = lex_short_key(s, n); /* exact: no zero byte in a name */
	else
		key = long_hash(s, n) >> 32 << 32;
	return key;
}

/* Room for `more` names without growing. */
static int room(cv_pipe *pp, uint32_t more)
{
	uint32_t ncap = pp->cap ? pp->cap : 1024;
	while ((uint64_t)(pp->n + more) * 4 > (uint64_t)ncap * 3)
		ncap *= 2;
	return ncap == pp->cap || grow(pp, ncap);
}

/* The id of the name s[0..n) of key `key`, whose first slot is h (the
 * table has room for it); 0 if out of memory. */
static uint32_t intern_at(cv_pipe *pp, const char *s, size_t n, uint64_t key,
			  uint32_t h)
{
	uint32_t lo = (uint32_t)key, hi = (uint32_t)(key >> 32);
	if (n >= 1 && n <= 8) {
		for (;;) {
			const struct islot *e = &pp->tab[h];
			if (!e->id)
				break;
			if (e->lo == lo && e->hi == hi && !(e->id & LONG))
				return e->id;
			h = (h + 1) & (pp->cap - 1);
		}
	} else {
		for (;;) {
			const struct islot *e = &pp->tab[h];
			uint32_t len;
			if (!e->id)
				break;
			if (e->hi == hi && (e->id & LONG)) {
				memcpy(&len, pp->names + e->lo - 1, 4);
				if (len == n && memcmp(pp->names + e->lo + 3, s, n) == 0)
					return e->id & ~LONG;
			}
			h = (h + 1) & (pp->cap - 1);
		}
		if (!keep_text(pp, s, n, &lo))
			return 0;
	}
	if (pp->n + 1 >= LONG)
		return 0;
	{
		struct islot *e = &pp->tab[h];
		e->lo = lo;
		e->hi = hi;
		e->id = ++pp->n | (n >= 1 && n <= 8 ? 0 : LONG);
		return pp->n;
	}
}

/* The id of the (decoded) name s[0..n); 0 if out of memory. */
static uint32_t intern(cv_pipe *pp, const char *s, size_t n)
{
	uint64_t key = name_key(s, n);
	if (!room(pp, 1))
		return 0;
	return intern_at(pp, s, n, key, place(key, pp->cap));
}

/* The id of a name token's name, quotes and escapes decoded as the
 * parser decodes them (\\ and \XX). */
static uint32_t intern_token(cv_pipe *pp, const token *t)
{
	if (!t->quoted || !memchr(t->text, '\\', t->len))
		return intern(pp, t->text, t->len);
	if (t->len > pp->deccap) {
		char *nb = cv_mem_realloc(pp->al, pp->dec, pp->deccap, t->len);
		if (!nb)
			return 0;
		pp->dec = nb;
		pp->deccap = t->len;
	}
	return intern(pp, pp->dec, lex_unescape(t->text, t->len, pp->dec));
}

uint32_t pipe_seed_name(cv_pipe *pp, const char *s, size_t n)
{
	return intern(pp, s, n);
}

uint32_t pipe_own_id(cv_pipe *pp, const token *t)
{
	return intern_token(pp, t);
}

void pipe_set_patience(cv_pipe *pp, long ns)
{
	pp->wait_ns = ns;
}

void pipe_reset(cv_pipe *pp, uint32_t names)
{
	if (pp->cap && pp->n)
		memset(pp->tab, 0, (size_t)pp->cap * sizeof *pp->tab);
	pp->n = 0;
	pp->nlen = 0;
	pp->names_expected = names; /* the helper sizes the table for them */
	if (pp->nstext)
		memset(pp->stab, 0, sizeof pp->stab);
	pp->nstext = 0;
}

/* The number of the span text s[0..len) (PIPE_SPAN_TEXT); 0 if it is
 * longer than 16 bytes or the numbers are all given. */
static uint32_t span_text(cv_pipe *pp, const char *s, uint32_t len)
{
	uint64_t a = 0, b = 0, h;
	uint32_t k;
	if (len > 16)
		return 0;
	if (len >= 8) { /* two loads, which overlap below 16 bytes */
		memcpy(&a, s, 8);
		memcpy(&b, s + len - 8, 8);
	} else {
		memcpy(&a, s, len);
	}
	h = (a * 0x9e3779b97f4a7c15ull) ^ (b * 0xff51afd7ed558ccdull) ^ len;
	for (k = (uint32_t)(h >> 40);; k++) {
		struct stext *e = &pp->stab[k & (2 * PIPE_SPAN_TEXTS - 1)];
		if (!e->len) {
			if (pp->nstext + 1 >= PIPE_SPAN_TEXTS)
				return 0;
			e->a = a;
			e->b = b;
			e->len = len;
			e->num = ++pp->nstext;
			return e->num;
		}
		if (e->len == len && e->a == a && e->b == b)
			return e->num;
	}
}

/* ---- the helper ------------------------------------------------------ */

/* Names lexed and not yet looked up: a batch's lookups are started
 * together (their slots fetched at once), then made in order. */
struct pending {
	const char *s;
	uint32_t n, at; /* length; token index in the ring */
	uint64_t key;
	uint32_t h;
};

/* Looks up the pending names in order, their ids into their tokens.
 * Out of memory: the token whose name failed becomes the last; returns
 * the new head (else head). */
static unsigned resolve(cv_pipe *pp, struct pending *pd, unsigned np,
			unsigned head)
{
	unsigned i;
	for (i = 0; i < np; i++) {
		uint32_t id = 0;
		ptok *o = &pp->ring[pd[i].at & (RING - 1)];
		if (pd[i].n >= 1 && pd[i].n <= 8 && pp->n + 1 < LONG) {
			/* a short name (most): intern_at's first loop and its
			 * insertion, here, without its call's entry and exit */
			uint32_t lo = (uint32_t)pd[i].key, hi = (uint32_t)(pd[i].key >> 32);
			uint32_t h = pd[i].h;
			for (;;) {
				struct islot *e = &pp->tab[h];
				if (!e->id) {
					e->lo = lo;
					e->hi = hi;
					e->id = id = ++pp->n;
					break;
				}
				if (e->lo == lo && e->hi == hi && !(e->id & LONG)) {
					id = e->id;
					break;
				}
				h = (h + 1) & (pp->cap - 1);
			}
		} else {
			id = intern_at(pp, pd[i].s, pd[i].n, pd[i].key, pd[i].h);
		}
		if (!id) {
			pp->oom = 1;
			o->span |= PT_LAST;
			return pd[i].at + 1;
		}
		o->id = id;
	}
	return head;
}

/* The characters of a span (pipe.h): [a-z0-9 ,] */
static const unsigned char span_char[256] = {
	[' '] = 1, [','] = 1,
	['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1,
	['6'] = 1, ['7'] = 1, ['8'] = 1, ['9'] = 1,
	['a'] = 1, ['b'] = 1, ['c'] = 1, ['d'] = 1, ['e'] = 1, ['f'] = 1,
	['g'] = 1, ['h'] = 1, ['i'] = 1, ['j'] = 1, ['k'] = 1, ['l'] = 1,
	['m'] = 1, ['n'] = 1, ['o'] = 1, ['p'] = 1, ['q'] = 1, ['r'] = 1,
	['s'] = 1, ['t'] = 1, ['u'] = 1, ['v'] = 1, ['w'] = 1, ['x'] = 1,
	['y'] = 1, ['z'] = 1,
};

/* The first character of [e, lim) that is not a span's, or lim: sixteen
 * at a time where SSE2 is there (a span's characters were three
 * instructions each, 6% of the helper's on llvm-stress). */
static const char *span_end(const char *e, const char *lim)
{
#if defined(__SSE2__) && defined(__GNUC__)
	/* [a-z] and [0-9] as signed ranges (a byte of 0x80 and up is
	 * negative, and none of them), ' ' and ',' one by one */
	const __m128i a1 = _mm_set1_epi8('a' - 1), z1 = _mm_set1_epi8('z' + 1);
	const __m128i d1 = _mm_set1_epi8('0' - 1), n1 = _mm_set1_epi8('9' + 1);
	const __m128i sp = _mm_set1_epi8(' '), cm = _mm_set1_epi8(',');
	while (lim - e >= 16) {
		__m128i v = _mm_loadu_si128((const __m128i *)(const void *)e);
		__m128i ok = _mm_or_si128(
			_mm_or_si128(_mm_and_si128(_mm_cmpgt_epi8(v, a1),
						   _mm_cmplt_epi8(v, z1)),
				     _mm_and_si128(_mm_cmpgt_epi8(v, d1),
						   _mm_cmplt_epi8(v, n1))),
			_mm_or_si128(_mm_cmpeq_epi8(v, sp), _mm_cmpeq_epi8(v, cm)));
		unsigned bad = ~(unsigned)_mm_movemask_epi8(ok) & 0xffffu;
		if (bad)
			return e + __builtin_ctz(bad);
		e += 16;
	}
#endif
	while (e < lim && span_char[(unsigned char)*e])
		e++;
	return e;
}

static void *helper(void *arg)
{
	cv_pipe *pp = arg;
	lexer lx = pp->lx;
	unsigned head = 0, tail = 0, np = 0;
	int depth = 1;
	struct pending pd[PUBLISH];
	token t;
	memset(&t, 0, sizeof t);
	for (;;) {
		ptok *o;
		uint32_t id = 0;
		int last = 0;
		lex_next(&lx, &t);
		switch (t.kind) {
		case T_LBRACE:
			depth++;
			break;
		case T_RBRACE:
			last = --depth == 0;
			break;
		case T_EOF:
		case T_ERROR:
			last = 1;
			break;
		case T_LESS: {
			/* <4 x i32> and the like: one token (pipe.h) */
			const char *e = lx.cur, *lim = lx.end;
			if (lim - t.pos > PIPE_SPAN_MAX)
				lim = t.pos + PIPE_SPAN_MAX;
			e = span_end(e, lim);
			if (e < lim && *e == '>' && e > lx.cur) {
				id = (uint32_t)(e + 1 - t.pos);
				id |= span_text(pp, t.pos, id) << PIPE_SPAN_BITS;
				lx.cur = e + 1;
			}
			break;
		}
		case T_LOCAL:
		case T_LABEL:
			if (t.numbered)
				break;
			if (t.quoted && memchr(t.text, '\\', t.len)) {
				/* decoded now, after the names before it */
				unsigned h2 = resolve(pp, pd, np, head);
				np = 0;
				if (h2 != head) {
					publish(pp, &pp->head, h2, NULL);
					return NULL;
				}
				id = intern_token(pp, &t);
				if (!id) {
					pp->oom = 1;
					last = 1;
				}
				break;
			}
			if (!np && !room(pp, PUBLISH)) {
				pp->oom = 1;
				last = 1;
				break;
			}
			pd[np].s = t.text;
			pd[np].n = (uint32_t)t.len;
			pd[np].at = head;
			pd[np].key = name_key(t.text, t.len);
			pd[np].h = place(pd[np].key, pp->cap);
#if defined(__GNUC__)
			__builtin_prefetch(&pp->tab[pd[np].h]);
#endif
			np++;
			break;
		default:
			break;
		}
		o = &pp->ring[head & (RING - 1)];
		*o = t;
		o->id = id;
		o->span = (uint8_t)((last ? PT_LAST : 0) |
				    (t.kind == T_LESS && id ? PT_SPAN : 0));
		head++;
		if (last || (head & (PUBLISH - 1)) == 0) {
			unsigned h2 = resolve(pp, pd, np, head);
			np = 0;
			if (last || h2 != head) {
				pp->lx = lx;
				publish(pp, &pp->head, h2, NULL);
				return NULL;
			}
			publish(pp, &pp->head, head, NULL);
			if (atomic_load_explicit(&pp->stop, memory_order_relaxed))
				return NULL; /* the parser takes over */
			/* room for the next PUBLISH tokens, tested here once
			 * for all of them (RING is a multiple of PUBLISH) */
			if (head + PUBLISH - tail > RING) {
				unsigned want = head + PUBLISH - 1;
				tail = wait_for_room(pp, want);
				if (tail == want + 1)
					return NULL; /* stopped */
			}
			/* the parser far enough behind not to wait soon */
			if ((head & (GIVE_BACK - 1)) == 0 &&
			    head - atomic_load_explicit(&pp->tail,
							memory_order_relaxed) >=
				    PF_LAG)
				prefault_ahead(pp);
			/* the table's size for the body, made once the parser
			 * has tokens to read, in this thread (its pages are
			 * cleared here, not in the parser's) */
			if (head == SIZE_AT)
				(void)room(pp, pp->names_expected);
		}
	}
}

int pipe_start(cv_pipe *pp, const lexer *lx, const token *t)
{
	if ((size_t)(lx->end - lx->src) > UINT32_MAX)
		return 0;
	pp->src = lx->src;
	pp->lx = *lx;
	pp->lx.cur = t->pos;
	pp->lx.line = t->line;
	pp->lx.line_start = t->pos - (t->col - 1);
	pp->oom = 0;
	pp->stopped = 0;
	pp->start_ns = now_ns();
	pp->waited_ns = 0;
	pp->rd.tail = pp->rd.head = pp->rd.limit = 0;
	pp->rd.ring = pp->ring;
	pp->rd.src = pp->src;
	{
		unsigned k;
		long ps = sysconf(_SC_PAGESIZE);
		/* a power of two, or no prefaulting ahead */
		pp->page = ps > 0 && !(ps & (ps - 1)) ? (uintptr_t)ps : 0;
		for (k = 0; k < PIPE_AREAS; k++) {
			atomic_store_explicit(&pp->area[k].base, 0,
					      memory_order_relaxed);
			pp->area_base[k] = pp->area_done[k] = 0;
		}
		atomic_flag_clear(&pp->pf_busy);
	}
	atomic_store_explicit(&pp->head, 0, memory_order_relaxed);
	atomic_store_explicit(&pp->tail, 0, memory_order_relaxed);
	atomic_store_explicit(&pp->stop, 0, memory_order_relaxed);
	if (thread_start_elsewhere(&pp->thr, helper, pp) != 0)
		return 0;
	pp->running = 1;
	return 1;
}

/* ---- the parser's side ----------------------------------------------- */

static void finish(cv_pipe *pp)
{
	if (pp->running) {
		pthread_join(pp->thr, NULL);
		pp->running = 0;
	}
}

void pipe_stop(cv_pipe *pp)
{
	if (!pp->running)
		return;
	pthread_mutex_lock(&pp->mtx);
	atomic_store(&pp->stop, 1);
	pthread_cond_broadcast(&pp->cnd);
	pthread_mutex_unlock(&pp->mtx);
	finish(pp);
}

/* The reader's limit after its tail or head moved: pipe_take reads on
 * up to the head or the next give-back, whichever comes first.  (The
 * bindings of the names up to it were prefetched here, and before in
 * pipe_take 16 tokens ahead: with the ring of whole tokens, the loop cost
 * 6% of the parser's instructions and no longer saved time.) */
static void reader_limit(pipe_reader *r)
{
	uint32_t n = r->head - r->tail;
	uint32_t to_give = (r->tail | (GIVE_BACK - 1)) - r->tail;
	r->limit = r->tail + (n < to_give ? n : to_give);
}

int pipe_next(cv_pipe *pp, token *t, lexer *lx)
{
	const ptok *o;
	int last;
	if (pp->rd.tail == pp->rd.head) {
		if (pp->stopped)
			return 2;
		if (!wait_for_tokens(pp)) {
			/* take over: the helper stops after its batch; the
			 * tokens it published are read, then the parser lexes */
			pipe_stop(pp);
			pp->stopped = 1;
			pp->rd.head = atomic_load(&pp->head);
			if (pp->rd.tail == pp->rd.head)
				return 2;
		}
	}
	o = &pp->ring[pp->rd.tail & (RING - 1)];
	pipe_take_slot(&pp->rd, o, t);
	t->span &= PT_SPAN;
	last = (o->span & PT_LAST) != 0;
	if ((pp->rd.tail & (GIVE_BACK - 1)) == 0)
		publish(pp, &pp->tail, pp->rd.tail, &pp->hsleep);
	if (last) {
		finish(pp);
		*lx = pp->lx;
		return 1;
	}
	reader_limit(&pp->rd);
	return 0;
}

void *pipe_map_zeroed(size_t bytes)
{
	void *mem = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	return mem == MAP_FAILED ? NULL : mem;
}

void pipe_unmap(void *mem, size_t bytes)
{
	if (mem)
		munmap(mem, bytes);
}

pipe_reader *pipe_reader_of(cv_pipe *pp)
{
	return &pp->rd;
}

int pipe_peek_kind(cv_pipe *pp)
{
	if (pp->rd.tail == pp->rd.head) {
		if (pp->stopped)
			return -1;
		if (!wait_for_tokens(pp)) {
			pipe_stop(pp); /* take over (pipe_next) */
			pp->stopped = 1;
			pp->rd.head = atomic_load(&pp->head);
			if (pp->rd.tail == pp->rd.head)
				return -1;
		}
	}
	return pp->ring[pp->rd.tail & (RING - 1)].kind;
}

int pipe_oom(const cv_pipe *pp)
{
	return pp->oom;
}

void pipe_trim(cv_pipe *pp)
{
	if (pp->cap > 4096)
		release_table(pp);
}
