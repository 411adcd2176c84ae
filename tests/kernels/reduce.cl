/* The sum of each work group's inputs: a tree in __local memory, a
 * barrier between the levels (the work group's size a power of 2, at
 * most 256).  out[g] is group g's sum. */
__kernel void reduce(__global const int *in, __global int *out)
{
	__local int tmp[256];
	size_t l = get_local_id(0), n = get_local_size(0);
	tmp[l] = in[get_global_id(0)];
	barrier(CLK_LOCAL_MEM_FENCE);
	for (size_t s = n / 2; s > 0; s /= 2) {
		if (l < s)
			tmp[l] += tmp[l + s];
		barrier(CLK_LOCAL_MEM_FENCE);
	}
	if (l == 0)
		out[get_group_id(0)] = tmp[0];
}
