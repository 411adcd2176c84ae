/*
 * sim.h - the simulator: the internal table of contents of sim.c (decoding,
 * the wave scheduler, the interpreter, output), sim_ops.c (the semantics
 * of intrinsics and external functions) and sim_machine.c (the machine
 * both run on: memory objects, runtime errors, the allocator, the number
 * of threads, floating-point encodings).  sim.c calls sim_ops.c and
 * sim_machine.c; sim_ops.c calls sim_machine.c only.
 *
 * Values live in registers of 64 bits, one array per slot with one entry
 * per lane of the wave (slot-major), plus a poison mask per slot (bit per
 * lane).  A scalar takes one slot; vectors and aggregates one slot per
 * scalar leaf.  Integers are kept zero-extended to 64 bits; floats as their
 * bits (half and bfloat in the low 16); pointers as handles: object id in
 * the high 32 bits, byte offset in the low 32 (null is 0).  Tokens are
 * class ids of the dynamic instance that produced them.
 */
#ifndef CV_SIM_H
#define CV_SIM_H

#include "exec/trace.h"

#define SIM_MAX_WAVE 64
/* An operand handle: a register slot, or a constant pool index. */
#define H_CONST 0x80000000u
#define H_IDX(h) ((h) & 0x7fffffffu)
#define H_NONE 0xffffffffu

enum sim_kind {
	SK_VOID, SK_INT, SK_PTR, SK_HALF, SK_BFLOAT, SK_FLOAT, SK_DOUBLE,
	SK_TOKEN, SK_AGG
};

/* A scalar part of a value: its byte offset in memory, kind and bits. */
typedef struct sim_leaf {
	uint32_t offset;
	uint8_t kind, bits;
} sim_leaf;

typedef struct sim_type {
	uint8_t state;      /* 0 not computed, 1 supported, 2 not supported */
	uint8_t kind;       /* scalar kind, or SK_AGG */
	uint8_t bits;       /* integer width; float width */
	uint8_t vector;     /* a vector: nslots elements of one kind */
	uint8_t bitpacked;  /* a vector of iN, N not a multiple of 8: its
			     * elements are packed bits in memory */
	uint32_t nslots;
	uint32_t size, align; /* bytes in memory */
	sim_leaf *leaves;   /* nslots */
} sim_type;

/* Scalar helpers for every file of the simulator. */
static inline uint64_t sim_width_mask(unsigned bits)
{
	return bits >= 64 ? ~0ull : (1ull << bits) - 1;
}

/* The bits-wide two's complement value v, sign-extended. */
static inline int64_t sim_sext(uint64_t v, unsigned bits)
{
	if (bits >= 64)
		return (int64_t)v;
	return (int64_t)(v << (64 - bits)) >> (64 - bits);
}

/* ---- sim_machine.c: the machine under the interpreter and the builtins ---- */

/* Memory objects; a pointer is (object id << 32 | byte offset), id 0 is
 * null. */
enum { OBJ_FREE, OBJ_GLOBAL, OBJ_BUFFER, OBJ_ALLOCA, OBJ_FUNC };

typedef struct sim_obj {
	uint8_t *data;
	uint32_t size;
	uint8_t kind;
	uint32_t global; /* OBJ_GLOBAL, OBJ_FUNC */
	uint32_t thread; /* OBJ_ALLOCA */
} sim_obj;

/* The part of a run that builtins may touch (sim.c's sim_run holds it). */
typedef struct sim_machine {
	const cv_allocator *al;
	jmp_buf oom;             /* where running out of memory jumps */
	uint32_t nthreads;       /* threads of the run */
	/* memory */
	sim_obj *obj;
	uint32_t nobj, capobj;
	uint32_t *free_obj;      /* ids of freed objects, reused first */
	uint32_t nfree, capfree;
	/* the first runtime error */
	int failed;
	uint32_t err_line, err_col;
	char err[512];
} sim_machine;

