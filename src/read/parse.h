/*
 * parse.h - state of the reader, shared by parse.c (module level, types,
 * constants), parse_inst.c (instructions) and parse_md.c (metadata).
 */
#ifndef CV_PARSE_H
#define CV_PARSE_H

#include <setjmp.h>
#include <string.h>

#include "ir/ir.h"
#include "ir/text.h"
#include "read/lex.h"
#include "read/pipe.h"

enum { OPTAB_SIZE = 256, ATTAB_SIZE = 512, VTCACHE_SIZE = 256,
       VTCACHE_TEXT = 40, VLCACHE_SIZE = 8192, VLCACHE_TEXT = 1024,
       VLCACHE_BYTES = 1 << 20, ARGL_SIZE = 4096, ARGL_TEXT = 512 };

/* The smallest function body read by two threads (pipe.h). */
#define PIPE_MIN_BYTES ((size_t)1 << 18)

/* Bytes of input between two progress calls (cv_context_set_progress). */
#define PROGRESS_STEP ((size_t)1 << 18)

/* What a local name is bound to in the function being read. */
typedef struct lbind {
	ref val;   /* REF_NULL: not bound yet */
	tyid type;
} lbind;

/* Pending forward references inside a function. */
enum { REF_PENDING = 8 };

typedef struct pending_ref {
	sym name;        /* named: the name; numbered: 0 */
	uint32_t number; /* numbered reference */
	uint8_t numbered;
	tyid type;       /* type expected at the use */
	uint32_t line, col;
	const char *pos;
	ref resolved;
} pending_ref;

/* A function attribute list before #N groups are resolved. */
typedef struct attr_list {
	attr *attrs;
	uint32_t n;
	uint32_t *groups; /* #N numbers */
	uint32_t ngroups;
	uint32_t line, col;
	const char *pos;
} attr_list;

typedef struct attr_group {
	attr *attrs;
	uint32_t n;
	uint8_t defined;
	uint8_t alone_made; /* alone holds the set of a list of it alone */
	attrset alone;
} attr_group;

typedef struct ulo { /* a uselistorder_bb directive */
	uint32_t fn;
	sym block;
	uint8_t numbered;
	uint32_t *idx, n;
	uint32_t line, col;   /* the function name */
	const char *pos;
	uint32_t iline, icol; /* the '{' of the indexes */
	const char *ipos;
} ulo;

typedef struct gref { /* a global referenced before its definition */
	uint32_t line, col;
	const char *pos;
	uint8_t used; /* globals: referenced (its addrspace is the use's) */
} gref;

typedef struct baddr_ref { /* blockaddress of a function not yet read */
	uint32_t gi;     /* the function's global */
	sym name;        /* the block's name (decimal text when numbered) */
	uint8_t numbered, done;
	uint32_t next;   /* the next record of the same function, or -1 */
	gref fn_at, bb_at;
} baddr_ref;

typedef struct comdat_use { /* comdat($name) or a bare comdat */
	sym name;
	gref at;
} comdat_use;

typedef struct lslot lslot;
typedef struct vtcache_ent vtcache_ent;

#define SHUFCACHE_BITS 12 /* llvm-stress: 3,942 masks */
#define SHUFSLOTS 64
#define VLSLOTS 256
#define CANON_CACHE_BITS 9
#define CANON_RAW_MAX 48 /* longer raw texts are not kept */
#define FLAG_SYMS 64 /* flag_syms: a power of two */
#define FPCACHE_BITS 10
#define FPCACHE_TEXT 30 /* longer literals are not kept */

