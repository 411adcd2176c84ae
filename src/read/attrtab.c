/*
 * attrtab: LLVM 22 attribute keywords, print order and canonical text.
 * Behaviour established against /usr/lib/llvm-22/bin/opt -S; the experiment
 * behind each rule is in docs/llvm-printing-notes.md.
 */
#include "read/attrtab.h"
#include "read/lex.h"

#include <stdint.h>
#include <string.h>

/*
 * Every keyword the LLVM 22 parser accepts as an attribute, sorted by name
 * (strcmp) for binary search.  `order` is LLVM's attribute kind number:
 * flag attributes first (alphabetical), then type attributes, then integer
 * attributes, then the range attributes, exactly as LLVM numbers them.
 */
static const struct attrtab_info attr_table[] = {
	{"align", 89, ATTRTAB_INT, ATTRTAB_FN | ATTRTAB_PARAM | ATTRTAB_RET, 0},
	{"alignstack", 97, ATTRTAB_INT, ATTRTAB_FN | ATTRTAB_PARAM | ATTRTAB_RET, 0},
	{"allocalign", 1, ATTRTAB_FLAG, ATTRTAB_PARAM, 0},
	{"allockind", 90, ATTRTAB_PAREN, ATTRTAB_FN, 0},
	{"allocptr", 2, ATTRTAB_FLAG, ATTRTAB_PARAM, 0},
	{"allocsize", 91, ATTRTAB_PAREN, ATTRTAB_FN, 0},
	{"alwaysinline", 3, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"argmemonly", 95, ATTRTAB_LEGACY, ATTRTAB_FN, ATTRTAB_LEGACY_ARGMEMONLY},
	{"builtin", 4, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"byref", 83, ATTRTAB_TYPE, ATTRTAB_PARAM, 0},
	{"byval", 84, ATTRTAB_TYPE, ATTRTAB_PARAM, 0},
	{"captures", 92, ATTRTAB_PAREN, ATTRTAB_PARAM, 0},
	{"cold", 5, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"convergent", 6, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"coro_elide_safe", 8, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"coro_only_destroy_when_complete", 7, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"dead_on_return", 9, ATTRTAB_FLAG, ATTRTAB_PARAM, 0},
	{"dead_on_unwind", 10, ATTRTAB_FLAG, ATTRTAB_PARAM, 0},
	{"dereferenceable", 93, ATTRTAB_INT, ATTRTAB_PARAM | ATTRTAB_RET, 0},
	{"dereferenceable_or_null", 94, ATTRTAB_INT, ATTRTAB_PARAM | ATTRTAB_RET, 0},
	{"disable_sanitizer_instrumentation", 11, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"elementtype", 85, ATTRTAB_TYPE, ATTRTAB_PARAM, 0},
	{"fn_ret_thunk_extern", 12, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"hot", 13, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"hybrid_patchable", 14, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"immarg", 15, ATTRTAB_FLAG, ATTRTAB_PARAM, 0},
	{"inaccessiblemem_or_argmemonly", 95, ATTRTAB_LEGACY, ATTRTAB_FN,
	 ATTRTAB_LEGACY_INACCESSIBLEMEM_OR_ARGMEMONLY},
	{"inaccessiblememonly", 95, ATTRTAB_LEGACY, ATTRTAB_FN,
	 ATTRTAB_LEGACY_INACCESSIBLEMEMONLY},
	{"inalloca", 86, ATTRTAB_TYPE, ATTRTAB_PARAM, 0},
	{"initializes", 101, ATTRTAB_PAREN, ATTRTAB_PARAM, 0},
	{"inlinehint", 17, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"inreg", 16, ATTRTAB_FLAG, ATTRTAB_PARAM | ATTRTAB_RET, 0},
	{"jumptable", 18, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"memory", 95, ATTRTAB_PAREN, ATTRTAB_FN, 0},
	{"minsize", 19, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"mustprogress", 20, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"naked", 21, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"nest", 22, ATTRTAB_FLAG, ATTRTAB_PARAM, 0},
	{"noalias", 23, ATTRTAB_FLAG, ATTRTAB_PARAM | ATTRTAB_RET, 0},
	{"nobuiltin", 24, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"nocallback", 25, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"nocapture", 92, ATTRTAB_LEGACY, ATTRTAB_PARAM | ATTRTAB_RET,
	 ATTRTAB_LEGACY_NOCAPTURE},
	{"nocf_check", 26, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"nocreateundeforpoison", 27, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"nodivergencesource", 28, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"noduplicate", 29, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"noext", 30, ATTRTAB_FLAG, ATTRTAB_PARAM | ATTRTAB_RET, 0},
	{"nofpclass", 96, ATTRTAB_PAREN, ATTRTAB_PARAM | ATTRTAB_RET, 0},
	{"nofree", 31, ATTRTAB_FLAG, ATTRTAB_FN | ATTRTAB_PARAM, 0},
	{"noimplicitfloat", 32, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"noinline", 33, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"nomerge", 34, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"nonlazybind", 44, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"nonnull", 45, ATTRTAB_FLAG, ATTRTAB_PARAM | ATTRTAB_RET, 0},
	{"noprofile", 35, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"norecurse", 36, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"noredzone", 37, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"noreturn", 38, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"nosanitize_bounds", 39, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"nosanitize_coverage", 40, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"nosync", 41, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"noundef", 42, ATTRTAB_FLAG, ATTRTAB_PARAM | ATTRTAB_RET, 0},
	{"nounwind", 43, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"null_pointer_is_valid", 46, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"optdebug", 48, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"optforfuzzing", 47, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"optnone", 50, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"optsize", 49, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"preallocated", 87, ATTRTAB_TYPE, ATTRTAB_FN | ATTRTAB_PARAM, 0},
	{"presplitcoroutine", 51, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"range", 100, ATTRTAB_PAREN, ATTRTAB_PARAM | ATTRTAB_RET, 0},
	{"readnone", 52, ATTRTAB_FLAG, ATTRTAB_FN | ATTRTAB_PARAM,
	 ATTRTAB_LEGACY_READNONE},
	{"readonly", 53, ATTRTAB_FLAG, ATTRTAB_FN | ATTRTAB_PARAM,
	 ATTRTAB_LEGACY_READONLY},
	{"returned", 54, ATTRTAB_FLAG, ATTRTAB_PARAM, 0},
	{"returns_twice", 55, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"safestack", 57, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"sanitize_address", 58, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"sanitize_alloc_token", 59, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"sanitize_hwaddress", 60, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"sanitize_memory", 62, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"sanitize_memtag", 61, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"sanitize_numerical_stability", 63, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"sanitize_realtime", 64, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"sanitize_realtime_blocking", 65, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"sanitize_thread", 66, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"sanitize_type", 67, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"shadowcallstack", 68, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"signext", 56, ATTRTAB_FLAG, ATTRTAB_PARAM | ATTRTAB_RET, 0},
	{"skipprofile", 69, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"speculatable", 70, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"speculative_load_hardening", 71, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"sret", 88, ATTRTAB_TYPE, ATTRTAB_PARAM, 0},
	{"ssp", 72, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"sspreq", 73, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"sspstrong", 74, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"strictfp", 75, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"swiftasync", 76, ATTRTAB_FLAG, ATTRTAB_PARAM, 0},
	{"swifterror", 77, ATTRTAB_FLAG, ATTRTAB_PARAM, 0},
	{"swiftself", 78, ATTRTAB_FLAG, ATTRTAB_PARAM, 0},
	{"uwtable", 98, ATTRTAB_PAREN, ATTRTAB_FN, 0},
	{"vscale_range", 99, ATTRTAB_PAREN, ATTRTAB_FN, 0},
	{"willreturn", 79, ATTRTAB_FLAG, ATTRTAB_FN, 0},
	{"writable", 80, ATTRTAB_FLAG, ATTRTAB_PARAM, 0},
	{"writeonly", 81, ATTRTAB_FLAG, ATTRTAB_FN | ATTRTAB_PARAM,
	 ATTRTAB_LEGACY_WRITEONLY},
	{"zeroext", 82, ATTRTAB_FLAG, ATTRTAB_PARAM | ATTRTAB_RET, 0},
};

