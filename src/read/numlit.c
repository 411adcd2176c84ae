/*
 * numlit.c - numeric literals of LLVM textual IR, read and printed as
 * LLVM 22 does.
 *
 * Reference behaviour: LLLexer (token shapes, hex decoding quirks),
 * LLParser::convertValIDToValue + ConstantFP::isValueValidForType (which
 * literal fits which type), APFloat (decimal reading, conversions between
 * formats, x87 canonical forms, toString) and AsmWriter's
 * WriteAPFloatInternal / integer printing.  Every rule below was checked
 * against opt 22; tests/unit/test_numlit.c holds the evidence.
 *
 * Big-number work (decimal <-> binary) uses fixed-size integers on the
 * stack, sized for the worst case of double precision, so nothing is
 * allocated.
 */
#include "read/numlit.h"
#include "read/lex.h"

#include <assert.h>
#include <float.h>
#include <limits.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Small helpers                                                        */
/* ------------------------------------------------------------------ */

static int is_digit(char c)
{
	return c >= '0' && c <= '9';
}

/* Number of significant bits of x (0 for 0). */
static unsigned bit_length64(uint64_t x)
{
	unsigned n = 0;
	while (x) {
		n++;
		x >>= 1;
	}
	return n;
}

static unsigned trailing_zeros64(uint64_t x)
{
	unsigned n = 0;
	if (!x)
		return 64;
	while (!(x & 1)) {
		n++;
		x >>= 1;
	}
	return n;
}

static const char upper_hex[] = "0123456789ABCDEF";

/* Write exactly `digits` upper-case hex digits of v. */
static char *put_hex_fixed(char *out, uint64_t v, unsigned digits)
{
	for (unsigned i = digits; i-- > 0;)
		*out++ = upper_hex[(v >> (4 * i)) & 0xF];
	return out;
}

/* Write v in upper-case hex without leading zeros ("0" for 0). */
static char *put_hex_minimal(char *out, uint64_t v)
{
	unsigned digits = (bit_length64(v) + 3) / 4;
	return put_hex_fixed(out, v, digits ? digits : 1);
}

/* ------------------------------------------------------------------ */
/* Fixed-size unsigned big integers, 32-bit limbs, little-endian.       */
/* 6144 bits cover every value the double conversions below build:     */
/* at most 801 decimal digits scaled by 10^1127, or 2^53 * 5^1074.      */
/* ------------------------------------------------------------------ */

#define BIG_LIMBS 192

struct big {
	unsigned len; /* limbs in use; limb[len - 1] != 0 unless len == 0 */
	uint32_t limb[BIG_LIMBS];
};

static void big_set_u64(struct big *b, uint64_t v)
{
	b->len = 0;
	while (v) {
		b->limb[b->len++] = (uint32_t)v;
		v >>= 32;
	}
}

/* b = b * mul + add */
static void big_mul_add(struct big *b, uint32_t mul, uint32_t add)
{
	uint64_t carry = add;
	for (unsigned i = 0; i < b->len; i++) {
		uint64_t t = (uint64_t)b->limb[i] * mul + carry;
		b->limb[i] = (uint32_t)t;
		carry = t >> 32;
	}
	if (carry) {
		assert(b->len < BIG_LIMBS);
		b->limb[b->len++] = (uint32_t)carry;
	}
}

/* b *= 10^n */
static void big_mul_pow10(struct big *b, unsigned n)
{
	static const uint32_t powers_of_ten[10] = {1,	   10,	    100,      1000,
					   10000,  100000,  1000000,  10000000,
					   100000000, 1000000000};
	for (; n >= 9; n -= 9)
		big_mul_add(b, powers_of_ten[9], 0);
	if (n)
		big_mul_add(b, powers_of_ten[n], 0);
}

/* b *= 5^n */
static void big_mul_pow5(struct big *b, unsigned n)
{
	uint32_t five13 = 1220703125u; /* 5^13, the largest fitting 32 bits */
	for (; n >= 13; n -= 13)
		big_mul_add(b, five13, 0);
	uint32_t m = 1;
	while (n--)
		m *= 5;
	if (m != 1)
		big_mul_add(b, m, 0);
}

static unsigned big_bit_length(const struct big *b)
{
	if (!b->len)
		return 0;
	return 32 * (b->len - 1) + bit_length64(b->limb[b->len - 1]);
}

static void big_shift_left(struct big *b, unsigned n)
{
	if (!b->len || !n)
		return;
	unsigned words = n / 32, bits = n % 32;
	unsigned newlen = b->len + words + 1;
	assert(newlen <= BIG_LIMBS);
	b->limb[newlen - 1] = 0;
	for (unsigned i = b->len; i-- > 0;) {
		uint64_t v = (uint64_t)b->limb[i] << bits;
		b->limb[i + words + 1] |= (uint32_t)(v >> 32);
		b->limb[i + words] = (uint32_t)v;
	}
	for (unsigned i = 0; i < words; i++)
		b->limb[i] = 0;
	b->len = newlen;
	while (b->len && !b->limb[b->len - 1])
		b->len--;
}

static void big_shift_right1(struct big *b)
{
	for (unsigned i = 0; i < b->len; i++) {
		uint32_t next = i + 1 < b->len ? b->limb[i + 1] : 0;
		b->limb[i] = (b->limb[i] >> 1) | (next << 31);
	}
	while (b->len && !b->limb[b->len - 1])
		b->len--;
}

static int big_compare(const struct big *a, const struct big *b)
{
	if (a->len != b->len)
		return a->len < b->len ? -1 : 1;
	for (unsigned i = a->len; i-- > 0;)
		if (a->limb[i] != b->limb[i])
			return a->limb[i] < b->limb[i] ? -1 : 1;
	return 0;
}