typedef struct parser {
	cv_context *ctx;
	cv_module *m;
	lexer lx;
	token tok;
	const char *filename;
	jmp_buf fail;
	unsigned depth;
	unsigned const_depth; /* inside a constant: no local values */
	const cv_allocator *al;

	/* globals */
	u32map global_names;  /* sym -> global index */
	u32map global_nums;   /* number -> global index */
	vec global_order;     /* uint32_t: definition order */
	vec global_fwd;       /* gref per global (placeholder info) */
	uint32_t next_global_num;
	u32map type_names;    /* sym -> tyid */
	u32map type_nums;     /* number -> tyid */
	vec type_fwd;         /* gref of first use, per named type id */
	u32map md_nums;       /* number -> md node index */
	vec md_fwd;           /* gref per md node (first reference) */
	u32map attr_group_map; /* #N -> index into attr_groups */
	u32map const_cache;   /* shared scalar constants */
	/* definitions whose bodies another part reads (batches and a
	 * bodies filter): their headers skimmed for the name, and read
	 * where they are first referenced (skim_read, parse.c) */
	u32map skim_of;       /* global -> index in skims */
	vec skims;            /* struct skim */
	function *skim_fn;    /* the record all skimmed globals share */
	uint32_t skim_gi;     /* skim_read: the global being read, or
				 UINT32_MAX */
	int headers_done;     /* the end of the text was processed */
	const char *text0;    /* the module's text as given */
	size_t text0_size;
	uint32_t const_mark;  /* read by batches: the constants before the
				 bodies' (theirs go after each batch);
				 UINT32_MAX otherwise */
#define SMALL_INT_TYPES 4
	struct small_ints {   /* parse_int_literal: 0..99 of one type */
		tyid type;    /* + 1; 0: none */
		ref r[100];   /* 0: not made yet */
	} small_ints[SMALL_INT_TYPES];
	u32map case_seen;     /* a switch's case values: hash -> operand */
	u32map type_seen;     /* struct_contains(): types looked at */
	u32map comdat_defs;   /* comdat name sym -> 1: defined */
	vec comdat_uses;      /* comdat_use: each reference, in order */
	vec baddrs;           /* baddr_ref: forward blockaddresses */
	u32map baddr_first;   /* function global -> its last baddr_ref */
	u32map md_seen;       /* metadata uniquing */
	uint32_t md_seq;      /* metadata nodes made */
	vec attr_groups;      /* attr_group */
	vec attr_lists;       /* attr_list: pending function attribute lists */
	vec named_md;         /* named_md */

	/* the function being parsed */
	function *fn;
	uint32_t fn_global;
	vec insts, blocks, ops, args, pend;
	vec pend_ops; /* uint32_t: where in ops a forward reference went */
	struct lslot {      /* local names (parse_inst.c) */
		uint64_t key;    /* name_key(); 0: empty slot */
		lbind b;
	} *lt;
	uint32_t lcap, lacap, ln; /* slots in use, allocated; names */
	struct cv_pipe *pipe;     /* a large body read by two threads */
	struct pipe_reader *rd;   /* its ring, as the parser reads it */
	int piping;               /* 1: tokens come from the pipe; 2: the
				     parser took over (pipe.h) */
	lbind *bind;              /* piped: the bindings by name id */
	uint32_t bcap;            /* ... allocated */
	int bind_mapped;          /* ... by pipe_map_zeroed (bind_release) */
	uint32_t bused;           /* ... ids that may be set */
	size_t body_bytes;        /* the body being read, up to its '}' */
	const char *span_end;     /* in_span: the end of the span read */
	int fn_ext_fixups;        /* the function has calls (fn_end) */
	int in_span;              /* piped: the tokens of a span are read
				     directly (pipe.h) */
	const char *ahead_pos;    /* local_name_ahead: the token keyed, */
	uint64_t ahead_key;       /* its key */
	u32map local_nums_map; /* number -> ref */
	int pending_md_comma;
	int renamed_intrinsics; /* some calls were redirected (upgrade) */
	int any_dbg;            /* debug records were read or made */
	uint64_t fn_align;      /* 'align N' met among function attributes */
	u32map upgraded;        /* old intrinsic declaration -> replacement */
	vec late_decls;         /* replacements, declared at the end */
	vec ulos;               /* uselistorder_bb directives */
	vec local_nums;     /* ref by number, REF_NULL if unset */
	uint32_t next_local;
	uint32_t fn_mdval_start, fn_md_start; /* metadata made in this function */
	u32map block_fwd;   /* block index -> pending index of first use */

	/* what a function's body allocates (its instructions, operands,
	 * blocks and what hangs from them): the module's arena, or with
	 * cv_context_set_body_batches the batch's, freed after it */
	arena *fa;
	arena batch;
	vec deferred;       /* deferred_body: the bodies read by batches */
	int redirected;     /* upgrade_intrinsics redirected calls */
	int late_entity;    /* a type, global or comdat after a deferred body */
	int layout_of_triple; /* head_end: the triple's layout if none */
	int layout_guessed;   /* head_end took it */

	/* temporary arrays of the parse functions, reused; a parse error
	 * jumps out past their owners, so the parser frees them */
	vec **tmps;
	uint32_t ntmp, nalloc_tmp, captmp;

	size_t progress_at; /* input offset of the next progress call */
	size_t src_base;    /* input offset of lx.src (a copied segment's) */
	size_t body_close;  /* skip_body: the offset after the '}' it found */
	const char *known_close; /* the '}' of the body read next, if known */
	char *btext;        /* bodies copied by cv_context_set_body_text */
	size_t btext_cap;
	int body_map;       /* the context's map: 0 none, 1 noting, 2 using */
	size_t body_at;     /* using: the first extent not yet passed */
	uint8_t optab[OPTAB_SIZE]; /* opcodes by keyword (parse_inst.c) */
	uint8_t optab_len[OPTAB_SIZE]; /* their keywords' lengths */
	uint64_t optab_text[OPTAB_SIZE][2]; /* and texts (op_text) */
	uint16_t attab[ATTAB_SIZE]; /* attribute keywords: table index + 1 */
	uint32_t cc_lens[32]; /* calling conventions' names: bit min(len, 31)
				 by first character & 31 (parse_cc) */
	struct vtcache_ent {       /* vector types by text (parse.c) */
		uint64_t a, b;     /* its first and last eight bytes */
		uint8_t len;
		char text[VTCACHE_TEXT + 1];
		tyid ty;
	} vtcache[VTCACHE_SIZE];
	uint32_t vtcount;          /* its entries */
	/* in a piped body, the types of the span texts the helper numbered
	 * (PIPE_SPAN_TEXT), met as types (0: not yet); span_tys: some set */
	tyid span_ty[PIPE_SPAN_TEXTS];
	int span_tys;
	const char *input;         /* the module's text */
	/* function headers' argument lists and the text before their names
	 * by their text (parse.c, arglist_cached, prefix_cached): slots,
	 * and the texts, arguments and prefixes they keep */
	struct argl_ent *argl;
	uint32_t argl_count;
	vec argl_text, argl_args, argl_prefix;
	struct vlcache_ent *vlcache; /* constant vectors by text (parse.c) */
	uint32_t vlcount;          /* its entries */
	vec vltext;                /* their texts */
	/* the entries made since the batch began (the first VLSLOTS) */
	uint16_t vlslots[VLSLOTS];
	uint32_t nvlslots;
	/* shufflevectors' extensions (parse_inst.c): the same mask constant
	 * read with the same length gives the same one, shared */
	struct shufcache_ent {
		ref mask;
		uint32_t n, n1; /* the mask's length, the inputs' */
		inst_ext *ext; /* NULL: empty */
	} *shufcache; /* 1 << SHUFCACHE_BITS, made at the first shuffle */
	/* the entries filled since the batch began (the first SHUFSLOTS
	 * of them), cleared at its end */
	uint16_t shufslots[SHUFSLOTS];
	uint32_t nshufslots;
	/* floating-point literals' bits by their text and kind (parse.c),
	 * made at the first */
	struct fpcache_ent {
		uint8_t len, kind; /* len 0: empty */
		char text[FPCACHE_TEXT];
		uint64_t bits[2];
	} *fpcache; /* 1 << FPCACHE_BITS */
	tyid simple_ty[TY_NAMED + 1]; /* float, double...: id + 1, 0 unset */
	/* canonical texts of attributes with arguments by their raw text
	 * (parse.c), made at the first */
	struct canon_ent {
		const struct attrtab_info *ai; /* NULL: empty */
		int where;
		sym text;
		uint32_t rn;
		char raw[CANON_RAW_MAX]; /* a copy: the input may go */
	} *canon_cache; /* 1 << CANON_CACHE_BITS */
	/* flag attributes' names (noundef, nounwind...), interned at the
	 * first (parse.c), by the keyword's entry of the table */
	struct flag_ent {
		const struct attrtab_info *ai; /* NULL: empty */
		sym text;
	} flag_syms[FLAG_SYMS];

	/* scratch */
	vec scratch_refs, scratch_tys, scratch_attrs, scratch_u32;
	vec strbuf;
} parser;

