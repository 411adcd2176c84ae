/*
 * verify.c - the convergence verifier: the IR well-formedness the analyses
 * rely on and every static rule of convergence control tokens
 * (ConvergentOperations: Convergence Control Intrinsics, Uncontrolled
 * Convergent Operations, Static Rules).
 *
 * One pass per function, in LLVM's order (Verifier.cpp and
 * GenericConvergenceVerifierImpl.h, read for behaviour):
 *
 *   1. the function: token arguments and results, predecessors of the
 *      entry block;
 *   2. each block in layout order: its phis against its predecessor edges,
 *      then each instruction: phi placement, token types, the
 *      convergencectrl bundle and the placement of the intrinsics (a state
 *      machine over the block: has a convergent operation been seen?), the
 *      dominance of every operand;
 *   3. the static rules, over the blocks in reverse post-order: token
 *      dominance; well-nested regions, by a stack of live tokens that a use
 *      pops down to its token (a token popped by the use of an outer token
 *      is out of its region); and the closed-path rules through the cycle
 *      forest: a token used in a cycle that does not contain its definition
 *      must be used by a loop intrinsic (closed-path rule 1), which is then
 *      the heart of the largest such cycle and must be its header, the
 *      cycle reducible (rule 4: the heart dominates the cycle), and the only
 *      heart of that cycle (rules 2 and 3).  By the properties of closed
 *      paths (CycleTerminology), a closed path breaking a rule lies in a
 *      cycle breaking it, and these tests do not depend on the depth-first
 *      search, so irreducible cycles are handled whatever header LLVM's
 *      search picks.
 *
 * By default the rules are the text's, every violation is reported and the
 * list is sorted by position.  With CV_VERIFY_LLVM they are LLVM 22's where
 * the two differ (no mixing check before the first controlled operation;
 * calls of the intrinsics count as controlled; a bundle on a non-convergent
 * call is accepted; unreachable code is not checked), each check function
 * stops at its first failure as LLVM's Check() does, and the violations
 * come in opt's order with opt's text.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cfg/cfg.h"
#include "ir/layout.h"
#include "read/parse.h"
#include "ir/thread.h"
#include "print/print.h"
#include "analysis/verify.h"

#define NONE CFG_NONE

#define S_CLOSED "ConvergentOperations, Static Rules, Closed Paths: "
#define S_INTR "ConvergentOperations, Convergence Control Intrinsics: "
#define S_RANGE "LangRef, '!range' Metadata: "
#define S_USED "LangRef, The 'llvm.used' Global Variable: "
#define S_DLL                                                              \
	"LangRef, DLL Storage Classes: a dllexport symbol is not hidden; a " \
	"dllimport one has default visibility and is an external "          \
	"declaration (or available_externally)"
#define S_COMMON                                                           \
	"LangRef, Linkage Types, common: a common global has a zero "      \
	"initializer and is not constant (and, for LLVM's verifier, is in " \
	"no comdat)"
#define S_CTORS_TYPE                                                       \
	"LangRef, The 'llvm.global_ctors' Global Variable: an array of "   \
	"{ i32, ptr, ptr }, a priority, a function (a pointer in the "      \
	"program address space) and the data it goes with"
#define S_ASM_OPERAND                                                      \
	"LangRef, Inline Assembler Expressions, Indirect inputs and "      \
	"outputs: the operand of an indirect ('*') constraint is a pointer " \
	"with an elementtype attribute, which no other operand has"
#define S_ASM_LABELS                                                       \
	"LangRef, 'callbr' Instruction and Inline Asm Constraint String: "  \
	"a callbr's asm has one label ('!') constraint for each indirect "  \
	"destination; a call or invoke's has none"
#define S_SWIFTERROR                                                       \
	"LangRef, Parameter Attributes, swifterror: a swifterror value is an " \
	"alloca of one pointer, or a swifterror parameter"
#define S_SIZED                                                            \
	"LangRef, 'load' and 'store' Instructions: the type loaded or "     \
	"stored is a first class type of known size"
#define S_ATOMIC_TYPE                                                      \
	"LangRef, 'load' and 'store' Instructions: the type of an atomic "  \
	"load or store is an integer, pointer or floating-point type (or, " \
	"for LLVM's verifier, a vector of them)"
#define S_ATOMIC_SIZE                                                      \
	"LangRef, 'load', 'store', 'cmpxchg' and 'atomicrmw' "              \
	"Instructions: the bit width of the type of an atomic access is a " \
	"power of two greater than or equal to eight"

const verify_rule_info verify_rules[VR_COUNT] = {
	[VR_TERMINATOR] = {"ir.terminator",
		"Basic Block in function '%s' does not have terminator!",
		"LangRef, Functions: each basic block ends with a terminator "
		"instruction"},
	[VR_ENTRY_PREDS] = {"ir.entry-block",
		"Entry block to function must not have predecessors!",
		"LangRef, Functions: the first basic block of a function may "
		"not have predecessors"},
	[VR_PHI_GROUPED] = {"ir.phi-placement",
		"PHI nodes not grouped at top of basic block!",
		"LangRef, 'phi' instruction: phi nodes must be first in a basic "
		"block, grouped together"},
	[VR_PHI_COUNT] = {"ir.phi-predecessors",
		"PHINode should have one entry for each predecessor of its "
		"parent basic block!",
		"LangRef, 'phi' instruction: one incoming entry for each "
		"predecessor edge of the block"},
	[VR_PHI_DUPLICATE] = {"ir.phi-predecessors",
		"PHI node has multiple entries for the same basic block with "
		"different incoming values!",
		"LangRef, 'phi' instruction: entries for the same predecessor "
		"block must have the same value"},
	[VR_PHI_MATCH] = {"ir.phi-predecessors",
		"PHI node entries do not match predecessors!",
		"LangRef, 'phi' instruction: one incoming entry for each "
		"predecessor edge of the block"},
	[VR_SELF_REFERENCE] = {"ir.dominance",
		"Only PHI nodes may reference their own value!",
		"LangRef, SSA form: every use of a value is dominated by its "
		"definition"},
	[VR_DOMINANCE] = {"ir.dominance",
		"Instruction does not dominate all uses!",
		"LangRef, SSA form: every use of a value is dominated by its "
		"definition (a phi's use is on its incoming edge)"},
	[VR_INTRINSIC_SIGNATURE] = {"ir.intrinsic-signature",
		"Intrinsic called with incompatible signature",
		"LangRef, Intrinsic Functions: an intrinsic is called with the "
		"function type it is declared with"},
	[VR_ATTR_TYPE] = {"ir.attribute-type",
		"Attribute applied to incompatible type!",
		"LangRef, Parameter Attributes: zeroext and signext apply to "
		"integers, range to integers and their vectors, noalias, "
		"nonnull, byval, sret... to pointers, align to pointers and "
		"their vectors, nofpclass to floating-point types"},
	[VR_RANGE_PLACEMENT] = {"ir.range-metadata",
		"Ranges are only for loads, calls and invokes!",
		S_RANGE "range metadata may be attached only to load, call and "
		"invoke instructions"},
	[VR_RANGE_NONE] = {"ir.range-metadata",
		"It should have at least one range!",
		S_RANGE "the node holds one or more pairs of integer constants, "
		"each the half-open range [a,b) of the values the result may "
		"take"},
	[VR_RANGE_UNFINISHED] = {"ir.range-metadata", "Unfinished range!",
		S_RANGE "the node holds one or more pairs of integer constants"},
	[VR_RANGE_LOW] = {"ir.range-metadata",
		"The lower limit must be an integer!",
		S_RANGE "the node holds pairs of integer constants"},
	[VR_RANGE_HIGH] = {"ir.range-metadata",
		"The upper limit must be an integer!",
		S_RANGE "the node holds pairs of integer constants"},
	[VR_RANGE_PAIR_TYPES] = {"ir.range-metadata",
		"Range pair types must match!",
		S_RANGE "the type of the bounds must match the scalar type of "
		"the result"},
	[VR_RANGE_TYPE] = {"ir.range-metadata",
		"Range types must match instruction type!",
		S_RANGE "the type of the bounds must match the scalar type of "
		"the result"},
	[VR_RANGE_SAME] = {"ir.range-metadata",
		"The upper and lower limits cannot be the same value",
		S_RANGE "the range should not represent the full or empty set: "
		"a may not equal b"},
	[VR_RANGE_EMPTY] = {"ir.range-metadata", "Range must not be empty!",
		S_RANGE "the range should not represent the full or empty set: "
		"a may not equal b"},
	[VR_RANGE_OVERLAP] = {"ir.range-metadata", "Intervals are overlapping",
		S_RANGE "the ranges must not overlap"},
	[VR_RANGE_ORDER] = {"ir.range-metadata", "Intervals are not in order",
		S_RANGE "the ranges are sorted by their signed lower bound"},
	[VR_RANGE_CONTIGUOUS] = {"ir.range-metadata",
		"Intervals are contiguous",
		S_RANGE "the ranges must not be contiguous (adjacent ranges are "
		"written as one)"},
	[VR_CC_VOID_RETURN] = {"ir.kernel-return",
		"Calling convention requires void return type",
		"LangRef, Calling Conventions (AMDGPUUsage, SPIR-V): a kernel "
		"(amdgpu_kernel, spir_kernel, amdgpu_cs_chain, "
		"amdgpu_cs_chain_preserve) returns void"},
	[VR_INTRINSIC_DEFINED] = {"ir.intrinsic-definition",
		"llvm intrinsics cannot be defined!",
		"LangRef, Intrinsic Functions: names beginning with 'llvm.' are "
		"reserved for intrinsics, which may only be declared"},
	[VR_AMX_ARGUMENT] = {"ir.x86-amx",
		"Function takes x86_amx but isn't an intrinsic",
		"LangRef, X86_amx Type: only intrinsics take or return x86_amx"},
	[VR_AMX_RETURN] = {"ir.x86-amx",
		"Function returns a x86_amx but isn't an intrinsic",
		"LangRef, X86_amx Type: only intrinsics take or return x86_amx"},
	[VR_AMX_INDIRECT_RETURN] = {"ir.x86-amx",
		"Return type cannot be x86_amx for indirect call!",
		"LangRef, X86_amx Type: only intrinsics take or return x86_amx"},
	[VR_ASM_INDIRECT_POINTER] = {"ir.inline-asm-operand",
		"Operand for indirect constraint must have pointer type",
		S_ASM_OPERAND},
	[VR_ASM_INDIRECT_ELEMTYPE] = {"ir.inline-asm-operand",
		"Operand for indirect constraint must have elementtype "
		"attribute",
		S_ASM_OPERAND},
	[VR_ASM_DIRECT_ELEMTYPE] = {"ir.inline-asm-operand",
		"Elementtype attribute can only be applied for indirect "
		"constraints",
		S_ASM_OPERAND},
	[VR_ASM_LABELS_CALLBR] = {"ir.inline-asm-labels",
		"Number of label constraints does not match number of callbr "
		"dests",
		S_ASM_LABELS},
	[VR_ASM_LABELS_CALL] = {"ir.inline-asm-labels",
		"Label constraints can only be used with callbr",
		S_ASM_LABELS},
	[VR_ALLOCA_UNSIZED] = {"ir.sized-alloca",
		"Cannot allocate unsized type",
		"LangRef, 'alloca' Instruction: the type allocated may be any "
		"sized type"},
	[VR_ALLOCA_TARGET] = {"ir.target-type",
		"Alloca has illegal target extension type",
		"LangRef, Target Extension Type: the target decides where its "
		"types may be used; an alloca does not allocate, alone or in a "
		"struct or array, one its target keeps off the stack"},
	[VR_ALLOCA_SWIFTERROR_TYPE] = {"ir.swifterror-alloca",
		"swifterror alloca must have pointer type", S_SWIFTERROR},
	[VR_ALLOCA_SWIFTERROR_ARRAY] = {"ir.swifterror-alloca",
		"swifterror alloca must not be array allocation", S_SWIFTERROR},
	[VR_ALLOCA_AMDGPU] = {"ir.amdgpu-alloca",
		"alloca on amdgpu must be in addrspace(5)",
		"AMDGPUUsage, Address Spaces: on AMDGPU (amdgcn and r600 "
		"triples) the stack is private memory, address space 5, where "
		"every alloca is"},
	[VR_LOAD_UNSIZED] = {"ir.sized-access",
		"loading unsized types is not allowed", S_SIZED},
	[VR_STORE_UNSIZED] = {"ir.sized-access",
		"storing unsized types is not allowed", S_SIZED},
	[VR_GEP_UNSIZED] = {"ir.sized-gep", "GEP into unsized type!",
		"LangRef, 'getelementptr' Instruction: the offsets are counted "
		"in elements of the source element type, which must therefore "
		"have a size"},
	[VR_ATOMIC_LOAD_TYPE] = {"ir.atomic-type",
		"atomic load operand must have integer, pointer, floating "
		"point, or vector type!",
		S_ATOMIC_TYPE},
	[VR_ATOMIC_STORE_TYPE] = {"ir.atomic-type",
		"atomic store operand must have integer, pointer, floating "
		"point, or vector type!",
		S_ATOMIC_TYPE},
	[VR_CMPXCHG_TYPE] = {"ir.atomic-type",
		"cmpxchg operand must have integer or pointer type",
		"LangRef, 'cmpxchg' Instruction: the compared and new values "
		"are of an integer or pointer type"},
	[VR_ATOMIC_BYTE_SIZED] = {"ir.atomic-size",
		"atomic memory access' size must be byte-sized",
		S_ATOMIC_SIZE},
	[VR_ATOMIC_POWER_OF_TWO] = {"ir.atomic-size",
		"atomic memory access' operand must have a power-of-two size",
		S_ATOMIC_SIZE},
	[VR_TOKEN_PHI] = {"token.phi",
		"PHI nodes cannot have token type!",
		"ConvergentOperations, Dynamic Instances and Convergence Tokens: "
		"convergence tokens are values of token type, i.e. they cannot "
		"be used in phi or select instructions"},
	[VR_TOKEN_SELECT] = {"token.select",
		"select values cannot have token type",
		"ConvergentOperations, Dynamic Instances and Convergence Tokens: "
		"convergence tokens are values of token type, i.e. they cannot "
		"be used in phi or select instructions"},
	[VR_TOKEN_ARGUMENT] = {"token.function-type",
		"Function takes token but isn't an intrinsic",
		"LangRef, Token Type: tokens cannot be arguments or results of "
		"functions other than intrinsics"},
	[VR_TOKEN_RETURN] = {"token.function-type",
		"Function returns a token but isn't an intrinsic",
		"LangRef, Token Type: tokens cannot be arguments or results of "
		"functions other than intrinsics"},
	[VR_TOKEN_CALL_PARAM] = {"token.function-type",
		"Function has token parameter but isn't an intrinsic",
		"LangRef, Token Type: tokens cannot be arguments or results of "
		"functions other than intrinsics"},
	[VR_TOKEN_INDIRECT_RETURN] = {"token.function-type",
		"Return type cannot be token for indirect call!",
		"LangRef, Token Type: tokens cannot be arguments or results of "
		"functions other than intrinsics"},
	[VR_ENTRY_CONVERGENT] = {"entry.convergent-function",
		"Entry intrinsic can occur only in a convergent function.",
		S_INTR "it is an error if llvm.experimental.convergence.entry "
		"appears in a non-convergent function"},
	[VR_ENTRY_BLOCK] = {"entry.entry-block",
		"Entry intrinsic can occur only in the entry block.",
		S_INTR "llvm.experimental.convergence.entry can occur at most "
		"once in a function, and only in the entry block of the "
		"function"},
	[VR_ENTRY_FIRST] = {"entry.first",
		"Entry intrinsic cannot be preceded by a convergent operation in "
		"the same basic block.",
		S_INTR "if llvm.experimental.convergence.entry occurs in a basic "
		"block, then it must precede any other convergent operation in "
		"the same basic block"},
	[VR_ENTRY_ONCE] = {"entry.once",
		"Entry intrinsic cannot be preceded by a convergent operation in "
		"the same basic block.",
		S_INTR "llvm.experimental.convergence.entry can occur at most "
		"once in a function, and only in the entry block of the "
		"function"},
	[VR_NO_OPERAND] = {"intrinsic.no-operand",
		"Entry or anchor intrinsic cannot have a convergencectrl token "
		"operand.",
		S_INTR "it is an error to specify a convergencectrl operand "
		"bundle at a call to llvm.experimental.convergence.entry or "
		"llvm.experimental.convergence.anchor"},
	[VR_LOOP_OPERAND] = {"loop.operand",
		"Loop intrinsic must have a convergencectrl token operand.",
		S_INTR "it is an error to omit the convergencectrl operand "
		"bundle on a call to llvm.experimental.convergence.loop"},
	[VR_LOOP_FIRST] = {"loop.first",
		"Loop intrinsic cannot be preceded by a convergent operation in "
		"the same basic block.",
		S_INTR "if llvm.experimental.convergence.loop occurs in a basic "
		"block, then it must precede any other convergent operation in "
		"the same basic block"},
	[VR_BUNDLE_ONCE] = {"bundle.once",
		"The 'convergencectrl' bundle can occur at most once on a call",
		"ConvergentOperations, Dynamic Instances and Convergence Tokens: "
		"a convergent operation may have one convergencectrl operand "
		"bundle with a convergence token operand"},
	[VR_BUNDLE_ONE_TOKEN] = {"bundle.one-token",
		"The 'convergencectrl' bundle requires exactly one token use.",
		"ConvergentOperations, Dynamic Instances and Convergence Tokens: "
		"a convergent operation may have one convergencectrl operand "
		"bundle with a convergence token operand"},
	[VR_BUNDLE_SOURCE] = {"bundle.token-source",
		"Convergence control tokens can only be produced by calls to the "
		"convergence control intrinsics.",
		"ConvergentOperations, Convergence Control Intrinsics: "
		"convergence tokens are produced by the convergence control "
		"intrinsics (entry, anchor, loop)"},
	[VR_BUNDLE_CONVERGENT] = {"bundle.convergent-call",
		NULL,
		"ConvergentOperations, Dynamic Instances and Convergence Tokens: "
		"convergent operations may have a convergencectrl operand "
		"bundle (controlled convergent operations are convergent "
		"operations with the bundle)"},
	[VR_TOKEN_DOMINANCE] = {"token.dominance",
		"Convergence control token must dominate all its uses.",
		"ConvergentOperations, Static Rules: the convergence region of a "
		"token is the set of program points dominated by its definition "
		"from which a use can be reached; every use of a token is "
		"dominated by its definition"},
	[VR_REGION_NESTING] = {"region.nesting",
		"Convergence region is not well-nested.",
		"ConvergentOperations, Static Rules, Convergence Regions: if a "
		"convergence region R for a token T1 contains a use of a "
		"convergence token T2, then R must also contain the definition "
		"of T2"},
	[VR_CYCLE_OUTSIDE_USE] = {"cycle.outside-use",
		"Convergence token used by an instruction other than "
		"llvm.experimental.convergence.loop in a cycle that does not "
		"contain the token's definition.",
		S_CLOSED "(1) every closed path in the CFG that contains a use "
		"of a convergence token T other than a use by "
		"llvm.experimental.convergence.loop must also contain the "
		"definition of T"},
	[VR_CYCLE_HEART_DOMINATES] = {"cycle.heart-dominates",
		"Cycle heart must dominate all blocks in the cycle.",
		S_CLOSED "(4) in every closed path that contains a use U of a "
		"token T but not the definition of T, U must dominate all nodes "
		"in the closed path; so a heart can occur only in the header "
		"of a natural loop"},
	[VR_CYCLE_ONE_HEART] = {"cycle.one-heart",
		"Two static convergence token uses in a cycle that does not "
		"contain either token's definition.",
		S_CLOSED "(2) every closed path that contains two different "
		"uses of a convergence token T must also contain the definition "
		"of T; (3) every closed path that contains uses of two different "
		"convergence tokens T1 and T2 must also contain the definition "
		"of at least one of them"},
	[VR_MIXED] = {"mix.controlled-uncontrolled",
		"Cannot mix controlled and uncontrolled convergence in the same "
		"function.",
		"ConvergentOperations, Uncontrolled Convergent Operations: if a "
		"function contains a controlled convergent operation, then all "
		"convergent operations in that function must either be "
		"controlled operations or calls to the convergence control "
		"intrinsics"},
	[VR_GLOBAL_SIZED] = {"ir.global-initializer",
		"Global variable initializer must be sized",
		"LangRef, Global Variables: a global variable with an "
		"initializer has a sized type"},
	[VR_DECL_COMDAT] = {"ir.global-value",
		"Declaration may not be in a Comdat!",
		"LangRef, Comdats: a comdat groups definitions; a declaration "
		"(or an available_externally global) is in none"},
	[VR_DLLEXPORT_VISIBILITY] = {"ir.global-value",
		"dllexport GlobalValue must have default or protected "
		"visibility", S_DLL},
	[VR_DLLIMPORT_VISIBILITY] = {"ir.global-value",
		"dllimport GlobalValue must have default visibility", S_DLL},
	[VR_DLLIMPORT_EXTERNAL] = {"ir.global-value",
		"Global is marked as dllimport, but not external", S_DLL},
	[VR_COMMON_ZERO] = {"ir.common-linkage",
		"'common' global must have a zero initializer!", S_COMMON},
	[VR_COMMON_CONST] = {"ir.common-linkage",
		"'common' global may not be marked constant!", S_COMMON},
	[VR_COMMON_COMDAT] = {"ir.common-linkage",
		"'common' global may not be in a Comdat!", S_COMMON},
	[VR_APPENDING_VAR] = {"ir.appending-linkage",
		"Only global variables can have appending linkage!",
		"LangRef, Linkage Types, appending: may only be applied to "
		"global variables of array type"},
	[VR_APPENDING_ARRAY] = {"ir.appending-linkage",
		"Only global arrays can have appending linkage!",
		"LangRef, Linkage Types, appending: may only be applied to "
		"global variables of array type"},
	[VR_USED_LINKAGE] = {"ir.llvm-used",
		"invalid linkage for intrinsic global variable",
		S_USED "an array with appending linkage"},
	[VR_INTRINSIC_USES] = {"ir.intrinsic-global",
		"invalid uses of intrinsic global variable",
		"LLVM's verifier: llvm.used, llvm.compiler.used, "
		"llvm.global_ctors and llvm.global_dtors may have no uses "
		"(metadata naming them is not a use)"},
	[VR_CTORS_LINKAGE] = {"ir.intrinsic-global",
		"invalid linkage for intrinsic global variable",
		"LLVM's verifier: an initialized llvm.global_ctors or "
		"llvm.global_dtors has appending linkage"},
	[VR_CTORS_TYPE] = {"ir.intrinsic-global",
		"wrong type for intrinsic global variable",
		S_CTORS_TYPE},
	[VR_CTORS_THIRD] = {"ir.intrinsic-global",
		"the third field of the element type is mandatory, specify "
		"ptr null to migrate from the obsoleted 2-field form",
		S_CTORS_TYPE},
	[VR_USED_TYPE] = {"ir.llvm-used",
		"wrong type for intrinsic global variable",
		S_USED "an array of pointers"},
	[VR_USED_INIT] = {"ir.llvm-used",
		"wrong initializer for intrinsic global variable",
		S_USED "initialized with an array of pointers to named global "
		"variables, functions and aliases"},
	[VR_USED_MEMBER] = {"ir.llvm-used", "invalid %s member",
		S_USED "initialized with an array of pointers to named global "
		"variables, functions and aliases"},
	[VR_USED_NAMED] = {"ir.llvm-used", "members of %s must be named",
		S_USED "initialized with an array of pointers to named global "
		"variables, functions and aliases"},
	[VR_GLOBAL_SCALABLE] = {"ir.scalable-global",
		"Globals cannot contain scalable types",
		"LangRef, Vector Type: a scalable vector's size is known only at "
		"run time; a global variable is not, and does not hold, one (nor "
		"a target extension type laid out as one)"},
	[VR_GLOBAL_TARGET] = {"ir.target-type",
		"Global @%s has illegal target extension type",
		"LangRef, Target Extension Type: the target decides where its "
		"types may be used; a global variable does not hold, alone or in "
		"a struct or array, one its target keeps out of globals"},
	[VR_IFUNC_LINKAGE] = {"ir.ifunc",
		"IFunc should have private, internal, linkonce, weak, "
		"linkonce_odr, weak_odr, or external linkage!",
		"LangRef, IFuncs: an ifunc has private, internal, linkonce, "
		"weak, linkonce_odr, weak_odr or external linkage"},
	[VR_IFUNC_RESOLVER] = {"ir.ifunc",
		"IFunc must have a Function resolver",
		"LangRef, IFuncs: the resolver is a function (through casts "
		"and aliases)"},
	[VR_IFUNC_DEFINITION] = {"ir.ifunc",
		"IFunc resolver must be a definition",
		"LangRef, IFuncs: the resolver is a function defined in the "
		"module"},
	[VR_IFUNC_RETURN] = {"ir.ifunc",
		"IFunc resolver must return a pointer",
		"LangRef, IFuncs: the resolver returns the address of the "
		"implementation, a pointer"},
	[VR_IDENT_OPERANDS] = {"ir.ident-metadata",
		"incorrect number of operands in %s metadata",
		"LLVM Verifier (llvm.ident, llvm.commandline): each operand of "
		"the named metadata is a node holding one string"},
	[VR_IDENT_STRING] = {"ir.ident-metadata",
		"invalid value for %s metadata entry operand(the operand should "
		"be a string)",
		"LLVM Verifier (llvm.ident, llvm.commandline): each operand of "
		"the named metadata is a node holding one string"},
};

/* ---- state ------------------------------------------------------------- */