/* a -= b, requires a >= b */
static void big_subtract(struct big *a, const struct big *b)
{
	uint32_t borrow = 0;
	for (unsigned i = 0; i < a->len; i++) {
		uint64_t sub = (uint64_t)(i < b->len ? b->limb[i] : 0) + borrow;
		borrow = a->limb[i] < sub;
		a->limb[i] = (uint32_t)((uint64_t)a->limb[i] - sub);
	}
	assert(!borrow);
	while (a->len && !a->limb[a->len - 1])
		a->len--;
}

/* Quotient of num / den when it is known to fit 64 bits; num keeps the
 * remainder, den is destroyed.  Restoring binary division: the quotients
 * needed here have at most 64 bits, so this is cheap. */
static uint64_t big_divide_small_quotient(struct big *num, struct big *den)
{
	unsigned nb = big_bit_length(num), db = big_bit_length(den);
	assert(db > 0);
	if (nb < db)
		return 0;
	unsigned k = nb - db;
	assert(k < 64);
	big_shift_left(den, k);
	uint64_t q = 0;
	for (unsigned i = 0;; i++) {
		q <<= 1;
		if (big_compare(num, den) >= 0) {
			big_subtract(num, den);
			q |= 1;
		}
		if (i == k)
			break;
		big_shift_right1(den);
	}
	return q;
}

static int big_bit(const struct big *b, unsigned pos)
{
	unsigned w = pos / 32;
	return w < b->len ? (int)((b->limb[w] >> (pos % 32)) & 1) : 0;
}

/* ------------------------------------------------------------------ */
/* Decimal text to double, correctly rounded (nearest, ties to even),  */
/* as APFloat::convertFromString does for the lexer's FP constants.     */
/* ------------------------------------------------------------------ */

/* Digits kept exactly; the rest only count as a sticky digit.  A double
 * rounding boundary has at most 767 significant digits, so 800 keep the
 * result exact. */
#define DECIMAL_KEPT_DIGITS 800

/* Round (q + f) * 2^e2, 0 <= f < 1 and f > 0 iff sticky, to a double.
 * When sticky is set q has at least 55 bits, so the guard bit lies in q. */
static uint64_t round_to_double(int negative, uint64_t q, int e2, int sticky)
{
	uint64_t sign = negative ? (uint64_t)1 << 63 : 0;
	if (!q)
		return sign;
	int top = e2 + (int)bit_length64(q) - 1;
	int lsb = top - 52 < -1074 ? -1074 : top - 52;
	int shift = lsb - e2;
	uint64_t mant;
	if (shift <= 0) {
		assert(!sticky);
		mant = q << -shift;
	} else if (shift > 64) {
		mant = 0; /* below half of the smallest denormal */
	} else {
		uint64_t rem, half;
		if (shift == 64) {
			mant = 0;
			rem = q;
			half = (uint64_t)1 << 63;
		} else {
			mant = q >> shift;
			rem = q & (((uint64_t)1 << shift) - 1);
			half = (uint64_t)1 << (shift - 1);
		}
		if (rem > half || (rem == half && (sticky || (mant & 1))))
			mant++;
	}
	if (mant >> 53) {
		mant >>= 1;
		lsb++;
	}
	if (mant < ((uint64_t)1 << 52))
		return sign | mant; /* denormal or zero */
	int biased = lsb + 52 + 1023;
	if (biased >= 2047)
		return sign | 0x7FF0000000000000u;
	return sign | ((uint64_t)biased << 52) | (mant & 0xFFFFFFFFFFFFFu);
}

/* Clinger's fast path: a nonzero value of at most 2^53 as an integer
 * times 10^e with |e| <= 22 is one correctly rounded multiplication or
 * division of two exact doubles, the same double as the exact reading
 * rounded to nearest, ties to even (the decimal literals LLVM prints,
 * 5.000000e-01, all take it: the exact reading was 5% of `verify` on
 * libclc).  Only where the compiler's double arithmetic is double
 * precision; 0 when the path does not apply. */
static int decimal_fast(int negative, uint64_t digits, long long e,
			uint64_t *out)
{
#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD == 0 && DBL_MANT_DIG == 53
	static const double pow10[23] = {
		1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
		1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21,
		1e22};
	double d;
	if (!digits || digits > (uint64_t)1 << 53 || e < -22 || e > 22)
		return 0;
	d = (double)digits;
	d = e >= 0 ? d * pow10[e] : d / pow10[-e];
	memcpy(out, &d, sizeof *out);
	if (negative)
		*out |= (uint64_t)1 << 63;
	return 1;
#else
	(void)negative;
	(void)digits;
	(void)e;
	(void)out;
	return 0;
#endif
}

/* FPConstant ::= [-+]?[0-9]+[.][0-9]*([eE][-+]?[0-9]+)?
 * Returns 0 and the double's bits, or NUMLIT_ERR_SYNTAX. */
