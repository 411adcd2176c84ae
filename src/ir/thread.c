/*
 * thread.c - a second thread for the stages that can use one: how many
 * CPUs the process has, whether a task may take another thread, and
 * starting a function on a thread beside the caller's (on another CPU).
 * The reader's pipe and the analyses both build on it.
 */
#define _GNU_SOURCE /* sched_getaffinity, pthread_attr_setaffinity_np */
#include <pthread.h>
#include <sched.h>
#include <unistd.h>

#include "ir/ir.h"
#include "ir/thread.h"

int thread_cpus(void)
{
#ifdef CPU_COUNT
	cpu_set_t set;
	if (sched_getaffinity(0, sizeof set, &set) == 0)
		return CPU_COUNT(&set);
#endif
#ifdef _SC_NPROCESSORS_ONLN
	{
		long n = sysconf(_SC_NPROCESSORS_ONLN);
		if (n > 0)
			return n > 1024 ? 1024 : (int)n;
	}
#endif
	return 1;
}

int thread_ok(const cv_context *ctx, size_t size, size_t at_least)
{
	if (ctx->threads == 1 ||
	    ctx->alloc.realloc != cv_default_allocator.realloc)
		return 0;
	return ctx->threads >= 2 || (size >= at_least && thread_cpus() >= 2);
}

/* Starts a thread on another CPU than the caller's.  The scheduler puts
 * a new thread beside the one that made it, and two threads that hand
 * work to each other, each sleeping now and then, can stay there taking
 * turns for tens of milliseconds before one is moved (seen in a third of
 * the runs on llvm-stress: both on one CPU for the first 10-30 ms).  The
 * new thread may run on any CPU the process may, but the caller's
 * current one; the caller is left as it is.  Where that cannot be said,
 * the thread starts as the scheduler places it. */
int thread_start_elsewhere(pthread_t *t, void *(*fn)(void *), void *arg)
{
#if defined(CPU_COUNT) && defined(__GLIBC__)
	cpu_set_t set;
	int here = sched_getcpu();
	if (here >= 0 && here < CPU_SETSIZE &&
	    sched_getaffinity(0, sizeof set, &set) == 0 &&
	    CPU_ISSET(here, &set) && CPU_COUNT(&set) > 1) {
		pthread_attr_t pa;
		int rc = -1;
		CPU_CLR(here, &set);
		if (pthread_attr_init(&pa) == 0) {
			if (pthread_attr_setaffinity_np(&pa, sizeof set, &set) == 0)
				rc = pthread_create(t, &pa, fn, arg);
			pthread_attr_destroy(&pa);
		}
		if (rc == 0)
			return 0;
	}
#endif
	return pthread_create(t, NULL, fn, arg);
}

void *thread_beside(const cv_allocator *al, void *(*fn)(void *), void *arg)
{
	pthread_t *t = cv_mem_realloc(al, NULL, 0, sizeof *t);
	if (!t)
		return NULL;
	if (thread_start_elsewhere(t, fn, arg) != 0) {
		cv_mem_realloc(al, t, sizeof *t, 0);
		return NULL;
	}
	return t;
}

void thread_beside_wait(const cv_allocator *al, void *handle)
{
	pthread_t *t = handle;
	if (!t)
		return;
	pthread_join(*t, NULL);
	cv_mem_realloc(al, t, sizeof *t, 0);
}