struct cv_verify_result {
	cv_context *ctx;
	arena arena;
	cv_violation *v;
	size_t n;
};

typedef struct viol {
	cv_violation v;
	uint32_t note0;  /* first note in verifier.notes */
	uint32_t seq;    /* discovery order, for a stable sort */
} viol;

/* A stack or set of live tokens (GenericConvergenceVerifier's LiveTokens). */
typedef struct tokens {
	uint32_t *t;
	uint32_t n;
	uint8_t present;
} tokens;

enum { NO_CONVERGENCE, CONTROLLED, UNCONTROLLED };

typedef struct verifier {
	const cv_module *m;
	cv_context *ctx;
	int llvm;                 /* CV_VERIFY_LLVM */
	cv_verify_result *r;
	jmp_buf oom;
	vec viols, notes;         /* viol, cv_verify_note */
	/* printing: LLVM's Verifier dumps values with one slot tracker for the
	 * module, which numbers the call attribute groups of each function it
	 * prints from, cumulatively; GenericConvergenceVerifier prints each
	 * value with a fresh one (the module's groups, then those of the
	 * value's function).  pc is the first, fresh the second, dump the one
	 * the violation being built uses. */
	pctx pc, fresh;
	pctx *dump;
	uint32_t fresh_base, fresh_gi;
	int prepared;             /* pc and fresh number the module (need_module) */
	const function *shared_f; /* the shared tracker's function */
	int shared_processed;     /* ... has had its call groups numbered */
	outbuf text, msg, note;   /* opt's text, converge's message, a note */
	/* the function */
	uint32_t gi;
	uint32_t slots_gi;  /* function whose values are numbered (need_slots) */
	const function *f;
	const char *fname;
	arena fa;                 /* everything per function */
	arena fa2;                /* per function: the block order and the
				     dominator tree when made beside
				     (dom_job) */
	cfg_graph g;
	cfg_order order;
	domtree dom;
	cycle_info ci;
	uint32_t *rank;           /* block -> LLVM's creation order */
	uint32_t *iblock;         /* instruction -> its block, IB_INVOKE set
				     for an invoke (map_blocks) */
	uint32_t no_term;         /* map_blocks: the block without one */
	/* the dominance of the operands of instructions [pre_from, pre_to),
	 * checked ahead on a second thread (pre_thread, while it runs):
	 * pre_bad[i - pre_from] set where one of i's operands fails it */
	uint32_t pre_from, pre_to;
	uint8_t *pre_bad;
	void *pre_thread;
	uint32_t *token_of;       /* inst -> token definition it uses, or NONE
				   * (NULL before the function's first) */
	uint32_t *popped_by;      /* token definition -> use ending its region */
	uint32_t *hearts;         /* cycle -> its heart, or NONE */
	int any_token;
	/* GenericConvergenceVerifier's visit state */
	uint32_t seen_conv;       /* first convergent operation of the block */
	int kind;
	uint32_t first_controlled;
	vec uncontrolled;         /* uint32_t: uncontrolled convergent calls */
	/* the violation being built */
	viol cur;
	int have_llvm;
	sym range_kind; /* the metadata kind "range"; 0: no such string */
	int any_target; /* the module has a target extension type */
	int amdgpu;     /* its triple is amdgcn's or r600's */
	vec tt_struct;  /* CV_VERIFY_LLVM: uint8_t per type (target_without) */
} verifier;

static const inst *inst_at(const verifier *v, uint32_t ii)
{
	return &v->f->insts[ii];
}

static const ref *ops_of(const verifier *v, uint32_t ii)
{
	return INST_OPS(v->f, &v->f->insts[ii]);
}

#define IB_INVOKE 0x80000000u

static uint32_t block_of(const verifier *v, uint32_t ii)
{
	return v->iblock ? v->iblock[ii] & ~IB_INVOKE : v->f->insts[ii].block;
}

static int is_call(int op)
{
	return op == OP_CALL || op == OP_INVOKE || op == OP_CALLBR;
}

static int reachable(const verifier *v, uint32_t b)
{
	return v->order.rpo_index[b] != NONE;
}

static const char *name_of(const verifier *v, sym s)
{
	return SYM_STR(&v->m->strs, s);
}

/* The called operand of a call, invoke or callbr. */
static ref callee_of(const verifier *v, uint32_t ii)
{
	const inst *in = inst_at(v, ii);
	uint32_t k = in->nops - 1;
	if (in->op == OP_INVOKE)
		k -= 2;
	else if (in->op == OP_CALLBR)
		k -= in->ext->nindices + 1;
	return ops_of(v, ii)[k];
}

/* The function a call names, whatever the call's type, or NONE. */
static uint32_t named_callee(const verifier *v, uint32_t ii)
{
	ref c = callee_of(v, ii);
	if (REF_KIND(c) == REF_GLOBAL && v->m->globals[REF_IDX(c)].kind == G_FUNC)
		return REF_IDX(c);
	return NONE;
}

/* The directly called function's global, or NONE: LLVM's
 * getCalledFunction, for which a call with another function type than
 * the callee's is an indirect call. */
static uint32_t direct_callee(const verifier *v, uint32_t ii)
{
	uint32_t g = named_callee(v, ii);
	const inst *in = inst_at(v, ii);
	if (g != NONE && in->ext && v->m->globals[g].type != in->ext->ty2)
		return NONE;
	return g;
}

/* Which convergence control intrinsic a call calls (LLVM's
 * getIntrinsicID), or 0. */
static int conv_op(const verifier *v, uint32_t ii)
{
	const inst *in = inst_at(v, ii);
	if (!is_call(in->op) || !in->ext)
		return 0;
	switch (in->ext->intrinsic) {
	case INTR_CONV_ENTRY:
	case INTR_CONV_ANCHOR:
	case INTR_CONV_LOOP:
		return in->ext->intrinsic;
	}
	return 0;
}

/* CallBase::isConvergent: the call site's or the callee's `convergent`
 * (a convergencectrl bundle alone does not make a call convergent). */
static int convergent(const verifier *v, uint32_t ii)
{
	const inst *in = inst_at(v, ii);
	const attrset_rec *cs;
	uint32_t g;
	if (!is_call(in->op) || !in->ext)
		return 0;
	cs = &v->m->attrsets[in->ext->fn_attrs];
	if (cs->has_noconvergent)
		return 0;
	if (cs->has_convergent)
		return 1;
	g = direct_callee(v, ii);
	return g != NONE && v->m->globals[g].fn && v->m->globals[g].fn->is_convergent;
}

static int is_convergencectrl(const verifier *v, const bundle *b)
{
	return strcmp(name_of(v, b->tag), "convergencectrl") == 0;
}

static uint32_t count_bundles(const verifier *v, uint32_t ii)
{
	const inst_ext *x = inst_at(v, ii)->ext;
	uint32_t i, n = 0;
	if (!x)
		return 0;
	for (i = 0; i < x->nbundles; i++)
		n += is_convergencectrl(v, &x->bundles[i]);
	return n;
}

static const bundle *first_bundle(const verifier *v, uint32_t ii)
{
	const inst_ext *x = inst_at(v, ii)->ext;
	uint32_t i;
	for (i = 0; x && i < x->nbundles; i++)
		if (is_convergencectrl(v, &x->bundles[i]))
			return &x->bundles[i];
	return NULL;
}

static int is_token(const verifier *v, tyid t)
{
	return v->m->types[t].kind == TY_TOKEN;
}

static int has_llvm_prefix(const verifier *v, uint32_t gi)
{
	const global *g = &v->m->globals[gi];
	return !g->numbered && SYM_LEN(&v->m->strs, g->name) >= 5 &&
	       memcmp(name_of(v, g->name), "llvm.", 5) == 0;
}

static void *grow(verifier *v, vec *x, size_t elem)
{
	if (!x->elem)
		x->elem = elem;
	vec_reserve(x, &v->ctx->alloc, &v->oom, 1);
	return (char *)x->data + x->len++ * elem;
}

static void check_out(verifier *v, outbuf *o)
{
	if (o->failed)
		longjmp(v->oom, 1);
}

static const char *keep(verifier *v, const char *s, size_t n)
{
	return arena_strndup(&v->r->arena, s, n);
}

/* ---- opt's text: the values LLVM's verifier dumps -------------------- */

static void number_calls(pctx *c, const function *f)
{
	uint32_t i;
	for (i = 0; i < f->ninsts; i++) {
		const inst *in = &f->insts[i];
		if (is_call(in->op) && in->ext && in->ext->fn_attrs)
			attr_group_slot(c, in->ext->fn_attrs);
	}
}

static int unnamed_local(const verifier *v, ref r)
{
	switch (REF_KIND(r)) {
	case REF_INST: return !v->f->insts[REF_IDX(r)].name;
	case REF_ARG: return !v->f->args[REF_IDX(r)].name;
	case REF_BLOCK: return !v->f->blocks[REF_IDX(r)].name;
	case REF_GLOBAL: return v->m->globals[REF_IDX(r)].numbered;
	case REF_MD: return 1;
	}
	return 0;
}

/* Printing the instruction asks the slot tracker for a slot: an unnamed
 * value, an attribute group, metadata. */
static int asks_slot(const verifier *v, uint32_t ii)
{
	const inst *in = inst_at(v, ii);
	const ref *ops = ops_of(v, ii);
	uint32_t k;
	if (!in->name && in->type != v->m->t_void)
		return 1;
	if (in->ext && (in->ext->nmd || (is_call(in->op) && in->ext->fn_attrs)))
		return 1;
	for (k = 0; k < in->nops; k++)
		if (unnamed_local(v, ops[k]))
			return 1;
	return 0;
}

/* The module's numbering (globals, metadata, attribute groups) for both
 * trackers, made when a violation is first reported: a module with none
 * costs nothing (the split CLI verifies each batch of bodies apart, and
 * numbered the whole module for each: 6% of `verify` on libclc). */
static void need_module(verifier *v)
{
	if (v->prepared)
		return;
	v->prepared = 1;
	module_prepare(&v->pc, &v->pc.md_order, &v->pc.nmd_order);
	module_prepare(&v->fresh, &v->fresh.md_order, &v->fresh.nmd_order);
	v->fresh_base = v->fresh.nattr_order;
}

/* The shared tracker is asked for a slot: its function, if not yet done,
 * gets its call attribute groups numbered (SlotTracker::initializeIfNeeded
 * and processFunction). */
static void shared_asked(verifier *v)
{
	need_module(v);
	if (v->shared_f && !v->shared_processed) {
		v->shared_processed = 1;
		number_calls(&v->pc, v->shared_f);
	}
}

/* Before instruction ii is printed: LLVM's Verifier moves its tracker to
 * the instruction's function (ModuleSlotTracker::incorporateFunction) and
 * processes it lazily; GenericConvergenceVerifier prints with a fresh
 * tracker, which numbers the module's groups, then the function's. */
static void incorporate(verifier *v, uint32_t ii)
{
	pctx *c = v->dump;
	uint32_t i;
	need_module(v);
	if (c == &v->pc) {
		if (v->shared_f != v->f) {
			v->shared_f = v->f;
			v->shared_processed = 0;
		}
		if (asks_slot(v, ii))
			shared_asked(v);
		return;
	}
	if (v->fresh_gi == v->gi)
		return;
	v->fresh_gi = v->gi;
	u32map_clear(&c->attr_slots);
	for (i = 0; i < v->fresh_base; i++)
		u32map_put(&c->attr_slots, &v->ctx->alloc, &c->oom,
			   c->attr_order[i], i);
	c->nattr_slots = c->nattr_order = v->fresh_base;
	number_calls(c, v->f);
	md_function_numbers(c, v->gi);
}