/* parse.c */
vec *tmp_begin(parser *p, size_t elem);
/* A cache table of `bytes` bytes, zeroed (freed by the parser's end). */
void *parser_table(parser *p, size_t bytes);
void tmp_end(parser *p, vec *v);
void next_slow(parser *p);
/* After a token read from the text (next): a named local's lookahead in
 * a body, an error, the progress callback. */
void next_after(parser *p);
_Static_assert(T_EOF < T_LOCAL && T_ERROR < T_LOCAL,
	       "next: the tokens for next_after come first");
/* The next token into p->tok.  In a piped body, an ordinary token comes
 * straight from the ring: errors, the end and the progress callback are
 * for the slow path, which the ring's reader takes at least every
 * PIPE_GIVE_BACK tokens (pipe_take), far more often than the callback's
 * PROGRESS_STEP bytes. */
static inline void next(parser *p)
{
	/* from the text: the lexer, and the rest only for a local name, an
	 * error, the end or the callback's step (a call to next_slow and its
	 * tests for the pipe were a tenth of reading libclc) */
	if (p->piping == 0) {
		lex_next(&p->lx, &p->tok);
		/* (a numbered local, a fifth of a body's tokens, has no
		 * lookahead: local_name_ahead) */
		if ((p->tok.kind > T_LOCAL ||
		     (p->tok.kind == T_LOCAL && p->tok.numbered)) &&
		    (size_t)(p->tok.pos - p->lx.src) + p->src_base <
			    p->progress_at)
			return;
		next_after(p);
		return;
	}
	if (p->piping == 1 && !p->tok.span && !p->in_span &&
	    pipe_take(p->rd, &p->tok))
		return;
	next_slow(p);
}
/* attrtab_lookup through the parser's hash of the attribute keywords. */
const struct attrtab_info *attr_keyword(const parser *p, const char *s,
					size_t n);
