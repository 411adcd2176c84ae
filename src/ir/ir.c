/*
 * ir.c - the IR model: opcode table, interned types, constants and
 * attribute sets.
 */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

const char *const opcode_names[OP_COUNT] = {
	"<none>",
	"ret", "br", "switch", "indirectbr", "invoke", "resume",
	"unreachable", "cleanupret", "catchret", "catchswitch", "callbr",
	"fneg",
	"add", "fadd", "sub", "fsub", "mul", "fmul", "udiv", "sdiv",
	"fdiv", "urem", "srem", "frem", "shl", "lshr", "ashr", "and",
	"or", "xor",
	"alloca", "load", "store", "getelementptr", "fence", "cmpxchg",
	"atomicrmw",
	"trunc", "zext", "sext", "fptoui", "fptosi", "uitofp",
	"sitofp", "fptrunc", "fpext", "ptrtoint", "ptrtoaddr",
	"inttoptr", "bitcast", "addrspacecast",
	"cleanuppad", "catchpad", "icmp", "fcmp", "phi", "call",
	"select", "va_arg", "extractelement", "insertelement",
	"shufflevector", "extractvalue", "insertvalue", "landingpad",
	"freeze",
};

int opcode_is_cast(int op)
{
	return op >= OP_TRUNC && op <= OP_ADDRSPACECAST;
}

int opcode_is_binary(int op)
{
	return op >= OP_ADD && op <= OP_XOR;
}

const char *ordering_name(int ord)
{
	static const char *const names[] = {
		"", "unordered", "monotonic", "acquire", "release",
		"acq_rel", "seq_cst"};
	return ord >= 0 && ord <= ORD_SEQ_CST ? names[ord] : "";
}

static uint32_t mix(uint32_t h, uint64_t v)
{
	h ^= (uint32_t)v + 0x9e3779b9u + (h << 6) + (h >> 2);
	h ^= (uint32_t)(v >> 32) + 0x9e3779b9u + (h << 6) + (h >> 2);
	return h;
}

static uint32_t type_hash(const type *t)
{
	uint32_t h = mix(t->kind, t->flags), i;
	h = mix(h, t->n);
	h = mix(h, t->nsub);
	h = mix(h, t->name);
	for (i = 0; i < t->nsub; i++)
		h = mix(h, t->sub[i]);
	for (i = 0; i < t->nints; i++)
		h = mix(h, t->ints[i]);
	return h & 0x7fffffffu;
}

static int type_eq(const type *a, const type *b)
{
	return a->kind == b->kind && a->flags == b->flags && a->n == b->n &&
	       a->nsub == b->nsub && a->name == b->name &&
	       a->nints == b->nints &&
	       (a->nsub == 0 ||
		memcmp(a->sub, b->sub, a->nsub * sizeof *a->sub) == 0) &&
	       (a->nints == 0 ||
		memcmp(a->ints, b->ints, a->nints * sizeof *a->ints) == 0);
}

/* Interns a literal type (named structs are created by the parser
 * directly and never interned).  The arrays of *t are copied. */
tyid type_intern_hint(cv_module *m, const type *t, tyid hint)
{
	if (hint && hint < m->ntypes && m->types[hint].kind != TY_NAMED &&
	    type_eq(&m->types[hint], t))
		return hint;
	return type_intern(m, t);
}

tyid type_vector(cv_module *m, tyid elem, uint64_t n, int scalable)
{
	uint32_t key = (uint32_t)n | (scalable ? 0x80000000u : 0);
	struct vec_type_ent *c =
		&m->vec_types[(elem * 31u + (uint32_t)n * 7u + (uint32_t)!!scalable) & 63u];
	type vt;
	if (n > 0x7fffffffu) /* past what the table's key holds */
		c = NULL;
	else if (c->id && c->elem == elem && c->n == key)
		return c->id;
	memset(&vt, 0, sizeof vt);
	vt.kind = TY_VECTOR;
	vt.n = n;
	vt.flags = scalable ? TYF_SCALABLE : 0;
	vt.nsub = 1;
	vt.sub = &elem;
	if (!c)
		return type_intern(m, &vt);
	c->id = type_intern(m, &vt);
	c->elem = elem;
	c->n = key;
	return c->id;
}

