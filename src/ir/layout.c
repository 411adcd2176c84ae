/*
 * layout.c - the parts of the data layout string (LangRef "Data Layout")
 * that decide alignments the printer shows: ABI alignment for load/store,
 * preferred alignment for alloca, the alloca and program address spaces.
 */
#include <string.h>

#include "ir/ir.h"
#include "ir/layout.h"

static void set_spec(struct align_spec *s, unsigned *n, unsigned bits,
		     unsigned abi, unsigned pref)
{
	unsigned i;
	for (i = 0; i < *n; i++)
		if (s[i].bits == bits)
			break;
	if (i == *n) {
		if (*n >= LAYOUT_MAX_SPECS)
			return;
		(*n)++;
	}
	s[i].bits = bits;
	s[i].abi = abi;
	s[i].pref = pref;
}

void layout_default(struct layout *l)
{
	memset(l, 0, sizeof *l);
	set_spec(l->ints, &l->nints, 1, 1, 1);
	set_spec(l->ints, &l->nints, 8, 1, 1);
	set_spec(l->ints, &l->nints, 16, 2, 2);
	set_spec(l->ints, &l->nints, 32, 4, 4);
	set_spec(l->ints, &l->nints, 64, 4, 8);
	set_spec(l->floats, &l->nfloats, 16, 2, 2);
	set_spec(l->floats, &l->nfloats, 32, 4, 4);
	set_spec(l->floats, &l->nfloats, 64, 8, 8);
	set_spec(l->floats, &l->nfloats, 80, 16, 16);
	set_spec(l->floats, &l->nfloats, 128, 16, 16);
	set_spec(l->vecs, &l->nvecs, 64, 8, 8);
	set_spec(l->vecs, &l->nvecs, 128, 16, 16);
	l->agg_abi = 1;
	l->agg_pref = 8;
	l->ptrs[0].bits = 0; /* address space */
	l->ptrs[0].abi = 8;
	l->ptrs[0].pref = 8;
	l->ptrs[0].size = 64;
	l->ptrs[0].idx = 64;
	l->nptrs = 1;
}

static const char *num(const char *p, const char *e, unsigned *v)
{
	unsigned x = 0;
	if (p >= e || *p < '0' || *p > '9')
		return NULL;
	while (p < e && *p >= '0' && *p <= '9') {
		x = x * 10 + (unsigned)(*p - '0');
		if (x > (1u << 24))
			return NULL;
		p++;
	}
	*v = x;
	return p;
}

/* Parses one "a:b:c" specification after its letter(s).  Returns the
 * count of numbers read (up to 4). */
static int nums(const char *p, const char *e, unsigned *out)
{
	int n = 0;
	while (p < e && n < 4) {
		const char *q = num(p, e, &out[n]);
		if (!q)
			return n;
		n++;
		p = q;
		if (p < e && *p == ':')
			p++;
		else
			break;
	}
	return n;
}

