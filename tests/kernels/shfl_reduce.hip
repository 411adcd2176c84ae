/* A warp-shuffle reduction (HIP, wave64): each wave's sum by butterfly
 * exchanges through ds_bpermute, then the waves' sums through __shared__
 * memory and a barrier; out[block] is the block's sum, lanes[i] the
 * wave sum each thread saw.  The block at most 1024 threads. */
#include "hip_min.h"

extern "C" __global__ void shfl_reduce(const int *in, int *out, int *lanes)
{
	__shared__ int part[16];
	unsigned t = threadIdx_x, n = blockDim_x;
	unsigned i = blockIdx_x * n + t;
	int v = in[i];
	for (int m = 32; m > 0; m /= 2)
		v += shfl_xor(v, m);
	lanes[i] = v;
	if (t % 64 == 0)
		part[t / 64] = v;
	__syncthreads();
	if (t == 0) {
		int s = 0;
		for (unsigned w = 0; w < (n + 63) / 64; w++)
			s += part[w];
		out[blockIdx_x] = s;
	}
}