/* The tracker for opt's text of the violation being built, writing to
 * v->text. */
static pctx *dumper(verifier *v)
{
	need_module(v);
	v->dump->o = &v->text;
	return v->dump;
}

/* The tracker for converge's messages. */
static void with(verifier *v, outbuf *o)
{
	need_module(v);
	v->pc.o = o;
}

/* Numbers the values of f for printing.  The previous function's slot
 * arrays are freed first: fn_slots() reallocates them in place and loses
 * them if that fails. */
static void reset_slots(verifier *v, pctx *c, const function *f)
{
	const cv_allocator *al = &v->ctx->alloc;
	if (c->slot_arg)
		cv_mem_realloc(al, c->slot_arg, c->cap_slots_arg * 4, 0);
	if (c->slot_block)
		cv_mem_realloc(al, c->slot_block, c->cap_slots_block * 4, 0);
	if (c->slot_inst)
		cv_mem_realloc(al, c->slot_inst, c->cap_slots_inst * 4, 0);
	c->slot_arg = c->slot_block = c->slot_inst = NULL;
	c->cap_slots_arg = c->cap_slots_block = c->cap_slots_inst = 0;
	c->f = f;
	fn_slots(c, f);
}

static void slots_for(verifier *v, const function *f)
{
	reset_slots(v, &v->pc, f);
	reset_slots(v, &v->fresh, f);
	v->slots_gi = v->gi;
}

/* The values of the current function are numbered for printing when a
 * violation is first reported in it: a valid function costs nothing. */
static void need_slots(verifier *v)
{
	need_module(v);
	if (v->f && v->slots_gi != v->gi)
		slots_for(v, v->f);
}

static void t_inst(verifier *v, uint32_t ii)
{
	incorporate(v, ii);
	if (v->dump == &v->fresh) /* metadata numbered as for one function */
		print_instruction_alone(dumper(v), ii);
	else
		print_instruction(dumper(v), ii);
	out_char(&v->text, '\n');
}

/* Write(const Value *): an instruction in full, anything else as a typed
 * operand. */
static void t_value(verifier *v, ref r)
{
	if (REF_KIND(r) == REF_INST) {
		t_inst(v, REF_IDX(r));
		return;
	}
	/* printAsOperand does not bring the value's function into the slot
	 * tracker (a temporary one numbers it), but asking for the slot of an
	 * unnamed value processes the tracker's function */
	if (v->dump == &v->pc && unnamed_local(v, r))
		shared_asked(v);
	print_typed(dumper(v), r);
	out_char(&v->text, '\n');
}

static void t_block(verifier *v, uint32_t b)
{
	t_value(v, REF(REF_BLOCK, b));
}

static void t_function(verifier *v)
{
	print_typed(dumper(v), REF(REF_GLOBAL, v->gi));
	out_char(&v->text, '\n');
}

/* A block as GenericSSAContext prints it: its name, or its slot. */
static void bare_block(verifier *v, outbuf *o, uint32_t b)
{
	const block *bk = &v->f->blocks[b];
	if (bk->name)
		out_write(o, name_of(v, bk->name), SYM_LEN(&v->m->strs, bk->name));
	else {
		need_slots(v);
		out_uint(o, v->pc.slot_block[b]);
	}
}

/* GenericCycle::print: "depth=D: entries(E ...) B ...". */
static void t_cycle(verifier *v, uint32_t c)
{
	const cycle *cy = &v->ci.cycles[c];
	outbuf *o = &v->text;
	uint32_t i, j;
	out_str(o, "depth=");
	out_uint(o, cy->depth);
	out_str(o, ": entries(");
	for (i = 0; i < cy->nentries; i++) {
		if (i)
			out_char(o, ' ');
		bare_block(v, o, v->ci.entries[cy->entry0 + i]);
	}
	out_char(o, ')');
	for (i = 0; i < cy->nblocks; i++) {
		uint32_t b = v->ci.blocks[cy->block0 + i];
		int entry = 0;
		for (j = 0; j < cy->nentries; j++)
			entry |= v->ci.entries[cy->entry0 + j] == b;
		if (entry)
			continue;
		out_char(o, ' ');
		bare_block(v, o, b);
	}
	out_char(o, '\n');
}

/* ---- converge's message and notes ---------------------------------------- */

static void m_str(outbuf *o, const char *s)
{
	out_str(o, s);
}

/* An operand's name: %x, %3, @f, i32 0 (constants with their type). */
static void m_val(verifier *v, outbuf *o, ref r)
{
	with(v, o);
	if (REF_KIND(r) == REF_CONST)
		print_typed(&v->pc, r);
	else
		print_operand(&v->pc, r);
}

static void m_quoted(verifier *v, outbuf *o, ref r)
{
	out_char(o, '\'');
	m_val(v, o, r);
	out_char(o, '\'');
}

static void m_inst(verifier *v, outbuf *o, uint32_t ii)
{
	m_quoted(v, o, REF(REF_INST, ii));
}

static void m_block(verifier *v, outbuf *o, uint32_t b)
{
	m_val(v, o, REF(REF_BLOCK, b));
}

static void m_fn(verifier *v, outbuf *o)
{
	m_val(v, o, REF(REF_GLOBAL, v->gi));
}

static void m_uint(outbuf *o, uint64_t n)
{
	out_uint(o, n);
}

/* The intrinsic a call calls, by name. */
static void m_callee(verifier *v, outbuf *o, uint32_t ii)
{
	uint32_t g = direct_callee(v, ii);
	if (g == NONE && REF_KIND(callee_of(v, ii)) == REF_ASM)
		m_str(o, "inline asm");
	else if (g == NONE)
		m_str(o, "an indirect callee");
	else
		m_val(v, o, REF(REF_GLOBAL, g));
}

/* The instruction a call is, for messages: "'%x'" for a named result,
 * else "the call to @f". */
static void m_call(verifier *v, outbuf *o, uint32_t ii)
{
	if (inst_at(v, ii)->name) {
		m_inst(v, o, ii);
		return;
	}
	m_str(o, "the call to ");
	m_callee(v, o, ii);
}

/* Starts a note; finish it with note_end. */
static outbuf *note_begin(verifier *v)
{
	v->note.len = 0;
	return &v->note;
}

static void note_end(verifier *v, unsigned line, unsigned col)
{
	cv_verify_note *n;
	check_out(v, &v->note);
	n = grow(v, &v->notes, sizeof *n);
	n->line = line;
	n->col = col;
	n->message = keep(v, v->note.buf ? v->note.buf : "", v->note.len);
}

static void note_at(verifier *v, uint32_t ii)
{
	note_end(v, inst_at(v, ii)->line, inst_col(inst_at(v, ii)));
}

/* "the cycle with header %H (reducible) ..." as a note at the header. */
static void note_cycle(verifier *v, uint32_t c, const char *what)
{
	const cycle *cy = &v->ci.cycles[c];
	outbuf *o = note_begin(v);
	uint32_t h = v->ci.entries[cy->entry0], i;
	m_str(o, what);
	if (cy->nentries > 1) {
		m_str(o, "irreducible cycle with entries");
		for (i = 0; i < cy->nentries; i++) {
			out_char(o, ' ');
			m_block(v, o, v->ci.entries[cy->entry0 + i]);
		}
	} else {
		m_str(o, "cycle with header ");
		m_block(v, o, h);
	}
	m_str(o, "; blocks");
	for (i = 0; i < cy->nblocks && i < 16; i++) {
		out_char(o, ' ');
		m_block(v, o, v->ci.blocks[cy->block0 + i]);
	}
	if (cy->nblocks > 16)
		m_str(o, " ...");
	note_end(v, v->f->blocks[h].line, 1);
}

/* ---- building a violation ------------------------------------------------ */

/* Starts a violation of `rule` at line:col; opt's message line is written
 * (when LLVM reports it) and the dumps follow with t_*. */
static outbuf *begin(verifier *v, int rule, unsigned line, unsigned col)
{
	const verify_rule_info *ri = &verify_rules[rule];
	need_slots(v);
	memset(&v->cur, 0, sizeof v->cur);
	v->cur.v.rule = ri->id;
	v->cur.v.spec = ri->spec;
	v->cur.v.line = line;
	v->cur.v.col = col;
	v->cur.note0 = (uint32_t)v->notes.len;
	v->text.len = 0;
	v->msg.len = 0;
	v->have_llvm = ri->llvm != NULL;
	/* GenericConvergenceVerifier's rules, or the Verifier's */
	v->dump = rule >= VR_ENTRY_CONVERGENT && rule <= VR_MIXED ? &v->fresh
								   : &v->pc;
	if (ri->llvm && !strchr(ri->llvm, '%') && rule != VR_TOKEN_SELECT &&
	    rule != VR_ATTR_TYPE) {
		out_str(&v->text, ri->llvm);
		out_char(&v->text, '\n');
	}
	return &v->msg;
}

static outbuf *begin_at(verifier *v, int rule, uint32_t ii)
{
	return begin(v, rule, inst_at(v, ii)->line, inst_col(inst_at(v, ii)));
}

static void finish(verifier *v)
{
	viol *x;
	uint32_t i;
	check_out(v, &v->text);
	check_out(v, &v->msg);
	x = grow(v, &v->viols, sizeof *x);
	*x = v->cur;
	x->seq = (uint32_t)v->viols.len - 1;
	x->v.function = v->fname;
	x->v.message = keep(v, v->msg.buf ? v->msg.buf : "", v->msg.len);
	x->v.llvm = v->have_llvm
			    ? keep(v, v->text.buf ? v->text.buf : "", v->text.len)
			    : NULL;
	x->v.nnotes = v->notes.len - x->note0;
	diag_add(v->ctx, CV_ERROR, v->m->filename, x->v.line, x->v.col, NULL, 0,
		 "%s [%s]", x->v.message, x->v.rule);
	for (i = x->note0; i < v->notes.len; i++) {
		const cv_verify_note *n = &VEC_AT(&v->notes, cv_verify_note, i);
		diag_add(v->ctx, CV_NOTE, v->m->filename, n->line, n->col, NULL,
			 0, "%s", n->message);
	}
}

/* ---- 1. the function ---------------------------------------------------- */

/* Whether nofpclass fits type t: floating point, a vector or array of it. */
static int nofpclass_fits(const cv_module *m, tyid t)
{
	const type *T = &m->types[t];
	if (T->kind == TY_VECTOR || T->kind == TY_ARRAY)
		return nofpclass_fits(m, T->sub[0]);
	return T->kind >= TY_HALF && T->kind <= TY_PPC_FP128;
}

/* Whether the attribute called name[0..n) fits a value of type t (LLVM's
 * AttributeFuncs::typeIncompatible). */
static int attr_fits(const cv_module *m, const char *name, size_t n, tyid t)
{
	const type *T = &m->types[t];
	int sk = m->types[T->kind == TY_VECTOR ? T->sub[0] : t].kind;
#define K(s) (n == sizeof(s) - 1 && memcmp(name, s, n) == 0)
	if (K("zeroext") || K("signext") || K("allocalign"))
		return T->kind == TY_INT;
	if (K("range"))
		return sk == TY_INT;
	if (K("noalias") || K("nonnull") || K("readnone") || K("readonly") ||
	    K("dereferenceable") || K("dereferenceable_or_null") ||
	    K("writable") || K("dead_on_unwind") || K("initializes") ||
	    K("captures") || K("dead_on_return") || K("nest") ||
	    K("swifterror") || K("preallocated") || K("inalloca") ||
	    K("byval") || K("sret") || K("byref") || K("elementtype") ||
	    K("allocptr"))
		return T->kind == TY_PTR;
	if (K("align"))
		return sk == TY_PTR;
	if (K("noundef"))
		return T->kind != TY_VOID;
	if (K("nofpclass"))
		return nofpclass_fits(m, t);
#undef K
	return 1;
}

/* Verifier::verifyParameterAttrs' type check: the first attribute of set
 * s that does not fit type t, reported against the function, or against
 * call ii (not NONE) when the set is the call site's. */
static void check_attr_types(verifier *v, attrset s, tyid t, uint32_t ii)
{
	const cv_module *m = v->m;
	uint32_t i;
	for (i = 0; s && i < m->attrsets[s].n; i++) {
		const attr *a = &m->attrsets[s].attrs[i];
		const char *txt = SYM_STR(&m->strs, a->text);
		size_t n = 0;
		outbuf *o;
		if (a->order == 0xffff)
			continue;
		while (txt[n] && txt[n] != ' ' && txt[n] != '(')
			n++;
		if (attr_fits(m, txt, n, t))
			continue;
		o = ii == NONE ? begin(v, VR_ATTR_TYPE, m->globals[v->gi].line, 1)
			       : begin_at(v, VR_ATTR_TYPE, ii);
		out_str(&v->text, "Attribute '");
		out_str(&v->text, txt);
		out_str(&v->text, "' applied to incompatible type!\n");
		m_str(o, "attribute '");
		m_str(o, txt);
		if (ii == NONE) {
			t_function(v);
			m_str(o, "' of function ");
			m_fn(v, o);
		} else {
			t_inst(v, ii);
			m_str(o, "' of ");
			m_call(v, o, ii);
		}
		m_str(o, " does not apply to a value of type ");
		{
			char buf[128];
			print_type_to(m, t, buf, sizeof buf);
			m_str(o, buf);
		}
		finish(v);
		return;
	}
}

/* A violation of the function's type: "function @f" then `before`, then
 * argument arg quoted (if arg >= 0), then `after`.  1 if LLVM stops. */
static int fn_type_violation(verifier *v, int rule, int arg,
			     const char *before, const char *after)
{
	const global *g = &v->m->globals[v->gi];
	outbuf *o = begin(v, rule, g->line, 1);
	if (arg >= 0)
		t_value(v, REF(REF_ARG, (uint32_t)arg));
	t_function(v);
	m_str(o, "function ");
	m_fn(v, o);
	m_str(o, before);
	if (arg >= 0)
		m_quoted(v, o, REF(REF_ARG, (uint32_t)arg));
	m_str(o, after);
	finish(v);
	return v->llvm;
}

static outbuf *begin_module(verifier *v, int rule, uint32_t gi,
			    unsigned line);
static void m_global(verifier *v, outbuf *o, uint32_t gi);

/* Verifier::visitGlobalValue's rules on comdats and DLL storage classes,
 * for global gi; a violation is the function's when in one (v->f), else
 * the module's.  1 if LLVM ends visitGlobalValue. */
static int global_value_violation(verifier *v, int rule, uint32_t gi,
				  const char *after)
{
	const global *g = &v->m->globals[gi];
	outbuf *o = g->kind == G_FUNC ? begin(v, rule, g->line, 1)
				      : begin_module(v, rule, gi, g->line);
	t_value(v, REF(REF_GLOBAL, gi));
	m_global(v, o, gi);
	m_str(o, after);
	finish(v);
	return v->llvm;
}

static void check_global_value(verifier *v, uint32_t gi)
{
	const global *g = &v->m->globals[gi];
	int for_linker = g->is_decl || g->linkage == L_AVAILABLE_EXTERNALLY;
	if (for_linker && g->comdat_kind &&
	    global_value_violation(v, VR_DECL_COMDAT, gi,
				   " is a declaration in a comdat"))
		return;
	if (g->dll == 2 && g->visibility == 1 &&
	    global_value_violation(v, VR_DLLEXPORT_VISIBILITY, gi,
				   " is dllexport and hidden"))
		return;
	if (g->dll == 1) {
		if (g->visibility != 0 &&
		    global_value_violation(v, VR_DLLIMPORT_VISIBILITY, gi,
					   " is dllimport without default "
					   "visibility"))
			return;
		/* (dllimport and dso_local: the reader refuses them) */
		if (!((g->is_decl && (g->linkage == L_EXTERNAL ||
				      g->linkage == L_EXTERN_WEAK)) ||
		      g->linkage == L_AVAILABLE_EXTERNALLY))
			global_value_violation(v, VR_DLLIMPORT_EXTERNAL, gi,
					       " is dllimport but not an "
					       "external declaration");
	}
}

/* Verifier::visitFunction: token arguments and results (every function),
 * an intrinsic's name and the predecessors of the entry block
 * (definitions). */
static void visit_function(verifier *v)
{
	const function *f = v->f;
	const global *g = &v->m->globals[v->gi];
	tyid ret = v->m->types[f->type].sub[0];
	uint32_t i;
	outbuf *o;
	check_global_value(v, v->gi); /* visitFunction begins with it */
	/* an intrinsic's attributes come from converge's table, which does
	 * not know when LLVM leaves a declaration of a different signature
	 * without them: not checked */
	if (!has_llvm_prefix(v, v->gi)) {
		check_attr_types(v, f->ret_attrs, ret, NONE);
		for (i = 0; i < f->nargs; i++)
			check_attr_types(v, f->args[i].attrs, f->args[i].type,
					 NONE);
	}
	if ((f->callconv == 91 || f->callconv == 76 || f->callconv == 104 ||
	     f->callconv == 105) &&
	    v->m->types[ret].kind != TY_VOID) {
		o = begin(v, VR_CC_VOID_RETURN, g->line, 1);
		t_function(v);
		m_str(o, "kernel ");
		m_fn(v, o);
		m_str(o, " returns a value; its calling convention requires "
			 "void");
		finish(v);
		if (v->llvm)
			return;
	}
	if (!has_llvm_prefix(v, v->gi)) {
		for (i = 0; i < f->nargs; i++) {
			tyid at = f->args[i].type;
			if (v->m->types[at].kind == TY_X86_AMX &&
			    fn_type_violation(v, VR_AMX_ARGUMENT, (int)i,
					      " takes an x86_amx argument ", ""))
				return;
			if (is_token(v, at) &&
			    fn_type_violation(v, VR_TOKEN_ARGUMENT, (int)i,
					      " takes a token argument ",
					      "; only intrinsics may take tokens"))
				return;
		}
		if (is_token(v, ret) &&
		    fn_type_violation(v, VR_TOKEN_RETURN, -1,
				      " returns a token; only intrinsics may "
				      "return tokens", ""))
			return;
		if (v->m->types[ret].kind == TY_X86_AMX &&
		    fn_type_violation(v, VR_AMX_RETURN, -1,
				      " returns x86_amx; only intrinsics may", ""))
			return;
	}
	/* a definition: first its name, then its entry block */
	if (!g->is_decl && has_llvm_prefix(v, v->gi)) {
		o = begin(v, VR_INTRINSIC_DEFINED, g->line, 1);
		t_function(v);
		m_fn(v, o);
		m_str(o, " is defined, but names beginning with 'llvm.' are "
			 "intrinsics, which may only be declared");
		finish(v);
		if (v->llvm)
			return;
	}
	if (!g->is_decl && f->nblocks && CFG_NPRED(&v->g, 0)) {
		uint32_t p = CFG_PREDS(&v->g, 0)[0];
		const block *pb = &f->blocks[p];
		o = begin(v, VR_ENTRY_PREDS, f->blocks[0].line, 1);
		t_block(v, 0);
		m_str(o, "the entry block ");
		m_block(v, o, 0);
		m_str(o, " of ");
		m_fn(v, o);
		m_str(o, " has predecessors");
		o = note_begin(v);
		m_block(v, o, p);
		m_str(o, " branches to the entry block here");
		note_at(v, pb->first + pb->n - 1);
		finish(v);
	}
}