#define NATTR (sizeof attr_table / sizeof attr_table[0])

size_t attrtab_count(void) { return NATTR; }

const struct attrtab_info *attrtab_at(size_t i)
{
	return i < NATTR ? &attr_table[i] : NULL;
}

/* strcmp of a counted string against a NUL-terminated one. */
static int cmp_counted(const char *s, size_t len, const char *z)
{
	size_t zl = strlen(z);
	int c = memcmp(s, z, len < zl ? len : zl);
	if (c != 0)
		return c;
	return len < zl ? -1 : len > zl ? 1 : 0;
}

const struct attrtab_info *attrtab_lookup(const char *name, size_t len)
{
	size_t lo = 0, hi = NATTR;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = cmp_counted(name, len, attr_table[mid].name);
		if (c == 0)
			return &attr_table[mid];
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return NULL;
}

int attrtab_form_at(const struct attrtab_info *ai, int where)
{
	where &= ATTRTAB_FN | ATTRTAB_PARAM | ATTRTAB_RET;
	if (ai == NULL || (ai->where & where) == 0)
		return -1;
	if (ai->legacy != 0 && ai->form == ATTRTAB_FLAG && where == ATTRTAB_FN)
		return ATTRTAB_LEGACY;
	return ai->form;
}

/* ---- output buffer ------------------------------------------------------ */

struct outbuf {
	char *p;
	size_t cap, len;
	int full;
};

static void ob_init(struct outbuf *ob, char *p, size_t cap)
{
	ob->p = p;
	ob->cap = cap;
	ob->len = 0;
	ob->full = cap == 0;
	if (cap > 0)
		p[0] = '\0';
}

static void ob_putc(struct outbuf *ob, char c)
{
	if (ob->full || ob->len + 1 >= ob->cap) {
		ob->full = 1;
		return;
	}
	ob->p[ob->len++] = c;
	ob->p[ob->len] = '\0';
}

static void ob_puts(struct outbuf *ob, const char *s)
{
	while (*s)
		ob_putc(ob, *s++);
}

static void ob_putu64(struct outbuf *ob, uint64_t v)
{
	char tmp[24];
	int n = 0;
	do {
		tmp[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v != 0);
	while (n > 0)
		ob_putc(ob, tmp[--n]);
}

static void ob_puti64(struct outbuf *ob, int64_t v)
{
	if (v < 0) {
		ob_putc(ob, '-');
		ob_putu64(ob, (uint64_t)0 - (uint64_t)v);
	} else {
		ob_putu64(ob, (uint64_t)v);
	}
}

static int ob_done(const struct outbuf *ob) { return ob->full ? -2 : 0; }

/* ---- raw-text scanning -------------------------------------------------- */

struct scan {
	const char *s;
	size_t len, pos;
};

static int is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static int is_digit(char c) { return c >= '0' && c <= '9'; }

static int is_word_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || is_digit(c) ||
	       c == '_';
}

static void sc_skip(struct scan *sc)
{
	while (sc->pos < sc->len && is_space(sc->s[sc->pos]))
		sc->pos++;
}

static int sc_at_end(struct scan *sc)
{
	sc_skip(sc);
	return sc->pos >= sc->len;
}

/* Consume punctuation character c (after blanks); 1 if consumed. */
static int sc_eat(struct scan *sc, char c)
{
	sc_skip(sc);
	if (sc->pos < sc->len && sc->s[sc->pos] == c) {
		sc->pos++;
		return 1;
	}
	return 0;
}

/* Next word (letters, digits, '_'); returns its length, 0 if none. */
static size_t sc_word(struct scan *sc, const char **w)
{
	size_t start;
	sc_skip(sc);
	start = sc->pos;
	while (sc->pos < sc->len && is_word_char(sc->s[sc->pos]))
		sc->pos++;
	*w = sc->s + start;
	return sc->pos - start;
}

