/*
 * Unit tests for src/read/attrtab.c and src/read/intrintab.c.  Every expected string
 * below is what /usr/lib/llvm-22/bin/opt -S printed for the same input (see
 * docs/llvm-printing-notes.md).
 *
 * cc -std=c11 -Isrc -Iinclude tests/unit/test_attrtab.c src/read/attrtab.c src/read/intrintab.c src/read/lex.c -lcmocka
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "read/attrtab.h"
#include "read/intrintab.h"

/* ---- helpers ------------------------------------------------------------- */

static const struct attrtab_info *lookup(const char *name)
{
	return attrtab_lookup(name, strlen(name));
}

/* Canonical text of keyword(raw) at `where`, or "ERR<rc>" / "DROP". */
static const char *canon(const char *kw, int where, const char *raw,
			 char *buf, size_t cap)
{
	const struct attrtab_info *ai = lookup(kw);
	int rc;
	if (ai == NULL)
		return "NOATTR";
	rc = attrtab_canon(ai, where, raw, raw ? strlen(raw) : 0, buf, cap);
	if (rc == 1)
		return "DROP";
	if (rc < 0) {
		snprintf(buf, cap, "ERR%d", rc);
		return buf;
	}
	return buf;
}

#define CANON(kw, where, raw, expect)                                        \
	do {                                                                 \
		char b_[512];                                                \
		assert_string_equal(canon(kw, where, raw, b_, sizeof b_),    \
				    expect);                                 \
	} while (0)

static int cmp_text(const char *a, const char *b)
{
	return attrtab_compare(a, strlen(a), b, strlen(b));
}

/* ---- attrtab: table ------------------------------------------------------ */

static void test_lookup(void **state)
{
	const struct attrtab_info *ai;
	(void)state;
	ai = lookup("nounwind");
	assert_non_null(ai);
	assert_int_equal(ai->form, ATTRTAB_FLAG);
	assert_int_equal(ai->where, ATTRTAB_FN);
	assert_int_equal(ai->order, 43);
	assert_null(lookup("nounwin"));
	assert_null(lookup("alwaysuniform")); /* not an LLVM 22 attribute */
	assert_null(lookup("denormal_fpenv"));
	/* length-bounded: the first 8 bytes of "nounwindx" */
	assert_non_null(attrtab_lookup("nounwindx", 8));
	ai = lookup("byval");
	assert_int_equal(ai->form, ATTRTAB_TYPE);
	ai = lookup("memory");
	assert_int_equal(ai->form, ATTRTAB_PAREN);
	assert_int_equal(ai->order, 95);
	ai = lookup("argmemonly");
	assert_int_equal(ai->form, ATTRTAB_LEGACY);
	assert_int_equal(ai->order, lookup("memory")->order);
	ai = lookup("nocapture");
	assert_int_equal(ai->form, ATTRTAB_LEGACY);
	assert_int_equal(ai->order, lookup("captures")->order);
	assert_int_equal(ai->legacy, ATTRTAB_LEGACY_NOCAPTURE);
}

static void test_table_sorted_and_orders(void **state)
{
	size_t i, n = attrtab_count();
	unsigned seen[128];
	(void)state;
	memset(seen, 0, sizeof seen);
	assert_int_equal(n, 105);
	for (i = 0; i + 1 < n; i++)
		assert_true(strcmp(attrtab_at(i)->name, attrtab_at(i + 1)->name) <
			    0);
	assert_null(attrtab_at(n));
	for (i = 0; i < n; i++) {
		const struct attrtab_info *ai = attrtab_at(i);
		assert_true(ai->order >= 1 && ai->order <= 101);
		if (ai->form != ATTRTAB_LEGACY)
			seen[ai->order]++;
	}
	for (i = 1; i <= 101; i++)
		assert_int_equal(seen[i], 1); /* each kind exactly once */
}

static void test_form_at(void **state)
{
	(void)state;
	assert_int_equal(attrtab_form_at(lookup("readonly"), ATTRTAB_PARAM),
			 ATTRTAB_FLAG);
	assert_int_equal(attrtab_form_at(lookup("readonly"), ATTRTAB_FN),
			 ATTRTAB_LEGACY);
	assert_int_equal(attrtab_form_at(lookup("readonly"), ATTRTAB_RET), -1);
	assert_int_equal(attrtab_form_at(lookup("noundef"), ATTRTAB_FN), -1);
	assert_int_equal(attrtab_form_at(lookup("noundef"), ATTRTAB_RET),
			 ATTRTAB_FLAG);
	assert_int_equal(attrtab_form_at(lookup("nounwind"), ATTRTAB_PARAM), -1);
	assert_int_equal(attrtab_form_at(lookup("nofree"), ATTRTAB_PARAM),
			 ATTRTAB_FLAG);
	assert_int_equal(attrtab_form_at(lookup("align"), ATTRTAB_FN),
			 ATTRTAB_INT);
	assert_int_equal(attrtab_form_at(lookup("argmemonly"), ATTRTAB_PARAM),
			 -1);
	assert_int_equal(attrtab_form_at(lookup("nocapture"), ATTRTAB_PARAM),
			 ATTRTAB_LEGACY);
	assert_int_equal(attrtab_form_at(NULL, ATTRTAB_FN), -1);
}

