/*
 * sim_ops.c - what calls to declared functions do in the simulator: thread
 * ids, the convergent operations of AMDGPU, NVPTX and the generic names of
 * the specification's examples, pure math intrinsics, memory intrinsics,
 * and a deterministic per-thread value for unknown external functions.
 *
 * A convergent operation is computed over exactly the lanes in c->mask:
 * the threads that execute this dynamic instance together (sim.c decides
 * which).  Lane l of wave w is thread w * width + l.
 */
#include <math.h>
#include <string.h>

#include "exec/sim_ops.h"

/* ---- the table ------------------------------------------------------------------- */

typedef struct builtin_name {
	const char *name;
	uint8_t prefix; /* 1: matches names that start with it */
	sim_builtin_info info;
} builtin_name;

#define B(n, p, id, sub, conv) {n, p, {id, sub, conv, 0}}

static const builtin_name table[] = {
	/* AMDGPU */
	B("llvm.amdgcn.workitem.id.x", 0, BI_TID_X, 0, 0),
	B("llvm.amdgcn.workitem.id.y", 0, BI_TID_Y, 0, 0),
	B("llvm.amdgcn.workitem.id.z", 0, BI_TID_Z, 0, 0),
	B("llvm.amdgcn.workgroup.id.", 1, BI_GROUP_ID, 0, 0),
	B("llvm.amdgcn.mbcnt.lo", 0, BI_MBCNT_LO, 0, 0),
	B("llvm.amdgcn.mbcnt.hi", 0, BI_MBCNT_HI, 0, 0),
	B("llvm.amdgcn.readfirstlane", 1, BI_READFIRSTLANE, 0, 1),
	B("llvm.amdgcn.readlane", 1, BI_READLANE, 0, 1),
	B("llvm.amdgcn.ballot", 1, BI_BALLOT, 0, 1),
	B("llvm.amdgcn.icmp", 1, BI_ICMP_BALLOT, 0, 1),
	B("llvm.amdgcn.fcmp", 1, BI_FCMP_BALLOT, 0, 1),
	B("llvm.amdgcn.wave.reduce.umin", 1, BI_WAVE_REDUCE, RED_UMIN, 1),
	B("llvm.amdgcn.wave.reduce.umax", 1, BI_WAVE_REDUCE, RED_UMAX, 1),
	B("llvm.amdgcn.wave.reduce.min", 1, BI_WAVE_REDUCE, RED_MIN, 1),
	B("llvm.amdgcn.wave.reduce.max", 1, BI_WAVE_REDUCE, RED_MAX, 1),
	B("llvm.amdgcn.wave.reduce.add", 1, BI_WAVE_REDUCE, RED_ADD, 1),
	B("llvm.amdgcn.wave.reduce.and", 1, BI_WAVE_REDUCE, RED_AND, 1),
	B("llvm.amdgcn.wave.reduce.or", 1, BI_WAVE_REDUCE, RED_OR, 1),
	B("llvm.amdgcn.wave.reduce.xor", 1, BI_WAVE_REDUCE, RED_XOR, 1),
	B("llvm.amdgcn.s.barrier", 0, BI_WORKGROUP_BARRIER, 0, 1),
	B("llvm.amdgcn.wave.barrier", 0, BI_WAVE_BARRIER, 0, 1),
	/* NVPTX */
	B("llvm.nvvm.read.ptx.sreg.tid.x", 0, BI_TID_X, 0, 0),
	B("llvm.nvvm.read.ptx.sreg.tid.y", 0, BI_TID_Y, 0, 0),
	B("llvm.nvvm.read.ptx.sreg.tid.z", 0, BI_TID_Z, 0, 0),
	B("llvm.nvvm.read.ptx.sreg.ntid.x", 0, BI_NTID_X, 0, 0),
	B("llvm.nvvm.read.ptx.sreg.ntid.", 1, BI_NTID_YZ, 0, 0),
	B("llvm.nvvm.read.ptx.sreg.ctaid.", 1, BI_GROUP_ID, 0, 0),
	B("llvm.nvvm.read.ptx.sreg.nctaid.", 1, BI_NTID_YZ, 0, 0),
	B("llvm.nvvm.read.ptx.sreg.laneid", 0, BI_LANE, 0, 0),
	B("llvm.nvvm.read.ptx.sreg.warpsize", 0, BI_WAVE_SIZE, 0, 0),
	B("llvm.nvvm.vote.all", 1, BI_VOTE_ALL, 0, 1),
	B("llvm.nvvm.vote.any", 1, BI_VOTE_ANY, 0, 1),
	B("llvm.nvvm.vote.uni", 1, BI_VOTE_UNI, 0, 1),
	B("llvm.nvvm.vote.ballot", 1, BI_VOTE_BALLOT, 0, 1),
	B("llvm.nvvm.shfl.sync.idx", 1, BI_SHFL_SYNC, 0, 1),
	B("llvm.nvvm.shfl.sync.bfly", 1, BI_SHFL_SYNC, 1, 1),
	B("llvm.nvvm.shfl.sync.up", 1, BI_SHFL_SYNC, 2, 1),
	B("llvm.nvvm.shfl.sync.down", 1, BI_SHFL_SYNC, 3, 1),
	B("llvm.nvvm.bar.warp.sync", 0, BI_WAVE_BARRIER, 0, 1),
	B("llvm.nvvm.barrier0", 0, BI_WORKGROUP_BARRIER, 0, 1),
	B("llvm.nvvm.barrier.", 1, BI_WORKGROUP_BARRIER, 0, 1),
	B("llvm.nvvm.bar.sync", 0, BI_WORKGROUP_BARRIER, 0, 1),
	/* SPIR-V, as clang emits HLSL's wave intrinsics */
	B("llvm.spv.wave.is.first.lane", 0, BI_ELECT, 0, 1),
	B("llvm.spv.wave.readlane", 1, BI_READLANE, 0, 1),
	B("llvm.spv.wave.reduce.sum", 1, BI_SUBGROUP_REDUCE, RED_ADD, 1),
	B("llvm.spv.wave.reduce.max", 1, BI_SUBGROUP_REDUCE, RED_MAX, 1),
	B("llvm.spv.wave.reduce.min", 1, BI_SUBGROUP_REDUCE, RED_MIN, 1),
	B("llvm.spv.wave.reduce.umax", 1, BI_SUBGROUP_REDUCE, RED_UMAX, 1),
	B("llvm.spv.wave.reduce.umin", 1, BI_SUBGROUP_REDUCE, RED_UMIN, 1),
	B("llvm.spv.wave.all", 0, BI_SUBGROUP_ALL, 0, 1),
	B("llvm.spv.wave.any", 0, BI_SUBGROUP_ANY, 0, 1),
	B("llvm.spv.wave.active.countbits", 0, BI_COUNTBITS, 0, 1),
	B("llvm.spv.wave.get.lane.count", 0, BI_WAVE_SIZE, 0, 0),
	B("llvm.spv.subgroup.local.invocation.id", 0, BI_LANE, 0, 0),
	/* the specification's examples */
	B("subgroupBallot", 0, BI_BALLOT, 0, 1),
	B("subgroupAdd", 0, BI_SUBGROUP_REDUCE, RED_ADD, 1),
	B("subgroupMul", 0, BI_SUBGROUP_REDUCE, RED_MUL, 1),
	B("subgroupMin", 0, BI_SUBGROUP_REDUCE, RED_MIN, 1),
	B("subgroupMax", 0, BI_SUBGROUP_REDUCE, RED_MAX, 1),
	B("subgroupAnd", 0, BI_SUBGROUP_REDUCE, RED_AND, 1),
	B("subgroupOr", 0, BI_SUBGROUP_REDUCE, RED_OR, 1),
	B("subgroupXor", 0, BI_SUBGROUP_REDUCE, RED_XOR, 1),
	B("subgroupBroadcastFirst", 0, BI_BROADCAST_FIRST, 0, 1),
	B("subgroupShuffle", 0, BI_SHUFFLE, 0, 1),
	B("subgroupShuffleXor", 0, BI_SHUFFLE_XOR, 0, 1),
	B("subgroupShuffleUp", 0, BI_SHUFFLE_UP, 0, 1),
	B("subgroupShuffleDown", 0, BI_SHUFFLE_DOWN, 0, 1),
	B("subgroupElect", 0, BI_ELECT, 0, 1),
	B("subgroupAll", 0, BI_SUBGROUP_ALL, 0, 1),
	B("subgroupAny", 0, BI_SUBGROUP_ANY, 0, 1),
	B("subgroupControlBarrier", 0, BI_WAVE_BARRIER, 0, 1),
	B("getSubgroupLocalInvocationId", 0, BI_LANE, 0, 0),
	B("getSubgroupSize", 0, BI_WAVE_SIZE, 0, 0),
	B("getLocalInvocationId", 0, BI_TID_X, 0, 0),
	B("getGlobalInvocationId", 0, BI_TID_X, 0, 0),
	B("workgroupControlBarrier", 0, BI_WORKGROUP_BARRIER, 0, 1),
	/* pure math and memory */
	B("llvm.ctpop.", 1, BI_MATH, M_CTPOP, 0),
	B("llvm.ctlz.", 1, BI_MATH, M_CTLZ, 0),
	B("llvm.cttz.", 1, BI_MATH, M_CTTZ, 0),
	B("llvm.bswap.", 1, BI_MATH, M_BSWAP, 0),
	B("llvm.bitreverse.", 1, BI_MATH, M_BITREVERSE, 0),
	B("llvm.abs.", 1, BI_MATH, M_ABS, 0),
	B("llvm.smin.", 1, BI_MATH, M_SMIN, 0),
	B("llvm.smax.", 1, BI_MATH, M_SMAX, 0),
	B("llvm.umin.", 1, BI_MATH, M_UMIN, 0),
	B("llvm.umax.", 1, BI_MATH, M_UMAX, 0),
	B("llvm.fabs.", 1, BI_MATH, M_FABS, 0),
	B("llvm.sqrt.", 1, BI_MATH, M_SQRT, 0),
	B("llvm.fma.", 1, BI_MATH, M_FMA, 0),
	B("llvm.fmuladd.", 1, BI_MATH, M_FMULADD, 0),
	B("llvm.minnum.", 1, BI_MATH, M_MINNUM, 0),
	B("llvm.maxnum.", 1, BI_MATH, M_MAXNUM, 0),
	B("llvm.floor.", 1, BI_MATH, M_FLOOR, 0),
	B("llvm.ceil.", 1, BI_MATH, M_CEIL, 0),
	B("llvm.trunc.", 1, BI_MATH, M_TRUNC, 0),
	B("llvm.rint.", 1, BI_MATH, M_RINT, 0),
	B("llvm.nearbyint.", 1, BI_MATH, M_RINT, 0),
	B("llvm.round.", 1, BI_MATH, M_ROUND, 0),
	B("llvm.copysign.", 1, BI_MATH, M_COPYSIGN, 0),
	B("llvm.sin.", 1, BI_MATH, M_SIN, 0),
	B("llvm.cos.", 1, BI_MATH, M_COS, 0),
	B("llvm.exp.", 1, BI_MATH, M_EXP, 0),
	B("llvm.exp2.", 1, BI_MATH, M_EXP2, 0),
	B("llvm.log.", 1, BI_MATH, M_LOG, 0),
	B("llvm.log2.", 1, BI_MATH, M_LOG2, 0),
	B("llvm.pow.", 1, BI_MATH, M_POW, 0),
	B("llvm.fshl.", 1, BI_MATH, M_FSHL, 0),
	B("llvm.fshr.", 1, BI_MATH, M_FSHR, 0),
	B("llvm.sadd.with.overflow.", 1, BI_MATH, M_SADD_OV, 0),
	B("llvm.uadd.with.overflow.", 1, BI_MATH, M_UADD_OV, 0),
	B("llvm.ssub.with.overflow.", 1, BI_MATH, M_SSUB_OV, 0),
	B("llvm.usub.with.overflow.", 1, BI_MATH, M_USUB_OV, 0),
	B("llvm.smul.with.overflow.", 1, BI_MATH, M_SMUL_OV, 0),
	B("llvm.umul.with.overflow.", 1, BI_MATH, M_UMUL_OV, 0),
	B("llvm.sadd.sat.", 1, BI_MATH, M_SADD_SAT, 0),
	B("llvm.uadd.sat.", 1, BI_MATH, M_UADD_SAT, 0),
	B("llvm.ssub.sat.", 1, BI_MATH, M_SSUB_SAT, 0),
	B("llvm.usub.sat.", 1, BI_MATH, M_USUB_SAT, 0),
	B("llvm.expect.", 1, BI_MATH, M_EXPECT, 0),
	B("llvm.memcpy.", 1, BI_MATH, M_MEMCPY, 0),
	B("llvm.memcpy.inline.", 1, BI_MATH, M_MEMCPY, 0),
	B("llvm.memmove.", 1, BI_MATH, M_MEMMOVE, 0),
	B("llvm.memset.", 1, BI_MATH, M_MEMSET, 0),
	/* nothing to do */
	B("llvm.assume", 0, BI_NOP, 0, 0),
	B("llvm.lifetime.", 1, BI_NOP, 0, 0),
	B("llvm.dbg.", 1, BI_NOP, 0, 0),
	B("llvm.experimental.noalias.scope.decl", 0, BI_NOP, 0, 0),
	B("llvm.invariant.", 1, BI_NOP, 0, 0),
	B("llvm.var.annotation", 1, BI_NOP, 0, 0),
	B("llvm.donothing", 0, BI_NOP, 0, 0),
	B("llvm.sideeffect", 0, BI_NOP, 0, 0),
	B("llvm.pseudoprobe", 0, BI_NOP, 0, 0),
};

