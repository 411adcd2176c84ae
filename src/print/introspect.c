/*
 * introspect.c - the names and structure of a function for programs that
 * embed the library (cv_func_*, cv_module_find_function): arguments,
 * blocks and instructions with the names `opt -S` prints for them, their
 * source positions, opcodes, operands, convergent calls and tokens.
 *
 * A cv_func numbers the function once (the printer's slots) and keeps
 * every name as a string, so the queries are O(1).
 */
#include <stdlib.h>
#include <string.h>

#include "print/print.h"

struct cv_func {
	const cv_module *m;
	const function *f;
	const global *g;
	outbuf names;      /* every name, NUL-terminated */
	size_t *arg_off, *block_off, *inst_off; /* SIZE_MAX: none */
	size_t *callee_off;
	size_t fn_off;
	outbuf text;       /* cv_func_value_text */
	pctx c;            /* slots, for value texts */
	outbuf pout;       /* the printer's output (c.o) */
};

#define NO_NAME ((size_t)-1)

static const char *at(const cv_func *fn, size_t off)
{
	return off == NO_NAME ? NULL : fn->names.buf + off;
}

/* Appends the printed operand r to fn->names; returns its offset. */
static size_t add_name(cv_func *fn, ref r)
{
	size_t start;
	fn->pout.len = 0;
	print_operand(&fn->c, r);
	start = fn->names.len;
	out_write(&fn->names, fn->pout.buf ? fn->pout.buf : "", fn->pout.len);
	out_char(&fn->names, '\0');
	return start;
}

static void *zarray(cv_func *fn, size_t n, size_t elem)
{
	void *p = cv_mem_realloc(&fn->m->ctx->alloc, NULL, 0, (n + 1) * elem);
	if (!p)
		longjmp(fn->c.oom, 1);
	memset(p, 0, (n + 1) * elem);
	return p;
}

static void release(cv_func *fn)
{
	const cv_allocator *al = &fn->m->ctx->alloc;
	uint32_t na = fn->f ? fn->f->nargs : 0, nb = fn->f ? fn->f->nblocks : 0,
		 ni = fn->f ? fn->f->ninsts : 0;
	if (fn->arg_off)
		cv_mem_realloc(al, fn->arg_off, (na + 1) * sizeof(size_t), 0);
	if (fn->block_off)
		cv_mem_realloc(al, fn->block_off, (nb + 1) * sizeof(size_t), 0);
	if (fn->inst_off)
		cv_mem_realloc(al, fn->inst_off, (ni + 1) * sizeof(size_t), 0);
	if (fn->callee_off)
		cv_mem_realloc(al, fn->callee_off, (ni + 1) * sizeof(size_t), 0);
	pctx_release(&fn->c);
	out_release(&fn->pout);
	out_release(&fn->names);
	out_release(&fn->text);
	cv_mem_realloc(al, fn, sizeof *fn, 0);
}

static void name_everything(cv_func *fn)
{
	const function *f = fn->f;
	uint32_t i;
	fn->fn_off = add_name(fn, REF(REF_GLOBAL,
				      (uint32_t)(fn->g - fn->m->globals)));
	fn->arg_off = zarray(fn, f->nargs, sizeof(size_t));
	fn->block_off = zarray(fn, f->nblocks, sizeof(size_t));
	fn->inst_off = zarray(fn, f->ninsts, sizeof(size_t));
	fn->callee_off = zarray(fn, f->ninsts, sizeof(size_t));
	for (i = 0; i < f->nargs; i++)
		fn->arg_off[i] = add_name(fn, REF(REF_ARG, i));
	for (i = 0; i < f->nblocks; i++)
		fn->block_off[i] = add_name(fn, REF(REF_BLOCK, i));
	for (i = 0; i < f->ninsts; i++) {
		const inst *in = &f->insts[i];
		ref callee = inst_callee(f, in);
		fn->inst_off[i] = in->type != fn->m->t_void
					  ? add_name(fn, REF(REF_INST, i))
					  : NO_NAME;
		fn->callee_off[i] = REF_KIND(callee) == REF_GLOBAL
					    ? add_name(fn, callee)
					    : NO_NAME;
	}
}

