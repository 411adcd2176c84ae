#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
extern "C" __global__ void k(unsigned *out, unsigned n) {
  unsigned t = __nvvm_read_ptx_sreg_tid_x();
  /* a warp-shuffle reduction of t: every lane ends with the sum */
  unsigned s = t;
  for (unsigned d = 16; d > 0; d >>= 1)
    s += __nvvm_shfl_sync_bfly_i32(0xffffffffu, s, d, 31);
  /* a ballot of odd lanes */
  unsigned odd = __nvvm_vote_ballot_sync(0xffffffffu, t & 1);
  /* a loop whose exit is divergent: lane t leaves after t % 4 + 1 rounds */
  unsigned i = 0;
  while (i < n) {
    i++;
    if (i > (t & 3)) break;
  }
  unsigned after = __nvvm_vote_ballot_sync(0xffffffffu, i == 2);
  out[t * 4 + 0] = s;
  out[t * 4 + 1] = odd;
  out[t * 4 + 2] = i;
  out[t * 4 + 3] = after;
}