_Noreturn void perr(parser *p, const token *t, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4)))
#endif
	;
_Noreturn void perr_at(parser *p, uint32_t line, uint32_t col,
		       const char *pos, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 5, 6)))
#endif
	;
/* Inline, so that with a string literal the length is a constant and the
 * comparison a length test and a fixed-size memcmp the compiler expands
 * (out of line, each was a call into the C library's memcmp). */
static inline int is_word_n(const parser *p, const char *w, size_t n)
{
	return p->tok.kind == T_WORD && p->tok.len == n &&
	       memcmp(p->tok.text, w, n) == 0;
}

static inline int accept_word_n(parser *p, const char *w, size_t n)
{
	if (!is_word_n(p, w, n))
		return 0;
	next(p);
	return 1;
}

#define is_word(p, w) is_word_n((p), ("" w ""), sizeof("" w "") - 1)
#define accept_word(p, w) accept_word_n((p), ("" w ""), sizeof("" w "") - 1)
void expect(parser *p, int kind, const char *what);
void expect_word(parser *p, const char *w);
int accept(parser *p, int kind);
uint64_t parse_uint(parser *p, const char *what);
sym intern_tok(parser *p, const token *t);
sym intern_name(parser *p, const token *t);
tyid parse_type(parser *p, int allow_void);
tyid type_int(cv_module *m, unsigned bits);
tyid type_ptr(cv_module *m, unsigned as);
ref parse_value(parser *p, tyid ty);
ref parse_value_global(parser *p, const token *t, tyid ty);
uint32_t new_global_pub(parser *p, int kind, sym name, int numbered,
			const token *at);
attrset attrs_from_text_pub(parser *p, const char *text, size_t len,
			    int where);
ref parse_typed_value(parser *p, tyid *ty_out);
uint32_t parse_align_value(parser *p);
void parse_param_attrs(parser *p, attrset *out, int where);
uint32_t parse_fn_attrs(parser *p, int allow_groups);
void attrs_collect(parser *p, vec *into, int where, int allow_groups,
		   vec *groups);
sym parse_syncscope(parser *p);
int parse_ordering(parser *p);
int type_is_first_class(const cv_module *m, tyid t);
int type_is_llvm_first_class(const cv_module *m, tyid t);
int type_is_int_or_intvec(const cv_module *m, tyid t);
int cast_is_valid(const cv_module *m, int op, tyid src, tyid dst);
uint32_t parse_uselist_index(parser *p);
void blockaddress_check(parser *p, uint32_t gi, const token *ft,
			const token *bt);
