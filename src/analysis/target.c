/*
 * target.c - the target models of the uniformity analysis, as tables.
 *
 * Every fact here is LLVM 22's TargetTransformInfo answer for the target
 * (isSourceOfDivergence, isAlwaysUniform, hasBranchDivergence), learnt by
 * experiment with /usr/lib/llvm-22/bin/opt -passes='print<uniformity>':
 *
 *  - intrinsics: every amdgcn, nvvm and generic intrinsic of LLVM 22 was
 *    called with a valid signature (built with the LLVM-C API from the
 *    intrinsic records, `llvm-tblgen --dump-json Intrinsics.td`) twice: in
 *    a kernel with uniform operands (divergent result: a source), and
 *    inside an irreducible cycle that a divergent branch makes "assumed
 *    divergent" (uniform result: always uniform).  AMDGPU: 425 sources and
 *    21 always-uniform intrinsics, below; every other amdgcn or generic
 *    intrinsic is neither.  NVPTX: every call is a source.
 *  - loads by address space, atomics, inline asm constraints, calling
 *    conventions and argument attributes, llvm.read_register, the
 *    workitem-id / wave-size patterns, work-group sizes, CPUs: one small
 *    module per rule (tests/lit/uniformity/targets-*.ll pin them down).
 *
 * SPIR-V: LLVM 22 reports no branch divergence for it (everything is
 * uniform); that is what --llvm-compat gives.  By default converge uses
 * its own model (thread-id intrinsics, atomics, calls, per-thread memory,
 * arguments of non-kernels), listed in docs/DIFFERENCES.md.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "read/intrintab.h"
#include "ir/text.h"
#include "analysis/target.h"

/* ---- tables --------------------------------------------------------- */

