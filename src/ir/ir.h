/*
 * ir.h - the internal table of contents of libconverge.
 *
 * Layers (see docs/ and DESIGN.md): arena and diagnostics, the IR model,
 * the reader (lex.c, parse.c), the printer (print.c).  Values are small
 * integer handles into per-module and per-function arrays.
 */
#ifndef CV_IR_H
#define CV_IR_H

#include <setjmp.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "converge.h"

/* ---- arena.c: memory ------------------------------------------------- */

/* Bump allocator.  Out of memory jumps to *oom when set, else returns NULL. */
typedef struct arena {
	cv_allocator alloc;
	struct arena_chunk *chunks;
	struct arena_adopted *adopted;
	char *cur, *end; /* end: the chunk's, or as far as it is made ready */
	char *limit;     /* the current chunk's end */
	size_t total;
	size_t next_chunk; /* arena_reset: the size of the next chunk, or 0 */
	char *given, *given_end; /* arena_init_in's memory, or NULL */
	jmp_buf *oom;
} arena;

void arena_init(arena *a, const cv_allocator *alloc);
/* An arena whose first memory is the caller's [buf, buf + size) (part of
 * the caller's own allocation), which it never frees: a small function's
 * analysis then allocates no chunk of its own. */
void arena_init_in(arena *a, const cv_allocator *alloc, void *buf,
		   size_t size);
void arena_free(arena *a);
/* Frees what was allocated but keeps the memory for what comes next: a
 * single chunk is kept (its pages stay touched); several are freed, and
 * the next is made as large as they were together. */
void arena_reset(arena *a);
/* The allocation that needs a new chunk, or a new piece of one made
 * ready, or the sanitizer's unpoisoning (arena_alloc's slow path). */
void *arena_alloc_slow(arena *a, size_t size);
/* Under AddressSanitizer every allocation takes the slow path, which
 * unpoisons what it hands out (arena.c). */
#if defined(__SANITIZE_ADDRESS__)
#define ARENA_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ARENA_ASAN 1
#endif
#endif
/* 8-byte aligned, not zeroed.  The bump of the pointer is inline: an
 * analysis of a small function makes dozens of small arrays, and the
 * call was a quarter of the uniformity summary's time on a module of
 * 50,000 two-instruction functions. */
static inline void *arena_alloc(arena *a, size_t size)
{
#ifndef ARENA_ASAN
	size_t s = (size + 7) & ~(size_t)7;
	if (s && s <= (size_t)(a->end - a->cur)) {
		a->cur += s;
		return a->cur - s;
	}
#endif
	return arena_alloc_slow(a, size);
}
void *arena_zalloc(arena *a, size_t size); /* zeroed */
void *arena_dup(arena *a, const void *p, size_t size);
char *arena_strndup(arena *a, const char *s, size_t n);
struct vec;
/* Takes over the memory of a growable array (shrunk to its length): it is
 * freed with the arena.  The array is left empty.  Returns the data. */
void *arena_adopt(arena *a, struct vec *v);

/* The allocator's raw calls (for growable scratch arrays). */
void *cv_mem_realloc(const cv_allocator *al, void *p, size_t old, size_t size);
extern const cv_allocator cv_default_allocator;

/* A growable array of fixed-size elements, memory from an allocator. */
typedef struct vec {
	void *data;
	size_t len, cap, elem;
} vec;
/* Room for `more` elements after len (grown by doubling); longjmp to
 * *oom if out of memory. */
void vec_grow(vec *v, const cv_allocator *al, jmp_buf *oom, size_t more);
static inline void vec_reserve(vec *v, const cv_allocator *al, jmp_buf *oom,
			       size_t more)
{
	if (v->len + more > v->cap)
		vec_grow(v, al, oom, more);
}
void vec_release(vec *v, const cv_allocator *al);
#define VEC_AT(v, T, i) (((T *)(v)->data)[i])
/* Pointer to element i, NULL for an array that never had memory. */
#define VEC_PTR(v, T, i) ((v)->data ? (T *)(v)->data + (i) : (T *)0)

/* ---- diag.c: diagnostics ----------------------------------------------- */

