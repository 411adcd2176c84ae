/*
 * sim_kernel.c - the work-item functions of the frontends, answering from
 * the launch: OpenCL's built-ins as clang emits them when a module is not
 * linked with libclc (get_global_id, get_local_size, the sub-group
 * functions...), the HSA dispatch packet and implicit kernel arguments
 * that AMDGPU code reads through llvm.amdgcn.dispatch.ptr and
 * implicitarg.ptr (libclc's get_local_size, HIP's blockDim), and the
 * resource handles of HLSL compiled to SPIR-V, each backed by the buffer
 * the command line gives the resource's name.
 *
 * Lane l of the call's wave is thread c->first + l of the run.
 */
#include <string.h>

#include "exec/sim_ops.h"
#include "ir/bits.h"

#define ARG(c, i, l) ((c)->av[i][(l) * (c)->as[i]])
#define APOIS(c, i, l) ((int)((c)->ap[i] >> (l) & 1))

static void put(sim_call *c, unsigned l, uint64_t v, int poison)
{
	if (!c->res)
		return;
	if (c->rk.kind == SK_INT)
		v &= sim_width_mask(c->rk.bits);
	c->res[l] = v;
	*c->res_poison = (*c->res_poison & ~(1ull << l)) | ((uint64_t)(poison != 0) << l);
}

/* ---- the launch -------------------------------------------------------------------- */

static uint32_t thread_of(const sim_call *c, unsigned l)
{
	return c->first + l;
}

/* The launch (sim_machine.h): a workgroup's size in dimension dim, the
 * workgroups, each lane's ids. */
static uint32_t local_size(const sim_call *c, unsigned dim)
{
	return sim_local_size(c->mach, dim);
}

static uint32_t group_count(const sim_call *c, unsigned dim)
{
	return sim_group_count(c->mach, dim);
}

static uint32_t local_id(const sim_call *c, unsigned l, unsigned dim)
{
	return sim_local_id(c->mach, thread_of(c, l), dim);
}

static uint32_t group_id(const sim_call *c, unsigned l, unsigned dim)
{
	return sim_group_id(c->mach, thread_of(c, l), dim);
}

/* The threads of a work group and the lanes of the call's wave. */
static uint32_t group_threads(const sim_call *c)
{
	return local_size(c, 0) * local_size(c, 1) * local_size(c, 2);
}

static uint32_t wave_lanes(const sim_call *c)
{
	uint32_t n = c->mach->geom.group_threads;
	uint32_t first = sim_local_linear(c->mach, c->first);
	return n - first < c->width ? n - first : c->width;
}

static uint32_t work_dim(const sim_call *c)
{
	if (local_size(c, 2) > 1 || group_count(c, 2) > 1)
		return 3;
	if (local_size(c, 1) > 1 || group_count(c, 1) > 1)
		return 2;
	return 1;
}

/* ---- OpenCL ------------------------------------------------------------------------ */

/* get_global_id(dim) and the rest: a dimension past 2 gives the
 * specification's value (0 for ids and the offset, 1 for sizes). */