static int word_is(const char *w, size_t n, const char *z)
{
	return cmp_counted(w, n, z) == 0;
}

/*
 * Unsigned decimal integer, saturating at UINT64_MAX like LLVM's
 * getLimitedValue (parseUInt64).  *overflow is set when the literal does not
 * fit in 64 bits.  Returns 0, or -1 if there are no digits here.
 */
static int sc_u64(struct scan *sc, uint64_t *v, int *overflow)
{
	uint64_t acc = 0;
	int any = 0, ovf = 0;
	sc_skip(sc);
	while (sc->pos < sc->len && is_digit(sc->s[sc->pos])) {
		unsigned d = (unsigned)(sc->s[sc->pos] - '0');
		if (acc > (UINT64_MAX - d) / 10)
			ovf = 1;
		else
			acc = acc * 10 + d;
		any = 1;
		sc->pos++;
	}
	if (!any)
		return -1;
	if (sc->pos < sc->len && is_word_char(sc->s[sc->pos]))
		return -1; /* 12ab is not an integer token */
	*v = ovf ? UINT64_MAX : acc;
	if (overflow != NULL)
		*overflow = ovf;
	return 0;
}

/* parseUInt32: a decimal that must fit in 32 bits. */
static int sc_u32(struct scan *sc, uint32_t *v)
{
	uint64_t x;
	int ovf;
	if (sc_u64(sc, &x, &ovf) != 0 || ovf || x > 0xFFFFFFFFu)
		return -1;
	*v = (uint32_t)x;
	return 0;
}

static int is_pow2(uint64_t v) { return v != 0 && (v & (v - 1)) == 0; }

static uint64_t floor_pow2(uint64_t v)
{
	uint64_t p = 1;
	while (p <= v / 2)
		p <<= 1;
	return p;
}

/* ---- memory(...) -------------------------------------------------------- */

static const char *const memloc_names[ATTRTAB_MEM_NLOC] = {
    "argmem", "inaccessiblemem", "errnomem", NULL, "target_mem0",
    "target_mem1"};

static const char *const modref_names[4] = {"none", "read", "write",
					    "readwrite"};

static unsigned mem_get(unsigned e, int loc) { return (e >> (2 * loc)) & 3u; }

static unsigned mem_set(unsigned e, int loc, unsigned mr)
{
	return (e & ~(3u << (2 * loc))) | (mr << (2 * loc));
}

static unsigned mem_all(unsigned mr)
{
	unsigned e = 0;
	int loc;
	for (loc = 0; loc < ATTRTAB_MEM_NLOC; loc++)
		e = mem_set(e, loc, mr);
	return e;
}

static int modref_of(const char *w, size_t n)
{
	int i;
	for (i = 0; i < 4; i++)
		if (word_is(w, n, modref_names[i]))
			return i;
	return -1;
}

static int memloc_of(const char *w, size_t n)
{
	int i;
	for (i = 0; i < ATTRTAB_MEM_NLOC; i++)
		if (memloc_names[i] != NULL && word_is(w, n, memloc_names[i]))
			return i;
	return -1;
}

/*
 * LLParser::parseMemoryAttr: a comma-separated list of `access` (the default,
 * applied to every location) and `location: access` items; a default may not
 * follow a location item.  Later items override earlier ones.
 */
int attrtab_memory_parse(const char *raw, size_t len, unsigned *effects)
{
	struct scan sc = {raw, len, 0};
	unsigned e = 0; /* unmentioned locations are not accessed */
	int seen_loc = 0;
	do {
		const char *w;
		size_t n = sc_word(&sc, &w);
		int loc = memloc_of(w, n), mr;
		if (loc >= 0) {
			if (!sc_eat(&sc, ':'))
				return -1;
			n = sc_word(&sc, &w);
		}
		mr = modref_of(w, n);
		if (mr < 0)
			return -1;
		if (loc >= 0) {
			seen_loc = 1;
			e = mem_set(e, loc, (unsigned)mr);
		} else {
			if (seen_loc)
				return -1; /* default access kind must be first */
			e = mem_all((unsigned)mr);
		}
	} while (sc_eat(&sc, ','));
	if (!sc_at_end(&sc))
		return -1;
	*effects = e;
	return 0;
}

/*
 * Attribute::getAsString for memory: the default ("other") access kind first
 * unless it is none while something else is accessed, then each location in
 * LLVM order whose access differs from the default.
 */
int attrtab_memory_print(unsigned effects, char *out, size_t cap)
{
	struct outbuf ob;
	unsigned other = mem_get(effects, ATTRTAB_MEM_OTHER), any = 0;
	int loc, first = 1;
	ob_init(&ob, out, cap);
	for (loc = 0; loc < ATTRTAB_MEM_NLOC; loc++)
		any |= mem_get(effects, loc);
	ob_puts(&ob, "memory(");
	if (other != 0 || any == 0) {
		ob_puts(&ob, modref_names[other]);
		first = 0;
	}
	for (loc = 0; loc < ATTRTAB_MEM_NLOC; loc++) {
		unsigned mr = mem_get(effects, loc);
		if (loc == ATTRTAB_MEM_OTHER || mr == other)
			continue;
		if (!first)
			ob_puts(&ob, ", ");
		first = 0;
		ob_puts(&ob, memloc_names[loc]);
		ob_puts(&ob, ": ");
		ob_puts(&ob, modref_names[mr]);
	}
	ob_putc(&ob, ')');
	return ob_done(&ob);
}

