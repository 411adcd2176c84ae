/*
 * split.c - a module of many functions read by two threads at once.
 *
 * Real modules (libclc: 12,449 functions in 50 MB) are many small
 * functions, and reading them is per-function work on one thread.  Here
 * the text is cut at a `define` near its middle; two contexts read the
 * same text at the same time, each reading the bodies on its side of the
 * cut (cv_context_set_bodies) and keeping only the headers of the others,
 * and each then does the command's work on its part.  A command that can
 * answer from the two parts (verify, uniformity's summary) does so when
 * both parts have nothing to report; anything else (a parse error, a
 * violation, a diagnostic) makes it read the module whole, as before, so
 * the output is the same byte for byte.
 */
#define _GNU_SOURCE /* memmem, madvise */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "split.h"

/* Below this size a module is read by one thread: a second costs its
 * start and a second reading of the module-level text. */
#define SPLIT_MIN_BYTES ((size_t)4 << 20)

/* The pages of a mapped input that both parts have read go back to the
 * kernel (but the last 64 KiB), 4 MiB at a time.  Behind one part only,
 * they would be read again by the other, and each call stops the other
 * thread's CPU to flush its TLB: giving pages back behind the first part
 * alone doubled the reading's CPU time on libclc. */
struct drop {
	char *data;
	atomic_size_t at[2]; /* each part's progress; SIZE_MAX when done */
	atomic_size_t dropped;
};

struct part {
	cv_context *ctx;
	const char *name, *triple;
	char *data;
	size_t size;
	int mapped;
	struct drop *drop;
	split_work work;
	void *user;
	unsigned index;
	int rc; /* 0: the work answered; -1: read the module whole */
};

#define DROP_STEP ((size_t)4 << 20)

static void part_progress(void *user, size_t offset)
{
	struct part *pt = user;
	struct drop *d = pt->drop;
	size_t a, b, low, old;
	atomic_store(&d->at[pt->index], offset);
	a = atomic_load(&d->at[0]);
	b = atomic_load(&d->at[1]);
	low = a < b ? a : b;
	if (low < ((size_t)1 << 16))
		return;
	low = (low - ((size_t)1 << 16)) & ~((size_t)sysconf(_SC_PAGESIZE) - 1);
	old = atomic_load(&d->dropped);
	if (low >= old + DROP_STEP &&
	    atomic_compare_exchange_strong(&d->dropped, &old, low))
		madvise(d->data + old, low - old, MADV_DONTNEED);
}

static void *part_run(void *arg)
{
	struct part *pt = arg;
	cv_module *m;
	if (pt->mapped)
		cv_context_set_progress(pt->ctx, part_progress, pt);
	m = pt->triple ? cv_parse_for_target(pt->ctx, pt->name, pt->data,
					     pt->size, pt->triple)
		       : cv_parse(pt->ctx, pt->name, pt->data, pt->size);
	cv_context_set_progress(pt->ctx, NULL, NULL);
	atomic_store(&pt->drop->at[pt->index], SIZE_MAX);
	pt->rc = -1;
	if (m && cv_diag_count(pt->ctx) == 0)
		pt->rc = pt->work(pt->ctx, m, pt->user, pt->index);
	cv_module_free(m);
	return NULL;
}

/* The chunks the parts take in turn: each reads the bodies of the
 * definitions that start in its chunks and skips the others, so the two
 * advance through the text together (cut at the middle, the second part
 * ran 25 MB ahead of the first on libclc, text held mapped between them)
 * and share the work whatever its spread.  A forced split (the tests)
 * makes four chunks of the smallest module. */
#define SPLIT_CHUNK ((size_t)1 << 20)

/* Whether a definition starts after the first chunk (a module of one
 * large function is read by the reader's own two threads instead),
 * looked for in the next three chunks only: the search maps the pages it
 * reads, all at once where the reader gives them back as it goes. */
static int later_define(const char *data, size_t size, size_t chunk)
{
	static const char key[] = "\ndefine ";
	size_t from = chunk - 1, to = chunk * 4;
	if (from >= size)
		return 0;
	if (to > size)
		to = size;
	return memmem(data + from, to - from, key, sizeof key - 1) != NULL;
}

int split_run(cv_context *ctx, const char *name, char *data, size_t size,
	      int mapped, const char *triple, split_work work, void *user)
{
	unsigned threads = cv_context_threads(ctx);
	int forced = threads >= 2;
	struct part pt[2];
	struct drop drop;
	pthread_t t;
	size_t chunk = forced ? size / 4 + 1 : SPLIT_CHUNK;
	unsigned i;
	if (threads == 1 || (!forced && (size < SPLIT_MIN_BYTES ||
					 sysconf(_SC_NPROCESSORS_ONLN) < 2)))
		return -1;
	/* (A module-level uselistorder needs no care: the reader checks
	 * none of its indexes against the uses, and a uselistorder_bb of a
	 * function whose body a part skips is an error there, which reads
	 * the module whole.) */
	if (!later_define(data, size, chunk))
		return -1;
	memset(pt, 0, sizeof pt);
	drop.data = data;
	atomic_init(&drop.at[0], 0);
	atomic_init(&drop.at[1], 0);
	atomic_init(&drop.dropped, 0);
	for (i = 0; i < 2; i++) {
		pt[i].ctx = cv_context_new(NULL);
		if (!pt[i].ctx) {
			cv_context_free(pt[0].ctx);
			return -1;
		}
		/* one thread each (the two parts are the two threads), but
		 * for the tests, which ask for the reader's threads too */
		cv_context_set_threads(pt[i].ctx, forced ? threads : 1);
		cv_context_set_bodies_interleaved(pt[i].ctx, chunk, 2, i);
		pt[i].name = name;
		pt[i].triple = triple;
		pt[i].data = data;
		pt[i].size = size;
		pt[i].mapped = mapped;
		pt[i].drop = &drop;
		pt[i].work = work;
		pt[i].user = user;
		pt[i].index = i;
	}
	if (pthread_create(&t, NULL, part_run, &pt[1]) != 0) {
		cv_context_free(pt[0].ctx);
		cv_context_free(pt[1].ctx);
		return -1;
	}
	part_run(&pt[0]);
	pthread_join(t, NULL);
	cv_context_free(pt[0].ctx);
	cv_context_free(pt[1].ctx);
	return pt[0].rc == 0 && pt[1].rc == 0 ? 0 : -1;
}