struct cv_context {
	cv_allocator alloc;
	cv_limits limits;
	cv_diag *diags;
	size_t ndiags, capdiags;
	arena diag_arena;
	void (*progress)(void *user, size_t offset);
	void *progress_user;
	unsigned threads; /* cv_context_set_threads */
	size_t bodies_begin, bodies_end; /* cv_context_set_bodies */
	size_t bodies_chunk; /* cv_context_set_bodies_interleaved; 0: none */
	unsigned bodies_n, bodies_i;
	size_t claim_chunk; /* cv_context_set_bodies_claimed */
	cv_claim_fn claim_fn; /* NULL: none */
	void *claim_user;
	struct cv_body_map *body_map; /* cv_context_set_body_map */
	size_t batch_bytes; /* cv_context_set_body_batches; 0: none */
	cv_batch_fn batch_fn;
	void *batch_user;
	cv_text_fn text_fn; /* cv_context_set_body_text */
	void *text_user;
	atomic_flag diag_lock; /* diag_add from the library's own threads */
};

/* cv_body_map: the skipped bodies of one text, in the order of the text. */
struct body_extent {
	size_t open;       /* offset of the body's '{' */
	size_t close;      /* offset of its matching '}' */
	size_t line_start; /* offset after its last newline (nl > 0) */
	uint32_t nl;       /* newlines between the two */
};
enum { BODY_MAP_EMPTY, BODY_MAP_NOTING, BODY_MAP_COMPLETE, BODY_MAP_BROKEN };
struct cv_body_map {
	cv_allocator alloc;
	int state;
	const char *text; /* the text it belongs to */
	size_t size;
	struct body_extent *e;
	size_t n, cap;
};

/* Whether the reader reads the body of a definition whose `define` is
 * at byte offset `at` (cv_context_set_bodies and _interleaved; with
 * _claimed every body, its batches choosing which). */
int ctx_body_wanted(const cv_context *ctx, size_t at);

/* Record a diagnostic; text is copied.  line/col 1-based; src_line may be
 * NULL.  Never fails visibly: on allocation failure the diagnostic is lost
 * but a fallback entry "out of memory" is kept when possible. */
/* Forgets the diagnostics after the first n (their text stays in the
 * context's arena until cv_diag_clear). */
void diag_truncate(cv_context *ctx, size_t n);
void diag_add(cv_context *ctx, cv_severity sev, const char *file,
	      unsigned line, unsigned col, const char *src_line,
	      size_t src_len, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 8, 9)))
#endif
	;

/* ---- strings: interned names ----------------------------------------- */

typedef uint32_t sym; /* 0 = none; else index into strtab */

typedef struct strtab {
	const char **str; /* NUL-terminated, the length in the 4 bytes before */
	uint32_t n, cap;
	struct strslot {
		uint32_t hash;
		sym id;
		const char *str; /* NULL: empty slot */
	} *hash;        /* open addressing */
	uint32_t hcap, nhash; /* slots, strings in the hash */
	arena mem;      /* the strings, together for locality */
} strtab;
typedef struct strslot strslot;

sym strtab_intern(strtab *t, arena *a, const char *s, size_t n);
sym strtab_find(const strtab *t, const char *s, size_t n);
sym strtab_add(strtab *t, arena *a, const char *s, size_t n);
/* strtab_add where the 16 bytes from s can be read (a name in a text
 * that goes on after it): a short string is copied in fixed-size moves. */
sym strtab_add_short(strtab *t, arena *a, const char *s, size_t n);
/* Room for `more` syms without growing (one move instead of several for
 * a large function's names). */
void strtab_reserve(strtab *t, arena *a, uint32_t more);
void strtab_release(strtab *t, const cv_allocator *al);
#define SYM_STR(t, s) ((t)->str[s])
#define SYM_LEN(t, s) (((const uint32_t *)(const void *)(t)->str[s])[-1])
/* Whether two syms spell the same string (names added with strtab_add
 * are not unique). */
static inline int sym_same(const strtab *t, sym a, sym b)
{
	return a == b || (a && b && SYM_LEN(t, a) == SYM_LEN(t, b) &&
			  memcmp(SYM_STR(t, a), SYM_STR(t, b), SYM_LEN(t, a)) == 0);
}

/* A u32 -> u32 hash map (keys != UINT32_MAX). */
typedef struct u32map {
	struct u32slot {
		uint32_t key, val;
	} *slots; /* key and value side by side: one miss a probe */
	uint32_t n, cap;
	uint32_t acap; /* allocated slots (cap may be less after a clear) */
} u32map;
int u32map_get(const u32map *m, uint32_t key, uint32_t *val);
void u32map_put(u32map *m, const cv_allocator *al, jmp_buf *oom,
		uint32_t key, uint32_t val);
