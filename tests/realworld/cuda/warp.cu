// CUDA device code for nvptx, without a CUDA toolkit: the builtins the
// kernels use are clang's.  Warp shuffles and votes, shared memory,
// barriers, atomics and loops whose trip counts depend on the thread.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

__device__ static int tid() { return __nvvm_read_ptx_sreg_tid_x(); }

__device__ static int warp_sum(int v) {
  for (int o = 16; o > 0; o /= 2)
    v += __nvvm_shfl_sync_down_i32(0xffffffff, v, o, 31);
  return v;
}

extern "C" __global__ void reduce(int *out, const int *in, int n) {
  __shared__ int partial[32];
  int t = tid();
  int acc = 0;
  for (int i = t; i < n; i += __nvvm_read_ptx_sreg_ntid_x())
    acc += in[i];
  acc = warp_sum(acc);
  if ((t & 31) == 0)
    partial[t / 32] = acc;
  __syncthreads();
  if (t < 32) {
    acc = warp_sum(partial[t]);
    if (t == 0)
      __nvvm_atom_add_gen_i(out, acc);
  }
}

extern "C" __global__ void vote(unsigned *out, const float *x, int n) {
  int t = tid();
  bool p = t < n && x[t] > 0.0f;
  unsigned b = __nvvm_vote_ballot_sync(0xffffffff, p);
  if (__nvvm_vote_any_sync(0xffffffff, p) && !__nvvm_vote_all_sync(0xffffffff, p))
    out[t] = b;
  else
    out[t] = 0;
}

extern "C" __global__ void compact(int *out, int *count, const int *in, int n) {
  int t = __nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() + tid();
  if (t >= n)
    return;
  int v = in[t];
  if (v != 0) {
    int slot = __nvvm_atom_add_gen_i(count, 1);
    out[slot] = v;
  }
}
