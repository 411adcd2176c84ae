/*
 * pipe.h - a large function body read by two threads.
 *
 * The body's tokens are lexed by a second thread, which also numbers the
 * local names (%x and x:) of the body: the same name, quoted or not, gets
 * the same id, 1 and up in order of first appearance.  The parser takes
 * the tokens from a ring, ids attached, and binds names through a dense
 * array instead of a hash table.  Lexing, and the name lookups that miss
 * the cache, then run beside the parsing.
 *
 * The tokens are those the parser's own lexer would read, in order; the
 * helper stops after the '}' that closes the body (braces counted), at
 * the end of the input, or at a lexer error.  The parser takes the lexer
 * state after that token back and reads on alone.  If the helper keeps
 * the parser waiting (the CPUs are busy), the parser stops it, reads the
 * tokens it published and lexes the rest itself, ids from its table.
 */
#ifndef CV_PIPE_H
#define CV_PIPE_H

#include <stddef.h>
#include <stdint.h>

#include <string.h>

#include "converge.h"
#include "read/lex.h"

typedef struct cv_pipe cv_pipe;

/* A token in the ring: the parser's token as the helper's lexer read
 * it, its `span` holding PT_ flags (PT_SPAN: a span; PT_LAST: the
 * helper's last token) and its id a name's or a span's (below).  Copied
 * whole, as the parser's reads of p->tok want it. */
typedef token ptok;
enum { PT_SPAN = 1, PT_LAST = 2 };

#define PIPE_RING 16384     /* tokens */
#define PIPE_GIVE_BACK 256  /* the parser publishes its tail this often */

/* The parser's side of the ring, read by pipe_take without a call. */
typedef struct pipe_reader {
	const ptok *ring;
	uint32_t tail, head; /* tokens read; published, as last seen */
	/* the tail at which pipe_take leaves the token to pipe_next: head,
	 * or the token before the next multiple of PIPE_GIVE_BACK */
	uint32_t limit;
	const char *src;
} pipe_reader;

pipe_reader *pipe_reader_of(cv_pipe *pp);

/* Slot o, the ring's next, into *t. */
static inline void pipe_take_slot(pipe_reader *r, const ptok *o, token *t)
{
	memcpy(t, o, sizeof *t);
	r->tail++;
}

/* The next token into *t, if it is an ordinary one already published
 * and its reading gives nothing back: 1; else 0, and pipe_next reads it. */
static inline int pipe_take(pipe_reader *r, token *t)
{
	const ptok *o = &r->ring[r->tail & (PIPE_RING - 1)];
	if (r->tail == r->limit || (o->span & PT_LAST))
		return 0;
	pipe_take_slot(r, o, t);
	return 1;
}

/* A pipe whose helper allocates with al (which must be safe to call from
 * another thread); NULL if out of memory. */
cv_pipe *pipe_new(const cv_allocator *al);
void pipe_free(cv_pipe *pp);

/* How long the parser waits for tokens before it takes over (ns; 0: it
 * does not spin, and takes over at its first wait). */
void pipe_set_patience(cv_pipe *pp, long ns);
/* After a take-over: the id of a name token's name (0: out of memory). */
uint32_t pipe_own_id(cv_pipe *pp, const token *t);

/* Empties the name table for a body of about `names` names. */
void pipe_reset(cv_pipe *pp, uint32_t names);
/* Before the start: the id of a name the body's table starts with (an
 * argument, a label named by a blockaddress read earlier); 0 if out of
 * memory. */
uint32_t pipe_seed_name(cv_pipe *pp, const char *s, size_t n);

/* Starts the helper at the token t, read by lx, inside a function body
 * (one brace open).  0 if the thread could not start. */
int pipe_start(cv_pipe *pp, const lexer *lx, const token *t);

/* A '<' followed, on its line, by up to PIPE_SPAN_MAX - 2 characters of
 * [a-z0-9 ,] and a '>' (a vector type such as <4 x i32>, or a constant
 * vector such as <i32 0, i32 poison>) comes as one token: kind T_LESS,
 * span 1, id the length up to the '>' included.  The parser looks the
 * text up as a type or constant it has read before, or reads the span's
 * tokens itself. */
#define PIPE_SPAN_MAX 1024
/* A span's id: its length in the low PIPE_SPAN_BITS, and above them the
 * number (1 and up, 0: none) the helper gave its text, the same for the
 * same text within the body, for spans of up to 16 characters and the
 * first PIPE_SPAN_TEXTS - 1 texts: the parser keeps what such a text
 * means by that number without reading it (a type such as <8 x i16>). */
#define PIPE_SPAN_BITS 11
#define PIPE_SPAN_TEXTS 1024
#define PIPE_SPAN_LEN(id) ((id) & ((1u << PIPE_SPAN_BITS) - 1))
#define PIPE_SPAN_TEXT(id) ((id) >> PIPE_SPAN_BITS)
_Static_assert(PIPE_SPAN_MAX < 1u << PIPE_SPAN_BITS,
	       "a span's length fits below its text's number");

/* The next token into *t; 1 if it was the helper's last, then *lx is the
 * lexer state after it, and the helper has ended (pipe_oom tells whether
 * it ran out of memory; lx->errmsg is set for a T_ERROR).  2, *t left
 * alone, if the parser has waited for tokens longer than its patience
 * (pipe_set_patience): the helper is stopped, its tokens are read, and
 * the parser lexes the rest itself, from after the token it has, taking
 * each name's id from the table with pipe_own_id. */
int pipe_next(cv_pipe *pp, token *t, lexer *lx);

/* The kind of the token after the one pipe_next gave last (which was
 * not the helper's last); -1 if the helper was stopped before it (the
 * parser lexes it itself). */
int pipe_peek_kind(cv_pipe *pp);

/* Whether the helper ran out of memory (after pipe_next returned 1). */
int pipe_oom(const cv_pipe *pp);

/* Stops the helper wherever it is and waits for it (after an error). */
void pipe_stop(cv_pipe *pp);

/* Frees a large name table once the body is read. */
void pipe_trim(cv_pipe *pp);

/* `bytes` of zero memory straight from the kernel, its pages made as
 * they are first written (calloc clears memory the heap had used before,
 * on the parser's thread); NULL if none.  pipe_unmap gives it back. */
void *pipe_map_zeroed(size_t bytes);
void pipe_unmap(void *mem, size_t bytes);

/* The parser's growing arrays (PIPE_AREAS of them) whose pages are made
 * writable a little ahead of the parser's writes, by the parser while it
 * waits for tokens or by the helper while the parser is behind: `base`
 * holds `cap` bytes of which `used` are written.  The parser says so now
 * and then; a moved or released array is harmless to the thread making
 * the pages, which only asks the kernel for them. */
enum { PIPE_AREAS = 7 };
void pipe_area(cv_pipe *pp, unsigned k, const void *base, size_t used,
	       size_t cap);

#endif