/* ---- attrtab: canonical text --------------------------------------------- */

static void test_canon_flags_and_types(void **state)
{
	(void)state;
	CANON("nounwind", ATTRTAB_FN, NULL, "nounwind");
	CANON("noundef", ATTRTAB_PARAM, NULL, "noundef");
	CANON("noundef", ATTRTAB_FN, NULL, "ERR-1");
	CANON("readonly", ATTRTAB_PARAM, NULL, "readonly");
	CANON("readnone", ATTRTAB_FN, NULL, "memory(none)");
	CANON("readonly", ATTRTAB_FN, NULL, "memory(read)");
	CANON("writeonly", ATTRTAB_FN, NULL, "memory(write)");
	CANON("argmemonly", ATTRTAB_FN, NULL, "memory(argmem: readwrite)");
	CANON("inaccessiblememonly", ATTRTAB_FN, NULL,
	      "memory(inaccessiblemem: readwrite)");
	CANON("inaccessiblemem_or_argmemonly", ATTRTAB_FN, NULL,
	      "memory(argmem: readwrite, inaccessiblemem: readwrite)");
	CANON("nocapture", ATTRTAB_PARAM, NULL, "captures(none)");
	CANON("byval", ATTRTAB_PARAM, "i32", "byval(i32)");
	CANON("sret", ATTRTAB_PARAM, " { i32, ptr } ", "sret({ i32, ptr })");
	CANON("elementtype", ATTRTAB_PARAM, "", "ERR-1");
}

static void test_canon_int(void **state)
{
	(void)state;
	CANON("align", ATTRTAB_PARAM, "8", "align 8");
	CANON("align", ATTRTAB_RET, "4294967296", "align 4294967296");
	CANON("align", ATTRTAB_PARAM, "8589934592", "ERR-1"); /* huge */
	CANON("align", ATTRTAB_PARAM, "3", "ERR-1");
	CANON("align", ATTRTAB_PARAM, "0", "ERR-1");
	/* in a group align=N is the function alignment, rounded down */
	CANON("align", ATTRTAB_FN, "16", "align 16");
	CANON("align", ATTRTAB_FN, "3", "align 2");
	CANON("align", ATTRTAB_FN, "0", "DROP");
	CANON("align", ATTRTAB_FN | ATTRTAB_INLINE, "3", "ERR-1");
	CANON("alignstack", ATTRTAB_FN, "8", "alignstack=8");
	CANON("alignstack", ATTRTAB_FN, "3", "alignstack=2");
	CANON("alignstack", ATTRTAB_FN | ATTRTAB_INLINE, "8", "alignstack(8)");
	CANON("alignstack", ATTRTAB_PARAM, "4", "alignstack(4)");
	CANON("alignstack", ATTRTAB_PARAM, "3", "ERR-1");
	CANON("alignstack", ATTRTAB_FN, "4294967296", "ERR-1");
	CANON("dereferenceable", ATTRTAB_PARAM, "16", "dereferenceable(16)");
	CANON("dereferenceable", ATTRTAB_PARAM, "0", "ERR-1");
	CANON("dereferenceable", ATTRTAB_FN, "8", "ERR-1");
	/* parseUInt64 saturates */
	CANON("dereferenceable_or_null", ATTRTAB_RET, "18446744073709551616",
	      "dereferenceable_or_null(18446744073709551615)");
}

