/*
 * split.c - a module of many functions read in two parts, at once.
 *
 * Real modules (libclc: 12,449 functions in 50 MB) are many small
 * functions, and reading them is per-function work on one thread.  Here
 * the text is read by two contexts on two threads.  Each reads every
 * header first, and then bodies by batches (cv_context_set_body_batches):
 * a batch for each chunk of the text it takes from a counter the two
 * share (cv_context_set_bodies_claimed), the command's work done on each
 * batch before it is freed, so that a batch of each part's bodies is
 * held at a time, and the part whose CPU runs faster reads more.
 *
 * A command that can answer from the parts and their batches (verify,
 * uniformity's summary) does so when nothing has anything to report;
 * anything else (a parse error, a violation, a diagnostic, a module that
 * cannot be read by batches) makes it read the module whole, as before,
 * so the output is the same byte for byte.
 */
#define _GNU_SOURCE /* memmem, madvise */
#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "split.h"

/* Below this size a module is read whole by one thread: a part costs a
 * thread's start and a reading of the module-level text. */
#define SPLIT_MIN_BYTES ((size_t)4 << 20)

/* The pages of a mapped input that both parts have read go back to the
 * kernel (but the last 64 KiB), DROP_STEP at a time.  Behind one part
 * only, they would be read again by the other, and each call stops the
 * other thread's CPU to flush its TLB: giving pages back behind the
 * first part alone doubled the reading's CPU time on libclc. */
struct drop {
	char *data;
	atomic_size_t at[2]; /* each part's progress; SIZE_MAX when done */
	atomic_uint pass[2]; /* 0: headers; 1: its bodies by batches; 2: done */
	atomic_size_t dropped[2]; /* each pass's */
	atomic_size_t claimed; /* the chunks the parts have taken */
};

struct part {
	cv_context *ctx;
	const char *name, *triple;
	char *data;
	size_t size;
	int mapped;
	int fd; /* the file mapped, read again with pread; or -1 */
	struct drop *drop;
	split_work work;
	void *user;
	int batch_rc; /* a batch's work that did not answer */
	unsigned index; /* the part, 0 or 1 (its thread) */
	int rc; /* 0: the work answered; -1: read the module whole */
};

/* Pages go back 2 MiB at a time: each madvise stops the other thread's
 * CPU to flush its TLB, which costs more on a virtual machine than on
 * metal (1 MiB steps: 0.345 s on libclc amdgcn; 2 MiB: 0.333 s, +2 MB
 * at the peak; 4 MiB: no faster, +5 MB). */
#define DROP_STEP ((size_t)2 << 20)

/* Where part j is in pass `pass` of the text: its progress there, 0 if
 * it has not begun that pass, SIZE_MAX if it is past it. */
static size_t pass_at(struct drop *d, unsigned j, unsigned pass)
{
	unsigned pj = atomic_load(&d->pass[j]);
	return pj == pass ? atomic_load(&d->at[j]) : pj < pass ? 0 : SIZE_MAX;
}

/* A part read by batches goes over the text twice (the headers, then its
 * bodies): its progress starting again is its second pass, whose pages
 * go back behind both parts' second passes.  (A page given back that a
 * part still reads is read again from the file's cache: it costs time,
 * never a wrong answer.) */
static void part_progress(void *user, size_t offset)
{
	struct part *pt = user;
	struct drop *d = pt->drop;
	unsigned pass = atomic_load(&d->pass[pt->index]);
	size_t a, b, low, old;
	if (pass == 0 && offset < atomic_load(&d->at[pt->index]))
		atomic_store(&d->pass[pt->index], pass = 1);
	atomic_store(&d->at[pt->index], offset);
	a = pass_at(d, 0, pass);
	b = pass_at(d, 1, pass);
	low = a < b ? a : b;
	if (low < ((size_t)1 << 16) || low == SIZE_MAX)
		return;
	low = (low - ((size_t)1 << 16)) & ~((size_t)sysconf(_SC_PAGESIZE) - 1);
	old = atomic_load(&d->dropped[pass]);
	if (low >= old + DROP_STEP &&
	    atomic_compare_exchange_strong(&d->dropped[pass], &old, low))
		madvise(d->data + old, low - old, MADV_DONTNEED);
}

/* What the parts have not claimed yet is left: one part has something
 * to report, so the module will be read whole (the other part's next
 * claim is past the last chunk). */
#define CLAIMS_STOPPED (SIZE_MAX / 2)

static void claims_stop(struct drop *d)
{
	atomic_store(&d->claimed, CLAIMS_STOPPED);
}

/* A batch of a part's bodies (cv_context_set_body_batches): the work on
 * the module holding them. */
static int part_batch(cv_context *ctx, const cv_module *m, void *user)
{
	struct part *pt = user;
	if (cv_diag_count(ctx) == 0 &&
	    pt->work(ctx, m, pt->user, pt->index) == 0)
		return 0;
	pt->batch_rc = -1;
	claims_stop(pt->drop);
	return 1;
}

