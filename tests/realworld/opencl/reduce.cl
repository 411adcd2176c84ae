// Reductions and scans over work-groups: local memory, barriers, loops
// whose trip counts depend on the work-item.
__kernel void reduce_sum(__global const float *in, __global float *out,
                         __local float *scratch, int n) {
  int gid = get_global_id(0);
  int lid = get_local_id(0);
  float acc = 0.0f;
  for (int i = gid; i < n; i += get_global_size(0))
    acc += in[i];
  scratch[lid] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (lid < s)
      scratch[lid] += scratch[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    out[get_group_id(0)] = scratch[0];
}

__kernel void inclusive_scan(__global int *data, __local int *tmp) {
  int lid = get_local_id(0);
  int n = get_local_size(0);
  tmp[lid] = data[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int off = 1; off < n; off *= 2) {
    int v = lid >= off ? tmp[lid - off] : 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    tmp[lid] += v;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  data[get_global_id(0)] = tmp[lid];
}

#ifdef __opencl_c_work_group_collective_functions
// (amdgcn has the work-group collectives; clang's nvptx target does not)
__kernel void wg_builtins(__global int *out, __global const int *in) {
  int x = in[get_global_id(0)];
  int s = work_group_reduce_add(x);
  int m = work_group_scan_inclusive_max(x);
  if (work_group_any(x < 0))
    out[get_global_id(0)] = s - m;
  else
    out[get_global_id(0)] = work_group_broadcast(x, 0);
}
#endif