sim_builtin_info sim_builtin_lookup(const char *name, size_t len)
{
	size_t i, best = (size_t)-1, bestlen = 0;
	sim_builtin_info none = {BI_UNKNOWN, 0, 0, 0};
	for (i = 0; i < sizeof table / sizeof table[0]; i++) {
		size_t n = strlen(table[i].name);
		if (table[i].prefix ? len >= n && memcmp(name, table[i].name, n) == 0
				    : len == n && memcmp(name, table[i].name, n) == 0) {
			if (n > bestlen || best == (size_t)-1) {
				best = i;
				bestlen = n;
			}
		}
	}
	return best == (size_t)-1 ? none : table[best].info;
}

/* ---- helpers --------------------------------------------------------------------- */

uint64_t sim_unknown_value(uint32_t name_hash, uint32_t thread,
			   const uint64_t *args, uint32_t nargs)
{
	uint64_t h = trace_mix((uint64_t)name_hash << 32 | thread);
	uint32_t i;
	for (i = 0; i < nargs; i++)
		h = trace_mix(h ^ args[i]);
	return h;
}

static unsigned lowest(uint64_t m)
{
	unsigned n = 0;
	while (!(m & 1)) {
		m >>= 1;
		n++;
	}
	return n;
}

static unsigned popc(uint64_t x)
{
	unsigned n = 0;
	for (; x; x &= x - 1)
		n++;
	return n;
}

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

