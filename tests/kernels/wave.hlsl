// Wave operations of HLSL (SPIR-V with convergence tokens): each wave's
// sum and maximum; a loop that each thread runs In[i] % 4 times, with a
// wave operation inside (the threads still in the loop, counted at each
// iteration: the loop's token); the value of lane 3; the first lane.
RWStructuredBuffer<uint> In : register(u0);
RWStructuredBuffer<uint> Sum : register(u1);
RWStructuredBuffer<uint> Loop : register(u2);
RWStructuredBuffer<uint> Misc : register(u3);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	uint i = tid.x;
	uint v = In[i];
	Sum[i] = WaveActiveSum(v) + 100000 * WaveActiveMax(v);
	uint acc = 0;
	for (uint k = 0; k < v % 4; k++)
		acc += WaveActiveCountBits(true);
	Loop[i] = acc;
	Misc[i] = WaveReadLaneAt(v, 3) + (WaveIsFirstLane() ? 100000 : 0) +
		  (WaveActiveAnyTrue(v == 7) ? 1000 : 0) + 10000 * WaveGetLaneIndex();
}
