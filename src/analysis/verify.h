/*
 * verify.h - the convergence verifier (verify.c): the internal table of
 * contents.
 *
 *   verify_module   every function of a module: the IR well-formedness the
 *                   analyses rely on (terminators, phis, dominance of uses,
 *                   the entry block, where token values may appear) and
 *                   every static rule of convergence control
 *                   (ConvergentOperations: the intrinsics, the bundle, the
 *                   closed-path rules through cycles, convergence regions,
 *                   controlled and uncontrolled operations), then the
 *                   module's globals and named metadata (llvm.used,
 *                   appending linkage, ifunc resolvers, llvm.ident)
 *
 * Two readings of the rules, chosen per run: the specification's text (the
 * default), or LLVM 22's verifier (CV_VERIFY_LLVM), which differs from the
 * text in a few places (docs/DIFFERENCES.md) and stops at the first failure
 * of each check function.  Both report through the same rule table, so a
 * violation always carries converge's message, opt's message and the rule
 * of the specification it breaks.
 */
#ifndef CV_VERIFY_H
#define CV_VERIFY_H

#include "ir/ir.h"

/* The rules, in the order of the table in verify.c. */
enum verify_rule {
	/* IR well-formedness (LangRef; LLVM's Verifier) */
	VR_TERMINATOR,
	VR_ENTRY_PREDS,
	VR_PHI_GROUPED,
	VR_PHI_COUNT,
	VR_PHI_DUPLICATE,
	VR_PHI_MATCH,
	VR_SELF_REFERENCE,
	VR_DOMINANCE,
	VR_INTRINSIC_SIGNATURE,
	VR_ATTR_TYPE,
	VR_RANGE_PLACEMENT,
	VR_RANGE_NONE,
	VR_RANGE_UNFINISHED,
	VR_RANGE_LOW,
	VR_RANGE_HIGH,
	VR_RANGE_PAIR_TYPES,
	VR_RANGE_TYPE,
	VR_RANGE_SAME,
	VR_RANGE_EMPTY,
	VR_RANGE_OVERLAP,
	VR_RANGE_ORDER,
	VR_RANGE_CONTIGUOUS,
	VR_CC_VOID_RETURN,
	VR_INTRINSIC_DEFINED,
	VR_AMX_ARGUMENT,
	VR_AMX_RETURN,
	VR_AMX_INDIRECT_RETURN,
	VR_ASM_INDIRECT_POINTER,
	VR_ASM_INDIRECT_ELEMTYPE,
	VR_ASM_DIRECT_ELEMTYPE,
	VR_ASM_LABELS_CALLBR,
	VR_ASM_LABELS_CALL,
	VR_ALLOCA_UNSIZED,
	VR_ALLOCA_TARGET,
	VR_ALLOCA_SWIFTERROR_TYPE,
	VR_ALLOCA_SWIFTERROR_ARRAY,
	VR_ALLOCA_AMDGPU,
	VR_LOAD_UNSIZED,
	VR_STORE_UNSIZED,
	VR_GEP_UNSIZED,
	VR_ATOMIC_LOAD_TYPE,
	VR_ATOMIC_STORE_TYPE,
	VR_CMPXCHG_TYPE,
	VR_ATOMIC_BYTE_SIZED,
	VR_ATOMIC_POWER_OF_TWO,
	/* where token values may appear */
	VR_TOKEN_PHI,
	VR_TOKEN_SELECT,
	VR_TOKEN_ARGUMENT,
	VR_TOKEN_RETURN,
	VR_TOKEN_CALL_PARAM,
	VR_TOKEN_INDIRECT_RETURN,
	/* the convergence control intrinsics */
	VR_ENTRY_CONVERGENT,
	VR_ENTRY_BLOCK,
	VR_ENTRY_FIRST,
	VR_ENTRY_ONCE,
	VR_NO_OPERAND,
	VR_LOOP_OPERAND,
	VR_LOOP_FIRST,
	/* the convergencectrl bundle */
	VR_BUNDLE_ONCE,
	VR_BUNDLE_ONE_TOKEN,
	VR_BUNDLE_SOURCE,
	VR_BUNDLE_CONVERGENT,
	/* static rules */
	VR_TOKEN_DOMINANCE,
	VR_REGION_NESTING,
	VR_CYCLE_OUTSIDE_USE,
	VR_CYCLE_HEART_DOMINATES,
	VR_CYCLE_ONE_HEART,
	VR_MIXED,
	/* the module: globals and named metadata (after every function) */
	VR_GLOBAL_SIZED,
	VR_DECL_COMDAT,
	VR_DLLEXPORT_VISIBILITY,
	VR_DLLIMPORT_VISIBILITY,
	VR_DLLIMPORT_EXTERNAL,
	VR_COMMON_ZERO,
	VR_COMMON_CONST,
	VR_COMMON_COMDAT,
	VR_APPENDING_VAR,
	VR_APPENDING_ARRAY,
	VR_USED_LINKAGE,
	VR_INTRINSIC_USES,
	VR_CTORS_LINKAGE,
	VR_CTORS_TYPE,
	VR_CTORS_THIRD,
	VR_USED_TYPE,
	VR_USED_INIT,
	VR_USED_MEMBER,
	VR_USED_NAMED,
	VR_GLOBAL_SCALABLE,
	VR_GLOBAL_TARGET,
	VR_IFUNC_LINKAGE,
	VR_IFUNC_RESOLVER,
	VR_IFUNC_DEFINITION,
	VR_IFUNC_RETURN,
	VR_IDENT_OPERANDS,
	VR_IDENT_STRING,
	VR_COUNT
};

/* A rule: its stable id ("cycle.heart-dominates"), LLVM 22's message (NULL
 * when LLVM has none; with %s where opt names a value, when the checks
 * write it themselves) and the rule as the specification states it. */
typedef struct verify_rule_info {
	const char *id;
	const char *llvm;
	const char *spec;
} verify_rule_info;

extern const verify_rule_info verify_rules[VR_COUNT];

#endif
