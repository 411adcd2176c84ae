// HIP device code for amdgcn, without ROCm headers: the builtins the
// kernels use are clang's.  Wave-level ballots, readfirstlane, shared
// memory with barriers, a device function and data-dependent loops.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

__device__ static int tid() { return __builtin_amdgcn_workitem_id_x(); }

__device__ static int wave_sum(int v) {
  for (int off = 32; off > 0; off /= 2)
    v += __builtin_amdgcn_ds_bpermute(((tid() + off) & 63) << 2, v);
  return v;
}

extern "C" __global__ void ballot_count(int *out, const int *in, int n) {
  int t = tid();
  int v = t < n ? in[t] : 0;
  unsigned long long b = __builtin_amdgcn_ballot_w64(v > 0);
  if (t == 0)
    out[0] = __builtin_popcountll(b);
}

extern "C" __global__ void block_reduce(int *out, const int *in, int n) {
  __shared__ int partial[16];
  int t = tid();
  int acc = 0;
  for (int i = t; i < n; i += 1024)
    acc += in[i];
  acc = wave_sum(acc);
  if ((t & 63) == 0)
    partial[t / 64] = acc;
  __builtin_amdgcn_s_barrier();
  if (t < 16) {
    int v = partial[t];
    for (int s = 8; s > 0; s /= 2)
      if (t < s)
        partial[t] = v = v + partial[t + s];
  }
  if (t == 0)
    out[__builtin_amdgcn_workgroup_id_x()] = __builtin_amdgcn_readfirstlane(partial[0]);
}

extern "C" __global__ void search(int *out, const int *keys, int n, int key) {
  int t = tid();
  int lo = 0, hi = n;
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    if (keys[mid] < key + t)
      lo = mid + 1;
    else
      hi = mid;
  }
  out[t] = lo;
}
