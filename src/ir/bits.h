/* bits.h - the index of a 64-bit mask's lowest set bit and its number of
 * set bits: lanes of a wave (the simulator, its builtins, the checker). */
#ifndef CV_BITS_H
#define CV_BITS_H

#include <stdint.h>

/* x != 0 */
static inline unsigned ctz64(uint64_t x)
{
#if defined(__GNUC__)
	return (unsigned)__builtin_ctzll(x);
#else
	unsigned n = 0;
	while (!(x & 1)) {
		x >>= 1;
		n++;
	}
	return n;
#endif
}

static inline unsigned popcount64(uint64_t x)
{
#if defined(__GNUC__) && defined(__POPCNT__)
	return (unsigned)__builtin_popcountll(x);
#else
	x = x - ((x >> 1) & 0x5555555555555555ull);
	x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
	return (unsigned)((x * 0x0101010101010101ull) >> 56);
#endif
}

#endif
