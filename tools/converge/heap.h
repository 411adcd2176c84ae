/*
 * heap.h - the process's heap, set up for a large input (heap.c).
 */
#ifndef CONVERGE_HEAP_H
#define CONVERGE_HEAP_H

#include <stddef.h>

/* Inputs of this many bytes and more get the heap in huge pages. */
#define HEAP_HUGE_MIN ((size_t)1 << 20)

/* Sets the C library's heap up for reading an input of `bytes` bytes:
 * nothing below HEAP_HUGE_MIN. */
void heap_for_input(size_t bytes);

#endif