/* Names after "llvm.amdgcn.", sorted (strcmp) for bsearch. */
static const char *const amdgpu_source_intrinsics[] = {
	"dead", "ds.load.tr16.b128", "ds.load.tr4.b64", "ds.load.tr6.b96",
	"ds.load.tr8.b64", "ds.ordered.add", "ds.ordered.swap", "ds.read.tr16.b64",
	"ds.read.tr4.b64", "ds.read.tr6.b96", "ds.read.tr8.b64", "ds.swizzle",
	"else", "flat.atomic.fmax.num", "flat.atomic.fmin.num",
	"global.atomic.fmax.num", "global.atomic.fmin.num",
	"global.atomic.ordered.add.b64", "global.load.tr.b128", "global.load.tr.b64",
	"global.load.tr4.b64", "global.load.tr6.b96", "if", "image.atomic.add.1d",
	"image.atomic.add.1darray", "image.atomic.add.2d",
	"image.atomic.add.2darray", "image.atomic.add.2darraymsaa",
	"image.atomic.add.2dmsaa", "image.atomic.add.3d", "image.atomic.add.cube",
	"image.atomic.add.flt.1d", "image.atomic.add.flt.1darray",
	"image.atomic.add.flt.2d", "image.atomic.add.flt.2darray",
	"image.atomic.add.flt.2darraymsaa", "image.atomic.add.flt.2dmsaa",
	"image.atomic.add.flt.3d", "image.atomic.add.flt.cube",
	"image.atomic.and.1d", "image.atomic.and.1darray", "image.atomic.and.2d",
	"image.atomic.and.2darray", "image.atomic.and.2darraymsaa",
	"image.atomic.and.2dmsaa", "image.atomic.and.3d", "image.atomic.and.cube",
	"image.atomic.cmpswap.1d", "image.atomic.cmpswap.1darray",
	"image.atomic.cmpswap.2d", "image.atomic.cmpswap.2darray",
	"image.atomic.cmpswap.2darraymsaa", "image.atomic.cmpswap.2dmsaa",
	"image.atomic.cmpswap.3d", "image.atomic.cmpswap.cube",
	"image.atomic.dec.1d", "image.atomic.dec.1darray", "image.atomic.dec.2d",
	"image.atomic.dec.2darray", "image.atomic.dec.2darraymsaa",
	"image.atomic.dec.2dmsaa", "image.atomic.dec.3d", "image.atomic.dec.cube",
	"image.atomic.fmax.1d", "image.atomic.fmax.1darray", "image.atomic.fmax.2d",
	"image.atomic.fmax.2darray", "image.atomic.fmax.2darraymsaa",
	"image.atomic.fmax.2dmsaa", "image.atomic.fmax.3d", "image.atomic.fmax.cube",
	"image.atomic.fmin.1d", "image.atomic.fmin.1darray", "image.atomic.fmin.2d",
	"image.atomic.fmin.2darray", "image.atomic.fmin.2darraymsaa",
	"image.atomic.fmin.2dmsaa", "image.atomic.fmin.3d", "image.atomic.fmin.cube",
	"image.atomic.inc.1d", "image.atomic.inc.1darray", "image.atomic.inc.2d",
	"image.atomic.inc.2darray", "image.atomic.inc.2darraymsaa",
	"image.atomic.inc.2dmsaa", "image.atomic.inc.3d", "image.atomic.inc.cube",
	"image.atomic.max.flt.1d", "image.atomic.max.flt.1darray",
	"image.atomic.max.flt.2d", "image.atomic.max.flt.2darray",
	"image.atomic.max.flt.2darraymsaa", "image.atomic.max.flt.2dmsaa",
	"image.atomic.max.flt.3d", "image.atomic.max.flt.cube",
	"image.atomic.min.flt.1d", "image.atomic.min.flt.1darray",
	"image.atomic.min.flt.2d", "image.atomic.min.flt.2darray",
	"image.atomic.min.flt.2darraymsaa", "image.atomic.min.flt.2dmsaa",
	"image.atomic.min.flt.3d", "image.atomic.min.flt.cube", "image.atomic.or.1d",
	"image.atomic.or.1darray", "image.atomic.or.2d", "image.atomic.or.2darray",
	"image.atomic.or.2darraymsaa", "image.atomic.or.2dmsaa",
	"image.atomic.or.3d", "image.atomic.or.cube", "image.atomic.pk.add.bf16.1d",
	"image.atomic.pk.add.bf16.1darray", "image.atomic.pk.add.bf16.2d",
	"image.atomic.pk.add.bf16.2darray", "image.atomic.pk.add.bf16.2darraymsaa",
	"image.atomic.pk.add.bf16.2dmsaa", "image.atomic.pk.add.bf16.3d",
	"image.atomic.pk.add.bf16.cube", "image.atomic.pk.add.f16.1d",
	"image.atomic.pk.add.f16.1darray", "image.atomic.pk.add.f16.2d",
	"image.atomic.pk.add.f16.2darray", "image.atomic.pk.add.f16.2darraymsaa",
	"image.atomic.pk.add.f16.2dmsaa", "image.atomic.pk.add.f16.3d",
	"image.atomic.pk.add.f16.cube", "image.atomic.smax.1d",
	"image.atomic.smax.1darray", "image.atomic.smax.2d",
	"image.atomic.smax.2darray", "image.atomic.smax.2darraymsaa",
	"image.atomic.smax.2dmsaa", "image.atomic.smax.3d", "image.atomic.smax.cube",
	"image.atomic.smin.1d", "image.atomic.smin.1darray", "image.atomic.smin.2d",
	"image.atomic.smin.2darray", "image.atomic.smin.2darraymsaa",
	"image.atomic.smin.2dmsaa", "image.atomic.smin.3d", "image.atomic.smin.cube",
	"image.atomic.sub.1d", "image.atomic.sub.1darray", "image.atomic.sub.2d",
	"image.atomic.sub.2darray", "image.atomic.sub.2darraymsaa",
	"image.atomic.sub.2dmsaa", "image.atomic.sub.3d", "image.atomic.sub.cube",
	"image.atomic.swap.1d", "image.atomic.swap.1darray", "image.atomic.swap.2d",
	"image.atomic.swap.2darray", "image.atomic.swap.2darraymsaa",
	"image.atomic.swap.2dmsaa", "image.atomic.swap.3d", "image.atomic.swap.cube",
	"image.atomic.umax.1d", "image.atomic.umax.1darray", "image.atomic.umax.2d",
	"image.atomic.umax.2darray", "image.atomic.umax.2darraymsaa",
	"image.atomic.umax.2dmsaa", "image.atomic.umax.3d", "image.atomic.umax.cube",
	"image.atomic.umin.1d", "image.atomic.umin.1darray", "image.atomic.umin.2d",
	"image.atomic.umin.2darray", "image.atomic.umin.2darraymsaa",
	"image.atomic.umin.2dmsaa", "image.atomic.umin.3d", "image.atomic.umin.cube",
	"image.atomic.xor.1d", "image.atomic.xor.1darray", "image.atomic.xor.2d",
	"image.atomic.xor.2darray", "image.atomic.xor.2darraymsaa",
	"image.atomic.xor.2dmsaa", "image.atomic.xor.3d", "image.atomic.xor.cube",
	"init.whole.wave", "interp.mov", "interp.p1", "interp.p1.f16", "interp.p2",
	"interp.p2.f16", "inverse.ballot", "lds.direct.load", "lds.param.load",
	"live.mask", "loop", "mbcnt.hi", "mbcnt.lo", "mfma.f32.16x16x16bf16.1k",
	"mfma.f32.16x16x16f16", "mfma.f32.16x16x1f32", "mfma.f32.16x16x2bf16",
	"mfma.f32.16x16x32.bf16", "mfma.f32.16x16x32.bf8.bf8",
	"mfma.f32.16x16x32.bf8.fp8", "mfma.f32.16x16x32.f16",
	"mfma.f32.16x16x32.fp8.bf8", "mfma.f32.16x16x32.fp8.fp8",
	"mfma.f32.16x16x4bf16.1k", "mfma.f32.16x16x4f16", "mfma.f32.16x16x4f32",
	"mfma.f32.16x16x8.xf32", "mfma.f32.16x16x8bf16", "mfma.f32.32x32x16.bf16",
	"mfma.f32.32x32x16.bf8.bf8", "mfma.f32.32x32x16.bf8.fp8",
	"mfma.f32.32x32x16.f16", "mfma.f32.32x32x16.fp8.bf8",
	"mfma.f32.32x32x16.fp8.fp8", "mfma.f32.32x32x1f32", "mfma.f32.32x32x2bf16",
	"mfma.f32.32x32x2f32", "mfma.f32.32x32x4.xf32", "mfma.f32.32x32x4bf16",
	"mfma.f32.32x32x4bf16.1k", "mfma.f32.32x32x4f16", "mfma.f32.32x32x8bf16.1k",
	"mfma.f32.32x32x8f16", "mfma.f32.4x4x1f32", "mfma.f32.4x4x2bf16",
	"mfma.f32.4x4x4bf16.1k", "mfma.f32.4x4x4f16", "mfma.f64.16x16x4f64",
	"mfma.f64.4x4x4f64", "mfma.i32.16x16x16i8", "mfma.i32.16x16x32.i8",
	"mfma.i32.16x16x4i8", "mfma.i32.16x16x64.i8", "mfma.i32.32x32x16.i8",
	"mfma.i32.32x32x32.i8", "mfma.i32.32x32x4i8", "mfma.i32.32x32x8i8",
	"mfma.i32.4x4x4i8", "mfma.scale.f32.16x16x128.f8f6f4",
	"mfma.scale.f32.32x32x64.f8f6f4", "mov.dpp", "mov.dpp8", "permlane.bcast",
	"permlane.down", "permlane.idx.gen", "permlane.up", "permlane.xor",
	"permlane16", "permlane16.swap", "permlane16.var", "permlane32.swap",
	"permlanex16", "permlanex16.var", "ps.live", "raw.buffer.atomic.add",
	"raw.buffer.atomic.and", "raw.buffer.atomic.cmpswap",
	"raw.buffer.atomic.cond.sub.u32", "raw.buffer.atomic.dec",
	"raw.buffer.atomic.fadd", "raw.buffer.atomic.fmax", "raw.buffer.atomic.fmin",
	"raw.buffer.atomic.inc", "raw.buffer.atomic.or", "raw.buffer.atomic.smax",
	"raw.buffer.atomic.smin", "raw.buffer.atomic.sub", "raw.buffer.atomic.swap",
	"raw.buffer.atomic.umax", "raw.buffer.atomic.umin", "raw.buffer.atomic.xor",
	"raw.ptr.buffer.atomic.add", "raw.ptr.buffer.atomic.and",
	"raw.ptr.buffer.atomic.cmpswap", "raw.ptr.buffer.atomic.cond.sub.u32",
	"raw.ptr.buffer.atomic.dec", "raw.ptr.buffer.atomic.fadd",
	"raw.ptr.buffer.atomic.fmax", "raw.ptr.buffer.atomic.fmin",
	"raw.ptr.buffer.atomic.inc", "raw.ptr.buffer.atomic.or",
	"raw.ptr.buffer.atomic.smax", "raw.ptr.buffer.atomic.smin",
	"raw.ptr.buffer.atomic.sub", "raw.ptr.buffer.atomic.swap",
	"raw.ptr.buffer.atomic.umax", "raw.ptr.buffer.atomic.umin",
	"raw.ptr.buffer.atomic.xor", "smfmac.f32.16x16x128.bf8.bf8",
	"smfmac.f32.16x16x128.bf8.fp8", "smfmac.f32.16x16x128.fp8.bf8",
	"smfmac.f32.16x16x128.fp8.fp8", "smfmac.f32.16x16x32.bf16",
	"smfmac.f32.16x16x32.f16", "smfmac.f32.16x16x64.bf16",
	"smfmac.f32.16x16x64.bf8.bf8", "smfmac.f32.16x16x64.bf8.fp8",
	"smfmac.f32.16x16x64.f16", "smfmac.f32.16x16x64.fp8.bf8",
	"smfmac.f32.16x16x64.fp8.fp8", "smfmac.f32.32x32x16.bf16",
	"smfmac.f32.32x32x16.f16", "smfmac.f32.32x32x32.bf16",
	"smfmac.f32.32x32x32.bf8.bf8", "smfmac.f32.32x32x32.bf8.fp8",
	"smfmac.f32.32x32x32.f16", "smfmac.f32.32x32x32.fp8.bf8",
	"smfmac.f32.32x32x32.fp8.fp8", "smfmac.f32.32x32x64.bf8.bf8",
	"smfmac.f32.32x32x64.bf8.fp8", "smfmac.f32.32x32x64.fp8.bf8",
	"smfmac.f32.32x32x64.fp8.fp8", "smfmac.i32.16x16x128.i8",
	"smfmac.i32.16x16x64.i8", "smfmac.i32.32x32x32.i8", "smfmac.i32.32x32x64.i8",
	"struct.buffer.atomic.add", "struct.buffer.atomic.and",
	"struct.buffer.atomic.cmpswap", "struct.buffer.atomic.cond.sub.u32",
	"struct.buffer.atomic.dec", "struct.buffer.atomic.fadd",
	"struct.buffer.atomic.fmax", "struct.buffer.atomic.fmin",
	"struct.buffer.atomic.inc", "struct.buffer.atomic.or",
	"struct.buffer.atomic.smax", "struct.buffer.atomic.smin",
	"struct.buffer.atomic.sub", "struct.buffer.atomic.swap",
	"struct.buffer.atomic.umax", "struct.buffer.atomic.umin",
	"struct.buffer.atomic.xor", "struct.ptr.buffer.atomic.add",
	"struct.ptr.buffer.atomic.and", "struct.ptr.buffer.atomic.cmpswap",
	"struct.ptr.buffer.atomic.cond.sub.u32", "struct.ptr.buffer.atomic.dec",
	"struct.ptr.buffer.atomic.fadd", "struct.ptr.buffer.atomic.fmax",
	"struct.ptr.buffer.atomic.fmin", "struct.ptr.buffer.atomic.inc",
	"struct.ptr.buffer.atomic.or", "struct.ptr.buffer.atomic.smax",
	"struct.ptr.buffer.atomic.smin", "struct.ptr.buffer.atomic.sub",
	"struct.ptr.buffer.atomic.swap", "struct.ptr.buffer.atomic.umax",
	"struct.ptr.buffer.atomic.umin", "struct.ptr.buffer.atomic.xor",
	"swmmac.bf16.16x16x32.bf16", "swmmac.bf16.16x16x64.bf16",
	"swmmac.bf16f32.16x16x64.bf16", "swmmac.f16.16x16x128.bf8.bf8",
	"swmmac.f16.16x16x128.bf8.fp8", "swmmac.f16.16x16x128.fp8.bf8",
	"swmmac.f16.16x16x128.fp8.fp8", "swmmac.f16.16x16x32.f16",
	"swmmac.f16.16x16x64.f16", "swmmac.f32.16x16x128.bf8.bf8",
	"swmmac.f32.16x16x128.bf8.fp8", "swmmac.f32.16x16x128.fp8.bf8",
	"swmmac.f32.16x16x128.fp8.fp8", "swmmac.f32.16x16x32.bf16",
	"swmmac.f32.16x16x32.bf8.bf8", "swmmac.f32.16x16x32.bf8.fp8",
	"swmmac.f32.16x16x32.f16", "swmmac.f32.16x16x32.fp8.bf8",
	"swmmac.f32.16x16x32.fp8.fp8", "swmmac.f32.16x16x64.bf16",
	"swmmac.f32.16x16x64.f16", "swmmac.i32.16x16x128.iu8",
	"swmmac.i32.16x16x32.iu4", "swmmac.i32.16x16x32.iu8",
	"swmmac.i32.16x16x64.iu4", "update.dpp", "wmma.bf16.16x16x16.bf16",
	"wmma.bf16.16x16x16.bf16.tied", "wmma.bf16.16x16x32.bf16",
	"wmma.bf16f32.16x16x32.bf16", "wmma.f16.16x16x128.bf8.bf8",
	"wmma.f16.16x16x128.bf8.fp8", "wmma.f16.16x16x128.fp8.bf8",
	"wmma.f16.16x16x128.fp8.fp8", "wmma.f16.16x16x16.f16",
	"wmma.f16.16x16x16.f16.tied", "wmma.f16.16x16x32.f16",
	"wmma.f16.16x16x64.bf8.bf8", "wmma.f16.16x16x64.bf8.fp8",
	"wmma.f16.16x16x64.fp8.bf8", "wmma.f16.16x16x64.fp8.fp8",
	"wmma.f32.16x16x128.bf8.bf8", "wmma.f32.16x16x128.bf8.fp8",
	"wmma.f32.16x16x128.f8f6f4", "wmma.f32.16x16x128.fp8.bf8",
	"wmma.f32.16x16x128.fp8.fp8", "wmma.f32.16x16x16.bf16",
	"wmma.f32.16x16x16.bf8.bf8", "wmma.f32.16x16x16.bf8.fp8",
	"wmma.f32.16x16x16.f16", "wmma.f32.16x16x16.fp8.bf8",
	"wmma.f32.16x16x16.fp8.fp8", "wmma.f32.16x16x32.bf16",
	"wmma.f32.16x16x32.f16", "wmma.f32.16x16x4.f32", "wmma.f32.16x16x64.bf8.bf8",
	"wmma.f32.16x16x64.bf8.fp8", "wmma.f32.16x16x64.fp8.bf8",
	"wmma.f32.16x16x64.fp8.fp8", "wmma.f32.32x16x128.f4",
	"wmma.i32.16x16x16.iu4", "wmma.i32.16x16x16.iu8", "wmma.i32.16x16x32.iu4",
	"wmma.i32.16x16x64.iu8", "wmma.scale.f32.16x16x128.f8f6f4",
	"wmma.scale.f32.32x16x128.f4", "wmma.scale16.f32.16x16x128.f8f6f4",
	"wmma.scale16.f32.32x16x128.f4", "workitem.id.x", "workitem.id.y",
	"workitem.id.z", "writelane",
};

