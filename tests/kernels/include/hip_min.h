/* The few HIP declarations the kernels of tests/kernels use, for clang
 * without ROCm's headers (-nogpuinc): clang's own builtins. */
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define threadIdx_x __builtin_amdgcn_workitem_id_x()
#define blockIdx_x __builtin_amdgcn_workgroup_id_x()
#define blockDim_x __builtin_amdgcn_workgroup_size_x()
static __device__ inline void __syncthreads(void)
{
	__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
	__builtin_amdgcn_s_barrier();
	__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
/* the value of lane (own lane ^ mask), through ds_bpermute (HIP's
 * __shfl_xor) */
static __device__ inline int shfl_xor(int v, int mask)
{
	int lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0));
	return __builtin_amdgcn_ds_bpermute((lane ^ mask) << 2, v);
}