void blockaddress_fn_begin(parser *p);
int type_is_fp_or_fpvec(const cv_module *m, tyid t);
tyid type_scalar(const cv_module *m, tyid t);
ref const_ref(parser *p, const constant *c);
ref make_int_const(parser *p, tyid ty, uint64_t v);
int parse_cc(parser *p, uint32_t *cc);
sym string_sym(parser *p, const token *t);

/* parse_inst.c */
void parse_function_body(parser *p);
ref local_ref(parser *p, const token *t, tyid ty);
/* local_ref's common cases, inline: a numbered value (%12) defined
 * before as an instruction or an argument of type ty, or a name of a
 * piped body bound before to a value of type ty; 0 (and *out untouched)
 * for anything else, which local_ref then reads. */
static inline int local_ref_known(const parser *p, const token *t, tyid ty,
				  ref *out)
{
	uint32_t key = 0, v, idx;
	size_t i;
	if (t->id) {
		if (t->id < p->bused && p->bind[t->id].type == ty &&
		    p->bind[t->id].val != REF_NULL) {
			*out = p->bind[t->id].val;
			return 1;
		}
		return 0;
	}
	if (!t->numbered || t->len > 8)
		return 0;
	for (i = 0; i < t->len; i++)
		key = key * 10 + (uint32_t)(t->text[i] - '0');
	if (key >= p->local_nums.len)
		return 0;
	v = ((const ref *)p->local_nums.data)[key];
	idx = REF_IDX(v);
	if (REF_KIND(v) == REF_INST) {
		if (((const inst *)p->insts.data)[idx].type != ty)
			return 0;
	} else if (REF_KIND(v) != REF_ARG || p->fn->args[idx].type != ty) {
		return 0;
	}
	*out = v;
	return 1;
}
void local_name_ahead(parser *p, const token *t);
void pipe_begin(parser *p);
void bind_release(parser *p); /* frees p->bind */
int peek_kind(parser *p);
/* *lx: the lexer state after the current token (a span read whole). */
void lexer_after_tok(parser *p, lexer *lx);
void pipe_end(parser *p);
void pipe_abandon(parser *p);
const char *name_text(parser *p, const token *t, int *n);
int type_is_sized(const cv_module *m, tyid t);
int type_is_scalable(const cv_module *m, tyid t);
uint32_t parse_addrspace(parser *p); /* addrspace was read: (n) or ("A") */
int const_is_null_value(const cv_module *m, ref r); /* LLVM isNullValue */
void parse_comdat_ref(parser *p, sym name, int numbered, uint8_t *kind,
		      sym *comdat);
void fn_begin(parser *p, function *fn, uint32_t gidx);
void opcode_table_init(parser *p);
void fn_end(parser *p);
void parse_function_body_for(parser *p, uint32_t gi);
int shuffle_operands_ok(const cv_module *m, tyid v1, tyid v2, tyid mt,
			ref mask);
int gep_index_step(const cv_module *m, tyid *cur, tyid ity, ref r);

/* parse_md.c */
uint32_t parse_md_node(parser *p);   /* !N, !{...}, !DI...(...) */
void parse_md_definition(parser *p); /* !N = ... at top level */
void parse_named_md(parser *p);      /* !name = !{...} */
ref parse_md_operand_value(parser *p); /* after "metadata" */
ref parse_md_value_push(parser *p, const md_value *v);
void parse_md_attachments(parser *p, vec *into);
void md_finish(parser *p);
void md_upgrade_module_flags(parser *p);
uint32_t md_tuple_get(parser *p, const md_op *ops, uint32_t n);
named_md *find_named_md(parser *p, const char *name);
void md_resolve_locals(parser *p);

/* layout: an initial `target datalayout` (NULL: none); layout_of_triple:
 * with none given, the default layout of the module's triple where its
 * target lines end, when it has no datalayout line (head_end) */
cv_module *parse_module(cv_context *ctx, const char *filename,
			const char *text, size_t size, const char *layout,
			int layout_of_triple);

#endif