static const char *const amdgpu_uniform_intrinsics[] = {
	"ballot", "cluster.workgroup.flat.id", "cluster.workgroup.id.x",
	"cluster.workgroup.id.y", "cluster.workgroup.id.z",
	"cluster.workgroup.max.flat.id", "cluster.workgroup.max.id.x",
	"cluster.workgroup.max.id.y", "cluster.workgroup.max.id.z", "fcmp", "icmp",
	"if.break", "readfirstlane", "readlane", "s.getpc", "s.getreg",
	"s.memrealtime", "s.memtime", "workgroup.id.x", "workgroup.id.y",
	"workgroup.id.z",
};

/* NVPTX intrinsics that read the thread's own index (every call is a
 * source on NVPTX; these only get a more precise reason).  Not tid.w:
 * PTX's fourth element of %tid "is unused and always returns zero". */
static const char *const nvptx_thread_intrinsics[] = {
	"llvm.nvvm.read.ptx.sreg.laneid", "llvm.nvvm.read.ptx.sreg.tid.x",
	"llvm.nvvm.read.ptx.sreg.tid.y", "llvm.nvvm.read.ptx.sreg.tid.z",
};

/* converge's SPIR-V model (default mode only).  Sources: the thread's
 * own index in any form; WaveIsFirstLane (true in one lane only); the
 * derivatives, which differ between the quads of a wave; the atomics and
 * the buffer counter, which each thread sees at another value.  The
 * subgroup's id, size and count and the group's are one value for a
 * whole wave. */
