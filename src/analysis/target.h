/*
 * target.h - what a GPU target says about divergence, as data: which
 * values are sources of divergence, which are always uniform, how
 * arguments are passed, and whether threads run in groups at all.  One
 * table per target (AMDGPU `amdgcn`, NVPTX, SPIR-V, and "no divergence"),
 * selected by the module's `target triple` or an explicit triple, with the
 * CPU where the facts depend on it (AMDGPU wave size, globally addressable
 * scratch).  The facts are LLVM 22's (TargetTransformInfo's
 * isSourceOfDivergence / isAlwaysUniform / hasBranchDivergence), learnt from
 * opt 22 by experiment; see target.c for the procedure.
 */
#ifndef CV_TARGET_H
#define CV_TARGET_H

#include "ir/ir.h"

enum target_arch {
	TARGET_NONE,   /* no branch divergence: everything is uniform */
	TARGET_AMDGPU, /* amdgcn */
	TARGET_NVPTX,  /* nvptx, nvptx64 */
	TARGET_SPIRV,  /* spirv, spirv32, spirv64 */
	TARGET_BUILDER /* "converge-builder": a function made with cv_builder;
			* its callees say what is a source or uniform */
};

/* The target of a module (or of an explicit triple and cpu). */
typedef struct target_info {
	int arch;               /* enum target_arch */
	const char *name;       /* "amdgcn", "nvptx", "spirv", "none" */
	char triple[96];        /* as selected (may be empty) */
	char cpu[48];           /* --mcpu, "" for the default */
	uint8_t llvm_compat;    /* LLVM 22's facts where converge's differ */
} target_info;

/* Facts for one function: a function may name its own CPU and features
 * ("target-cpu", "target-features") and its work-group size. */
typedef struct target_fn {
	uint8_t divergent;      /* threads run in groups (LLVM's
				 * hasBranchDivergence); 0: all uniform */
	uint8_t wave_log2;      /* AMDGPU: log2 of the wavefront size */
	uint8_t global_scratch; /* AMDGPU: private pointers cast to flat
				 * are per-thread (gfx1250) */
	uint8_t reqd_wg;        /* has !reqd_work_group_size */
	uint8_t kernel;         /* a kernel entry point */
	int why_uniform;        /* enum target_reason when !divergent */
} target_fn;

/* How the target classifies a value. */
enum target_class {
	TC_NORMAL,  /* divergent iff an operand is (or by control flow) */
	TC_SOURCE,  /* always divergent: a source of divergence */
	TC_UNIFORM  /* always uniform, whatever its operands */
};

/* Why: one of these accompanies every TC_SOURCE and TC_UNIFORM answer,
 * and explains a target without divergence. */
enum target_reason {
	TR_NONE,
	TR_NO_DIVERGENCE,       /* the target runs threads alone */
	TR_SINGLE_LANE,         /* work groups of one thread */
	TR_ARG_DEVICE_FUNCTION, /* argument of a function called by others */
	TR_ARG_SHADER_VGPR,     /* shader argument without inreg/byval */
	TR_INTRINSIC_SOURCE,    /* intrinsic reading per-thread state */
	TR_CALL,                /* result of a call: unknown callee */
	TR_INLINE_ASM_VGPR,     /* inline asm writing a vector register */
	TR_LOAD_PRIVATE,        /* load from per-thread (or generic) memory */
	TR_ATOMIC,              /* atomics serialize threads */
	TR_READ_REGISTER_VGPR,  /* llvm.read_register of a vector register */
	TR_SCRATCH_CAST,        /* private pointer cast to flat (gfx1250) */
	TR_INVOKE,              /* invoke of an unknown callee */
	TR_INTRINSIC_UNIFORM,   /* intrinsic with a wave-uniform result */
	TR_NODIVERGENCESOURCE,  /* call of a `nodivergencesource` function */
	TR_INLINE_ASM_SGPR,     /* inline asm writing scalar registers */
	TR_READ_REGISTER_SGPR,  /* llvm.read_register of a scalar register */
	TR_WAVE_INDEX,          /* work-item id x / wave size */
	TR_CF_MASK,             /* exec mask of llvm.amdgcn.if / else */
	TR_BUILDER_SOURCE,      /* cv_builder: declared a source */
	TR_BUILDER_UNIFORM,     /* cv_builder: declared always uniform */
	TR_COUNT
};

/* Selects the target of `triple` (the module's own when NULL or empty)
 * with `cpu` (NULL: the default).  llvm_compat: LLVM 22's facts where
 * converge knows better (SPIR-V).  Never fails: unknown targets have no
 * divergence. */
void target_select(target_info *t, const cv_module *m, const char *triple,
		   const char *cpu, int llvm_compat);

/* The facts for function f (global g). */
void target_function(const target_info *t, const cv_module *m,
		     const global *g, target_fn *out);

/* Classifies argument `arg` / instruction `ii` of f; *reason gets the
 * target_reason for TC_SOURCE and TC_UNIFORM (TR_NONE otherwise). */
int target_classify_arg(const target_info *t, const target_fn *tf,
			const cv_module *m, const function *f, uint32_t arg,
			int *reason);
int target_classify_inst(const target_info *t, const target_fn *tf,
			 const cv_module *m, const function *f, uint32_t ii,
			 int *reason);

/* The work-group size function g requires (!reqd_work_group_size,
 * "hlsl.numthreads", "nvvm.reqntid"): 1 and out[0..2], or 0. */
int target_group_size(const cv_module *m, const global *g, uint64_t out[3]);
/* A sentence saying why (for `explain`), e.g. "reads the work-item id". */
const char *target_reason_text(int reason);


/* Helpers the analysis shares: the callee of a call-like instruction
 * (REF_NULL if none), and whether an attribute set has an attribute whose
 * printed text is `name` or starts with "name(" / "name=". */
ref target_callee(const function *f, const inst *in);
int target_attr_has(const cv_module *m, attrset s, const char *name);

#endif