void u32map_clear(u32map *m);
void u32map_release(u32map *m, const cv_allocator *al);

/* ---- types ------------------------------------------------------------- */

typedef uint32_t tyid;

enum ty_kind {
	TY_VOID, TY_HALF, TY_BFLOAT, TY_FLOAT, TY_DOUBLE, TY_X86_FP80,
	TY_FP128, TY_PPC_FP128, TY_X86_AMX, TY_LABEL, TY_METADATA, TY_TOKEN,
	TY_INT, TY_PTR, TY_VECTOR, TY_ARRAY, TY_STRUCT, TY_FUNC, TY_TARGET,
	TY_NAMED /* identified struct: name, body in sub/nsub when defined */
};

enum {
	TYF_PACKED = 1,   /* struct */
	TYF_SCALABLE = 2, /* vector */
	TYF_VARARG = 4,   /* function */
	TYF_OPAQUE = 8,   /* named struct without body */
	TYF_DEFINED = 16, /* named struct given a body (or declared opaque) */
	TYF_NUMBERED = 32 /* named struct with a number (%0 = type ...) */
};

typedef struct type {
	uint8_t kind, flags;
	uint32_t nsub;
	uint64_t n;     /* int bits, ptr addrspace, vector/array length, numbered id */
	tyid *sub;      /* element / members / ret+params / target type params */
	uint32_t *ints; /* target ext int params */
	uint32_t nints;
	sym name;       /* named struct, target ext name */
} type;

/* ---- values ------------------------------------------------------------ */

/* A reference to a value: kind in the top 4 bits, index below. */
typedef uint32_t ref;
enum {
	REF_NONE = 0, REF_INST = 1, REF_ARG = 2, REF_BLOCK = 3,
	REF_CONST = 4, REF_GLOBAL = 5, REF_MD = 6, REF_ASM = 7
};
#define REF(kind, idx) (((uint32_t)(kind) << 28) | (uint32_t)(idx))
#define REF_KIND(r) ((r) >> 28)
#define REF_IDX(r) ((r) & 0x0fffffffu)
#define REF_NULL 0u

enum const_kind {
	C_INT, C_FP, C_NULL, C_NONE, C_UNDEF, C_POISON, C_ZERO,
	C_ARRAY, C_VECTOR, C_STRUCT, C_DATA /* c"..." */, C_SPLAT,
	C_EXPR, C_BLOCKADDR, C_DSOEQUIV, C_NOCFI, C_PTRAUTH
};

typedef struct constant {
	union {
		uint64_t u;      /* C_INT up to 64 bits */
		uint64_t *words; /* C_INT wide, C_FP */
		ref *ops;        /* aggregates, C_EXPR, C_SPLAT, C_BLOCKADDR */
		const char *bytes;
	} v;
	int64_t inrange_lo, inrange_hi; /* wrapped to 64 bits, as LLVM */
	tyid type;
	uint32_t n;      /* operands / bytes / words */
	tyid ty2;        /* C_EXPR gep source type */
	sym blockname;   /* C_BLOCKADDR: block name (or number text) */
	uint16_t op;     /* C_EXPR: opcode; C_EXPR icmp: predicate in pred */
	uint8_t kind;
	uint8_t flags;   /* C_EXPR: wrap/exact/inbounds flags */
	uint8_t pred;
	uint8_t has_inrange;
} constant;         /* 48 bytes */

/* Attributes: an attribute is (order, canonical text); an attribute set is
 * an interned sorted list of them, so equal sets have equal ids. */
typedef uint32_t attrset; /* 0 = empty */

typedef struct attr {
	uint16_t order;  /* LLVM 22 kind order; 0xffff for string attributes */
	sym text;        /* canonical printed text */
	sym key;         /* string attrs: key for sorting */
} attr;

typedef struct attrset_rec {
	uint32_t n;
	attr *attrs;
	uint32_t hash;
	uint8_t has_convergent, has_noconvergent;
	uint8_t has_nodivergencesource; /* asked of every call's callee */
} attrset_rec;

