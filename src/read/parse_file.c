/*
 * parse_file.c - cv_parse_file: a module from a file in one call.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "ir/ir.h"

cv_module *cv_parse_file(cv_context *ctx, const char *path)
{
	const cv_allocator *al = &ctx->alloc;
	FILE *fp = fopen(path, "rb");
	char *buf = NULL;
	size_t len = 0, cap = 0;
	cv_module *m;
	if (!fp) {
		diag_add(ctx, CV_ERROR, path, 0, 0, NULL, 0,
			 "cannot open file: %s", strerror(errno));
		return NULL;
	}
	for (;;) {
		size_t got;
		if (len == cap) {
			size_t ncap = cap ? cap * 2 : 65536;
			char *nb = cv_mem_realloc(al, buf, cap, ncap);
			if (!nb) {
				if (buf)
					cv_mem_realloc(al, buf, cap, 0);
				fclose(fp);
				diag_add(ctx, CV_ERROR, path, 0, 0, NULL, 0,
					 "out of memory");
				return NULL;
			}
			buf = nb;
			cap = ncap;
		}
		got = fread(buf + len, 1, cap - len, fp);
		len += got;
		if (got == 0)
			break;
	}
	if (ferror(fp)) {
		int e = errno;
		fclose(fp);
		if (buf)
			cv_mem_realloc(al, buf, cap, 0);
		diag_add(ctx, CV_ERROR, path, 0, 0, NULL, 0,
			 "cannot read file: %s", strerror(e));
		return NULL;
	}
	fclose(fp);
	m = cv_parse(ctx, path, buf ? buf : "", len);
	if (buf)
		cv_mem_realloc(al, buf, cap, 0);
	return m;
}