static int parse_decimal_double(const char *s, size_t len, uint64_t *out)
{
	size_t i = 0;
	int negative = 0;
	if (i < len && (s[i] == '-' || s[i] == '+'))
		negative = s[i++] == '-';
	size_t int_start = i;
	while (i < len && is_digit(s[i]))
		i++;
	size_t int_end = i;
	if (int_end == int_start || i >= len || s[i] != '.')
		return NUMLIT_ERR_SYNTAX;
	i++;
	size_t frac_start = i;
	while (i < len && is_digit(s[i]))
		i++;
	size_t frac_end = i;
	long long exp10 = 0;
	if (i < len && (s[i] == 'e' || s[i] == 'E')) {
		i++;
		int exp_negative = 0;
		if (i < len && (s[i] == '-' || s[i] == '+'))
			exp_negative = s[i++] == '-';
		if (i >= len || !is_digit(s[i]))
			return NUMLIT_ERR_SYNTAX;
		for (; i < len && is_digit(s[i]); i++)
			if (exp10 < 100000000)
				exp10 = exp10 * 10 + (s[i] - '0');
		if (exp_negative)
			exp10 = -exp10;
	}
	if (i != len)
		return NUMLIT_ERR_SYNTAX;

	{ /* up to 19 significant digits: the fast path may apply */
		uint64_t digits = 0;
		unsigned n = 0;
		size_t k;
		for (k = int_start; k < frac_end && n <= 19; k++) {
			if (k == int_end)
				continue;
			if (digits || s[k] != '0') {
				digits = digits * 10 + (uint64_t)(s[k] - '0');
				n++;
			}
		}
		if (n <= 19 &&
		    decimal_fast(negative, digits,
				 exp10 - (long long)(frac_end - frac_start),
				 out))
			return 0;
	}

	/* value = (significant digits as an integer) * 10^e */
	struct big m;
	big_set_u64(&m, 0);
	long long significant = 0, kept = 0;
	int dropped_nonzero = 0;
	uint32_t chunk = 0;
	unsigned chunk_digits = 0;
	for (size_t k = int_start; k < frac_end; k++) {
		if (k == int_end)
			continue; /* the '.' */
		int d = s[k] - '0';
		if (!significant && !d)
			continue;
		significant++;
		if (kept == DECIMAL_KEPT_DIGITS) {
			dropped_nonzero |= d != 0;
			continue;
		}
		kept++;
		chunk = chunk * 10 + (uint32_t)d;
		if (++chunk_digits == 9) {
			big_mul_pow10(&m, 9);
			big_mul_add(&m, 1, chunk);
			chunk = 0;
			chunk_digits = 0;
		}
	}
	if (chunk_digits) {
		big_mul_pow10(&m, chunk_digits);
		big_mul_add(&m, 1, chunk);
	}
	long long e = exp10 - (long long)(frac_end - frac_start) +
		      (significant - kept);
	if (dropped_nonzero) {
		big_mul_add(&m, 10, 1);
		kept++;
		e--;
	}
	if (!m.len) {
		*out = negative ? (uint64_t)1 << 63 : 0;
		return 0;
	}
	/* The leading digit has weight 10^(lead - 1). */
	long long lead = kept + e;
	if (lead > 310) {
		*out = (negative ? (uint64_t)1 << 63 : 0) | 0x7FF0000000000000u;
		return 0;
	}
	if (lead < -326) {
		*out = negative ? (uint64_t)1 << 63 : 0;
		return 0;
	}
	uint64_t q;
	int e2, sticky = 0;
	if (e >= 0) {
		big_mul_pow10(&m, (unsigned)e);
		unsigned bits = big_bit_length(&m);
		if (bits <= 63) {
			q = (uint64_t)m.limb[0] |
			    (m.len > 1 ? (uint64_t)m.limb[1] << 32 : 0);
			e2 = 0;
		} else {
			unsigned shift = bits - 63;
			q = 0;
			for (unsigned b = 63; b-- > 0;)
				q = (q << 1) | (uint64_t)big_bit(&m, shift + b);
			for (unsigned b = 0; b < shift && !sticky; b++)
				sticky = big_bit(&m, b);
			e2 = (int)shift;
		}
	} else {
		struct big den;
		big_set_u64(&den, 1);
		big_mul_pow10(&den, (unsigned)-e);
		/* Scale so the quotient has 56 or 57 bits. */
		int s2 = (int)big_bit_length(&den) - (int)big_bit_length(&m) + 56;
		if (s2 >= 0)
			big_shift_left(&m, (unsigned)s2);
		else
			big_shift_left(&den, (unsigned)-s2);
		q = big_divide_small_quotient(&m, &den);
		sticky = m.len != 0;
		e2 = -s2;
	}
	*out = round_to_double(negative, q, e2, sticky);
	return 0;
}

/* ------------------------------------------------------------------ */
/* Formats and exact conversions between them                          */
/* ------------------------------------------------------------------ */

struct ieee_format {
	unsigned fraction_bits, exponent_bits;
};

static const struct ieee_format format_half = {10, 5};
static const struct ieee_format format_bfloat = {7, 8};
static const struct ieee_format format_float = {23, 8};
static const struct ieee_format format_double = {52, 11};

enum fp_class { FP_ZERO, FP_INFINITY, FP_NAN, FP_FINITE };

/* A value taken apart the way APFloat holds it. */
struct unpacked {
	enum fp_class cls;
	int negative;
	/* finite: value = sig * 2^exp, trailing zeros stripped;
	 * NaN: APFloat's significand (fraction bits; for x87 all 64) */
	uint64_t sig_lo, sig_hi;
	int exp;
	unsigned precision; /* significand bits including the integer bit */
	int x87_special_nan; /* NaN that no other format can hold */
};

static void strip_trailing_zeros(struct unpacked *u)
{
	if (!u->sig_lo) {
		u->sig_lo = u->sig_hi;
		u->sig_hi = 0;
		u->exp += 64;
	}
	unsigned tz = trailing_zeros64(u->sig_lo);
	if (tz) {
		u->sig_lo = (u->sig_lo >> tz) | (u->sig_hi << (64 - tz));
		u->sig_hi >>= tz;
		u->exp += (int)tz;
	}
}