unsigned attrtab_legacy_effects(unsigned legacy_mask)
{
	unsigned e = ATTRTAB_MEM_UNKNOWN;
	if (legacy_mask & ATTRTAB_LEGACY_READNONE)
		e &= 0;
	if (legacy_mask & ATTRTAB_LEGACY_READONLY)
		e &= mem_all(1);
	if (legacy_mask & ATTRTAB_LEGACY_WRITEONLY)
		e &= mem_all(2);
	if (legacy_mask & ATTRTAB_LEGACY_ARGMEMONLY)
		e &= mem_set(0, ATTRTAB_MEM_ARGMEM, 3);
	if (legacy_mask & ATTRTAB_LEGACY_INACCESSIBLEMEMONLY)
		e &= mem_set(0, ATTRTAB_MEM_INACCESSIBLEMEM, 3);
	if (legacy_mask & ATTRTAB_LEGACY_INACCESSIBLEMEM_OR_ARGMEMONLY)
		e &= mem_set(mem_set(0, ATTRTAB_MEM_ARGMEM, 3),
			     ATTRTAB_MEM_INACCESSIBLEMEM, 3);
	return e;
}

int attrtab_legacy_memory(unsigned legacy_mask, char *out, size_t cap)
{
	const unsigned memory_bits =
	    ATTRTAB_LEGACY_READNONE | ATTRTAB_LEGACY_READONLY |
	    ATTRTAB_LEGACY_WRITEONLY | ATTRTAB_LEGACY_ARGMEMONLY |
	    ATTRTAB_LEGACY_INACCESSIBLEMEMONLY |
	    ATTRTAB_LEGACY_INACCESSIBLEMEM_OR_ARGMEMONLY;
	if ((legacy_mask & memory_bits) == 0) {
		if (cap == 0)
			return -2;
		out[0] = '\0';
		return 1;
	}
	return attrtab_memory_print(attrtab_legacy_effects(legacy_mask), out,
				    cap);
}

/* ---- captures(...) ------------------------------------------------------ */

enum {
	CC_NONE = 0,
	CC_ADDRESS_IS_NULL = 1,
	CC_ADDRESS = 3,
	CC_READ_PROVENANCE = 4,
	CC_PROVENANCE = 12
};

static int capture_component(const char *w, size_t n, unsigned *cc)
{
	static const struct {
		const char *name;
		unsigned bits;
	} comps[] = {{"address", CC_ADDRESS},
		     {"address_is_null", CC_ADDRESS_IS_NULL},
		     {"provenance", CC_PROVENANCE},
		     {"read_provenance", CC_READ_PROVENANCE}};
	size_t i;
	for (i = 0; i < sizeof comps / sizeof comps[0]; i++)
		if (word_is(w, n, comps[i].name)) {
			*cc = comps[i].bits;
			return 0;
		}
	return -1;
}

/*
 * Components before `ret:` describe capture through memory and other means,
 * those after it capture through the return value; without `ret:` both are
 * the same.  `none` must stand alone in its list; `ret:` may appear once.
 */
int attrtab_captures_parse(const char *raw, size_t len, unsigned *other,
			   unsigned *ret)
{
	struct scan sc = {raw, len, 0};
	unsigned lists[2] = {0, 0};
	int cur = 0, seen_ret = 0, items[2] = {0, 0}, had_none[2] = {0, 0};
	do {
		const char *w;
		size_t n = sc_word(&sc, &w);
		unsigned cc;
		if (word_is(w, n, "ret")) {
			if (seen_ret || !sc_eat(&sc, ':'))
				return -1;
			seen_ret = 1;
			cur = 1;
			n = sc_word(&sc, &w);
		}
		if (word_is(w, n, "none")) {
			if (items[cur] > 0)
				return -1;
			had_none[cur] = 1;
			items[cur]++;
			continue;
		}
		if (capture_component(w, n, &cc) != 0)
			return -1;
		if (had_none[cur])
			return -1;
		lists[cur] |= cc;
		items[cur]++;
	} while (sc_eat(&sc, ','));
	if (!sc_at_end(&sc))
		return -1;
	*other = lists[0];
	*ret = seen_ret ? lists[1] : lists[0];
	return 0;
}

static void put_components(struct outbuf *ob, unsigned cc)
{
	int first = 1;
	if (cc == CC_NONE) {
		ob_puts(ob, "none");
		return;
	}
	if ((cc & CC_ADDRESS) == CC_ADDRESS) {
		ob_puts(ob, "address");
		first = 0;
	} else if (cc & CC_ADDRESS_IS_NULL) {
		ob_puts(ob, "address_is_null");
		first = 0;
	}
	if ((cc & CC_PROVENANCE) == CC_PROVENANCE) {
		ob_puts(ob, first ? "provenance" : ", provenance");
	} else if (cc & CC_READ_PROVENANCE) {
		ob_puts(ob, first ? "read_provenance" : ", read_provenance");
	}
}

int attrtab_captures_print(unsigned other, unsigned ret, char *out,
			   size_t cap)
{
	struct outbuf ob;
	ob_init(&ob, out, cap);
	ob_puts(&ob, "captures(");
	if (other == ret) {
		put_components(&ob, other);
	} else {
		if (other != CC_NONE) {
			put_components(&ob, other);
			ob_puts(&ob, ", ");
		}
		ob_puts(&ob, "ret: ");
		put_components(&ob, ret);
	}
	ob_putc(&ob, ')');
	return ob_done(&ob);
}

/* ---- nofpclass(...) ----------------------------------------------------- */

/* Printing is greedy in this order; parsing accepts every name. */
static const struct {
	const char *name;
	unsigned mask;
} fpclass_names[] = {
    {"all", 0x3FF},  {"nan", 0x003},   {"snan", 0x001},  {"qnan", 0x002},
    {"inf", 0x204},  {"ninf", 0x004},  {"pinf", 0x200},  {"zero", 0x060},
    {"nzero", 0x020}, {"pzero", 0x040}, {"sub", 0x090},   {"nsub", 0x010},
    {"psub", 0x080}, {"norm", 0x108},  {"nnorm", 0x008}, {"pnorm", 0x100}};

#define NFPCLASS (sizeof fpclass_names / sizeof fpclass_names[0])

