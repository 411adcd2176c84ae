/*
 * text.c - the textual pieces of the IR that every later stage writes:
 * the output buffer, LLVM's quoting of names and strings, types as
 * `opt -S` spells them, and the type of any value.  The reader uses them
 * for its diagnostics, the printer, the analyses and the simulator for
 * their output.
 */
#include <stdio.h>
#include <string.h>

#include "ir/text.h"

/* ---- output buffer ----------------------------------------------------- */

void out_flush(outbuf *o)
{
	if (o->w && o->len && !o->failed) {
		size_t i = o->len;
		if (o->w->write(o->w->user, o->buf, o->len) != 0)
			o->failed = 1;
		/* the column where the next byte goes, for out_column */
		while (i > 0 && o->buf[i - 1] != '\n')
			i--;
		o->col0 = i > 0 ? o->len - i : o->col0 + o->len;
		o->len = 0;
	}
}

static void out_grow(outbuf *o, size_t need)
{
	size_t ncap = o->cap ? o->cap * 2 : 4096;
	char *nb;
	while (ncap < o->len + need)
		ncap *= 2;
	nb = cv_mem_realloc(o->al, o->buf, o->cap, ncap);
	if (!nb) {
		o->failed = 1;
		return;
	}
	o->buf = nb;
	o->cap = ncap;
}

/* out_write's path for a full buffer, a writer to flush to, or a failed
 * buffer (its fast path is inline in ir.h). */
void out_write_slow(outbuf *o, const char *s, size_t n)
{
	if (o->failed)
		return;
	if (o->len + n > o->cap) {
		if (o->w && o->len + n > 65536)
			out_flush(o);
		if (o->len + n > o->cap)
			out_grow(o, n);
		if (o->failed)
			return;
	}
	memcpy(o->buf + o->len, s, n);
	o->len += n;
	if (o->w && o->len >= 65536)
		out_flush(o);
}

