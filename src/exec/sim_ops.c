/*
 * sim_ops.c - what calls to declared functions do in the simulator: thread
 * ids, the convergent operations of AMDGPU, NVPTX and the generic names of
 * the specification's examples, pure math intrinsics and memory
 * intrinsics.  A function it does not model is an error when reached.
 *
 * A convergent operation is computed over exactly the lanes in c->mask:
 * the threads that execute this dynamic instance together (sim.c decides
 * which).  Lane l of wave w is thread w * width + l.
 */
#include <math.h>
#include <string.h>

#include "exec/sim_ops.h"
#include "ir/bits.h"

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
	/* the rest of the target tables' intrinsics (docs/intrinsics.md) */
	B("llvm.amdgcn.cluster.workgroup.", 1, BI_CONST, 0, 0),
	B("llvm.amdgcn.s.memtime", 0, BI_CLOCK, 0, 0),
	B("llvm.amdgcn.s.memrealtime", 0, BI_CLOCK, 0, 0),
	B("llvm.amdgcn.dead", 1, BI_POISON, 0, 0),
	/* no helper lanes run in the simulator: every thread is live */
	B("llvm.amdgcn.live.mask", 0, BI_CONST, 1, 0),
	B("llvm.amdgcn.ps.live", 0, BI_CONST, 1, 0),
	B("llvm.amdgcn.writelane", 1, BI_WRITELANE, 0, 1),
	B("llvm.amdgcn.inverse.ballot", 1, BI_INVERSE_BALLOT, 0, 1),
	B("llvm.amdgcn.mov.dpp", 1, BI_DPP, 0, 1),
	B("llvm.amdgcn.update.dpp", 1, BI_DPP, 1, 1),
	B("llvm.amdgcn.mov.dpp8", 1, BI_DPP8, 0, 1),
	B("llvm.amdgcn.ds.swizzle", 0, BI_SWIZZLE, 0, 1),
	B("llvm.amdgcn.permlane16", 1, BI_PERMLANE, 0, 1),
	B("llvm.amdgcn.permlanex16", 1, BI_PERMLANE, 1, 1),
	B("llvm.amdgcn.permlane16.var", 0, BI_PERMLANE, 2, 1),
	B("llvm.amdgcn.permlanex16.var", 0, BI_PERMLANE, 3, 1),
	B("llvm.amdgcn.permlane16.swap", 0, BI_PERMLANE_SWAP, 16, 1),
	B("llvm.amdgcn.permlane32.swap", 0, BI_PERMLANE_SWAP, 32, 1),
	/* the structurizer's control flow: the threads that execute the
	 * call together stand for EXEC */
	B("llvm.amdgcn.if", 0, BI_CF, CF_IF, 1),
	B("llvm.amdgcn.if.", 1, BI_CF, CF_IF, 1),
	B("llvm.amdgcn.else", 1, BI_CF, CF_ELSE, 1),
	B("llvm.amdgcn.if.break", 1, BI_CF, CF_IF_BREAK, 1),
	B("llvm.amdgcn.loop", 1, BI_CF, CF_LOOP, 1),
	B("llvm.amdgcn.end.cf", 1, BI_NOP, 0, 0),
	/* AMDGPU's instcombine folds an amdgcn.icmp / fcmp that is true in
	 * every lane into read_register(!"exec"): the lanes running it
	 * together, as for ballot(true).  The register is the metadata
	 * operand's (sim.c sets sub); only exec, exec_lo, exec_hi. */
	B("llvm.read_register.", 1, BI_READ_REGISTER, REG_OTHER, 1),
	B("llvm.amdgcn.flat.atomic.fmin.num", 1, BI_ATOMIC_FP, RED_FMIN, 0),
	B("llvm.amdgcn.flat.atomic.fmax.num", 1, BI_ATOMIC_FP, RED_FMAX, 0),
	B("llvm.amdgcn.global.atomic.fmin.num", 1, BI_ATOMIC_FP, RED_FMIN, 0),
	B("llvm.amdgcn.global.atomic.fmax.num", 1, BI_ATOMIC_FP, RED_FMAX, 0),
#define BA(op, id) \
	{"llvm.amdgcn.raw.buffer.atomic." op, 1, {BI_BUFFER_ATOMIC, id, 0, 0}}, \
	{"llvm.amdgcn.struct.buffer.atomic." op, 1, {BI_BUFFER_ATOMIC, id, 0, 1}}
	BA("swap", BA_SWAP), BA("add", BA_ADD), BA("sub", BA_SUB),
	BA("smin", BA_SMIN), BA("umin", BA_UMIN), BA("smax", BA_SMAX),
	BA("umax", BA_UMAX), BA("and", BA_AND), BA("or", BA_OR),
	BA("xor", BA_XOR), BA("inc", BA_INC), BA("dec", BA_DEC),
	BA("cmpswap", BA_CMPSWAP), BA("fadd", BA_FADD), BA("fmin", BA_FMIN),
	BA("fmax", BA_FMAX), BA("cond.sub.u32", BA_COND_SUB),