/* Unpack an IEEE interchange value of at most 64 bits. */
static struct unpacked unpack_ieee(const struct ieee_format *f, uint64_t raw)
{
	struct unpacked u = {0};
	unsigned fb = f->fraction_bits;
	uint64_t exp_max = ((uint64_t)1 << f->exponent_bits) - 1;
	uint64_t fraction = raw & (((uint64_t)1 << fb) - 1);
	uint64_t biased = (raw >> fb) & exp_max;
	int bias = (1 << (f->exponent_bits - 1)) - 1;
	u.negative = (int)((raw >> (fb + f->exponent_bits)) & 1);
	u.precision = fb + 1;
	if (biased == exp_max) {
		u.cls = fraction ? FP_NAN : FP_INFINITY;
		u.sig_lo = fraction;
		return u;
	}
	if (!biased && !fraction) {
		u.cls = FP_ZERO;
		return u;
	}
	u.cls = FP_FINITE;
	if (biased) {
		u.sig_lo = fraction | (uint64_t)1 << fb;
		u.exp = (int)biased - bias - (int)fb;
	} else {
		u.sig_lo = fraction;
		u.exp = 1 - bias - (int)fb;
	}
	strip_trailing_zeros(&u);
	return u;
}

static struct unpacked unpack_quad(const uint64_t v[2])
{
	struct unpacked u = {0};
	uint64_t frac_hi = v[1] & 0xFFFFFFFFFFFFu;
	uint64_t biased = (v[1] >> 48) & 0x7FFF;
	u.negative = (int)(v[1] >> 63);
	u.precision = 113;
	if (biased == 0x7FFF) {
		u.cls = (frac_hi || v[0]) ? FP_NAN : FP_INFINITY;
		u.sig_lo = v[0];
		u.sig_hi = frac_hi;
		return u;
	}
	if (!biased && !frac_hi && !v[0]) {
		u.cls = FP_ZERO;
		return u;
	}
	u.cls = FP_FINITE;
	u.sig_lo = v[0];
	u.sig_hi = frac_hi | (biased ? (uint64_t)1 << 48 : 0);
	u.exp = (biased ? (int)biased : 1) - 16383 - 112;
	strip_trailing_zeros(&u);
	return u;
}

/* x87 classes follow APFloat's initFromF80LongDoubleAPInt: pseudo-NaN,
 * pseudo-infinity and unnormal are NaNs, pseudo-denormal is a number. */
static struct unpacked unpack_x87(const uint64_t v[2])
{
	struct unpacked u = {0};
	uint64_t sig = v[0];
	unsigned exponent = (unsigned)(v[1] & 0x7FFF);
	int integer_bit = (int)(sig >> 63);
	u.negative = (int)((v[1] >> 15) & 1);
	u.precision = 64;
	if (!exponent && !sig) {
		u.cls = FP_ZERO;
	} else if (exponent == 0x7FFF && sig == (uint64_t)1 << 63) {
		u.cls = FP_INFINITY;
	} else if (exponent == 0x7FFF || (exponent && !integer_bit)) {
		u.cls = FP_NAN;
		u.sig_lo = sig;
		u.x87_special_nan = !(sig >> 63) || !((sig >> 62) & 1);
	} else {
		u.cls = FP_FINITE;
		u.sig_lo = sig;
		u.exp = (exponent ? (int)exponent : 1) - 16383 - 63;
		strip_trailing_zeros(&u);
	}
	return u;
}

/* Encode u in format f if that loses nothing (APFloat::convert with
 * losesInfo false).  NaN payloads keep their top bits; a NaN whose dropped
 * low bits are not all zero is lossy.  Returns 1 on success. */
static int encode_exact(const struct unpacked *u, const struct ieee_format *f,
			uint64_t *out)
{
	unsigned fb = f->fraction_bits;
	uint64_t exp_max = ((uint64_t)1 << f->exponent_bits) - 1;
	uint64_t sign = (uint64_t)u->negative << (fb + f->exponent_bits);
	switch (u->cls) {
	case FP_ZERO:
		*out = sign;
		return 1;
	case FP_INFINITY:
		*out = sign | exp_max << fb;
		return 1;
	case FP_NAN: {
		if (u->x87_special_nan)
			return 0;
		unsigned drop = u->precision - (fb + 1);
		uint64_t kept;
		if (u->precision <= fb + 1) {
			kept = u->sig_lo << (fb + 1 - u->precision);
		} else if (drop >= 64) {
			if (u->sig_lo || (u->sig_hi & (((uint64_t)1 << (drop - 64)) - 1)))
				return 0;
			kept = u->sig_hi >> (drop - 64);
		} else {
			if (u->sig_lo & (((uint64_t)1 << drop) - 1))
				return 0;
			kept = (u->sig_lo >> drop) | (u->sig_hi << (64 - drop));
		}
		*out = sign | exp_max << fb | (kept & (((uint64_t)1 << fb) - 1));
		return 1;
	}
	case FP_FINITE:
		break;
	}
	if (u->sig_hi)
		return 0; /* more significant bits than any target here has */
	int bias = (1 << (f->exponent_bits - 1)) - 1;
	int emin = 1 - bias;
	int length = (int)bit_length64(u->sig_lo);
	int top = u->exp + length - 1;
	if (top > bias)
		return 0;
	int lowest = top - (int)fb < emin - (int)fb ? emin - (int)fb : top - (int)fb;
	if (u->exp < lowest)
		return 0;
	uint64_t field = u->sig_lo << (u->exp - lowest);
	if (top >= emin)
		*out = sign | (uint64_t)(top + bias) << fb |
		       (field & (((uint64_t)1 << fb) - 1));
	else
		*out = sign | field;
	return 1;
}

