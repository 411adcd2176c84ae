/*
 * attrtab: the LLVM 22 attribute keywords, their print order and the text
 * `opt -S` prints for each of them.
 *
 * The parser tokenizes an attribute and hands over its keyword and the raw
 * text of its argument; this module answers three questions:
 *   - is it an attribute, where may it appear, what argument shape follows
 *     (attrtab_lookup, attrtab_form_at);
 *   - what does LLVM 22 print for it (attrtab_canon, attrtab_canon_string);
 *   - where does it go when LLVM prints a set of attributes (order field,
 *     attrtab_compare).
 * Legacy spellings that LLVM 22 upgrades while parsing (readnone & co. on
 * functions, nocapture on parameters) are described by the `legacy` field and
 * folded by attrtab_legacy_effects / attrtab_legacy_memory.
 *
 * All rules were established by running /usr/lib/llvm-22/bin/opt -S; see
 * docs/llvm-printing-notes.md for the experiments.  Pure functions, no
 * allocation, no global mutable state.
 */
#ifndef CONVERGE_ATTRTAB_H
#define CONVERGE_ATTRTAB_H

#include <stddef.h>

/* Shape of what follows the keyword in the input. */
enum attrtab_form {
	ATTRTAB_FLAG,   /* keyword alone: nounwind, noundef, ... */
	ATTRTAB_INT,    /* align 8 | align(8) | align=8 (group); alignstack(8) |
	                   alignstack=8 (group); dereferenceable(8);
	                   dereferenceable_or_null(8).  Raw text = the digits. */
	ATTRTAB_TYPE,   /* byval(<ty>) ... the parser parses the type itself */
	ATTRTAB_PAREN,  /* keyword(...) with arbitrary content; raw text = what
	                   is between the outer parentheses.  uwtable is the one
	                   keyword whose parentheses are optional (raw length 0
	                   means "no parentheses"). */
	ATTRTAB_LEGACY  /* pre-LLVM-17 spelling that LLVM 22 rewrites while
	                   parsing: see the `legacy` field */
};

/* Positions (bit mask) an attribute may take. */
enum { ATTRTAB_FN = 1, ATTRTAB_PARAM = 2, ATTRTAB_RET = 4 };

/*
 * Spelling variant for function attributes, or-ed into `where` of
 * attrtab_canon: without it ATTRTAB_FN yields the spelling of an
 * `attributes #N = { ... }` group (alignstack=8), with it the spelling of the
 * `; Function Attrs: ...` comment line that precedes a function
 * (alignstack(8)).  Only alignstack differs.
 */
enum { ATTRTAB_INLINE = 8 };

/* Legacy memory keywords on functions and call sites (`legacy` field). */
enum {
	ATTRTAB_LEGACY_READNONE = 1u << 0,
	ATTRTAB_LEGACY_READONLY = 1u << 1,
	ATTRTAB_LEGACY_WRITEONLY = 1u << 2,
	ATTRTAB_LEGACY_ARGMEMONLY = 1u << 3,
	ATTRTAB_LEGACY_INACCESSIBLEMEMONLY = 1u << 4,
	ATTRTAB_LEGACY_INACCESSIBLEMEM_OR_ARGMEMONLY = 1u << 5,
	ATTRTAB_LEGACY_NOCAPTURE = 1u << 6 /* parameters: captures(none) */
};

/* Print order of string attributes ("key"="value"): after every keyword. */
#define ATTRTAB_ORDER_STRING 0xFFFFu

struct attrtab_info {
	const char *name;
	unsigned short order; /* LLVM 22 attribute kind number (1..101); sets
	                         print in increasing order.  Legacy keywords carry
	                         the order of what they become (memory, captures);
	                         readnone/readonly/writeonly keep their own
	                         (parameter) order. */
	unsigned char form;   /* enum attrtab_form, for the keyword's main use;
	                         see attrtab_form_at */
	unsigned char where;  /* ATTRTAB_FN | ATTRTAB_PARAM | ATTRTAB_RET where the
	                         LLVM 22 parser accepts it (legacy uses included) */
	unsigned char legacy; /* ATTRTAB_LEGACY_* bit, 0 for modern keywords */
};

/* The attribute keyword `name` (not NUL-terminated), or NULL. */
const struct attrtab_info *attrtab_lookup(const char *name, size_t len);

/* Number of keyword entries and the i-th one (alphabetical). */
size_t attrtab_count(void);
const struct attrtab_info *attrtab_at(size_t i);

/*
 * Form of `ai` at position `where` (one of ATTRTAB_FN/PARAM/RET): readnone,
 * readonly and writeonly are ATTRTAB_FLAG on parameters but ATTRTAB_LEGACY on
 * functions and call sites.  -1 if the LLVM 22 parser rejects the keyword at
 * that position ("this attribute does not apply to ...").  `align` is accepted
 * at ATTRTAB_FN: LLVM moves it to the function's alignment (`align 16` after
 * the parameter list), it never prints as a function attribute.
 */
int attrtab_form_at(const struct attrtab_info *ai, int where);