enum opcode {
	OP_NONE,
	/* terminators */
	OP_RET, OP_BR, OP_SWITCH, OP_INDIRECTBR, OP_INVOKE, OP_RESUME,
	OP_UNREACHABLE, OP_CLEANUPRET, OP_CATCHRET, OP_CATCHSWITCH, OP_CALLBR,
	/* unary */
	OP_FNEG,
	/* binary */
	OP_ADD, OP_FADD, OP_SUB, OP_FSUB, OP_MUL, OP_FMUL, OP_UDIV, OP_SDIV,
	OP_FDIV, OP_UREM, OP_SREM, OP_FREM, OP_SHL, OP_LSHR, OP_ASHR, OP_AND,
	OP_OR, OP_XOR,
	/* memory */
	OP_ALLOCA, OP_LOAD, OP_STORE, OP_GEP, OP_FENCE, OP_CMPXCHG,
	OP_ATOMICRMW,
	/* casts */
	OP_TRUNC, OP_ZEXT, OP_SEXT, OP_FPTOUI, OP_FPTOSI, OP_UITOFP,
	OP_SITOFP, OP_FPTRUNC, OP_FPEXT, OP_PTRTOINT, OP_PTRTOADDR,
	OP_INTTOPTR, OP_BITCAST, OP_ADDRSPACECAST,
	/* other */
	OP_CLEANUPPAD, OP_CATCHPAD, OP_ICMP, OP_FCMP, OP_PHI, OP_CALL,
	OP_SELECT, OP_VAARG, OP_EXTRACTELEMENT, OP_INSERTELEMENT,
	OP_SHUFFLEVECTOR, OP_EXTRACTVALUE, OP_INSERTVALUE, OP_LANDINGPAD,
	OP_FREEZE,
	OP_COUNT
};

/* The operands of instruction in of function f (NULL when it has none). */
#define INST_OPS(f, in) ((f)->ops ? (f)->ops + (in)->ops : (const ref *)0)

extern const char *const opcode_names[OP_COUNT];
static inline int opcode_is_terminator(int op)
{
	return op >= OP_RET && op <= OP_CALLBR;
}
int opcode_is_cast(int op);
int opcode_is_binary(int op);

/* Instruction flags (inst.flags). */
enum {
	IF_NUW = 1, IF_NSW = 2, IF_EXACT = 4, IF_DISJOINT = 8,
	IF_SAMESIGN = 16, IF_NNEG = 32,
	IF_INBOUNDS = 64, IF_NUSW = 128, /* gep (nuw reuses IF_NUW) */
	IF_VOLATILE = 256, IF_WEAK = 512, IF_ATOMIC = 1024,
	IF_INALLOCA = 2048, IF_SWIFTERROR = 4096, IF_CLEANUP = 8192,
	IF_HAS_ALIGN = 16384
};

/* Fast-math flags, in LLVM's printing order. */
enum {
	FMF_FAST = 0x7f,
	FMF_NNAN = 1, FMF_NINF = 2, FMF_NSZ = 4, FMF_ARCP = 8,
	FMF_CONTRACT = 16, FMF_AFN = 32, FMF_REASSOC = 64
};

enum ordering {
	ORD_NONE, ORD_UNORDERED, ORD_MONOTONIC, ORD_ACQUIRE, ORD_RELEASE,
	ORD_ACQ_REL, ORD_SEQ_CST
};

enum tail_kind { TAIL_NONE, TAIL_TAIL, TAIL_MUSTTAIL, TAIL_NOTAIL };

/* Known intrinsics the analyses care about. */
enum intrinsic {
	INTR_NONE = 0, INTR_OTHER, INTR_CONV_ENTRY, INTR_CONV_ANCHOR,
	INTR_CONV_LOOP
};

typedef struct bundle {
	sym tag;
	uint32_t first, n; /* operand range within the instruction's ops */
} bundle;

/* A debug record (#dbg_value(...) etc.): its kind and its operands, which
 * are metadata operands kept in the module's mdvals. */
typedef struct dbg_record {
	sym kind;        /* "dbg_value", "dbg_declare", "dbg_assign", "dbg_label" */
	uint32_t first, n; /* range in cv_module.mdvals */
} dbg_record;

typedef struct md_attach {
	sym kind;  /* "dbg", "llvm.loop", ... */
	uint32_t node; /* metadata node index */
} md_attach;

/* Opcode-specific data that most instructions do not need.  Pointers,
 * then 32-bit fields, then bytes: no padding (112 bytes). */
