/*
 * sim_machine.c - the machine under the simulator's interpreter (sim.c)
 * and its builtins (sim_ops.c): memory objects and accesses to them, the
 * run's allocator and its out-of-memory jump, the first runtime error, the
 * number of threads, and the half-precision encoding of floats.  It calls
 * neither of them.
 *
 * Memory is a table of objects (globals, buffers, allocas, functions);
 * a pointer is an object id in its high 32 bits and a byte offset in the
 * low 32, id 0 being null.  Every access is checked against the object's
 * bounds.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "exec/sim_machine.h"

/* ---- allocation and errors ---------------------------------------------------- */

void *sim_realloc(sim_machine *mc, void *p, size_t old, size_t size)
{
	void *q = cv_mem_realloc(mc->al, p, old, size);
	if (!q && size)
		longjmp(mc->oom, 1);
	return q;
}

void sim_grow(sim_machine *mc, void **p, uint32_t *cap, uint32_t need,
	      size_t elem)
{
	uint32_t ncap;
	if (need <= *cap)
		return;
	ncap = *cap ? *cap : 16;
	while (ncap < need)
		ncap *= 2;
	*p = sim_realloc(mc, *p, (size_t)*cap * elem, (size_t)ncap * elem);
	*cap = ncap;
}

void sim_error(sim_machine *mc, uint32_t line, uint32_t col, const char *fmt,
	       ...)
{
	va_list ap;
	if (mc->failed)
		return;
	mc->failed = 1;
	mc->err_line = line;
	mc->err_col = col;
	va_start(ap, fmt);
	vsnprintf(mc->err, sizeof mc->err, fmt, ap);
	va_end(ap);
}

uint32_t sim_thread_count(const sim_machine *mc)
{
	return mc->nthreads;
}

/* ---- the launch ------------------------------------------------------------------ */

uint32_t sim_local_linear(const sim_machine *mc, uint32_t t)
{
	return t % mc->geom.group_threads;
}

uint32_t sim_group_linear(const sim_machine *mc, uint32_t t)
{
	return t / mc->geom.group_threads;
}

uint32_t sim_local_id(const sim_machine *mc, uint32_t t, unsigned dim)
{
	const uint32_t *s = mc->geom.local;
	uint32_t i = sim_local_linear(mc, t);
	return dim == 0 ? i % s[0] : dim == 1 ? i / s[0] % s[1] : i / s[0] / s[1];
}

uint32_t sim_group_id(const sim_machine *mc, uint32_t t, unsigned dim)
{
	const uint32_t *s = mc->geom.grid;
	uint32_t i = sim_group_linear(mc, t);
	return dim == 0 ? i % s[0] : dim == 1 ? i / s[0] % s[1] : i / s[0] / s[1];
}

uint64_t sim_global_id(const sim_machine *mc, uint32_t t, unsigned dim)
{
	return (uint64_t)sim_group_id(mc, t, dim) * mc->geom.local[dim] +
	       sim_local_id(mc, t, dim);
}

uint32_t sim_local_size(const sim_machine *mc, unsigned dim)
{
	return dim < 3 ? mc->geom.local[dim] : 1;
}

uint32_t sim_group_count(const sim_machine *mc, unsigned dim)
{
	return dim < 3 ? mc->geom.grid[dim] : 1;
}

uint32_t sim_wave_in_group(const sim_machine *mc, uint32_t t)
{
	return sim_local_linear(mc, t) / mc->geom.width;
}

uint32_t sim_lane_of(const sim_machine *mc, uint32_t t)
{
	return sim_local_linear(mc, t) % mc->geom.width;
}

/* ---- memory --------------------------------------------------------------------- */

uint32_t sim_obj_new(sim_machine *mc, uint8_t kind, uint32_t size)
{
	uint32_t id;
	if (mc->nfree)
		id = mc->free_obj[--mc->nfree];
	else {
		sim_grow(mc, (void **)&mc->obj, &mc->capobj, mc->nobj + 1,
			 sizeof *mc->obj);
		id = mc->nobj++;
	}
	/* counted already: an out-of-memory jump from the allocation below
	 * must leave it releasable */
	mc->obj[id].data = NULL;
	mc->obj[id].size = 0;
	mc->obj[id].kind = OBJ_FREE;
	mc->obj[id].data = size ? sim_realloc(mc, NULL, 0, size) : NULL;
	if (size)
		memset(mc->obj[id].data, 0, size);
	mc->obj[id].size = size;
	mc->obj[id].kind = kind;
	mc->obj[id].space = SPACE_SHARED;
	mc->obj[id].unmodelled = 0;
	mc->obj[id].global = UINT32_MAX;
	mc->obj[id].thread = UINT32_MAX;
	return id;
}