static const char *const spirv_source_intrinsics[] = {
	"llvm.spv.cmpxchg", "llvm.spv.ddx", "llvm.spv.ddx.coarse",
	"llvm.spv.ddx.fine", "llvm.spv.ddy", "llvm.spv.ddy.coarse",
	"llvm.spv.ddy.fine", "llvm.spv.flattened.thread.id.in.group",
	"llvm.spv.fwidth", "llvm.spv.resource.updatecounter",
	"llvm.spv.subgroup.local.invocation.id", "llvm.spv.thread.id",
	"llvm.spv.thread.id.in.group", "llvm.spv.wave.is.first.lane",
};

/* SPIR-V wave operations whose result is one value for the threads that
 * execute them together (GroupNonUniform* with Subgroup scope).  Not
 * wave.readlane: it is OpGroupNonUniformShuffle, whose lane each thread
 * names for itself (clang lowers __builtin_spirv_subgroup_shuffle to
 * it), so it is divergent when its operands are. */
static const char *const spirv_uniform_intrinsics[] = {
	"llvm.spv.wave.active.countbits", "llvm.spv.wave.all",
	"llvm.spv.wave.any", "llvm.spv.wave.ballot",
	"llvm.spv.wave.reduce.max", "llvm.spv.wave.reduce.min",
	"llvm.spv.wave.reduce.sum", "llvm.spv.wave.reduce.umax",
	"llvm.spv.wave.reduce.umin",
};

/* AMDGPU calling conventions whose arguments are in VGPRs unless `inreg`
 * or `byval`: the shader conventions (vs gs ps cs hs ls es gfx cs_chain
 * cs_chain_preserve).  Kernels (amdgpu_kernel, spir_kernel) have only
 * uniform arguments; every other convention only `inreg` ones. */
static const uint32_t amdgpu_shader_cc[] = {87, 88, 89, 90, 93, 95, 96, 100,
					    104, 105};
enum { CC_PTX_KERNEL = 71, CC_SPIR_KERNEL = 76, CC_AMDGPU_KERNEL = 91 };

/* CPUs (prefixes) running 32 threads per wave unless told otherwise. */
static const char *const amdgpu_wave32_cpus[] = {"gfx10", "gfx11", "gfx12"};
/* CPUs whose scratch is globally addressable. */
static const char *const amdgpu_global_scratch_cpus[] = {"gfx1250",
							 "gfx1251"};

enum { AS_FLAT = 0, AS_PRIVATE = 5 }; /* AMDGPU */

/* The rules every target states the same way, as data. */
static const struct arch_rules {
	unsigned load_as[2];   /* loads through these address spaces are
				* per thread (flat/generic, private/local) */
	uint8_t atomic_all;    /* every atomic instruction is a source (atomic
				* stores and fences too), not only read-modify-
				* write and compare-exchange */
} arch_rules[] = {
	[TARGET_NONE] = {{0, 0}, 0},
	[TARGET_AMDGPU] = {{AS_FLAT, AS_PRIVATE}, 0},
	[TARGET_NVPTX] = {{0, 5}, 1},       /* generic, local */
	[TARGET_SPIRV] = {{0, 4}, 0},       /* Function, Generic */
	[TARGET_BUILDER] = {{UINT32_MAX, UINT32_MAX}, 0}, /* no memory */
};

static const char *const reason_text[TR_COUNT] = {
	[TR_NONE] = "",
	[TR_NO_DIVERGENCE] = "the target runs every thread on its own "
			     "(no branch divergence), so every value is uniform",
	[TR_SINGLE_LANE] = "the function runs in work groups of one thread "
			   "(amdgpu-flat-work-group-size or "
			   "reqd_work_group_size), so every value is uniform",
	[TR_ARG_DEVICE_FUNCTION] = "an argument of a function that is not a "
				   "kernel: callers may pass a different value "
				   "in each thread",
	[TR_ARG_SHADER_VGPR] = "a shader argument without `inreg` or `byval` "
			       "is passed in a vector register, one value per "
			       "thread",
	[TR_INTRINSIC_SOURCE] = "an intrinsic whose result differs per thread "
				"on this target (a thread id, a lane operation, "
				"an atomic)",
	[TR_CALL] = "the result of a call: without the callee's body it is "
		    "assumed to differ between threads",
	[TR_INLINE_ASM_VGPR] = "inline asm writing a vector register (or a "
			       "register class it cannot tell): one value per "
			       "thread",
	[TR_LOAD_PRIVATE] = "a load from per-thread memory (private or flat / "
			    "generic address space)",
	[TR_ATOMIC] = "an atomic operation: threads execute it one after "
		      "the other and see different values",
	[TR_READ_REGISTER_VGPR] = "llvm.read_register of a vector register "
				  "or of a lane mask",
	[TR_SCRATCH_CAST] = "a private pointer made flat on a GPU with "
			    "globally addressable scratch: each thread's "
			    "address differs",
	[TR_INVOKE] = "the result of an invoke: assumed to differ between "
		      "threads",
	[TR_INTRINSIC_UNIFORM] = "the intrinsic's result is the same for the "
				 "whole wave, whatever its operands",
	[TR_NODIVERGENCESOURCE] = "the callee is `nodivergencesource` (LLVM "
				  "22 then treats the result as uniform even "
				  "with divergent arguments)",
	[TR_INLINE_ASM_SGPR] = "inline asm writing only scalar registers",
	[TR_READ_REGISTER_SGPR] = "llvm.read_register of a scalar register",
	[TR_WAVE_INDEX] = "the work-item id divided by the wave size is the "
			  "same in a wave (with a required work-group size "
			  "of X by 1 by 1)",
	[TR_CF_MASK] = "the exec mask returned by llvm.amdgcn.if / else is "
		       "uniform",
	[TR_BUILDER_SOURCE] = "declared a source of divergence by the program "
			      "that described the function (cv_builder)",
	[TR_BUILDER_UNIFORM] = "declared always uniform by the program that "
			       "described the function (cv_builder)",
};

