/* print.h - printer state shared by print.c and print_module.c. */
#ifndef CV_PRINT_H
#define CV_PRINT_H

#include "ir/ir.h"
#include "ir/text.h"

struct pctx;
/* Hooks of a caller that prints a module with changes (src/infer): the
 * function to print for global gi (fn_of; NULL: its own), text before a
 * function (before_fn) and before each instruction's line and its debug
 * records (before_inst).  Any may be NULL. */
typedef struct print_hooks {
	const function *(*fn_of)(void *user, uint32_t gi);
	void (*before_fn)(struct pctx *c, uint32_t gi, void *user);
	void (*before_inst)(struct pctx *c, uint32_t ii, void *user);
	void *user;
} print_hooks;

typedef struct pctx {
	const cv_module *m;
	const function *f;
	outbuf *o;
	jmp_buf oom;
	uint32_t *slot_arg, *slot_block, *slot_inst;
	uint32_t cap_slots_arg, cap_slots_block, cap_slots_inst;
	uint32_t *global_slot; /* numbered globals: printed number */
	uint32_t *md_slot;     /* node -> printed number */
	uint32_t *md_order;    /* printed number -> node */
	uint32_t nmd_order;
	/* md_function_numbers: one function's numbering for printing its
	 * instructions alone, and the numbering print_md_ref uses when set */
	uint32_t *md_fn_slot, *md_fn_order, *md_fn_work;
	uint32_t md_fn_base, md_fn_n;
	const uint32_t *md_cur;
	u32map attr_slots;     /* attrset -> #N */
	uint32_t nattr_slots;
	attrset *attr_order;
	uint32_t nattr_order, cap_attr_order;
	const print_hooks *hooks; /* NULL: the module as it is */
} pctx;

void print_operand(pctx *c, ref r);
void print_typed(pctx *c, ref r);
void print_md_op(pctx *c, const md_op *op, int typed_value);
void print_attrset(pctx *c, attrset s);
uint32_t attr_group_slot(pctx *c, attrset s);
void print_md_attachments(pctx *c, const md_attach *md, uint32_t n,
			  const char *sep);
void print_instruction(pctx *c, uint32_t ii);
#define MD_ATTACH_MAX 64
uint32_t md_attach_order(const cv_module *m, const md_attach *md, uint32_t n,
			 uint32_t *order);
void fn_slots(pctx *c, const function *f);
void print_function(pctx *c, uint32_t gi);

/* print_module.c */
void pctx_init(pctx *c, const cv_module *m, outbuf *o);
void pctx_release(pctx *c);
/* cv_print_module with hooks (h may be NULL).  Returns 0, or -1 if the
 * writer failed or memory ran out. */
int print_module_hooked(const cv_module *m, const cv_writer *w,
			const print_hooks *h);
/* A reference to metadata node `node`: !N, or the node itself where LLVM
 * prints it inline (DIExpression, DIArgList). */
void print_md_ref(pctx *c, uint32_t node);
void module_prepare(pctx *c, uint32_t **md_order, uint32_t *nmd);
/* Its first part alone: the numbers of unnamed globals (enough to print
 * a global as an operand). */
void module_prepare_globals(pctx *c);
/* The metadata numbers LLVM gives when it prints one instruction of
 * function gi alone (Value::print), kept in c until the next call ... */
void md_function_numbers(pctx *c, uint32_t gi);
/* ... and instruction ii of c->f printed with them (or, for a call of an
 * intrinsic with a metadata node operand, with the module's). */
void print_instruction_alone(pctx *c, uint32_t ii);
/* A node's definition as the module prints it, "!N = !{...}" and a
 * newline (node: a canonical node, numbered by module_prepare). */
void print_md_def(pctx *c, uint32_t node);

#endif