/* ---- 2. blocks and instructions ------------------------------------------ */

/* The blocks' instructions in the dense map (v->iblock), from the blocks'
 * ranges; each block's terminator checked on the way.  0, and the first
 * block without a terminator in v->no_term, if there is one.  The
 * terminators lie far apart in the instructions, long out of the cache:
 * they are fetched some blocks ahead. */
enum { MAP_AHEAD = 16 };
/* The prefetching of every instruction's operands' definitions pays from
 * this many instructions (1.3 MiB of records, more than a core's cache
 * holds): a smaller function's records stay in the cache once read, and
 * these prefetches only cost instructions (a sixth of the verifier's time
 * on 1,600 small kernels).  Those of blocks cost little: always. */
enum { PREFETCH_MIN = 1 << 15 };
static int map_blocks(verifier *v)
{
	const function *f = v->f;
	uint32_t b, i;
	v->iblock = arena_alloc(&v->fa, ((size_t)f->ninsts + 1) * sizeof *v->iblock);
	for (b = 0; b < f->nblocks; b++) {
		const block *bk = &f->blocks[b];
		uint32_t last;
#if defined(__GNUC__)
		if (b + MAP_AHEAD < f->nblocks) {
			const block *a = &f->blocks[b + MAP_AHEAD];
			if (a->n)
				__builtin_prefetch(&f->insts[a->first + a->n - 1]);
		}
#endif
		if (!bk->n ||
		    !opcode_is_terminator(f->insts[bk->first + bk->n - 1].op)) {
			v->no_term = b;
			v->iblock = NULL;
			return 0;
		}
		last = bk->first + bk->n - 1;
		for (i = bk->first; i < last; i++)
			v->iblock[i] = b;
		v->iblock[last] = f->insts[last].op == OP_INVOKE ? b | IB_INVOKE : b;
	}
	return 1;
}

/* The order in which LLParser creates blocks (at their first mention: a
 * label, or a reference from an earlier instruction).  LLVM sorts blocks by
 * address when it matches phi entries with predecessors; creation order is
 * the nearest deterministic stand-in. */
static void compute_rank(verifier *v)
{
	const function *f = v->f;
	uint32_t b, i, k, next = 0;
	v->rank = arena_alloc(&v->fa, f->nblocks * sizeof *v->rank);
	memset(v->rank, 0xff, f->nblocks * sizeof *v->rank);
	for (b = 0; b < f->nblocks; b++) {
		const block *bk = &f->blocks[b];
#if defined(__GNUC__)
		/* a block's first instruction, far from the one before: its
		 * record and operands fetched some blocks ahead */
		if (b + MAP_AHEAD < f->nblocks)
			__builtin_prefetch(&f->insts[f->blocks[b + MAP_AHEAD].first]);
		if (b + MAP_AHEAD / 2 < f->nblocks) {
			const block *a = &f->blocks[b + MAP_AHEAD / 2];
			const inst *fi = &f->insts[a->first];
			if (a->n && fi->nops)
				__builtin_prefetch(&f->ops[fi->ops]);
			if (a->n > 1) {
				const inst *ti = &f->insts[a->first + a->n - 1];
				if (ti->nops)
					__builtin_prefetch(&f->ops[ti->ops]);
			}
		}
#endif
		if (v->rank[b] == NONE)
			v->rank[b] = next++;
		/* blocks are named by the phis at the top and the terminator
		 * at the end; no other instruction has a block operand */
		for (i = bk->first; i < bk->first + bk->n; i++) {
			const ref *ops;
			if (f->insts[i].op != OP_PHI && i + 1 < bk->first + bk->n) {
				i = bk->first + bk->n - 2; /* to the terminator */
				continue;
			}
			ops = ops_of(v, i);
			for (k = 0; k < f->insts[i].nops; k++)
				if (REF_KIND(ops[k]) == REF_BLOCK &&
				    v->rank[REF_IDX(ops[k])] == NONE)
					v->rank[REF_IDX(ops[k])] = next++;
		}
	}
}

typedef struct phi_entry {
	uint32_t block;
	ref value;
} phi_entry;

static void sort_by_rank(verifier *v, uint32_t *blocks, uint32_t n)
{
	uint32_t i, j;
	for (i = 1; i < n; i++) {
		uint32_t x = blocks[i];
		for (j = i; j > 0 && v->rank[blocks[j - 1]] > v->rank[x]; j--)
			blocks[j] = blocks[j - 1];
		blocks[j] = x;
	}
}

static void sort_entries(verifier *v, phi_entry *e, uint32_t n)
{
	uint32_t i, j;
	for (i = 1; i < n; i++) {
		phi_entry x = e[i];
		for (j = i; j > 0; j--) {
			const phi_entry *y = &e[j - 1];
			if (v->rank[y->block] < v->rank[x.block] ||
			    (y->block == x.block && y->value <= x.value))
				break;
			e[j] = e[j - 1];
		}
		e[j] = x;
	}
}

static int is_pred(const verifier *v, uint32_t b, uint32_t p)
{
	uint32_t i;
	for (i = 0; i < CFG_NPRED(&v->g, b); i++)
		if (CFG_PREDS(&v->g, b)[i] == p)
			return 1;
	return 0;
}

/* Verifier::visitBasicBlock: each phi at the top of the block has one
 * entry per predecessor edge, the same value for repeated edges. */
static void visit_block(verifier *v, uint32_t b)
{
	const function *f = v->f;
	const block *bk = &f->blocks[b];
	uint32_t npred = CFG_NPRED(&v->g, b), ii, i;
	uint32_t *preds;
	phi_entry *e;
	outbuf *o;
	v->seen_conv = NONE;
	if (!bk->n || f->insts[bk->first].op != OP_PHI)
		return;
	preds = arena_alloc(&v->fa, (npred + 1) * sizeof *preds);
	memcpy(preds, CFG_PREDS(&v->g, b), npred * sizeof *preds);
	sort_by_rank(v, preds, npred);
	for (ii = bk->first; ii < bk->first + bk->n && f->insts[ii].op == OP_PHI;
	     ii++) {
		const ref *ops = ops_of(v, ii);
		uint32_t nin = f->insts[ii].nops / 2;
		if (nin != npred) {
			o = begin_at(v, VR_PHI_COUNT, ii);
			t_inst(v, ii);
			m_str(o, "phi ");
			m_inst(v, o, ii);
			m_str(o, " has ");
			m_uint(o, nin);
			m_str(o, nin == 1 ? " incoming entry, but its block "
					  : " incoming entries, but its block ");
			m_block(v, o, b);
			m_str(o, " has ");
			m_uint(o, npred);
			m_str(o, npred == 1 ? " predecessor edge"
					    : " predecessor edges");
			finish(v);
			if (v->llvm)
				return;
			continue;
		}
		e = arena_alloc(&v->fa, (nin + 1) * sizeof *e);
		for (i = 0; i < nin; i++) {
			e[i].value = ops[2 * i];
			e[i].block = REF_IDX(ops[2 * i + 1]);
		}
		sort_entries(v, e, nin);
		for (i = 0; i < nin; i++) {
			if (i && e[i].block == e[i - 1].block &&
			    e[i].value != e[i - 1].value) {
				o = begin_at(v, VR_PHI_DUPLICATE, ii);
				t_inst(v, ii);
				t_block(v, e[i].block);
				t_value(v, e[i].value);
				t_value(v, e[i - 1].value);
				m_str(o, "phi ");
				m_inst(v, o, ii);
				m_str(o, " has entries for ");
				m_block(v, o, e[i].block);
				m_str(o, " with different values, ");
				m_val(v, o, e[i - 1].value);
				m_str(o, " and ");
				m_val(v, o, e[i].value);
				finish(v);
				if (v->llvm)
					return;
				break;
			}
			if (e[i].block != preds[i]) {
				o = begin_at(v, VR_PHI_MATCH, ii);
				t_inst(v, ii);
				t_block(v, e[i].block);
				t_block(v, preds[i]);
				m_str(o, "phi ");
				m_inst(v, o, ii);
				if (!is_pred(v, b, e[i].block)) {
					m_str(o, " has an entry for ");
					m_block(v, o, e[i].block);
					m_str(o, ", which is not a predecessor "
						 "of ");
				} else {
					m_str(o, " has no entry for predecessor ");
					m_block(v, o, preds[i]);
					m_str(o, " of ");
				}
				m_block(v, o, b);
				finish(v);
				if (v->llvm)
					return;
				break;
			}
		}
	}
}

/* DominatorTree::dominates(BasicBlockEdge, UseBB). */
static int edge_dominates(const verifier *v, uint32_t start, uint32_t end,
			  uint32_t use_bb)
{
	uint32_t i, n = CFG_NPRED(&v->g, end), dup = 0;
	const uint32_t *p = CFG_PREDS(&v->g, end);
	if (!cfg_dominates(&v->dom, end, use_bb))
		return 0;
	if (n == 1)
		return 1;
	for (i = 0; i < n; i++) {
		if (p[i] == start) {
			if (dup++)
				return 0;
			continue;
		}
		if (!cfg_dominates(&v->dom, end, p[i]))
			return 0;
	}
	return 1;
}

/* DominatorTree::dominates(Def, Use) for operand k of instruction user:
 * a phi uses its operand at the end of the incoming block; an invoke's
 * result is defined on the edge to its normal destination.  A callbr's
 * is not (LLVM 22 lets its indirect destinations use it): like any other
 * instruction's, at the end of its block. */
static int dominates_use(const verifier *v, uint32_t def, uint32_t user,
			 uint32_t k)
{
	/* the defining instruction's block from the dense map, which
	 * misses the cache less than the instruction does */
	const inst *u = inst_at(v, user), *d = NULL;
	uint32_t def_bb = v->iblock[def], use_bb = u->block;
	int phi = u->op == OP_PHI;
	if (def_bb & IB_INVOKE) {
		const ref *dops = ops_of(v, def);
		d = inst_at(v, def);
		def_bb &= ~IB_INVOKE;
		if (dops[d->nops - 2] == dops[d->nops - 1])
			return 1; /* Verifier::verifyDominatesUse skips it */
	}
	if (phi)
		use_bb = REF_IDX(ops_of(v, user)[k + 1]);
	if (!reachable(v, use_bb))
		return 1;
	if (!reachable(v, def_bb))
		return 0;
	if (d) { /* an invoke */
		const ref *dops = ops_of(v, def);
		uint32_t normal = REF_IDX(dops[d->nops - 2]);
		if (phi && u->block == normal && use_bb == def_bb)
			return 1;
		return edge_dominates(v, def_bb, normal, use_bb);
	}
	if (def_bb != use_bb)
		return cfg_dominates(&v->dom, def_bb, use_bb);
	if (phi)
		return 1;
	return def < user;
}

/* Operand k of a call is the operand of a convergencectrl bundle. */
static int is_bundle_token(const verifier *v, uint32_t ii, uint32_t k)
{
	const inst_ext *x = inst_at(v, ii)->ext;
	uint32_t i;
	if (!is_call(inst_at(v, ii)->op) || !x)
		return 0;
	for (i = 0; i < x->nbundles; i++)
		if (k >= x->bundles[i].first &&
		    k < x->bundles[i].first + x->bundles[i].n &&
		    is_convergencectrl(v, &x->bundles[i]))
			return 1;
	return 0;
}

/* Whether every operand of ii that is an instruction dominates it and
 * none is ii itself (outside a phi): nothing for visit_operands to say
 * (almost every instruction), found in one pass without reports. */
static int operands_fine(const verifier *v, uint32_t ii)
{
	const inst *in = inst_at(v, ii);
	const ref *ops = ops_of(v, ii);
	uint32_t k, def;
	int phi = in->op == OP_PHI;
	for (k = 0; k < in->nops; k++) {
		if (REF_KIND(ops[k]) != REF_INST)
			continue;
		def = REF_IDX(ops[k]);
		/* an earlier instruction of the block (not an invoke): what
		 * dominates_use answers, without the call (most operands) */
		if (def < ii && v->iblock[def] == in->block && !phi)
			continue;
		if ((def == ii && !phi) || !dominates_use(v, def, ii, k))
			return 0;
	}
	return 1;
}

/* Verifier::visitInstruction: no instruction but a phi uses itself (which
 * ends the visit); every operand that is an instruction dominates its use
 * (each one is checked).  1 if LLVM ends the visit. */
static int visit_operands(verifier *v, uint32_t ii)
{
	const inst *in = inst_at(v, ii);
	const ref *ops = ops_of(v, ii);
	uint32_t k;
	outbuf *o;
	/* checked ahead, all dominating (then none is the instruction
	 * itself, which the check below would report, in a reachable
	 * block): nothing to report */
	if (ii - v->pre_from < v->pre_to - v->pre_from &&
	    !v->pre_bad[ii - v->pre_from])
		return 0;
	if (operands_fine(v, ii))
		return 0;
	if (in->op != OP_PHI && reachable(v, in->block)) {
		for (k = 0; k < in->nops; k++)
			if (ops[k] == REF(REF_INST, ii))
				break;
		if (k < in->nops) {
			o = begin_at(v, VR_SELF_REFERENCE, ii);
			t_inst(v, ii);
			m_inst(v, o, ii);
			m_str(o, " uses its own value; only a phi may");
			finish(v);
			if (v->llvm)
				return 1;
		}
	}
	for (k = 0; k < in->nops; k++) {
		uint32_t def;
		if (REF_KIND(ops[k]) != REF_INST)
			continue;
		def = REF_IDX(ops[k]);
		if (def == ii && in->op != OP_PHI && !v->llvm)
			continue; /* reported above */
		if (dominates_use(v, def, ii, k))
			continue;
		if (!v->llvm && in->op != OP_PHI) {
			/* one report per value (opt reports each operand) */
			uint32_t j;
			for (j = 0; j < k && ops[j] != ops[k]; j++)
				;
			if (j < k)
				continue;
		}
		o = begin_at(v, VR_DOMINANCE, ii);
		t_inst(v, def);
		t_inst(v, ii);
		if (!v->llvm && is_bundle_token(v, ii, k)) {
			/* the text's rule for tokens; opt reports both */
			const verify_rule_info *ri = &verify_rules[VR_TOKEN_DOMINANCE];
			v->cur.v.rule = ri->id;
			v->cur.v.spec = ri->spec;
			v->dump = &v->fresh;
			if (!cfg_dominates(&v->dom, inst_at(v, def)->block,
					   in->block)) {
				out_str(&v->text, ri->llvm);
				out_char(&v->text, '\n');
				t_inst(v, def);
				t_inst(v, ii);
			}
			m_str(o, "convergence token ");
		}
		m_inst(v, o, def);
		m_str(o, " does not dominate this use");
		if (in->op == OP_PHI) {
			m_str(o, " on the edge from ");
			m_block(v, o, REF_IDX(ops[k + 1]));
		}
		o = note_begin(v);
		m_inst(v, o, def);
		m_str(o, " is defined here, in ");
		m_block(v, o, inst_at(v, def)->block);
		if (!reachable(v, inst_at(v, def)->block))
			m_str(o, ", which is unreachable");
		note_at(v, def);
		/* Verifier::verifyDominatesUse returns to the loop over the
		 * operands: every operand is checked */
		finish(v);
	}
	return 0;
}

/* GenericConvergenceVerifier::findAndCheckConvergenceTokenUsed: at most
 * one convergencectrl bundle, with one token operand, produced by a
 * convergence control intrinsic.  Returns that intrinsic call or NONE. */
static uint32_t find_token(verifier *v, uint32_t ii)
{
	uint32_t n = count_bundles(v, ii), def;
	const bundle *b;
	ref tok;
	outbuf *o;
	if (n > 1) {
		o = begin_at(v, VR_BUNDLE_ONCE, ii);
		t_inst(v, ii);
		m_call(v, o, ii);
		m_str(o, " has ");
		m_uint(o, n);
		m_str(o, " convergencectrl bundles; at most one is allowed");
		finish(v);
		return NONE;
	}
	if (!n)
		return NONE;
	b = first_bundle(v, ii);
	tok = b->n ? ops_of(v, ii)[b->first] : REF_NULL;
	if (b->n != 1 || !is_token(v, value_type(v->m, v->f, tok))) {
		o = begin_at(v, VR_BUNDLE_ONE_TOKEN, ii);
		t_inst(v, ii);
		m_str(o, "the convergencectrl bundle of ");
		m_call(v, o, ii);
		if (b->n != 1) {
			m_str(o, " has ");
			m_uint(o, b->n);
			m_str(o, " operands; it takes exactly one token");
		} else
			m_str(o, " has an operand that is not a token");
		finish(v);
		return NONE;
	}
	def = REF_KIND(tok) == REF_INST ? REF_IDX(tok) : NONE;
	if (def == NONE || !conv_op(v, def)) {
		o = begin_at(v, VR_BUNDLE_SOURCE, ii);
		t_value(v, tok);
		t_inst(v, ii);
		m_str(o, "convergencectrl operand ");
		m_quoted(v, o, tok);
		m_str(o, " is not produced by a convergence control intrinsic");
		if (def != NONE) {
			o = note_begin(v);
			m_quoted(v, o, tok);
			m_str(o, " is defined here");
			if (is_call(inst_at(v, def)->op)) {
				m_str(o, " by a call to ");
				m_callee(v, o, def);
			}
			note_at(v, def);
		} else if (REF_KIND(tok) == REF_ARG)
			m_str(o, " (it is an argument of the function)");
		else if (REF_KIND(tok) == REF_CONST)
			m_str(o, " (it is a constant)");
		finish(v);
		return NONE;
	}
	if (!v->token_of) {
		/* made at the first token used: most functions have none */
		size_t sz = v->f->ninsts * sizeof *v->token_of;
		v->token_of = arena_alloc(&v->fa, sz);
		memset(v->token_of, 0xff, sz);
		v->popped_by = arena_alloc(&v->fa, sz);
		memset(v->popped_by, 0xff, sz);
	}
	v->token_of[ii] = def;
	v->any_token = 1;
	return def;
}