int layout_parse_into(struct layout *l, const char *dl, size_t len)
{
	const char *p = dl, *e = dl + len;
	layout_default(l);
	while (p < e) {
		const char *q = memchr(p, '-', (size_t)(e - p));
		const char *se = q ? q : e;
		unsigned v[4] = {0, 0, 0, 0};
		int n;
		switch (*p) {
		case 'i': case 'f': case 'v':
			n = nums(p + 1, se, v);
			if (n >= 2) {
				unsigned pref = n >= 3 ? v[2] : v[1];
				if (*p == 'i')
					set_spec(l->ints, &l->nints, v[0], v[1] / 8, pref / 8);
				else if (*p == 'f')
					set_spec(l->floats, &l->nfloats, v[0], v[1] / 8, pref / 8);
				else
					set_spec(l->vecs, &l->nvecs, v[0], v[1] / 8, pref / 8);
			}
			break;
		case 'a':
			if (p + 1 < se && p[1] == ':') {
				n = nums(p + 2, se, v);
				if (n >= 1) {
					l->agg_abi = v[0] ? v[0] / 8 : 1;
					l->agg_pref = n >= 2 ? v[1] / 8 : l->agg_abi;
				}
			}
			break;
		case 'p': {
			unsigned as = 0;
			const char *r = p + 1;
			if (r < se && *r >= '0' && *r <= '9')
				r = num(r, se, &as);
			if (r && r < se && *r == ':') {
				n = nums(r + 1, se, v);
				if (n >= 2) {
					unsigned pref = n >= 3 ? v[2] : v[1];
					set_spec(l->ptrs, &l->nptrs, as, v[1] / 8, pref / 8);
					{
						unsigned k;
						for (k = 0; k < l->nptrs; k++)
							if (l->ptrs[k].bits == as) {
								l->ptrs[k].size = v[0];
								l->ptrs[k].idx = n >= 4 ? v[3] : v[0];
							}
					}
				}
			}
			break;
		}
		case 'A':
			nums(p + 1, se, v);
			l->alloca_as = v[0];
			break;
		case 'P':
			nums(p + 1, se, v);
			l->program_as = v[0];
			break;
		case 'G':
			nums(p + 1, se, v);
			l->global_as = v[0];
			break;
		default:
			break;
		}
		p = q ? q + 1 : e;
	}
	return 0;
}

struct layout *layout_parse(cv_module *m, const char *dl, size_t len)
{
	struct layout *l = arena_alloc(&m->arena, sizeof *l);
	layout_parse_into(l, dl, len);
	return l;
}

static unsigned pow2_ceil(uint64_t x)
{
	unsigned r = 1;
	while (r < x && r < (1u << 30))
		r <<= 1;
	return r;
}

static const struct align_spec *find(const struct align_spec *s, unsigned n,
				     unsigned bits)
{
	unsigned i;
	for (i = 0; i < n; i++)
		if (s[i].bits == bits)
			return &s[i];
	return NULL;
}

static unsigned align_of(const cv_module *m, tyid t, int pref);
static uint64_t type_bits(const cv_module *m, tyid t);

/* DataLayout's alignment of an integer of `bits` bits: the smallest
 * specification at least as wide, else the widest. */
static unsigned int_align(const struct layout *l, uint64_t bits, int pref)
{
	const struct align_spec *s, *best = NULL, *largest = NULL;
	unsigned i;
	for (i = 0; i < l->nints; i++) {
		s = &l->ints[i];
		if (s->bits >= bits && (!best || s->bits < best->bits))
			best = s;
		if (!largest || s->bits > largest->bits)
			largest = s;
	}
	if (!best)
		best = largest;
	return best ? (pref ? best->pref : best->abi) : 1;
}

/* A pointer's specification: its address space's, else (as
 * DataLayout::getPointerSpec) address space 0's. */
static const struct align_spec *ptr_spec(const struct layout *l, uint64_t as)
{
	const struct align_spec *s = find(l->ptrs, l->nptrs, (unsigned)as);
	return s ? s : find(l->ptrs, l->nptrs, 0);
}

static uint64_t align_to(uint64_t x, uint64_t a)
{
	return a > 1 ? (x + a - 1) / a * a : x;
}

/* The layout of a target extension type, as LLVM 22's getTargetTypeInfo
 * gives it its layout type: its size in bits and alignments; 0 if that
 * type is void (the target type has no size). */
