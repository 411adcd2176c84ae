/* sim_ops.h - the builtins (sim_ops.c): what a call to a declared function
 * does, over the lanes that execute it together. */
#ifndef CV_SIM_OPS_H
#define CV_SIM_OPS_H

#include "exec/sim_machine.h"

/* ---- sim_ops.c: builtins -------------------------------------------------- */

/* What a builtin (sim_ops.c) sees: the lanes executing one dynamic
 * instance together, the arguments and where the result goes. */
typedef struct sim_call {
	struct sim_machine *mach;
	uint64_t mask;           /* the lanes executing it together */
	uint32_t wave, width;    /* the run's wave index, its width */
	uint32_t first;          /* thread of lane l: first + l (the launch:
				  * sim_local_id ... in sim_machine.h) */
	uint32_t nargs;
	const uint64_t *av[8];   /* argument i of lane l: av[i][l * as[i]] */
	uint32_t as[8];
	uint64_t ap[8];          /* poison masks of the arguments */
	sim_leaf ak[8];          /* their kinds */
	/* vector arguments: element e of argument i in lane l is
	 * av[i][e * aes[i] + l * as[i]]; an[i] elements (1 for scalars),
	 * apv[i] the lanes where any element is poison */
	uint32_t an[8], aes[8];
	uint64_t apv[8];
	uint64_t *res;           /* res[l]; NULL for void */
	uint64_t *res_poison;
	sim_leaf rk;             /* result kind */
	uint32_t rn;             /* elements of a vector result (1 for a
				  * scalar): element e of lane l is
				  * res[e * width + l], its poison mask
				  * res_poison[e] */
	uint64_t *res2;          /* second result slot (with.overflow) */
	uint64_t *res2_poison;
	uint32_t elem_size;      /* spv.resource.getpointer: the bytes of an
				  * element of the resource (its handle's
				  * type) */
	const char *name;
	uint32_t line, col;      /* for errors */
} sim_call;

/* Builtins: what a call to a declared function does. */
/* The ids of BI_SPV_ID: global (SV_DispatchThreadID), in the workgroup
 * (SV_GroupThreadID), flattened in the workgroup (SV_GroupIndex), the
 * workgroup's (SV_GroupID). */
enum { SPV_GLOBAL, SPV_LOCAL, SPV_FLAT, SPV_GROUP };

enum sim_builtin {
	BI_UNKNOWN = 0, /* an external function the simulator does not model:
			 * an error when reached, unless --extern gives its
			 * value (sim.c) */
	BI_NOP,         /* assume, lifetime, debug, fences: nothing */
	/* thread ids and sizes */
	BI_TID_X, BI_TID_Y, BI_TID_Z, BI_GROUP_ID, BI_LANE, BI_WAVE_SIZE,
	BI_NTID_X, BI_NTID_YZ, BI_NCTAID, BI_MBCNT_LO, BI_MBCNT_HI,
	/* convergent: over the lanes executing together */
	BI_READFIRSTLANE, BI_READLANE, BI_BALLOT, BI_WAVE_REDUCE,
	BI_SUBGROUP_REDUCE, BI_BROADCAST_FIRST, BI_SHUFFLE, BI_SHUFFLE_XOR,
	BI_SHUFFLE_UP, BI_SHUFFLE_DOWN, BI_VOTE_ALL, BI_VOTE_ANY, BI_VOTE_UNI,
	BI_VOTE_BALLOT, BI_SHFL_SYNC, BI_ELECT, BI_SUBGROUP_ALL,
	BI_SUBGROUP_ANY, BI_WAVE_BARRIER, BI_WORKGROUP_BARRIER,
	BI_ICMP_BALLOT, BI_FCMP_BALLOT, BI_COUNTBITS,
	/* pure math on each lane */
	BI_MATH,
	/* the audit of the target tables (docs/intrinsics.md) */
	BI_UNMODELLED,  /* a target intrinsic the simulator does not model:
			 * reaching it is a runtime error */
	BI_CONST,       /* the constant sub in every lane */
	BI_POISON,      /* poison in every lane (amdgcn.dead) */
	BI_CLOCK,       /* s.memtime, s.memrealtime: the machine's counter */
	BI_WRITELANE, BI_INVERSE_BALLOT,
	BI_DPP,         /* sub 0 mov.dpp, 1 update.dpp */
	BI_DPP8, BI_SWIZZLE,
	BI_PERMLANE,    /* sub: bit 0 the other row (x16), bit 1 per-lane
			 * selects (.var) */
	BI_PERMLANE_SWAP, /* sub 16 or 32 */
	BI_CF,          /* amdgcn.if, else, if.break, loop (sub CF_*) */
	BI_ATOMIC_FP,   /* flat/global.atomic.fmin/fmax.num (sub RED_FMIN..) */
	BI_BUFFER_ATOMIC, /* raw/struct.buffer.atomic.* (sub BA_*; arg 1:
			   * struct) */
	BI_WAVE_BALLOT4, /* spv.wave.ballot: a <4 x i32> mask */
	BI_DERIV,       /* spv.ddx... (sub D_*) */
	BI_SPV_ID,      /* spv.thread.id, .in.group, group.id (dim), and
			 * flattened.thread.id.in.group (sub SPV_*) */
	/* the frontends' work-item functions (sim_kernel.c) */
	BI_OCL_ID,      /* OpenCL get_*_id / get_*_size... (sub OCL_*) */
	BI_R600_ID,     /* llvm.r600.read.*: OCL_* query sub of dimension
			 * arg (Mesa's libclc) */
	BI_OCL_REDUCE,  /* sub_group_reduce_<op> (sub RED_ADD, MIN, MAX;
			 * signedness and floats from the mangled name) */
	BI_OCL_SCAN,    /* sub_group_scan_{in,ex}clusive_<op> (sub RED_*;
			 * arg 1: exclusive) */
	BI_OCL_VOTE,    /* sub_group_all (sub 0), sub_group_any (sub 1) of
			 * an int predicate */
	BI_HSA_PTR,     /* amdgcn.dispatch.ptr (sub 0), implicitarg.ptr
			 * (sub 1): the launch in memory */
	BI_SPV_HANDLE,  /* spv.resource.handlefrombinding: the buffer of
			 * the resource's name (--arg NAME=buffer:...) */
	BI_SPV_GETPTR,  /* spv.resource.getpointer(handle, index) */
	BI_SPV_COUNTER, /* spv.resource.counterhandlefrom*binding(handle,
			 * ...): the resource's counter, a 4-byte buffer
			 * starting at 0 */
	BI_BPERMUTE,    /* amdgcn.ds.bpermute(byte address, value) */
	BI_MATCH,       /* nvvm.match.any.sync (sub 0), match.all.sync
			 * (sub 1: {mask, pred}) */
	BI_REDUX,       /* nvvm.redux.sync.<op>(value, mask) (sub RED_*) */
	/* the fixed inline asm strings of CUDA's headers (sim_asm_lookup) */
	BI_ACTIVEMASK,  /* activemask.b32: the lanes running it together */
	BI_LANEMASK,    /* %lanemask_eq, lt, le, gt, ge (sub 0..4) */
	BI_READ_REGISTER, /* llvm.read_register of AMDGPU's exec mask (sub
			   * REG_*, from the metadata string; sim.c): the
			   * lanes running it together */
	BI_IDENTITY,    /* argument sub: cvta.shared / cvta.to.shared (0:
			 * the simulator's pointers do not change with
			 * the address space), __spirv_SpecConstant (1:
			 * the default value) */
	BI_COUNT
};

