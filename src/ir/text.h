/* text.h - the textual pieces of the IR every stage writes (text.c): the
 * output buffer, LLVM's quoting of names and strings, types as `opt -S`
 * spells them, and the type of any value. */
#ifndef CV_TEXT_H
#define CV_TEXT_H

#include <string.h>

#include "ir/ir.h"

typedef struct outbuf {
	char *buf;
	size_t len, cap;
	size_t col0; /* column of buf[0] (the line may begin before a flush) */
	const cv_writer *w;
	const cv_allocator *al;
	int failed;
} outbuf;
void out_flush(outbuf *o);
void out_write_slow(outbuf *o, const char *s, size_t n);
/* Appends s[0..n): inline, since every stage's printing runs through it;
 * the rest (growing, flushing at 64 KiB to a writer) is out_write_slow. */
static inline void out_write(outbuf *o, const char *s, size_t n)
{
	if (!o->failed && o->len + n <= o->cap &&
	    !(o->w && o->len + n >= 65536)) {
		memcpy(o->buf + o->len, s, n);
		o->len += n;
		return;
	}
	out_write_slow(o, s, n);
}
static inline void out_str(outbuf *o, const char *s)
{
	out_write(o, s, strlen(s));
}
static inline void out_char(outbuf *o, char c)
{
	out_write(o, &c, 1);
}
void out_uint(outbuf *o, uint64_t v);
void out_int(outbuf *o, int64_t v);
void print_type(outbuf *o, const cv_module *m, tyid t);
void print_type_to(const cv_module *m, tyid t, char *buf, size_t cap);
void out_release(outbuf *o);
size_t out_column(const outbuf *o);
void print_escaped(outbuf *o, const char *s, size_t n);
void print_llvm_name(outbuf *o, char prefix, const char *s, size_t n);
void print_sym_name(outbuf *o, const cv_module *m, char prefix, sym s);
void print_struct_body_pub(outbuf *o, const cv_module *m, tyid t);
tyid value_type(const cv_module *m, const function *f, ref r);

#endif
