/*
 * sim.c - executable semantics: run a function on simulated threads
 * grouped in waves, and record which threads execute each convergent
 * operation together.
 *
 * Sources: convergence-and-uniformity.rst ("Threads and Dynamic
 * Instances", "Maximal Convergence", "Dependence on Cycles Headers") and
 * ConvergentOperations.rst ("Dynamic Instances and Convergence Tokens",
 * the entry, loop and anchor intrinsics, "Controlled Maximal
 * Convergence").
 *
 * The scheduler.  Every thread has a position: per call level, the
 * topological index, in the acyclic graph of each nesting level of the
 * cycle forest (a cycle's child blocks and collapsed child cycles, edges
 * into the level's header removed), of the item containing the current
 * block, interleaved with the number of executions of each enclosing
 * cycle's header since the last execution of an outer header; then the
 * instruction and the call instance.  Two threads have equal positions
 * iff they execute converged dynamic instances under maximal convergence
 * (equal keys in trace.c's sense: the same block after converged last
 * header instances), and every thread's position only grows.  So the
 * scheduler always advances the group of threads at the smallest
 * position: when it executes an instruction, every thread that will ever
 * execute that dynamic instance is in the group, and no thread arrives
 * later.  Groups with equal positions merge.  Controlled operations then
 * split the group by token value (the token's class of dynamic instance),
 * which for programs that satisfy the static rules only refines it.
 *
 * The interpreter decodes each function once into compact arrays
 * (sim_inst) and executes a group's straight-line code in one dispatch
 * loop, each instruction for all lanes of the group at once.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "read/lex.h"
#include "read/numlit.h"
#include "ir/text.h"
#include "analysis/target.h"
#include "exec/sim.h"
#include "ir/bits.h"

/* ---- decoded code ------------------------------------------------------- */

enum sim_op {
	S_NOP, S_UNSUPPORTED,
	S_BINOP, S_FBINOP, S_FNEG, S_ICMP, S_FCMP, S_SELECT, S_CAST, S_COPY,
	S_FREEZE, S_ALLOCA, S_LOAD, S_STORE, S_GEP, S_ATOMICRMW, S_CMPXCHG,
	S_EXTRACTELEMENT, S_INSERTELEMENT, S_SHUFFLEVECTOR, S_INSERTVALUE,
	S_BUILTIN, S_TOK_ENTRY, S_TOK_ANCHOR, S_TOK_LOOP,
	/* these stop a group's straight-line run */
	S_STOPS,
	S_BR = S_STOPS, S_CONDBR, S_SWITCH, S_INDIRECTBR, S_RET, S_UNREACHABLE,
	S_CALL, S_WG_BARRIER
};

enum { B_ADD, B_SUB, B_MUL, B_UDIV, B_SDIV, B_UREM, B_SREM, B_SHL, B_LSHR,
       B_ASHR, B_AND, B_OR, B_XOR, B_FADD, B_FSUB, B_FMUL, B_FDIV, B_FREM };

enum { C_TRUNC, C_ZEXT, C_SEXT, C_FPTOUI, C_FPTOSI, C_UITOFP, C_SITOFP,
       C_FPCONV, C_BITS };

/* sim_inst.flags */
enum { F_NUW = 1, F_NSW = 2, F_EXACT = 4, F_CONVERGENT = 8, F_VOLATILE = 16 };

typedef struct sim_inst {
	uint16_t op;
	uint8_t sub;    /* binop, predicate, cast, rmw operation */
	uint8_t kind;   /* element kind of the result / operation */
	uint8_t bits;   /* element width */
	uint8_t skind, sbits; /* casts: source element */
	uint8_t flags;
	uint32_t n;     /* elements (vectors) or slots */
	uint32_t dst;   /* first result slot */
	uint32_t a, b, c; /* operand handles */
	uint32_t aux;   /* index into the function's side data */
	uint32_t src;   /* instruction index in the IR function */
} sim_inst;

typedef struct sim_phi {
	uint32_t dst, n;       /* result slots */
	uint32_t first, count; /* incoming (block, handle) pairs in side data */
} sim_phi;

typedef struct sim_func {
	const function *f;
	uint32_t global;       /* index in m->globals */
	size_t index;          /* module function index (cv_module_function_*) */
	uint32_t nslots;
	uint32_t *inst_slot;   /* IR instruction -> first slot, H_NONE */
	uint32_t *arg_slot;
	uint32_t *arg_n;       /* slots per argument */
	sim_inst *code;
	uint32_t ncode;
	const cycle_info *ci;  /* the cycle hierarchy it runs under */
	uint32_t *block_code;  /* block -> its first decoded instruction */
	uint32_t *phi_off;     /* block -> phis[phi_off[b] .. phi_off[b+1]) */
	sim_phi *phis;
	uint32_t maxphi;       /* slots of the largest phi set */
	/* phi moves per CFG edge, built on first use: edge_key (from << 32 |
	 * to) -> edges[id]; each a run of (dst slot, src handle) pairs in
	 * moves, and whether a source is also a destination (then the copy
	 * goes through a temporary) */
	keymap edge_key;
	struct sim_edge { uint32_t first, n, hazard; } *edges;
	uint32_t nedges, capedges;
	uint32_t *moves;
	uint32_t nmoves, capmoves;
	uint32_t *side;
	uint32_t nside, capside;
	uint64_t *kval, *kpois; /* constants: value, poison mask (0 or ~0) */
	uint32_t nk, capk;
	/* positions (see the top comment) */
	uint32_t *lvl_off;     /* block -> lvl_* slice; depth = len - 1 */
	uint32_t *lvl_topo;    /* topological index of the item per level */
	uint32_t *lvl_cyc;     /* the cycle at each level (entry 0 unused) */
	uint32_t *hdr_cycle;   /* block -> cycle it heads, or CFG_NONE */
	uint32_t *cyc_end;     /* cycle -> one past its last descendant */
	uint32_t ncycles;
	/* --check-uniformity */
	uint8_t *check_code;   /* per decoded instruction: uniform value */
	uint8_t *check_branch; /* per block: uniform terminator */
	uint8_t *check_arg;
	uint32_t *reg_off;     /* per decoded instruction: regions containing
				* it, reg_list[reg_off[i] .. reg_off[i+1]) */
	uint32_t *reg_list;    /* slots of the token definitions */
	cv_cfg *cfg;
} sim_func;

/* ---- runtime state ------------------------------------------------------ */

typedef struct sim_frame {
	sim_func *fn;
	uint64_t *regs;   /* nslots * width */
	uint64_t *poison; /* nslots */
	uint32_t refs;    /* lanes inside */
	uint32_t entry_class;
	uint32_t alloca_mark[SIM_MAX_WAVE];
	size_t bytes;
	struct sim_frame *prev, *next; /* every live frame, for cleanup */
} sim_frame;

typedef struct sim_level {
	sim_func *fn;
	sim_frame *frame;
	uint32_t block, pc, part;
	uint32_t iter_off;
} sim_level;

typedef struct sim_group {
	uint64_t mask;
	uint64_t pend;   /* steps every lane made, not yet added to r->steps */
	uint64_t base;   /* at least the steps of each lane, without pend */
	uint32_t depth, caplv;
	sim_level *lv;
	uint32_t *iter;
	uint32_t niter, capiter;
	/* --reconvergence=ipdom: the pending reconvergence points, innermost
	 * last: (split id, call depth, block; CFG_NONE: the return) */
	uint32_t *rc;
	uint32_t nrc, caprc;
	uint8_t live;
	uint8_t parked;    /* CV_ANCHOR_RENDEZVOUS: waiting at the controlled
			    * operation at its pc, for the threads of token
			    * class park_cls that may still come */
	uint32_t park_cls;
} sim_group;

typedef struct sim_wave {
	uint32_t index, width, first;
	sim_group *groups;
	uint32_t ngroups, capgroups;
	uint8_t blocked;
} sim_wave;

/* One recorded dynamic instance of a convergent operation. */
typedef struct sim_record {
	uint32_t global, src;   /* function, instruction */
	uint32_t wave;
	uint64_t mask;
	uint32_t nargs, nres;   /* slots per lane */
	size_t vals;            /* offset in run->vals: per lane, args then
				 * results */
	uint32_t token;         /* token result / token operand, or UINT32_MAX */
} sim_record;

typedef struct sim_violation {
	uint8_t is_branch;
	uint32_t global, src, wave;
	uint64_t mask;
	size_t vals;            /* per lane in mask: one value (successor for
				 * branches) */
	sim_leaf kind;
} sim_violation;

struct sim_run {
	const cv_module *m;
	cv_context *ctx;
	cv_run_options o;
	arena arena;
	sim_machine mach;        /* memory, errors, out of memory, threads */
	uint32_t width, nwaves;
	uint32_t waves_per_group; /* wave i is wave i % waves_per_group of
				   * workgroup i / waves_per_group */
	sim_type *types;
	sim_func **funcs;        /* per global */
	sim_func *kernel;
	/* memory */
	uint32_t *gobj;          /* global -> object id, 0 if none yet */
	/* threads */
	uint64_t *steps;
	uint64_t total_steps;
	uint64_t *ret, *ret_pois;
	uint32_t ret_n;
	sim_leaf *ret_kind;
	uint8_t *returned;
	sim_wave *waves;
	/* tokens */
	keymap tokens;
	keymap loop_keys;
	keymap executed;         /* (controlled operation, token class) pairs
				  * executed: the rules make each one dynamic
				  * instance, executed once */
	uint32_t *loop_count;
	uint32_t *anchor_count;  /* CV_ANCHOR_GUIDED: anchors each thread ran */
	uint8_t *arity;          /* CV_ANCHOR_CHOICES: the alternatives of each
				  * choice taken */
	uint32_t narity, caparity;
	uint32_t nloop_count, caploop_count;
	/* CV_ANCHOR_RENDEZVOUS: per token class, its guide part + 1 (0: not
	 * a part's class); the group exec_group runs; set when lanes were
	 * parked or woken (the group's straight-line run ends there); set
	 * while woken lanes execute the operation they waited at; scratch
	 * for the reachability walks */
	uint32_t *rv_part;
	uint32_t nrv_part, caprv_part;
	uint32_t cur_gi;
	uint8_t rv_stop, rv_force;
	uint32_t *rv_seen, *rv_stack;
	uint32_t caprv_seen, caprv_stack, rv_stamp;
	uint64_t fresh;
	uint32_t splits;         /* ipdom: ids of divergent branch executions */
	/* output */
	sim_record *recs;
	size_t nrecs, caprecs;
	uint64_t *vals;
	uint8_t *vals_pois;
	size_t nvals, capvals;
	size_t ops_executed;
	sim_violation *viol;
	size_t nviol, capviol;
	uint64_t groups_checked;
	sim_frame *frames;       /* live frames */
	/* tests: per thread, the blocks of the launched function and the
	 * group execution that ran each */
	int record_paths;
	uint32_t **path, *npath, *cappath;
	uint32_t events;
	const char **obj_name;   /* buffers made for arguments: the name */
	uint32_t nobj_name;
	uint8_t **wg_init;       /* per object of SPACE_WORKGROUP made for
				  * an argument: its contents at launch */
};

#define W_ALL(w) ((w) >= 64 ? ~0ull : ((1ull << (w)) - 1))

/* Lanes of a mask, lowest first. */
#define FOR_LANES(mask, l)                                                   \
	for (uint64_t mm_ = (mask); mm_ && ((l) = ctz64(mm_), 1);               \
	     mm_ &= mm_ - 1)

/* The body for each lane of m: a plain (vectorizable) loop when m is
 * every lane of a wave of W. */
#define EACH_LANE(m, W, l, ...)                                              \
	do {                                                                 \
		if ((m) == W_ALL(W)) {                                       \
			for ((l) = 0; (l) < (W); (l)++) {                    \
				__VA_ARGS__;                                 \
			}                                                    \
		} else {                                                     \
			FOR_LANES((m), (l)) { __VA_ARGS__; }                 \
		}                                                            \
	} while (0)

static void grow_z(sim_run *r, void **p, size_t *cap, size_t need,
		   size_t elem)
{
	size_t ncap;
	if (need <= *cap)
		return;
	ncap = *cap ? *cap : 64;
	while (ncap < need)
		ncap *= 2;
	*p = sim_realloc(&r->mach, *p, *cap * elem, ncap * elem);
	*cap = ncap;
}

/* ---- types -------------------------------------------------------------------- */

static uint32_t align_up(uint32_t x, uint32_t a)
{
	return a ? (x + a - 1) / a * a : x;
}

static uint32_t pow2_at_least(uint32_t x)
{
	uint32_t p = 1;
	while (p < x)
		p *= 2;
	return p;
}

/* The body of a type (named structs resolved). */
static const type *type_body(const cv_module *m, tyid t)
{
	return &m->types[t];
}

static sim_type *type_info(sim_run *r, tyid t);

static int scalar_leaf(const cv_module *m, tyid t, sim_leaf *lf,
		       uint32_t *size)
{
	const type *ty = type_body(m, t);
	switch (ty->kind) {
	case TY_INT:
		if (ty->n > 64)
			return 0;
		lf->kind = SK_INT;
		lf->bits = (uint8_t)ty->n;
		*size = (uint32_t)(ty->n + 7) / 8;
		return 1;
	case TY_PTR:
		lf->kind = SK_PTR;
		lf->bits = 64;
		*size = 8;
		return 1;
	case TY_HALF:
		lf->kind = SK_HALF;
		lf->bits = 16;
		*size = 2;
		return 1;
	case TY_BFLOAT:
		lf->kind = SK_BFLOAT;
		lf->bits = 16;
		*size = 2;
		return 1;
	case TY_FLOAT:
		lf->kind = SK_FLOAT;
		lf->bits = 32;
		*size = 4;
		return 1;
	case TY_DOUBLE:
		lf->kind = SK_DOUBLE;
		lf->bits = 64;
		*size = 8;
		return 1;
	case TY_TARGET: {
		/* a SPIR-V resource handle: the pointer of its buffer (its
		 * layout type is ptr, LLVM's getTargetTypeInfo) */
		const char *tn = SYM_STR(&m->strs, ty->name);
		if (strcmp(tn, "spirv.VulkanBuffer") != 0)
			return 0;
		lf->kind = SK_PTR;
		lf->bits = 64;
		*size = 8;
		return 1;
	}
	case TY_TOKEN:
		lf->kind = SK_TOKEN;
		lf->bits = 32;
		*size = 0;
		return 1;
	default:
		return 0;
	}
}

/* Layout of values: scalars naturally aligned (at most 8), vectors packed
 * with the alignment of their size (at most 16), structs as C (packed:
 * align 1), arrays of the element's allocation size.  Pointers are 8
 * bytes. */
static sim_type *type_info(sim_run *r, tyid t)
{
	sim_type *st = &r->types[t];
	const type *ty;
	uint32_t i, k, n;
	if (st->state)
		return st;
	st->state = 2;
	ty = type_body(r->m, t);
	if (ty->kind == TY_VOID) {
		st->state = 1;
		st->kind = SK_VOID;
		return st;
	}
	{
		sim_leaf lf;
		uint32_t size;
		if (scalar_leaf(r->m, t, &lf, &size)) {
			st->kind = lf.kind;
			st->bits = lf.bits;
			st->nslots = 1;
			st->size = size;
			st->align = size ? pow2_at_least(size) : 1;
			if (st->align > 8)
				st->align = 8;
			lf.offset = 0;
			st->leaves = arena_dup(&r->arena, &lf, sizeof lf);
			st->state = 1;
			return st;
		}
	}
	if (ty->kind == TY_VECTOR) {
		sim_leaf lf;
		uint32_t size;
		if (ty->flags & TYF_SCALABLE || !scalar_leaf(r->m, ty->sub[0], &lf, &size) ||
		    lf.kind == SK_TOKEN || ty->n > 4096)
			return st;
		n = (uint32_t)ty->n;
		st->kind = SK_AGG;
		st->vector = 1;
		st->bits = lf.bits;
		st->nslots = n;
		st->size = size * n;
		if (lf.kind == SK_INT && lf.bits % 8) {
			/* <N x i1> and the like: bit-packed, as LLVM stores them */
			st->bitpacked = 1;
			st->size = (n * lf.bits + 7) / 8;
			size = 0;
		}
		st->align = pow2_at_least(st->size ? st->size : 1);
		if (st->align > 16)
			st->align = 16;
		st->leaves = arena_alloc(&r->arena, (size_t)n * sizeof *st->leaves);
		for (i = 0; i < n; i++) {
			st->leaves[i] = lf;
			st->leaves[i].offset = i * size;
		}
		st->state = 1;
		return st;
	}
	if (ty->kind == TY_ARRAY || ty->kind == TY_STRUCT ||
	    (ty->kind == TY_NAMED && !(ty->flags & TYF_OPAQUE))) {
		int is_array = ty->kind == TY_ARRAY;
		uint32_t nmem = is_array ? (uint32_t)ty->n : ty->nsub, off = 0;
		uint32_t total = 0, align = 1;
		sim_type *e;
		if (is_array && ty->n > (1u << 20))
			return st;
		for (i = 0; i < (is_array ? (nmem ? 1u : 0u) : nmem); i++) {
			e = type_info(r, ty->sub[is_array ? 0 : i]);
			if (e->state != 1 || e->kind == SK_VOID)
				return st;
			if (is_array)
				total = e->nslots * nmem;
			else
				total += e->nslots;
		}
		if (total > (1u << 20))
			return st;
		st->leaves = arena_alloc(&r->arena, ((size_t)total + 1) * sizeof *st->leaves);
		k = 0;
		for (i = 0; i < nmem; i++) {
			uint32_t j, esz;
			e = type_info(r, ty->sub[is_array ? 0 : i]);
			if (!(ty->flags & TYF_PACKED))
				off = align_up(off, e->align);
			if (e->align > align)
				align = e->align;
			for (j = 0; j < e->nslots; j++) {
				st->leaves[k] = e->leaves[j];
				st->leaves[k].offset += off;
				k++;
			}
			esz = align_up(e->size, e->align);
			off += is_array ? esz : e->size;
		}
		if (ty->flags & TYF_PACKED)
			align = 1;
		st->kind = SK_AGG;
		st->nslots = total;
		st->align = align;
		st->size = align_up(off, align);
		st->state = 1;
		return st;
	}
	return st;
}

/* Allocation size (a GEP's stride). */
static uint32_t alloc_size(sim_run *r, tyid t)
{
	sim_type *st = type_info(r, t);
	return st->state == 1 ? align_up(st->size, st->align) : 0;
}

/* ---- memory --------------------------------------------------------------------- */

#define PTR(id, off) ((uint64_t)(id) << 32 | (uint32_t)(off))

static uint64_t load_leaf(const uint8_t *p, const sim_leaf *lf)
{
	uint64_t v = 0;
	unsigned i, n = lf->kind == SK_PTR ? 8 : (lf->bits + 7u) / 8;
	for (i = 0; i < n; i++)
		v |= (uint64_t)p[i] << (8 * i);
	return lf->kind == SK_INT ? v & sim_width_mask(lf->bits) : v;
}