static const struct ieee_format *small_format(enum numlit_fp kind)
{
	switch (kind) {
	case NUMLIT_HALF:
		return &format_half;
	case NUMLIT_BFLOAT:
		return &format_bfloat;
	case NUMLIT_FLOAT:
		return &format_float;
	case NUMLIT_DOUBLE:
		return &format_double;
	default:
		return NULL;
	}
}

static struct unpacked unpack_kind(enum numlit_fp kind, const uint64_t v[2])
{
	switch (kind) {
	case NUMLIT_X86_FP80:
		return unpack_x87(v);
	case NUMLIT_FP128:
		return unpack_quad(v);
	case NUMLIT_PPC_FP128:
		/* APFloat converts a double-double through its first double. */
		return unpack_ieee(&format_double, v[0]);
	default:
		return unpack_ieee(small_format(kind), v[0]);
	}
}

static int is_small_kind(enum numlit_fp kind)
{
	return kind == NUMLIT_HALF || kind == NUMLIT_BFLOAT ||
	       kind == NUMLIT_FLOAT || kind == NUMLIT_DOUBLE;
}

/* Status for a literal whose format `lit` is not the type `ty`:
 * isValueValidForType decides between "invalid for type" and the later
 * "does not have type".  x86_fp80, fp128 and ppc_fp128 take any of the
 * small formats without a check; half, bfloat and float need an exact
 * conversion, and so does double for the wide formats. */
static int mismatch_status(enum numlit_fp lit, const uint64_t v[2],
			   enum numlit_fp ty)
{
	if (!is_small_kind(ty) || (ty == NUMLIT_DOUBLE && is_small_kind(lit)))
		return is_small_kind(lit) ? NUMLIT_ERR_TYPE : NUMLIT_ERR_INVALID;
	struct unpacked u = unpack_kind(lit, v);
	uint64_t ignored;
	return encode_exact(&u, small_format(ty), &ignored) ? NUMLIT_ERR_TYPE
							   : NUMLIT_ERR_INVALID;
}

int numlit_fp_from_double_bits(enum numlit_fp kind, uint64_t dbits,
			       uint64_t bits[2])
{
	if (!is_small_kind(kind))
		return NUMLIT_ERR_TYPE;
	struct unpacked u = unpack_ieee(&format_double, dbits);
	uint64_t out;
	if (!encode_exact(&u, small_format(kind), &out))
		return NUMLIT_ERR_INVALID;
	bits[0] = out;
	bits[1] = 0;
	return NUMLIT_OK;
}

void numlit_fp_canonicalize(enum numlit_fp kind, uint64_t bits[2])
{
	switch (kind) {
	case NUMLIT_HALF:
	case NUMLIT_BFLOAT:
		bits[0] &= 0xFFFF;
		bits[1] = 0;
		break;
	case NUMLIT_FLOAT:
		bits[0] &= 0xFFFFFFFFu;
		bits[1] = 0;
		break;
	case NUMLIT_DOUBLE:
		bits[1] = 0;
		break;
	case NUMLIT_X86_FP80: {
		/* APFloat reads the bits (initFromF80LongDoubleAPInt) and writes
		 * them back (convertF80LongDoubleAPFloatToAPInt). */
		uint64_t sig = bits[0];
		uint64_t sign = bits[1] & 0x8000;
		uint64_t exponent = bits[1] & 0x7FFF;
		if (exponent == 0x7FFF || (exponent && !(sig >> 63)))
			exponent = 0x7FFF; /* NaN or infinity */
		else if (!exponent && (sig >> 63))
			exponent = 1; /* pseudo-denormal */
		bits[1] = sign | exponent;
		break;
	}
	case NUMLIT_FP128:
	case NUMLIT_PPC_FP128:
		break;
	}
}

/* ------------------------------------------------------------------ */
/* Floating point literals                                              */
/* ------------------------------------------------------------------ */

/* LLLexer::HexIntToVal, including its overflow test: a digit that makes
 * the value smaller gives 0 (the lexer's "constant bigger than 64 bits"
 * is only reported if parsing fails for another reason). */
static uint64_t lexer_hex_to_u64(const char *s, size_t n)
{
	uint64_t result = 0;
	for (size_t i = 0; i < n; i++) {
		uint64_t old = result;
		result = result * 16 + (uint64_t)lex_hexval(s[i]);
		if (result < old)
			return 0;
	}
	return result;
}

static uint64_t hex_prefix_value(const char *s, size_t n)
{
	uint64_t v = 0;
	for (size_t i = 0; i < n; i++)
		v = v * 16 + (uint64_t)lex_hexval(s[i]);
	return v;
}

