// Nested loops, each with a wave operation: loop hearts inside loop
// hearts, and a wave operation after the loops.
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint total = 0;
  for (uint i = 0; i < id.x; i++) {
    uint row = 0;
    for (uint j = 0; j <= i; j++)
      row += WaveActiveSum(j + id.x);
    total += WaveReadLaneAt(row, i % 32);
  }
  Out[id.x] = WaveActiveMax(total);
}
