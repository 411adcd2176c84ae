/*
 * heap.h - the process's heap, set up for a large input (heap.c).
 */
#ifndef CONVERGE_HEAP_H
#define CONVERGE_HEAP_H

#include <stddef.h>

/* Inputs of this many bytes and more get the heap in huge pages where
 * a small page's first touch is dear. */
#define HEAP_HUGE_MIN ((size_t)1 << 20)

/* Sets the C library's heap up for reading an input of `bytes` bytes:
 * nothing below HEAP_HUGE_MIN, nor where small pages are cheap. */
void heap_for_input(size_t bytes);

/* The first touch of a fresh small page, in microseconds (the cheapest
 * of a few); negative if it could not be measured. */
double heap_small_fault_us(void);

#endif
