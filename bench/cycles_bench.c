/*
 * cycles_bench.c - times the control-flow analyses in-process, so that
 * small inputs are measured without process start-up: reads FILE once,
 * then computes each analysis of every function definition again and
 * again until MIN_SECONDS have passed (at least 5 times), and prints the
 * median nanoseconds per block.  With glibc, freed memory is kept (no
 * trimming, no mmap), so every computation but the first runs on memory
 * already mapped: this times the analyses, not the kernel's page faults
 * (whole runs of the command, in bench/cycles-scaling.sh, include them).
 *
 *   blocks=N cycles=NS dom=NS postdom=NS parse=NS
 *
 * usage: cycles_bench FILE [MIN_SECONDS]     (built by bench/scaling.sh)
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "converge.h"
#include "read_file.h"

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

#define MAXREPS 4096

/* Median seconds of one computation of `what` over all definitions. */
static double time_analysis(const cv_module *m, unsigned what, double min_s)
{
	static double reps[MAXREPS];
	size_t nf = cv_module_function_count(m), i;
	int n = 0;
	double start = now();
	while (n < MAXREPS && (n < 5 || now() - start < min_s)) {
		double t0 = now();
		for (i = 0; i < nf; i++) {
			cv_cfg *cfg;
			if (!cv_module_function_is_definition(m, i))
				continue;
			cfg = cv_cfg_new(m, i, what);
			if (!cfg) {
				fprintf(stderr, "cycles_bench: analysis failed\n");
				exit(2);
			}
			cv_cfg_free(cfg);
		}
		reps[n++] = now() - t0;
	}
	qsort(reps, (size_t)n, sizeof reps[0], cmp_double);
	return reps[n / 2];
}

int main(int argc, char **argv)
{
	size_t size, nf, i;
	unsigned long blocks = 0;
	double min_s = argc > 2 ? atof(argv[2]) : 0.5, t0, parse_s;
	char *text;
	cv_context *ctx;
	cv_module *m;
	if (argc < 2) {
		fprintf(stderr, "usage: cycles_bench FILE [MIN_SECONDS]\n");
		return 2;
	}
#if defined(__GLIBC__)
	mallopt(M_MMAP_THRESHOLD, 32 << 20); /* the largest glibc takes */
	mallopt(M_TRIM_THRESHOLD, 1 << 30);
#endif
	text = read_file(argv[1], &size);
	if (!text) {
		fprintf(stderr, "cycles_bench: cannot read %s\n", argv[1]);
		return 2;
	}
	ctx = cv_context_new(NULL);
	t0 = now();
	m = cv_parse(ctx, argv[1], text, size);
	parse_s = now() - t0;
	if (!m) {
		fprintf(stderr, "cycles_bench: %s does not parse\n", argv[1]);
		return 2;
	}
	nf = cv_module_function_count(m);
	for (i = 0; i < nf; i++)
		if (cv_module_function_is_definition(m, i)) {
			cv_cfg *cfg = cv_cfg_new(m, i, 0);
			blocks += cv_cfg_block_count(cfg);
			cv_cfg_free(cfg);
		}
	if (!blocks)
		return 2;
	printf("blocks=%lu", blocks);
	printf(" cycles=%.1f", time_analysis(m, CV_CFG_CYCLES, min_s) * 1e9 / (double)blocks);
	printf(" dom=%.1f", time_analysis(m, CV_CFG_DOM, min_s) * 1e9 / (double)blocks);
	printf(" postdom=%.1f", time_analysis(m, CV_CFG_POSTDOM, min_s) * 1e9 / (double)blocks);
	printf(" parse=%.1f\n", parse_s * 1e9 / (double)blocks);
	cv_module_free(m);
	cv_context_free(ctx);
	free(text);
	return 0;
}
