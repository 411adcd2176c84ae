// A compute shader with wave operations inside loops and branches: the
// front end gives every convergent call a convergence control token.
RWStructuredBuffer<uint> Out : register(u0);
StructuredBuffer<uint> In : register(t0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint lane = WaveGetLaneIndex();
  uint v = In[id.x];
  uint acc = 0;
  for (uint i = 0; i < v; i++) {
    if (WaveActiveAnyTrue(i == lane))
      acc += WaveActiveSum(i);
    if (acc > 100)
      break;
  }
  if (WaveIsFirstLane())
    Out[id.x / 64] = WaveActiveMax(acc) + WaveActiveCountBits(v > 3);
  else if (WaveActiveAllTrue(acc == 0))
    Out[id.x] = WaveReadLaneAt(acc, 0);
}