typedef struct inst_ext {
	attrset *arg_attrs; /* nargs entries */
	bundle *bundles;
	md_attach *md;
	union {
		uint32_t *indices; /* extractvalue/insertvalue */
		int32_t *mask;     /* shufflevector; -1 = poison */
	};
	uint8_t *clauses;   /* landingpad: 0 catch, 1 filter per clause op */
	struct dbg_record *dbg_records; /* #dbg_ records printed before this */
	tyid ty2;        /* alloca/gep/call fn type/va_arg/landingpad */
	sym syncscope;
	uint32_t addrspace;
	uint32_t callconv; /* numeric cc; 0 = default ccc */
	attrset ret_attrs, fn_attrs;
	uint32_t nargs;     /* call: args are ops[0..nargs) */
	uint32_t nbundles;
	uint32_t nmd;
	uint32_t nindices;  /* also mask length */
	uint32_t ndbg;
	int intrinsic;      /* enum intrinsic */
	ref conv_token;     /* convergencectrl operand or REF_NULL */
	uint32_t col;       /* the column, when it does not fit inst.col */
	uint8_t ordering, failure_ordering, rmw_op, tail;
	uint8_t convergent; /* call is convergent (callee or call site) */
	uint8_t callee_known;
	uint8_t addrspace_set;
	uint8_t shared; /* several shufflevectors' (the reader copies it
			   before it changes it) */
} inst_ext;

typedef struct inst {
	uint8_t op;       /* enum opcode */
	uint8_t pred;     /* cmp predicate / atomicrmw op */
	uint8_t fmf;
	uint8_t align;    /* log2(align)+1; 0 = none */
	uint16_t flags;
	uint16_t col;     /* INST_COL_FAR: the column is ext->col (use inst_col) */
	tyid type;        /* result type; void for none */
	sym name;         /* 0: unnamed */
	uint32_t block;
	uint32_t ops, nops; /* range in function's operand array */
	uint32_t line;
	inst_ext *ext;
} inst;             /* 40 bytes: a function of 200,000 has 8 MB of them */

#define INST_COL_FAR 0xffffu
/* The 1-based column of an instruction's first token. */
static inline uint32_t inst_col(const inst *in)
{
	return in->col != INST_COL_FAR ? in->col : in->ext->col;
}

typedef struct block {
	uint32_t *preds;   /* predecessor blocks, in LLVM's use-list order */
	uint32_t *succs;
	sym name;          /* 0: unnamed */
	uint32_t number;   /* unnamed: the number it had in the input */
	uint32_t first, n; /* instruction range */
	uint32_t line;
	uint32_t npreds;
	uint32_t nsuccs;
} block;            /* 48 bytes */

typedef struct argument {
	tyid type;
	sym name;
	attrset attrs;
	uint32_t number; /* %N written for an unnamed argument, else UINT32_MAX */
} argument;

enum global_kind { G_VAR, G_FUNC, G_ALIAS, G_IFUNC };

enum linkage {
	L_EXTERNAL, L_PRIVATE, L_INTERNAL, L_AVAILABLE_EXTERNALLY, L_LINKONCE,
	L_WEAK, L_COMMON, L_APPENDING, L_EXTERN_WEAK, L_LINKONCE_ODR,
	L_WEAK_ODR
};

typedef struct function {
	tyid type;          /* function type */
	argument *args;
	uint32_t nargs;
	block *blocks;
	uint32_t nblocks;
	inst *insts;
	uint32_t ninsts;
	ref *ops;
	uint32_t nops;
	attrset ret_attrs, fn_attrs;
	uint32_t fn_attr_list; /* parser: pending list index + 1 */
	uint32_t callconv;
	sym gc;
	ref prefix, prologue, personality;
	uint32_t line;
	int intrinsic;
	uint8_t is_convergent;
	uint8_t explicit_addrspace;
	uint8_t has_calls;   /* a call, invoke or callbr among insts */
	uint8_t body_skipped; /* cv_context_set_bodies: the header only */
	/* the reader's lookup of its name in the intrinsic table, made
	 * once when the module's text ends: INTR_INFO_UNKNOWN (not made:
	 * a function made otherwise), _NONE (no "llvm." name), _UNLISTED
	 * ("llvm." but no entry), _LISTED (intr_info) */
	uint8_t intr_state;
	const struct intrintab_info *intr_info;
} function;
enum { INTR_INFO_UNKNOWN, INTR_INFO_NONE, INTR_INFO_UNLISTED,
       INTR_INFO_LISTED };