static void put2(sim_call *c, unsigned l, uint64_t v)
{
	if (!c->res2)
		return;
	c->res2[l] = v;
	*c->res2_poison &= ~(1ull << l);
}

static int is_float(unsigned kind)
{
	return kind == SK_FLOAT || kind == SK_DOUBLE || kind == SK_HALF ||
	       kind == SK_BFLOAT;
}

/* A reduction of argument 0 over the lanes of c->mask. */
static void reduce(sim_call *c, unsigned op)
{
	uint64_t m = c->mask, acc = 0;
	unsigned bits = c->ak[0].bits, kind = c->ak[0].kind, l;
	int first = 1, poison = (c->ap[0] & m) != 0;
	double facc = 0;
	if (is_float(kind)) {
		for (l = 0; l < 64; l++) {
			double v;
			if (!(m >> l & 1))
				continue;
			v = sim_fp_get(kind, ARG(c, 0, l));
			if (first)
				facc = v;
			else if (op == RED_MUL)
				facc *= v;
			else if (op == RED_MIN)
				facc = v < facc ? v : facc;
			else if (op == RED_MAX)
				facc = v > facc ? v : facc;
			else
				facc += v;
			first = 0;
		}
		acc = sim_fp_put(kind, facc);
	} else {
		for (l = 0; l < 64; l++) {
			uint64_t v;
			if (!(m >> l & 1))
				continue;
			v = ARG(c, 0, l);
			if (first)
				acc = v;
			else
				switch (op) {
				case RED_ADD: acc += v; break;
				case RED_MUL: acc *= v; break;
				case RED_MIN: acc = sim_sext(v, bits) < sim_sext(acc, bits) ? v : acc; break;
				case RED_MAX: acc = sim_sext(v, bits) > sim_sext(acc, bits) ? v : acc; break;
				case RED_UMIN: acc = v < acc ? v : acc; break;
				case RED_UMAX: acc = v > acc ? v : acc; break;
				case RED_AND: acc &= v; break;
				case RED_OR: acc |= v; break;
				default: acc ^= v; break;
				}
			first = 0;
		}
	}
	for (l = 0; l < 64; l++)
		if (m >> l & 1)
			put(c, l, acc, poison);
}

