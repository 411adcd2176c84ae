/* An inclusive prefix sum over each work group (Hillis and Steele): the
 * partial sums double their reach each step, two barriers a step.  The
 * work group's size at most 256. */
__kernel void scan(__global const int *in, __global int *out)
{
	__local int buf[256];
	size_t l = get_local_id(0), n = get_local_size(0);
	size_t g = get_global_id(0);
	buf[l] = in[g];
	barrier(CLK_LOCAL_MEM_FENCE);
	for (size_t d = 1; d < n; d *= 2) {
		int v = l >= d ? buf[l - d] : 0;
		barrier(CLK_LOCAL_MEM_FENCE);
		buf[l] += v;
		barrier(CLK_LOCAL_MEM_FENCE);
	}
	out[g] = buf[l];
}
