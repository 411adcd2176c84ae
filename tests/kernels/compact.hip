/* Stream compaction with ballot and popcount (HIP, wave64): the odd
 * inputs of each wave, in order, to the front of its slice of out; count
 * of each wave.  A thread's place is the number of odd lanes below it
 * (mbcnt of the ballot). */
#include "hip_min.h"

extern "C" __global__ void compact(const int *in, int *out, int *count)
{
	unsigned t = threadIdx_x, n = blockDim_x;
	unsigned i = blockIdx_x * n + t;
	int v = in[i];
	bool keep = v & 1;
	unsigned long long b = __builtin_amdgcn_ballot_w64(keep);
	unsigned below = __builtin_amdgcn_mbcnt_hi((unsigned)(b >> 32),
			 __builtin_amdgcn_mbcnt_lo((unsigned)b, 0));
	unsigned base = i - i % 64;
	if (keep)
		out[base + below] = v;
	if (i % 64 == 0)
		count[i / 64] = __builtin_popcountll(b);
}