const char *target_reason_text(int reason)
{
	return reason > TR_NONE && reason < TR_COUNT ? reason_text[reason] : "";
}

static int cmp_name(const void *key, const void *elem)
{
	return strcmp((const char *)key, *(const char *const *)elem);
}

static int in_table(const char *const *table, size_t n, const char *name)
{
	return bsearch(name, table, n, sizeof *table, cmp_name) != NULL;
}

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* ---- attributes and metadata ------------------------------------------ */

int target_attr_has(const cv_module *m, attrset s, const char *name)
{
	const attrset_rec *r;
	size_t n = strlen(name);
	uint32_t i;
	if (!s)
		return 0;
	r = &m->attrsets[s];
	for (i = 0; i < r->n; i++) {
		const char *t = SYM_STR(&m->strs, r->attrs[i].text);
		if (strncmp(t, name, n) == 0 &&
		    (t[n] == 0 || t[n] == '(' || t[n] == '='))
			return 1;
	}
	return 0;
}

/* s into buf of cap bytes, cut to fit, NUL-terminated (as snprintf). */
static void copy_cut(char *buf, size_t cap, const char *s)
{
	size_t n = strlen(s);
	if (n >= cap)
		n = cap - 1;
	memcpy(buf, s, n);
	buf[n] = 0;
}

/* The value of string attribute "key"="value" in s, copied to buf. */
static int string_attr(const cv_module *m, attrset s, const char *key,
		       char *buf, size_t cap)
{
	const attrset_rec *r;
	size_t n = strlen(key);
	uint32_t i;
	sym ks;
	if (!s)
		return 0;
	r = &m->attrsets[s];
	/* a string attribute read from text has its key's sym (none: no
	 * such attribute); one without is compared by its text (an AMDGPU
	 * function asks three keys of some twenty attributes) */
	ks = strtab_find(&m->strs, key, n);
	for (i = 0; i < r->n; i++) {
		const attr *a = &r->attrs[i];
		const char *t;
		size_t k = 0;
		if (a->order != 0xffff || (a->key && a->key != ks))
			continue;
		t = SYM_STR(&m->strs, a->text);
		if (t[0] != '"' || strncmp(t + 1, key, n) != 0 ||
		    strncmp(t + 1 + n, "\"=\"", 3) != 0)
			continue;
		t += n + 4;
		while (t[k] && t[k] != '"' && k + 1 < cap) {
			buf[k] = t[k];
			k++;
		}
		buf[k] = 0;
		return 1;
	}
	return 0;
}

/* The integer operands of the function's !name attachment (up to 3). */
static int md_ints(const cv_module *m, const global *g, const char *name,
		   uint64_t *out)
{
	uint32_t i, k, n = 0;
	for (i = 0; i < g->nmd; i++) {
		const md_node *nd;
		if (strcmp(SYM_STR(&m->strs, g->md[i].kind), name) != 0)
			continue;
		nd = &m->md[g->md[i].node];
		for (k = 0; k < nd->nops && n < 3; k++) {
			const md_op *op = &nd->ops[k];
			const constant *c;
			if (op->kind != MDO_VALUE ||
			    REF_KIND(op->value) != REF_CONST)
				break;
			c = &m->consts[REF_IDX(op->value)];
			if (c->kind != C_INT)
				break;
			out[n++] = c->v.u;
		}
		return (int)n;
	}
	return -1;
}

/* The work-group size a function requires: !reqd_work_group_size
 * (OpenCL, AMDGPU), "hlsl.numthreads" (HLSL) or "nvvm.reqntid" (CUDA,
 * as LLVM upgrades !nvvm.annotations); dimensions not given are 1. */
int target_group_size(const cv_module *m, const global *g, uint64_t out[3])
{
	uint64_t wg[3];
	char buf[64], *p;
	int n, k;
	out[0] = out[1] = out[2] = 1;
	n = md_ints(m, g, "reqd_work_group_size", wg);
	if (n > 0) {
		for (k = 0; k < n; k++)
			out[k] = wg[k];
		return 1;
	}
	if (!g->fn || (!string_attr(m, g->fn->fn_attrs, "hlsl.numthreads", buf,
				    sizeof buf) &&
		       !string_attr(m, g->fn->fn_attrs, "nvvm.reqntid", buf,
				    sizeof buf)))
		return 0;
	p = buf;
	for (k = 0; k < 3 && *p; k++) {
		out[k] = strtoull(p, &p, 10);
		if (*p == ',')
			p++;
	}
	return 1;
}

/* ---- selection ----------------------------------------------------------- */

void target_select(target_info *t, const cv_module *m, const char *triple,
		   const char *cpu, int llvm_compat)
{
	const char *tr = triple;
	size_t alen;
	memset(t, 0, sizeof *t);
	if ((!tr || !*tr) && m && m->triple)
		tr = SYM_STR(&m->strs, m->triple);
	if (!tr)
		tr = "";
	/* (for every function a summary analyses: copied, not formatted) */
	copy_cut(t->triple, sizeof t->triple, tr);
	if (cpu)
		copy_cut(t->cpu, sizeof t->cpu, cpu);
	t->llvm_compat = llvm_compat != 0;
	alen = strcspn(tr, "-");
	t->arch = TARGET_NONE;
	t->name = "none";
	if (alen == 6 && strncmp(tr, "amdgcn", 6) == 0) {
		t->arch = TARGET_AMDGPU;
		t->name = "amdgcn";
	} else if ((alen == 5 && strncmp(tr, "nvptx", 5) == 0) ||
		   (alen == 7 && strncmp(tr, "nvptx64", 7) == 0)) {
		t->arch = TARGET_NVPTX;
		t->name = "nvptx";
	} else if (alen >= 5 && strncmp(tr, "spirv", 5) == 0) {
		t->arch = TARGET_SPIRV;
		t->name = "spirv";
} else if (strncmp(tr, "converge-builder", 16) == 0) {
		t->arch = TARGET_BUILDER;
		t->name = "builder";
	}
}

static int prefix_in(const char *s, const char *const *list, size_t n)
{
	size_t i;
	if (!*s) /* no CPU (most functions): no entry is empty */
		return 0;
	for (i = 0; i < n; i++)
		if (strncmp(s, list[i], strlen(list[i])) == 0)
			return 1;
	return 0;
}