void out_uint(outbuf *o, uint64_t v)
{
	char buf[24];
	int n = 0;
	do {
		buf[sizeof buf - 1 - n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	out_write(o, buf + sizeof buf - n, (size_t)n);
}

void out_int(outbuf *o, int64_t v)
{
	if (v < 0) {
		out_char(o, '-');
		out_uint(o, (uint64_t)0 - (uint64_t)v);
	} else
		out_uint(o, (uint64_t)v);
}

void out_release(outbuf *o)
{
	if (o->buf)
		cv_mem_realloc(o->al, o->buf, o->cap, 0);
	o->buf = NULL;
	o->len = o->cap = 0;
}

/* Column of the current position (for PadToColumn). */
size_t out_column(const outbuf *o)
{
	size_t i = o->len;
	while (i > 0 && o->buf[i - 1] != '\n')
		i--;
	/* no newline since the last flush: the line began before it */
	return i > 0 ? o->len - i : o->col0 + o->len;
}

/* ---- names ------------------------------------------------------------- */

static int is_name_char(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_';
}

static int is_print(int c)
{
	return c >= 0x20 && c < 0x7f;
}

static const char hexdig[] = "0123456789ABCDEF";

void print_escaped(outbuf *o, const char *s, size_t n)
{
	size_t i;
	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (is_print(c) && c != '\\' && c != '"')
			out_char(o, (char)c);
		else if (c == '\\') {
			out_char(o, '\\');
			out_char(o, '\\');
		} else {
			out_char(o, '\\');
			out_char(o, hexdig[c >> 4]);
			out_char(o, hexdig[c & 15]);
		}
	}
}

/* PrintLLVMName: prefix then the name, quoted when needed. */
void print_llvm_name(outbuf *o, char prefix, const char *s, size_t n)
{
	size_t i;
	int plain = n > 0 && !(s[0] >= '0' && s[0] <= '9');
	if (prefix)
		out_char(o, prefix);
	for (i = 0; i < n && plain; i++)
		if (!is_name_char((unsigned char)s[i]))
			plain = 0;
	if (plain) {
		out_write(o, s, n);
		return;
	}
	out_char(o, '"');
	print_escaped(o, s, n);
	out_char(o, '"');
}

void print_sym_name(outbuf *o, const cv_module *m, char prefix, sym s)
{
	print_llvm_name(o, prefix, SYM_STR(&m->strs, s), SYM_LEN(&m->strs, s));
}

/* ---- types ------------------------------------------------------------- */

void print_type(outbuf *o, const cv_module *m, tyid t)
{
	const type *ty = &m->types[t];
	uint32_t i;
	switch (ty->kind) {
	case TY_VOID: out_str(o, "void"); return;
	case TY_HALF: out_str(o, "half"); return;
	case TY_BFLOAT: out_str(o, "bfloat"); return;
	case TY_FLOAT: out_str(o, "float"); return;
	case TY_DOUBLE: out_str(o, "double"); return;
	case TY_X86_FP80: out_str(o, "x86_fp80"); return;
	case TY_FP128: out_str(o, "fp128"); return;
	case TY_PPC_FP128: out_str(o, "ppc_fp128"); return;
	case TY_X86_AMX: out_str(o, "x86_amx"); return;
	case TY_LABEL: out_str(o, "label"); return;
	case TY_METADATA: out_str(o, "metadata"); return;
	case TY_TOKEN: out_str(o, "token"); return;
	case TY_INT:
		out_char(o, 'i');
		out_uint(o, ty->n);
		return;
	case TY_PTR:
		out_str(o, "ptr");
		if (ty->n) {
			out_str(o, " addrspace(");
			out_uint(o, ty->n);
			out_char(o, ')');
		}
		return;
	case TY_VECTOR:
		out_char(o, '<');
		if (ty->flags & TYF_SCALABLE)
			out_str(o, "vscale x ");
		out_uint(o, ty->n);
		out_str(o, " x ");
		print_type(o, m, ty->sub[0]);
		out_char(o, '>');
		return;
	case TY_ARRAY:
		out_char(o, '[');
		out_uint(o, ty->n);
		out_str(o, " x ");
		print_type(o, m, ty->sub[0]);
		out_char(o, ']');
		return;
	case TY_STRUCT:
		if (ty->flags & TYF_PACKED)
			out_char(o, '<');
		if (ty->nsub == 0)
			out_str(o, "{}");
		else {
			out_str(o, "{ ");
			for (i = 0; i < ty->nsub; i++) {
				if (i)
					out_str(o, ", ");
				print_type(o, m, ty->sub[i]);
			}
			out_str(o, " }");
		}
		if (ty->flags & TYF_PACKED)
			out_char(o, '>');
		return;
	case TY_FUNC:
		print_type(o, m, ty->sub[0]);
		out_str(o, " (");
		for (i = 1; i < ty->nsub; i++) {
			if (i > 1)
				out_str(o, ", ");
			print_type(o, m, ty->sub[i]);
		}
		if (ty->flags & TYF_VARARG) {
			if (ty->nsub > 1)
				out_str(o, ", ");
			out_str(o, "...");
		}
		out_char(o, ')');
		return;
	case TY_TARGET:
		out_str(o, "target(\"");
		print_escaped(o, SYM_STR(&m->strs, ty->name),
			      SYM_LEN(&m->strs, ty->name));
		out_char(o, '"');
		for (i = 0; i < ty->nsub; i++) {
			out_str(o, ", ");
			print_type(o, m, ty->sub[i]);
		}
		for (i = 0; i < ty->nints; i++) {
			out_str(o, ", ");
			out_uint(o, ty->ints[i]);
		}
		out_char(o, ')');
		return;
	case TY_NAMED:
		if (ty->flags & TYF_NUMBERED) {
			out_char(o, '%');
			out_uint(o, ty->n);
		} else
			print_sym_name(o, m, '%', ty->name);
		return;
	default:
		out_str(o, "<unknown type>");
	}
}

/* Prints a type into a fixed buffer (for diagnostics and attributes). */
void print_type_to(const cv_module *m, tyid t, char *buf, size_t cap)
{
	outbuf o;
	memset(&o, 0, sizeof o);
	o.al = &m->ctx->alloc;
	print_type(&o, m, t);
	if (o.failed || cap == 0) {
		if (cap)
			buf[0] = 0;
	} else {
		size_t n = o.len < cap - 1 ? o.len : cap - 1;
		memcpy(buf, o.buf, n);
		buf[n] = 0;
	}
	out_release(&o);
}

/* Body of a named struct: "{ i32 }", "<{ i8 }>", "opaque". */
void print_struct_body_pub(outbuf *o, const cv_module *m, tyid t)
{
	const type *ty = &m->types[t];
	type lit = *ty;
	if (ty->flags & TYF_OPAQUE) {
		out_str(o, "opaque");
		return;
	}
	lit.kind = TY_STRUCT;
	/* print as a literal struct with the same members */
	{
		uint32_t i;
		if (ty->flags & TYF_PACKED)
			out_char(o, '<');
		if (ty->nsub == 0)
			out_str(o, "{}");
		else {
			out_str(o, "{ ");
			for (i = 0; i < ty->nsub; i++) {
				if (i)
					out_str(o, ", ");
				print_type(o, m, ty->sub[i]);
			}
			out_str(o, " }");
		}
		if (ty->flags & TYF_PACKED)
			out_char(o, '>');
	}
	(void)lit;
}

/* ---- values ------------------------------------------------------------ */

tyid value_type(const cv_module *m, const function *f, ref r)
{
	switch (REF_KIND(r)) {
	case REF_INST: return f->insts[REF_IDX(r)].type;
	case REF_ARG: return f->args[REF_IDX(r)].type;
	case REF_BLOCK: return m->t_label;
	case REF_CONST: return m->consts[REF_IDX(r)].type;
	case REF_GLOBAL: {
		type t;
		tyid id;
		memset(&t, 0, sizeof t);
		t.kind = TY_PTR;
		t.n = m->globals[REF_IDX(r)].addrspace;
		/* the pointer type is always interned already */
		id = 0;
		for (id = 0; id < m->ntypes; id++)
			if (m->types[id].kind == TY_PTR && m->types[id].n == t.n)
				return id;
		return m->t_ptr;
	}
	case REF_MD: return m->t_metadata;
	case REF_ASM: return m->t_ptr;
	default: return m->t_void;
	}
}