static void note_preceding(verifier *v)
{
	outbuf *o = note_begin(v);
	m_str(o, "preceded by this convergent operation");
	note_at(v, v->seen_conv);
}

/* GenericConvergenceVerifier::visit on a call: the intrinsics' placement
 * and operands, and the mixing of controlled and uncontrolled convergent
 * operations (LLVM's state machine; the text's rule is check_mixed). */
static void visit_convergence(verifier *v, uint32_t ii)
{
	int op = conv_op(v, ii);
	uint32_t def = find_token(v, ii), b = block_of(v, ii);
	int conv = convergent(v, ii);
	outbuf *o;
#define FAIL()                                                                 \
	do {                                                                   \
		finish(v);                                                     \
		if (v->llvm)                                                   \
			return;                                                \
	} while (0)
	switch (op) {
	case INTR_CONV_ENTRY:
		if (!v->f->is_convergent) {
			o = begin_at(v, VR_ENTRY_CONVERGENT, ii);
			t_inst(v, ii);
			m_str(o, "llvm.experimental.convergence.entry in ");
			m_fn(v, o);
			m_str(o, ", which is not convergent");
			FAIL();
		}
		if (b != 0) {
			o = begin_at(v, VR_ENTRY_BLOCK, ii);
			t_inst(v, ii);
			m_str(o, "llvm.experimental.convergence.entry in ");
			m_block(v, o, b);
			m_str(o, ", which is not the entry block of ");
			m_fn(v, o);
			FAIL();
		}
		if (v->seen_conv != NONE) {
			int again = conv_op(v, v->seen_conv) == INTR_CONV_ENTRY &&
				    !v->llvm;
			o = begin_at(v, again ? VR_ENTRY_ONCE : VR_ENTRY_FIRST, ii);
			t_inst(v, ii);
			if (again) {
				m_str(o, "second llvm.experimental.convergence."
					 "entry in ");
				m_fn(v, o);
				o = note_begin(v);
				m_str(o, "the first one is here");
				note_at(v, v->seen_conv);
			} else {
				m_str(o, "llvm.experimental.convergence.entry "
					 "is preceded by a convergent "
					 "operation in its block");
				note_preceding(v);
			}
			FAIL();
		}
		/* fall through */
	case INTR_CONV_ANCHOR:
		if (def != NONE || (!v->llvm && count_bundles(v, ii))) {
			o = begin_at(v, VR_NO_OPERAND, ii);
			t_inst(v, ii);
			m_callee(v, o, ii);
			m_str(o, " cannot take a convergencectrl operand; it "
				 "starts a new token");
			v->have_llvm = def != NONE;
			FAIL();
		}
		break;
	case INTR_CONV_LOOP:
		if (def == NONE && (v->llvm || !count_bundles(v, ii))) {
			o = begin_at(v, VR_LOOP_OPERAND, ii);
			t_inst(v, ii);
			m_str(o, "llvm.experimental.convergence.loop without a "
				 "convergencectrl operand: it needs the token "
				 "of the enclosing scope");
			FAIL();
		}
		if (v->seen_conv != NONE) {
			o = begin_at(v, VR_LOOP_FIRST, ii);
			t_inst(v, ii);
			m_str(o, "llvm.experimental.convergence.loop is preceded "
				 "by a convergent operation in its block");
			note_preceding(v);
			FAIL();
		}
		break;
	}
#undef FAIL
	if (conv && v->seen_conv == NONE)
		v->seen_conv = ii;
	if (!v->llvm) {
		/* the text's rules: the bundle on convergent operations only;
		 * mixing is checked once the function is visited */
		int bundled = count_bundles(v, ii) != 0;
		if (bundled && !conv && !op) {
			o = begin_at(v, VR_BUNDLE_CONVERGENT, ii);
			m_str(o, "convergencectrl bundle on ");
			m_call(v, o, ii);
			m_str(o, ", which is not convergent");
			if (direct_callee(v, ii) != NONE) {
				m_str(o, " (");
				m_callee(v, o, ii);
				m_str(o, " is not declared convergent)");
			}
			finish(v);
		}
		if (bundled && conv && v->first_controlled == NONE)
			v->first_controlled = ii;
		if (!bundled && conv && !op)
			*(uint32_t *)grow(v, &v->uncontrolled, sizeof(uint32_t)) = ii;
		return;
	}
	if (def != NONE || op) {
		if (v->kind == UNCONTROLLED) {
			o = begin_at(v, VR_MIXED, ii);
			t_inst(v, ii);
			m_call(v, o, ii);
			m_str(o, " is controlled, but an earlier convergent "
				 "operation in ");
			m_fn(v, o);
			m_str(o, " is not");
			finish(v);
			return;
		}
		v->kind = CONTROLLED;
	} else if (conv) {
		if (v->kind == CONTROLLED) {
			o = begin_at(v, VR_MIXED, ii);
			t_inst(v, ii);
			m_str(o, "uncontrolled convergent operation in ");
			m_fn(v, o);
			m_str(o, ", which has controlled ones");
			finish(v);
			return;
		}
		v->kind = UNCONTROLLED;
	}
}

/* ---- !range metadata ----------------------------------------------------- */

/* A bound of a !range node: operand k when it is an integer constant
 * (mdconst::dyn_extract<ConstantInt>), else NULL. */
static const constant *range_bound(const verifier *v, const md_node *nd,
				   uint32_t k)
{
	const md_op *op = &nd->ops[k];
	const constant *c;
	if (op->kind != MDO_VALUE || REF_KIND(op->value) != REF_CONST)
		return NULL;
	c = &v->m->consts[REF_IDX(op->value)];
	return c->kind == C_INT && v->m->types[c->type].kind == TY_INT ? c : NULL;
}

/* A range [lo, hi) of w-bit values (w <= 64), wrapping as ConstantRange. */
typedef struct wrange {
	uint64_t lo, hi, mask;
} wrange;

static int wrange_has(const wrange *r, uint64_t x)
{
	return ((x - r->lo) & r->mask) < ((r->hi - r->lo) & r->mask);
}

/* Whether two ranges, neither empty nor full, share a value: then one's
 * lower bound lies in the other. */
static int wrange_meet(const wrange *a, const wrange *b)
{
	return wrange_has(a, b->lo) || wrange_has(b, a->lo);
}

static int wrange_adjacent(const wrange *a, const wrange *b)
{
	return a->hi == b->lo || a->lo == b->hi;
}

/* The w-bit value as signed. */
static int64_t wrange_signed(uint64_t x, uint64_t mask)
{
	return (int64_t)((x & ~(mask >> 1)) ? x | ~mask : x);
}

/* A violation of a !range rule by instruction ii with node `node`; opt
 * dumps the instruction (dump_inst), the node, or nothing (the missing
 * bound).  1 if LLVM stops. */
static int range_violation(verifier *v, int rule, uint32_t ii, uint32_t node,
			   int dump, const char *what)
{
	const md_node *nd = &v->m->md[node];
	outbuf *o = begin_at(v, rule, ii);
	if (dump == 1)
		t_inst(v, ii);
	else if (dump == 2)
		print_md_def(dumper(v), node);
	/* converge's messages do not name the node: the printed number
	 * (opt's) is not the one written in the source */
	m_str(o, "the !range metadata of this ");
	m_str(o, opcode_names[inst_at(v, ii)->op]);
	m_str(o, ": ");
	m_str(o, what);
	o = note_begin(v);
	m_str(o, "the range node is defined here");
	note_end(v, nd->line, nd->col ? nd->col : 1);
	finish(v);
	return v->llvm;
}

/* Verifier::visitInstruction's !range check and verifyRangeLikeMetadata:
 * on loads, calls and invokes only; pairs of integer constants of the
 * result's scalar type, each range neither empty nor full, the ranges
 * disjoint, not adjacent and in signed order of their lower bounds (the
 * last and the first are compared too, as ranges wrap).  Ranges of more
 * than 64 bits get the checks of shape and type only.  1 if LLVM stops. */
static int check_range(verifier *v, uint32_t ii)
{
	const inst *in = inst_at(v, ii);
	const cv_module *m = v->m;
	const md_node *nd;
	uint32_t node = NONE, k, n;
	tyid scalar;
	wrange first, last;
	if (!v->range_kind)
		return 0; /* no instruction is attached a "range" */
	for (k = 0; in->ext && k < in->ext->nmd; k++)
		if (in->ext->md[k].kind == v->range_kind)
			node = m->md[in->ext->md[k].node].canon;
	if (node == NONE)
		return 0;
	if (in->op != OP_LOAD && in->op != OP_CALL && in->op != OP_INVOKE)
		return range_violation(v, VR_RANGE_PLACEMENT, ii, node, 1,
				       "range metadata belongs on loads, calls "
				       "and invokes only");
	nd = &m->md[node];
	n = nd->nops / 2;
	/* (set here, not at their declaration: every instruction comes
	 * through the tests above) */
	memset(&first, 0, sizeof first);
	memset(&last, 0, sizeof last);
	if (nd->nops % 2)
		return range_violation(v, VR_RANGE_UNFINISHED, ii, node, 2,
				       "an odd number of operands (bounds come "
				       "in pairs)");
	if (!n)
		return range_violation(v, VR_RANGE_NONE, ii, node, 2,
				       "no ranges");
	scalar = in->type;
	if (m->types[scalar].kind == TY_VECTOR)
		scalar = m->types[scalar].sub[0];
	for (k = 0; k < n; k++) {
		const constant *lo = range_bound(v, nd, 2 * k);
		const constant *hi = range_bound(v, nd, 2 * k + 1);
		uint64_t bits, mask;
		wrange cur;
		if (!lo)
			return range_violation(v, VR_RANGE_LOW, ii, node, 0,
					       "a lower bound is not an integer "
					       "constant");
		if (!hi)
			return range_violation(v, VR_RANGE_HIGH, ii, node, 0,
					       "an upper bound is not an "
					       "integer constant");
		if (hi->type != lo->type)
			return range_violation(v, VR_RANGE_PAIR_TYPES, ii, node,
					       1, "the bounds of a range differ "
					       "in type");
		if (hi->type != scalar)
			return range_violation(v, VR_RANGE_TYPE, ii, node, 1,
					       "the bounds are not of the "
					       "result's (scalar) type");
		bits = m->types[lo->type].n;
		if (bits > 64)
			continue;
		mask = bits == 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1;
		cur.lo = lo->v.u & mask;
		cur.hi = hi->v.u & mask;
		cur.mask = mask;
		if (cur.lo == cur.hi && cur.lo != 0 && cur.lo != mask)
			return range_violation(v, VR_RANGE_SAME, ii, node, 1,
					       "a range whose bounds are equal");
		if (cur.lo == cur.hi)
			return range_violation(v, VR_RANGE_EMPTY, ii, node, 2,
					       "an empty or full range");
		if (k) {
			if (wrange_meet(&cur, &last))
				return range_violation(v, VR_RANGE_OVERLAP, ii,
						       node, 2,
						       "overlapping ranges");
			if (wrange_signed(cur.lo, mask) <=
			    wrange_signed(last.lo, mask))
				return range_violation(v, VR_RANGE_ORDER, ii,
						       node, 2,
						       "ranges out of signed "
						       "order");
			if (wrange_adjacent(&cur, &last))
				return range_violation(v, VR_RANGE_CONTIGUOUS,
						       ii, node, 2,
						       "adjacent ranges (write "
						       "them as one)");
		} else {
			first = cur;
		}
		last = cur;
	}
	if (n > 2 && first.mask) {
		if (wrange_meet(&first, &last))
			return range_violation(v, VR_RANGE_OVERLAP, ii, node, 2,
					       "the last range overlaps the "
					       "first");
		if (wrange_adjacent(&first, &last))
			return range_violation(v, VR_RANGE_CONTIGUOUS, ii, node,
					       2, "the last range is adjacent "
					       "to the first (write them as "
					       "one)");
	}
	return 0;
}

/* Verifier::visitCallBase, the checks on tokens, then the convergence
 * visit.  Returns 0 where LLVM returns before visitInstruction.  A callbr
 * gets the convergence visit only: LLVM's visitCallBrInst does not go
 * through visitCallBase (opt accepts a callbr with a signext float). */
/* Whether parameter attributes s hold an elementtype(...). */
static int has_elementtype(const cv_module *m, attrset s)
{
	uint32_t i;
	for (i = 0; s && i < m->attrsets[s].n; i++) {
		const attr *a = &m->attrsets[s].attrs[i];
		if (a->order != 0xffff &&
		    strncmp(SYM_STR(&m->strs, a->text), "elementtype(", 12) == 0)
			return 1;
	}
	return 0;
}

static void asm_violation(verifier *v, int rule, uint32_t ii, const char *what)
{
	outbuf *o = begin_at(v, rule, ii);
	t_inst(v, ii);
	m_call(v, o, ii);
	m_str(o, what);
	finish(v);
}

/* Verifier::verifyInlineAsmCall: the arguments of a call of inline asm
 * against its constraints (those that take an argument: inputs and
 * indirect outputs), then its label constraints against the callbr's
 * indirect destinations.  Like LLVM, the first failure ends the check. */
static void check_inline_asm(verifier *v, uint32_t ii)
{
	const inst *in = inst_at(v, ii);
	const cv_module *m = v->m;
	ref callee = callee_of(v, ii);
	const inline_asm *ia;
	const char *cs;
	uint8_t kind[64], indirect[64];
	uint32_t arg = 0, labels = 0;
	int n, k;
	if (REF_KIND(callee) != REF_ASM || !in->ext)
		return;
	ia = &m->asms[REF_IDX(callee)];
	cs = SYM_STR(&m->strs, ia->constraints);
	n = asm_constraint_kinds(cs, SYM_LEN(&m->strs, ia->constraints), kind,
				 indirect, 64);
	for (k = 0; k < n; k++) {
		attrset as;
		if (kind[k] == AC_LABEL) {
			labels++;
			continue;
		}
		if (kind[k] != AC_INPUT && !(kind[k] == AC_OUTPUT && indirect[k]))
			continue;
		if (arg >= in->ext->nargs)
			return; /* InlineAsm::verify counted them */
		as = in->ext->arg_attrs ? in->ext->arg_attrs[arg] : 0;
		if (indirect[k]) {
			tyid t = value_type(m, v->f, ops_of(v, ii)[arg]);
			if (m->types[t].kind != TY_PTR) {
				asm_violation(v, VR_ASM_INDIRECT_POINTER, ii,
					      ": the operand of an indirect "
					      "constraint is not a pointer");
				return;
			}
			if (!has_elementtype(m, as)) {
				asm_violation(v, VR_ASM_INDIRECT_ELEMTYPE, ii,
					      ": the operand of an indirect "
					      "constraint has no elementtype");
				return;
			}
		} else if (has_elementtype(m, as)) {
			asm_violation(v, VR_ASM_DIRECT_ELEMTYPE, ii,
				      ": elementtype on the operand of a "
				      "constraint that is not indirect");
			return;
		}
		arg++;
	}
	if (n < 0)
		return; /* beyond what is checked (64 constraints) */
	if (in->op == OP_CALLBR ? labels != in->ext->nindices : labels != 0)
		asm_violation(v, in->op == OP_CALLBR ? VR_ASM_LABELS_CALLBR
						     : VR_ASM_LABELS_CALL,
			      ii, in->op == OP_CALLBR
				      ? ": its label constraints are not one "
					"for each indirect destination"
				      : ": label constraints outside a callbr");
}

/* The bits of a type an atomic access may have (DataLayout's
 * getTypeSizeInBits of an integer, floating-point or pointer type or a
 * vector of them; a scalable vector's least). */
static uint64_t access_bits(const cv_module *m, tyid t)
{
	const type *ty = &m->types[t];
	if (ty->kind == TY_VECTOR)
		return ty->n * access_bits(m, ty->sub[0]);
	if (ty->kind == TY_INT)
		return ty->n;
	return layout_store_size(m, t) * 8; /* whole bytes */
}

/* A violation of `rule` by the access ii of type t: opt dumps the type
 * (but for an unsized one) and the instruction. */
static void access_violation(verifier *v, int rule, uint32_t ii, tyid t,
			     const char *what)
{
	const inst *in = inst_at(v, ii);
	outbuf *o = begin_at(v, rule, ii);
	if (rule != VR_LOAD_UNSIZED && rule != VR_STORE_UNSIZED) {
		out_char(&v->text, ' ');
		print_type(&v->text, v->m, t);
	}
	t_inst(v, ii);
	if ((in->op == OP_LOAD || in->op == OP_STORE) &&
	    (in->flags & IF_ATOMIC))
		m_str(o, "atomic ");
	m_str(o, opcode_names[in->op]);
	m_str(o, " of ");
	print_type(o, v->m, t);
	m_str(o, what);
	finish(v);
}

/* Verifier::visitLoadInst, visitStoreInst, visitAtomicCmpXchgInst and
 * visitAtomicRMWInst, the checks the reader leaves to them: a load or
 * store with an alignment of a type without a size; an atomic load or
 * store of a type other than an integer, pointer or floating-point type
 * or a vector of them, a cmpxchg of other than an integer or pointer;
 * then checkAtomicMemAccessSize, an atomic access (an atomicrmw too) of
 * fewer than eight bits or of bits not a power of two.  The first failure
 * ends the checks; 1 if LLVM ends the visit of the instruction, which a
 * failure of the size does not (its Check returns from
 * checkAtomicMemAccessSize only). */