static int target_layout(const cv_module *m, const type *ty, uint64_t *bits,
			 unsigned *abi, unsigned *pref)
{
	const struct layout *l = m->layout;
	const char *name = SYM_STR(&m->strs, ty->name);
	const struct align_spec *s;
	uint64_t elts;
	if (strcmp(name, "spirv.Type") == 0 && ty->nints >= 3 &&
	    ty->ints[1] && ty->ints[2]) {
		/* [size * 8 / align x i<align>] */
		uint64_t eb = ty->ints[2];
		uint64_t n = (uint64_t)ty->ints[1] * 8 / eb;
		*abi = int_align(l, eb, 0);
		*pref = int_align(l, eb, 1);
		*bits = n * align_to((eb + 7) / 8, *abi) * 8;
		return 1;
	}
	if (strcmp(name, "spirv.Type") == 0 ||
	    strcmp(name, "llvm.test.vectorelement") == 0) { /* i32 */
		*abi = int_align(l, 32, 0);
		*pref = int_align(l, 32, 1);
		*bits = 32;
		return 1;
	}
	if (strcmp(name, "spirv.IntegralConstant") == 0 ||
	    strcmp(name, "spirv.Literal") == 0)
		return 0;
	if (strcmp(name, "spirv.Padding") == 0) { /* [n x i8] */
		*abi = int_align(l, 8, 0);
		*pref = int_align(l, 8, 1);
		*bits = (ty->nints ? ty->ints[0] : 0) * align_to(1, *abi) * 8;
		return 1;
	}
	if (strncmp(name, "spirv.", 6) == 0 || strncmp(name, "dx.", 3) == 0) {
		s = ptr_spec(l, 0); /* ptr */
		*abi = s ? s->abi : 8;
		*pref = s ? s->pref : 8;
		*bits = s && s->size ? s->size : 64;
		return 1;
	}
	if (strcmp(name, "aarch64.svcount") == 0)
		elts = 16, *bits = 16; /* <vscale x 16 x i1> */
	else if (strcmp(name, "riscv.vector.tuple") == 0 && ty->nsub &&
		 ty->nints) { /* <vscale x (max(n, 8) * ints[0]) x i8> */
		elts = m->types[ty->sub[0]].n;
		*bits = (elts > 8 ? elts : 8) * ty->ints[0] * 8;
	} else if (strcmp(name, "amdgcn.named.barrier") == 0)
		*bits = 128; /* <4 x i32> */
	else
		return 0;
	/* a vector: its specification, else its size's next power of two */
	s = find(l->vecs, l->nvecs, (unsigned)*bits);
	if (s) {
		*abi = s->abi;
		*pref = s->pref;
	} else {
		*abi = *pref = pow2_ceil((*bits + 7) / 8);
		if (!*abi)
			*abi = *pref = 1;
	}
	return 1;
}

/* A type's allocation size in bytes: its store size rounded up to its ABI
 * alignment. */
static uint64_t alloc_bytes(const cv_module *m, tyid t)
{
	return align_to((type_bits(m, t) + 7) / 8, align_of(m, t, 0));
}

/* DataLayout::getTypeSizeInBits (a scalable vector's least). */
static uint64_t type_bits(const cv_module *m, tyid t)
{
	const type *ty = &m->types[t];
	const struct layout *l = m->layout;
	switch (ty->kind) {
	case TY_HALF: case TY_BFLOAT: return 16;
	case TY_FLOAT: return 32;
	case TY_DOUBLE: return 64;
	case TY_X86_FP80: return 80;
	case TY_FP128: case TY_PPC_FP128: return 128;
	case TY_INT: return ty->n;
	case TY_PTR: {
		const struct align_spec *s = ptr_spec(l, ty->n);
		return s && s->size ? s->size : 64;
	}
	case TY_VECTOR: return ty->n * type_bits(m, ty->sub[0]);
	case TY_ARRAY: return ty->n * alloc_bytes(m, ty->sub[0]) * 8;
	case TY_STRUCT: case TY_NAMED: {
		/* StructLayout: each member at its ABI alignment (1 in a
		 * packed struct), the end at the largest of them */
		uint64_t off = 0;
		unsigned i, a, mx = 1;
		int packed = (ty->flags & TYF_PACKED) != 0;
		for (i = 0; i < ty->nsub; i++) {
			if (ty->sub[i] == t)
				return 0;
			a = packed ? 1 : align_of(m, ty->sub[i], 0);
			off = align_to(off, a) + alloc_bytes(m, ty->sub[i]);
			if (a > mx)
				mx = a;
		}
		return align_to(off, mx) * 8;
	}
	case TY_X86_AMX: return 8192;
	case TY_TARGET: {
		uint64_t bits;
		unsigned abi, pref;
		return target_layout(m, ty, &bits, &abi, &pref) ? bits : 0;
	}
	default: return 0;
	}
}

