/*
 * read_file.h - a whole file into memory, for the stand-alone programs
 * built against the library (bench/cycles_bench.c,
 * tests/walkcheck/walk_check.c).  NULL if it cannot be read; the caller
 * frees the buffer.
 */
#ifndef CONVERGE_BENCH_READ_FILE_H
#define CONVERGE_BENCH_READ_FILE_H

#include <stdio.h>
#include <stdlib.h>

static char *read_file(const char *path, size_t *size)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	long n;
	if (!f)
		return NULL;
	if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 &&
	    fseek(f, 0, SEEK_SET) == 0) {
		buf = malloc((size_t)n + 1);
		if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
			free(buf);
			buf = NULL;
		}
		*size = (size_t)n;
	}
	fclose(f);
	return buf;
}

#endif