int attrtab_nofpclass_parse(const char *raw, size_t len, unsigned *mask)
{
	struct scan sc = {raw, len, 0};
	unsigned m = 0;
	sc_skip(&sc);
	if (sc.pos < len && is_digit(raw[sc.pos])) {
		uint64_t v;
		int ovf;
		if (sc_u64(&sc, &v, &ovf) != 0 || !sc_at_end(&sc))
			return -1;
		if (ovf || v == 0 || v > 0x3FF)
			return -1; /* invalid mask value for 'nofpclass' */
		*mask = (unsigned)v;
		return 0;
	}
	while (!sc_at_end(&sc)) {
		const char *w;
		size_t n = sc_word(&sc, &w), i;
		for (i = 0; i < NFPCLASS; i++)
			if (word_is(w, n, fpclass_names[i].name))
				break;
		if (i == NFPCLASS)
			return -1;
		m |= fpclass_names[i].mask;
	}
	if (m == 0)
		return -1;
	*mask = m;
	return 0;
}

int attrtab_nofpclass_print(unsigned mask, char *out, size_t cap)
{
	struct outbuf ob;
	size_t i;
	int first = 1;
	ob_init(&ob, out, cap);
	ob_puts(&ob, "nofpclass(");
	for (i = 0; i < NFPCLASS; i++) {
		if ((mask & fpclass_names[i].mask) != fpclass_names[i].mask)
			continue;
		if (!first)
			ob_putc(&ob, ' ');
		first = 0;
		ob_puts(&ob, fpclass_names[i].name);
		mask &= ~fpclass_names[i].mask;
	}
	ob_putc(&ob, ')');
	return ob_done(&ob);
}

/* ---- range(...): arbitrary-width integers -------------------------------- */

/* Widths up to 4096 bits; two spare words absorb the lexer's overshoot. */
#define BN_BITS 4096u
#define BN_WORDS (BN_BITS / 32 + 2)

struct bignum {
	uint32_t w[BN_WORDS];
};

static void bn_zero(struct bignum *b) { memset(b->w, 0, sizeof b->w); }

/* b = b * 10 + d; returns -1 when the value no longer fits. */
static int bn_mul10_add(struct bignum *b, unsigned d)
{
	uint64_t carry = d;
	size_t i;
	for (i = 0; i < BN_WORDS; i++) {
		uint64_t t = (uint64_t)b->w[i] * 10 + carry;
		b->w[i] = (uint32_t)t;
		carry = t >> 32;
	}
	return carry != 0 ? -1 : 0;
}

static unsigned bn_active_bits(const struct bignum *b)
{
	size_t i = BN_WORDS;
	while (i > 0) {
		uint32_t x = b->w[--i];
		if (x != 0) {
			unsigned bits = 0;
			while (x != 0) {
				bits++;
				x >>= 1;
			}
			return (unsigned)(i * 32) + bits;
		}
	}
	return 0;
}

static int bn_is_zero(const struct bignum *b)
{
	return bn_active_bits(b) == 0;
}

static void bn_dec(struct bignum *b) /* b -= 1, b > 0 */
{
	size_t i;
	for (i = 0; i < BN_WORDS; i++)
		if (b->w[i]-- != 0)
			break;
}

/* Keep the low `bits` bits. */
static void bn_trunc(struct bignum *b, unsigned bits)
{
	size_t i;
	for (i = 0; i < BN_WORDS; i++) {
		unsigned lo = (unsigned)i * 32;
		if (lo >= bits)
			b->w[i] = 0;
		else if (bits - lo < 32)
			b->w[i] &= (1u << (bits - lo)) - 1;
	}
}

/* Two's complement negation modulo 2^bits. */
static void bn_neg(struct bignum *b, unsigned bits)
{
	uint64_t carry = 1;
	size_t i;
	for (i = 0; i < BN_WORDS; i++) {
		uint64_t t = (uint64_t)(uint32_t)~b->w[i] + carry;
		b->w[i] = (uint32_t)t;
		carry = t >> 32;
	}
	bn_trunc(b, bits);
}

static int bn_bit(const struct bignum *b, unsigned k)
{
	return (int)((b->w[k / 32] >> (k % 32)) & 1u);
}

static int bn_equal(const struct bignum *a, const struct bignum *b)
{
	return memcmp(a->w, b->w, sizeof a->w) == 0;
}

/* Decimal of an unsigned bignum (destroys b). */
static void bn_put_decimal(struct outbuf *ob, struct bignum *b)
{
	char digits[BN_BITS / 3 + 8];
	size_t n = 0;
	do {
		uint64_t rem = 0;
		size_t i = BN_WORDS;
		while (i > 0) {
			uint64_t cur = (rem << 32) | b->w[--i];
			b->w[i] = (uint32_t)(cur / 10);
			rem = cur % 10;
		}
		digits[n++] = (char)('0' + rem);
	} while (!bn_is_zero(b) && n < sizeof digits);
	while (n > 0)
		ob_putc(ob, digits[--n]);
}

/* Print the low `bits` bits of b as a signed number (APInt::print). */
static void bn_put_signed(struct outbuf *ob, const struct bignum *v,
			  unsigned bits)
{
	struct bignum b = *v;
	if (bn_bit(&b, bits - 1)) {
		ob_putc(ob, '-');
		bn_neg(&b, bits);
	}
	bn_put_decimal(ob, &b);
}

/*
 * One integer token of range(): LLLexer gives a decimal literal the width it
 * needs (active bits if positive, significant bits if negative, at least 1);
 * LLParser rejects it if that exceeds the range type's width, else extends
 * it.  The result is the value modulo 2^bits.
 */
