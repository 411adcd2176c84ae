/* layout.h - data layout facts (see layout.c). */
#ifndef CV_LAYOUT_H
#define CV_LAYOUT_H

#include "ir/ir.h"

#define LAYOUT_MAX_SPECS 32

struct align_spec {
	unsigned bits; /* type size, or address space for pointers */
	unsigned abi, pref; /* bytes */
	unsigned size;      /* pointers: size in bits */
	unsigned idx;       /* pointers: index size in bits */
};

struct layout {
	struct align_spec ints[LAYOUT_MAX_SPECS], floats[LAYOUT_MAX_SPECS],
		vecs[LAYOUT_MAX_SPECS], ptrs[LAYOUT_MAX_SPECS];
	unsigned nints, nfloats, nvecs, nptrs;
	unsigned agg_abi, agg_pref;
	unsigned alloca_as, program_as, global_as;
};

void layout_default(struct layout *l);
int layout_parse_into(struct layout *l, const char *dl, size_t len);
const char *layout_validate(const char *dl, size_t len);
/* LLVM 22's default data layout for a target triple, or NULL. */
const char *target_default_layout(const char *triple);

#endif