static int check_access(verifier *v, uint32_t ii)
{
	const inst *in = inst_at(v, ii);
	const cv_module *m = v->m;
	int plain = in->op == OP_LOAD || in->op == OP_STORE;
	tyid t = in->type, s;
	uint64_t bits;
	char buf[128];
	if (in->op == OP_STORE)
		t = value_type(m, v->f, ops_of(v, ii)[0]);
	else if (in->op == OP_CMPXCHG)
		t = value_type(m, v->f, ops_of(v, ii)[1]);
	if (plain && !type_is_sized(m, t)) {
		access_violation(v, in->op == OP_LOAD ? VR_LOAD_UNSIZED
						      : VR_STORE_UNSIZED,
				 ii, t, ", a type without a size");
		return 1;
	}
	if (plain && !(in->flags & IF_ATOMIC))
		return 0;
	s = type_scalar(m, t);
	if (plain && m->types[s].kind != TY_INT &&
	    m->types[s].kind != TY_PTR && !type_is_fp_or_fpvec(m, s)) {
		access_violation(v, in->op == OP_LOAD ? VR_ATOMIC_LOAD_TYPE
						      : VR_ATOMIC_STORE_TYPE,
				 ii, t, ": an atomic load or store is of an "
				 "integer, pointer or floating-point type, or "
				 "a vector of them");
		return 1;
	}
	if (in->op == OP_CMPXCHG && m->types[t].kind != TY_INT &&
	    m->types[t].kind != TY_PTR) {
		access_violation(v, VR_CMPXCHG_TYPE, ii, t,
				 ": cmpxchg compares integers or pointers "
				 "only");
		return 1;
	}
	bits = access_bits(m, t);
	if (bits >= 8 && !(bits & (bits - 1)))
		return 0;
	snprintf(buf, sizeof buf, ", %llu bit%s: %s", (unsigned long long)bits,
		 bits == 1 ? "" : "s",
		 bits < 8 ? "an atomic access is at least a byte"
			  : "the size of an atomic access is a power of two");
	access_violation(v, bits < 8 ? VR_ATOMIC_BYTE_SIZED
				     : VR_ATOMIC_POWER_OF_TWO,
			 ii, t, buf);
	return 0;
}

static int visit_call(verifier *v, uint32_t ii)
{
	const inst *in = inst_at(v, ii);
	uint32_t g = direct_callee(v, ii), named = named_callee(v, ii), i;
	const type *ft = &v->m->types[in->ext->ty2];
	outbuf *o;
	if (in->op == OP_CALLBR) {
		check_inline_asm(v, ii);
		visit_convergence(v, ii);
		return 1;
	}
	if (named != NONE && has_llvm_prefix(v, named) &&
	    v->m->globals[named].type != in->ext->ty2) {
		o = begin_at(v, VR_INTRINSIC_SIGNATURE, ii);
		t_inst(v, ii);
		m_call(v, o, ii);
		m_str(o, " calls ");
		m_val(v, o, REF(REF_GLOBAL, named));
		m_str(o, " with a function type other than its declaration's");
		finish(v);
		return 0;
	}
	/* verifyFunctionAttrs on the call site's attributes: the return,
	 * the parameters of the function type, then the variadic arguments
	 * (of their own types) */
	if (ft->kind == TY_FUNC) {
		check_attr_types(v, in->ext->ret_attrs, ft->sub[0], ii);
		for (i = 0; in->ext->arg_attrs && i < in->ext->nargs; i++)
			check_attr_types(v, in->ext->arg_attrs[i],
					 i + 1 < ft->nsub
						 ? ft->sub[i + 1]
						 : value_type(v->m, v->f,
							      ops_of(v, ii)[i]),
					 ii);
	}
	if (ft->kind == TY_FUNC && !(g != NONE && has_llvm_prefix(v, g))) {
		for (i = 1; i < ft->nsub; i++) {
			if (!is_token(v, ft->sub[i]))
				continue;
			o = begin_at(v, VR_TOKEN_CALL_PARAM, ii);
			t_inst(v, ii);
			m_call(v, o, ii);
			m_str(o, " passes a token to a function that is not an "
				 "intrinsic");
			finish(v);
			if (v->llvm)
				return 0;
			break;
		}
	}
	if (ft->kind == TY_FUNC && g == NONE && is_token(v, ft->sub[0])) {
		o = begin_at(v, VR_TOKEN_INDIRECT_RETURN, ii);
		m_str(o, "indirect call returning a token");
		finish(v);
		if (v->llvm)
			return 0;
	}
	if (ft->kind == TY_FUNC && g == NONE &&
	    v->m->types[ft->sub[0]].kind == TY_X86_AMX) {
		o = begin_at(v, VR_AMX_INDIRECT_RETURN, ii);
		m_str(o, "indirect call returning x86_amx");
		finish(v);
		if (v->llvm)
			return 0;
	}
	check_inline_asm(v, ii);
	visit_convergence(v, ii);
	return 1;
}

/* The first target extension type in t, through structs and arrays (not
 * vectors), without property prop (TT_*); NONE if there is none.  LLVM 22
 * keeps its answer for a struct type in the same two bits whichever
 * property was asked (an alloca's, then a global's), so that the first
 * answer is every later one: CV_VERIFY_LLVM does the same, with
 * tt_struct (per type: 0 not asked, 1 holds one, 2 does not). */
static tyid target_without(verifier *v, tyid t, unsigned prop)
{
	const cv_module *m = v->m;
	const type *ty = &m->types[t];
	uint8_t *seen = v->llvm ? v->tt_struct.data : NULL;
	uint32_t i;
	tyid r;
	switch (ty->kind) {
	case TY_TARGET:
		return layout_target_props(m, t) & prop ? NONE : t;
	case TY_ARRAY:
		return target_without(v, ty->sub[0], prop);
	case TY_STRUCT:
	case TY_NAMED:
		if (seen && seen[t])
			return seen[t] == 1 ? t : NONE;
		for (i = 0; i < ty->nsub; i++)
			if ((r = target_without(v, ty->sub[i], prop)) != NONE) {
				if (seen)
					seen[t] = 1;
				return r;
			}
		if (seen)
			seen[t] = 2;
		return NONE;
	default:
		return NONE;
	}
}

/* " (holding T)" after type t when its offending part bad is not t. */
static void m_holding(verifier *v, outbuf *o, tyid t, tyid bad)
{
	if (bad == t)
		return;
	m_str(o, " (holding ");
	print_type(o, v->m, bad);
	m_str(o, ")");
}

/* A ConstantInt equal to 1. */
static int is_const_one(const verifier *v, ref r)
{
	const constant *c;
	uint32_t i, n;
	if (REF_KIND(r) != REF_CONST)
		return 0;
	c = &v->m->consts[REF_IDX(r)];
	if (c->kind != C_INT || v->m->types[c->type].kind != TY_INT)
		return 0;
	n = v->m->types[c->type].n;
	if (n <= 64)
		return c->v.u == 1;
	for (i = 1; i < (n + 63) / 64; i++)
		if (c->v.words[i])
			return 0;
	return c->v.words[0] == 1;
}

/* Verifier::visitAllocaInst: a sized type (the reader checks an alloca
 * without an alignment), no target type kept off the stack, a swifterror
 * alloca of one pointer (not AllocaInst::isArrayAllocation: its count,
 * if any, the constant 1); the first failure ends those checks in LLVM.
 * Then address space 5 on AMDGPU.  1 if a check failed. */
static int check_alloca(verifier *v, uint32_t ii)
{
	const inst *in = inst_at(v, ii);
	tyid t = in->ext->ty2, bad = NONE;
	int rule = VR_COUNT, swifterror = (in->flags & IF_SWIFTERROR) != 0;
	outbuf *o;
	if (!type_is_sized(v->m, t))
		rule = VR_ALLOCA_UNSIZED;
	else if (v->any_target &&
		 (bad = target_without(v, t, TT_LOCAL)) != NONE)
		rule = VR_ALLOCA_TARGET;
	else if (swifterror && v->m->types[t].kind != TY_PTR)
		rule = VR_ALLOCA_SWIFTERROR_TYPE;
	else if (swifterror && in->nops && !is_const_one(v, ops_of(v, ii)[0]))
		rule = VR_ALLOCA_SWIFTERROR_ARRAY;
	if (rule != VR_COUNT) {
		o = begin_at(v, rule, ii);
		t_inst(v, ii);
		if (rule == VR_ALLOCA_SWIFTERROR_ARRAY) {
			m_str(o, "swifterror alloca ");
			m_inst(v, o, ii);
			m_str(o, " allocates an array; a swifterror slot is "
				 "one pointer");
		} else {
			m_str(o, rule == VR_ALLOCA_SWIFTERROR_TYPE
					 ? "swifterror alloca of "
					 : "alloca of ");
			print_type(o, v->m, t);
			if (rule == VR_ALLOCA_TARGET)
				m_holding(v, o, t, bad);
			m_str(o, rule == VR_ALLOCA_UNSIZED
					 ? ", a type without a size"
				 : rule == VR_ALLOCA_TARGET
					 ? ", a target extension type that "
					   "cannot be on the stack"
					 : ": a swifterror slot holds a pointer");
		}
		finish(v);
		if (v->llvm)
			return 1;
	}
	if (v->amdgpu && in->ext->addrspace != 5) {
		o = begin_at(v, VR_ALLOCA_AMDGPU, ii);
		t_inst(v, ii);
		m_str(o, "alloca ");
		m_inst(v, o, ii);
		m_str(o, " is in address space ");
		m_uint(o, in->ext->addrspace);
		m_str(o, "; on AMDGPU the stack is address space 5");
		finish(v);
		return 1;
	}
	return rule != VR_COUNT;
}

static void visit_inst(verifier *v, uint32_t ii)
{
	const inst *in = inst_at(v, ii);
	const block *bk = &v->f->blocks[in->block];
	int visits = 1;
	outbuf *o;
	switch (in->op) {
	case OP_PHI:
		if (ii != bk->first && inst_at(v, ii - 1)->op != OP_PHI) {
			o = begin_at(v, VR_PHI_GROUPED, ii);
			t_inst(v, ii);
			t_block(v, in->block);
			m_str(o, "phi ");
			m_inst(v, o, ii);
			m_str(o, " is not at the top of ");
			m_block(v, o, in->block);
			o = note_begin(v);
			m_str(o, "the first instruction of the block that is "
				 "not a phi");
			{
				uint32_t k = bk->first;
				while (inst_at(v, k)->op == OP_PHI)
					k++;
				note_at(v, k);
			}
			finish(v);
			if (v->llvm)
				return;
		}
		if (is_token(v, in->type)) {
			o = begin_at(v, VR_TOKEN_PHI, ii);
			m_str(o, "phi ");
			m_inst(v, o, ii);
			m_str(o, " has token type; a token cannot flow through a "
				 "phi");
			finish(v);
			if (v->llvm)
				return;
		}
		break;
	case OP_SELECT:
		if (is_token(v, in->type) && !v->llvm) {
			o = begin_at(v, VR_TOKEN_SELECT, ii);
			m_str(o, "select ");
			m_inst(v, o, ii);
			m_str(o, " has token type; a token cannot flow through a "
				 "select");
			v->have_llvm = 0;
			finish(v);
		}
		break;
	case OP_ALLOCA:
		if (in->ext && check_alloca(v, ii) && v->llvm)
			return;
		break;
	case OP_GEP:
		/* visitGetElementPtrInst; the reader checks the rest, and
		 * this with indices */
		if (in->ext && !type_is_sized(v->m, in->ext->ty2)) {
			o = begin_at(v, VR_GEP_UNSIZED, ii);
			t_inst(v, ii);
			m_str(o, "getelementptr ");
			m_inst(v, o, ii);
			m_str(o, " steps through ");
			print_type(o, v->m, in->ext->ty2);
			m_str(o, ", a type without a size");
			finish(v);
			if (v->llvm)
				return;
		}
		break;
	case OP_LOAD:
	case OP_STORE:
	case OP_CMPXCHG:
	case OP_ATOMICRMW:
		if (check_access(v, ii) && v->llvm)
			return;
		break;
	case OP_CALL:
	case OP_INVOKE:
	case OP_CALLBR:
		if (in->ext && !visit_call(v, ii)) {
			/* Verifier::visitInvokeInst goes on to visitTerminator,
			 * which visits the instruction */
			if (in->op != OP_INVOKE || !v->llvm)
				return;
			visits = 0;
		}
		break;
	}
	/* LLVM visits an invoke twice: at the end of visitCallBase and in
	 * visitTerminator; opt reports what fails twice */
	if (v->llvm && in->op == OP_INVOKE)
		visits++;
	while (visits--)
		if (!visit_operands(v, ii))
			check_range(v, ii);
}

/* ---- 3. the static rules ------------------------------------------------- */

/* std::partition (bidirectional): keeps the tokens marked live (in_cur
 * equal to epoch), in the order LLVM's llvm::partition leaves them. */
static void intersect(tokens *t, const uint32_t *in_cur, uint32_t epoch)
{
	uint32_t first = 0, last = t->n, k;
	for (;;) {
		for (;;) {
			if (first == last) {
				t->n = first;
				return;
			}
			if (in_cur[t->t[first]] != epoch)
				break;
			first++;
		}
		last--;
		for (;;) {
			if (first == last) {
				t->n = first;
				return;
			}
			if (in_cur[t->t[last]] == epoch)
				break;
			last--;
		}
		k = t->t[first];
		t->t[first] = t->t[last];
		t->t[last] = k;
		first++;
	}
}

/* A block of cycle c that block b does not dominate (for messages). */
static uint32_t undominated_block(const verifier *v, uint32_t c, uint32_t b)
{
	const cycle *cy = &v->ci.cycles[c];
	uint32_t i;
	for (i = 0; i < cy->nentries; i++)
		if (!cfg_dominates(&v->dom, b, v->ci.entries[cy->entry0 + i]))
			return v->ci.entries[cy->entry0 + i];
	for (i = 0; i < cy->nblocks; i++)
		if (!cfg_dominates(&v->dom, b, v->ci.blocks[cy->block0 + i]))
			return v->ci.blocks[cy->block0 + i];
	return NONE;
}

static void note_defined(verifier *v, uint32_t def, const char *where)
{
	outbuf *o = note_begin(v);
	m_inst(v, o, def);
	m_str(o, " is defined here");
	m_str(o, where);
	note_at(v, def);
}

/* checkToken: the use `user` of the token defined by `def`, with the live
 * tokens `live` at that point. */
static void check_token(verifier *v, uint32_t def, uint32_t user, tokens *live)
{
	uint32_t bb = block_of(v, user), def_bb = block_of(v, def), k, c;
	outbuf *o;
	if (!v->llvm && (!cfg_dominates(&v->dom, def_bb, bb) ||
			 (def_bb == bb && def > user)))
		return; /* reported with the operands (visit_operands) */
	if (!cfg_dominates(&v->dom, def_bb, bb)) {
		o = begin_at(v, VR_TOKEN_DOMINANCE, user);
		t_inst(v, def);
		t_inst(v, user);
		m_str(o, "convergence token ");
		m_inst(v, o, def);
		m_str(o, " does not dominate this use");
		note_defined(v, def, ", in a block that does not dominate "
				     "the use");
		finish(v);
		return;
	}
	for (k = live->n; k > 0 && live->t[k - 1] != def; k--)
		;
	if (!k) {
		o = begin_at(v, VR_REGION_NESTING, user);
		t_inst(v, def);
		t_inst(v, user);
		m_str(o, "convergence region of ");
		m_inst(v, o, def);
		m_str(o, " is not well-nested: it contains a use of a token "
			 "defined outside it");
		note_defined(v, def, "");
		if (v->popped_by[def] != NONE) {
			uint32_t p = v->popped_by[def];
			o = note_begin(v);
			m_str(o, "between them, ");
			m_call(v, o, p);
			m_str(o, " uses ");
			m_inst(v, o, v->token_of[p]);
			m_str(o, ", whose definition (line ");
			m_uint(o, inst_at(v, v->token_of[p])->line);
			m_str(o, ") is outside the region of ");
			m_inst(v, o, def);
			note_at(v, p);
		}
		finish(v);
		if (v->llvm)
			return;
	} else {
		uint32_t j;
		for (j = k; j < live->n; j++)
			v->popped_by[live->t[j]] = user;
		live->n = k;
	}
	c = v->ci.block_cycle[bb];
	if (c == NONE || def_bb == bb || cycles_contains_block(&v->ci, c, def_bb))
		return;
	if (conv_op(v, user) != INTR_CONV_LOOP) {
		o = begin_at(v, VR_CYCLE_OUTSIDE_USE, user);
		t_inst(v, user);
		t_cycle(v, c);
		m_str(o, "convergence token ");
		m_inst(v, o, def);
		m_str(o, " is used inside a cycle that does not contain its "
			 "definition; only llvm.experimental.convergence.loop "
			 "(the cycle's heart) may use it there");
		note_defined(v, def, ", outside the cycle");
		note_cycle(v, c, "the use is in the ");
		finish(v);
		return;
	}
	while (v->ci.cycles[c].parent != NONE &&
	       !cycles_contains_block(&v->ci, v->ci.cycles[c].parent, def_bb))
		c = v->ci.cycles[c].parent;
	if (!cycles_is_reducible(&v->ci, c) || bb != cycles_header(&v->ci, c)) {
		uint32_t x = undominated_block(v, c, bb);
		o = begin_at(v, VR_CYCLE_HEART_DOMINATES, user);
		t_inst(v, user);
		t_block(v, bb);
		t_cycle(v, c);
		m_str(o, "loop heart ");
		m_inst(v, o, user);
		m_str(o, " does not dominate its cycle");
		if (x != NONE) {
			m_str(o, ": ");
			m_block(v, o, x);
			m_str(o, " can be reached without passing ");
			m_block(v, o, bb);
		}
		m_str(o, "; a heart must be in the header of a natural loop");
		note_cycle(v, c, "the heart's token comes from outside this ");
		note_defined(v, def, "");
		finish(v);
		return;
	}
	if (v->hearts[c] != NONE) {
		uint32_t h = v->hearts[c];
		o = begin_at(v, VR_CYCLE_ONE_HEART, user);
		t_inst(v, user);
		t_inst(v, h);
		t_cycle(v, c);
		m_str(o, "second heart in one cycle: ");
		m_inst(v, o, user);
		m_str(o, " and ");
		m_inst(v, o, h);
		m_str(o, " both use tokens defined outside the cycle");
		o = note_begin(v);
		m_str(o, "the other heart");
		note_at(v, h);
		note_cycle(v, c, "the ");
		finish(v);
		return;
	}
	v->hearts[c] = user;
}

/* GenericConvergenceVerifier::verify: the blocks in reverse post-order with
 * the live tokens flowing along forward edges (a block takes the tokens of
 * its first visited predecessor that dominate it, intersected with those
 * of the others). */