#undef BA
	/* hints without an effect on values */
	B("llvm.amdgcn.s.waitcnt", 0, BI_NOP, 0, 0),
	B("llvm.amdgcn.s.sleep", 0, BI_NOP, 0, 0),
	B("llvm.amdgcn.s.nop", 0, BI_NOP, 0, 0),
	B("llvm.amdgcn.s.setprio", 0, BI_NOP, 0, 0),
	B("llvm.amdgcn.sched.barrier", 0, BI_NOP, 0, 0),
	B("llvm.amdgcn.sched.group.barrier", 0, BI_NOP, 0, 0),
	B("llvm.amdgcn.iglp.opt", 0, BI_NOP, 0, 0),
	/* NVPTX */
	B("llvm.nvvm.read.ptx.sreg.tid.x", 0, BI_TID_X, 0, 0),
	B("llvm.nvvm.read.ptx.sreg.tid.y", 0, BI_TID_Y, 0, 0),
	B("llvm.nvvm.read.ptx.sreg.tid.z", 0, BI_TID_Z, 0, 0),
	/* the fourth elements of %tid, %ntid, %ctaid, %nctaid: always 0 */
	B("llvm.nvvm.read.ptx.sreg.tid.w", 0, BI_CONST, 0, 0),
	B("llvm.nvvm.read.ptx.sreg.ntid.x", 0, BI_NTID_X, 0, 0),
	B("llvm.nvvm.read.ptx.sreg.ntid.y", 0, BI_NTID_YZ, 1, 0),
	B("llvm.nvvm.read.ptx.sreg.ntid.z", 0, BI_NTID_YZ, 2, 0),
	B("llvm.nvvm.read.ptx.sreg.ntid.w", 0, BI_CONST, 0, 0),
	B("llvm.nvvm.read.ptx.sreg.ctaid.", 1, BI_GROUP_ID, 0, 0),
	B("llvm.nvvm.read.ptx.sreg.nctaid.", 1, BI_NCTAID, 0, 0),
	B("llvm.nvvm.read.ptx.sreg.nctaid.w", 0, BI_CONST, 0, 0),
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
	B("llvm.nvvm.activemask", 0, BI_ACTIVEMASK, 0, 1),
	B("llvm.nvvm.match.any.sync.", 1, BI_MATCH, 0, 1),
	B("llvm.nvvm.match.all.sync.", 1, BI_MATCH, 1, 1),
	B("llvm.nvvm.redux.sync.add", 0, BI_REDUX, RED_ADD, 1),
	B("llvm.nvvm.redux.sync.min", 0, BI_REDUX, RED_MIN, 1),
	B("llvm.nvvm.redux.sync.max", 0, BI_REDUX, RED_MAX, 1),
	B("llvm.nvvm.redux.sync.umin", 0, BI_REDUX, RED_UMIN, 1),
	B("llvm.nvvm.redux.sync.umax", 0, BI_REDUX, RED_UMAX, 1),
	B("llvm.nvvm.redux.sync.and", 0, BI_REDUX, RED_AND, 1),
	B("llvm.nvvm.redux.sync.or", 0, BI_REDUX, RED_OR, 1),
	B("llvm.nvvm.redux.sync.xor", 0, BI_REDUX, RED_XOR, 1),
	B("llvm.nvvm.barrier0", 0, BI_WORKGROUP_BARRIER, 0, 1),
	B("llvm.nvvm.barrier.", 1, BI_WORKGROUP_BARRIER, 0, 1),
	B("llvm.nvvm.bar.sync", 0, BI_WORKGROUP_BARRIER, 0, 1),
	B("llvm.nvvm.membar.", 1, BI_NOP, 0, 0),
	/* SPIR-V, as clang emits HLSL's wave intrinsics */
	B("llvm.spv.wave.is.first.lane", 0, BI_ELECT, 0, 1),
	/* OpGroupNonUniformShuffle: each thread names its own lane */
	B("llvm.spv.wave.readlane", 1, BI_SHUFFLE, 0, 1),
	B("llvm.spv.wave.ballot", 0, BI_WAVE_BALLOT4, 0, 1),
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
	/* clang 22 emits HLSL's WaveGetLaneIndex on SPIR-V as a call of
	 * this external function (the backend's SubgroupLocalInvocationId) */
	B("__hlsl_wave_get_lane_index", 0, BI_LANE, 0, 0),
	B("llvm.spv.subgroup.size", 0, BI_WAVE_SIZE, 0, 0),
	/* SV_DispatchThreadID, SV_GroupThreadID, SV_GroupIndex, SV_GroupID */
	B("llvm.spv.thread.id", 1, BI_SPV_ID, SPV_GLOBAL, 0),
	B("llvm.spv.thread.id.in.group", 1, BI_SPV_ID, SPV_LOCAL, 0),
	B("llvm.spv.flattened.thread.id.in.group", 0, BI_SPV_ID, SPV_FLAT, 0),
	B("llvm.spv.group.id", 1, BI_SPV_ID, SPV_GROUP, 0),
	/* derivatives over the 2x2 quads of lanes 4k..4k+3; ddx and ddy are
	 * the coarse ones */
	B("llvm.spv.ddx", 1, BI_DERIV, D_DDX_COARSE, 1),
	B("llvm.spv.ddy", 1, BI_DERIV, D_DDY_COARSE, 1),
	B("llvm.spv.ddx.coarse", 1, BI_DERIV, D_DDX_COARSE, 1),
	B("llvm.spv.ddy.coarse", 1, BI_DERIV, D_DDY_COARSE, 1),
	B("llvm.spv.ddx.fine", 1, BI_DERIV, D_DDX_FINE, 1),
	B("llvm.spv.ddy.fine", 1, BI_DERIV, D_DDY_FINE, 1),
	B("llvm.spv.fwidth", 1, BI_DERIV, D_FWIDTH, 1),
	B("llvm.amdgcn.dispatch.ptr", 0, BI_HSA_PTR, 0, 0),
	B("llvm.amdgcn.implicitarg.ptr", 0, BI_HSA_PTR, 1, 0),
	B("llvm.amdgcn.ds.bpermute", 0, BI_BPERMUTE, 0, 1),
	B("llvm.spv.resource.handlefrombinding", 1, BI_SPV_HANDLE, 0, 0),
	B("llvm.spv.resource.getpointer", 1, BI_SPV_GETPTR, 0, 0),
	B("llvm.spv.resource.counterhandlefromimplicitbinding", 1, BI_SPV_COUNTER, 0, 0),
	B("llvm.spv.resource.counterhandlefrombinding", 1, BI_SPV_COUNTER, 0, 0),
	/* the launch as Mesa's libclc reads it on amdgcn */
	{"llvm.r600.read.local.size.x", 0, {BI_R600_ID, OCL_LOCAL_SIZE, 0, 0}},
	{"llvm.r600.read.local.size.y", 0, {BI_R600_ID, OCL_LOCAL_SIZE, 0, 1}},
	{"llvm.r600.read.local.size.z", 0, {BI_R600_ID, OCL_LOCAL_SIZE, 0, 2}},
	{"llvm.r600.read.global.size.x", 0, {BI_R600_ID, OCL_GLOBAL_SIZE, 0, 0}},
	{"llvm.r600.read.global.size.y", 0, {BI_R600_ID, OCL_GLOBAL_SIZE, 0, 1}},
	{"llvm.r600.read.global.size.z", 0, {BI_R600_ID, OCL_GLOBAL_SIZE, 0, 2}},
	{"llvm.r600.read.ngroups.x", 0, {BI_R600_ID, OCL_NUM_GROUPS, 0, 0}},
	{"llvm.r600.read.ngroups.y", 0, {BI_R600_ID, OCL_NUM_GROUPS, 0, 1}},
	{"llvm.r600.read.ngroups.z", 0, {BI_R600_ID, OCL_NUM_GROUPS, 0, 2}},
	{"llvm.r600.read.tgid.x", 0, {BI_R600_ID, OCL_GROUP_ID, 0, 0}},
	{"llvm.r600.read.tgid.y", 0, {BI_R600_ID, OCL_GROUP_ID, 0, 1}},
	{"llvm.r600.read.tgid.z", 0, {BI_R600_ID, OCL_GROUP_ID, 0, 2}},
	{"llvm.r600.read.tidig.x", 0, {BI_R600_ID, OCL_LOCAL_ID, 0, 0}},
	{"llvm.r600.read.tidig.y", 0, {BI_R600_ID, OCL_LOCAL_ID, 0, 1}},
	{"llvm.r600.read.tidig.z", 0, {BI_R600_ID, OCL_LOCAL_ID, 0, 2}},
	/* HLSL's specialization constants (clang: __spirv_SpecConstant(id,
	 * default)): the default */
	B("_Z20__spirv_SpecConstant", 1, BI_IDENTITY, 1, 0),
	/* OpenCL's work-item and sub-group functions, as clang mangles them
	 * when the module is not linked with libclc (sim_kernel.c) */
	B("_Z13get_global_idj", 0, BI_OCL_ID, OCL_GLOBAL_ID, 0),
	B("_Z12get_local_idj", 0, BI_OCL_ID, OCL_LOCAL_ID, 0),
	B("_Z12get_group_idj", 0, BI_OCL_ID, OCL_GROUP_ID, 0),
	B("_Z14get_local_sizej", 0, BI_OCL_ID, OCL_LOCAL_SIZE, 0),
	B("_Z23get_enqueued_local_sizej", 0, BI_OCL_ID, OCL_ENQ_LOCAL_SIZE, 0),
	B("_Z15get_global_sizej", 0, BI_OCL_ID, OCL_GLOBAL_SIZE, 0),
	B("_Z14get_num_groupsj", 0, BI_OCL_ID, OCL_NUM_GROUPS, 0),
	B("_Z17get_global_offsetj", 0, BI_OCL_ID, OCL_GLOBAL_OFFSET, 0),
	B("_Z12get_work_dimv", 0, BI_OCL_ID, OCL_WORK_DIM, 0),
	B("_Z20get_global_linear_idv", 0, BI_OCL_ID, OCL_GLOBAL_LINEAR, 0),
	B("_Z19get_local_linear_idv", 0, BI_OCL_ID, OCL_LOCAL_LINEAR, 0),
	B("_Z18get_sub_group_sizev", 0, BI_OCL_ID, OCL_SG_SIZE, 0),
	B("_Z22get_max_sub_group_sizev", 0, BI_OCL_ID, OCL_SG_MAX_SIZE, 0),
	B("_Z18get_num_sub_groupsv", 0, BI_OCL_ID, OCL_NUM_SG, 0),
	B("_Z27get_enqueued_num_sub_groupsv", 0, BI_OCL_ID, OCL_ENQ_NUM_SG, 0),
	B("_Z16get_sub_group_idv", 0, BI_OCL_ID, OCL_SG_ID, 0),
	B("_Z22get_sub_group_local_idv", 0, BI_OCL_ID, OCL_SG_LOCAL_ID, 0),
	B("_Z7barrierj", 0, BI_WORKGROUP_BARRIER, 0, 1),
	B("_Z18work_group_barrierj", 1, BI_WORKGROUP_BARRIER, 0, 1),
	B("_Z17sub_group_barrierj", 1, BI_WAVE_BARRIER, 0, 1),
	B("_Z9mem_fencej", 0, BI_NOP, 0, 0),
	B("_Z14read_mem_fencej", 0, BI_NOP, 0, 0),
	B("_Z15write_mem_fencej", 0, BI_NOP, 0, 0),
	B("_Z13sub_group_alli", 0, BI_OCL_VOTE, 0, 1),
	B("_Z13sub_group_anyi", 0, BI_OCL_VOTE, 1, 1),
	B("_Z19sub_group_broadcast", 1, BI_SHUFFLE, 0, 1),
	B("_Z20sub_group_reduce_add", 1, BI_OCL_REDUCE, RED_ADD, 1),
	B("_Z20sub_group_reduce_min", 1, BI_OCL_REDUCE, RED_MIN, 1),
	B("_Z20sub_group_reduce_max", 1, BI_OCL_REDUCE, RED_MAX, 1),
	B("_Z28sub_group_scan_inclusive_add", 1, BI_OCL_SCAN, RED_ADD, 1),
	B("_Z28sub_group_scan_inclusive_min", 1, BI_OCL_SCAN, RED_MIN, 1),
	B("_Z28sub_group_scan_inclusive_max", 1, BI_OCL_SCAN, RED_MAX, 1),
	{"_Z28sub_group_scan_exclusive_add", 1, {BI_OCL_SCAN, RED_ADD, 1, 1}},
	{"_Z28sub_group_scan_exclusive_min", 1, {BI_OCL_SCAN, RED_MIN, 1, 1}},
	{"_Z28sub_group_scan_exclusive_max", 1, {BI_OCL_SCAN, RED_MAX, 1, 1}},
	/* every other target intrinsic: an error when reached, never a
	 * made-up value (the longest matching name wins) */
	B("llvm.amdgcn.", 1, BI_UNMODELLED, 0, 0),
	B("llvm.nvvm.", 1, BI_UNMODELLED, 0, 0),
	B("llvm.spv.", 1, BI_UNMODELLED, 0, 0),
	B("llvm.r600.", 1, BI_UNMODELLED, 0, 0),
	B("llvm.dx.", 1, BI_UNMODELLED, 0, 0),
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

