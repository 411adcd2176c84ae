/* A warp-shuffle reduction (CUDA): each warp's sum by shfl.sync.down,
 * lane 0 holding it, then the warps' sums through __shared__ memory and a
 * barrier; out[block] is the block's sum, lanes[i] the prefix-to-the-end
 * sum each lane saw.  The block at most 1024 threads. */
#include "cuda_min.h"

extern "C" __global__ void shfl_reduce(const int *in, int *out, int *lanes)
{
	__shared__ int part[32];
	unsigned t = threadIdx_x, n = blockDim_x;
	unsigned i = blockIdx_x * n + t;
	int v = in[i];
	for (int d = 16; d > 0; d /= 2)
		v += __nvvm_shfl_sync_down_i32(0xffffffffu, v, d, 31);
	lanes[i] = v;
	if (laneid() == 0)
		part[t / 32] = v;
	__syncthreads();
	if (t == 0) {
		int s = 0;
		for (unsigned w = 0; w < (n + 31) / 32; w++)
			s += part[w];
		out[blockIdx_x] = s;
	}
}