typedef struct global {
	uint8_t kind;        /* enum global_kind */
	uint8_t is_decl;
	uint8_t defined;     /* parser: seen its definition */
	uint8_t numbered;    /* unnamed global @0 */
	uint8_t linkage, dso_local, visibility, dll, tls, unnamed_addr;
	uint8_t ext_init, is_const, comdat_kind, sanitizer;
	uint8_t upgraded_away; /* an old intrinsic declaration LLVM replaces */
	sym name;
	tyid type;           /* value type (var), function type, alias value type */
	uint32_t addrspace;
	sym section, partition, comdat, code_model;
	uint64_t align;      /* 0: none */
	ref init;            /* initializer / aliasee / resolver */
	attrset attrs;       /* global variable attributes */
	uint32_t attr_list;  /* parser: pending list index + 1 */
	function *fn;        /* G_FUNC */
	md_attach *md;
	uint32_t nmd;
	uint32_t line;
} global;

/* Metadata: nodes keep their operands with references to other nodes,
 * enough to unique and renumber them as LLVM's printer does. */
enum md_op_kind { MDO_NULL, MDO_NODE, MDO_STRING, MDO_VALUE, MDO_RAW };

typedef struct md_op {
	uint8_t kind;
	sym field;    /* specialized nodes: field name */
	uint32_t node;
	sym str;      /* MDO_STRING (decoded), MDO_RAW (text) */
	tyid type;
	ref value;
} md_op;

typedef struct md_node {
	uint8_t distinct;
	uint8_t defined;
	uint8_t inline_only; /* DIExpression / DIArgList: printed inline */
	sym special;         /* "DILocation" etc.; 0 for a generic tuple */
	md_op *ops;
	uint32_t nops;
	uint32_t line, col;
	const char *pos;
	uint32_t canon;      /* uniqued representative */
	uint32_t seq;        /* the reader made it seq-th (1-based) */
} md_node;

typedef struct named_md {
	sym name;
	uint32_t *nodes;
	uint32_t n;
} named_md;

/* A metadata operand of a call (metadata !0, metadata i32 %x, ...). */
typedef struct md_value {
	md_op op;
} md_value;

typedef struct inline_asm {
	sym text;        /* flags: " sideeffect alignstack ..." */
	sym asm_str, constraints;
} inline_asm;

struct cv_module {
	cv_context *ctx;
	arena arena;
	strtab strs;
	const char *filename;
	/* module header */
	sym source_filename, datalayout, triple;
	sym *toplevel_asm;
	uint32_t ntoplevel_asm;
	/* types */
	type *types;
	uint32_t ntypes, captypes;
	u32map type_hash; /* structural hash -> first type id in chain */
	uint32_t *type_next;
	/* type_vector's: vector types by element and length (id 0: empty) */
	struct vec_type_ent {
		tyid elem, id;
		uint32_t n; /* the length, TYF_SCALABLE's bit 31 */
	} vec_types[64];
	tyid t_void, t_label, t_metadata, t_token, t_i1, t_i8, t_i32, t_i64, t_ptr;
	/* named/numbered struct types in definition order */
	tyid *named_types;
	uint32_t nnamed_types;
	/* constants */
	constant *consts;
	uint32_t nconsts, capconsts;
	/* globals (variables, functions, aliases, ifuncs) in source order */
	global *globals;
	uint32_t *order; /* globals in definition order */
	uint32_t norder;
	uint32_t *funcs; /* the functions among them (function index -> global) */
	uint32_t nfuncs;
	uint32_t nglobals, capglobals;
	/* attribute sets */
	attrset_rec *attrsets;
	uint32_t nattrsets, capattrsets;
	u32map attrset_hash;
	/* metadata */
	md_node *md;
	uint32_t nmd, capmd;
	named_md *named;
	uint32_t nnamed;
	sym *md_kinds;       /* attachment kinds in order of first use */
	uint32_t nmd_kinds;
	md_value *mdvals;
	uint32_t nmdvals, capmdvals;
	inline_asm *asms;
	uint32_t nasms, capasms;
	/* comdats and other module-level lines kept as canonical text */
	sym *comdats;
	uint32_t ncomdats;
	/* data layout facts */
	struct layout *layout;
	/* read by batches (cv_context_set_body_batches), while the batch's
	 * function runs: the indexes (in funcs) of the functions whose
	 * bodies the batch holds, increasing; batch_fns NULL otherwise */
	const uint32_t *batch_fns;
	uint32_t nbatch_fns;
};

