/* Sub-group collectives (cl_khr_subgroups): each sub group's sum, its
 * inclusive prefix sum and its exclusive prefix maximum; odd inputs vote. */
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
__kernel void subgroup(__global const int *in, __global int *sum,
		       __global int *scan, __global int *vote)
{
	size_t i = get_global_id(0);
	int v = in[i];
	sum[i] = sub_group_reduce_add(v);
	scan[i] = sub_group_scan_inclusive_add(v) +
		  1000 * sub_group_scan_exclusive_max(v);
	vote[i] = sub_group_any(v == 5) * 10 + sub_group_all(v >= 0) +
		  100 * (int)get_sub_group_local_id();
}