cv_func *cv_func_new(const cv_module *mod, size_t index)
{
	static const function empty;
	const cv_allocator *al;
	cv_func *fn;
	if (!mod || index >= mod->nfuncs)
		return NULL;
	al = &mod->ctx->alloc;
	fn = cv_mem_realloc(al, NULL, 0, sizeof *fn);
	if (!fn)
		return NULL;
	memset(fn, 0, sizeof *fn);
	fn->m = mod;
	fn->g = &mod->globals[mod->funcs[index]];
	fn->f = fn->g->fn ? fn->g->fn : &empty;
	fn->names.al = fn->text.al = fn->pout.al = al;
	pctx_init(&fn->c, mod, &fn->pout);
	if (setjmp(fn->c.oom)) {
		release(fn);
		return NULL;
	}
	fn_slots(&fn->c, fn->f);
	name_everything(fn);
	if (fn->names.failed || fn->pout.failed) {
		release(fn);
		return NULL;
	}
	return fn;
}

void cv_func_free(cv_func *fn)
{
	if (fn)
		release(fn);
}

const char *cv_func_name(const cv_func *fn)
{
	return at(fn, fn->fn_off);
}

unsigned cv_func_line(const cv_func *fn)
{
	return fn->f->line ? fn->f->line : fn->g->line;
}

int cv_func_is_definition(const cv_func *fn)
{
	return !fn->g->is_decl;
}

int cv_func_is_convergent(const cv_func *fn)
{
	return fn->f->is_convergent != 0;
}

uint32_t cv_func_arg_count(const cv_func *fn)
{
	return fn->f->nargs;
}

const char *cv_func_arg_name(const cv_func *fn, uint32_t arg)
{
	return arg < fn->f->nargs ? at(fn, fn->arg_off[arg]) : NULL;
}

uint32_t cv_func_block_count(const cv_func *fn)
{
	return fn->f->nblocks;
}

const char *cv_func_block_name(const cv_func *fn, uint32_t b)
{
	return b < fn->f->nblocks ? at(fn, fn->block_off[b]) : NULL;
}

unsigned cv_func_block_line(const cv_func *fn, uint32_t b)
{
	return b < fn->f->nblocks ? fn->f->blocks[b].line : 0;
}

uint32_t cv_func_block_first(const cv_func *fn, uint32_t b)
{
	return b < fn->f->nblocks ? fn->f->blocks[b].first : 0;
}

uint32_t cv_func_block_size(const cv_func *fn, uint32_t b)
{
	return b < fn->f->nblocks ? fn->f->blocks[b].n : 0;
}

const uint32_t *cv_func_block_succs(const cv_func *fn, uint32_t b,
				    size_t *count)
{
	*count = b < fn->f->nblocks ? fn->f->blocks[b].nsuccs : 0;
	return *count ? fn->f->blocks[b].succs : NULL;
}

const uint32_t *cv_func_block_preds(const cv_func *fn, uint32_t b,
				    size_t *count)
{
	*count = b < fn->f->nblocks ? fn->f->blocks[b].npreds : 0;
	return *count ? fn->f->blocks[b].preds : NULL;
}

uint32_t cv_func_inst_count(const cv_func *fn)
{
	return fn->f->ninsts;
}

static cv_value to_value(ref r)
{
	cv_value v;
	v.index = REF_IDX(r);
	switch (REF_KIND(r)) {
	case REF_INST:
		v.kind = CV_VALUE_INST;
		break;
	case REF_ARG:
		v.kind = CV_VALUE_ARG;
		break;
	case REF_BLOCK:
		v.kind = CV_VALUE_BLOCK;
		break;
	case REF_CONST:
		v.kind = CV_VALUE_CONST;
		break;
	case REF_GLOBAL:
		v.kind = CV_VALUE_GLOBAL;
		break;
	case REF_NONE:
		v.kind = CV_VALUE_NONE;
		v.index = 0;
		break;
	default:
		v.kind = CV_VALUE_OTHER;
		break;
	}
	return v;
}