/* Reallocates with mc->al; jumps to mc->oom when memory runs out. */
void *sim_realloc(sim_machine *mc, void *p, size_t old, size_t size);
/* Grows *p (elements of size elem) to hold at least need elements. */
void sim_grow(sim_machine *mc, void **p, uint32_t *cap, uint32_t need,
	      size_t elem);
/* Records a runtime error (the first one wins) at line:col. */
void sim_error(sim_machine *mc, uint32_t line, uint32_t col,
	       const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 4, 5)))
#endif
	;
/* The number of threads of the run. */
uint32_t sim_thread_count(const sim_machine *mc);
/* A new object of size bytes, zeroed; its id. */
uint32_t sim_obj_new(sim_machine *mc, uint8_t kind, uint32_t size);
/* Frees object id; the id is reused. */
void sim_obj_free(sim_machine *mc, uint32_t id);
/* Frees every object. */
void sim_machine_release(sim_machine *mc);
/* The bytes [ptr, ptr+size), or NULL after an error naming the access
 * (`what`: "load", "store"...). */
uint8_t *sim_mem_at(sim_machine *mc, uint64_t ptr, uint32_t size,
		    uint32_t line, uint32_t col, const char *what);
/* Memory access for builtins (memcpy...).  Return 0 or -1 after an error
 * (out of bounds). */
int sim_mem_read(sim_machine *mc, uint64_t ptr, void *dst, uint32_t size,
		 uint32_t line, uint32_t col);
int sim_mem_write(sim_machine *mc, uint64_t ptr, const void *src,
		  uint32_t size, uint32_t line, uint32_t col);
/* Half and bfloat conversions. */
float sim_half_to_float(uint16_t h);
uint16_t sim_float_to_half(float f);

/* A float of kind SK_HALF..SK_DOUBLE from its bits, and back.  Inline: the
 * interpreter calls them per lane. */
static inline double sim_fp_get(unsigned kind, uint64_t v)
{
	union { uint32_t u; float f; } f32;
	union { uint64_t u; double d; } f64;
	switch (kind) {
	case SK_FLOAT:
		f32.u = (uint32_t)v;
		return f32.f;
	case SK_DOUBLE:
		f64.u = v;
		return f64.d;
	case SK_HALF:
		return sim_half_to_float((uint16_t)v);
	case SK_BFLOAT:
		f32.u = (uint32_t)(v & 0xffff) << 16;
		return f32.f;
	default:
		return 0;
	}
}

static inline uint64_t sim_fp_put(unsigned kind, double d)
{
	union { uint32_t u; float f; } f32;
	union { uint64_t u; double d; } f64;
	switch (kind) {
	case SK_FLOAT:
		f32.f = (float)d;
		return f32.u;
	case SK_DOUBLE:
		f64.d = d;
		return f64.u;
	case SK_HALF:
		return sim_float_to_half((float)d);
	case SK_BFLOAT:
		f32.f = (float)d;
		return (f32.u + 0x7fff + ((f32.u >> 16) & 1)) >> 16;
	default:
		return 0;
	}
}

/* ---- sim_ops.c: builtins -------------------------------------------------- */

/* What a builtin (sim_ops.c) sees: the lanes executing one dynamic
 * instance together, the arguments and where the result goes. */
typedef struct sim_call {
	struct sim_machine *mach;
	uint64_t mask;           /* the lanes executing it together */
	uint32_t wave, width;    /* thread = wave * width + lane */
	uint32_t nargs;
	const uint64_t *av[8];   /* argument i of lane l: av[i][l * as[i]] */
	uint32_t as[8];
	uint64_t ap[8];          /* poison masks of the arguments */
	sim_leaf ak[8];          /* their kinds */
	uint64_t *res;           /* res[l]; NULL for void */
	uint64_t *res_poison;
	sim_leaf rk;             /* result kind */
	uint64_t *res2;          /* second result slot (with.overflow) */
	uint64_t *res2_poison;
	uint32_t name_hash;      /* unknown functions: hash of the name */
	const char *name;
	uint32_t line, col;      /* for errors */
} sim_call;

