/*
 * heap.c - the process's heap, set up for a large input.
 *
 * Reading a module of megabytes is, for much of its time, the first
 * touch of fresh memory: each 4 KiB page's fault costs about 15 us on
 * the virtual machines we measure on, more than the reader's work on
 * the page.  For an input of HEAP_HUGE_MIN bytes and more, the C
 * library's heap is made to come in huge pages (2 MiB, one fault for 512
 * pages) where the kernel allows them (transparent huge pages "madvise"
 * or "always"; with "never" nothing changes):
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
 * On libclc (50 MB) this took `converge verify` from 0.41 to 0.31 s and
 * llvm-stress's from 0.16 to 0.11 s (bench/RESULTS.md).  A small input
 * is left as it is: a huge page's first touch clears 2 MiB, which a
 * process that reads one small file never pays back (the loop of a
 * thousand small files ran 10% slower with it).
 *
 * This is the command's business, not the library's: the library leaves
 * the process's allocator alone.
 */
#define _DEFAULT_SOURCE /* sbrk, madvise */
#include <malloc.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "heap.h"

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
	pad = bytes < PAD_MAX / 2 ? 2 * bytes : PAD_MAX;
	if (pad < PAD_MIN)
		pad = PAD_MIN;
	mallopt(M_ARENA_MAX, 1);
	mallopt(M_MMAP_THRESHOLD, 32 << 20);
	mallopt(M_TRIM_THRESHOLD, 512 << 20);
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