void target_function(const target_info *t, const cv_module *m,
		     const global *g, target_fn *out)
{
	const function *f = g->fn;
	char cpu[64], features[512], flat[64];
	uint64_t wg[3];
	int nwg;
	memset(out, 0, sizeof *out);
	switch (t->arch) {
	case TARGET_NONE:
		out->why_uniform = TR_NO_DIVERGENCE;
		return;
	case TARGET_SPIRV:
		if (t->llvm_compat) {
			out->why_uniform = TR_NO_DIVERGENCE;
			return;
		}
		out->divergent = 1;
		out->kernel = f->callconv == CC_SPIR_KERNEL;
		return;
	case TARGET_NVPTX:
		out->divergent = 1;
		out->kernel = f->callconv == CC_PTX_KERNEL;
		return;
	case TARGET_BUILDER:
		out->divergent = 1;
		return;
	default:
		break;
	}
	/* AMDGPU: the function's own CPU and features win over --mcpu */
	if (!string_attr(m, f->fn_attrs, "target-cpu", cpu, sizeof cpu))
		copy_cut(cpu, sizeof cpu, t->cpu);
	features[0] = 0;
	string_attr(m, f->fn_attrs, "target-features", features,
		    sizeof features);
	out->wave_log2 = prefix_in(cpu, amdgpu_wave32_cpus,
				   COUNT(amdgpu_wave32_cpus)) ? 5 : 6;
	if (strstr(features, "+wavefrontsize64"))
		out->wave_log2 = 6;
	else if (strstr(features, "+wavefrontsize32"))
		out->wave_log2 = 5;
	out->global_scratch = in_table(amdgpu_global_scratch_cpus,
				       COUNT(amdgpu_global_scratch_cpus), cpu);
	out->kernel = f->callconv == CC_AMDGPU_KERNEL ||
		      f->callconv == CC_SPIR_KERNEL;
	nwg = md_ints(m, g, "reqd_work_group_size", wg);
	/* LLVM's wave-index rules need y and z of size 1 (getMaxWorkitemID):
	 * in a (65, 2) group, (64, 0) and (0, 1) share a wave of 64 */
	out->reqd_wg = nwg == 3 && wg[1] == 1 && wg[2] == 1;
	out->divergent = 1;
	/* a work group of one thread: nothing can diverge */
	if (string_attr(m, f->fn_attrs, "amdgpu-flat-work-group-size", flat,
			sizeof flat)) {
		const char *comma = strchr(flat, ',');
		if (comma && strtoul(comma + 1, NULL, 10) == 1)
			out->divergent = 0;
	}
	if (nwg == 3 && wg[0] == 1 && wg[1] == 1 && wg[2] == 1)
		out->divergent = 0;
	if (!out->divergent)
		out->why_uniform = TR_SINGLE_LANE;
}

/* ---- arguments --------------------------------------------------------- */

int target_classify_arg(const target_info *t, const target_fn *tf,
			const cv_module *m, const function *f, uint32_t arg,
			int *reason)
{
	attrset a = f->args[arg].attrs;
	size_t i;
	*reason = TR_NONE;
	if (!tf->divergent || tf->kernel)
		return TC_NORMAL;
	if (t->arch == TARGET_BUILDER) { /* cv_builder: inreg means uniform */
		if (target_attr_has(m, a, "inreg"))
			return TC_NORMAL;
		*reason = TR_BUILDER_SOURCE;
		return TC_SOURCE;
	}
	if (t->arch == TARGET_AMDGPU) {
		for (i = 0; i < COUNT(amdgpu_shader_cc); i++)
			if (f->callconv == amdgpu_shader_cc[i]) {
				if (target_attr_has(m, a, "inreg") ||
				    target_attr_has(m, a, "byval"))
					return TC_NORMAL;
				*reason = TR_ARG_SHADER_VGPR;
				return TC_SOURCE;
			}
		if (target_attr_has(m, a, "inreg"))
			return TC_NORMAL;
	}
	*reason = TR_ARG_DEVICE_FUNCTION;
	return TC_SOURCE;
}

/* ---- instructions ------------------------------------------------------ */

ref target_callee(const function *f, const inst *in)
{
	return inst_callee(f, in);
}

/* The name of the function a call calls directly, or NULL. */
static const char *callee_name(const cv_module *m, ref callee, size_t *len)
{
	const global *g;
	if (REF_KIND(callee) != REF_GLOBAL)
		return NULL;
	g = &m->globals[REF_IDX(callee)];
	if (g->kind != G_FUNC || g->numbered || !g->name)
		return NULL;
	*len = SYM_LEN(&m->strs, g->name);
	return SYM_STR(&m->strs, g->name);
}

/* The intrinsic's base name ("llvm.amdgcn.readfirstlane" for
 * "llvm.amdgcn.readfirstlane.i32"); "" for another name LLVM reserves
 * ("llvm." followed by an unknown name: an intrinsic call without an
 * intrinsic ID, which no table lists); NULL for other callees. */
static const char *intrinsic_base(const cv_module *m, ref callee)
{
	size_t len;
	const char *name = callee_name(m, callee, &len);
	const struct intrintab_info *ii;
	const function *f = name ? m->globals[REF_IDX(callee)].fn : NULL;
	/* looked up by the reader (4% of a uniformity summary of libclc
	 * when looked up here, call by call) */
	if (f && f->intr_state != INTR_INFO_UNKNOWN)
		return f->intr_state == INTR_INFO_NONE       ? NULL
		       : f->intr_state == INTR_INFO_UNLISTED ? ""
							     : f->intr_info->name;
	if (!name || len < 5 || memcmp(name, "llvm.", 5) != 0)
		return NULL;
	ii = intrintab_lookup(name, len);
	return ii ? ii->name : "";
}

static unsigned pointer_as(const cv_module *m, const function *f, ref r)
{
	tyid t = value_type(m, f, r);
	return m->types[t].kind == TY_PTR ? (unsigned)m->types[t].n : 0;
}

static int calls_nodivergencesource(const cv_module *m, const inst *in,
				    ref callee)
{
	/* (the attribute sets' flag: a search of the callee's attributes'
	 * texts, for every call, was 1.4% of libclc's summary) */
	if (in->ext && in->ext->fn_attrs &&
	    m->attrsets[in->ext->fn_attrs].has_nodivergencesource)
		return 1;
	if (REF_KIND(callee) == REF_GLOBAL) {
		const global *g = &m->globals[REF_IDX(callee)];
		if (g->kind == G_FUNC && g->fn && g->fn->fn_attrs &&
		    m->attrsets[g->fn->fn_attrs].has_nodivergencesource)
			return 1;
	}
	return 0;
}

/* Inline asm outputs: 1 if output `which` (-1: any) is in a vector
 * register or a class we cannot tell (SIRegisterInfo's classes: s, r and
 * scalar physical registers are SGPRs; v, a and VGPR/AGPR names are not;
 * anything else has no class and counts as divergent). */
static int asm_output_divergent(const char *c, int which)
{
	int index = 0;
	while (*c) {
		const char *end = strchr(c, ',');
		size_t n = end ? (size_t)(end - c) : strlen(c);
		if (n && c[0] == '=') {
			const char *p = c + 1;
			size_t k = n - 1;
			int divergent;
			while (k && (*p == '&' || *p == '%' || *p == '*')) {
				p++;
				k--;
			}
			if (k && *p == '{') {
				/* a physical register: v0, a0, v[0:1] */
				divergent = k > 1 && ((p[1] == 'v' && !(k > 3 && p[2] == 'c' && p[3] == 'c')) ||
						      p[1] == 'a');
			} else if (k == 1 && (*p == 's' || *p == 'r'))
				divergent = 0;
			else
				divergent = 1;
			if ((which < 0 || which == index) && divergent)
				return 1;
			index++;
		}
		if (!end)
			break;
		c = end + 1;
	}
	return 0;
}

