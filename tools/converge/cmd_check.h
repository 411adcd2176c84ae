/* cmd_check.h - the `check` command (cmd_check.c), which parses its own
 * options. */
#ifndef CONVERGE_CMD_CHECK_H
#define CONVERGE_CMD_CHECK_H

#include "converge.h"

extern const char help_check[];

/* argv[0] is the command name.  Returns an exit code. */
int cmd_check(cv_context *ctx, int argc, char **argv);

#endif