int numlit_fp_parse(enum numlit_fp kind, const char *text, size_t len,
		    uint64_t bits[2])
{
	enum numlit_fp lit;
	uint64_t v[2] = {0, 0};

	if (len >= 2 && text[0] == '0' && text[1] == 'x') {
		/* HexFPConstant 0x[0-9A-Fa-f]+ and 0x[KLMHR][0-9A-Fa-f]+ */
		size_t i = 2;
		char letter = 'J';
		if (i < len && ((text[i] >= 'K' && text[i] <= 'M') ||
				text[i] == 'H' || text[i] == 'R'))
			letter = text[i++];
		const char *digits = text + i;
		size_t n = len - i;
		if (!n)
			return NUMLIT_ERR_SYNTAX;
		for (size_t k = 0; k < n; k++)
			if (lex_hexval(digits[k]) < 0)
				return NUMLIT_ERR_SYNTAX;
		switch (letter) {
		case 'J':
			lit = NUMLIT_DOUBLE;
			v[0] = lexer_hex_to_u64(digits, n);
			break;
		case 'H':
		case 'R':
			lit = letter == 'H' ? NUMLIT_HALF : NUMLIT_BFLOAT;
			v[0] = lexer_hex_to_u64(digits, n);
			if (v[0] > 0xFFFF)
				return NUMLIT_ERR_HEX16;
			break;
		case 'K':
			/* FP80HexToIntPair: up to 4 digits of sign and exponent,
			 * then up to 16 of significand; more are ignored. */
			lit = NUMLIT_X86_FP80;
			v[1] = hex_prefix_value(digits, n < 4 ? n : 4);
			if (n > 4)
				v[0] = hex_prefix_value(digits + 4,
							n - 4 < 16 ? n - 4 : 16);
			numlit_fp_canonicalize(lit, v);
			break;
		default:
			/* HexToIntPair: the first 16 digits are the LOW word, the
			 * next (up to) 16 the high word; a shorter literal is
			 * all high word; digits past 32 are ignored. */
			lit = letter == 'L' ? NUMLIT_FP128 : NUMLIT_PPC_FP128;
			if (n >= 16) {
				v[0] = hex_prefix_value(digits, 16);
				v[1] = hex_prefix_value(digits + 16,
							n - 16 < 16 ? n - 16 : 16);
			} else {
				v[1] = hex_prefix_value(digits, n);
			}
			break;
		}
	} else {
		int status = parse_decimal_double(text, len, &v[0]);
		if (status)
			return status;
		lit = NUMLIT_DOUBLE;
	}

	if (lit == NUMLIT_DOUBLE && is_small_kind(kind))
		return numlit_fp_from_double_bits(kind, v[0], bits);
	if (lit != kind)
		return mismatch_status(lit, v, kind);
	bits[0] = v[0];
	bits[1] = v[1];
	return NUMLIT_OK;
}

/* APFloat::toString(Str, 6, 0, false) of sig * 2^exp2 (sig != 0):
 * the exact decimal value is cut to about 20 bits by dividing by a power
 * of ten (truncating), then rounded half-up to 6 significant digits by
 * looking at the next digit only, then written as d.dddddde[+-]XX padded
 * with zeros.  Those two steps are APFloat's, quirks included. */
static size_t format_scientific6(int negative, uint64_t sig, int exp2,
				 char *out)
{
	const unsigned precision = 6;
	char *p = out;
	if (negative)
		*p++ = '-';

	unsigned tz = trailing_zeros64(sig);
	sig >>= tz;
	exp2 += (int)tz;

	struct big s;
	big_set_u64(&s, sig);
	int exp10 = 0;
	if (exp2 > 0) {
		big_shift_left(&s, (unsigned)exp2);
	} else if (exp2 < 0) {
		big_mul_pow5(&s, (unsigned)-exp2); /* N*2^-e == N*5^e*10^-e */
		exp10 = exp2;
	}

	/* AdjustToPrecision on the integer: 196/59 overestimates lg 10. */
	unsigned bits = big_bit_length(&s);
	unsigned bits_required = (precision * 196 + 58) / 59;
	if (bits > bits_required) {
		unsigned tens = (bits - bits_required) * 59 / 196;
		if (tens) {
			struct big den;
			big_set_u64(&den, 1);
			big_mul_pow10(&den, tens);
			uint64_t q = big_divide_small_quotient(&s, &den);
			big_set_u64(&s, q);
			exp10 += (int)tens;
		}
	}
	assert(s.len <= 2);
	uint64_t value = s.len ? s.limb[0] : 0;
	if (s.len > 1)
		value |= (uint64_t)s.limb[1] << 32;

	/* Digits, least significant first, trailing zeros dropped. */
	char digits[24];
	unsigned n = 0;
	int in_trail = 1;
	while (value) {
		unsigned d = (unsigned)(value % 10);
		value /= 10;
		if (in_trail && !d) {
			exp10++;
		} else {
			digits[n++] = (char)d;
			in_trail = 0;
		}
	}

	/* AdjustToPrecision on the digits: round half up on one digit. */
	if (n > precision) {
		unsigned first = n - precision;
		if (digits[first - 1] < 5) {
			while (first < n && digits[first] == 0)
				first++;
		} else {
			for (unsigned i = first; i < n; i++) {
				if (digits[i] == 9) {
					first++;
				} else {
					digits[i]++;
					break;
				}
			}
		}
		exp10 += (int)first;
		if (first == n) {
			digits[0] = 1;
			n = 1;
		} else {
			memmove(digits, digits + first, n - first);
			n -= first;
		}
	}

	exp10 += (int)n - 1;
	*p++ = (char)('0' + digits[n - 1]);
	*p++ = '.';
	for (unsigned i = 1; i < n; i++)
		*p++ = (char)('0' + digits[n - 1 - i]);
	for (unsigned i = n - 1; i < precision; i++)
		*p++ = '0';
	*p++ = 'e';
	*p++ = exp10 < 0 ? '-' : '+';
	unsigned e = (unsigned)(exp10 < 0 ? -exp10 : exp10);
	char ebuf[8];
	unsigned en = 0;
	do {
		ebuf[en++] = (char)('0' + e % 10);
		e /= 10;
	} while (e);
	if (en < 2)
		ebuf[en++] = '0';
	while (en)
		*p++ = ebuf[--en];
	return (size_t)(p - out);
}

/* The double holding the same value as a float (exact; NaN payloads move
 * up 29 bits, which is what AsmWriter ends with for NaNs too). */