static int ocl_id(const sim_builtin_info *bi, sim_call *c)
{
	unsigned l;
	for (l = 0; l < 64; l++) {
		uint64_t v = 0, d = bi->id == BI_R600_ID ? bi->arg
				    : c->nargs ? ARG(c, 0, l) : 0;
		unsigned dim = d > 3 ? 3 : (unsigned)d;
		if (!(c->mask >> l & 1))
			continue;
		if (bi->id == BI_OCL_ID && c->nargs && APOIS(c, 0, l)) {
			put(c, l, 0, 1);
			continue;
		}
		switch (bi->sub) {
		case OCL_GLOBAL_ID:
			v = dim > 2 ? 0 : (uint64_t)group_id(c, l, dim) * local_size(c, dim) +
						  local_id(c, l, dim);
			break;
		case OCL_LOCAL_ID: v = dim > 2 ? 0 : local_id(c, l, dim); break;
		case OCL_GROUP_ID: v = dim > 2 ? 0 : group_id(c, l, dim); break;
		case OCL_LOCAL_SIZE:
		case OCL_ENQ_LOCAL_SIZE: v = local_size(c, dim); break;
		case OCL_GLOBAL_SIZE:
			v = dim > 2 ? 1 : (uint64_t)local_size(c, dim) * group_count(c, dim);
			break;
		case OCL_NUM_GROUPS: v = dim > 2 ? 1 : group_count(c, dim); break;
		case OCL_GLOBAL_OFFSET: v = 0; break;
		case OCL_WORK_DIM: v = work_dim(c); break;
		case OCL_GLOBAL_LINEAR: {
			uint64_t g0 = (uint64_t)local_size(c, 0) * group_count(c, 0);
			uint64_t g1 = (uint64_t)local_size(c, 1) * group_count(c, 1);
			uint64_t x = (uint64_t)group_id(c, l, 0) * local_size(c, 0) + local_id(c, l, 0);
			uint64_t y = (uint64_t)group_id(c, l, 1) * local_size(c, 1) + local_id(c, l, 1);
			uint64_t z = (uint64_t)group_id(c, l, 2) * local_size(c, 2) + local_id(c, l, 2);
			v = (z * g1 + y) * g0 + x;
			break;
		}
		case OCL_LOCAL_LINEAR:
			v = ((uint64_t)local_id(c, l, 2) * local_size(c, 1) + local_id(c, l, 1)) *
				    local_size(c, 0) + local_id(c, l, 0);
			break;
		case OCL_SG_SIZE: v = wave_lanes(c); break;
		case OCL_SG_MAX_SIZE: v = c->width; break;
		case OCL_NUM_SG:
		case OCL_ENQ_NUM_SG: v = (group_threads(c) + c->width - 1) / c->width; break;
		case OCL_SG_ID: v = sim_wave_in_group(c->mach, thread_of(c, l)); break;
		default: v = l; break; /* OCL_SG_LOCAL_ID */
		}
		put(c, l, v, 0);
	}
	return 0;
}

/* The kind of a sub-group function's operand from the last letter of its
 * mangled name: j, m, t, h unsigned; f, d, Dh floating point. */
static int unsigned_name(const char *name)
{
	size_t n = strlen(name);
	char e = n ? name[n - 1] : 0;
	return e == 'j' || e == 'm' || e == 't' || e == 'h';
}

static int is_float(unsigned kind)
{
	return kind == SK_FLOAT || kind == SK_DOUBLE || kind == SK_HALF ||
	       kind == SK_BFLOAT;
}

/* a op b for the sub-group reductions and scans. */
static uint64_t combine(unsigned op, int uns, const sim_leaf *k, uint64_t a,
			uint64_t b)
{
	if (is_float(k->kind)) {
		double x = sim_fp_get(k->kind, a), y = sim_fp_get(k->kind, b);
		return sim_fp_put(k->kind, op == RED_ADD ? x + y
				  : op == RED_MIN ? (y < x ? y : x)
						  : (y > x ? y : x));
	}
	if (op == RED_ADD)
		return (a + b) & sim_width_mask(k->bits);
	if (uns)
		return op == RED_MIN ? (b < a ? b : a) : (b > a ? b : a);
	if (op == RED_MIN)
		return sim_sext(b, k->bits) < sim_sext(a, k->bits) ? b : a;
	return sim_sext(b, k->bits) > sim_sext(a, k->bits) ? b : a;
}

/* The identity of op (an exclusive scan's first value): 0; the largest or
 * smallest value; +-infinity. */
static uint64_t identity(unsigned op, int uns, const sim_leaf *k)
{
	if (op == RED_ADD)
		return is_float(k->kind) ? sim_fp_put(k->kind, 0.0) : 0;
	if (is_float(k->kind))
		return sim_fp_put(k->kind, op == RED_MIN ? 1.0 / 0.0 : -1.0 / 0.0);
	if (uns)
		return op == RED_MIN ? sim_width_mask(k->bits) : 0;
	if (op == RED_MIN)
		return sim_width_mask(k->bits) >> 1;
	return (sim_width_mask(k->bits) >> 1) + 1;
}

/* sub_group_reduce_<op> (scan 0) and sub_group_scan_{in,ex}clusive_<op>
 * (scan 1, 2) over the lanes running the call together, in lane order. */
