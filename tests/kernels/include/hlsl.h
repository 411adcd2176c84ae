/* The few HLSL declarations the shaders of tests/kernels use: Debian's
 * clang-22 does not ship clang's hlsl.h.  Each intrinsic is an alias of
 * clang's builtin, as clang's own header declares it. */
typedef unsigned int uint;
typedef vector<uint, 3> uint3;
#define HLSL_ALIAS(b) __attribute__((clang_builtin_alias(b)))
HLSL_ALIAS(__builtin_hlsl_wave_active_sum) __attribute__((convergent)) uint WaveActiveSum(uint);
HLSL_ALIAS(__builtin_hlsl_wave_active_max) __attribute__((convergent)) uint WaveActiveMax(uint);
HLSL_ALIAS(__builtin_hlsl_wave_active_count_bits) __attribute__((convergent)) uint WaveActiveCountBits(bool);
HLSL_ALIAS(__builtin_hlsl_wave_active_any_true) __attribute__((convergent)) bool WaveActiveAnyTrue(bool);
HLSL_ALIAS(__builtin_hlsl_wave_active_all_true) __attribute__((convergent)) bool WaveActiveAllTrue(bool);
HLSL_ALIAS(__builtin_hlsl_wave_is_first_lane) __attribute__((convergent)) bool WaveIsFirstLane();
HLSL_ALIAS(__builtin_hlsl_wave_get_lane_index) __attribute__((convergent)) uint WaveGetLaneIndex();
HLSL_ALIAS(__builtin_hlsl_wave_get_lane_count) __attribute__((convergent)) uint WaveGetLaneCount();
HLSL_ALIAS(__builtin_hlsl_wave_read_lane_at) __attribute__((convergent)) uint WaveReadLaneAt(uint, uint);
