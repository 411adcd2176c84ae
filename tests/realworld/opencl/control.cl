// Divergent control flow: nested loops with breaks, a switch, an
// irreducible region made with goto, and a helper function.
static int collatz_steps(int x, int limit) {
  int steps = 0;
  while (x != 1 && steps < limit) {
    x = (x & 1) ? 3 * x + 1 : x / 2;
    steps++;
  }
  return steps;
}

__kernel void collatz(__global int *out, int limit) {
  int id = get_global_id(0);
  out[id] = collatz_steps(id + 1, limit);
}

__kernel void classify(__global const int *in, __global int *out, int n) {
  int id = get_global_id(0);
  int v = in[id];
  int r;
  switch (v & 7) {
  case 0: r = v; break;
  case 1: r = -v; break;
  case 2: case 3: r = v * v; break;
  case 5: r = collatz_steps(v, n); break;
  default: r = 0;
  }
  for (int i = 0; i < n; i++) {
    for (int j = i; j < n; j++) {
      if (in[j] == r)
        goto found;
      if (in[j] < 0)
        break;
    }
  }
  out[id] = -1;
  return;
found:
  out[id] = r;
}

__kernel void irreducible(__global int *out, int a, int b) {
  int id = get_global_id(0);
  int x = id;
  if (id & 1)
    goto second;
first:
  x += a;
  if (x > 1000)
    goto done;
second:
  x *= 2;
  if (x < b)
    goto first;
done:
  out[id] = x;
}

__kernel void histogram(__global const uchar *in, __global uint *bins,
                        __local uint *local_bins, int n) {
  int lid = get_local_id(0);
  for (int i = lid; i < 256; i += get_local_size(0))
    local_bins[i] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = get_global_id(0); i < n; i += get_global_size(0))
    atomic_inc(&local_bins[in[i]]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = lid; i < 256; i += get_local_size(0))
    atomic_add(&bins[i], local_bins[i]);
}