/* Lanes of c->mask where argument i (an i1) is true; *poison if any lane's
 * is poison. */
static uint64_t ballot(const sim_call *c, uint32_t i, uint64_t within,
		       int *poison)
{
	uint64_t b = 0;
	unsigned l;
	*poison = (c->ap[i] & within) != 0;
	for (l = 0; l < 64; l++)
		if ((within >> l & 1) && (ARG(c, i, l) & 1))
			b |= 1ull << l;
	return b;
}

static int icmp(unsigned pred, uint64_t x, uint64_t y, unsigned bits)
{
	int64_t a = sim_sext(x, bits), b = sim_sext(y, bits);
	switch (pred) {
	case 32: return x == y;
	case 33: return x != y;
	case 34: return x > y;
	case 35: return x >= y;
	case 36: return x < y;
	case 37: return x <= y;
	case 38: return a > b;
	case 39: return a >= b;
	case 40: return a < b;
	case 41: return a <= b;
	default: return 0;
	}
}

static uint64_t bitrev(uint64_t v, unsigned bits)
{
	uint64_t r = 0;
	unsigned i;
	for (i = 0; i < bits; i++)
		if (v >> i & 1)
			r |= 1ull << (bits - 1 - i);
	return r;
}

/* Pure math on one lane.  *poison may be set. */
static uint64_t math1(const sim_call *c, unsigned op, unsigned l, int *poison,
		      uint64_t *second)
{
	unsigned bits = c->ak[0].bits, kind = c->ak[0].kind;
	uint64_t a = c->nargs > 0 ? ARG(c, 0, l) : 0;
	uint64_t b = c->nargs > 1 ? ARG(c, 1, l) : 0;
	uint64_t cc = c->nargs > 2 ? ARG(c, 2, l) : 0;
	uint64_t mask = sim_width_mask(bits), r;
	int64_t sa = sim_sext(a, bits), sb = sim_sext(b, bits);
	double fa = sim_fp_get(kind, a), fb = sim_fp_get(kind, b), fc = sim_fp_get(kind, cc);
	unsigned i;
	switch (op) {
	case M_CTPOP:
		return popc(a & mask);
	case M_CTLZ:
		if (!(a & mask)) {
			if (c->nargs > 1 && (b & 1))
				*poison = 1;
			return bits;
		}
		for (i = 0; i < bits && !(a >> (bits - 1 - i) & 1); i++)
			;
		return i;
	case M_CTTZ:
		if (!(a & mask)) {
			if (c->nargs > 1 && (b & 1))
				*poison = 1;
			return bits;
		}
		return lowest(a);
	case M_BSWAP:
		r = 0;
		for (i = 0; i < bits / 8; i++)
			r |= ((a >> (8 * i)) & 255) << (bits - 8 - 8 * i);
		return r;
	case M_BITREVERSE:
		return bitrev(a, bits);
	case M_ABS:
		if (sa == (bits >= 64 ? INT64_MIN : -(int64_t)(1ull << (bits - 1))) &&
		    (b & 1))
			*poison = 1;
		return (uint64_t)(sa < 0 ? -sa : sa);
	case M_SMIN: return sa < sb ? a : b;
	case M_SMAX: return sa > sb ? a : b;
	case M_UMIN: return a < b ? a : b;
	case M_UMAX: return a > b ? a : b;
	case M_FABS: return sim_fp_put(kind, fabs(fa));
	case M_SQRT: return sim_fp_put(kind, sqrt(fa));
	case M_FMA:
	case M_FMULADD: return sim_fp_put(kind, fma(fa, fb, fc));
	case M_MINNUM: return sim_fp_put(kind, isnan(fa) ? fb : isnan(fb) ? fa : fa < fb ? fa : fb);
	case M_MAXNUM: return sim_fp_put(kind, isnan(fa) ? fb : isnan(fb) ? fa : fa > fb ? fa : fb);
	case M_FLOOR: return sim_fp_put(kind, floor(fa));
	case M_CEIL: return sim_fp_put(kind, ceil(fa));
	case M_TRUNC: return sim_fp_put(kind, trunc(fa));
	case M_RINT: return sim_fp_put(kind, nearbyint(fa));
	case M_ROUND: return sim_fp_put(kind, round(fa));
	case M_COPYSIGN: return sim_fp_put(kind, copysign(fa, fb));
	case M_SIN: return sim_fp_put(kind, sin(fa));
	case M_COS: return sim_fp_put(kind, cos(fa));
	case M_EXP: return sim_fp_put(kind, exp(fa));
	case M_EXP2: return sim_fp_put(kind, exp2(fa));
	case M_LOG: return sim_fp_put(kind, log(fa));
	case M_LOG2: return sim_fp_put(kind, log2(fa));
	case M_POW: return sim_fp_put(kind, pow(fa, fb));
	case M_FSHL:
	case M_FSHR: {
		unsigned s = (unsigned)(cc % bits);
		if (!s)
			return op == M_FSHL ? a : b;
		if (op == M_FSHL)
			return ((a << s) | (b >> (bits - s))) & mask;
		return ((b >> s) | (a << (bits - s))) & mask;
	}
	case M_SADD_OV:
		r = (a + b) & mask;
		*second = sim_sext(r, bits) != sa + sb && bits < 64 ? 1 : bits == 64 &&
			  ((sa >= 0) == (sb >= 0)) && (((int64_t)r >= 0) != (sa >= 0));
		return r;
	case M_UADD_OV:
		r = (a + b) & mask;
		*second = r < a;
		return r;
	case M_SSUB_OV:
		r = (a - b) & mask;
		*second = bits < 64 ? sim_sext(r, bits) != sa - sb
				    : ((sa >= 0) != (sb >= 0)) && (((int64_t)r >= 0) != (sa >= 0));
		return r;
	case M_USUB_OV:
		*second = b > a;
		return (a - b) & mask;
	case M_SMUL_OV:
		r = (a * b) & mask;
		*second = bits <= 32 ? sim_sext(r, bits) != sa * sb
				     : (sa != 0 && (sim_sext(r, bits) / sa != sb));
		return r;
	case M_UMUL_OV:
		r = (a * b) & mask;
		*second = a != 0 && (r / a != b || (bits < 64 && ((a * b) >> bits)));
		return r;
	case M_UADD_SAT:
		r = (a + b) & mask;
		return r < a ? mask : r;
	case M_USUB_SAT:
		return a > b ? a - b : 0;
	case M_SADD_SAT:
	case M_SSUB_SAT: {
		int64_t max = bits >= 64 ? INT64_MAX : (int64_t)((1ull << (bits - 1)) - 1);
		int64_t min = -max - 1, v;
		if (bits >= 64) {
			int64_t out;
			if (op == M_SADD_SAT ? __builtin_add_overflow(sa, sb, &out)
					     : __builtin_sub_overflow(sa, sb, &out))
				return (uint64_t)(sa < 0 ? min : max);
			return (uint64_t)out;
		}
		v = op == M_SADD_SAT ? sa + sb : sa - sb;
		return (uint64_t)(v > max ? max : v < min ? min : v) & mask;
	}
	case M_EXPECT:
		return a;
	default:
		return 0;
	}
}

