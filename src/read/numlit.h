/*
 * numlit.h - numeric literals of LLVM textual IR.
 *
 * Reads floating point and integer constants exactly as the LLParser of
 * LLVM 22 does and prints them exactly as its AsmWriter does, so that a
 * module read and printed back matches `opt -S` byte for byte.
 *
 * Pure functions: no allocation, no global state, no output.
 */
#ifndef NUMLIT_H
#define NUMLIT_H

#include <stddef.h>
#include <stdint.h>

/* Floating point types of LLVM IR. */
enum numlit_fp {
	NUMLIT_HALF,
	NUMLIT_BFLOAT,
	NUMLIT_FLOAT,
	NUMLIT_DOUBLE,
	NUMLIT_X86_FP80,
	NUMLIT_FP128,
	NUMLIT_PPC_FP128
};

/* Results of the parse functions.  Each error names the diagnostic LLParser
 * gives for it, so a caller can reproduce opt's message. */
enum numlit_status {
	NUMLIT_OK = 0,
	/* Text is not a numeric literal token of the expected shape. */
	NUMLIT_ERR_SYNTAX,
	/* "floating point constant invalid for type" */
	NUMLIT_ERR_INVALID,
	/* "floating point constant does not have type '<type>'" */
	NUMLIT_ERR_TYPE,
	/* "hexadecimal constant too large for half (16-bit)" (or bfloat) */
	NUMLIT_ERR_HEX16,
	/* Integer width 0 or above NUMLIT_INT_MAX_WIDTH. */
	NUMLIT_ERR_WIDTH
};

/* Capacity that always suffices for numlit_fp_print (longest output is the
 * 35 characters of 0xL/0xM plus the NUL). */
#define NUMLIT_FP_PRINT_MAX 40

/* Widest integer type LLVM accepts (IntegerType::MAX_INT_BITS). */
#define NUMLIT_INT_MAX_WIDTH 8388608u

/*
 * Bit patterns.  bits[0] holds the low 64 bits, bits[1] the high bits:
 * half/bfloat use bits[0] & 0xFFFF, float bits[0] & 0xFFFFFFFF, double
 * bits[0]; x86_fp80 is the 64-bit significand in bits[0] and sign+exponent
 * in bits[1] & 0xFFFF; fp128 and ppc_fp128 use both words (for ppc_fp128,
 * bits[0] is the first double, bits[1] the second).  Unused bits are zero
 * on output and ignored on input.
 */

/* Parse a floating point constant token for a value of type `kind`:
 *   [-+]?[0-9]+[.][0-9]*([eE][-+]?[0-9]+)?   decimal, read as a double
 *   0x[0-9A-Fa-f]+                           double bit pattern
 *   0xK.. 0xL.. 0xM.. 0xH.. 0xR..            x86_fp80 fp128 ppc_fp128
 *                                            half bfloat bit patterns
 * Decimal and 0x literals are doubles; for half, bfloat and float they are
 * accepted only if the double converts to the type without losing
 * information.  Requires text[0..len) to be the whole token.
 * Returns NUMLIT_OK and the value's bits, or an error (bits untouched). */
int numlit_fp_parse(enum numlit_fp kind, const char *text, size_t len,
		    uint64_t bits[2]);

/* Convert the double with bit pattern `dbits` to `kind` as LLParser does
 * with a double literal: exact conversions only (NaN payload bits must
 * survive).  Only half, bfloat, float and double accept double literals;
 * other kinds give NUMLIT_ERR_TYPE. */
int numlit_fp_from_double_bits(enum numlit_fp kind, uint64_t dbits,
			       uint64_t bits[2]);

/* Rewrite `bits` to the pattern LLVM keeps for a constant of `kind` built
 * from them: x86_fp80 pseudo-NaNs, pseudo-infinities and unnormals become
 * NaNs with exponent 0x7FFF, pseudo-denormals get exponent 1; unused bits
 * are cleared.  Other kinds are kept as they are. */
void numlit_fp_canonicalize(enum numlit_fp kind, uint64_t bits[2]);

/* Print a floating point constant as the AsmWriter does: float and double as
 * "%e"-like decimal (1.000000e+00) when that text reads back as the same
 * value, else 0x and the double's 16 hex digits; the other kinds as their
 * 0xH/0xR/0xK/0xL/0xM hex forms.  Writes a NUL; returns the length, or 0
 * (buf = "" if cap > 0) when cap is too small.  NUMLIT_FP_PRINT_MAX is
 * always enough. */
size_t numlit_fp_print(enum numlit_fp kind, const uint64_t bits[2], char *buf,
		       size_t cap);

/* Parse an integer constant token for an iN value, N = width:
 *   -?[0-9]+            decimal
 *   [us]0x[0-9A-Fa-f]+  hex; s0x.. is negative: its highest set bit is the
 *                       sign bit
 * The value is truncated to `width` bits (LLVM does not reject i8 300: it
 * becomes 44).  words gets (width + 63) / 64 little-endian words with the
 * bits above width cleared.  Returns NUMLIT_OK or an error. */
int numlit_int_parse(const char *text, size_t len, unsigned width,
		     uint64_t *words);

/* Capacity numlit_int_print needs for a width-bit value (includes the NUL
 * and, for widths above 64, scratch room for the conversion). */
size_t numlit_int_print_size(unsigned width);

/* Print the width-bit two's complement value in words as signed decimal, as
 * LLVM prints an iN constant (i1 prints as -1 or 0 here; the AsmWriter
 * writes true/false for i1, which is the caller's business).  Bits above
 * width are ignored.  Writes a NUL; returns the length, or 0 (buf = "" if
 * cap > 0) when cap < numlit_int_print_size(width).  O(width^2) for large
 * widths. */
size_t numlit_int_print(const uint64_t *words, unsigned width, char *buf,
			size_t cap);

#endif
