/* Stream compaction with ballot and popcount (CUDA): the odd inputs of
 * each warp, in order, to the front of its slice of out; count of each
 * warp; mask[i] the active mask inside the branch of the odd ones. */
#include "cuda_min.h"

extern "C" __global__ void compact(const int *in, int *out, int *count,
				   unsigned *mask)
{
	unsigned t = threadIdx_x, n = blockDim_x;
	unsigned i = blockIdx_x * n + t;
	int v = in[i];
	bool keep = v & 1;
	unsigned b = __nvvm_vote_ballot_sync(0xffffffffu, keep);
	unsigned below = __builtin_popcount(b & lanemask_lt());
	unsigned base = i - laneid();
	if (keep) {
		out[base + below] = v;
		mask[i] = activemask();
	}
	if (laneid() == 0)
		count[i / 32] = __builtin_popcount(b);
}