/* ---- execution ---------------------------------------------------------------------- */

/* Thread ids and sizes: each lane's own. */
static void thread_ids(const sim_builtin_info *bi, sim_call *c)
{
	uint64_t m = c->mask;
	unsigned l;
	uint32_t first = c->wave * c->width;
	switch (bi->id) {
	case BI_TID_X:
		for (l = 0; l < 64; l++)
			if (m >> l & 1)
				put(c, l, first + l, 0);
		return;
	case BI_TID_Y:
	case BI_TID_Z:
	case BI_GROUP_ID:
		for (l = 0; l < 64; l++)
			if (m >> l & 1)
				put(c, l, 0, 0);
		return;
	case BI_NTID_X:
	case BI_NTID_YZ: {
		uint64_t v = bi->id == BI_NTID_YZ ? 1 : 0;
		if (!v) /* the launch: every thread of the run */
			v = sim_thread_count(c->mach);
		for (l = 0; l < 64; l++)
			if (m >> l & 1)
				put(c, l, v, 0);
		return;
	}
	case BI_LANE:
		for (l = 0; l < 64; l++)
			if (m >> l & 1)
				put(c, l, l, 0);
		return;
	case BI_WAVE_SIZE:
		for (l = 0; l < 64; l++)
			if (m >> l & 1)
				put(c, l, c->width, 0);
		return;
	default: /* BI_MBCNT_LO, BI_MBCNT_HI */
		for (l = 0; l < 64; l++) {
			uint64_t below;
			unsigned k;
			if (!(m >> l & 1))
				continue;
			if (bi->id == BI_MBCNT_LO)
				k = l < 32 ? l : 32;
			else
				k = l > 32 ? l - 32 : 0;
			below = k >= 32 ? 0xffffffffull : (1ull << k) - 1;
			put(c, l, ARG(c, 1, l) + popc(ARG(c, 0, l) & below),
			    APOIS(c, 0, l) || APOIS(c, 1, l));
		}
		return;
	}
}