static uint64_t float_to_double_bits(uint32_t f)
{
	struct unpacked u = unpack_ieee(&format_float, f);
	uint64_t d = 0;
	int ok = encode_exact(&u, &format_double, &d);
	assert(ok);
	(void)ok;
	return d;
}

/* WriteAPFloatInternal for float and double. */
static size_t print_float_or_double(int is_double, uint64_t raw, char *out)
{
	const struct ieee_format *f = is_double ? &format_double : &format_float;
	uint64_t dbits = is_double ? raw : float_to_double_bits((uint32_t)raw);
	struct unpacked u = unpack_ieee(f, raw);
	if (u.cls == FP_ZERO || u.cls == FP_FINITE) {
		size_t n;
		if (u.cls == FP_ZERO) {
			const char *zero = u.negative ? "-0.000000e+00"
						      : "0.000000e+00";
			n = strlen(zero);
			memcpy(out, zero, n);
		} else {
			n = format_scientific6(u.negative, u.sig_lo, u.exp, out);
		}
		uint64_t back;
		if (!parse_decimal_double(out, n, &back) && back == dbits)
			return n;
	}
	/* Hex of the double, without leading zeros (format_hex width 0). */
	char *p = out;
	*p++ = '0';
	*p++ = 'x';
	p = put_hex_minimal(p, dbits);
	return (size_t)(p - out);
}

size_t numlit_fp_print(enum numlit_fp kind, const uint64_t bits[2], char *buf,
		       size_t cap)
{
	char tmp[NUMLIT_FP_PRINT_MAX];
	char *p = tmp;
	uint64_t v[2] = {bits[0], bits[1]};
	numlit_fp_canonicalize(kind, v);
	switch (kind) {
	case NUMLIT_FLOAT:
	case NUMLIT_DOUBLE:
		p += print_float_or_double(kind == NUMLIT_DOUBLE, v[0], tmp);
		break;
	case NUMLIT_HALF:
	case NUMLIT_BFLOAT:
		*p++ = '0';
		*p++ = 'x';
		*p++ = kind == NUMLIT_HALF ? 'H' : 'R';
		p = put_hex_fixed(p, v[0], 4);
		break;
	case NUMLIT_X86_FP80:
		memcpy(p, "0xK", 3);
		p = put_hex_fixed(p + 3, v[1], 4);
		p = put_hex_fixed(p, v[0], 16);
		break;
	case NUMLIT_FP128:
	case NUMLIT_PPC_FP128:
		/* Low word first, as AsmWriter writes them. */
		memcpy(p, kind == NUMLIT_FP128 ? "0xL" : "0xM", 3);
		p = put_hex_fixed(p + 3, v[0], 16);
		p = put_hex_fixed(p, v[1], 16);
		break;
	}
	size_t n = (size_t)(p - tmp);
	if (n + 1 > cap) {
		if (cap)
			buf[0] = '\0';
		return 0;
	}
	memcpy(buf, tmp, n);
	buf[n] = '\0';
	return n;
}

/* ------------------------------------------------------------------ */
/* Integer literals                                                     */
/* ------------------------------------------------------------------ */

static size_t words_for_width(unsigned width)
{
	return ((size_t)width + 63) / 64;
}

static uint64_t top_word_mask(unsigned width)
{
	unsigned rest = width % 64;
	return rest ? ((uint64_t)1 << rest) - 1 : ~(uint64_t)0;
}

/* words[0..used) = words * mul + add, growing `used` up to nwords; the
 * carry out of the last word is dropped (arithmetic mod 2^(64*nwords)).
 * mul and add are below 2^30, so 32-bit halves keep products in 64 bits. */
static void words_mul_add(uint64_t *words, size_t nwords, size_t *used,
			  uint32_t mul, uint32_t add)
{
	uint64_t carry = add;
	size_t i;
	for (i = 0; i < *used; i++) {
		uint64_t w = words[i];
		uint64_t lo = (w & 0xFFFFFFFFu) * mul + carry;
		uint64_t hi = (w >> 32) * mul + (lo >> 32);
		words[i] = (lo & 0xFFFFFFFFu) | hi << 32;
		carry = hi >> 32;
	}
	if (carry && i < nwords) {
		words[i] = carry;
		(*used)++;
	}
}

static void words_negate(uint64_t *words, size_t nwords)
{
	uint64_t carry = 1;
	for (size_t i = 0; i < nwords; i++) {
		words[i] = ~words[i] + carry;
		carry = carry && !words[i];
	}
}