static void ocl_collective(unsigned op, unsigned scan, sim_call *c)
{
	int uns = unsigned_name(c->name), poison = 0;
	uint64_t acc = identity(op, uns, &c->ak[0]), out[64];
	unsigned l;
	for (l = 0; l < 64; l++) {
		if (!(c->mask >> l & 1))
			continue;
		poison |= APOIS(c, 0, l);
		out[l] = acc;
		acc = combine(op, uns, &c->ak[0], acc, ARG(c, 0, l));
		if (scan == 1)
			out[l] = acc;
	}
	for (l = 0; l < 64; l++)
		if (c->mask >> l & 1)
			put(c, l, scan ? out[l] : acc, poison);
}

/* sub_group_all / sub_group_any of an int predicate: 1 or 0. */
static void ocl_vote(const sim_builtin_info *bi, sim_call *c)
{
	int all = 1, any = 0, poison = 0;
	unsigned l;
	for (l = 0; l < 64; l++) {
		if (!(c->mask >> l & 1))
			continue;
		poison |= APOIS(c, 0, l);
		if (ARG(c, 0, l) & sim_width_mask(c->ak[0].bits))
			any = 1;
		else
			all = 0;
	}
	for (l = 0; l < 64; l++)
		if (c->mask >> l & 1)
			put(c, l, bi->sub ? any : all, poison);
}

/* ---- AMDGPU: the dispatch packet and the implicit arguments ------------------------- */

static void put16(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
}

static void put32(uint8_t *p, uint32_t v)
{
	put16(p, v & 0xffff);
	put16(p + 2, v >> 16);
}

/* The hsa_kernel_dispatch_packet_t of the launch (64 bytes; HSA Platform
 * System Architecture 2.9.6): setup's dimensions, workgroup_size_x/y/z
 * (u16 at 4, 6, 8) and grid_size_x/y/z in work-items (u32 at 12, 16, 20);
 * the rest 0. */
static void fill_dispatch(const sim_call *c, uint8_t *p)
{
	unsigned d;
	put16(p + 2, work_dim(c));
	for (d = 0; d < 3; d++) {
		put16(p + 4 + 2 * d, local_size(c, d));
		put32(p + 12 + 4 * d, local_size(c, d) * group_count(c, d));
	}
}

/* The implicit kernel arguments (AMDGPUUsage, "Code Object V5 Metadata"
 * and "Code Object V3 and V4 Metadata", the hidden arguments).  Code
 * object v5 and later: hidden_block_count_x/y/z (u32 at 0, 4, 8),
 * hidden_group_size_x/y/z (u16 at 12, 14, 16), hidden_remainder_x/y/z
 * (u16 at 18, 20, 22: 0, every group is whole), hidden_global_offset_x/y/z
 * (u64 at 40, 48, 56: 0), hidden_grid_dims (u16 at 64).  Code object v4:
 * hidden_global_offset_x/y/z (u64 at 0, 8, 16: 0).  Not on amdhsa (Mesa,
 * as libclc reads them): the work dimensions (u32 at 0) and the global
 * offsets (u32 at 4, 8, 12: 0).  256 bytes, the rest 0. */
static void fill_implicit(const sim_call *c, uint8_t *p)
{
	unsigned d;
	if (!c->mach->hsa_cov) {
		put32(p, work_dim(c));
		return;
	}
	if (c->mach->hsa_cov < 5)
		return;
	for (d = 0; d < 3; d++) {
		put32(p + 4 * d, group_count(c, d));
		put16(p + 12 + 2 * d, local_size(c, d));
	}
	put16(p + 64, work_dim(c));
}

static int hsa_ptr(const sim_builtin_info *bi, sim_call *c)
{
	sim_machine *mc = c->mach;
	uint32_t *id = &mc->hsa_obj[bi->sub ? 1 : 0];
	unsigned l;
	if (!*id) {
		uint32_t size = bi->sub ? 256 : 64;
		uint8_t buf[256];
		memset(buf, 0, sizeof buf);
		if (bi->sub)
			fill_implicit(c, buf);
		else
			fill_dispatch(c, buf);
		*id = sim_obj_new(mc, OBJ_BUFFER, size);
		memcpy(mc->obj[*id].data, buf, size);
	}
	for (l = 0; l < 64; l++)
		if (c->mask >> l & 1)
			put(c, l, (uint64_t)*id << 32, 0);
	return 0;
}