/* readlane, the shuffles and shfl.sync: each lane reads another lane's
 * value, poison when that lane is not among the converged threads. */
static void shuffle(const sim_builtin_info *bi, sim_call *c)
{
	uint64_t m = c->mask;
	unsigned l;
	unsigned vi = bi->id == BI_SHFL_SYNC ? 1 : 0;
	unsigned ii = vi + 1;
	uint64_t src[64];
	int sp[64];
	for (l = 0; l < 64; l++) {
		int64_t s;
		uint64_t k;
		if (!(m >> l & 1))
			continue;
		k = ARG(c, ii, l);
		/* 0 index, 1 xor, 2 up, 3 down */
		switch (bi->id == BI_SHFL_SYNC ? bi->sub
			: bi->id == BI_SHUFFLE_XOR ? 1
			: bi->id == BI_SHUFFLE_UP ? 2
			: bi->id == BI_SHUFFLE_DOWN ? 3 : 0) {
		case 1: s = (int64_t)(l ^ (unsigned)k); break;
		case 2: s = (int64_t)l - (int64_t)k; break;
		case 3: s = (int64_t)l + (int64_t)k; break;
		default: s = (int64_t)(k & sim_width_mask(c->ak[ii].bits)); break;
		}
		if (bi->id == BI_SHFL_SYNC && (s < 0 || s >= (int64_t)c->width))
			s = l; /* out of the warp: its own value */
		if (APOIS(c, ii, l) || s < 0 || s >= 64 || !(m >> s & 1)) {
			/* the source is not among the converged threads */
			src[l] = 0;
			sp[l] = 1;
			continue;
		}
		src[l] = ARG(c, vi, (unsigned)s);
		sp[l] = APOIS(c, vi, (unsigned)s);
	}
	for (l = 0; l < 64; l++)
		if (m >> l & 1)
			put(c, l, src[l], sp[l]);
}