/* The inline asm strings CUDA's headers (and clang's) emit for warp
 * state, compared without white space: each a builtin. */
static const builtin_name asm_table[] = {
	B("activemask.b32$0;", 0, BI_ACTIVEMASK, 0, 1),
	B("mov.u32$0,%laneid;", 0, BI_LANE, 0, 0),
	B("mov.u32$0,%lanemask_eq;", 0, BI_LANEMASK, 0, 0),
	B("mov.u32$0,%lanemask_lt;", 0, BI_LANEMASK, 1, 0),
	B("mov.u32$0,%lanemask_le;", 0, BI_LANEMASK, 2, 0),
	B("mov.u32$0,%lanemask_gt;", 0, BI_LANEMASK, 3, 0),
	B("mov.u32$0,%lanemask_ge;", 0, BI_LANEMASK, 4, 0),
	B("mov.u32$0,WARP_SZ;", 0, BI_WAVE_SIZE, 0, 0),
	B("cvta.shared.u64$0,$1;", 0, BI_IDENTITY, 0, 0),
	B("cvta.to.shared.u64$0,$1;", 0, BI_IDENTITY, 0, 0),
	B("cvta.global.u64$0,$1;", 0, BI_IDENTITY, 0, 0),
	B("cvta.to.global.u64$0,$1;", 0, BI_IDENTITY, 0, 0),
};

sim_builtin_info sim_asm_lookup(const char *text, size_t len)
{
	char buf[128];
	size_t i, n = 0;
	sim_builtin_info none = {BI_UNMODELLED, 0, 0, 0};
	for (i = 0; i < len; i++) {
		if (text[i] == ' ' || text[i] == '\t' || text[i] == '\n')
			continue;
		if (n + 1 >= sizeof buf)
			return none;
		buf[n++] = text[i];
	}
	buf[n] = 0;
	for (i = 0; i < sizeof asm_table / sizeof asm_table[0]; i++)
		if (strcmp(buf, asm_table[i].name) == 0)
			return asm_table[i].info;
	return none;
}

/* ---- helpers --------------------------------------------------------------------- */

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
		return popcount64(a & mask);
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
		return ctz64(a);
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

static uint64_t uniform_arg(const sim_call *c, uint32_t i, int *same);

/* Lane l's id in dimension dim of its workgroup (sim_machine.h). */
static uint32_t local_id(const sim_call *c, unsigned l, unsigned dim)
{
	return sim_local_id(c->mach, c->first + l, dim);
}

/* The dimension a builtin's name ends in: .x 0, .y 1, .z 2 (else 0). */
static unsigned name_dim(const char *name)
{
	size_t n = strlen(name);
	char last = n ? name[n - 1] : 0;
	return last == 'y' ? 1 : last == 'z' ? 2 : 0;
}

