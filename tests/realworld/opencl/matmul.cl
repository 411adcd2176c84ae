// A tiled matrix product and a 2-D stencil: two-dimensional ids, tiles
// in local memory, uniform loops around barriers.
#define TILE 16
__kernel void matmul(__global const float *A, __global const float *B,
                     __global float *C, int N) {
  __local float As[TILE][TILE];
  __local float Bs[TILE][TILE];
  int row = get_global_id(1), col = get_global_id(0);
  int ty = get_local_id(1), tx = get_local_id(0);
  float acc = 0.0f;
  for (int t = 0; t < N / TILE; t++) {
    As[ty][tx] = A[row * N + t * TILE + tx];
    Bs[ty][tx] = B[(t * TILE + ty) * N + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TILE; k++)
      acc = fma(As[ty][k], Bs[k][tx], acc);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (row < N && col < N)
    C[row * N + col] = acc;
}

__kernel void stencil(__global const float *in, __global float *out,
                      int w, int h) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x <= 0 || y <= 0 || x >= w - 1 || y >= h - 1) {
    if (x < w && y < h)
      out[y * w + x] = in[y * w + x];
    return;
  }
  float s = 0.0f;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      s += in[(y + dy) * w + x + dx] * (dx == 0 && dy == 0 ? 0.5f : 0.0625f);
  out[y * w + x] = s;
}