static void store_leaf(uint8_t *p, const sim_leaf *lf, uint64_t v)
{
	unsigned i, n = lf->kind == SK_PTR ? 8 : (lf->bits + 7u) / 8;
	for (i = 0; i < n; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

/* ---- decoding ---------------------------------------------------------------- */

static uint32_t side_push(sim_run *r, sim_func *fn, uint32_t v)
{
	sim_grow(&r->mach, (void **)&fn->side, &fn->capside, fn->nside + 1,
		 sizeof *fn->side);
	fn->side[fn->nside] = v;
	return fn->nside++;
}

static uint32_t const_push(sim_run *r, sim_func *fn, uint64_t v, int poison)
{
	sim_grow(&r->mach, (void **)&fn->kval, &fn->capk, fn->nk + 1, sizeof *fn->kval);
	fn->kpois = sim_realloc(&r->mach, fn->kpois, (size_t)fn->nk * 8,
				((size_t)fn->nk + 1) * 8);
	fn->kval[fn->nk] = v;
	fn->kpois[fn->nk] = poison ? ~0ull : 0;
	return fn->nk++;
}

static uint32_t global_object(sim_run *r, uint32_t gi);
static uint8_t global_space(const sim_run *r, const global *g);

/* Writes the scalar leaves of constant k (of type t) into vals/pois
 * (nslots entries).  Returns 0, or -1 if it cannot be evaluated. */
static int const_eval(sim_run *r, ref k, tyid t, uint64_t *vals,
		      uint8_t *pois, int depth)
{
	const cv_module *m = r->m;
	sim_type *st = type_info(r, t);
	const constant *c;
	uint32_t i, j;
	if (st->state != 1 || depth > 64)
		return -1;
	if (REF_KIND(k) == REF_GLOBAL) {
		vals[0] = PTR(global_object(r, REF_IDX(k)), 0);
		pois[0] = 0;
		return 0;
	}
	if (REF_KIND(k) != REF_CONST)
		return -1;
	c = &m->consts[REF_IDX(k)];
	switch (c->kind) {
	case C_INT:
		if (st->kind != SK_INT)
			return -1;
		vals[0] = (st->bits > 64 ? c->v.words[0] : c->v.u) & sim_width_mask(st->bits);
		pois[0] = 0;
		return 0;
	case C_FP:
		vals[0] = c->v.words[0];
		if (st->kind == SK_FLOAT)
			vals[0] &= 0xffffffffu;
		else if (st->kind == SK_HALF || st->kind == SK_BFLOAT)
			vals[0] &= 0xffff;
		pois[0] = 0;
		return 0;
	case C_NULL:
	case C_ZERO:
	case C_NONE:
		for (i = 0; i < st->nslots; i++) {
			vals[i] = 0;
			pois[i] = 0;
		}
		return 0;
	case C_UNDEF:
	case C_POISON:
		for (i = 0; i < st->nslots; i++) {
			vals[i] = 0;
			pois[i] = 1;
		}
		return 0;
	case C_SPLAT: {
		const type *ty = type_body(m, t);
		if (ty->kind != TY_VECTOR)
			return -1;
		for (i = 0; i < st->nslots; i++)
			if (const_eval(r, c->v.ops[0], ty->sub[0], vals + i, pois + i,
				       depth + 1) != 0)
				return -1;
		return 0;
	}
	case C_ARRAY:
	case C_VECTOR:
	case C_STRUCT: {
		const type *ty = type_body(m, t);
		uint32_t off = 0;
		for (i = 0; i < c->n; i++) {
			tyid et = ty->kind == TY_STRUCT || ty->kind == TY_NAMED
					  ? ty->sub[i]
					  : ty->sub[0];
			sim_type *e = type_info(r, et);
			if (e->state != 1 || off + e->nslots > st->nslots)
				return -1;
			if (const_eval(r, c->v.ops[i], et, vals + off, pois + off,
				       depth + 1) != 0)
				return -1;
			off += e->nslots;
		}
		return 0;
	}
	case C_DATA: {
		const type *ty = type_body(m, t);
		sim_type *e;
		if (ty->kind != TY_ARRAY && ty->kind != TY_VECTOR)
			return -1;
		e = type_info(r, ty->sub[0]);
		if (e->state != 1 || e->nslots != 1)
			return -1;
		for (i = 0; i < st->nslots; i++) {
			uint64_t v = 0;
			uint32_t sz = e->size;
			for (j = 0; j < sz; j++)
				v |= (uint64_t)(uint8_t)c->v.bytes[i * sz + j] << (8 * j);
			vals[i] = v;
			pois[i] = 0;
		}
		return 0;
	}
	case C_BLOCKADDR: {
		/* a handle into the function's object: offset block + 1 */
		uint32_t gi = REF_IDX(c->v.ops[0]), b;
		const function *f = m->globals[gi].fn;
		const char *bn = SYM_STR(&m->strs, c->blockname);
		if (REF_KIND(c->v.ops[0]) != REF_GLOBAL || !f)
			return -1;
		for (b = 0; b < f->nblocks; b++)
			if (c->flags ? !f->blocks[b].name &&
					       f->blocks[b].number == (uint32_t)strtoul(bn, NULL, 10)
				     : sym_same(&m->strs, f->blocks[b].name, c->blockname))
				break;
		if (b == f->nblocks)
			return -1;
		vals[0] = PTR(global_object(r, gi), b + 1);
		pois[0] = 0;
		return 0;
	}
	case C_EXPR: {
		uint64_t a[1];
		uint8_t ap[1];
		if (c->op == OP_BITCAST || c->op == OP_ADDRSPACECAST ||
		    c->op == OP_PTRTOINT || c->op == OP_INTTOPTR) {
			tyid st2 = value_type(m, NULL, c->v.ops[0]);
			if (REF_KIND(c->v.ops[0]) == REF_GLOBAL)
				st2 = m->t_ptr;
			if (type_info(r, st2)->nslots != 1 || st->nslots != 1)
				return -1;
			if (const_eval(r, c->v.ops[0], st2, a, ap, depth + 1) != 0)
				return -1;
			vals[0] = st->kind == SK_INT ? a[0] & sim_width_mask(st->bits) : a[0];
			pois[0] = ap[0];
			return 0;
		}
		if (c->op == OP_GEP) {
			/* base, then indices through ty2 */
			uint64_t base, idx;
			uint8_t bp, ip;
			int64_t off = 0;
			tyid cur = c->ty2;
			if (const_eval(r, c->v.ops[0], m->t_ptr, &base, &bp, depth + 1) != 0)
				return -1;
			for (i = 1; i < c->n; i++) {
				tyid it = value_type(m, NULL, c->v.ops[i]);
				const type *ct = type_body(m, cur);
				if (type_info(r, it)->kind != SK_INT)
					return -1;
				if (const_eval(r, c->v.ops[i], it, &idx, &ip, depth + 1) != 0)
					return -1;
				if (i == 1) {
					off += sim_sext(idx, type_info(r, it)->bits) *
					       (int64_t)alloc_size(r, cur);
				} else if (ct->kind == TY_STRUCT || ct->kind == TY_NAMED) {
					sim_type *sct = type_info(r, cur);
					uint32_t f, slot = 0;
					if (sct->state != 1 || idx >= ct->nsub)
						return -1;
					for (f = 0; f < idx; f++)
						slot += type_info(r, ct->sub[f])->nslots;
					if (type_info(r, ct->sub[idx])->nslots == 0)
						return -1;
					off += sct->leaves[slot].offset;
					cur = ct->sub[idx];
					continue;
				} else {
					cur = ct->sub[0];
					off += sim_sext(idx, type_info(r, it)->bits) *
					       (int64_t)alloc_size(r, cur);
					continue;
				}
			}
			vals[0] = base + (uint64_t)off;
			pois[0] = bp;
			return 0;
		}
		return -1;
	}
	default:
		return -1;
	}
}

/* The handle of operand v (of type t) in fn; constants go to the pool.
 * H_NONE if it cannot be evaluated. */
static uint32_t operand(sim_run *r, sim_func *fn, ref v, tyid t)
{
	sim_type *st;
	uint64_t *vals;
	uint8_t *pois;
	uint32_t first, i;
	switch (REF_KIND(v)) {
	case REF_INST:
		return fn->inst_slot[REF_IDX(v)];
	case REF_ARG:
		return fn->arg_slot[REF_IDX(v)];
	case REF_CONST:
	case REF_GLOBAL:
		break;
	default:
		return H_NONE;
	}
	st = type_info(r, t);
	if (st->state != 1 || st->nslots == 0)
		return H_NONE;
	vals = sim_realloc(&r->mach, NULL, 0, (size_t)st->nslots * 8);
	pois = sim_realloc(&r->mach, NULL, 0, st->nslots);
	if (const_eval(r, v, t, vals, pois, 0) != 0) {
		cv_mem_realloc(&r->ctx->alloc, vals, (size_t)st->nslots * 8, 0);
		cv_mem_realloc(&r->ctx->alloc, pois, st->nslots, 0);
		return H_NONE;
	}
	first = fn->nk;
	for (i = 0; i < st->nslots; i++)
		const_push(r, fn, vals[i], pois[i]);
	cv_mem_realloc(&r->ctx->alloc, vals, (size_t)st->nslots * 8, 0);
	cv_mem_realloc(&r->ctx->alloc, pois, st->nslots, 0);
	return H_CONST | first;
}

static tyid op_type(const sim_run *r, const function *f, ref v)
{
	if (REF_KIND(v) == REF_GLOBAL)
		return r->m->t_ptr;
	return value_type(r->m, f, v);
}

/* S_BUILTIN's b: the callee global, or ASM_CALLEE | the inline asm. */
#define ASM_CALLEE 0x80000000u

static const char *global_name(const cv_module *m, uint32_t gi)
{
	const global *g = &m->globals[gi];
	return g->name && !g->numbered ? SYM_STR(&m->strs, g->name) : "";
}

static const char *callee_name(const cv_module *m, const function *f,
			       const inst *in)
{
	ref callee = f->ops[in->ops + in->nops - 1];
	if (REF_KIND(callee) != REF_GLOBAL)
		return NULL;
	return global_name(m, REF_IDX(callee));
}

/* The register llvm.read_register call `in` names (its metadata operand
 * !{!"name"}), or "" when it has none. */
static const char *register_name(const cv_module *m, const function *f,
				 const inst *in)
{
	const ref *ops = INST_OPS(f, in);
	const md_op *op;
	const md_node *nd;
	if (!in->nops || REF_KIND(ops[0]) != REF_MD)
		return "";
	op = &m->mdvals[REF_IDX(ops[0])].op;
	if (op->kind != MDO_NODE)
		return "";
	nd = &m->md[op->node];
	if (!nd->nops || nd->ops[0].kind != MDO_STRING)
		return "";
	return SYM_STR(&m->strs, nd->ops[0].str);
}

/* BI_READ_REGISTER's register (REG_*) from the call's metadata. */
static uint8_t register_of(const cv_module *m, const function *f,
			   const inst *in)
{
	const char *n = register_name(m, f, in);
	return strcmp(n, "exec") == 0 ? REG_EXEC
	       : strcmp(n, "exec_lo") == 0 ? REG_EXEC_LO
	       : strcmp(n, "exec_hi") == 0 ? REG_EXEC_HI : REG_OTHER;
}

static int is_workgroup_barrier(const sim_builtin_info *bi)
{
	return bi->id == BI_WORKGROUP_BARRIER;
}

/* Integer and float arithmetic, comparisons, select, freeze. */
static void decode_arith(sim_run *r, sim_func *fn, const inst *in, sim_inst *d)
{
	const function *f = fn->f;
	const ref *ops = INST_OPS(f, in);
	sim_type *ot;
	switch (in->op) {
	case OP_ADD: case OP_SUB: case OP_MUL: case OP_UDIV: case OP_SDIV:
	case OP_UREM: case OP_SREM: case OP_SHL: case OP_LSHR: case OP_ASHR:
	case OP_AND: case OP_OR: case OP_XOR: {
		static const uint8_t map[] = {
			[OP_ADD] = B_ADD, [OP_SUB] = B_SUB, [OP_MUL] = B_MUL,
			[OP_UDIV] = B_UDIV, [OP_SDIV] = B_SDIV, [OP_UREM] = B_UREM,
			[OP_SREM] = B_SREM, [OP_SHL] = B_SHL, [OP_LSHR] = B_LSHR,
			[OP_ASHR] = B_ASHR, [OP_AND] = B_AND, [OP_OR] = B_OR,
			[OP_XOR] = B_XOR};
		if (d->kind != SK_INT)
			return;
		d->sub = map[in->op];
		d->a = operand(r, fn, ops[0], in->type);
		d->b = operand(r, fn, ops[1], in->type);
		if (d->a != H_NONE && d->b != H_NONE)
			d->op = S_BINOP;
		return;
	}
	case OP_FADD: case OP_FSUB: case OP_FMUL: case OP_FDIV: case OP_FREM:
		d->sub = in->op == OP_FADD ? B_FADD : in->op == OP_FSUB ? B_FSUB
			 : in->op == OP_FMUL ? B_FMUL : in->op == OP_FDIV ? B_FDIV
								 : B_FREM;
		d->a = operand(r, fn, ops[0], in->type);
		d->b = operand(r, fn, ops[1], in->type);
		if (d->a != H_NONE && d->b != H_NONE)
			d->op = S_FBINOP;
		return;
	case OP_FNEG:
		d->a = operand(r, fn, ops[0], in->type);
		if (d->a != H_NONE)
			d->op = S_FNEG;
		return;
	case OP_ICMP:
	case OP_FCMP: {
		tyid t = op_type(r, f, ops[0]);
		ot = type_info(r, t);
		if (ot->state != 1)
			return;
		d->sub = in->pred;
		d->skind = ot->vector ? ot->leaves[0].kind : ot->kind;
		d->sbits = ot->vector ? ot->leaves[0].bits : ot->bits;
		d->a = operand(r, fn, ops[0], t);
		d->b = operand(r, fn, ops[1], t);
		if (d->a != H_NONE && d->b != H_NONE)
			d->op = in->op == OP_ICMP ? S_ICMP : S_FCMP;
		return;
	}
	case OP_SELECT: {
		tyid ct = op_type(r, f, ops[0]);
		d->a = operand(r, fn, ops[0], ct);
		d->b = operand(r, fn, ops[1], in->type);
		d->c = operand(r, fn, ops[2], in->type);
		d->sbits = type_info(r, ct)->vector ? 1 : 0; /* per-element cond */
		if (d->a != H_NONE && d->b != H_NONE && d->c != H_NONE)
			d->op = S_SELECT;
		return;
	}
	case OP_FREEZE:
		d->a = operand(r, fn, ops[0], in->type);
		if (d->a != H_NONE)
			d->op = S_FREEZE;
		return;
	default:
		return;
	}
}

/* Casts: conversions between kinds, and bits reinterpreted. */
static void decode_cast(sim_run *r, sim_func *fn, const inst *in,
			sim_type *rt, sim_inst *d)
{
	const function *f = fn->f;
	const ref *ops = INST_OPS(f, in);
	tyid t = op_type(r, f, ops[0]);
	sim_type *ot = type_info(r, t);
	if (ot->state != 1 || ot->nslots == 0)
		return;
	d->skind = ot->vector ? ot->leaves[0].kind : ot->kind;
	d->sbits = ot->vector ? ot->leaves[0].bits : ot->bits;
	d->a = operand(r, fn, ops[0], t);
	if (d->a == H_NONE)
		return;
	switch (in->op) {
	case OP_TRUNC: d->sub = C_TRUNC; break;
	case OP_ZEXT: d->sub = C_ZEXT; break;
	case OP_SEXT: d->sub = C_SEXT; break;
	case OP_FPTOUI: d->sub = C_FPTOUI; break;
	case OP_FPTOSI: d->sub = C_FPTOSI; break;
	case OP_UITOFP: d->sub = C_UITOFP; break;
	case OP_SITOFP: d->sub = C_SITOFP; break;
	case OP_FPTRUNC: case OP_FPEXT: d->sub = C_FPCONV; break;
	default:
		/* same bits, another type; vectors of equal shape only */
		if (ot->nslots != rt->nslots ||
		    (ot->vector && ot->leaves[0].bits != rt->leaves[0].bits))
			return;
		d->sub = C_BITS;
		break;
	}
	if (ot->nslots != rt->nslots)
		return;
	d->op = S_CAST;
}

/* alloca, load, store, atomics, fence. */
static void decode_memory(sim_run *r, sim_func *fn, const inst *in,
			  sim_type *rt, sim_inst *d)
{
	const function *f = fn->f;
	const ref *ops = INST_OPS(f, in);
	sim_type *ot;
	switch (in->op) {
	case OP_ALLOCA: {
		uint32_t size = alloc_size(r, in->ext->ty2);
		if (type_info(r, in->ext->ty2)->state != 1)
			return;
		d->aux = size;
		d->a = H_NONE;
		if (in->nops) {
			tyid ct = op_type(r, f, ops[0]);
			d->a = operand(r, fn, ops[0], ct);
			d->sbits = type_info(r, ct)->bits;
			if (d->a == H_NONE)
				return;
		}
		d->op = S_ALLOCA;
		return;
	}
	case OP_LOAD:
		if (rt->nslots == 0)
			return;
		d->a = operand(r, fn, ops[0], r->m->t_ptr);
		d->aux = in->type;
		if (in->flags & IF_VOLATILE)
			d->flags |= F_VOLATILE;
		if (d->a != H_NONE)
			d->op = S_LOAD;
		return;
	case OP_STORE: {
		tyid vt = op_type(r, f, ops[0]);
		ot = type_info(r, vt);
		if (ot->state != 1 || ot->nslots == 0)
			return;
		d->a = operand(r, fn, ops[0], vt);
		d->b = operand(r, fn, ops[1], r->m->t_ptr);
		d->aux = vt;
		if (d->a != H_NONE && d->b != H_NONE)
			d->op = S_STORE;
		return;
	}
	case OP_ATOMICRMW:
		if (rt->nslots != 1)
			return;
		d->a = operand(r, fn, ops[0], r->m->t_ptr);
		d->b = operand(r, fn, ops[1], in->type);
		d->sub = in->pred;
		if (d->a != H_NONE && d->b != H_NONE)
			d->op = S_ATOMICRMW;
		return;
	case OP_CMPXCHG: {
		tyid vt = op_type(r, f, ops[1]);
		ot = type_info(r, vt);
		if (ot->state != 1 || ot->nslots != 1 || rt->nslots != 2)
			return;
		d->kind = ot->kind;
		d->bits = ot->bits;
		d->a = operand(r, fn, ops[0], r->m->t_ptr);
		d->b = operand(r, fn, ops[1], vt);
		d->c = operand(r, fn, ops[2], vt);
		if (d->a != H_NONE && d->b != H_NONE && d->c != H_NONE)
			d->op = S_CMPXCHG;
		return;
	}
	case OP_FENCE:
		d->op = S_NOP;
		return;
	default:
		return;
	}
}

/* getelementptr (scalar).  side: nterms, then per term: handle, bits,
 * scale constant; then the constant offset's constant index */
static void decode_gep(sim_run *r, sim_func *fn, const inst *in,
		       sim_type *rt, sim_inst *d)
{
	const cv_module *m = r->m;
	const function *f = fn->f;
	const ref *ops = INST_OPS(f, in);
	tyid cur = in->ext->ty2;
	int64_t off = 0;
	uint32_t start, nterms = 0, k;
	if (rt->kind != SK_PTR)
		return; /* vector GEPs */
	d->a = operand(r, fn, ops[0], r->m->t_ptr);
	if (d->a == H_NONE)
		return;
	start = side_push(r, fn, 0);
	for (k = 1; k < in->nops; k++) {
		tyid it = op_type(r, f, ops[k]);
		sim_type *is = type_info(r, it);
		const type *ct = type_body(m, cur);
		uint64_t scale;
		if (is->state != 1 || is->kind != SK_INT || is->vector)
			return;
		if (k > 1 && (ct->kind == TY_STRUCT || ct->kind == TY_NAMED)) {
			const constant *c;
			uint32_t fi, slot = 0;
			sim_type *sct = type_info(r, cur);
			if (REF_KIND(ops[k]) != REF_CONST)
				return;
			c = &m->consts[REF_IDX(ops[k])];
			if (c->kind != C_INT || c->v.u >= ct->nsub || sct->state != 1)
				return;
			for (fi = 0; fi < c->v.u; fi++)
				slot += type_info(r, ct->sub[fi])->nslots;
			if (type_info(r, ct->sub[c->v.u])->nslots == 0)
				return;
			off += sct->leaves[slot].offset;
			cur = ct->sub[c->v.u];
			continue;
		}
		if (k > 1) {
			if (ct->kind != TY_ARRAY && ct->kind != TY_VECTOR)
				return;
			cur = ct->sub[0];
		}
		scale = alloc_size(r, cur);
		if (type_info(r, cur)->state != 1)
			return;
		if (REF_KIND(ops[k]) == REF_CONST &&
		    m->consts[REF_IDX(ops[k])].kind == C_INT && is->bits <= 64) {
			off += sim_sext(m->consts[REF_IDX(ops[k])].v.u, is->bits) *
			       (int64_t)scale;
			continue;
		}
		if (REF_KIND(ops[k]) == REF_CONST &&
		    (m->consts[REF_IDX(ops[k])].kind == C_ZERO ||
		     m->consts[REF_IDX(ops[k])].kind == C_NULL))
			continue;
		side_push(r, fn, operand(r, fn, ops[k], it));
		if (fn->side[fn->nside - 1] == H_NONE)
			return;
		side_push(r, fn, is->bits);
		side_push(r, fn, const_push(r, fn, scale, 0));
		nterms++;
	}
	fn->side[start] = nterms;
	side_push(r, fn, const_push(r, fn, (uint64_t)off, 0));
	d->aux = start;
	d->op = S_GEP;
}

/* Vector elements and aggregate members. */
static void decode_aggregate(sim_run *r, sim_func *fn, const inst *in,
			     sim_inst *d)
{
	const cv_module *m = r->m;
	const function *f = fn->f;
	const ref *ops = INST_OPS(f, in);
	sim_type *ot;
	uint32_t k;
	switch (in->op) {
	case OP_EXTRACTELEMENT: {
		tyid vt = op_type(r, f, ops[0]), it = op_type(r, f, ops[1]);
		ot = type_info(r, vt);
		if (ot->state != 1 || !ot->vector)
			return;
		d->a = operand(r, fn, ops[0], vt);
		d->b = operand(r, fn, ops[1], it);
		d->sbits = type_info(r, it)->bits;
		d->aux = ot->nslots;
		if (d->a != H_NONE && d->b != H_NONE)
			d->op = S_EXTRACTELEMENT;
		return;
	}
	case OP_INSERTELEMENT: {
		tyid et = op_type(r, f, ops[1]), it = op_type(r, f, ops[2]);
		d->a = operand(r, fn, ops[0], in->type);
		d->b = operand(r, fn, ops[1], et);
		d->c = operand(r, fn, ops[2], it);
		d->sbits = type_info(r, it)->bits;
		if (d->a != H_NONE && d->b != H_NONE && d->c != H_NONE)
			d->op = S_INSERTELEMENT;
		return;
	}
	case OP_SHUFFLEVECTOR: {
		tyid vt = op_type(r, f, ops[0]);
		uint32_t start;
		ot = type_info(r, vt);
		if (ot->state != 1 || !ot->vector || !in->ext)
			return;
		d->a = operand(r, fn, ops[0], vt);
		d->b = operand(r, fn, ops[1], vt);
		if (d->a == H_NONE || d->b == H_NONE)
			return;
		start = side_push(r, fn, ot->nslots);
		for (k = 0; k < in->ext->nindices; k++)
			side_push(r, fn, (uint32_t)in->ext->mask[k]);
		d->aux = start;
		d->op = S_SHUFFLEVECTOR;
		return;
	}
	case OP_EXTRACTVALUE:
	case OP_INSERTVALUE: {
		tyid at = op_type(r, f, ops[0]), cur = at;
		uint32_t slot = 0;
		ot = type_info(r, at);
		if (ot->state != 1 || !in->ext)
			return;
		for (k = 0; k < in->ext->nindices; k++) {
			const type *ct = type_body(m, cur);
			uint32_t idx = in->ext->indices[k], fi;
			if (ct->kind == TY_ARRAY) {
				slot += idx * type_info(r, ct->sub[0])->nslots;
				cur = ct->sub[0];
			} else if (ct->kind == TY_STRUCT || ct->kind == TY_NAMED) {
				for (fi = 0; fi < idx; fi++)
					slot += type_info(r, ct->sub[fi])->nslots;
				cur = ct->sub[idx];
			} else
				return;
		}
		d->a = operand(r, fn, ops[0], at);
		if (d->a == H_NONE)
			return;
		if (in->op == OP_EXTRACTVALUE) {
			/* a copy of the slots [slot, slot + n) */
			d->a = (d->a & H_CONST) ? H_CONST | (H_IDX(d->a) + slot)
						: d->a + slot;
			d->op = S_COPY;
			return;
		}
		d->b = operand(r, fn, ops[1], cur);
		d->aux = slot;
		d->c = type_info(r, cur)->nslots;
		if (d->b != H_NONE)
			d->op = S_INSERTVALUE;
		return;
	}
	default:
		return;
	}
}

/* The --extern the user gave for function `name`: its index + 1, or 0
 * (then a call is an error when reached). */
static uint32_t extern_index(const sim_run *r, const char *name)
{
	size_t i;
	for (i = 0; i < r->o.nexterns && i < 255; i++) {
		const char *n = r->o.externs[i].name;
		if (strcmp(n[0] == '@' ? n + 1 : n, name) == 0)
			return (uint32_t)i + 1;
	}
	return 0;
}

/* call: the convergence intrinsics, a defined function, a builtin
 * (sim_ops.c), or an indirect call.  side: callee (global, builtin info or
 * UINT32_MAX), nargs, then per argument: handle, type. */
static void decode_call(sim_run *r, sim_func *fn, const inst *in, sim_inst *d)
{
	const cv_module *m = r->m;
	const function *f = fn->f;
	const ref *ops = INST_OPS(f, in);
	const char *name = callee_name(m, f, in);
	ref callee = f->ops[in->ops + in->nops - 1];
	uint32_t start, nargs = in->ext ? in->ext->nargs : 0, k;
	int intr = in->ext ? in->ext->intrinsic : INTR_NONE;
	if (in->ext && in->ext->convergent)
		d->flags |= F_CONVERGENT;
	if (in->ext && in->ext->conv_token != REF_NULL)
		d->c = operand(r, fn, in->ext->conv_token, m->t_token);
	if (intr == INTR_CONV_ENTRY) {
		d->op = S_TOK_ENTRY;
		return;
	}
	if (intr == INTR_CONV_ANCHOR) {
		d->op = S_TOK_ANCHOR;
		return;
	}
	if (intr == INTR_CONV_LOOP) {
		if (d->c != H_NONE)
			d->op = S_TOK_LOOP;
		return;
	}
	start = side_push(r, fn, 0);
	side_push(r, fn, nargs);
	for (k = 0; k < nargs; k++) {
		tyid at = op_type(r, f, ops[k]);
		uint32_t h = operand(r, fn, ops[k], at);
		if (REF_KIND(ops[k]) == REF_MD)
			h = H_CONST | const_push(r, fn, 0, 0);
		if (h == H_NONE)
			return;
		side_push(r, fn, h);
		side_push(r, fn, at);
	}
	d->aux = start;
	if (REF_KIND(callee) == REF_GLOBAL &&
	    m->globals[REF_IDX(callee)].fn &&
	    !m->globals[REF_IDX(callee)].is_decl) {
		fn->side[start] = REF_IDX(callee);
		d->op = S_CALL;
		return;
	}
	if (REF_KIND(callee) == REF_ASM) {
		/* the fixed strings of CUDA's headers; any other is an error
		 * when reached */
		const char *text = SYM_STR(&m->strs, m->asms[REF_IDX(callee)].asm_str);
		sim_builtin_info bi = sim_asm_lookup(text, strlen(text));
		memcpy(&fn->side[start], &bi, sizeof bi < 4 ? sizeof bi : 4);
		if (bi.convergent)
			d->flags |= F_CONVERGENT;
		d->op = S_BUILTIN;
		d->b = ASM_CALLEE | REF_IDX(callee);
		return;
	}
	if (REF_KIND(callee) == REF_GLOBAL && name) {
		sim_builtin_info bi = sim_builtin_lookup(name, strlen(name));
		if (bi.id == BI_UNKNOWN)
			bi.arg = (uint8_t)extern_index(r, name);
		if (bi.id == BI_READ_REGISTER)
			bi.sub = register_of(m, f, in);
		memcpy(&fn->side[start], &bi, sizeof bi < 4 ? sizeof bi : 4);
		if (bi.convergent)
			d->flags |= F_CONVERGENT;
		d->op = is_workgroup_barrier(&bi) ? S_WG_BARRIER : S_BUILTIN;
		d->b = REF_IDX(callee);
		return;
	}
	/* indirect call: the callee pointer in b */
	d->b = operand(r, fn, callee, m->t_ptr);
	if (d->b == H_NONE)
		return;
	fn->side[start] = UINT32_MAX;
	d->op = S_CALL;
}

/* Terminators. */
static void decode_terminator(sim_run *r, sim_func *fn, const inst *in,
			      sim_inst *d)
{
	const cv_module *m = r->m;
	const function *f = fn->f;
	const ref *ops = INST_OPS(f, in);
	sim_type *ot;
	uint32_t k;
	switch (in->op) {
	case OP_BR:
		if (in->nops == 1) {
			d->op = S_BR;
			d->a = REF_IDX(ops[0]);
		} else {
			d->a = operand(r, fn, ops[0], m->t_i1);
			d->b = REF_IDX(ops[1]);
			d->c = REF_IDX(ops[2]);
			if (d->a != H_NONE)
				d->op = S_CONDBR;
		}
		return;
	case OP_SWITCH: {
		tyid ct = op_type(r, f, ops[0]);
		uint32_t start;
		ot = type_info(r, ct);
		if (ot->state != 1 || ot->kind != SK_INT)
			return;
		d->a = operand(r, fn, ops[0], ct);
		d->bits = ot->bits;
		if (d->a == H_NONE)
			return;
		start = side_push(r, fn, REF_IDX(ops[1]));
		side_push(r, fn, (in->nops - 2) / 2);
		for (k = 2; k + 1 < in->nops; k += 2) {
			uint32_t h = operand(r, fn, ops[k], ct);
			if (h == H_NONE)
				return;
			side_push(r, fn, h);
			side_push(r, fn, REF_IDX(ops[k + 1]));
		}
		d->aux = start;
		d->op = S_SWITCH;
		return;
	}
	case OP_INDIRECTBR: {
		uint32_t start;
		d->a = operand(r, fn, ops[0], op_type(r, f, ops[0]));
		if (d->a == H_NONE)
			return;
		start = side_push(r, fn, in->nops - 1);
		for (k = 1; k < in->nops; k++)
			side_push(r, fn, REF_IDX(ops[k]));
		d->aux = start;
		d->op = S_INDIRECTBR;
		return;
	}
	case OP_RET:
		d->op = S_RET;
		if (in->nops) {
			tyid vt = op_type(r, f, ops[0]);
			d->a = operand(r, fn, ops[0], vt);
			d->n = type_info(r, vt)->nslots;
			if (d->a == H_NONE)
				d->op = S_UNSUPPORTED;
		} else
			d->n = 0;
		return;
	case OP_UNREACHABLE:
		d->op = S_UNREACHABLE;
		return;
	default:
		return;
	}
}

/* Decodes instruction i of fn into *d.  Unsupported constructs become
 * S_UNSUPPORTED (an error only when executed). */
static void decode_inst(sim_run *r, sim_func *fn, uint32_t i, sim_inst *d)
{
	const inst *in = &fn->f->insts[i];
	sim_type *rt = type_info(r, in->type);
	memset(d, 0, sizeof *d);
	d->src = i;
	d->dst = fn->inst_slot[i];
	d->a = d->b = d->c = H_NONE;
	d->op = S_UNSUPPORTED;
	if (rt->state != 1)
		return;
	d->kind = rt->vector ? rt->leaves[0].kind : rt->kind;
	d->bits = rt->vector ? rt->leaves[0].bits : rt->bits;
	d->n = rt->nslots ? rt->nslots : 1;
	if (in->flags & IF_NUW)
		d->flags |= F_NUW;
	if (in->flags & IF_NSW)
		d->flags |= F_NSW;
	if (in->flags & IF_EXACT)
		d->flags |= F_EXACT;
	switch (in->op) {
	case OP_ADD: case OP_SUB: case OP_MUL: case OP_UDIV:
	case OP_SDIV: case OP_UREM: case OP_SREM: case OP_SHL:
	case OP_LSHR: case OP_ASHR: case OP_AND: case OP_OR:
	case OP_XOR: case OP_FADD: case OP_FSUB: case OP_FMUL:
	case OP_FDIV: case OP_FREM: case OP_FNEG: case OP_ICMP:
	case OP_FCMP: case OP_SELECT: case OP_FREEZE:
		decode_arith(r, fn, in, d);
		return;
	case OP_TRUNC: case OP_ZEXT: case OP_SEXT: case OP_FPTOUI:
	case OP_FPTOSI: case OP_UITOFP: case OP_SITOFP:
	case OP_FPTRUNC: case OP_FPEXT: case OP_PTRTOINT:
	case OP_INTTOPTR: case OP_BITCAST: case OP_ADDRSPACECAST:
	case OP_PTRTOADDR:
		decode_cast(r, fn, in, rt, d);
		return;
	case OP_PHI:
		d->op = S_NOP; /* done on the edge */
		return;
	case OP_ALLOCA: case OP_LOAD: case OP_STORE: case OP_ATOMICRMW:
	case OP_CMPXCHG: case OP_FENCE:
		decode_memory(r, fn, in, rt, d);
		return;
	case OP_GEP:
		decode_gep(r, fn, in, rt, d);
		return;
	case OP_EXTRACTELEMENT: case OP_INSERTELEMENT:
	case OP_SHUFFLEVECTOR: case OP_EXTRACTVALUE:
	case OP_INSERTVALUE:
		decode_aggregate(r, fn, in, d);
		return;
	case OP_CALL:
		decode_call(r, fn, in, d);
		return;
	case OP_BR: case OP_SWITCH: case OP_INDIRECTBR: case OP_RET:
	case OP_UNREACHABLE:
		decode_terminator(r, fn, in, d);
		return;
	default:
		return;
	}
}

/* ---- globals ------------------------------------------------------------------ */

/* Global gi's object id: zeroed, then its initializer stored. */
static void global_init(sim_run *r, uint32_t gi, uint32_t id)
{
	const global *g = &r->m->globals[gi];
	sim_type *st = g->kind == G_VAR ? type_info(r, g->type) : NULL;
	uint32_t size = r->mach.obj[id].size, i;
	uint64_t *vals;
	uint8_t *pois;
	memset(r->mach.obj[id].data, 0, size);
	if (g->kind == G_VAR && ((g->init != REF_NULL && (!st || st->state != 1)) ||
				 (g->init == REF_NULL && g->is_decl)))
		r->mach.obj[id].unmodelled = 1; /* a type the simulator lacks, or
						 * an external global */
	if (!st || st->state != 1 || g->init == REF_NULL || !st->nslots)
		return;
	vals = sim_realloc(&r->mach, NULL, 0, (size_t)st->nslots * 8);
	pois = sim_realloc(&r->mach, NULL, 0, st->nslots);
	if (const_eval(r, g->init, g->type, vals, pois, 0) != 0)
		r->mach.obj[id].unmodelled = 1;
	else
		for (i = 0; i < st->nslots; i++)
			if (st->leaves[i].kind != SK_TOKEN &&
			    st->leaves[i].offset + 8 <= size + 8)
				store_leaf(r->mach.obj[id].data + st->leaves[i].offset,
					   &st->leaves[i], vals[i]);
	cv_mem_realloc(&r->ctx->alloc, vals, (size_t)st->nslots * 8, 0);
	cv_mem_realloc(&r->ctx->alloc, pois, st->nslots, 0);
}

/* The object of global gi (created with its initializer on first use). */
static uint32_t global_object(sim_run *r, uint32_t gi)
{
	const global *g = &r->m->globals[gi];
	uint32_t id;
	if (r->gobj[gi])
		return r->gobj[gi];
	if (g->kind == G_FUNC) {
		id = sim_obj_new(&r->mach, OBJ_FUNC, 0);
		r->mach.obj[id].global = gi;
		r->gobj[gi] = id;
		return id;
	}
	if (g->kind == G_ALIAS && REF_KIND(g->init) == REF_GLOBAL) {
		id = global_object(r, REF_IDX(g->init));
		r->gobj[gi] = id;
		return id;
	}
	{
		sim_type *st = g->kind == G_VAR ? type_info(r, g->type) : NULL;
		uint32_t size = st && st->state == 1 ? align_up(st->size, st->align) : 0;
		id = sim_obj_new(&r->mach, OBJ_GLOBAL, size ? size : 1);
		r->mach.obj[id].global = gi;
		r->gobj[gi] = id; /* before the initializer: it may point here */
		global_init(r, gi, id);
		if (global_space(r, g) == SPACE_THREAD)
			sim_obj_per_thread(&r->mach, id);
		else
			r->mach.obj[id].space = global_space(r, g);
		return id;
	}
}

/* Where a global variable lives: LDS / shared / Workgroup (address space
 * 3 on AMDGPU, NVPTX and SPIR-V): one copy per workgroup; private
 * (AMDGPU and NVPTX 5, SPIR-V Private 10): one per thread; the rest is
 * shared by every thread. */
static uint8_t global_space(const sim_run *r, const global *g)
{
	const char *triple = r->m->triple ? SYM_STR(&r->m->strs, r->m->triple) : "";
	uint32_t priv = strncmp(triple, "spirv", 5) == 0 ? 10 : 5;
	if (g->kind != G_VAR)
		return SPACE_SHARED;
	if (g->addrspace == 3)
		return SPACE_WORKGROUP;
	return g->addrspace == priv ? SPACE_THREAD : SPACE_SHARED;
}

/* A workgroup's start: its own fresh workgroup memory (the objects of
 * SPACE_WORKGROUP back as they were made: globals with their
 * initializers, buffers with their contents at launch).  Workgroups run
 * one after another, so one copy at a time suffices; after the run it
 * holds the last workgroup's. */
static void workgroup_memory(sim_run *r, uint32_t group)
{
	uint32_t id;
	if (!group)
		return;
	for (id = 1; id < r->mach.nobj; id++) {
		sim_obj *o = &r->mach.obj[id];
		if (o->kind == OBJ_FREE || o->space != SPACE_WORKGROUP)
			continue;
		if (o->kind == OBJ_GLOBAL)
			global_init(r, o->global, id);
		else if (r->wg_init && r->wg_init[id])
			memcpy(o->data, r->wg_init[id], o->size);
	}
}

/* ---- functions ---------------------------------------------------------------- */

/* A binary heap of (rank, item) for the topological orders. */
typedef struct heap {
	uint64_t *a;
	uint32_t n;
} heap;

static void heap_push(heap *h, uint64_t v)
{
	uint32_t i = h->n++;
	while (i && h->a[(i - 1) / 2] > v) {
		h->a[i] = h->a[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	h->a[i] = v;
}

static uint64_t heap_pop(heap *h)
{
	uint64_t top = h->a[0], v = h->a[--h->n];
	uint32_t i = 0;
	for (;;) {
		uint32_t c = 2 * i + 1;
		if (c >= h->n)
			break;
		if (c + 1 < h->n && h->a[c + 1] < h->a[c])
			c++;
		if (h->a[c] >= v)
			break;
		h->a[i] = h->a[c];
		i = c;
	}
	if (h->n)
		h->a[i] = v;
	return top;
}

/* The item containing block b at the level of cycle lvl (CFG_NONE: the
 * function): b itself, or nb + the child cycle of lvl containing b. */
static uint32_t level_item(const cycle_info *ci, uint32_t nb, uint32_t lvl,
			   uint32_t b)
{
	uint32_t c = ci->block_cycle[b];
	if (c == lvl)
		return b;
	while (ci->cycles[c].parent != lvl)
		c = ci->cycles[c].parent;
	return nb + c;
}

static int has_irreducible(const cycle_info *ci)
{
	uint32_t c;
	for (c = 0; c < ci->ncycles; c++)
		if (!cycles_is_reducible(ci, c))
			return 1;
	return 0;
}

/* Topological indices of the items of every level (see the top comment),
 * and each block's chain of them. */
static void func_positions(sim_run *r, sim_func *fn, arena *tmp)
{
	const cycle_info *ci = fn->ci;
	const cfg_graph *g = &fn->cfg->graph;
	uint32_t nb = g->n, nc = ci->ncycles, ni = nb + nc, u, k, total = 0;
	uint32_t *indeg = arena_zalloc(tmp, ((size_t)ni + 1) * 4);
	uint32_t *eoff = arena_zalloc(tmp, ((size_t)ni + 2) * 4);
	uint32_t *edst, *efill = arena_zalloc(tmp, ((size_t)ni + 1) * 4);
	uint32_t *topo = arena_alloc(tmp, ((size_t)ni + 1) * 4);
	uint32_t *next_index = arena_zalloc(tmp, ((size_t)nc + 2) * 4);
	uint8_t *reach = arena_zalloc(tmp, (size_t)nb + 1);
	heap h;
	/* level edges */
	for (u = 0; u < nb; u++)
		reach[u] = ci->dfs_start[u] != 0;
	for (u = 0; u < nb; u++) {
		if (!reach[u])
			continue;
		for (k = 0; k < CFG_NSUCC(g, u); k++) {
			uint32_t v = CFG_SUCCS(g, u)[k];
			uint32_t l = cycles_common(ci, u, v);
			if (l != CFG_NONE && cycles_header(ci, l) == v)
				continue;
			eoff[level_item(ci, nb, l, u) + 1]++;
		}
	}
	for (u = 0; u < ni; u++)
		eoff[u + 1] += eoff[u];
	edst = arena_alloc(tmp, ((size_t)eoff[ni] + 1) * 4);
	for (u = 0; u < nb; u++) {
		if (!reach[u])
			continue;
		for (k = 0; k < CFG_NSUCC(g, u); k++) {
			uint32_t v = CFG_SUCCS(g, u)[k];
			uint32_t l = cycles_common(ci, u, v);
			uint32_t iu, iv;
			if (l != CFG_NONE && cycles_header(ci, l) == v)
				continue;
			iu = level_item(ci, nb, l, u);
			iv = level_item(ci, nb, l, v);
			edst[eoff[iu] + efill[iu]++] = iv;
			indeg[iv]++;
		}
	}
	/* Kahn's algorithm over all levels at once (levels share no edges),
	 * numbering within each level; rank: the DFS pre-order of the item's
	 * first block */
	h.a = arena_alloc(tmp, ((size_t)ni + 1) * 8);
	h.n = 0;
	for (u = 0; u < ni; u++) {
		uint32_t rep = u < nb ? u : cycles_header(ci, u - nb);
		if (u < nb && !reach[u])
			continue;
		if (!indeg[u])
			heap_push(&h, (uint64_t)ci->dfs_start[rep] << 32 | u);
	}
	memset(topo, 0, ((size_t)ni + 1) * 4);
	while (h.n) {
		uint32_t it = (uint32_t)heap_pop(&h), lvl;
		lvl = it < nb ? ci->block_cycle[it] : ci->cycles[it - nb].parent;
		topo[it] = next_index[lvl == CFG_NONE ? nc : lvl]++;
		for (k = eoff[it]; k < eoff[it + 1]; k++) {
			uint32_t v = edst[k];
			if (--indeg[v] == 0) {
				uint32_t rep = v < nb ? v : cycles_header(ci, v - nb);
				heap_push(&h, (uint64_t)ci->dfs_start[rep] << 32 | v);
			}
		}
	}
	/* per block chains */
	fn->lvl_off = arena_alloc(&r->arena, ((size_t)nb + 1) * 4);
	for (u = 0; u < nb; u++)
		total += 1 + (reach[u] ? cycles_block_depth(ci, u) : 0);
	fn->lvl_topo = arena_alloc(&r->arena, ((size_t)total + 1) * 4);
	fn->lvl_cyc = arena_alloc(&r->arena, ((size_t)total + 1) * 4);
	total = 0;
	for (u = 0; u < nb; u++) {
		uint32_t d = reach[u] ? cycles_block_depth(ci, u) : 0, c, l;
		fn->lvl_off[u] = total;
		c = reach[u] ? ci->block_cycle[u] : CFG_NONE;
		for (l = d; l >= 1; l--) {
			fn->lvl_cyc[total + l] = c;
			c = ci->cycles[c].parent;
		}
		fn->lvl_cyc[total] = CFG_NONE;
		for (l = 0; l <= d; l++)
			fn->lvl_topo[total + l] =
				reach[u] ? topo[l < d ? nb + fn->lvl_cyc[total + l + 1] : u]
					 : 0;
		total += d + 1;
	}
	fn->lvl_off[nb] = total;
	fn->hdr_cycle = arena_alloc(&r->arena, ((size_t)nb + 1) * 4);
	for (u = 0; u < nb; u++) {
		uint32_t c = reach[u] ? ci->block_cycle[u] : CFG_NONE;
		fn->hdr_cycle[u] =
			c != CFG_NONE && cycles_header(ci, c) == u ? c : CFG_NONE;
	}
	fn->ncycles = nc;
	fn->cyc_end = arena_alloc(&r->arena, ((size_t)nc + 1) * 4);
	for (u = 0; u < nc; u++)
		fn->cyc_end[u] = ci->cycles[u].end;
}

static size_t function_index_of(const cv_module *m, uint32_t gi)
{
	size_t k = 0;
	uint32_t i;
	for (i = 0; i < m->norder; i++) {
		const global *g = &m->globals[m->order[i]];
		if (g->kind != G_FUNC)
			continue;
		if (m->order[i] == gi)
			return k;
		k++;
	}
	return (size_t)-1;
}

static void func_check_tables(sim_run *r, sim_func *fn, arena *tmp);

/* Decodes function gi (a definition) once. */
static sim_func *func_get(sim_run *r, uint32_t gi)
{
	const function *f;
	sim_func *fn;
	arena tmp;
	uint32_t i, b, nslots = 0, n;
	if (r->funcs[gi])
		return r->funcs[gi];
	f = r->m->globals[gi].fn;
	fn = arena_zalloc(&r->arena, sizeof *fn);
	r->funcs[gi] = fn;
	fn->f = f;
	fn->global = gi;
	fn->index = function_index_of(r->m, gi);
	fn->cfg = cv_cfg_new(r->m, fn->index,
			     CV_CFG_DOM | CV_CFG_CYCLES |
			     (r->o.reconvergence == CV_RECONVERGE_IPDOM ? CV_CFG_POSTDOM : 0));
	if (!fn->cfg)
		longjmp(r->mach.oom, 1);
	fn->ci = &fn->cfg->cycles;
	/* slots */
	fn->arg_slot = arena_alloc(&r->arena, ((size_t)f->nargs + 1) * 4);
	fn->arg_n = arena_alloc(&r->arena, ((size_t)f->nargs + 1) * 4);
	for (i = 0; i < f->nargs; i++) {
		sim_type *st = type_info(r, f->args[i].type);
		fn->arg_slot[i] = nslots;
		fn->arg_n[i] = st->state == 1 && st->nslots ? st->nslots : 1;
		nslots += fn->arg_n[i];
	}
	fn->inst_slot = arena_alloc(&r->arena, ((size_t)f->ninsts + 1) * 4);
	for (i = 0; i < f->ninsts; i++) {
		sim_type *st = type_info(r, f->insts[i].type);
		if (st->state == 1 && st->kind == SK_VOID)
			fn->inst_slot[i] = H_NONE;
		else {
			fn->inst_slot[i] = nslots;
			nslots += st->state == 1 && st->nslots ? st->nslots : 1;
		}
	}
	fn->nslots = nslots ? nslots : 1;
	/* code: non-phi instructions block by block; phis apart */
	fn->block_code = arena_alloc(&r->arena, ((size_t)f->nblocks + 1) * 4);
	fn->phi_off = arena_alloc(&r->arena, ((size_t)f->nblocks + 1) * 4);
	fn->code = arena_alloc(&r->arena, ((size_t)f->ninsts + 1) * sizeof *fn->code);
	n = 0;
	for (b = 0; b < f->nblocks; b++)
		for (i = f->blocks[b].first; i < f->blocks[b].first + f->blocks[b].n; i++)
			if (f->insts[i].op == OP_PHI)
				n++;
	fn->phis = arena_alloc(&r->arena, ((size_t)n + 1) * sizeof *fn->phis);
	n = 0;
	fn->ncode = 0;
	for (b = 0; b < f->nblocks; b++) {
		const block *bl = &f->blocks[b];
		uint32_t setslots = 0;
		fn->phi_off[b] = n;
		fn->block_code[b] = fn->ncode;
		for (i = bl->first; i < bl->first + bl->n; i++) {
			const inst *in = &f->insts[i];
			if (in->op == OP_PHI) {
				sim_phi *ph = &fn->phis[n++];
				const ref *ops = INST_OPS(f, in);
				uint32_t k;
				ph->dst = fn->inst_slot[i];
				ph->n = type_info(r, in->type)->nslots;
				ph->first = fn->nside;
				ph->count = in->nops / 2;
				for (k = 0; k + 1 < in->nops; k += 2) {
					side_push(r, fn, REF_IDX(ops[k + 1]));
					side_push(r, fn, operand(r, fn, ops[k], in->type));
				}
				setslots += ph->n;
				continue;
			}
			decode_inst(r, fn, i, &fn->code[fn->ncode++]);
		}
		if (setslots > fn->maxphi)
			fn->maxphi = setslots;
	}
	fn->phi_off[f->nblocks] = n;
	arena_init(&tmp, &r->ctx->alloc);
	tmp.oom = &r->mach.oom;
	if (r->o.hierarchy && has_irreducible(fn->ci)) {
		/* another depth-first search, another hierarchy */
		cfg_graph rot;
		cycle_info *ci = arena_zalloc(&r->arena, sizeof *ci);
		cfg_graph_rotated(&rot, &fn->cfg->graph, r->o.hierarchy, &tmp);
		cycles_compute(ci, &rot, &r->arena, &tmp);
		fn->ci = ci;
	}
	func_positions(r, fn, &tmp);
	if (r->o.check)
		func_check_tables(r, fn, &tmp);
	arena_free(&tmp);
	return fn;
}

/* ---- frames and groups ---------------------------------------------------------- */

static sim_frame *frame_new(sim_run *r, sim_func *fn)
{
	size_t head = (sizeof(sim_frame) + 15) & ~(size_t)15;
	size_t nregs = (size_t)fn->nslots * r->width;
	size_t bytes = head + (nregs + fn->nslots) * 8;
	sim_frame *fr = sim_realloc(&r->mach, NULL, 0, bytes);
	memset(fr, 0, bytes);
	fr->fn = fn;
	fr->bytes = bytes;
	fr->regs = (uint64_t *)((char *)fr + head);
	fr->poison = fr->regs + nregs;
	fr->next = r->frames;
	if (r->frames)
		r->frames->prev = fr;
	r->frames = fr;
	return fr;
}

static void frame_free(sim_run *r, sim_frame *fr)
{
	if (fr->prev)
		fr->prev->next = fr->next;
	else
		r->frames = fr->next;
	if (fr->next)
		fr->next->prev = fr->prev;
	cv_mem_realloc(&r->ctx->alloc, fr, fr->bytes, 0);
}

static void frame_release(sim_run *r, sim_frame *fr, uint32_t lanes)
{
	fr->refs -= lanes;
	if (!fr->refs)
		frame_free(r, fr);
}

static uint32_t group_new(sim_run *r, sim_wave *w)
{
	uint32_t i;
	for (i = 0; i < w->ngroups; i++)
		if (!w->groups[i].live)
			break;
	if (i == w->ngroups) {
		sim_grow(&r->mach, (void **)&w->groups, &w->capgroups, w->ngroups + 1,
			 sizeof *w->groups);
		memset(&w->groups[i], 0, sizeof w->groups[i]);
		w->ngroups++;
	}
	w->groups[i].live = 1;
	w->groups[i].parked = 0;
	w->groups[i].depth = 0;
	w->groups[i].niter = 0;
	w->groups[i].nrc = 0;
	w->groups[i].mask = 0;
	w->groups[i].pend = 0;
	w->groups[i].base = 0;
	return i;
}

static void group_reserve(sim_run *r, sim_group *g, uint32_t depth,
			  uint32_t niter)
{
	sim_grow(&r->mach, (void **)&g->lv, &g->caplv, depth, sizeof *g->lv);
	sim_grow(&r->mach, (void **)&g->iter, &g->capiter, niter + 1, sizeof *g->iter);
}

static void group_copy(sim_run *r, sim_wave *w, uint32_t dst, uint32_t src)
{
	sim_group *s, *d;
	group_reserve(r, &w->groups[dst], w->groups[src].depth,
		      w->groups[src].niter);
	s = &w->groups[src];
	d = &w->groups[dst];
	d->depth = s->depth;
	d->niter = s->niter;
	d->pend = s->pend;
	d->base = s->base;
	memcpy(d->lv, s->lv, s->depth * sizeof *s->lv);
	if (s->niter)
		memcpy(d->iter, s->iter, s->niter * sizeof *s->iter);
	d->nrc = 0;
	if (s->nrc) {
		sim_grow(&r->mach, (void **)&d->rc, &d->caprc, s->nrc, sizeof *d->rc);
		s = &w->groups[src];
		memcpy(d->rc, s->rc, s->nrc * sizeof *s->rc);
		d->nrc = s->nrc;
	}
}

/* ipdom: the group reaches block bb (CFG_NONE: returns) at its call depth;
 * the reconvergence points there are passed. */
static void rc_arrive(sim_group *g, uint32_t bb)
{
	while (g->nrc >= 3 && g->rc[g->nrc - 2] == g->depth &&
	       (g->rc[g->nrc - 1] == bb || bb == CFG_NONE))
		g->nrc -= 3;
}

static int rc_equal(const sim_group *a, const sim_group *b)
{
	return a->nrc == b->nrc &&
	       (!a->nrc || memcmp(a->rc, b->rc, a->nrc * sizeof *a->rc) == 0);
}

static void group_push(sim_run *r, sim_group *g, sim_func *fn,
		       sim_frame *fr)
{
	sim_level *lv;
	group_reserve(r, g, g->depth + 1, g->niter + fn->ncycles);
	lv = &g->lv[g->depth++];
	lv->fn = fn;
	lv->frame = fr;
	lv->block = 0;
	lv->pc = fn->block_code[0];
	lv->part = 0;
	lv->iter_off = g->niter;
	if (fn->ncycles)
		memset(g->iter + g->niter, 0, fn->ncycles * sizeof *g->iter);
	g->niter += fn->ncycles;
}

/* Compare the positions of two groups at one call level (same function). */
static int level_cmp(const sim_group *ga, const sim_level *a,
		     const sim_group *gb, const sim_level *b)
{
	const sim_func *fn = a->fn;
	const uint32_t *ta = fn->lvl_topo + fn->lvl_off[a->block];
	const uint32_t *tb = fn->lvl_topo + fn->lvl_off[b->block];
	const uint32_t *ca = fn->lvl_cyc + fn->lvl_off[a->block];
	uint32_t da = fn->lvl_off[a->block + 1] - fn->lvl_off[a->block] - 1;
	uint32_t db = fn->lvl_off[b->block + 1] - fn->lvl_off[b->block] - 1;
	uint32_t l;
	if (a->block != b->block || a->fn != b->fn) {
		if (a->fn != b->fn)
			return a->fn->global < b->fn->global ? -1 : 1;
		for (l = 0;; l++) {
			uint32_t c, ia, ib;
			if (ta[l] != tb[l])
				return ta[l] < tb[l] ? -1 : 1;
			if (l == da || l == db)
				break;
			c = ca[l + 1];
			ia = ga->iter[a->iter_off + c];
			ib = gb->iter[b->iter_off + c];
			if (ia != ib)
				return ia < ib ? -1 : 1;
		}
		/* the same item: then the same block */
	} else {
		for (l = 1; l <= da; l++) {
			uint32_t c = ca[l], ia = ga->iter[a->iter_off + c];
			uint32_t ib = gb->iter[b->iter_off + c];
			if (ia != ib)
				return ia < ib ? -1 : 1;
		}
	}
	if (a->pc != b->pc)
		return a->pc < b->pc ? -1 : 1;
	if (a->part != b->part)
		return a->part < b->part ? -1 : 1;
	return 0;
}

static int pos_cmp(const sim_group *a, const sim_group *b)
{
	uint32_t i, n = a->depth < b->depth ? a->depth : b->depth;
	for (i = 0; i < n; i++) {
		int c = level_cmp(a, &a->lv[i], b, &b->lv[i]);
		if (c)
			return c;
	}
	return a->depth < b->depth ? -1 : a->depth > b->depth;
}

/* Adds a group's pending steps to its lanes. */
static void flush_steps(sim_run *r, const sim_wave *w, sim_group *g)
{
	uint64_t *st = r->steps + w->first;
	unsigned l;
	if (!g->pend)
		return;
	FOR_LANES(g->mask, l)
		st[l] += g->pend;
	g->base += g->pend;
	g->pend = 0;
}

/* Merges group gi into a live group at the same position, if any. */
static void group_settle(sim_run *r, sim_wave *w, uint32_t gi)
{
	uint32_t j;
	if (w->groups[gi].parked)
		return;
	for (j = 0; j < w->ngroups; j++) {
		if (j == gi || !w->groups[j].live || w->groups[j].parked)
			continue;
		if (pos_cmp(&w->groups[gi], &w->groups[j]) == 0 &&
		    rc_equal(&w->groups[gi], &w->groups[j])) {
			sim_group *a = &w->groups[gi], *b = &w->groups[j];
			flush_steps(r, w, a);
			flush_steps(r, w, b);
			b->mask |= a->mask;
			if (a->base > b->base)
				b->base = a->base;
			a->live = 0;
			return;
		}
	}
}

/* The block a group enters: counts a header execution. */
static void enter_block(sim_group *g, uint32_t bb)
{
	sim_level *lv = &g->lv[g->depth - 1];
	const sim_func *fn = lv->fn;
	uint32_t c = fn->hdr_cycle[bb];
	lv->block = bb;
	lv->pc = fn->block_code[bb];
	lv->part = 0;
	if (g->nrc)
		rc_arrive(g, bb);
	if (c != CFG_NONE) {
		uint32_t *it = g->iter + lv->iter_off;
		it[c]++;
		if (fn->cyc_end[c] > c + 1)
			memset(it + c + 1, 0, (fn->cyc_end[c] - c - 1) * sizeof *it);
	}
}

/* ---- operands ------------------------------------------------------------------- */

static const uint64_t *vsrc(const sim_func *fn, const sim_frame *fr,
			    uint32_t width, uint32_t h, uint32_t *stride)
{
	if (h & H_CONST) {
		*stride = 0;
		return fn->kval + H_IDX(h);
	}
	*stride = 1;
	return fr->regs + (size_t)h * width;
}

static uint64_t psrc(const sim_func *fn, const sim_frame *fr, uint32_t h)
{
	return h & H_CONST ? fn->kpois[H_IDX(h)] : fr->poison[h];
}

static uint64_t get1(const sim_func *fn, const sim_frame *fr, uint32_t width,
		     uint32_t h, unsigned lane)
{
	return h & H_CONST ? fn->kval[H_IDX(h)]
			   : fr->regs[(size_t)h * width + lane];
}

static void set_pois(sim_frame *fr, uint32_t slot, uint64_t m, uint64_t p)
{
	fr->poison[slot] = (fr->poison[slot] & ~m) | (p & m);
}

static void copy_slots(const sim_func *fn, sim_frame *fr, uint32_t width,
		       uint32_t dst, uint32_t src, uint32_t n, uint64_t m)
{
	uint32_t e;
	unsigned l;
	for (e = 0; e < n; e++) {
		uint32_t sa;
		const uint64_t *A = vsrc(fn, fr, width, src + e, &sa);
		uint64_t *R = fr->regs + (size_t)(dst + e) * width;
		EACH_LANE(m, width, l, R[l] = A[l * sa]);
		set_pois(fr, dst + e, m, psrc(fn, fr, src + e));
	}
}

/* ---- records of convergent operations ------------------------------------------------ */

static size_t vals_alloc(sim_run *r, size_t n)
{
	size_t off = r->nvals, oldcap = r->capvals;
	if (r->nvals + n > r->capvals) {
		grow_z(r, (void **)&r->vals, &r->capvals, r->nvals + n, 8);
		r->vals_pois = sim_realloc(&r->mach, r->vals_pois, oldcap, r->capvals);
	}
	r->nvals += n;
	return off;
}

/* Records one dynamic instance: per lane of mask, the nin slots at the
 * handles in[] and the nout slots from slot out. */
static void record_op(sim_run *r, const sim_wave *w, const sim_func *fn,
		      const sim_frame *fr, const sim_inst *d, uint64_t mask,
		      const uint32_t *in, uint32_t nin, uint32_t out,
		      uint32_t nout, uint32_t token_class)
{
	sim_record *rec;
	size_t off;
	unsigned l;
	uint32_t k, per = nin + nout;
	r->ops_executed++;
	if (!r->o.keep_ops)
		return;
	if (r->nrecs == r->caprecs)
		grow_z(r, (void **)&r->recs, &r->caprecs, r->nrecs + 1, sizeof *r->recs);
	off = vals_alloc(r, (size_t)per * popcount64(mask));
	rec = &r->recs[r->nrecs++];
	rec->global = fn->global;
	rec->src = d->src;
	rec->wave = w->index;
	rec->mask = mask;
	rec->nargs = nin;
	rec->nres = nout;
	rec->vals = off;
	rec->token = token_class;
	FOR_LANES(mask, l) {
		for (k = 0; k < nin; k++) {
			r->vals[off] = get1(fn, fr, r->width, in[k], l);
			r->vals_pois[off++] = (uint8_t)(psrc(fn, fr, in[k]) >> l & 1);
		}
		for (k = 0; k < nout; k++) {
			r->vals[off] = fr->regs[(size_t)(out + k) * r->width + l];
			r->vals_pois[off++] = (uint8_t)(fr->poison[out + k] >> l & 1);
		}
	}
}

/* The argument slots of a call (side data: id, nargs, (handle, type)*). */
static uint32_t call_arg_slots(sim_run *r, const sim_func *fn,
			       const sim_inst *d, uint32_t *out, uint32_t cap)
{
	uint32_t nargs = fn->side[d->aux + 1], k, n = 0, e;
	for (k = 0; k < nargs; k++) {
		uint32_t h = fn->side[d->aux + 2 + 2 * k];
		sim_type *st = type_info(r, fn->side[d->aux + 3 + 2 * k]);
		for (e = 0; e < st->nslots && n < cap; e++)
			out[n++] = h + e;
	}
	return n;
}

/* Splits mask into parts of equal token value (slot h), lowest lane
 * first.  Returns the number of parts. */
static uint32_t split_by_token(const sim_func *fn, const sim_frame *fr,
			       uint32_t width, uint32_t h, uint64_t mask,
			       uint64_t *parts)
{
	uint32_t n = 0, sa;
	const uint64_t *A = vsrc(fn, fr, width, h, &sa);
	while (mask) {
		unsigned l0 = ctz64(mask), l;
		uint64_t v = A[l0 * sa], part = 0;
		FOR_LANES(mask, l)
			if (A[l * sa] == v)
				part |= 1ull << l;
		parts[n++] = part;
		mask &= ~part;
	}
	return n;
}

#define LINE(fn, d) ((fn)->f->insts[(d)->src].line)
#define COL(fn, d) (inst_col(&(fn)->f->insts[(d)->src]))

/* A controlled operation d executed by the threads of token class cls:
 * one dynamic instance, so in a program that obeys the static rules it
 * never happens twice.  Returns -1 (after an error) when it does. */
static int controlled_once(sim_run *r, const sim_func *fn, const sim_inst *d,
			   uint32_t cls, const sim_wave *w, uint64_t mask)
{
	uint32_t k1, before;
	k1 = keymap_intern(&r->executed, &r->arena,
			   (uint64_t)1 << 60 | (uint64_t)fn->global << 32 |
				   (uint32_t)(d - fn->code));
	before = r->executed.n;
	keymap_intern(&r->executed, &r->arena,
		      (uint64_t)2 << 60 | (uint64_t)k1 << 32 | cls);
	if (r->executed.n != before)
		return 0;
	sim_error(&r->mach, LINE(fn, d), COL(fn, d),
		  "the convergence token makes threads %u.. execute this one "
		  "dynamic instance a second time: the program breaks the static "
		  "rules of convergence control (see converge verify)",
		  w->first + ctz64(mask));
	return -1;
}

static uint32_t fresh_class(sim_run *r)
{
	return keymap_intern(&r->tokens, &r->arena, (uint64_t)15 << 60 | r->fresh++);
}

/* ---- the interpreter ---------------------------------------------------------------- */


static int int_binop(sim_run *r, sim_wave *w, const sim_func *fn,
		     sim_frame *fr, const sim_inst *d, uint64_t m)
{
	uint32_t W = r->width, e, sa, sb;
	unsigned l;
	uint64_t mask = sim_width_mask(d->bits);
	unsigned bits = d->bits;
	for (e = 0; e < d->n; e++) {
		const uint64_t *A = vsrc(fn, fr, W, d->a + e, &sa);
		const uint64_t *B = vsrc(fn, fr, W, d->b + e, &sb);
		uint64_t *R = fr->regs + (size_t)(d->dst + e) * W;
		uint64_t np = (psrc(fn, fr, d->a + e) | psrc(fn, fr, d->b + e)) & m;
		switch (d->sub) {
		case B_ADD:
			EACH_LANE(m, W, l, R[l] = (A[l * sa] + B[l * sb]) & mask);
			if (d->flags & (F_NSW | F_NUW))
				FOR_LANES(m, l) {
					uint64_t x = A[l * sa], y = B[l * sb];
					if (((d->flags & F_NUW) && R[l] < x) ||
					    ((d->flags & F_NSW) &&
					     sim_sext(R[l], bits) != sim_sext(x, bits) + sim_sext(y, bits) &&
					     bits < 64) ||
					    ((d->flags & F_NSW) && bits == 64 &&
					     ((int64_t)x >= 0) == ((int64_t)y >= 0) &&
					     ((int64_t)R[l] >= 0) != ((int64_t)x >= 0)))
						np |= 1ull << l;
				}
			break;
		case B_SUB:
			EACH_LANE(m, W, l, R[l] = (A[l * sa] - B[l * sb]) & mask);
			if (d->flags & (F_NSW | F_NUW))
				FOR_LANES(m, l) {
					uint64_t x = A[l * sa], y = B[l * sb];
					if (((d->flags & F_NUW) && y > x) ||
					    ((d->flags & F_NSW) && bits < 64 &&
					     sim_sext(R[l], bits) != sim_sext(x, bits) - sim_sext(y, bits)) ||
					    ((d->flags & F_NSW) && bits == 64 &&
					     ((int64_t)x >= 0) != ((int64_t)y >= 0) &&
					     ((int64_t)R[l] >= 0) != ((int64_t)x >= 0)))
						np |= 1ull << l;
				}
			break;
		case B_MUL:
			EACH_LANE(m, W, l, R[l] = (A[l * sa] * B[l * sb]) & mask);
			if (d->flags & (F_NSW | F_NUW))
				FOR_LANES(m, l) {
					uint64_t x = A[l * sa], y = B[l * sb];
					if ((d->flags & F_NUW) && x && (R[l] / x != y ||
									 (bits < 64 && (x * y) >> bits)))
						np |= 1ull << l;
					if ((d->flags & F_NSW) && bits <= 32 &&
					    sim_sext(R[l], bits) != sim_sext(x, bits) * sim_sext(y, bits))
						np |= 1ull << l;
				}
			break;
		case B_UDIV: case B_SDIV: case B_UREM: case B_SREM:
			if (psrc(fn, fr, d->b + e) & m) {
				sim_error(&r->mach, LINE(fn, d), COL(fn, d),
					  "division by poison (thread %u)",
					  w->first + ctz64(psrc(fn, fr, d->b + e) & m));
				return -1;
			}
			FOR_LANES(m, l) {
				uint64_t x = A[l * sa], y = B[l * sb];
				int64_t sx = sim_sext(x, bits), sy = sim_sext(y, bits);
				if (y == 0) {
					sim_error(&r->mach, LINE(fn, d), COL(fn, d),
						  "division by zero (thread %u)", w->first + l);
					return -1;
				}
				if ((d->sub == B_SDIV || d->sub == B_SREM) && sy == -1 &&
				    sx == (bits >= 64 ? INT64_MIN : -(int64_t)(1ull << (bits - 1)))) {
					if (np >> l & 1) {
						R[l] = 0;
						continue;
					}
					sim_error(&r->mach, LINE(fn, d), COL(fn, d),
						  "signed division overflow (thread %u)",
						  w->first + l);
					return -1;
				}
				switch (d->sub) {
				case B_UDIV: R[l] = x / y; if ((d->flags & F_EXACT) && x % y) np |= 1ull << l; break;
				case B_UREM: R[l] = x % y; break;
				case B_SDIV: R[l] = (uint64_t)(sx / sy) & mask; if ((d->flags & F_EXACT) && sx % sy) np |= 1ull << l; break;
				default: R[l] = (uint64_t)(sx % sy) & mask; break;
				}
			}
			break;
		case B_SHL: case B_LSHR: case B_ASHR:
			if (!sb && B[0] < bits && !(d->flags & (F_NUW | F_NSW | F_EXACT))) {
				uint64_t y = B[0];
				if (d->sub == B_SHL)
					EACH_LANE(m, W, l, R[l] = (A[l * sa] << y) & mask);
				else if (d->sub == B_LSHR)
					EACH_LANE(m, W, l, R[l] = A[l * sa] >> y);
				else
					EACH_LANE(m, W, l,
						  R[l] = (uint64_t)(sim_sext(A[l * sa], bits) >> y) & mask);
				break;
			}
			FOR_LANES(m, l) {
				uint64_t x = A[l * sa], y = B[l * sb];
				if (y >= bits) {
					R[l] = 0;
					np |= 1ull << l;
					continue;
				}
				if (d->sub == B_SHL) {
					R[l] = (x << y) & mask;
					if (((d->flags & F_NUW) && (R[l] >> y) != x) ||
					    ((d->flags & F_NSW) && (sim_sext(R[l], bits) >> y) != sim_sext(x, bits)))
						np |= 1ull << l;
				} else if (d->sub == B_LSHR)
					R[l] = x >> y;
				else
					R[l] = (uint64_t)(sim_sext(x, bits) >> y) & mask;
				if ((d->flags & F_EXACT) && d->sub != B_SHL && y &&
				    (x & ((1ull << y) - 1)))
					np |= 1ull << l;
			}
			break;
		case B_AND:
			EACH_LANE(m, W, l, R[l] = A[l * sa] & B[l * sb]);
			break;
		case B_OR:
			EACH_LANE(m, W, l, R[l] = A[l * sa] | B[l * sb]);
			break;
		default:
			EACH_LANE(m, W, l, R[l] = A[l * sa] ^ B[l * sb]);
			break;
		}
		set_pois(fr, d->dst + e, m, np);
	}
	return 0;
}

static int fcmp_holds(unsigned pred, double x, double y)
{
	int uno = isnan(x) || isnan(y);
	switch (pred) {
	case 0: return 0;
	case 1: return !uno && x == y;
	case 2: return !uno && x > y;
	case 3: return !uno && x >= y;
	case 4: return !uno && x < y;
	case 5: return !uno && x <= y;
	case 6: return !uno && x != y;
	case 7: return !uno;
	case 8: return uno;
	case 9: return uno || x == y;
	case 10: return uno || x > y;
	case 11: return uno || x >= y;
	case 12: return uno || x < y;
	case 13: return uno || x <= y;
	case 14: return uno || x != y;
	default: return 1;
	}
}

static double fp_rem(double x, double y)
{
	return fmod(x, y);
}

static uint64_t rmw_apply(unsigned op, unsigned kind, unsigned bits,
			  uint64_t old, uint64_t v)
{
	uint64_t mask = sim_width_mask(bits);
	int64_t so = sim_sext(old, bits), sv = sim_sext(v, bits);
	double fo, fv;
	switch (op) {
	case 0: return v;
	case 1: return (old + v) & mask;
	case 2: return (old - v) & mask;
	case 3: return old & v;
	case 4: return ~(old & v) & mask;
	case 5: return old | v;
	case 6: return old ^ v;
	case 7: return so > sv ? old : v;
	case 8: return so < sv ? old : v;
	case 9: return old > v ? old : v;
	case 10: return old < v ? old : v;
	case 15: return old >= v ? 0 : (old + 1) & mask;
	case 16: return (old == 0 || old > v) ? v : old - 1;
	case 17: return old >= v ? old - v : old;
	case 18: return old >= v ? old - v : 0;
	default:
		break;
	}
	fo = sim_fp_get(kind, old);
	fv = sim_fp_get(kind, v);
	switch (op) {
	case 11: return sim_fp_put(kind, fo + fv);
	case 12: return sim_fp_put(kind, fo - fv);
	case 13: case 19: return sim_fp_put(kind, isnan(fo) ? fv : isnan(fv) ? fo : fo > fv ? fo : fv);
	default: return sim_fp_put(kind, isnan(fo) ? fv : isnan(fv) ? fo : fo < fv ? fo : fv);
	}
}

static void token_ops(sim_run *r, sim_wave *w, const sim_func *fn,
		      sim_frame *fr, const sim_inst *d, uint64_t m);
static int builtin_op(sim_run *r, sim_wave *w, const sim_func *fn,
		      sim_frame *fr, const sim_inst *d, uint64_t m);

/* Executes one non-terminator instruction for the lanes in m.
 *
 * The interpreter's per-instruction dispatch: the one long function
 * STYLE.md allows, and the documented exception to the 250-line limit.
 * Split into one function per family (float, compare, cast, vector,
 * memory, atomics), GCC -O2 inlines the new functions and then stops
 * inlining int_binop (large-function-growth): 1.6% more instructions
 * executed at waves of 64 and 4.5% at waves of 4 (cachegrind, the kernel
 * of bench/sim-bench.sh), about 6% more CPU time at --wave 4.  So the
 * case bodies stay here.
 * fnlen: exempt */
static int exec_inst(sim_run *r, sim_wave *w, const sim_func *fn,
		     sim_frame *fr, const sim_inst *d, uint64_t m)
{
	uint32_t W = r->width, e, sa, sb, sc;
	unsigned l;
	switch (d->op) {
	case S_NOP:
		return 0;
	case S_BINOP:
		return int_binop(r, w, fn, fr, d, m);
	case S_FBINOP:
		for (e = 0; e < d->n; e++) {
			const uint64_t *A = vsrc(fn, fr, W, d->a + e, &sa);
			const uint64_t *B = vsrc(fn, fr, W, d->b + e, &sb);
			uint64_t *R = fr->regs + (size_t)(d->dst + e) * W;
			if (d->kind == SK_FLOAT) {
				union { uint32_t u; float f; } x, y, z;
				FOR_LANES(m, l) {
					x.u = (uint32_t)A[l * sa];
					y.u = (uint32_t)B[l * sb];
					switch (d->sub) {
					case B_FADD: z.f = x.f + y.f; break;
					case B_FSUB: z.f = x.f - y.f; break;
					case B_FMUL: z.f = x.f * y.f; break;
					case B_FDIV: z.f = x.f / y.f; break;
					default: z.f = fmodf(x.f, y.f); break;
					}
					R[l] = z.u;
				}
			} else {
				FOR_LANES(m, l) {
					double x = sim_fp_get(d->kind, A[l * sa]);
					double y = sim_fp_get(d->kind, B[l * sb]), z;
					switch (d->sub) {
					case B_FADD: z = x + y; break;
					case B_FSUB: z = x - y; break;
					case B_FMUL: z = x * y; break;
					case B_FDIV: z = x / y; break;
					default: z = fp_rem(x, y); break;
					}
					R[l] = sim_fp_put(d->kind, z);
				}
			}
			set_pois(fr, d->dst + e, m,
				 psrc(fn, fr, d->a + e) | psrc(fn, fr, d->b + e));
		}
		return 0;
	case S_FNEG:
		for (e = 0; e < d->n; e++) {
			const uint64_t *A = vsrc(fn, fr, W, d->a + e, &sa);
			uint64_t *R = fr->regs + (size_t)(d->dst + e) * W;
			uint64_t sign = d->kind == SK_DOUBLE ? 1ull << 63
					: d->kind == SK_FLOAT ? 1ull << 31 : 1ull << 15;
			FOR_LANES(m, l)
				R[l] = A[l * sa] ^ sign;
			set_pois(fr, d->dst + e, m, psrc(fn, fr, d->a + e));
		}
		return 0;
	case S_ICMP:
	case S_FCMP:
		for (e = 0; e < d->n; e++) {
			const uint64_t *A = vsrc(fn, fr, W, d->a + e, &sa);
			const uint64_t *B = vsrc(fn, fr, W, d->b + e, &sb);
			uint64_t *R = fr->regs + (size_t)(d->dst + e) * W;
			if (d->op == S_ICMP) {
				unsigned bits = d->skind == SK_INT ? d->sbits : 64;
				switch (d->sub) {
				case 0:
					EACH_LANE(m, W, l, R[l] = A[l * sa] == B[l * sb]);
					break;
				case 1:
					EACH_LANE(m, W, l, R[l] = A[l * sa] != B[l * sb]);
					break;
				case 2:
					EACH_LANE(m, W, l, R[l] = A[l * sa] > B[l * sb]);
					break;
				case 3:
					EACH_LANE(m, W, l, R[l] = A[l * sa] >= B[l * sb]);
					break;
				case 4:
					EACH_LANE(m, W, l, R[l] = A[l * sa] < B[l * sb]);
					break;
				case 5:
					EACH_LANE(m, W, l, R[l] = A[l * sa] <= B[l * sb]);
					break;
				case 6:
					EACH_LANE(m, W, l,
						  R[l] = sim_sext(A[l * sa], bits) > sim_sext(B[l * sb], bits));
					break;
				case 7:
					EACH_LANE(m, W, l,
						  R[l] = sim_sext(A[l * sa], bits) >= sim_sext(B[l * sb], bits));
					break;
				case 8:
					EACH_LANE(m, W, l,
						  R[l] = sim_sext(A[l * sa], bits) < sim_sext(B[l * sb], bits));
					break;
				default:
					EACH_LANE(m, W, l,
						  R[l] = sim_sext(A[l * sa], bits) <= sim_sext(B[l * sb], bits));
					break;
				}
			} else
				FOR_LANES(m, l)
					R[l] = (uint64_t)fcmp_holds(
						d->sub, sim_fp_get(d->skind, A[l * sa]),
						sim_fp_get(d->skind, B[l * sb]));
			set_pois(fr, d->dst + e, m,
				 psrc(fn, fr, d->a + e) | psrc(fn, fr, d->b + e));
		}
		return 0;
	case S_SELECT:
		for (e = 0; e < d->n; e++) {
			uint32_t ch = d->sbits ? d->a + e : d->a;
			const uint64_t *C = vsrc(fn, fr, W, ch, &sc);
			const uint64_t *A = vsrc(fn, fr, W, d->b + e, &sa);
			const uint64_t *B = vsrc(fn, fr, W, d->c + e, &sb);
			uint64_t *R = fr->regs + (size_t)(d->dst + e) * W;
			uint64_t pc = psrc(fn, fr, ch), pa = psrc(fn, fr, d->b + e);
			uint64_t pb = psrc(fn, fr, d->c + e), np = 0;
			FOR_LANES(m, l) {
				int t = (int)(C[l * sc] & 1);
				R[l] = t ? A[l * sa] : B[l * sb];
				np |= ((pc >> l) | ((t ? pa : pb) >> l)) & 1ull ? 1ull << l : 0;
			}
			set_pois(fr, d->dst + e, m, np);
		}
		return 0;
	case S_CAST:
		for (e = 0; e < d->n; e++) {
			const uint64_t *A = vsrc(fn, fr, W, d->a + e, &sa);
			uint64_t *R = fr->regs + (size_t)(d->dst + e) * W;
			uint64_t np = psrc(fn, fr, d->a + e) & m, mask = sim_width_mask(d->bits);
			FOR_LANES(m, l) {
				uint64_t x = A[l * sa];
				double fx;
				switch (d->sub) {
				case C_TRUNC:
					R[l] = x & mask;
					if (((d->flags & F_NUW) && (x & ~mask)) ||
					    ((d->flags & F_NSW) &&
					     sim_sext(x & mask, d->bits) != sim_sext(x, d->sbits)))
						np |= 1ull << l;
					break;
				case C_ZEXT:
					R[l] = x;
					break;
				case C_SEXT:
					R[l] = (uint64_t)sim_sext(x, d->sbits) & mask;
					break;
				case C_FPTOUI:
				case C_FPTOSI:
					fx = sim_fp_get(d->skind, x);
					if (isnan(fx) || fx != fx) {
						np |= 1ull << l;
						R[l] = 0;
						break;
					}
					fx = trunc(fx);
					if (d->sub == C_FPTOUI) {
						if (fx < 0 || fx >= ldexp(1.0, d->bits)) {
							np |= 1ull << l;
							R[l] = 0;
						} else
							R[l] = (uint64_t)fx;
					} else {
						if (fx < -ldexp(1.0, d->bits - 1) ||
						    fx >= ldexp(1.0, d->bits - 1)) {
							np |= 1ull << l;
							R[l] = 0;
						} else
							R[l] = (uint64_t)(int64_t)fx & mask;
					}
					break;
				case C_UITOFP:
					if (d->kind == SK_FLOAT) {
						union { uint32_t u; float f; } z;
						z.f = (float)x;
						R[l] = z.u;
					} else
						R[l] = sim_fp_put(d->kind, (double)x);
					break;
				case C_SITOFP:
					if (d->kind == SK_FLOAT) {
						union { uint32_t u; float f; } z;
						z.f = (float)sim_sext(x, d->sbits);
						R[l] = z.u;
					} else
						R[l] = sim_fp_put(d->kind, (double)sim_sext(x, d->sbits));
					break;
				case C_FPCONV:
					R[l] = sim_fp_put(d->kind, sim_fp_get(d->skind, x));
					break;
				default:
					R[l] = d->kind == SK_INT ? x & mask : x;
					break;
				}
			}
			set_pois(fr, d->dst + e, m, np);
		}
		return 0;
	case S_COPY:
		copy_slots(fn, fr, W, d->dst, d->a, d->n, m);
		return 0;
	case S_FREEZE:
		for (e = 0; e < d->n; e++) {
			const uint64_t *A = vsrc(fn, fr, W, d->a + e, &sa);
			uint64_t *R = fr->regs + (size_t)(d->dst + e) * W;
			uint64_t p = psrc(fn, fr, d->a + e);
			FOR_LANES(m, l)
				R[l] = (p >> l & 1) ? 0 : A[l * sa];
			set_pois(fr, d->dst + e, m, 0);
		}
		return 0;
	case S_INSERTVALUE:
		copy_slots(fn, fr, W, d->dst, d->a, d->n, m);
		copy_slots(fn, fr, W, d->dst + d->aux, d->b, d->c, m);
		return 0;
	case S_EXTRACTELEMENT: {
		const uint64_t *I = vsrc(fn, fr, W, d->b, &sb);
		uint64_t *R = fr->regs + (size_t)d->dst * W;
		uint64_t np = psrc(fn, fr, d->b) & m;
		FOR_LANES(m, l) {
			uint64_t i = I[l * sb] & sim_width_mask(d->sbits);
			if (i >= d->aux) {
				np |= 1ull << l;
				R[l] = 0;
				continue;
			}
			R[l] = get1(fn, fr, W, d->a + (uint32_t)i, l);
			np |= (psrc(fn, fr, d->a + (uint32_t)i) >> l & 1) << l;
		}
		set_pois(fr, d->dst, m, np);
		return 0;
	}
	case S_INSERTELEMENT: {
		const uint64_t *I = vsrc(fn, fr, W, d->c, &sc);
		uint64_t ip = psrc(fn, fr, d->c);
		copy_slots(fn, fr, W, d->dst, d->a, d->n, m);
		FOR_LANES(m, l) {
			uint64_t i = I[l * sc] & sim_width_mask(d->sbits);
			if ((ip >> l & 1) || i >= d->n) {
				for (e = 0; e < d->n; e++)
					fr->poison[d->dst + e] |= 1ull << l;
				continue;
			}
			fr->regs[(size_t)(d->dst + (uint32_t)i) * W + l] =
				get1(fn, fr, W, d->b, l);
			fr->poison[d->dst + (uint32_t)i] =
				(fr->poison[d->dst + (uint32_t)i] & ~(1ull << l)) |
				(psrc(fn, fr, d->b) & (1ull << l));
		}
		return 0;
	}
	case S_SHUFFLEVECTOR: {
		uint32_t nin = fn->side[d->aux];
		for (e = 0; e < d->n; e++) {
			int32_t k = (int32_t)fn->side[d->aux + 1 + e];
			uint64_t *R = fr->regs + (size_t)(d->dst + e) * W;
			uint32_t h;
			if (k < 0) {
				FOR_LANES(m, l)
					R[l] = 0;
				set_pois(fr, d->dst + e, m, ~0ull);
				continue;
			}
			h = (uint32_t)k < nin ? d->a + (uint32_t)k : d->b + ((uint32_t)k - nin);
			{
				const uint64_t *A = vsrc(fn, fr, W, h, &sa);
				FOR_LANES(m, l)
					R[l] = A[l * sa];
				set_pois(fr, d->dst + e, m, psrc(fn, fr, h));
			}
		}
		return 0;
	}
	case S_ALLOCA: {
		uint64_t *R = fr->regs + (size_t)d->dst * W;
		FOR_LANES(m, l) {
			uint64_t count = 1, size;
			uint32_t t = w->first + l;
			if (d->a != H_NONE) {
				if (psrc(fn, fr, d->a) >> l & 1) {
					sim_error(&r->mach, LINE(fn, d), COL(fn, d),
						  "alloca of a poison size (thread %u)", t);
					return -1;
				}
				count = get1(fn, fr, W, d->a, l) & sim_width_mask(d->sbits);
			}
			size = count * d->aux;
			if (size > (1u << 28)) {
				sim_error(&r->mach, LINE(fn, d), COL(fn, d),
					  "alloca of %llu bytes is too large (thread %u)",
					  (unsigned long long)size, t);
				return -1;
			}
			R[l] = sim_alloca_push(&r->mach, t, (uint32_t)size);
		}
		set_pois(fr, d->dst, m, 0);
		return 0;
	}
	case S_LOAD:
	case S_STORE: {
		uint32_t ph = d->op == S_LOAD ? d->a : d->b;
		sim_type *st = &r->types[d->aux];
		const uint64_t *P = vsrc(fn, fr, W, ph, &sa);
		if (psrc(fn, fr, ph) & m) {
			sim_error(&r->mach, LINE(fn, d), COL(fn, d),
				  "%s through a poison pointer (thread %u)",
				  d->op == S_LOAD ? "load" : "store",
				  w->first + ctz64(psrc(fn, fr, ph) & m));
			return -1;
		}
		FOR_LANES(m, l) {
			uint8_t *p = sim_mem_at(&r->mach, P[l * sa], st->size, w->first + l,
						LINE(fn, d), COL(fn, d),
						d->op == S_LOAD ? "load" : "store");
			if (!p) {
				size_t len = strlen(r->mach.err);
				snprintf(r->mach.err + len, sizeof r->mach.err - len,
					 " (thread %u)", w->first + l);
				return -1;
			}
			if (st->bitpacked) {
				unsigned bits = st->bits, k;
				for (e = 0; e < st->nslots; e++) {
					uint64_t v = 0;
					uint32_t bit = e * bits;
					if (d->op == S_LOAD) {
						for (k = 0; k < bits; k++, bit++)
							v |= (uint64_t)(p[bit / 8] >> (bit % 8) & 1) << k;
						fr->regs[(size_t)(d->dst + e) * W + l] = v;
					} else {
						v = get1(fn, fr, W, d->a + e, l);
						for (k = 0; k < bits; k++, bit++)
							p[bit / 8] = (uint8_t)((p[bit / 8] & ~(1u << (bit % 8))) |
									       ((v >> k & 1) << (bit % 8)));
					}
				}
			} else if (d->op == S_LOAD)
				for (e = 0; e < st->nslots; e++)
					fr->regs[(size_t)(d->dst + e) * W + l] =
						load_leaf(p + st->leaves[e].offset, &st->leaves[e]);
			else
				for (e = 0; e < st->nslots; e++)
					store_leaf(p + st->leaves[e].offset, &st->leaves[e],
						   get1(fn, fr, W, d->a + e, l));
		}
		if (d->op == S_LOAD)
			for (e = 0; e < st->nslots; e++)
				set_pois(fr, d->dst + e, m, 0);
		return 0;
	}
	case S_GEP: {
		uint32_t nterms = fn->side[d->aux], t;
		const uint64_t *B = vsrc(fn, fr, W, d->a, &sa);
		uint64_t *R = fr->regs + (size_t)d->dst * W;
		uint64_t off = fn->kval[fn->side[d->aux + 1 + 3 * nterms]];
		uint64_t np = psrc(fn, fr, d->a);
		FOR_LANES(m, l)
			R[l] = B[l * sa] + off;
		for (t = 0; t < nterms; t++) {
			uint32_t h = fn->side[d->aux + 1 + 3 * t];
			unsigned bits = fn->side[d->aux + 2 + 3 * t];
			uint64_t scale = fn->kval[fn->side[d->aux + 3 + 3 * t]];
			const uint64_t *I = vsrc(fn, fr, W, h, &sb);
			np |= psrc(fn, fr, h);
			FOR_LANES(m, l)
				R[l] += (uint64_t)sim_sext(I[l * sb], bits) * scale;
		}
		FOR_LANES(m, l)
			if ((R[l] >> 32) != (B[l * sa] >> 32))
				R[l] = PTR(0xffffffffu, R[l]);
		set_pois(fr, d->dst, m, np);
		return 0;
	}
	case S_ATOMICRMW:
	case S_CMPXCHG: {
		const uint64_t *P = vsrc(fn, fr, W, d->a, &sa);
		sim_leaf lf;
		uint32_t size;
		lf.kind = d->kind;
		lf.bits = d->bits;
		lf.offset = 0;
		size = d->kind == SK_PTR ? 8 : (d->bits + 7u) / 8;
		if (psrc(fn, fr, d->a) & m) {
			sim_error(&r->mach, LINE(fn, d), COL(fn, d),
				  "atomic through a poison pointer");
			return -1;
		}
		FOR_LANES(m, l) {
			uint8_t *p = sim_mem_at(&r->mach, P[l * sa], size, w->first + l,
						LINE(fn, d), COL(fn, d), "atomic access");
			uint64_t old;
			if (!p)
				return -1;
			old = load_leaf(p, &lf);
			if (d->op == S_ATOMICRMW) {
				uint64_t v = get1(fn, fr, W, d->b, l);
				store_leaf(p, &lf, rmw_apply(d->sub, d->kind, d->bits, old, v));
				fr->regs[(size_t)d->dst * W + l] = old;
			} else {
				uint64_t cmp = get1(fn, fr, W, d->b, l);
				int ok = old == cmp;
				if (ok)
					store_leaf(p, &lf, get1(fn, fr, W, d->c, l));
				fr->regs[(size_t)d->dst * W + l] = old;
				fr->regs[(size_t)(d->dst + 1) * W + l] = (uint64_t)ok;
			}
		}
		set_pois(fr, d->dst, m, 0);
		if (d->op == S_CMPXCHG)
			set_pois(fr, d->dst + 1, m, 0);
		return 0;
	}
	case S_BUILTIN:
		return builtin_op(r, w, fn, fr, d, m);
	case S_TOK_ENTRY:
	case S_TOK_ANCHOR:
	case S_TOK_LOOP:
		token_ops(r, w, fn, fr, d, m);
		return 0;
	default: {
		const inst *in = &fn->f->insts[d->src];
		sim_error(&r->mach, in->line, inst_col(in),
			  "unsupported instruction '%s' reached (thread %u)",
			  opcode_names[in->op], w->first + ctz64(m));
		return -1;
	}
	}
}

/* ---- CV_ANCHOR_RENDEZVOUS ------------------------------------------------------- */

/*
 * The guide's parts are groups of the whole run, not of one dynamic
 * instance: thread t's n-th anchor execution gets the token class of (the
 * static anchor, its part) whenever it happens.  An operation controlled
 * by such a token waits (its lanes are parked) until every thread that may
 * still execute it with that class has come, also a thread in another
 * iteration of a cycle whose heart does not control the anchor
 * (ConvergentOperations, "Loop unrolling examples": the anchor's groups
 * are the implementation's choice, and only a heart relates the
 * iterations of different threads).  Parked threads fall behind, so every
 * controlled operation also waits for the parked threads that may still
 * reach its dynamic instance: token classes do not depend on timing, and
 * the groups of the operations the other tokens control stay what their
 * rules make them.  A grouping whose waits form a cycle is not possible
 * on any implementation: the run stops ("deadlock").  Calls, barriers and
 * uncontrolled operations while threads are parked are not modelled (the
 * run stops).
 */

/* The token class of part `part` at anchor d of fn. */
static uint32_t rv_class(sim_run *r, const sim_func *fn, const sim_inst *d,
			 uint32_t part)
{
	uint32_t k1 = keymap_intern(&r->tokens, &r->arena,
				    (uint64_t)14 << 60 | (uint64_t)fn->global << 32 |
					    (uint32_t)(d - fn->code));
	uint32_t cls = keymap_intern(&r->tokens, &r->arena,
				     (uint64_t)13 << 60 | (uint64_t)k1 << 32 | part);
	if (cls >= r->nrv_part) {
		sim_grow(&r->mach, (void **)&r->rv_part, &r->caprv_part, cls + 1,
			 sizeof *r->rv_part);
		while (r->nrv_part <= cls)
			r->rv_part[r->nrv_part++] = 0;
	}
	r->rv_part[cls] = part + 1;
	return cls;
}

/* The decoded index of IR instruction src of fn. */
static uint32_t code_of(const sim_func *fn, uint32_t src)
{
	uint32_t b = fn->f->insts[src].block, i;
	for (i = fn->block_code[b];
	     i < fn->ncode && fn->f->insts[fn->code[i].src].block == b; i++)
		if (fn->code[i].src == src)
			return i;
	return UINT32_MAX;
}

/* Can a thread at decoded index p of block b reach index u (block ub)
 * without executing index dw (block db; UINT32_MAX: no such wall)? */
static int rv_reaches(sim_run *r, const sim_func *fn, uint32_t b, uint32_t p,
		      uint32_t ub, uint32_t u, uint32_t db, uint32_t dw)
{
	const cfg_graph *g = &fn->cfg->graph;
	uint32_t n = fn->f->nblocks, top = 0, k, old = r->caprv_seen;
	if (dw != UINT32_MAX && b == db && p <= dw)
		return 0; /* it executes the wall first */
	if (b == ub && p <= u)
		return 1;
	sim_grow(&r->mach, (void **)&r->rv_seen, &r->caprv_seen, n + 1, 4);
	if (r->caprv_seen > old)
		memset(r->rv_seen + old, 0, (size_t)(r->caprv_seen - old) * 4);
	sim_grow(&r->mach, (void **)&r->rv_stack, &r->caprv_stack, n + 1, 4);
	if (++r->rv_stamp == 0) {
		memset(r->rv_seen, 0, (size_t)r->caprv_seen * 4);
		r->rv_stamp = 1;
	}
	for (k = 0; k < CFG_NSUCC(g, b); k++) {
		uint32_t x = CFG_SUCCS(g, b)[k];
		if (r->rv_seen[x] != r->rv_stamp) {
			r->rv_seen[x] = r->rv_stamp;
			r->rv_stack[top++] = x;
		}
	}
	while (top) {
		uint32_t x = r->rv_stack[--top];
		if (x == ub)
			return dw == UINT32_MAX || db != ub;
		if (dw != UINT32_MAX && x == db)
			continue;
		for (k = 0; k < CFG_NSUCC(g, x); k++) {
			uint32_t y = CFG_SUCCS(g, x)[k];
			if (r->rv_seen[y] != r->rv_stamp) {
				r->rv_seen[y] = r->rv_stamp;
				r->rv_stack[top++] = y;
			}
		}
	}
	return 0;
}

/* The lanes of w outside `have` that may still execute controlled
 * operation d of frame fr with token class cls: a lane that holds cls
 * (when an anchor defines the token) or is parked (any token: it fell
 * behind) and can reach d in fr without a new execution of the anchor;
 * and a thread whose guide still names cls's part for an anchor
 * execution it has not made. */
static uint64_t rv_pending(sim_run *r, const sim_wave *w, const sim_func *fn,
			   const sim_frame *fr, const sim_inst *d, uint32_t cls,
			   uint64_t have)
{
	const inst *ui = &fn->f->insts[d->src];
	uint32_t def = ui->ext && REF_KIND(ui->ext->conv_token) == REF_INST
			       ? REF_IDX(ui->ext->conv_token) : UINT32_MAX;
	uint32_t ub = ui->block, u = (uint32_t)(d - fn->code);
	uint32_t db = UINT32_MAX, dw = UINT32_MAX, i, k;
	uint64_t pend = 0, alive = 0;
	int anchor = def != UINT32_MAX && fn->f->insts[def].ext &&
		     fn->f->insts[def].ext->intrinsic == INTR_CONV_ANCHOR;
	unsigned l;
	if (anchor) {
		db = fn->f->insts[def].block;
		dw = code_of(fn, def);
	}
	for (i = 0; i < w->ngroups; i++) {
		const sim_group *h = &w->groups[i];
		uint64_t lanes = h->mask & ~have;
		if (!h->live)
			continue;
		alive |= h->mask;
		if (!lanes || (!anchor && !h->parked))
			continue;
		for (k = 0; k < h->depth && h->lv[k].frame != fr; k++)
			;
		if (k == h->depth)
			continue;
		FOR_LANES(lanes, l)
			if ((!anchor || get1(fn, fr, r->width, d->c, l) == cls) &&
			    rv_reaches(r, fn, h->lv[k].block, h->lv[k].pc, ub, u, db, dw))
				pend |= 1ull << l;
	}
	if (cls < r->nrv_part && r->rv_part[cls] && r->o.anchor_guide_off) {
		const uint32_t *off = r->o.anchor_guide_off;
		uint32_t part = r->rv_part[cls] - 1, n;
		FOR_LANES(alive & ~have & ~pend, l) {
			uint32_t t = w->first + l;
			if (t >= r->o.anchor_guide_threads)
				continue;
			for (n = r->anchor_count[t]; n < off[t + 1] - off[t]; n++)
				if (r->o.anchor_guide[off[t] + n] == part) {
					pend |= 1ull << l;
					break;
				}
		}
	}
	return pend;
}

static int rv_any_parked(const sim_wave *w)
{
	uint32_t i;
	for (i = 0; i < w->ngroups; i++)
		if (w->groups[i].live && w->groups[i].parked)
			return 1;
	return 0;
}

/* The lanes of the groups parked at decoded index pc of frame fr for class
 * cls; with wake, those groups go on after it. */
static uint64_t rv_waiting(sim_wave *w, const sim_frame *fr, uint32_t pc,
			   uint32_t cls, int wake)
{
	uint32_t i;
	uint64_t m = 0;
	for (i = 0; i < w->ngroups; i++) {
		sim_group *h = &w->groups[i];
		sim_level *top = h->depth ? &h->lv[h->depth - 1] : NULL;
		if (!h->live || !h->parked || h->park_cls != cls || !top ||
		    top->frame != fr || top->pc != pc)
			continue;
		m |= h->mask;
		if (wake) {
			h->parked = 0;
			top->pc = pc + 1;
		}
	}
	return m;
}

/* Controlled operation d reached by the parts of the running group: a part
 * some thread may still join is parked (taken out of the group); the
 * others take in the lanes parked for them, which go on after d.  Returns
 * the parts left to execute now. */
static uint32_t rv_arrive(sim_run *r, sim_wave *w, const sim_func *fn,
			  const sim_frame *fr, const sim_inst *d,
			  uint64_t *parts, uint32_t np)
{
	uint32_t k, n = 0, pc = (uint32_t)(d - fn->code);
	for (k = 0; k < np; k++) {
		uint32_t cls = (uint32_t)get1(fn, fr, r->width, d->c, ctz64(parts[k]));
		uint64_t wait = rv_waiting(w, fr, pc, cls, 0);
		if (rv_pending(r, w, fn, fr, d, cls, parts[k] | wait)) {
			uint32_t ng = group_new(r, w);
			sim_group *h;
			group_copy(r, w, ng, r->cur_gi);
			h = &w->groups[ng];
			h->mask = parts[k];
			h->parked = 1;
			h->park_cls = cls;
			h->lv[h->depth - 1].pc = pc;
			w->groups[r->cur_gi].mask &= ~parts[k];
			r->rv_stop = 1;
			continue;
		}
		if (wait) {
			rv_waiting(w, fr, pc, cls, 1);
			r->rv_stop = 1;
		}
		parts[n++] = parts[k] | wait;
	}
	return n;
}

/* Merges every running group into one at its position. */
static void rv_settle(sim_run *r, sim_wave *w)
{
	uint32_t i;
	for (i = 0; i < w->ngroups; i++)
		if (w->groups[i].live && !w->groups[i].parked)
			group_settle(r, w, i);
}

/* No group can run: the parked lanes of one operation instance that no
 * thread may join any more execute it and go on (1); 0 when nothing is
 * parked; -1 (an error) when every wait waits for another. */
static int rv_fire(sim_run *r, sim_wave *w)
{
	uint32_t i;
	int any = 0;
	for (i = 0; i < w->ngroups; i++) {
		sim_group *h = &w->groups[i];
		sim_level *top;
		sim_func *fn;
		sim_frame *fr;
		const sim_inst *d;
		uint64_t wait;
		uint32_t cls;
		int st;
		if (!h->live || !h->parked)
			continue;
		any = 1;
		top = &h->lv[h->depth - 1];
		fn = top->fn;
		fr = top->frame;
		cls = h->park_cls;
		d = &fn->code[top->pc];
		wait = rv_waiting(w, fr, top->pc, cls, 0);
		if (rv_pending(r, w, fn, fr, d, cls, wait))
			continue;
		rv_waiting(w, fr, top->pc, cls, 1);
		r->rv_force = 1;
		st = builtin_op(r, w, fn, fr, d, wait);
		r->rv_force = 0;
		if (st != 0)
			return -1;
		rv_settle(r, w);
		return 1;
	}
	if (!any)
		return 0;
	{
		/* "thread 1 at line 21, thread 3 at line 22" */
		char text[256];
		size_t n = 0;
		uint32_t line = 0, col = 0, shown = 0;
		text[0] = 0;
		for (i = 0; i < w->ngroups && shown < 4; i++) {
			const sim_group *h = &w->groups[i];
			const sim_level *top;
			const sim_inst *d;
			if (!h->live || !h->parked)
				continue;
			top = &h->lv[h->depth - 1];
			d = &top->fn->code[top->pc];
			if (!shown++) {
				line = LINE(top->fn, d);
				col = COL(top->fn, d);
			}
			if (n < sizeof text)
				n += (size_t)snprintf(text + n, sizeof text - n,
						      "%sthread%s %u%s at line %u",
						      n ? ", " : "",
						      popcount64(h->mask) > 1 ? "s" : "",
						      w->first + ctz64(h->mask),
						      popcount64(h->mask) > 1 ? ".." : "",
						      LINE(top->fn, d));
		}
		sim_error(&r->mach, line, col,
			  "deadlock: %s wait for each other (the anchor groups the "
			  "rendezvous policy was given need it)", text);
	}
	return -1;
}

/* Under CV_ANCHOR_RENDEZVOUS, an operation this model does not cover runs
 * while threads are parked: -1 after an error, else 0. */
static int rv_unmodelled(sim_run *r, const sim_wave *w, const sim_func *fn,
			 const sim_inst *d, const char *what)
{
	if (r->o.anchor != CV_ANCHOR_RENDEZVOUS || !rv_any_parked(w))
		return 0;
	sim_error(&r->mach, LINE(fn, d), COL(fn, d),
		  "%s while threads wait at an anchor's operation: not modelled "
		  "under the rendezvous anchor policy", what);
	return -1;
}

/* CV_ANCHOR_CHOICES: the next choice among n alternatives. */
static uint32_t next_choice(sim_run *r, uint32_t n)
{
	uint32_t i = r->narity;
	uint32_t c = i < r->o.nanchor_choices ? r->o.anchor_choices[i] : 0;
	if (r->narity == r->caparity)
		sim_grow(&r->mach, (void **)&r->arity, &r->caparity, r->narity + 1,
			 sizeof *r->arity);
	r->arity[r->narity++] = (uint8_t)n;
	return c < n ? c : n - 1;
}

/* entry, anchor and loop: token values are class ids of dynamic instances */
static void token_ops(sim_run *r, sim_wave *w, const sim_func *fn,
		      sim_frame *fr, const sim_inst *d, uint64_t m)
{
	uint32_t W = r->width;
	uint64_t *R = fr->regs + (size_t)d->dst * W;
	unsigned l;
	set_pois(fr, d->dst, m, 0);
	if (d->op == S_TOK_ENTRY) {
		FOR_LANES(m, l)
			R[l] = fr->entry_class;
		record_op(r, w, fn, fr, d, m, NULL, 0, d->dst, 1, fr->entry_class);
		return;
	}
	if (d->op == S_TOK_ANCHOR) {
		uint64_t parts[SIM_MAX_WAVE];
		uint32_t np = 0, k, instance = fresh_class(r), part[SIM_MAX_WAVE];
		int rv = r->o.anchor == CV_ANCHOR_RENDEZVOUS;
		if (r->o.anchor == CV_ANCHOR_SINGLETON) {
			FOR_LANES(m, l)
				parts[np++] = 1ull << l;
		} else if (r->o.anchor == CV_ANCHOR_GUIDED || rv) {
			/* each thread's n-th anchor in the part the guide names;
			 * threads it does not name, together */
			uint32_t j;
			FOR_LANES(m, l) {
				uint32_t t = w->first + l, n = r->anchor_count[t]++;
				const uint32_t *off = r->o.anchor_guide_off;
				part[l] = off && t < r->o.anchor_guide_threads &&
						  n < off[t + 1] - off[t]
					  ? r->o.anchor_guide[off[t] + n] : UINT32_MAX;
				for (j = 0; j < np; j++)
					if (part[ctz64(parts[j])] == part[l])
						break;
				if (j == np)
					parts[np++] = 0;
				parts[j] |= 1ull << l;
			}
		} else if (r->o.anchor == CV_ANCHOR_CHOICES) {
			FOR_LANES(m, l) {
				uint32_t j = np ? next_choice(r, np + 1) : 0;
				if (j == np)
					parts[np++] = 0;
				parts[j] |= 1ull << l;
			}
		} else if (r->o.anchor == CV_ANCHOR_RANDOM) {
			/* parts in order of their lowest lane */
			uint32_t size = popcount64(m), slot[SIM_MAX_WAVE], p;
			memset(slot, 0xff, sizeof slot);
			FOR_LANES(m, l) {
				p = trace_anchor_part(r->o.seed, instance, l, size);
				if (slot[p] == UINT32_MAX) {
					slot[p] = np;
					parts[np++] = 0;
				}
				parts[slot[p]] |= 1ull << l;
			}
		} else
			parts[np++] = m;
		for (k = 0; k < np; k++) {
			uint32_t cls = k ? fresh_class(r) : instance;
			/* rendezvous: the part's class, in whatever instance */
			if (rv && part[ctz64(parts[k])] != UINT32_MAX)
				cls = rv_class(r, fn, d, part[ctz64(parts[k])]);
			FOR_LANES(parts[k], l)
				R[l] = cls;
			record_op(r, w, fn, fr, d, parts[k], NULL, 0, d->dst, 1, cls);
		}
		return;
	}
	/* loop: the n-th execution with the same token value */
	{
		uint32_t sa, k1;
		const uint64_t *T = vsrc(fn, fr, W, d->c, &sa);
		uint64_t parts[SIM_MAX_WAVE];
		uint32_t np, k;
		k1 = keymap_intern(&r->loop_keys, &r->arena,
				   (uint64_t)1 << 60 | (uint64_t)fn->global << 32 |
					   (uint32_t)(d - fn->code));
		FOR_LANES(m, l) {
			uint32_t parent = (uint32_t)T[l * sa], k2, k3;
			k2 = keymap_intern(&r->loop_keys, &r->arena,
					   (uint64_t)2 << 60 | (uint64_t)k1 << 32 | parent);
			k3 = keymap_intern(&r->loop_keys, &r->arena,
					   (uint64_t)3 << 60 | (uint64_t)k2 << 6 | l);
			if (k3 >= r->nloop_count) {
				sim_grow(&r->mach, (void **)&r->loop_count,
					 &r->caploop_count, k3 + 1,
					 sizeof *r->loop_count);
				while (r->nloop_count <= k3)
					r->loop_count[r->nloop_count++] = 0;
			}
			r->loop_count[k3]++;
			R[l] = keymap_intern(&r->tokens, &r->arena,
					     (uint64_t)4 << 60 | (uint64_t)k2 << 32 |
						     r->loop_count[k3]);
		}
		np = split_by_token(fn, fr, W, d->dst, m, parts);
		for (k = 0; k < np; k++)
			record_op(r, w, fn, fr, d, parts[k], &d->c, 1, d->dst, 1,
				  (uint32_t)R[ctz64(parts[k])]);
	}
}

/* The bytes of an element of a SPIR-V buffer resource of type t
 * (target("spirv.VulkanBuffer", [0 x T], ...): T's), or 0. */
static uint32_t resource_elem_size(sim_run *r, tyid t)
{
	const type *ty = type_body(r->m, t), *at;
	sim_type *et;
	if (ty->kind != TY_TARGET || !ty->nsub)
		return 0;
	at = type_body(r->m, ty->sub[0]);
	et = type_info(r, at->kind == TY_ARRAY ? at->sub[0] : ty->sub[0]);
	return et->state == 1 ? et->size : 0;
}

/* A call to an external function the simulator does not model: the
 * value --extern gives it (bi->arg: its index + 1), else an error. */
static int extern_call(sim_run *r, const sim_builtin_info *bi, sim_call *c)
{
	const char *v;
	unsigned l;
	uint64_t x = 0;
	int per = 0; /* 1 tid, 2 lane */
	if (!bi->arg) {
		sim_error(&r->mach, c->line, c->col,
			  "call to unmodelled function '@%s'", c->name);
		return -1;
	}
	v = r->o.externs[bi->arg - 1].value;
	if (!c->res)
		return 0;
	if (c->rn > 1 || c->res2) {
		sim_error(&r->mach, c->line, c->col,
			  "--extern %s: only a scalar result can be given", c->name);
		return -1;
	}
	if (strcmp(v, "tid") == 0 || strcmp(v, "lane") == 0) {
		if (c->rk.kind != SK_INT) {
			sim_error(&r->mach, c->line, c->col,
				  "--extern %s=%s: the function does not return an integer",
				  c->name, v);
			return -1;
		}
		per = v[0] == 't' ? 1 : 2;
	} else if (strcmp(v, "zero") != 0 && strcmp(v, "null") != 0) {
		char *end;
		if (c->rk.kind == SK_INT) {
			x = v[0] == '-' ? (uint64_t)strtoll(v, &end, 0) : strtoull(v, &end, 0);
			x &= sim_width_mask(c->rk.bits);
		} else if (c->rk.kind >= SK_HALF && c->rk.kind <= SK_DOUBLE) {
			x = sim_fp_put(c->rk.kind, strtod(v, &end));
		} else
			end = (char *)v;
		if (end == v || *end) {
			sim_error(&r->mach, c->line, c->col,
				  "--extern %s=%s: not a value of the function's result "
				  "(a number, zero, tid or lane)", c->name, v);
			return -1;
		}
	}
	FOR_LANES(c->mask, l)
		c->res[l] = per == 1 ? (c->first + l) & sim_width_mask(c->rk.bits)
			    : per == 2 ? l : x;
	*c->res_poison &= ~c->mask;
	return 0;
}

/* A call to a declared function, for each dynamic instance (the token
 * splits the group of a controlled call). */
static int builtin_op(sim_run *r, sim_wave *w, const sim_func *fn,
		      sim_frame *fr, const sim_inst *d, uint64_t m)
{
	sim_builtin_info bi;
	sim_call c;
	uint64_t parts[SIM_MAX_WAVE];
	uint32_t np = 1, k, e, nargs = fn->side[d->aux + 1], in[64], nin;
	const inst *ii = &fn->f->insts[d->src];
	sim_type *rt = type_info(r, ii->type);
	char asm_name[160];
	memcpy(&bi, &fn->side[d->aux], sizeof bi);
	memset(&c, 0, sizeof c);
	c.mach = &r->mach;
	c.wave = w->index;
	c.width = r->width;
	c.first = w->first;
	c.nargs = nargs > 8 ? 8 : nargs;
	if (d->b & ASM_CALLEE) {
		const char *text = SYM_STR(&r->m->strs, r->m->asms[d->b & ~ASM_CALLEE].asm_str);
		snprintf(asm_name, sizeof asm_name, "asm \"%s\"", text);
		c.name = asm_name;
	} else if (bi.id == BI_READ_REGISTER && bi.sub == REG_OTHER) {
		/* the error names the register */
		snprintf(asm_name, sizeof asm_name, "%s(metadata !\"%.100s\")",
			 global_name(r->m, d->b), register_name(r->m, fn->f, ii));
		c.name = asm_name;
	} else
		c.name = global_name(r->m, d->b);
	if (bi.id == BI_SPV_GETPTR && nargs >= 1)
		c.elem_size = resource_elem_size(r, fn->side[d->aux + 3]);
	c.line = ii->line;
	c.col = inst_col(ii);
	for (k = 0; k < c.nargs; k++) {
		uint32_t h = fn->side[d->aux + 2 + 2 * k];
		sim_type *at = type_info(r, fn->side[d->aux + 3 + 2 * k]);
		c.av[k] = vsrc(fn, fr, r->width, h, &c.as[k]);
		c.ap[k] = psrc(fn, fr, h);
		c.ak[k].kind = at->vector ? at->leaves[0].kind : at->kind;
		c.ak[k].bits = at->vector ? at->leaves[0].bits : at->bits;
		/* a vector's elements are consecutive slots */
		c.an[k] = at->vector ? at->nslots : 1;
		c.aes[k] = (h & H_CONST) ? 1 : r->width;
		c.apv[k] = c.ap[k];
		for (e = 1; e < c.an[k]; e++)
			c.apv[k] |= psrc(fn, fr, h + e);
	}
	if (d->dst != H_NONE && rt->state == 1 && rt->nslots) {
		c.res = fr->regs + (size_t)d->dst * r->width;
		c.res_poison = &fr->poison[d->dst];
		c.rk.kind = rt->kind == SK_AGG ? rt->leaves[0].kind : rt->kind;
		c.rk.bits = rt->kind == SK_AGG ? rt->leaves[0].bits : rt->bits;
		c.rn = 1;
		if (rt->nslots == 2 && !rt->vector) {
			c.res2 = fr->regs + (size_t)(d->dst + 1) * r->width;
			c.res2_poison = &fr->poison[d->dst + 1];
		} else if (rt->vector) {
			c.rn = rt->nslots; /* the builtin says if it returns one */
		} else if (rt->nslots > 1) {
			sim_error(&r->mach, ii->line, inst_col(ii),
				  "unsupported call: @%s returns a vector or aggregate",
				  c.name);
			return -1;
		}
	}
	if (d->c != H_NONE)
		np = split_by_token(fn, fr, r->width, d->c, m, parts);
	else
		parts[0] = m;
	if (r->o.anchor == CV_ANCHOR_RENDEZVOUS && (d->flags & F_CONVERGENT) &&
	    !r->rv_force) {
		if (d->c == H_NONE &&
		    rv_unmodelled(r, w, fn, d, "an uncontrolled convergent operation") != 0)
			return -1;
		if (d->c != H_NONE)
			np = rv_arrive(r, w, fn, fr, d, parts, np);
	}
	nin = (d->flags & F_CONVERGENT) ? call_arg_slots(r, fn, d, in, 64) : 0;
	for (k = 0; k < np; k++) {
		c.mask = parts[k];
		if (d->c != H_NONE &&
		    controlled_once(r, fn, d,
				    (uint32_t)get1(fn, fr, r->width, d->c, ctz64(parts[k])),
				    w, parts[k]) != 0)
			return -1;
		if (bi.id == BI_UNKNOWN ? extern_call(r, &bi, &c) != 0
					: sim_builtin_exec(&bi, &c) != 0)
			return -1;
		if (d->flags & F_CONVERGENT)
			record_op(r, w, fn, fr, d, parts[k], in, nin, d->dst,
				  d->dst != H_NONE ? rt->nslots : 0,
				  d->c != H_NONE
					  ? (uint32_t)get1(fn, fr, r->width, d->c,
							   ctz64(parts[k]))
					  : UINT32_MAX);
	}
	return 0;
}

/* ---- --check-uniformity ------------------------------------------------------------ */

static void func_check_tables(sim_run *r, sim_func *fn, arena *tmp)
{
	const cv_uniformity_oracle *u = r->o.check;
	const function *f = fn->f;
	trace_region *regs;
	uint32_t nreg, i, k, b, n = 0;
	fn->check_code = arena_zalloc(&r->arena, (size_t)fn->ncode + 1);
	fn->check_branch = arena_zalloc(&r->arena, (size_t)f->nblocks + 1);
	fn->check_arg = arena_zalloc(&r->arena, (size_t)f->nargs + 1);
	for (i = 0; i < fn->ncode; i++) {
		const sim_inst *d = &fn->code[i];
		const inst *in = &f->insts[d->src];
		if (d->op == S_UNSUPPORTED || d->dst == H_NONE ||
		    in->type == r->m->t_token ||
		    (d->op >= S_STOPS && d->op != S_CALL))
			continue;
		fn->check_code[i] = u->inst_uniform &&
				    u->inst_uniform(u->user, fn->index, d->src) ? 1 : 0;
	}
	for (b = 0; b < f->nblocks; b++)
		fn->check_branch[b] = u->branch_uniform &&
				      u->branch_uniform(u->user, fn->index, b) ? 1 : 0;
	for (i = 0; i < f->nargs; i++)
		fn->check_arg[i] = u->arg_uniform &&
				   u->arg_uniform(u->user, fn->index, i) ? 1 : 0;
	/* tokens whose convergence region contains each instruction: the
	 * groups of the controlled maximal converged-with relation */
	nreg = trace_regions(&regs, f, &fn->cfg->graph, &fn->cfg->dom, tmp, tmp);
	fn->reg_off = arena_alloc(&r->arena, ((size_t)fn->ncode + 2) * 4);
	for (i = 0; i < fn->ncode; i++) {
		fn->reg_off[i] = n;
		for (k = 0; k < nreg; k++)
			if (trace_region_contains(f, &regs[k], f->insts[fn->code[i].src].block,
						  fn->code[i].src))
				n++;
	}
	fn->reg_off[fn->ncode] = n;
	fn->reg_list = arena_alloc(&r->arena, ((size_t)n + 1) * 4);
	n = 0;
	for (i = 0; i < fn->ncode; i++)
		for (k = 0; k < nreg; k++)
			if (trace_region_contains(f, &regs[k], f->insts[fn->code[i].src].block,
						  fn->code[i].src))
				fn->reg_list[n++] = fn->inst_slot[regs[k].def];
}

/* Splits m by the token values of the regions containing code index pc. */
static uint32_t check_parts(const sim_run *r, const sim_func *fn,
			    const sim_frame *fr, uint32_t pc, uint64_t m,
			    uint64_t *parts)
{
	uint32_t np = 1, k, i;
	parts[0] = m;
	if (!fn->reg_off)
		return 1;
	for (k = fn->reg_off[pc]; k < fn->reg_off[pc + 1]; k++) {
		uint32_t slot = fn->reg_list[k], nn = 0;
		uint64_t out[SIM_MAX_WAVE];
		for (i = 0; i < np; i++)
			nn += split_by_token(fn, fr, r->width, slot, parts[i], out + nn);
		memcpy(parts, out, nn * sizeof *parts);
		np = nn;
	}
	return np;
}

static void add_violation(sim_run *r, const sim_wave *w, const sim_func *fn,
			  uint32_t src, int is_branch, uint64_t mask,
			  const uint64_t *lane_vals, sim_leaf kind)
{
	sim_violation *v;
	size_t off;
	unsigned l;
	if (r->nviol == r->capviol)
		grow_z(r, (void **)&r->viol, &r->capviol, r->nviol + 1, sizeof *r->viol);
	off = vals_alloc(r, popcount64(mask));
	v = &r->viol[r->nviol++];
	v->is_branch = (uint8_t)is_branch;
	v->global = fn->global;
	v->src = src;
	v->wave = w->index;
	v->mask = mask;
	v->vals = off;
	v->kind = kind;
	FOR_LANES(mask, l) {
		r->vals[off] = lane_vals[l];
		r->vals_pois[off++] = 0;
	}
}

/* A value the analysis calls uniform must be equal (ignoring poison
 * lanes) across each group of converged dynamic instances. */
static void check_slots(sim_run *r, const sim_wave *w, const sim_func *fn,
			const sim_frame *fr, uint32_t pc, uint32_t src,
			uint32_t slot, uint32_t n, uint64_t m, sim_leaf kind)
{
	uint64_t parts[SIM_MAX_WAVE];
	uint32_t np = check_parts(r, fn, fr, pc, m, parts), k, e;
	for (k = 0; k < np; k++) {
		int bad = 0;
		r->groups_checked++;
		for (e = 0; e < n && !bad; e++) {
			uint64_t live = parts[k] & ~fr->poison[slot + e];
			const uint64_t *R = fr->regs + (size_t)(slot + e) * r->width;
			unsigned l, l0;
			if (!live)
				continue;
			l0 = ctz64(live);
			FOR_LANES(live, l)
				if (R[l] != R[l0])
					bad = 1;
			if (bad)
				add_violation(r, w, fn, src, 0, live, R, kind);
		}
	}
}

static void check_inst(sim_run *r, const sim_wave *w, const sim_func *fn,
		       const sim_frame *fr, uint32_t pc, uint64_t m)
{
	const sim_inst *d = &fn->code[pc];
	sim_type *st = type_info(r, fn->f->insts[d->src].type);
	sim_leaf kind;
	if (st->state != 1 || !st->nslots)
		return;
	kind = st->leaves[0];
	check_slots(r, w, fn, fr, pc, d->src, d->dst, st->nslots, m, kind);
}

static void check_phis(sim_run *r, const sim_wave *w, const sim_func *fn,
		       const sim_frame *fr, uint32_t bb, uint64_t m)
{
	uint32_t k;
	for (k = fn->phi_off[bb]; k < fn->phi_off[bb + 1]; k++) {
		const sim_phi *ph = &fn->phis[k];
		uint32_t src = fn->f->blocks[bb].first + (k - fn->phi_off[bb]);
		sim_type *st = type_info(r, fn->f->insts[src].type);
		if (!r->o.check->inst_uniform ||
		    !r->o.check->inst_uniform(r->o.check->user, fn->index, src) ||
		    st->state != 1 || fn->f->insts[src].type == r->m->t_token)
			continue;
		check_slots(r, w, fn, fr, fn->block_code[bb], src, ph->dst, ph->n, m,
			    st->leaves[0]);
	}
}

/* ---- control transfers ------------------------------------------------------------ */

/* The moves of the phis of `to` on the edge from `from`. */
static const struct sim_edge *edge_moves(sim_run *r, sim_func *fn,
					 uint32_t from, uint32_t to)
{
	uint32_t id = keymap_intern(&fn->edge_key, &r->arena,
				    (uint64_t)from << 32 | to);
	uint32_t k, i, e, j, first;
	struct sim_edge *ed;
	if (id < fn->nedges)
		return &fn->edges[id];
	sim_grow(&r->mach, (void **)&fn->edges, &fn->capedges, id + 1, sizeof *fn->edges);
	fn->nedges = id + 1;
	first = fn->nmoves;
	for (k = fn->phi_off[to]; k < fn->phi_off[to + 1]; k++) {
		const sim_phi *ph = &fn->phis[k];
		uint32_t h = H_NONE;
		for (i = 0; i < ph->count; i++)
			if (fn->side[ph->first + 2 * i] == from) {
				h = fn->side[ph->first + 2 * i + 1];
				break;
			}
		for (e = 0; e < ph->n; e++) {
			sim_grow(&r->mach, (void **)&fn->moves, &fn->capmoves,
				 fn->nmoves + 2, 4);
			fn->moves[fn->nmoves++] = ph->dst + e;
			fn->moves[fn->nmoves++] = h == H_NONE ? H_NONE : h + e;
		}
	}
	ed = &fn->edges[id];
	ed->first = first;
	ed->n = (fn->nmoves - first) / 2;
	ed->hazard = 0;
	for (i = 0; i < ed->n; i++)
		for (j = 0; j < ed->n; j++)
			if (fn->moves[first + 2 * i + 1] == fn->moves[first + 2 * j])
				ed->hazard = 1;
	return ed;
}

/* Phi moves on the edge from -> to, for the lanes in m (a parallel copy). */
static void phi_moves(sim_run *r, sim_func *fn, sim_frame *fr, uint32_t from,
		      uint32_t to, uint64_t m)
{
	const struct sim_edge *ed;
	uint32_t W = r->width, i, first;
	unsigned l;
	if (fn->phi_off[to] == fn->phi_off[to + 1])
		return;
	ed = edge_moves(r, fn, from, to);
	first = ed->first;
	if (!ed->hazard) {
		for (i = 0; i < ed->n; i++) {
			uint32_t dst = fn->moves[first + 2 * i];
			uint32_t src = fn->moves[first + 2 * i + 1], sa;
			uint64_t *R = fr->regs + (size_t)dst * W;
			const uint64_t *A;
			if (src == H_NONE) {
				set_pois(fr, dst, m, ~0ull);
				continue;
			}
			A = vsrc(fn, fr, W, src, &sa);
			if (m == W_ALL(W)) {
				if (sa)
					memcpy(R, A, W * sizeof *R);
				else
					for (l = 0; l < W; l++)
						R[l] = A[0];
			} else
				FOR_LANES(m, l)
					R[l] = A[l * sa];
			set_pois(fr, dst, m, psrc(fn, fr, src));
		}
		return;
	}
	/* a source is also a destination: read everything first */
	{
		uint64_t *buf = sim_realloc(&r->mach, NULL, 0, (size_t)ed->n * 16);
		FOR_LANES(m, l) {
			for (i = 0; i < ed->n; i++) {
				uint32_t src = fn->moves[first + 2 * i + 1];
				buf[2 * i] = src == H_NONE ? 0 : get1(fn, fr, W, src, l);
				buf[2 * i + 1] = src == H_NONE ? 1 : psrc(fn, fr, src) >> l & 1;
			}
			for (i = 0; i < ed->n; i++) {
				uint32_t dst = fn->moves[first + 2 * i];
				fr->regs[(size_t)dst * W + l] = buf[2 * i];
				fr->poison[dst] = (fr->poison[dst] & ~(1ull << l)) |
						  (buf[2 * i + 1] << l);
			}
		}
		cv_mem_realloc(&r->ctx->alloc, buf, (size_t)ed->n * 16, 0);
	}
}

static void check_branch_split(sim_run *r, const sim_wave *w,
			       const sim_func *fn, const sim_frame *fr,
			       uint32_t pc, const uint32_t *target, uint64_t m)
{
	uint64_t parts[SIM_MAX_WAVE], vals[SIM_MAX_WAVE];
	uint32_t np = check_parts(r, fn, fr, pc, m, parts), k;
	unsigned l;
	static const sim_leaf kind = {0, SK_INT, 32};
	for (k = 0; k < np; k++) {
		unsigned l0 = ctz64(parts[k]);
		int split = 0;
		r->groups_checked++;
		FOR_LANES(parts[k], l) {
			vals[l] = target[l];
			if (target[l] != target[l0])
				split = 1;
		}
		if (split)
			add_violation(r, w, fn, fn->code[pc].src, 1, parts[k], vals, kind);
	}
}

/* br, switch: the lanes go to their successors as groups. */
static int do_branch(sim_run *r, sim_wave *w, uint32_t gi)
{
	sim_group *g = &w->groups[gi];
	sim_level *top = &g->lv[g->depth - 1];
	sim_func *fn = top->fn;
	sim_frame *fr = top->frame;
	const sim_inst *d = &fn->code[top->pc];
	uint32_t W = r->width, from = top->block, target[SIM_MAX_WAVE];
	uint32_t tb[SIM_MAX_WAVE], nt = 0, k, sa, ng[SIM_MAX_WAVE];
	uint64_t tm[SIM_MAX_WAVE], m = g->mask;
	unsigned l;
	int checking = fn->check_branch && fn->check_branch[from];
	if (d->op == S_BR) {
		tb[0] = d->a;
		tm[0] = m;
		nt = 1;
		if (checking)
			FOR_LANES(m, l)
				target[l] = d->a;
	} else if (d->op == S_CONDBR) {
		const uint64_t *C = vsrc(fn, fr, W, d->a, &sa);
		uint64_t tmask = 0;
		if (psrc(fn, fr, d->a) & m) {
			sim_error(&r->mach, LINE(fn, d), COL(fn, d),
				  "branch on poison (thread %u)",
				  w->first + ctz64(psrc(fn, fr, d->a) & m));
			return -1;
		}
		if (!sa)
			tmask = (C[0] & 1) ? m : 0;
		else if (m == W_ALL(W)) {
			for (l = 0; l < W; l++)
				tmask |= (C[l] & 1) << l;
		} else
			FOR_LANES(m, l)
				tmask |= (C[l] & 1) << l;
		if (d->b == d->c) {
			tb[nt] = d->b;
			tm[nt++] = m;
		} else {
			if (tmask) {
				tb[nt] = d->b;
				tm[nt++] = tmask;
			}
			if (m & ~tmask) {
				tb[nt] = d->c;
				tm[nt++] = m & ~tmask;
			}
		}
		if (checking)
			FOR_LANES(m, l)
				target[l] = (tmask >> l & 1) ? d->b : d->c;
	} else if (d->op == S_INDIRECTBR) {
		/* to the block whose address it is; the destinations all being
		 * one block, any address goes there */
		const uint64_t *C = vsrc(fn, fr, W, d->a, &sa);
		uint32_t nd = fn->side[d->aux], j, same = 1;
		uint32_t self = fn->global < r->m->nglobals ? r->gobj[fn->global] : 0;
		for (j = 1; j < nd; j++)
			if (fn->side[d->aux + 1 + j] != fn->side[d->aux + 1])
				same = 0;
		if (psrc(fn, fr, d->a) & m) {
			sim_error(&r->mach, LINE(fn, d), COL(fn, d),
				  "indirectbr on poison (thread %u)",
				  w->first + ctz64(psrc(fn, fr, d->a) & m));
			return -1;
		}
		FOR_LANES(m, l) {
			uint64_t a = C[l * sa];
			target[l] = UINT32_MAX;
			if (self && (uint32_t)(a >> 32) == self && (uint32_t)a)
				for (j = 0; j < nd; j++)
					if (fn->side[d->aux + 1 + j] == (uint32_t)a - 1)
						target[l] = (uint32_t)a - 1;
			if (target[l] == UINT32_MAX && same && nd)
				target[l] = fn->side[d->aux + 1];
			if (target[l] == UINT32_MAX) {
				sim_error(&r->mach, LINE(fn, d), COL(fn, d),
					  "indirectbr to an address that is not one of its "
					  "destinations (thread %u)",
					  w->first + l);
				return -1;
			}
		}
	} else {
		const uint64_t *C = vsrc(fn, fr, W, d->a, &sa);
		uint32_t ncases = fn->side[d->aux + 1], c;
		if (psrc(fn, fr, d->a) & m) {
			sim_error(&r->mach, LINE(fn, d), COL(fn, d),
				  "switch on poison (thread %u)",
				  w->first + ctz64(psrc(fn, fr, d->a) & m));
			return -1;
		}
		FOR_LANES(m, l) {
			uint64_t v = C[l * sa];
			target[l] = fn->side[d->aux];
			for (c = 0; c < ncases; c++)
				if (get1(fn, fr, W, fn->side[d->aux + 2 + 2 * c], l) == v) {
					target[l] = fn->side[d->aux + 3 + 2 * c];
					break;
				}
		}
	}
	if (checking)
		check_branch_split(r, w, fn, fr, top->pc, target, m);
	if (!nt)
		FOR_LANES(m, l) {
		for (k = 0; k < nt; k++)
			if (tb[k] == target[l])
				break;
		if (k == nt) {
			tb[nt] = target[l];
			tm[nt++] = 0;
		}
		tm[k] |= 1ull << l;
	}
	for (k = 0; k < nt; k++)
		phi_moves(r, fn, fr, from, tb[k], tm[k]);
	if (nt > 1)
		flush_steps(r, w, g);
	/* copies first, then the original goes to the first target */
	for (k = 1; k < nt; k++) {
		ng[k] = group_new(r, w);
		group_copy(r, w, ng[k], gi);
	}
	ng[0] = gi;
	if (nt > 1 && r->o.reconvergence == CV_RECONVERGE_IPDOM) {
		/* the parts meet again at the branch's immediate post-dominator */
		uint32_t id = r->splits++, ip = cv_cfg_ipostdom(fn->cfg, from);
		for (k = 0; k < nt; k++) {
			sim_group *h = &w->groups[ng[k]];
			sim_grow(&r->mach, (void **)&h->rc, &h->caprc, h->nrc + 3,
				 sizeof *h->rc);
			h->rc[h->nrc++] = id;
			h->rc[h->nrc++] = h->depth;
			h->rc[h->nrc++] = ip == CV_NONE ? CFG_NONE : ip;
		}
	}
	for (k = 0; k < nt; k++) {
		sim_group *h = &w->groups[ng[k]];
		h->mask = tm[k];
		enter_block(h, tb[k]);
	}
	for (k = 0; k < nt; k++)
		group_settle(r, w, ng[k]);
	return 0;
}

static void free_allocas(sim_run *r, uint32_t thread, uint32_t mark)
{
	sim_alloca_pop(&r->mach, thread, mark);
}

/* The number of live allocas of a thread. */
static uint32_t alloca_depth(const sim_run *r, uint32_t thread)
{
	return r->mach.stacks ? r->mach.stacks[thread].n : 0;
}

static int do_ret(sim_run *r, sim_wave *w, uint32_t gi)
{
	sim_group *g = &w->groups[gi];
	sim_level *top = &g->lv[g->depth - 1];
	sim_func *fn = top->fn;
	sim_frame *fr = top->frame;
	const sim_inst *d = &fn->code[top->pc];
	uint32_t W = r->width, e;
	uint64_t m = g->mask;
	unsigned l;
	flush_steps(r, w, g);
	if (g->nrc)
		rc_arrive(g, CFG_NONE);
	if (g->depth == 1) {
		FOR_LANES(m, l) {
			uint32_t t = w->first + l;
			for (e = 0; e < d->n && e < r->ret_n; e++) {
				r->ret[(size_t)t * r->ret_n + e] = get1(fn, fr, W, d->a + e, l);
				r->ret_pois[(size_t)t * r->ret_n + e] = psrc(fn, fr, d->a + e) >> l & 1;
			}
			r->returned[t] = 1;
			free_allocas(r, t, 0);
		}
		frame_release(r, fr, popcount64(m));
		g->live = 0;
		return 0;
	}
	{
		sim_level *caller = &g->lv[g->depth - 2];
		const sim_inst *call = &caller->fn->code[caller->pc];
		sim_frame *cf = caller->frame;
		if (call->dst != H_NONE && d->n) {
			for (e = 0; e < d->n; e++) {
				uint32_t sa;
				const uint64_t *A = vsrc(fn, fr, W, d->a + e, &sa);
				uint64_t *R = cf->regs + (size_t)(call->dst + e) * W;
				FOR_LANES(m, l)
					R[l] = A[l * sa];
				set_pois(cf, call->dst + e, m, psrc(fn, fr, d->a + e));
			}
		}
		FOR_LANES(m, l)
			free_allocas(r, w->first + l, fr->alloca_mark[l]);
		frame_release(r, fr, popcount64(m));
		g->niter -= fn->ncycles;
		g->depth--;
		caller->pc++;
		caller->part = 0;
		group_settle(r, w, gi);
	}
	return 0;
}

/* A call to a defined function: one dynamic instance per callee and token
 * class; each gets a frame and a group. */
static int do_call(sim_run *r, sim_wave *w, uint32_t gi)
{
	sim_group *g = &w->groups[gi];
	sim_level *top = &g->lv[g->depth - 1];
	sim_func *fn = top->fn;
	sim_frame *fr = top->frame;
	const sim_inst *d = &fn->code[top->pc];
	uint32_t W = r->width, callee[SIM_MAX_WAVE], nargs, k, np = 0, a, e;
	uint64_t parts[SIM_MAX_WAVE], m = g->mask;
	uint32_t pcallee[SIM_MAX_WAVE], ng[SIM_MAX_WAVE];
	unsigned l;
	flush_steps(r, w, g);
	if (rv_unmodelled(r, w, fn, d, "a call") != 0)
		return -1;
	if (r->o.anchor == CV_ANCHOR_RENDEZVOUS && d->c != H_NONE &&
	    rv_pending(r, w, fn, fr, d, (uint32_t)get1(fn, fr, W, d->c, ctz64(m)),
		       m)) {
		sim_error(&r->mach, LINE(fn, d), COL(fn, d),
			  "a call whose token's threads wait for each other: not "
			  "modelled under the rendezvous anchor policy");
		return -1;
	}
	if (g->depth >= 4096) {
		sim_error(&r->mach, LINE(fn, d), COL(fn, d), "call depth limit (4096) reached");
		return -1;
	}
	FOR_LANES(m, l) {
		if (fn->side[d->aux] != UINT32_MAX)
			callee[l] = fn->side[d->aux];
		else {
			uint64_t p = get1(fn, fr, W, d->b, l);
			uint32_t id = (uint32_t)(p >> 32);
			if ((psrc(fn, fr, d->b) >> l & 1) || id >= r->mach.nobj ||
			    r->mach.obj[id].kind != OBJ_FUNC || (uint32_t)p != 0 ||
			    !r->m->globals[r->mach.obj[id].global].fn ||
			    r->m->globals[r->mach.obj[id].global].is_decl) {
				sim_error(&r->mach, LINE(fn, d), COL(fn, d),
					  "indirect call through a pointer that is not a "
					  "defined function (thread %u)",
					  w->first + l);
				return -1;
			}
			callee[l] = r->mach.obj[id].global;
		}
	}
	/* parts: by callee, then by token value */
	while (m) {
		unsigned l0 = ctz64(m);
		uint64_t part = 0, sub[SIM_MAX_WAVE];
		uint32_t ns, j;
		FOR_LANES(m, l)
			if (callee[l] == callee[l0])
				part |= 1ull << l;
		m &= ~part;
		ns = d->c != H_NONE ? split_by_token(fn, fr, W, d->c, part, sub) : 1;
		if (d->c == H_NONE)
			sub[0] = part;
		else
			for (j = 0; j < ns; j++)
				if (controlled_once(r, fn, d,
						    (uint32_t)get1(fn, fr, W, d->c, ctz64(sub[j])),
						    w, sub[j]) != 0)
					return -1;
		for (j = 0; j < ns; j++) {
			pcallee[np] = callee[l0];
			parts[np++] = sub[j];
		}
	}
	nargs = fn->side[d->aux + 1];
	for (k = 1; k < np; k++) {
		ng[k] = group_new(r, w);
		group_copy(r, w, ng[k], gi);
	}
	ng[0] = gi;
	for (k = 0; k < np; k++) {
		sim_func *cf = func_get(r, pcallee[k]);
		sim_frame *nf = frame_new(r, cf);
		sim_group *h;
		nf->refs = popcount64(parts[k]);
		nf->entry_class = fresh_class(r);
		for (a = 0; a < nargs && a < cf->f->nargs; a++) {
			uint32_t hh = fn->side[d->aux + 2 + 2 * a];
			for (e = 0; e < cf->arg_n[a]; e++) {
				uint32_t sa;
				const uint64_t *A = vsrc(fn, fr, W, hh + e, &sa);
				uint64_t *R = nf->regs + (size_t)(cf->arg_slot[a] + e) * W;
				FOR_LANES(parts[k], l)
					R[l] = A[l * sa];
				set_pois(nf, cf->arg_slot[a] + e, parts[k],
					 psrc(fn, fr, hh + e));
			}
		}
		FOR_LANES(parts[k], l)
			nf->alloca_mark[l] = alloca_depth(r, w->first + l);
		if (d->flags & F_CONVERGENT) {
			uint32_t in[64], nin = call_arg_slots(r, fn, d, in, 64);
			record_op(r, w, fn, fr, d, parts[k], in, nin, 0, 0,
				  nf->entry_class);
		}
		h = &w->groups[ng[k]];
		h->mask = parts[k];
		h->lv[h->depth - 1].part = k;
		group_push(r, h, cf, nf);
		if (cf->check_arg) {
			for (a = 0; a < cf->f->nargs; a++)
				if (cf->check_arg[a]) {
					sim_type *st = type_info(r, cf->f->args[a].type);
					if (st->state == 1 && st->nslots &&
					    cf->f->args[a].type != r->m->t_token)
						check_slots(r, w, cf, nf, cf->block_code[0], UINT32_MAX - a,
							    cf->arg_slot[a], st->nslots, parts[k],
							    st->leaves[0]);
				}
		}
	}
	for (k = 0; k < np; k++)
		group_settle(r, w, ng[k]);
	return 0;
}

/* Runs group gi from its position to the next transfer of control. */
static int exec_group(sim_run *r, sim_wave *w, uint32_t gi)
{
	sim_group *g = &w->groups[gi];
	sim_level *top = &g->lv[g->depth - 1];
	sim_func *fn = top->fn;
	sim_frame *fr = top->frame;
	uint64_t m = g->mask;
	uint32_t pc = top->pc, start = pc, n;
	const sim_inst *d;
	unsigned l = 0;
	int checking = fn->check_code != NULL;
	if (checking && pc == fn->block_code[top->block])
		check_phis(r, w, fn, fr, top->block, m);
	/* back from a call: its result, over the threads converged again */
	if (checking && pc > fn->block_code[top->block] &&
	    fn->code[pc - 1].op == S_CALL && fn->check_code[pc - 1])
		check_inst(r, w, fn, fr, pc - 1, m);
	if (r->record_paths && g->depth == 1 && pc == fn->block_code[top->block]) {
		uint32_t ev = r->events++;
		FOR_LANES(m, l) {
			uint32_t t = w->first + l;
			sim_grow(&r->mach, (void **)&r->path[t], &r->cappath[t],
				 r->npath[t] + 2, 4);
			r->path[t][r->npath[t]++] = top->block;
			r->path[t][r->npath[t]++] = ev;
		}
	}
	r->cur_gi = gi;
	for (;;) {
		d = &fn->code[pc];
		if (d->op >= S_STOPS)
			break;
		if (exec_inst(r, w, fn, fr, d, m) != 0) {
			r->total_steps += (uint64_t)(pc - start + 1) * popcount64(m);
			return -1;
		}
		if (checking && fn->check_code[pc])
			check_inst(r, w, fn, fr, pc, m);
		pc++;
		if (r->rv_stop) {
			/* rendezvous: lanes were parked or woken at pc - 1; the
			 * scheduler picks the next group */
			r->rv_stop = 0;
			g = &w->groups[gi];
			g->lv[g->depth - 1].pc = pc;
			g->pend += pc - start;
			r->total_steps += (uint64_t)(pc - start) * popcount64(m);
			if (!g->mask)
				g->live = 0;
			rv_settle(r, w);
			return 0;
		}
	}
	n = pc - start + 1;
	g->pend += n;
	if (g->base + g->pend > r->o.max_steps) {
		/* base may be above the true maximum after a split */
		uint64_t *st = r->steps + w->first, most = 0;
		flush_steps(r, w, g);
		FOR_LANES(m, l)
			if (st[l] > most)
				most = st[l];
		g->base = most;
		if (most > r->o.max_steps) {
			FOR_LANES(m, l)
				if (st[l] > r->o.max_steps)
					break;
			sim_error(&r->mach, LINE(fn, d), COL(fn, d),
				  "step limit reached: thread %u executed more than %llu "
				  "instructions (--max-steps)",
				  w->first + l, (unsigned long long)r->o.max_steps);
			return -1;
		}
	}
	r->total_steps += (uint64_t)n * popcount64(m);
	top->pc = pc;
	switch (d->op) {
	case S_BR:
	case S_CONDBR:
	case S_SWITCH:
	case S_INDIRECTBR:
		return do_branch(r, w, gi);
	case S_RET:
		return do_ret(r, w, gi);
	case S_CALL:
		return do_call(r, w, gi);
	case S_WG_BARRIER: {
		uint32_t in[64], nin = call_arg_slots(r, fn, d, in, 64);
		if (rv_unmodelled(r, w, fn, d, "a workgroup barrier") != 0)
			return -1;
		record_op(r, w, fn, fr, d, m, in, nin, 0, 0, UINT32_MAX);
		top->pc++;
		w->blocked = 1;
		return 0;
	}
	default:
		sim_error(&r->mach, LINE(fn, d), COL(fn, d),
			  "unreachable executed (thread %u)", w->first + ctz64(m));
		return -1;
	}
}

/* Runs a wave until it finishes or waits at a workgroup barrier. */
static int wave_run(sim_run *r, sim_wave *w)
{
	while (!w->blocked) {
		uint32_t i, best = UINT32_MAX;
		for (i = 0; i < w->ngroups; i++) {
			if (!w->groups[i].live || w->groups[i].parked)
				continue;
			if (best == UINT32_MAX ||
			    pos_cmp(&w->groups[i], &w->groups[best]) < 0)
				best = i;
		}
		if (best == UINT32_MAX) {
			int st = rv_fire(r, w);
			if (st <= 0)
				return st;
			continue;
		}
		if (exec_group(r, w, best) != 0)
			return -1;
	}
	return 0;
}

/* ---- the run ---------------------------------------------------------------------- */

struct cv_run {
	sim_run r;
};

static void run_cleanup(sim_run *r)
{
	uint32_t i, k;
	const cv_allocator *al = &r->ctx->alloc;
	while (r->frames)
		frame_free(r, r->frames);
	for (i = 0; i < r->nwaves && r->waves; i++) {
		sim_wave *w = &r->waves[i];
		for (k = 0; k < w->ngroups; k++) {
			sim_group *g = &w->groups[k];
			if (g->lv)
				cv_mem_realloc(al, g->lv, g->caplv * sizeof *g->lv, 0);
			if (g->rc)
				cv_mem_realloc(al, g->rc, g->caprc * sizeof *g->rc, 0);
			if (g->iter)
				cv_mem_realloc(al, g->iter, g->capiter * sizeof *g->iter, 0);
		}
		if (w->groups)
			cv_mem_realloc(al, w->groups, w->capgroups * sizeof *w->groups, 0);
		w->groups = NULL;
		w->ngroups = w->capgroups = 0;
	}
	if (r->funcs)
		for (i = 0; i < r->m->nglobals; i++) {
			sim_func *fn = r->funcs[i];
			if (!fn)
				continue;
			cv_cfg_free(fn->cfg);
			if (fn->side)
				cv_mem_realloc(al, fn->side, fn->capside * 4, 0);
			if (fn->kval)
				cv_mem_realloc(al, fn->kval, fn->capk * 8, 0);
			if (fn->kpois)
				cv_mem_realloc(al, fn->kpois, (size_t)fn->nk * 8, 0);
			if (fn->edges)
				cv_mem_realloc(al, fn->edges, fn->capedges * sizeof *fn->edges, 0);
			if (fn->moves)
				cv_mem_realloc(al, fn->moves, fn->capmoves * 4, 0);
			r->funcs[i] = NULL;
		}
	sim_machine_release(&r->mach);
	if (r->loop_count)
		cv_mem_realloc(al, r->loop_count, r->caploop_count * 4, 0);
	if (r->arity)
		cv_mem_realloc(al, r->arity, r->caparity, 0);
	if (r->rv_part)
		cv_mem_realloc(al, r->rv_part, r->caprv_part * 4, 0);
	if (r->rv_seen)
		cv_mem_realloc(al, r->rv_seen, r->caprv_seen * 4, 0);
	if (r->rv_stack)
		cv_mem_realloc(al, r->rv_stack, r->caprv_stack * 4, 0);
	r->rv_part = r->rv_seen = r->rv_stack = NULL;
	if (r->path)
		for (i = 0; i < r->mach.nthreads; i++)
			if (r->path[i])
				cv_mem_realloc(al, r->path[i], r->cappath[i] * 4, 0);
	r->path = NULL;
	if (r->recs)
		cv_mem_realloc(al, r->recs, r->caprecs * sizeof *r->recs, 0);
	if (r->vals)
		cv_mem_realloc(al, r->vals, r->capvals * 8, 0);
	if (r->vals_pois)
		cv_mem_realloc(al, r->vals_pois, r->capvals, 0);
	if (r->viol)
		cv_mem_realloc(al, r->viol, r->capviol * sizeof *r->viol, 0);
	if (r->obj_name)
		cv_mem_realloc(al, (void *)r->obj_name,
			       r->nobj_name * sizeof *r->obj_name, 0);
	if (r->wg_init)
		cv_mem_realloc(al, (void *)r->wg_init,
			       r->nobj_name * sizeof *r->wg_init, 0);
	r->obj_name = NULL;
	r->wg_init = NULL;
	r->nobj_name = 0;
	r->recs = NULL;
	r->vals = NULL;
	r->vals_pois = NULL;
	r->viol = NULL;
	r->loop_count = NULL;
}

void cv_run_free(cv_run *run)
{
	cv_allocator al;
	if (!run)
		return;
	al = run->r.ctx->alloc;
	run_cleanup(&run->r);
	arena_free(&run->r.arena);
	cv_mem_realloc(&al, run, sizeof *run, 0);
}

/* An argument value: "tid" and "lane" give per-thread values. */
typedef struct arg_spec {
	int kind; /* 0 constant, 1 tid, 2 lane */
	uint64_t value;
	int set;
} arg_spec;

/* INIT of buffer:SIZE:INIT: zero, iota (32-bit little-endian words 0, 1,
 * 2, ...), random:SEED (word i: the high 32 bits of splitmix64(SEED +
 * i), little-endian) or hex:BYTES (the first bytes, two hex digits each;
 * the rest zero; what `converge run` makes of file:PATH).  A tail shorter
 * than a word takes the word's low bytes. */
static int buffer_init(sim_obj *o, const char *init)
{
	uint64_t seed = 0;
	uint32_t i;
	int random = 0;
	if (strcmp(init, "zero") == 0)
		return 0;
	if (strncmp(init, "hex:", 4) == 0) {
		const char *h = init + 4;
		for (i = 0; h[0] && h[1] && i < o->size; i++, h += 2) {
			int hi = lex_hexval((unsigned char)h[0]);
			int lo = lex_hexval((unsigned char)h[1]);
			if (hi < 0 || lo < 0)
				return -1;
			o->data[i] = (uint8_t)(hi << 4 | lo);
		}
		return *h ? -1 : 0; /* an odd digit, or more bytes than SIZE */
	}
	if (strncmp(init, "random:", 7) == 0) {
		char *end;
		seed = strtoull(init + 7, &end, 0);
		if (end == init + 7 || *end)
			return -1;
		random = 1;
	} else if (strcmp(init, "iota") != 0) {
		return -1;
	}
	for (i = 0; i < o->size; i++) {
		uint32_t w = i / 4;
		uint64_t x = w;
		if (random) {
			x = seed + w + 0x9e3779b97f4a7c15ull;
			x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
			x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
			x = (x ^ (x >> 31)) >> 32;
		}
		o->data[i] = (uint8_t)(x >> (8 * (i % 4)));
	}
	return 0;
}

/* Names object id (a buffer made for an argument or a resource) for the
 * output. */
static void name_object(sim_run *r, uint32_t id, const char *name)
{
	if (id >= r->nobj_name) {
		uint32_t old = r->nobj_name, i;
		r->nobj_name = id + 16;
		r->obj_name = sim_realloc(&r->mach, (void *)r->obj_name,
					  old * sizeof *r->obj_name,
					  r->nobj_name * sizeof *r->obj_name);
		r->wg_init = sim_realloc(&r->mach, (void *)r->wg_init,
					 old * sizeof *r->wg_init,
					 r->nobj_name * sizeof *r->wg_init);
		for (i = old; i < r->nobj_name; i++) {
			r->obj_name[i] = NULL;
			r->wg_init[i] = NULL;
		}
	}
	r->obj_name[id] = arena_strndup(&r->arena, name, strlen(name));
}

/* buffer:SIZE[:INIT] for the argument or resource `name`: a new buffer
 * object, named for the output; its pointer in *ptr.  With `workgroup`
 * (a pointer to workgroup memory: OpenCL's __local) it is one copy per
 * workgroup, each starting with INIT's contents.  -1 if text is not such
 * a buffer. */
static int arg_buffer(sim_run *r, const char *name, const char *text,
		      int workgroup, uint64_t *ptr)
{
	char *end;
	unsigned long long size = strtoull(text + 7, &end, 0);
	uint32_t id;
	if (strncmp(text, "buffer:", 7) != 0 || end == text + 7 ||
	    (*end && *end != ':') || size > (1u << 28))
		return -1;
	id = sim_obj_new(&r->mach, OBJ_BUFFER, size ? (uint32_t)size : 1);
	if (*end && buffer_init(&r->mach.obj[id], end + 1) != 0)
		return -1;
	name_object(r, id, name);
	if (workgroup) {
		sim_obj *o = &r->mach.obj[id];
		o->space = SPACE_WORKGROUP;
		r->wg_init[id] = arena_dup(&r->arena, o->data, o->size);
	}
	*ptr = PTR(id, 0);
	return 0;
}

/* --arg NAME=buffer:... for a resource of HLSL (SPIR-V): NAME is the
 * resource's name (the string llvm.spv.resource.handlefrombinding
 * receives, which is the HLSL global's name).  Returns 1 if the module
 * binds resources and NAME became one, 0 if it binds none, -1 on a bad
 * value. */
static int resource_arg(sim_run *r, const char *name, const char *text)
{
	const cv_module *m = r->m;
	sim_machine *mc = &r->mach;
	uint32_t g, n;
	for (g = 0; g < m->nglobals; g++)
		if (m->globals[g].fn &&
		    strncmp(global_name(m, g), "llvm.spv.resource.handlefrombinding",
			    35) == 0)
			break;
	if (g == m->nglobals)
		return 0;
	n = mc->nres;
	mc->res_name = sim_realloc(mc, (void *)mc->res_name, n * sizeof *mc->res_name,
				   (n + 1) * sizeof *mc->res_name);
	mc->res_ptr = sim_realloc(mc, mc->res_ptr, n * sizeof *mc->res_ptr,
				  (n + 1) * sizeof *mc->res_ptr);
	mc->res_counter = sim_realloc(mc, mc->res_counter, n * sizeof *mc->res_counter,
				      (n + 1) * sizeof *mc->res_counter);
	mc->res_counter[n] = 0;
	mc->res_name[n] = arena_strndup(&r->arena, name, strlen(name));
	mc->nres = n + 1;
	if (arg_buffer(r, name, text, 0, &mc->res_ptr[n]) != 0) {
		snprintf(mc->err, sizeof mc->err,
			 "resource %s: cannot read '%s' as buffer:SIZE[:zero|iota|random:SEED|hex:BYTES]",
			 name, text);
		return -1;
	}
	return 1;
}

static int parse_arg_value(sim_run *r, uint32_t ai, const char *name,
			   const char *text, arg_spec *sp)
{
	const argument *arg = &r->kernel->f->args[ai];
	sim_type *st = type_info(r, arg->type);
	char *end;
	sp->set = 1;
	sp->kind = 0;
	sp->value = 0;
	if (st->state != 1 || st->nslots != 1) {
		snprintf(r->mach.err, sizeof r->mach.err,
			 "argument %%%s: only scalar arguments can be given", name);
		return -1;
	}
	if (strcmp(text, "tid") == 0 || strcmp(text, "lane") == 0) {
		if (st->kind != SK_INT) {
			snprintf(r->mach.err, sizeof r->mach.err,
				 "argument %%%s: %s needs an integer argument", name, text);
			return -1;
		}
		sp->kind = text[0] == 't' ? 1 : 2;
		return 0;
	}
	switch (st->kind) {
	case SK_INT:
		if (strcmp(text, "true") == 0)
			sp->value = 1;
		else if (strcmp(text, "false") == 0)
			sp->value = 0;
		else {
			sp->value = text[0] == '-' ? (uint64_t)strtoll(text, &end, 0)
						   : strtoull(text, &end, 0);
			if (end == text || *end)
				goto bad;
		}
		sp->value &= sim_width_mask(st->bits);
		return 0;
	case SK_HALF:
	case SK_BFLOAT:
	case SK_FLOAT:
	case SK_DOUBLE: {
		double d = strtod(text, &end);
		if (end == text || *end)
			goto bad;
		sp->value = sim_fp_put(st->kind, d);
		return 0;
	}
	case SK_PTR:
		if (strcmp(text, "null") == 0) {
			sp->value = 0;
			return 0;
		}
		if (strncmp(text, "buffer:", 7) == 0) {
			const type *ty = &r->m->types[arg->type];
			if (arg_buffer(r, name, text, ty->kind == TY_PTR && ty->n == 3,
				       &sp->value) != 0)
				goto bad;
			return 0;
		}
		if (text[0] == '@') {
			uint32_t g;
			for (g = 0; g < r->m->nglobals; g++)
				if (strcmp(global_name(r->m, g), text + 1) == 0) {
					sp->value = PTR(global_object(r, g), 0);
					return 0;
				}
		}
		goto bad;
	default:
		break;
	}
bad:
	snprintf(r->mach.err, sizeof r->mach.err, "argument %%%s: cannot read '%s' as %s",
		 name, text,
		 st->kind == SK_PTR ? "a pointer (null, buffer:SIZE[:zero|iota|random:SEED|hex:BYTES] or @global)"
		 : st->kind == SK_INT ? "an integer (or true, false, tid, lane)"
				      : "a number");
	return -1;
}

static const char *arg_name(const cv_module *m, const function *f, uint32_t i,
			    char *buf, size_t cap)
{
	if (f->args[i].name)
		return SYM_STR(&m->strs, f->args[i].name);
	snprintf(buf, cap, "%u", f->args[i].number != UINT32_MAX ? f->args[i].number : i);
	return buf;
}

/* On an amdhsa triple, the module flag "amdhsa_code_object_version" / 100
 * (5 without it, LLVM 22's default being 5 or 6 with one layout of the
 * implicit arguments); 0 on other triples. */
static uint8_t code_object_version(const cv_module *m)
{
	uint32_t i, j;
	if (!m->triple || !strstr(SYM_STR(&m->strs, m->triple), "-amdhsa"))
		return 0;
	for (i = 0; i < m->nnamed; i++) {
		const named_md *nm = &m->named[i];
		if (strcmp(SYM_STR(&m->strs, nm->name), "llvm.module.flags") != 0)
			continue;
		for (j = 0; j < nm->n; j++) {
			const md_node *nd = &m->md[nm->nodes[j]];
			if (nd->nops == 3 && nd->ops[1].kind == MDO_STRING &&
			    strcmp(SYM_STR(&m->strs, nd->ops[1].str),
				   "amdhsa_code_object_version") == 0 &&
			    nd->ops[2].kind == MDO_VALUE &&
			    REF_KIND(nd->ops[2].value) == REF_CONST &&
			    m->consts[REF_IDX(nd->ops[2].value)].kind == C_INT) {
				uint64_t v = m->consts[REF_IDX(nd->ops[2].value)].v.u / 100;
				return (uint8_t)(v < 1 ? 1 : v > 99 ? 99 : v);
			}
		}
	}
	return 5;
}

/* Everything between setup and results; jumps to r->mach.oom when memory runs
 * out.  Returns 0, or -1 with r->mach.err set. */
static int run_main(sim_run *r, uint32_t gi)
{
	const cv_module *m = r->m;
	arg_spec *specs;
	uint32_t i, t, wi, nargs, g;
	sim_type *rt;
	r->types = arena_zalloc(&r->arena, ((size_t)m->ntypes + 1) * sizeof *r->types);
	r->funcs = arena_zalloc(&r->arena, ((size_t)m->nglobals + 1) * sizeof *r->funcs);
	r->gobj = arena_zalloc(&r->arena, ((size_t)m->nglobals + 1) * 4);
	r->steps = arena_zalloc(&r->arena, ((size_t)r->mach.nthreads + r->width + 1) * 8);
	r->returned = arena_zalloc(&r->arena, (size_t)r->mach.nthreads + 1);
	r->anchor_count = arena_zalloc(&r->arena, ((size_t)r->mach.nthreads + 1) * 4);
	if (r->record_paths) {
		r->path = arena_zalloc(&r->arena, ((size_t)r->mach.nthreads + 1) *
						  sizeof *r->path);
		r->npath = arena_zalloc(&r->arena, ((size_t)r->mach.nthreads + 1) * 4);
		r->cappath = arena_zalloc(&r->arena, ((size_t)r->mach.nthreads + 1) * 4);
	}
	sim_obj_new(&r->mach, OBJ_FREE, 0); /* id 0: null */
	r->mach.hsa_cov = code_object_version(m);
	r->kernel = func_get(r, gi);
	rt = type_info(r, m->types[r->kernel->f->type].sub[0]);
	r->ret_n = rt->state == 1 ? rt->nslots : 0;
	r->ret_kind = rt->state == 1 ? rt->leaves : NULL;
	r->ret = arena_zalloc(&r->arena, ((size_t)r->mach.nthreads * r->ret_n + 1) * 8);
	r->ret_pois = arena_zalloc(&r->arena, ((size_t)r->mach.nthreads * r->ret_n + 1) * 8);
	/* arguments */
	nargs = r->kernel->f->nargs;
	specs = arena_zalloc(&r->arena, ((size_t)nargs + 1) * sizeof *specs);
	for (i = 0; i < r->o.nargs; i++) {
		const char *name = r->o.args[i].name, *text = r->o.args[i].value;
		char buf[24];
		uint32_t a;
		if (name[0] == '%')
			name++;
		for (a = 0; a < nargs; a++)
			if (strcmp(arg_name(m, r->kernel->f, a, buf, sizeof buf), name) == 0)
				break;
		if (a == nargs) {
			int rv = resource_arg(r, name, text);
			if (rv > 0)
				continue;
			r->mach.err_line = r->kernel->f->line;
			if (rv < 0)
				return -1;
			snprintf(r->mach.err, sizeof r->mach.err,
				 "@%s has no argument %%%s", global_name(m, gi), name);
			r->mach.err_line = r->kernel->f->line;
			return -1;
		}
		if (parse_arg_value(r, a, name, text, &specs[a]) != 0) {
			r->mach.err_line = r->kernel->f->line;
			return -1;
		}
	}
	for (i = 0; i < nargs; i++) {
		sim_type *st = type_info(r, r->kernel->f->args[i].type);
		if (!specs[i].set && st->state == 1 && st->kind == SK_PTR) {
			char buf[24];
			const type *ty = &m->types[r->kernel->f->args[i].type];
			arg_buffer(r, arg_name(m, r->kernel->f, i, buf, sizeof buf),
				   "buffer:4096", ty->n == 3, &specs[i].value);
		}
	}
	/* waves, each starting as one group at the entry */
	r->waves = arena_zalloc(&r->arena, ((size_t)r->nwaves + 1) * sizeof *r->waves);
	for (wi = 0; wi < r->nwaves; wi++) {
		sim_wave *w = &r->waves[wi];
		sim_frame *fr = frame_new(r, r->kernel);
		uint32_t in_group = wi % r->waves_per_group * r->width;
		uint32_t lanes = r->mach.geom.group_threads - in_group, gix;
		uint64_t lanes_mask;
		unsigned l;
		if (lanes > r->width)
			lanes = r->width;
		lanes_mask = W_ALL(lanes);
		w->index = wi;
		w->width = r->width;
		w->first = wi / r->waves_per_group * r->mach.geom.group_threads + in_group;
		fr->refs = lanes;
		fr->entry_class = fresh_class(r);
		for (i = 0; i < nargs; i++) {
			uint32_t slot = r->kernel->arg_slot[i];
			for (l = 0; l < lanes; l++)
				fr->regs[(size_t)slot * r->width + l] =
					specs[i].kind == 1 ? (w->first + l) & sim_width_mask(type_info(r, r->kernel->f->args[i].type)->bits)
					: specs[i].kind == 2 ? l
							     : specs[i].value;
		}
		gix = group_new(r, w);
		w->groups[gix].mask = lanes_mask;
		group_push(r, &w->groups[gix], r->kernel, fr);
		if (r->kernel->check_arg)
			for (i = 0; i < nargs; i++) {
				sim_type *st = type_info(r, r->kernel->f->args[i].type);
				if (r->kernel->check_arg[i] && st->state == 1 && st->nslots &&
				    r->kernel->f->args[i].type != m->t_token)
					check_slots(r, w, r->kernel, fr, r->kernel->block_code[0],
						    UINT32_MAX - i, r->kernel->arg_slot[i],
						    st->nslots, lanes_mask, st->leaves[0]);
			}
	}
	/* workgroups run one after another, each one's waves one after
	 * another; a workgroup barrier waits for every wave of its group */
	for (g = 0; g < r->mach.geom.ngroups; g++) {
		uint32_t w0 = g * r->waves_per_group, w1 = w0 + r->waves_per_group;
		workgroup_memory(r, g);
		for (;;) {
			int blocked = 0, live = 0;
			for (wi = w0; wi < w1; wi++)
				if (wave_run(r, &r->waves[wi]) != 0)
					return -1;
			for (wi = w0; wi < w1; wi++) {
				sim_wave *w = &r->waves[wi];
				for (t = 0; t < w->ngroups; t++)
					if (w->groups[t].live)
						live = 1;
				if (w->blocked)
					blocked = 1;
				w->blocked = 0;
			}
			if (!blocked || !live)
				break;
		}
	}
	return 0;
}

/* The launch of opts for the kernel global gi: the grid and workgroup
 * given, else one workgroup of opts->threads threads (a line, or the
 * first threads of the shape the kernel requires).  Returns 0, or -1 with
 * a diagnostic. */
static int launch_geometry(const cv_module *mod, uint32_t gi,
			   const cv_run_options *opts, sim_geometry *g)
{
	cv_context *ctx = mod->ctx;
	uint64_t req[3], total = 1, groups = 1;
	int shaped = target_group_size(mod, &mod->globals[gi], req), given, i;
	memset(g, 0, sizeof *g);
	given = opts->workgroup[0] || opts->workgroup[1] || opts->workgroup[2];
	for (i = 0; i < 3; i++) {
		g->grid[i] = opts->grid[i] ? opts->grid[i] : 1;
		groups *= g->grid[i];
		g->local[i] = given ? (opts->workgroup[i] ? opts->workgroup[i] : 1)
			      : shaped ? (uint32_t)(req[i] < (1u << 24) ? req[i] : 0)
			      : i ? 1 : (opts->threads ? opts->threads : 1);
		total *= g->local[i];
	}
	if (shaped && (!req[0] || !req[1] || !req[2] ||
		       req[0] * req[1] * req[2] > (1u << 24))) {
		diag_add(ctx, CV_ERROR, mod->filename, 0, 0, NULL, 0,
			 "@%s requires a work group of %llu x %llu x %llu threads, "
			 "more than the simulator runs (%u)",
			 global_name(mod, gi), (unsigned long long)req[0],
			 (unsigned long long)req[1], (unsigned long long)req[2], 1u << 24);
		return -1;
	}
	if (shaped && given &&
	    (req[0] != g->local[0] || req[1] != g->local[1] || req[2] != g->local[2])) {
		diag_add(ctx, CV_ERROR, mod->filename, 0, 0, NULL, 0,
			 "@%s requires a work group of %llu x %llu x %llu threads; "
			 "--workgroup gives %u x %u x %u",
			 global_name(mod, gi), (unsigned long long)req[0],
			 (unsigned long long)req[1], (unsigned long long)req[2],
			 g->local[0], g->local[1], g->local[2]);
		return -1;
	}
	g->group_threads = (uint32_t)(total < (1u << 25) ? total : 1u << 25);
	if (!given && shaped) {
		uint64_t n = opts->threads ? opts->threads : total;
		if (n > total) {
			diag_add(ctx, CV_ERROR, mod->filename, 0, 0, NULL, 0,
				 "@%s requires a work group of %llu x %llu x %llu threads; "
				 "the run has %u (one work group at most; more with "
				 "--grid)",
				 global_name(mod, gi), (unsigned long long)req[0],
				 (unsigned long long)req[1], (unsigned long long)req[2],
				 (unsigned)n);
			return -1;
		}
		g->group_threads = (uint32_t)n;
	}
	if (total * groups > (1u << 24)) {
		diag_add(ctx, CV_ERROR, mod->filename, 0, 0, NULL, 0,
			 "at most %u threads", 1u << 24);
		return -1;
	}
	if (given && opts->threads && opts->threads != total * groups) {
		diag_add(ctx, CV_ERROR, mod->filename, 0, 0, NULL, 0,
			 "%u threads, but the grid and workgroup make %llu",
			 opts->threads, (unsigned long long)(total * groups));
		return -1;
	}
	g->ngroups = (uint32_t)groups;
	return 0;
}

static cv_run *run_new(const cv_module *mod, size_t index,
		      const cv_run_options *opts, int record_paths)
{
	cv_context *ctx = mod->ctx;
	cv_run *run;
	sim_run *r;
	uint32_t gi = UINT32_MAX, i, k = 0;
	sim_geometry geom;
	for (i = 0; i < mod->norder; i++) {
		const global *g = &mod->globals[mod->order[i]];
		if (g->kind != G_FUNC)
			continue;
		if (k++ == index) {
			gi = mod->order[i];
			break;
		}
	}
	if (gi == UINT32_MAX || !mod->globals[gi].fn || mod->globals[gi].is_decl) {
		diag_add(ctx, CV_ERROR, mod->filename, 0, 0, NULL, 0,
			 "function %zu is not a definition", index);
		return NULL;
	}
	if (opts->wave > SIM_MAX_WAVE) {
		diag_add(ctx, CV_ERROR, mod->filename, 0, 0, NULL, 0,
			 "waves have at most %d threads", SIM_MAX_WAVE);
		return NULL;
	}
	if (launch_geometry(mod, gi, opts, &geom) != 0)
		return NULL;
	run = cv_mem_realloc(&ctx->alloc, NULL, 0, sizeof *run);
	if (!run) {
		diag_add(ctx, CV_ERROR, mod->filename, 0, 0, NULL, 0, "out of memory");
		return NULL;
	}
	memset(run, 0, sizeof *run);
	r = &run->r;
	r->m = mod;
	r->ctx = ctx;
	r->mach.al = &ctx->alloc;
	r->o = *opts;
	r->record_paths = record_paths;
	if (!r->o.threads)
		r->o.threads = 1;
	if (!r->o.wave)
		r->o.wave = SIM_MAX_WAVE;
	if (!r->o.max_steps)
		r->o.max_steps = 10000000;
	r->width = r->o.wave;
	geom.width = r->width;
	r->mach.geom = geom;
	r->mach.nthreads = geom.ngroups * geom.group_threads;
	r->o.threads = r->mach.nthreads;
	r->waves_per_group = (geom.group_threads + r->width - 1) / r->width;
	r->nwaves = geom.ngroups * r->waves_per_group;
	arena_init(&r->arena, &ctx->alloc);
	r->arena.oom = &r->mach.oom;
	if (setjmp(r->mach.oom)) {
		diag_add(ctx, CV_ERROR, mod->filename, 0, 0, NULL, 0, "out of memory");
		cv_run_free(run);
		return NULL;
	}
	if (run_main(r, gi) != 0) {
		if (!r->mach.failed && r->mach.err[0] == 0)
			snprintf(r->mach.err, sizeof r->mach.err, "the run failed");
		diag_add(ctx, CV_ERROR, mod->filename, r->mach.err_line,
			 r->mach.err_line ? (r->mach.err_col ? r->mach.err_col : 1) : 0, NULL, 0, "%s",
			 r->mach.err);
		r->mach.failed = 1;
		if (opts->partial && r->kernel && r->waves)
			return run;
		cv_run_free(run);
		return NULL;
	}
	return run;
}

cv_run *cv_run_new(const cv_module *mod, size_t index, const cv_run_options *opts)
{
	return run_new(mod, index, opts, 0);
}

int sim_run_paths(const cv_module *mod, size_t index,
		  const cv_run_options *opts, sim_paths *out, arena *res)
{
	cv_run *run = run_new(mod, index, opts, 1);
	sim_run *r;
	uint32_t t, n = 0, k;
	if (!run)
		return -1;
	r = &run->r;
	for (t = 0; t < r->mach.nthreads; t++)
		n += r->npath[t] / 2;
	out->nthreads = r->mach.nthreads;
	out->off = arena_alloc(res, ((size_t)r->mach.nthreads + 1) * 4);
	out->blocks = arena_alloc(res, ((size_t)n + 1) * 4);
	out->group = arena_alloc(res, ((size_t)n + 1) * 4);
	n = 0;
	for (t = 0; t < r->mach.nthreads; t++) {
		out->off[t] = n;
		for (k = 0; k + 1 < r->npath[t]; k += 2) {
			out->blocks[n] = r->path[t][k];
			out->group[n++] = r->path[t][k + 1];
		}
	}
	out->off[r->mach.nthreads] = n;
	cv_run_free(run);
	return 0;
}

const char *cv_run_error(const cv_run *run)
{
	return run->r.mach.failed ? run->r.mach.err : NULL;
}

uint64_t cv_run_groups_checked(const cv_run *run)
{
	return run->r.groups_checked;
}

unsigned cv_run_thread_count(const cv_run *run)
{
	return run->r.mach.nthreads;
}

unsigned cv_run_wave_count(const cv_run *run)
{
	return run->r.nwaves;
}

/* Object id of buffer i (see cv_run_buffer), or 0. */
static uint32_t buffer_object(const sim_run *r, size_t i)
{
	uint32_t id;
	for (id = 1; id < r->nobj_name && id < r->mach.nobj; id++)
		if (r->obj_name[id] && r->mach.obj[id].kind == OBJ_BUFFER && i-- == 0)
			return id;
	return 0;
}

size_t cv_run_options_size(void)
{
	return sizeof(cv_run_options);
}

static size_t buffer_count(const sim_run *r)
{
	size_t n = 0;
	uint32_t id;
	for (id = 1; id < r->nobj_name && id < r->mach.nobj; id++)
		n += r->obj_name[id] && r->mach.obj[id].kind == OBJ_BUFFER;
	return n;
}

size_t cv_run_buffer_count(const cv_run *run)
{
	return buffer_count(&run->r);
}

int cv_run_buffer(const cv_run *run, size_t i, const char **name,
		  const uint8_t **data, size_t *size)
{
	const sim_run *r = &run->r;
	uint32_t id = buffer_object(r, i);
	if (!id)
		return -1;
	*name = r->obj_name[id];
	*data = r->mach.obj[id].data;
	*size = r->mach.obj[id].size;
	return 0;
}

uint64_t cv_run_steps(const cv_run *run)
{
	return run->r.total_steps;
}

size_t cv_run_op_count(const cv_run *run)
{
	return run->r.ops_executed;
}

size_t cv_run_violation_count(const cv_run *run)
{
	return run->r.nviol;
}

int64_t cv_run_return_value(const cv_run *run, unsigned thread)
{
	const sim_run *r = &run->r;
	if (thread >= r->mach.nthreads || !r->ret_n)
		return 0;
	return r->ret_kind[0].kind == SK_INT
		       ? sim_sext(r->ret[(size_t)thread * r->ret_n], r->ret_kind[0].bits)
		       : (int64_t)r->ret[(size_t)thread * r->ret_n];
}

/* ---- what a run observed ------------------------------------------------ */

const uint8_t *sim_run_choice_arity(const cv_run *run, size_t *n)
{
	*n = run->r.narity;
	return run->r.arity;
}

size_t sim_run_nrecords(const cv_run *run)
{
	return run->r.nrecs;
}

void sim_run_record(const cv_run *run, size_t i, sim_op_view *v)
{
	const sim_run *r = &run->r;
	const sim_record *rec = &r->recs[i];
	v->global = rec->global;
	v->inst = rec->src;
	v->wave = rec->wave;
	v->first = r->waves[rec->wave].first;
	v->mask = rec->mask;
	v->nargs = rec->nargs;
	v->nres = rec->nres;
	v->vals = r->vals + rec->vals;
	v->pois = r->vals_pois + rec->vals;
}

void sim_run_returns(const cv_run *run, uint32_t t, const uint64_t **vals,
		     const uint64_t **pois, uint32_t *n)
{
	const sim_run *r = &run->r;
	*n = 0;
	*vals = NULL;
	*pois = NULL;
	if (t >= r->mach.nthreads || !r->ret_n || !r->returned[t])
		return;
	*n = r->ret_n;
	*vals = r->ret + (size_t)t * r->ret_n;
	*pois = r->ret_pois + (size_t)t * r->ret_n;
}

/* global_object under a jump target for running out of memory; 0 then */
static uint32_t global_object_safe(sim_run *r, uint32_t g)
{
	if (setjmp(r->mach.oom))
		return 0;
	return global_object(r, g);
}

int sim_run_memory(cv_run *run, int is_global, const char *name,
		   const uint8_t **data, uint32_t *size)
{
	sim_run *r = &run->r;
	uint32_t id = 0, g;
	if (!r->gobj)
		return -1;
	if (is_global) {
		for (g = 0; g < r->m->nglobals; g++)
			if (r->m->globals[g].kind == G_VAR &&
			    strcmp(global_name(r->m, g), name) == 0)
				break;
		if (g == r->m->nglobals)
			return -1;
		id = global_object_safe(r, g);
	} else {
		for (g = 1; g < r->nobj_name; g++)
			if (r->obj_name[g] && strcmp(r->obj_name[g], name) == 0)
				id = g;
	}
	if (!id || id >= r->mach.nobj || !r->mach.obj[id].data)
		return -1;
	*data = r->mach.obj[id].data;
	*size = r->mach.obj[id].size;
	return 0;
}

uint32_t sim_run_width(const cv_run *run)
{
	return run->r.width;
}

/* ---- printing ---------------------------------------------------------------------- */

static void print_value(const sim_run *r, outbuf *o, sim_leaf k, uint64_t v,
			int poison, int json)
{
	char buf[64];
	if (poison) {
		out_str(o, json ? "null" : "poison");
		return;
	}
	switch (k.kind) {
	case SK_INT:
		if (k.bits == 1)
			out_str(o, v & 1 ? "true" : "false");
		else
			out_int(o, sim_sext(v, k.bits));
		return;
	case SK_HALF:
	case SK_BFLOAT:
	case SK_FLOAT:
	case SK_DOUBLE: {
		double d = sim_fp_get(k.kind, v);
		if (json) {
			if (isnan(d) || isinf(d)) {
				out_str(o, isnan(d) ? "\"nan\"" : d > 0 ? "\"inf\"" : "\"-inf\"");
				return;
			}
			snprintf(buf, sizeof buf, "%.*g", k.kind == SK_DOUBLE ? 17 : 9, d);
			out_str(o, buf);
		} else {
			uint64_t bits[2] = {v, 0};
			enum numlit_fp fk = k.kind == SK_DOUBLE ? NUMLIT_DOUBLE
					    : k.kind == SK_FLOAT ? NUMLIT_FLOAT
					    : k.kind == SK_HALF ? NUMLIT_HALF
								: NUMLIT_BFLOAT;
			numlit_fp_print(fk, bits, buf, sizeof buf);
			out_str(o, buf);
		}
		return;
	}
	case SK_TOKEN:
		snprintf(buf, sizeof buf, json ? "\"token%u\"" : "token%u", (uint32_t)v);
		out_str(o, buf);
		return;
	case SK_PTR: {
		uint32_t id = (uint32_t)(v >> 32), off = (uint32_t)v;
		if (json)
			out_char(o, '"');
		if (v == 0)
			out_str(o, "null");
		else if (id < r->mach.nobj && (r->mach.obj[id].kind == OBJ_GLOBAL ||
					  r->mach.obj[id].kind == OBJ_FUNC)) {
			out_char(o, '@');
			out_str(o, global_name(r->m, r->mach.obj[id].global));
		} else if (id < r->nobj_name && r->obj_name && r->obj_name[id]) {
			out_str(o, "buffer %");
			out_str(o, r->obj_name[id]);
		} else if (id >= SIM_PRIVATE && id != SIM_BAD_OBJ) {
			snprintf(buf, sizeof buf, "private#%u", id - SIM_PRIVATE);
			out_str(o, buf);
		} else {
			snprintf(buf, sizeof buf, "object#%u", id);
			out_str(o, buf);
		}
		if (v && off) {
			out_char(o, '+');
			out_uint(o, off);
		}
		if (json)
			out_char(o, '"');
		return;
	}
	default:
		out_uint(o, v);
	}
}

static void print_threads(outbuf *o, uint32_t first, uint64_t mask, int json)
{
	unsigned l;
	int started = 0;
	if (json) {
		out_char(o, '[');
		FOR_LANES(mask, l) {
			if (started)
				out_str(o, ", ");
			out_uint(o, first + l);
			started = 1;
		}
		out_char(o, ']');
		return;
	}
	while (mask) {
		unsigned a = ctz64(mask), b = a;
		while (b + 1 < 64 && (mask >> (b + 1) & 1))
			b++;
		if (started)
			out_char(o, ' ');
		out_uint(o, first + a);
		if (b > a) {
			out_char(o, b == a + 1 ? ' ' : '-');
			out_uint(o, first + b);
		}
		started = 1;
		mask &= b >= 63 ? 0 : ~((2ull << b) - 1);
	}
}

static void print_json_string(outbuf *o, const char *s)
{
	out_char(o, '"');
	for (; *s; s++) {
		if (*s == '"' || *s == '\\') {
			out_char(o, '\\');
			out_char(o, *s);
		} else if ((unsigned char)*s < 0x20) {
			char b[8];
			snprintf(b, sizeof b, "\\u%04x", (unsigned char)*s);
			out_str(o, b);
		} else
			out_char(o, *s);
	}
	out_char(o, '"');
}

/* The kinds of the slots of a record: arguments then results. */
static uint32_t record_kinds(const sim_run *r, const sim_record *rec,
			     sim_leaf *kinds, uint32_t cap)
{
	const function *f = r->m->globals[rec->global].fn;
	const inst *in = &f->insts[rec->src];
	const ref *ops = INST_OPS(f, in);
	uint32_t n = 0, k, e, nargs = in->ext ? in->ext->nargs : 0;
	sim_type *st;
	if (in->ext && in->ext->intrinsic == INTR_CONV_LOOP && rec->nargs) {
		kinds[n].kind = SK_TOKEN;
		kinds[n++].bits = 32;
	}
	for (k = 0; k < nargs && n < rec->nargs && n < cap; k++) {
		st = type_info((sim_run *)r, op_type(r, f, ops[k]));
		for (e = 0; e < st->nslots && n < cap; e++)
			kinds[n++] = st->leaves[e];
	}
	while (n < rec->nargs && n < cap) {
		kinds[n].kind = SK_INT;
		kinds[n++].bits = 64;
	}
	st = type_info((sim_run *)r, in->type);
	for (e = 0; e < rec->nres && n < cap; e++)
		kinds[n++] = st->state == 1 && e < st->nslots ? st->leaves[e] : kinds[0];
	return n;
}

static void op_title(const sim_run *r, outbuf *o, uint32_t gidx,
		     uint32_t src, int json)
{
	const function *f = r->m->globals[gidx].fn;
	const inst *in = &f->insts[src];
	const char *callee = in->op == OP_CALL ? callee_name(r->m, f, in) : NULL;
	if (json) {
		out_str(o, "\"function\": ");
		print_json_string(o, global_name(r->m, gidx));
		out_str(o, ", \"line\": ");
		out_uint(o, in->line);
		out_str(o, ", \"op\": ");
		if (in->name) {
			char b[256];
			snprintf(b, sizeof b, "%%%s", SYM_STR(&r->m->strs, in->name));
			print_json_string(o, b);
		} else
			out_str(o, "null");
		out_str(o, ", \"callee\": ");
		if (callee)
			print_json_string(o, callee);
		else
			out_str(o, "null");
		return;
	}
	if (in->name) {
		out_char(o, '%');
		out_str(o, SYM_STR(&r->m->strs, in->name));
		out_str(o, " = ");
	}
	if (callee) {
		static const char pfx[] = "llvm.experimental.convergence.";
		if (strncmp(callee, pfx, sizeof pfx - 1) == 0)
			out_str(o, callee + sizeof pfx - 1);
		else {
			out_char(o, '@');
			out_str(o, callee);
		}
	} else
		out_str(o, opcode_names[in->op]);
}

/* One lane's values [from, to) of a record. */
static void print_lane_vals(const sim_run *r, outbuf *o, const sim_leaf *kinds,
			    size_t base, uint32_t from, uint32_t to, int json)
{
	uint32_t k;
	if (to - from != 1 || json)
		out_char(o, json ? '[' : '(');
	for (k = from; k < to; k++) {
		if (k > from)
			out_str(o, ", ");
		print_value(r, o, kinds[k], r->vals[base + k], r->vals_pois[base + k], json);
	}
	if (to - from != 1 || json)
		out_char(o, json ? ']' : ')');
}

/* Text: the slice [from, to) of every lane, "(all)" when equal. */
static void print_lanes_text(const sim_run *r, outbuf *o, const sim_record *rec,
			     const sim_leaf *kinds, uint32_t from, uint32_t to,
			     uint32_t first)
{
	uint32_t per = rec->nargs + rec->nres, i, n = popcount64(rec->mask), k;
	int same = 1;
	unsigned l;
	for (i = 1; i < n && same; i++)
		for (k = from; k < to; k++)
			if (r->vals[rec->vals + (size_t)i * per + k] != r->vals[rec->vals + k] ||
			    r->vals_pois[rec->vals + (size_t)i * per + k] !=
				    r->vals_pois[rec->vals + k])
				same = 0;
	if (same) {
		print_lane_vals(r, o, kinds, rec->vals, from, to, 0);
		if (n > 1)
			out_str(o, " (all)");
		return;
	}
	i = 0;
	FOR_LANES(rec->mask, l) {
		if (i)
			out_char(o, ' ');
		out_uint(o, first + l);
		out_char(o, ':');
		print_lane_vals(r, o, kinds, rec->vals + (size_t)i * per, from, to, 0);
		i++;
	}
}

/* JSON: the run's header and its records of convergent operations. */
/* X, Y and Z separated by sep. */
static void print_dims(outbuf *o, const uint32_t d[3], const char *sep)
{
	unsigned i;
	for (i = 0; i < 3; i++) {
		if (i)
			out_str(o, sep);
		out_uint(o, d[i]);
	}
}

static void print_ops_json(const sim_run *r, outbuf *o)
{
	sim_leaf kinds[128];
	size_t i;
	out_str(o, "{\"function\": ");
	print_json_string(o, global_name(r->m, r->kernel->global));
	out_str(o, ", \"threads\": ");
	out_uint(o, r->mach.nthreads);
	out_str(o, ", \"wave\": ");
	out_uint(o, r->width);
	out_str(o, ", \"grid\": [");
	print_dims(o, r->mach.geom.grid, ", ");
	out_str(o, "], \"workgroup\": [");
	print_dims(o, r->mach.geom.local, ", ");
	out_str(o, "], \"anchor\": \"");
	out_str(o, r->o.anchor == CV_ANCHOR_SINGLETON ? "singleton"
		   : r->o.anchor == CV_ANCHOR_RANDOM ? "random"
		   : r->o.anchor == CV_ANCHOR_CHOICES ? "choices"
		   : r->o.anchor == CV_ANCHOR_GUIDED ? "guided"
		   : r->o.anchor == CV_ANCHOR_RENDEZVOUS ? "rendezvous" : "maximal");
	out_str(o, "\", \"steps\": ");
	out_uint(o, r->total_steps);
	out_str(o, ",\n \"ops\": [");
	for (i = 0; i < r->nrecs; i++) {
		const sim_record *rec = &r->recs[i];
		uint32_t per = rec->nargs + rec->nres, k = 0, first = r->waves[rec->wave].first;
		unsigned l;
		record_kinds(r, rec, kinds, 128);
		out_str(o, i ? ",\n  {" : "\n  {");
		op_title(r, o, rec->global, rec->src, 1);
		out_str(o, ", \"wave\": ");
		out_uint(o, rec->wave);
		out_str(o, ", \"threads\": ");
		print_threads(o, first, rec->mask, 1);
		out_str(o, ", \"args\": [");
		FOR_LANES(rec->mask, l) {
			if (k)
				out_str(o, ", ");
			print_lane_vals(r, o, kinds, rec->vals + (size_t)k * per, 0,
					rec->nargs, 1);
			k++;
			(void)l;
		}
		out_str(o, "], \"results\": [");
		k = 0;
		FOR_LANES(rec->mask, l) {
			if (k)
				out_str(o, ", ");
			if (rec->nres == 1)
				print_value(r, o, kinds[rec->nargs],
					    r->vals[rec->vals + (size_t)k * per + rec->nargs],
					    r->vals_pois[rec->vals + (size_t)k * per + rec->nargs], 1);
			else
				print_lane_vals(r, o, kinds, rec->vals + (size_t)k * per,
						rec->nargs, per, 1);
			k++;
			(void)l;
		}
		out_str(o, "]}");
	}
	out_str(o, "]");
}

/* JSON: each thread's return value, null if none. */
static void print_returns_json(const sim_run *r, outbuf *o)
{
	uint32_t t;
	out_str(o, ",\n \"returns\": [");
	for (t = 0; t < r->mach.nthreads; t++) {
		if (t)
			out_str(o, ", ");
		if (!r->ret_n || !r->returned[t])
			out_str(o, "null");
		else if (r->ret_n == 1)
			print_value(r, o, r->ret_kind[0], r->ret[t],
				    (int)r->ret_pois[t], 1);
		else {
			uint32_t e;
			out_char(o, '[');
			for (e = 0; e < r->ret_n; e++) {
				if (e)
					out_str(o, ", ");
				print_value(r, o, r->ret_kind[e],
					    r->ret[(size_t)t * r->ret_n + e],
					    (int)r->ret_pois[(size_t)t * r->ret_n + e], 1);
			}
			out_char(o, ']');
		}
	}
	out_str(o, "]");
}

/* Text: the run's header and one line per recorded dynamic instance. */
static void print_ops_text(const sim_run *r, outbuf *o)
{
	const cv_module *m = r->m;
	sim_leaf kinds[128];
	size_t i;
	out_str(o, "run @");
	out_str(o, global_name(m, r->kernel->global));
	out_str(o, ": ");
	out_uint(o, r->mach.nthreads);
	out_str(o, r->mach.nthreads == 1 ? " thread in " : " threads in ");
	if (r->mach.geom.ngroups > 1 || r->o.workgroup[0] || r->o.workgroup[1] ||
	    r->o.workgroup[2]) {
		out_uint(o, r->mach.geom.ngroups);
		out_str(o, r->mach.geom.ngroups == 1 ? " workgroup (" : " workgroups (");
		print_dims(o, r->mach.geom.grid, "x");
		out_str(o, ") of ");
		print_dims(o, r->mach.geom.local, "x");
		out_str(o, ", ");
	}
	out_uint(o, r->nwaves);
	out_str(o, r->nwaves == 1 ? " wave of " : " waves of ");
	out_uint(o, r->width);
	out_str(o, "; anchors: ");
	out_str(o, r->o.anchor == CV_ANCHOR_SINGLETON ? "singleton"
		   : r->o.anchor == CV_ANCHOR_RANDOM ? "random"
		   : r->o.anchor == CV_ANCHOR_CHOICES ? "choices"
		   : r->o.anchor == CV_ANCHOR_GUIDED ? "guided"
		   : r->o.anchor == CV_ANCHOR_RENDEZVOUS ? "rendezvous" : "maximal");
	out_str(o, "; ");
	out_uint(o, r->total_steps);
	out_str(o, " thread-instructions\n");
	if (r->nrecs)
		out_str(o, "\nconvergent operations, one line per dynamic "
			   "instance: the threads that executed it together\n");
	for (i = 0; i < r->nrecs; i++) {
		const sim_record *rec = &r->recs[i];
		const function *f = m->globals[rec->global].fn;
		uint32_t first = r->waves[rec->wave].first;
		if (!i || rec->wave != r->recs[i - 1].wave) {
			out_str(o, "wave ");
			out_uint(o, rec->wave);
			out_str(o, ":\n");
		}
		record_kinds(r, rec, kinds, 128);
		out_str(o, "  line ");
		out_uint(o, f->insts[rec->src].line);
		out_str(o, "  ");
		op_title(r, o, rec->global, rec->src, 0);
		out_str(o, "  threads ");
		print_threads(o, first, rec->mask, 0);
		if (rec->nargs) {
			out_str(o, "  args ");
			print_lanes_text(r, o, rec, kinds, 0, rec->nargs, first);
		}
		if (rec->nres) {
			out_str(o, "  -> ");
			print_lanes_text(r, o, rec, kinds, rec->nargs,
					 rec->nargs + rec->nres, first);
		}
		out_char(o, '\n');
	}
}

/* Text: each thread's return value ("-" if it did not return). */
static void print_returns_text(const sim_run *r, outbuf *o)
{
	uint32_t t;
	if (!r->ret_n)
		return;
	out_str(o, "\nreturns:");
	for (t = 0; t < r->mach.nthreads; t++) {
		uint32_t e;
		out_char(o, ' ');
		out_uint(o, t);
		out_char(o, ':');
		if (!r->returned[t]) {
			out_char(o, '-');
			continue;
		}
		for (e = 0; e < r->ret_n; e++) {
			if (e)
				out_char(o, ',');
			print_value(r, o, r->ret_kind[e],
				    r->ret[(size_t)t * r->ret_n + e],
				    (int)r->ret_pois[(size_t)t * r->ret_n + e], 0);
		}
	}
	out_char(o, '\n');
}

/* The final values of the named scalar globals the run created. */
static void print_globals(const sim_run *r, outbuf *o, int json)
{
	const cv_module *m = r->m;
	int any = 0;
	uint32_t g;
	for (g = 0; g < m->nglobals; g++) {
		const global *gl = &m->globals[g];
		sim_type *st;
		uint64_t v;
		uint32_t id = r->gobj ? r->gobj[g] : 0;
		if (gl->kind != G_VAR || !id || gl->numbered || !gl->name ||
		    r->mach.obj[id].space == SPACE_THREAD || r->mach.obj[id].unmodelled)
			continue;
		st = type_info((sim_run *)r, gl->type);
		if (st->state != 1 || st->nslots != 1 || st->kind == SK_TOKEN)
			continue;
		v = load_leaf(r->mach.obj[id].data, &st->leaves[0]);
		if (json) {
			out_str(o, any ? ", " : "");
			print_json_string(o, global_name(m, g));
			out_str(o, ": ");
		} else {
			out_str(o, any ? " " : "\nglobals:");
			out_str(o, " @");
			out_str(o, global_name(m, g));
			out_str(o, " = ");
		}
		print_value(r, o, st->leaves[0], v, 0, json);
		any = 1;
	}
	if (!json && any)
		out_char(o, '\n');
}

/* One row of a buffer's hexdump: offset, then 16 bytes (fewer at the
 * end). */
static void print_hex_row(outbuf *o, const uint8_t *d, uint32_t off,
			  uint32_t size)
{
	static const char digits[] = "0123456789abcdef";
	char buf[16];
	uint32_t i;
	snprintf(buf, sizeof buf, "    %08x", off);
	out_str(o, buf);
	for (i = off; i < off + 16 && i < size; i++) {
		out_str(o, i % 8 ? " " : "  ");
		out_char(o, digits[d[i] >> 4]);
		out_char(o, digits[d[i] & 15]);
	}
	out_char(o, '\n');
}

/* The rows [from, to) of a buffer, rows equal to the one above shown as
 * one "*" as hexdump does. */
static void print_hex_rows(outbuf *o, const uint8_t *d, uint32_t size,
			   uint32_t from, uint32_t to)
{
	uint32_t off;
	int starred = 0;
	for (off = from; off < to && off < size; off += 16) {
		if (off > from && off + 16 <= size && memcmp(d + off, d + off - 16, 16) == 0) {
			if (!starred)
				out_str(o, "    *\n");
			starred = 1;
			continue;
		}
		starred = 0;
		print_hex_row(o, d, off, size);
	}
}

/* Each buffer's final contents: JSON "NAME": "HEX" (lowercase, every
 * byte); text a hexdump, all-zero buffers in one line and buffers over
 * 256 bytes shown by their first 128 and last 64 bytes. */
static void print_buffers(const sim_run *r, outbuf *o, int json)
{
	static const char digits[] = "0123456789abcdef";
	const char *name;
	const uint8_t *d;
	size_t i, n = buffer_count(r), size, k;
	if (json)
		out_str(o, ",\n \"buffers\": {");
	else if (n)
		out_str(o, "\nbuffers:\n");
	for (i = 0; i < n; i++) {
		uint32_t id = buffer_object(r, i), sz = r->mach.obj[id].size;
		name = r->obj_name[id];
		d = r->mach.obj[id].data;
		size = sz;
		if (json) {
			out_str(o, i ? ", " : "");
			print_json_string(o, name);
			out_str(o, ": \"");
			for (k = 0; k < size; k++) {
				out_char(o, digits[d[k] >> 4]);
				out_char(o, digits[d[k] & 15]);
			}
			out_char(o, '"');
			continue;
		}
		out_str(o, "  %");
		out_str(o, name);
		out_str(o, ": ");
		out_uint(o, sz);
		out_str(o, sz == 1 ? " byte" : " bytes");
		for (k = 0; k < size && !d[k]; k++)
			;
		if (k == size) {
			out_str(o, ", all zero\n");
			continue;
		}
		out_char(o, '\n');
		if (sz <= 256) {
			print_hex_rows(o, d, sz, 0, sz);
			continue;
		}
		print_hex_rows(o, d, sz, 0, 128);
		out_str(o, "    ... ");
		out_uint(o, (sz - 64) / 16 * 16 - 128);
		out_str(o, " bytes not shown (converge run --dump NAME=FILE "
			   "writes them all)\n");
		print_hex_rows(o, d, sz, (sz - 64) / 16 * 16, sz);
	}
	if (json)
		out_char(o, '}');
}

/* One violation of --check-uniformity: where, and each lane's value (or
 * successor).  `later`: not the first (JSON separators). */
static void print_violation(const sim_run *r, outbuf *o,
			    const sim_violation *v, int later, int json)
{
	const cv_module *m = r->m;
	const function *f = m->globals[v->global].fn;
	int is_arg = v->src >= f->ninsts;
	uint32_t first = r->waves[v->wave].first, k = 0;
	unsigned l;
	char name[256];
	if (is_arg) {
		char b[24];
		snprintf(name, sizeof name, "%%%s",
			 arg_name(m, f, UINT32_MAX - v->src, b, sizeof b));
	} else if (!v->is_branch && f->insts[v->src].name)
		snprintf(name, sizeof name, "%%%s",
			 SYM_STR(&m->strs, f->insts[v->src].name));
	else
		snprintf(name, sizeof name, "%s",
			 v->is_branch ? "the branch" : opcode_names[f->insts[v->src].op]);
	if (json) {
		out_str(o, later ? ",\n   {" : "\n   {");
		out_str(o, "\"kind\": \"");
		out_str(o, v->is_branch ? "branch" : "value");
		out_str(o, "\", \"function\": ");
		print_json_string(o, global_name(m, v->global));
		out_str(o, ", \"line\": ");
		out_uint(o, is_arg ? f->line : f->insts[v->src].line);
		out_str(o, ", \"value\": ");
		print_json_string(o, name);
		out_str(o, ", \"wave\": ");
		out_uint(o, v->wave);
		out_str(o, ", \"threads\": ");
		print_threads(o, first, v->mask, 1);
		out_str(o, v->is_branch ? ", \"successors\": [" : ", \"values\": [");
	} else {
		out_str(o, "  violation: ");
		out_str(o, "line ");
		out_uint(o, is_arg ? f->line : f->insts[v->src].line);
		out_str(o, v->is_branch ? ": a branch the analysis calls uniform "
					  "splits converged threads"
					: ": ");
		if (!v->is_branch) {
			out_str(o, name);
			out_str(o, " is called uniform but differs among "
				   "converged threads");
		}
		out_str(o, " (wave ");
		out_uint(o, v->wave);
		out_str(o, "):");
	}
	FOR_LANES(v->mask, l) {
		if (json) {
			if (k)
				out_str(o, ", ");
		} else {
			out_char(o, ' ');
			out_uint(o, first + l);
			out_char(o, ':');
		}
		if (v->is_branch) {
			const block *b = &f->blocks[r->vals[v->vals + k]];
			char nb[24];
			if (json)
				out_char(o, '"');
			out_char(o, '%');
			if (b->name)
				out_str(o, SYM_STR(&m->strs, b->name));
			else {
				snprintf(nb, sizeof nb, "%u", b->number);
				out_str(o, nb);
			}
			if (json)
				out_char(o, '"');
		} else
			print_value(r, o, v->kind, r->vals[v->vals + k], 0, json);
		k++;
	}
	out_str(o, json ? "]}" : "\n");
}

int cv_run_print(const cv_run *run, int json, const cv_writer *w)
{
	const sim_run *r = &run->r;
	outbuf o;
	size_t i;
	memset(&o, 0, sizeof o);
	o.w = w;
	o.al = &r->ctx->alloc;
	if (json) {
		print_ops_json(r, &o);
		print_returns_json(r, &o);
		out_str(&o, ",\n \"globals\": {");
	} else {
		print_ops_text(r, &o);
		print_returns_text(r, &o);
	}
	print_globals(r, &o, json);
	if (json) {
		out_char(&o, '}');
		print_buffers(r, &o, json);
		if (r->o.check) {
			out_str(&o, ",\n \"check\": {\"groups_checked\": ");
			out_uint(&o, r->groups_checked);
			out_str(&o, ", \"violations\": [");
		}
	} else if (r->o.check) {
		out_str(&o, "\ncheck-uniformity: ");
		out_uint(&o, r->groups_checked);
		out_str(&o, " groups of converged dynamic instances checked, ");
		out_uint(&o, r->nviol);
		out_str(&o, r->nviol == 1 ? " violation\n" : " violations\n");
	}
	for (i = 0; r->o.check && i < r->nviol; i++)
		print_violation(r, &o, &r->viol[i], i != 0, json);
	if (json) {
		if (r->o.check)
			out_str(&o, "]}");
		out_str(&o, "}\n");
	} else
		print_buffers(r, &o, json);
	out_flush(&o);
	out_release(&o);
	return o.failed ? -1 : 0;
}