int cv_func_inst(const cv_func *fn, uint32_t i, cv_inst_info *out)
{
	const inst *in;
	memset(out, 0, sizeof *out);
	if (i >= fn->f->ninsts)
		return -1;
	in = &fn->f->insts[i];
	out->opcode = in->op < OP_COUNT ? opcode_names[in->op] : "?";
	out->name = at(fn, fn->inst_off[i]);
	out->callee = at(fn, fn->callee_off[i]);
	out->line = in->line;
	out->col = inst_col(in);
	out->block = in->block;
	out->noperands = in->nops;
	out->terminator = opcode_is_terminator(in->op);
	if (in->ext) {
		out->convergent = in->ext->convergent != 0;
		switch (in->ext->intrinsic) {
		case INTR_CONV_ENTRY:
			out->token_kind = CV_TOKEN_ENTRY;
			break;
		case INTR_CONV_ANCHOR:
			out->token_kind = CV_TOKEN_ANCHOR;
			break;
		case INTR_CONV_LOOP:
			out->token_kind = CV_TOKEN_LOOP;
			break;
		default:
			break;
		}
		out->token = to_value(in->ext->conv_token);
	}
	return 0;
}

cv_value cv_func_inst_operand(const cv_func *fn, uint32_t i, uint32_t k)
{
	const inst *in;
	if (i >= fn->f->ninsts || k >= fn->f->insts[i].nops)
		return to_value(REF_NULL);
	in = &fn->f->insts[i];
	return to_value(INST_OPS(fn->f, in)[k]);
}

const char *cv_func_value_text(cv_func *fn, cv_value v)
{
	static const uint8_t kinds[] = {
		[CV_VALUE_INST] = REF_INST, [CV_VALUE_ARG] = REF_ARG,
		[CV_VALUE_BLOCK] = REF_BLOCK, [CV_VALUE_CONST] = REF_CONST,
		[CV_VALUE_GLOBAL] = REF_GLOBAL
	};
	const cv_module *m = fn->m;
	uint32_t limit;
	switch (v.kind) {
	case CV_VALUE_INST:
		limit = fn->f->ninsts;
		break;
	case CV_VALUE_ARG:
		limit = fn->f->nargs;
		break;
	case CV_VALUE_BLOCK:
		limit = fn->f->nblocks;
		break;
	case CV_VALUE_CONST:
		limit = m->nconsts;
		break;
	case CV_VALUE_GLOBAL:
		limit = m->nglobals;
		break;
	default:
		return NULL;
	}
	if (v.index >= limit)
		return NULL;
	if (setjmp(fn->c.oom))
		return NULL;
	fn->pout.len = 0;
	fn->pout.failed = 0;
	print_operand(&fn->c, REF(kinds[v.kind], v.index));
	out_char(&fn->pout, '\0');
	return fn->pout.failed ? NULL : fn->pout.buf;
}

/* ---- lookup by name ------------------------------------------------------ */

size_t cv_module_find_function(const cv_module *mod, const char *name)
{
	size_t i, n, len;
	if (!mod || !name)
		return CV_NO_FUNCTION;
	if (*name == '@')
		name++;
	len = strlen(name);
	for (i = 0; i < mod->nfuncs; i++) {
		const global *g = &mod->globals[mod->funcs[i]];
		if (g->numbered) {
			char *end;
			unsigned long k;
			if (!len || name[0] < '0' || name[0] > '9')
				continue;
			k = strtoul(name, &end, 10);
			if (*end == '\0' && k == g->name)
				return i;
			continue;
		}
		n = SYM_LEN(&mod->strs, g->name);
		if (n == len && memcmp(SYM_STR(&mod->strs, g->name), name, n) == 0)
			return i;
	}
	return CV_NO_FUNCTION;
}
