/*
 * sim_machine.h - the machine the simulator's interpreter (sim.c) and its
 * builtins (sim_ops.c) run on (sim_machine.c): how values are held,
 * memory objects, runtime errors, the allocator, the number of threads,
 * floating-point encodings.  sim.h says how values live in registers.
 */
#ifndef CV_SIM_MACHINE_H
#define CV_SIM_MACHINE_H

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
 * null.  Ids from SIM_PRIVATE up name private (scratch) memory: id
 * SIM_PRIVATE + k is the k-th live alloca of the thread that uses the
 * pointer, so threads that made the same allocas hold equal pointers, each
 * to its own memory (as a scratch address on every GPU target).  Id
 * SIM_BAD_OBJ marks a pointer moved out of its object. */
#define SIM_PRIVATE 0x80000000u
#define SIM_BAD_OBJ 0xffffffffu
enum { OBJ_FREE, OBJ_GLOBAL, OBJ_BUFFER, OBJ_ALLOCA, OBJ_FUNC };

/* Where an object lives: shared by every thread of the run, one copy per
 * workgroup (LDS, shared memory, Workgroup storage), or one per thread
 * (private globals: data holds nthreads copies of size bytes). */
enum { SPACE_SHARED, SPACE_WORKGROUP, SPACE_THREAD };

typedef struct sim_obj {
	uint8_t *data;
	uint32_t size;
	uint8_t kind;
	uint8_t space;   /* SPACE_* */
	uint8_t unmodelled; /* a global whose initializer the simulator
			     * cannot evaluate: an access is an error */
	uint32_t global; /* OBJ_GLOBAL, OBJ_FUNC */
	uint32_t thread; /* OBJ_ALLOCA */
} sim_obj;

/* A thread's live allocas, innermost last (its private memory). */
typedef struct sim_stack {
	struct sim_alloca { uint8_t *data; uint32_t size; } *a;
	uint32_t n, cap;
} sim_stack;

/* The launch (the interface of the work-item builtins): a grid of
 * workgroups of one shape.  Thread t (0-based, what the run's output
 * calls thread t) is thread t % group_threads of workgroup t /
 * group_threads, both numbered in x, y, z order (x fastest); each
 * workgroup's threads run in waves of `width` (the last one partial when
 * width does not divide group_threads), so lane l of a wave whose first
 * thread is f is thread f + l. */
typedef struct sim_geometry {
	uint32_t grid[3];      /* workgroups in x, y, z */
	uint32_t local[3];     /* a workgroup's shape: threads in x, y, z */
	uint32_t group_threads; /* threads run per workgroup: local's product,
				 * or fewer (--threads below a kernel's
				 * required shape: its first threads) */
	uint32_t ngroups;      /* grid's product */
	uint32_t width;        /* threads per wave */
} sim_geometry;

/* The part of a run that builtins may touch (sim.c's sim_run holds it). */
typedef struct sim_machine {
	const cv_allocator *al;
	jmp_buf oom;             /* where running out of memory jumps */
	uint32_t nthreads;       /* threads of the run: ngroups *
				  * group_threads */
	sim_geometry geom;       /* the launch (sim_local_id ...) */
	uint64_t clock;          /* builtins executed so far (s.memtime) */
	/* memory */
	sim_obj *obj;
	uint32_t nobj, capobj;
	uint32_t *free_obj;      /* ids of freed objects, reused first */
	uint32_t nfree, capfree;
	sim_stack *stacks;       /* per thread: private memory */
	/* the first runtime error */
	int failed;
	uint32_t err_line, err_col;
	char err[512];
	/* the launch in memory (sim_kernel.c), made at the first use: the
	 * HSA kernel dispatch packet and the implicit kernel arguments of
	 * AMDGPU; 0 until then */
	uint32_t hsa_obj[2];
	uint8_t hsa_cov;         /* on amdhsa, the module's code object
				  * version / 100 (4, 5, 6: the layout of
				  * the implicit arguments); 0 elsewhere */
	/* resources bound by name (HLSL's, --arg NAME=buffer:...): the
	 * buffer of each */
	const char **res_name;
	uint64_t *res_ptr;
	uint32_t *res_counter;   /* the object of each one's counter, 0
				  * until it is asked for */
	uint32_t nres;
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
/* The launch, for thread t of the run (see sim_geometry): its id in
 * dimension dim (0 x, 1 y, 2 z) within its workgroup, its workgroup's id,
 * the id in the whole grid (group id * local size + local id); the sizes;
 * the linear ids (x fastest); its wave within the workgroup and lane. */
uint32_t sim_local_id(const sim_machine *mc, uint32_t t, unsigned dim);
uint32_t sim_group_id(const sim_machine *mc, uint32_t t, unsigned dim);
uint64_t sim_global_id(const sim_machine *mc, uint32_t t, unsigned dim);
uint32_t sim_local_size(const sim_machine *mc, unsigned dim);
uint32_t sim_group_count(const sim_machine *mc, unsigned dim);
uint32_t sim_local_linear(const sim_machine *mc, uint32_t t);
uint32_t sim_group_linear(const sim_machine *mc, uint32_t t);
uint32_t sim_wave_in_group(const sim_machine *mc, uint32_t t);
uint32_t sim_lane_of(const sim_machine *mc, uint32_t t);
/* A new object of size bytes, zeroed; its id. */
uint32_t sim_obj_new(sim_machine *mc, uint8_t kind, uint32_t size);
/* Makes object id one per thread (SPACE_THREAD), each a copy of its
 * current contents. */
void sim_obj_per_thread(sim_machine *mc, uint32_t id);
/* Frees object id; the id is reused. */
void sim_obj_free(sim_machine *mc, uint32_t id);
/* Frees every object. */
void sim_machine_release(sim_machine *mc);
/* Private memory: a new alloca of size bytes (zeroed) on thread t's
 * stack, its pointer; and back to the first `mark` allocas. */
uint64_t sim_alloca_push(sim_machine *mc, uint32_t t, uint32_t size);
void sim_alloca_pop(sim_machine *mc, uint32_t t, uint32_t mark);
/* Where the object of ptr lives (SPACE_*); SPACE_THREAD for private
 * pointers; -1 for null and invalid pointers. */
int sim_ptr_space(const sim_machine *mc, uint64_t ptr);
/* The bytes [ptr, ptr+size) as thread t sees them, or NULL after an
 * error naming the access (`what`: "load", "store"...). */
uint8_t *sim_mem_at(sim_machine *mc, uint64_t ptr, uint32_t size,
		    uint32_t t, uint32_t line, uint32_t col, const char *what);
/* Memory access of thread t for builtins (memcpy...).  Return 0 or -1
 * after an error (out of bounds). */
int sim_mem_read(sim_machine *mc, uint64_t ptr, void *dst, uint32_t size,
		 uint32_t t, uint32_t line, uint32_t col);
int sim_mem_write(sim_machine *mc, uint64_t ptr, const void *src,
		  uint32_t size, uint32_t t, uint32_t line, uint32_t col);
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

#endif