static unsigned align_of(const cv_module *m, tyid t, int pref)
{
	const type *ty = &m->types[t];
	const struct layout *l = m->layout;
	const struct align_spec *s;
	unsigned i, a;
	switch (ty->kind) {
	case TY_INT:
		return int_align(l, ty->n, pref);
	case TY_HALF: case TY_BFLOAT: case TY_FLOAT: case TY_DOUBLE:
	case TY_X86_FP80: case TY_FP128: case TY_PPC_FP128: {
		uint64_t bits = type_bits(m, t);
		s = find(l->floats, l->nfloats, (unsigned)bits);
		if (s)
			return pref ? s->pref : s->abi;
		return pow2_ceil((bits + 7) / 8);
	}
	case TY_PTR:
		s = ptr_spec(l, ty->n);
		return s ? (pref ? s->pref : s->abi) : 8;
	case TY_VECTOR: {
		uint64_t bits = type_bits(m, t);
		s = find(l->vecs, l->nvecs, (unsigned)bits);
		if (s)
			return pref ? s->pref : s->abi;
		a = pow2_ceil((bits + 7) / 8);
		return a ? a : 1;
	}
	case TY_ARRAY:
		return align_of(m, ty->sub[0], pref);
	case TY_STRUCT: case TY_NAMED: {
		/* packed structs have ABI alignment 1; the preferred one
		 * still takes the aggregate specification */
		unsigned mx = 1;
		if ((ty->flags & TYF_PACKED) && !pref)
			return 1;
		if (!(ty->flags & TYF_PACKED))
			for (i = 0; i < ty->nsub; i++) {
				unsigned x = align_of(m, ty->sub[i], 0);
				if (x > mx)
					mx = x;
			}
		a = pref ? l->agg_pref : l->agg_abi;
		return a > mx ? a : mx;
	}
	case TY_X86_AMX:
		return pref ? 64 : 64;
	case TY_TARGET: {
		uint64_t bits;
		unsigned abi, pref_a;
		if (!target_layout(m, ty, &bits, &abi, &pref_a))
			return 1;
		return pref ? pref_a : abi;
	}
	default:
		return 1;
	}
}

unsigned layout_abi_align(const cv_module *m, tyid t)
{
	return align_of(m, t, 0);
}

unsigned layout_pref_align(const cv_module *m, tyid t)
{
	return align_of(m, t, 1);
}

/* The index size of a pointer in address space as (its size unless the
 * specification gives one). */
unsigned layout_index_bits(const cv_module *m, unsigned as)
{
	const struct align_spec *s = ptr_spec(m->layout, as);
	return s && s->idx ? s->idx : 64;
}

/* Whether a target extension type has a size: its layout type is not
 * void. */
int layout_target_sized(const cv_module *m, tyid t)
{
	uint64_t bits;
	unsigned abi, pref;
	return target_layout(m, &m->types[t], &bits, &abi, &pref);
}

/* The properties LLVM 22 gives a target extension type by its name
 * (TT_*: a zero value, allowed in globals, on the stack, in vectors). */