static void test_canon_memory(void **state)
{
	(void)state;
	CANON("memory", ATTRTAB_FN, "readwrite", "memory(readwrite)");
	CANON("memory", ATTRTAB_FN, "none", "memory(none)");
	CANON("memory", ATTRTAB_FN, "read, argmem: read", "memory(read)");
	CANON("memory", ATTRTAB_FN, "inaccessiblemem: read, argmem: write",
	      "memory(argmem: write, inaccessiblemem: read)");
	CANON("memory", ATTRTAB_FN, "read, argmem: readwrite",
	      "memory(read, argmem: readwrite)");
	CANON("memory", ATTRTAB_FN, "read, target_mem0: none",
	      "memory(read, target_mem0: none)");
	CANON("memory", ATTRTAB_FN, "none, target_mem0: none", "memory(none)");
	CANON("memory", ATTRTAB_FN, "argmem: none", "memory(none)");
	CANON("memory", ATTRTAB_FN,
	      "argmem: readwrite, inaccessiblemem: readwrite, "
	      "errnomem: readwrite, target_mem0: readwrite, "
	      "target_mem1: readwrite",
	      "memory(argmem: readwrite, inaccessiblemem: readwrite, "
	      "errnomem: readwrite, target_mem0: readwrite, "
	      "target_mem1: readwrite)");
	CANON("memory", ATTRTAB_FN, "argmem: read, argmem: write",
	      "memory(argmem: write)");
	CANON("memory", ATTRTAB_FN, "read, write", "memory(write)");
	CANON("memory", ATTRTAB_FN, " argmem : read ", "memory(argmem: read)");
	CANON("memory", ATTRTAB_FN, "argmem: read, write", "ERR-1");
	CANON("memory", ATTRTAB_FN, "", "ERR-1");
	CANON("memory", ATTRTAB_FN, "other: read", "ERR-1");
	CANON("memory", ATTRTAB_FN, "argmem", "ERR-1");
	CANON("memory", ATTRTAB_FN, "read,", "ERR-1");
	CANON("memory", ATTRTAB_PARAM, "read", "ERR-1");
}

static void test_legacy_memory(void **state)
{
	char buf[128];
	(void)state;
	assert_int_equal(attrtab_legacy_memory(ATTRTAB_LEGACY_READONLY |
						   ATTRTAB_LEGACY_ARGMEMONLY,
					       buf, sizeof buf),
			 0);
	assert_string_equal(buf, "memory(argmem: read)");
	attrtab_legacy_memory(ATTRTAB_LEGACY_WRITEONLY |
				  ATTRTAB_LEGACY_INACCESSIBLEMEMONLY,
			      buf, sizeof buf);
	assert_string_equal(buf, "memory(inaccessiblemem: write)");
	attrtab_legacy_memory(ATTRTAB_LEGACY_INACCESSIBLEMEM_OR_ARGMEMONLY |
				  ATTRTAB_LEGACY_READONLY,
			      buf, sizeof buf);
	assert_string_equal(buf, "memory(argmem: read, inaccessiblemem: read)");
	attrtab_legacy_memory(ATTRTAB_LEGACY_READONLY |
				  ATTRTAB_LEGACY_WRITEONLY,
			      buf, sizeof buf);
	assert_string_equal(buf, "memory(none)");
	attrtab_legacy_memory(ATTRTAB_LEGACY_READNONE |
				  ATTRTAB_LEGACY_ARGMEMONLY,
			      buf, sizeof buf);
	assert_string_equal(buf, "memory(none)");
	assert_int_equal(attrtab_legacy_memory(0, buf, sizeof buf), 1);
	assert_string_equal(buf, "");
	assert_int_equal(attrtab_legacy_memory(ATTRTAB_LEGACY_NOCAPTURE, buf,
					       sizeof buf),
			 1);
	assert_int_equal(attrtab_legacy_effects(0), ATTRTAB_MEM_UNKNOWN);
	assert_int_equal(attrtab_legacy_effects(ATTRTAB_LEGACY_READONLY),
			 0x555);
}

static void test_canon_captures(void **state)
{
	(void)state;
	CANON("captures", ATTRTAB_PARAM, "none", "captures(none)");
	CANON("captures", ATTRTAB_PARAM, "provenance, address",
	      "captures(address, provenance)");
	CANON("captures", ATTRTAB_PARAM, "address, read_provenance, provenance",
	      "captures(address, provenance)");
	CANON("captures", ATTRTAB_PARAM, "address_is_null, address",
	      "captures(address)");
	CANON("captures", ATTRTAB_PARAM, "read_provenance, address_is_null",
	      "captures(address_is_null, read_provenance)");
	CANON("captures", ATTRTAB_PARAM, "address, ret: address",
	      "captures(address)");
	CANON("captures", ATTRTAB_PARAM, "none, ret: address",
	      "captures(ret: address)");
	CANON("captures", ATTRTAB_PARAM, "ret: none", "captures(none)");
	CANON("captures", ATTRTAB_PARAM, "address, ret: none",
	      "captures(address, ret: none)");
	CANON("captures", ATTRTAB_PARAM, "ret: provenance, address",
	      "captures(ret: address, provenance)");
	CANON("captures", ATTRTAB_PARAM, " address , ret : provenance ",
	      "captures(address, ret: provenance)");
	CANON("captures", ATTRTAB_PARAM, "all", "ERR-1");
	CANON("captures", ATTRTAB_PARAM, "none, address", "ERR-1");
	CANON("captures", ATTRTAB_PARAM, "address, none", "ERR-1");
	CANON("captures", ATTRTAB_PARAM, "ret: address, ret: provenance",
	      "ERR-1");
	CANON("captures", ATTRTAB_PARAM, "", "ERR-1");
	CANON("captures", ATTRTAB_PARAM, "ret: address,", "ERR-1");
}

