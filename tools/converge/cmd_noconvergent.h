/* cmd_noconvergent.h - the `noconvergent` command (cmd_noconvergent.c),
 * which parses its own options. */
#ifndef CONVERGE_CMD_NOCONVERGENT_H
#define CONVERGE_CMD_NOCONVERGENT_H

#include "converge.h"

extern const char help_noconvergent[];

/* argv[0] is the command name.  Returns an exit code. */
int cmd_noconvergent(cv_context *ctx, int argc, char **argv);

#endif