/* BI_OCL_ID queries. */
enum {
	OCL_GLOBAL_ID, OCL_LOCAL_ID, OCL_GROUP_ID, OCL_LOCAL_SIZE,
	OCL_ENQ_LOCAL_SIZE, OCL_GLOBAL_SIZE, OCL_NUM_GROUPS, OCL_GLOBAL_OFFSET,
	OCL_WORK_DIM, OCL_GLOBAL_LINEAR, OCL_LOCAL_LINEAR, OCL_SG_SIZE,
	OCL_SG_MAX_SIZE, OCL_NUM_SG, OCL_ENQ_NUM_SG, OCL_SG_ID, OCL_SG_LOCAL_ID
};
/* BI_READ_REGISTER registers: exec, its low and high 32 bits; any other
 * name is an error when reached. */
enum { REG_EXEC, REG_EXEC_LO, REG_EXEC_HI, REG_OTHER };
/* BI_CF operations. */
enum { CF_IF, CF_ELSE, CF_IF_BREAK, CF_LOOP };
/* BI_BUFFER_ATOMIC operations. */
enum {
	BA_SWAP, BA_ADD, BA_SUB, BA_SMIN, BA_UMIN, BA_SMAX, BA_UMAX, BA_AND,
	BA_OR, BA_XOR, BA_INC, BA_DEC, BA_CMPSWAP, BA_FADD, BA_FMIN, BA_FMAX,
	BA_COND_SUB
};
/* BI_DERIV operations: the coarse and fine derivatives of a 2x2 quad,
 * and fwidth (|ddx| + |ddy|, coarse). */
enum { D_DDX_COARSE, D_DDY_COARSE, D_DDX_FINE, D_DDY_FINE, D_FWIDTH };

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
	uint8_t arg;        /* a second operator (buffer atomics: 1 struct) */
} sim_builtin_info;

/* What a call to the declared function `name` does. */
sim_builtin_info sim_builtin_lookup(const char *name, size_t len);
/* What an inline asm string does: BI_UNMODELLED unless it is one of the
 * fixed strings of CUDA's headers (docs/intrinsics.md). */
sim_builtin_info sim_asm_lookup(const char *text, size_t len);
/* Executes a builtin for c->mask.  Returns 0, or -1 after setting the
 * run's error (sim_error). */
int sim_builtin_exec(const sim_builtin_info *bi, sim_call *c);
/* The frontends' work-item builtins (sim_kernel.c): BI_OCL_*, BI_HSA_PTR,
 * BI_R600_ID, BI_SPV_HANDLE, BI_SPV_GETPTR, BI_SPV_COUNTER.  Returns 0, or -1 after sim_error. */
int sim_kernel_exec(const sim_builtin_info *bi, sim_call *c);

#endif