static int sc_range_int(struct scan *sc, unsigned bits, struct bignum *out)
{
	int neg = 0, any = 0;
	unsigned need;
	bn_zero(out);
	sc_skip(sc);
	if (sc->pos < sc->len && sc->s[sc->pos] == '-') {
		neg = 1;
		sc->pos++;
	}
	if (sc->pos + 1 < sc->len && (sc->s[sc->pos] == 'u' ||
				      sc->s[sc->pos] == 's') &&
	    sc->s[sc->pos + 1] == '0')
		return -2; /* [us]0x hex literal: not modelled */
	while (sc->pos < sc->len && is_digit(sc->s[sc->pos])) {
		if (bn_mul10_add(out, (unsigned)(sc->s[sc->pos] - '0')) != 0)
			return -1; /* far wider than any supported type */
		any = 1;
		sc->pos++;
	}
	if (!any || (sc->pos < sc->len && is_word_char(sc->s[sc->pos])))
		return -1;
	if (!neg) {
		need = bn_active_bits(out);
	} else if (bn_is_zero(out)) {
		need = 1;
	} else {
		struct bignum m1 = *out;
		bn_dec(&m1);
		need = bn_active_bits(&m1) + 1;
	}
	if (need > bits)
		return -1; /* integer is too large for the bit width */
	if (neg)
		bn_neg(out, bits);
	return 0;
}

static int canon_range(const char *raw, size_t len, struct outbuf *ob)
{
	struct scan sc = {raw, len, 0};
	struct bignum lo, hi;
	uint64_t bits;
	int ovf, r;
	sc_skip(&sc);
	if (sc.pos >= len || raw[sc.pos] != 'i')
		return -1; /* the range must have integer type */
	sc.pos++;
	if (sc.pos >= len || !is_digit(raw[sc.pos]))
		return -1;
	if (sc_u64(&sc, &bits, &ovf) != 0 || bits == 0 || bits > 0x7FFFFF)
		return -1;
	if (bits > BN_BITS)
		return -2;
	if ((r = sc_range_int(&sc, (unsigned)bits, &lo)) != 0)
		return r;
	if (!sc_eat(&sc, ','))
		return -1;
	if ((r = sc_range_int(&sc, (unsigned)bits, &hi)) != 0)
		return r;
	if (!sc_at_end(&sc))
		return -1;
	if (bn_equal(&lo, &hi) && !bn_is_zero(&lo))
		return -1; /* the range represent the empty set ... */
	ob_puts(ob, "range(i");
	ob_putu64(ob, bits);
	ob_putc(ob, ' ');
	bn_put_signed(ob, &lo, (unsigned)bits);
	ob_puts(ob, ", ");
	bn_put_signed(ob, &hi, (unsigned)bits);
	ob_putc(ob, ')');
	return 0;
}

/* ---- initializes((lo, hi), ...) ----------------------------------------- */

/*
 * A 64-bit bound.  Literals wider than 64 bits make LLVM 22 read garbage,
 * so they are reported as unmodelled (-2).
 */
static int sc_i64(struct scan *sc, int64_t *v)
{
	uint64_t m;
	int neg, ovf;
	sc_skip(sc);
	neg = sc->pos < sc->len && sc->s[sc->pos] == '-';
	if (neg)
		sc->pos++;
	if (sc->pos >= sc->len || !is_digit(sc->s[sc->pos]))
		return -1;
	if (sc_u64(sc, &m, &ovf) != 0)
		return -1;
	if (ovf || (neg && m > (uint64_t)1 << 63))
		return -2;
	if (neg)
		m = (uint64_t)0 - m;
	*v = (int64_t)m; /* 2^63..2^64-1 wrap to negative, as in LLVM */
	return 0;
}

static int canon_initializes(const char *raw, size_t len, struct outbuf *ob)
{
	struct scan sc = {raw, len, 0};
	int64_t prev_hi = 0;
	int first = 1, r;
	ob_puts(ob, "initializes(");
	do {
		int64_t lo, hi;
		if (!sc_eat(&sc, '('))
			return -1;
		if ((r = sc_i64(&sc, &lo)) != 0)
			return r;
		if (!sc_eat(&sc, ','))
			return -1;
		if ((r = sc_i64(&sc, &hi)) != 0)
			return r;
		if (!sc_eat(&sc, ')'))
			return -1;
		if (lo == hi)
			return -1; /* full or empty set */
		if (lo > hi || (!first && lo <= prev_hi))
			return -1; /* unordered or overlapping */
		if (!first)
			ob_puts(ob, ", ");
		ob_putc(ob, '(');
		ob_puti64(ob, lo);
		ob_puts(ob, ", ");
		ob_puti64(ob, hi);
		ob_putc(ob, ')');
		prev_hi = hi;
		first = 0;
	} while (sc_eat(&sc, ','));
	if (!sc_at_end(&sc))
		return -1;
	ob_putc(ob, ')');
	return 0;
}

/* ---- the small parenthesised attributes --------------------------------- */

static int canon_allocsize(const char *raw, size_t len, struct outbuf *ob)
{
	struct scan sc = {raw, len, 0};
	uint32_t elem, num = 0xFFFFFFFFu;
	int has_num = 0;
	if (sc_u32(&sc, &elem) != 0)
		return -1;
	if (sc_eat(&sc, ',')) {
		if (sc_u32(&sc, &num) != 0)
			return -1;
		has_num = 1;
	}
	if (!sc_at_end(&sc) || (has_num && elem == num))
		return -1; /* indices can't refer to the same parameter */
	ob_puts(ob, "allocsize(");
	ob_putu64(ob, elem);
	if (num != 0xFFFFFFFFu) { /* LLVM's "absent" marker */
		ob_putc(ob, ',');
		ob_putu64(ob, num);
	}
	ob_putc(ob, ')');
	return 0;
}

static int canon_vscale_range(const char *raw, size_t len, struct outbuf *ob)
{
	struct scan sc = {raw, len, 0};
	uint32_t lo, hi;
	if (sc_u32(&sc, &lo) != 0)
		return -1;
	hi = lo;
	if (sc_eat(&sc, ',') && sc_u32(&sc, &hi) != 0)
		return -1;
	if (!sc_at_end(&sc))
		return -1;
	if (lo == 0 && hi == 0)
		return 1; /* no attribute */
	ob_puts(ob, "vscale_range(");
	ob_putu64(ob, lo);
	ob_putc(ob, ',');
	ob_putu64(ob, hi);
	ob_putc(ob, ')');
	return 0;
}