static void test_canon_nofpclass(void **state)
{
	(void)state;
	CANON("nofpclass", ATTRTAB_PARAM, "snan qnan", "nofpclass(nan)");
	CANON("nofpclass", ATTRTAB_PARAM, "inf nan", "nofpclass(nan inf)");
	CANON("nofpclass", ATTRTAB_PARAM,
	      "snan ninf nnorm nsub nzero pzero psub pnorm pinf",
	      "nofpclass(snan inf zero sub norm)");
	CANON("nofpclass", ATTRTAB_PARAM, "qnan ninf nnorm nsub nzero",
	      "nofpclass(qnan ninf nzero nsub nnorm)");
	CANON("nofpclass", ATTRTAB_PARAM, "nan inf norm sub zero",
	      "nofpclass(all)");
	CANON("nofpclass", ATTRTAB_RET, "1", "nofpclass(snan)");
	CANON("nofpclass", ATTRTAB_RET, "1023", "nofpclass(all)");
	CANON("nofpclass", ATTRTAB_RET, "0", "ERR-1");
	CANON("nofpclass", ATTRTAB_RET, "1024", "ERR-1");
	CANON("nofpclass", ATTRTAB_RET, "nan, inf", "ERR-1");
	CANON("nofpclass", ATTRTAB_RET, "nan 4", "ERR-1");
	CANON("nofpclass", ATTRTAB_RET, "", "ERR-1");
}

static void test_canon_range(void **state)
{
	(void)state;
	CANON("range", ATTRTAB_PARAM, "i32 0, 10", "range(i32 0, 10)");
	CANON("range", ATTRTAB_RET, " i32  0 ,  10 ", "range(i32 0, 10)");
	CANON("range", ATTRTAB_PARAM, "i32 4294967295, 3", "range(i32 -1, 3)");
	CANON("range", ATTRTAB_PARAM, "i8 200, 3", "range(i8 -56, 3)");
	CANON("range", ATTRTAB_PARAM, "i8 0, 255", "range(i8 0, -1)");
	CANON("range", ATTRTAB_PARAM, "i8 1, 128", "range(i8 1, -128)");
	CANON("range", ATTRTAB_PARAM, "i1 0, 1", "range(i1 0, -1)");
	CANON("range", ATTRTAB_PARAM, "i32 0, 0", "range(i32 0, 0)");
	CANON("range", ATTRTAB_PARAM,
	      "i128 0, 340282366920938463463374607431768211455",
	      "range(i128 0, -1)");
	CANON("range", ATTRTAB_PARAM, "i64 9223372036854775808, 5",
	      "range(i64 -9223372036854775808, 5)");
	CANON("range", ATTRTAB_PARAM, "i8 0, 256", "ERR-1"); /* too large */
	CANON("range", ATTRTAB_PARAM, "i8 -129, 0", "ERR-1");
	CANON("range", ATTRTAB_PARAM, "i8 -128, 0", "range(i8 -128, 0)");
	CANON("range", ATTRTAB_PARAM, "i32 5, 5", "ERR-1"); /* empty set */
	CANON("range", ATTRTAB_PARAM, "<4 x i32> 0, 1", "ERR-1");
	CANON("range", ATTRTAB_PARAM, "i32 1", "ERR-1");
	CANON("range", ATTRTAB_FN, "i32 0, 1", "ERR-1");
	CANON("range", ATTRTAB_PARAM, "i32 u0x10, 20", "ERR-2");
}

static void test_canon_initializes(void **state)
{
	(void)state;
	CANON("initializes", ATTRTAB_PARAM, "(0, 4)", "initializes((0, 4))");
	CANON("initializes", ATTRTAB_PARAM, " ( 0 , 4 ) , ( 8 , 12 ) ",
	      "initializes((0, 4), (8, 12))");
	CANON("initializes", ATTRTAB_PARAM, "(-4,0)", "initializes((-4, 0))");
	CANON("initializes", ATTRTAB_PARAM, "(8,12),(0,4)", "ERR-1");
	CANON("initializes", ATTRTAB_PARAM, "(0,4),(4,8)", "ERR-1");
	CANON("initializes", ATTRTAB_PARAM, "(4,4)", "ERR-1");
	CANON("initializes", ATTRTAB_PARAM, "(0, 9223372036854775808)", "ERR-1");
	CANON("initializes", ATTRTAB_PARAM, "", "ERR-1");
	CANON("initializes", ATTRTAB_PARAM, "(0,4),", "ERR-1");
	CANON("initializes", ATTRTAB_PARAM, "(0, 18446744073709551620)",
	      "ERR-2");
}

