/* The few CUDA declarations the kernels of tests/kernels use, for clang
 * without a CUDA toolkit (-nocudainc -nocudalib): clang's NVPTX builtins
 * and the inline asm strings CUDA's own headers use. */
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define threadIdx_x __nvvm_read_ptx_sreg_tid_x()
#define blockIdx_x __nvvm_read_ptx_sreg_ctaid_x()
#define blockDim_x __nvvm_read_ptx_sreg_ntid_x()
/* __syncthreads is a builtin of clang (bar.sync 0) */
static __device__ inline unsigned activemask(void)
{
	unsigned m;
	asm volatile("activemask.b32 %0;" : "=r"(m));
	return m;
}
static __device__ inline unsigned laneid(void)
{
	unsigned l;
	asm("mov.u32 %0, %%laneid;" : "=r"(l));
	return l;
}
static __device__ inline unsigned lanemask_lt(void)
{
	unsigned m;
	asm("mov.u32 %0, %%lanemask_lt;" : "=r"(m));
	return m;
}