/* ir.c */
tyid type_intern(cv_module *m, const type *t);
/* type_intern, where the type is likely `hint` (an id type_intern gave):
 * hint itself when it is that type, without a lookup. */
tyid type_intern_hint(cv_module *m, const type *t, tyid hint);
/* The vector type of n elem (scalable: <vscale x n x elem>), interned;
 * a small table in the module answers the ones asked for again (an
 * icmp's or a shufflevector's result, whose type no text names). */
tyid type_vector(cv_module *m, tyid elem, uint64_t n, int scalable);
const char *ordering_name(int ord);
uint32_t module_add_const(cv_module *m, const constant *c);
attrset attrset_intern(cv_module *m, const attr *attrs, uint32_t n);
int intrinsic_classify(const char *name, size_t len);

/* layout.c: ABI alignment from the datalayout string. */
struct layout *layout_parse(cv_module *m, const char *dl, size_t len);
unsigned layout_abi_align(const cv_module *m, tyid t); /* in bytes */
unsigned layout_pref_align(const cv_module *m, tyid t);
uint64_t layout_store_size(const cv_module *m, tyid t);
int layout_target_sized(const cv_module *m, tyid t);
unsigned layout_index_bits(const cv_module *m, unsigned as);
enum { TT_ZERO_INIT = 1, TT_GLOBAL = 2, TT_LOCAL = 4, TT_VECTOR_ELT = 8 };
unsigned layout_target_props(const cv_module *m, tyid t);

/* inline_asm.c: an inline asm constraint string cs[0..n) as LLVM's
 * InlineAsm::ParseConstraints reads it: each constraint's kind and
 * whether it is indirect ('*'), into kind[] and indirect[].  Returns the
 * number of constraints, or -1 if the string does not parse (the reader
 * rejects such strings) or has more than max. */
enum { AC_INPUT, AC_OUTPUT, AC_CLOBBER, AC_LABEL };
int asm_constraint_kinds(const char *cs, size_t n, uint8_t *kind,
			 uint8_t *indirect, int max);
/* Why the constraint string cs[0..n) does not fit the function type ft as
 * LLVM's InlineAsm::verify decides, or NULL when it fits. */
const char *asm_verify(const cv_module *m, const type *ft, const char *cs,
		       size_t n);

/* names.c: the spellings of linkages, calling conventions, predicates and
 * atomicrmw operations, shared by the reader and the printer */
extern const char *const linkage_names[];
#define CC_TABLE_COUNT 57
struct cc_entry {
	const char *name;
	uint32_t cc;
};
extern const struct cc_entry cc_table[CC_TABLE_COUNT];
/* riscv_vls_cc(N), N = 32 .. 65536, is 112 + log2(N) - 5. */
#define CC_RISCV_VLS_FIRST 112
#define CC_RISCV_VLS_LAST 123
/* The printed spelling, or NULL for "ccN". */
const char *cc_name(uint32_t cc);
extern const char *const icmp_pred_names[10];
extern const char *const fcmp_pred_names[16];
const char *cmp_pred_name(int op, int pred);
#define RMW_OP_COUNT 21
extern const char *const rmw_op_names[RMW_OP_COUNT];
const char *rmw_op_name(int op);

/* The callee operand of a call, invoke or callbr (a function, or an
 * indirect callee's value), or REF_NULL for any other instruction. */
ref inst_callee(const function *f, const inst *in);
/* The argument, block or instruction of f that `name` names: %name,
 * %"odd name" (no escapes) or %N: unnamed values count up from 0
 * (arguments, blocks and instructions share one counter, as the printer
 * numbers them), and a numbered block takes its number from the input
 * (which may skip numbers); the leading '%' may be left out.  Returns LOCAL_* with its index in *index,
 * or -1. */
enum { LOCAL_ARG, LOCAL_BLOCK, LOCAL_INST };
int fn_find_local(const cv_module *m, const function *f, const char *name,
		  uint32_t *index);

#endif