static void test_canon_small_parens(void **state)
{
	(void)state;
	CANON("allocsize", ATTRTAB_FN, " 0 , 1 ", "allocsize(0,1)");
	CANON("allocsize", ATTRTAB_FN, "0", "allocsize(0)");
	CANON("allocsize", ATTRTAB_FN, "0, 4294967295", "allocsize(0)");
	CANON("allocsize", ATTRTAB_FN, "4294967295", "allocsize(4294967295)");
	CANON("allocsize", ATTRTAB_FN, "0, 0", "ERR-1");
	CANON("allocsize", ATTRTAB_FN, "4294967296", "ERR-1");
	CANON("vscale_range", ATTRTAB_FN, "1", "vscale_range(1,1)");
	CANON("vscale_range", ATTRTAB_FN, "2, 16", "vscale_range(2,16)");
	CANON("vscale_range", ATTRTAB_FN, "1,0", "vscale_range(1,0)");
	CANON("vscale_range", ATTRTAB_FN, "0,4", "vscale_range(0,4)");
	CANON("vscale_range", ATTRTAB_FN, "0", "DROP");
	CANON("vscale_range", ATTRTAB_FN, "0,0", "DROP");
	CANON("uwtable", ATTRTAB_FN, NULL, "uwtable");
	CANON("uwtable", ATTRTAB_FN, "async", "uwtable");
	CANON("uwtable", ATTRTAB_FN, " sync ", "uwtable(sync)");
	CANON("uwtable", ATTRTAB_FN, "none", "ERR-1");
	CANON("allockind", ATTRTAB_FN, "\"aligned,zeroed,alloc\"",
	      "allockind(\"alloc,zeroed,aligned\")");
	CANON("allockind", ATTRTAB_FN, " \"realloc\" ", "allockind(\"realloc\")");
	CANON("allockind", ATTRTAB_FN, "\"alloc, free\"", "ERR-1");
	CANON("allockind", ATTRTAB_FN, "\"\"", "ERR-1");
	CANON("allockind", ATTRTAB_FN, "alloc", "ERR-1");
}

static void test_canon_small_buffer(void **state)
{
	char buf[8];
	const struct attrtab_info *ai = lookup("memory");
	(void)state;
	assert_int_equal(attrtab_canon(ai, ATTRTAB_FN, "read", 4, buf, sizeof buf),
			 -2);
	assert_int_equal(attrtab_canon(lookup("cold"), ATTRTAB_FN, NULL, 0, buf,
				       sizeof buf),
			 0);
	assert_string_equal(buf, "cold");
	assert_int_equal(attrtab_canon(lookup("cold"), ATTRTAB_FN, NULL, 0, buf,
				       4),
			 -2);
}

static void test_canon_string(void **state)
{
	char buf[64];
	(void)state;
	assert_int_equal(attrtab_canon_string("k", 1, "v", 1, 1, buf, sizeof buf),
			 0);
	assert_string_equal(buf, "\"k\"=\"v\"");
	attrtab_canon_string("k", 1, "", 0, 1, buf, sizeof buf);
	assert_string_equal(buf, "\"k\""); /* empty value prints bare */
	attrtab_canon_string("aa", 2, NULL, 0, 0, buf, sizeof buf);
	assert_string_equal(buf, "\"aa\"");
	/* value re-escaped: \5C -> \\, \22 -> \22, \0a -> \0A; key raw */
	attrtab_canon_string("\\01k", 4, "v\\5C\\22\\0a\\7f\\80", 16, 1, buf,
			     sizeof buf);
	assert_string_equal(buf, "\"\001k\"=\"v\\\\\\22\\0A\\7F\\80\"");
	attrtab_canon_string("b\\5c", 4, NULL, 0, 0, buf, sizeof buf);
	assert_string_equal(buf, "\"b\\\"");
	assert_int_equal(attrtab_canon_string("\\00", 3, NULL, 0, 0, buf,
					      sizeof buf),
			 -2);
}

/* ---- attrtab: ordering -------------------------------------------------- */