/* Thread ids and sizes: each lane's own. */
static void thread_ids(const sim_builtin_info *bi, sim_call *c)
{
	uint64_t m = c->mask;
	unsigned l;
	switch (bi->id) {
	case BI_TID_X:
	case BI_TID_Y:
	case BI_TID_Z:
		for (l = 0; l < 64; l++)
			if (m >> l & 1)
				put(c, l, local_id(c, l, (unsigned)(bi->id - BI_TID_X)), 0);
		return;
	case BI_GROUP_ID:
		/* the dimension is the name's last letter */
		for (l = 0; l < 64; l++)
			if (m >> l & 1)
				put(c, l, sim_group_id(c->mach, c->first + l, name_dim(c->name)), 0);
		return;
	case BI_NCTAID: {
		/* the grid's shape: the dimension is the name's last letter */
		uint64_t v = sim_group_count(c->mach, name_dim(c->name));
		for (l = 0; l < 64; l++)
			if (m >> l & 1)
				put(c, l, v, 0);
		return;
	}
	case BI_NTID_X:
	case BI_NTID_YZ: {
		/* the workgroup's shape */
		uint64_t v = sim_local_size(c->mach, bi->id == BI_NTID_X ? 0 : bi->sub);
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
			put(c, l, ARG(c, 1, l) + popcount64(ARG(c, 0, l) & below),
			    APOIS(c, 0, l) || APOIS(c, 1, l));
		}
		return;
	}
}

/* readlane, the shuffles and shfl.sync: each lane reads another lane's
 * value, poison when that lane is not among the converged threads.
 * amdgcn.readlane's lane must be uniform (IntrinsicsAMDGPU.td: otherwise
 * the result is undefined): poison in every lane when it is not. */
