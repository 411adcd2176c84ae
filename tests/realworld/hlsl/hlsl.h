// The few HLSL names the shaders here use, for clang 22's HLSL front end
// (Debian's clang-22 does not ship clang's hlsl.h): each intrinsic is an
// alias of its clang builtin.
typedef unsigned int uint;
typedef vector<uint, 3> uint3;
#define ALIAS(b) __attribute__((clang_builtin_alias(b)))
ALIAS(__builtin_hlsl_wave_get_lane_index) uint WaveGetLaneIndex();
ALIAS(__builtin_hlsl_wave_active_sum) uint WaveActiveSum(uint);
ALIAS(__builtin_hlsl_wave_active_max) uint WaveActiveMax(uint);
ALIAS(__builtin_hlsl_wave_read_lane_at) uint WaveReadLaneAt(uint, uint);
ALIAS(__builtin_hlsl_wave_active_count_bits) uint WaveActiveCountBits(bool);
ALIAS(__builtin_hlsl_wave_is_first_lane) bool WaveIsFirstLane();
ALIAS(__builtin_hlsl_wave_active_any_true) bool WaveActiveAnyTrue(bool);
ALIAS(__builtin_hlsl_wave_active_all_true) bool WaveActiveAllTrue(bool);