tyid type_intern(cv_module *m, const type *t)
{
	uint32_t h = type_hash(t), id;
	type *nt;
	if (u32map_get(&m->type_hash, h, &id)) {
		for (; id != UINT32_MAX; id = m->type_next[id])
			if (type_eq(&m->types[id], t))
				return id;
	}
	if (m->ntypes == m->captypes) {
		uint32_t ncap = m->captypes ? m->captypes * 2 : 64;
		type *nts = arena_alloc(&m->arena, ncap * sizeof *nts);
		uint32_t *nn = arena_alloc(&m->arena, ncap * sizeof *nn);
		if (m->ntypes) {
			memcpy(nts, m->types, m->ntypes * sizeof *nts);
			memcpy(nn, m->type_next, m->ntypes * sizeof *nn);
		}
		m->types = nts;
		m->type_next = nn;
		m->captypes = ncap;
	}
	id = m->ntypes++;
	nt = &m->types[id];
	*nt = *t;
	nt->sub = t->nsub ? arena_dup(&m->arena, t->sub, t->nsub * sizeof *t->sub)
			  : NULL;
	nt->ints = t->nints ? arena_dup(&m->arena, t->ints,
					t->nints * sizeof *t->ints)
			    : NULL;
	if (t->kind == TY_NAMED) {
		m->type_next[id] = UINT32_MAX;
		return id;
	}
	{
		uint32_t head;
		m->type_next[id] = u32map_get(&m->type_hash, h, &head) ? head
								 : UINT32_MAX;
	}
	u32map_put(&m->type_hash, &m->ctx->alloc, m->arena.oom, h, id);
	return id;
}

uint32_t module_add_const(cv_module *m, const constant *c)
{
	if (m->nconsts == m->capconsts) {
		uint32_t ncap = m->capconsts ? m->capconsts * 2 : 256;
		constant *nc = cv_mem_realloc(&m->ctx->alloc, m->consts,
					      m->capconsts * sizeof *nc,
					      ncap * sizeof *nc);
		if (!nc)
			longjmp(*m->arena.oom, 1);
		m->consts = nc;
		m->capconsts = ncap;
	}
	m->consts[m->nconsts] = *c;
	return m->nconsts++;
}

static int attr_cmp(const attr *a, const attr *b)
{
	if (a->order != b->order)
		return a->order < b->order ? -1 : 1;
	if (a->order == 0xffff) {
		/* string attributes: by key, then by whole text */
		if (a->key != b->key) {
			/* compared by the key text by the caller's strtab */
			return 0;
		}
	}
	return 0;
}

/* Interns a set of attributes.  attrs must already be sorted and free of
 * duplicates (see attrs_sort in parse.c). */
attrset attrset_intern(cv_module *m, const attr *attrs, uint32_t n)
{
	uint32_t h = 0x12345u, i, id;
	attrset_rec *r;
	if (n == 0)
		return 0;
	for (i = 0; i < n; i++)
		h = mix(h, attrs[i].text);
	h &= 0x7fffffffu;
	if (u32map_get(&m->attrset_hash, h, &id)) {
		while (id) {
			r = &m->attrsets[id];
			if (r->n == n) {
				for (i = 0; i < n; i++)
					if (r->attrs[i].text != attrs[i].text)
						break;
				if (i == n)
					return id;
			}
			id = r->hash == UINT32_MAX ? 0 : r->hash;
		}
	}
	if (m->nattrsets == m->capattrsets) {
		uint32_t ncap = m->capattrsets * 2;
		attrset_rec *nr = arena_alloc(&m->arena, ncap * sizeof *nr);
		memcpy(nr, m->attrsets, m->nattrsets * sizeof *nr);
		m->attrsets = nr;
		m->capattrsets = ncap;
	}
	id = m->nattrsets++;
	r = &m->attrsets[id];
	memset(r, 0, sizeof *r);
	r->n = n;
	r->attrs = arena_dup(&m->arena, attrs, n * sizeof *attrs);
	{
		uint32_t head;
		r->hash = u32map_get(&m->attrset_hash, h, &head) ? head
							    : UINT32_MAX;
	}
	u32map_put(&m->attrset_hash, &m->ctx->alloc, m->arena.oom, h, id);
	for (i = 0; i < n; i++) {
		const char *s = SYM_STR(&m->strs, attrs[i].text);
		if (strcmp(s, "convergent") == 0)
			r->has_convergent = 1;
		else if (strcmp(s, "noconvergent") == 0)
			r->has_noconvergent = 1;
		else if (strcmp(s, "nodivergencesource") == 0)
			r->has_nodivergencesource = 1;
	}
	(void)attr_cmp;
	return id;
}

