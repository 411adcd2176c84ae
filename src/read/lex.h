/*
 * lex.h - tokens of LLVM textual IR (LangRef "Identifiers", "Constants").
 */
#ifndef CV_LEX_H
#define CV_LEX_H

#include <stddef.h>
#include <stdint.h>

enum tok_kind {
	T_EOF, T_ERROR,
	T_LOCAL,     /* %name, %"name", %12   (text excludes sigil) */
	T_GLOBAL,    /* @name, @"name", @12 */
	T_MDNAME,    /* !name  (named metadata or !DIxxx specialized node) */
	T_MDNUM,     /* !12 */
	T_ATTRGRP,   /* #12 */
	T_COMDAT,    /* $name */
	T_SUMMARY,   /* ^12 */
	T_LABEL,     /* name:  "name":  12: (text excludes the colon) */
	T_WORD,      /* keywords, types (i32), instructions */
	T_STRING,    /* "..." (text is between the quotes, escapes raw) */
	T_CSTRING,   /* c"..." */
	T_INT,       /* -?[0-9]+ */
	T_HEXINT,    /* u0x.. s0x.. */
	T_FLOAT,     /* decimal with '.', or 0x / 0xK / 0xL / 0xM / 0xH / 0xR */
	T_DBGREC,    /* #dbg_value etc. (text excludes '#') */
	T_EXCLAIM,   /* ! alone */
	T_EQ, T_COMMA, T_STAR, T_LSQUARE, T_RSQUARE, T_LBRACE, T_RBRACE,
	T_LPAREN, T_RPAREN, T_LESS, T_GREATER, T_DOTDOTDOT, T_COLON, T_BAR,
	T_HASH       /* # alone (not #12, not #dbg_...) */
};

typedef struct token {
	uint8_t kind;
	uint8_t quoted;   /* name was in quotes (may contain escapes) */
	uint8_t numbered; /* %12 / @12 / 12: */
	uint8_t span;     /* a '<' standing for a whole span (pipe.h), or 0 */
	uint32_t id;      /* a local name's id in a piped body (pipe.h); a
			     span's length; or 0 */
	const char *text;
	size_t len;
	uint32_t line, col;
	const char *pos;  /* start of the whole token, for carets */
} token;

/* The token's first 32 bytes written as two 16-byte stores, as the
 * parser's copies of a token (`token t = p->tok`) read them: a 16-byte
 * load cannot take its value from smaller stores still in flight, and
 * waits until they reach the cache (pipe_take_slot; the lexer's own
 * stores, tried the same way, made no difference that could be measured).
 * Where the layout is not the one assumed (little-endian, 64-bit), the
 * fields are written one by one. */
#if defined(__GNUC__) && defined(__BYTE_ORDER__) && \
	__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ && UINTPTR_MAX == UINT64_MAX && \
	SIZE_MAX == UINT64_MAX
#define TOKEN_WIDE_STORES 1
typedef uint64_t token_u64x2 __attribute__((vector_size(16)));
_Static_assert(offsetof(token, text) == 8 && offsetof(token, len) == 16 &&
		       offsetof(token, line) == 24 && offsetof(token, col) == 28 &&
		       offsetof(token, pos) == 32,
	       "a token as the wide stores write it");
#else
#define TOKEN_WIDE_STORES 0
#endif

typedef struct lexer {
	const char *src, *cur, *end;
	const char *line_start;
	uint32_t line;
	const char *errmsg;
} lexer;

void lex_init(lexer *lx, const char *src, size_t len);
/* Reads the next token.  T_ERROR sets lx->errmsg. */
void lex_next(lexer *lx, token *t);
/* LLVM's string escapes (\\ and \XX) in s[0..n) decoded into out (room
 * for n bytes); the decoded length. */
size_t lex_unescape(const char *s, size_t n, char *out);
/* The value of a hex digit, or -1. */
int lex_hexval(int c);

/* The source line containing p, for diagnostics. */
void lex_line_of(const lexer *lx, const char *p, const char **start,
		 size_t *len);

/* The bytes of a name of 1 to 8 bytes, zero-padded, as a little-endian
 * number whatever the host's order (loads of the name's bytes only). */
static inline uint64_t lex_short_key(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	if (n >= 4) { /* two loads that overlap when n < 8 */
		uint64_t lo = (uint64_t)u[0] | (uint64_t)u[1] << 8 |
			      (uint64_t)u[2] << 16 | (uint64_t)u[3] << 24;
		const unsigned char *v = u + n - 4;
		uint64_t hi = (uint64_t)v[0] | (uint64_t)v[1] << 8 |
			      (uint64_t)v[2] << 16 | (uint64_t)v[3] << 24;
		return lo | hi << (8 * (n - 4));
	}
	return (uint64_t)u[0] | (uint64_t)u[n / 2] << (8 * (n / 2)) |
	       (uint64_t)u[n - 1] << (8 * (n - 1));
}

#endif