static void test_order(void **state)
{
	/* `opt -S` output order of a function attribute set */
	static const char *const fn_set[] = {
	    "alwaysinline", "cold", "convergent", "nocallback", "nofree",
	    "noinline", "nosync", "nounwind", "optnone", "speculatable",
	    "willreturn", "preallocated(i32)", "allockind(\"alloc\")",
	    "allocsize(0)", "memory(read)", "alignstack=8", "uwtable",
	    "vscale_range(1,2)", "\"\"", "\"A\"=\"\\01x\"", "\"B\"",
	    "\"a\"=\"z\"", "\"b\"=\"1\""};
	/* and of a parameter attribute set */
	static const char *const param_set[] = {
	    "allocalign", "noalias", "nofree", "noundef", "nonnull",
	    "readonly", "writeonly", "zeroext", "byref(i32)", "sret(i32)",
	    "align 16", "captures(none)", "dereferenceable(8)",
	    "nofpclass(nan)", "alignstack(8)", "range(i32 0, 10)",
	    "initializes((0, 4))"};
	size_t i;
	(void)state;
	for (i = 0; i + 1 < sizeof fn_set / sizeof fn_set[0]; i++)
		assert_true(cmp_text(fn_set[i], fn_set[i + 1]) < 0);
	for (i = 0; i + 1 < sizeof param_set / sizeof param_set[0]; i++)
		assert_true(cmp_text(param_set[i], param_set[i + 1]) < 0);
	assert_int_equal(cmp_text("nounwind", "nounwind"), 0);
	assert_true(cmp_text("\"b\"=\"1\"", "\"b\"=\"2\"") < 0);
	assert_true(cmp_text("\"b\"", "\"ba\"") < 0);
	assert_true(cmp_text("\"z\"", "nounwind") > 0);
	assert_int_equal(attrtab_order_of("memory(none)", 12), 95);
	assert_int_equal(attrtab_order_of("align 8", 7), 89);
	assert_int_equal(attrtab_order_of("\"x\"", 3), ATTRTAB_ORDER_STRING);
	assert_int_equal(attrtab_order_of("bogus", 5), 0);
}

/* ---- intrintab ---------------------------------------------------------- */

static const struct intrintab_info *ilookup(const char *name)
{
	return intrintab_lookup(name, strlen(name));
}

static void test_intrinsic_lookup(void **state)
{
	const struct intrintab_info *ii;
	(void)state;
	ii = ilookup("llvm.amdgcn.workitem.id.x");
	assert_non_null(ii);
	assert_null(ii->overload);
	assert_string_equal(ii->fn_attrs,
			    "nocallback nofree nosync nounwind speculatable "
			    "willreturn memory(none)");
	assert_string_equal(ii->ret_attrs, "noundef range(i32 0, 1024)");
	/* overloaded: suffix is ignored for the lookup */
	ii = ilookup("llvm.amdgcn.readfirstlane.i64");
	assert_non_null(ii);
	assert_string_equal(ii->name, "llvm.amdgcn.readfirstlane");
	assert_string_equal(ii->overload, "r");
	assert_string_equal(ii->fn_attrs,
			    "convergent nocallback nocreateundeforpoison nofree "
			    "nounwind willreturn memory(none)");
	assert_non_null(ilookup("llvm.amdgcn.readfirstlane"));
	/* the longest known prefix decides */
	ii = ilookup("llvm.amdgcn.permlane16.var");
	assert_string_equal(ii->name, "llvm.amdgcn.permlane16.var");
	assert_null(ii->overload);
	ii = ilookup("llvm.amdgcn.permlane16.i32");
	assert_string_equal(ii->name, "llvm.amdgcn.permlane16");
	assert_null(ilookup("llvm.amdgcn.permlane16.var.i32"));
	assert_null(ilookup("llvm.amdgcn.workitem.id.x.i32"));
	/* typed-pointer era suffix is just a suffix */
	ii = ilookup("llvm.memcpy.p0i8.p0i8.i64");
	assert_string_equal(ii->name, "llvm.memcpy");
	/* not intrinsics in LLVM 22 */
	assert_null(ilookup("llvm.nvvm.barrier0"));
	assert_null(ilookup("llvm.amdgcn.buffer.atomic.add.i32"));
	assert_null(ilookup("llvm.amdgcn.rts.ray.save"));
	assert_null(ilookup("llvm.foo"));
	assert_null(ilookup("llvm."));
	assert_null(ilookup("llvm"));
	assert_null(ilookup("printf"));
	assert_null(ilookup("llvm.x86.sse2.pause"));
}

