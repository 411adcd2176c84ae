/*
 * lex.c - the lexer for LLVM textual IR.  Tokens are slices of the input;
 * nothing is copied.  Grammar of each token kind in lex.h.
 */
#include <string.h>

#include "read/lex.h"

void lex_init(lexer *lx, const char *src, size_t len)
{
	lx->src = lx->cur = lx->line_start = src;
	lx->end = src + len;
	lx->line = 1;
	lx->errmsg = NULL;
}

void lex_line_of(const lexer *lx, const char *p, const char **start,
		 size_t *len)
{
	const char *s = p, *e = p;
	if (s > lx->end)
		s = e = lx->end;
	while (s > lx->src && s[-1] != '\n')
		s--;
	while (e < lx->end && *e != '\n' && *e != '\r')
		e++;
	*start = s;
	*len = (size_t)(e - s);
}

/* Character classes: 1 digit, 2 letter, 4 other label chars (-$._),
 * 8 hex letter.  A const table: no mutable state. */
#define CL_DIGIT 1
#define CL_ALPHA 2
#define CL_LABEL 4
#define CL_HEX 8
static const unsigned char cls[256] = {
	['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1,
	['6'] = 1, ['7'] = 1, ['8'] = 1, ['9'] = 1,
	['a'] = 10, ['b'] = 10, ['c'] = 10, ['d'] = 10, ['e'] = 10, ['f'] = 10,
	['g'] = 2, ['h'] = 2, ['i'] = 2, ['j'] = 2, ['k'] = 2, ['l'] = 2,
	['m'] = 2, ['n'] = 2, ['o'] = 2, ['p'] = 2, ['q'] = 2, ['r'] = 2,
	['s'] = 2, ['t'] = 2, ['u'] = 2, ['v'] = 2, ['w'] = 2, ['x'] = 2,
	['y'] = 2, ['z'] = 2,
	['A'] = 10, ['B'] = 10, ['C'] = 10, ['D'] = 10, ['E'] = 10, ['F'] = 10,
	['G'] = 2, ['H'] = 2, ['I'] = 2, ['J'] = 2, ['K'] = 2, ['L'] = 2,
	['M'] = 2, ['N'] = 2, ['O'] = 2, ['P'] = 2, ['Q'] = 2, ['R'] = 2,
	['S'] = 2, ['T'] = 2, ['U'] = 2, ['V'] = 2, ['W'] = 2, ['X'] = 2,
	['Y'] = 2, ['Z'] = 2,
	['-'] = 4, ['$'] = 4, ['.'] = 4 | 16, ['_'] = 4 | 16,
};
/* 16: the other keyword characters ('.', '_'), besides letters and digits */
#define CL_KWX 16

static int is_digit(int c) { return cls[c & 255] & CL_DIGIT; }
static int is_hex(int c) { return cls[c & 255] & (CL_DIGIT | CL_HEX); }
static int is_alpha(int c) { return cls[c & 255] & CL_ALPHA; }
/* [-a-zA-Z$._0-9] */
static int is_label_char(int c)
{
	return cls[c & 255] & (CL_DIGIT | CL_ALPHA | CL_LABEL);
}
static int is_name_start(int c)
{
	return cls[c & 255] & (CL_ALPHA | CL_LABEL);
}

/* A token's kind, quoted, numbered and id, written in one store: the
 * parser reads them together, and a load that spans several smaller
 * stores waits until they have all left the store buffer (that wait was
 * 2% of the reader's time on llvm-stress). */
_Static_assert(offsetof(token, kind) == 0 && offsetof(token, quoted) == 1 &&
		       offsetof(token, numbered) == 2 &&
		       offsetof(token, id) == 4 && offsetof(token, text) >= 8,
	       "token starts with kind, quoted, numbered, span and id");

static void set_as(lexer *lx, token *t, int kind, int quoted, int numbered,
		   const char *text, const char *end)
{
	struct {
		uint8_t kind, quoted, numbered, span;
		uint32_t id;
	} h;
	h.kind = (uint8_t)kind;
	h.quoted = (uint8_t)quoted;
	h.numbered = (uint8_t)numbered;
	h.span = 0;
	h.id = 0;
	memcpy(t, &h, sizeof h);
	t->text = text;
	t->len = (size_t)(end - text);
	lx->cur = end;
}

static void set(lexer *lx, token *t, int kind, const char *text,
		const char *end)
{
	set_as(lx, t, kind, 0, 0, text, end);
}

static void error(lexer *lx, token *t, const char *msg)
{
	const char *cur = lx->cur;
	set(lx, t, T_ERROR, t->pos, t->pos + 1);
	lx->cur = cur;
	lx->errmsg = msg;
}

/* Scans a "..." string starting at p (at the quote); returns the position
 * after the closing quote, or NULL if unterminated. */
static const char *scan_string(lexer *lx, const char *p)
{
	p++;
	while (p < lx->end && *p != '"')
		p++;
	return p < lx->end ? p + 1 : NULL;
}

/* Scans label characters from *e (left at their end); if a ':' follows,
 * the token is the label [s, *e), and 1. */
static int label_at(lexer *lx, token *t, const char *s, const char **e)
{
	const char *q = *e;
	while (q < lx->end && is_label_char((unsigned char)*q))
		q++;
	*e = q;
	if (q < lx->end && *q == ':') {
		set(lx, t, T_LABEL, s, q);
		lx->cur = q + 1;
		return 1;
	}
	return 0;
}

/* Whether the quoted text [s, e) holds a NUL once its escapes are decoded
 * (\\ is a backslash, \XX a byte). */
static int has_nul(const char *s, const char *e)
{
	while (s < e) {
		if (*s == 0)
			return 1;
		if (*s != '\\') {
			s++;
		} else if (e - s >= 2 && s[1] == '\\') {
			s += 2;
		} else if (e - s >= 3 && is_hex((unsigned char)s[1]) &&
			   is_hex((unsigned char)s[2])) {
			if (s[1] == '0' && s[2] == '0')
				return 1;
			s += 3;
		} else {
			s++;
		}
	}
	return 0;
}

/* %name, @name, %"..", @12: sigil already consumed at p. */
static void lex_var(lexer *lx, token *t, int kind, const char *p)
{
	const char *e;
	if (p < lx->end && *p == '"') {
		e = scan_string(lx, p);
		if (!e) {
			error(lx, t, "end of file in string constant");
			return;
		}
		if (has_nul(p + 1, e - 1)) {
			lx->cur = e;
			error(lx, t, "NUL character is not allowed in names");
			return;
		}
		set_as(lx, t, kind, 1, 0, p + 1, e - 1);
		lx->cur = e;
		return;
	}
	if (p < lx->end && is_digit((unsigned char)*p)) {
		e = p;
		while (e < lx->end && is_digit((unsigned char)*e))
			e++;
		set_as(lx, t, kind, 0, 1, p, e);
		return;
	}
	if (p < lx->end && is_name_start((unsigned char)*p)) {
		e = p;
		while (e < lx->end && is_label_char((unsigned char)*e))
			e++;
		set(lx, t, kind, p, e);
		return;
	}
	error(lx, t, kind == T_LOCAL ? "invalid local variable name"
				     : "invalid global variable name");
}

static void lex_number(lexer *lx, token *t, const char *p)
{
	const char *s = p, *e;
	if (*p == '-' || *p == '+')
		p++;
	/* hex floats: 0x, 0xK, 0xL, 0xM, 0xH, 0xR */
	if (s == p && p + 1 < lx->end && p[0] == '0' && p[1] == 'x') {
		e = p + 2;
		if (e < lx->end && (*e == 'K' || *e == 'L' || *e == 'M' ||
				    *e == 'H' || *e == 'R'))
			e++;
		if (e >= lx->end || !is_hex((unsigned char)*e)) {
			error(lx, t, "invalid hexadecimal floating-point constant");
			return;
		}
		while (e < lx->end && is_hex((unsigned char)*e))
			e++;
		set(lx, t, T_FLOAT, s, e);
		return;
	}
	e = p;
	while (e < lx->end && is_digit((unsigned char)*e))
		e++;
	if (e == p) {
		/* a label such as -foo: ('+' starts only numbers) */
		if (*s == '-' && label_at(lx, t, s, &e))
			return;
		error(lx, t, "invalid token");
		return;
	}
	/* a numeric or alphanumeric label: 12:, 12abc:, -12: */
	{
		const char *l = e;
		while (l < lx->end && is_label_char((unsigned char)*l))
			l++;
		if (l < lx->end && *l == ':' && (s == p || *s == '-')) {
			set_as(lx, t, T_LABEL, 0, l == e && s == p, s, l);
			lx->cur = l + 1;
			return;
		}
	}
	if (e < lx->end && *e == '.') {
		e++;
		while (e < lx->end && is_digit((unsigned char)*e))
			e++;
		if (e < lx->end && (*e == 'e' || *e == 'E')) {
			const char *x = e + 1;
			if (x < lx->end && (*x == '-' || *x == '+'))
				x++;
			if (x < lx->end && is_digit((unsigned char)*x)) {
				while (x < lx->end && is_digit((unsigned char)*x))
					x++;
				e = x;
			}
		}
		set(lx, t, T_FLOAT, s, e);
		return;
	}
	set(lx, t, T_INT, s, e);
}

/* The end of a run of spaces starting at p.  Runs are short between
 * tokens and long before a block's "; preds" comment; the latter are
 * skipped eight bytes at a time. */
static const char *skip_spaces(const char *p, const char *end)
{
#if defined(__GNUC__) && defined(__BYTE_ORDER__) && \
	__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	if (p < end && *p != ' ')
		return p;
	while (end - p >= 8) {
		uint64_t w;
		memcpy(&w, p, 8);
		w ^= 0x2020202020202020ull;
		if (w)
			return p + (__builtin_ctzll(w) >> 3);
		p += 8;
	}
#endif
	while (p < end && *p == ' ')
		p++;
	return p;
}

/* The end of the characters of the classes `mask` from e, four at a
 * time (inlined with its mask a constant). */
static inline const char *scan_class(const char *e, const char *end,
				     unsigned mask)
{
	while (end - e >= 4) {
		if (!(cls[(unsigned char)e[0]] & mask))
			return e;
		if (!(cls[(unsigned char)e[1]] & mask))
			return e + 1;
		if (!(cls[(unsigned char)e[2]] & mask))
			return e + 2;
		if (!(cls[(unsigned char)e[3]] & mask))
			return e + 3;
		e += 4;
	}
	while (e < end && (cls[(unsigned char)*e] & mask))
		e++;
	return e;
}

/* The end of the label characters ([-a-zA-Z$._0-9]) from e. */
static const char *scan_label_chars(const char *e, const char *end)
{
	return scan_class(e, end, CL_DIGIT | CL_ALPHA | CL_LABEL);
}

/* The end of the keyword characters ([a-zA-Z0-9_.]) from e. */
static const char *scan_kw_chars(const char *e, const char *end)
{
	return scan_class(e, end, CL_DIGIT | CL_ALPHA | CL_KWX);
}

/* A block comment at p (slash, star), not nested: the position after it, lines
 * counted; NULL if it does not end. */
static const char *block_comment(lexer *lx, const char *p)
{
	const char *q = p + 2, *nl;
	while (q + 1 < lx->end && !(q[0] == '*' && q[1] == '/'))
		q++;
	if (q + 1 >= lx->end)
		return NULL;
	for (nl = p; (nl = memchr(nl, '\n', (size_t)(q - nl))) != NULL; nl++) {
		lx->line++;
		lx->line_start = nl + 1;
	}
	return q + 2;
}

/* The tokens other than names, words and one-character punctuation,
 * starting with c at p (t->pos and the position already set). */
static void lex_other(lexer *lx, token *t, const char *p, int c)
{
	const char *e;
	switch (c) {
	case '@':
		lex_var(lx, t, T_GLOBAL, p + 1);
		return;
	case '$':
		if (p + 1 < lx->end && p[1] == '"') {
			lex_var(lx, t, T_COMDAT, p + 1);
			return;
		}
		e = p + 1;
		if (label_at(lx, t, p, &e)) /* a label starting with $ */
			return;
		set(lx, t, T_COMDAT, p + 1, e);
		return;
	case '^':
		e = p + 1;
		while (e < lx->end && is_digit((unsigned char)*e))
			e++;
		set(lx, t, T_SUMMARY, p + 1, e);
		return;
	case '#':
		e = p + 1;
		if (e < lx->end && is_digit((unsigned char)*e)) {
			while (e < lx->end && is_digit((unsigned char)*e))
				e++;
			set(lx, t, T_ATTRGRP, p + 1, e);
			return;
		}
		if (lx->end - e >= 4 && memcmp(e, "dbg_", 4) == 0) {
			while (e < lx->end && (is_alpha((unsigned char)*e) ||
					       *e == '_'))
				e++;
			set(lx, t, T_DBGREC, p + 1, e);
			return;
		}
		set(lx, t, T_HASH, p, p + 1);
		return;
	case '!':
		e = p + 1;
		if (e < lx->end && is_digit((unsigned char)*e)) {
			while (e < lx->end && is_digit((unsigned char)*e))
				e++;
			set(lx, t, T_MDNUM, p + 1, e);
			return;
		}
		if (e < lx->end && (is_name_start((unsigned char)*e) ||
				    *e == '\\')) {
			while (e < lx->end && (is_label_char((unsigned char)*e) ||
					       *e == '\\'))
				e++;
			set(lx, t, T_MDNAME, p + 1, e);
			return;
		}
		set(lx, t, T_EXCLAIM, p, p + 1);
		return;
	case '"':
		e = scan_string(lx, p);
		if (!e) {
			error(lx, t, "end of file in string constant");
			return;
		}
		if (e < lx->end && *e == ':') {
			if (has_nul(p + 1, e - 1)) {
				lx->cur = e + 1;
				error(lx, t, "NUL character is not allowed in names");
				return;
			}
			set_as(lx, t, T_LABEL, 1, 0, p + 1, e - 1);
			lx->cur = e + 1;
			return;
		}
		set(lx, t, T_STRING, p + 1, e - 1);
		lx->cur = e;
		return;
	case '*': set(lx, t, T_STAR, p, p + 1); return;
	case ':': set(lx, t, T_COLON, p, p + 1); return;
	case '|': set(lx, t, T_BAR, p, p + 1); return;
	case '.':
		/* a label first (as opt: `...:` and `..._:` are labels) */
		e = p + 1;
		if (label_at(lx, t, p, &e))
			return;
		if (lx->end - p >= 3 && p[1] == '.' && p[2] == '.') {
			set(lx, t, T_DOTDOTDOT, p, p + 3);
			return;
		}
		break;
	default:
		break;
	}
	if (is_digit(c) || c == '-' || c == '+') {
		lex_number(lx, t, p);
		return;
	}
	if (is_alpha(c) || c == '_' || c == '.' || c == '$') {
		/* c"..." */
		if (c == 'c' && p + 1 < lx->end && p[1] == '"') {
			e = scan_string(lx, p + 1);
			if (!e) {
				error(lx, t, "end of file in string constant");
				return;
			}
			set(lx, t, T_CSTRING, p + 2, e - 1);
			lx->cur = e;
			return;
		}
		{
			/* one scan: the keyword is the [a-zA-Z0-9_.] prefix of
			 * the label characters; a label ends with ':' */
			const char *kw;
			e = scan_kw_chars(p, lx->end);
			kw = e;
			if (label_at(lx, t, p, &e))
				return;
			e = kw;
		}
		/* hex integers u0x.. s0x.. */
		if ((c == 'u' || c == 's') && p + 2 < lx->end && p[1] == '0' &&
		    p[2] == 'x') {
			set(lx, t, T_HEXINT, p, e);
			return;
		}
		set(lx, t, T_WORD, p, e);
		return;
	}
	if (c == 0 || c >= 0x80 || c < 0x20) {
		t->len = 1;
		lx->cur = p + 1;
		error(lx, t, "invalid character in input");
		return;
	}
	lx->cur = p + 1;
	error(lx, t, "invalid token");
}

#if defined(__GNUC__)
#define COLD __attribute__((noinline, cold))
#else
#define COLD
#endif

/* What a token's first character starts: a one-character token (its
 * kind), or one of the groups below.  Whitespace, ';' and '/' are WS. */
enum { F_OTHER = 0, F_WS = 0x40, F_NAME, F_WORD, F_DIGIT, F_GLOBAL, F_MINUS };
static const unsigned char first_class[256] = {
	['\t'] = F_WS, ['\n'] = F_WS, ['\v'] = F_WS, ['\f'] = F_WS,
	['\r'] = F_WS, [' '] = F_WS, [';'] = F_WS, ['/'] = F_WS,
	['%'] = F_NAME, ['@'] = F_GLOBAL, ['-'] = F_MINUS,
	['='] = T_EQ, [','] = T_COMMA, ['*'] = T_STAR, ['['] = T_LSQUARE,
	[']'] = T_RSQUARE, ['{'] = T_LBRACE, ['}'] = T_RBRACE,
	['('] = T_LPAREN, [')'] = T_RPAREN, ['<'] = T_LESS,
	['>'] = T_GREATER, [':'] = T_COLON, ['|'] = T_BAR,
	['0'] = F_DIGIT, ['1'] = F_DIGIT, ['2'] = F_DIGIT, ['3'] = F_DIGIT,
	['4'] = F_DIGIT, ['5'] = F_DIGIT, ['6'] = F_DIGIT, ['7'] = F_DIGIT,
	['8'] = F_DIGIT, ['9'] = F_DIGIT,
	['a'] = F_WORD, ['b'] = F_WORD, ['c'] = F_WORD, ['d'] = F_WORD,
	['e'] = F_WORD, ['f'] = F_WORD, ['g'] = F_WORD, ['h'] = F_WORD,
	['i'] = F_WORD, ['j'] = F_WORD, ['k'] = F_WORD, ['l'] = F_WORD,
	['m'] = F_WORD, ['n'] = F_WORD, ['o'] = F_WORD, ['p'] = F_WORD,
	['q'] = F_WORD, ['r'] = F_WORD, ['s'] = F_WORD, ['t'] = F_WORD,
	['u'] = F_WORD, ['v'] = F_WORD, ['w'] = F_WORD,
	['x'] = F_WORD, ['y'] = F_WORD, ['z'] = F_WORD,
	['A'] = F_WORD, ['B'] = F_WORD, ['C'] = F_WORD, ['D'] = F_WORD,
	['E'] = F_WORD, ['F'] = F_WORD, ['G'] = F_WORD, ['H'] = F_WORD,
	['I'] = F_WORD, ['J'] = F_WORD, ['K'] = F_WORD, ['L'] = F_WORD,
	['M'] = F_WORD, ['N'] = F_WORD, ['O'] = F_WORD, ['P'] = F_WORD,
	['Q'] = F_WORD, ['R'] = F_WORD, ['S'] = F_WORD, ['T'] = F_WORD,
	['U'] = F_WORD, ['V'] = F_WORD, ['W'] = F_WORD, ['X'] = F_WORD,
	['Y'] = F_WORD, ['Z'] = F_WORD, ['_'] = F_WORD,
	/* '.', '$', and the rest: lex_other (and from F_WORD, c"..",
	 * u0x.. and s0x..) */
};
_Static_assert((int)T_BAR < (int)F_WS && (int)T_HASH < (int)F_WS, "token kinds below F_WS");

/* The token at p (the position set). */
COLD static void lex_other_at(lexer *lx, token *t, const char *p)
{
	lx->cur = p;
	lex_other(lx, t, p, (unsigned char)*p);
}

/* Skips what lex_next's loop does not: comments, tabs and the like.  The
 * position of the next token, or of an unterminated comment's start with
 * *bad set. */
COLD static const char *skip_rare(lexer *lx, const char *p, int *bad)
{
	const char *end = lx->end;
	while (p < end) {
		int c = (unsigned char)*p;
		if (c == ' ') {
			p = skip_spaces(p + 1, end);
		} else if (c == '\n') {
			p++;
			lx->line++;
			lx->line_start = p;
		} else if (c == ';') {
			const char *nl = memchr(p, '\n', (size_t)(end - p));
			p = nl ? nl : end;
		} else if (c == '/' && p + 1 < end && p[1] == '*') {
			const char *q = block_comment(lx, p);
			if (!q) {
				*bad = 1;
				return p;
			}
			p = q;
		} else if (c == '\t' || c == '\r' || c == '\f' || c == '\v') {
			p++;
		} else {
			break;
		}
	}
	return p;
}

/* The token after whitespace lex_next left to skip_rare. */
COLD static void lex_after_rare(lexer *lx, token *t, const char *p)
{
	int bad = 0;
	p = skip_rare(lx, p, &bad);
	lx->cur = p;
	t->pos = p;
	t->line = lx->line;
	t->col = (uint32_t)(p - lx->line_start) + 1;
	if (bad) {
		error(lx, t, "unterminated comment");
		return;
	}
	if (p >= lx->end) {
		set(lx, t, T_EOF, p, p);
		return;
	}
	if (first_class[(unsigned char)*p] == F_WS) {
		/* a '/' not starting a comment */
		lex_other(lx, t, p, (unsigned char)*p);
		return;
	}
	lex_next(lx, t);
}

/* The common tokens are read here (names, words, punctuation), without
 * saving registers; the rest by the functions above, reached by tail
 * calls. */
void lex_next(lexer *lx, token *t)
{
	const char *p = lx->cur, *end = lx->end, *e;
	unsigned k;

	/* the gaps of most tokens: none, one blank, or a newline and the
	 * two blanks of an instruction's indent, each before a token */
	if (end - p >= 4) {
		if (*p == ' ' && p[1] != ' ') {
			p++;
		} else if (*p == '\n' && p[1] == ' ' && p[2] == ' ' &&
			   p[3] != ' ') {
			lx->line++;
			lx->line_start = p + 1;
			p += 3;
		}
		k = first_class[(unsigned char)*p];
		if (k != F_WS)
			goto token;
	}
	for (;;) {
		if (p >= end)
			break;
		k = first_class[(unsigned char)*p];
		if (k != F_WS)
			goto token;
		if (*p == ' ') {
			/* the one or two blanks of a token's gap or an indent
			 * here; a longer run (a block label's padding before
			 * its `; preds` comment, some 40) by skip_rare, a word
			 * at a time (a call here would make this function save
			 * registers for every token) */
			if (++p < end && *p == ' ' && ++p < end && *p == ' ')
				break;
		} else if (*p == '\n') {
			p++;
			lx->line++;
			lx->line_start = p;
		} else {
			break;
		}
	}
	lex_after_rare(lx, t, p);
	return;
token:
	t->pos = p;
	t->line = lx->line;
	t->col = (uint32_t)(p - lx->line_start) + 1;
	if (k < F_WS) {
		if (k == F_OTHER) {
			lex_other_at(lx, t, p);
			return;
		}
		set(lx, t, (int)k, p, p + 1);
		return;
	}
	if (k == F_NAME) {
		if (p + 1 < end && is_name_start((unsigned char)p[1])) {
			set(lx, t, T_LOCAL, p + 1, scan_label_chars(p + 2, end));
			return;
		}
		if (p + 1 < end && is_digit((unsigned char)p[1])) {
			/* %12, the most common token of clang's bodies */
			e = p + 2;
			while (e < end && is_digit((unsigned char)*e))
				e++;
			set_as(lx, t, T_LOCAL, 0, 1, p + 1, e);
			return;
		}
		lx->cur = p;
		lex_var(lx, t, T_LOCAL, p + 1);
		return;
	}
	if (k == F_WORD) {
		const char *kw = e = scan_kw_chars(p + 1, end);
		/* c"..", u0x.., s0x..: a string, a hex integer (or a label) */
		if (kw - p <= 1 ? e < end && *e == '"'
				: kw - p > 2 && p[1] == '0' && p[2] == 'x' &&
					  (*p == 'u' || *p == 's')) {
			lex_other_at(lx, t, p);
			return;
		}
		if (e < end && (*e == ':' || is_label_char((unsigned char)*e))) {
			e = scan_label_chars(e, end);
			if (e < end && *e == ':') {
				set(lx, t, T_LABEL, p, e);
				lx->cur = e + 1;
				return;
			}
		}
		set(lx, t, T_WORD, p, kw);
		return;
	}
	if (k == F_GLOBAL) { /* @name; the rest as lex_other reads them */
		if (p + 1 < end && is_name_start((unsigned char)p[1])) {
			set(lx, t, T_GLOBAL, p + 1, scan_label_chars(p + 2, end));
			return;
		}
		lex_other_at(lx, t, p);
		return;
	}
	if (k == F_MINUS && !(p + 1 < end && is_digit((unsigned char)p[1]))) {
		lex_other_at(lx, t, p); /* a label such as -foo:, or an error */
		return;
	}
	/* a decimal integer, negative or not, not followed by what would
	 * make it a float, a hex constant or a label (12., 0x, 12:, 12a:) */
	e = p + 1;
	while (e < end && is_digit((unsigned char)*e))
		e++;
	if (e >= end || !(*e == ':' || is_label_char((unsigned char)*e))) {
		set(lx, t, T_INT, p, e);
		return;
	}
	lx->cur = p;
	lex_number(lx, t, p);
}

int lex_hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

size_t lex_unescape(const char *s, size_t n, char *out)
{
	size_t i, k = 0;
	for (i = 0; i < n; i++) {
		char c = s[i];
		if (c == '\\' && i + 1 < n) {
			if (s[i + 1] == '\\') {
				i++;
			} else if (i + 2 < n && lex_hexval(s[i + 1]) >= 0 &&
				   lex_hexval(s[i + 2]) >= 0) {
				c = (char)(lex_hexval(s[i + 1]) * 16 +
					   lex_hexval(s[i + 2]));
				i += 2;
			}
		}
		out[k++] = c;
	}
	return k;
}
