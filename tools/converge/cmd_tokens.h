/* cmd_tokens.h - the `tokens` command (cmd_tokens.c), which parses its own
 * options. */
#ifndef CONVERGE_CMD_TOKENS_H
#define CONVERGE_CMD_TOKENS_H

#include "converge.h"

extern const char help_tokens[];

/* argv[0] is the command name.  Returns an exit code. */
int cmd_tokens(cv_context *ctx, int argc, char **argv);

#endif