/* llvm.read_register: i1 and vector-register names are per thread. */
static int read_register_divergent(const cv_module *m, const function *f,
				   const inst *in)
{
	const ref *ops = INST_OPS(f, in);
	const md_op *op;
	const md_node *nd;
	const char *name;
	if (in->type == m->t_i1)
		return 1;
	if (!in->nops || REF_KIND(ops[0]) != REF_MD)
		return 0;
	op = &m->mdvals[REF_IDX(ops[0])].op;
	if (op->kind != MDO_NODE)
		return 0;
	nd = &m->md[op->node];
	if (!nd->nops || nd->ops[0].kind != MDO_STRING)
		return 0;
	name = SYM_STR(&m->strs, nd->ops[0].str);
	if (name[0] == 0 || strncmp(name, "vcc", 3) == 0)
		return 0;
	return name[0] == 'v' || name[0] == 'a';
}

static int is_call_to(const cv_module *m, const function *f, ref r,
		      const char *base)
{
	const inst *in;
	const char *b;
	if (REF_KIND(r) != REF_INST)
		return 0;
	in = &f->insts[REF_IDX(r)];
	if (in->op != OP_CALL)
		return 0;
	b = intrinsic_base(m, target_callee(f, in));
	return b && strcmp(b, base) == 0;
}

/* A lower bound of the trailing zero bits of r (a little of LLVM's
 * computeKnownBits, enough for masks built from constants and shifts). */
static unsigned trailing_zeros(const cv_module *m, const function *f, ref r,
			       int depth)
{
	const inst *in;
	const ref *o;
	unsigned a, b, bits;
	if (REF_KIND(r) == REF_CONST) {
		const constant *c = &m->consts[REF_IDX(r)];
		uint64_t v;
		bits = (unsigned)m->types[c->type].n;
		if (m->types[c->type].kind != TY_INT)
			return 0;
		if (c->kind == C_ZERO || c->kind == C_NULL)
			return bits;
		if (c->kind != C_INT || bits > 64)
			return 0;
		v = c->v.u;
		if (!v)
			return bits;
		for (a = 0; !(v & 1); v >>= 1)
			a++;
		return a;
	}
	if (REF_KIND(r) != REF_INST || depth >= 6)
		return 0;
	in = &f->insts[REF_IDX(r)];
	o = INST_OPS(f, in);
	if (m->types[in->type].kind != TY_INT)
		return 0;
	bits = (unsigned)m->types[in->type].n;
	switch (in->op) {
	case OP_SHL:
		if (REF_KIND(o[1]) == REF_CONST &&
		    m->consts[REF_IDX(o[1])].kind == C_INT) {
			uint64_t s = m->consts[REF_IDX(o[1])].v.u;
			a = trailing_zeros(m, f, o[0], depth + 1);
			return s >= bits ? bits : (a + s > bits ? bits : a + (unsigned)s);
		}
		return 0;
	case OP_MUL:
		a = trailing_zeros(m, f, o[0], depth + 1);
		b = trailing_zeros(m, f, o[1], depth + 1);
		return a + b > bits ? bits : a + b;
	case OP_AND:
		a = trailing_zeros(m, f, o[0], depth + 1);
		b = trailing_zeros(m, f, o[1], depth + 1);
		return a > b ? a : b;
	case OP_OR: case OP_XOR: case OP_ADD: case OP_SUB:
		a = trailing_zeros(m, f, o[0], depth + 1);
		b = trailing_zeros(m, f, o[1], depth + 1);
		return a < b ? a : b;
	default:
		return 0;
	}
}

/* Loads through per-thread memory and atomics, by the table above;
 * TC_NORMAL when the rules say nothing. */
static int memory_inst(int arch, const cv_module *m, const function *f,
		       const inst *in, int *reason)
{
	const struct arch_rules *r = &arch_rules[arch];
	const ref *o = INST_OPS(f, in);
	switch (in->op) {
	case OP_LOAD: {
		unsigned as = pointer_as(m, f, o[0]);
		if (as == r->load_as[0] || as == r->load_as[1]) {
			*reason = TR_LOAD_PRIVATE;
			return TC_SOURCE;
		}
		return TC_NORMAL;
	}
	case OP_STORE:
	case OP_FENCE:
		if (!r->atomic_all || (in->op == OP_STORE && !(in->flags & IF_ATOMIC)))
			return TC_NORMAL;
		*reason = TR_ATOMIC;
		return TC_SOURCE;
	case OP_ATOMICRMW:
	case OP_CMPXCHG:
		*reason = TR_ATOMIC;
		return TC_SOURCE;
	default:
		return TC_NORMAL;
	}
}