/* The bytes object o holds: one copy, or one per thread. */
static size_t obj_bytes(const sim_machine *mc, const sim_obj *o)
{
	return o->space == SPACE_THREAD ? (size_t)o->size * mc->nthreads : o->size;
}

void sim_obj_per_thread(sim_machine *mc, uint32_t id)
{
	sim_obj *o = &mc->obj[id];
	size_t n = (size_t)o->size * mc->nthreads, i;
	if (o->space == SPACE_THREAD)
		return;
	o->data = sim_realloc(mc, o->data, o->size, n ? n : 1);
	for (i = 1; i < mc->nthreads; i++)
		memcpy(o->data + i * o->size, o->data, o->size);
	o->space = SPACE_THREAD;
}

void sim_obj_free(sim_machine *mc, uint32_t id)
{
	sim_obj *o = &mc->obj[id];
	if (o->data)
		cv_mem_realloc(mc->al, o->data, obj_bytes(mc, o), 0);
	o->data = NULL;
	o->size = 0;
	o->kind = OBJ_FREE;
	sim_grow(mc, (void **)&mc->free_obj, &mc->capfree, mc->nfree + 1,
		 sizeof *mc->free_obj);
	mc->free_obj[mc->nfree++] = id;
}

void sim_machine_release(sim_machine *mc)
{
	uint32_t i;
	for (i = 0; i < mc->nobj; i++)
		if (mc->obj[i].data)
			cv_mem_realloc(mc->al, mc->obj[i].data,
				       obj_bytes(mc, &mc->obj[i]), 0);
	if (mc->stacks) {
		for (i = 0; i < mc->nthreads; i++) {
			sim_alloca_pop(mc, i, 0);
			if (mc->stacks[i].a)
				cv_mem_realloc(mc->al, mc->stacks[i].a,
					       mc->stacks[i].cap * sizeof *mc->stacks[i].a, 0);
		}
		cv_mem_realloc(mc->al, mc->stacks, mc->nthreads * sizeof *mc->stacks, 0);
		mc->stacks = NULL;
	}
	if (mc->obj)
		cv_mem_realloc(mc->al, mc->obj, mc->capobj * sizeof *mc->obj, 0);
	if (mc->free_obj)
		cv_mem_realloc(mc->al, mc->free_obj, mc->capfree * 4, 0);
	if (mc->res_name)
		cv_mem_realloc(mc->al, (void *)mc->res_name, mc->nres * sizeof *mc->res_name, 0);
	if (mc->res_ptr)
		cv_mem_realloc(mc->al, mc->res_ptr, mc->nres * sizeof *mc->res_ptr, 0);
	mc->obj = NULL;
	mc->nobj = 0;
	mc->free_obj = NULL;
	if (mc->res_counter)
		cv_mem_realloc(mc->al, mc->res_counter, mc->nres * sizeof *mc->res_counter, 0);
	mc->res_counter = NULL;
	mc->res_name = NULL;
	mc->res_ptr = NULL;
	mc->nres = 0;
	mc->hsa_obj[0] = mc->hsa_obj[1] = 0;
}

uint64_t sim_alloca_push(sim_machine *mc, uint32_t t, uint32_t size)
{
	sim_stack *st;
	if (!mc->stacks) {
		mc->stacks = sim_realloc(mc, NULL, 0, mc->nthreads * sizeof *mc->stacks);
		memset(mc->stacks, 0, mc->nthreads * sizeof *mc->stacks);
	}
	st = &mc->stacks[t];
	sim_grow(mc, (void **)&st->a, &st->cap, st->n + 1, sizeof *st->a);
	st->a[st->n].data = sim_realloc(mc, NULL, 0, size ? size : 1);
	memset(st->a[st->n].data, 0, size ? size : 1);
	st->a[st->n].size = size;
	return (uint64_t)(SIM_PRIVATE + st->n++) << 32;
}

void sim_alloca_pop(sim_machine *mc, uint32_t t, uint32_t mark)
{
	sim_stack *st = mc->stacks ? &mc->stacks[t] : NULL;
	while (st && st->n > mark) {
		st->n--;
		cv_mem_realloc(mc->al, st->a[st->n].data,
			       st->a[st->n].size ? st->a[st->n].size : 1, 0);
	}
}

int sim_ptr_space(const sim_machine *mc, uint64_t ptr)
{
	uint32_t id = (uint32_t)(ptr >> 32);
	if (!ptr || id == SIM_BAD_OBJ)
		return -1;
	if (id >= SIM_PRIVATE)
		return SPACE_THREAD;
	if (id >= mc->nobj || mc->obj[id].kind == OBJ_FREE)
		return -1;
	return mc->obj[id].space;
}