/* Builtins: what a call to a declared function does. */
enum sim_builtin {
	BI_UNKNOWN = 0, /* an external function: a hash of thread and args */
	BI_NOP,         /* assume, lifetime, debug, fences: nothing */
	/* thread ids and sizes */
	BI_TID_X, BI_TID_Y, BI_TID_Z, BI_GROUP_ID, BI_LANE, BI_WAVE_SIZE,
	BI_NTID_X, BI_NTID_YZ, BI_MBCNT_LO, BI_MBCNT_HI,
	/* convergent: over the lanes executing together */
	BI_READFIRSTLANE, BI_READLANE, BI_BALLOT, BI_WAVE_REDUCE,
	BI_SUBGROUP_REDUCE, BI_BROADCAST_FIRST, BI_SHUFFLE, BI_SHUFFLE_XOR,
	BI_SHUFFLE_UP, BI_SHUFFLE_DOWN, BI_VOTE_ALL, BI_VOTE_ANY, BI_VOTE_UNI,
	BI_VOTE_BALLOT, BI_SHFL_SYNC, BI_ELECT, BI_SUBGROUP_ALL,
	BI_SUBGROUP_ANY, BI_WAVE_BARRIER, BI_WORKGROUP_BARRIER,
	BI_ICMP_BALLOT, BI_FCMP_BALLOT, BI_COUNTBITS,
	/* pure math on each lane */
	BI_MATH,
	BI_COUNT
};

/* Reduction / math operators (sim_builtin_info.sub). */
enum {
	RED_ADD, RED_MUL, RED_MIN, RED_MAX, RED_UMIN, RED_UMAX, RED_AND, RED_OR,
	RED_XOR, RED_FADD, RED_FMUL, RED_FMIN, RED_FMAX,
	M_CTPOP, M_CTLZ, M_CTTZ, M_BSWAP, M_BITREVERSE, M_ABS, M_SMIN, M_SMAX,
	M_UMIN, M_UMAX, M_FABS, M_SQRT, M_FMA, M_FMULADD, M_MINNUM, M_MAXNUM,
	M_FLOOR, M_CEIL, M_TRUNC, M_RINT, M_ROUND, M_COPYSIGN, M_SIN, M_COS,
	M_EXP, M_EXP2, M_LOG, M_LOG2, M_POW, M_FSHL, M_FSHR, M_SADD_OV,
	M_UADD_OV, M_SSUB_OV, M_USUB_OV, M_SMUL_OV, M_UMUL_OV, M_SADD_SAT,
	M_UADD_SAT, M_SSUB_SAT, M_USUB_SAT, M_EXPECT, M_MEMCPY, M_MEMSET,
	M_MEMMOVE
};

typedef struct sim_builtin_info {
	uint8_t id;         /* enum sim_builtin */
	uint8_t sub;        /* operator for reductions and math */
	uint8_t convergent; /* communicates within the executing lanes */
	uint8_t arg;        /* which argument is the value (shfl.sync...) */
} sim_builtin_info;

/* What a call to the declared function `name` does. */
sim_builtin_info sim_builtin_lookup(const char *name, size_t len);
/* Executes a builtin for c->mask.  Returns 0, or -1 after setting the
 * run's error (sim_error). */
int sim_builtin_exec(const sim_builtin_info *bi, sim_call *c);
/* Deterministic per-thread value of an unknown function. */
uint64_t sim_unknown_value(uint32_t name_hash, uint32_t thread,
			   const uint64_t *args, uint32_t nargs);

/* ---- sim.c ----------------------------------------------------------------- */

/* One run of a function on simulated waves. */
typedef struct sim_run sim_run;

/* For tests: runs like cv_run_new and returns, per thread, the blocks of
 * the launched function it executed and, per block instance, the id of
 * the group execution that ran it (equal ids: executed together).
 * Returns 0, or -1 with a diagnostic.  Arrays from res. */
typedef struct sim_paths {
	uint32_t nthreads;
	uint32_t *off, *blocks, *group;
} sim_paths;
int sim_run_paths(const cv_module *mod, size_t index,
		  const cv_run_options *opts, sim_paths *out, arena *res);

#endif
