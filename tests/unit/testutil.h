/*
 * testutil.h - helpers shared by the unit tests: a growable text buffer
 * behind a cv_writer.
 */
#ifndef CONVERGE_TESTUTIL_H
#define CONVERGE_TESTUTIL_H

#include <stdlib.h>
#include <string.h>

struct buffer {
	char *data;
	size_t size, cap;
};

/* A cv_writer callback appending to a struct buffer (NUL-terminated). */
static inline int buffer_write(void *user, const char *data, size_t size)
{
	struct buffer *b = user;
	if (b->size + size + 1 > b->cap) {
		size_t cap = b->cap ? b->cap : 256;
		char *p;
		while (b->size + size + 1 > cap)
			cap *= 2;
		p = realloc(b->data, cap);
		if (!p)
			return -1;
		b->data = p;
		b->cap = cap;
	}
	memcpy(b->data + b->size, data, size);
	b->size += size;
	b->data[b->size] = '\0';
	return 0;
}

#endif