/* amdgcn.icmp / amdgcn.fcmp: the lanes where the comparison holds. */
static void cmp_ballot(const sim_builtin_info *bi, sim_call *c)
{
	uint64_t m = c->mask, b = 0;
	unsigned l;
	unsigned pred = (unsigned)ARG(c, 2, lowest(m));
	int poison = ((c->ap[0] | c->ap[1]) & m) != 0;
	for (l = 0; l < 64; l++) {
		int t;
		if (!(m >> l & 1))
			continue;
		if (bi->id == BI_ICMP_BALLOT)
			t = icmp(pred, ARG(c, 0, l), ARG(c, 1, l), c->ak[0].bits);
		else {
			double x = sim_fp_get(c->ak[0].kind, ARG(c, 0, l));
			double y = sim_fp_get(c->ak[0].kind, ARG(c, 1, l));
			int uno = isnan(x) || isnan(y);
			switch (pred) {
			case 1: t = !uno && x == y; break;
			case 2: t = !uno && x > y; break;
			case 3: t = !uno && x >= y; break;
			case 4: t = !uno && x < y; break;
			case 5: t = !uno && x <= y; break;
			case 6: t = !uno && x != y; break;
			case 7: t = !uno; break;
			case 8: t = uno; break;
			case 9: t = uno || x == y; break;
			case 10: t = uno || x > y; break;
			case 11: t = uno || x >= y; break;
			case 12: t = uno || x < y; break;
			case 13: t = uno || x <= y; break;
			case 14: t = uno || x != y; break;
			case 15: t = 1; break;
			default: t = 0; break;
			}
		}
		if (t)
			b |= 1ull << l;
	}
	for (l = 0; l < 64; l++)
		if (m >> l & 1)
			put(c, l, b, poison);
}

/* The first lane's value or identity, ballots and votes: one result for
 * every lane. */
static void votes(const sim_builtin_info *bi, sim_call *c)
{
	uint64_t m = c->mask, b;
	unsigned l;
	int poison;
	switch (bi->id) {
	case BI_READFIRSTLANE:
	case BI_BROADCAST_FIRST: {
		unsigned f = lowest(m);
		for (l = 0; l < 64; l++)
			if (m >> l & 1)
				put(c, l, ARG(c, 0, f), APOIS(c, 0, f));
		return;
	}
	case BI_BALLOT:
		b = ballot(c, 0, m, &poison);
		for (l = 0; l < 64; l++)
			if (m >> l & 1)
				put(c, l, b, poison);
		return;
	case BI_ELECT: {
		unsigned f = lowest(m);
		for (l = 0; l < 64; l++)
			if (m >> l & 1)
				put(c, l, l == f, 0);
		return;
	}
	case BI_COUNTBITS: {
		unsigned n = 0;
		b = ballot(c, 0, m, &poison);
		for (l = 0; l < 64; l++)
			n += (unsigned)(b >> l & 1);
		for (l = 0; l < 64; l++)
			if (m >> l & 1)
				put(c, l, n, poison);
		return;
	}
	case BI_SUBGROUP_ALL:
	case BI_SUBGROUP_ANY:
		b = ballot(c, 0, m, &poison);
		for (l = 0; l < 64; l++)
			if (m >> l & 1)
				put(c, l, bi->id == BI_SUBGROUP_ALL ? b == m : b != 0, poison);
		return;
	default: { /* BI_VOTE_ALL, BI_VOTE_ANY, BI_VOTE_UNI, BI_VOTE_BALLOT */
		/* .sync forms take the member mask first */
		unsigned pi = c->nargs > 1 ? 1 : 0;
		uint64_t within = m;
		if (pi)
			within &= ARG(c, 0, lowest(m)) | ~0xffffffffull;
		b = ballot(c, pi, within, &poison);
		for (l = 0; l < 64; l++) {
			uint64_t v;
			if (!(m >> l & 1))
				continue;
			switch (bi->id) {
			case BI_VOTE_ALL: v = b == within; break;
			case BI_VOTE_ANY: v = b != 0; break;
			case BI_VOTE_UNI: v = b == 0 || b == within; break;
			default: v = b; break;
			}
			put(c, l, v, poison);
		}
		return;
	}
	}
}