/* ---- SPIR-V resources ------------------------------------------------------------- */

/* handlefrombinding(set, binding, range, index, name): the buffer given
 * for the resource's name on the command line; an error without one. */
static int spv_handle(sim_call *c)
{
	sim_machine *mc = c->mach;
	unsigned f = ctz64(c->mask), l;
	char name[128];
	uint32_t i, n = 0;
	if (c->nargs < 5 || APOIS(c, 4, f)) {
		sim_error(mc, c->line, c->col,
			  "@%s: a resource without a name cannot be bound to a buffer",
			  c->name);
		return -1;
	}
	while (n + 1 < sizeof name) {
		uint8_t ch;
		if (sim_mem_read(mc, ARG(c, 4, f) + n, &ch, 1, c->first + f, c->line,
				 c->col) != 0)
			return -1;
		if (!ch)
			break;
		name[n++] = (char)ch;
	}
	name[n] = 0;
	for (i = 0; i < mc->nres; i++)
		if (strcmp(mc->res_name[i], name) == 0)
			break;
	if (i == mc->nres) {
		sim_error(mc, c->line, c->col,
			  "resource '%s' (set %llu, binding %llu) has no buffer: "
			  "give one with --arg %s=buffer:SIZE[:INIT]", name,
			  (unsigned long long)ARG(c, 0, f),
			  (unsigned long long)ARG(c, 1, f), name);
		return -1;
	}
	for (l = 0; l < 64; l++)
		if (c->mask >> l & 1)
			put(c, l, mc->res_ptr[i], 0);
	return 0;
}

/* getpointer(handle, index): the index-th element of the resource. */
static int spv_getptr(sim_call *c)
{
	unsigned l;
	if (!c->elem_size) {
		sim_error(c->mach, c->line, c->col,
			  "@%s: the element type of the resource is not modelled",
			  c->name);
		return -1;
	}
	for (l = 0; l < 64; l++) {
		uint64_t i;
		if (!(c->mask >> l & 1))
			continue;
		i = ARG(c, 1, l) & sim_width_mask(c->ak[1].bits);
		put(c, l, ARG(c, 0, l) + i * c->elem_size,
		    APOIS(c, 0, l) || APOIS(c, 1, l));
	}
	return 0;
}

/* The counter of the resource whose handle is argument 0. */
static int spv_counter(sim_call *c)
{
	sim_machine *mc = c->mach;
	uint64_t h = ARG(c, 0, ctz64(c->mask));
	uint32_t i;
	unsigned l;
	for (i = 0; i < mc->nres; i++)
		if (mc->res_ptr[i] == h)
			break;
	if (i == mc->nres || APOIS(c, 0, ctz64(c->mask))) {
		sim_error(mc, c->line, c->col,
			  "@%s: the handle is not a bound resource's", c->name);
		return -1;
	}
	if (!mc->res_counter[i])
		mc->res_counter[i] = sim_obj_new(mc, OBJ_BUFFER, 4);
	for (l = 0; l < 64; l++)
		if (c->mask >> l & 1)
			put(c, l, (uint64_t)mc->res_counter[i] << 32, 0);
	return 0;
}

int sim_kernel_exec(const sim_builtin_info *bi, sim_call *c)
{
	switch (bi->id) {
	case BI_OCL_ID:
	case BI_R600_ID:
		return ocl_id(bi, c);
	case BI_OCL_REDUCE:
		ocl_collective(bi->sub, 0, c);
		return 0;
	case BI_OCL_SCAN:
		ocl_collective(bi->sub, bi->arg ? 2 : 1, c);
		return 0;
	case BI_OCL_VOTE:
		ocl_vote(bi, c);
		return 0;
	case BI_HSA_PTR:
		return hsa_ptr(bi, c);
	case BI_SPV_HANDLE:
		return spv_handle(c);
	case BI_SPV_COUNTER:
		return spv_counter(c);
	default: /* BI_SPV_GETPTR */
		return spv_getptr(c);
	}
}