unsigned layout_target_props(const cv_module *m, tyid t)
{
	const char *name = SYM_STR(&m->strs, m->types[t].name);
	if (strcmp(name, "spirv.Image") == 0 ||
	    strcmp(name, "spirv.SignedImage") == 0 ||
	    strcmp(name, "spirv.Type") == 0)
		return TT_GLOBAL | TT_LOCAL;
	if (strcmp(name, "spirv.IntegralConstant") == 0 ||
	    strcmp(name, "spirv.Literal") == 0)
		return 0;
	if (strcmp(name, "spirv.Padding") == 0)
		return TT_GLOBAL;
	if (strncmp(name, "spirv.", 6) == 0)
		return TT_ZERO_INIT | TT_GLOBAL | TT_LOCAL;
	if (strcmp(name, "aarch64.svcount") == 0 ||
	    strcmp(name, "riscv.vector.tuple") == 0)
		return TT_ZERO_INIT | TT_LOCAL;
	if (strncmp(name, "dx.", 3) == 0)
		return TT_GLOBAL | TT_LOCAL;
	if (strcmp(name, "amdgcn.named.barrier") == 0)
		return TT_GLOBAL;
	if (strcmp(name, "llvm.test.vectorelement") == 0)
		return TT_LOCAL | TT_VECTOR_ELT;
	return 0;
}

uint64_t layout_store_size(const cv_module *m, tyid t)
{
	return (type_bits(m, t) + 7) / 8;
}

/* ---- validation -------------------------------------------------------- */

/* Reads a decimal component; -1 if empty or not all digits, or larger
 * than limit. */
static long long comp(const char *s, const char *e, long long limit)
{
	long long v = 0;
	if (s == e)
		return -1;
	for (; s < e; s++) {
		if (*s < '0' || *s > '9')
			return -2;
		v = v * 10 + (*s - '0');
		if (v > limit)
			return -3;
	}
	return v;
}

static int split(const char *s, const char *e, const char **parts,
		 const char **ends, int max)
{
	int n = 0;
	const char *p = s;
	for (;;) {
		const char *q = memchr(p, ':', (size_t)(e - p));
		if (n == max)
			return -1; /* more parts than any specification has */
		parts[n] = p;
		ends[n] = q ? q : e;
		n++;
		if (!q)
			return n;
		p = q + 1;
	}
}

static const char *check_align(const char *s, const char *e, int abi,
			       int allow_zero)
{
	long long v = comp(s, e, 1LL << 40);
	if (v == -1)
		return abi ? "ABI alignment component cannot be empty"
			   : "preferred alignment component cannot be empty";
	if (v < 0 || v > 65535)
		return abi ? "ABI alignment must be a 16-bit integer"
			   : "preferred alignment must be a 16-bit integer";
	if (v == 0 && !allow_zero)
		return abi ? "ABI alignment must be non-zero"
			   : "preferred alignment must be non-zero";
	if (v != 0 && (v % 8 != 0 || ((v / 8) & (v / 8 - 1)) != 0))
		return abi ? "ABI alignment must be a power of two times the byte width"
			   : "preferred alignment must be a power of two times the byte width";
	return NULL;
}

/* Checks a data layout string as LLVM 22's DataLayout::parse does;
 * returns NULL or LLVM's message for the first problem. */