int intrinsic_classify(const char *name, size_t len)
{
	static const char pfx[] = "llvm.experimental.convergence.";
	if (len < 5 || memcmp(name, "llvm.", 5) != 0)
		return INTR_NONE;
	if (len > sizeof pfx - 1 && memcmp(name, pfx, sizeof pfx - 1) == 0) {
		const char *r = name + sizeof pfx - 1;
		size_t rl = len - (sizeof pfx - 1);
		if (rl == 5 && memcmp(r, "entry", 5) == 0)
			return INTR_CONV_ENTRY;
		if (rl == 6 && memcmp(r, "anchor", 6) == 0)
			return INTR_CONV_ANCHOR;
		if (rl == 4 && memcmp(r, "loop", 4) == 0)
			return INTR_CONV_LOOP;
	}
	return INTR_OTHER;
}

ref inst_callee(const function *f, const inst *in)
{
	const ref *ops = INST_OPS(f, in);
	uint32_t back;
	if (!in->ext || !in->nops)
		return REF_NULL;
	switch (in->op) {
	case OP_CALL:
		back = 0;
		break;
	case OP_INVOKE:
		back = 2;
		break;
	case OP_CALLBR:
		back = in->ext->nindices + 1;
		break;
	default:
		return REF_NULL;
	}
	if (back >= in->nops)
		return REF_NULL;
	return ops[in->nops - 1 - back];
}

static int name_is(const cv_module *m, sym s, const char *name, size_t n)
{
	return s && n == SYM_LEN(&m->strs, s) &&
	       memcmp(SYM_STR(&m->strs, s), name, n) == 0;
}

int fn_find_local(const cv_module *m, const function *f, const char *name,
		  uint32_t *index)
{
	uint32_t i, b, k, n = 0, slot = 0;
	int numbered = 0;
	size_t nlen;
	if (name[0] == '%')
		name++;
	nlen = strlen(name);
	if (name[0] == '"' && nlen >= 2 && name[nlen - 1] == '"') {
		name++;
		nlen -= 2;
	} else if (name[0] >= '0' && name[0] <= '9') {
		char *end;
		unsigned long v = strtoul(name, &end, 10);
		numbered = *end == 0;
		slot = (uint32_t)v;
	}
	for (i = 0; i < f->nargs; i++) {
		if (numbered ? (!f->args[i].name && n == slot)
			     : name_is(m, f->args[i].name, name, nlen)) {
			*index = i;
			return LOCAL_ARG;
		}
		n += !f->args[i].name;
	}
	for (b = 0; b < f->nblocks; b++) {
		const block *blk = &f->blocks[b];
		if (!blk->name && blk->number != UINT32_MAX)
			n = blk->number; /* the input may skip numbers before it */
		if (numbered ? (!blk->name && n == slot)
			     : name_is(m, blk->name, name, nlen)) {
			*index = b;
			return LOCAL_BLOCK;
		}
		n += !blk->name;
		for (k = blk->first; k < blk->first + blk->n; k++) {
			const inst *in = &f->insts[k];
			int unnamed = !in->name && in->type != m->t_void;
			if (numbered ? (unnamed && n == slot)
				     : name_is(m, in->name, name, nlen)) {
				*index = k;
				return LOCAL_INST;
			}
			n += unnamed;
		}
	}
	return -1;
}