static int amdgpu_inst(const target_fn *tf, const cv_module *m,
		       const function *f, const inst *in, int *reason)
{
	const ref *o = INST_OPS(f, in);
	switch (in->op) {
	case OP_ADDRSPACECAST:
		if (tf->global_scratch && pointer_as(m, f, o[0]) == AS_PRIVATE &&
		    m->types[in->type].kind == TY_PTR &&
		    m->types[in->type].n == AS_FLAT) {
			*reason = TR_SCRATCH_CAST;
			return TC_SOURCE;
		}
		return TC_NORMAL;
	case OP_INVOKE:
		*reason = TR_INVOKE;
		return TC_SOURCE;
	case OP_CALL: {
		ref callee = target_callee(f, in);
		const char *base = intrinsic_base(m, callee);
		if (REF_KIND(callee) == REF_ASM) {
			const inline_asm *ia = &m->asms[REF_IDX(callee)];
			if (asm_output_divergent(SYM_STR(&m->strs, ia->constraints), -1)) {
				*reason = TR_INLINE_ASM_VGPR;
				return TC_SOURCE;
			}
			*reason = TR_INLINE_ASM_SGPR;
			return TC_UNIFORM;
		}
		if (!base) {
			*reason = TR_CALL;
			return TC_SOURCE;
		}
		if (strcmp(base, "llvm.read_register") == 0) {
			if (read_register_divergent(m, f, in)) {
				*reason = TR_READ_REGISTER_VGPR;
				return TC_SOURCE;
			}
			return TC_NORMAL;
		}
		if (strncmp(base, "llvm.amdgcn.", 12) != 0)
			return TC_NORMAL;
		if (strcmp(base, "llvm.amdgcn.addrspacecast.nonnull") == 0) {
			if (tf->global_scratch && in->nops > 1 &&
			    pointer_as(m, f, o[0]) == AS_PRIVATE) {
				*reason = TR_SCRATCH_CAST;
				return TC_SOURCE;
			}
			return TC_NORMAL;
		}
		if (in_table(amdgpu_source_intrinsics,
			     COUNT(amdgpu_source_intrinsics), base + 12)) {
			*reason = TR_INTRINSIC_SOURCE;
			return TC_SOURCE;
		}
		if (in_table(amdgpu_uniform_intrinsics,
			     COUNT(amdgpu_uniform_intrinsics), base + 12)) {
			*reason = TR_INTRINSIC_UNIFORM;
			return TC_UNIFORM;
		}
		return TC_NORMAL;
	}
	case OP_LSHR:
	case OP_ASHR:
		/* workitem.id.x >> C, C >= log2(wave size) */
		if (tf->reqd_wg && is_call_to(m, f, o[0], "llvm.amdgcn.workitem.id.x") &&
		    REF_KIND(o[1]) == REF_CONST &&
		    m->consts[REF_IDX(o[1])].kind == C_INT &&
		    m->consts[REF_IDX(o[1])].v.u >= tf->wave_log2) {
			*reason = TR_WAVE_INDEX;
			return TC_UNIFORM;
		}
		return TC_NORMAL;
	case OP_AND: {
		/* workitem.id.x & M, M with log2(wave size) low zero bits */
		ref mask = REF_NULL;
		if (is_call_to(m, f, o[0], "llvm.amdgcn.workitem.id.x"))
			mask = o[1];
		else if (is_call_to(m, f, o[1], "llvm.amdgcn.workitem.id.x"))
			mask = o[0];
		if (tf->reqd_wg && mask != REF_NULL &&
		    trailing_zeros(m, f, mask, 0) >= tf->wave_log2) {
			*reason = TR_WAVE_INDEX;
			return TC_UNIFORM;
		}
		return TC_NORMAL;
	}
	case OP_EXTRACTVALUE: {
		const inst *agg;
		const char *base;
		ref callee;
		if (REF_KIND(o[0]) != REF_INST)
			return TC_NORMAL;
		agg = &f->insts[REF_IDX(o[0])];
		if (agg->op != OP_CALL)
			return TC_NORMAL;
		callee = target_callee(f, agg);
		base = intrinsic_base(m, callee);
		if (base && (strcmp(base, "llvm.amdgcn.if") == 0 ||
			     strcmp(base, "llvm.amdgcn.else") == 0)) {
			if (in->ext && in->ext->nindices == 1 &&
			    in->ext->indices[0] == 1) {
				*reason = TR_CF_MASK;
				return TC_UNIFORM;
			}
			return TC_NORMAL;
		}
		if (REF_KIND(callee) == REF_ASM && in->ext &&
		    in->ext->nindices == 1) {
			const inline_asm *ia = &m->asms[REF_IDX(callee)];
			if (!asm_output_divergent(SYM_STR(&m->strs, ia->constraints),
						  (int)in->ext->indices[0])) {
				*reason = TR_INLINE_ASM_SGPR;
				return TC_UNIFORM;
			}
		}
		return TC_NORMAL;
	}
	default:
		return TC_NORMAL;
	}
}

/* cv_builder's functions: what a value is, its callee's name says
 * (converge.source, converge.uniform, converge.convergent.source, ...) */
static int builder_inst(const cv_module *m, const function *f,
			const inst *in, int *reason)
{
	size_t n;
	const char *name;
	if (in->op != OP_CALL)
		return TC_NORMAL;
	name = callee_name(m, target_callee(f, in), &n);
	if (!name || n < 9 || strncmp(name, "converge.", 9) != 0)
		return TC_NORMAL;
	if (n >= 7 && memcmp(name + n - 7, ".source", 7) == 0) {
		*reason = TR_BUILDER_SOURCE;
		return TC_SOURCE;
	}
	if (n >= 8 && memcmp(name + n - 8, ".uniform", 8) == 0) {
		*reason = TR_BUILDER_UNIFORM;
		return TC_UNIFORM;
	}
	return TC_NORMAL;
}

static int nvptx_inst(const cv_module *m, const function *f, const inst *in,
		      int *reason)
{
	const char *base;
	if (in->op != OP_CALL)
		return TC_NORMAL;
	/* every call is a source; intrinsics reading the thread's index only
	 * get a more precise reason */
	base = intrinsic_base(m, target_callee(f, in));
	*reason = base && in_table(nvptx_thread_intrinsics,
				   COUNT(nvptx_thread_intrinsics), base)
			  ? TR_INTRINSIC_SOURCE : TR_CALL;
	return TC_SOURCE;
}

static int spirv_inst(const cv_module *m, const function *f, const inst *in,
		      int *reason)
{
	const char *base;
	if (in->op == OP_INVOKE) {
		*reason = TR_INVOKE;
		return TC_SOURCE;
	}
	if (in->op != OP_CALL)
		return TC_NORMAL;
	base = intrinsic_base(m, target_callee(f, in));
	if (base && in_table(spirv_source_intrinsics,
			     COUNT(spirv_source_intrinsics), base)) {
		*reason = TR_INTRINSIC_SOURCE;
		return TC_SOURCE;
	}
	if (base && in_table(spirv_uniform_intrinsics,
			     COUNT(spirv_uniform_intrinsics), base)) {
		*reason = TR_INTRINSIC_UNIFORM;
		return TC_UNIFORM;
	}
	if (base)
		return TC_NORMAL;
	*reason = TR_CALL;
	return TC_SOURCE;
}

int target_classify_inst(const target_info *t, const target_fn *tf,
			 const cv_module *m, const function *f, uint32_t ii,
			 int *reason)
{
	const inst *in = &f->insts[ii];
	*reason = TR_NONE;
	if (!tf->divergent)
		return TC_NORMAL;
	/* any target: a `nodivergencesource` callee is not a source; LLVM 22
	 * also keeps its result uniform (a known gap in LLVM: the spec says a
	 * divergent argument makes it divergent) */
	if (in->op == OP_CALL || in->op == OP_INVOKE || in->op == OP_CALLBR) {
		ref callee = target_callee(f, in);
		if (calls_nodivergencesource(m, in, callee)) {
			if (!t->llvm_compat)
				return TC_NORMAL;
			*reason = TR_NODIVERGENCESOURCE;
			return TC_UNIFORM;
		}
	}
	if (memory_inst(t->arch, m, f, in, reason) == TC_SOURCE)
		return TC_SOURCE;
	switch (t->arch) {
	case TARGET_AMDGPU:
		return amdgpu_inst(tf, m, f, in, reason);
	case TARGET_NVPTX:
		return nvptx_inst(m, f, in, reason);
	case TARGET_SPIRV:
		return spirv_inst(m, f, in, reason);
	case TARGET_BUILDER:
		return builder_inst(m, f, in, reason);
	default:
		return TC_NORMAL;
	}
}

