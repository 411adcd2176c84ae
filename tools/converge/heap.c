/*
 * heap.c - the process's heap, set up for a large input.
 *
 * Reading a module of megabytes is, for much of its time, the first
 * touch of fresh memory.  What that costs depends on the machine, and
 * on the virtual machines we measure on it differs by host:
 *
 * - Where a small (4 KiB) page's first touch is dear (about 15 us under
 *   shadow paging, more than the reader's work on the page), the heap
 *   in huge pages (2 MiB, one fault for 512 pages) took libclc's
 *   `converge verify` from 0.41 to 0.31 s and llvm-stress's from 0.16
 *   to 0.11 s (bench/RESULTS.md).
 * - Where it is cheap (1-2 us), huge pages cost: a fresh one is memory
 *   the host took back (free page reporting) and must clear again, and
 *   right after another large process (opt, in the bench) that is most
 *   of them.  Measured there, each run after an `opt` run: llvm-stress
 *   verify 0.165 s with huge pages, 0.078 s without; libclc nvptx
 *   0.122 against 0.091 s; run alone, no difference.
 *
 * So the first touch of a few small pages is timed (heap_small_fault_us,
 * about 30 us), and only where it is dear, for an input of HEAP_HUGE_MIN
 * bytes and more, the C library's heap is made to come in huge pages
 * where the kernel allows them (transparent huge pages "madvise" or
 * "always"; with "never" nothing changes):
 *
 * - the heap is grown once by a pad of about twice the input (address
 *   space only: a page costs memory when first written) and that range
 *   is advised MADV_HUGEPAGE;
 * - every thread allocates from that one heap (M_ARENA_MAX 1: a second
 *   thread would get an arena of its own, in 4 KiB pages), and large
 *   blocks come from it too rather than from mappings of their own;
 * - what is freed is kept for reuse rather than given back (the next
 *   batch of a split read takes it again).
 *
 * A small input is left as it is: a huge page's first touch clears
 * 2 MiB, which a process that reads one small file never pays back (the
 * loop of a thousand small files ran 10% slower with it).
 *
 * This is the command's business, not the library's: the library leaves
 * the process's allocator alone.
 */
#define _DEFAULT_SOURCE /* sbrk, madvise */
#include <malloc.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "heap.h"

/* A small page's first touch dearer than this: huge pages pay. */
#define DEAR_FAULT_US 5.0
#define PROBE_PAGES 16

static double now_us(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e6 + (double)t.tv_nsec * 1e-3;
}

double heap_small_fault_us(void)
{
	long ps = sysconf(_SC_PAGESIZE);
	size_t n, i;
	double best = -1;
	volatile char *p;
	void *map;
	if (ps <= 0)
		return -1;
	n = (size_t)ps * PROBE_PAGES;
	map = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
		   -1, 0);
	if (map == MAP_FAILED)
		return -1;
#ifdef MADV_NOHUGEPAGE
	(void)madvise(map, n, MADV_NOHUGEPAGE);
#endif
	p = map;
	/* the cheapest of the touches: a touch that was preempted or
	 * interrupted says nothing of the fault */
	for (i = 0; i < PROBE_PAGES; i++) {
		double t = now_us(), d;
		p[i * (size_t)ps] = 1;
		d = now_us() - t;
		if (best < 0 || d < best)
			best = d;
	}
	munmap(map, n);
	return best;
}

#define HUGE_PAGE ((uintptr_t)2 << 20)
#define PAD_MIN ((size_t)64 << 20)
#define PAD_MAX ((size_t)1 << 30)
#define PROBE ((size_t)8 << 20) /* below M_MMAP_THRESHOLD: from the heap */

void heap_for_input(size_t bytes)
{
	size_t pad;
	char *before, *after;
	void *probe;
	uintptr_t from, to;
	if (bytes < HEAP_HUGE_MIN)
		return;
	/* whatever the pages: the large blocks (the module's growing
	 * arrays, a batch's text) from the heap and kept when freed, not
	 * mapped and unmapped each time; an unmapping stops the other
	 * reading thread's CPU to flush its TLB (libclc nvptx verify: 42
	 * munmap, 42 mmap and 22 mremap calls, 1.4% of its samples in
	 * munmap; with these, 4, 4 and 0) */
	mallopt(M_MMAP_THRESHOLD, 32 << 20);
	mallopt(M_TRIM_THRESHOLD, 512 << 20);
	if (heap_small_fault_us() < DEAR_FAULT_US)
		return;
	pad = bytes < PAD_MAX / 2 ? 2 * bytes : PAD_MAX;
	if (pad < PAD_MIN)
		pad = PAD_MIN;
	mallopt(M_ARENA_MAX, 1);
	mallopt(M_TOP_PAD, (int)pad);
	/* a block larger than the heap's free top grows it by the block and
	 * the pad; a second call (another large input) finds the top free
	 * already, advised by the first */
	before = sbrk(0);
	probe = malloc(PROBE);
	after = sbrk(0);
	if (probe && before != (char *)-1 && after != (char *)-1 &&
	    after > before) {
		from = ((uintptr_t)before + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
		to = (uintptr_t)after & ~(HUGE_PAGE - 1);
#ifdef MADV_HUGEPAGE
		if (to > from)
			(void)madvise((void *)from, to - from, MADV_HUGEPAGE);
#endif
	}
	free(probe);
}