static void test_intrinsic_attrs(void **state)
{
	const struct intrintab_info *ii;
	const char *t;
	size_t n;
	(void)state;
	ii = ilookup("llvm.experimental.convergence.entry");
	assert_string_equal(ii->fn_attrs,
			    "convergent nocallback nofree nosync nounwind "
			    "willreturn memory(none)");
	assert_non_null(ilookup("llvm.experimental.convergence.anchor"));
	assert_non_null(ilookup("llvm.experimental.convergence.loop"));
	ii = ilookup("llvm.nvvm.barrier.cta.sync.aligned.all");
	assert_string_equal(ii->fn_attrs, "convergent nocallback nounwind");
	ii = ilookup("llvm.amdgcn.s.barrier");
	assert_string_equal(ii->fn_attrs,
			    "convergent nocallback nofree nounwind willreturn");
	ii = ilookup("llvm.nvvm.read.ptx.sreg.laneid");
	assert_string_equal(ii->ret_attrs, "noundef range(i32 0, 32)");
	ii = ilookup("llvm.assume");
	assert_string_equal(ii->fn_attrs,
			    "nocallback nofree nosync nounwind willreturn "
			    "memory(inaccessiblemem: write)");
	ii = ilookup("llvm.memcpy.p0.p0.i64");
	assert_string_equal(ii->fn_attrs,
			    "nocallback nofree nounwind willreturn "
			    "memory(argmem: readwrite)");
	intrintab_param_attrs(ii, 0, &t, &n);
	assert_int_equal(n, strlen("noalias writeonly captures(none)"));
	assert_memory_equal(t, "noalias writeonly captures(none)", n);
	intrintab_param_attrs(ii, 1, &t, &n);
	assert_memory_equal(t, "noalias readonly captures(none)", n);
	intrintab_param_attrs(ii, 2, &t, &n);
	assert_int_equal(n, 0);
	intrintab_param_attrs(ii, 3, &t, &n);
	assert_int_equal(n, 6);
	assert_memory_equal(t, "immarg", 6);
	intrintab_param_attrs(ii, 9, &t, &n);
	assert_int_equal(n, 0);
	ii = ilookup("llvm.coro.resume"); /* an intrinsic without attributes */
	assert_string_equal(ii->fn_attrs, "");
	ii = ilookup("llvm.dbg.value");
	assert_null(ii->fn_attrs);
	assert_int_equal(ii->flags, INTRINTAB_DEBUG_RECORD);
	ii = ilookup("llvm.scmp.i8.i32");
	assert_true(ii->flags & INTRINTAB_RET_RANGE_BY_TYPE);
}

static void test_intrinsic_table_consistent(void **state)
{
	size_t i, n = intrintab_count();
	(void)state;
	assert_true(n > 4000);
	assert_null(intrintab_at(n));
	for (i = 0; i < n; i++) {
		const struct intrintab_info *ii = intrintab_at(i);
		const char *p;
		struct intrintab_slot slots[16];
		if (i + 1 < n)
			assert_true(strcmp(ii->name, intrintab_at(i + 1)->name) <
				    0);
		assert_ptr_equal(intrintab_lookup(ii->name, strlen(ii->name)),
				 ii);
		assert_true(intrintab_overload_slots(ii, slots, 16) >= 0);
		if (ii->fn_attrs == NULL)
			continue;
		/* every printed set is in LLVM print order */
		p = ii->fn_attrs;
		while (*p != '\0') {
			const char *q = p, *r;
			int depth = 0;
			while (*q != '\0' && (*q != ' ' || depth > 0)) {
				depth += (*q == '(') - (*q == ')');
				q++;
			}
			if (*q == '\0')
				break;
			r = q + 1;
			{
				const char *e = r;
				depth = 0;
				while (*e != '\0' && (*e != ' ' || depth > 0)) {
					depth += (*e == '(') - (*e == ')');
					e++;
				}
				assert_true(attrtab_compare(p, (size_t)(q - p), r,
							    (size_t)(e - r)) < 0);
			}
			p = r;
		}
	}
}

static void test_overload_slots(void **state)
{
	struct intrintab_slot s[8];
	(void)state;
	assert_int_equal(
	    intrintab_overload_slots(ilookup("llvm.memcpy"), s, 8), 3);
	assert_int_equal(s[0].kind, INTRINTAB_SLOT_PARAM);
	assert_int_equal(s[2].index, 2);
	assert_int_equal(
	    intrintab_overload_slots(ilookup("llvm.amdgcn.icmp"), s, 8), 2);
	assert_int_equal(s[0].kind, INTRINTAB_SLOT_RET);
	assert_int_equal(s[1].kind, INTRINTAB_SLOT_PARAM);
	assert_int_equal(s[1].index, 0);
	assert_int_equal(intrintab_overload_slots(
			     ilookup("llvm.uadd.with.overflow"), s, 8),
			 1);
	assert_int_equal(s[0].kind, INTRINTAB_SLOT_RET_ELEM);
	assert_int_equal(s[0].index, 0);
	assert_string_equal(ilookup("llvm.amdgcn.if")->overload, "r[1]");
	assert_string_equal(ilookup("llvm.amdgcn.else")->overload, "r[1],0");
	assert_string_equal(ilookup("llvm.amdgcn.if.break")->overload, "r");
	assert_string_equal(ilookup("llvm.amdgcn.ballot")->overload, "r");
	assert_string_equal(ilookup("llvm.amdgcn.fcmp")->overload, "r,0");
	assert_string_equal(ilookup("llvm.lifetime.start")->overload, "0");
	assert_int_equal(intrintab_overload_slots(
			     ilookup("llvm.amdgcn.workitem.id.x"), s, 8),
			 0);
}