const char *layout_validate(const char *dl, size_t len)
{
	const char *p = dl, *end = dl + len;
	if (len == 0)
		return NULL;
	while (p <= end) {
		const char *q = memchr(p, '-', (size_t)(end - p));
		const char *se = q ? q : end;
		const char *parts[64], *ends[64];
		int n;
		const char *err;
		if (se == p)
			return "empty specification is not allowed";
		switch (*p) {
		case 'e': case 'E':
			if (se - p != 1)
				return "malformed specification, must be just 'e' or 'E'";
			break;
		case 'm':
			if (se - p != 3 || p[1] != ':')
				return "malformed specification, must be of the form \"m:<mangling>\"";
			if (!strchr("elomwxa", p[2]))
				return "unknown mangling mode";
			break;
		case 'i': case 'f': case 'v': {
			long long sz;
			n = split(p + 1, se, parts, ends, 8);
			if (n < 2 || n > 3)
				return *p == 'i' ? "malformed specification, must be of the form \"i<size>:<abi>[:<pref>]\""
				       : *p == 'f' ? "malformed specification, must be of the form \"f<size>:<abi>[:<pref>]\""
						   : "malformed specification, must be of the form \"v<size>:<abi>[:<pref>]\"";
			sz = comp(parts[0], ends[0], (1 << 24) - 1);
			if (sz == -1)
				return "size component cannot be empty";
			if (sz <= 0)
				return "size must be a non-zero 24-bit integer";
			if ((err = check_align(parts[1], ends[1], 1, 0)))
				return err;
			if (n == 3) {
				if ((err = check_align(parts[2], ends[2], 0, 0)))
					return err;
				if (comp(parts[2], ends[2], 65535) < comp(parts[1], ends[1], 65535))
					return "preferred alignment cannot be less than the ABI alignment";
			}
			if (*p == 'i' && sz == 8 && comp(parts[1], ends[1], 65535) != 8)
				return "i8 must be 8-bit aligned";
			break;
		}
		case 'a': {
			n = split(p + 1, se, parts, ends, 8);
			if (n < 2 || n > 3)
				return "malformed specification, must be of the form \"a:<abi>[:<pref>]\"";
			/* a size may be written, for compatibility, if it is 0 */
			if (parts[0] != ends[0]) {
				const char *z;
				for (z = parts[0]; z < ends[0] && *z == '0'; z++)
					;
				if (z != ends[0])
					return "size must be zero";
			}
			if ((err = check_align(parts[1], ends[1], 1, 1)))
				return err;
			if (n == 3) {
				if ((err = check_align(parts[2], ends[2], 0, 0)))
					return err;
				if (comp(parts[2], ends[2], 65535) < comp(parts[1], ends[1], 65535))
					return "preferred alignment cannot be less than the ABI alignment";
			}
			break;
		}
		case 'p': {
			long long sz, as = 0;
			const char *c = memchr(p, ':', (size_t)(se - p));
			if (!c)
				return "malformed specification, must be of the form \"p[<n>]:<size>:<abi>[:<pref>[:<idx>]]\"";
			if (c > p + 1) {
				as = comp(p + 1, c, (1 << 24) - 1);
				if (as < 0)
					return "address space must be a 24-bit integer";
			}
			n = split(c + 1, se, parts, ends, 8);
			if (n < 2 || n > 4)
				return "malformed specification, must be of the form \"p[<n>]:<size>:<abi>[:<pref>[:<idx>]]\"";
			sz = comp(parts[0], ends[0], (1 << 24) - 1);
			if (sz == -1)
				return "pointer size component cannot be empty";
			if (sz <= 0)
				return "pointer size must be a non-zero 24-bit integer";
			if ((err = check_align(parts[1], ends[1], 1, 0)))
				return err;
			if (n >= 3) {
				if ((err = check_align(parts[2], ends[2], 0, 0)))
					return err;
				if (comp(parts[2], ends[2], 65535) < comp(parts[1], ends[1], 65535))
					return "preferred alignment cannot be less than the ABI alignment";
			}
			if (n == 4) {
				long long ix = comp(parts[3], ends[3], (1 << 24) - 1);
				if (ix <= 0)
					return "index size must be a non-zero 24-bit integer";
				if (ix > sz)
					return "index size cannot be larger than the pointer size";
			}
			break;
		}
		case 'n': {
			const char *s2 = p + 1;
			if (se - p >= 2 && p[1] == 'i' && p[2] == ':') {
				/* ni:<as>... */
				n = split(p + 3, se, parts, ends, 64);
				if (n < 0)
					return "address space must be a 24-bit integer";
				while (n-- > 0) {
					long long as = comp(parts[n], ends[n], (1 << 24) - 1);
					if (as < 0)
						return "address space must be a 24-bit integer";
					if (as == 0)
						return "address space 0 cannot be non-integral";
				}
				break;
			}
			n = split(s2, se, parts, ends, 64);
			if (n < 0)
				return "size must be a non-zero 24-bit integer";
			while (n-- > 0)
				if (comp(parts[n], ends[n], (1 << 24) - 1) <= 0)
					return "size must be a non-zero 24-bit integer";
			break;
		}
		case 'S': {
			long long v = comp(p + 1, se, 1LL << 40);
			if (v < 0)
				return "stack natural alignment must be a 16-bit integer";
			if (v == 0)
				return "stack natural alignment must be non-zero";
			if (v % 8 || ((v / 8) & (v / 8 - 1)))
				return "stack natural alignment must be a power of two times the byte width";
			break;
		}
		case 'F':
			if (se - p < 2 || (p[1] != 'i' && p[1] != 'n'))
				return se - p < 2 ? "malformed specification, must be of the form \"F<type><abi>\""
						  : "unknown function pointer alignment type";
			if ((err = check_align(p + 2, se, 1, 0)))
				return err;
			break;
		case 'A': case 'P': case 'G':
			if (comp(p + 1, se, (1 << 24) - 1) < 0)
				return "address space must be a 24-bit integer";
			break;
		case 's':
			break; /* the old stack object alignment: LLVM ignores it */
		default:
			return "unknown specifier";
		}
		if (!q)
			break;
		p = q + 1;
		if (p == end)
			return "empty specification is not allowed";
	}
	return NULL;
}