static void shuffle(const sim_builtin_info *bi, sim_call *c)
{
	uint64_t m = c->mask;
	unsigned l;
	unsigned vi = bi->id == BI_SHFL_SYNC ? 1 : 0;
	unsigned ii = vi + 1;
	uint64_t src[64];
	int sp[64], same = 1;
	if (bi->id == BI_READLANE)
		(void)uniform_arg(c, ii, &same);
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
		if (!same || APOIS(c, ii, l) || s < 0 || s >= 64 || !(m >> s & 1)) {
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

/* match.any.sync: the lanes of the member mask (among those running the
 * call together) whose value equals the reader's; match.all.sync: the
 * member mask if all of them hold one value, else 0, and whether they
 * do (the second result).  PTX 9.7.13.10. */
static void match_sync(const sim_builtin_info *bi, sim_call *c)
{
	uint64_t m = c->mask, within;
	unsigned l, k;
	int same = 1, poison;
	within = m & (ARG(c, 0, ctz64(m)) & 0xffffffffull);
	poison = (c->ap[1] & within) != 0 || APOIS(c, 0, ctz64(m));
	for (l = 0; l < 64; l++)
		if ((within >> l & 1) && ARG(c, 1, l) != ARG(c, 1, ctz64(within)))
			same = 0;
	for (l = 0; l < 64; l++) {
		uint64_t v = 0;
		if (!(m >> l & 1))
			continue;
		if (bi->sub) {
			put(c, l, same ? ARG(c, 0, ctz64(m)) : 0, poison);
			put2(c, l, (uint64_t)same);
			continue;
		}
		for (k = 0; k < 64; k++)
			if ((within >> k & 1) && ARG(c, 1, k) == ARG(c, 1, l))
				v |= 1ull << k;
		put(c, l, v, poison);
	}
}

/* redux.sync.<op>(value, member mask): op over the member lanes running
 * the call together (PTX 9.7.13.11). */
static void redux_sync(const sim_builtin_info *bi, sim_call *c)
{
	uint64_t m = c->mask, within, acc = 0;
	unsigned l, bits = c->ak[0].bits;
	int first = 1, poison;
	within = m & (ARG(c, 1, ctz64(m)) & 0xffffffffull);
	poison = (c->ap[0] & within) != 0 || APOIS(c, 1, ctz64(m));
	for (l = 0; l < 64; l++) {
		uint64_t v;
		if (!(within >> l & 1))
			continue;
		v = ARG(c, 0, l);
		if (first)
			acc = v;
		else
			switch (bi->sub) {
			case RED_ADD: acc += v; break;
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
	for (l = 0; l < 64; l++)
		if (m >> l & 1)
			put(c, l, acc, poison);
}

/* %lanemask_eq, lt, le, gt, ge: the lanes of the warp compared with the
 * reader's (PTX 10.21). */
static void lanemask(const sim_builtin_info *bi, sim_call *c)
{
	unsigned l;
	for (l = 0; l < 64; l++) {
		uint64_t below = (1ull << l) - 1, eq = 1ull << l, all = sim_width_mask(c->width), v;
		if (!(c->mask >> l & 1))
			continue;
		switch (bi->sub) {
		case 0: v = eq; break;
		case 1: v = below; break;
		case 2: v = below | eq; break;
		case 3: v = all & ~(below | eq); break;
		default: v = all & ~below; break;
		}
		put(c, l, v, 0);
	}
}

/* amdgcn.ds.bpermute: each lane reads the value of the lane its byte
 * address names (address / 4, modulo the wave); a lane not running the
 * call together with the reader reads 0 (as DPP8 and ds.swizzle). */
static void bpermute(sim_call *c)
{
	uint64_t m = c->mask, src[64];
	int sp[64];
	unsigned l;
	for (l = 0; l < 64; l++) {
		unsigned s;
		if (!(m >> l & 1))
			continue;
		s = (unsigned)(ARG(c, 0, l) >> 2) % c->width;
		sp[l] = APOIS(c, 0, l) || ((m >> s & 1) && APOIS(c, 1, s));
		src[l] = (m >> s & 1) ? ARG(c, 1, s) : 0;
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
	unsigned pred = (unsigned)ARG(c, 2, ctz64(m));
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
		unsigned f = ctz64(m);
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
		unsigned f = ctz64(m);
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
			within &= ARG(c, 0, ctz64(m)) | ~0xffffffffull;
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

/* ---- the rest of the target tables (docs/intrinsics.md) ------------------------ */

/* Argument i if it is one value, not poison, in every lane of c->mask
 * (*same = 1); the lowest lane's otherwise (*same = 0). */
static uint64_t uniform_arg(const sim_call *c, uint32_t i, int *same)
{
	uint64_t m = c->mask, v = ARG(c, i, ctz64(m));
	unsigned l;
	*same = (c->ap[i] & m) == 0;
	for (l = 0; l < 64 && *same; l++)
		if ((m >> l & 1) && ARG(c, i, l) != v)
			*same = 0;
	return v;
}

/* A constant, poison, or the machine's counter in every lane. */
static void fill(sim_call *c, uint64_t v, int poison)
{
	unsigned l;
	for (l = 0; l < 64; l++)
		if (c->mask >> l & 1)
			put(c, l, v, poison);
}

/* writelane(value, lane, old): lane `lane` gets value, the others old.
 * value and lane must be uniform; otherwise the result is undefined
 * (IntrinsicsAMDGPU.td): poison.  inverse.ballot(mask): bit l of a
 * uniform mask. */
static void write_lane(const sim_builtin_info *bi, sim_call *c)
{
	int s0, s1 = 1;
	uint64_t v = uniform_arg(c, 0, &s0), k = 0;
	unsigned l;
	if (bi->id == BI_WRITELANE)
		k = uniform_arg(c, 1, &s1);
	for (l = 0; l < 64; l++) {
		if (!(c->mask >> l & 1))
			continue;
		if (!s0 || !s1 || (bi->id == BI_WRITELANE && k >= c->width))
			put(c, l, 0, 1);
		else if (bi->id == BI_INVERSE_BALLOT)
			put(c, l, v >> l & 1, 0);
		else if (l == k)
			put(c, l, v, 0);
		else
			put(c, l, ARG(c, 2, l), APOIS(c, 2, l));
	}
}

/* What a lane gets from source lane s (negative: none) under DPP's
 * BOUND_CTRL and FI bits (RDNA ISA, "BC and FI behavior"): the source,
 * zero, no write (its old value), or an undefined value. */
enum { FETCH_SRC, FETCH_ZERO, FETCH_OLD, FETCH_UNDEF };

static int dpp_fetch(const sim_call *c, int s, int fi, int bc)
{
	if (s >= 0 && (unsigned)s < c->width) {
		if (c->mask >> s & 1)
			return FETCH_SRC;
		/* disabled: an inactive lane's register is no value here */
		return fi ? FETCH_UNDEF : bc ? FETCH_ZERO : FETCH_OLD;
	}
	if (fi)
		return bc ? FETCH_UNDEF : FETCH_ZERO;
	return bc ? FETCH_ZERO : FETCH_OLD;
}

/* The lane that lane l reads under DPP16 control ctrl; -1 out of range,
 * -2 not a control. */
static int dpp_source(unsigned ctrl, unsigned l, unsigned width)
{
	unsigned row = l & ~15u, i = l & 15, n = ctrl & 15;
	if (ctrl <= 0xff) /* quad_perm */
		return (int)((l & ~3u) + (ctrl >> (2 * (l & 3)) & 3));
	if (ctrl >= 0x101 && ctrl <= 0x10f) /* row_shl */
		return i + n < 16 ? (int)(l + n) : -1;
	if (ctrl >= 0x111 && ctrl <= 0x11f) /* row_shr */
		return i >= n ? (int)(l - n) : -1;
	if (ctrl >= 0x121 && ctrl <= 0x12f) /* row_ror */
		return (int)(row + ((i - n) & 15));
	if (ctrl >= 0x150 && ctrl <= 0x15f) /* row_share (row_newbcast) */
		return (int)(row + n);
	if (ctrl >= 0x160 && ctrl <= 0x16f) /* row_xmask */
		return (int)(row + (i ^ n));
	switch (ctrl) {
	case 0x130: /* wave_shl:1 */
		return l + 1 < width ? (int)l + 1 : -1;
	case 0x134: /* wave_rol:1 */
		return (int)((l + 1) % width);
	case 0x138: /* wave_shr:1 */
		return l ? (int)l - 1 : -1;
	case 0x13c: /* wave_ror:1 */
		return (int)((l + width - 1) % width);
	case 0x140: /* row_mirror */
		return (int)(row + 15 - i);
	case 0x141: /* row_half_mirror */
		return (int)((l & ~7u) + 7 - (l & 7));
	case 0x142: /* row_bcast:15 */
		return row ? (int)row - 1 : -1;
	case 0x143: /* row_bcast:31 */
		return l >= 32 ? 31 : -1;
	default:
		return -2;
	}
}

/* ds.swizzle's source lane for lane i (the ISA's pseudocode: groups of
 * 32 lanes, or of 4 in the quad mode). */
static unsigned swizzle_source(unsigned off, unsigned i)
{
	unsigned j;
	if (off >= 0xe000) { /* FFT */
		j = (unsigned)bitrev(i & 31, 5) >> popcount64(off & 31);
		j |= i & (off & 31);
	} else if (off >= 0xc000) { /* rotate within 32 lanes */
		unsigned rot = off >> 5 & 31, mask = off & 31;
		if (off >> 10 & 1)
			rot = 32 - rot;
		j = ((i & mask) | ((i + rot) & ~mask)) & 31;
	} else if (off & 0x8000) { /* quad permute */
		return (i & ~3u) + (off >> (2 * (i & 3)) & 3);
	} else { /* bit masks */
		j = (((i & 31) & (off & 31)) | (off >> 5 & 31)) ^ (off >> 10 & 31);
	}
	return j | (i & 32);
}

/* mov.dpp, update.dpp, mov.dpp8, ds.swizzle, permlane16 / x16 / .var:
 * each lane reads another lane of the source. */
static int lane_permute(const sim_builtin_info *bi, sim_call *c)
{
	uint64_t m = c->mask;
	unsigned l, si = 0, oi = 0;
	int fi = 0, bc = 0, has_old = 0, su = 1;
	uint64_t ctrl = 0, rows = 15, banks = 15, sel = 0;
	unsigned f = ctz64(m);
	switch (bi->id) {
	case BI_DPP: /* mov.dpp(src, ctrl, row, bank, bc); update.dpp(old, src, ...) */
		has_old = bi->sub == 1;
		si = has_old ? 1 : 0;
		ctrl = ARG(c, si + 1, f);
		rows = ARG(c, si + 2, f);
		banks = ARG(c, si + 3, f);
		bc = (int)(ARG(c, si + 4, f) & 1);
		if (dpp_source((unsigned)ctrl, 0, c->width) == -2) {
			sim_error(c->mach, c->line, c->col,
				  "@%s: dpp_ctrl 0x%llx is not a DPP control",
				  c->name, (unsigned long long)ctrl);
			return -1;
		}
		break;
	case BI_DPP8:
	case BI_SWIZZLE:
		ctrl = ARG(c, 1, f);
		break;
	default: /* permlane(old, src0, sel1, [sel2,] fi, bc) */
		has_old = 1;
		si = 1;
		if (!(bi->sub & 2)) {
			int s2;
			sel = uniform_arg(c, 2, &su) & 0xffffffffu;
			sel |= (uniform_arg(c, 3, &s2) & 0xffffffffu) << 32;
			su = su && s2;
		}
		fi = (int)(ARG(c, bi->sub & 2 ? 3 : 4, f) & 1);
		bc = (int)(ARG(c, bi->sub & 2 ? 4 : 5, f) & 1);
		break;
	}
	for (l = 0; l < 64; l++) {
		int s, how;
		if (!(m >> l & 1))
			continue;
		switch (bi->id) {
		case BI_DPP:
			s = dpp_source((unsigned)ctrl, l, c->width);
			how = dpp_fetch(c, s, 0, bc);
			if (!(rows >> (l / 16) & 1) || !(banks >> ((l & 15) / 4) & 1))
				how = FETCH_OLD;
			break;
		case BI_DPP8: /* inactive lanes read as zero */
			s = (int)((l & ~7u) + (ctrl >> (3 * (l & 7)) & 7));
			how = (unsigned)s < c->width && (m >> s & 1) ? FETCH_SRC : FETCH_ZERO;
			break;
		case BI_SWIZZLE: /* invalid lanes read as zero */
			s = (int)swizzle_source((unsigned)ctrl & 0xffff, l);
			how = (unsigned)s < c->width && (m >> s & 1) ? FETCH_SRC : FETCH_ZERO;
			break;
		default: {
			unsigned row = (l / 16) ^ (bi->sub & 1), k = l & 15;
			uint64_t lsel = bi->sub & 2 ? ARG(c, 2, l) & 15
					: sel >> (4 * k) & 15;
			if (!su || ((bi->sub & 2) && APOIS(c, 2, l))) {
				put(c, l, 0, 1); /* selects not uniform: undefined */
				continue;
			}
			s = (int)(row * 16 + lsel);
			how = dpp_fetch(c, s, fi, bc);
			break;
		}
		}
		switch (how) {
		case FETCH_SRC:
			put(c, l, ARG(c, si, (unsigned)s), APOIS(c, si, (unsigned)s));
			break;
		case FETCH_ZERO:
			put(c, l, 0, 0);
			break;
		case FETCH_OLD:
			if (has_old)
				put(c, l, ARG(c, oi, l), APOIS(c, oi, l));
			else /* mov.dpp: the old value is undefined */
				put(c, l, 0, 1);
			break;
		default:
			put(c, l, 0, 1);
			break;
		}
	}
	return 0;
}

/* permlane16.swap / permlane32.swap(vdst, vsrc, fi, bc) -> {vdst', vsrc'}:
 * odd rows of vdst swap with even rows of vsrc (16), or the upper half
 * of vdst with the lower half of vsrc (32) (CDNA4 ISA). */
static void permlane_swap(const sim_builtin_info *bi, sim_call *c)
{
	uint64_t m = c->mask;
	unsigned l, d = bi->sub, f = ctz64(m);
	int fi = (int)(ARG(c, 2, f) & 1), bc = (int)(ARG(c, 3, f) & 1);
	for (l = 0; l < 64; l++) {
		unsigned which, from;
		int s, how;
		uint64_t v;
		if (!(m >> l & 1))
			continue;
		/* the element of this lane that changes: vdst in the upper
		 * part of a pair (from vsrc below it), vsrc in the lower part
		 * (from vdst above it) */
		if (l % (2 * d) >= d) {
			which = 0;
			s = (int)(l - d);
			from = 1;
		} else {
			which = 1;
			s = (int)(l + d);
			from = 0;
		}
		how = dpp_fetch(c, s, fi, bc);
		v = how == FETCH_SRC ? ARG(c, from, (unsigned)s)
		    : how == FETCH_OLD ? ARG(c, which, l) : 0;
		if (which == 0) {
			put(c, l, v, how == FETCH_UNDEF ||
				     (how == FETCH_SRC && APOIS(c, from, (unsigned)s)) ||
				     (how == FETCH_OLD && APOIS(c, 0, l)));
			put2(c, l, ARG(c, 1, l));
			if (c->res2 && APOIS(c, 1, l))
				*c->res2_poison |= 1ull << l;
		} else {
			put(c, l, ARG(c, 0, l), APOIS(c, 0, l));
			put2(c, l, v);
			if (c->res2 && (how == FETCH_UNDEF ||
					(how == FETCH_SRC && APOIS(c, from, (unsigned)s)) ||
					(how == FETCH_OLD && APOIS(c, 1, l))))
				*c->res2_poison |= 1ull << l;
		}
	}
}

/* amdgcn.if(c) -> {c, EXEC & ~ballot(c)}; else(m) -> {bit l of m, EXEC &
 * ~m}; if.break(c, m) -> m | ballot(c); loop(m) -> bit l of m: the
 * machine lowering's masks (SILowerControlFlow), with the threads that
 * execute the call together as EXEC. */
static void control_flow(const sim_builtin_info *bi, sim_call *c)
{
	uint64_t m = c->mask, b = 0;
	unsigned l;
	int p = 0;
	if (bi->sub == CF_IF || bi->sub == CF_IF_BREAK)
		b = ballot(c, 0, m, &p);
	for (l = 0; l < 64; l++) {
		if (!(m >> l & 1))
			continue;
		switch (bi->sub) {
		case CF_IF:
			put(c, l, ARG(c, 0, l) & 1, APOIS(c, 0, l));
			put2(c, l, m & ~b);
			if (c->res2 && p)
				*c->res2_poison |= 1ull << l;
			break;
		case CF_ELSE:
			put(c, l, ARG(c, 0, l) >> l & 1, APOIS(c, 0, l));
			put2(c, l, m & ~ARG(c, 0, l));
			if (c->res2 && APOIS(c, 0, l))
				*c->res2_poison |= 1ull << l;
			break;
		case CF_IF_BREAK:
			put(c, l, ARG(c, 1, l) | b, p || APOIS(c, 1, l));
			break;
		default:
			put(c, l, ARG(c, 0, l) >> l & 1, APOIS(c, 0, l));
			break;
		}
	}
}

static unsigned float_bytes(unsigned kind)
{
	return kind == SK_DOUBLE ? 8 : kind == SK_FLOAT ? 4 : 2;
}

/* IEEE minimumNumber / maximumNumber. */
static double min_num(double a, double b, int max)
{
	if (isnan(a))
		return b;
	if (isnan(b))
		return a;
	if (a == b)
		return max ? (signbit(a) ? b : a) : (signbit(a) ? a : b);
	return (a < b) != (max != 0) ? a : b;
}

/* One lane's read-modify-write of size bytes at p: old value in *old. */
static int rmw(sim_call *c, uint32_t t, uint64_t p, unsigned size,
	       unsigned op, unsigned kind, uint64_t v, uint64_t cmp,
	       uint64_t *old)
{
	uint8_t buf[8];
	uint64_t o = 0, n, mask = sim_width_mask(size * 8);
	unsigned bits = size * 8, i;
	if (sim_mem_read(c->mach, p, buf, size, t, c->line, c->col) != 0)
		return -1;
	for (i = 0; i < size; i++)
		o |= (uint64_t)buf[i] << (8 * i);
	v &= mask;
	switch (op) {
	case BA_SWAP: n = v; break;
	case BA_ADD: n = o + v; break;
	case BA_SUB: n = o - v; break;
	case BA_SMIN: n = sim_sext(v, bits) < sim_sext(o, bits) ? v : o; break;
	case BA_UMIN: n = v < o ? v : o; break;
	case BA_SMAX: n = sim_sext(v, bits) > sim_sext(o, bits) ? v : o; break;
	case BA_UMAX: n = v > o ? v : o; break;
	case BA_AND: n = o & v; break;
	case BA_OR: n = o | v; break;
	case BA_XOR: n = o ^ v; break;
	case BA_INC: n = o >= v ? 0 : o + 1; break;
	case BA_DEC: n = o == 0 || o > v ? v : o - 1; break;
	case BA_CMPSWAP: n = o == (cmp & mask) ? v : o; break;
	case BA_COND_SUB: n = o >= v ? o - v : o; break;
	case BA_FADD:
		n = sim_fp_put(kind, sim_fp_get(kind, o) + sim_fp_get(kind, v));
		break;
	default: /* BA_FMIN, BA_FMAX */
		n = sim_fp_put(kind, min_num(sim_fp_get(kind, o), sim_fp_get(kind, v),
					     op == BA_FMAX));
		break;
	}
	n &= mask;
	for (i = 0; i < size; i++)
		buf[i] = (uint8_t)(n >> (8 * i));
	if (sim_mem_write(c->mach, p, buf, size, t, c->line, c->col) != 0)
		return -1;
	*old = o;
	return 0;
}

/* flat/global.atomic.fmin/fmax.num(ptr, value): the old value; the lanes
 * one after another, lowest first. */
static int atomic_fp(const sim_builtin_info *bi, sim_call *c)
{
	unsigned l, kind = c->ak[1].kind;
	for (l = 0; l < 64; l++) {
		uint64_t old;
		if (!(c->mask >> l & 1))
			continue;
		if (APOIS(c, 0, l) || APOIS(c, 1, l)) {
			sim_error(c->mach, c->line, c->col,
				  "@%s with a poison operand (thread %u)",
				  c->name, c->first + l);
			return -1;
		}
		if (rmw(c, c->first + l, ARG(c, 0, l), float_bytes(kind),
			bi->sub == RED_FMIN ? BA_FMIN : BA_FMAX, kind,
			ARG(c, 1, l), 0, &old) != 0)
			return -1;
		put(c, l, old, 0);
	}
	return 0;
}

/* raw/struct.buffer.atomic.OP(vdata, [cmp,] <4 x i32> rsrc, [vindex,]
 * voffset, soffset, aux): the old value.  The descriptor: base address
 * in dword 0 and bits 15:0 of dword 1, stride in bits 29:16, num_records
 * in dword 2.  Swizzled or thread-indexed buffers and accesses that any
 * GPU generation would call out of range (its rules differ by
 * generation and OOB_SELECT) are errors, not guesses. */
static int buffer_atomic(const sim_builtin_info *bi, sim_call *c)
{
	unsigned ri = bi->sub == BA_CMPSWAP ? 2 : 1, l, kind = c->ak[0].kind;
	unsigned size = kind == SK_INT ? c->ak[0].bits / 8 : float_bytes(kind);
	uint32_t first = c->first;
	if (c->nargs < ri + 4 + bi->arg || c->an[ri] != 4) {
		sim_error(c->mach, c->line, c->col,
			  "@%s: expected a <4 x i32> buffer resource", c->name);
		return -1;
	}
	for (l = 0; l < 64; l++) {
		const uint64_t *rs = c->av[ri];
		uint64_t d[4], base, stride, idx = 0, off, old;
		unsigned e, oi = ri + 1 + bi->arg;
		if (!(c->mask >> l & 1))
			continue;
		for (e = 0; e < 4; e++)
			d[e] = rs[e * c->aes[ri] + l * c->as[ri]] & 0xffffffffu;
		if ((c->apv[ri] >> l & 1) || APOIS(c, 0, l) || APOIS(c, oi, l) ||
		    APOIS(c, oi + 1, l) || (bi->arg && APOIS(c, ri + 1, l)) ||
		    (ri == 2 && APOIS(c, 1, l))) {
			sim_error(c->mach, c->line, c->col,
				  "@%s with a poison operand (thread %u)",
				  c->name, first + l);
			return -1;
		}
		base = d[0] | (d[1] & 0xffff) << 32;
		stride = d[1] >> 16 & 0x3fff;
		if (d[1] >> 30 || (d[3] >> 23 & 1)) {
			sim_error(c->mach, c->line, c->col,
				  "@%s: swizzled or thread-indexed buffers are not "
				  "modelled (thread %u)", c->name, first + l);
			return -1;
		}
		if (bi->arg)
			idx = ARG(c, ri + 1, l) & 0xffffffffu;
		off = (ARG(c, oi, l) & 0xffffffffu) + (ARG(c, oi + 1, l) & 0xffffffffu);
		if ((bi->arg && stride) ? (idx >= d[2] || off + size > stride)
					 : off + size > d[2]) {
			sim_error(c->mach, c->line, c->col,
				  "@%s: buffer access out of range (index %llu, "
				  "offset %llu, stride %llu, num_records %llu; thread %u)",
				  c->name, (unsigned long long)idx,
				  (unsigned long long)off, (unsigned long long)stride,
				  (unsigned long long)d[2], first + l);
			return -1;
		}
		if (rmw(c, c->first + l, base + idx * stride + off, size, bi->sub, kind,
			ARG(c, 0, l), ri == 2 ? ARG(c, 1, l) : 0, &old) != 0)
			return -1;
		put(c, l, old, 0);
	}
	return 0;
}

/* spv.wave.ballot: the lanes whose operand is true, as <4 x i32>. */
static void ballot4(sim_call *c)
{
	int poison;
	uint64_t b = ballot(c, 0, c->mask, &poison);
	unsigned l, e;
	for (e = 0; e < c->rn; e++)
		c->res_poison[e] = (c->res_poison[e] & ~c->mask) |
				   (poison ? c->mask : 0);
	for (l = 0; l < 64; l++)
		if (c->mask >> l & 1)
			for (e = 0; e < c->rn; e++)
				c->res[e * c->width + l] = e < 2 ? (b >> (32 * e)) & 0xffffffffu : 0;
}

/* Derivatives of each 2x2 quad, lanes 4k..4k+3 = (0,0) (1,0) (0,1)
 * (1,1); undefined (poison) where a quad's four threads do not execute
 * the call together. */
static void derivative(const sim_builtin_info *bi, sim_call *c)
{
	unsigned l, kind = c->ak[0].kind;
	for (l = 0; l < 64; l++) {
		unsigned q = l & ~3u, i = l & 3;
		double p[4], dx, dy, v;
		int k, bad = ((c->mask >> q) & 15) != 15 || q + 4 > c->width;
		if (!(c->mask >> l & 1))
			continue;
		for (k = 0; k < 4 && !bad; k++) {
			bad = APOIS(c, 0, q + (unsigned)k);
			p[k] = sim_fp_get(kind, ARG(c, 0, q + (unsigned)k));
		}
		if (bad) {
			put(c, l, 0, 1);
			continue;
		}
		dx = p[1] - p[0];
		dy = p[2] - p[0];
		switch (bi->sub) {
		case D_DDX_COARSE: v = dx; break;
		case D_DDY_COARSE: v = dy; break;
		case D_DDX_FINE: v = i < 2 ? dx : p[3] - p[2]; break;
		case D_DDY_FINE: v = i % 2 == 0 ? dy : p[3] - p[1]; break;
		default: v = fabs(dx) + fabs(dy); break;
		}
		put(c, l, sim_fp_put(kind, v), 0);
	}
}

/* spv.thread.id(dim), thread.id.in.group(dim) (one work group: the same),
 * flattened.thread.id.in.group(). */
static int spv_id(const sim_builtin_info *bi, sim_call *c)
{
	unsigned l;
	for (l = 0; l < 64; l++) {
		uint64_t dim;
		if (!(c->mask >> l & 1))
			continue;
		if (bi->sub == SPV_FLAT) {
			put(c, l, sim_local_linear(c->mach, c->first + l), 0);
			continue;
		}
		dim = ARG(c, 0, l);
		if (APOIS(c, 0, l) || dim > 2) {
			sim_error(c->mach, c->line, c->col,
				  "@%s: dimension %llu is not 0, 1 or 2",
				  c->name, (unsigned long long)dim);
			return -1;
		}
		put(c, l, bi->sub == SPV_LOCAL ? local_id(c, l, (unsigned)dim)
			  : bi->sub == SPV_GROUP
			  ? sim_group_id(c->mach, c->first + l, (unsigned)dim)
			  : sim_global_id(c->mach, c->first + l, (unsigned)dim), 0);
	}
	return 0;
}

/* memcpy, memmove, memset, lane by lane in chunks.  Returns 0 or -1. */
static int mem_op(const sim_builtin_info *bi, sim_call *c)
{
	uint64_t m = c->mask;
	unsigned l;
	uint32_t first = c->first;
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
					      first + l, c->line, c->col) != 0)
				return -1;
			if (sim_mem_write(c->mach, ARG(c, 0, l) + done, buf, n,
					  first + l, c->line, c->col) != 0)
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

/* The arguments a builtin reads (a call with fewer, which no verifier of
 * intrinsic signatures has refused, is an error, not a crash). */
static unsigned min_args(const sim_builtin_info *bi)
{
	switch (bi->id) {
	case BI_READFIRSTLANE: case BI_BALLOT: case BI_WAVE_REDUCE:
	case BI_SUBGROUP_REDUCE: case BI_BROADCAST_FIRST: case BI_VOTE_ALL:
	case BI_VOTE_ANY: case BI_VOTE_UNI: case BI_VOTE_BALLOT:
	case BI_SUBGROUP_ALL: case BI_SUBGROUP_ANY: case BI_COUNTBITS:
	case BI_INVERSE_BALLOT: case BI_WAVE_BALLOT4: case BI_DERIV:
	case BI_SPV_COUNTER: case BI_OCL_REDUCE: case BI_OCL_SCAN:
	case BI_OCL_VOTE:
		return 1;
	case BI_IDENTITY:
		return bi->sub + 1u;
	case BI_MBCNT_LO: case BI_MBCNT_HI: case BI_READLANE: case BI_SHUFFLE:
	case BI_SHUFFLE_XOR: case BI_SHUFFLE_UP: case BI_SHUFFLE_DOWN:
	case BI_DPP8: case BI_SWIZZLE: case BI_ATOMIC_FP: case BI_BPERMUTE:
	case BI_MATCH: case BI_REDUX:
	case BI_SPV_GETPTR:
		return 2;
	case BI_SHFL_SYNC: case BI_ICMP_BALLOT: case BI_FCMP_BALLOT:
	case BI_WRITELANE:
		return 3;
	case BI_DPP:
		return bi->sub ? 6 : 5;
	case BI_PERMLANE:
		return bi->sub & 2 ? 5 : 6;
	case BI_PERMLANE_SWAP:
		return 4;
	case BI_CF:
		return bi->sub == CF_IF_BREAK ? 2 : 1;
	case BI_SPV_ID:
		return bi->sub == SPV_FLAT ? 0 : 1;
	case BI_SPV_HANDLE:
		return 5;
	case BI_OCL_ID:
		return bi->sub == OCL_WORK_DIM || bi->sub >= OCL_GLOBAL_LINEAR ? 0 : 1;
	case BI_MATH:
		return bi->sub == M_MEMCPY || bi->sub == M_MEMMOVE ||
		       bi->sub == M_MEMSET ? 3 : 0;
	default:
		return 0;
	}
}

int sim_builtin_exec(const sim_builtin_info *bi, sim_call *c)
{
	c->mach->clock++;
	if (bi->id == BI_UNMODELLED && strncmp(c->name, "asm ", 4) == 0) {
		sim_error(c->mach, c->line, c->col,
			  "inline %s is not modelled by the simulator (docs/intrinsics.md)",
			  c->name);
		return -1;
	}
	if (bi->id == BI_UNMODELLED) {
		sim_error(c->mach, c->line, c->col,
			  "@%s is not modelled by the simulator (docs/intrinsics.md)",
			  c->name);
		return -1;
	}
	if (c->nargs < min_args(bi)) {
		sim_error(c->mach, c->line, c->col,
			  "@%s takes %u arguments, the call gives %u", c->name,
			  min_args(bi), c->nargs);
		return -1;
	}
	if (c->rn > 1 && bi->id != BI_WAVE_BALLOT4) {
		sim_error(c->mach, c->line, c->col,
			  "unsupported call: @%s returns a vector or aggregate",
			  c->name);
		return -1;
	}
	switch (bi->id) {
	case BI_CONST:
	case BI_POISON:
		fill(c, bi->sub, bi->id == BI_POISON);
		return 0;
	case BI_CLOCK:
		fill(c, c->mach->clock, 0);
		return 0;
	case BI_WRITELANE:
	case BI_INVERSE_BALLOT:
		write_lane(bi, c);
		return 0;
	case BI_DPP:
	case BI_DPP8:
	case BI_SWIZZLE:
	case BI_PERMLANE:
		return lane_permute(bi, c);
	case BI_PERMLANE_SWAP:
		permlane_swap(bi, c);
		return 0;
	case BI_CF:
		control_flow(bi, c);
		return 0;
	case BI_ATOMIC_FP:
		return atomic_fp(bi, c);
	case BI_BUFFER_ATOMIC:
		return buffer_atomic(bi, c);
	case BI_WAVE_BALLOT4:
		if (c->rn != 4) {
			sim_error(c->mach, c->line, c->col,
				  "@%s: expected a <4 x i32> result", c->name);
			return -1;
		}
		ballot4(c);
		return 0;
	case BI_DERIV:
		derivative(bi, c);
		return 0;
	case BI_SPV_ID:
		return spv_id(bi, c);
	case BI_BPERMUTE:
		bpermute(c);
		return 0;
	case BI_ACTIVEMASK:
		fill(c, c->mask, 0);
		return 0;
	case BI_READ_REGISTER:
		if (bi->sub == REG_OTHER) {
			sim_error(c->mach, c->line, c->col,
				  "@%s of a register other than exec, exec_lo, "
				  "exec_hi is not modelled by the simulator", c->name);
			return -1;
		}
		fill(c, bi->sub == REG_EXEC_HI ? c->mask >> 32
			: bi->sub == REG_EXEC_LO ? c->mask & 0xffffffffull : c->mask, 0);
		return 0;
	case BI_MATCH:
		match_sync(bi, c);
		return 0;
	case BI_REDUX:
		redux_sync(bi, c);
		return 0;
	case BI_LANEMASK:
		lanemask(bi, c);
		return 0;
	case BI_IDENTITY: {
		unsigned l;
		for (l = 0; l < 64; l++)
			if (c->mask >> l & 1)
				put(c, l, ARG(c, bi->sub, l), APOIS(c, bi->sub, l));
		return 0;
	}
	case BI_OCL_ID:
	case BI_R600_ID:
	case BI_OCL_REDUCE:
	case BI_OCL_SCAN:
	case BI_OCL_VOTE:
	case BI_HSA_PTR:
	case BI_SPV_HANDLE:
	case BI_SPV_GETPTR:
	case BI_SPV_COUNTER:
		return sim_kernel_exec(bi, c);
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
	case BI_NCTAID:
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
		sim_error(c->mach, c->line, c->col,
			  "call to unmodelled function '@%s'", c->name);
		return -1;
	}
}