int numlit_int_parse(const char *text, size_t len, unsigned width,
		     uint64_t *words)
{
	if (!width || width > NUMLIT_INT_MAX_WIDTH)
		return NUMLIT_ERR_WIDTH;
	size_t nwords = words_for_width(width);

	if (len >= 4 && (text[0] == 'u' || text[0] == 's') && text[1] == '0' &&
	    text[2] == 'x') {
		/* HexIntConstant [us]0x[0-9A-Fa-f]+ : an APInt of 4 bits per
		 * digit, cut to its active bits, then extended (s: sign, u:
		 * zero) or truncated to the width. */
		const char *digits = text + 3;
		size_t n = len - 3;
		size_t first_nonzero = n;
		for (size_t k = 0; k < n; k++) {
			int d = lex_hexval(digits[k]);
			if (d < 0)
				return NUMLIT_ERR_SYNTAX;
			if (d && first_nonzero == n)
				first_nonzero = k;
		}
		memset(words, 0, nwords * sizeof *words);
		for (size_t j = 0; j < n; j++) {
			uint64_t bitpos = (uint64_t)j * 4;
			if (bitpos >= width)
				break;
			uint64_t d = (uint64_t)lex_hexval(digits[n - 1 - j]);
			words[bitpos / 64] |= d << (bitpos % 64);
		}
		if (text[0] == 's' && first_nonzero < n) {
			uint64_t active =
				(uint64_t)(n - first_nonzero - 1) * 4 +
				bit_length64((uint64_t)lex_hexval(
					digits[first_nonzero]));
			for (uint64_t b = active; b < width; b++) {
				if (b % 64 == 0 && b + 64 <= width) {
					words[b / 64] = ~(uint64_t)0;
					b += 63;
				} else {
					words[b / 64] |= (uint64_t)1 << (b % 64);
				}
			}
		}
		words[nwords - 1] &= top_word_mask(width);
		return NUMLIT_OK;
	}

	/* Decimal: -?[0-9]+, taken modulo 2^width. */
	size_t i = 0;
	int negative = 0;
	if (len && text[0] == '-') {
		negative = 1;
		i = 1;
	}
	if (i == len)
		return NUMLIT_ERR_SYNTAX;
	for (size_t k = i; k < len; k++)
		if (!is_digit(text[k]))
			return NUMLIT_ERR_SYNTAX;

	if (nwords == 1) {
		uint64_t v = 0;
		for (; i < len; i++)
			v = v * 10 + (uint64_t)(text[i] - '0');
		words[0] = negative ? 0 - v : v;
	} else {
		memset(words, 0, nwords * sizeof *words);
		size_t used = 0;
		while (i < len) {
			uint32_t chunk = 0, mul = 1;
			for (unsigned k = 0; k < 9 && i < len; k++, i++) {
				chunk = chunk * 10 + (uint32_t)(text[i] - '0');
				mul *= 10;
			}
			words_mul_add(words, nwords, &used, mul, chunk);
		}
		if (negative)
			words_negate(words, nwords);
	}
	words[nwords - 1] &= top_word_mask(width);
	return NUMLIT_OK;
}

/* Decimal digits of the largest magnitude, 2^(width-1), rounded up. */
static size_t max_decimal_digits(unsigned width)
{
	return (size_t)((uint64_t)width * 30103 / 100000) + 2;
}

size_t numlit_int_print_size(unsigned width)
{
	if (!width || width > NUMLIT_INT_MAX_WIDTH)
		return 0;
	if (width <= 64)
		return 21; /* "-9223372036854775808" and the NUL */
	/* sign + digits + NUL, plus the magnitude's words as scratch */
	return words_for_width(width) * 8 + max_decimal_digits(width) + 2;
}

static size_t print_unsigned64(uint64_t v, int negative, char *out)
{
	char tmp[20];
	unsigned n = 0;
	do {
		tmp[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	char *p = out;
	if (negative)
		*p++ = '-';
	while (n)
		*p++ = tmp[--n];
	*p = '\0';
	return (size_t)(p - out);
}

/* Scratch words live in the caller's buffer as bytes. */
static uint64_t load_word(const unsigned char *scratch, size_t i)
{
	uint64_t w;
	memcpy(&w, scratch + i * 8, 8);
	return w;
}

static void store_word(unsigned char *scratch, size_t i, uint64_t w)
{
	memcpy(scratch + i * 8, &w, 8);
}

size_t numlit_int_print(const uint64_t *words, unsigned width, char *buf,
			size_t cap)
{
	size_t need = numlit_int_print_size(width);
	if (!need || cap < need) {
		if (cap)
			buf[0] = '\0';
		return 0;
	}
	size_t nwords = words_for_width(width);
	uint64_t top_mask = top_word_mask(width);
	unsigned sign_shift = (width - 1) % 64;
	int negative = (int)((words[nwords - 1] >> sign_shift) & 1);

	if (width <= 64) {
		uint64_t v = words[0] & top_mask;
		if (negative)
			v = (0 - v) & top_mask; /* 2^width - v; the minimum maps to itself */
		return print_unsigned64(v, negative, buf);
	}

	/* Magnitude into scratch, then repeated division by 10^9. */
	unsigned char *scratch = (unsigned char *)buf;
	uint64_t carry = 1;
	for (size_t i = 0; i < nwords; i++) {
		uint64_t w = words[i];
		if (i == nwords - 1)
			w &= top_mask;
		if (negative) {
			w = ~w + carry;
			carry = carry && !w;
			if (i == nwords - 1)
				w &= top_mask;
		}
		store_word(scratch, i, w);
	}
	size_t top = nwords;
	while (top && !load_word(scratch, top - 1))
		top--;

	char *end = buf + need - 1;
	char *p = end;
	while (top) {
		uint64_t rem = 0;
		for (size_t i = top; i-- > 0;) {
			uint64_t w = load_word(scratch, i);
			uint64_t cur = rem << 32 | w >> 32;
			uint64_t qh = cur / 1000000000u;
			rem = cur - qh * 1000000000u;
			cur = rem << 32 | (w & 0xFFFFFFFFu);
			uint64_t ql = cur / 1000000000u;
			rem = cur - ql * 1000000000u;
			store_word(scratch, i, qh << 32 | ql);
		}
		while (top && !load_word(scratch, top - 1))
			top--;
		for (unsigned k = 0; k < 9 && (top || rem); k++) {
			*--p = (char)('0' + rem % 10);
			rem /= 10;
		}
	}
	if (p == end)
		*--p = '0';
	size_t ndigits = (size_t)(end - p);
	char *out = buf;
	if (negative)
		*out++ = '-';
	memmove(out, p, ndigits);
	out[ndigits] = '\0';
	return (size_t)(out - buf) + ndigits;
}