/*
 * Canonical text LLVM 22 prints for one attribute.
 *   where: ATTRTAB_PARAM or ATTRTAB_RET (inline spelling), ATTRTAB_FN (group
 *          spelling) or ATTRTAB_FN | ATTRTAB_INLINE (comment spelling).
 *   raw:   INT: the digits; PAREN: the text between the outer parentheses,
 *          exactly as in the input; TYPE: the type as the printer prints it;
 *          FLAG/LEGACY: ignored.
 * Results: 0 and a NUL-terminated `out`; 1 when the attribute is valid but
 * LLVM drops it (vscale_range(0), alignstack=0 in a group) and `out` is "";
 * -1 when LLVM 22 rejects the input; -2 when `cap` is too small or the input
 * is outside what this module models (integers wider than 4096 bits, hex
 * integer literals in range()).
 * A legacy keyword yields what it becomes on its own (argmemonly ->
 * memory(argmem: readwrite), nocapture -> captures(none)); several legacy
 * memory keywords of one list combine: use attrtab_legacy_memory.
 * align at ATTRTAB_FN yields "align N" (the function alignment, which LLVM
 * prints after the parameter list, not in the attribute set).
 */
int attrtab_canon(const struct attrtab_info *ai, int where, const char *raw,
		  size_t len, char *out, size_t cap);

/*
 * Canonical text of a string attribute.  key/val are the raw bytes between
 * the quotes in the input (escapes \\ and \XX still in place); has_value is 0
 * for a bare "key".  LLVM prints the key unescaped, byte for byte, and the
 * value re-escaped (printable ASCII except '"' and '\' verbatim, '\' as \\,
 * everything else as \XX upper-case); an empty value prints as the bare key.
 * Returns 0, or -2 if `cap` is too small.
 */
int attrtab_canon_string(const char *key, size_t klen, const char *val,
			 size_t vlen, int has_value, char *out, size_t cap);

/*
 * Order of two canonical attribute texts inside one printed set: keyword
 * attributes by kind number, then string attributes by key (byte-wise,
 * shorter first on a common prefix), then by value.  <0, 0, >0 like strcmp.
 * Both texts must come from attrtab_canon / attrtab_canon_string.
 */
int attrtab_compare(const char *a, size_t alen, const char *b, size_t blen);

/* Print order of a canonical attribute text (ATTRTAB_ORDER_STRING for a
 * string attribute, 0 if unknown). */
unsigned attrtab_order_of(const char *text, size_t len);

/*
 * Memory effects, LLVM's layout: two bits per location (bit 0 = read,
 * bit 1 = write), location k at bits 2k..2k+1.
 */
enum attrtab_memloc {
	ATTRTAB_MEM_ARGMEM = 0,
	ATTRTAB_MEM_INACCESSIBLEMEM = 1,
	ATTRTAB_MEM_ERRNOMEM = 2,
	ATTRTAB_MEM_OTHER = 3, /* the default access kind */
	ATTRTAB_MEM_TARGET_MEM0 = 4,
	ATTRTAB_MEM_TARGET_MEM1 = 5,
	ATTRTAB_MEM_NLOC = 6
};
#define ATTRTAB_MEM_UNKNOWN 0xFFFu /* readwrite everywhere */

/* Parse the inside of memory(...); 0 or -1. */
int attrtab_memory_parse(const char *raw, size_t len, unsigned *effects);
/* Print memory(...) for `effects`; 0 or -2. */
int attrtab_memory_print(unsigned effects, char *out, size_t cap);

/*
 * Memory effects of a set of legacy keywords found in ONE attribute list
 * (the inline list of a function header or call site, or one attribute
 * group): the intersection of readnone = none, readonly = read everywhere,
 * writeonly = write everywhere, argmemonly = argmem only,
 * inaccessiblememonly = inaccessiblemem only, inaccessiblemem_or_argmemonly =
 * both.  Repetition and order do not matter.  If the mask holds any of these
 * bits, LLVM adds the result as the list's memory attribute, REPLACING any
 * memory(...) written in the same list, wherever it stands.  Across lists the
 * usual merge applies: attribute groups referenced by a function or call are
 * merged over its inline attributes, so a group's memory wins.
 * Returns ATTRTAB_MEM_UNKNOWN if no memory bit is set in legacy_mask.
 */
unsigned attrtab_legacy_effects(unsigned legacy_mask);
/* memory(...) text for attrtab_legacy_effects(legacy_mask); 1 (and "") if no
 * legacy memory keyword is in the mask, else 0 or -2. */
int attrtab_legacy_memory(unsigned legacy_mask, char *out, size_t cap);

/*
 * captures(...): components as in LLVM (none 0, address_is_null 1,
 * address 3, read_provenance 4, provenance 12).
 */
int attrtab_captures_parse(const char *raw, size_t len, unsigned *other,
			   unsigned *ret);
int attrtab_captures_print(unsigned other, unsigned ret, char *out,
			   size_t cap);

/* nofpclass(...): 10-bit FPClassTest mask (snan 1 ... pinf 512). */
int attrtab_nofpclass_parse(const char *raw, size_t len, unsigned *mask);
int attrtab_nofpclass_print(unsigned mask, char *out, size_t cap);

#endif