static int canon_uwtable(const char *raw, size_t len, struct outbuf *ob)
{
	struct scan sc = {raw, len, 0};
	const char *w;
	size_t n;
	if (len == 0) {
		ob_puts(ob, "uwtable");
		return 0;
	}
	n = sc_word(&sc, &w);
	if (!sc_at_end(&sc))
		return -1;
	if (word_is(w, n, "async"))
		ob_puts(ob, "uwtable");
	else if (word_is(w, n, "sync"))
		ob_puts(ob, "uwtable(sync)");
	else
		return -1;
	return 0;
}

static int canon_allockind(const char *raw, size_t len, struct outbuf *ob)
{
	static const char *const kinds[] = {"alloc",	     "realloc",
					    "free",	     "uninitialized",
					    "zeroed",	     "aligned"};
	struct scan sc = {raw, len, 0};
	size_t start, end, i;
	unsigned mask = 0;
	int first = 1;
	sc_skip(&sc);
	if (sc.pos >= len || raw[sc.pos] != '"')
		return -1;
	start = ++sc.pos;
	while (sc.pos < len && raw[sc.pos] != '"')
		sc.pos++;
	if (sc.pos >= len)
		return -1;
	end = sc.pos++;
	if (!sc_at_end(&sc))
		return -1;
	/* comma-separated, no blanks allowed, every piece must be known */
	i = start;
	for (;;) {
		size_t j = i, k;
		while (j < end && raw[j] != ',')
			j++;
		for (k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
			if (word_is(raw + i, j - i, kinds[k]))
				break;
		if (k == sizeof kinds / sizeof kinds[0])
			return -1; /* unknown allockind */
		mask |= 1u << k;
		if (j == end)
			break;
		i = j + 1;
	}
	ob_puts(ob, "allockind(\"");
	for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
		if (mask & (1u << i)) {
			if (!first)
				ob_putc(ob, ',');
			first = 0;
			ob_puts(ob, kinds[i]);
		}
	ob_puts(ob, "\")");
	return 0;
}

/* ---- integer attributes -------------------------------------------------- */

static int canon_int(const struct attrtab_info *ai, int where, const char *raw,
		     size_t len, struct outbuf *ob)
{
	struct scan sc = {raw, len, 0};
	int group = (where & ATTRTAB_FN) && !(where & ATTRTAB_INLINE);
	uint64_t v;
	int ovf;
	if (sc_u64(&sc, &v, &ovf) != 0 || !sc_at_end(&sc))
		return -1;
	if (strcmp(ai->name, "align") == 0) {
		if (group) { /* align=N in a group: uint32, rounded down */
			if (ovf || v > 0xFFFFFFFFu)
				return -1;
			if (v == 0)
				return 1;
			v = floor_pow2(v);
		} else if (!is_pow2(v)) {
			return -1; /* alignment is not a power of two */
		} else if (v > ((uint64_t)1 << 32)) {
			return -1; /* huge alignments are not supported yet */
		}
		ob_puts(ob, "align ");
		ob_putu64(ob, v);
		return 0;
	}
	if (strcmp(ai->name, "alignstack") == 0) {
		if (ovf || v > 0xFFFFFFFFu)
			return -1; /* expected 32-bit integer */
		if (group) {
			if (v == 0)
				return 1;
			v = floor_pow2(v);
			ob_puts(ob, "alignstack=");
			ob_putu64(ob, v);
			return 0;
		}
		if (!is_pow2(v))
			return -1; /* stack alignment is not a power of two */
		ob_puts(ob, "alignstack(");
		ob_putu64(ob, v);
		ob_putc(ob, ')');
		return 0;
	}
	/* dereferenceable, dereferenceable_or_null: uint64, saturating */
	if (v == 0)
		return -1; /* dereferenceable bytes must be non-zero */
	ob_puts(ob, ai->name);
	ob_putc(ob, '(');
	ob_putu64(ob, v);
	ob_putc(ob, ')');
	return 0;
}

/* ---- attrtab_canon ------------------------------------------------------- */

static int canon_paren(const struct attrtab_info *ai, const char *raw,
		       size_t len, struct outbuf *ob)
{
	const char *n = ai->name;
	if (strcmp(n, "memory") == 0) {
		unsigned e;
		if (attrtab_memory_parse(raw, len, &e) != 0)
			return -1;
		return attrtab_memory_print(e, ob->p, ob->cap);
	}
	if (strcmp(n, "captures") == 0) {
		unsigned other, ret;
		if (attrtab_captures_parse(raw, len, &other, &ret) != 0)
			return -1;
		return attrtab_captures_print(other, ret, ob->p, ob->cap);
	}
	if (strcmp(n, "nofpclass") == 0) {
		unsigned m;
		if (attrtab_nofpclass_parse(raw, len, &m) != 0)
			return -1;
		return attrtab_nofpclass_print(m, ob->p, ob->cap);
	}
	if (strcmp(n, "range") == 0)
		return canon_range(raw, len, ob);
	if (strcmp(n, "initializes") == 0)
		return canon_initializes(raw, len, ob);
	if (strcmp(n, "allocsize") == 0)
		return canon_allocsize(raw, len, ob);
	if (strcmp(n, "vscale_range") == 0)
		return canon_vscale_range(raw, len, ob);
	if (strcmp(n, "uwtable") == 0)
		return canon_uwtable(raw, len, ob);
	if (strcmp(n, "allockind") == 0)
		return canon_allockind(raw, len, ob);
	return -1;
}

int attrtab_canon(const struct attrtab_info *ai, int where, const char *raw,
		  size_t len, char *out, size_t cap)
{
	struct outbuf ob;
	int form = attrtab_form_at(ai, where), r;
	if (cap == 0)
		return -2;
	ob_init(&ob, out, cap);
	if (form < 0)
		return -1;
	if (raw == NULL)
		len = 0;
	switch (form) {
	case ATTRTAB_FLAG:
		ob_puts(&ob, ai->name);
		return ob_done(&ob);
	case ATTRTAB_TYPE:
		ob_puts(&ob, ai->name);
		ob_putc(&ob, '(');
		while (len > 0 && is_space(*raw)) {
			raw++;
			len--;
		}
		while (len > 0 && is_space(raw[len - 1]))
			len--;
		if (len == 0)
			return -1;
		while (len-- > 0)
			ob_putc(&ob, *raw++);
		ob_putc(&ob, ')');
		return ob_done(&ob);
	case ATTRTAB_LEGACY:
		if (ai->legacy == ATTRTAB_LEGACY_NOCAPTURE)
			return attrtab_captures_print(CC_NONE, CC_NONE, out, cap);
		return attrtab_legacy_memory(ai->legacy, out, cap);
	case ATTRTAB_INT:
		r = canon_int(ai, where, raw, len, &ob);
		break;
	default:
		r = canon_paren(ai, raw, len, &ob);
		break;
	}
	if (r != 0) {
		out[0] = '\0';
		return r;
	}
	return ob_done(&ob);
}

/* ---- string attributes --------------------------------------------------- */

/*
 * LLLexer's UnEscapeLexed, one byte at a time: "\\" is a backslash, "\XX"
 * (two hex digits) is that byte, any other backslash stays as it is.
 * Returns the byte at *pos and advances *pos.
 */
static unsigned char unescape_next(const char *s, size_t len, size_t *pos)
{
	size_t i = *pos;
	if (s[i] == '\\') {
		if (i + 1 < len && s[i + 1] == '\\') {
			*pos = i + 2;
			return '\\';
		}
		if (i + 2 < len && lex_hexval(s[i + 1]) >= 0 &&
		    lex_hexval(s[i + 2]) >= 0) {
			*pos = i + 3;
			return (unsigned char)(lex_hexval(s[i + 1]) * 16 +
					       lex_hexval(s[i + 2]));
		}
	}
	*pos = i + 1;
	return (unsigned char)s[i];
}

static void put_escaped(struct outbuf *ob, unsigned char c)
{
	static const char hex[] = "0123456789ABCDEF";
	if (c == '\\') {
		ob_puts(ob, "\\\\");
	} else if (c >= 0x20 && c < 0x7F && c != '"') {
		ob_putc(ob, (char)c);
	} else {
		ob_putc(ob, '\\');
		ob_putc(ob, hex[c >> 4]);
		ob_putc(ob, hex[c & 15]);
	}
}

int attrtab_canon_string(const char *key, size_t klen, const char *val,
			 size_t vlen, int has_value, char *out, size_t cap)
{
	struct outbuf ob;
	size_t pos = 0;
	ob_init(&ob, out, cap);
	ob_putc(&ob, '"');
	while (pos < klen) {
		unsigned char c = unescape_next(key, klen, &pos);
		if (c == 0)
			return -2; /* would truncate the C string */
		ob_putc(&ob, (char)c);
	}
	ob_putc(&ob, '"');
	if (has_value && vlen > 0) {
		ob_puts(&ob, "=\"");
		pos = 0;
		while (pos < vlen)
			put_escaped(&ob, unescape_next(val, vlen, &pos));
		ob_putc(&ob, '"');
	}
	return ob_done(&ob);
}

/* ---- ordering ------------------------------------------------------------ */

unsigned attrtab_order_of(const char *text, size_t len)
{
	const struct attrtab_info *ai;
	size_t n = 0;
	if (len > 0 && text[0] == '"')
		return ATTRTAB_ORDER_STRING;
	while (n < len && is_word_char(text[n]))
		n++;
	ai = attrtab_lookup(text, n);
	return ai != NULL ? ai->order : 0;
}

/*
 * Split a canonical string attribute into raw key and escaped value.  The key
 * is printed unescaped and the value escaped (so it holds no '"'): the value
 * starts after the last `"="`.
 */
static void split_string_attr(const char *t, size_t len, const char **key,
			      size_t *klen, const char **val, size_t *vlen)
{
	size_t i, sep = 0;
	*val = t + len;
	*vlen = 0;
	for (i = 1; i + 2 < len; i++)
		if (t[i] == '"' && t[i + 1] == '=' && t[i + 2] == '"')
			sep = i;
	*key = t + 1;
	if (sep != 0) {
		*klen = sep - 1;
		*val = t + sep + 3;
		*vlen = len - sep - 4;
	} else {
		*klen = len >= 2 ? len - 2 : 0;
	}
}

static int cmp_bytes(const char *a, size_t alen, const char *b, size_t blen)
{
	int c = memcmp(a, b, alen < blen ? alen : blen);
	if (c != 0)
		return c < 0 ? -1 : 1;
	return alen < blen ? -1 : alen > blen ? 1 : 0;
}

/* Compare two escaped values by their unescaped bytes. */
static int cmp_escaped(const char *a, size_t alen, const char *b, size_t blen)
{
	size_t i = 0, j = 0;
	while (i < alen && j < blen) {
		unsigned char x = unescape_next(a, alen, &i);
		unsigned char y = unescape_next(b, blen, &j);
		if (x != y)
			return x < y ? -1 : 1;
	}
	return (i < alen) - (j < blen);
}

int attrtab_compare(const char *a, size_t alen, const char *b, size_t blen)
{
	unsigned oa = attrtab_order_of(a, alen), ob = attrtab_order_of(b, blen);
	const char *ka, *kb, *va, *vb;
	size_t kal, kbl, val, vbl;
	int c;
	if (oa != ob)
		return oa < ob ? -1 : 1;
	if (oa != ATTRTAB_ORDER_STRING)
		return cmp_bytes(a, alen, b, blen);
	split_string_attr(a, alen, &ka, &kal, &va, &val);
	split_string_attr(b, blen, &kb, &kbl, &vb, &vbl);
	c = cmp_bytes(ka, kal, kb, kbl);
	return c != 0 ? c : cmp_escaped(va, val, vb, vbl);
}
