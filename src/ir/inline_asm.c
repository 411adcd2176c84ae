/*
 * inline_asm.c - inline asm constraint strings as LLVM 22 reads and
 * checks them (InlineAsm::ParseConstraints and InlineAsm::verify): the
 * reader refuses a string that does not fit its function type, and the
 * verifier matches a call's operands and a callbr's labels against it.
 */
#include <string.h>

#include "ir/ir.h"

enum { ASM_MAX = 64, ASM_ALTS = 16 }; /* beyond: not checked */

typedef struct asm_ci {
	uint8_t type, indirect, nalt; /* nalt: alternatives, 0 if one */
	int32_t match;                /* the input matched to this output */
	int32_t alt_match[ASM_ALTS];
} asm_ci;

/* One constraint s[0..n) after the k before it (ci[0..k)), into ci[k],
 * as ConstraintInfo::Parse reads it: 0 if it is not understood, -1 if it
 * is beyond what is checked here. */
static int asm_constraint(const char *s, size_t n, asm_ci *ci, uint32_t k)
{
	const char *I = s, *E = s + n;
	asm_ci *c = &ci[k];
	uint32_t alt = 0, nalt = 1, j;
	int early = 0, comm = 0;
	for (j = 0; j < n; j++)
		nalt += s[j] == '|';
	if (nalt > ASM_ALTS)
		return -1;
	memset(c, 0, sizeof *c);
	c->match = -1;
	for (j = 0; j < ASM_ALTS; j++)
		c->alt_match[j] = -1;
	c->nalt = nalt > 1 ? (uint8_t)nalt : 0;
	c->type = AC_INPUT;
	if (*I == '~') {
		c->type = AC_CLOBBER;
		if (++I != E && *I != '{')
			return 0;
	} else if (*I == '=') {
		I++;
		c->type = AC_OUTPUT;
	} else if (*I == '!') {
		I++;
		c->type = AC_LABEL;
	}
	if (I != E && *I == '*') {
		c->indirect = 1;
		I++;
	}
	if (I == E)
		return 0; /* a prefix alone */
	for (;;) { /* modifiers */
		if (*I == '&') {
			if (c->type != AC_OUTPUT || early)
				return 0;
			early = 1;
		} else if (*I == '%') {
			if (c->type == AC_CLOBBER || comm)
				return 0;
			comm = 1;
		} else if (*I == '#' || *I == '*') {
			return 0;
		} else {
			break;
		}
		if (++I == E)
			return 0;
	}
	while (I < E) {
		if (*I == '{') {
			const char *q = memchr(I + 1, '}', (size_t)(E - I - 1));
			if (!q)
				return 0;
			I = q + 1;
		} else if (*I >= '0' && *I <= '9') {
			uint64_t N = 0;
			while (I < E && *I >= '0' && *I <= '9') {
				if (N < ((uint64_t)1 << 40))
					N = N * 10 + (uint64_t)(*I - '0');
				I++;
			}
			if (N >= k || ci[N].type != AC_OUTPUT || c->type != AC_INPUT)
				return 0;
			if (nalt > 1) {
				if (alt >= ci[N].nalt || ci[N].alt_match[alt] != -1)
					return 0;
				ci[N].alt_match[alt] = (int32_t)k;
			} else {
				if (ci[N].match != -1 && ci[N].match != (int32_t)k)
					return 0;
				ci[N].match = (int32_t)k;
			}
		} else if (*I == '|') {
			alt++;
			I++;
		} else if (*I == '^') { /* ^xy */
			if (E - I < 3)
				return 0; /* what opt 22 does with ^x */
			I += 3;
		} else if (*I == '@') { /* @N then N letters */
			if (E - I < 2 || I[1] < '0' || I[1] > '9' ||
			    E - I - 2 < I[1] - '0')
				return 0; /* what opt 22 does (but on "@", a crash) */
			I += 2 + (I[1] - '0');
		} else {
			I++;
		}
	}
	return 1;
}

/* Splits cs[0..n) at its commas into ci[]: the number of constraints, 0
 * with *bad set if one does not parse, or -1 beyond ASM_MAX constraints
 * or ASM_ALTS alternatives (not checked). */
static int asm_split(const char *cs, size_t n, asm_ci *ci, int *bad)
{
	const char *I = cs, *E = cs + n;
	uint32_t k = 0;
	*bad = 0;
	while (I < E) {
		const char *end = memchr(I, ',', (size_t)(E - I));
		int r;
		if (!end)
			end = E;
		if (end == I) {
			*bad = 1;
			return 0;
		}
		if (k == ASM_MAX)
			return -1;
		r = asm_constraint(I, (size_t)(end - I), ci, k);
		if (r <= 0) {
			*bad = r == 0;
			return r == 0 ? 0 : -1;
		}
		k++;
		I = end;
		if (I < E && ++I == E) {
			*bad = 1; /* "xyz," */
			return 0;
		}
	}
	return (int)k;
}

int asm_constraint_kinds(const char *cs, size_t n, uint8_t *kind,
			 uint8_t *indirect, int max)
{
	asm_ci ci[ASM_MAX];
	int bad, k = asm_split(cs, n, ci, &bad), j;
	if (k < 0 || bad || k > max)
		return -1;
	for (j = 0; j < k; j++) {
		kind[j] = ci[j].type;
		indirect[j] = ci[j].indirect;
	}
	return k;
}

/* InlineAsm::verify of constraints cs[0..n) against function type ft:
 * NULL, or LLVM's message. */
const char *asm_verify(const cv_module *m, const type *ft,
			      const char *cs, size_t n)
{
	asm_ci ci[ASM_MAX];
	uint32_t k, j, outs = 0, ins = 0, clobbers = 0, indirect = 0;
	uint32_t labels = 0;
	const type *rt = &m->types[ft->sub[0]];
	int bad, r;
	if (ft->flags & TYF_VARARG)
		return "inline asm cannot be variadic";
	r = asm_split(cs, n, ci, &bad);
	if (bad)
		return "failed to parse constraints";
	if (r < 0)
		return NULL;
	k = (uint32_t)r;
	for (j = 0; j < k; j++) {
		switch (ci[j].type) {
		case AC_OUTPUT:
			if (ins - indirect || clobbers || labels)
				return "output constraint occurs after input, "
				       "clobber or label constraint";
			if (!ci[j].indirect) {
				outs++;
				break;
			}
			indirect++; /* an indirect output counts as an input */
			/* fall through */
		case AC_INPUT:
			if (clobbers)
				return "input constraint occurs after clobber "
				       "constraint";
			ins++;
			break;
		case AC_CLOBBER:
			clobbers++;
			break;
		default:
			if (clobbers)
				return "label constraint occurs after clobber "
				       "constraint";
			labels++;
			break;
		}
	}
	if (outs == 0 && rt->kind != TY_VOID)
		return "inline asm without outputs must return void";
	if (outs == 1 && rt->kind == TY_STRUCT)
		return "inline asm with one output cannot return struct";
	if (outs > 1 && (rt->kind != TY_STRUCT || rt->nsub != outs))
		return "number of output constraints does not match number of "
		       "return struct elements";
	if (ft->nsub - 1 != ins)
		return "number of input constraints does not match number of "
		       "parameters";
	return NULL;
}