/* memcpy, memmove, memset, lane by lane in chunks.  Returns 0 or -1. */
static int mem_op(const sim_builtin_info *bi, sim_call *c)
{
	uint64_t m = c->mask;
	unsigned l;
	uint32_t first = c->wave * c->width;
	for (l = 0; l < 64; l++) {
		uint64_t len;
		uint8_t buf[4096];
		if (!(m >> l & 1))
			continue;
		if (APOIS(c, 0, l) || APOIS(c, 1, l) || APOIS(c, 2, l)) {
			sim_error(c->mach, c->line, c->col,
				  "@%s with a poison operand (thread %u)",
				  c->name, first + l);
			return -1;
		}
		len = ARG(c, 2, l);
		while (len) {
			uint32_t n = len > sizeof buf ? (uint32_t)sizeof buf
						      : (uint32_t)len;
			uint64_t done = ARG(c, 2, l) - len;
			if (bi->sub == M_MEMSET)
				memset(buf, (int)(ARG(c, 1, l) & 255), n);
			else if (sim_mem_read(c->mach, ARG(c, 1, l) + done, buf, n,
					      c->line, c->col) != 0)
				return -1;
			if (sim_mem_write(c->mach, ARG(c, 0, l) + done, buf, n,
					  c->line, c->col) != 0)
				return -1;
			len -= n;
		}
	}
	return 0;
}

/* Pure math on each lane (math1); poison in, poison out, except ctlz's
 * is_zero_poison flag. */
static void math_op(const sim_builtin_info *bi, sim_call *c)
{
	uint64_t m = c->mask;
	unsigned l;
	for (l = 0; l < 64; l++) {
		int p = 0;
		uint64_t second = 0, v;
		uint32_t i;
		if (!(m >> l & 1))
			continue;
		for (i = 0; i < c->nargs; i++)
			if (APOIS(c, i, l) && !(bi->sub == M_CTLZ && i == 1))
				p = 1;
		v = math1(c, bi->sub, l, &p, &second);
		put(c, l, v, p);
		put2(c, l, second);
	}
}

/* An unknown external function: a value per thread. */
static void unknown_op(sim_call *c)
{
	uint64_t m = c->mask;
	unsigned l;
	uint32_t first = c->wave * c->width;
	for (l = 0; l < 64; l++) {
		uint64_t args[8], h;
		uint32_t i;
		if (!(m >> l & 1))
			continue;
		for (i = 0; i < c->nargs; i++)
			args[i] = ARG(c, i, l);
		h = sim_unknown_value(c->name_hash, first + l, args, c->nargs);
		switch (c->rk.kind) {
		case SK_PTR:
		case SK_TOKEN:
			h = 0;
			break;
		case SK_FLOAT:
		case SK_DOUBLE:
		case SK_HALF:
		case SK_BFLOAT:
			h = sim_fp_put(c->rk.kind, (double)(h >> 11) / 9007199254740992.0);
			break;
		default:
			break;
		}
		put(c, l, h, 0);
		if (c->res2)
			put2(c, l, trace_mix(h));
	}
}

int sim_builtin_exec(const sim_builtin_info *bi, sim_call *c)
{
	switch (bi->id) {
	case BI_NOP:
	case BI_WAVE_BARRIER:
	case BI_WORKGROUP_BARRIER:
		return 0;
	case BI_TID_X:
	case BI_TID_Y:
	case BI_TID_Z:
	case BI_GROUP_ID:
	case BI_NTID_X:
	case BI_NTID_YZ:
	case BI_LANE:
	case BI_WAVE_SIZE:
	case BI_MBCNT_LO:
	case BI_MBCNT_HI:
		thread_ids(bi, c);
		return 0;
	case BI_READLANE:
	case BI_SHUFFLE:
	case BI_SHUFFLE_XOR:
	case BI_SHUFFLE_UP:
	case BI_SHUFFLE_DOWN:
	case BI_SHFL_SYNC:
		shuffle(bi, c);
		return 0;
	case BI_ICMP_BALLOT:
	case BI_FCMP_BALLOT:
		cmp_ballot(bi, c);
		return 0;
	case BI_READFIRSTLANE:
	case BI_BROADCAST_FIRST:
	case BI_BALLOT:
	case BI_ELECT:
	case BI_COUNTBITS:
	case BI_SUBGROUP_ALL:
	case BI_SUBGROUP_ANY:
	case BI_VOTE_ALL:
	case BI_VOTE_ANY:
	case BI_VOTE_UNI:
	case BI_VOTE_BALLOT:
		votes(bi, c);
		return 0;
	case BI_WAVE_REDUCE:
	case BI_SUBGROUP_REDUCE:
		reduce(c, bi->sub);
		return 0;
	case BI_MATH:
		if (bi->sub == M_MEMCPY || bi->sub == M_MEMMOVE || bi->sub == M_MEMSET)
			return mem_op(bi, c);
		math_op(bi, c);
		return 0;
	default:
		unknown_op(c);
		return 0;
	}
}