static void check_static_rules(verifier *v)
{
	const function *f = v->f;
	tokens *live = arena_zalloc(&v->fa, f->nblocks * sizeof *live);
	tokens cur;
	uint32_t i, k, cap = 1, epoch = 0;
	uint32_t *in_cur = arena_zalloc(&v->fa, f->ninsts * sizeof *in_cur);
	for (i = 0; i < f->ninsts; i++)
		cap += conv_op(v, i) != 0; /* the convergence intrinsic calls */
	cycles_compute(&v->ci, &v->g, &v->fa, &v->fa);
	v->hearts = arena_alloc(&v->fa, (v->ci.ncycles + 1) * sizeof *v->hearts);
	memset(v->hearts, 0xff, (v->ci.ncycles + 1) * sizeof *v->hearts);
	cur.t = arena_alloc(&v->fa, cap * sizeof *cur.t);
	for (i = 0; i < v->order.nrpo; i++) {
		uint32_t b = v->order.rpo[i], ii;
		const block *bk = &f->blocks[b];
		cur.n = 0;
		if (live[b].present) {
			memcpy(cur.t, live[b].t, live[b].n * sizeof *cur.t);
			cur.n = live[b].n;
			live[b].present = 0;
		}
		for (ii = bk->first; ii < bk->first + bk->n; ii++) {
			if (v->token_of && v->token_of[ii] != NONE)
				check_token(v, v->token_of[ii], ii, &cur);
			if (conv_op(v, ii) && cur.n < cap)
				cur.t[cur.n++] = ii;
		}
		epoch++;
		for (k = 0; k < cur.n; k++)
			in_cur[cur.t[k]] = epoch;
		for (k = 0; k < CFG_NSUCC(&v->g, b); k++) {
			uint32_t s = CFG_SUCCS(&v->g, b)[k], j;
			if (live[s].present) {
				intersect(&live[s], in_cur, epoch);
				continue;
			}
			live[s].present = 1;
			live[s].t = arena_alloc(&v->fa, (cur.n + 1) * sizeof *cur.t);
			for (j = 0; j < cur.n; j++) {
				if (!cfg_dominates(&v->dom, block_of(v, cur.t[j]), s))
					break;
				live[s].t[j] = cur.t[j];
			}
			live[s].n = j;
		}
	}
}

/* The text's mixing rule: once a function has a controlled convergent
 * operation, every convergent operation is controlled or a call of a
 * convergence control intrinsic. */
static void check_mixed(verifier *v)
{
	uint32_t i;
	if (v->first_controlled == NONE)
		return;
	for (i = 0; i < v->uncontrolled.len; i++) {
		uint32_t ii = VEC_AT(&v->uncontrolled, uint32_t, i);
		outbuf *o = begin_at(v, VR_MIXED, ii);
		t_inst(v, ii);
		m_call(v, o, ii);
		m_str(o, " is an uncontrolled convergent operation, in a "
			 "function with controlled convergent operations");
		o = note_begin(v);
		m_str(o, "a controlled convergent operation");
		note_at(v, v->first_controlled);
		finish(v);
	}
}

/* Closed-path rule 1 in unreachable code, which has no cycle forest and
 * which LLVM does not check: a use not by a loop intrinsic, in a block on
 * a closed path that avoids the token's block. */
static void check_unreachable(verifier *v)
{
	const function *f = v->f;
	uint32_t *stack = NULL, *seen = NULL, ii, epoch = 0;
	for (ii = 0; ii < f->ninsts; ii++) {
		uint32_t def = v->token_of[ii], bb = block_of(v, ii), db, n = 0, k;
		int found = 0;
		outbuf *o;
		if (def == NONE || reachable(v, bb) || conv_op(v, ii) == INTR_CONV_LOOP)
			continue;
		db = block_of(v, def);
		if (db == bb)
			continue;
		if (!stack) {
			stack = arena_alloc(&v->fa, (v->g.succ_off[f->nblocks] + 1) *
							    sizeof *stack);
			seen = arena_zalloc(&v->fa, f->nblocks * sizeof *seen);
		}
		epoch++;
		for (k = 0; k < CFG_NSUCC(&v->g, bb); k++)
			stack[n++] = CFG_SUCCS(&v->g, bb)[k];
		while (n && !found) {
			uint32_t x = stack[--n];
			if (x == db || seen[x] == epoch)
				continue;
			if (x == bb) {
				found = 1;
				break;
			}
			seen[x] = epoch;
			for (k = 0; k < CFG_NSUCC(&v->g, x); k++)
				stack[n++] = CFG_SUCCS(&v->g, x)[k];
		}
		if (!found)
			continue;
		o = begin_at(v, VR_CYCLE_OUTSIDE_USE, ii);
		m_str(o, "convergence token ");
		m_inst(v, o, def);
		m_str(o, " is used in an unreachable cycle that does not contain "
			 "its definition; only llvm.experimental.convergence.loop "
			 "may use it there");
		note_defined(v, def, ", outside the cycle");
		v->have_llvm = 0;
		finish(v);
	}
}

/* ---- the module --------------------------------------------------------- */