/* ---- data layouts --------------------------------------------------------- */

/* LLVM 22's default data layouts (TargetMachine::createDataLayout), which
 * opt gives a module without `target datalayout` when it knows the
 * triple: implicit alignments then follow the target. */
static const struct {
	const char *arch, *vendor; /* vendor NULL: any */
	const char *layout;
} default_layouts[] = {
	{"amdgcn", NULL,
	 "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-"
	 "p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-"
	 "v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-"
	 "v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"},
	{"r600", NULL,
	 "e-m:e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-"
	 "v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1"},
	{"nvptx", NULL,
	 "e-p:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-"
	 "n16:32:64"},
	{"nvptx64", NULL,
	 "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"},
	{"spirv64", "amd",
	 "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-"
	 "v512:512-v1024:1024-n32:64-S32-G1-P4-A0"},
	{"spirv64", NULL,
	 "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-"
	 "v512:512-v1024:1024-n8:16:32:64-G1"},
	{"spirv32", NULL,
	 "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-"
	 "v256:256-v512:512-v1024:1024-n8:16:32:64-G1"},
	{"spirv", NULL, /* also spirv1.N */
	 "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-"
	 "v512:512-v1024:1024-n8:16:32:64-G10"},
};

const char *target_default_layout(const char *triple)
{
	size_t alen = strcspn(triple, "-"), i;
	const char *vendor = triple[alen] ? triple + alen + 1 : "";
	size_t vlen = strcspn(vendor, "-");
	for (i = 0; i < sizeof default_layouts / sizeof default_layouts[0]; i++) {
		const char *a = default_layouts[i].arch;
		size_t n = strlen(a);
		int arch_ok = alen == n && strncmp(triple, a, n) == 0;
		if (!arch_ok && strcmp(a, "spirv") == 0)
			arch_ok = alen > 5 && strncmp(triple, "spirv1.", 7) == 0;
		if (!arch_ok)
			continue;
		if (default_layouts[i].vendor &&
		    (vlen != strlen(default_layouts[i].vendor) ||
		     strncmp(vendor, default_layouts[i].vendor, vlen) != 0))
			continue;
		return default_layouts[i].layout;
	}
	return NULL;
}

const char *cv_module_default_layout(const cv_module *m, const char *triple)
{
	if (m->datalayout)
		return NULL;
	if (!triple || !*triple)
		triple = m->triple ? SYM_STR(&m->strs, m->triple) : "";
	return target_default_layout(triple);
}