uint8_t *sim_mem_at(sim_machine *mc, uint64_t ptr, uint32_t size,
		    uint32_t t, uint32_t line, uint32_t col, const char *what)
{
	uint32_t id = (uint32_t)(ptr >> 32), off = (uint32_t)ptr;
	sim_obj *o;
	if (ptr == 0) {
		sim_error(mc, line, col, "%s through a null pointer", what);
		return NULL;
	}
	if (id >= SIM_PRIVATE && id != SIM_BAD_OBJ) {
		/* the thread's own alloca number id - SIM_PRIVATE */
		sim_stack *st = mc->stacks && t < mc->nthreads ? &mc->stacks[t] : NULL;
		uint32_t k = id - SIM_PRIVATE;
		if (!st || k >= st->n) {
			sim_error(mc, line, col,
				  "%s through a private pointer to an alloca that "
				  "is no longer live", what);
			return NULL;
		}
		if ((uint64_t)off + size > st->a[k].size) {
			sim_error(mc, line, col,
				  "out-of-bounds %s: %u bytes at offset %u of a "
				  "%u-byte alloca", what, size, off, st->a[k].size);
			return NULL;
		}
		return st->a[k].data + off;
	}
	if (id >= mc->nobj || mc->obj[id].kind == OBJ_FREE) {
		sim_error(mc, line, col, "%s through a dangling or invalid pointer",
			  what);
		return NULL;
	}
	o = &mc->obj[id];
	if (o->kind == OBJ_FUNC) {
		sim_error(mc, line, col, "%s through a pointer to a function", what);
		return NULL;
	}
	if (o->unmodelled) {
		sim_error(mc, line, col,
			  "%s of an external global, or of one whose initializer "
			  "the simulator does not model", what);
		return NULL;
	}
	if ((uint64_t)off + size > o->size) {
		sim_error(mc, line, col,
			  "out-of-bounds %s: %u bytes at offset %u of a %u-byte %s",
			  what, size, off, o->size,
			  o->kind == OBJ_ALLOCA ? "alloca"
			  : o->kind == OBJ_BUFFER ? "buffer"
						  : "global");
		return NULL;
	}
	if (o->space == SPACE_THREAD)
		return o->data + (size_t)t * o->size + off;
	return o->data + off;
}

int sim_mem_read(sim_machine *mc, uint64_t ptr, void *dst, uint32_t size,
		 uint32_t t, uint32_t line, uint32_t col)
{
	uint8_t *p;
	if (!size)
		return 0;
	p = sim_mem_at(mc, ptr, size, t, line, col, "load");
	if (!p)
		return -1;
	memcpy(dst, p, size);
	return 0;
}

int sim_mem_write(sim_machine *mc, uint64_t ptr, const void *src,
		  uint32_t size, uint32_t t, uint32_t line, uint32_t col)
{
	uint8_t *p;
	if (!size)
		return 0;
	p = sim_mem_at(mc, ptr, size, t, line, col, "store");
	if (!p)
		return -1;
	memmove(p, src, size);
	return 0;
}

/* ---- half precision --------------------------------------------------------------- */

float sim_half_to_float(uint16_t h)
{
	unsigned sign = h >> 15, exp = (h >> 10) & 31, man = h & 1023;
	float v;
	if (exp == 0)
		v = ldexpf((float)man, -24);
	else if (exp == 31)
		v = man ? NAN : INFINITY;
	else
		v = ldexpf((float)(man | 1024), (int)exp - 25);
	return sign ? -v : v;
}

uint16_t sim_float_to_half(float f)
{
	union { float f; uint32_t u; } x;
	uint32_t sign, exp, man;
	x.f = f;
	sign = (x.u >> 16) & 0x8000;
	exp = (x.u >> 23) & 255;
	man = x.u & 0x7fffff;
	if (exp == 255)
		return (uint16_t)(sign | 0x7c00 | (man ? 0x200 : 0));
	if (exp > 142)
		return (uint16_t)(sign | 0x7c00);
	if (exp < 113) {
		/* subnormal or zero: round to nearest even */
		uint32_t shift = 113 - exp + 13, m = man | 0x800000, r;
		if (shift > 24)
			return (uint16_t)sign;
		r = m >> shift;
		if ((m >> (shift - 1) & 1) &&
		    ((m & ((1u << (shift - 1)) - 1)) || (r & 1)))
			r++;
		return (uint16_t)(sign | r);
	}
	{
		uint32_t h = ((exp - 112) << 10) | (man >> 13);
		uint32_t rest = man & 0x1fff;
		if (rest > 0x1000 || (rest == 0x1000 && (h & 1)))
			h++;
		return (uint16_t)(sign | h);
	}
}
