/* thread.h - a second thread for a task (see thread.c). */
#ifndef CV_THREAD_H
#define CV_THREAD_H

#include <pthread.h>

#include "ir/ir.h"

/* The CPUs this process may run on (1 if unknown). */
int thread_cpus(void);

/* Whether a second thread may be used for a task of `size` (compared with
 * `at_least`): cv_context_set_threads, the allocator, the CPUs. */
int thread_ok(const cv_context *ctx, size_t size, size_t at_least);

/* fn(arg) on a thread of its own: a handle, NULL if it could not start
 * (then nothing ran).  thread_beside_wait waits for it and frees the
 * handle. */
void *thread_beside(const cv_allocator *al, void *(*fn)(void *), void *arg);
void thread_beside_wait(const cv_allocator *al, void *handle);

/* Starts fn(arg) as *t on another CPU than the caller's where that can be
 * said, else where the scheduler places it: pthread_create's result. */
int thread_start_elsewhere(pthread_t *t, void *(*fn)(void *), void *arg);

#endif