/* The bodies' text copied from the file (cv_context_set_body_text): the
 * pages behind the first pass have gone back, and mapping them again
 * cost more than the copy (each page's first touch in a process traps
 * to the hypervisor on the virtual machines we measure on). */
static int part_text(void *user, size_t offset, size_t size, char *buf)
{
	const struct part *pt = user;
	while (size) {
		ssize_t r = pread(pt->fd, buf, size, (off_t)offset);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return -1;
		buf += r;
		size -= (size_t)r;
		offset += (size_t)r;
	}
	return 0;
}

/* The next chunk of bodies for a part (cv_context_set_bodies_claimed). */
static size_t claim_chunk(void *user)
{
	struct drop *d = user;
	return atomic_fetch_add(&d->claimed, 1);
}

static void *part_run(void *arg)
{
	struct part *pt = arg;
	cv_module *m;
	if (pt->mapped)
		cv_context_set_progress(pt->ctx, part_progress, pt);
	if (pt->fd >= 0)
		cv_context_set_body_text(pt->ctx, part_text, pt);
	/* (the chunks claimed make the batches, whatever the size here) */
	cv_context_set_body_batches(pt->ctx, 1, part_batch, pt);
	m = pt->triple ? cv_parse_for_target(pt->ctx, pt->name, pt->data,
					     pt->size, pt->triple)
		       : cv_parse(pt->ctx, pt->name, pt->data, pt->size);
	cv_context_set_progress(pt->ctx, NULL, NULL);
	atomic_store(&pt->drop->pass[pt->index], 2);
	atomic_store(&pt->drop->at[pt->index], SIZE_MAX);
	pt->rc = -1;
	/* the module left has no body: the work on it checks the module's
	 * own level once more (a part may have had no batch) */
	if (m && cv_diag_count(pt->ctx) == 0 && pt->batch_rc == 0)
		pt->rc = pt->work(pt->ctx, m, pt->user, pt->index);
	if (pt->rc != 0)
		claims_stop(pt->drop);
	cv_module_free(m);
	return NULL;
}

/* The chunks the parts take, a batch each.  Taken from a counter, the
 * parts advance through the text together and end together whatever
 * their speeds: with the chunks fixed in turns (1 MiB, even and odd), one
 * part ended 50 ms after the other in half of the runs on libclc nvptx's
 * summary (95 against 145 ms of CPU, the slow part either one: the
 * virtual machine's CPUs do not run at one speed).  256 KiB chunks end
 * within a few ms of each other, and hold less at once than 1 MiB
 * (nvptx verify's peak 26.8 -> 22.3 MB).  A forced split (the tests)
 * makes four chunks of the smallest module. */
#define SPLIT_CHUNK ((size_t)1 << 18)


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
	      int mapped, int fd, const char *triple, split_work work,
	      void *user)
{
	unsigned threads = cv_context_threads(ctx), i;
	int forced = threads >= 2;
	size_t chunk = forced ? size / 4 + 1 : SPLIT_CHUNK;
	struct part pt[SPLIT_PARTS];
	struct drop drop;
	pthread_t t;
	if (threads == 1 || (!forced && (size < SPLIT_MIN_BYTES ||
					 sysconf(_SC_NPROCESSORS_ONLN) < 2)))
		return -1;
	/* (A module-level uselistorder needs no care: a module with one
	 * is not read by batches, and is read whole.) */
	if (!later_define(data, size, chunk))
		return -1;
	drop.data = data;
	atomic_init(&drop.claimed, 0);
	for (i = 0; i < SPLIT_PARTS; i++) {
		atomic_init(&drop.at[i], 0);
		atomic_init(&drop.pass[i], 0);
		atomic_init(&drop.dropped[i], 0);
	}
	for (i = 0; i < SPLIT_PARTS; i++) {
		memset(&pt[i], 0, sizeof pt[i]);
		pt[i].ctx = cv_context_new(NULL);
		if (!pt[i].ctx) {
			if (i)
				cv_context_free(pt[0].ctx);
			return -1;
		}
		pt[i].name = name;
		pt[i].triple = triple;
		pt[i].data = data;
		pt[i].size = size;
		pt[i].mapped = mapped;
		pt[i].fd = mapped ? fd : -1;
		pt[i].drop = &drop;
		pt[i].work = work;
		pt[i].user = user;
		pt[i].index = i;
		/* one thread each (the two parts are the two threads), but
		 * for the tests, which ask for the reader's threads too */
		cv_context_set_threads(pt[i].ctx, threads >= 2 ? threads : 1);
		cv_context_set_bodies_claimed(pt[i].ctx, chunk, claim_chunk,
					      &drop);
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
	return pt[0].rc == 0 && pt[1].rc == 0 ? SPLIT_PARTS : -1;
}