static int by_position(const void *a, const void *b)
{
	const viol *x = a, *y = b;
	if (x->v.line != y->v.line)
		return x->v.line < y->v.line ? -1 : 1;
	if (x->v.col != y->v.col)
		return x->v.col < y->v.col ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* The block order and dominator tree of v->g, made on a thread of their
 * own (in v->fa2, which only that thread allocates from while it runs). */
struct dom_job {
	verifier *v;
	int failed; /* out of memory */
};

static void *dom_job_run(void *arg)
{
	struct dom_job *j = arg;
	verifier *v = j->v;
	jmp_buf oom;
	v->fa2.oom = &oom;
	if (setjmp(oom)) {
		j->failed = 1;
		return NULL;
	}
	cfg_order_compute(&v->order, &v->g, &v->fa2, &v->fa2);
	cfg_domtree_compute(&v->dom, &v->g, &v->fa2, &v->fa2);
	v->fa2.oom = NULL;
	return NULL;
}

/* A function this large has its block order and dominator tree made on a
 * second thread while this one maps its instructions to blocks and ranks
 * its blocks (about a millisecond each on llvm-stress's 210k). */
#define VERIFY_BESIDE_INSTS 65536

/* The block order and dominator tree (v->order, v->dom), then
 * map_blocks and compute_rank; 0 if a block has no terminator (the tree
 * made all the same). */
static int order_and_map(verifier *v)
{
	const function *f = v->f;
	struct dom_job job;
	void *beside = NULL;
	jmp_buf oom, *outer = v->fa.oom;
	int ok;
	if (!thread_ok(v->ctx, f->ninsts, VERIFY_BESIDE_INSTS)) {
		cfg_order_compute(&v->order, &v->g, &v->fa, &v->fa);
		cfg_domtree_compute(&v->dom, &v->g, &v->fa, &v->fa);
		ok = map_blocks(v);
		if (ok)
			compute_rank(v);
		return ok;
	}
	job.v = v;
	job.failed = 0;
	beside = thread_beside(&v->ctx->alloc, dom_job_run, &job);
	if (!beside) /* no thread: the same work here */
		dom_job_run(&job);
	/* out of memory here: the thread is waited for first */
	v->fa.oom = &oom;
	if (setjmp(oom)) {
		v->fa.oom = outer;
		if (beside)
			thread_beside_wait(&v->ctx->alloc, beside);
		longjmp(*outer, 1);
	}
	ok = map_blocks(v);
	if (ok)
		compute_rank(v);
	v->fa.oom = outer;
	if (beside)
		thread_beside_wait(&v->ctx->alloc, beside);
	if (job.failed)
		longjmp(*outer, 1);
	return ok;
}

/* instructions ahead whose operands' definitions verify_function fetches */
enum { PREFETCH_AHEAD = 8 };

/* The dominance of every operand of instructions [pre_from, pre_to), on
 * a thread of its own; it reads what order_and_map made, which nothing
 * changes while it runs, and writes pre_bad only. */
static void *pre_dominance_run(void *arg)
{
	const verifier *v = arg;
	const function *f = v->f;
	uint32_t ii, k;
	for (ii = v->pre_from; ii < v->pre_to; ii++) {
		const inst *in = &f->insts[ii];
		const ref *ops = INST_OPS(f, in);
#if defined(__GNUC__)
		if (ii + PREFETCH_AHEAD < v->pre_to) {
			const inst *a = &f->insts[ii + PREFETCH_AHEAD];
			const ref *aops = INST_OPS(f, a);
			for (k = 0; k < a->nops; k++)
				if (REF_KIND(aops[k]) == REF_INST)
					__builtin_prefetch(&v->iblock[REF_IDX(aops[k])]);
		}
#endif
		for (k = 0; k < in->nops; k++) {
			uint32_t def = REF_IDX(ops[k]);
			if (REF_KIND(ops[k]) != REF_INST)
				continue;
			/* (as operands_fine: an earlier instruction of the
			 * block dominates without the call) */
			if (def < ii && v->iblock[def] == in->block &&
			    in->op != OP_PHI)
				continue;
			if (!dominates_use(v, def, ii, k)) {
				v->pre_bad[ii - v->pre_from] = 1;
				break;
			}
		}
	}
	return NULL;
}

/* In a function of VERIFY_BESIDE_INSTS instructions or more, the
 * dominance checks of the instructions after the first third are made on
 * a second thread while this one visits that third (they are half of a
 * visit's cost: the blocks of the definitions, read at random); returns
 * the first block of the part checked ahead (nblocks if none). */
static uint32_t pre_dominance_start(verifier *v)
{
	const function *f = v->f;
	uint32_t b = 0, from;
	v->pre_from = v->pre_to = 0;
	if (!thread_ok(v->ctx, f->ninsts, VERIFY_BESIDE_INSTS))
		return f->nblocks;
	while (b < f->nblocks && f->blocks[b].first < f->ninsts / 3)
		b++;
	if (b >= f->nblocks)
		return f->nblocks;
	from = f->blocks[b].first;
	v->pre_bad = arena_zalloc(&v->fa, f->ninsts - from);
	v->pre_from = from;
	v->pre_to = f->ninsts;
	v->pre_thread = thread_beside(&v->ctx->alloc, pre_dominance_run, v);
	if (!v->pre_thread) {
		v->pre_from = v->pre_to = 0;
		return f->nblocks;
	}
	return b;
}

/* Waits for the checks made ahead (their results now readable). */
static void pre_dominance_wait(verifier *v)
{
	if (v->pre_thread) {
		thread_beside_wait(&v->ctx->alloc, v->pre_thread);
		v->pre_thread = NULL;
	}
}

static void verify_function(verifier *v, uint32_t gi)
{
	const global *g = &v->m->globals[gi];
	const function *f = g->fn;
	size_t first_viol = v->viols.len;
	uint32_t b, ii, pre_block;
	int big = f && f->ninsts >= PREFETCH_MIN;
	v->gi = gi;
	v->f = f;
	v->fname = g->numbered ? "" : name_of(v, g->name);
	arena_free(&v->fa);
	arena_init(&v->fa, &v->ctx->alloc);
	v->fa.oom = &v->oom;
	arena_free(&v->fa2);
	arena_init(&v->fa2, &v->ctx->alloc);
	memset(&v->g, 0, sizeof v->g);
	v->slots_gi = CFG_NONE;
	v->uncontrolled.len = 0;
	v->seen_conv = NONE;
	v->kind = NO_CONVERGENCE;
	v->first_controlled = NONE;
	v->any_token = 0;
	v->token_of = v->popped_by = NULL; /* find_token makes them */
	v->iblock = NULL; /* map_blocks makes it */
	if (g->is_decl || !f->nblocks) {
		visit_function(v);
		return;
	}
	cfg_graph_build(&v->g, f, &v->fa);
	/* Verifier::verify(F): a block without a terminator ends it all */
	if (!order_and_map(v)) {
		const block *bk = &f->blocks[v->no_term];
		outbuf *o = begin(v, VR_TERMINATOR, bk->line, 1);
		out_str(&v->text, "Basic Block in function '");
		out_str(&v->text, v->fname);
		out_str(&v->text, "' does not have terminator!\n");
		t_block(v, v->no_term);
		m_str(o, "block ");
		m_block(v, o, v->no_term);
		m_str(o, " does not end with a terminator");
		finish(v);
		return;
	}
	visit_function(v);
	pre_block = pre_dominance_start(v);
	for (b = 0; b < f->nblocks; b++) {
		const block *bk = &f->blocks[b];
		if (b == pre_block)
			pre_dominance_wait(v);
		visit_block(v, b);
		for (ii = bk->first; ii < bk->first + bk->n; ii++) {
#if defined(__GNUC__)
			/* the instructions whose results the instruction some
			 * places on uses, into the cache before dominates_use
			 * reads their blocks: operands name instructions
			 * anywhere before, whose records miss the cache.
			 * (Here, not in a function of its own: GCC takes
			 * such a function for one without effect, and drops
			 * its calls.) */
			if (big && ii + PREFETCH_AHEAD < f->ninsts) {
				uint32_t ia = ii + PREFETCH_AHEAD, k;
				const inst *a = &f->insts[ia];
				const ref *aops = INST_OPS(f, a);
				/* (not where the dominance was checked ahead:
				 * the visit then reads no operand's block) */
				if (ia - v->pre_from >= v->pre_to - v->pre_from)
					for (k = 0; k < a->nops; k++)
						if (REF_KIND(aops[k]) == REF_INST)
							__builtin_prefetch(&v->iblock[REF_IDX(aops[k])]);
				/* and the stored value's record, for its type
				 * (check_access) */
				if (a->op == OP_STORE && a->nops &&
				    REF_KIND(aops[0]) == REF_INST)
					__builtin_prefetch(&f->insts[REF_IDX(aops[0])].type);
			}
#endif
			visit_inst(v, ii);
		}
	}
	pre_dominance_wait(v);
	v->pre_from = v->pre_to = 0;
	if (v->llvm ? v->kind == CONTROLLED : v->any_token)
		check_static_rules(v);
	if (!v->llvm) {
		check_mixed(v);
		if (v->any_token)
			check_unreachable(v);
		if (v->viols.len - first_viol > 1)
			qsort((viol *)v->viols.data + first_viol,
			      v->viols.len - first_viol, sizeof(viol),
			      by_position);
	}
}

/* ---- the module: globals and named metadata ------------------------------ */

/* Value::stripPointerCasts of a constant: through bitcasts,
 * addrspacecasts and getelementptrs whose indices are all zero, and
 * through aliases to their aliasees too when `aliases`
 * (stripPointerCastsAndAliases).  A cycle of aliases ends the walk. */
static ref strip_casts(const verifier *v, ref r, int aliases)
{
	const cv_module *m = v->m;
	uint32_t steps, i;
	for (steps = 0; steps <= m->nglobals + m->nconsts; steps++) {
		if (REF_KIND(r) == REF_GLOBAL && aliases &&
		    m->globals[REF_IDX(r)].kind == G_ALIAS) {
			r = m->globals[REF_IDX(r)].init;
			continue;
		}
		if (REF_KIND(r) != REF_CONST)
			return r;
		{
			const constant *c = &m->consts[REF_IDX(r)];
			if (c->kind != C_EXPR || !c->n)
				return r;
			if (c->op == OP_GEP) {
				for (i = 1; i < c->n; i++) {
					const constant *x;
					if (REF_KIND(c->v.ops[i]) != REF_CONST)
						return r;
					x = &m->consts[REF_IDX(c->v.ops[i])];
					if (!(x->kind == C_ZERO ||
					      (x->kind == C_INT &&
					       m->types[x->type].n <= 64 &&
					       x->v.u == 0)))
						return r;
				}
			} else if (c->op != OP_BITCAST &&
				   c->op != OP_ADDRSPACECAST) {
				return r;
			}
			r = c->v.ops[0];
		}
	}
	return r;
}

/* Starts a violation about the module's global gi (NONE: none) at line. */
static outbuf *begin_module(verifier *v, int rule, uint32_t gi,
			    unsigned line)
{
	const global *g = gi == NONE ? NULL : &v->m->globals[gi];
	v->fname = !g || g->numbered ? "" : name_of(v, g->name);
	return begin(v, rule, line, 1);
}

/* "@name" of global gi, for converge's messages. */
static void m_global(verifier *v, outbuf *o, uint32_t gi)
{
	m_val(v, o, REF(REF_GLOBAL, gi));
}

/* A violation about global gi whose opt text is its message and the
 * global, and converge's "<what> @g<after>".  1 if LLVM stops. */
static int global_violation(verifier *v, int rule, uint32_t gi,
			    const char *what, const char *after)
{
	outbuf *o = begin_module(v, rule, gi, v->m->globals[gi].line);
	t_value(v, REF(REF_GLOBAL, gi));
	if (*what)
		m_str(o, what);
	m_global(v, o, gi);
	m_str(o, after);
	finish(v);
	return v->llvm;
}

/* Whether constant r refers to global gi, through its operands (seen:
 * constants looked at, a byte each). */
static int const_refers(const cv_module *m, ref r, uint32_t gi,
			uint8_t *seen)
{
	const constant *c;
	uint32_t i;
	if (REF_KIND(r) == REF_GLOBAL)
		return REF_IDX(r) == gi;
	if (REF_KIND(r) != REF_CONST || seen[REF_IDX(r)])
		return 0;
	seen[REF_IDX(r)] = 1;
	c = &m->consts[REF_IDX(r)];
	switch (c->kind) {
	case C_ARRAY: case C_VECTOR: case C_STRUCT: case C_SPLAT: case C_EXPR:
	case C_BLOCKADDR: case C_DSOEQUIV: case C_NOCFI: case C_PTRAUTH:
		for (i = 0; i < c->n; i++)
			if (const_refers(m, c->v.ops[i], gi, seen))
				return 1;
		break;
	default:
		break;
	}
	return 0;
}

/* Value::materialized_use_empty for global gi, false: something uses it
 * (an initializer, an instruction's operand, a function's personality,
 * prologue or prefix, directly or inside a constant).  Metadata that
 * names it is not a use. */
static int global_has_uses(verifier *v, uint32_t gi)
{
	const cv_module *m = v->m;
	uint8_t *seen = arena_zalloc(&v->fa, (size_t)m->nconsts + 1);
	uint32_t i, j;
	for (i = 0; i < m->nglobals; i++) {
		const global *g = &m->globals[i];
		const function *f = g->fn;
		if (!g->is_decl && g->init != REF_NULL &&
		    const_refers(m, g->init, gi, seen))
			return 1;
		if (g->kind != G_FUNC || !f)
			continue;
		if (const_refers(m, f->personality, gi, seen) ||
		    const_refers(m, f->prologue, gi, seen) ||
		    const_refers(m, f->prefix, gi, seen))
			return 1;
		for (j = 0; j < f->nops; j++)
			if (const_refers(m, f->ops[j], gi, seen))
				return 1;
	}
	return 0;
}

/* Verifier::visitGlobalVariable on llvm.global_ctors and
 * llvm.global_dtors: appending linkage when initialized, no uses (their
 * element type is not checked); 1 if the rest is not to be checked. */
static int visit_ctors(verifier *v, uint32_t gi)
{
	const cv_module *m = v->m;
	const global *g = &m->globals[gi];
	const type *T = &m->types[g->type], *S, *f;
	unsigned pas = m->layout ? m->layout->program_as : 0;
	outbuf *o;
	if (!g->is_decl && g->init != REF_NULL && g->linkage != L_APPENDING &&
	    global_violation(v, VR_CTORS_LINKAGE, gi, "",
			     " must have appending linkage"))
		return 1;
	if (global_has_uses(v, gi) &&
	    global_violation(v, VR_INTRINSIC_USES, gi, "",
			     " is used; nothing may use it"))
		return 1;
	/* the element type; of a non-array, visitGlobalValue complains */
	if (T->kind != TY_ARRAY)
		return 0;
	S = &m->types[T->sub[0]];
	f = (S->kind == TY_STRUCT || S->kind == TY_NAMED) && S->nsub >= 2
		    ? &m->types[S->sub[1]] : NULL;
	if (!f || S->nsub > 3 || m->types[S->sub[0]].kind != TY_INT ||
	    m->types[S->sub[0]].n != 32 || f->kind != TY_PTR || f->n != pas)
		return global_violation(v, VR_CTORS_TYPE, gi, "",
					" is not an array of { i32, ptr, ptr }");
	if (S->nsub == 2) {
		o = begin_module(v, VR_CTORS_THIRD, gi, g->line);
		m_str(o, "the elements of ");
		m_global(v, o, gi);
		m_str(o, " have two fields, not three: add ptr null");
		finish(v);
		return v->llvm;
	}
	if (m->types[S->sub[2]].kind != TY_PTR)
		return global_violation(v, VR_CTORS_TYPE, gi, "",
					" is not an array of { i32, ptr, ptr }");
	return 0;
}

/* Verifier::visitGlobalVariable on llvm.used and llvm.compiler.used: an
 * appending array of pointers with no uses, initialized with an array
 * whose elements are (casts of) named global variables, functions or
 * aliases; then visitGlobalValue's rule that appending linkage needs an
 * array. */
static void visit_global_var(verifier *v, uint32_t gi)
{
	const cv_module *m = v->m;
	const global *g = &m->globals[gi];
	const type *T = &m->types[g->type];
	const char *name = g->numbered ? "" : name_of(v, g->name);
	int init = !g->is_decl && g->init != REF_NULL;
	outbuf *o;
	uint32_t i;
	tyid bad;
	/* Verifier::visitGlobalVariable's rules on initializers */
	if (init && !type_is_sized(m, g->type) &&
	    global_violation(v, VR_GLOBAL_SIZED, gi, "the initializer of ",
			     " has a type without a size"))
		return;
	if (init && g->linkage == L_COMMON) {
		if (!const_is_null_value(m, g->init) &&
		    global_violation(v, VR_COMMON_ZERO, gi, "",
				     " has common linkage and an initializer "
				     "that is not zero"))
			return;
		if (g->is_const &&
		    global_violation(v, VR_COMMON_CONST, gi, "",
				     " has common linkage and is constant"))
			return;
		if (g->comdat_kind &&
		    global_violation(v, VR_COMMON_COMDAT, gi, "",
				     " has common linkage and a comdat"))
			return;
	}
	if (strcmp(name, "llvm.used") == 0 ||
	    strcmp(name, "llvm.compiler.used") == 0) {
		if (init && g->linkage != L_APPENDING &&
		    global_violation(v, VR_USED_LINKAGE, gi, "",
				     " must have appending linkage"))
			return;
		if (global_has_uses(v, gi) &&
		    global_violation(v, VR_INTRINSIC_USES, gi, "",
				     " is used; nothing may use it"))
			return;
		if (T->kind == TY_ARRAY) {
			const constant *c;
			if (m->types[T->sub[0]].kind != TY_PTR) {
				global_violation(v, VR_USED_TYPE, gi, "",
						 " must be an array of pointers");
				return;
			}
			if (!init)
				goto value;
			c = REF_KIND(g->init) == REF_CONST
				    ? &m->consts[REF_IDX(g->init)] : NULL;
			if (!c || c->kind != C_ARRAY) {
				o = begin_module(v, VR_USED_INIT, gi, g->line);
				t_value(v, g->init);
				m_str(o, "the initializer of ");
				m_global(v, o, gi);
				m_str(o, " is not an array of pointers to "
					 "globals");
				finish(v);
				return;
			}
			for (i = 0; i < c->n; i++) {
				ref r = strip_casts(v, c->v.ops[i], 0);
				const global *mg = REF_KIND(r) == REF_GLOBAL
					? &m->globals[REF_IDX(r)] : NULL;
				int rule = !mg || mg->kind == G_IFUNC
						   ? VR_USED_MEMBER
						   : mg->numbered ? VR_USED_NAMED
								  : -1;
				if (rule < 0)
					continue;
				o = begin_module(v, rule, gi, g->line);
				out_str(&v->text, rule == VR_USED_MEMBER
						  ? "invalid " : "members of ");
				out_str(&v->text, name);
				out_str(&v->text, rule == VR_USED_MEMBER
						  ? " member\n" : " must be named\n");
				t_value(v, r);
				m_str(o, "element ");
				m_uint(o, i);
				m_str(o, " of ");
				m_global(v, o, gi);
				m_str(o, rule == VR_USED_MEMBER
					     ? " is not a global variable, "
					       "function or alias"
					     : " is an unnamed global");
				finish(v);
				if (v->llvm)
					return;
			}
		}
	}
	if ((strcmp(name, "llvm.global_ctors") == 0 ||
	     strcmp(name, "llvm.global_dtors") == 0) &&
	    visit_ctors(v, gi))
		return;
	/* a type of unknown size, a target type kept out of globals */
	if (type_is_scalable(m, g->type)) {
		o = begin_module(v, VR_GLOBAL_SCALABLE, gi, g->line);
		t_value(v, REF(REF_GLOBAL, gi));
		m_str(o, "global ");
		m_global(v, o, gi);
		m_str(o, " is of type ");
		print_type(o, m, g->type);
		m_str(o, ", whose size is known only at run time");
		finish(v);
		if (v->llvm)
			return;
	} else if (v->any_target &&
		   (bad = target_without(v, g->type, TT_GLOBAL)) != NONE) {
		o = begin_module(v, VR_GLOBAL_TARGET, gi, g->line);
		out_str(&v->text, "Global @");
		out_str(&v->text, name);
		out_str(&v->text, " has illegal target extension type\n ");
		print_type(&v->text, m, g->type); /* Type::print: no newline */
		if (T->kind == TY_NAMED) {
			out_str(&v->text, " = type ");
			print_struct_body_pub(&v->text, m, g->type);
		}
		m_str(o, "global ");
		m_global(v, o, gi);
		m_str(o, " is of type ");
		print_type(o, m, g->type);
		m_holding(v, o, g->type, bad);
		m_str(o, ", a target extension type that cannot be in a "
			 "global variable");
		finish(v);
		if (v->llvm)
			return;
	}
value:
	if (g->linkage == L_APPENDING && T->kind != TY_ARRAY &&
	    global_violation(v, VR_APPENDING_ARRAY, gi, "",
			     " has appending linkage but is not an array"))
		return;
	check_global_value(v, gi);
}

/* Verifier::visitGlobalIFunc (after visitGlobalValue's rule on appending
 * linkage): a valid linkage, and a resolver that is, through casts and
 * aliases, a function defined here returning a pointer.  (That the
 * resolver's own type is a pointer in the ifunc's address space, the
 * reader ensures.) */
static void visit_ifunc(verifier *v, uint32_t gi)
{
	const cv_module *m = v->m;
	const global *g = &m->globals[gi];
	ref r = strip_casts(v, g->init, 1);
	const global *res;
	if (g->linkage == L_APPENDING)
		global_violation(v, VR_APPENDING_VAR, gi, "",
				 " has appending linkage, which only global "
				 "variables may have");
	switch (g->linkage) {
	case L_PRIVATE: case L_INTERNAL: case L_LINKONCE: case L_WEAK:
	case L_LINKONCE_ODR: case L_WEAK_ODR: case L_EXTERNAL:
		break;
	default:
		if (global_violation(v, VR_IFUNC_LINKAGE, gi, "ifunc ",
				     " has a linkage an ifunc may not have"))
			return;
	}
	res = REF_KIND(r) == REF_GLOBAL ? &m->globals[REF_IDX(r)] : NULL;
	if (!res || res->kind != G_FUNC) {
		global_violation(v, VR_IFUNC_RESOLVER, gi, "the resolver of ifunc ",
				 " is not a function");
		return;
	}
	if (res->is_decl || res->linkage == L_AVAILABLE_EXTERNALLY) {
		global_violation(v, VR_IFUNC_DEFINITION, gi,
				 "the resolver of ifunc ",
				 " is not defined in this module");
		return;
	}
	if (m->types[m->types[res->type].sub[0]].kind != TY_PTR)
		global_violation(v, VR_IFUNC_RETURN, gi, "the resolver of ifunc ",
				 " does not return a pointer");
}

/* Verifier::visitModuleIdents and visitModuleCommandLines: each operand
 * of !llvm.ident (!llvm.commandline) is a node holding one string. */
static void visit_idents(verifier *v, const char *name)
{
	const cv_module *m = v->m;
	const named_md *nm = NULL;
	uint32_t i;
	for (i = 0; i < m->nnamed && !nm; i++)
		if (strcmp(name_of(v, m->named[i].name), name) == 0)
			nm = &m->named[i];
	for (i = 0; nm && i < nm->n; i++) {
		uint32_t node = m->md[nm->nodes[i]].canon;
		const md_node *nd = &m->md[node];
		const md_op *op = nd->nops ? &nd->ops[0] : NULL;
		int rule = nd->nops != 1 ? VR_IDENT_OPERANDS
			   : op->kind != MDO_STRING ? VR_IDENT_STRING : -1;
		outbuf *o;
		if (rule < 0)
			continue;
		o = begin_module(v, rule, NONE, nd->line);
		out_str(&v->text, rule == VR_IDENT_OPERANDS
					  ? "incorrect number of operands in "
					  : "invalid value for ");
		out_str(&v->text, name);
		out_str(&v->text, rule == VR_IDENT_OPERANDS
					  ? " metadata\n"
					  : " metadata entry operand(the operand "
					    "should be a string)\n");
		if (rule == VR_IDENT_OPERANDS) {
			print_md_def(dumper(v), node);
		} else if (op->kind == MDO_NODE) {
			print_md_def(dumper(v), m->md[op->node].canon);
		} else if (op->kind == MDO_VALUE) {
			print_md_op(dumper(v), op, 1);
			out_char(&v->text, '\n');
		}
		m_str(o, "node ");
		m_uint(o, i);
		m_str(o, " of !");
		m_str(o, name);
		if (rule == VR_IDENT_OPERANDS) {
			m_str(o, " has ");
			m_uint(o, nd->nops);
			m_str(o, " operands");
		} else {
			m_str(o, " does not hold a string");
		}
		m_str(o, "; each must hold exactly one string");
		finish(v);
		if (v->llvm)
			return;
	}
}

/* Verifier::verify(Module) for the rules above: global variables, ifuncs,
 * then llvm.ident and llvm.commandline, each in module order. */
static void verify_module_level(verifier *v)
{
	const cv_module *m = v->m;
	size_t first_viol = v->viols.len;
	uint32_t k;
	v->f = NULL;
	v->gi = NONE;
	for (k = 0; k < m->norder; k++)
		if (m->globals[m->order[k]].kind == G_VAR)
			visit_global_var(v, m->order[k]);
	for (k = 0; k < m->norder; k++)
		if (m->globals[m->order[k]].kind == G_IFUNC)
			visit_ifunc(v, m->order[k]);
	visit_idents(v, "llvm.ident");
	visit_idents(v, "llvm.commandline");
	if (!v->llvm && v->viols.len - first_viol > 1)
		qsort((viol *)v->viols.data + first_viol,
		      v->viols.len - first_viol, sizeof(viol), by_position);
}

/* Frees the verifier's working memory. */
static void release(verifier *v)
{
	const cv_allocator *al = &v->ctx->alloc;
	if (v->pre_thread) { /* out of memory while it ran */
		thread_beside_wait(al, v->pre_thread);
		v->pre_thread = NULL;
	}
	vec_release(&v->viols, al);
	vec_release(&v->notes, al);
	vec_release(&v->uncontrolled, al);
	vec_release(&v->tt_struct, al);
	out_release(&v->text);
	out_release(&v->msg);
	out_release(&v->note);
	pctx_release(&v->pc);
	pctx_release(&v->fresh);
	arena_free(&v->fa);
	arena_free(&v->fa2);
}

static cv_verify_result *out_of_memory(verifier *v)
{
	cv_context *ctx = v->ctx;
	cv_verify_result *r = v->r;
	r->arena.oom = NULL;
	release(v);
	arena_free(&r->arena);
	cv_mem_realloc(&ctx->alloc, r, sizeof *r, 0);
	diag_add(ctx, CV_ERROR, v->m->filename, 0, 0, NULL, 0, "out of memory");
	cv_mem_realloc(&ctx->alloc, v, sizeof *v, 0);
	return NULL;
}

/* Every function of the module, in module order (Verifier::verify). */
static void run(verifier *v)
{
	const cv_module *mod = v->m;
	uint32_t k;
	v->fresh_gi = NONE;
	v->slots_gi = NONE;
	v->dump = &v->pc;
	if (v->any_target && v->llvm) {
		vec_reserve(&v->tt_struct, &v->ctx->alloc, &v->oom,
			    mod->ntypes);
		memset(v->tt_struct.data, 0, mod->ntypes);
	}
	if (mod->batch_fns) {
		/* a batch of a module read by batches: its functions alone,
		 * without a walk over the others (the declarations and the
		 * module's own level are checked on the module cv_parse
		 * returns) */
		for (k = 0; k < mod->nbatch_fns; k++)
			verify_function(v, mod->funcs[mod->batch_fns[k]]);
		return;
	}
	for (k = 0; k < mod->norder; k++) {
		const global *g = &mod->globals[mod->order[k]];
		/* a skipped body's header is checked where its body is
		 * read (cv_context_set_bodies) */
		if (g->kind == G_FUNC && g->fn && !g->fn->body_skipped)
			verify_function(v, mod->order[k]);
	}
	verify_module_level(v);
}

/* Moves the violations and their notes into the result's arena. */
static void collect(verifier *v)
{
	cv_verify_result *r = v->r;
	viol *vs = v->viols.data;
	size_t i, n = v->viols.len;
	cv_verify_note *notes = arena_adopt(&r->arena, &v->notes);
	r->v = arena_alloc(&r->arena, (n + 1) * sizeof *r->v);
	for (i = 0; i < n; i++) {
		r->v[i] = vs[i].v;
		r->v[i].notes = vs[i].v.nnotes ? notes + vs[i].note0 : NULL;
	}
	r->n = n;
}

cv_verify_result *cv_verify(cv_context *ctx, const cv_module *mod,
			    unsigned flags)
{
	verifier *v = cv_mem_realloc(&ctx->alloc, NULL, 0, sizeof *v);
	cv_verify_result *r = cv_mem_realloc(&ctx->alloc, NULL, 0, sizeof *r);
	uint32_t k;
	if (!v || !r) {
		if (v)
			cv_mem_realloc(&ctx->alloc, v, sizeof *v, 0);
		if (r)
			cv_mem_realloc(&ctx->alloc, r, sizeof *r, 0);
		diag_add(ctx, CV_ERROR, mod->filename, 0, 0, NULL, 0,
			 "out of memory");
		return NULL;
	}
	memset(v, 0, sizeof *v);
	memset(r, 0, sizeof *r);
	r->ctx = ctx;
	arena_init(&r->arena, &ctx->alloc);
	arena_init(&v->fa, &ctx->alloc);
	v->m = mod;
	v->ctx = ctx;
	v->r = r;
	v->llvm = (flags & CV_VERIFY_LLVM) != 0;
	/* metadata kinds are interned: one sym for "range", if any */
	v->range_kind = strtab_find(&mod->strs, "range", 5);
	for (k = 0; k < mod->ntypes && !v->any_target; k++)
		v->any_target = mod->types[k].kind == TY_TARGET;
	if (mod->triple) {
		const char *tr = SYM_STR(&mod->strs, mod->triple);
		size_t n = strcspn(tr, "-");
		v->amdgpu = (n == 6 && strncmp(tr, "amdgcn", 6) == 0) ||
			    (n == 4 && strncmp(tr, "r600", 4) == 0);
	}
	v->viols.elem = sizeof(viol);
	v->notes.elem = sizeof(cv_verify_note);
	v->uncontrolled.elem = sizeof(uint32_t);
	v->tt_struct.elem = 1;
	v->text.al = v->msg.al = v->note.al = &ctx->alloc;
	pctx_init(&v->pc, mod, &v->text);
	pctx_init(&v->fresh, mod, &v->text);
	r->arena.oom = &v->oom;
	/* v and r are not changed between here and a jump back */
	if (setjmp(v->oom))
		return out_of_memory(v);
	if (setjmp(v->pc.oom))
		return out_of_memory(v);
	if (setjmp(v->fresh.oom))
		return out_of_memory(v);
	run(v);
	collect(v);
	r->arena.oom = NULL;
	release(v);
	cv_mem_realloc(&ctx->alloc, v, sizeof *v, 0);
	return r;
}

size_t cv_verify_count(const cv_verify_result *r)
{
	return r ? r->n : 0;
}

const cv_violation *cv_verify_get(const cv_verify_result *r, size_t index)
{
	return r && index < r->n ? &r->v[index] : NULL;
}

void cv_verify_free(cv_verify_result *r)
{
	cv_allocator al;
	if (!r)
		return;
	al = r->ctx->alloc;
	arena_free(&r->arena);
	cv_mem_realloc(&al, r, sizeof *r, 0);
}