static void test_mangle_type(void **state)
{
	static const char *const cases[][2] = {
	    {"i1", "i1"},
	    {"i1024", "i1024"},
	    {"half", "f16"},
	    {"bfloat", "bf16"},
	    {"float", "f32"},
	    {"double", "f64"},
	    {"fp128", "f128"},
	    {"x86_fp80", "f80"},
	    {"ppc_fp128", "ppcf128"},
	    {"x86_amx", "x86amx"},
	    {"ptr", "p0"},
	    {"ptr addrspace(5)", "p5"},
	    {"<4 x i32>", "v4i32"},
	    {"<2 x half>", "v2f16"},
	    {"<4 x ptr addrspace(3)>", "v4p3"},
	    {"<vscale x 4 x i32>", "nxv4i32"},
	    {"<vscale x 2 x ptr addrspace(1)>", "nxv2p1"},
	    {"[4 x i32]", "a4i32"},
	    {"[2 x [3 x float]]", "a2a3f32"},
	    {"{ i32, float }", "sl_i32f32s"},
	    {"{}", "sl_s"},
	    {"<{ i32, i8 }>", "sl_i32i8s"},
	    {"{ i32, { float, ptr } }", "sl_i32sl_f32p0ss"},
	    {"[2 x { i32, i8 }]", "a2sl_i32i8s"},
	    {"%S", "s_Ss"},
	    {"%struct.foo", "s_struct.foos"},
	    {"%\"a b\"", "s_a bs"},
	    {"{ %S, i32 }", "sl_s_Ssi32s"},
	    {"target(\"spirv.Image\", i32, 1)", "tspirv.Image_i32_1t"},
	    {"target(\"foo\")", "tfoot"},
	    {"target(\"x\", ptr addrspace(1), i8)", "tx_p1_i8t"},
	    {"i8*", "p0"},
	    {"i32 addrspace(3)*", "p3"},
	};
	char buf[64];
	size_t i;
	(void)state;
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		assert_int_equal(intrintab_mangle_type(cases[i][0],
						       strlen(cases[i][0]), buf,
						       sizeof buf),
				 0);
		assert_string_equal(buf, cases[i][1]);
	}
	assert_int_equal(intrintab_mangle_type("%0", 2, buf, sizeof buf), 1);
	assert_string_equal(buf, "s_s");
	assert_int_equal(intrintab_mangle_type("{ %0 }", 6, buf, sizeof buf), 1);
	assert_string_equal(buf, "sl_s_ss");
	assert_int_equal(intrintab_mangle_type("token", 5, buf, sizeof buf), -1);
	assert_int_equal(intrintab_mangle_type("<4 x i32", 8, buf, sizeof buf),
			 -1);
	assert_int_equal(intrintab_mangle_type("i32 i32", 7, buf, sizeof buf),
			 -1);
	assert_int_equal(intrintab_mangle_type("<4 x i32>", 9, buf, 3), -2);
}

static void test_renames(void **state)
{
	const struct intrintab_rename *r;
	(void)state;
	r = intrintab_rename_lookup("llvm.nvvm.barrier0", 18);
	assert_non_null(r);
	assert_string_equal(r->new_name, "llvm.nvvm.barrier.cta.sync.aligned.all");
	assert_string_equal(r->extra_args, "i32 0");
	assert_non_null(ilookup(r->new_name));
	r = intrintab_rename_lookup("llvm.nvvm.barrier.sync", 22);
	assert_string_equal(r->new_name, "llvm.nvvm.barrier.cta.sync.all");
	assert_null(intrintab_rename_lookup("llvm.nvvm.barrier0.and", 22));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_lookup),
	    cmocka_unit_test(test_table_sorted_and_orders),
	    cmocka_unit_test(test_form_at),
	    cmocka_unit_test(test_canon_flags_and_types),
	    cmocka_unit_test(test_canon_int),
	    cmocka_unit_test(test_canon_memory),
	    cmocka_unit_test(test_legacy_memory),
	    cmocka_unit_test(test_canon_captures),
	    cmocka_unit_test(test_canon_nofpclass),
	    cmocka_unit_test(test_canon_range),
	    cmocka_unit_test(test_canon_initializes),
	    cmocka_unit_test(test_canon_small_parens),
	    cmocka_unit_test(test_canon_small_buffer),
	    cmocka_unit_test(test_canon_string),
	    cmocka_unit_test(test_order),
	    cmocka_unit_test(test_intrinsic_lookup),
	    cmocka_unit_test(test_intrinsic_attrs),
	    cmocka_unit_test(test_intrinsic_table_consistent),
	    cmocka_unit_test(test_overload_slots),
	    cmocka_unit_test(test_mangle_type),
	    cmocka_unit_test(test_renames),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
