/* tokens.h - Inferring Tokens (tokens.c): the internal table of contents.
 * The procedure is reached through the cv_tokens_* API of converge.h. */
#ifndef CV_INFER_TOKENS_H
#define CV_INFER_TOKENS_H

#include "ir/ir.h"

/* Names the procedure gives what it adds (a number follows when the
 * function already has the name, as LLVM's symbol table does). */
#define TOKENS_ENTRY_NAME "conv.entry"
#define TOKENS_ANCHOR_NAME "conv.anchor"
#define TOKENS_LOOP_NAME "conv.loop"
#define TOKENS_GUARD_NAME "irr.guard"
#define TOKENS_SELECT_NAME "irr.sel"
#define TOKENS_SPLIT_NAME "irr.split"
#define TOKENS_VALUE_SUFFIX ".irr"

#endif
